/**
 * Property: the Inferno faction plays end to end. Random games with an Inferno hero (Xyron, Zydar) against the core
 * factions, played by random and builder bots and walked step by step: each ends with a result, the invariants hold
 * after every step, states reload from their JSON (loadState) and a view hides the other hands. Random combats with
 * Inferno armies (every unit, both sides, its heroes' cards in hand, the Inferno neutrals among the foes) likewise,
 * with Brimstone Stormclouds' cubes to spend and a unit lost now and then for the Pit Lords to summon.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, findInvariantViolations, legalActions, loadState, FACTION_UNITS_BY_FACTION } from '../src';
import { modify, mulberry32, player, PROPERTY_SCALE, walkCheckedGame } from './helpers';

const GAMES = 4 * PROPERTY_SCALE;
const COMBATS = 60 * PROPERTY_SCALE;
const INFERNO = ['xyron', 'zydar'];
const CORE = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];
const SCENARIOS = ['chain-link', 'the-hunt', 'dragon-duel'];
const NEUTRALS = ['neutral.familiars', 'neutral.magogs', 'neutral.cerberi', 'neutral.demons', 'neutral.pit-lords', 'neutral.efreet', 'neutral.arch-devils'];

describe('property: random games with an Inferno hero', () => {
  it('end with a result; invariants, saves and views hold after every step', () => {
    for (let g = 0; g < GAMES; g++) {
      const seats = [{ hero: INFERNO[g % 2] as string }, { hero: CORE[g % CORE.length] as string }];
      const s = walkCheckedGame(createGame({ expansions: ['inferno'], scenario: SCENARIOS[g % SCENARIOS.length], players: g % 3 === 2 ? [seats[1]!, seats[0]!] : seats, seed: `inferno-${g}` }), g);
      expect(s.players.some((p) => p.faction === 'inferno')).toBe(true);
    }
  }, 600_000);
});

describe('property: random combats with Inferno armies', () => {
  it('keep the invariants after every step, reload from their JSON, and use the Inferno abilities', () => {
    const units = FACTION_UNITS_BY_FACTION['inferno']!.map((u) => u.id);
    const foes: Record<string, string[]> = {
      catherine: FACTION_UNITS_BY_FACTION['castle']!.map((u) => u.id),
      sandro: [...FACTION_UNITS_BY_FACTION['necropolis']!.map((u) => u.id), ...NEUTRALS],
    };
    const hand = [
      'specialty.xyron-1', 'specialty.xyron-4', 'specialty.xyron-6', 'specialty.zydar-1', 'specialty.zydar-4', 'specialty.zydar-6',
      'spell.fireball', 'spell.lightning-bolt', 'spell.magic-arrow', 'spell.fire-shield', 'stat.attack', 'stat.power',
    ];
    const used = new Set<string>();
    for (let i = 0; i < COMBATS; i++) {
      const r = mulberry32(2000 + i);
      const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
      const army = (pool: readonly string[], n: number) => {
        const out: Array<{ unit: string; side?: 'few' | 'pack' }> = [];
        while (out.length < n) {
          const unit = pick(pool);
          if (!out.some((u) => u.unit === unit)) out.push(unit.startsWith('neutral.') ? { unit } : { unit, side: r() < 0.5 ? 'pack' : 'few' });
        }
        return out;
      };
      const hero = pick(INFERNO);
      const foe = r() < 0.7 ? pick(['catherine', 'sandro']) : INFERNO.find((h) => h !== hero)!;
      let s = createCombat({
        expansions: ['inferno'],
        seed: `inferno-combat-${i}`,
        attacker: { hero, level: 1 + Math.floor(r() * 7), units: army(units, 2 + Math.floor(r() * 4)), hand: Array.from({ length: 4 }, () => pick(hand)) },
        defender: { hero: foe, units: army(foes[foe] ?? units, 2 + Math.floor(r() * 3)), hand: ['stat.defense', 'spell.magic-arrow', 'spell.haste'] },
      });
      s = modify(s, (x) => { player(x, 'p1').townCubes = Math.floor(r() * 4); });
      for (let step = 0; s.pending !== null && step < 3000; step++) {
        const acts = legalActions(s);
        expect(acts.length, `combat ${i}, step ${step}: nothing listed for ${JSON.stringify(s.pending)}`).toBeGreaterThan(0);
        // Summoning, when offered, is taken: random play would rarely pick it among the moves.
        const summon = acts.find((a) => a.type === 'placeUnit' || a.type === 'reinforceUnit');
        s = apply(s, summon && s.pending?.kind === 'activation' && r() < 0.7 ? summon : pick(acts));
        expect(findInvariantViolations(s), `combat ${i}, step ${step}`).toEqual([]);
        for (const e of s.log) if (e.type === 'abilityUsed') used.add(e.ability);
        for (const e of s.log) if (e.type === 'townCubeUsed') used.add('townCube');
        if (step % 10 === 0) expect(loadState(JSON.stringify(s))).toEqual(s);
      }
    }
    for (const a of ['damageNearby', 'enemyDiscardsOnSpell', 'summonOrReinforce', 'townCube']) expect(used.has(a), a).toBe(true);
  }, 600_000);
});
