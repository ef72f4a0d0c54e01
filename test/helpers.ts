/**
 * Test helpers. Every helper that changes a state returns a modified deep copy: a state returned by the
 * engine is never mutated. Games are driven with the public API (createGame / legalActions / apply).
 */
import { expect } from 'vitest';
import {
  apply,
  findInvariantViolations,
  randomBot,
  townBot,
  type Bot,
  cards,
  createCombat,
  createGame,
  FACTION_UNITS_BY_FACTION,
  InvalidStateError,
  loadState,
  NEUTRAL_UNITS,
  currentDecision,
  legalActions,
  IllegalActionError,
  viewFor,
  type Action,
  type CardId,
  type Decision,
  type GameConfig,
  type GameState,
  type PlayerId,
  type PlayerState,
  type SharedDeckName,
} from '../src';
import { contentInPlay } from '../src/content/boxes';
import type { BuildingRole, Expansion, MapState, MapTile, Resources, ScenarioDef } from '../src/model';
import { randomSource } from '../src/kernel/rng';
import { TILES } from '../src/content/registry';
import { geometryOf } from '../src/map/geometry';
import type { Effect } from '../src/model';
import type { IllegalActionCode } from '../src/kernel/errors';
import { Draft } from '../src/kernel/draft';
import { advance } from '../src/game/flow';
import { HIDDEN } from '../src/game/view';
import { pushFrame } from '../src/effects/run';

/** A JSON deep copy (the state is plain JSON data). */
export function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

/** A deep copy changed by `fn`. */
export function modify(state: GameState, fn: (s: GameState) => void): GameState {
  const copy = clone(state);
  fn(copy);
  return copy;
}

export function player(state: GameState, id: PlayerId = 'p1'): PlayerState {
  const p = state.players.find((x) => x.id === id);
  if (!p) throw new Error(`no player ${id}`);
  return p;
}

/** A deep copy with one player changed by `fn`. */
export function withPlayer(state: GameState, id: PlayerId, fn: (p: PlayerState, s: GameState) => void): GameState {
  return modify(state, (s) => fn(player(s, id), s));
}

export function setResources(state: GameState, id: PlayerId, r: Partial<Resources>): GameState {
  return withPlayer(state, id, (p) => {
    p.resources = { gold: r.gold ?? 0, buildingMaterials: r.buildingMaterials ?? 0, valuables: r.valuables ?? 0 };
  });
}

export function giveResources(state: GameState, id: PlayerId, r: Partial<Resources>): GameState {
  return withPlayer(state, id, (p) => {
    p.resources.gold += r.gold ?? 0;
    p.resources.buildingMaterials += r.buildingMaterials ?? 0;
    p.resources.valuables += r.valuables ?? 0;
  });
}

/** Plenty of everything. */
export function rich(state: GameState, id: PlayerId = 'p1'): GameState {
  return setResources(state, id, { gold: 200, buildingMaterials: 100, valuables: 50 });
}

export function setExperience(state: GameState, id: PlayerId, xp: number): GameState {
  return withPlayer(state, id, (p) => {
    p.experience = xp;
  });
}

/** Replaces the town's buildings with these roles. */
export function setBuildings(state: GameState, id: PlayerId, roles: BuildingRole[]): GameState {
  return withPlayer(state, id, (p) => {
    p.buildings = roles.map((r) => `${p.faction}.${r}`);
  });
}

export function addBuildings(state: GameState, id: PlayerId, roles: BuildingRole[]): GameState {
  return withPlayer(state, id, (p) => {
    for (const r of roles) if (!p.buildings.includes(`${p.faction}.${r}`)) p.buildings.push(`${p.faction}.${r}`);
  });
}

export function setMorale(state: GameState, id: PlayerId, m: { positive?: boolean; negative?: boolean }): GameState {
  return withPlayer(state, id, (p) => {
    p.morale = { positive: m.positive ?? false, negative: m.negative ?? false, discardHandAtTurnEnd: false };
  });
}

/** Every card instance in the game with the zone it is in. */
export function cardZones(state: GameState): Array<[CardId, string]> {
  const out: Array<[CardId, string]> = [];
  for (const p of state.players) {
    for (const zone of ['deck', 'hand', 'discard', 'removed', 'setAside'] as const) {
      for (const c of p[zone]) out.push([c, `${p.id}.${zone}`]);
    }
    if (p.permanent) out.push([p.permanent, `${p.id}.permanent`]);
    for (const u of p.units) for (const c of u.covers ?? []) out.push([c, `${p.id}.units.${u.unit}`]);
  }
  for (const name of ['ability', 'artifact', 'spell'] as const) {
    for (const c of state.decks[name].deck) out.push([c, `${name}.deck`]);
    for (const c of state.decks[name].discard) out.push([c, `${name}.discard`]);
  }
  for (const [kind, cards] of Object.entries(state.statisticSupply)) for (const c of cards) out.push([c, `supply.${kind}`]);
  for (const c of state.revealed) out.push([c, 'revealed']);
  return out;
}

export function allCards(state: GameState): CardId[] {
  return cardZones(state).map(([c]) => c);
}

/** Takes a card instance out of whatever zone holds it (mutates `s`, which must be a copy). */
function extract(s: GameState, card: CardId): void {
  for (const p of s.players) {
    for (const zone of ['deck', 'hand', 'discard', 'removed', 'setAside'] as const) {
      const i = p[zone].indexOf(card);
      if (i >= 0) {
        p[zone].splice(i, 1);
        return;
      }
    }
    if (p.permanent === card) {
      p.permanent = null;
      return;
    }
  }
  for (const name of ['ability', 'artifact', 'spell'] as const) {
    for (const pile of [s.decks[name].deck, s.decks[name].discard]) {
      const i = pile.indexOf(card);
      if (i >= 0) {
        pile.splice(i, 1);
        return;
      }
    }
  }
  for (const pile of Object.values(s.statisticSupply)) {
    const i = pile.indexOf(card);
    if (i >= 0) {
      pile.splice(i, 1);
      return;
    }
  }
  throw new Error(`card ${card} is nowhere in the game`);
}

type PlayerZone = 'deck' | 'hand' | 'discard';

/** Moves chosen card instances into a player's zone (for a deck or discard pile, onto the top: last = top). */
export function moveCards(state: GameState, id: PlayerId, zone: PlayerZone, cards: CardId[]): GameState {
  return modify(state, (s) => {
    for (const c of cards) {
      extract(s, c);
      player(s, id)[zone].push(c);
    }
  });
}

export const putInHand = (state: GameState, id: PlayerId, cards: CardId[]) => moveCards(state, id, 'hand', cards);
/** The last card given ends up on top of the deck. */
export const putOnDeckTop = (state: GameState, id: PlayerId, cards: CardId[]) => moveCards(state, id, 'deck', cards);
export const putInDiscard = (state: GameState, id: PlayerId, cards: CardId[]) => moveCards(state, id, 'discard', cards);

/** Moves a player's whole hand to the bottom of their deck (the deck keeps its order otherwise). */
export function emptyHand(state: GameState, id: PlayerId): GameState {
  return withPlayer(state, id, (p) => {
    p.deck = [...p.hand, ...p.deck];
    p.hand = [];
  });
}

/** Puts cards on top of a shared deck (last = top) or its discard pile. */
export function putOnShared(state: GameState, deck: SharedDeckName, pile: 'deck' | 'discard', cards: CardId[]): GameState {
  return modify(state, (s) => {
    for (const c of cards) {
      extract(s, c);
      s.decks[deck][pile].push(c);
    }
  });
}

/**
 * Runs an effect program for a player as a card or building would (internal: a frame pushed on the stack,
 * then the game runs forward). The state must be waiting on that player's turn decision. A save loads only with a
 * frame its `source` could have started (a location on the map: `withLocation`); the default source is no real one.
 */
export function runEffects(state: GameState, id: PlayerId, effects: Effect[], source = 'test'): GameState {
  const d = new Draft(clone(state));
  pushFrame(d, id, source, effects);
  d.s.pending = null;
  advance(d);
  return d.s;
}

/**
 * The state with a tile holding `location` turned face up in place of a face-down tile of its kind (the two swap their
 * printed tiles): a frame of that location's effects (runEffects with the location as source) then loads as a save.
 */
export function withLocation(state: GameState, location: string): GameState {
  const def = TILES.find((t) => t.kind !== 'starting' && t.fields.some((f) => f.location === location));
  if (!def) throw new Error(`no tile holds ${location}`);
  return modify(state, (x) => {
    const m = x.map as MapState;
    const at = m.tiles.findIndex((t) => !t.faceUp && t.kind === def.kind);
    const other = m.tiles.findIndex((t) => t.tile === def.id);
    if (other >= 0) (m.tiles[other] as MapTile).tile = (m.tiles[at] as MapTile).tile;
    m.tiles[at] = { ...(m.tiles[at] as MapTile), tile: def.id, rotation: 0, faceUp: true };
  });
}

/**
 * `state` (a game on p1's turn) with a tile holding `location` face up (withLocation), the location's guards beaten,
 * and p1's Main Hero on a field next to it — face up, unguarded, not Blocked, not a town; `change` may edit the state
 * last. `field` is the location's field.
 */
export function nextToLocation(state: GameState, location: string, change: (s: GameState) => void = () => {}): { s: GameState; field: number } {
  const def = TILES.find((t) => t.kind !== 'starting' && t.fields.some((f) => f.location === location)) as (typeof TILES)[number];
  let field = -1;
  const s = modify(withLocation(state, location), (x) => {
    const m = x.map as MapState;
    field = m.tiles.findIndex((t) => t.tile === def.id) * 7 + def.fields.findIndex((f) => f.location === location);
    (m.fields[field] as { cleared: boolean }).cleared = true;
    const stand = (geometryOf(m.tiles).neighbours[field] as number[]).find((n) => {
      const t = m.tiles[Math.floor(n / 7)];
      const f = t?.faceUp ? TILES.find((d) => d.id === t.tile)?.fields[n % 7] : undefined;
      return f !== undefined && f.guard === 0 && f.location !== 'blocked' && f.location !== 'town';
    }) as number;
    (m.heroes[0] as { field: number }).field = stand;
    (m.heroes[0] as { lastVisited: number }).lastVisited = stand;
    change(x);
  });
  return { s, field };
}

export function applyAll(state: GameState, actions: Action[]): GameState {
  return actions.reduce((s, a) => apply(s, a), state);
}

export function decision(state: GameState): Decision {
  const dec = currentDecision(state);
  if (!dec) throw new Error('the game is over');
  return dec;
}

export function expectDecision<K extends Decision['kind']>(state: GameState, kind: K, id?: PlayerId): Extract<Decision, { kind: K }> {
  const dec = decision(state);
  expect(dec.kind).toBe(kind);
  if (id !== undefined) expect(dec.player).toBe(id);
  return dec as Extract<Decision, { kind: K }>;
}

/** An action for a message: JSON where it can be (malformed actions may hold a BigInt or a cycle). */
function shownAction(action: unknown): string {
  try {
    return JSON.stringify(action);
  } catch {
    return String(action);
  }
}

/** Asserts that `action` is rejected with `code`, and that the state is left exactly as it was. */
export function expectIllegal(state: GameState, action: unknown, code: IllegalActionCode): IllegalActionError {
  const before = clone(state);
  let caught: unknown = null;
  try {
    apply(state, action as Action);
  } catch (e) {
    caught = e;
  }
  expect(caught, `expected ${shownAction(action)} to be rejected with ${code}`).toBeInstanceOf(IllegalActionError);
  const err = caught as IllegalActionError;
  expect(err.code).toBe(code);
  expect(typeof err.rule).toBe('string');
  expect(err.rule.length).toBeGreaterThan(0);
  expect(clone(state)).toEqual(before);
  return err;
}

/** Whether legalActions lists an action deep-equal to `action`. */
export function isListed(state: GameState, action: Action): boolean {
  return legalActions(state).some((a) => JSON.stringify(a) === JSON.stringify(action));
}

/**
 * Two players, Castle (Catherine) against Dungeon (Mutare), no starting bonus, no Astrologers Proclaim cards (unless
 * the config asks for them: test/astrologers.test.ts), each Starting tile left as printed: the game waits on p1's
 * hand refresh.
 */
export function newGame(config: Partial<GameConfig> = {}): GameState {
  const s = createGame({
    players: [{ hero: 'catherine' }, { hero: 'mutare' }],
    difficulty: 'impossible',
    seed: 'test',
    astrologers: 'none',
    ...config,
  });
  return orientStartingTiles(s);
}

/** Answers setup step 22 (each player turns their Starting tile) with the printed orientation. */
export function orientStartingTiles(state: GameState): GameState {
  let s = state;
  while (s.phase.step === 'orientStart' && s.pending?.kind === 'rotateTile') s = apply(s, { type: 'rotateTile', rotation: 0 });
  return s;
}

/**
 * Runs the current player's turn start: draws as many cards as allowed (or `draw`), then declines
 * beginning-of-turn abilities. Returns the state waiting on the turn decision.
 */
export function startTurn(state: GameState, draw?: number): GameState {
  let s = state;
  const dec = expectDecision(s, 'refreshHand');
  // Over the Hand Limit: discard from the front of the hand until drawing is allowed.
  while (!legalActions(s).some((a) => a.type === 'draw')) s = apply(s, { type: 'discard', card: player(s, dec.player).hand[0] as CardId });
  if (draw === undefined) {
    const counts = legalActions(s).filter((a): a is Extract<Action, { type: 'draw' }> => a.type === 'draw').map((a) => a.count);
    draw = Math.max(...counts);
  }
  s = apply(s, { type: 'draw', count: draw });
  while (decision(s).kind === 'beginningOfTurn') s = apply(s, { type: 'decline' });
  expectDecision(s, 'turn', dec.player);
  return s;
}

/** A new game waiting on p1's turn decision (4 cards drawn). */
export function newTurnGame(config: Partial<GameConfig> = {}): GameState {
  return startTurn(newGame(config));
}

/**
 * The Chain Link map the map tests describe, tile by tile (seed "test" drew it before the Starting Ability cards came
 * out of the Ability deck, which changed what the generator draws next).
 */
export const CHAIN_LINK_TILES: readonly string[] = ['S3', 'S2', 'F8', 'F2', 'F1', 'F4', 'N4', 'N5', 'N2', 'N6', 'C2'];

/** `state` with these tiles at the map's positions (each of the position's kind, face up or down as it was). */
export function withTiles(state: GameState, ids: readonly string[]): GameState {
  return modify(state, (s) => {
    const m = s.map as MapState;
    if (m.tiles.length !== ids.length) throw new Error(`the map has ${m.tiles.length} tiles, not ${ids.length}`);
    m.tiles = m.tiles.map((t, i) => ({ q: t.q, r: t.r, kind: t.kind, tile: ids[i] as string, rotation: t.rotation, faceUp: t.faceUp }));
  });
}

/**
 * Passes decisions until `stop` holds: hand refreshes draw nothing (or discard down to the limit), beginning-of-turn
 * abilities are declined, turns are ended, and choices take their first option.
 */
export function passUntil(state: GameState, stop: (s: GameState) => boolean, limit = 500): GameState {
  let s = state;
  for (let i = 0; i < limit; i++) {
    if (stop(s)) return s;
    const dec = currentDecision(s);
    if (!dec) throw new Error('the game ended before the condition held');
    const acts = legalActions(s);
    let a: Action | undefined;
    switch (dec.kind) {
      case 'refreshHand':
        a = acts.find((x) => x.type === 'draw' && x.count === 0) ?? acts[0];
        break;
      case 'beginningOfTurn':
        a = { type: 'decline' };
        break;
      case 'turn':
        a = { type: 'endTurn' };
        break;
      default:
        a = acts[0];
    }
    if (!a) throw new Error(`no action for ${dec.kind}`);
    s = apply(s, a);
  }
  throw new Error('passUntil: limit reached');
}

/** Passes until the start of the given round's first turn (p1's hand refresh). */
export function toRound(state: GameState, round: number): GameState {
  return passUntil(state, (s) => s.round === round && s.pending?.kind === 'refreshHand' && s.pending.player === 'p1');
}

/** Ends p1's turn and p2's (passing), returning p1's next hand refresh. */
export function nextRound(state: GameState): GameState {
  return toRound(state, state.round + 1);
}

/** Events of a type recorded since `since` (an eventCount). */
export function eventsSince<T extends GameState['log'][number]['type']>(
  state: GameState,
  since: number,
  type: T,
): Array<Extract<GameState['log'][number], { type: T }>> {
  return state.log.filter((e) => e.seq >= since && e.type === type) as Array<Extract<GameState['log'][number], { type: T }>>;
}

export const cardOf = (instance: CardId): string => instance.slice(0, instance.indexOf('#'));

export function countOf(cards: CardId[], card: string): number {
  return cards.filter((c) => cardOf(c) === card).length;
}

/** Freezes an object and everything in it, so any write to it throws (checks that apply never mutates its input). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** PROPERTY_SCALE=10 multiplies every property test's run count, for a longer bug hunt. */
declare const process: { env: Record<string, string | undefined> } | undefined;
export const PROPERTY_SCALE = Math.max(1, Number(typeof process === 'undefined' ? 1 : process.env['PROPERTY_SCALE']) || 1);

/** A small seeded random source for test walks (independent of the engine's generator). */
export function mulberry32(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The core box's Main Heroes: the random combats are core games (registered expansion boxes stay out). */
const HEROES = contentInPlay(['core']).heroes;

/** The core deck cards, for random hands. */
const CORE_CARD_IDS = cards.list({ expansion: 'core' }).map((c) => c.id);

/**
 * A random combat for walks: hero `i` attacks hero `i + rival`, each army 2–5 distinct units (mostly of its faction,
 * Pack or Few) and six random core cards in hand; null when the sandbox refuses the draw.
 */
export function randomCombat(i: number, random: () => number, seed: string, rival: number): GameState | null {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
  const [a, b] = [HEROES[i % HEROES.length]!, HEROES[(i + rival) % HEROES.length]!];
  const army = (h: typeof a) => ({
    hero: h.id,
    level: 1 + (i % 7),
    units: Array.from({ length: 2 + (i % 4) }, () => ({
      unit: random() < 0.85 ? pick(FACTION_UNITS_BY_FACTION[h.faction]!).id : pick(NEUTRAL_UNITS).id,
      side: random() < 0.5 ? ('pack' as const) : ('few' as const),
    })).filter((u, k, all) => all.findIndex((x) => x.unit === u.unit) === k),
    hand: Array.from({ length: 6 }, () => pick(CORE_CARD_IDS)),
  });
  try {
    return createCombat({ seed, attacker: army(a), defender: army(b), timeLimited: i % 5 === 0 });
  } catch {
    return null; // a random army the sandbox refuses
  }
}

/** Where `loadState` refuses a save (the InvalidStateError's path), or 'loaded'. */
export function rejectedAt(saved: unknown): string {
  try {
    loadState(saved);
  } catch (e) {
    if (!(e instanceof InvalidStateError)) throw e;
    return e.path;
  }
  return 'loaded';
}

/** A runner's generator for games walked step by step (a bot made with a seed uses its own, not this one). */
export const seatRng: () => number = mulberry32(13);

/** Every player's view shows every other player's hand as hidden cards only. */
export function expectHandsHidden(s: GameState): void {
  for (const viewer of s.players) {
    const view = viewFor(s, viewer.id);
    for (const other of view.players) if (other.id !== viewer.id) expect(other.hand.every((c) => c === HIDDEN)).toBe(true);
  }
}

/** The core heroes a box's hero plays against in the box walks, in turn. */
const CORE_HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];
/** The scenarios those walks play, in turn. */
const WALK_SCENARIOS = ['chain-link', 'the-hunt', 'dragon-duel'];

/**
 * The config of the g-th random game of a box's hero walk: one of `heroes` against a core hero, both in turn, the
 * seats swapped every third game, the scenarios in turn; `seed` names the walk.
 */
export function boxHeroGameConfig(box: Expansion, heroes: readonly string[], g: number, seed: string, extra: Partial<GameConfig> = {}): GameConfig {
  const seats = [{ hero: heroes[g % heroes.length] as string }, { hero: CORE_HEROES[g % CORE_HEROES.length] as string }];
  return { expansions: [box], ...extra, scenario: WALK_SCENARIOS[g % WALK_SCENARIOS.length], players: g % 3 === 2 ? [seats[1]!, seats[0]!] : seats, seed: `${seed}-${g}` };
}

/**
 * Deals these cards (ids) out of the shared decks into the players' decks, the first to the first seat, the second to
 * the next and so on: random games then meet a box's cards early.
 */
export function dealCards(state: GameState, cards: readonly string[]): GameState {
  return modify(state, (x) => {
    x.players.forEach((p, seat) => {
      for (const id of cards.filter((_, i) => i % x.players.length === seat)) {
        for (const pile of Object.values(x.decks)) {
          const at = pile.deck.findIndex((c) => c.startsWith(`${id}#`));
          if (at >= 0) {
            p.deck.push(pile.deck.splice(at, 1)[0] as string);
            break;
          }
        }
      }
    });
  });
}

/** How walkCheckedGame plays: every field may be left out. */
export interface WalkOptions {
  /** The bots' generator: seatRng, shared by every walk, unless a walk seeds its own. */
  rng?: () => number;
  /** Wraps each seat's bot (a seeker of the tiles a test is about, say). */
  bot?: (bot: Bot) => Bot;
  /** The most steps a game may take before it must have ended. */
  steps?: number;
}

/**
 * Plays a game to its end with a random or a town bot in each seat (by `g` and the seat), checking after every step
 * that every invariant holds and, every 25 steps, that the state reloads from its JSON and the views hide the other
 * hands; `each` sees every state, with the event count before its step (its events are those of `s.log` from there).
 * Returns the final state, which has a result.
 */
export function walkCheckedGame(start: GameState, g: number, each?: (s: GameState, step: number, since: number) => void, options: WalkOptions = {}): GameState {
  const { rng = seatRng, bot = (b: Bot) => b, steps = 100_000 } = options;
  let s = start;
  const bots: Record<string, Bot> = {};
  s.players.forEach((p, i) => { bots[p.id] = bot((g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`)); });
  for (let step = 0; s.pending !== null && step < steps; step++) {
    const dec = s.pending;
    const since = s.eventCount;
    s = apply(s, (bots[dec.player] as Bot).decide(viewFor(s, dec.player), legalActions(s), rng));
    expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
    if (each !== undefined) each(s, step, since);
    if (step % 25 === 0) {
      expect(loadState(JSON.stringify(s))).toEqual(s);
      expectHandsHidden(s);
    }
  }
  expect(s.result, `game ${g} has no result`).not.toBeNull();
  return s;
}

/** The tile (its id) of a map field, if discovered. */
function tileAt(m: Pick<MapState, 'tiles'>, field: number): string | undefined {
  return m.tiles[Math.floor(field / 7)]?.tile;
}

/**
 * Wraps a bot to discover tiles and step onto these tiles' fields when it can, four times in five: random play then
 * reaches a box's tiles in a few games.
 */
function tileSeeker(tiles: readonly string[]): (bot: Bot) => Bot {
  return (bot) => ({
    name: `${bot.name}+tiles`,
    decide(view, legal, rng) {
      const m = view.map;
      const go = legal.filter((a) => a.type === 'discoverTile' || (a.type === 'moveHero' && m !== null && tiles.includes(tileAt(m, a.field) ?? '')));
      if (go.length > 0 && rng() < 0.8) return go[Math.floor(rng() * go.length)]!;
      return bot.decide(view, legal, rng);
    },
  });
}

/** Whether a hero stands on one of these tiles. */
function onTiles(s: GameState, tiles: readonly string[]): boolean {
  const m = s.map;
  return m !== null && m.heroes.some((h) => tiles.includes(tileAt(m, h.field) ?? ''));
}

/** The locations whose fields a step's events say were visited (`since`: the event count before the step). */
function visitedSince(s: GameState, since: number, into: Set<string>): void {
  for (const e of s.log) if (e.seq >= since && e.type === 'fieldVisited') into.add(e.location);
}

/** The core heroes a box's tile walk seats in turn. */
const TILE_WALK_HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];

/**
 * Random games of a box on a scenario laid with its tiles, 2 and 3 players in turn, walked by walkCheckedGame with bots
 * seeking those tiles: `games` at least, more (up to `most`) until a hero has visited the location `until`. `seed`
 * names the walk. Returns the steps after which a hero stood on the tiles, and the locations visited.
 */
export function walkTileGames(o: {
  box: Expansion;
  scenario: ScenarioDef;
  tiles: readonly string[];
  seed: string;
  games: number;
  most?: number;
  until?: string;
}): { onTiles: number; visited: Set<string> } {
  let steps = 0;
  const visited = new Set<string>();
  const most = o.most ?? o.games;
  for (let g = 0; g < most && (g < o.games || (o.until !== undefined && !visited.has(o.until))); g++) {
    const s = createGame({
      scenario: o.scenario,
      players: Array.from({ length: 2 + (g % 2) }, (_, i) => ({ hero: TILE_WALK_HEROES[(g + i) % TILE_WALK_HEROES.length] as string })),
      seed: `${o.seed}-${g}`,
      expansions: [o.box],
    });
    walkCheckedGame(s, g, (x, _step, since) => {
      if (onTiles(x, o.tiles)) steps += 1;
      visitedSince(x, since, visited);
    }, { rng: randomSource(`${o.seed}-walk-${g}`), bot: tileSeeker(o.tiles), steps: 20_000 });
  }
  return { onTiles: steps, visited };
}
