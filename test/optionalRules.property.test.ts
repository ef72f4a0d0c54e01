/**
 * Property: whole games with the Optional Rules Table's rows on (p. 59) — all eleven at once, and a few mixes. Random
 * and builder bots play to the end; after every step the invariants hold and the state loads from its JSON; every
 * game ends with a result; each player's view hides the seed and the other hands.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, HIDDEN, legalActions, loadState, randomBot, townBot, viewFor, type Bot, type GameState, type RuleVariants } from '../src';
import { PROPERTY_SCALE, seatRng } from './helpers';

/** The eleven rows of the table this engine turns on by a variant key (the two Astrologers rows are `astrologers`). */
const TABLE_ROWS: ReadonlyArray<keyof RuleVariants> = [
  'capturedTownBuildings', 'noRerolls', 'oneResourcePerDie', 'noStartingBonus', 'startWithSecondaryHero', 'minimumDamage',
  'doubleIncome', 'tradeAnytime', 'freeCombatExtension', 'attackDieNoDamage', 'refreshVisitables',
];
const on = (keys: ReadonlyArray<keyof RuleVariants>): Partial<RuleVariants> => Object.fromEntries(keys.map((k) => [k, true]));

const MIXES: ReadonlyArray<{ name: string; variants: Partial<RuleVariants> }> = [
  { name: 'all eleven rows', variants: on(TABLE_ROWS) },
  { name: 'the Increase rows', variants: on(['capturedTownBuildings', 'noRerolls', 'oneResourcePerDie', 'noStartingBonus']) },
  { name: 'the Decrease rows', variants: on(['startWithSecondaryHero', 'minimumDamage', 'doubleIncome', 'tradeAnytime', 'freeCombatExtension']) },
  { name: 'the two Variant rows', variants: on(['attackDieNoDamage', 'refreshVisitables']) },
];

const GAMES = 2 * PROPERTY_SCALE;
const SCENARIOS = ['chain-link', 'border-war', 'the-hunt'];
const HEROES = ['catherine', 'mutare', 'sandro'];
const MAX_STEPS = 20_000;

/** Plays a game to its end, checking every state on the way; the last state. */
function playChecked(start: GameState, bots: Record<string, Bot>): GameState {
  let s = start;
  for (let i = 0; i < MAX_STEPS && s.pending; i++) {
    const player = s.pending.player;
    s = apply(s, (bots[player] as Bot).decide(viewFor(s, player), legalActions(s), seatRng));
    const problems = findInvariantViolations(s);
    if (problems.length > 0) throw new Error(`step ${i}: ${problems.join('; ')}`);
    const saved = JSON.stringify(s);
    expect(JSON.stringify(loadState(saved))).toBe(saved); // as JSON: a −0 in an event is written 0
  }
  return s;
}

describe('property: whole games with the Optional Rules Table', () => {
  for (const mix of MIXES) {
    it(`${mix.name}: every game ends with a result, every state sound and loadable, views hide secrets`, () => {
      for (let g = 0; g < GAMES; g++) {
        const scenario = SCENARIOS[g % SCENARIOS.length] as string;
        const seed = `table-${mix.name}-${g}`;
        const start = createGame({ scenario, players: [{ hero: HEROES[g % 3] as string }, { hero: HEROES[(g + 1) % 3] as string }], seed, difficulty: 'normal', variants: mix.variants, combatRoundLimit: 30 });
        const bots: Record<string, Bot> = {};
        start.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`${seed}-${i}`) : townBot(`${seed}-${i}`); });
        const end = playChecked(start, bots);
        expect(end.result, `${scenario} game ${g} has no result`).not.toBeNull();
        for (const p of end.players) {
          const view = viewFor(end, p.id);
          expect(view.config.seed).toBe(HIDDEN);
          for (const q of view.players) if (q.id !== p.id) expect(q.hand.every((c) => c === HIDDEN)).toBe(true);
        }
      }
    }, 600_000);
  }
});
