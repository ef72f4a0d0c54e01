/**
 * Property: random combats against armies with the Tower box's neutral Pegasi (with the Familiars in some), heroes
 * holding Spells and Power cards: after every step the invariants hold and states reload from their JSON; the
 * Pegasi's Power card is met (rulings TW37–TW39).
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, findInvariantViolations, legalActions, loadState, FACTION_UNITS_BY_FACTION } from '../src';
import { mulberry32, PROPERTY_SCALE } from './helpers';

const COMBATS = 30 * PROPERTY_SCALE;
const FOES: Record<string, string[]> = {
  catherine: FACTION_UNITS_BY_FACTION['castle']!.map((u) => u.id),
  sandro: FACTION_UNITS_BY_FACTION['necropolis']!.map((u) => u.id),
  mutare: FACTION_UNITS_BY_FACTION['dungeon']!.map((u) => u.id),
};
const CARDS = ['spell.fireball', 'spell.lightning-bolt', 'spell.magic-arrow', 'spell.haste', 'stat.power', 'stat.power', 'stat.attack', 'empowered.power'];
const OTHERS = ['neutral.familiars', 'neutral.centaurs', 'neutral.gorgons', 'neutral.wyverns'];

describe('property: random combats against the neutral Pegasi', () => {
  it('keep the invariants after every step, reload from their JSON, and make the enemy discard Power cards', () => {
    const used = new Set<string>();
    for (let i = 0; i < COMBATS; i++) {
      const r = mulberry32(3700 + i);
      const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
      const hero = pick(Object.keys(FOES));
      const units: Array<{ unit: string; side?: 'few' | 'pack' }> = [];
      while (units.length < 2 + Math.floor(r() * 3)) {
        const unit = pick(FOES[hero]!);
        if (!units.some((u) => u.unit === unit)) units.push({ unit, side: r() < 0.5 ? 'pack' : 'few' });
      }
      const pegasi = [{ unit: 'neutral.pegasi' }, ...(r() < 0.6 ? [{ unit: pick(OTHERS) }] : [])];
      const army = { hero, level: 1 + Math.floor(r() * 7), units, hand: Array.from({ length: 5 }, () => pick(CARDS)) };
      const neutrals = { hero: hero === 'catherine' ? 'sandro' : 'catherine', units: pegasi, hand: ['stat.power', 'spell.magic-arrow', 'stat.defense'] };
      let s = createCombat(r() < 0.5
        ? { expansions: ['tower', 'inferno'], seed: `tower-pegasi-${i}`, attacker: army, defender: neutrals }
        : { expansions: ['tower', 'inferno'], seed: `tower-pegasi-${i}`, attacker: neutrals, defender: army });
      for (let step = 0; s.pending !== null && step < 3000; step++) {
        const acts = legalActions(s);
        expect(acts.length, `combat ${i}, step ${step}: nothing listed for ${JSON.stringify(s.pending)}`).toBeGreaterThan(0);
        s = apply(s, pick(acts));
        expect(findInvariantViolations(s), `combat ${i}, step ${step}`).toEqual([]);
        for (const e of s.log) if (e.type === 'abilityUsed') used.add(e.ability);
        if (step % 10 === 0) expect(loadState(JSON.stringify(s))).toEqual(s);
      }
    }
    expect(used.has('enemyDiscardsPowerOnSpell')).toBe(true);
  }, 600_000);
});
