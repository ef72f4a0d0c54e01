/**
 * `homm3bg --campaign ID`: a bot plays a Solo Campaign (p. 74) scenario after scenario — the next one after a win,
 * the same one again after a loss, at most MAX_ATTEMPTS times — and chooses the cards it carries on
 * (`botCampaignKeep`). Run i is seeded "S-i"; its later scenarios' seeds follow from the games before them.
 */
import {
  BOTS, botCampaignKeep, campaign as findCampaign, campaignScenarioAfter, cardName, createGame, hero, nextCampaignScenario,
  playGame, startCampaign, type Campaign, type GameState,
} from '../index';
import type { CampaignOptions } from './options';
import { gameSeed, MAX_STEPS } from './games';

/** How many times a bot tries a scenario before the campaign counts as lost. */
export const MAX_ATTEMPTS = 3;

/** One scenario played in a campaign run. */
export interface CampaignGame {
  scenario: string;
  /** Its name, as players read it. */
  name: string;
  /** 1 for the first try, 2 after a loss, … */
  attempt: number;
  seed: string;
  won: boolean;
  why: string;
  rounds: number;
  steps: number;
  /** The cards carried on to the next scenario after a win (card ids); [] otherwise. */
  kept: string[];
}

/** One run of a campaign. */
export interface CampaignRecord {
  run: number;
  seed: string;
  hero: string;
  games: CampaignGame[];
  /** Whether its last scenario was won. */
  won: boolean;
}

/** Plays run `index` of the campaign to its end: every scenario won, or one lost MAX_ATTEMPTS times. */
export function playCampaign(options: CampaignOptions, index: number): CampaignRecord {
  const c = findCampaign(options.campaign) as Campaign;
  const seed = gameSeed(options.seed, index);
  const entry = BOTS[options.bot];
  if (entry === undefined) throw new Error(`There is no bot "${options.bot}"`);
  const bot = entry.make(`${seed}/p1`);
  const games: CampaignGame[] = [];
  let config = startCampaign(c, { seed });
  let attempt = 1;
  for (;;) {
    const start = createGame(config);
    const { state, actions } = playGame(start, { p1: bot }, MAX_STEPS);
    const next = state.result === null ? null : campaignScenarioAfter(c, state);
    const won = state.result !== null && state.result.winners.length > 0;
    const keep = won && next !== null ? botCampaignKeep(state) : undefined;
    games.push(gameOf(start, state, attempt, actions.length, keep ?? []));
    if (state.result === null || next === null) return { run: index, seed, hero: c.hero, games, won: won && next === null };
    attempt = won ? 1 : attempt + 1;
    if (attempt > MAX_ATTEMPTS) return { run: index, seed, hero: c.hero, games, won: false };
    config = nextCampaignScenario(state, next, { keep });
  }
}

/** The record of one scenario played from `start` to `end`. */
function gameOf(start: GameState, end: GameState, attempt: number, steps: number, kept: string[]): CampaignGame {
  const r = end.result;
  return {
    scenario: start.config.scenario.id,
    name: start.config.scenario.name,
    attempt,
    seed: start.config.seed,
    won: r !== null && r.winners.length > 0,
    why: r === null ? `stopped after ${steps} actions` : r.why,
    rounds: end.round,
    steps,
    kept,
  };
}

/** A run in words: a line per scenario played, then how the campaign ended. */
export function campaignLines(options: CampaignOptions, r: CampaignRecord): string[] {
  const c = findCampaign(options.campaign) as Campaign;
  const lines = [`${c.name}, run ${r.run + 1} (seed "${r.seed}"): ${hero(r.hero).name}, the ${options.bot} bot`];
  for (const g of r.games) {
    const kept = g.kept.length === 0 ? '' : `; carries on ${g.kept.map((k) => cardName(k)).join(', ')}`;
    lines.push(`  ${g.name}, attempt ${g.attempt}: ${g.won ? 'won' : 'lost'} in round ${g.rounds} (${g.why})${kept}`);
  }
  const last = r.games[r.games.length - 1];
  lines.push(r.won ? '  The campaign is won.' : `  The campaign is lost${last ? ` at ${last.name}` : ''}.`);
  return lines;
}

/** The last line of `--campaign`: how many runs won the campaign. */
export function campaignTally(records: readonly CampaignRecord[]): string {
  const won = records.filter((r) => r.won).length;
  return `${won} of ${records.length} run${records.length === 1 ? '' : 's'} won the campaign.`;
}
