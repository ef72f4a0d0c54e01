/**
 * The Fortress town's Starting tile, S5 (swamp), which a Fortress player's map needs: its fields in the printed
 * tile's reading order (0 north-west … 6 south-east), with their Field Difficulty, as the tile data lists them.
 */
import type { CommonPack, TileDef } from '../../../model';

/** A field: its location id and guard level. */
const f = (location: string, guard = 0) => ({ location, guard });

/** S5: Treasure (I), empty, blocked, the Fortress town, a Resource, empty, a Building Materials Mine (I). */
export const FORTRESS_STARTING_TILE: TileDef = {
  id: 'S5',
  kind: 'starting',
  terrain: 'swamp',
  town: 'fortress',
  fields: [f('treasure', 1), f('empty'), f('blocked'), f('town'), f('resource'), f('empty'), f('building-materials-mine', 1)],
  borders: [],
};

/** The pack that registers it (ruling FX53): the tile alone, nothing else of the Fortress box's shared content. */
export const FORTRESS_TOWN_TILE: CommonPack = {
  id: 'fortress-town-tile',
  box: 'fortress',
  cards: [],
  plays: {},
  neutralUnits: [],
  unitAbilities: {},
  scenarios: [],
  tiles: [FORTRESS_STARTING_TILE],
  locations: [],
  astrologers: [],
  aiCards: [],
};
