/**
 * Property: the Conflux faction plays end to end. Random games with a Conflux hero (Erdamon, Luna, Monere, Tarnum)
 * against the core factions, played by random and builder bots and walked step by step (`walkCheckedGame`): each ends
 * with a result, the invariants hold after every step, states reload from their JSON and a view hides the other hands.
 * Random combats with Conflux armies and neutral Elementals (every unit, both sides, its heroes' cards in hand, sieges
 * now and then) likewise, meeting the elemental damage, the Phoenixes' rebirth, the Magic Elementals' attacks around
 * them, the Elementals Pack's Power, Luna's Firewall and the Spells Tarnum's Enchanters VI finds, casts and places.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, findInvariantViolations, legalActions, loadState, FACTION_UNITS_BY_FACTION } from '../src';
import { boxHeroGameConfig, mulberry32, PROPERTY_SCALE, walkCheckedGame } from './helpers';

const GAMES = 4 * PROPERTY_SCALE;
const COMBATS = 60 * PROPERTY_SCALE;
const CONFLUX = ['erdamon', 'luna', 'monere', 'tarnum-conflux'];
const SPELL_DECK = ['spell.town-portal#sd-1', 'spell.bless#sd-2', 'spell.magic-arrow#sd-3', 'spell.slow#sd-4', 'spell.lightning-bolt#sd-5', 'spell.haste#sd-6'];
const NEUTRALS = ['neutral.sprites', 'neutral.storm-elementals', 'neutral.ice-elementals', 'neutral.energy-elementals', 'neutral.magma-elementals', 'neutral.magic-elementals', 'neutral.phoenixes'];

describe('property: random games with a Conflux hero', () => {
  it('end with a result; invariants, saves and views hold after every step', () => {
    for (let g = 0; g < GAMES; g++) {
      const s = walkCheckedGame(createGame(boxHeroGameConfig('conflux', CONFLUX, g, 'conflux-faction')), g);
      expect(s.players.some((p) => p.faction === 'conflux')).toBe(true);
    }
  }, 600_000);
});

describe('property: random combats with Conflux armies', () => {
  it('keep the invariants after every step, reload from their JSON, and use the Conflux abilities', () => {
    const units = [...FACTION_UNITS_BY_FACTION['conflux']!.map((u) => u.id)];
    const foes: Record<string, string[]> = {
      catherine: FACTION_UNITS_BY_FACTION['castle']!.map((u) => u.id),
      sandro: FACTION_UNITS_BY_FACTION['necropolis']!.map((u) => u.id),
    };
    const hand = [
      'specialty.erdamon-1', 'specialty.erdamon-4', 'specialty.erdamon-6', 'specialty.luna-1', 'specialty.luna-4', 'specialty.luna-6', 'specialty.monere-1', 'specialty.monere-4',
      'specialty.monere-6', 'specialty.tarnum-conflux-1', 'specialty.tarnum-conflux-4', 'specialty.tarnum-conflux-6', 'spell.lightning-bolt', 'spell.haste', 'spell.fireball', 'spell.slow', 'spell.bless', 'stat.power', 'stat.attack', 'spell.magic-arrow',
    ];
    const deck = ['spell.magic-arrow', 'stat.defense', 'spell.fireball', 'stat.knowledge', 'spell.bless', 'stat.attack'];
    const used = new Set<string>();
    for (let i = 0; i < COMBATS; i++) {
      const r = mulberry32(8800 + i);
      const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
      const army = (pool: readonly string[], n: number) => {
        const out: Array<{ unit: string; side?: 'few' | 'pack' }> = [];
        while (out.length < n) {
          const unit = pick(pool);
          if (!out.some((u) => u.unit === unit)) out.push(unit.startsWith('neutral.') ? { unit } : { unit, side: r() < 0.5 ? 'pack' : 'few' });
        }
        return out;
      };
      const foe = pick(['catherine', 'sandro']);
      const siege = i % 3 === 0;
      const againstNeutrals = i % 4 === 1;
      const enemy = againstNeutrals
        ? { neutrals: army(NEUTRALS, 1 + Math.floor(r() * 3)).map((u) => ({ unit: u.unit })), fieldLevel: 7 }
        : { hero: foe, units: army(foes[foe] as string[], 2 + Math.floor(r() * 3)), hand: ['stat.defense', 'spell.slow', 'spell.lightning-bolt', 'spell.fireball'] };
      let s = createCombat({
        expansions: ['conflux'],
        seed: `conflux-faction-combat-${i}`,
        attacker: { hero: pick(CONFLUX), level: 1 + Math.floor(r() * 7), units: army(units, 2 + Math.floor(r() * 4)), hand: Array.from({ length: 5 }, () => pick(hand)), deck },
        defender: enemy,
        ...(siege && !againstNeutrals ? { town: { walls: true } } : {}),
        ...(againstNeutrals ? { timeLimited: false } : {}),
      });
      // A Spell deck for Tarnum's Searches (a sandbox has none): Spells of the combat and of the map, a card discarded.
      s = { ...s, decks: { ...s.decks, spell: { deck: SPELL_DECK.slice(), discard: ['spell.cure#sd-9'] } } };
      for (let step = 0; s.pending !== null && step < 3000; step++) {
        const acts = legalActions(s);
        expect(acts.length, `combat ${i}, step ${step}: nothing listed for ${JSON.stringify(s.pending)}`).toBeGreaterThan(0);
        // Cards and attacks are taken more often than a random pick would, so that the units meet in combat.
        const busy = acts.filter((a) => a.type === 'playCard' || a.type === 'attack');
        s = apply(s, busy.length > 0 && r() < 0.6 ? pick(busy) : pick(acts));
        expect(findInvariantViolations(s), `combat ${i}, step ${step}`).toEqual([]);
        for (const e of s.log) {
          if (e.type === 'abilityUsed') used.add(e.ability);
          if (e.type === 'tokenPlaced') used.add(e.token);
          if (e.type === 'spellPlaced') used.add('foundSpellPlaced'); // Tarnum's Enchanters VI (CF18)
          if (e.type === 'attackResolved' && e.defense === 0 && e.attacker.startsWith('neutral.') && e.attacker.includes('elementals')) used.add('elementalDamage');
        }
        if (step % 10 === 0) expect(loadState(JSON.stringify(s))).toEqual(s);
      }
    }
    for (const a of ['schoolPowerOnActivation', 'rebirth', 'lunaFirewall', 'elementalDamage', 'foundSpellPlaced']) expect(used.has(a), a).toBe(true);
  }, 600_000);
});
