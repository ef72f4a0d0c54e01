/**
 * Forty Thieves (an Astrologers Proclaim card of the Fortress box): until the next Astrologers round, a player about
 * to draw an Event card draws 2 instead, chooses 1 to resolve and puts the other at the bottom of the Event deck.
 * The two cards stay on the deck while the drawer chooses (so the deck, its discard pile and every zone keep their
 * cards), and only the drawer sees which they are (game/view.ts).
 */
import type { Draft } from '../kernel/draft';
import type { Action, CardId } from '../model';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers, type DecisionTable } from '../kernel/decisions';
import { finishEffect } from '../effects/run';
import type { EffectKinds } from '../effects/registry';
import { readEvent } from './events';

/**
 * The Event deck holds two cards on top when it can: with fewer, its discard pile is shuffled and put under them —
 * as drawing the last card and then, the deck being empty, shuffling the discard pile into a new one would (FX62).
 */
function topTwo(d: Draft): CardId[] {
  const e = d.eventDeck();
  if (e.deck.length < 2 && e.discard.length > 0) {
    const under = e.discard;
    e.discard = [];
    d.shuffle(under);
    for (const card of e.deck) under.push(card);
    e.deck = under;
    d.emit({ type: 'deckReshuffled', player: null, deck: 'event', seq: 0 });
  }
  const out: CardId[] = [];
  for (let i = e.deck.length - 1; i >= 0 && out.length < 2; i--) out.push(e.deck[i] as CardId);
  return out;
}

/** Takes this card off the Event deck (wherever it lies: a bot's guessed deck keeps the cards in another order). */
function takeFromDeck(d: Draft, card: CardId): void {
  const deck = d.eventDeck().deck;
  const at = deck.indexOf(card);
  if (at < 0) illegal('CARD_NOT_AVAILABLE', `${card} is not on the Event deck`, 'events');
  deck.splice(at, 1);
}

/** The effect that draws the two cards. */
export const EVENT_CHOICE_EFFECTS = {
  chooseEvent: {
    start(d, frame) {
      const cards = topTwo(d);
      if (cards.length === 0) return 'done';
      if (cards.length === 1) {
        // One Event card left in all: it is the one drawn.
        takeFromDeck(d, cards[0] as CardId);
        readEventAfter(d, cards[0] as CardId, frame.player);
        return 'moved';
      }
      d.s.pending = { kind: 'chooseEvent', player: frame.player, cards };
      return 'waiting';
    },
    canStart: () => true,
    describe: () => 'draw 2 Event cards, choose 1 to resolve and put the other at the bottom of the Event deck',
  },
} satisfies Partial<EffectKinds>;

/** The choosing frame's step is done; the card read resolves next (its frames on top). */
function readEventAfter(d: Draft, card: CardId, drawer: string): void {
  d.topFrame().pc += 1;
  readEvent(d, card, drawer);
}

/** The `chooseEvent` decision: `takeCard` the Event card to resolve. */
export const CHOOSE_EVENT: DecisionKindHandlers<'chooseEvent'> = {
  legal(_d, dec) {
    const actions: Action[] = [];
    for (const card of dec.cards) actions.push({ type: 'takeCard', card });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type !== 'takeCard') return wrongAnswer(CHOOSE_EVENT, dec, a);
    if (!dec.cards.includes(a.card)) illegal('CARD_NOT_AVAILABLE', `${a.card} is not one of the two Event cards drawn`, 'events');
    for (const card of dec.cards) takeFromDeck(d, card);
    for (const card of dec.cards) if (card !== a.card) d.eventDeck().deck.unshift(card); // the bottom of the deck
    finishEffect(d);
    readEvent(d, a.card, dec.player);
  },
  describe: (dec) => `${dec.player} chooses the Event to resolve`,
};

/** The decision of this module. */
export const EVENT_CHOICE_DECISIONS: DecisionTable<'chooseEvent'> = { chooseEvent: CHOOSE_EVENT };
