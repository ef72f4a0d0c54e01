/**
 * The Fortress box's map tiles (its tile list in the reference's wiki; fields in the printed tile's reading order as
 * the core tiles): the swamp Starting tile S5 with the Fortress town, and the Far and Near tiles whose locations are
 * all of the core box's. Each field with its location id and Field Difficulty (0: unguarded).
 */
import type { TileDef } from '../../model';

/** A field: its location id and guard level. */
const f = (location: string, guard = 0) => ({ location, guard });

/** The box's tiles, in printed order. */
export const FORTRESS_TILES: readonly TileDef[] = [
  { id: 'S5', kind: 'starting', terrain: 'swamp', town: 'fortress', fields: [f('treasure', 1), f('empty'), f('blocked'), f('town'), f('resource'), f('empty'), f('building-materials-mine', 1)], borders: [] },
  { id: 'F14', kind: 'far', terrain: 'swamp', fields: [f('gold-mine', 3), f('windmill'), f('empty'), f('blocked'), f('stables'), f('artifact', 2), f('treasure')], borders: [] },
  { id: 'N10', kind: 'near', terrain: 'swamp', fields: [f('magic-spring', 4), f('fountain-of-youth'), f('witch-hut'), f('shrine-of-magic-gesture'), f('gold-mine', 5), f('blocked'), f('warriors-tomb')], borders: [] },
];
