/**
 * The Tower box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks — here the neutral
 * cards of the Tower units (neutral.ts) and the Starting tile #S1 (startingTile.ts). In a game only when `expansions` names 'tower'; its faction is the pack in tower/.
 */
import type { CommonPack } from '../../model';
import { TOWER_NEUTRAL_ABILITIES, TOWER_NEUTRAL_UNITS } from './neutral';
import { TOWER_STARTING_TILE } from './startingTile';

/** The Tower box's shared content. */
export const TOWER_BOX: CommonPack = {
  id: 'tower',
  box: 'tower',
  cards: [],
  plays: {},
  neutralUnits: TOWER_NEUTRAL_UNITS,
  unitAbilities: TOWER_NEUTRAL_ABILITIES,
  scenarios: [],
  tiles: [TOWER_STARTING_TILE],
  locations: [],
  astrologers: [],
  aiCards: [],
  extraCopies: {},
  events: [],
};
