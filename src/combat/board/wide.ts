/**
 * Boards of any size, such as the Battlefield expansion's: a set of spaces is an array of 32-bit words (space s is
 * bit s % 32 of word s / 32), and a unit's reach grows word by word.
 */
import type { CombatUnit } from '../../model';
import type { BoardLayout, SpaceSet } from './board';
import { LaidOutBoard } from './laidOut';
import type { SpaceList } from './spaceList';

/** A board of any size. */
export class WideBoard extends LaidOutBoard {
  /** 32-bit words per set of spaces. */
  private readonly words: number;
  /** Per space, its neighbours as a set: the words at space × words. */
  private readonly near: Int32Array;
  /** Per space, its neighbours as a set, for `nextTo`. */
  private readonly nearSets: readonly WordsSet[];
  // Scratch sets for `reach`, reused from call to call.
  private readonly blocked: Int32Array;
  private readonly seen: Int32Array;
  private readonly frontier: Int32Array;
  private readonly next: Int32Array;

  constructor(layout: BoardLayout) {
    super(layout);
    this.words = (this.size + 31) >>> 5;
    this.near = new Int32Array(this.size * this.words);
    layout.neighbours.forEach((ns, s) => {
      for (const n of ns) add(this.near, s * this.words, n);
    });
    this.nearSets = Array.from({ length: this.size }, (_, s) => new WordsSet(this.near.subarray(s * this.words, (s + 1) * this.words)));
    this.blocked = new Int32Array(this.words);
    this.seen = new Int32Array(this.words);
    this.frontier = new Int32Array(this.words);
    this.next = new Int32Array(this.words);
  }

  adjacent(a: number, b: number): boolean {
    return this.steps[a * this.size + b] === 1;
  }

  nextTo(space: number): SpaceSet {
    return this.nearSets[space] as WordsSet;
  }

  reach(units: readonly CombatUnit[], mover: CombatUnit, steps: number, flying: boolean, out: SpaceList): void {
    out.clear(this.size);
    if (mover.space === null) return;
    const { words, blocked, seen } = this;
    blocked.fill(0);
    const gatePasses = mover.team === 'defender'; // every card is an obstacle, but the Gate for the defender
    for (const u of units) if (u.space !== null && !u.defeated && !(gatePasses && u.kind === 'gate')) add(blocked, 0, u.space);
    if (flying) {
      // Flying units pass over everything: the spaces within `steps`, less the obstacles.
      seen.fill(0);
      const from = mover.space * this.size;
      for (let t = 0; t < this.size; t++) if ((this.steps[from + t] as number) <= steps && !has(blocked, t)) add(seen, 0, t);
    } else {
      this.spread(mover.space, steps);
    }
    for (let w = 0; w < words; w++) {
      for (let m = seen[w] as number; m !== 0; m &= m - 1) {
        const space = (w << 5) | (31 - Math.clz32(m & -m)); // lowest first
        if (space !== mover.space) out.spaces[out.count++] = space;
      }
    }
  }

  /** Into `seen`: the spaces a ground unit reaches from `start` in up to `steps` steps around `blocked`, `start` included. */
  private spread(start: number, steps: number): void {
    const { words, blocked, seen, frontier, next, near } = this;
    seen.fill(0);
    frontier.fill(0);
    add(seen, 0, start);
    add(frontier, 0, start);
    for (let d = 1; d <= steps; d++) {
      next.fill(0);
      for (let w = 0; w < words; w++) {
        for (let m = frontier[w] as number; m !== 0; m &= m - 1) {
          const at = ((w << 5) | (31 - Math.clz32(m & -m))) * words;
          for (let v = 0; v < words; v++) next[v] = (next[v] as number) | (near[at + v] as number);
        }
      }
      let grew = 0;
      for (let w = 0; w < words; w++) {
        const added = (next[w] as number) & ~(seen[w] as number) & ~(blocked[w] as number);
        seen[w] = (seen[w] as number) | added;
        frontier[w] = added;
        grew |= added;
      }
      if (grew === 0) return;
    }
  }
}

/** Puts space s in the set whose words start at `at`. */
function add(words: Int32Array, at: number, s: number): void {
  words[at + (s >>> 5)] = (words[at + (s >>> 5)] as number) | (1 << (s & 31));
}

/** Whether space s is in the set whose words start at 0. */
const has = (words: Int32Array, s: number): boolean => (((words[s >>> 5] as number) >>> (s & 31)) & 1) === 1;

/** A set of spaces of a wide board, over its words. */
class WordsSet implements SpaceSet {
  constructor(private readonly words: Int32Array) {}

  has(space: number): boolean {
    return space >= 0 && space < this.words.length * 32 && has(this.words, space);
  }
}
