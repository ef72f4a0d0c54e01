import { describe, it, expect } from 'vitest';
import { createCombat, legalActions, apply, findInvariantViolations, loadState, viewFor, type Difficulty, type GameState } from '../src';
import { mulberry32, PROPERTY_SCALE } from './helpers';

const SPELLS = ['spell.magic-arrow', 'spell.lightning-bolt', 'spell.blind', 'spell.curse', 'spell.slow', 'spell.disrupting-ray', 'spell.bloodlust', 'spell.haste', 'spell.bless', 'spell.anti-magic', 'spell.stone-skin', 'spell.cure'];

function combat(difficulty: Difficulty, seed: number): GameState {
  return createCombat({
    seed: `ai-hero-${difficulty}-${seed}`,
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins' }, { unit: 'castle.halberdiers' }, { unit: 'castle.marksmen' }], hand: ['stat.attack', 'stat.defense', 'spell.magic-arrow'] },
    defender: { ai: true, units: [{ unit: 'necropolis.skeletons' }, { unit: 'necropolis.zombies' }, { unit: 'necropolis.wraiths' }], aiHero: { difficulty, spells: SPELLS } },
  });
}

describe('random combats against an AI Hero, every difficulty (property)', () => {
  for (const difficulty of ['easy', 'normal', 'hard', 'impossible'] as const) {
    it(`${difficulty}: invariants after every step, saves reload, views hide the AI decks' order, every combat ends`, () => {
      let draws = 0;
      for (let g = 0; g < Math.max(2, Math.round(4 * PROPERTY_SCALE)); g++) {
        const random = mulberry32(g + 1);
        let s = combat(difficulty, g);
        let steps = 0;
        while (s.pending && steps < 600) {
          expect(findInvariantViolations(s)).toEqual([]);
          const h = s.combat?.aiHero;
          if (h) {
            const v = viewFor(s, 'p1').combat!.aiHero!;
            expect(v.deck.some((c) => h.deck.includes(c))).toBe(false);
            expect(v.spellDeck.some((c) => h.spellDeck.includes(c))).toBe(false);
            expect(v.discard).toEqual(h.discard);
          }
          if (steps % 10 === 0) expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
          const acts = legalActions(s);
          const busy = acts.filter((a) => a.type !== 'surrender' && a.type !== 'retreat');
          const pool = busy.length > 0 ? busy : acts;
          s = apply(s, pool[Math.floor(random() * pool.length)]!);
          draws += s.log.filter((e) => e.type === 'aiCardDrawn').length;
          steps++;
        }
        expect(s.pending).toBeNull();
        expect(s.result).not.toBeNull();
        expect(findInvariantViolations(s)).toEqual([]);
      }
      expect(draws).toBeGreaterThan(0);
    });
  }
});
