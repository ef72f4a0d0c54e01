import { describe, it, expect } from 'vitest';
import { createCombat } from '../src';
import { tierPreference, preferredTargets, aiPlacementChoices, targetRank } from '../src/combat/ai';
import { boardOf } from '../src/combat/board';

describe('AI target priority (AI Rules, p. 47)', () => {
  it('same tier first, then lower tiers descending, then higher tiers ascending', () => {
    // A gold-tier attacker: gold, silver, bronze, then azure.
    const order = (['gold', 'silver', 'bronze', 'azure'] as const).map((t) => tierPreference('gold', t));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The rule book's example for a silver unit: silver, bronze, gold, azure.
    const silver = (['silver', 'bronze', 'gold', 'azure'] as const).map((t) => tierPreference('silver', t));
    expect([...silver].sort((a, b) => a - b)).toEqual(silver);
  });

  it('ranged units prefer ranged targets, then the closest among equals', () => {
    const s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 5 }, { unit: 'castle.marksmen', space: 0 }, { unit: 'castle.griffins', space: 6 }] },
      defender: { neutrals: [{ unit: 'neutral.evil-eyes', space: 17 }] },
    });
    const c = s.combat!;
    const eyes = c.units.find((u) => u.card === 'neutral.evil-eyes')!;
    const enemies = c.units.filter((u) => u.team === 'attacker');
    expect(preferredTargets(eyes, enemies, eyes.space, boardOf(c)).map((u) => u.id)).toEqual(['castle.marksmen']);
    const boarsLike = { ...eyes, card: 'neutral.boars', id: 'x' }; // a bronze ground unit: same tier, closest
    const near = preferredTargets(boarsLike, enemies, 17, boardOf(c));
    expect(near.map((u) => u.id)).toEqual(['castle.halberdiers']); // distance 3, the Griffins 4
  });
});

describe('the rule book\'s example of a Silver Ranged unit\'s priority (AI Rules, p. 47)', () => {
  it('Silver Ranged: Silver Ranged, then Bronze Ranged, then Silver Ground or Flying, then Bronze Ground or Flying', () => {
    const s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.zealots', space: 1 }] },
      defender: { ai: true, units: [{ unit: 'necropolis.liches', space: 16 }, { unit: 'necropolis.skeletons', space: 17 }, { unit: 'necropolis.vampires', space: 18 }] },
    });
    const c = s.combat!;
    const zealots = c.units.find((u) => u.id === 'castle.zealots')!;
    const rank = (id: string) => targetRank(zealots, c.units.find((u) => u.id === id)!);
    const marksmen = { ...c.units.find((u) => u.id === 'necropolis.skeletons')!, card: 'castle.marksmen', id: 'm' };
    expect(rank('necropolis.liches')).toBeLessThan(targetRank(zealots, marksmen));
    expect(targetRank(zealots, marksmen)).toBeLessThan(rank('necropolis.vampires'));
    expect(rank('necropolis.vampires')).toBeLessThan(rank('necropolis.skeletons'));
  });
});

describe('AI placement (Combat Setup, p. 40)', () => {
  it('ranged units in the Backline, others in the Frontline, left to right, by descending Initiative', () => {
    const s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 5 }] },
      defender: { neutrals: [{ unit: 'neutral.boars' }, { unit: 'neutral.marksmen' }, { unit: 'neutral.griffins' }] },
    });
    const c = s.combat!;
    const waiting = c.units.filter((u) => u.team === 'defender' && u.space === null);
    // The ranged Marksmen go first, to the Backline's leftmost space (16).
    expect(aiPlacementChoices(c, waiting)).toEqual([{ unit: 'neutral.marksmen#1', space: 16 }]);
    const rest = waiting.filter((u) => u.card !== 'neutral.marksmen');
    // Griffins (Initiative 8) before Boars (6), Frontline leftmost (12).
    expect(aiPlacementChoices(c, rest)).toEqual([{ unit: 'neutral.griffins#1', space: 12 }]);
  });
});
