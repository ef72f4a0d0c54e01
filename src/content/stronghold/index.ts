/**
 * The Stronghold box's common pack (Factions Expansions, p. 61–65): its map tiles (tiles.ts). In a game only when
 * `expansions` names 'stronghold'.
 */
import type { CommonPack } from '../../model';
import { STRONGHOLD_TILES } from './tiles';

/** The Stronghold box's shared content. */
export const STRONGHOLD_BOX: CommonPack = {
  id: 'stronghold',
  box: 'stronghold',
  cards: [],
  plays: {},
  neutralUnits: [],
  unitAbilities: {},
  scenarios: [],
  tiles: [...STRONGHOLD_TILES],
  locations: [],
  astrologers: [],
  aiCards: [],
  extraCopies: {},
  events: [],
  heroes: [],
  heroSpecialties: [],
};
