/**
 * The Inferno box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks (cards.ts, spells.ts, skills.ts), the
 * Statistic supply, the Empowered Statistic cards (empowered.ts) and the neutral decks — its units' neutral cards — and the Starting tile of its faction's town. In a game only when `expansions` names 'inferno'; docs/expansions.md lists what else the box holds
 * and which packs bring it.
 */
import type { CommonPack } from '../../model';
import { INFERNO_DECK_CARDS, INFERNO_DECK_PLAYS, INFERNO_EXTRA_COPIES } from './cards';
import { EMPOWERED_CARDS, EMPOWERED_PLAYS } from './empowered';
import { INFERNO_NEUTRAL_ABILITIES, INFERNO_NEUTRAL_UNITS } from './neutral';
import { INFERNO_SPELL_CARDS, INFERNO_SPELL_PLAYS } from './spells';
import { INFERNO_ABILITY_CARDS, INFERNO_ABILITY_PLAYS } from './skills';
import { INFERNO_TILES } from './tiles';

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
  locations: [],
  astrologers: [],
  aiCards: [],
  extraCopies: INFERNO_EXTRA_COPIES,
  events: [],
};
