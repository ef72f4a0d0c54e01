/**
 * What every board built from a layout shares: distances worked out once (steps through neighbours), the teams'
 * lines, and the layout's straight lines and Walls. How a unit's reach is worked out depends on the board's size
 * (narrow.ts, wide.ts).
 */
import type { CombatUnit, Team } from '../../model';
import type { Board, BoardLayout, SpaceSet } from './board';
import type { SpaceList } from './spaceList';

/** Where a space lies for a team. */
const NOT_OWN = 0;
const FRONTLINE = 1;
const BACKLINE = 2;

/** A board from a layout, but for reach. */
export abstract class LaidOutBoard implements Board {
  readonly size: number;
  readonly numbering: string;
  readonly middleLine: readonly number[];
  protected readonly layout: BoardLayout;
  /** Steps from space a to space b, at a × size + b. */
  protected readonly steps: Int32Array;
  /** The longest distance between two spaces. */
  protected readonly longest: number;
  /** Per space, where it lies for each team (NOT_OWN, FRONTLINE or BACKLINE). */
  private readonly attackerSide: Uint8Array;
  private readonly defenderSide: Uint8Array;
  private readonly attackerSetup: readonly number[];
  private readonly defenderSetup: readonly number[];

  constructor(layout: BoardLayout) {
    this.size = layout.neighbours.length;
    this.numbering = layout.numbering;
    this.middleLine = layout.middleLine;
    this.layout = layout;
    this.steps = distances(layout.neighbours);
    this.longest = this.steps.reduce((m, x) => Math.max(m, x), 0);
    this.attackerSide = sides(this.size, layout.lines.attacker);
    this.defenderSide = sides(this.size, layout.lines.defender);
    const setup = (team: Team) => [...layout.lines[team].backline, ...layout.lines[team].frontline].sort((a, b) => a - b);
    this.attackerSetup = setup('attacker');
    this.defenderSetup = setup('defender');
  }

  abstract adjacent(a: number, b: number): boolean;
  abstract nextTo(space: number): SpaceSet;
  abstract reach(units: readonly CombatUnit[], mover: CombatUnit, steps: number, flying: boolean, out: SpaceList): void;

  neighbours(space: number): readonly number[] {
    return this.layout.neighbours[space] as readonly number[];
  }

  distance(a: number, b: number): number {
    return this.steps[a * this.size + b] as number;
  }

  behind(from: number, target: number): number | null {
    return this.adjacent(from, target) ? this.layout.behind(from, target) : null;
  }

  backline(team: Team): readonly number[] {
    return this.layout.lines[team].backline;
  }

  frontline(team: Team): readonly number[] {
    return this.layout.lines[team].frontline;
  }

  setupSpaces(team: Team): readonly number[] {
    return team === 'attacker' ? this.attackerSetup : this.defenderSetup;
  }

  isOwnSide(team: Team, space: number): boolean {
    return ((team === 'attacker' ? this.attackerSide : this.defenderSide)[space] ?? NOT_OWN) !== NOT_OWN;
  }

  isBackline(team: Team, space: number): boolean {
    return (team === 'attacker' ? this.attackerSide : this.defenderSide)[space] === BACKLINE;
  }

  inFront(line: number, space: number): boolean {
    return this.layout.inFront(line, space);
  }
}

/** Steps between every two spaces (breadth-first through neighbours), at a × size + b. */
function distances(neighbours: ReadonlyArray<readonly number[]>): Int32Array {
  const size = neighbours.length;
  const out = new Int32Array(size * size).fill(-1);
  for (let a = 0; a < size; a++) {
    out[a * size + a] = 0;
    const queue = [a];
    for (let i = 0; i < queue.length; i++) {
      const s = queue[i] as number;
      for (const n of neighbours[s] as readonly number[]) {
        if (out[a * size + n] !== -1) continue;
        out[a * size + n] = (out[a * size + s] as number) + 1;
        queue.push(n);
      }
    }
    if (queue.length !== size) throw new Error(`board space ${a} does not reach every other space`);
  }
  return out;
}

/** Per space: BACKLINE, FRONTLINE or NOT_OWN for a team with these lines. */
function sides(size: number, lines: BoardLayout['lines'][Team]): Uint8Array {
  const out = new Uint8Array(size).fill(NOT_OWN);
  for (const s of lines.frontline) out[s] = FRONTLINE;
  for (const s of lines.backline) out[s] = BACKLINE;
  return out;
}
