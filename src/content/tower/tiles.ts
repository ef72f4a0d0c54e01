/**
 * The Tower box's map tiles (its tile list in the reference's wiki, printed with a '#' before the number; fields in the
 * printed tile's reading order as the core tiles): Center #C1, Far #F1–#F10 and Near #N1–#N3 (ruling TW50). Each field
 * with its location id and Field Difficulty (0: unguarded); "Tower Settlement" is a Settlement. The box's new
 * locations are in locations.ts.
 */
import type { TileDef } from '../../model';

/** A field: its location id and guard level. */
const f = (location: string, guard = 0) => ({ location, guard });

/** The box's tiles, in printed order. */
export const TOWER_TILES: readonly TileDef[] = [
  { id: '#C1', kind: 'center', terrain: 'snow', fields: [f('shrine-of-magic-gesture'), f('building-materials-mine', 6), f('warriors-tomb', 6), f('settlement', 7), f('sanctuary'), f('water-wheel'), f('blocked')], borders: [] },
  { id: '#F1', kind: 'far', terrain: 'snow', fields: [f('empty'), f('windmill'), f('settlement', 3), f('blocked'), f('treasure', 2), f('stables'), f('witch-hut')], borders: [] },
  { id: '#F2', kind: 'far', terrain: 'snow', fields: [f('trading-post'), f('artifact', 2), f('resource'), f('empty'), f('learning-stone'), f('blocked'), f('gold-mine', 3)], borders: [] },
  { id: '#F3', kind: 'far', terrain: 'snow', fields: [f('blocked'), f('redwood-observatory'), f('mystical-garden', 2), f('valuables-mine', 3), f('shrine-of-magic-incantation'), f('empty'), f('water-wheel')], borders: [] },
  { id: '#F4', kind: 'far', terrain: 'grass', fields: [f('water-wheel'), f('shrine-of-magic-incantation'), f('witch-hut'), f('building-materials-mine', 3), f('blocked'), f('trading-post'), f('market-of-time', 2)], borders: [] },
  { id: '#F5', kind: 'far', terrain: 'subterranean', fields: [f('blocked'), f('black-market'), f('building-materials-mine', 3), f('treasure'), f('magic-spring', 2), f('water-wheel'), f('mystical-garden')], borders: [] },
  { id: '#F6', kind: 'far', terrain: 'dirt', fields: [f('trading-post'), f('blocked'), f('treasure', 2), f('windmill'), f('building-materials-mine', 3), f('library-of-enlightenment'), f('redwood-observatory')], borders: [] },
  { id: '#F7', kind: 'far', terrain: 'snow', fields: [f('stables'), f('building-materials-mine', 3), f('windmill'), f('hill-fort', 2), f('trading-post'), f('blocked'), f('magic-spring')], borders: [] },
  { id: '#F8', kind: 'far', terrain: 'grass', fields: [f('shrine-of-magic-incantation'), f('stables'), f('blocked'), f('resource', 2), f('university'), f('building-materials-mine', 3), f('temple')], borders: [] },
  { id: '#F9', kind: 'far', terrain: 'swamp', fields: [f('building-materials-mine', 3), f('temple'), f('tavern'), f('redwood-observatory'), f('mystical-garden', 2), f('artifact', 2), f('blocked')], borders: [] },
  { id: '#F10', kind: 'far', terrain: 'dirt', fields: [f('prison', 2), f('artifact'), f('treasure'), f('blocked'), f('trading-post'), f('witch-hut'), f('building-materials-mine', 3)], borders: [] },
  { id: '#N1', kind: 'near', terrain: 'snow', fields: [f('tree-of-knowledge'), f('magic-spring'), f('gold-mine', 5), f('stables'), f('blocked'), f('temple'), f('windmill')], borders: [] },
  { id: '#N2', kind: 'near', terrain: 'snow', fields: [f('fountain-of-youth'), f('valuables-mine', 5), f('blocked'), f('obelisk'), f('trading-post'), f('treasure', 4), f('witch-hut')], borders: [] },
  { id: '#N3', kind: 'near', terrain: 'grass', fields: [f('gold-mine', 5), f('trading-post'), f('blocked'), f('windmill'), f('fountain-of-youth'), f('sanctuary'), f('pandoras-box', 4)], borders: [] },
];
