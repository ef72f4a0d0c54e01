// What every part of the fuzzer shares: the engine (the built dist/), a seeded source per case, random games and
// combats drawn from the core box and the registered expansion boxes, the random player, and random legal play checked after every step.
import seedrandom from 'seedrandom';
import * as lib from '../../dist/index.js';

export { lib };
const { createGame, createCombat, legalActions, apply, findInvariantViolations, ConfigError, SCENARIOS, RULE_VARIANTS } = lib;
const { FACTION_UNITS_BY_FACTION, BUILDINGS, REGISTERED_EXPANSIONS, contentInPlay, cardPlays } = lib;

/** A problem the fuzzer found: what it saw, and how far into the case. */
export class Finding extends Error {
  constructor(message, where = '', state = null) {
    super(where === '' ? message : `${where}: ${message}`);
    this.name = 'Finding';
    /** The state (or save) where it was found, as JSON text, for --case to write to a file. */
    this.state = state;
  }
}

/** The seeded source of one case: the same run seed, mode and case number always draw the same numbers. */
export const caseRandom = (seed, mode, index) => seedrandom.alea(`fuzz/${seed}/${mode}/${index}`);

export const pick = (xs, random) => xs[Math.floor(random() * xs.length)];
/** A whole number from lo to hi, both included. */
export const int = (random, lo, hi) => lo + Math.floor(random() * (hi - lo + 1));
export const chance = (random, p) => random() < p;

/** An error for a report: its name, message and the first line of its stack inside the engine (or else the first). */
export function shownError(e) {
  if (!(e instanceof Error)) return `threw a non-error: ${String(e)}`;
  const lines = (e.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const at = lines.find((line) => line.includes('/dist/')) ?? lines[0] ?? '';
  return `${e.name}: ${e.message.slice(0, 300)}${at === '' ? '' : ` (${at.trim()})`}`;
}

/** An action or value for a report: JSON where it can be, short. */
export function shown(value) {
  let text;
  try {
    text = JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `${v}n` : typeof v === 'number' && !Number.isFinite(v) ? String(v) : v));
  } catch {
    text = `(${typeof value}, not JSON: circular)`;
  }
  if (text === undefined) text = String(value);
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text;
}

/** Freezes an object and everything in it, so a write to it throws (ESM code is strict). */
export function deepFreeze(value) {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

// ---- Random games and combats ------------------------------------------------------------------------------------

const DIFFICULTIES = ['easy', 'normal', 'hard', 'impossible'];

/** What a case may draw from the boxes in play: heroes, the deck cards a hand may hold, Unit covers, neutral units. */
function boxContent(boxes) {
  const c = contentInPlay(['core', ...boxes]);
  const cardIds = c.cards.map((x) => x.def.id);
  return { boxes, heroes: c.heroes, cardIds, covers: cardIds.filter((id) => cardPlays(id).some((p) => p.covers)), neutralUnits: c.neutralUnits.map((x) => x.def) };
}
const CORE_ONLY = boxContent([]);

/** One case in three plays with a random set of the registered expansion boxes (each in with even odds), else the core box alone. */
function boxesOf(random) {
  if (REGISTERED_EXPANSIONS.length === 0 || !chance(random, 1 / 3)) return CORE_ONLY;
  const boxes = REGISTERED_EXPANSIONS.filter(() => chance(random, 0.5));
  return boxes.length === 0 ? boxContent([pick(REGISTERED_EXPANSIONS, random)]) : boxContent(boxes);
}

/** Heroes of different factions, in random order. */
function heroesOf(count, random, content) {
  const out = [];
  while (out.length < count) {
    const h = pick(content.heroes, random);
    if (!out.some((x) => x.faction === h.faction)) out.push(h);
  }
  return out;
}

/** Two heroes of the same faction. */
function mirrorHeroes(random, content) {
  const ha = pick(content.heroes, random);
  return [ha, pick(content.heroes.filter((h) => h.faction === ha.faction), random)];
}

/** Scripted dice for a few games: the first throws come from the config, the rest from the generator. */
function scriptedDice(random) {
  const n = int(random, 1, 30);
  return {
    attack: Array.from({ length: n }, () => int(random, -1, 1)),
    resource: Array.from({ length: n }, () => int(random, 1, 6)),
    treasure: Array.from({ length: n }, () => int(random, 1, 6)),
  };
}

/** A random game config: every core scenario, 2–3 players, every difficulty, heroes named or chosen at setup, rule variants. */
export function gameConfig(random, label) {
  const sc = pick(SCENARIOS, random);
  const content = boxesOf(random);
  const n = int(random, sc.players.min, Math.min(sc.players.max, 3));
  const heroes = heroesOf(n, random, content);
  const players = chance(random, 0.15) ? n : heroes.map((h) => (chance(random, 0.35) ? {} : { hero: h.id }));
  const config = { players, scenario: sc.id, difficulty: pick(DIFFICULTIES, random), seed: `${label}-${int(random, 0, 1e9).toString(36)}` };
  if (content.boxes.length > 0) config.expansions = content.boxes;
  const log = random();
  if (log < 0.25) config.logLimit = int(random, 1, 60);
  else if (log < 0.3) config.logLimit = int(random, 500, 3000);
  if (chance(random, 0.1)) config.dice = scriptedDice(random);
  // The rule variants (p. 56–59) and the Astrologers rows: some games play with a random mix of them.
  if (chance(random, 0.4)) {
    config.variants = {};
    for (const v of RULE_VARIANTS) if (chance(random, 0.3)) config.variants[v.key] = true;
  }
  if (chance(random, 0.1)) config.astrologers = pick(['everyRound', 'none'], random);
  return config;
}

/** A random army of a hero's: units of its faction (and neutrals), level, cards, and the extras a combat may start with. */
function army(hero, random, neutralsTaken, content) {
  const units = [];
  for (let k = int(random, 1, 5); k > 0; k--) {
    const neutral = chance(random, 0.15);
    const unit = neutral ? pick(content.neutralUnits, random).id : pick(FACTION_UNITS_BY_FACTION[hero.faction], random).id;
    if (units.some((u) => u.unit === unit) || (neutral && neutralsTaken.has(unit))) continue;
    if (neutral) neutralsTaken.add(unit);
    const u = { unit, side: chance(random, 0.5) ? 'pack' : 'few' };
    if (!neutral && chance(random, 0.05)) u.covers = [pick(content.covers, random)];
    if (chance(random, 0.05)) u.damage = int(random, 0, 3);
    units.push(u);
  }
  const a = {
    hero: hero.id,
    level: int(random, 1, 7),
    units,
    hand: Array.from({ length: int(random, 0, 7) }, () => pick(content.cardIds, random)),
  };
  if (chance(random, 0.3)) a.deck = Array.from({ length: int(random, 1, 6) }, () => pick(content.cardIds, random));
  if (chance(random, 0.2)) a.morale = chance(random, 0.6) ? 'positive' : 'negative';
  if (chance(random, 0.2)) a.movementPoints = int(random, 0, 4);
  if (chance(random, 0.2)) a.gold = int(random, 0, 30);
  if (chance(random, 0.2)) a.buildings = BUILDINGS.filter((b) => b.faction === hero.faction && chance(random, 0.4)).map((b) => b.id);
  if (chance(random, 0.1)) a.secondaryHero = true;
  return a;
}

/**
 * A random stand-alone combat: two heroes' armies (sometimes in a town, with or without walls, sometimes an AI
 * defender) or a hero against neutral guards drawn by field level or named, placed by the opponent or the AI.
 */
export function combatConfig(random, label) {
  // Now and then a mirror match: two heroes of one faction, whose armies may hold the same unit cards.
  const content = boxesOf(random);
  const [ha, hb] = chance(random, 0.1) ? mirrorHeroes(random, content) : heroesOf(2, random, content);
  const taken = new Set();
  const config = { seed: `${label}-${int(random, 0, 1e9).toString(36)}`, attacker: army(ha, random, taken, content) };
  if (content.boxes.length > 0) config.expansions = content.boxes;
  if (chance(random, 0.3)) {
    const guards = { fieldLevel: int(random, 1, 7), difficulty: pick(DIFFICULTIES, random), control: chance(random, 0.5) ? 'ai' : 'opponent' };
    if (chance(random, 0.25)) guards.neutrals = content.neutralUnits.filter((u) => !taken.has(u.id) && chance(random, 0.06)).slice(0, 4).map((u) => ({ unit: u.id }));
    if (guards.neutrals?.length === 0) delete guards.neutrals;
    config.defender = guards;
  } else {
    config.defender = army(hb, random, taken, content);
    if (chance(random, 0.15)) config.defender.ai = true;
    if (chance(random, 0.2)) config.town = { walls: chance(random, 0.6) };
  }
  if (chance(random, 0.1)) config.timeLimited = chance(random, 0.5);
  if (chance(random, 0.2)) config.logLimit = int(random, 1, 80);
  if (chance(random, 0.05)) config.dice = { attack: scriptedDice(random).attack };
  return config;
}

/**
 * A random game (kind "game") or combat ("combat"): its config, first state and how to rebuild it from the config.
 * A combat config the sandbox refuses with a ConfigError is drawn again; any other error is a finding.
 */
export function startCase(kind, random, label) {
  for (let tries = 0; ; tries++) {
    const config = kind === 'game' ? gameConfig(random, label) : combatConfig(random, label);
    const create = kind === 'game' ? createGame : createCombat;
    try {
      return { kind, config, state: create(config), create, rejectedConfigs: tries };
    } catch (e) {
      if (e instanceof ConfigError && tries < 50) continue;
      throw new Finding(`${kind === 'game' ? 'createGame' : 'createCombat'}(${shown(config)}) threw ${shownError(e)}`);
    }
  }
}

// ---- Random legal play --------------------------------------------------------------------------------------------

/**
 * Steps of random play after which a case stops: a game that has not ended by then is reported (random games end
 * within about 1,500); a combat is left as it is (one between two players has no round limit: it may go on).
 */
export const CAP = { game: 8000, combat: 3000 };

const LEAVING = new Set(['endTurn', 'surrender', 'retreat']);

/** Random legal play that mostly does something rather than ending the turn or leaving a combat. */
export function choose(listed, random) {
  if (random() < 0.85) {
    let busy = 0;
    for (const a of listed) if (!LEAVING.has(a.type)) busy++;
    if (busy > 0) {
      let k = Math.floor(random() * busy);
      for (const a of listed) if (!LEAVING.has(a.type) && k-- === 0) return a;
    }
  }
  return pick(listed, random);
}

/** A short description of where a walk is, for a report. */
export const whereIs = (s, step) => `step ${step} (${s.pending ? `${s.pending.kind} of ${s.pending.player}` : 'game over'}, round ${s.round})`;

/**
 * Lists the actions of `s`: a state that waits for a decision lists at least one action, and listing never throws.
 */
export function listed(s, step) {
  let acts;
  try {
    acts = legalActions(s);
  } catch (e) {
    throw new Finding(`legalActions threw ${shownError(e)}`, whereIs(s, step), JSON.stringify(s));
  }
  if (s.pending && acts.length === 0) throw new Finding('the game waits for a decision but no action is listed', whereIs(s, step), JSON.stringify(s));
  return acts;
}

/** Applies a listed action: it must apply. */
export function applyListed(s, action, step) {
  try {
    return apply(s, action);
  } catch (e) {
    throw new Finding(`the listed action ${shown(action)} threw ${shownError(e)}`, whereIs(s, step), JSON.stringify(s));
  }
}

/** Every invariant holds after a step. */
export function checkInvariants(s, action, step) {
  let problems;
  try {
    problems = findInvariantViolations(s);
  } catch (e) {
    throw new Finding(`findInvariantViolations threw ${shownError(e)}`, whereIs(s, step), JSON.stringify(s));
  }
  if (problems.length > 0) throw new Finding(`after ${shown(action)}: ${problems.slice(0, 3).join('; ')}`, whereIs(s, step), JSON.stringify(s));
}

/**
 * Random legal play from `start` to the end of the game or `cap` steps, checking every invariant after every step.
 * Hooks: `before(s, step)` runs before the listing (it returns true to have the chosen action frozen too);
 * `after(before, listing, action, after, step)` runs after each step. Counts each step in `figures.steps` as it
 * goes (a case that fails half-way counts its steps). Returns the last state, the actions taken and the steps played.
 */
export function walk(start, random, cap, figures, hooks = {}) {
  let s = start;
  const actions = [];
  let step = 0;
  while (s.pending && step < cap) {
    const frozen = hooks.before ? hooks.before(s, step) : false;
    const acts = listed(s, step);
    const action = choose(acts, random);
    if (frozen) deepFreeze(action);
    const next = applyListed(s, action, step);
    checkInvariants(next, action, step);
    actions.push(action);
    figures.steps++;
    if (hooks.after) hooks.after(s, acts, action, next, step);
    s = next;
    step++;
  }
  return { state: s, actions, steps: step };
}
