/**
 * Draft Start (Rule Variants, p. 56): once the heroes are chosen, the players draft their starting decks instead of
 * building the normal ones. Each sets aside their Starting Ability card (from the Ability deck) and Level I Specialty;
 * each draws 2 cards of the Artifact, Ability and Spell decks, keeps one and passes the rest to the left, until every
 * card is taken; then again, passing to the right, until each has drafted 12. Each adds the Statistic cards of their
 * hero board, keeps 7 cards of that deck (the rest go back: ruling VS4) and adds the two set aside: a deck of 9.
 *
 * The table picks together; the engine asks seat by seat (ruling VS3): every player picks from the packet they hold,
 * then the packets move on. A packet's last card goes to whoever it reaches, and a player alone keeps every card
 * drafted (ruling VS5): neither is a choice.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CardId, DraftStartState, GameState, Phase, PlayerId, StatisticKind } from '../model';
import { illegal } from '../kernel/errors';
import { cardOf, instanceId } from '../kernel/ids';
import { wrongAnswer, type DecisionKindHandlers, type DecisionOf, type DecisionTable } from '../kernel/decisions';
import { hero as heroDef } from '../data/heroes';
import { sharedDeckOf, tidySharedDeck } from '../deck/sharedDeck';
import { isSpellScroll } from '../deck/spellScrolls';
import { splitSharedDecks } from '../deck/splitDecks';
import { isTournament } from '../map/tournamentMap';
import { takeStartingAbility, takeStatistics } from './setup';
import { DRAFT_START_RULES } from '../rules/variants';

/** How many cards each player draws of each of the three decks for a packet. */
const PER_DECK = DRAFT_START_RULES.perDeck;
/** The cards of the drafted deck a player keeps, beside the two set aside. */
export const DRAFT_KEEP = DRAFT_START_RULES.keep;
const DRAFTED_DECKS = ['artifact', 'ability', 'spell'] as const;

/** Starts the draft after the table and the map are set up: the cards set aside and the first packets. */
export function startDraft(d: Draft): Phase {
  const packets: Record<PlayerId, CardId[]> = {};
  const setAside: Record<PlayerId, CardId[]> = {};
  const kept: Record<PlayerId, CardId[]> = {};
  for (const p of d.s.players) {
    setAside[p.id] = [takeStartingAbility(d, p.id), instanceId(heroDef(p.hero).specialties[0], 1)];
    packets[p.id] = [];
    kept[p.id] = [];
  }
  d.s.draftStart = { round: 'left', packets, setAside, kept };
  deal(d, d.s.draftStart);
  return { step: 'draftStart', seat: 0 };
}

/** Each player draws the top 2 cards of the Artifact, Ability and Spell decks, in seat order: their packet. */
function deal(d: Draft, ds: DraftStartState): void {
  for (const p of d.s.players) {
    const packet = ds.packets[p.id] as CardId[];
    for (const name of DRAFTED_DECKS) {
      const deck = d.sharedDeck(name).deck;
      for (let i = 0; i < PER_DECK; i++) packet.push(takeDraftedCard(deck));
    }
  }
}

/**
 * The top card of a deck for a packet: a Spell Scroll is passed over, staying in the Artifact deck, since it never
 * joins a Deck (Stronghold box, ruling SH43).
 */
function takeDraftedCard(deck: CardId[]): CardId {
  let at = deck.length - 1;
  while (at > 0 && isSpellScroll(deck[at] as CardId)) at--;
  return deck.splice(at, 1)[0] as CardId;
}

/** A writable copy of the draft (its records rebuilt whole: this is setup, not a hot path). */
function draftOf(d: Draft): DraftStartState {
  const ds = d.s.draftStart as DraftStartState;
  const copy = (r: Record<PlayerId, CardId[]>): Record<PlayerId, CardId[]> => {
    const out: Record<PlayerId, CardId[]> = {};
    for (const id in r) out[id] = (r[id] as CardId[]).slice();
    return out;
  };
  const next: DraftStartState = { round: ds.round, packets: copy(ds.packets), setAside: copy(ds.setAside), kept: copy(ds.kept) };
  d.s.draftStart = next;
  return next;
}

/**
 * Runs the draft to its next decision (true), or to its end (false: the phase is then the starting bonus). Asks each
 * seat in turn; when every seat has picked, the packets move on.
 */
export function nextDraftDecision(d: Draft): boolean {
  for (;;) {
    const phase = d.s.phase as Extract<Phase, { step: 'draftStart' }>;
    const ds = d.s.draftStart as DraftStartState;
    const p = d.s.players[phase.seat];
    if (p === undefined) {
      if (!nextStep(d)) return false;
      continue;
    }
    if (ds.round === 'cut') {
      if ((ds.kept[p.id] as CardId[]).length < DRAFT_KEEP) return ask(d, { kind: 'draftKeep', player: p.id });
      buildDraftedDeck(d, p.id);
    } else {
      const packet = ds.packets[p.id] as CardId[];
      if (packet.length > 1 && d.s.players.length > 1) return ask(d, { kind: 'draftPick', player: p.id });
      for (const card of packet.slice()) keep(d, p.id, card); // the last card, or a player alone: no choice
    }
    d.s.phase = { step: 'draftStart', seat: phase.seat + 1 };
  }
}

function ask(d: Draft, dec: DecisionOf<'draftPick'> | DecisionOf<'draftKeep'>): true {
  d.s.pending = dec;
  return true;
}

/**
 * Every seat has picked (or kept its 7): the packets move on — to the left, the next seat, in the first round; to the
 * right in the second —, a new round starts when they are empty, and the draft ends after the cut. False at its end.
 */
function nextStep(d: Draft): boolean {
  const players = d.s.players;
  const ds = draftOf(d);
  d.s.phase = { step: 'draftStart', seat: 0 };
  if (ds.round === 'cut') return finishDraft(d);
  const n = players.length;
  const step = ds.round === 'left' ? 1 : n - 1;
  const moved: Record<PlayerId, CardId[]> = {};
  // Seat i receives the packet of the seat it comes from: i − 1 when passing left, i + 1 when passing right.
  for (let i = 0; i < n; i++) moved[(players[i] as { id: PlayerId }).id] = ds.packets[(players[(i + n - step) % n] as { id: PlayerId }).id] as CardId[];
  ds.packets = moved;
  if (players.some((p) => (moved[p.id] as CardId[]).length > 0)) return true;
  if (ds.round === 'left') {
    ds.round = 'right';
    deal(d, ds);
    return true;
  }
  // Every player has drafted 12 cards: the Statistic cards of their hero board join them, then the cut.
  ds.round = 'cut';
  for (const p of players) takeStatistics(d, p.id);
  return true;
}

/** The player keeps a card of their packet: it joins their deck. */
function keep(d: Draft, player: PlayerId, card: CardId): void {
  const ds = draftOf(d);
  const packet = ds.packets[player] as CardId[];
  packet.splice(packet.indexOf(card), 1);
  d.player(player).deck.push(card);
  d.emit({ type: 'cardGained', player, card, from: 'draft', seq: 0 });
}

/**
 * The player's 7 are kept: the rest of their deck goes back — Statistic cards to the supply, the others onto their
 * deck's discard pile, face up (ruling VS4) — and the deck is the 7 with the two cards set aside, shuffled (step 14).
 */
function buildDraftedDeck(d: Draft, player: PlayerId): void {
  const ds = draftOf(d);
  const p = d.player(player);
  for (const card of p.deck) {
    const deck = sharedDeckOf(card);
    if (deck !== null) d.sharedDeck(deck).discard.push(card);
    else d.statisticSupply()[cardOf(card).slice('stat.'.length) as StatisticKind].push(card);
  }
  p.deck = [...(ds.kept[player] as CardId[]), ...(ds.setAside[player] as CardId[])];
  ds.kept[player] = [];
  ds.setAside[player] = [];
  d.shuffle(p.deck);
}

/**
 * The draft is over: an empty discard pile is turned up from its deck (setup step 16), the decks are split when the
 * Split Decks variant is on (ruling VS7), and setup goes on — in Tournament Mode with the roll for who starts and the
 * map, else with the starting bonuses.
 */
function finishDraft(d: Draft): false {
  for (const name of DRAFTED_DECKS) tidySharedDeck(d, name);
  if (d.s.config.variants.splitDecks) splitSharedDecks(d);
  d.s.draftStart = undefined;
  d.s.phase = afterStartingDecks(d.s);
  return false;
}

/** What setup does once the starting decks are made: Tournament Mode's roll and map, or the starting bonuses. */
export function afterStartingDecks(s: GameState): Phase {
  return isTournament(s) ? { step: 'tournamentStart' } : { step: 'startingBonus', seat: 0 };
}

/** The player's packet, or the drafted deck they keep 7 of. */
const choicesOf = (d: Draft, dec: DecisionOf<'draftPick'> | DecisionOf<'draftKeep'>): readonly CardId[] =>
  dec.kind === 'draftPick' ? ((d.s.draftStart as DraftStartState).packets[dec.player] as CardId[]) : d.peek(dec.player).deck;

/** Every card of the zone, one `takeCard` each, in its order. */
function listCards(d: Draft, dec: DecisionOf<'draftPick'> | DecisionOf<'draftKeep'>): Action[] {
  const out: Action[] = [];
  for (const card of choicesOf(d, dec)) out.push({ type: 'takeCard', card });
  return out;
}

/** Takes the answer's card out of the decision, checked to be one the player may take. */
function taken(d: Draft, dec: DecisionOf<'draftPick'> | DecisionOf<'draftKeep'>, card: CardId): CardId {
  if (!choicesOf(d, dec).includes(card)) {
    illegal('CARD_NOT_AVAILABLE', `${card} is not ${dec.kind === 'draftPick' ? 'in the packet you hold' : 'in your drafted deck'}`, 'setup');
  }
  d.s.pending = null;
  return card;
}

/** The `draftPick` decision: keep one card of the packet the player holds. */
export const DRAFT_PICK: DecisionKindHandlers<'draftPick'> = {
  legal: listCards,
  apply(d, dec, a) {
    if (a.type !== 'takeCard') return wrongAnswer(DRAFT_PICK, dec, a);
    keep(d, dec.player, taken(d, dec, a.card));
    const phase = d.s.phase as Extract<Phase, { step: 'draftStart' }>;
    d.s.phase = { step: 'draftStart', seat: phase.seat + 1 };
  },
  describe: (dec) => `${dec.player} drafts a card of the packet they hold`,
};

/** The `draftKeep` decision: keep one more card of the drafted deck, 7 in all. */
export const DRAFT_KEEP_CARD: DecisionKindHandlers<'draftKeep'> = {
  legal: listCards,
  apply(d, dec, a) {
    if (a.type !== 'takeCard') return wrongAnswer(DRAFT_KEEP_CARD, dec, a);
    const card = taken(d, dec, a.card);
    const p = d.player(dec.player);
    p.deck.splice(p.deck.indexOf(card), 1);
    (draftOf(d).kept[dec.player] as CardId[]).push(card);
  },
  describe: (dec) => `${dec.player} keeps ${DRAFT_KEEP} cards of their drafted deck`,
};

/** Draft Start's decisions. */
export const DRAFT_DECISIONS: DecisionTable<'draftPick' | 'draftKeep'> = { draftPick: DRAFT_PICK, draftKeep: DRAFT_KEEP_CARD };
