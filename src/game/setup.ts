/**
 * Setup (rulebook "Setup", steps 1–23 as far as the parts built so far reach): heroes, starting decks of 9,
 * shared decks with their discard piles, neutral decks, town, resources, units, the difficulty bonus.
 */
import type { Draft } from '../kernel/draft';
import type { AstrologersMode, CampaignCarry, CardId, Difficulty, EventDeckState, Expansion, GameSetup, GameState, HeroDef, PlayerId, PlayerState, RuleVariants, ScenarioDef, ScriptedDice, StatisticKind } from '../model';
import type { Effect } from '../model';
import type { Faction, WarMachine } from '../model';
import { ConfigError, InvalidStateError } from '../kernel/errors';
import { checkScenarioShape } from './schema';
import { BOUNDS } from './schema/bounds';
import { seedRng } from '../kernel/rng';
import { HEROES, hero as heroDef } from '../data/heroes';
import { unitsOfFaction } from '../data/units';
import { buildingOf } from '../data/buildings';
import { SCENARIOS, scenario as findScenario } from '../data/scenarios';
import { instanceId } from '../kernel/ids';
import { startingAbilityCard } from '../hero/hero';
import { setAsideSpellScrolls } from '../deck/spellScrolls';
import { tidySharedDeck } from '../deck/sharedDeck';
import { pushFrame } from '../effects/run';
import { buildingAbility } from '../town/abilities';
import { FACTION_PACKS } from '../content/packs';
import { NO_RESOURCES } from '../kernel/resources';
import { checkScenarioMap } from '../map/tournamentMap';
import { eventInstancesOf } from '../data/events';
import { RULE_VARIANTS, STANDARD_RULES, standardRules } from '../rules/variants';
import { splitSharedDecks } from '../deck/splitDecks';
import type { Box } from '../model';
import { BOX_NAMES, EXPANSIONS, REGISTERED_EXPANSIONS, boxOf, contentInPlay, type BoxContent } from '../content/boxes';
import { boxesInPlay } from '../rules/boxes';
import { buildCarriedDeck, carriedDeckFault } from './campaignDeck';

/** What a new game needs. Everything but `players` has a default. */
export interface GameConfig {
  /**
   * Seed of the random generator, at most MAX_SEED_LENGTH characters. Left out, a fresh random seed is drawn (Web
   * Crypto): two unseeded games differ. The seed is kept in the state (for `replay`) and never shown in a view.
   */
  seed?: string;
  /** A scenario id from SCENARIOS, or a scenario's setup data. Default "chain-link". */
  scenario?: string | ScenarioDef;
  /** Default "normal". */
  difficulty?: Difficulty;
  /** Number of players, or per seat the Main Hero (omit it to let that player choose during setup). */
  players: number | ReadonlyArray<{ readonly hero?: string }>;
  /** Scripted die results, consumed in order before the generator (tutorials, tests). */
  dice?: Partial<ScriptedDice>;
  /**
   * How many events state.log keeps in all: every event of the last apply, after earlier ones up to this number.
   * Default 0: only the last apply's events (keeping a history costs a copy of it on every apply). At most
   * MAX_LOG_LIMIT.
   */
  logLimit?: number;
  /**
   * The rules set no limit to a combat between players (Combat Time Limits, p. 42), so one player may stall it for
   * ever: a server can cap such combats at this many Combat Rounds, after which the combat ends as the attacker's
   * retreat. Default 0: no limit.
   */
  combatRoundLimit?: number;
  /**
   * When Astrologers Proclaim cards are drawn (Round Structure, p. 15; Optional Rules Table, p. 56–59): 'standard'
   * (the default) at the start of every Astrologers round; 'everyRound' at the start of the Resource rounds too;
   * 'none' never.
   */
  astrologers?: AstrologersMode;
  /**
   * The rule variants to play with (Rule Variants and the Optional Rules Table, p. 56–59), e.g.
   * `{ chaosCards: true, noRerolls: true }`; every one left out is off. `RULE_VARIANTS` lists them with their names.
   */
  variants?: Partial<RuleVariants>;
  /**
   * The expansion boxes in play (Factions Expansions, p. 61–65), e.g. `['fortress']`: their factions, heroes, cards,
   * neutral units, Astrologers Proclaim cards and map tiles join the core box's. Default none: the core box only.
   * `REGISTERED_EXPANSIONS` lists those this build has.
   * The Fortress box brings the Event deck (Events, p. 62) to a game of two or more players.
   */
  expansions?: readonly Expansion[];
  /**
   * A Solo Campaign's scenario after the first (p. 74): the starting deck the one player brings, instead of setup
   * steps 11–13. `nextCampaignScenario` (src/game/campaign.ts) builds it from the finished game.
   */
  campaign?: CampaignCarry;
}

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'hard', 'impossible'];
const ASTROLOGERS_MODES: readonly AstrologersMode[] = ['standard', 'everyRound', 'none'];

/** The longest seed a config may give: every state keeps it. */
export const MAX_SEED_LENGTH = 256;
/** The most events a config may ask the log to keep (each apply copies the kept history). */
export const MAX_LOG_LIMIT = 10_000;

/** A fresh seed from the platform's cryptographic generator (Node 20+, browsers), for a config that gives none. */
export function freshSeed(): string {
  const crypto = (globalThis as { crypto?: { getRandomValues(bytes: Uint8Array): Uint8Array } }).crypto;
  if (!crypto) throw new ConfigError('this platform has no cryptographic random generator: give a seed', 'seed');
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** The config's seed: a string of at most MAX_SEED_LENGTH characters, or a fresh one. */
export function seedOf(seed: unknown): string {
  if (seed === undefined) return freshSeed();
  if (typeof seed !== 'string') throw new ConfigError('the seed must be a string', 'seed');
  if (seed.length > MAX_SEED_LENGTH) throw new ConfigError(`the seed is ${seed.length} characters long; at most ${MAX_SEED_LENGTH}`, 'seed');
  return seed;
}

/**
 * `count` seats with nothing chosen, as many as Array.from would make up to one more than any scenario takes (the
 * check that follows rejects those). A loop: Array.from over a length takes a slow generic path, on every createCombat.
 */
function emptySeats(count: number): Array<{ hero?: string }> {
  const n = Math.min(Math.max(0, Math.floor(count)) || 0, 4);
  const seats: Array<{ hero?: string }> = [];
  for (let i = 0; i < n; i++) seats.push({});
  return seats;
}

/** A scenario a config gives as data, checked field by field like a save's (a fault is a ConfigError naming it). */
export function ownScenario(v: object): ScenarioDef {
  try {
    checkScenarioShape(v);
  } catch (e) {
    if (e instanceof InvalidStateError) throw new ConfigError(e.message.slice(e.path.length + 2), e.path);
    throw e;
  }
  if (v.players.min > v.players.max) throw new ConfigError('players.min is above players.max', 'scenario.players');
  return v;
}

export function normalizeConfig(config: GameConfig): { setup: GameSetup; dice: ScriptedDice } {
  if (typeof config !== 'object' || config === null) throw new ConfigError('a game needs a configuration object', 'config');
  const seed = seedOf(config.seed);
  const sc = typeof config.scenario === 'object' && config.scenario !== null ? ownScenario(config.scenario) : findScenario(config.scenario ?? 'chain-link');
  if (!sc) {
    throw new ConfigError(`unknown scenario "${String(config.scenario)}"; known: ${SCENARIOS.map((s) => s.id).join(', ')}`, 'scenario');
  }
  const difficulty = config.difficulty ?? 'normal';
  if (!DIFFICULTIES.includes(difficulty)) throw new ConfigError(`difficulty must be one of ${DIFFICULTIES.join(', ')}`, 'difficulty');
  const expansions = expansionsOfConfig(config.expansions);
  const inPlay = contentInPlay(boxesInPlay({ expansions }));
  const factions = inPlay.factions.length;
  const seats = typeof config.players === 'number' ? emptySeats(config.players) : config.players;
  if (Array.isArray(seats) && seats.length === sc.players.min && seats.length > factions) {
    // A 2 vs 2 Alliance, say: valid data, but every player needs a faction of their own (an expansion's).
    throw new ConfigError(
      `${sc.name} needs ${seats.length} factions; those in play are ${FACTION_PACKS.filter((f) => inPlay.factions.includes(f.id)).map((f) => f.name).join(', ')}: ${seats.length - factions} more faction${seats.length - factions > 1 ? 's are' : ' is'} missing (an expansion's)`,
      'players',
    );
  }
  if (!Array.isArray(seats) || seats.length < sc.players.min || seats.length > Math.min(sc.players.max, factions)) {
    throw new ConfigError(
      `${sc.name} is for ${sc.players.min}–${sc.players.max} players, and the boxes in play have ${factions} factions`,
      'players',
    );
  }
  if (sc === config.scenario) {
    checkScenarioMap(sc, seats.length);
    checkTilesInPlay(sc, inPlay);
    checkStartingUnits(sc, inPlay);
  } else {
    checkBuiltInMap(sc, seats.length);
    checkBuiltInTiles(sc, inPlay);
  }
  const taken = new Set<Faction>();
  const players = seats.map((seat, i) => {
    if (typeof seat !== 'object' || seat === null) throw new ConfigError('a seat is an object: { hero } or {} to choose during setup', `players[${i}]`);
    const h = (seat as { hero?: string }).hero ?? null;
    if (h !== null && typeof h !== 'string') throw new ConfigError('a hero is named by its id', `players[${i}].hero`);
    if (h !== null) {
      const def = heroInPlay(inPlay, h, `players[${i}].hero`);
      if (taken.has(def.faction)) throw new ConfigError(`${def.faction} is already taken by another player`, `players[${i}].hero`);
      taken.add(def.faction);
    }
    return { id: `p${i + 1}`, hero: h };
  });
  for (const kind of ['attack', 'resource', 'treasure'] as const) {
    const list = (config.dice as Record<string, unknown> | undefined)?.[kind];
    if (list !== undefined && !Array.isArray(list)) throw new ConfigError('scripted dice are a list of results', `dice.${kind}`);
    if (list !== undefined && list.length > BOUNDS.scriptedDice) throw new ConfigError(`at most ${BOUNDS.scriptedDice} scripted results`, `dice.${kind}`);
  }
  const dice: ScriptedDice = {
    attack: [...(config.dice?.attack ?? [])],
    resource: [...(config.dice?.resource ?? [])],
    treasure: [...(config.dice?.treasure ?? [])],
  };
  for (const f of dice.attack) if (![-1, 0, 1].includes(f)) throw new ConfigError('attack die results are -1, 0 or 1', 'dice.attack');
  for (const kind of ['resource', 'treasure'] as const) {
    for (const f of dice[kind]) if (!Number.isInteger(f) || f < 1 || f > 6) throw new ConfigError('die faces are 1–6', `dice.${kind}`);
  }
  const logLimit = config.logLimit ?? 0;
  if (!Number.isInteger(logLimit) || logLimit < 0 || logLimit > MAX_LOG_LIMIT) throw new ConfigError(`logLimit must be a whole number from 0 to ${MAX_LOG_LIMIT}`, 'logLimit');
  const combatRoundLimit = config.combatRoundLimit ?? 0;
  if (!Number.isInteger(combatRoundLimit) || combatRoundLimit < 0 || combatRoundLimit > 10_000) throw new ConfigError('combatRoundLimit must be a whole number from 0 (no limit) to 10000', 'combatRoundLimit');
  const astrologers = config.astrologers ?? 'standard';
  if (!ASTROLOGERS_MODES.includes(astrologers)) throw new ConfigError(`astrologers must be one of ${ASTROLOGERS_MODES.join(', ')}`, 'astrologers');
  const variants = variantsOf(config.variants);
  const setup: GameSetup = { seed, scenario: sc, difficulty, players, logLimit, combatRoundLimit, astrologers, variants };
  if (expansions.length > 0) setup.expansions = expansions;
  if (config.campaign !== undefined) setup.campaign = campaignCarryOf(config.campaign, setup);
  return { setup, dice };
}

/**
 * Setup step 19 gives each player a unit of each starting rule's tier, no card twice: a scenario may ask for no more
 * of a tier than every faction in play has.
 */
function checkStartingUnits(sc: ScenarioDef, inPlay: BoxContent): void {
  for (const tier of ['bronze', 'silver', 'gold'] as const) {
    const asked = sc.startingUnits.filter((r) => r.tier === tier).length;
    if (asked === 0) continue;
    const fewest = Math.min(...inPlay.factions.map((f) => unitsOfFaction(f).filter((u) => u.tier === tier).length));
    if (asked > fewest) throw new ConfigError(`asks for ${asked} ${tier} units, and a faction in play has ${fewest}`, 'scenario.startingUnits');
  }
}

/** The player counts each built-in scenario's map has been checked for (fixed data: every createCombat asks again). */
const CHECKED_MAPS = new WeakMap<ScenarioDef, number[]>();

/** `checkScenarioMap` for a built-in scenario: once per player count (a config's own scenario is checked every time). */
function checkBuiltInMap(sc: ScenarioDef, players: number): void {
  const checked = CHECKED_MAPS.get(sc);
  if (checked !== undefined && checked.includes(players)) return;
  checkScenarioMap(sc, players);
  if (checked === undefined) CHECKED_MAPS.set(sc, [players]);
  else checked.push(players);
}

/** A config's carried campaign deck: for one named hero in a campaign scenario, without Draft Start (p. 74). */
function campaignCarryOf(carry: unknown, setup: GameSetup): CampaignCarry {
  if (setup.scenario.mode !== 'campaign') throw new ConfigError(`${setup.scenario.name} is no campaign scenario`, 'campaign');
  if (setup.variants.draftStart) throw new ConfigError('a campaign deck is carried, not drafted: Draft Start is off', 'variants.draftStart');
  const deck = typeof carry === 'object' && carry !== null ? (carry as { deck?: unknown }).deck : undefined;
  const fault = carriedDeckFault(deck, setup.players[0]?.hero ?? null);
  if (fault !== null) throw new ConfigError(fault, 'campaign.deck');
  return { deck: (deck as string[]).slice() };
}

/** The config's expansions: known, registered, each once (none when left out). */
export function expansionsOfConfig(v: unknown): Expansion[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new ConfigError("expansions is a list of expansion boxes: ['fortress', …]", 'expansions');
  const out: Expansion[] = [];
  for (const [i, e] of v.entries()) {
    if (!EXPANSIONS.includes(e as Expansion)) throw new ConfigError(`unknown expansion "${String(e)}"; the expansions are ${EXPANSIONS.join(', ')}`, `expansions[${i}]`);
    if (out.includes(e as Expansion)) throw new ConfigError(`${BOX_NAMES[e as Expansion]} is named twice`, `expansions[${i}]`);
    if (!REGISTERED_EXPANSIONS.includes(e as Expansion)) {
      throw new ConfigError(`the ${BOX_NAMES[e as Expansion]} has no content in this engine; those it has: ${REGISTERED_EXPANSIONS.join(', ') || 'none'}`, `expansions[${i}]`);
    }
    out.push(e as Expansion);
  }
  return out;
}

// The built-in scenarios whose tiles were found in play, by the content in play (built once per set of boxes):
// a config naming a built-in scenario is checked once, not on every createGame and createCombat.
const TILES_CHECKED = new WeakMap<BoxContent, Set<ScenarioDef>>();

function checkBuiltInTiles(sc: ScenarioDef, inPlay: BoxContent): void {
  let checked = TILES_CHECKED.get(inPlay);
  if (checked?.has(sc)) return;
  checkTilesInPlay(sc, inPlay);
  if (checked === undefined) TILES_CHECKED.set(inPlay, (checked = new Set()));
  checked.add(sc);
}

/** Every tile a scenario places or draws is one of the boxes in play: a tile of another box is a ConfigError naming it. */
function checkTilesInPlay(sc: ScenarioDef, inPlay: BoxContent): void {
  const named: string[] = [];
  for (const t of sc.map.tiles) if ('tile' in t) named.push(t.tile);
  for (const ids of Object.values(sc.map.pools)) for (const id of ids) named.push(id);
  for (const id of named) {
    if (inPlay.tileIds.has(id)) continue;
    const box = boxOf(id) as Exclude<Box, 'core'>;
    throw new ConfigError(`${sc.name} uses the tile ${id} of the ${BOX_NAMES[box]}, which is not in play: name '${box}' in expansions`, 'scenario.map');
  }
}

/** A hero of the boxes in play, by id: an unknown hero, or one of a box not in play, is a ConfigError naming it. */
export function heroInPlay(inPlay: BoxContent, id: string, field: string): HeroDef {
  const def = inPlay.heroes.find((x) => x.id === id);
  if (def) return def;
  const other = HEROES.find((x) => x.id === id);
  if (other) {
    const box = boxOf(id) as Exclude<Box, 'core'>;
    // A hero a box adds to another box's faction (ruling TW100): its box in play, its faction's not.
    const factionBox = boxOf(other.faction) as Exclude<Box, 'core'>;
    if (inPlay.boxes.includes(box)) throw new ConfigError(`${other.name} plays the ${BOX_NAMES[factionBox]}'s faction, which is not in play: name '${factionBox}' in expansions`, field);
    throw new ConfigError(`${other.name} comes in the ${BOX_NAMES[box]}, which is not in play: name '${box}' in expansions`, field);
  }
  throw new ConfigError(`unknown hero "${id}"; the heroes in play: ${inPlay.heroes.map((x) => x.id).join(', ')}`, field);
}

/** The config's rule variants, every one named and true or false; the others off. */
export function variantsOf(v: unknown): RuleVariants {
  if (v === undefined) return standardRules();
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ConfigError('variants is an object: { chaosCards: true, … }', 'variants');
  const out = standardRules();
  for (const [k, on] of Object.entries(v)) {
    if (!Object.prototype.hasOwnProperty.call(STANDARD_RULES, k)) {
      throw new ConfigError(`unknown rule variant "${k}"; known: ${RULE_VARIANTS.map((x) => x.key).join(', ')}`, `variants.${k}`);
    }
    if (typeof on !== 'boolean') throw new ConfigError('a rule variant is on (true) or off (false)', `variants.${k}`);
    out[k as keyof RuleVariants] = on;
  }
  return out;
}

function copies(card: string, n: number): CardId[] {
  return Array.from({ length: n }, (_, i) => instanceId(card, i + 1));
}

/** Every card and neutral instance of the boxes in play, in printed order. */
interface Instances {
  ability: CardId[];
  /** Without the Spell Scrolls set aside for the Spell Scroll deck (setup step 27). */
  artifact: CardId[];
  /** The Spell Scroll deck (Stronghold box), or undefined without Spell Scrolls. */
  spellScrolls: CardId[] | undefined;
  spell: CardId[];
  neutral: Record<'bronze' | 'silver' | 'gold' | 'azure', string[]>;
  supply: Record<StatisticKind, CardId[]>;
  /** The Empowered Statistic cards of the boxes in play, by kind (none without such a box). */
  empowered: Record<StatisticKind, CardId[]>;
  astrologers: CardId[];
}

function instancesOf(inPlay: BoxContent): Instances {
  const ofCategory = (cat: string) => inPlay.cards.filter((c) => c.def.category === cat).flatMap((c) => copies(c.def.id, c.copies));
  const artifact = ofCategory('artifact');
  // Setup step 27 (Stronghold box): the Spell Scrolls not shuffled into the Artifact deck are the Spell Scroll deck.
  const spellScrolls = setAsideSpellScrolls(artifact);
  return {
    ability: ofCategory('ability'),
    artifact,
    spellScrolls,
    spell: ofCategory('spell'),
    neutral: Object.fromEntries(
      (['bronze', 'silver', 'gold', 'azure'] as const).map((t) => [t, inPlay.neutralUnits.filter((u) => u.def.tier === t).flatMap((u) => copies(u.def.id, u.copies))]),
    ) as Record<'bronze' | 'silver' | 'gold' | 'azure', string[]>,
    supply: Object.fromEntries(
      (['attack', 'defense', 'power', 'knowledge'] as const).map((k) => [k, copies(`stat.${k}`, inPlay.cards.find((c) => c.def.id === `stat.${k}`)?.copies ?? 0)]),
    ) as Record<StatisticKind, CardId[]>,
    empowered: Object.fromEntries(
      (['attack', 'defense', 'power', 'knowledge'] as const).map((k) => [k, copies(`empowered.${k}`, inPlay.cards.find((c) => c.def.id === `empowered.${k}`)?.copies ?? 0)]),
    ) as Record<StatisticKind, CardId[]>,
    astrologers: inPlay.astrologers.map((c) => instanceId(c.id, 1)),
  };
}

// Built once per set of boxes, sliced for each game.
const INSTANCES = new Map<BoxContent, Instances>();

/** The Event deck of a game with this setup, unshuffled; undefined without the Fortress box or with one player. */
function eventDeckOf(setup: GameSetup): EventDeckState | undefined {
  const deck = eventInstancesOf(setup.expansions ?? []);
  if (deck.length === 0 || setup.players.length < 2) return undefined;
  return { deck, discard: [], active: null, table: [], dice: [], pool: [], bids: [], drawer: 0 };
}

/** The Empowered Statistic piles (face up, never shuffled); undefined when no box in play holds Empowered cards. */
function empoweredPileOf(e: Record<StatisticKind, CardId[]>): Record<StatisticKind, CardId[]> | undefined {
  if (e.attack.length + e.defense.length + e.power.length + e.knowledge.length === 0) return undefined;
  return { attack: e.attack.slice(), defense: e.defense.slice(), power: e.power.slice(), knowledge: e.knowledge.slice() };
}

/** The War Machine pile: each kind's copies, in printed order; undefined when no box in play holds War Machines. */
function warMachinePileOf(inPlay: BoxContent): WarMachine[] | undefined {
  if (inPlay.warMachines.length === 0) return undefined;
  const pile: WarMachine[] = [];
  for (const m of inPlay.warMachines) for (let i = 0; i < m.copies; i++) pile.push(m.id);
  return pile;
}

/**
 * The state before any setup decision: every shared card in its pile, unshuffled. A stand-alone combat
 * (`sharedCards` false) has none of them: no Ability, Artifact, Spell or Spell Scroll deck, no Statistic supply or
 * Empowered piles, no Astrologers Proclaim or Event deck; it keeps the Neutral Unit decks its guards come from.
 */
export function initialState(setup: GameSetup, dice: ScriptedDice, sharedCards = true): GameState {
  const inPlay = contentInPlay(boxesInPlay(setup));
  let ALL = INSTANCES.get(inPlay);
  if (ALL === undefined) {
    ALL = instancesOf(inPlay);
    INSTANCES.set(inPlay, ALL);
  }
  const all = ALL;
  const byCategory = (cat: 'ability' | 'artifact' | 'spell') => (sharedCards ? all[cat].slice() : []);
  const supply = (kind: StatisticKind) => (sharedCards ? all.supply[kind].slice() : []);
  const neutrals = (tier: 'bronze' | 'silver' | 'gold' | 'azure') => all.neutral[tier].slice();
  // Pushed one by one, not mapped: map() makes a holey array once its caller is optimized, and a players array of a
  // second kind appearing late sends every optimized function that reads the players back to the interpreter.
  const players: PlayerState[] = [];
  for (const seat of setup.players) {
    const player: PlayerState = {
      id: seat.id,
      faction: 'castle',
      hero: '',
      heroType: 'might',
      experience: 0,
      resources: { ...NO_RESOURCES },
      income: { ...NO_RESOURCES },
      tokens: { build: true, population: true, spellBook: true },
      expertUsed: 0,
      deck: [],
      hand: [],
      discard: [],
      removed: [],
      setAside: [],
      permanent: null,
      buildings: [],
      mageGuildRound: 0,
      townCubes: 0,
      units: [],
      startingUnits: [],
      mainHero: { base: 3, used: 0, extra: 0 },
      secondaryHero: null,
      morale: { positive: false, negative: false, discardHandAtTurnEnd: false },
      holdsTownOrSettlement: true,
      factionCubes: [],
      defeated: { mainHeroes: [], secondaryHeroes: 0 },
      wonAt: [],
      roundsWithoutTown: 0,
      eliminated: false,
      buildingsUsedThisTurn: [],
      unitDiscounts: [],
      spellPurchase: null,
      wonCombatThisTurn: false,
      luck: { resourceDie: false, treasureDie: false, anyDie: false, oneDie: undefined },
      reserved: { resources: { ...NO_RESOURCES }, units: [] },
    };
    // What only some boxes give a player is left out until it is there (as the Draft copies it: kernel/draft.ts).
    if (inPlay.warMachines.length > 0) player.warMachines = [];
    if (all.spellScrolls !== undefined) player.scrolls = [];
    players.push(player);
  }
  const state: GameState = {
    schema: 'homm3bg-engine/state@1',
    config: setup,
    rng: seedRng(setup.seed),
    scriptedDice: dice,
    round: 1,
    phase: { step: 'chooseHero', seat: 0 },
    teamTurns: null,
    players,
    decks: {
      ability: { deck: byCategory('ability'), discard: [] },
      artifact: { deck: byCategory('artifact'), discard: [] },
      spell: { deck: byCategory('spell'), discard: [] },
    },
    statisticSupply: { attack: supply('attack'), defense: supply('defense'), power: supply('power'), knowledge: supply('knowledge') },
    neutralDecks: {
      bronze: { deck: neutrals('bronze'), discard: [] },
      silver: { deck: neutrals('silver'), discard: [] },
      gold: { deck: neutrals('gold'), discard: [] },
      azure: { deck: neutrals('azure'), discard: [] },
    },
    // In printed order: shuffled at the end of setup (step 21), after every other shuffle.
    astrologers: sharedCards ? { deck: all.astrologers.slice(), discard: [], active: null, nextResourceRound: [], used: [] } : undefined,
    revealed: [],
    map: null,
    combat: null,
    stack: [],
    pending: null,
    log: [],
    eventCount: 0,
    result: null,
    tournament: setup.scenario.mode === 'tournament' ? { firstFlags: [] } : null,
  };
  // The boxes' decks and supplies, when they are in play: left out otherwise, and last, as the Draft copies them.
  // The Fortress box's Events, in printed order, in a game of two or more players (Events, p. 62): shuffled with the
  // Astrologers Proclaim deck.
  const events = sharedCards ? eventDeckOf(setup) : undefined;
  if (events !== undefined) state.eventDeck = events;
  // The War Machine pile of the boxes in play (setup step 32): face up, bought from, never shuffled.
  const machines = warMachinePileOf(inPlay);
  if (machines !== undefined) state.warMachineSupply = machines;
  const empowered = sharedCards ? empoweredPileOf(all.empowered) : undefined;
  if (empowered !== undefined) state.empoweredSupply = empowered;
  if (sharedCards && all.spellScrolls !== undefined) state.spellScrollDeck = all.spellScrolls.slice();
  // The Summoned Unit Deck of the boxes in play (setup step 26): face up, one card of each Elemental.
  if (inPlay.summonedUnits.length > 0) state.summonedUnits = inPlay.summonedUnits.map((u) => u.id);
  return state;
}

/**
 * Setup steps 4–19 once every hero is chosen. With Draft Start (p. 56) the starting decks are drafted instead
 * (src/game/draftStart.ts): steps 11–14 and the discard piles of step 16 wait for the draft.
 */
export function prepareTable(d: Draft): void {
  const sc = d.s.config.scenario;
  const drafting = d.s.config.variants.draftStart;
  for (const { id } of d.s.players) {
    const p = d.player(id);
    const carried = d.s.config.campaign;
    if (carried !== undefined) buildCarriedDeck(d, id, carried.deck);
    else if (!drafting) buildStartingDeck(d, id);
    // The Level IV and VI Specialty cards wait for the level-ups.
    const specialties = heroDef(p.hero).specialties;
    p.setAside = [instanceId(specialties[1], 1), instanceId(specialties[2], 1)];
    // Steps 7–9: town, income, resources.
    p.buildings = sc.prebuilt.map((role) => buildingOf(p.faction, role).id);
    p.resources = { ...sc.startingResources };
    p.income = { ...sc.startingIncome };
    // Step 19: starting units.
    const taken: string[] = []; // one card per faction unit: "2 × a Few of the cheapest" are the two cheapest
    p.startingUnits = sc.startingUnits.map((rule) => {
      const ofTier = unitsOfFaction(p.faction).filter((u) => u.tier === rule.tier && !taken.includes(u.id));
      const sorted = [...ofTier].sort((a, b) => a.recruitCost.gold - b.recruitCost.gold);
      const pick = rule.pick === 'cheapest' ? sorted[0] : sorted[sorted.length - 1];
      if (!pick) throw new ConfigError(`no ${rule.tier} unit for ${p.faction}`, 'scenario.startingUnits');
      taken.push(pick.id);
      return { unit: pick.id, side: rule.side };
    });
    p.units = p.startingUnits.map((u) => ({ ...u }));
  }
  // Steps 15–16: shuffle the shared decks (with unused Magic Arrows) and turn up a discard card each.
  for (const name of ['ability', 'artifact', 'spell'] as const) {
    d.shuffle(d.sharedDeck(name).deck);
    if (!drafting) tidySharedDeck(d, name);
  }
  // Split Artifact and Spell Decks (p. 57): the Artifact and Spell decks become five decks by level — after Draft
  // Start's draft, which deals from the whole decks (ruling VS7).
  if (d.s.config.variants.splitDecks && !drafting) splitSharedDecks(d);
  // Step 18: neutral decks by tier.
  const n = d.neutralDecks();
  for (const tier of ['bronze', 'silver', 'gold', 'azure'] as const) d.shuffle(n[tier].deck);
}

/** Setup steps 11–14: Statistic cards, Magic Arrows, the Starting Ability and Level I Specialty, shuffled. */
function buildStartingDeck(d: Draft, player: PlayerId): void {
  const p = d.player(player);
  const def = heroDef(p.hero);
  takeStatistics(d, player);
  const spells = d.sharedDeck('spell');
  for (let i = 0; i < (def.type === 'magic' ? 2 : 1); i++) {
    const at = spells.deck.findIndex((c) => c.startsWith('spell.magic-arrow#'));
    p.deck.push(spells.deck.splice(at, 1)[0] as CardId);
  }
  p.deck.push(takeStartingAbility(d, player));
  p.deck.push(instanceId(def.specialties[0], 1));
  d.shuffle(p.deck); // step 14
}

/** Setup step 11 (and Draft Start): the Statistic cards of the hero board, from the supply into the player's deck. */
export function takeStatistics(d: Draft, player: PlayerId): void {
  const p = d.player(player);
  const def = heroDef(p.hero);
  const supply = d.statisticSupply();
  for (const kind of ['attack', 'defense', 'power', 'knowledge'] as const) {
    for (let i = 0; i < def.statistics[kind]; i++) {
      const card = supply[kind].pop();
      if (!card) throw new ConfigError(`the ${kind} supply ran out`, 'players');
      p.deck.push(card);
    }
  }
}

/**
 * Setup step 13 (and Draft Start, p. 56): the player's Starting Ability card is taken out of the Ability deck, the
 * copy startingAbilityCard names (ruling VS1). The core box always has it (ruling VS2); a pack with too few copies of
 * an Ability two heroes start with is refused.
 */
export function takeStartingAbility(d: Draft, player: PlayerId): CardId {
  const card = startingAbilityCard(d.s.players, player) as CardId;
  const deck = d.sharedDeck('ability').deck;
  const at = deck.indexOf(card);
  if (at < 0) throw new ConfigError(`the Ability deck has no ${card} for ${heroDef(d.peek(player).hero).name}'s Starting Ability`, 'players');
  return deck.splice(at, 1)[0] as CardId;
}

/** Setup step 17: the difficulty's starting bonus, as a choice between its two options. */
export function startingBonus(difficulty: Difficulty): Effect[] {
  const reshuffle: Effect = { op: 'reshuffleSharedDeck', deck: 'artifact' };
  const searchArtifacts: Effect = { op: 'search', deck: 'artifact', count: 2, optional: false };
  switch (difficulty) {
    case 'easy':
      return [{ op: 'choose', optional: false, options: [
        { key: 'resources', effects: [{ op: 'rollResourceDice', count: 2, keep: 'all' }] },
        // DIFFICULTY: shuffle the Artifact deck and its discard pile "afterwards", i.e. once both Searches are made.
        { key: 'artifacts', effects: [searchArtifacts, searchArtifacts, reshuffle] },
      ] }];
    case 'normal':
      return [{ op: 'choose', optional: false, options: [
        { key: 'resources', effects: [{ op: 'rollResourceDice', count: 2, keep: 'one' }] },
        { key: 'artifacts', effects: [searchArtifacts, reshuffle] },
      ] }];
    case 'hard':
      return [{ op: 'choose', optional: false, options: [
        { key: 'resources', effects: [{ op: 'rollResourceDice', count: 1, keep: 'all' }] },
        { key: 'artifacts', effects: [{ op: 'revealUntil', deck: 'artifact', artifactLevel: 'minor' }, reshuffle] },
      ] }];
    case 'impossible':
      return [];
  }
}

/**
 * The starting bonus of setup step 17: a campaign scenario's own, which replaces the difficulty's (Solo Campaigns,
 * p. 74; Difficulty, p. 51), else the difficulty's.
 */
export function scenarioStartingBonus(setup: GameSetup): Effect[] {
  return setup.scenario.startingBonus ?? startingBonus(setup.difficulty);
}

/** Setup step 7: immediate effects of pre-built buildings resolve at the end of setup. */
export function prebuiltEffects(d: Draft): void {
  for (const { id, faction, buildings } of [...d.s.players].reverse()) {
    for (const b of buildings) {
      const role = b.slice(b.indexOf('.') + 1) as Parameters<typeof buildingAbility>[1];
      const ability = buildingAbility(faction, role);
      if (ability?.when === 'whenBuilt') pushFrame(d, id, b, ability.options[0]?.effects ?? []);
    }
  }
}
