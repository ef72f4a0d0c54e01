/**
 * A list of board spaces reused from call to call: a unit's moves are worked out on every listing and every move,
 * and a fresh array each time would cost more than working them out.
 */
export class SpaceList {
  /** The spaces, from index 0 to count − 1; later entries are left over from earlier use. */
  spaces: Int32Array = new Int32Array(32);
  /** How many spaces the list holds. */
  count = 0;

  /** Empties the list, with room for every space of a board of `size` spaces. */
  clear(size: number): void {
    if (this.spaces.length < size) this.spaces = new Int32Array(size);
    this.count = 0;
  }

  /** Adds a space at the end (there is room for every space of the board `clear` was given). */
  push(space: number): void {
    this.spaces[this.count++] = space;
  }

  /** The space at index i (0 to count − 1). */
  at(i: number): number {
    return this.spaces[i] as number;
  }

  /** Whether the space is in the list. */
  has(space: number): boolean {
    for (let i = 0; i < this.count; i++) if (this.spaces[i] === space) return true;
    return false;
  }

  /** The spaces as a new array. */
  toArray(): number[] {
    return Array.from(this.spaces.subarray(0, this.count));
  }
}
