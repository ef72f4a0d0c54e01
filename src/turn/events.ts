/**
 * The Event deck (Events, p. 62): in a game with the Fortress box and more than one player, the Event cards are
 * shuffled at setup, and at the start of each Resource round after the first — once the players have received their
 * resources — the next Event is drawn and read. The starting player draws the first; the drawer moves one seat
 * clockwise with every Event. Its effects resolve in clockwise order from the drawer: the drawer's own first, then
 * what every player does, each as an effect frame of the card.
 */
import type { Draft } from '../kernel/draft';
import type { CardId, Effect, GameState, PlayerId, PlayerState } from '../model';
import { eventCard } from '../data/events';
import { pushFrame } from '../effects/run';
import { tablePrograms } from '../effects/eventTable';
import { answerPrograms } from '../effects/eventDeals';
import { proclaimed } from '../deck/astrologers';
import { AUCTION_LOT, BID_PROGRAM } from '../effects/eventAuction';

/** Setup: the Event deck is shuffled (with the Astrologers Proclaim deck, after every other shuffle). */
export function shuffleEvents(d: Draft): void {
  if (d.s.eventDeck === undefined) return;
  d.shuffle(d.eventDeck().deck);
}

/**
 * The top card of the Event deck, taken off it; when the deck is empty, its discard pile is shuffled into a new deck
 * first (ruling FX62). Null when neither holds a card.
 */
function takeTopEvent(d: Draft): CardId | null {
  const e = d.eventDeck();
  if (e.deck.length === 0) {
    if (e.discard.length === 0) return null;
    e.deck = e.discard;
    e.discard = [];
    d.shuffle(e.deck);
    d.emit({ type: 'deckReshuffled', player: null, deck: 'event', seq: 0 });
  }
  return e.deck.pop() as CardId;
}

/** The seat after `seat`, clockwise, of a player still in the game (`seat` itself when no other is). */
function nextSeat(s: GameState, seat: number): number {
  const n = s.players.length;
  for (let i = 1; i <= n; i++) {
    const next = (seat + i) % n;
    if (!(s.players[next] as { eliminated: boolean }).eliminated) return next;
  }
  return seat;
}

/**
 * The start of a Resource round after the first, after income: the Event read last goes to the discard pile, the
 * next is drawn by the player whose turn it is to draw, and its effects are pushed to resolve clockwise from them.
 */
export function drawEvent(d: Draft): void {
  const before = d.s.eventDeck;
  if (before === undefined) return;
  let seat = before.drawer;
  if ((d.s.players[seat] as { eliminated: boolean }).eliminated) seat = nextSeat(d.s, seat); // out of the game (p. 53)
  const e = d.eventDeck();
  if (e.active !== null) {
    e.discard.push(e.active);
    e.active = null;
  }
  const drawer = (d.s.players[seat] as { id: PlayerId }).id;
  if (proclaimed(d.s, 'drawTwoEvents') !== undefined) {
    // Forty Thieves: the drawer draws two and picks the one read (turn/eventChoice.ts), after the income's frames.
    d.eventDeck().drawer = nextSeat(d.s, seat);
    pushFrame(d, drawer, EVENT_CHOICE, CHOOSE_EVENT_PROGRAM);
    return;
  }
  const card = takeTopEvent(d);
  if (card === null) return;
  d.eventDeck().drawer = nextSeat(d.s, seat);
  readEvent(d, card, drawer);
}

/** The frame source of the drawer's choice between two Event cards (Forty Thieves). */
export const EVENT_CHOICE = 'event-choice';

/** The program of that frame. */
export const CHOOSE_EVENT_PROGRAM: Effect[] = [{ op: 'chooseEvent' }];

/** The Event card drawn is read: face up, and its effects pushed to resolve clockwise from the player who drew it. */
export function readEvent(d: Draft, card: CardId, drawer: PlayerId): void {
  const seat = d.s.players.findIndex((p) => p.id === drawer);
  d.eventDeck().active = card;
  d.emit({ type: 'eventDrawn', card, player: drawer, round: d.s.round, seq: 0 });
  const def = eventCard(card);
  // Frames run last pushed first: the drawer's last step, every player's from the last seat clockwise back to the
  // drawer, the drawer's own first step on top.
  pushFrame(d, drawer, card, def.after);
  const order = clockwiseFrom(d.s, seat);
  for (let i = order.length - 1; i >= 0; i--) pushFrame(d, order[i] as PlayerId, card, def.thenEachPlayer);
  for (let i = order.length - 1; i >= 0; i--) pushFrame(d, order[i] as PlayerId, card, def.eachPlayer);
  pushFrame(d, drawer, card, def.drawer);
}

/** The players still in the game, clockwise from the one in `seat`. */
export function clockwiseFrom(s: GameState, seat: number): PlayerId[] {
  const out: PlayerId[] = [];
  const n = s.players.length;
  for (let i = 0; i < n; i++) {
    const p = s.players[(seat + i) % n] as { id: PlayerId; eliminated: boolean };
    if (!p.eliminated) out.push(p.id);
  }
  return out;
}

/**
 * The programs a frame of an Event card could hold (the save schema): its drawer's and every player's, while it is
 * the Event being read; null for any other Event.
 */
export function eventPrograms(s: GameState, card: string, p: PlayerState): Array<readonly Effect[]> | null {
  if (s.eventDeck === undefined || s.eventDeck.active !== card) return null;
  const def = eventCard(card);
  // A card the player bought is in their hand, their deck (`into: 'deck'`) or, with the Cards to Discard variant, their
  // discard pile: a frame buying on names it.
  const pool = usesOp(def.eachPlayer, 'matchDicePool') ? POOL_PROGRAMS : [];
  const deals = usesOp(def.eachPlayer, 'proposeDeal') ? answerPrograms(s) : []; // Marketplace's answers
  if (usesOp(def.drawer, 'auction')) deals.push(AUCTION_LOT, BID_PROGRAM); // A Shady Auction's lots and bids
  return [def.drawer, def.eachPlayer, def.thenEachPlayer, def.after, ...pool, ...deals, ...tablePrograms(s, [...def.drawer, ...def.eachPlayer, ...def.thenEachPlayer], [...p.hand, ...p.deck, ...p.discard])];
}

/**
 * Every die a `matchDicePool` choice may take (effects/eventDice.ts): a Treasure or Resource die at any face. Not only
 * the pool's: the die leaves the pool as its frame starts, and the frame stays on the stack while what it gives runs.
 */
const POOL_PROGRAMS: ReadonlyArray<readonly Effect[]> = (() => {
  const out: Effect[][] = [];
  for (const die of ['treasure', 'resource'] as const) for (let face = 1; face <= 6; face++) out.push([{ op: 'takePoolDie', die, face }]);
  return out;
})();

/** Whether a program uses this op, in it or in a choice's options. */
function usesOp(program: readonly Effect[], op: Effect['op']): boolean {
  for (const e of program) {
    if (e.op === op) return true;
    if (e.op === 'choose' && e.options.some((o) => usesOp(o.effects, op))) return true;
  }
  return false;
}
