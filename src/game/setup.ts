/**
 * Setup (rulebook "Setup", steps 1–23 as far as the parts built so far reach): heroes, starting decks of 9,
 * shared decks with their discard piles, neutral decks, town, resources, units, the difficulty bonus.
 */
import type { Draft } from '../kernel/draft';
import type { AstrologersMode, CampaignCarry, CardId, Difficulty, GameSetup, GameState, PlayerId, PlayerState, RuleVariants, ScenarioDef, ScriptedDice, StatisticKind } from '../model';
import type { Effect } from '../model';
import type { Faction } from '../model';
import { ConfigError, InvalidStateError } from '../kernel/errors';
import { checkScenarioShape } from './schema';
import { seedRng } from '../kernel/rng';
import { CORE_CARDS } from '../data/cardList';
import { HEROES, hero as heroDef } from '../data/heroes';
import { NEUTRAL_UNITS, unitsOfFaction } from '../data/units';
import { buildingOf } from '../data/buildings';
import { SCENARIOS, scenario as findScenario } from '../data/scenarios';
import { instanceId } from '../kernel/ids';
import { startingAbilityCard } from '../hero/hero';
import { tidySharedDeck } from '../deck/sharedDeck';
import { pushFrame } from '../effects/run';
import { buildingAbility } from '../town/abilities';
import { FACTIONS } from '../content/registry';
import { FACTION_PACKS } from '../content/packs';
import { NO_RESOURCES } from '../kernel/resources';
import { checkScenarioMap } from '../map/tournamentMap';
import { ASTROLOGERS_INSTANCES } from '../data/astrologers';
import { RULE_VARIANTS, STANDARD_RULES, standardRules } from '../rules/variants';
import { splitSharedDecks } from '../deck/splitDecks';
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
  const seats = typeof config.players === 'number' ? emptySeats(config.players) : config.players;
  if (Array.isArray(seats) && seats.length === sc.players.min && seats.length > FACTIONS.length) {
    // A 2 vs 2 Alliance, say: valid data, but every player needs a faction of their own (expansions: issue #12).
    throw new ConfigError(
      `${sc.name} needs ${seats.length} factions; the registered ones are ${FACTION_PACKS.map((f) => f.name).join(', ')}: ${seats.length - FACTIONS.length} more faction${seats.length - FACTIONS.length > 1 ? 's are' : ' is'} missing (an expansion's)`,
      'players',
    );
  }
  if (!Array.isArray(seats) || seats.length < sc.players.min || seats.length > Math.min(sc.players.max, FACTIONS.length)) {
    throw new ConfigError(
      `${sc.name} is for ${sc.players.min}–${sc.players.max} players, and the core box has ${FACTIONS.length} factions`,
      'players',
    );
  }
  checkScenarioMap(sc, seats.length);
  const taken = new Set<Faction>();
  const players = seats.map((seat, i) => {
    if (typeof seat !== 'object' || seat === null) throw new ConfigError('a seat is an object: { hero } or {} to choose during setup', `players[${i}]`);
    const h = (seat as { hero?: string }).hero ?? null;
    if (h !== null && typeof h !== 'string') throw new ConfigError('a hero is named by its id', `players[${i}].hero`);
    if (h !== null) {
      const def = HEROES.find((x) => x.id === h);
      if (!def) throw new ConfigError(`unknown hero "${h}"; core heroes: ${HEROES.map((x) => x.id).join(', ')}`, `players[${i}].hero`);
      if (taken.has(def.faction)) throw new ConfigError(`${def.faction} is already taken by another player`, `players[${i}].hero`);
      taken.add(def.faction);
    }
    return { id: `p${i + 1}`, hero: h };
  });
  for (const kind of ['attack', 'resource', 'treasure'] as const) {
    const list = (config.dice as Record<string, unknown> | undefined)?.[kind];
    if (list !== undefined && !Array.isArray(list)) throw new ConfigError('scripted dice are a list of results', `dice.${kind}`);
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
  if (config.campaign !== undefined) setup.campaign = campaignCarryOf(config.campaign, setup);
  return { setup, dice };
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

// Every card and neutral instance of the core box, in printed order: built once, sliced for each game.
const ALL = {
  ability: CORE_CARDS.filter((c) => c.category === 'ability').flatMap((c) => copies(c.id, c.copies)),
  artifact: CORE_CARDS.filter((c) => c.category === 'artifact').flatMap((c) => copies(c.id, c.copies)),
  spell: CORE_CARDS.filter((c) => c.category === 'spell').flatMap((c) => copies(c.id, c.copies)),
  neutral: Object.fromEntries(
    (['bronze', 'silver', 'gold', 'azure'] as const).map((t) => [t, NEUTRAL_UNITS.filter((u) => u.tier === t).flatMap((u) => copies(u.id, u.copies))]),
  ) as Record<'bronze' | 'silver' | 'gold' | 'azure', string[]>,
  supply: Object.fromEntries(
    (['attack', 'defense', 'power', 'knowledge'] as const).map((k) => [k, copies(`stat.${k}`, CORE_CARDS.find((c) => c.id === `stat.${k}`)?.copies ?? 0)]),
  ) as Record<StatisticKind, CardId[]>,
};

/** The state before any setup decision: every shared card in its pile, unshuffled. */
export function initialState(setup: GameSetup, dice: ScriptedDice): GameState {
  const byCategory = (cat: 'ability' | 'artifact' | 'spell') => ALL[cat].slice();
  const supply = (kind: StatisticKind) => ALL.supply[kind].slice();
  const neutrals = (tier: 'bronze' | 'silver' | 'gold' | 'azure') => ALL.neutral[tier].slice();
  // Pushed one by one, not mapped: map() makes a holey array once its caller is optimized, and a players array of a
  // second kind appearing late sends every optimized function that reads the players back to the interpreter.
  const players: PlayerState[] = [];
  for (const seat of setup.players) players.push({
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
    luck: { resourceDie: false, treasureDie: false, anyDie: false },
    reserved: { resources: { ...NO_RESOURCES }, units: [] },
  });
  return {
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
    astrologers: { deck: ASTROLOGERS_INSTANCES.slice(), discard: [], active: null, nextResourceRound: [], used: [] },
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
