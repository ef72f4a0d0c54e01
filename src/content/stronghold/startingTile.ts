/**
 * The Stronghold box's Starting tile S7 (rough), with the Stronghold town: a Stronghold player's map needs it. Fields
 * in the printed tile's reading order, as the core tiles; each with its location id and Field Difficulty (0: unguarded).
 */
import type { TileDef } from '../../model';

/** A field: its location id and guard level. */
const f = (location: string, guard = 0) => ({ location, guard });

/** S7: a Resource field, a Building Materials mine, the town in the centre, a Treasure field. */
export const STRONGHOLD_STARTING_TILE: TileDef = {
  id: 'S7',
  kind: 'starting',
  terrain: 'rough',
  town: 'stronghold',
  fields: [f('resource'), f('building-materials-mine', 1), f('empty'), f('town'), f('blocked'), f('treasure', 1), f('empty')],
  borders: [],
};
