/**
 * The Rampart box's 7 map tiles (its tile list in the reference's wiki; fields in the printed tile's reading order as
 * the core tiles): the grass Starting tile S4 with the Rampart town, Far F10–F12, Near N7–N8 and Center C3. Its new
 * location, the War Machine Factory, is in machines.ts. Each field with its location id and Field Difficulty (0:
 * unguarded).
 */
import type { TileDef } from '../../model';

/** A field: its location id and guard level. */
const f = (location: string, guard = 0) => ({ location, guard });

/** The box's tiles, in printed order. */
export const RAMPART_TILES: readonly TileDef[] = [
  { id: 'C3', kind: 'center', terrain: 'grass', fields: [f('war-machine-factory'), f('warriors-tomb'), f('blocked'), f('dragon-utopia', 7), f('trading-post'), f('pandoras-box', 6), f('magic-spring', 6)], borders: [] },
  { id: 'F10', kind: 'far', terrain: 'grass', fields: [f('settlement', 3), f('trading-post'), f('blocked'), f('windmill'), f('magic-spring', 2), f('empty'), f('learning-stone')], borders: [] },
  { id: 'F11', kind: 'far', terrain: 'grass', fields: [f('shrine-of-magic-gesture'), f('gold-mine', 3), f('trading-post'), f('mystical-garden', 2), f('temple'), f('empty'), f('blocked')], borders: [] },
  { id: 'F12', kind: 'far', terrain: 'grass', fields: [f('witch-hut', 2), f('blocked'), f('artifact'), f('war-machine-factory'), f('mystical-garden'), f('valuables-mine', 3), f('empty')], borders: [] },
  { id: 'N7', kind: 'near', terrain: 'grass', fields: [f('trading-post'), f('valuables-mine', 5), f('magic-spring', 4), f('obelisk'), f('tree-of-knowledge'), f('water-wheel'), f('blocked')], borders: [] },
  { id: 'N8', kind: 'near', terrain: 'grass', fields: [f('war-machine-factory'), f('gold-mine', 5), f('empty'), f('treasure', 4), f('temple'), f('redwood-observatory'), f('blocked')], borders: [] },
  { id: 'S4', kind: 'starting', terrain: 'grass', town: 'rampart', fields: [f('empty'), f('resource'), f('building-materials-mine', 1), f('town'), f('blocked'), f('treasure', 1), f('empty')], borders: [] },
];
