/**
 * Property: the Tower box's neutral cards play end to end. Random games with the box in play (its Tower units in the
 * neutral decks), played by random and builder bots and walked step by step: each ends with a result, the invariants
 * hold after every step, states reload from their JSON (loadState) and a view hides the other hands. Random combats
 * against armies of the Tower neutrals likewise, with Power cards in hand for the Magi's forced discard.
 */
import { describe, expect, it } from 'vitest';
import {
  apply, createCombat, createGame, findInvariantViolations, legalActions, loadState, FACTION_UNITS_BY_FACTION,
} from '../src';
import { mulberry32, PROPERTY_SCALE, walkCheckedGame } from './helpers';

const GAMES = 3 * PROPERTY_SCALE;
const COMBATS = 40 * PROPERTY_SCALE;
const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];
const SCENARIOS = ['chain-link', 'the-hunt', 'dragon-duel'];
const TOWER_NEUTRALS = ['neutral.gremlins', 'neutral.gargoyles', 'neutral.iron-golems', 'neutral.magi', 'neutral.genies', 'neutral.nagas', 'neutral.titans'];

describe('property: random games with the Tower box in play', () => {
  it('end with a result; invariants, saves and views hold after every step', () => {
    for (let g = 0; g < GAMES; g++) {
      const seats = [{ hero: HEROES[g % HEROES.length] as string }, { hero: HEROES[(g + 1) % HEROES.length] as string }];
      let s = createGame({ expansions: ['tower'], scenario: SCENARIOS[g % SCENARIOS.length], players: seats, seed: `tower-${g}` });
      s = walkCheckedGame(s, g);
    }
  }, 600_000);
});

describe('property: random combats against the Tower neutrals', () => {
  it('keep the invariants after every step, reload from their JSON, and use the Magi\'s forced discard', () => {
    const hand = ['stat.power', 'stat.power', 'stat.attack', 'stat.defense', 'spell.lightning-bolt', 'spell.magic-arrow', 'spell.slow', 'spell.fireball'];
    const used = new Set<string>();
    for (let i = 0; i < COMBATS; i++) {
      const r = mulberry32(4100 + i);
      const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
      const hero = pick(HEROES);
      const faction = hero === 'catherine' || hero === 'rion' ? 'castle' : hero === 'mutare' || hero === 'alamar' ? 'dungeon' : 'necropolis';
      const own = FACTION_UNITS_BY_FACTION[faction]!.map((u) => u.id);
      const army: Array<{ unit: string; side?: 'few' | 'pack' }> = [];
      while (army.length < 3) {
        const unit = pick(own);
        if (!army.some((u) => u.unit === unit)) army.push({ unit, side: r() < 0.5 ? 'pack' : 'few' });
      }
      const foes: Array<{ unit: string }> = [{ unit: 'neutral.magi' }];
      while (foes.length < 3) {
        const unit = pick(TOWER_NEUTRALS);
        if (!foes.some((u) => u.unit === unit)) foes.push({ unit });
      }
      let s = createCombat({
        expansions: ['tower'],
        seed: `tower-combat-${i}`,
        attacker: { hero, level: 1 + Math.floor(r() * 7), units: army, hand: Array.from({ length: 5 }, () => pick(hand)) },
        defender: { hero: 'sandro', units: foes, hand: ['stat.power', 'spell.magic-arrow', 'stat.defense'] },
      });
      for (let step = 0; s.pending !== null && step < 3000; step++) {
        const acts = legalActions(s);
        expect(acts.length, `combat ${i}, step ${step}: nothing listed for ${JSON.stringify(s.pending)}`).toBeGreaterThan(0);
        s = apply(s, pick(acts));
        expect(findInvariantViolations(s), `combat ${i}, step ${step}`).toEqual([]);
        for (const e of s.log) if (e.type === 'abilityUsed') used.add(e.ability);
        if (step % 10 === 0) expect(loadState(JSON.stringify(s))).toEqual(s);
      }
    }
    expect(used.has('enemyDiscardsAfterAttack')).toBe(true);
  }, 600_000);
});
