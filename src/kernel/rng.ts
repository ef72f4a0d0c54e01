/**
 * Seeded randomness. The generator (seedrandom's alea) keeps its whole state in GameState.rng,
 * so a saved game continues with the same rolls and shuffles.
 */
// Only the alea generator: importing seedrandom whole would pull its five other generators into every bundle.
import alea from 'seedrandom/lib/alea.js';

export type RngState = [number, number, number, number];

/**
 * The generator's reachable states: a carry (the first entry) that is a whole number from 0 to the multiplier,
 * 2091639, and three fractions in [0, 1). A save with any other state would draw numbers outside [0, 1).
 */
export const RNG_CARRY_MAX = 2091639;

/**
 * The generator's state for a seed: alea's seeding (Baagøe's Mash hash of the seed, taken from three hashes of a
 * space), the very state seedrandom's `alea(seed)` starts from — worked out here without building the library's
 * generator and its closures, which cost more than the hashing (every createGame and createCombat seeds one).
 */
export function seedRng(seed: string): RngState {
  mashed = 0xefc8249d;
  let s0 = mash(' ');
  let s1 = mash(' ');
  let s2 = mash(' ');
  s0 -= mash(seed);
  if (s0 < 0) s0 += 1;
  s1 -= mash(seed);
  if (s1 < 0) s1 += 1;
  s2 -= mash(seed);
  if (s2 < 0) s2 += 1;
  return [1, s0, s1, s2];
}

/** Mash's running hash, between the calls of one seeding. */
let mashed = 0;

/** One step of Mash: the hash of `data` folded into the running one, as a fraction in [0, 1). */
function mash(data: string): number {
  let n = mashed;
  for (let i = 0; i < data.length; i++) {
    n += data.charCodeAt(i);
    let h = 0.02519603282416938 * n;
    n = h >>> 0;
    h -= n;
    h *= n;
    n = h >>> 0;
    h -= n;
    n += h * 0x100000000; // 2^32
  }
  mashed = n;
  return (n >>> 0) * 2.3283064365386963e-10; // 2^-32
}

/** A seeded source of floats in [0, 1), for code outside the game state (bots choosing among actions). */
export function randomSource(seed: string): () => number {
  return alea(seed);
}

/**
 * seedrandom's alea generator, restored from an RngState. Its step is the library's own (the same numbers); the
 * library's constructor would first hash a seed string, which is wasted work when the state is restored at once,
 * and dice are rolled on almost every apply.
 */
class Alea {
  c: number;
  s0: number;
  s1: number;
  s2: number;
  constructor(rng: RngState) {
    this.c = rng[0];
    this.s0 = rng[1];
    this.s1 = rng[2];
    this.s2 = rng[3];
  }
  next = (): number => {
    const t = 2091639 * this.s0 + this.c * 2.3283064365386963e-10; // 2^-32
    this.s0 = this.s1;
    this.s1 = this.s2;
    this.c = t | 0;
    this.s2 = t - this.c;
    return this.s2;
  };
  state(): RngState {
    return [this.c, this.s0, this.s1, this.s2];
  }
}

/**
 * One step of the generator: the next state, whose last entry is the number drawn (a float in [0, 1)). The same
 * step as `Alea.next`, with no generator object or closure: a die roll draws a single number.
 */
export function stepRng(rng: RngState): RngState {
  const t = 2091639 * rng[1] + rng[0] * 2.3283064365386963e-10; // 2^-32
  const c = t | 0;
  return [c, rng[2], rng[3], t - c];
}

/** A float in [0, 1) and the generator's next state. */
export function nextFloat(rng: RngState): [number, RngState] {
  const g = new Alea(rng);
  const value = g.next();
  return [value, g.state()];
}

/** Runs `use` with a generator restored from `rng`; returns the new generator state. */
export function withRng(rng: RngState, use: (random: () => number) => void): RngState {
  const g = new Alea(rng);
  use(g.next);
  return g.state();
}

/** Fisher–Yates shuffle in place with the given random source. */
export function shuffleInPlace<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = items[i] as T;
    items[i] = items[j] as T;
    items[j] = t;
  }
}
