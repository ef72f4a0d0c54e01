/**
 * The Stronghold box's Far tiles F19 and F20 (its tile list in the reference's wiki; fields in the printed tile's
 * reading order as the core tiles; ruling SH40). Each field with its location id and Field Difficulty (0: unguarded);
 * "Stronghold Settlement" is a Settlement. Their terrain is rough, as the wiki's tile list gives it.
 */
import type { TileDef } from '../../model';

/** A field: its location id and guard level. */
const f = (location: string, guard = 0) => ({ location, guard });

/** The box's tiles of this part, in printed order. */
export const STRONGHOLD_TILES: readonly TileDef[] = [
  { id: 'F19', kind: 'far', terrain: 'rough', fields: [f('empty'), f('learning-stone', 2), f('temple'), f('blocked'), f('stables'), f('settlement', 3), f('shrine-of-magic-incantation')], borders: [] },
  { id: 'F20', kind: 'far', terrain: 'rough', fields: [f('artifact', 2), f('tree-of-knowledge'), f('gold-mine', 3), f('water-wheel'), f('empty'), f('blocked'), f('trading-post')], borders: [] },
];
