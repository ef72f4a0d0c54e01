/**
 * The combat board: the `Board` seam, the core game's grid, and what stands on a combat's board — the card on a
 * space, and where a unit can move among the others.
 */
import type { CombatState, CombatUnit } from '../../model';
import type { Board } from './board';
import { CORE_BOARD } from './grid';
import { SpaceList } from './spaceList';

export type { Board, BoardLayout, SpaceSet } from './board';
export { buildBoard } from './build';
export { gridBoard, CORE_BOARD } from './grid';
export { SpaceList } from './spaceList';

/** The board a combat is fought on: the core game's 4 × 5 grid (the state names no other board). */
export const boardOf = (_c: CombatState): Board => CORE_BOARD;

/** A line's spaces for messages, first–last ("8–11"). */
export const lineSpan = (line: readonly number[]): string => `${line[0]}–${line[line.length - 1]}`;

/** The card on a space, if any. */
export function occupant(c: CombatState, space: number): CombatUnit | undefined {
  return c.units.find((u) => u.space === space && !u.defeated);
}

/** Into `out`, ascending: the spaces a unit can end a move on, moving up to `steps` spaces (`Board.reach`). */
export function reachInto(c: CombatState, mover: CombatUnit, steps: number, flying: boolean, out: SpaceList): void {
  boardOf(c).reach(c.units, mover, steps, flying, out);
}

/** `reachInto` as a new array. */
export function reachable(c: CombatState, mover: CombatUnit, steps: number, flying: boolean): number[] {
  const out = new SpaceList();
  reachInto(c, mover, steps, flying, out);
  return out.toArray();
}
