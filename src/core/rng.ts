/**
 * Seeded randomness. The generator (seedrandom's alea) keeps its whole state in GameState.rng,
 * so a saved game continues with the same rolls and shuffles.
 */
import seedrandom from 'seedrandom';

export type RngState = [number, number, number, number];

export function seedRng(seed: string): RngState {
  const s = seedrandom.alea(seed, { state: true }).state();
  return [s.c, s.s0, s.s1, s.s2];
}

/** A float in [0, 1) and the generator's next state. */
export function nextFloat(rng: RngState): [number, RngState] {
  const prng = seedrandom.alea('', { state: { c: rng[0], s0: rng[1], s1: rng[2], s2: rng[3] } });
  const value = prng();
  const s = prng.state();
  return [value, [s.c, s.s0, s.s1, s.s2]];
}

/** Runs `use` with a generator restored from `rng`; returns the new generator state. */
export function withRng(rng: RngState, use: (random: () => number) => void): RngState {
  const prng = seedrandom.alea('', { state: { c: rng[0], s0: rng[1], s1: rng[2], s2: rng[3] } });
  use(prng);
  const s = prng.state();
  return [s.c, s.s0, s.s1, s.s2];
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
