/**
 * Combat board geometry (p. 39–41): 4 columns × 5 rows, orthogonal adjacency, and every card on the board
 * is a Combat Obstacle to non-flying units (the Gate is not an obstacle to the defender).
 */
import type { CombatState, CombatUnit, Team } from '../model';

export const COLUMNS = 4;
export const ROWS = 5;
export const SPACES = COLUMNS * ROWS;

export const rowOf = (space: number) => Math.floor(space / COLUMNS);
export const colOf = (space: number) => space % COLUMNS;

/** The two rows a team sets up on: its Backline then its Frontline. */
export function ownRows(team: Team): [backline: number, frontline: number] {
  return team === 'attacker' ? [0, 1] : [4, 3];
}

export function isOwnSide(team: Team, space: number): boolean {
  return ownRows(team).includes(rowOf(space));
}

export function isBackline(team: Team, space: number): boolean {
  return rowOf(space) === ownRows(team)[0];
}

const NEIGHBOURS: ReadonlyArray<readonly number[]> = Array.from({ length: SPACES }, (_, space) => {
  const r = rowOf(space);
  const c = colOf(space);
  const out: number[] = [];
  if (r > 0) out.push(space - COLUMNS);
  if (r < ROWS - 1) out.push(space + COLUMNS);
  if (c > 0) out.push(space - 1);
  if (c < COLUMNS - 1) out.push(space + 1);
  return out;
});

export function neighbours(space: number): readonly number[] {
  return NEIGHBOURS[space] as readonly number[];
}

// Precomputed geometry: distances between spaces.
const DISTANCE: ReadonlyArray<Int8Array> = Array.from({ length: SPACES }, (_, a) =>
  Int8Array.from({ length: SPACES }, (_, b) => Math.abs(rowOf(a) - rowOf(b)) + Math.abs(colOf(a) - colOf(b))),
);

/** Per space, per distance d (0 to the board's longest), the spaces at most d away, as a bit mask. */
const WITHIN: ReadonlyArray<readonly number[]> = DISTANCE.map((dist) =>
  Array.from({ length: ROWS + COLUMNS - 1 }, (_, d) => dist.reduce((m, x, s) => (x <= d ? m | (1 << s) : m), 0)),
);

/** Per space, its neighbours as a bit mask. */
const NEAR: Int32Array = Int32Array.from(NEIGHBOURS, (ns) => ns.reduce((m, s) => m | (1 << s), 0));

/** The spaces next to a board space, as a bit mask (bit s = space s): a unit's test is one shift. */
export function nearMask(space: number): number {
  return NEAR[space] as number;
}

export function adjacent(a: number, b: number): boolean {
  return (DISTANCE[a] as Int8Array)[b] === 1;
}

export function distance(a: number, b: number): number {
  return (DISTANCE[a] as Int8Array)[b] as number;
}

/** The card on a space, if any. */
export function occupant(c: CombatState, space: number): CombatUnit | undefined {
  return c.units.find((u) => u.space === space && !u.defeated);
}

/**
 * Spaces a unit can end a move on, moving up to `steps` spaces, in ascending order. Every card on the board is
 * an obstacle to ground units (the Gate is not, for the defender: it may pass and stop on it); flying units
 * ignore obstacles but cannot end on one.
 */
export function reachable(c: CombatState, mover: CombatUnit, steps: number, flying: boolean): number[] {
  let mask = reachableMask(c, mover, steps, flying);
  const out: number[] = [];
  while (mask !== 0) {
    const low = mask & -mask; // the lowest space left: ascending order
    out.push(31 - Math.clz32(low));
    mask ^= low;
  }
  return out;
}

// The board as bit masks: all spaces, and the spaces of the first and the last column.
const ALL_SPACES = (1 << SPACES) - 1;
const FIRST_COLUMN = Array.from({ length: ROWS }, (_, r) => 1 << (r * COLUMNS)).reduce((m, b) => m | b, 0);
const LAST_COLUMN = FIRST_COLUMN << (COLUMNS - 1);

/** Every space next to a space of `mask` (a row is COLUMNS bits: up and down shift by a row, left and right by 1 within it). */
function around(mask: number): number {
  return ((mask >> COLUMNS) | (mask << COLUMNS) | ((mask & ~FIRST_COLUMN) >> 1) | ((mask & ~LAST_COLUMN) << 1)) & ALL_SPACES;
}

/** `reachable` as a bit mask (bit s = space s); 0 for a unit off the board. */
export function reachableMask(c: CombatState, mover: CombatUnit, steps: number, flying: boolean): number {
  if (mover.space === null) return 0;
  const start = mover.space;
  // Bit masks over the 20 spaces: no allocation.
  let blocked = 0;
  for (const u of c.units) {
    if (u.space === null || u.defeated) continue;
    if (u.kind === 'gate' && mover.team === 'defender') continue;
    blocked |= 1 << u.space;
  }
  if (flying) {
    const within = WITHIN[start] as readonly number[];
    return (within[Math.min(steps, within.length - 1)] as number) & ~blocked & ~(1 << start);
  }
  let seen = 1 << start;
  let frontier = seen;
  for (let d = 1; d <= steps && frontier !== 0; d++) {
    let next = around(frontier);
    next &= ~seen & ~blocked;
    seen |= next;
    frontier = next;
  }
  return seen & ~(1 << start);
}
