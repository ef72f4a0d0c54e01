/**
 * The Conflux box's Starting tile S8 (grass), with the Conflux town: a Conflux player's map needs it. Fields in the
 * printed tile's reading order, as the core tiles; each with its location id and Field Difficulty (0: unguarded).
 */
import type { TileDef } from '../../model';

/** A field: its location id and guard level. */
const f = (location: string, guard = 0) => ({ location, guard });

/** S8: a Treasure field, empty, Blocked, the town in the centre, a Resource field, a Building Materials mine, empty (ruling CF30). */
export const CONFLUX_STARTING_TILE: TileDef = {
  id: 'S8',
  kind: 'starting',
  terrain: 'grass',
  town: 'conflux',
  fields: [f('treasure', 1), f('empty'), f('blocked'), f('town'), f('resource'), f('building-materials-mine', 1), f('empty')],
  borders: [],
};
