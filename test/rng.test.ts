/**
 * The seeded generator: its seeding is alea's (seedrandom's), worked out in src/kernel/rng.ts without the library's
 * generator object — the same state for every seed, so a seed starts the very game it started before.
 */
import { describe, expect, it } from 'vitest';
import fc from './fc';
import alea from 'seedrandom/lib/alea.js';
import { seedRng } from '../src/kernel/rng';

const libraryState = (seed: string) => {
  const s = alea(seed, { state: true }).state();
  return [s.c, s.s0, s.s1, s.s2];
};

describe('seedRng', () => {
  it('gives the state seedrandom\'s alea starts from, for named seeds', () => {
    for (const seed of ['', ' ', 'combat-0', 'bench-12', 'chain-link', 'ü€😀', 'x'.repeat(500)]) expect(seedRng(seed)).toEqual(libraryState(seed));
  });

  it('gives the state seedrandom\'s alea starts from, for any seed', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (seed) => {
      expect(seedRng(seed)).toEqual(libraryState(seed));
    }));
  });
});
