import { describe, it, expect } from 'vitest';
import { createGame, legalActions, apply } from '../src';

describe('smoke', () => {
  it('plays random games to the end', () => {
    for (let g = 0; g < 20; g++) {
      let s = createGame({ players: 2, seed: `s${g}` });
      let rnd = g + 1;
      let steps = 0;
      while (s.pending && steps < 5000) {
        const acts = legalActions(s);
        expect(acts.length).toBeGreaterThan(0);
        rnd = (rnd * 1103515245 + 12345) % 2147483648;
        const a = acts[rnd % acts.length]!;
        s = apply(s, a);
        steps++;
      }
      expect(s.result).not.toBeNull();
    }
  });
});
