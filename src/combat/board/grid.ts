/**
 * Rectangular grid boards, the core game's among them (p. 39–41): 4 columns × 5 rows, orthogonal neighbours.
 */
import type { Board } from './board';
import { buildBoard } from './build';

/**
 * A grid of `columns` × `rows` spaces (rows ≥ 5), a space being row × columns + column. The attacker sets up on
 * rows 0 (Backline) and 1 (Frontline), the defender on the last row (Backline) and the one before (Frontline); the
 * middle line is row rows / 2, rounded down. Neighbours are listed up, down, left, right.
 */
export function gridBoard(columns: number, rows: number): Board {
  if (!Number.isInteger(columns) || !Number.isInteger(rows) || columns < 1 || rows < 5) {
    throw new Error(`a grid board has at least 1 column and 5 rows, not ${columns} × ${rows}`);
  }
  const rowOf = (space: number) => Math.floor(space / columns);
  const colOf = (space: number) => space % columns;
  const row = (r: number) => Array.from({ length: columns }, (_, c) => r * columns + c);
  return buildBoard({
    numbering: `0–${columns * rows - 1} (row × ${columns} + column)`,
    neighbours: Array.from({ length: columns * rows }, (_, space) => {
      const out: number[] = [];
      if (rowOf(space) > 0) out.push(space - columns);
      if (rowOf(space) < rows - 1) out.push(space + columns);
      if (colOf(space) > 0) out.push(space - 1);
      if (colOf(space) < columns - 1) out.push(space + 1);
      return out;
    }),
    lines: {
      attacker: { backline: row(0), frontline: row(1) },
      defender: { backline: row(rows - 1), frontline: row(rows - 2) },
    },
    middleLine: row(Math.floor(rows / 2)),
    behind(from, target) {
      const r = 2 * rowOf(target) - rowOf(from);
      const c = 2 * colOf(target) - colOf(from);
      return r >= 0 && r < rows && c >= 0 && c < columns ? r * columns + c : null;
    },
    // A Wall shelters the spaces of its column.
    inFront: (line, space) => colOf(line) === colOf(space),
  });
}

/** The core game's board: 4 columns × 5 rows (p. 39). */
export const CORE_BOARD: Board = gridBoard(4, 5);
