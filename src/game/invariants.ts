/**
 * Structural invariants of a game state, for property tests and for checking a loaded save. Cheap enough to
 * run after every step (the card universe is built once per set of heroes and cached).
 *
 * - Cards: every card instance of the game — the copies the boxes in play hold of each card (`contentInPlay`, summed per box:
 *   the shared decks, the Statistic supply, the Starting Ability cards taken from the Ability deck; in Tournament Mode
 *   without the two cards it leaves in the box), the Astrologers Proclaim cards (their deck, discard pile and the card
 *   in force), and once the table is prepared each Main Hero's three Specialty cards — is in exactly one zone of the
 *   zone table (src/game/zones.ts; cards put on a unit card are a zone of their own). A copy the box does not have (a
 *   third Wisdom) is no card of the game.
 * - Neutral units: every neutral instance is in exactly one of its tier's deck or discard pile, `revealed`, a
 *   unit deck, or (fighting for no player) a combat board.
 * - Unit decks hold each faction unit at most once, and only of the player's faction — or, with the Optional Rules
 *   Table's captured-Towns row, of a captured Town's, each card in one unit deck only (ruling VT-1).
 * - Resources and income are non-negative whole numbers; experience is 0–12.
 * - Shared decks are tidy (see tidySharedDeck), once the table is prepared and any Draft Start is over.
 * - The game waits for a decision exactly when it has no result.
 * - `revealed` holds cards only during a Search pick or a look at cards (Magic Spring, Witch Hut: never empty then),
 *   and neutral units only during a neutral recruit (Portal of Summoning, Diplomacy).
 *
 * - The map (mapInvariants.ts): heroes where they may stand, cubes where the rules put them, income as the flags
 *   give it, each tile once.
 *
 * A combat sandbox (createCombat) holds only the cards its config names, so there the card check is
 * limited to known, unduplicated cards.
 */
import type { CombatUnit, GameState, PlayerState, SharedDeck, SharedDeckName } from '../model';
import { SPLIT_DECKS, splitDeckOf } from '../deck/splitDecks';
import type { Resources, Tier } from '../model';
import { CORE_CARDS } from '../data/cardList';
import { hero as heroDef } from '../data/heroes';
import { FACTION_UNITS, SUMMONED_UNITS } from '../data/units';
import { contentInPlay, type BoxContent } from '../content/boxes';
import { boxesInPlay } from '../rules/boxes';
import { cardOf, instanceId } from '../kernel/ids';
import { MAX_EXPERIENCE } from '../hero/levels';
import { AI_CARD_INSTANCES } from '../data/aiCards';
import { forEachZone } from './zones';
import { endViolations } from './endInvariants';
import { goldPoolViolations } from './goldPoolInvariants';
import { warMachineViolations } from './warMachineInvariants';
import { empoweredViolations } from './empoweredInvariants';
import { mapViolations } from './mapInvariants';
import { ASTROLOGERS_INSTANCES } from '../data/astrologers';
import { EVENT_INSTANCES, eventInstancesOf } from '../data/events';
import { LEFT_IN_THE_BOX } from '../turn/tournament';
import { misplacedFaceUp } from '../deck/faceUpNeutrals';
import { SANDBOX_SCENARIO } from './sandboxConfig';

const SHARED_DECKS: readonly SharedDeckName[] = ['ability', 'artifact', 'spell'];
const RESOURCE_KEYS: ReadonlyArray<keyof Resources> = ['gold', 'buildingMaterials', 'valuables'];

/** What conservation counts against in a game: the instances of the boxes in play (src/content/boxes.ts). */
interface BoxUniverse {
  /** Card instances that exist in every game: the shared decks, the Statistic supply and the Astrologers Proclaim cards. */
  base: readonly string[];
  /** Every neutral unit instance, with its tier. */
  neutrals: ReadonlyMap<string, Tier>;
  /** How many copies of each deck card the boxes hold: a game's copies are numbered #1 to that (Specialty cards aside). */
  copies: ReadonlyMap<string, number>;
  /** The Main Heroes of the boxes in play. */
  heroes: ReadonlySet<string>;
  /** The Summoned Elemental Unit cards of the boxes in play (Summoning, p. 90). */
  summoned: ReadonlySet<string>;
}

const BOX_UNIVERSES = new Map<BoxContent, BoxUniverse>();

/** The instances of the boxes a game has in play (built once per set of boxes). */
function boxUniverse(state: GameState): BoxUniverse {
  const inPlay = contentInPlay(boxesInPlay(state.config));
  let u = BOX_UNIVERSES.get(inPlay);
  if (u === undefined) {
    u = {
      base: [
        ...inPlay.cards.flatMap((c) => Array.from({ length: c.copies }, (_, i) => instanceId(c.def.id, i + 1))),
        ...inPlay.astrologers.map((c) => instanceId(c.id, 1)),
      ],
      neutrals: new Map(inPlay.neutralUnits.flatMap((n) => Array.from({ length: n.copies }, (_, i) => [instanceId(n.def.id, i + 1), n.def.tier] as const))),
      copies: new Map(inPlay.cards.map((c) => [c.def.id, c.copies])),
      heroes: new Set(inPlay.heroes.map((h) => h.id)),
      summoned: new Set(inPlay.summonedUnits.map((s) => s.id)),
    };
    BOX_UNIVERSES.set(inPlay, u);
  }
  return u;
}

const FACTION_OF_UNIT: ReadonlyMap<string, string> = new Map(FACTION_UNITS.map((u) => [u.id, u.faction]));
const KNOWN_CARDS = new Set(CORE_CARDS.map((c) => c.id));
// A combat sandbox with the Fortress box holds its Event deck too: its cards are known cards (their zones checked apart).
for (const c of EVENT_INSTANCES) KNOWN_CARDS.add(cardOf(c));

/**
 * Whether the state is a stand-alone combat (createCombat), told apart by what a game can never be: in the
 * sandbox's own phase, or ended by its combat with no map. A save cannot make a game one by renaming its scenario
 * (issue #11): a game has turns and, once its heroes are chosen, a map.
 */
export function isSandbox(state: GameState): boolean {
  if (state.phase.step === 'combatSandbox') return true;
  return state.phase.step === 'ended' && state.map === null && state.result?.reason === 'combatOver';
}

/** A unit on a combat board, as far as conservation needs it. */
type BoardUnit = Pick<CombatUnit, 'id' | 'kind' | 'card' | 'owner' | 'side' | 'cloneOf'>;

/** The card universe per key (the heroes in play once the table is prepared, "" before). */
const UNIVERSES = new Map<string, ReadonlySet<string>>();

/** Whether setup has prepared the table: every player has a Main Hero (prepareTable runs right after the last choice). */
function tablePrepared(state: GameState): boolean {
  return state.players.length > 0 && state.players.every((p) => p.hero !== '');
}

function cardUniverse(state: GameState, problems: string[]): ReadonlySet<string> | null {
  if (isSandbox(state)) return null;
  const prepared = tablePrepared(state);
  const heroes = prepared ? state.players.map((p) => p.hero) : [];
  // Tournament Mode leaves two cards in the box once the table is prepared (p. 54): they are in no zone of the game.
  const boxed = prepared && state.config.scenario.mode === 'tournament';
  const box = boxUniverse(state);
  const events = state.eventDeck === undefined ? [] : eventInstancesOf(state.config.expansions ?? []);
  const key = `${heroes.join(',')}${boxed ? '/tournament' : ''}${state.config.expansions === undefined ? '' : `/${state.config.expansions.join(',')}`}${events.length > 0 ? '/events' : ''}`;
  const cached = UNIVERSES.get(key);
  if (cached) return cached;
  const cards = new Set(box.base);
  for (const c of events) cards.add(c); // the Event deck of the boxes in play (Events, p. 62)
  for (const [i, id] of heroes.entries()) {
    if (!box.heroes.has(id)) {
      problems.push(`players[${i}].hero: "${id}" is not a hero of the boxes in play`);
      return cards; // not cached: the state is broken, not the universe
    }
    // The Starting Ability card is a copy of the Ability deck's (setup step 13): a hero brings only its Specialty cards.
    for (const s of heroDef(id).specialties) cards.add(instanceId(s, 1));
  }
  if (boxed) for (const c of [...cards]) if (LEFT_IN_THE_BOX.includes(cardOf(c))) cards.delete(c);
  UNIVERSES.set(key, cards);
  return cards;
}

/**
 * Every card instance of `state` (the universe conservation checks against: the box's copies, the Astrologers
 * Proclaim cards, the Specialty cards of the heroes in play); null in a combat sandbox, which holds only its own.
 */
export function cardsOfGame(state: GameState): ReadonlySet<string> | null {
  return cardUniverse(state, []);
}

/** Every neutral unit instance of `state`'s boxes in play, with its tier. */
export function neutralsOfGame(state: GameState): ReadonlyMap<string, Tier> {
  return boxUniverse(state).neutrals;
}

function isCount(n: unknown): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0;
}

/** Every broken invariant of `state`, each as "path: problem"; empty when the state is sound. */
export function findInvariantViolations(state: GameState): string[] {
  const problems: string[] = [];
  checkZones(state, problems);
  state.players.forEach((p, i) => checkPlayer(p, `players[${i}]`, problems));
  checkSharedDecks(state, problems);
  checkRevealed(state, problems);
  problems.push(...mapViolations(state));
  problems.push(...endViolations(state));
  problems.push(...goldPoolViolations(state));
  problems.push(...warMachineViolations(state));
  problems.push(...empoweredViolations(state, isSandbox(state)));
  // Elementals: each card it put face up is on top of its deck, or a guard drawn from there (CF93).
  if (state.astrologers?.faceUp !== undefined) for (const unit of misplacedFaceUp(state)) problems.push(`astrologers.faceUp: ${unit} is neither on top of its Neutral Units deck nor a guard on the combat board`);
  if (state.pending === null && state.result === null) problems.push('pending: no decision is pending but the game has no result');
  if (state.pending !== null && state.result !== null) problems.push('pending: the game has a result but still waits for a decision');
  return problems;
}

// ---- (a) card and (b) neutral unit conservation, (c) faction units: every zone of the zone table ----------

/** Where each card and neutral unit card was first seen, to report one found twice. */
interface Seen {
  cards: Map<string, string>;
  neutrals: Map<string, string>;
  /** Summoned Elemental Unit cards: in the Summoned Unit Deck or on the combat board, once. */
  summoned: Map<string, string>;
  /** Faction unit cards by the unit deck holding them: one card per faction unit. */
  factionUnits: Map<string, string>;
  /** Whether a unit deck may hold another faction's units (captured Towns' buildings in a game, ruling VT-1). */
  otherFactions: boolean;
  /** A stand-alone combat: its armies are what its config names, any faction's units under any hero. */
  sandbox: boolean;
  universe: ReadonlySet<string> | null;
  /** The instances of the boxes in play. */
  box: BoxUniverse;
  problems: string[];
}

function checkZones(state: GameState, problems: string[]): void {
  const universe = cardUniverse(state, problems);
  const aiSeen = new Map<string, string>();
  const seen: Seen = { cards: new Map(), neutrals: new Map(), summoned: new Map(), factionUnits: new Map(), otherFactions: state.config.variants.capturedTownBuildings && state.map !== null, sandbox: state.map === null && state.config.scenario.id === SANDBOX_SCENARIO, universe, box: boxUniverse(state), problems };
  forEachZone(state, (zone, contents, at, owner, key) => {
    if (zone.holds === 'card') {
      if (contents !== null && AI_CARD_SET.has(contents as string)) return visitAiCard(aiSeen, zone.name, contents as string, at, problems);
      if (contents !== null) visitCard(seen, contents, at);
      if (contents !== null) checkAstrologersZone(zone.name, contents, at, problems);
      return;
    }
    if (!Array.isArray(contents)) {
      problems.push(`${at}: is not a list of ${zone.holds === 'cards' ? 'cards' : 'unit cards'}`);
      return;
    }
    switch (zone.holds) {
      case 'cards':
        if (AI_CARD_ZONES.has(zone.name)) {
          for (let i = 0; i < contents.length; i++) visitAiCard(aiSeen, zone.name, contents[i], `${at}[${i}]`, problems);
          return;
        }
        if (zone.name === 'aiResolving') {
          // The AI card and Spell being resolved: each checked as what it is.
          for (let i = 0; i < contents.length; i++) {
            if (AI_CARD_SET.has(contents[i] as string)) visitAiCard(aiSeen, zone.name, contents[i], `${at}[${i}]`, problems);
            else visitCard(seen, contents[i], `${at}[${i}]`);
          }
          return;
        }
        for (let i = 0; i < contents.length; i++) visitCard(seen, contents[i], `${at}[${i}]`);
        for (let i = 0; i < contents.length; i++) checkAstrologersZone(zone.name, contents[i], `${at}[${i}]`, problems);
        return;
      case 'looked':
        for (let i = 0; i < contents.length; i++) {
          const c = contents[i] as string;
          if (seen.box.neutrals.has(c)) visitNeutral(seen, c, `${at}[${i}]`, null);
          else {
            visitCard(seen, c, `${at}[${i}]`);
            checkAstrologersZone(zone.name, c, `${at}[${i}]`, problems);
          }
        }
        return;
      case 'neutralPile':
        for (let i = 0; i < contents.length; i++) visitNeutral(seen, contents[i], `${at}[${i}]`, key as Tier);
        return;
      case 'summonedPile':
        for (let i = 0; i < contents.length; i++) visitSummoned(seen, contents[i], `${at}[${i}]`);
        return;
      case 'unitDeck':
        return checkUnitDeck(seen, contents as PlayerState['units'], at, owner as PlayerState);
      case 'board':
        // Neutrals fighting for no player (a guarded field) are on the combat board only; owned units are also in a unit deck.
        for (let i = 0; i < contents.length; i++) {
          const u = contents[i] as BoardUnit;
          if (u.cloneOf !== undefined) continue; // a Clone is no card (ruling CV43)
          if (u.kind === 'unit' && u.owner === null && u.side === 'neutral') visitNeutral(seen, u.id, `${at}[${i}]`, null);
          // A Summoned Elemental is on the board only, never in a unit deck (Summoning, p. 90).
          else if (u.kind === 'unit' && SUMMONED_IDS.has(u.card)) visitSummoned(seen, u.card, `${at}[${i}]`);
        }
        return;
    }
  });
  if (universe && seen.cards.size !== universe.size) {
    const missing = [...universe].filter((c) => !seen.cards.has(c));
    problems.push(`cards: ${missing.length} card(s) are in no zone: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}`);
  }
  // The Summoned Unit Deck, with the box that holds it: each of its cards in it or on the combat board.
  if (state.summonedUnits !== undefined && seen.summoned.size !== seen.box.summoned.size) {
    const missing = [...seen.box.summoned].filter((u) => !seen.summoned.has(u));
    problems.push(`summoned units: ${missing.length} unit card(s) are nowhere: ${missing.join(', ')}`);
  }
  if (seen.neutrals.size !== seen.box.neutrals.size) {
    const missing = [...seen.box.neutrals.keys()].filter((u) => !seen.neutrals.has(u));
    problems.push(`neutral units: ${missing.length} unit card(s) are nowhere: ${missing.join(', ')}`);
  }
}

const AI_CARD_SET: ReadonlySet<string> = new Set(AI_CARD_INSTANCES);
/** The zones that hold AI cards only (an AI Hero's cards on units may also be Spells: Stone Skin). */
const AI_CARD_ZONES: ReadonlySet<string> = new Set(['aiDeck', 'aiDiscard', 'aiWaiting', 'aiHeldCard', 'mapAiDeck', 'mapAiDiscard']);
/** The zones that hold AI cards and Spells: the cards on units, being resolved. */
const AI_MIXED_ZONES: ReadonlySet<string> = new Set(['aiOnUnits', 'aiResolving']);

/** An AI card (AI Decks, p. 49): one of the box's, in an AI Hero's zone, once; the AI cards are in no game's card universe. */
function visitAiCard(aiSeen: Map<string, string>, zone: string, card: unknown, path: string, problems: string[]): void {
  if (typeof card !== 'string' || !AI_CARD_SET.has(card)) {
    problems.push(`${path}: ${JSON.stringify(card)} is not an AI card of the box`);
    return;
  }
  if (!AI_CARD_ZONES.has(zone) && !AI_MIXED_ZONES.has(zone)) problems.push(`${path}: ${card} is an AI card, not a card of this zone`);
  const first = aiSeen.get(card);
  if (first !== undefined) problems.push(`${path}: ${card} is also in ${first} (a card is in one zone only)`);
  else aiSeen.set(card, path);
}

const ASTROLOGERS_ZONES: ReadonlySet<string> = new Set(['astrologersDeck', 'astrologersDiscard', 'astrologersActive']);
const ASTROLOGERS_SET: ReadonlySet<unknown> = new Set(ASTROLOGERS_INSTANCES);

/** Astrologers Proclaim cards are in the Astrologers Proclaim zones, and nothing else is. */
function checkAstrologersZone(zone: string, card: unknown, path: string, problems: string[]): void {
  checkEventZone(zone, card, path, problems);
  if (ASTROLOGERS_SET.has(card) === ASTROLOGERS_ZONES.has(zone)) return;
  problems.push(`${path}: ${String(card)} ${ASTROLOGERS_ZONES.has(zone) ? 'is no Astrologers Proclaim card' : 'is an Astrologers Proclaim card, not a card of this zone'}`);
}

const EVENT_ZONES: ReadonlySet<string> = new Set(['eventDeck', 'eventDiscard', 'eventActive']);
const EVENT_SET: ReadonlySet<unknown> = new Set(EVENT_INSTANCES);

/** Event cards are in the Event deck's zones, and nothing else is. */
function checkEventZone(zone: string, card: unknown, path: string, problems: string[]): void {
  if (EVENT_SET.has(card) === EVENT_ZONES.has(zone)) return;
  problems.push(`${path}: ${String(card)} ${EVENT_ZONES.has(zone) ? 'is no Event card' : 'is an Event card, not a card of this zone'}`);
}

function visitCard(seen: Seen, card: unknown, path: string): void {
  if (typeof card !== 'string') {
    seen.problems.push(`${path}: ${JSON.stringify(card)} is not a card instance id`);
    return;
  }
  if (seen.universe ? !seen.universe.has(card) : !KNOWN_CARDS.has(cardOf(card))) {
    const copies = seen.universe ? seen.box.copies.get(cardOf(card)) : undefined;
    seen.problems.push(`${path}: ${card} is not a card of this game${copies === undefined ? '' : ` (the box has ${copies} of it: #1 to #${copies})`}`);
    return;
  }
  const first = seen.cards.get(card);
  if (first !== undefined) seen.problems.push(`${path}: ${card} is also in ${first} (a card is in one zone only)`);
  else seen.cards.set(card, path);
}

const SUMMONED_IDS: ReadonlySet<string> = new Set(SUMMONED_UNITS.map((u) => u.id));

/** A Summoned Elemental Unit card of the boxes in play, in the Summoned Unit Deck or on the board, once. */
function visitSummoned(seen: Seen, unit: unknown, path: string): void {
  if (typeof unit !== 'string' || !seen.box.summoned.has(unit)) {
    seen.problems.push(`${path}: ${JSON.stringify(unit)} is not a Summoned Elemental Unit card of this game`);
    return;
  }
  const first = seen.summoned.get(unit);
  if (first !== undefined) seen.problems.push(`${path}: ${unit} is also in ${first} (a unit card is in one place only)`);
  else seen.summoned.set(unit, path);
}

/** A neutral unit card, in a pile of `tier` (null: anywhere else). */
function visitNeutral(seen: Seen, unit: unknown, path: string, tier: Tier | null): void {
  const actual = typeof unit === 'string' ? seen.box.neutrals.get(unit) : undefined;
  if (actual === undefined) {
    seen.problems.push(`${path}: ${JSON.stringify(unit)} is not a neutral unit card of this game`);
    return;
  }
  const id = unit as string;
  if (tier !== null && actual !== tier) seen.problems.push(`${path}: ${id} is a ${actual} unit in the ${tier} pile`);
  const first = seen.neutrals.get(id);
  if (first !== undefined) seen.problems.push(`${path}: ${id} is also in ${first} (a unit card is in one place only)`);
  else seen.neutrals.set(id, path);
}

/**
 * A unit deck: its neutral unit cards, and each faction unit at most once, of the player's faction (or of a captured
 * Town's with the Optional Rules Table's row: then in one unit deck only).
 */
function checkUnitDeck(seen: Seen, units: PlayerState['units'], at: string, p: PlayerState): void {
  const own = new Set<string>();
  units.forEach((u, j) => {
    const path = `${at}[${j}]`;
    if (u.side === 'neutral') {
      visitNeutral(seen, u.unit, path, null);
      return;
    }
    if (u.side !== 'few' && u.side !== 'pack') {
      seen.problems.push(`${path}: side ${JSON.stringify(u.side)} is not few, pack or neutral`);
      return;
    }
    const faction = FACTION_OF_UNIT.get(u.unit);
    if (faction === undefined) seen.problems.push(`${path}: ${JSON.stringify(u.unit)} is not a faction unit card`);
    else if (p.hero !== '' && faction !== p.faction && !seen.otherFactions && !seen.sandbox) seen.problems.push(`${path}: ${u.unit} is a ${faction} unit in a ${p.faction} player's unit deck`);
    if (own.has(u.unit)) seen.problems.push(`${path}: ${u.unit} appears twice in the unit deck (one card per faction unit)`);
    const other = seen.otherFactions ? seen.factionUnits.get(u.unit) : undefined; // a sandbox may pit a faction against itself
    if (other !== undefined && other !== at) seen.problems.push(`${path}: ${u.unit} is also in ${other} (one card per faction unit)`);
    own.add(u.unit);
    seen.factionUnits.set(u.unit, at);
  });
}

// ---- (d) resources and income, (e) experience ---------------------------------------------------

function checkPlayer(p: PlayerState, at: string, problems: string[]): void {
  for (const pool of ['resources', 'income'] as const) {
    for (const r of RESOURCE_KEYS) {
      const v = p[pool]?.[r];
      if (!isCount(v)) problems.push(`${at}.${pool}.${r}: ${String(v)} is not a non-negative whole number`);
    }
  }
  if (!isCount(p.experience) || p.experience > MAX_EXPERIENCE) {
    problems.push(`${at}.experience: ${String(p.experience)} is outside 0–${MAX_EXPERIENCE}`);
  }
  p.unitDiscounts.forEach((g, i) => {
    if (!isCount(g) || g === 0) problems.push(`${at}.unitDiscounts[${i}]: ${String(g)} is not a positive whole number of gold`);
  });
}

// ---- (f) shared decks are tidy --------------------------------------------------------------------

/**
 * tidySharedDeck's invariant: a deck with cards has a face-up discard pile; an empty deck is refilled from
 * its discard pile, which then turns its top card up again — so an empty deck leaves at most one card face up.
 */
function checkSharedDecks(state: GameState, problems: string[]): void {
  // Draft Start deals from the shuffled decks before their discard piles are turned up (setup step 16 follows it).
  if (!tablePrepared(state) || state.phase.step === 'draftStart') return;
  for (const name of SHARED_DECKS) checkTidy(state.decks[name], `decks.${name}`, problems);
  const split = state.splitDecks;
  if (split === undefined) return;
  // Split Artifact and Spell Decks: the five decks hold every Artifact and Spell card, each of its level, tidy too.
  for (const name of ['artifact', 'spell'] as const) {
    const { deck, discard } = state.decks[name];
    if (deck.length + discard.length > 0) problems.push(`decks.${name}: holds cards while the variant splits it`);
  }
  for (const name of SPLIT_DECKS) {
    checkTidy(split[name], `splitDecks.${name}`, problems);
    for (const card of split[name].deck.concat(split[name].discard)) {
      // An unknown card is conservation's to report.
      if (splitDeckOrUnknown(card) !== name && splitDeckOrUnknown(card) !== undefined) problems.push(`splitDecks.${name}: holds ${card}, a card of another deck`);
    }
  }
}

/** A card's split deck; undefined for a card id of no card. */
function splitDeckOrUnknown(card: string): string | null | undefined {
  try {
    return splitDeckOf(card);
  } catch {
    return undefined;
  }
}

function checkTidy(pile: SharedDeck, at: string, problems: string[]): void {
  const { deck, discard } = pile;
  if (deck.length > 0 && discard.length === 0) {
    problems.push(`${at}.discard: empty while the deck holds ${deck.length} card(s) (a card should be turned up)`);
  }
  if (deck.length === 0 && discard.length > 1) {
    problems.push(`${at}.deck: empty while the discard pile holds ${discard.length} cards (they should be reshuffled into it)`);
  }
}

// ---- revealed cards belong to the decision that looks at them --------------------------------------

function checkRevealed(state: GameState, problems: string[]): void {
  const dec = state.pending;
  const looking = dec?.kind === 'lookAtDiscard' || dec?.kind === 'lookAtTopCard' || dec?.kind === 'peekedCard' || (dec?.kind === 'thievesGuild' && dec.deck !== null);
  if (state.revealed.length === 0) {
    if (looking) problems.push(`revealed: empty while ${dec.player} looks at cards`);
    return;
  }
  const neutrals = boxUniverse(state).neutrals;
  const neutral = state.revealed.filter((c) => neutrals.has(c)).length;
  if (neutral > 0) {
    // Portal of Summoning draws one card, Diplomacy one per Dwelling: the recruit decision looks at all of them.
    // The Rogues' look at a neutral unit deck's top card too.
    const recruit = (dec?.kind === 'summonNeutral' && dec.step === 'recruit') || dec?.kind === 'peekedCard' || dec?.kind === 'thievesGuild' || dec?.kind === 'neutralArmy' || dec?.kind === 'drawNeutrals';
    // The cards Visions drew, each to be discarded or put back.
    const visions = dec?.kind === 'visions' && dec.deck !== null;
    if (!(recruit || visions) || neutral !== state.revealed.length) {
      problems.push(`revealed: holds a neutral unit while no neutral recruit decision is pending`);
    }
    return;
  }
  const searching = (dec?.kind === 'search' && dec.step === 'pick') || dec?.kind === 'searchOwnDeck' || looking;
  if (!searching) problems.push(`revealed: holds ${state.revealed.length} card(s) while no Search decision is pending`);
}
