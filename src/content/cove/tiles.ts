/**
 * The Cove box's regular map tiles, Far F25–F27 and Near N22 (its tile list in the reference's wiki; fields in the
 * printed tile's reading order as the core tiles; ruling CV80). Each field with its location id and Field Difficulty
 * (0: unguarded); "Cove Settlement" is a Settlement. Their terrain is highlands, as the wiki's tile list gives it. The
 * box's Sea tiles W1–W7 are special terrain, left out (ruling CV81); its Starting tile S9 belongs with the Cove
 * faction. The box's new location on them, the Grave (on F26 and N22), is in locations.ts.
 */
import type { TileDef } from '../../model';

/** A field: its location id and guard level. */
const f = (location: string, guard = 0) => ({ location, guard });

/** The box's regular tiles, in printed order. */
export const COVE_TILES: readonly TileDef[] = [
  { id: 'F25', kind: 'far', terrain: 'highlands', fields: [f('shrine-of-magic-incantation'), f('blocked'), f('settlement', 3), f('artifact', 2), f('empty'), f('stables'), f('trading-post')], borders: [] },
  { id: 'F26', kind: 'far', terrain: 'highlands', fields: [f('empty'), f('grave', 2), f('blocked'), f('gold-mine', 3), f('windmill'), f('shrine-of-magic-incantation'), f('magic-spring')], borders: [] },
  { id: 'F27', kind: 'far', terrain: 'highlands', fields: [f('resource'), f('trading-post'), f('learning-stone', 2), f('empty'), f('valuables-mine', 3), f('blocked'), f('water-wheel')], borders: [] },
  { id: 'N22', kind: 'near', terrain: 'highlands', fields: [f('valuables-mine', 5), f('sanctuary'), f('windmill'), f('warriors-tomb', 4), f('trading-post'), f('grave'), f('blocked')], borders: [] },
];
