// apply never writes to its input during combats either: every state is deep-frozen before the next step.
import { describe, it, expect } from 'vitest';
import { createCombat, legalActions, apply, FACTION_UNITS_BY_FACTION, type GameState } from '../src';
import { deepFreeze } from './helpers';


describe('combat and input mutation', () => {
  it('random combats run on deep-frozen states', () => {
    const heroes = [['catherine', 'castle'], ['mutare', 'dungeon'], ['sandro', 'necropolis']] as const;
    for (let i = 0; i < 60; i++) {
      const [a, b] = [heroes[i % 3]!, heroes[(i + 1) % 3]!];
      const army = ([hero, faction]: readonly [string, 'castle' | 'dungeon' | 'necropolis']) => ({
        hero,
        level: 1 + (i % 7),
        units: FACTION_UNITS_BY_FACTION[faction]!.slice(i % 3, (i % 3) + 5).map((u, k) => ({ unit: u.id, side: (i + k) % 2 ? ('pack' as const) : ('few' as const) })),
        hand: ['stat.attack', 'stat.defense', 'stat.power', 'stat.knowledge', 'spell.magic-arrow'],
        morale: 'positive' as const,
      });
      let s: GameState = deepFreeze(createCombat({ seed: `freeze-${i}`, attacker: army(a), defender: army(b), town: i % 4 === 0 ? { walls: true } : undefined }));
      let r = i * 7919 + 1;
      let steps = 0;
      while (s.pending && steps++ < 3000) {
        const acts = legalActions(s);
        r = (r * 48271) % 2147483647;
        s = deepFreeze(apply(s, acts[r % acts.length]!));
      }
      expect(s.result).not.toBeNull();
    }
  });
});
