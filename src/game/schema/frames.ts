/**
 * Frames a save cannot forge. Each frame of the effect stack must hold a program its source could have pushed in this
 * state — a card's play, a building's ability, a location's visit, one of the engine's own programs with its amounts
 * in range — or one that such a program pushes in turn (a choice's option, a die's outcome, under the same source).
 * What a frame remembers must be what its program's steps write, within their bounds; a pending choice must be the
 * top frame's. Each kind of source's programs are computed beside the code that pushes them (the `…Programs`
 * functions); loadState runs this once a save has the shape of a state (checkStateShape, ./index.ts).
 */
import { findAstrologersCard } from '../../data/astrologers';
import { findEventCard } from '../../data/events';
import { CHOOSE_EVENT_PROGRAM, EVENT_CHOICE, eventPrograms } from '../../turn/events';
import { MOST_SEARCHES, REMOVED, searchProgram, searchesFor } from '../../effects/eventEffects';
import { pickOptions, placeOptions, recruitOptions, tableOptions } from '../../effects/eventTable';
import { diceChoices, poolOptions } from '../../effects/eventDice';
import { acceptOption, dealOptions } from '../../effects/eventDeals';
import { BOUNDS } from './bounds';
import { guardRedrawOptions, proclaimedPrograms } from '../../combat/astrologers';
import type { ChoiceOption, Effect, EffectOp, Frame, GameState, PlayerState } from '../../model';
import type { EffectOf } from '../../effects/registry';
import { fail, shown } from './checks';
import { CATEGORY_NAMES } from './common';
import { BUILDINGS } from '../../data/buildings';
import { CORE_CARDS } from '../../data/cardList';
import { FACTION_UNITS, NEUTRAL_UNITS } from '../../data/units';
import { TREASURE_FACE_EFFECTS } from '../../data/dice';
import { LOCATION_BY_ID } from '../../content/registry';
import { cardOf } from '../../kernel/ids';
import { DISCARDED_OF } from '../../effects/handEffects';
import { levelUpPrograms } from '../../effects/heroEffects';
import { MAX_EXPERIENCE } from '../../hero/levels';
import { cyclePrograms } from '../../hero/morale';
import { resourceRoundProgram } from '../../town/abilities';
import { POWER_PAID, SKIPPED_FIELD, SKIPPING_HERO, mapPlayPrograms } from '../../cards/mapPlays';
import { combatPlayPrograms } from '../../combat/cards';
import { combatExperiencePrograms } from '../../combat/end';
import { defeatedUnitPrograms, forcedDiscardPrograms } from '../../combat/abilities';
import { spellTaxPrograms } from '../../combat/spellTax';
import { takeSpellPrograms } from '../../combat/genies';
import { FLY_OPTIONS } from '../../map/flight';
import { waterWalkOptions } from '../../map/waterWalk';
import { skipCombatPrograms } from '../../map/skipCombat';
import { LEARNED, LEARNING_DECLINED, learningPrograms } from '../../effects/learning';
import { locationPrograms } from '../../map/visit';
import { buildingPrograms } from '../../turn/buildings';
import { spellBookPrograms } from '../../turn/town';
import { scenarioStartingBonus } from '../setup';
import { CARRIED_CARD_SOURCE, carriedCardPrograms } from '../campaignDeck';
import { AI_SKILL_SEARCH, SEARCH_ABILITIES } from '../../map/aiDeck';
import { ongoingOptions, ongoingPrograms } from '../../combat/ongoingRemoval';
import { FOUND_SPELLS_SOURCE, PLACE_FOUND_PROGRAM } from '../../deck/foundSpells';

/** Effect programs (read, never changed). */
type Programs = ReadonlyArray<readonly Effect[]>;

/** The programs a frame of one source could hold in this state, for the frame's player; null: the source is not in it. */
type ProgramsOf = (s: GameState, frame: Frame, p: PlayerState) => Programs | null;

/** A kind of source a frame names: which sources are of it, and their programs. */
interface SourceKind {
  /** The kind, for messages ("a building"). */
  readonly what: string;
  /** Why a source of this kind the state does not hold is refused (when `programs` gives null). */
  readonly missing: string;
  names(source: string): boolean;
  readonly programs: ProgramsOf;
}

/** The sources the engine itself names (flow, round, turn, combat and hero code), with their programs. */
const ENGINE_SOURCES: Readonly<Record<string, ProgramsOf>> = {
  morale: (_s, frame, p) => cyclePrograms(p, frame),
  'level-up': (_s, _frame, p) => levelUpPrograms(p.experience),
  combat: (_s, frame, p) => combatExperiencePrograms(p.experience, frame),
  'resource-round': (s, _frame, p) => [resourceRoundProgram(p, s.config.scenario.rules.resourceRound)],
  'timed-event': (s) => s.config.scenario.events.map((e) => e.effects),
  'ai-hero': (s) => (s.config.scenario.aiHeroes ?? []).map((h) => h.beaten), // the reward for beating one
  [AI_SKILL_SEARCH]: () => [SEARCH_ABILITIES.slice()], // for the Skill card an AI Hero took (ruling AI31)
  'starting-bonus': (s) => [scenarioStartingBonus(s.config)],
  [CARRIED_CARD_SOURCE]: (s) => carriedCardPrograms(s),
  'spell-book': () => spellBookPrograms(),
  'second-player': (s) => [s.config.scenario.tournament?.secondPlayerGains ?? []],
  [EVENT_CHOICE]: () => [CHOOSE_EVENT_PROGRAM],
  // combat/foundSpells.ts: the Spells Enchanters VI cast in a combat, placed once its casting is over (CF18).
  [FOUND_SPELLS_SOURCE]: () => [PLACE_FOUND_PROGRAM],
};

const CARD_IDS = new Set(CORE_CARDS.map((c) => c.id));
const BUILDING_IDS = new Set(BUILDINGS.map((b) => b.id));
const UNIT_IDS = new Set([...FACTION_UNITS.map((u) => u.id), ...NEUTRAL_UNITS.map((u) => u.id)]);
const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Every kind of source, each naming its own ids (test/frames.test.ts checks that no id is of two kinds). */
export const SOURCE_KINDS: readonly SourceKind[] = [
  {
    what: "one of the engine's steps",
    missing: '',
    names: (source) => own(ENGINE_SOURCES, source),
    programs: (s, frame, p) => (ENGINE_SOURCES[frame.source] as ProgramsOf)(s, frame, p),
  },
  {
    what: 'a card played in combat',
    missing: '',
    names: (source) => source.includes('#') && CARD_IDS.has(cardOf(source)),
    programs: (s, frame) => (targetsInCombat(s, frame) ? combatPlayPrograms(frame.source, frame) : []),
  },
  {
    what: 'a building',
    missing: "is not one of the frame's player's buildings",
    names: (source) => BUILDING_IDS.has(source),
    programs: (_s, frame, p) => buildingPrograms(p, frame.source),
  },
  {
    what: 'a location',
    missing: 'is on no face-up field of the map',
    names: (source) => own(LOCATION_BY_ID, source),
    programs: (s, frame) => (s.map === null ? null : locationPrograms(s, s.map, frame.source, s.config.scenario.rules.visits)),
  },
  {
    what: 'a card played on the map',
    missing: '',
    names: (source) => CARD_IDS.has(source),
    programs: (_s, frame) => [...mapPlayPrograms(frame.source), ...skipCombatPrograms(frame.source), ...learningPrograms(frame.source)],
  },
  {
    what: 'an Astrologers Proclaim card',
    missing: 'is not the Astrologers Proclaim card in force',
    names: (source) => source.includes('#') && findAstrologersCard(source) !== undefined,
    programs: (s, frame, p) => proclaimedPrograms(s, frame.source, p),
  },
  {
    what: 'an Event card',
    missing: 'is not the Event being read',
    names: (source) => source.includes('#') && findEventCard(source) !== undefined,
    programs: (s, frame, p) => eventPrograms(s, frame.source, p),
  },
  {
    what: 'a unit card',
    missing: '',
    names: (source) => UNIT_IDS.has(source),
    programs: (_s, frame, p) => [...defeatedUnitPrograms(frame.source, p.faction), ...spellTaxPrograms(frame.source), ...forcedDiscardPrograms(frame.source), ...takeSpellPrograms(frame.source)],
  },
];

/** A combat play's steps select units of the combat (or none): a play's target was on the board when it was played. */
function targetsInCombat(s: GameState, frame: Frame): boolean {
  const c = s.combat;
  if (c === null) return true; // its combat steps do nothing once the combat is over
  for (const e of frame.effects) if (e.op === 'combatEffects' && e.target !== null && !c.units.some((u) => u.id === e.target)) return false;
  return true;
}

/** The kind of source that names `source`, or undefined. */
export const sourceKindOf = (source: string): SourceKind | undefined => SOURCE_KINDS.find((k) => k.names(source));

/** A table of some effect ops: for each, a function of its effects. */
type ByOp<Args extends unknown[], R> = { readonly [K in EffectOp]?: (e: EffectOf<K>, ...args: Args) => R };

const TREASURE_PROGRAMS: Programs = Object.values(TREASURE_FACE_EFFECTS);
const FLY_CHOICES: readonly ChoiceOption[] = Object.values(FLY_OPTIONS);
const FLY_PROGRAMS: Programs = FLY_CHOICES.map((o) => o.effects);
const DEAL_OPTIONS: readonly ChoiceOption[] = dealOptions(null);
const DEAL_PROGRAMS: Programs = DEAL_OPTIONS.map((o) => o.effects);

/**
 * The programs an effect pushes as frames of its own frame's source: a choice's options (answers/choose.ts,
 * effects/chooseEffect.ts), the Treasure dice's faces and the Attack die's effects (effects/resourceEffects.ts), the
 * hero a flight's choice names (map/flight.ts).
 */
const SPAWNS: ByOp<[s: GameState], Programs> = {
  choose: (e) => e.options.map((o) => o.effects),
  rollAttackDie: (e) => [e.effects],
  rollTreasureDice: (e) => (e.count > 0 ? TREASURE_PROGRAMS : []),
  flyHero: (e) => (e.hero === null ? FLY_PROGRAMS : []),
  waterWalk: (e) => waterWalkOptions(e.movementByPower).map((o) => o.effects),
  buyFromTable: (e) => (e.orElse === null ? [] : [e.orElse]),
  guessDice: (e) => diceChoices(e).map((o) => o.effects),
  takePoolDie: (e) => (e.die === 'treasure' ? TREASURE_PROGRAMS : []),
  proposeDeal: () => DEAL_PROGRAMS,
  answerDeal: (e) => [acceptOption(e).effects],
  rollPrice: (e) => diceChoices(e).map((o) => o.effects),
  // combat/ongoingRemoval.ts: an Ongoing effect of a unit of the combat ended (Boots of Polarity).
  removeOngoing: (_e, s) => (s.combat === null ? [] : ongoingPrograms(s.combat)),
  searchPerRemoved: (e) => {
    const out: Effect[][] = [];
    for (let n = 1; n <= searchesFor(e, MOST_SEARCHES * e.per); n++) out.push(searchProgram(e, n));
    return out;
  },
};

/** The options a pending `choose` decision of an effect may offer, and whether it may be declined. */
const CHOICES: ByOp<[s: GameState], { options: readonly ChoiceOption[]; optional: boolean }> = {
  choose: (e) => e,
  flyHero: (e) => ({ options: e.hero === null ? FLY_CHOICES : [], optional: false }),
  waterWalk: (e) => ({ options: waterWalkOptions(e.movementByPower), optional: false }),
  // effects/eventTable.ts: a card of the Event table at one of its prices, or the option instead.
  buyFromTable: (e, s) => ({ options: tableOptions(s, e, null), optional: e.orElse === null }),
  guessDice: (e) => ({ options: diceChoices(e), optional: false }),
  matchDicePool: (_e, s) => ({ options: poolOptions(s, null), optional: true }),
  proposeDeal: () => ({ options: DEAL_OPTIONS, optional: false }),
  answerDeal: (e) => ({ options: [acceptOption(e)], optional: true }),
  rollPrice: (e) => ({ options: diceChoices(e), optional: true }),
  recruitFromTable: (e, s) => ({ options: e.unit === null ? recruitOptions(s, null) : [], optional: true }),
  placeTableNeutrals: (e, s) => ({ options: e.unit === null ? placeOptions(s) : [], optional: false }),
  pickFromTable: (e, s) => ({ options: pickOptions(s, e, null), optional: false }),
  removeOngoing: (_e, s) => ({ options: s.combat === null ? [] : ongoingOptions(s.combat), optional: false }),
  // combat/astrologers.ts: Groovy Satyr's guard to redraw, among those fighting.
  redrawGuard: (e, s) => ({ options: e.unit === null && s.combat !== null ? guardRedrawOptions(s.combat) : [], optional: true }),
};

/** What the steps of a program write in its frame's memory, and the most each can hold (0 and up). */
const MEMORY: ByOp<[s: GameState, most: Map<string, number>], void> = {
  // answers/cards.ts: the cards discarded, in all and by category.
  discardCards: (e, _s, most) => {
    raise(most, 'discarded', e.max);
    for (const c of CATEGORY_NAMES) raise(most, DISCARDED_OF + c, e.max);
  },
  // effects/eventDice.ts: the face of the die thrown to match the pool.
  throwToMatch: (e, _s, most) => raise(most, `match.${e.die}`, 6),
  // effects/eventEffects.ts: the cards removed.
  removeCards: (_e, _s, most) => raise(most, REMOVED, BOUNDS.cards),
  // cards/mapPlays.ts: the Power tier a Spell cast on the map was paid with.
  townPortal: (e, _s, most) => raise(most, POWER_PAID, e.movementByPower.length - 1),
  takeMine: (e, _s, most) => raise(most, POWER_PAID, e.rangeByPower.length - 1),
  gainResourcesByPower: (e, _s, most) => raise(most, POWER_PAID, e.byPower.length - 1),
  // effects/learning.ts: what Learning added to a gain waiting on it, and whether it was declined.
  gainExperience: (_e, _s, most) => {
    raise(most, LEARNED, MAX_EXPERIENCE);
    raise(most, LEARNING_DECLINED, 1);
  },
  fly: (e, _s, most) => raise(most, POWER_PAID, e.movementByPower.length - 1),
  waterWalk: (e, _s, most) => raise(most, POWER_PAID, e.movementByPower.length - 1),
  // effects/empowerEffects.ts: the Empowered Statistic cards taken.
  empowerStatistic: (e, _s, most) => raise(most, 'empowered', e.most),
  dimensionDoor: (e, _s, most) => raise(most, POWER_PAID, e.rangeByPower.length - 1),
  fortune: (e, _s, most) => raise(most, POWER_PAID, e.byPower.length - 1),
  visions: (e, _s, most) => raise(most, POWER_PAID, e.byPower.length - 1),
  // map/skipCombat.ts: the field whose combat is skipped, and its hero (0 Main, 1 Secondary).
  skipNeutralCombat: (_e, s, most) => {
    if (s.map === null) return;
    raise(most, SKIPPED_FIELD, s.map.fields.length - 1);
    raise(most, SKIPPING_HERO, 1);
  },
};

function raise(most: Map<string, number>, key: string, value: number): void {
  most.set(key, Math.max(most.get(key) ?? 0, value));
}

/** A table's entry for an effect's op, to call on the effect (the tables are typed per op). */
function entryFor<Args extends unknown[], R>(table: ByOp<Args, R>, e: Effect): ((e: Effect, ...args: Args) => R) | undefined {
  return table[e.op] as ((e: Effect, ...args: Args) => R) | undefined;
}

/**
 * Checks every frame of the stack of a state that has the shape of one (checkStateShape), and the pending choice;
 * throws InvalidStateError naming `state.stack[i]` (or `state.pending`) and saying why.
 */
export function checkFrames(s: GameState, path = 'state'): void {
  for (let i = 0; i < s.stack.length; i++) checkFrame(s, s.stack[i] as Frame, `${path}.stack[${i}]`);
  checkPendingChoice(s, path);
  checkPendingLevelUp(s, path);
}

/** An `aboutToLevelUp` decision waits on the top frame's gain of experience, of its player (effects/learning.ts). */
function checkPendingLevelUp(s: GameState, path: string): void {
  const dec = s.pending;
  if (dec === null || dec.kind !== 'aboutToLevelUp') return;
  const top = s.stack[s.stack.length - 1];
  if (top === undefined || top.player !== dec.player || top.effects[top.pc]?.op !== 'gainExperience') {
    fail(`${path}.pending`, `${dec.player} is about to level up, but the top frame of the stack gains them no experience`);
  }
}

function checkFrame(s: GameState, frame: Frame, at: string): void {
  const kind = sourceKindOf(frame.source);
  if (kind === undefined) {
    fail(`${at}.source`, `${shown(frame.source)} starts no effects: it is no card, building, location or unit, nor one of the engine's (${Object.keys(ENGINE_SOURCES).join(', ')})`);
  }
  const p = s.players.find((x) => x.id === frame.player) as PlayerState;
  const roots = kind.programs(s, frame, p);
  if (roots === null) fail(`${at}.source`, `${shown(frame.source)} ${kind.missing}`);
  if (!startedBy(frame.effects, roots, s)) {
    fail(`${at}.effects`, `are not a program ${kind.what} (${frame.source}) could have started for ${frame.player} in this state`);
  }
  checkMemory(s, frame, at);
}

/** Whether `program` is one of `roots`, or a program one of them pushes in turn (and so on). */
function startedBy(program: readonly Effect[], roots: Programs, s: GameState): boolean {
  for (const root of roots) {
    if (sameJson(program, root)) return true;
    for (const e of root) {
      const spawns = entryFor(SPAWNS, e);
      if (spawns !== undefined && startedBy(program, spawns(e, s), s)) return true;
    }
  }
  return false;
}

function checkMemory(s: GameState, frame: Frame, at: string): void {
  const most = new Map<string, number>();
  for (const e of frame.effects) entryFor(MEMORY, e)?.(e, s, most);
  for (const [key, value] of Object.entries(frame.memory)) {
    const bound = most.get(key);
    if (bound === undefined) fail(`${at}.memory.${key}`, `no step of the frame's program remembers ${shown(key)}`);
    if (value > bound) fail(`${at}.memory.${key}`, `${value} is more than the frame's program can remember (at most ${bound})`);
  }
}

/** A pending choice is one the top frame's next effect offers: its source's, and options of that effect. */
function checkPendingChoice(s: GameState, path: string): void {
  const dec = s.pending;
  if (dec === null || dec.kind !== 'choose') return;
  const top = s.stack[s.stack.length - 1];
  const next = top?.effects[top.pc];
  const offered = next === undefined ? undefined : entryFor(CHOICES, next)?.(next, s);
  if (top === undefined || offered === undefined || top.source !== dec.source) {
    fail(`${path}.pending`, `a choice of ${dec.source} waits on no choice of the top frame of the stack`);
  }
  dec.options.forEach((o, i) => {
    if (!offered.options.some((x) => sameJson(o, x))) fail(`${path}.pending.options[${i}]`, `${shown(o.key)} is not an option of ${dec.source}'s choice`);
  });
  if (dec.optional && !offered.optional) fail(`${path}.pending.optional`, `${dec.source}'s choice may not be declined`);
}

/** Deep equality of JSON values: the same lists in order, the same fields in any order (an absent field is undefined). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const k of Object.keys(x)) if (!sameJson(x[k], own(y, k) ? y[k] : undefined)) return false;
  for (const k of Object.keys(y)) if (!own(x, k) && y[k] !== undefined) return false;
  return true;
}
