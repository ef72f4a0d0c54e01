/**
 * Combat board geometry (p. 39–41): 4 columns × 5 rows, orthogonal adjacency, and every card on the board
 * is a Combat Obstacle to non-flying units (the Gate is not an obstacle to the defender).
 */
import type { CombatState, CombatUnit, Team } from './types';

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

export function neighbours(space: number): number[] {
  const r = rowOf(space);
  const c = colOf(space);
  const out: number[] = [];
  if (r > 0) out.push(space - COLUMNS);
  if (r < ROWS - 1) out.push(space + COLUMNS);
  if (c > 0) out.push(space - 1);
  if (c < COLUMNS - 1) out.push(space + 1);
  return out;
}

export function adjacent(a: number, b: number): boolean {
  return Math.abs(rowOf(a) - rowOf(b)) + Math.abs(colOf(a) - colOf(b)) === 1;
}

export function distance(a: number, b: number): number {
  return Math.abs(rowOf(a) - rowOf(b)) + Math.abs(colOf(a) - colOf(b));
}

/** The card on a space, if any. */
export function occupant(c: CombatState, space: number): CombatUnit | undefined {
  return c.units.find((u) => u.space === space && !u.defeated);
}

/** Can `mover` stand on / pass through `space`? The Gate lets defenders through and lets them stop on it. */
function passable(c: CombatState, mover: CombatUnit, space: number): boolean {
  const o = occupant(c, space);
  return !o || (o.kind === 'gate' && mover.team === 'defender');
}

/**
 * Spaces a unit can end a move on, moving up to `steps` spaces. Ground units go around obstacles;
 * flying units ignore them but cannot end on one.
 */
export function reachable(c: CombatState, mover: CombatUnit, steps: number, flying: boolean): number[] {
  if (mover.space === null) return [];
  const start = mover.space;
  if (flying) {
    const out: number[] = [];
    for (let s = 0; s < SPACES; s++) {
      if (s !== start && distance(start, s) <= steps && passable(c, mover, s)) out.push(s);
    }
    return out;
  }
  const seen = new Map<number, number>([[start, 0]]);
  const queue = [start];
  while (queue.length > 0) {
    const s = queue.shift() as number;
    const d = seen.get(s) as number;
    if (d === steps) continue;
    for (const n of neighbours(s)) {
      if (seen.has(n) || !passable(c, mover, n)) continue;
      seen.set(n, d + 1);
      queue.push(n);
    }
  }
  seen.delete(start);
  return [...seen.keys()].sort((a, b) => a - b);
}
