/**
 * The Stronghold box's map tiles Far F19–F21 and Near N13 (its tile list in the reference's wiki; fields in the printed
 * tile's reading order as the core tiles; ruling SH40). Each field with its location id and Field Difficulty (0:
 * unguarded); "Stronghold Settlement" is a Settlement. Their terrain is rough, as the wiki's tile list gives it. The
 * box's new location, the Spell Scroll field (on F21 and N13), is in locations.ts.
 */
import type { TileDef } from '../../model';

/** A field: its location id and guard level. */
const f = (location: string, guard = 0) => ({ location, guard });

/** The box's tiles, Starting tile aside, in printed order. */
export const STRONGHOLD_TILES: readonly TileDef[] = [
  { id: 'F19', kind: 'far', terrain: 'rough', fields: [f('empty'), f('learning-stone', 2), f('temple'), f('blocked'), f('stables'), f('settlement', 3), f('shrine-of-magic-incantation')], borders: [] },
  { id: 'F20', kind: 'far', terrain: 'rough', fields: [f('artifact', 2), f('tree-of-knowledge'), f('gold-mine', 3), f('water-wheel'), f('empty'), f('blocked'), f('trading-post')], borders: [] },
  { id: 'F21', kind: 'far', terrain: 'rough', fields: [f('valuables-mine', 3), f('empty'), f('blocked'), f('spell-scroll'), f('mystical-garden', 2), f('redwood-observatory'), f('fountain-of-youth')], borders: [] },
  { id: 'N13', kind: 'near', terrain: 'rough', fields: [f('spell-scroll'), f('gold-mine', 5), f('shrine-of-magic-gesture'), f('tree-of-knowledge'), f('empty'), f('treasure', 4), f('blocked')], borders: [] },
];
