/**
 * Property: random campaign runs. Bots play The Knight's Oath scenario after scenario — the next one after a win, the
 * same one again after a loss, the carried cards chosen by `botCampaignKeep` — and every game ends with a result, the
 * invariants hold after every step, each next game's state passes `loadState` and the invariants, the view hides
 * the shared decks and the player's deck order, the AI Heroes draw AI cards in the map's combats, and the same seeds
 * play the same run.
 */
import { describe, expect, it } from 'vitest';
import {
  apply, botCampaignKeep, campaign, campaignScenarioAfter, createGame, findInvariantViolations, legalActions, loadState,
  nextCampaignScenario, randomBot, startCampaign, townBot, viewFor, HIDDEN, type Bot, type GameState,
} from '../src';
import { randomSource } from '../src/kernel/rng';
import { PROPERTY_SCALE } from './helpers';

const RUNS = 3 * PROPERTY_SCALE;
/** Games per run: a campaign of two scenarios, with a retry or two. */
const MAX_GAMES = 4;
const OATH = campaign('knights-oath');
/** The AI cards drawn in the runs' map combats with AI Heroes (AI Decks, p. 49). */
let aiCardsDrawn = 0;

/** Plays one game to its end, checking the invariants after every step; its final state. */
function playChecked(start: GameState, bot: Bot, seed: string): GameState {
  const rng = randomSource(seed);
  let s = start;
  for (let step = 0; s.pending !== null; step++) {
    if (step > 20_000) throw new Error('the game does not end');
    const action = bot.decide(viewFor(s, s.pending.player), legalActions(s), rng);
    const seq = s.log.length > 0 ? (s.log[s.log.length - 1] as { seq: number }).seq : -1;
    s = apply(s, action);
    for (const e of s.log) if (e.seq > seq && e.type === 'aiCardDrawn') aiCardsDrawn++;
    const problems = findInvariantViolations(s);
    if (problems.length > 0) throw new Error(`step ${step}: ${problems.join('; ')}`);
  }
  return s;
}

/** One run: the scenarios played, each game's final state. */
function run(r: number): GameState[] {
  if (OATH === undefined) throw new Error('no campaign');
  const bot = r % 2 === 0 ? townBot(`camp-${r}`) : randomBot(`camp-${r}`);
  let config = startCampaign(OATH, { seed: `campaign-run-${r}`, hero: r % 3 === 2 ? 'rion' : undefined });
  const played: GameState[] = [];
  for (let g = 0; g < MAX_GAMES; g++) {
    const start = createGame(config);
    const end = playChecked(start, bot, `camp-${r}-${g}`);
    played.push(end);
    const next = campaignScenarioAfter(OATH, end);
    if (next === null) break;
    config = nextCampaignScenario(end, next, { keep: botCampaignKeep(end) });
  }
  return played;
}

describe("property: random campaign runs of The Knight's Oath", () => {
  it('every game ends with a result; the next game loads and keeps the invariants; the view hides the decks', () => {
    let carried = 0;
    for (let r = 0; r < RUNS; r++) {
      for (const end of run(r)) {
        if (end.config.campaign !== undefined) carried++;
        expect(end.result, `run ${r}`).not.toBeNull();
        expect(findInvariantViolations(end)).toEqual([]);
        if (OATH === undefined) continue;
        const after = campaignScenarioAfter(OATH, end);
        if (after === null) continue;
        const next = createGame(nextCampaignScenario(end, after, { keep: botCampaignKeep(end) }));
        expect(loadState(JSON.stringify(next))).toEqual(next);
        expect(findInvariantViolations(next)).toEqual([]);
        const view = viewFor(next, 'p1');
        expect(view.decks.artifact.deck.every((c) => c === HIDDEN)).toBe(true);
        expect(view.players[0]?.deck.slice().sort()).toEqual(next.players[0]?.deck.slice().sort());
        expect(next.players[0]?.experience).toBe(0);
      }
    }
    expect(carried, 'no run reached a scenario with a carried deck').toBeGreaterThan(0);
    expect(aiCardsDrawn, 'no AI card was drawn in a map combat').toBeGreaterThan(0);
  }, 300_000);

  it('deterministic under a seed: the same run twice, the same games', () => {
    const twice = [run(1), run(1)].map((games) => games.map((g) => JSON.stringify(g)));
    expect(twice[0]).toEqual(twice[1]);
  }, 300_000);
});
