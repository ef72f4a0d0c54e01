/**
 * The Cove box's common pack (Factions Expansions, p. 61–65). On this branch it holds the map part alone: the regular
 * map tiles F25–F27 and N22 (tiles.ts), the Grave (locations.ts) and the Astrologers Proclaim card Pirates
 * (astrologers.ts); the faction part adds its own content beside them. In a game only when `expansions` names 'cove'.
 */
import type { CommonPack } from '../../model';
import { COVE_TILES } from './tiles';
import { GRAVE } from './locations';
import { COVE_ASTROLOGERS } from './astrologers';

/** The Cove box's shared content. */
export const COVE_BOX: CommonPack = {
  id: 'cove',
  box: 'cove',
  cards: [],
  plays: {},
  neutralUnits: [],
  unitAbilities: {},
  scenarios: [],
  tiles: [...COVE_TILES],
  locations: [GRAVE],
  astrologers: COVE_ASTROLOGERS,
  aiCards: [],
  extraCopies: {},
  events: [],
  heroes: [],
  heroSpecialties: [],
};
