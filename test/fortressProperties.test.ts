/**
 * Property: the Fortress faction plays end to end. Random games with a Fortress hero (Adrienne, Wystan) against the
 * core factions, played by random and builder bots and walked step by step: each ends with a result, the invariants
 * hold after every step, states reload from their JSON (loadState) and a view hides the other hands. Random combats
 * with Fortress armies (every unit, both sides, its heroes' cards in hand) likewise, with the Cage's cubes to spend.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, findInvariantViolations, legalActions, loadState, FACTION_UNITS_BY_FACTION } from '../src';
import { boxHeroGameConfig, modify, mulberry32, player, PROPERTY_SCALE, walkCheckedGame } from './helpers';

const GAMES = 4 * PROPERTY_SCALE;
const COMBATS = 60 * PROPERTY_SCALE;
const FORTRESS = ['adrienne', 'wystan'];

describe('property: random games with a Fortress hero', () => {
  it('end with a result; invariants, saves and views hold after every step', () => {
    const met = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      const s = walkCheckedGame(createGame(boxHeroGameConfig('fortress', FORTRESS, g, 'fortress')), g, (s) => {
        for (const e of s.log) if (e.type === 'townCubeAdded' || e.type === 'townCubeUsed' || e.type === 'abilityUsed') met.add(e.type === 'abilityUsed' ? e.ability : e.type);
      });
      expect(s.players.some((p) => p.faction === 'fortress')).toBe(true);
    }
    expect(met.size).toBeGreaterThan(0);
  }, 600_000);
});

describe('property: random combats with Fortress armies', () => {
  it('keep the invariants after every step, reload from their JSON, and use the Fortress abilities', () => {
    const units = FACTION_UNITS_BY_FACTION['fortress']!.map((u) => u.id);
    const foes: Record<string, string[]> = {
      catherine: FACTION_UNITS_BY_FACTION['castle']!.map((u) => u.id),
      sandro: FACTION_UNITS_BY_FACTION['necropolis']!.map((u) => u.id),
    };
    const hand = ['specialty.adrienne-1', 'specialty.adrienne-4', 'specialty.adrienne-6', 'specialty.wystan-1', 'specialty.wystan-4', 'specialty.wystan-6', 'spell.bloodlust', 'spell.fireball', 'spell.haste', 'spell.magic-arrow', 'stat.attack'];
    const used = new Set<string>();
    for (let i = 0; i < COMBATS; i++) {
      const r = mulberry32(1000 + i);
      const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
      const army = (pool: readonly string[], n: number) => {
        const out: Array<{ unit: string; side: 'few' | 'pack' }> = [];
        while (out.length < n) {
          const unit = pick(pool);
          if (!out.some((u) => u.unit === unit)) out.push({ unit, side: r() < 0.5 ? 'pack' : 'few' });
        }
        return out;
      };
      const hero = pick(FORTRESS);
      const foe = r() < 0.6 ? pick(['catherine', 'sandro']) : FORTRESS.find((h) => h !== hero)!;
      let s = createCombat({
        expansions: ['fortress'],
        seed: `fortress-combat-${i}`,
        attacker: { hero, level: 1 + Math.floor(r() * 7), units: army(units, 2 + Math.floor(r() * 4)), hand: Array.from({ length: 4 }, () => pick(hand)) },
        defender: { hero: foe, units: army(foes[foe] ?? units, 2 + Math.floor(r() * 3)), hand: ['stat.defense', 'spell.haste'] },
      });
      s = modify(s, (x) => { player(x, 'p1').townCubes = Math.floor(r() * 3); });
      for (let step = 0; s.pending !== null && step < 3000; step++) {
        const acts = legalActions(s);
        expect(acts.length, `combat ${i}, step ${step}: nothing listed for ${JSON.stringify(s.pending)}`).toBeGreaterThan(0);
        s = apply(s, pick(acts));
        expect(findInvariantViolations(s), `combat ${i}, step ${step}`).toEqual([]);
        for (const e of s.log) if (e.type === 'abilityUsed') used.add(e.ability);
        for (const e of s.log) if (e.type === 'townCubeUsed') used.add('townCube');
        if (step % 10 === 0) expect(loadState(JSON.stringify(s))).toEqual(s);
      }
    }
    for (const a of ['paralyseTarget', 'poisonTarget', 'townCube']) expect(used.has(a), a).toBe(true);
  }, 600_000);
});
