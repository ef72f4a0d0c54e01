import { describe, it, expect } from 'vitest';
import { createCombat, legalActions, apply, findInvariantViolations, neutralUnit, type GameState } from '../src';

const play = (s: GameState, limit = 3000) => {
  let n = 0;
  while (s.pending && n++ < limit) s = apply(s, legalActions(s)[0]!);
  return s;
};

describe('neutral guards drawn by the Field Difficulty table', () => {
  it('a level III field on Normal is guarded by 2 Bronze and 1 Silver neutral cards', () => {
    const s = createCombat({ seed: 'guards', attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 5 }] }, defender: { fieldLevel: 3, difficulty: 'normal' } });
    const guards = s.combat!.units.filter((u) => u.team === 'defender');
    expect(guards.map((u) => neutralUnit(u.card).tier).sort()).toEqual(['bronze', 'bronze', 'silver']);
    expect(s.neutralDecks.bronze.deck).toHaveLength(14 - 2);
    expect(s.neutralDecks.silver.deck).toHaveLength(11 - 1);
    expect(findInvariantViolations(s)).toEqual([]);
  });
});

describe('combat against AI (Campaign and Cooperative)', () => {
  it('places neutrals by the AI rules and plays them without asking while nothing is left to choose', () => {
    const s = createCombat({
      seed: 'ai',
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 5 }] },
      defender: { neutrals: [{ unit: 'neutral.marksmen' }, { unit: 'neutral.boars' }], control: 'ai' },
    });
    const c = s.combat!;
    expect(c.ai).toBe('defender');
    expect(c.units.find((u) => u.card === 'neutral.marksmen')!.space).toBe(16); // ranged: Backline, leftmost
    expect(c.units.find((u) => u.card === 'neutral.boars')!.space).toBe(12); // Frontline, leftmost
    // Boars (6) activate first: the AI moves them to attack the Halberdiers; the choice of space is p1's.
    expect(s.pending).toMatchObject({ kind: 'activation', player: 'p1', unit: 'neutral.boars#1' });
    const moves = legalActions(s);
    expect(moves.every((a) => a.type === 'moveUnit')).toBe(true);
    const done = play(s);
    expect(done.result).not.toBeNull();
    expect(findInvariantViolations(done)).toEqual([]);
  });

  it('rejects an action the AI rules do not allow', () => {
    const s = createCombat({
      seed: 'ai2',
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 5 }] },
      defender: { neutrals: [{ unit: 'neutral.boars', space: 18 }], control: 'ai' },
    });
    // Boars at 18 reach the Halberdiers at 5 by two shortest ways (to 9 by 13 or 17…): p1 picks one of the AI's moves.
    expect(s.pending).toMatchObject({ kind: 'activation', player: 'p1', unit: 'neutral.boars#1' });
    expect(() => apply(s, { type: 'endActivation' })).toThrow(/AI rules/);
  });

  it('an AI defender puts the Gate in front of its ground unit with the most HP, and its Arrow Tower shoots the weakest', () => {
    const s = createCombat({
      seed: 'ai-siege',
      attacker: { hero: 'catherine', units: [{ unit: 'castle.marksmen', space: 1 }, { unit: 'castle.halberdiers', space: 6 }] },
      defender: { hero: 'sandro', ai: true, units: [{ unit: 'necropolis.skeletons', space: 12 }, { unit: 'necropolis.zombies', space: 15 }] },
      town: { walls: true },
    });
    // Zombies (HP 3) stand in column 3: the Gate goes to 11.
    expect(s.combat!.units.find((u) => u.kind === 'gate')!.space).toBe(11);
    expect(s.combat!.defender.cards).toBe(false);
  });
});

describe('Cover of Darkness', () => {
  it('at the start of a combat against an enemy Main Hero, that player discards a random card', () => {
    const s = createCombat({
      seed: 'cover',
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 5 }], hand: ['stat.attack', 'stat.defense'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 13 }], buildings: ['necropolis.special2'] },
    });
    expect(s.players[0]!.hand).toHaveLength(1);
    expect(s.players[0]!.discard).toHaveLength(1);
  });
});

describe('Quick Combat (p. 39)', () => {
  it('a hero of a higher level than the field beats its guards without a fight and without experience', () => {
    const s = createCombat({
      seed: 'quick',
      attacker: { hero: 'catherine', level: 3, units: [{ unit: 'castle.halberdiers', space: 5 }] },
      defender: { fieldLevel: 2, difficulty: 'normal' },
    });
    expect(s.pending).toBeNull();
    expect(s.result).toMatchObject({ reason: 'combatOver', winner: 'p1' });
    expect(s.players[0]!.experience).toBe(4); // level III, unchanged
    // No combat takes place: no guard is drawn (Combat Setup, p. 40 draws them once the attacker has placed).
    expect(s.neutralDecks.bronze.discard).toHaveLength(0);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('an equal level still fights', () => {
    const s = createCombat({ attacker: { hero: 'catherine', level: 2, units: [{ unit: 'castle.halberdiers', space: 5 }] }, defender: { fieldLevel: 2 } });
    expect(s.combat).not.toBeNull();
  });
});
