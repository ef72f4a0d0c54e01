/**
 * The core box's 20 map tiles (Map Elements, p. 31; the rules digest's tile table): Starting S1–S3, Far F1–F9,
 * Near N1–N6, Center C1–C2. Fields in the printed tile's reading order — 0 north-west, 1 north-east, 2 west,
 * 3 centre, 4 east, 5 south-west, 6 south-east — each with its location and Field Difficulty (0: unguarded).
 */
import type { TileDef } from '../../model';

/** A field: its location id and guard level. */
const f = (location: string, guard = 0) => ({ location, guard });

/** The core tiles, in printed order. No source records their yellow border lines (docs/rulings.md M1). */
export const CORE_TILES: readonly TileDef[] = [
  { id: 'S1', kind: 'starting', terrain: 'dirt', town: 'necropolis', fields: [f('blocked'), f('empty'), f('building-materials-mine', 1), f('town'), f('resource'), f('treasure', 1), f('empty')], borders: [] },
  { id: 'S2', kind: 'starting', terrain: 'subterranean', town: 'dungeon', fields: [f('empty'), f('blocked'), f('resource'), f('town'), f('building-materials-mine', 1), f('treasure', 1), f('empty')], borders: [] },
  { id: 'S3', kind: 'starting', terrain: 'grass', town: 'castle', fields: [f('blocked'), f('empty'), f('treasure', 1), f('town'), f('resource'), f('building-materials-mine', 1), f('empty')], borders: [] },
  { id: 'F1', kind: 'far', terrain: 'dirt', fields: [f('settlement', 3), f('windmill'), f('blocked'), f('empty'), f('artifact', 2), f('trading-post'), f('stables')], borders: [] },
  { id: 'F2', kind: 'far', terrain: 'subterranean', fields: [f('trading-post'), f('settlement', 3), f('shrine-of-magic-incantation'), f('empty'), f('magic-spring'), f('blocked'), f('artifact')], borders: [] },
  { id: 'F3', kind: 'far', terrain: 'grass', fields: [f('water-wheel'), f('learning-stone'), f('settlement', 3), f('artifact', 2), f('stables'), f('empty'), f('blocked')], borders: [] },
  { id: 'F4', kind: 'far', terrain: 'dirt', fields: [f('gold-mine', 3), f('magic-spring', 2), f('water-wheel'), f('blocked'), f('trading-post'), f('temple'), f('empty')], borders: [] },
  { id: 'F5', kind: 'far', terrain: 'subterranean', fields: [f('gold-mine', 3), f('mystical-garden', 2), f('empty'), f('redwood-observatory'), f('blocked'), f('trading-post'), f('learning-stone')], borders: [] },
  { id: 'F6', kind: 'far', terrain: 'grass', fields: [f('artifact', 2), f('trading-post'), f('water-wheel'), f('blocked'), f('shrine-of-magic-incantation'), f('empty'), f('gold-mine', 3)], borders: [] },
  { id: 'F7', kind: 'far', terrain: 'dirt', fields: [f('treasure', 2), f('blocked'), f('learning-stone'), f('shrine-of-magic-gesture'), f('empty'), f('redwood-observatory'), f('valuables-mine', 3)], borders: [] },
  { id: 'F8', kind: 'far', terrain: 'subterranean', fields: [f('stables'), f('empty'), f('temple'), f('valuables-mine', 3), f('windmill'), f('treasure', 2), f('blocked')], borders: [] },
  { id: 'F9', kind: 'far', terrain: 'grass', fields: [f('empty'), f('valuables-mine', 3), f('blocked'), f('redwood-observatory'), f('fountain-of-youth'), f('treasure', 2), f('learning-stone')], borders: [] },
  { id: 'N1', kind: 'near', terrain: 'dirt', fields: [f('blocked'), f('windmill'), f('tree-of-knowledge'), f('witch-hut', 4), f('sanctuary'), f('trading-post'), f('valuables-mine', 5)], borders: [] },
  { id: 'N2', kind: 'near', terrain: 'subterranean', fields: [f('tree-of-knowledge'), f('blocked'), f('warriors-tomb', 4), f('witch-hut'), f('sanctuary'), f('valuables-mine', 5), f('shrine-of-magic-gesture')], borders: [] },
  { id: 'N3', kind: 'near', terrain: 'grass', fields: [f('witch-hut'), f('blocked'), f('trading-post'), f('obelisk'), f('valuables-mine', 5), f('pandoras-box', 4), f('tree-of-knowledge')], borders: [] },
  { id: 'N4', kind: 'near', terrain: 'dirt', fields: [f('water-wheel'), f('magic-spring'), f('shrine-of-magic-gesture', 4), f('obelisk'), f('gold-mine', 5), f('warriors-tomb'), f('blocked')], borders: [] },
  { id: 'N5', kind: 'near', terrain: 'subterranean', fields: [f('shrine-of-magic-gesture'), f('gold-mine', 5), f('magic-spring', 4), f('obelisk'), f('warriors-tomb'), f('blocked'), f('water-wheel')], borders: [] },
  { id: 'N6', kind: 'near', terrain: 'grass', fields: [f('trading-post'), f('gold-mine', 5), f('magic-spring'), f('pandoras-box', 4), f('fountain-of-youth'), f('water-wheel'), f('blocked')], borders: [] },
  { id: 'C1', kind: 'center', terrain: 'subterranean', fields: [f('pandoras-box', 6), f('fountain-of-youth'), f('warriors-tomb'), f('dragon-utopia', 7), f('blocked'), f('mystical-garden'), f('shrine-of-magic-gesture', 6)], borders: [] },
  { id: 'C2', kind: 'center', terrain: 'subterranean', fields: [f('tree-of-knowledge', 6), f('shrine-of-magic-gesture'), f('mystical-garden'), f('grail', 7), f('temple'), f('pandoras-box', 6), f('blocked')], borders: [] },
];
