/**
 * Property: the Tower box's neutral cards of other factions' units play. Random whole games with the box in play (its
 * neutral units drawn as the map's guards, its Scouting copies in the Ability deck), walked step by step: each ends
 * with a result, the invariants hold after every step, states reload from their JSON and a view hides the other
 * hands. Random combats against armies of those neutral units likewise, their abilities met.
 */
import { describe, expect, it } from 'vitest';
import {
  apply, createCombat, createGame, findInvariantViolations, legalActions, loadState, FACTION_UNITS_BY_FACTION,
} from '../src';
import { TOWER_OTHER_NEUTRAL_UNITS } from '../src/content/tower/neutral-others';
import { mulberry32, PROPERTY_SCALE, walkCheckedGame } from './helpers';

const GAMES = 3 * PROPERTY_SCALE;
const COMBATS = 60 * PROPERTY_SCALE;
const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];
const SCENARIOS = ['chain-link', 'the-hunt', 'dragon-duel'];
const NEUTRALS = TOWER_OTHER_NEUTRAL_UNITS.map((u) => u.id);

describe('property: random games with the Tower box\'s neutral units', () => {
  it('end with a result; invariants, saves and views hold after every step; the box\'s neutrals are met', () => {
    const met = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      const seats = [{ hero: HEROES[g % HEROES.length] as string }, { hero: HEROES[(g + 1) % HEROES.length] as string }];
      let s = createGame({ expansions: ['tower'], scenario: SCENARIOS[g % SCENARIOS.length], players: seats, seed: `tower-neutrals-${g}` });
      s = walkCheckedGame(s, g, (x) => { for (const u of x.combat?.units ?? []) if (NEUTRALS.includes(u.id.split('#')[0] as string)) met.add(u.id.split('#')[0] as string); });
    }
    expect(met.size).toBeGreaterThan(0);
  }, 600_000);
});

describe('property: random combats against the Tower box\'s neutral units', () => {
  it('keep the invariants after every step, reload from their JSON, and use the neutral abilities', () => {
    const foes: Record<string, string[]> = {
      catherine: FACTION_UNITS_BY_FACTION['castle']!.map((u) => u.id),
      sandro: FACTION_UNITS_BY_FACTION['necropolis']!.map((u) => u.id),
      mutare: FACTION_UNITS_BY_FACTION['dungeon']!.map((u) => u.id),
    };
    const hand = ['spell.fireball', 'spell.lightning-bolt', 'spell.magic-arrow', 'spell.haste', 'stat.attack', 'stat.power', 'stat.defense'];
    const used = new Set<string>();
    for (let i = 0; i < COMBATS; i++) {
      const r = mulberry32(3100 + i);
      const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
      const army = (pool: readonly string[], n: number) => {
        const out: Array<{ unit: string; side?: 'few' | 'pack' }> = [];
        while (out.length < n) {
          const unit = pick(pool);
          if (!out.some((u) => u.unit === unit)) out.push(unit.startsWith('neutral.') ? { unit } : { unit, side: r() < 0.5 ? 'pack' : 'few' });
        }
        return out;
      };
      const hero = pick(Object.keys(foes));
      const neutrals = { hero: pick(HEROES.filter((h) => h !== hero)), units: army(NEUTRALS, 2 + Math.floor(r() * 4)), hand: ['stat.defense', 'spell.magic-arrow'] };
      const army1 = { hero, level: 1 + Math.floor(r() * 7), units: army(foes[hero]!, 2 + Math.floor(r() * 3)), hand: Array.from({ length: 4 }, () => pick(hand)) };
      let s = createCombat(r() < 0.5
        ? { expansions: ['tower'], seed: `tower-combat-${i}`, attacker: army1, defender: neutrals }
        : { expansions: ['tower'], seed: `tower-combat-${i}`, attacker: neutrals, defender: army1 });
      for (let step = 0; s.pending !== null && step < 3000; step++) {
        const acts = legalActions(s);
        expect(acts.length, `combat ${i}, step ${step}: nothing listed for ${JSON.stringify(s.pending)}`).toBeGreaterThan(0);
        s = apply(s, pick(acts));
        expect(findInvariantViolations(s), `combat ${i}, step ${step}`).toEqual([]);
        for (const e of s.log) if (e.type === 'abilityUsed') used.add(e.ability);
        if (step % 10 === 0) expect(loadState(JSON.stringify(s))).toEqual(s);
      }
    }
    for (const a of ['damageOnRoll', 'paralyseTarget']) expect(used.has(a), a).toBe(true);
  }, 600_000);
});
