/**
 * The Conflux box's regular map tiles, Far F22–F24 (its tile list in the reference's wiki; fields in the printed
 * tile's reading order as the core tiles; ruling CF80). Each field with its location id and Field Difficulty (0:
 * unguarded); "Conflux Settlement" is a Settlement. Their terrain is grass, as the wiki's tile list gives it. The box's
 * Near tiles N14–N21 are Elemental tiles, special terrain left out (ruling CF81). The box's new locations, the
 * Elemental Conflux and the Faerie Ring (on F23), are in locations.ts.
 */
import type { TileDef } from '../../model';

/** A field: its location id and guard level. */
const f = (location: string, guard = 0) => ({ location, guard });

/** The box's regular tiles, in printed order. */
export const CONFLUX_TILES: readonly TileDef[] = [
  { id: 'F22', kind: 'far', terrain: 'grass', fields: [f('shrine-of-magic-incantation'), f('blocked'), f('witch-hut'), f('settlement', 3), f('empty'), f('learning-stone', 2), f('trading-post')], borders: [] },
  { id: 'F23', kind: 'far', terrain: 'grass', fields: [f('elemental-conflux', 2), f('temple'), f('empty'), f('faerie-ring'), f('tree-of-knowledge'), f('windmill'), f('valuables-mine', 3)], borders: [] },
  { id: 'F24', kind: 'far', terrain: 'grass', fields: [f('redwood-observatory'), f('gold-mine', 3), f('blocked'), f('shrine-of-magic-incantation'), f('treasure', 2), f('artifact'), f('empty')], borders: [] },
];
