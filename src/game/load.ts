/**
 * Loading a saved state: checks its shape field by field, then the game's invariants (every card in
 * exactly one zone, no negative resources, …). A malformed save is rejected with InvalidStateError
 * naming where the problem is; nothing half-valid is ever returned.
 */
import type { GameState } from '../model';
import { InvalidStateError } from '../kernel/errors';
import { findInvariantViolations } from './invariants';

type Check = (v: unknown, path: string) => void;

const fail = (path: string, message: string): never => {
  throw new InvalidStateError(message, path);
};
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const int: Check = (v, p) => {
  if (!Number.isInteger(v)) fail(p, 'expected a whole number');
};
const num: Check = (v, p) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(p, 'expected a number');
};
const str: Check = (v, p) => {
  if (typeof v !== 'string') fail(p, 'expected a string');
};
const bool: Check = (v, p) => {
  if (typeof v !== 'boolean') fail(p, 'expected true or false');
};
const arr = (each: Check): Check => (v, p) => {
  if (!Array.isArray(v)) return fail(p, 'expected a list');
  v.forEach((x, i) => each(x, `${p}[${i}]`));
};
const nullable = (c: Check): Check => (v, p) => {
  if (v !== null) c(v, p);
};
const shape = (fields: Record<string, Check>): Check => (v, p) => {
  if (!isObj(v)) return fail(p, 'expected an object');
  for (const [k, c] of Object.entries(fields)) {
    if (!(k in v)) fail(`${p}.${k}`, 'is missing');
    c(v[k], `${p}.${k}`);
  }
};
const oneOf = (values: readonly string[]): Check => (v, p) => {
  if (typeof v !== 'string' || !values.includes(v)) fail(p, `expected one of ${values.join(', ')}`);
};
const anyObject: Check = (v, p) => {
  if (!isObj(v)) fail(p, 'expected an object');
};

const resources = shape({ gold: int, buildingMaterials: int, valuables: int });
const movement = shape({ base: int, used: int, extra: int });
const pile = shape({ deck: arr(str), discard: arr(str) });

const player = shape({
  id: str,
  faction: oneOf(['castle', 'dungeon', 'necropolis']),
  hero: str,
  heroType: oneOf(['might', 'magic']),
  experience: int,
  resources,
  income: resources,
  tokens: shape({ build: bool, population: bool, spellBook: bool }),
  expertUsed: int,
  deck: arr(str),
  hand: arr(str),
  discard: arr(str),
  removed: arr(str),
  setAside: arr(str),
  permanent: nullable(str),
  buildings: arr(str),
  mageGuildRound: int,
  units: arr((v, p) => {
    shape({ unit: str, side: oneOf(['few', 'pack', 'neutral']) })(v, p);
    const covers = (v as Record<string, unknown>)['covers'];
    if (covers !== undefined) arr(str)(covers, `${p}.covers`); // cards put on the unit card, if any
  }),
  startingUnits: arr(shape({ unit: str, side: oneOf(['few', 'pack', 'neutral']) })),
  mainHero: movement,
  secondaryHero: nullable(movement),
  morale: shape({ positive: bool, negative: bool, discardHandAtTurnEnd: bool }),
  holdsTownOrSettlement: bool,
  factionCubes: arr(str),
  buildingsUsedThisTurn: arr(str),
  unitDiscounts: arr(int),
  spellPurchase: nullable(shape({ discount: int, search: int })),
  wonCombatThisTurn: bool,
  luck: shape({ resourceDie: bool, treasureDie: bool, anyDie: bool }),
});

const DECISIONS = [
  'chooseHero', 'choose', 'refreshHand', 'beginningOfTurn', 'turn', 'recruiting', 'search', 'searchOwnDeck',
  'discardCards', 'removeCard', 'takeFromDiscard', 'keepResourceDie', 'keepAttackDie', 'reinforceFree', 'summonNeutral', 'reinforceHalfGold',
  'spendMoraleFirst',
  'placeUnits', 'chooseActivation', 'activation', 'reaction', 'attackRoll', 'afterSpell', 'combatStart', 'attackOutcome',
  'spellSchool', 'answerSpell', 'roundStart', 'castSpell', 'combatRoundEnd',
  'unitAbility',
] as const;
const PHASES = ['chooseHero', 'startingBonus', 'roundStart', 'turnStart', 'beginningOfTurn', 'turn', 'combatSandbox', 'ended'] as const;

const stateShape = shape({
  schema: (v, p) => {
    if (v !== 'homm3bg-engine/state@1') fail(p, 'not a homm3bg-engine state (schema homm3bg-engine/state@1)');
  },
  config: shape({
    seed: str,
    scenario: shape({ id: str, name: str, rounds: int, startingResources: resources, startingIncome: resources }),
    difficulty: oneOf(['easy', 'normal', 'hard', 'impossible']),
    players: arr(shape({ id: str, hero: nullable(str) })),
    logLimit: int,
  }),
  rng: (v, p) => {
    arr(num)(v, p);
    if ((v as unknown[]).length !== 4) fail(p, 'expected the 4 numbers of the generator state');
  },
  scriptedDice: shape({ attack: arr(int), resource: arr(int), treasure: arr(int) }),
  round: int,
  phase: shape({ step: oneOf(PHASES) }),
  players: arr(player),
  decks: shape({ ability: pile, artifact: pile, spell: pile }),
  statisticSupply: shape({ attack: arr(str), defense: arr(str), power: arr(str), knowledge: arr(str) }),
  neutralDecks: shape({ bronze: pile, silver: pile, gold: pile, azure: pile }),
  revealed: arr(str),
  combat: nullable(anyObject),
  stack: arr(shape({ player: str, source: str, effects: arr(anyObject), pc: int, memory: anyObject })),
  pending: nullable(shape({ kind: oneOf(DECISIONS), player: str })),
  log: arr(shape({ seq: int, type: str })),
  eventCount: int,
  result: nullable(anyObject),
});

/** Validates a saved state (an object, or its JSON text) and returns it as a GameState. */
export function loadState(saved: unknown): GameState {
  let value = saved;
  if (typeof saved === 'string') {
    try {
      value = JSON.parse(saved);
    } catch {
      fail('state', 'is not valid JSON');
    }
  }
  stateShape(value, 'state');
  const state = value as GameState;
  const ids = state.players.map((p) => p.id);
  if (state.pending && !ids.includes(state.pending.player)) fail('state.pending.player', `no player "${state.pending.player}"`);
  if (state.players.length !== state.config.players.length) fail('state.players', 'does not match the configured seats');
  const problems = findInvariantViolations(state);
  if (problems.length > 0) fail('state', problems.slice(0, 5).join('; '));
  return state;
}
