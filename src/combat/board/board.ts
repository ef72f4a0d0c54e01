/**
 * The combat board as the rules see it (p. 39–41): numbered spaces, which are next to which, how far apart they
 * are, where each team sets up and where a town's Walls stand. The combat code asks these questions only through
 * a Board (`boardOf(combat)`), so a board of another shape — the Battlefield expansion's hexes — is one more layout.
 */
import type { CombatUnit, Team } from '../../model';
import type { SpaceList } from './spaceList';

/** A combat board. Spaces are numbered 0 to size − 1. */
export interface Board {
  /** How many spaces the board has. */
  readonly size: number;
  /** How the spaces are numbered, for messages ("0–19 (row × 4 + column)"). */
  readonly numbering: string;
  /** The spaces next to a space, in the layout's fixed order (listings follow it). */
  neighbours(space: number): readonly number[];
  /** Whether two spaces are next to each other (units on them are adjacent). */
  adjacent(a: number, b: number): boolean;
  /** The spaces next to a space, as a set: for testing many spaces against one (which units are adjacent). */
  nextTo(space: number): SpaceSet;
  /** Steps from one space to another, ignoring obstacles (how far a flying unit goes). */
  distance(a: number, b: number): number;
  /** The space behind `target` seen from the adjacent `from`, in a straight line; null if there is none. */
  behind(from: number, target: number): number | null;
  /** A team's Backline, left to right from the attacker's side of the board (the AI's placement order). */
  backline(team: Team): readonly number[];
  /** A team's Frontline, in the same order. */
  frontline(team: Team): readonly number[];
  /** The spaces a team sets up on (its Backline and Frontline), ascending. */
  setupSpaces(team: Team): readonly number[];
  /** Whether a space is on the team's own side of the board (its Backline or Frontline). */
  isOwnSide(team: Team, space: number): boolean;
  /** Whether a space is on the team's Backline. */
  isBackline(team: Team, space: number): boolean;
  /** The line between the two sides, left to right: in a siege the Gate stands on one of its spaces, the Walls on the rest. */
  readonly middleLine: readonly number[];
  /** Whether the middle-line space `line` stands in front of `space`: a Wall there shelters it from ranged attacks. */
  inFront(line: number, space: number): boolean;
  /**
   * Into `out`, ascending: the spaces `mover` can end a move on, moving up to `steps` spaces among `units` (the
   * combat's cards). Every card on the board is an obstacle to ground units (the Gate is not, for the defender: it
   * may pass and stop on it); flying units pass over obstacles but cannot end on one. None for a unit off the board.
   */
  reach(units: readonly CombatUnit[], mover: CombatUnit, steps: number, flying: boolean, out: SpaceList): void;
}

/** A fixed set of spaces. */
export interface SpaceSet {
  /** Whether the space is in the set. */
  has(space: number): boolean;
}

/**
 * What makes a board: its spaces and neighbours, its lines and its straight lines. `buildBoard` works out the
 * rest (distances, reach) from it.
 */
export interface BoardLayout {
  /** For messages: how the spaces are numbered. */
  numbering: string;
  /** Per space (0 to size − 1), the spaces next to it, in a fixed order. */
  neighbours: ReadonlyArray<readonly number[]>;
  /** Each team's Backline and Frontline, left to right from the attacker's side. */
  lines: Record<Team, { backline: readonly number[]; frontline: readonly number[] }>;
  /** The middle line, left to right. */
  middleLine: readonly number[];
  /** The space behind `target` seen from the adjacent `from`, in a straight line; null off the board. */
  behind(from: number, target: number): number | null;
  /** Whether the middle-line space `line` stands in front of `space`. */
  inFront(line: number, space: number): boolean;
}
