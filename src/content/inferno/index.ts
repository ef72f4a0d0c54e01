/**
 * The Inferno box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks (cards.ts, spells.ts,
 * skills.ts), the Statistic supply, the Empowered Statistic cards (empowered.ts), the Astrologers Proclaim deck
 * (astrologers.ts) and the neutral decks — its units' neutral cards — and its map tiles with their new locations
 * (tiles.ts, locations.ts). In a game only when `expansions` names 'inferno'; its faction is the pack in inferno/.
 */
import type { CommonPack } from '../../model';
import { INFERNO_DECK_CARDS, INFERNO_DECK_PLAYS, INFERNO_EXTRA_COPIES } from './cards';
import { EMPOWERED_CARDS, EMPOWERED_PLAYS } from './empowered';
import { INFERNO_NEUTRAL_ABILITIES, INFERNO_NEUTRAL_UNITS } from './neutral';
import { INFERNO_SPELL_CARDS, INFERNO_SPELL_PLAYS } from './spells';
import { INFERNO_ABILITY_CARDS, INFERNO_ABILITY_PLAYS } from './skills';
import { INFERNO_TILES } from './tiles';
import { INFERNO_ASTROLOGERS } from './astrologers';
import { RANDOM_TOWN, STAR_AXIS } from './locations';

/** The Inferno box's shared content. */
export const INFERNO_BOX: CommonPack = {
  id: 'inferno',
  box: 'inferno',
  cards: [...INFERNO_DECK_CARDS, ...INFERNO_SPELL_CARDS, ...EMPOWERED_CARDS, ...INFERNO_ABILITY_CARDS],
  plays: { ...INFERNO_DECK_PLAYS, ...INFERNO_SPELL_PLAYS, ...EMPOWERED_PLAYS, ...INFERNO_ABILITY_PLAYS },
  neutralUnits: INFERNO_NEUTRAL_UNITS,
  unitAbilities: INFERNO_NEUTRAL_ABILITIES,
  scenarios: [],
  tiles: INFERNO_TILES,
  locations: [RANDOM_TOWN, STAR_AXIS],
  astrologers: INFERNO_ASTROLOGERS,
  aiCards: [],
  extraCopies: INFERNO_EXTRA_COPIES,
  events: [],
};
