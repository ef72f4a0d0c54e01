/**
 * The Tower box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks (cards.ts, spells.ts,
 * skills.ts), the Statistic supply, the Astrologers Proclaim deck (astrologers.ts), the neutral decks — the Tower units'
 * neutral cards (neutral.ts) and the other factions' (neutral-others.ts) — the Main Heroes it adds to other boxes'
 * factions with their Specialty cards (heroes.ts), its Starting tile #S1 (startingTile.ts) and its map tiles with their
 * new locations (tiles.ts, locations.ts). In a game only when `expansions` names 'tower'; its faction is the pack in tower/.
 */
import type { CommonPack } from '../../model';
import { TOWER_DECK_CARDS, TOWER_DECK_PLAYS, TOWER_EXTRA_COPIES } from './cards';
import { TOWER_MORE_ARTIFACTS, TOWER_MORE_ARTIFACT_PLAYS } from './artifacts';
import { TOWER_SPELL_CARDS, TOWER_SPELL_PLAYS } from './spells';
import { TOWER_ABILITY_CARDS, TOWER_ABILITY_COPIES, TOWER_ABILITY_PLAYS } from './skills';
import { TOWER_ASTROLOGERS } from './astrologers';
import { TOWER_NEUTRAL_ABILITIES, TOWER_NEUTRAL_UNITS } from './neutral';
import { TOWER_OTHER_NEUTRAL_ABILITIES, TOWER_OTHER_NEUTRAL_UNITS } from './neutral-others';
import { TOWER_BOX_HEROES, TOWER_BOX_SPECIALTIES, TOWER_BOX_SPECIALTY_PLAYS } from './heroes';
import { TOWER_TILES } from './tiles';
import { BLACK_MARKET, HILL_FORT, LIBRARY_OF_ENLIGHTENMENT, MARKET_OF_TIME, PRISON, TAVERN, UNIVERSITY } from './locations';
import { TOWER_STARTING_TILE } from './startingTile';

/** The Tower box's shared content. */
export const TOWER_BOX: CommonPack = {
  id: 'tower',
  box: 'tower',
  cards: [...TOWER_DECK_CARDS, ...TOWER_SPELL_CARDS, ...TOWER_ABILITY_CARDS, ...TOWER_MORE_ARTIFACTS],
  plays: { ...TOWER_DECK_PLAYS, ...TOWER_SPELL_PLAYS, ...TOWER_BOX_SPECIALTY_PLAYS, ...TOWER_ABILITY_PLAYS, ...TOWER_MORE_ARTIFACT_PLAYS },
  neutralUnits: [...TOWER_NEUTRAL_UNITS, ...TOWER_OTHER_NEUTRAL_UNITS],
  unitAbilities: { ...TOWER_NEUTRAL_ABILITIES, ...TOWER_OTHER_NEUTRAL_ABILITIES },
  scenarios: [],
  tiles: [TOWER_STARTING_TILE, ...TOWER_TILES],
  locations: [MARKET_OF_TIME, HILL_FORT, PRISON, TAVERN, BLACK_MARKET, LIBRARY_OF_ENLIGHTENMENT, UNIVERSITY],
  astrologers: TOWER_ASTROLOGERS,
  aiCards: [],
  extraCopies: { ...TOWER_EXTRA_COPIES, ...TOWER_ABILITY_COPIES },
  events: [],
  heroes: TOWER_BOX_HEROES,
  heroSpecialties: TOWER_BOX_SPECIALTIES,
};
