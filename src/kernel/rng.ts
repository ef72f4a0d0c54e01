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

export function seedRng(seed: string): RngState {
  const s = alea(seed, { state: true }).state();
  return [s.c, s.s0, s.s1, s.s2];
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
