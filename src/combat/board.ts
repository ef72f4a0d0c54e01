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

/**
 * Spaces a unit can end a move on, moving up to `steps` spaces. Every card on the board is an obstacle to
 * ground units (the Gate is not, for the defender: it may pass and stop on it); flying units ignore obstacles
 * but cannot end on one.
 */
export function reachable(c: CombatState, mover: CombatUnit, steps: number, flying: boolean): number[] {
  if (mover.space === null) return [];
  const start = mover.space;
  // 1 where the mover may stand, built once per call.
  const open = new Uint8Array(SPACES).fill(1);
  for (const u of c.units) {
    if (u.space === null || u.defeated) continue;
    if (u.kind === 'gate' && mover.team === 'defender') continue;
    open[u.space] = 0;
  }
  const out: number[] = [];
  if (flying) {
    for (let s = 0; s < SPACES; s++) if (s !== start && open[s] && distance(start, s) <= steps) out.push(s);
    return out;
  }
  const dist = new Int8Array(SPACES).fill(-1);
  dist[start] = 0;
  let frontier = [start];
  for (let d = 1; d <= steps && frontier.length > 0; d++) {
    const next: number[] = [];
    for (const s of frontier) {
      for (const n of NEIGHBOURS[s] as readonly number[]) {
        if (dist[n] !== -1 || !open[n]) continue;
        dist[n] = d;
        next.push(n);
        out.push(n);
      }
    }
    frontier = next;
  }
  return out.sort((a, b) => a - b);
}
