/**
 * The combat board (p. 39–41) behind its seam: the core game's 4 × 5 grid, and boards of more than 32 spaces — a
 * 9 × 8 grid and a hex board built here from its layout — checked against a plain breadth-first search.
 */
import { describe, expect, it } from 'vitest';
import fc from './fc';
import type { CombatUnit, Team } from '../src/model';
import { type Board, type BoardLayout, CORE_BOARD, SpaceList, boardOf, buildBoard, gridBoard } from '../src/combat/board';
import { createCombat } from '../src';

/** A card on the board for `reach`: a unit of `team`, or a Wall or the Gate. */
function card(space: number | null, team: Team = 'attacker', kind: CombatUnit['kind'] = 'unit', defeated = false): CombatUnit {
  return {
    id: `${kind}@${space}`, kind, card: '', side: 'few', team, owner: null, space, damage: 0, paralyzed: false, defending: false,
    attackBonus: 0, defenseBonus: 0, ignoresAttackDie: false, initiativeBonus: 0, abilitiesDisabled: false, spellProtected: false,
    damagesAttackers: 0, hpBonus: 0, covers: [], poison: 0, activated: false, retaliated: false, defeated,
  };
}

/** `board.reach` for `mover` among `others`, as an array. */
function reach(board: Board, mover: CombatUnit, others: CombatUnit[], steps: number, flying: boolean): number[] {
  const out = new SpaceList();
  board.reach([mover, ...others], mover, steps, flying, out);
  return out.toArray();
}

/** The same by a plain breadth-first search: ground units go around obstacles, flying ones over them. */
function expectedReach(board: Board, start: number, obstacles: ReadonlySet<number>, steps: number, flying: boolean): number[] {
  const out = new Set<number>();
  if (flying) {
    for (let s = 0; s < board.size; s++) if (board.distance(start, s) <= steps) out.add(s);
  } else {
    let frontier = [start];
    out.add(start);
    for (let d = 1; d <= steps; d++) {
      frontier = frontier.flatMap((s) => board.neighbours(s)).filter((s) => !out.has(s) && !obstacles.has(s));
      frontier.forEach((s) => out.add(s));
    }
  }
  return [...out].filter((s) => s !== start && !obstacles.has(s)).sort((a, b) => a - b);
}

/** Ground and flying reach from any space, around any obstacles, agree with the plain search. */
function checkReach(board: Board): void {
  const spaces = fc.integer({ min: 0, max: board.size - 1 });
  fc.assert(
    fc.property(spaces, fc.uniqueArray(spaces, { maxLength: Math.floor(board.size / 2) }), fc.integer({ min: 0, max: 4 }), fc.boolean(), (start, taken, steps, flying) => {
      const others = taken.filter((s) => s !== start).map((s) => card(s, 'defender'));
      const obstacles = new Set(others.map((u) => u.space as number).concat(start));
      expect(reach(board, card(start), others, steps, flying)).toEqual(expectedReach(board, start, obstacles, steps, flying));
    }),
    { numRuns: 300 },
  );
}

describe('the core game\'s board: 4 columns × 5 rows (p. 39)', () => {
  const b = CORE_BOARD;

  it('is the board of every combat', () => {
    const s = createCombat({ attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers' }] }, defender: { neutrals: [{ unit: 'neutral.boars' }] } });
    expect(boardOf(s.combat!)).toBe(CORE_BOARD);
    expect(b.size).toBe(20);
    expect(b.numbering).toBe('0–19 (row × 4 + column)');
  });

  it('neighbours are the orthogonal spaces, listed up, down, left, right', () => {
    expect(b.neighbours(0)).toEqual([4, 1]);
    expect(b.neighbours(5)).toEqual([1, 9, 4, 6]);
    expect(b.neighbours(19)).toEqual([15, 18]);
    for (let a = 0; a < 20; a++) {
      for (let c = 0; c < 20; c++) {
        expect(b.adjacent(a, c)).toBe(b.neighbours(a).includes(c));
        expect(b.nextTo(a).has(c)).toBe(b.adjacent(a, c));
      }
    }
  });

  it('distance counts rows and columns apart', () => {
    for (let a = 0; a < 20; a++) {
      for (let c = 0; c < 20; c++) {
        expect(b.distance(a, c)).toBe(Math.abs(Math.floor(a / 4) - Math.floor(c / 4)) + Math.abs((a % 4) - (c % 4)));
      }
    }
  });

  it('the space behind a target continues the line from the attacker, while it is on the board', () => {
    expect(b.behind(5, 9)).toBe(13); // down a column
    expect(b.behind(9, 5)).toBe(1); // up a column
    expect(b.behind(4, 5)).toBe(6); // along a row
    expect(b.behind(6, 7)).toBe(null); // past the last column
    expect(b.behind(12, 16)).toBe(null); // past the last row
    expect(b.behind(0, 2)).toBe(null); // not adjacent
  });

  it('each team sets up on its Backline and Frontline; the middle row is for the Walls', () => {
    expect(b.backline('attacker')).toEqual([0, 1, 2, 3]);
    expect(b.frontline('attacker')).toEqual([4, 5, 6, 7]);
    expect(b.backline('defender')).toEqual([16, 17, 18, 19]);
    expect(b.frontline('defender')).toEqual([12, 13, 14, 15]);
    expect(b.setupSpaces('attacker')).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(b.setupSpaces('defender')).toEqual([12, 13, 14, 15, 16, 17, 18, 19]);
    expect(b.middleLine).toEqual([8, 9, 10, 11]);
    expect([0, 7, 8, 12].map((s) => b.isOwnSide('attacker', s))).toEqual([true, true, false, false]);
    expect([7, 11, 12, 19].map((s) => b.isOwnSide('defender', s))).toEqual([false, false, true, true]);
    expect([0, 4, 16].map((s) => b.isBackline('attacker', s))).toEqual([true, false, false]);
    expect([12, 16, 0].map((s) => b.isBackline('defender', s))).toEqual([false, true, false]);
  });

  it('a Wall stands in front of the spaces of its column', () => {
    expect(b.inFront(9, 13)).toBe(true);
    expect(b.inFront(9, 17)).toBe(true);
    expect(b.inFront(9, 18)).toBe(false);
  });

  it('ground units go around every card; flying units pass over them but cannot stop on one', () => {
    // A ground unit on 0 walled in by cards on 1 and 4 goes nowhere; a flying one gets out.
    expect(reach(b, card(0), [card(1), card(4, 'defender')], 3, false)).toEqual([]);
    expect(reach(b, card(0), [card(1), card(4, 'defender')], 3, true)).toEqual([2, 3, 5, 6, 8, 9, 12]);
    // Around the card on 9: 13 is 4 steps away for a ground unit on 5, 2 for a flying one.
    expect(reach(b, card(5), [card(9)], 3, false)).not.toContain(13);
    expect(reach(b, card(5), [card(9)], 3, true)).toContain(13);
    expect(reach(b, card(5), [], 1, false)).toEqual([1, 4, 6, 9]);
  });

  it('the Gate is no obstacle to the defender; defeated units and units off the board are none at all', () => {
    const gate = card(9, 'defender', 'gate');
    expect(reach(b, card(13, 'defender'), [gate], 1, false)).toContain(9);
    expect(reach(b, card(5, 'attacker'), [gate], 1, false)).not.toContain(9);
    expect(reach(b, card(5), [card(9, 'defender', 'unit', true), card(null)], 1, false)).toEqual([1, 4, 6, 9]);
    expect(reach(b, card(null), [], 3, false)).toEqual([]);
  });

  it('reach agrees with a plain search, for any obstacles', () => checkReach(b));
});

describe('a board of more than 32 spaces: a 9 × 8 grid', () => {
  const b = gridBoard(9, 8);

  it('has 72 spaces, numbered row × 9 + column', () => {
    expect(b.size).toBe(72);
    expect(b.numbering).toBe('0–71 (row × 9 + column)');
    expect(b.neighbours(40)).toEqual([31, 49, 39, 41]);
    expect(b.neighbours(71)).toEqual([62, 70]);
    expect(b.adjacent(40, 49)).toBe(true);
    expect(b.nextTo(40).has(49)).toBe(true);
    expect(b.nextTo(40).has(50)).toBe(false);
    expect(b.distance(0, 71)).toBe(15);
    expect(b.distance(35, 36)).toBe(9); // the end of a row and the start of the next
    expect(b.behind(40, 49)).toBe(58);
    expect(b.behind(62, 71)).toBe(null);
  });

  it('sets up on the first and the last two rows; the Walls go on row 4', () => {
    expect(b.backline('attacker')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(b.frontline('attacker')).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(b.backline('defender')).toEqual([63, 64, 65, 66, 67, 68, 69, 70, 71]);
    expect(b.frontline('defender')).toEqual([54, 55, 56, 57, 58, 59, 60, 61, 62]);
    expect(b.setupSpaces('defender')).toEqual([...b.frontline('defender'), ...b.backline('defender')]);
    expect(b.middleLine).toEqual([36, 37, 38, 39, 40, 41, 42, 43, 44]);
    expect(b.isOwnSide('defender', 54)).toBe(true);
    expect(b.isBackline('defender', 54)).toBe(false);
    expect(b.isBackline('defender', 70)).toBe(true);
    expect(b.inFront(40, 67)).toBe(true);
  });

  it('reaches spaces far beyond 32, around and over obstacles', () => {
    expect(reach(b, card(70), [], 1, false)).toEqual([61, 69, 71]);
    expect(reach(b, card(70), [card(61), card(69)], 2, false)).toEqual([62, 71]);
    expect(reach(b, card(70), [card(61), card(69)], 2, true)).toEqual([52, 60, 62, 68, 71]);
  });

  it('reach agrees with a plain search, for any obstacles', () => checkReach(b));
});

/**
 * A hex board of `columns` × `rows` hexes (rows of pointy-top hexes, odd rows shifted right): a layout is all a new
 * board needs.
 */
function hexLayout(columns: number, rows: number): BoardLayout {
  const axialOf = (s: number) => axial(columns, s);
  const at = (q: number, r: number) => {
    const c = q + (r - (r & 1)) / 2;
    return r >= 0 && r < rows && c >= 0 && c < columns ? r * columns + c : null;
  };
  const directions = [[0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1]] as const;
  const row = (r: number) => Array.from({ length: columns }, (_, c) => r * columns + c);
  return {
    numbering: `0–${columns * rows - 1} (row × ${columns} + column)`,
    neighbours: Array.from({ length: columns * rows }, (_, s) => {
      const [q, r] = axialOf(s);
      return directions.map(([dq, dr]) => at(q + dq, r + dr)).filter((n): n is number => n !== null);
    }),
    lines: { attacker: { backline: row(0), frontline: row(1) }, defender: { backline: row(rows - 1), frontline: row(rows - 2) } },
    middleLine: row(Math.floor(rows / 2)),
    behind(from, target) {
      const [fq, fr] = axialOf(from);
      const [tq, tr] = axialOf(target);
      return at(2 * tq - fq, 2 * tr - fr);
    },
    inFront: (line, space) => line % columns === space % columns,
  };
}

/** A hex's axial coordinates (q along its row, r the row) on an odd-row-shifted board `columns` wide. */
function axial(columns: number, s: number): readonly [number, number] {
  const r = Math.floor(s / columns);
  return [(s % columns) - (r - (r & 1)) / 2, r];
}

/** Steps between two hexes of an odd-row-shifted board `columns` wide. */
function hexDistance(columns: number, a: number, b: number): number {
  const [aq, ar] = axial(columns, a);
  const [bq, br] = axial(columns, b);
  return (Math.abs(aq - bq) + Math.abs(ar - br) + Math.abs(aq + ar - bq - br)) / 2;
}

describe.each([
  [7, 7],
  [5, 5],
])('a hex board of %i × %i hexes, built from its layout', (columns, rows) => {
  const b = buildBoard(hexLayout(columns, rows));

  it('has six neighbours inside, and distances in hex steps', () => {
    const middle = Math.floor(rows / 2) * columns + Math.floor(columns / 2);
    expect(b.neighbours(middle)).toHaveLength(6);
    for (let a = 0; a < b.size; a++) for (let c = 0; c < b.size; c++) expect(b.distance(a, c)).toBe(hexDistance(columns, a, c));
  });

  it('the space behind a target continues the line; the lines are the layout\'s', () => {
    const middle = Math.floor(rows / 2) * columns + Math.floor(columns / 2);
    for (const n of b.neighbours(middle)) {
      const behind = b.behind(n, middle);
      expect(behind === null || (b.distance(n, behind) === 2 && b.adjacent(middle, behind))).toBe(true);
    }
    expect(b.behind(0, 2)).toBe(null);
    expect(b.setupSpaces('attacker')).toEqual(Array.from({ length: 2 * columns }, (_, i) => i));
  });

  it('reach agrees with a plain search, for any obstacles', () => checkReach(b));
});

describe('building boards', () => {
  it('a grid has at least 5 rows, and every space of a layout reaches every other', () => {
    expect(() => gridBoard(4, 4)).toThrow();
    const layout = hexLayout(3, 5);
    expect(() => buildBoard({ ...layout, neighbours: [...layout.neighbours.slice(0, -1).map((ns) => ns.filter((n) => n !== 14)), []] })).toThrow();
  });
});
