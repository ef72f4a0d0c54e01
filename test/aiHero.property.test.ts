import { describe, it, expect } from 'vitest';
import { createCombat, legalActions, apply, findInvariantViolations, loadState, viewFor, type Difficulty, type GameState } from '../src';
import { mulberry32, PROPERTY_SCALE } from './helpers';
import { AI_SKILL_USES, AI_SPELL_USES } from '../src/combat/aiHero';

/** Every core Spell, each once (the player's hand holds one Magic Arrow of six). */
const SPELLS = Object.keys(AI_SPELL_USES);
/** Every Ability card the AI uses, one per game in turn (at least two games each), Basic and Expert by turns. */
const SKILLS = Object.keys(AI_SKILL_USES);

function combat(difficulty: Difficulty, seed: number): GameState {
  return createCombat({
    seed: `ai-hero-${difficulty}-${seed}`,
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins' }, { unit: 'castle.halberdiers' }, { unit: 'castle.marksmen' }], hand: ['stat.attack', 'stat.defense', 'spell.magic-arrow'] },
    defender: { ai: true, units: [{ unit: 'necropolis.skeletons' }, { unit: 'necropolis.zombies' }, { unit: 'necropolis.wraiths' }], aiHero: { difficulty, spells: SPELLS, skill: SKILLS[seed % SKILLS.length], expert: seed % 2 === 1 } },
  });
}

/** The Spells the AI cast on a unit and the skills it used, over every game of every difficulty. */
const CAST = new Set<string>();
const USED = new Set<string>();

describe('random combats against an AI Hero, every difficulty (property)', () => {
  for (const difficulty of ['easy', 'normal', 'hard', 'impossible'] as const) {
    it(`${difficulty}: every Spell and Skill card, ties broken at random — invariants after every step, saves reload, views hide the AI decks' order, every combat ends`, () => {
      let draws = 0;
      let ties = 0;
      for (let g = 0; g < Math.max(8, 2 * SKILLS.length, Math.round(16 * PROPERTY_SCALE)); g++) {
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
          if (s.pending.kind === 'aiTie') ties++;
          const acts = legalActions(s);
          const busy = acts.filter((a) => a.type !== 'surrender' && a.type !== 'retreat');
          const pool = busy.length > 0 ? busy : acts;
          s = apply(s, pool[Math.floor(random() * pool.length)]!);
          draws += s.log.filter((e) => e.type === 'aiCardDrawn').length;
          for (const e of s.log) {
            if (e.type === 'aiSpellCast' && e.target !== null) CAST.add(e.spell.replace(/#.*$/, ''));
            if (e.type === 'aiSkillUsed' && e.skill !== null) USED.add(e.skill.replace(/#.*$/, ''));
          }
          steps++;
        }
        expect(s.pending).toBeNull();
        expect(s.result).not.toBeNull();
        expect(findInvariantViolations(s)).toEqual([]);
      }
      expect(draws).toBeGreaterThan(0);
      expect(ties).toBeGreaterThan(0);
    });
  }
  it('the games cast most Spells on a unit and used every skill', () => {
    expect(CAST.size).toBeGreaterThanOrEqual(16);
    expect([...USED].sort()).toEqual([...SKILLS].sort());
  });
});
