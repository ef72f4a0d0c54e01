/**
 * Bots: players that pick one of the legal actions from what they are allowed to see (a PlayerView), through one
 * interface, `Bot.decide(view, legalActions, rng)` (docs/bots.md). `randomBot` plays uniformly at random; `townBot`
 * follows a simple builder's plan; `greedyBot` tries every action on its view and keeps the one whose outcome it scores
 * best; `ismctsBot` (src/ai/ismcts.ts) searches. Their randomness is never the game's: a bot made with a seed has its
 * own generator, one made without uses the generator its runner hands it.
 */
import type { Action, GameState, PlayerId } from '../model';
import type { GameConfig } from '../game/setup';
import type { PlayerView } from '../game/view';
import { viewFor } from '../game/view';
import { apply, createGame, legalActions } from '../game/game';
import { RESOURCE_DIE } from '../data/dice';
import { factionUnit, neutralUnit } from '../data/units';
import { cardOf } from '../kernel/ids';
import { randomSource, RNG_CARRY_MAX, type RngState } from '../kernel/rng';
import { levelOf } from '../hero/levels';
import { mapFields, pathTo, type MapField } from '../map/paths';
import { LOCATION_BY_ID } from '../content/registry';
import { objectiveFields } from './objective';
import { evaluate } from './evaluation';
import { outcomeScore } from './outcome';
import { ismctsBot } from './ismcts';

/** A generator of numbers in [0, 1): a bot's source of chance. */
export type Random = () => number;

/**
 * A player program: given what its player sees (`viewFor` of the game, never the game itself), the legal actions and
 * a generator, it picks one of the actions.
 *
 * @example
 * ```ts
 * import { createGame, legalActions, playGame, viewFor } from 'homm3bg-engine';
 *
 * // A bot that always takes the first action listed.
 * const firstBot = { name: 'first', decide: (view, actions, rng) => actions[0] };
 * const game = createGame({ players: 2, seed: 'doc' });
 * const seat = game.pending.player;
 * firstBot.decide(viewFor(game, seat), legalActions(game), Math.random).type === legalActions(game)[0].type; // → true
 * playGame(game, { p1: firstBot, p2: firstBot }, 50).actions.length; // → 50
 * ```
 */
export interface Bot {
  /** The bot's name, as the registry (BOTS) and the command line know it. */
  readonly name: string;
  /**
   * Picks one of `actions` (never empty; the game's `legalActions`) for the player `view` belongs to. `rng` is the
   * runner's generator for this seat; a bot made with a seed uses its own instead.
   */
  decide(view: PlayerView, actions: readonly Action[], rng: Random): Action;
}

/** The bot's own generator when it has a seed, else the runner's. */
const chance = (own: Random | null, rng: Random): Random => own ?? rng;

/**
 * A bot that picks uniformly at random among the legal actions; deterministic for a seed (its generator is its own,
 * not the game's; without a seed it uses its runner's).
 *
 * @example
 * ```ts
 * import { createGame, playGame, randomBot } from 'homm3bg-engine';
 *
 * const played = playGame(createGame({ players: 2, seed: 'doc' }), { p1: randomBot('a'), p2: randomBot('b') });
 * played.state.pending; // → null
 * ```
 */
export function randomBot(seed?: string): Bot {
  const own = seed === undefined ? null : randomSource(seed);
  return {
    name: 'random',
    decide: (_view, actions, rng) => actions[Math.floor(chance(own, rng)() * actions.length)] as Action,
  };
}

const BUILD_ORDER = ['bronzeDwelling', 'citadel', 'silverDwelling', 'cityHall', 'mageGuild', 'goldDwelling', 'special1', 'special2'];
const goldValue = (face: number) => {
  const r = RESOURCE_DIE[face] ?? {};
  return (r.gold ?? 0) + 2 * (r.buildingMaterials ?? 0) + 5 * (r.valuables ?? 0);
};

/**
 * A builder that explores: grows the town, recruits the strongest units it can afford, buys spells, draws full hands,
 * then walks its Main Hero to the nearest field worth a visit (fighting guards of about its level) and fights on.
 * Deterministic for a seed (without one it uses its runner's generator).
 */
export function townBot(seed?: string): Bot {
  const own = seed === undefined ? null : randomSource(seed);
  const first = (actions: readonly Action[], type: Action['type']) => actions.find((a) => a.type === type);
  return {
    name: 'town',
    decide(view, actions, rng) {
      const random = chance(own, rng);
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
      const dec = view.pending;
      switch (dec?.kind) {
        case 'refreshHand':
          return first(actions, 'draw') ?? (actions[0] as Action);
        case 'turn': {
          const builds = actions.filter((a): a is Extract<Action, { type: 'build' }> => a.type === 'build');
          if (builds.length > 0) {
            const rank = (a: { building: string }) => BUILD_ORDER.indexOf(a.building.slice(a.building.indexOf('.') + 1));
            return builds.reduce((best, a) => (rank(a) < rank(best) ? a : best));
          }
          // A free reinforcement (Crag Hack's Goblins) first: it costs nothing.
          return first(actions, 'reinforceUnit') ?? first(actions, 'drawNeutrals') ?? strongestRecruit(actions) ?? first(actions, 'buySpells') ?? first(actions, 'useMorale') ?? march(view, actions) ?? explore(view, actions) ?? { type: 'endTurn' };
        }
        case 'combatDeclared':
          return first(actions, 'pass') ?? (actions[0] as Action);
        case 'combatRoundEnd':
          return first(actions, 'extendCombat') ?? (actions[0] as Action);
        case 'recruiting':
        case 'neutralArmy': // Neutral Army: the strongest of the Neutral Unit cards drawn
          return strongestRecruit(actions) ?? { type: 'finishRecruiting' };
        case 'search':
          return first(actions, 'searchReveal') ?? first(actions, 'searchPick') ?? (actions[0] as Action);
        case 'choose':
          return actions.find((a) => a.type === 'choose' && a.option === 'gold') ?? first(actions, 'choose') ?? (actions[0] as Action);
        case 'keepResourceDie': {
          const keeps = actions.filter((a): a is Extract<Action, { type: 'keepDie' }> => a.type === 'keepDie');
          if (keeps.length === 0) return first(actions, 'keepDice') ?? (actions[0] as Action);
          return keeps.reduce((best, a) => (goldValue(dec.faces[a.index] ?? 0) > goldValue(dec.faces[best.index] ?? 0) ? a : best));
        }
        case 'beginningOfTurn':
          return first(actions, 'decline') ?? (actions[0] as Action);
        default: {
          // In combat it fights on: an attack when it has one, else a random action — never a retreat or a
          // surrender while it has another.
          const attacks = actions.filter((a) => a.type === 'attack');
          if (attacks.length > 0) return pick(attacks);
          const fight = actions.filter((a) => a.type !== 'retreat' && a.type !== 'surrender');
          return pick(fight.length > 0 ? fight : actions);
        }
      }
    },
  };
}

/**
 * A step of the Main Hero towards the nearest field worth a visit — an unvisited Visitable field, a mine, settlement or
 * town not its player's — whose guards its level can face (a Field Difficulty at most one above it) — after turning
 * over any face-down tile next to it.
 */
function explore(view: PlayerView, actions: readonly Action[]): Action | undefined {
  if (!actions.some((a) => a.type === 'moveHero' || a.type === 'discoverTile')) return undefined;
  const discover = first(actions, 'discoverTile');
  if (discover) return discover;
  const me = view.viewer;
  const level = levelOf((view.players.find((p) => p.id === me) as { experience: number }).experience);
  let best: Action[] | null = null;
  for (const f of mapFields(view)) {
    const worth = f.location !== null && !f.flags.includes(me) && (f.guarded ? f.guard <= level + 1 : true) &&
      ((LOCATION_BY_ID[f.location]?.category === 'visitable' && !f.visited) || LOCATION_BY_ID[f.location]?.category === 'flaggable');
    if (!worth) continue;
    const path = pathTo(view, me, 'main', f.id);
    if (path && path.length > 0 && (best === null || path.length < best.length)) best = path;
  }
  const step = best?.[0];
  if (step && actions.some((a) => a.type === 'moveHero' && step.type === 'moveHero' && a.hero === step.hero && a.field === step.field)) return step;
  return undefined;
}

const first = (actions: readonly Action[], type: Action['type']) => actions.find((a) => a.type === type);

const hexDistance = (a: { q: number; r: number }, b: { q: number; r: number }) => (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;

/** A route to the field beside a face-down tile that lies nearest to one of the goals. */
function towardsUnknown(view: PlayerView, goals: readonly MapField[]): Action[] | null {
  const fields = mapFields(view);
  const hidden = fields.filter((f) => f.tileName === null);
  let best: { path: Action[]; distance: number } | null = null;
  for (const f of fields) {
    if (f.tileName === null || f.guarded || !hidden.some((h) => hexDistance(h, f) === 1)) continue;
    const distance = Math.min(...goals.map((g) => hexDistance(g, f)));
    if (best !== null && distance >= best.distance) continue;
    const path = pathTo(view, view.viewer, 'main', f.id);
    if (path && path.length > 0) best = { path, distance };
  }
  return best?.path ?? null;
}

/**
 * Once the army is ready — four units, or the scenario past its first third — a step of the Main Hero towards the nearest
 * field the scenario's victory asks for (src/ai/objective.ts); with face-down tiles in the way, towards the field
 * nearest to it beside one, to turn that tile over.
 */
function march(view: PlayerView, actions: readonly Action[]): Action | undefined {
  if (!actions.some((a) => a.type === 'moveHero' || a.type === 'discoverTile')) return undefined;
  const me = view.players.find((p) => p.id === view.viewer) as { units: readonly unknown[] };
  if (me.units.length < 4 && view.round <= view.config.scenario.rounds / 3) return undefined;
  const goals = objectiveFields(view);
  if (goals.length === 0) return undefined;
  let best: Action[] | null = null;
  for (const f of goals) {
    const path = pathTo(view, view.viewer, 'main', f.id);
    if (path && path.length > 0 && (best === null || path.length < best.length)) best = path;
  }
  if (best === null) {
    const discover = first(actions, 'discoverTile');
    if (discover) return discover;
    best = towardsUnknown(view, goals);
  }
  const step = best?.[0];
  if (step && actions.some((a) => a.type === 'moveHero' && step.type === 'moveHero' && a.hero === step.hero && a.field === step.field)) return step;
  return undefined;
}

function strongestRecruit(actions: readonly Action[]): Action | undefined {
  const recruits = actions.filter((a): a is Extract<Action, { type: 'recruit' | 'reinforce' }> => a.type === 'recruit' || a.type === 'reinforce');
  if (recruits.length === 0) return undefined;
  const cost = (a: { type: string; unit: string }) => {
    const neutral = a.unit.includes('#'); // a Neutral Unit card drawn (Neutral Army), recruited at its printed cost
    const u = neutral ? null : factionUnit(a.unit);
    const c = u === null ? neutralUnit(cardOf(a.unit)).recruitCost : a.type === 'recruit' ? u.recruitCost : u.reinforceCost;
    return c.gold + 5 * c.valuables;
  };
  return recruits.reduce((best, a) => (cost(a) > cost(best) ? a : best));
}

/**
 * A one-ply bot: it applies each legal action to its own view (hidden cards stay hidden; dice fall by its own
 * generator), passes the windows that follow (the other players' decisions, its own card windows), answers its own
 * follow-up choice (an option, a die to keep, a unit to reinforce) at its best, scores the position it reaches with
 * `evaluate` (src/ai/evaluation.ts: the game's end, Victory Points, units' strength, resources and income, buildings,
 * experience, cards, morale, the combat board, the way to the next field worth a visit) and takes the best. An action
 * its view cannot play through (it would reveal a hidden card) scores as the position before it; ties go to the
 * action listed first. Deterministic for a seed (its dice; without one it rolls with its runner's generator).
 *
 * @example
 * ```ts
 * import { createGame, greedyBot, playGame, randomBot } from 'homm3bg-engine';
 *
 * const played = playGame(createGame({ players: 2, seed: 'doc' }), { p1: greedyBot('a'), p2: randomBot('b') });
 * played.state.result !== null; // → true
 * ```
 */
export function greedyBot(seed?: string): Bot {
  const own = seed === undefined ? null : randomSource(seed);
  return {
    name: 'greedy',
    decide(view, actions, rng) {
      if (actions.length === 1) return actions[0] as Action;
      const random = chance(own, rng);
      const me = view.viewer;
      // Every action is tried with the same dice (common random numbers): the comparison is fair.
      const dice: RngState = [Math.floor(random() * RNG_CARRY_MAX), random(), random(), random()];
      const probe: PlayerView = { ...view, rng: dice };
      const before = evaluate(view, me);
      let best = -Infinity;
      let choice = actions[0] as Action;
      for (const a of actions) {
        // An offer to an ally is worth what the ally answers, which the view cannot play through: not made.
        if (a.type === 'offerResources' || a.type === 'offerCard') continue;
        const score = outcomeScore(probe, a, me, before, 2);
        // Ties go to the action listed first (ending the turn before a pointless step).
        if (score > best) {
          best = score;
          choice = a;
        }
      }
      return choice;
    },
  };
}


/** A bot in the registry: what it does, in a line, and how to make one from a seed. */
export interface BotEntry {
  /** What it does, in a line. */
  about: string;
  /** A bot of this kind, deterministic for the seed. */
  make(seed: string): Bot;
}

/**
 * The bots by name: what a command line or a config names.
 *
 * @example
 * ```ts
 * import { BOTS } from 'homm3bg-engine';
 *
 * Object.keys(BOTS); // → ['random', 'town', 'greedy', 'ismcts']
 * BOTS.greedy.make('seed').name; // → 'greedy'
 * ```
 */
export const BOTS: Readonly<Record<string, BotEntry>> = {
  random: { about: 'picks any legal action at random', make: randomBot },
  town: { about: 'builds its town, recruits the strongest units it can, and explores', make: townBot },
  greedy: { about: 'tries every action on its view and keeps the one it scores best', make: greedyBot },
  ismcts: { about: 'searches with Information-Set MCTS over states dealt from its view (100 iterations a decision)', make: (seed) => ismctsBot({ seed }) },
};

/** A game played to its end by bots: the final state and every action taken, in order (a replay). */
export interface PlayedGame {
  /** The game where it stopped: ended (its `result` set), or after `maxSteps` actions. */
  state: GameState;
  /** Every action taken, in order. */
  actions: Action[];
}

/**
 * Plays a game — a config to set up, or a game under way — to its end (or `maxSteps` actions) with one bot per player.
 * Each bot is handed only its player's view (`viewFor`), never the game, and its seat's generator, seeded
 * "`seed`/player".
 *
 * @example
 * ```ts
 * import { greedyBot, playGame, randomBot } from 'homm3bg-engine';
 *
 * const played = playGame({ players: 2, seed: 'doc' }, { p1: greedyBot(), p2: randomBot() });
 * played.state.result !== null; // → true
 * ```
 */
export function playGame(start: GameState | GameConfig, bots: Record<PlayerId, Bot>, maxSteps = 100_000, seed = 'bots'): PlayedGame {
  let state = 'phase' in start ? start : createGame(start);
  const randoms: Record<PlayerId, Random> = {};
  const actions: Action[] = [];
  while (state.pending && actions.length < maxSteps) {
    const player = state.pending.player;
    const bot = bots[player];
    if (!bot) throw new Error(`No bot plays ${player}`);
    const rng = randoms[player] ?? (randoms[player] = randomSource(`${seed}/${player}`));
    const action = bot.decide(viewFor(state, player), legalActions(state), rng);
    state = apply(state, action);
    actions.push(action);
  }
  return { state, actions };
}
