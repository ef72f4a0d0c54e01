/**
 * The Cove box's Starting tile S9 (highlands), with the Cove town: a Cove player's map needs it. Fields in the
 * printed tile's reading order, as the core tiles; each with its location id and Field Difficulty (0: unguarded).
 */
import type { TileDef } from '../../model';

/** A field: its location id and guard level. */
const f = (location: string, guard = 0) => ({ location, guard });

/** S9: a Building Materials mine, empty, Blocked, the town in the centre, empty, a Treasure field, a Resource field. */
export const COVE_STARTING_TILE: TileDef = {
  id: 'S9',
  kind: 'starting',
  terrain: 'highlands',
  town: 'cove',
  fields: [f('building-materials-mine', 1), f('empty'), f('blocked'), f('town'), f('empty'), f('treasure', 1), f('resource')],
  borders: [],
};
