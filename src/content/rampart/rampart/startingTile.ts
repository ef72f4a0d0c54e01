/**
 * The Rampart town's Starting tile, S4 (grass), which a Rampart player's map needs: its fields in the printed tile's
 * reading order (0 north-west … 6 south-east), with their Field Difficulty, as the tile data lists them.
 */
import type { CommonPack, TileDef } from '../../../model';

/** A field: its location id and guard level. */
const f = (location: string, guard = 0) => ({ location, guard });

/** S4: empty, a Resource, a Building Materials Mine (I), the Rampart town, blocked, Treasure (I), empty. */
export const RAMPART_STARTING_TILE: TileDef = {
  id: 'S4',
  kind: 'starting',
  terrain: 'grass',
  town: 'rampart',
  fields: [f('empty'), f('resource'), f('building-materials-mine', 1), f('town'), f('blocked'), f('treasure', 1), f('empty')],
  borders: [],
};

/** The pack that registers it (ruling RA16): the tile alone, nothing else of the Rampart box's shared content. */
export const RAMPART_TOWN_TILE: CommonPack = {
  id: 'rampart-town-tile',
  box: 'rampart',
  cards: [],
  plays: {},
  neutralUnits: [],
  unitAbilities: {},
  scenarios: [],
  tiles: [RAMPART_STARTING_TILE],
  locations: [],
  astrologers: [],
  aiCards: [],
  extraCopies: {},
  events: [],
};
