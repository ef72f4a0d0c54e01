/**
 * The Inferno box's 7 map tiles (its tile list in the reference's wiki; fields in the printed tile's reading order as
 * the core tiles): the lava Starting tile S6 with the Inferno town (an Inferno player's map needs it, ruling IN18), Far
 * F16–F18, Near N11–N12 and Center C5 (ruling IN68). Its new locations, the Random Town and the Star Axis, are in
 * locations.ts. Each field with its location id and Field Difficulty (0: unguarded).
 */
import type { TileDef } from '../../model';

/** A field: its location id and guard level. */
const f = (location: string, guard = 0) => ({ location, guard });

/** The box's tiles, in printed order. */
export const INFERNO_TILES: readonly TileDef[] = [
  { id: 'C5', kind: 'center', terrain: 'lava', fields: [f('tree-of-knowledge', 6), f('warriors-tomb'), f('blocked'), f('random-town', 7), f('temple'), f('star-axis', 6), f('sanctuary')], borders: [] },
  { id: 'F16', kind: 'far', terrain: 'lava', fields: [f('shrine-of-magic-incantation'), f('settlement', 3), f('learning-stone'), f('empty'), f('artifact', 2), f('blocked'), f('windmill')], borders: [] },
  { id: 'F17', kind: 'far', terrain: 'lava', fields: [f('empty'), f('magic-spring', 2), f('gold-mine', 3), f('star-axis'), f('water-wheel'), f('stables'), f('blocked')], borders: [] },
  { id: 'F18', kind: 'far', terrain: 'lava', fields: [f('windmill'), f('blocked'), f('witch-hut', 2), f('valuables-mine', 3), f('tree-of-knowledge'), f('empty'), f('trading-post')], borders: [] },
  { id: 'N11', kind: 'near', terrain: 'lava', fields: [f('blocked'), f('shrine-of-magic-gesture'), f('fountain-of-youth'), f('obelisk'), f('valuables-mine', 5), f('trading-post'), f('star-axis', 4)], borders: [] },
  { id: 'N12', kind: 'near', terrain: 'lava', fields: [f('mystical-garden', 4), f('redwood-observatory'), f('water-wheel'), f('blocked'), f('trading-post'), f('treasure'), f('gold-mine', 5)], borders: [] },
  { id: 'S6', kind: 'starting', terrain: 'lava', town: 'inferno', fields: [f('resource'), f('building-materials-mine', 1), f('empty'), f('town'), f('blocked'), f('treasure', 1), f('empty')], borders: [] },
];
