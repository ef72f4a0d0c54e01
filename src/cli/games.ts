/**
 * One game of a run: its seed, who sits where (faction, Main Hero, bot), and what came of it, as a record. Game i of
 * a run with seed S is seeded "S-i", and its seats are drawn from that seed: the same command plays the same games.
 */
import {
  apply, BOTS, boxesInPlay, contentInPlay, createGame, describeAction, describeEvent, legalActions, playGame, playerName, viewFor,
  type Action, type Bot, type Expansion, type GameEndReason, type GameState, type PlayerId, type RuleVariant, type Standing,
} from '../index';
import { randomSource } from '../kernel/rng';

/** Every faction of the boxes in play with a Main Hero, in registration order. */
export function factionsInPlay(expansions: readonly Expansion[]): readonly string[] {
  return [...new Set(contentInPlay(boxesInPlay({ expansions: expansions.slice() })).heroes.map((h) => h.faction))];
}

/** Every faction of the core box with a Main Hero, in registration order. */
export const FACTIONS: readonly string[] = factionsInPlay([]);

/** A step limit no finished core game comes near: a game still going after it is recorded as unfinished. */
export const MAX_STEPS = 100_000;

/** Who sits in a seat. */
export interface Seat {
  player: PlayerId;
  faction: string;
  /** The Main Hero's id ("catherine"). */
  hero: string;
  bot: string;
}

/** What came of one game. */
export interface GameRecord {
  /** Its number in the run, from 0. */
  game: number;
  seed: string;
  scenario: string;
  seats: Seat[];
  /** Why it ended, or 'unfinished' after MAX_STEPS actions. */
  reason: GameEndReason | 'unfinished';
  /** Why it ended, as a player reads it. */
  why: string;
  winners: PlayerId[];
  /** The round it ended in. */
  rounds: number;
  /** Actions taken. */
  steps: number;
  /** Every player, best first (empty when unfinished). */
  standings: Standing[];
}

/** What a run plays, game by game. */
export interface RunSpec {
  seed: string;
  scenario: string;
  players: number;
  /** One bot name per seat. */
  bots: readonly string[];
  /** The rule variants turned on, by name. */
  variants: readonly RuleVariant[];
  /** The expansion boxes in play (left out or none: the core box only). */
  expansions?: readonly Expansion[];
  /** Game i seats the bots shifted by i seats: `bots[(seat + i) % players]` in each seat. */
  rotate?: boolean;
}

/** Game `index`'s seed. */
export const gameSeed = (seed: string, index: number): string => `${seed}-${index}`;

/**
 * The seats of a game: the factions shuffled (Fisher–Yates) by a generator seeded "<game seed>/seats", seat i taking
 * the i-th, and each seat's Main Hero drawn from its faction's heroes by the same generator.
 */
export function seatsOf(seed: string, bots: readonly string[], expansions: readonly Expansion[] = []): Seat[] {
  const random = randomSource(`${seed}/seats`);
  const factions = factionsInPlay(expansions).slice();
  const heroesInPlay = contentInPlay(boxesInPlay({ expansions: expansions.slice() })).heroes;
  for (let i = factions.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [factions[i], factions[j]] = [factions[j] as string, factions[i] as string];
  }
  const seats: Seat[] = [];
  for (let i = 0; i < bots.length; i++) {
    const faction = factions[i] as string;
    const heroes = heroesInPlay.filter((h) => h.faction === faction);
    const hero = heroes[Math.floor(random() * heroes.length)]?.id as string;
    seats.push({ player: `p${i + 1}`, faction, hero, bot: bots[i] as string });
  }
  return seats;
}

/** The bots shifted by `by` seats: seat i takes `bots[(i + by) % bots.length]`. */
export function rotated(bots: readonly string[], by: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < bots.length; i++) out.push(bots[(i + by) % bots.length] as string);
  return out;
}

/** A game set up for its seats, and a bot per player (each seeded "<game seed>/<player>"). */
function setUp(spec: RunSpec, index: number): { start: GameState; seats: Seat[]; bots: Record<PlayerId, Bot> } {
  const seed = gameSeed(spec.seed, index);
  const seats = seatsOf(seed, spec.rotate === true ? rotated(spec.bots, index) : spec.bots, spec.expansions ?? []);
  const variants: Partial<Record<RuleVariant, boolean>> = {};
  for (const v of spec.variants) variants[v] = true;
  const start = createGame({ seed, scenario: spec.scenario, players: seats.map((s) => ({ hero: s.hero })), variants, expansions: spec.expansions ?? [] });
  const bots: Record<PlayerId, Bot> = {};
  for (const s of seats) {
    const entry = BOTS[s.bot];
    if (entry === undefined) throw new Error(`There is no bot "${s.bot}"`);
    bots[s.player] = entry.make(`${seed}/${s.player}`);
  }
  return { start, seats, bots };
}

/** The record of a game played to `state` in `steps` actions. */
function recordOf(spec: RunSpec, index: number, seats: Seat[], state: GameState, steps: number): GameRecord {
  const r = state.result;
  return {
    game: index,
    seed: gameSeed(spec.seed, index),
    scenario: spec.scenario,
    seats,
    reason: r === null ? 'unfinished' : r.reason,
    why: r === null ? `stopped after ${steps} actions` : r.why,
    winners: r === null ? [] : r.winners.slice(),
    rounds: state.round,
    steps,
    standings: r === null ? [] : r.standings.slice(),
  };
}

/** A seat's generator, as playGame seeds it ("bots/<player>"): the transcript plays the game playOne plays. */
function seatRandom(randoms: Record<PlayerId, () => number>, player: PlayerId): () => number {
  return randoms[player] ?? (randoms[player] = randomSource(`bots/${player}`));
}

/** Plays game `index` of a run to its end. */
export function playOne(spec: RunSpec, index: number): GameRecord {
  const { start, seats, bots } = setUp(spec, index);
  const { state, actions } = playGame(start, bots, MAX_STEPS);
  return recordOf(spec, index, seats, state, actions.length);
}

/**
 * Plays game `index` of a run move by move, writing each action and what followed it as a player reads them: a
 * heading per round, then "Catherine moves to the Sawmill (F3)" and the events under it.
 */
export function playTranscript(spec: RunSpec, index: number, write: (line: string) => void): GameRecord {
  const { start, seats, bots } = setUp(spec, index);
  for (const s of seats) write(`${playerName(start, s.player)} is ${s.bot === 'random' ? 'a random' : `the ${s.bot}`} bot`);
  let state = start;
  let steps = 0;
  const randoms: Record<PlayerId, () => number> = {};
  while (state.pending !== null && steps < MAX_STEPS) {
    const player = state.pending.player;
    const action: Action = (bots[player] as Bot).decide(viewFor(state, player), legalActions(state), seatRandom(randoms, player));
    const said = describeAction(state, action);
    state = apply(state, action);
    steps++;
    write(`${said}.`);
    for (const e of state.log) {
      const text = describeEvent(e, state);
      // An event that says what the action line said (a hero's move) is not said twice.
      if (e.type === 'roundStarted') write(`\n${text}`);
      else if (text !== said) write(`    ${text}`);
    }
  }
  return recordOf(spec, index, seats, state, steps);
}
