/**
 * The Tower box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks — the Scouting copies
 * (skills.ts) — the neutral decks: the other factions' units' neutral cards (neutral-others.ts) — and its map tiles
 * with their new locations (tiles.ts, locations.ts). In a game only when `expansions` names 'tower'.
 */
import type { CommonPack } from '../../model';
import { TOWER_OTHER_NEUTRAL_ABILITIES, TOWER_OTHER_NEUTRAL_UNITS } from './neutral-others';
import { TOWER_ABILITY_COPIES } from './skills';
import { TOWER_TILES } from './tiles';
import { HILL_FORT, MARKET_OF_TIME, PRISON, TAVERN } from './locations';

/** The Tower box's shared content. */
export const TOWER_BOX: CommonPack = {
  id: 'tower',
  box: 'tower',
  cards: [],
  plays: {},
  neutralUnits: TOWER_OTHER_NEUTRAL_UNITS,
  unitAbilities: TOWER_OTHER_NEUTRAL_ABILITIES,
  scenarios: [],
  tiles: TOWER_TILES,
  locations: [MARKET_OF_TIME, HILL_FORT, PRISON, TAVERN],
  astrologers: [],
  aiCards: [],
  extraCopies: TOWER_ABILITY_COPIES,
  events: [],
};
