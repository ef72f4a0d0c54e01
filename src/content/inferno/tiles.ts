/**
 * The Inferno box's Starting tile S6 with the Inferno town (fields in the tile data's reading order, each with its
 * location id and Field Difficulty, 0: unguarded). An Inferno player's map needs it (ruling IN18).
 */
import type { TileDef } from '../../model';

/** A field: its location id and guard level. */
const f = (location: string, guard = 0) => ({ location, guard });

/** The box's tiles this pack holds. */
export const INFERNO_TILES: readonly TileDef[] = [
  { id: 'S6', kind: 'starting', terrain: 'lava', town: 'inferno', fields: [f('resource'), f('building-materials-mine', 1), f('empty'), f('town'), f('blocked'), f('treasure', 1), f('empty')], borders: [] },
];
