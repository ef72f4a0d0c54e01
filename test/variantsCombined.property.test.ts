/**
 * Property: the modes and the rule variants together. Every shipped scenario (Clash, Cooperative, Alliance,
 * Tournament) is played by random legal play with every rule variant on at once, and with mixes that touch the same
 * parts of the game (the starting decks; the decks and the discard piles; the army and the towns): after every step
 * the invariants hold, every few steps the state loads back from its JSON, and every game ends with a result.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, legalActions, loadState, RULE_VARIANTS, SCENARIOS, type RuleVariants } from '../src';
import { mulberry32, PROPERTY_SCALE } from './helpers';

const EVERY: Partial<RuleVariants> = Object.fromEntries(RULE_VARIANTS.map((v) => [v.key, true]));
const MIXES: Array<[string, Partial<RuleVariants>]> = [
  ['every variant', EVERY],
  ['the starting decks', { draftStart: true, splitDecks: true, noStartingBonus: true, startWithSecondaryHero: true }],
  ['the decks and discard piles', { chaosCards: true, cardsToDiscard: true, splitDecks: true, tradeAnytime: true }],
  ['the army and the towns', { goldPool: true, neutralArmy: true, capturedTownBuildings: true, doubleIncome: true, minimumDamage: true }],
];
const MAX_STEPS = 6000;

describe('property: every mode with the rule variants combined', () => {
  for (const [label, variants] of MIXES) {
    it(`${label}: every scenario plays to a result, the invariants kept after every step`, () => {
      for (const sc of SCENARIOS) {
        for (let g = 0; g < PROPERTY_SCALE; g++) {
          const players = sc.players.max;
          let s = createGame({ scenario: sc.id, players, seed: `mix-${label}-${sc.id}-${g}`, variants });
          const random = mulberry32(g * 7919 + sc.id.length);
          for (let i = 0; i < MAX_STEPS && s.pending !== null; i++) {
            const acts = legalActions(s);
            // Mostly something other than ending the turn, so the games reach combats, towns and the last round.
            let a = acts[Math.floor(random() * acts.length)];
            if (acts.length > 1 && a?.type === 'endTurn' && random() < 0.7) a = acts[Math.floor(random() * acts.length)];
            s = apply(s, a as (typeof acts)[number]);
            const problems = findInvariantViolations(s);
            if (problems.length > 0) throw new Error(`${sc.id} game ${g}, step ${i} ${JSON.stringify(a)}: ${problems.join('; ')}`);
            if (i % 97 === 0) expect(JSON.stringify(loadState(JSON.stringify(s)))).toBe(JSON.stringify(s));
          }
          expect(s.result, `${sc.id} game ${g} did not end in ${MAX_STEPS} steps`).not.toBeNull();
        }
      }
    }, 600_000);
  }
});
