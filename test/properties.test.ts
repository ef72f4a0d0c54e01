/**
 * Property tests: random legal play from random configurations (every scenario, 1 to 3 players, every
 * difficulty, heroes from the config or chosen during setup), checking after every step that the state is
 * sound, that play is deterministic and serializable, that inputs are never mutated, and that `apply`
 * accepts exactly the actions `legalActions` lists.
 *
 * A failure prints the walk (config, walk seed, step cap, experience chance) that reproduces it: `play(walk)`
 * replays it.
 *
 * Nothing in town play grants experience (combat will), so a walk may grant some at a turn decision, as a
 * pending choice that runs the `gainExperience` effect: level-ups, Ability Searches, Specialty cards and Hand
 * Limits above 4 are then reached too. Such grants are moves of the walk, replayed like actions.
 *
 * PROPERTY_SCALE=10 npx vitest run test/properties.test.ts multiplies every run count for a longer hunt.
 */
import { handLimitChange } from '../src/deck/astrologers';
import { describe, expect, it } from 'vitest';
import fc from './fc';
import { apply, createGame, IllegalActionError, InvalidStateError, legalActions, loadState, replay as replayActions, SCENARIOS } from '../src';
import type { Action, Decision, GameConfig, GameState, ScenarioDef } from '../src';
import type { Frame } from '../src/model';
import { findInvariantViolations } from '../src/game/invariants';
import { ACTION_TYPES } from '../src/game/actionShape';
import { HEROES } from '../src/data/heroes';
import { BUILDINGS } from '../src/data/buildings';
import { FACTION_UNITS } from '../src/data/units';
import type { Faction } from '../src/model';
import { handLimit, levelOf } from '../src/hero/levels';
import { deepFreeze, mulberry32, PROPERTY_SCALE } from './helpers';

const MAX_STEPS = 600;

const SCALE = PROPERTY_SCALE;
const runs = (n: number) => Math.round(n * SCALE);
const TIMEOUT = 60_000 * SCALE;

// ---- Walks: a configuration and a seeded choice of legal actions ----------------------------------

interface Walk {
  config: GameConfig;
  /** Seed of the generator that picks among the listed actions. */
  walkSeed: number;
  /** Step cap (shrinks towards the first failing step). */
  maxSteps: number;
  /** Chance, at each turn decision, to grant 1–4 experience first (0: plain legal play). */
  xp: number;
}

/** A move of a walk: an action, or experience granted at a turn decision. */
type Move = Action | { grantExperience: number };
const isGrant = (m: Move): m is { grantExperience: number } => 'grantExperience' in m;

const FACTIONS: Faction[] = ['castle', 'dungeon', 'necropolis'];
const FACTION_ORDERS: Faction[][] = [
  ['castle', 'dungeon', 'necropolis'],
  ['castle', 'necropolis', 'dungeon'],
  ['dungeon', 'castle', 'necropolis'],
  ['dungeon', 'necropolis', 'castle'],
  ['necropolis', 'castle', 'dungeon'],
  ['necropolis', 'dungeon', 'castle'],
];
const HEROES_OF: Record<Faction, string[]> = Object.fromEntries(
  FACTIONS.map((f) => [f, HEROES.filter((h) => h.faction === f).map((h) => h.id)]),
) as Record<Faction, string[]>;

/** Per seat: the hero from the config (0 or 1: which hero of the seat's faction) or null to choose it during setup. */
const configArb: fc.Arbitrary<GameConfig> = fc
  .record({
    scenario: fc.constantFrom(...SCENARIOS.map((sc) => sc.id)),
    threePlayers: fc.boolean(),
    difficulty: fc.constantFrom('easy', 'normal', 'hard', 'impossible' as const),
    seed: fc.string({ maxLength: 10 }),
    factions: fc.constantFrom(...FACTION_ORDERS),
    heroes: fc.tuple(...[0, 1, 2].map(() => fc.constantFrom<null | 0 | 1>(null, null, 0, 1))),
  })
  .map(({ scenario, threePlayers, difficulty, seed, factions, heroes }) => {
    const sc = SCENARIOS.find((x) => x.id === scenario) as ScenarioDef;
    // Two players where the scenario allows it, three when the walk asks and it allows them.
    const count = threePlayers && sc.players.max >= 3 ? 3 : Math.min(sc.players.max, Math.max(2, sc.players.min));
    const players = Array.from({ length: count }, (_, i) => {
      const h = heroes[i] ?? null;
      return h === null ? {} : { hero: HEROES_OF[factions[i] as Faction]![h] as string };
    });
    return { scenario, difficulty, seed, players };
  });

const walkArb = (maxSteps = MAX_STEPS): fc.Arbitrary<Walk> =>
  fc.record({
    config: configArb,
    walkSeed: fc.integer(),
    maxSteps: fc.noBias(fc.integer({ min: 1, max: maxSteps })),
    xp: fc.constantFrom(0, 0, 0.05, 0.15),
  });


/** A listed action, preferring anything but ending the turn 80% of the time so games get somewhere. */
function choose(actions: Action[], random: () => number): Action {
  const busy = actions.filter((a) => a.type !== 'endTurn');
  const from = busy.length > 0 && random() < 0.8 ? busy : actions;
  return from[Math.floor(random() * from.length)] as Action;
}

interface Step {
  index: number;
  before: GameState;
  legal: Action[];
  action: Action;
  after: GameState;
}

/** The source of a grant's frame: the walk's own, no card, building or location of the game. */
const GRANT_SOURCE = 'test:experience';

/**
 * At a turn decision, experience to gain as a pending one-option choice: answering it runs `gainExperience`
 * (and any level-up) like a card effect would, then the turn goes on. The input state is not changed.
 */
function grantExperience(s: GameState, amount: number): GameState {
  const dec = s.pending;
  if (dec?.kind !== 'turn' || s.stack.length > 0) throw new Error('experience is granted at a turn decision');
  const source = GRANT_SOURCE;
  const options = [{ key: 'experience', effects: [{ op: 'gainExperience' as const, amount }] }];
  const frame: Frame = { player: dec.player, source, effects: [{ op: 'choose', options, optional: false }], pc: 0, memory: {} };
  const pending: Decision = { kind: 'choose', player: dec.player, source, options, optional: false };
  return { ...s, stack: [frame], pending };
}

/**
 * Plays a walk: at each step lists the legal actions, picks one and applies it. `before` may replace the
 * state before a step (a JSON round trip, a freeze); `onStep` sees every applied action.
 * Returns the moves and the state after each (states[0] is the new game).
 */
function play(
  walk: Walk,
  hooks: { onStep?: (step: Step) => void; before?: (s: GameState, index: number) => GameState } = {},
): { moves: Move[]; states: GameState[] } {
  const random = mulberry32(walk.walkSeed);
  const xpRandom = mulberry32(walk.walkSeed ^ 0x5bd1e995);
  let s = createGame(walk.config);
  const states = [s];
  const moves: Move[] = [];
  for (let index = 0; index < walk.maxSteps && s.pending !== null; index++) {
    if (walk.xp > 0 && s.pending.kind === 'turn' && xpRandom() < walk.xp) {
      const amount = 1 + Math.floor(xpRandom() * 4);
      s = grantExperience(s, amount);
      moves.push({ grantExperience: amount });
      states.push(s);
    }
    if (hooks.before) s = hooks.before(s, index);
    const legal = legalActions(s);
    if (legal.length === 0) throw new Error(`step ${index}: ${s.pending?.kind} decision with no legal action`);
    const action = choose(legal, random);
    const after = apply(s, action);
    hooks.onStep?.({ index, before: s, legal, action, after });
    moves.push(action);
    states.push(after);
    s = after;
  }
  return { moves, states };
}

/** Replays moves from the config; `each` may replace the state before each move. */
function replay(config: GameConfig, moves: readonly Move[], each?: (s: GameState, i: number) => GameState): GameState[] {
  let s = createGame(config);
  const states = [s];
  moves.forEach((m, i) => {
    if (each) s = each(s, i);
    s = isGrant(m) ? grantExperience(s, m.grantExperience) : apply(s, m);
    states.push(s);
  });
  return states;
}


/** Canonical text of an action (field order does not matter), for deep equality. */
function canon(a: unknown): string {
  const o = a as Record<string, unknown>;
  return JSON.stringify(Object.keys(o).sort().map((k) => [k, o[k]]));
}

function errorOf(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    return e;
  }
  return undefined;
}

function describeError(e: unknown): string {
  return e instanceof Error ? `${e.name}${e instanceof IllegalActionError ? ` ${e.code}` : ''}: ${e.message}` : String(e);
}

// ---- The action vocabulary, independently of src/core/actionShape.ts ------------------------------

/** A field's kind: a string, a whole number ("?" marks an optional field), or one of a list of words. */
type FieldKind = 'string' | 'integer' | 'string?' | 'integer?' | readonly string[];
type Shape = Record<string, FieldKind>;

/**
 * Fields of every action type (ActionBody in src/model/actions.ts, combat actions included); `player` is
 * optional on all. Written out here rather than read from actionShape.ts, so each checks the other.
 */
const SHAPES: Record<string, Shape> = {
  chooseHero: { hero: 'string' },
  choose: { option: 'string' },
  decline: {},
  discard: { card: 'string' },
  draw: { count: 'integer' },
  endTurn: {},
  build: { building: 'string' },
  recruit: { unit: 'string', discount: 'integer?' },
  reinforce: { unit: 'string', discount: 'integer?' },
  finishRecruiting: {},
  drawNeutrals: {},
  sellUnit: { unit: 'string' },
  hireSecondaryHero: {},
  buySpells: {},
  useBuilding: { building: 'string', option: 'string' },
  useMorale: { use: ['draw', 'cycle'] },
  useTownCube: { stat: ['attack', 'defense', 'power'] },
  playForAttack: { card: 'string' },
  searchReveal: {},
  searchTakeDiscard: {},
  searchFindSchool: {},
  searchSchool: { school: ['air', 'earth', 'fire', 'water'] },
  searchPick: { card: 'string' },
  searchReplaceRevealed: { card: 'string' },
  chooseDeck: { deck: ['minorArtifact', 'majorArtifact', 'relicArtifact', 'basicSpell', 'expertSpell'] },
  keepDie: { index: 'integer' },
  bid: { gold: 'integer' },
  keepDice: {},
  rerollDie: { index: 'integer', using: 'string?' },
  removeCard: { card: 'string' },
  takeCard: { card: 'string' },
  finishDiscarding: {},
  placeSpell: { card: 'string', on: ['deck', 'discard'] },
  trade: { sell: ['gold', 'buildingMaterials', 'valuables'], buy: ['gold', 'buildingMaterials', 'valuables'] },
  finishTrading: {},
  reinforceUnit: { unit: 'string' },
  summonFrom: { tier: ['bronze', 'silver', 'gold', 'azure'] },
  // Map
  moveHero: { hero: ['main', 'secondary'], field: 'integer' },
  revisit: { hero: ['main', 'secondary'] },
  discoverTile: { hero: ['main', 'secondary'], tile: 'integer' },
  placeTile: { hero: ['main', 'secondary'], q: 'integer', r: 'integer' },
  rotateTile: { rotation: 'integer' },
  placeMapTile: { q: 'integer', r: 'integer', rotation: 'integer' },
  chooseStarter: { starter: 'string' },
  mulligan: {},
  searchAgain: {},
  turnTile: { tile: 'integer', rotation: 'integer' },
  chooseField: { field: 'integer' },
  instantDefeat: {},
  fight: {},
  payToDefend: {},
  peek: { deck: ['ability', 'artifact', 'spell', 'bronze', 'silver', 'gold', 'azure', 'own'] },
  // Combat
  placeUnit: { unit: 'string', space: 'integer' },
  finishPlacement: {},
  activateUnit: { unit: 'string' },
  moveUnit: { space: 'integer' },
  placeToken: { space: 'integer' },
  attack: { target: 'string' },
  defend: {},
  endActivation: {},
  surrender: {},
  pass: {},
  extendCombat: {},
  retreat: {},
  useAbility: {},
  chooseUnit: { unit: 'string' },
  playCard: { card: 'string', play: 'string', target: 'string?', power: 'integer?', space: 'integer?' },
  chooseSchool: { school: ['air', 'earth', 'fire', 'water'] },
  // Alliance
  choosePlayer: { who: 'string' },
  offerResources: { to: 'string', gold: 'integer', buildingMaterials: 'integer', valuables: 'integer' },
  offerCard: { to: 'string', card: 'string' },
  giveResources: { to: 'string', gold: 'integer', buildingMaterials: 'integer', valuables: 'integer' },
  acceptOffer: {},
  giveCard: { card: 'string' },
};
const TYPES = Object.keys(SHAPES);
const fieldsOf = (type: string): string[] => Object.keys(SHAPES[type] ?? {});
const kindOf = (type: string, field: string): FieldKind => SHAPES[type]?.[field] ?? 'string';
const requiredOf = (type: string): string[] => fieldsOf(type).filter((f) => {
  const kind = kindOf(type, f);
  return typeof kind !== 'string' || !kind.endsWith('?');
});
/** Whether a value fits a field kind. */
function fits(kind: FieldKind, value: unknown): boolean {
  if (typeof kind !== 'string') return typeof value === 'string' && kind.includes(value);
  return kind.startsWith('string') ? typeof value === 'string' : Number.isInteger(value);
}
/** Whether an object is a well-formed action by this vocabulary (its `player` aside). */
function wellFormed(a: Record<string, unknown>): boolean {
  const type = a['type'];
  if (typeof type !== 'string' || !TYPES.includes(type)) return false;
  const fields = fieldsOf(type);
  return (
    Object.entries(a).every(([k, v]) => k === 'type' || k === 'player' || (fields.includes(k) && fits(kindOf(type, k), v))) &&
    requiredOf(type).every((f) => f in a)
  );
}
const TYPES_WITH_FIELDS = TYPES.filter((t) => fieldsOf(t).length > 0);
const TYPES_WITH_REQUIRED = TYPES.filter((t) => requiredOf(t).length > 0);

// ---- Malformed actions ----------------------------------------------------------------------------

const anyValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 10 }),
  fc.double(),
  fc.string({ maxLength: 6 }),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.constant({}),
);
const notString = anyValue.filter((v) => typeof v !== 'string');
const notInteger = fc.oneof(anyValue, fc.constantFrom(1.5, -0.25, Number.NaN, Infinity, '3')).filter((v) => !Number.isInteger(v));
const wellTyped = (kind: FieldKind): fc.Arbitrary<unknown> =>
  typeof kind !== 'string' ? fc.constantFrom(...kind) : kind.startsWith('string') ? fc.string({ maxLength: 6 }) : fc.integer({ min: -2, max: 9 });
const illTyped = (kind: FieldKind): fc.Arbitrary<unknown> =>
  typeof kind !== 'string'
    ? fc.oneof(notString, fc.string({ maxLength: 8 }), fc.constantFrom(...kind.map((w) => w.toUpperCase()), '')).filter((v) => !fits(kind, v))
    : kind.startsWith('string') ? notString : notInteger;
const typeArb = fc.constantFrom(...TYPES);

/** A well-formed action of the type (optional fields present or not). */
function wellFormedArb(type: string): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(fieldsOf(type).map((k) => [k, wellTyped(kindOf(type, k))]));
  return fc.record(fields, { requiredKeys: requiredOf(type) }).map((f) => ({ type, ...f }));
}

const malformedArb: fc.Arbitrary<{ why: string; action: unknown }> = fc.oneof(
  // Not an object.
  fc
    .oneof(fc.constant(null), fc.constant(undefined), fc.boolean(), fc.double(), fc.string(), fc.constant([{ type: 'endTurn' }]), fc.constant(['endTurn']))
    .map((action) => ({ why: 'not an object', action })),
  // Unknown or missing type.
  fc
    .oneof(
      fc.string({ maxLength: 12 }).filter((t) => !(TYPES as string[]).includes(t)),
      fc.constantFrom('toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf', 'EndTurn', 'end_turn', ' endTurn'),
    )
    .map((type) => ({ why: 'unknown type', action: { type } })),
  notString.map((type) => ({ why: 'type is not a string', action: { type } })),
  fc.constant({ why: 'no type', action: {} }),
  fc.constant({ why: 'no type', action: { card: 'stat.attack#1' } }),
  // A required field missing.
  fc.constantFrom(...TYPES_WITH_REQUIRED).chain((type) =>
    wellFormedArb(type).chain((a) =>
      fc.constantFrom(...requiredOf(type)).map((drop) => {
        const { [drop]: _dropped, ...rest } = a;
        return { why: `missing ${drop}`, action: rest };
      }),
    ),
  ),
  // An extra field.
  fc
    .tuple(
      typeArb.chain(wellFormedArb),
      fc.oneof(fc.constantFrom('card', 'count', 'unit', 'option', 'extra', 'Type', 'players', 'toString', 'constructor', 'valueOf', 'hasOwnProperty'), fc.string({ minLength: 1, maxLength: 8 })),
      anyValue,
    )
    .filter(([a, key]) => !fieldsOf(a['type'] as string).includes(key) && key !== 'type' && key !== 'player' && key !== '__proto__')
    .map(([a, key, value]) => ({ why: `extra field ${key}`, action: { ...a, [key]: value } })),
  // A field of the wrong type.
  fc.constantFrom(...TYPES_WITH_FIELDS).chain((type) =>
    wellFormedArb(type).chain((a) =>
      fc.constantFrom(...fieldsOf(type)).chain((field) =>
        illTyped(kindOf(type, field)).map((value) => ({
          why: `${field} of the wrong type`,
          action: { ...a, [field]: value },
        })),
      ),
    ),
  ),
  // A `player` that is not a string.
  fc
    .tuple(typeArb.chain(wellFormedArb), notString)
    .map(([a, player]) => ({ why: 'player is not a string', action: { ...a, player } })),
);

// ---- Well-formed actions from plausible value pools ---------------------------------------------

const OPTION_KEYS = [
  'gold', 'movement', 'resources', 'artifacts', 'valuables', 'reinforce', 'summon', 'vortex', 'necromancy',
  'specialty', 'cycle', 'spells', 'morale', 'removeArtifact', 'buyArtifact', 'draw', 'nothing',
];
const BUILDING_IDS = [...BUILDINGS.map((b) => b.id), 'castle.tavern', ''];
const HERO_IDS = [...HEROES.map((h) => h.id), 'gem', ''];
const TIER_VALUES = ['bronze', 'silver', 'gold', 'azure', 'copper'];
const USE_VALUES = ['draw', 'cycle', 'reroll'];
const SMALL_INTEGERS = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8];
const SPACES = [-1, 0, 3, 4, 7, 8, 11, 12, 15, 16, 19, 20];
const PLAYS = ['basic', 'expert', 'spell', 'alternative', 'top', 'bottom', 'cast'];

/** Every card instance and neutral unit anywhere in the state, and a few that are nowhere. */
function cardPool(s: GameState): string[] {
  const cards = new Set<string>(['stat.attack#99', 'spell.magic-arrow', 'ability.wisdom#gem', '']);
  for (const p of s.players) {
    for (const c of [...p.deck, ...p.hand, ...p.discard, ...p.removed, ...p.setAside]) cards.add(c);
    if (p.permanent) cards.add(p.permanent);
  }
  for (const deck of Object.values(s.decks)) for (const c of [...deck.deck, ...deck.discard]) cards.add(c);
  for (const pile of Object.values(s.statisticSupply)) for (const c of pile) cards.add(c);
  for (const c of s.revealed) cards.add(c);
  return [...cards];
}

function unitPool(s: GameState): string[] {
  const units = new Set<string>([...FACTION_UNITS.map((u) => u.id), 'neutral.boars#1', 'neutral.boars', 'castle.peasants', 'wall#1', 'gate']);
  const combat = (s as { combat?: { units?: Array<{ id: string }> } | null }).combat;
  for (const u of combat?.units ?? []) units.add(u.id);
  for (const p of s.players) for (const u of p.units) units.add(u.unit);
  for (const c of s.revealed) units.add(c);
  for (const pile of Object.values(s.neutralDecks)) {
    const top = pile.deck[pile.deck.length - 1];
    if (top) units.add(top);
  }
  return [...units];
}

function poolFor(field: string, s: GameState): Array<string | number> {
  switch (field) {
    case 'card': return cardPool(s);
    case 'unit':
    case 'target': return unitPool(s);
    case 'play': return PLAYS;
    case 'space': return SPACES;
    case 'building': return BUILDING_IDS;
    case 'hero': return [...HERO_IDS, 'main', 'secondary'];
    case 'option': return OPTION_KEYS;
    case 'use': return USE_VALUES;
    case 'tier': return TIER_VALUES;
    case 'using': return ['morale', 'luck', 'lucky'];
    case 'starter': return ['p1', 'p2', 'p3', 'neutral'];
    case 'school': return ['air', 'earth', 'fire', 'water', 'shadow'];
    case 'stat': return ['attack', 'defense', 'power', 'knowledge'];
    case 'sell':
    case 'buy': return ['gold', 'buildingMaterials', 'valuables', 'wood'];
    case 'count':
    case 'index':
    case 'power':
    case 'discount':
    case 'rotation':
    case 'tile': return SMALL_INTEGERS;
    case 'field': return [...SMALL_INTEGERS, ...Array.from({ length: (s.map?.fields.length ?? 0) + 2 }, (_, i) => i)];
    case 'q':
    case 'r': return [-7, -4, -1, 0, 1, 2, 3, 4, 7];
    case 'deck': return ['ability', 'artifact', 'spell', 'bronze', 'silver', 'gold', 'azure', 'own', 'discard'];
    case 'who':
    case 'to': return [...s.players.map((p) => p.id), 'p9'];
    case 'gold':
    case 'buildingMaterials':
    case 'valuables': return [-2, -1, 0, 1, 2, 5];
    default: throw new Error(`no pool for ${field}`);
  }
}

/** How to build one candidate action from the state: numbers pick from the pools. */
interface Template {
  type: string;
  /** Start from a listed action and change one field (or keep it as is when it has none). */
  fromListed: boolean;
  /** Pick field values among those of the listed actions when there are some. */
  hot: boolean;
  picks: [number, number, number];
}

const templateArb: fc.Arbitrary<Template> = fc.record({
  type: typeArb,
  fromListed: fc.boolean(),
  hot: fc.boolean(),
  picks: fc.tuple(fc.nat(), fc.nat(), fc.nat()),
});

function materialize(t: Template, s: GameState, legal: Action[]): Record<string, unknown> {
  const value = (field: string, n: number): string | number => {
    const hot = [...new Set(legal.map((a) => (a as Record<string, unknown>)[field]).filter((v) => v !== undefined))] as Array<string | number>;
    const pool = t.hot && hot.length > 0 ? hot : poolFor(field, s);
    return pool[n % pool.length] as string | number;
  };
  if (t.fromListed && legal.length > 0) {
    const base = { ...(legal[t.picks[0] % legal.length] as Record<string, unknown>) };
    const fields = fieldsOf(base['type'] as string);
    if (fields.length === 0) return base;
    const field = fields[t.picks[1] % fields.length] as string;
    base[field] = value(field, t.picks[2]);
    return base;
  }
  const action: Record<string, unknown> = { type: t.type };
  const required = requiredOf(t.type);
  fieldsOf(t.type).forEach((field, i) => {
    const n = t.picks[(i + 1) % 3] as number;
    if (required.includes(field) || n % 2 === 0) action[field] = value(field, n);
  });
  return action;
}

// ---- Properties ---------------------------------------------------------------------------------

describe('property: random legal play', () => {
  it('the test vocabulary covers every action type the engine knows', () => {
    expect(ACTION_TYPES.filter((t) => !TYPES.includes(t))).toEqual([]);
  });

  it('keeps every invariant after every step (conservation, resources, experience, tidy decks, pending)', () => {
    let combats = 0;
    let combatSteps = 0;
    fc.assert(
      fc.property(walkArb(), (walk) => {
        const check = (s: GameState, where: string) => {
          const problems = findInvariantViolations(s);
          if (problems.length > 0) throw new Error(`${where}: ${problems.join('; ')}`);
        };
        play(walk, {
          before: (s, i) => {
            if (i === 0) check(s, 'after createGame');
            return s;
          },
          onStep: ({ index, action, before, after }) => {
            check(after, `after step ${index} ${JSON.stringify(action)}`);
            if (after.combat !== null && before.combat === null) combats++;
            if (after.combat !== null) combatSteps++;
          },
        });
      }),
      { numRuns: runs(60) },
    );
    // The walks reach the map's combats (neutral guards, enemy heroes), and play through them.
    expect(combats).toBeGreaterThanOrEqual(runs(60));
    expect(combatSteps).toBeGreaterThan(5 * combats);
  }, TIMEOUT);

  it('applies every listed action without throwing, and each result keeps the invariants', () => {
    fc.assert(
      fc.property(walkArb(300), (walk) => {
        play(walk, {
          onStep: ({ index, before, legal }) => {
            for (const a of legal) {
              let next: GameState;
              try {
                next = apply(before, a);
              } catch (e) {
                throw new Error(`step ${index}: listed ${JSON.stringify(a)} threw ${describeError(e)}`);
              }
              const problems = findInvariantViolations(next);
              if (problems.length > 0) throw new Error(`step ${index}: after listed ${JSON.stringify(a)}: ${problems.join('; ')}`);
            }
          },
        });
      }),
      { numRuns: runs(25) },
    );
  }, TIMEOUT);

  it('keeps the hand within the Hand Limit right after every turn-start refresh', () => {
    let refreshes = 0;
    let highestLimit = 0;
    fc.assert(
      fc.property(walkArb(), (walk) => {
        play(walk, {
          onStep: ({ index, before, action, after }) => {
            if (before.pending?.kind !== 'refreshHand' || action.type !== 'draw') return;
            refreshes++;
            const p = after.players.find((x) => x.id === before.pending?.player);
            if (!p) throw new Error('no such player');
            const limit = handLimit(levelOf(p.experience)) + handLimitChange(after); // Profuse Growth's +1 in force
            highestLimit = Math.max(highestLimit, limit);
            if (p.hand.length > limit) throw new Error(`step ${index}: ${p.id} holds ${p.hand.length} cards after refreshing, Hand Limit ${limit}`);
          },
        });
      }),
      { numRuns: runs(40) },
    );
    expect(refreshes).toBeGreaterThan(0);
    expect(highestLimit).toBeGreaterThan(4); // experience grants reach higher levels
  }, TIMEOUT);

  it('is deterministic: the same config and actions give identical states', () => {
    fc.assert(
      fc.property(walkArb(), (walk) => {
        const { moves, states } = play(walk);
        const again = replay(walk.config, moves);
        expect(again.length).toBe(states.length);
        states.forEach((s, i) => {
          if (JSON.stringify(again[i]) !== JSON.stringify(s)) throw new Error(`states differ after ${i} move(s)`);
        });
        // The library's replay agrees on plain legal play.
        if (!moves.some(isGrant)) {
          expect(JSON.stringify(replayActions(walk.config, moves as Action[]))).toBe(JSON.stringify(states[states.length - 1]));
        }
      }),
      { numRuns: runs(25) },
    );
  }, TIMEOUT);

  it('continues identically after a JSON round trip at any step (and every state loads as a save)', () => {
    const listed = (s: GameState) => JSON.stringify(legalActions(s).map(canon));
    fc.assert(
      fc.property(walkArb(), (walk) => {
        const { moves, states } = play(walk);
        // Round-trip before every move: each state continues as the original did.
        const revived = replay(walk.config, moves, (s, i) => {
          const json = JSON.stringify(s);
          const copy = JSON.parse(json) as GameState;
          if (listed(copy) !== listed(states[i] as GameState)) throw new Error(`move ${i}: legal actions differ after a round trip`);
          // A grant's frame is the walk's own, with no source of the game: loadState refuses it, naming that frame.
          const grant = s.stack.findIndex((f) => f.source === GRANT_SOURCE);
          try {
            loadState(json);
          } catch (e) {
            if (grant >= 0 && e instanceof InvalidStateError && e.path.startsWith(`state.stack[${grant}]`)) return copy;
            throw new Error(`move ${i}: loadState rejects a reachable state: ${describeError(e)}`);
          }
          if (grant >= 0) throw new Error(`move ${i}: loadState loads the frame of an experience grant, which no source of the game starts`);
          return copy;
        });
        states.forEach((s, i) => {
          if (JSON.stringify(revived[i]) !== JSON.stringify(s)) throw new Error(`states differ after ${i} move(s)`);
        });
      }),
      { numRuns: runs(25) },
    );
  }, TIMEOUT);

  it('never mutates its input: legalActions and apply work on a deep-frozen state', () => {
    fc.assert(
      fc.property(walkArb(), (walk) => {
        play(walk, {
          before: (s, index) => {
            deepFreeze(s);
            const json = JSON.stringify(s);
            const legal = legalActions(s);
            if (JSON.stringify(s) !== json) throw new Error(`step ${index}: legalActions changed its input`);
            for (const a of legal.slice(0, 4)) {
              try {
                apply(s, a);
              } catch (e) {
                throw new Error(`step ${index}: ${JSON.stringify(a)} on a frozen state threw ${describeError(e)}`);
              }
              if (JSON.stringify(s) !== json) throw new Error(`step ${index}: apply(${JSON.stringify(a)}) changed its input`);
            }
            return s;
          },
        });
      }),
      { numRuns: runs(25) },
    );
  }, TIMEOUT);

  it('rejects malformed actions with MALFORMED_ACTION and leaves the state unchanged', () => {
    fc.assert(
      fc.property(walkArb(250), fc.array(malformedArb, { minLength: 1, maxLength: 30 }), (walk, malformed) => {
        play(walk, {
          before: (s, index) => {
            deepFreeze(s);
            const json = JSON.stringify(s);
            for (let j = 0; j < 2; j++) {
              const { why, action } = malformed[(index * 2 + j) % malformed.length] as { why: string; action: unknown };
              const e = errorOf(() => apply(s, action as Action));
              if (!(e instanceof IllegalActionError) || e.code !== 'MALFORMED_ACTION') {
                throw new Error(`step ${index}: ${why} ${String(JSON.stringify(action))} gave ${e === undefined ? 'no error' : describeError(e)}`);
              }
            }
            if (JSON.stringify(s) !== json) throw new Error(`step ${index}: a rejected action changed the state`);
            return s;
          },
        });
      }),
      { numRuns: runs(30) },
    );
  }, TIMEOUT);

  it('applies a well-formed action exactly when it is listed; otherwise rejects it and keeps the state', () => {
    let listedHits = 0;
    let rejected = 0;
    fc.assert(
      fc.property(walkArb(), fc.array(templateArb, { minLength: 1, maxLength: 40 }), (walk, templates) => {
        const { states } = play(walk, {
          before: (s, index) => {
            deepFreeze(s);
            const json = JSON.stringify(s);
            const legal = legalActions(s);
            const listed = new Set(legal.map(canon));
            const dec = s.pending;
            if (!dec) throw new Error('no decision');
            for (let j = 0; j < 3; j++) {
              const candidate = materialize(templates[(index * 3 + j) % templates.length] as Template, s, legal);
              const isListed = listed.has(canon(candidate));
              const e = errorOf(() => apply(s, candidate as Action));
              // Pools hold words outside a field's list (tier "copper"): such an action is malformed, whoever sends it.
              const expectedCode = wellFormed(candidate) ? null : 'MALFORMED_ACTION';
              if (isListed) {
                listedHits++;
                if (e !== undefined) throw new Error(`step ${index}: listed ${JSON.stringify(candidate)} threw ${describeError(e)}`);
              } else {
                rejected++;
                if (!(e instanceof IllegalActionError) || (expectedCode !== null && e.code !== expectedCode)) {
                  throw new Error(
                    `step ${index} (${dec.kind}): unlisted ${JSON.stringify(candidate)} ${e === undefined ? 'was accepted' : `threw ${describeError(e)}`}; listed: ${JSON.stringify(legal)}`,
                  );
                }
              }
              // A well-formed action from someone else is refused before any rule is consulted.
              for (const other of [...s.players.map((p) => p.id), 'p9', '']) {
                if (other === dec.player) continue;
                const e2 = errorOf(() => apply(s, { ...candidate, player: other } as Action));
                if (!(e2 instanceof IllegalActionError) || e2.code !== (expectedCode ?? 'NOT_YOUR_DECISION')) {
                  throw new Error(`step ${index}: ${JSON.stringify(candidate)} from ${other} gave ${e2 === undefined ? 'no error' : describeError(e2)}`);
                }
              }
            }
            // Naming the deciding player changes nothing.
            const a = legal[index % legal.length] as Action;
            if (JSON.stringify(apply(s, { ...a, player: dec.player })) !== JSON.stringify(apply(s, a))) {
              throw new Error(`step ${index}: ${JSON.stringify(a)} with player ${dec.player} differs from without`);
            }
            if (JSON.stringify(s) !== json) throw new Error(`step ${index}: a rejected action changed the state`);
            return s;
          },
        });
        const last = states[states.length - 1] as GameState;
        if (last.pending === null) {
          expect(legalActions(last)).toEqual([]);
          const e = errorOf(() => apply(last, { type: 'endTurn' }));
          expect(e instanceof IllegalActionError && e.code).toBe('GAME_OVER');
        }
      }),
      { numRuns: runs(40) },
    );
    expect(listedHits).toBeGreaterThan(0);
    expect(rejected).toBeGreaterThan(0);
  }, TIMEOUT);
});

// ---- The invariant checker itself ----------------------------------------------------------------

/** A JSON copy changed by `fn` (engine states are never mutated). */
function modify(state: GameState, fn: (s: GameState) => void): GameState {
  const copy = JSON.parse(JSON.stringify(state)) as GameState;
  fn(copy);
  return copy;
}

/** Answers decisions (drawing as much as allowed, declining what can be declined) until `kind` is pending. */
function advanceTo(s: GameState, kind: Decision['kind']): GameState {
  for (let i = 0; i < 50 && s.pending && s.pending.kind !== kind; i++) {
    const legal = legalActions(s);
    const pick = legal.find((a) => a.type === 'draw') ?? legal.find((a) => a.type === 'decline') ?? legal.find((a) => a.type !== 'endTurn') ?? legal[0];
    s = apply(s, pick as Action);
  }
  if (s.pending?.kind !== kind) throw new Error(`no ${kind} decision reached`);
  return s;
}

describe('findInvariantViolations', () => {
  const game = createGame({ seed: 'inv', difficulty: 'impossible', players: [{ hero: 'catherine' }, { hero: 'mutare' }] });
  const turn = advanceTo(game, 'turn');
  const expectProblem = (s: GameState, ...parts: string[]) => {
    const problems = findInvariantViolations(s);
    expect(problems.some((m) => parts.every((part) => m.includes(part))), problems.join('\n')).toBe(true);
  };

  it('finds nothing wrong in a new game, before and after heroes are chosen', () => {
    expect(findInvariantViolations(createGame({ seed: 'inv', players: 3, scenario: 'the-hunt' }))).toEqual([]);
    expect(findInvariantViolations(game)).toEqual([]);
    expect(findInvariantViolations(turn)).toEqual([]);
  });

  it('finds a duplicated, a missing and an unknown card', () => {
    const card = turn.players[0]?.hand[0] as string;
    expectProblem(modify(turn, (s) => s.players[1]?.discard.push(card)), 'players[1].discard[0]', card, 'also in players[0].hand[0]');
    expectProblem(modify(turn, (s) => s.players[0]?.hand.shift()), 'in no zone', card);
    expectProblem(modify(turn, (s) => s.decks.spell.discard.push('stat.attack#99')), 'decks.spell.discard[1]', 'not a card of this game');
    // A hero's own cards exist only once heroes are chosen.
    expectProblem(modify(turn, (s) => s.players[0]?.setAside.pop()), 'in no zone', 'specialty.catherine-6#1');
    expectProblem(modify(turn, (s) => s.players[0]?.removed.push('ability.wisdom#rion')), 'not a card of this game');
  });

  it('finds duplicated, missing and misplaced neutral units', () => {
    const top = turn.neutralDecks.bronze.deck[0] as string;
    expectProblem(modify(turn, (s) => s.players[0]?.units.push({ unit: top, side: 'neutral' })), 'players[0].units[2]', 'also in');
    expectProblem(modify(turn, (s) => s.neutralDecks.bronze.deck.shift()), 'neutral units', top);
    expectProblem(modify(turn, (s) => s.neutralDecks.gold.discard.push(s.neutralDecks.bronze.deck.shift() as string)), 'bronze unit in the gold pile');
  });

  it('finds foreign and duplicated faction units', () => {
    expectProblem(modify(turn, (s) => s.players[0]?.units.push({ unit: 'dungeon.troglodytes', side: 'few' })), 'dungeon unit in a castle');
    const own = turn.players[0]?.units[0]?.unit as string;
    expectProblem(modify(turn, (s) => s.players[0]?.units.push({ unit: own, side: 'pack' })), 'appears twice');
  });

  it('finds negative or fractional resources and income, and experience out of range', () => {
    expectProblem(modify(turn, (s) => void ((s.players[0] as { resources: { gold: number } }).resources.gold = -1)), 'players[0].resources.gold');
    expectProblem(modify(turn, (s) => void ((s.players[1] as { income: { valuables: number } }).income.valuables = 0.5)), 'players[1].income.valuables');
    expectProblem(modify(turn, (s) => void ((s.players[0] as { experience: number }).experience = 13)), 'players[0].experience');
    expectProblem(modify(turn, (s) => void ((s.players[0] as { experience: number }).experience = -1)), 'players[0].experience');
  });

  it('finds an untidy shared deck, a game waiting for nothing, and stray revealed cards', () => {
    expectProblem(modify(turn, (s) => s.decks.ability.deck.push(...s.decks.ability.discard.splice(0))), 'decks.ability.discard', 'empty');
    expectProblem(modify(turn, (s) => s.decks.artifact.discard.push(...s.decks.artifact.deck.splice(0))), 'decks.artifact.deck', 'empty');
    expectProblem(modify(turn, (s) => void (s.pending = null)), 'pending');
    expectProblem(modify(turn, (s) => s.revealed.push(s.decks.spell.deck.pop() as string)), 'revealed', 'no Search');
  });
});

// ---- Regressions found by the properties -----------------------------------------------------------

describe('regressions', () => {
  it('Search: a revealed Necromancy is replaceable only while the deck has a card to replace it', () => {
    // Catherine reaches level II and Searches (2) the Ability deck, which holds Necromancy and one card face up.
    let s = advanceTo(createGame({ seed: 'necro', difficulty: 'impossible', players: [{ hero: 'catherine' }, { hero: 'mutare' }] }), 'turn');
    s = apply(grantExperience(s, 2), { type: 'choose', option: 'experience' });
    expect(s.pending).toMatchObject({ kind: 'search', deck: 'ability', step: 'start' });
    s = modify(s, (x) => {
      const all = [...x.decks.ability.deck, ...x.decks.ability.discard];
      const keep = ['ability.necromancy#1', 'ability.archery#1'];
      x.decks.ability = { deck: ['ability.necromancy#1'], discard: ['ability.archery#1'] };
      x.players[1]?.removed.push(...all.filter((c) => !keep.includes(c)));
    });
    expect(findInvariantViolations(s)).toEqual([]);
    s = apply(s, { type: 'searchReveal' });
    expect(s.revealed).toEqual(['ability.necromancy#1']);
    expect(s.decks.ability).toEqual({ deck: [], discard: ['ability.archery#1'] });
    for (const a of legalActions(s)) expect(() => apply(s, a)).not.toThrow();
    expect(legalActions(s)).toEqual([{ type: 'searchPick', card: 'ability.necromancy#1' }]);
  });
});

describe('regressions: action shape', () => {
  it('names of Object.prototype members are not fields of an action', () => {
    const s = advanceTo(createGame({ seed: 'shape', players: 2 }), 'chooseHero');
    const bad: unknown[] = [
      { type: 'chooseHero', hero: 'catherine', toString: 5 },
      { type: 'chooseHero', hero: 'catherine', constructor: 'x' },
      { type: 'chooseHero', hero: 'catherine', valueOf: false },
      JSON.parse('{"type":"chooseHero","hero":"catherine","__proto__":1}'),
    ];
    for (const action of bad) {
      const e = errorOf(() => apply(s, action as Action));
      expect(e instanceof IllegalActionError && e.code, JSON.stringify(action)).toBe('MALFORMED_ACTION');
    }
  });
});
