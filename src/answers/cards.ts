/**
 * Answers that pick cards of the player's own: discarding cards from the hand (Mana Vortex, Cover of Darkness,
 * Morale), removing a card from the hand, taking a card back from the discard pile.
 */
import { illegal } from '../kernel/errors';
import { cardOf } from '../kernel/ids';
import type { Action } from '../model';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { discardFromHand, gainToHand, onTheBoard, removeFromHand } from '../deck/playerDeck';
import { finishEffect } from '../effects/run';
import { DISCARDED_OF, matches, removable, tradable } from '../effects/handEffects';
import { startingAbilityCard } from '../hero/hero';
import { cardInfo } from '../data/cardList';

/** The `discardCards` decision: `discard` one card at a time (the frame remembers how many, and of which kind), then finish. */
export const DISCARD_CARDS: DecisionKindHandlers<'discardCards'> = {
  legal(d, dec) {
    const hand = d.peek(dec.player).hand;
    const actions: Action[] = dec.discarded < dec.max ? hand.map((card) => ({ type: 'discard', card })) : [];
    if (dec.discarded >= dec.min || hand.length === 0) actions.push({ type: 'finishDiscarding' });
    return actions;
  },
  apply(d, dec, a) {
    const hand = d.peek(dec.player).hand;
    if (a.type === 'finishDiscarding') {
      if (dec.discarded < dec.min && hand.length > 0) {
        illegal('TOO_FEW_DISCARDED', `Discard at least ${dec.min} card(s) for ${dec.source}`, 'protocol');
      }
      finishEffect(d);
      return;
    }
    if (a.type !== 'discard') return wrongAnswer(DISCARD_CARDS, dec, a);
    if (dec.discarded >= dec.max) illegal('OPTION_NOT_AVAILABLE', `${dec.source} lets you discard at most ${dec.max}`, 'protocol');
    if (!hand.includes(a.card)) illegal('CARD_NOT_IN_HAND', `${a.card} is not in your hand`, 'protocol');
    discardFromHand(d, dec.player, a.card);
    const discarded = dec.discarded + 1;
    const memory = d.topFrame().memory;
    memory['discarded'] = discarded;
    const kind = DISCARDED_OF + cardInfo(cardOf(a.card)).category;
    memory[kind] = (memory[kind] ?? 0) + 1;
    if (discarded >= dec.max || d.peek(dec.player).hand.length === 0) finishEffect(d);
    else d.s.pending = { ...dec, discarded };
  },
  describe: (dec) => `${dec.player} discards cards for ${dec.source}`,
};

/** The `removeCard` decision: remove a card of the category from the hand (out of the game). */
export const REMOVE_CARD: DecisionKindHandlers<'removeCard'> = {
  legal(d, dec) {
    const own = startingAbilityCard(d.s.players, dec.player);
    const actions: Action[] = d
      .peek(dec.player)
      .hand.filter((c) => removable(c, dec.category as never, dec.tradable, own))
      .map((card) => ({ type: 'removeCard', card }));
    if (dec.optional) actions.push({ type: 'decline' });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type === 'decline' && dec.optional) return finishEffect(d);
    if (a.type !== 'removeCard') return wrongAnswer(REMOVE_CARD, dec, a);
    const p = d.peek(dec.player);
    if (!p.hand.includes(a.card)) illegal('CARD_NOT_IN_HAND', `${a.card} is not in your hand`, 'general-card-rules');
    if (!matches(a.card, dec.category as never)) illegal('OPTION_NOT_AVAILABLE', `${dec.source} removes a ${dec.category} card`, 'general-card-rules');
    if (dec.tradable && !tradable(a.card, startingAbilityCard(d.s.players, dec.player))) {
      // The Trading Post and the Faerie Ring share this check: the message names the card's kind, not the place.
      illegal('OPTION_NOT_AVAILABLE', `${cardInfo(cardOf(a.card)).name} cannot be removed here: Specialty, Statistic and Starting Ability cards never can, nor Magic Arrow at a Trading Post`, 'trading');
    }
    removeFromHand(d, dec.player, a.card);
    finishEffect(d);
  },
  describe: (dec) => `${dec.player} removes a card for ${dec.source}`,
};

/** The `takeFromDiscard` decision: take a card of the category from the discard pile into the hand. */
export const TAKE_FROM_DISCARD: DecisionKindHandlers<'takeFromDiscard'> = {
  legal(d, dec) {
    const pile = d.peek(dec.player).discard;
    const from = dec.top === undefined ? 0 : Math.max(0, pile.length - dec.top);
    const actions: Action[] = pile
      .filter((c, i) => i >= from && c !== dec.except && matches(c, dec.category as never) && !onTheBoard(d.s, c))
      .map((card) => ({ type: 'takeCard', card }));
    if (dec.optional) actions.push({ type: 'decline' });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type === 'decline' && dec.optional) return finishEffect(d);
    if (a.type !== 'takeCard') return wrongAnswer(TAKE_FROM_DISCARD, dec, a);
    const p = d.player(dec.player);
    const i = p.discard.indexOf(a.card);
    const tooDeep = dec.top !== undefined && i < p.discard.length - dec.top; // not one of the cards just discarded
    if (i < 0 || tooDeep || a.card === dec.except || !matches(a.card, dec.category as never) || onTheBoard(d.s, a.card)) {
      illegal('CARD_NOT_AVAILABLE', `${a.card} is not a ${dec.category ?? ''} card in your discard pile`.replace('  ', ' '), 'general-card-rules');
    }
    p.discard.splice(i, 1);
    gainToHand(d, dec.player, a.card, 'discard');
    finishEffect(d);
  },
  describe: (dec) => `${dec.player} takes a card from their discard pile for ${dec.source}`,
};
