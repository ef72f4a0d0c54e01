/**
 * The save schema: one source for the shape of the whole GameState, down to the last field. Each record's checks
 * are typed against its model type (a field added to the type without a check does not compile); every
 * collection has a bound (./bounds.ts); lists that hold each thing once reject duplicates (player ids, buildings,
 * cards in a zone); the zone fields come from the zone table. loadState runs it on every save.
 */
import type { FortuneRerolls, FoundSpells, Resources, SpellScroll } from '../../model';
import type { AstrologersMode, AstrologersState, PlayerId, DraftStartState, Frame, GameResult, Standing, GameSetup, GameState, LuckRerolls, Morale, Movement, OwnedUnit, Phase, PlayerState } from '../../model';
import type { ReservedPool, ReservedUnit } from '../../model';
import type { HeroType, RuleVariants, ScenarioDef, TeamTurns, ScriptedDice, SharedDeck, SplitDeckName, StatisticKind, Tier, Difficulty } from '../../model';
import type { AuctionBid, CampaignCarry, EventDeckState, EventDie, Expansion, TournamentState } from '../../model';
import { carriedDeckFault } from '../campaignDeck';
import { DISCARDED_OF } from '../../effects/handEffects';
import { PLAY_MEMORY_KEYS } from '../../cards/mapPlays';
import { REMOVED } from '../../effects/eventEffects';
import { MATCH_KEYS } from '../../effects/eventDice';
import { ANSWER_DECISIONS } from '../../answers/decisions';
import { BOUNDS } from './bounds';
import { RNG_CARRY_MAX } from '../../kernel/rng';
import { ConfigError } from '../../kernel/errors';
import { checkScenarioMap, placementFault } from '../../map/tournamentMap';
import { bool, byId, byPlayer, count, fail, fieldsOf, fraction, int, isObj, list, literal, nullable, num, oneOf, optional, playerRef, unset, record, same, shown, str, tuple, variants, word } from './checks';
import type { Check, LoadContext, RecordCheck, Spec, Variants } from './checks';
import { DRAFT_START_RULES, STANDARD_RULES } from '../../rules/variants';
import { ASTROLOGERS_CARD, ATTACK_FACE, BUILDING_LIST, CATEGORY_NAMES, COVERS, FACTION, FACTION_UNIT, HERO_ID, HERO_IDS, HELD, LEVEL, RESOURCES, UNIT_SIDE, WAR_MACHINE, WAR_MACHINES } from './common';
import { COMBAT, COMBAT_RECORDS } from './combat';
import { DECISION } from './decisions';
import { EFFECT_LIST } from './effects';
import { EVENT } from './events';
import { presentZoneField, zoneField } from './zones';
import { isSpellScroll, MOST_SCROLLS, SPELLS_PER_SCROLL } from '../../deck/spellScrolls';
import { MAP } from './map';
import { SCENARIO } from './scenario';
import { areAllies } from '../../rules/teams';
import { offerFault, tradableBetweenAllies } from '../../turn/allyTrade';
import { REGISTERED_EXPANSIONS } from '../../content/boxes';

export { BOUNDS } from './bounds';
export { ZONE_FIELDS } from './zones';
export { fieldsOf } from './checks';
export type { LoadContext } from './checks';

const MOVEMENT = record<Movement>({ base: count, used: count, extra: count });
const OWNED_UNIT = record<OwnedUnit>({ unit: str, side: UNIT_SIDE, covers: zoneField('unitCovers') }, (v, p, ctx) => {
  if (v['covers'] !== undefined) COVERS(v['covers'], `${p}.covers`, ctx);
});
/** The units a player starts with, and gets back after losing them all: faction unit cards (combat/end.ts). */
const STARTING_UNIT = record<OwnedUnit>({ unit: FACTION_UNIT, side: oneOf(['few', 'pack']), covers: optional(COVERS) });

/** The Gold Pool's Reserved Pool: what each bought unit cost, with the discount cards kept with it. */
const RESERVED = record<ReservedPool>({
  resources: RESOURCES,
  units: list(
    record<ReservedUnit>({ unit: str, recruit: RESOURCES, reinforce: RESOURCES, recruitCard: zoneField('recruitDiscount'), reinforceCard: zoneField('reinforceDiscount') }),
    BOUNDS.unitDeck,
    (x) => (isObj(x) ? x['unit'] : undefined),
  ),
});

/** A Spell Scroll beside the Hero Board (Stronghold box, p. 26): a Spell Scroll card with up to 2 Spells on it. */
const SPELL_SCROLL = record<SpellScroll>({ card: zoneField('scrollCards'), spells: zoneField('scrollSpells') }, (v, p) => {
  if (!isSpellScroll(v['card'] as string)) fail(`${p}.card`, 'is no Spell Scroll card');
  const spells = v['spells'] as string[];
  if (spells.length > SPELLS_PER_SCROLL) fail(`${p}.spells`, `holds ${spells.length} Spells; a scroll holds ${SPELLS_PER_SCROLL} at most`);
  for (const c of spells) if (!c.startsWith('spell.')) fail(`${p}.spells`, `${c} is no Spell card`);
});

/** The most Spells Enchanters VI finds: two Searches, one card each (CF16). */
const MOST_FOUND = 2;

/** Enchanters VI's found Spells (CF16): Spell cards, two at most, the record left out once both lists are empty. */
const FOUND_SPELLS = record<FoundSpells>({ waiting: presentZoneField('foundWaiting'), cast: presentZoneField('foundCast') }, (v, p) => {
  const all = [...(v['waiting'] as string[]), ...(v['cast'] as string[])];
  if (all.length === 0) fail(p, 'is left out while no Spell is found');
  if (all.length > MOST_FOUND) fail(p, `holds ${all.length} Spells; Enchanters VI finds ${MOST_FOUND} at most`);
  for (const c of all) if (!c.startsWith('spell.')) fail(p, `${c} is no Spell card`);
});

const PLAYER = record<PlayerState>({
  id: str,
  faction: FACTION,
  hero: oneOf(['', ...HERO_IDS]),
  heroType: word<HeroType>({ might: true, magic: true }),
  experience: count,
  resources: HELD,
  income: HELD,
  tokens: record<PlayerState['tokens']>({ build: bool, population: bool, spellBook: bool }),
  expertUsed: count,
  deck: zoneField('deck'),
  hand: zoneField('hand'),
  discard: zoneField('discard'),
  removed: zoneField('removed'),
  setAside: zoneField('setAside'),
  permanent: zoneField('permanent'),
  buildings: BUILDING_LIST,
  mageGuildRound: count,
  townCubes: count,
  units: zoneField('unitDeck', OWNED_UNIT),
  startingUnits: list(STARTING_UNIT, BOUNDS.unitDeck),
  mainHero: MOVEMENT,
  secondaryHero: nullable(MOVEMENT),
  morale: record<Morale>({ positive: bool, negative: bool, discardHandAtTurnEnd: bool }),
  holdsTownOrSettlement: bool,
  factionCubes: list(playerRef, BOUNDS.short),
  defeated: record<PlayerState['defeated']>({ mainHeroes: list(playerRef, BOUNDS.players), secondaryHeroes: count }),
  wonAt: list(record<PlayerState['wonAt'][number]>({ field: count, hero: oneOf(['main', 'secondary']) }), BOUNDS.fields),
  roundsWithoutTown: int(0, 4), // the fourth round end eliminates
  eliminated: bool,
  buildingsUsedThisTurn: BUILDING_LIST,
  unitDiscounts: list(count, BOUNDS.short),
  spellPurchase: nullable(record<NonNullable<PlayerState['spellPurchase']>>({ discount: count, search: count })),
  wonCombatThisTurn: bool,
  luck: record<LuckRerolls>({ resourceDie: bool, treasureDie: bool, anyDie: bool, oneDie: unset(bool) }),
  fieldMoraleIgnored: unset(bool),
  flying: unset(bool),
  pathfinding: unset(bool),
  scouting: unset(count),
  schoolSearchRound: unset(count),
  warMachines: unset(WAR_MACHINES),
  fortune: unset(record<FortuneRerolls>({ dice: oneOf(['map', 'attack']), left: int(0, BOUNDS.dice), index: nullable(int(0, BOUNDS.dice - 1)), thrown: list(int(-1, 6), 2 * BOUNDS.dice), anyFace: optional(bool) })),
  scrolls: unset(list(SPELL_SCROLL, MOST_SCROLLS + 1)),
  foundSpells: unset(FOUND_SPELLS),
  reserved: RESERVED,
});

const CONFIG = record<GameSetup>({
  seed: str,
  scenario: SCENARIO,
  difficulty: word<Difficulty>({ easy: true, normal: true, hard: true, impossible: true }),
  players: list(record<GameSetup['players'][number]>({ id: str, hero: nullable(HERO_ID) }), BOUNDS.players, byId, 1),
  logLimit: count,
  combatRoundLimit: count,
  astrologers: optional(absentOr(word<AstrologersMode>({ standard: true, everyRound: true, none: true }))),
  variants: record<RuleVariants>(Object.fromEntries(Object.keys(STANDARD_RULES).map((k) => [k, bool])) as Spec<RuleVariants>),
  expansions: optional(list(oneOf(REGISTERED_EXPANSIONS), REGISTERED_EXPANSIONS.length, same, 1)),
  campaign: optional(absentOr(record<CampaignCarry>({ deck: list(str, BOUNDS.cards) }))),
}, (v, p) => {
  // A carried campaign deck (p. 74): one createGame accepts, for the one player's hero in a campaign scenario.
  const carry = v['campaign'] as CampaignCarry | undefined;
  if (carry !== undefined) {
    if ((v['scenario'] as ScenarioDef).mode !== 'campaign') fail(`${p}.campaign`, 'only a campaign scenario carries a deck');
    const fault = carriedDeckFault(carry.deck, (v['players'] as GameSetup['players'])[0]?.hero ?? null);
    if (fault !== null) fail(`${p}.campaign.deck`, fault);
  }
  // The map is laid out from the scenario's layout once the heroes are chosen: it must be one createGame accepts.
  try {
    checkScenarioMap(v['scenario'] as ScenarioDef, (v['players'] as unknown[]).length);
  } catch (e) {
    if (e instanceof ConfigError) fail(`${p}.${e.field}`, e.message.slice(e.field.length + 2));
    throw e;
  }
});

/** A seat of the table, 0 to the number of players − 1. */
const SEAT: Check = (v, p, ctx) => int(0, ctx.seats - 1)(v, p, ctx);
/** The seat whose starting bonus comes next: one past the last while the last player's is being chosen. */
const NEXT_SEAT: Check = (v, p, ctx) => int(0, ctx.seats)(v, p, ctx);

const PHASES: Variants<Phase, 'step'> = {
  chooseHero: { seat: SEAT },
  startingBonus: { seat: NEXT_SEAT },
  orientStart: { seat: NEXT_SEAT },
  roundStart: {},
  turnStart: { seat: SEAT },
  beginningOfTurn: { seat: SEAT, used: BUILDING_LIST },
  turn: { seat: SEAT },
  teamOrder: {},
  roundEnd: {},
  draftStart: { seat: NEXT_SEAT },
  combatSandbox: {},
  ended: {},
  tournamentStart: {},
  buildMap: {},
  aiTurns: { hero: int(0, BOUNDS.short), mp: int(0, 3) },
};

/** An Alliance round's order: per team its seats as chosen, and the seats whose turn came, each once. */
const TEAM_TURNS = record<TeamTurns>({
  orders: list(list(SEAT, BOUNDS.players, same), BOUNDS.players),
  played: list(SEAT, BOUNDS.players, same),
});

/**
 * What a frame remembers: how many cards its last discard step discarded, in all and per category (effects/run.ts);
 * a map play's choices (cards/mapPlays.ts: the Power paid, the field and hero of a skipped combat); the cards an
 * Event's step removed (effects/eventEffects.ts).
 */
// effects/empowerEffects.ts: the Statistic cards replaced with Empowered ones ('empowered').
const MEMORY_KEYS = ['discarded', ...CATEGORY_NAMES.map((c) => DISCARDED_OF + c), ...PLAY_MEMORY_KEYS, REMOVED, ...MATCH_KEYS, 'empowered'];
const MEMORY: Check = (v, p, ctx) => {
  if (!isObj(v)) return fail(p, 'expected an object');
  for (const k of Object.keys(v)) {
    if (!MEMORY_KEYS.includes(k)) fail(`${p}.${k}`, `is not a value a frame remembers (${MEMORY_KEYS.join(', ')})`);
    count(v[k], `${p}.${k}`, ctx);
  }
};

const FRAME = record<Frame>({ player: playerRef, source: str, effects: EFFECT_LIST, pc: count, memory: MEMORY }, (v, p) => {
  // pc is the next effect to run; past the last one, the frame is done (popped on the next run).
  if ((v['pc'] as number) > (v['effects'] as unknown[]).length) fail(`${p}.pc`, `is past the frame's ${(v['effects'] as unknown[]).length} effect(s)`);
});

const RESULT = record<GameResult>({
  reason: oneOf(['victory', 'defeat', 'elimination', 'factionCubes', 'roundLimit', 'combatOver']),
  why: str,
  winners: list(playerRef, BOUNDS.players, same),
  winner: nullable(playerRef),
  standings: list(record<Standing>({ player: playerRef, rank: int(1, BOUNDS.players), won: bool, eliminated: bool, victoryPoints: count, level: LEVEL, buildings: count, units: count }), BOUNDS.players, (x) => (isObj(x) ? x['player'] : undefined)),
});

const EVENTS = list(EVENT, Number.MAX_SAFE_INTEGER);
/** The log keeps config.logLimit events, and all of the last apply's. */
const LOG: Check = (v, p, ctx) => {
  const max = Math.max(ctx.logLimit, BOUNDS.events);
  if (Array.isArray(v) && v.length > max) fail(p, `holds ${v.length} events; at most ${max} are kept`);
  EVENTS(v, p, ctx);
};

const SHARED_DECK_PILES = record<SharedDeck>({ deck: zoneField('sharedDeck'), discard: zoneField('sharedDiscard') });
const NEUTRAL_PILES = record<GameState['neutralDecks'][Tier]>({ deck: zoneField('neutralDeck'), discard: zoneField('neutralDiscard') });
const SUPPLY_PILE = zoneField('statisticSupply');
const EMPOWERED_PILE = zoneField('empoweredSupply');
/**
 * A field a combat sandbox has no value for: left out of its JSON, or held as undefined by an object (the Astrologers
 * Proclaim deck and setting); `c`'s record fields stay readable.
 */
function absentOr(c: Check): Check {
  const check: Check = (v, p, ctx) => {
    if (v !== undefined) c(v, p, ctx);
  };
  const fields = fieldsOf(c);
  return fields ? Object.assign(check, { fields }) : check;
}

/** A zone field that, unlike the zone, is never left out: the record is absent in a combat sandbox, not its fields. */
const present = (c: Check): Check => (v, p, ctx) => c(v, p, ctx);
const ASTROLOGERS = record<AstrologersState>({
  deck: present(zoneField('astrologersDeck')),
  discard: present(zoneField('astrologersDiscard')),
  active: present(zoneField('astrologersActive')),
  nextResourceRound: list(ASTROLOGERS_CARD, BOUNDS.cards),
  used: list(playerRef, BOUNDS.players, same),
  exchangesLeft: unset(record<{ player: PlayerId; count: number }>({ player: playerRef, count: int(1, BOUNDS.cards) })),
  firstCombatRound: unset(int(1, BOUNDS.rounds)),
  faceUp: unset(list(str, 3, same)),
});
/** The split decks (Split Artifact and Spell Decks): the record is absent without the variant, never its piles. */
const SPLIT_DECK_PILES = record<SharedDeck>({ deck: present(zoneField('splitDeck')), discard: present(zoneField('splitDiscard')) });
/** The Event deck (the Fortress box in a game of two or more players; absent otherwise). */
const EVENT_DECK = absentOr(record<EventDeckState>({
  deck: present(zoneField('eventDeck')),
  discard: present(zoneField('eventDiscard')),
  active: present(zoneField('eventActive')),
  table: present(zoneField('eventTable')),
  dice: list(record<EventDie>({ die: oneOf(['treasure', 'resource']), face: int(1, 6) }), BOUNDS.dice),
  pool: present(zoneField('eventPool')),
  bids: list(record<AuctionBid>({ player: playerRef, gold: count }), BOUNDS.players),
  drawer: count,
}, (v, p, ctx) => {
  if ((v['drawer'] as number) >= ctx.players.size) fail(`${p}.drawer`, 'is no seat of the game');
}));
/** A combat sandbox has no Astrologers Proclaim deck: the field is left out (a Draft's copy holds it as undefined). */
const ABSENT_OR_ASTROLOGERS = absentOr(ASTROLOGERS);
/** Draft Start's packets, set-aside cards and kept cards, each a zone by player id; absent unless drafting. */
const DRAFT_START = absentOr(record<DraftStartState>({
  round: word<DraftStartState['round']>({ left: true, right: true, cut: true }),
  packets: byPlayer(zoneField('draftPackets')),
  setAside: byPlayer(zoneField('draftSetAside')),
  kept: byPlayer(zoneField('draftKept')),
}, (v, p, ctx) => {
  // Every player has each pile: a packet of at most 6 cards, the 2 set aside (none once their deck is built), at most 7 kept.
  const most: Record<string, number> = { packets: DRAFT_START_RULES.packet, setAside: 2, kept: DRAFT_START_RULES.keep };
  for (const field of ['packets', 'setAside', 'kept']) {
    for (const player of ctx.players) {
      const pile = (v[field] as Record<string, unknown>)[player];
      if (!Array.isArray(pile)) fail(`${p}.${field}.${player}`, 'is missing (every player has one)');
      if (pile.length > (most[field] as number)) fail(`${p}.${field}.${player}`, `holds ${pile.length} cards; at most ${most[field] as number}`);
    }
  }
}));

/** What Tournament Mode keeps: the first flag of each objective location. */
const TOURNAMENT = record<TournamentState>({
  firstFlags: list(record<TournamentState['firstFlags'][number]>({ location: str, player: playerRef }), BOUNDS.short),
});

const STATE = record<GameState>(
  {
    schema: literal('homm3bg-engine/state@1', 'not a homm3bg-engine state (schema homm3bg-engine/state@1)'),
    config: CONFIG,
    rng: tuple([int(0, RNG_CARRY_MAX), fraction, fraction, fraction], 'expected the 4 numbers of the generator state'),
    scriptedDice: record<ScriptedDice>({
      attack: list(ATTACK_FACE, BOUNDS.scriptedDice),
      resource: list(int(1, 6), BOUNDS.scriptedDice),
      treasure: list(int(1, 6), BOUNDS.scriptedDice),
    }),
    round: count,
    phase: variants('step', 'phase step', PHASES),
    teamTurns: nullable(TEAM_TURNS),
    players: list(PLAYER, BOUNDS.players, byId, 1),
    decks: record<GameState['decks']>({ ability: SHARED_DECK_PILES, artifact: SHARED_DECK_PILES, spell: SHARED_DECK_PILES }),
    statisticSupply: record<Record<StatisticKind, unknown>>({ attack: SUPPLY_PILE, defense: SUPPLY_PILE, power: SUPPLY_PILE, knowledge: SUPPLY_PILE }),
    neutralDecks: record<GameState['neutralDecks']>({ bronze: NEUTRAL_PILES, silver: NEUTRAL_PILES, gold: NEUTRAL_PILES, azure: NEUTRAL_PILES }),
    astrologers: optional(ABSENT_OR_ASTROLOGERS),
    eventDeck: optional(EVENT_DECK),
    warMachineSupply: unset(list(WAR_MACHINE, BOUNDS.cards)),
    empoweredSupply: unset(record<Record<StatisticKind, unknown>>({ attack: EMPOWERED_PILE, defense: EMPOWERED_PILE, power: EMPOWERED_PILE, knowledge: EMPOWERED_PILE })),
    spellScrollDeck: unset(presentZoneField('spellScrollDeck')),
    summonedUnits: unset(presentZoneField('summonedDeck')),
    // Absent without the variant (a Draft's copy holds it as undefined).
    splitDecks: optional(absentOr(record<Record<SplitDeckName, SharedDeck>>({
      minorArtifact: SPLIT_DECK_PILES,
      majorArtifact: SPLIT_DECK_PILES,
      relicArtifact: SPLIT_DECK_PILES,
      basicSpell: SPLIT_DECK_PILES,
      expertSpell: SPLIT_DECK_PILES,
    }))),
    draftStart: optional(DRAFT_START),
    revealed: zoneField('revealed'),
    map: nullable(MAP),
    combat: nullable(COMBAT),
    stack: list(FRAME, BOUNDS.frames),
    pending: nullable(DECISION),
    log: LOG,
    eventCount: count,
    result: nullable(RESULT),
    tournament: nullable(TOURNAMENT),
  },
  // The seats are the configured ones; events are numbered in order, below the next number; an effect's decision
  // is its frame's.
  (v, p) => {
    const state = v as unknown as GameState;
    effectDecisionHasItsFrame(state, p);
    draftInItsPhase(state, p);
    mapDecisionOnTheMap(state, p);
    const placement = placementFault(state);
    if (placement !== null) fail(`${p}.pending`, placement);
    activationOfTheActiveUnit(state, p);
    attackRollOfTheAttack(state, p);
    aiTieOfTheAiHero(state, p);
    allianceOnlyInAnAlliance(state, p);
    aiHeroesOfTheScenario(state, p);
    const seats = state.config.players.map((s) => s.id).join(', ');
    if (state.players.map((s) => s.id).join(', ') !== seats) fail(`${p}.players`, `are not the configured seats (${seats})`);
    let last = -1;
    state.log.forEach((e, i) => {
      if (e.seq <= last || e.seq >= state.eventCount) fail(`${p}.log[${i}].seq`, `${e.seq} is out of order (events are numbered up to eventCount ${state.eventCount})`);
      last = e.seq;
    });
  },
);

/**
 * The decisions an effect waits on (src/answers/; Speculum's, Town Portal's, Angel Wings', Dimension Door's, View
 * Earth's, the Castle Gate's, the Redwood Observatory's and the Observatory's in src/map/; an Event's choice in
 * src/turn/): answering one finishes the effect of the top frame.
 */
const EFFECT_DECISIONS = new Set<string>([
  ...Object.keys(ANSWER_DECISIONS),
  'discoverNearHero', 'townPortal', 'flight', 'dimensionDoor', 'takeMine', 'pickOpponent', 'discoverNear', 'turnNearTile', 'chooseEvent',
]);

/** A decision an effect waits on is the top frame's player's: without that frame, answering it finds no effect to finish. */
function effectDecisionHasItsFrame(state: GameState, p: string): void {
  const dec = state.pending;
  if (dec === null || !EFFECT_DECISIONS.has(dec.kind)) return;
  const top = state.stack[state.stack.length - 1];
  if (top === undefined || top.player !== dec.player) fail(`${p}.pending`, `${dec.player}'s ${dec.kind} waits on an effect of theirs, and none is running (state.stack)`);
}

/**
 * The Alliance's order and decisions belong to an Alliance game: `teamTurns` holds one order per team, the phase in
 * which a team chooses has it, and only allies offer each other trades (cards in a Cooperative game too).
 */
function allianceOnlyInAnAlliance(state: GameState, p: string): void {
  const teams = state.config.scenario.teams;
  const turns = state.teamTurns;
  if (turns !== null && (teams === undefined || turns.orders.length !== teams.length)) fail(`${p}.teamTurns`, 'an Alliance game holds one order per team; other games none (null)');
  if (state.phase.step === 'teamOrder' && turns === null) fail(`${p}.phase`, 'a team chooses its order in an Alliance game only (state.teamTurns is null)');
  const dec = state.pending;
  if (dec === null || (dec.kind !== 'teamOrder' && dec.kind !== 'allyOffer' && dec.kind !== 'cardOffer')) return;
  if (dec.kind === 'teamOrder' && state.phase.step !== 'teamOrder') fail(`${p}.pending`, 'a team chooses its order in the teamOrder phase only');
  if (dec.kind !== 'teamOrder' && (!areAllies(state, dec.player, dec.from) || dec.player === dec.from)) fail(`${p}.pending.from`, `${dec.from} is not an ally of ${dec.player}`);
  if (dec.kind === 'allyOffer' && teams === undefined) fail(`${p}.pending`, 'resources are offered between allies of an Alliance only');
  if (dec.kind === 'allyOffer') {
    const fault = offerFault(state, dec.from, dec.player, dec.resources);
    if (fault !== null) fail(`${p}.pending.resources`, `is no offer that could be made now: ${fault.message}`);
  }
  if (dec.kind === 'cardOffer') {
    const giver = state.players.find((x) => x.id === dec.from);
    if (giver === undefined || !giver.hand.includes(dec.card) || !tradableBetweenAllies(dec.card)) fail(`${p}.pending.card`, `is no Spell or Artifact card of ${dec.from}'s hand`);
  }
}

/**
 * Draft Start's record exists exactly in its phase, and its decisions are asked of the player of the phase's seat: a
 * pick while packets go round, a card to keep in the cut.
 */
function draftInItsPhase(state: GameState, p: string): void {
  const drafting = state.phase.step === 'draftStart';
  if (drafting !== (state.draftStart !== undefined)) fail(`${p}.draftStart`, drafting ? 'is missing in the Draft Start phase' : 'is only kept while the starting decks are drafted');
  const dec = state.pending;
  if (dec === null || (dec.kind !== 'draftPick' && dec.kind !== 'draftKeep')) return;
  const round = state.draftStart?.round;
  const seat = state.phase.step === 'draftStart' ? state.players[state.phase.seat]?.id : undefined;
  if (round === undefined || (dec.kind === 'draftKeep') !== (round === 'cut') || seat !== dec.player) {
    fail(`${p}.pending`, `${dec.player}'s ${dec.kind} is not the Draft Start decision the phase asks for`);
  }
}

/**
 * Every AI Hero the map, the encounter and the pending decision name is one of the scenario's (AI Heroes, p. 48); one
 * on the map or beaten has appeared (its round has come: it appears at that round's start, ruling AH1).
 */
function aiHeroesOfTheScenario(state: GameState, p: string): void {
  const appears = new Map((state.config.scenario.aiHeroes ?? []).map((h) => [h.id, h.appears]));
  const known = (id: string, at: string): void => { if (!appears.has(id)) fail(at, `the scenario has no AI Hero ${shown(id)}`); };
  const appeared = (id: string, at: string): void => {
    known(id, at);
    const round = appears.get(id) as number;
    if (round > state.round) fail(at, `${shown(id)} appears in round ${round}, and this is round ${state.round}`);
  };
  const m = state.map;
  if (m !== null) {
    m.aiHeroes.forEach((h, i) => appeared(h.id, `${p}.map.aiHeroes[${i}].id`));
    m.aiBeaten.forEach((id, i) => appeared(id, `${p}.map.aiBeaten[${i}]`));
    m.aiFlags.forEach((f, i) => known(f.hero, `${p}.map.aiFlags[${i}].hero`));
    if (m.encounter?.aiHero) known(m.encounter.aiHero.id, `${p}.map.encounter.aiHero.id`);
    if (state.phase.step === 'aiTurns' && state.phase.hero > m.aiHeroes.length) fail(`${p}.phase.hero`, `there are ${m.aiHeroes.length} AI Heroes on the map`);
  }
  if (state.pending?.kind === 'aiHeroStep') known(state.pending.hero, `${p}.pending.hero`);
}

/** A unit's activation is asked of the unit whose activation the combat is at, at its stage. */
function activationOfTheActiveUnit(state: GameState, p: string): void {
  const dec = state.pending;
  if (dec === null || dec.kind !== 'activation') return;
  const step = state.combat?.step;
  if (step?.step !== 'unit' || step.unit !== dec.unit || step.stage !== dec.stage) {
    fail(`${p}.pending.unit`, `${shown(dec.unit)} is not the unit activating in the combat (at that stage)`);
  }
}

/** A thrown die's decision shows the dice of the attack under way: its Attack dice, or the Defense die. */
function attackRollOfTheAttack(state: GameState, p: string): void {
  const dec = state.pending;
  if (dec === null || dec.kind !== 'attackRoll') return;
  const at = state.combat?.attack;
  const dice = at === undefined || at === null ? null : dec.die === 'attack' ? at.attackDice : at.defenseDie === null ? null : [at.defenseDie];
  if (dice === null || dice.length !== dec.faces.length || dice.some((f, i) => f !== dec.faces[i])) {
    fail(`${p}.pending.faces`, `are not the ${dec.die === 'attack' ? 'Attack dice' : 'Defense die'} of the attack under way (state.combat.attack)`);
  }
}

/** The map decisions that name a map field, or several. */
const FIELD_DECISIONS = new Set<string>(['chooseField', 'aiHeroStep', 'townPortal', 'takeMine', 'dimensionDoor', 'secondaryHeroAttacked', 'townAttacked', 'randomTown', 'skipCombat']);

/** A decision about the map names its tiles and fields: the tile to turn, the tiles to discover, the fields to go to. */
function mapDecisionOnTheMap(state: GameState, p: string): void {
  const dec = state.pending;
  if (dec === null) return;
  const tiles = dec.kind === 'rotateTile' ? [dec.tile] : dec.kind === 'discoverNear' || dec.kind === 'turnNearTile' ? dec.tiles : null;
  const fields = !FIELD_DECISIONS.has(dec.kind) ? null : 'fields' in dec ? dec.fields : [(dec as { field: number }).field];
  if (tiles === null && fields === null) return;
  const m = state.map;
  if (m === null) return fail(`${p}.pending`, `a ${dec.kind} decision needs the map (state.map is null)`);
  for (const t of tiles ?? []) if (t >= m.tiles.length) fail(`${p}.pending`, `there is no tile ${t} on the map`);
  for (const f of fields ?? []) if (f >= m.fields.length) fail(`${p}.pending.${'fields' in dec ? 'fields' : 'field'}`, `there is no field ${f} on the map`);
}

/** An AI Hero's tie shows the AI card and the Spell it resolves: both lie face up beside the board (combat.aiHero.resolving). */
function aiTieOfTheAiHero(state: GameState, p: string): void {
  const dec = state.pending;
  if (dec === null || dec.kind !== 'aiTie') return;
  const resolving = state.combat?.aiHero?.resolving ?? [];
  if (dec.card !== null && !resolving.includes(dec.card)) fail(`${p}.pending.card`, `${shown(dec.card)} is no AI card the AI Hero resolves (state.combat.aiHero.resolving)`);
  if (dec.spell !== null && !resolving.includes(dec.spell)) fail(`${p}.pending.spell`, `${shown(dec.spell)} is no Spell the AI Hero resolves (state.combat.aiHero.resolving)`);
}

/** The string ids of a list's records. */
const idsOf = (list: unknown[]): Set<string> =>
  new Set(list.map((x) => (isObj(x) ? x['id'] : undefined)).filter((id): id is string => typeof id === 'string'));

/** What the reference checks look up, read from a save before it is checked (anything malformed is caught then). */
function contextOf(v: unknown): LoadContext {
  const s = isObj(v) ? v : {};
  const players = Array.isArray(s['players']) ? s['players'] : [];
  const combat = isObj(s['combat']) ? s['combat'] : {};
  const config = isObj(s['config']) ? s['config'] : {};
  return {
    players: idsOf(players),
    seats: players.length,
    units: idsOf(Array.isArray(combat['units']) ? combat['units'] : []),
    logLimit: typeof config['logLimit'] === 'number' ? config['logLimit'] : 0,
    depth: 0,
  };
}

/** Checks that `v` has the shape of a ScenarioDef (a config's own scenario); throws InvalidStateError naming the path. */
export function checkScenarioShape(v: unknown): asserts v is ScenarioDef {
  SCENARIO(v, 'scenario', { players: new Set(), seats: 0, units: new Set(), logLimit: 0, depth: 0 });
}

/** Checks that `v` has the shape of a GameState, field by field; throws InvalidStateError naming the first wrong path. */
export function checkStateShape(v: unknown): asserts v is GameState {
  STATE(v, 'state', contextOf(v));
}

/** The schema's records by their type's name (tests compare their fields with the Draft's copies). */
export const RECORDS: Readonly<Record<string, RecordCheck>> = {
  GameState: STATE,
  GameSetup: CONFIG,
  PlayerState: PLAYER,
  Resources: RESOURCES,
  Movement: MOVEMENT,
  OwnedUnit: OWNED_UNIT,
  SharedDeck: SHARED_DECK_PILES,
  Frame: FRAME,
  GameResult: RESULT,
  AstrologersState: ASTROLOGERS,
  ...COMBAT_RECORDS,
};
