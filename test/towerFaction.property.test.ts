/**
 * Property: the Tower faction plays end to end. Random games with a Tower hero (Josephine, Iona, Solmyr, Dracon)
 * against the core factions, played by random and builder bots and walked step by step (`walkCheckedGame`): each ends
 * with a result, the invariants hold after every step, states reload from their JSON and a view hides the other
 * hands. Random combats with Tower armies (every unit, both sides, its heroes' cards and lasting Spells in hand)
 * likewise, meeting the Genies' Spell from the deck and the Magi Pack's Power.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, findInvariantViolations, legalActions, loadState, FACTION_UNITS_BY_FACTION } from '../src';
import { boxHeroGameConfig, mulberry32, PROPERTY_SCALE, walkCheckedGame } from './helpers';

const GAMES = 4 * PROPERTY_SCALE;
const COMBATS = 60 * PROPERTY_SCALE;
const TOWER = ['josephine', 'iona', 'solmyr', 'dracon'];

describe('property: random games with a Tower hero', () => {
  it('end with a result; invariants, saves and views hold after every step', () => {
    for (let g = 0; g < GAMES; g++) {
      const s = walkCheckedGame(createGame(boxHeroGameConfig('tower', TOWER, g, 'tower-faction')), g);
      expect(s.players.some((p) => p.faction === 'tower')).toBe(true);
    }
  }, 600_000);
});

describe('property: random combats with Tower armies', () => {
  it('keep the invariants after every step, reload from their JSON, and use the Tower abilities', () => {
    const units = FACTION_UNITS_BY_FACTION['tower']!.map((u) => u.id);
    const foes: Record<string, string[]> = {
      catherine: FACTION_UNITS_BY_FACTION['castle']!.map((u) => u.id),
      sandro: FACTION_UNITS_BY_FACTION['necropolis']!.map((u) => u.id),
    };
    const hand = [
      'specialty.josephine-1', 'specialty.josephine-6', 'specialty.iona-4', 'specialty.solmyr-1', 'specialty.solmyr-4', 'specialty.solmyr-6',
      'specialty.dracon-1', 'specialty.dracon-6', 'spell.lightning-bolt', 'spell.haste', 'spell.slow', 'stat.attack', 'stat.power',
    ];
    const deck = ['spell.magic-arrow', 'stat.defense', 'spell.fireball', 'stat.knowledge', 'spell.bless', 'stat.attack'];
    const used = new Set<string>();
    for (let i = 0; i < COMBATS; i++) {
      const r = mulberry32(7300 + i);
      const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
      const army = (pool: readonly string[], n: number) => {
        const out: Array<{ unit: string; side?: 'few' | 'pack' }> = [];
        while (out.length < n) {
          const unit = pick(pool);
          if (!out.some((u) => u.unit === unit)) out.push({ unit, side: r() < 0.5 ? 'pack' : 'few' });
        }
        return out;
      };
      const hero = pick(TOWER);
      const foe = pick(['catherine', 'sandro']);
      let s = createCombat({
        expansions: ['tower'],
        seed: `tower-faction-combat-${i}`,
        attacker: { hero, level: 1 + Math.floor(r() * 7), units: army(units, 2 + Math.floor(r() * 4)), hand: Array.from({ length: 4 }, () => pick(hand)), deck },
        defender: { hero: foe, units: army(foes[foe] as string[], 2 + Math.floor(r() * 3)), hand: ['stat.defense', 'spell.slow', 'spell.lightning-bolt'] },
      });
      for (let step = 0; s.pending !== null && step < 3000; step++) {
        const acts = legalActions(s);
        expect(acts.length, `combat ${i}, step ${step}: nothing listed for ${JSON.stringify(s.pending)}`).toBeGreaterThan(0);
        // The Genies Few's ability, when offered, is taken more often than a random pick would.
        const ability = acts.find((a) => a.type === 'useAbility');
        s = apply(s, ability && s.pending?.kind === 'activation' && r() < 0.5 ? ability : pick(acts));
        expect(findInvariantViolations(s), `combat ${i}, step ${step}`).toEqual([]);
        for (const e of s.log) if (e.type === 'abilityUsed') used.add(e.ability);
        if (step % 10 === 0) expect(loadState(JSON.stringify(s))).toEqual(s);
      }
    }
    for (const a of ['takeSpellFromDeck', 'spellPowerOnActivation']) expect(used.has(a), a).toBe(true);
  }, 600_000);
});
