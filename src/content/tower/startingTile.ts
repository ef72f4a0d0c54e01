/**
 * The Tower box's Starting tile #S1 (snow), with the Tower town: a Tower player's map needs it (ruling TW19). Fields
 * in the printed tile's reading order, as the core tiles; each with its location id and Field Difficulty (0: unguarded).
 */
import type { TileDef } from '../../model';

/** A field: its location id and guard level. */
const f = (location: string, guard = 0) => ({ location, guard });

/** #S1: a Building Materials mine, the town in the centre, a Resource and a Treasure field. */
export const TOWER_STARTING_TILE: TileDef = {
  id: '#S1',
  kind: 'starting',
  terrain: 'snow',
  town: 'tower',
  fields: [f('building-materials-mine', 1), f('blocked'), f('empty'), f('town'), f('empty'), f('resource'), f('treasure', 1)],
  borders: [],
};
