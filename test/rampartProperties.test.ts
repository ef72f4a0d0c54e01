/**
 * Property: the Rampart faction plays end to end. Random games with its heroes Gelu and Gem against the core factions
 * (half of them drawing Astrologers Proclaim cards every round: the box's McGiver and Ammo Cart among them), played
 * by random and builder bots and walked step by step: each ends with a result, the invariants hold after every step,
 * states reload from their JSON (loadState) and a view hides the other hands. Random combats with Rampart armies
 * (every unit, both sides, Gelu's or Gem's cards — Gem with a First Aid Tent — and Spells in hand) likewise, against player armies and neutral guards.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, findInvariantViolations, legalActions, loadState, FACTION_UNITS_BY_FACTION, type CombatConfig } from '../src';
import { boxHeroGameConfig, mulberry32, PROPERTY_SCALE, walkCheckedGame } from './helpers';

const GAMES = 4 * PROPERTY_SCALE;
const COMBATS = 60 * PROPERTY_SCALE;

describe('property: random games with a Rampart hero', () => {
  it('end with a result; invariants, saves and views hold after every step', () => {
    for (let g = 0; g < GAMES; g++) {
      const s = walkCheckedGame(createGame(boxHeroGameConfig('rampart', ['gelu', 'gem'], g, 'rampart', { astrologers: g % 2 ? 'everyRound' : 'standard' })), g);
      expect(s.players.some((p) => p.faction === 'rampart')).toBe(true);
    }
  }, 600_000);
});

describe('property: random combats with Rampart armies', () => {
  it('keep the invariants after every step, reload from their JSON, and use the Rampart abilities', () => {
    const units = FACTION_UNITS_BY_FACTION['rampart']!.map((u) => u.id);
    const foes: Record<string, string[]> = {
      catherine: FACTION_UNITS_BY_FACTION['castle']!.map((u) => u.id),
      sandro: FACTION_UNITS_BY_FACTION['necropolis']!.map((u) => u.id),
    };
    const hand = ['specialty.gelu-1', 'specialty.gelu-4', 'specialty.gelu-6', 'spell.bloodlust', 'spell.fireball', 'spell.haste', 'spell.magic-arrow', 'stat.power', 'stat.attack'];
    const gemHand = ['specialty.gem-1', 'specialty.gem-4', 'specialty.gem-6', 'ability.first-aid', 'spell.fireball', 'spell.haste', 'spell.magic-arrow', 'stat.power', 'stat.attack'];
    const used = new Set<string>();
    for (let i = 0; i < COMBATS; i++) {
      const r = mulberry32(2000 + i);
      const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
      const army = (pool: readonly string[], n: number) => {
        const out: Array<{ unit: string; side: 'few' | 'pack' }> = [];
        while (out.length < n) {
          const unit = pick(pool);
          if (!out.some((u) => u.unit === unit)) out.push({ unit, side: r() < 0.6 ? 'pack' : 'few' });
        }
        return out;
      };
      const foe = pick(['catherine', 'sandro']);
      const gem = i % 3 === 1;
      const rampart = {
        hero: gem ? 'gem' : 'gelu', level: 1 + Math.floor(r() * 7), units: army(units, 2 + Math.floor(r() * 4)), hand: Array.from({ length: 4 }, () => pick(gem ? gemHand : hand)),
        ...(gem ? { warMachines: ['first-aid-tent' as const] } : {}),
      };
      const enemy = { hero: foe, units: army(foes[foe] ?? [], 2 + Math.floor(r() * 3)), hand: ['stat.power', 'spell.magic-arrow', 'spell.magic-arrow', 'spell.haste'] };
      const config: CombatConfig = i % 4 === 3
        ? { expansions: ['rampart'], seed: `rampart-combat-${i}`, attacker: rampart, defender: { neutrals: [{ unit: 'neutral.griffins' }, { unit: 'neutral.skeletons' }] } }
        : { expansions: ['rampart'], seed: `rampart-combat-${i}`, attacker: i % 2 ? rampart : enemy, defender: i % 2 ? enemy : rampart };
      let s = createCombat(config);
      for (let step = 0; s.pending !== null && step < 3000; step++) {
        const acts = legalActions(s);
        expect(acts.length, `combat ${i}, step ${step}: nothing listed for ${JSON.stringify(s.pending)}`).toBeGreaterThan(0);
        // Cards are played whenever they may be, half the time: the Spells and Specialty cards meet the units' wards.
        const cards = acts.filter((a) => a.type === 'playCard');
        s = apply(s, pick(cards.length > 0 && r() < 0.5 ? cards : acts));
        expect(findInvariantViolations(s), `combat ${i}, step ${step}`).toEqual([]);
        for (const e of s.log) if (e.type === 'abilityUsed') used.add(e.ability);
        if (step % 10 === 0) expect(loadState(JSON.stringify(s))).toEqual(s);
      }
    }
    for (const a of ['resistCardOnAttackDie', 'weakenEnemySpells']) expect(used.has(a), `${a} in ${[...used].join(', ')}`).toBe(true);
  }, 600_000);
});
