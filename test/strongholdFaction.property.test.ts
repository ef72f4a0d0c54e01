/**
 * Property: the Stronghold faction plays end to end. Random games with a Stronghold hero (Crag Hack, Gundula, Shiva, Yog) against
 * the core factions, played by random and builder bots and walked step by step (`walkCheckedGame`): each ends with a
 * result, the invariants hold after every step, states reload from their JSON and a view hides the other hands.
 * Random combats with Stronghold armies (every unit, both sides, its heroes' cards in hand, sieges now and then)
 * likewise, meeting the Wolf Raiders' second attack, the Ogres' Attack token, the Cyclopes' siege breaking and the
 * Behemoths' Corrosion, and Crag Hack's cards played for +1 Attack.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, findInvariantViolations, legalActions, loadState, FACTION_UNITS_BY_FACTION } from '../src';
import { boxHeroGameConfig, mulberry32, PROPERTY_SCALE, walkCheckedGame } from './helpers';

const GAMES = 4 * PROPERTY_SCALE;
const COMBATS = 60 * PROPERTY_SCALE;
const STRONGHOLD = ['crag-hack', 'gundula', 'shiva', 'yog'];

describe('property: random games with a Stronghold hero', () => {
  it('end with a result; invariants, saves and views hold after every step', () => {
    for (let g = 0; g < GAMES; g++) {
      const s = walkCheckedGame(createGame(boxHeroGameConfig('stronghold', STRONGHOLD, g, 'stronghold-faction')), g);
      expect(s.players.some((p) => p.faction === 'stronghold')).toBe(true);
    }
  }, 600_000);
});

describe('property: random combats with Stronghold armies', () => {
  it('keep the invariants after every step, reload from their JSON, and use the Stronghold abilities', () => {
    const units = FACTION_UNITS_BY_FACTION['stronghold']!.map((u) => u.id);
    const foes: Record<string, string[]> = {
      catherine: FACTION_UNITS_BY_FACTION['castle']!.map((u) => u.id),
      sandro: FACTION_UNITS_BY_FACTION['necropolis']!.map((u) => u.id),
    };
    const hand = [
      'specialty.crag-hack-1', 'specialty.crag-hack-4', 'specialty.crag-hack-6', 'specialty.crag-hack-6', 'specialty.gundula-1', 'specialty.gundula-4', 'specialty.gundula-6', 'specialty.shiva-1', 'specialty.shiva-4', 'specialty.shiva-6',
      'specialty.yog-1', 'specialty.yog-4', 'specialty.yog-6', 'spell.haste', 'spell.slow', 'stat.attack', 'stat.power',
    ];
    const deck = ['spell.magic-arrow', 'stat.defense', 'spell.fireball', 'stat.knowledge', 'spell.bless', 'stat.attack'];
    const used = new Set<string>();
    for (let i = 0; i < COMBATS; i++) {
      const r = mulberry32(7700 + i);
      const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
      const army = (pool: readonly string[], n: number) => {
        const out: Array<{ unit: string; side?: 'few' | 'pack' }> = [];
        while (out.length < n) {
          const unit = pick(pool);
          if (!out.some((u) => u.unit === unit)) out.push({ unit, side: r() < 0.5 ? 'pack' : 'few' });
        }
        return out;
      };
      const foe = pick(['catherine', 'sandro']);
      const siege = i % 3 === 0;
      let s = createCombat({
        expansions: ['stronghold'],
        seed: `stronghold-faction-combat-${i}`,
        attacker: { hero: pick(STRONGHOLD), level: 1 + Math.floor(r() * 7), units: army(units, 2 + Math.floor(r() * 4)), hand: Array.from({ length: 4 }, () => pick(hand)), deck },
        defender: { hero: foe, units: army(foes[foe] as string[], 2 + Math.floor(r() * 3)), hand: ['stat.defense', 'spell.slow', 'spell.lightning-bolt'] },
        ...(siege ? { town: { walls: true } } : {}),
      });
      for (let step = 0; s.pending !== null && step < 3000; step++) {
        const acts = legalActions(s);
        expect(acts.length, `combat ${i}, step ${step}: nothing listed for ${JSON.stringify(s.pending)}`).toBeGreaterThan(0);
        // An Other ability (Ogres, Cyclopes) and Offense VI's card for +1 Attack, when offered, are taken more often than a random pick would.
        const other = acts.filter((a) => a.type === 'chooseUnit' || a.type === 'playForAttack');
        s = apply(s, other.length > 0 && s.pending?.kind === 'activation' && r() < 0.5 ? pick(other) : pick(acts));
        for (const e of s.log) if (e.type === 'cardPlayed' && e.play === 'offense') used.add('playForAttack');
        expect(findInvariantViolations(s), `combat ${i}, step ${step}`).toEqual([]);
        for (const e of s.log) if (e.type === 'abilityUsed') used.add(e.ability);
        if (step % 10 === 0) expect(loadState(JSON.stringify(s))).toEqual(s);
      }
    }
    for (const a of ['placeAttackToken', 'destroyObstacle', 'lowerTargetDefense', 'damageOnRoll', 'playForAttack']) expect(used.has(a), a).toBe(true);
  }, 600_000);
});
