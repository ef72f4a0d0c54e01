/**
 * An Information-Set Monte Carlo Tree Search bot (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012). It sees
 * only its player's view. Each iteration deals one full state consistent with the view (`determinizer`), walks the
 * tree of action sequences from the decision at hand — at each choice, among the actions that state allows, the child
 * with the best upper confidence bound, counted against how often it was available — adds one new node, plays on at
 * random for `playout` decisions (none by default: random play scored worse than none, docs/bots.md), never past the
 * horizon or the end of the combat under way, and scores the position reached with `searchEvaluate` (the greedy
 * bot's evaluation with the scenario's end in view, src/ai/endgame.ts) for each player who chose on the way.
 * Decisions with one action (the windows every player passes) are played through without a node. The root's actions
 * start with the greedy bot's one-ply look, scored the same way, as a prior (`prior` visits' worth): the search
 * refines the greedy choice and overturns it on evidence. The action taken is the most visited at the root.
 */
import type { Action, GameState, PlayerId } from '../model';
import type { PlayerView } from '../game/view';
import { apply, legalActions } from '../game/game';
import { randomSource, RNG_CARRY_MAX, type RngState } from '../kernel/rng';
import { searchEvaluate } from './endgame';
import { outcomeScore, type Evaluation } from './outcome';
import { determinizer } from './determinize';
import type { Bot, Random } from './bots';

/** How an ISMCTS bot searches: its budgets and its seed. */
export interface IsmctsOptions {
  /** Iterations per decision (default 100 when no `timeMs` is given). With no `timeMs`, the bot is deterministic for its seed. */
  iterations?: number;
  /** Milliseconds per decision; with `iterations` too, whichever runs out first. */
  timeMs?: number;
  /** The bot's own generator's seed; without one it uses the generator its runner hands it. */
  seed?: string;
  /** Decisions (of more than one action) an iteration looks ahead at most, tree and playout together (default 6). */
  horizon?: number;
  /** The exploration constant of the upper confidence bound (default 0.7). */
  exploration?: number;
  /** Decisions played at random after the node an iteration adds (default 0: the new node's position is scored). */
  playout?: number;
  /** Visits' worth of the greedy one-ply score each root action starts with (default 16; 0: no prior). */
  prior?: number;
  /** The score of a position the search maximises (default `searchEvaluate`: the greedy bot's with the scenario's end in view). */
  evaluation?: Evaluation;
}

/** One action out of a node: its statistics, seen from the player who chose it. */
interface Edge {
  action: Action;
  visits: number;
  /** The sum of the rewards the iterations through it brought its chooser, each in [-1, 1]. */
  reward: number;
  /** How many iterations it was among the actions they could choose. */
  available: number;
  next: SearchNode | null;
}

/** A node of the tree: the actions tried from the decision it stands for, by key. */
interface SearchNode {
  edges: Map<string, Edge>;
}

/** Evaluation points that make a reward of tanh(1) ≈ 0.76: about the worth of a good unit or a building. */
const SCALE = 150;
/** Forced steps (one legal action) an iteration plays through at most: a guard against a long run of windows. */
const MAX_FORCED = 60;

/** An action's key in a node: its fields in their order. */
const keyOf = (a: Action): string => JSON.stringify(a);

/** The search of one decision: the view's dealer, the budgets, the baseline scores. */
interface Search {
  deal: (random: Random) => GameState;
  allowed: ReadonlySet<string>;
  horizon: number;
  playout: number;
  exploration: number;
  inCombat: boolean;
  baseline: Map<PlayerId, number>;
  score: Evaluation;
  random: Random;
}

/** Whether a playout stops here: the game over, or the combat the decision was taken in over. */
const settled = (s: GameState, search: Search): boolean => s.pending === null || (search.inCombat && s.combat === null);

/** The reward of the position for `player`: the change of their evaluation since the decision, squashed into [-1, 1]. */
function rewardFor(s: GameState, player: PlayerId, search: Search, cache: Map<PlayerId, number>): number {
  let r = cache.get(player);
  if (r === undefined) {
    r = Math.tanh((search.score(s, player) - (search.baseline.get(player) ?? 0)) / SCALE);
    cache.set(player, r);
  }
  return r;
}

/** The edge to follow among the available ones: an untried action at random, else the best upper confidence bound. */
function select(node: SearchNode, actions: readonly Action[], keys: readonly string[], search: Search): Edge {
  const untried: number[] = [];
  for (let i = 0; i < actions.length; i++) {
    const e = node.edges.get(keys[i] as string);
    if (e === undefined) untried.push(i);
    else e.available++;
  }
  if (untried.length > 0) {
    const i = untried[Math.floor(search.random() * untried.length)] as number;
    const edge: Edge = { action: actions[i] as Action, visits: 0, reward: 0, available: 1, next: null };
    node.edges.set(keys[i] as string, edge);
    return edge;
  }
  let best: Edge | null = null;
  let bestScore = -Infinity;
  for (const k of keys) {
    const e = node.edges.get(k) as Edge;
    const score = e.reward / e.visits + search.exploration * Math.sqrt(Math.log(e.available) / e.visits);
    if (score > bestScore) {
      bestScore = score;
      best = e;
    }
  }
  return best as Edge;
}

/** One iteration: deal, descend (adding one node), play out at random, back the rewards up. */
function iterate(root: SearchNode, search: Search): void {
  let s = search.deal(search.random);
  const path: Array<{ edge: Edge; player: PlayerId }> = [];
  let node: SearchNode | null = root;
  let decisions = 0;
  let forced = 0;
  let playout = 0;
  while (!settled(s, search) && decisions < search.horizon && forced < MAX_FORCED) {
    let actions = legalActions(s);
    if (actions.length === 1) {
      s = apply(s, actions[0] as Action);
      forced++;
      continue;
    }
    if (node === root) actions = actions.filter((a) => search.allowed.has(keyOf(a)));
    if (actions.length === 0) return; // this deal allows none of the real choices: no information
    const player = (s.pending as { player: PlayerId }).player;
    if (node === null) {
      if (playout++ >= search.playout) break;
      s = apply(s, actions[Math.floor(search.random() * actions.length)] as Action);
    } else {
      const edge = select(node, actions, actions.map(keyOf), search);
      path.push({ edge, player });
      const fresh = edge.next === null && edge.visits === 0;
      if (edge.next === null) edge.next = { edges: new Map() };
      node = fresh ? null : edge.next;
      s = apply(s, edge.action);
    }
    decisions++;
  }
  const cache = new Map<PlayerId, number>();
  for (const { edge, player } of path) {
    edge.visits++;
    edge.reward += rewardFor(s, player, search, cache);
  }
}

/** The root's most visited action (ties: the best average reward, then the first listed). */
function mostVisited(root: SearchNode, actions: readonly Action[]): Action {
  let best = actions[0] as Action;
  let visits = -1;
  let mean = -Infinity;
  for (const a of actions) {
    const e = root.edges.get(keyOf(a));
    if (e === undefined) continue;
    const m = e.visits === 0 ? -Infinity : e.reward / e.visits;
    if (e.visits > visits || (e.visits === visits && m > mean)) {
      best = a;
      visits = e.visits;
      mean = m;
    }
  }
  return best;
}

/**
 * The root, each action starting with the greedy bot's score of it (played once on the view, every action with the
 * same dice) as `weight` visits of that reward.
 */
function rootWithPrior(view: PlayerView, actions: readonly Action[], search: Search, weight: number): SearchNode {
  const root: SearchNode = { edges: new Map() };
  if (weight <= 0) return root;
  const random = search.random;
  const before = search.baseline.get(view.viewer) ?? 0;
  const dice: RngState = [Math.floor(random() * RNG_CARRY_MAX), random(), random(), random()];
  const probe: GameState = { ...view, rng: dice };
  for (const a of actions) {
    // An offer to an ally is worth what the ally answers, which the view cannot play through: no prior.
    if (a.type === 'offerResources' || a.type === 'offerCard') continue;
    const reward = Math.tanh((outcomeScore(probe, a, view.viewer, before, 2, search.score) - before) / SCALE);
    root.edges.set(keyOf(a), { action: a, visits: weight, reward: weight * reward, available: weight, next: null });
  }
  return root;
}

/**
 * Searches one decision: `iterations` iterations (or until `timeMs` runs out) from the view, and the root's most
 * visited action. Exported for the benchmark (scripts/bench.mjs), which counts iterations per second.
 */
export function ismctsSearch(view: PlayerView, actions: readonly Action[], random: Random, options: IsmctsOptions): { action: Action; iterations: number } {
  const score = options.evaluation ?? searchEvaluate;
  const baseline = new Map<PlayerId, number>();
  for (const p of view.players) baseline.set(p.id, score(view, p.id));
  const search: Search = {
    deal: determinizer(view),
    allowed: new Set(actions.map(keyOf)),
    horizon: options.horizon ?? 6,
    playout: options.playout ?? 0,
    exploration: options.exploration ?? 0.7,
    inCombat: view.combat !== null,
    baseline,
    score,
    random,
  };
  const root = rootWithPrior(view, actions, search, options.prior ?? 16);
  const budget = options.iterations ?? (options.timeMs === undefined ? 100 : Infinity);
  const deadline = options.timeMs === undefined ? Infinity : Date.now() + options.timeMs;
  let n = 0;
  while (n < budget && (deadline === Infinity || Date.now() < deadline)) {
    iterate(root, search);
    n++;
  }
  return { action: mostVisited(root, actions), iterations: n };
}

/**
 * A bot that searches with Information-Set MCTS (see the module's comment). It sees only its view: the hidden cards
 * and tiles are dealt anew each iteration by `determinizer`. With an iteration budget and a seed it is deterministic.
 *
 * @example
 * ```ts
 * import { greedyBot, ismctsBot, playGame } from 'homm3bg-engine';
 *
 * const played = playGame({ players: 2, seed: 'doc' }, { p1: ismctsBot({ iterations: 20, seed: 'a' }), p2: greedyBot('b') }, 60);
 * played.actions.length; // → 60
 * ```
 */
export function ismctsBot(options: IsmctsOptions = {}): Bot {
  const own = options.seed === undefined ? null : randomSource(options.seed);
  return {
    name: 'ismcts',
    decide(view, actions, rng) {
      if (actions.length === 1) return actions[0] as Action;
      return ismctsSearch(view, actions, own ?? rng, options).action;
    },
  };
}
