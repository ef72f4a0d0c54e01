/**
 * Answers about cards a player looks at outside a Search: the top cards of their own discard pile (Magic Spring) and
 * the top card of a shared deck (Witch Hut), or a Search's card that may be removed instead of kept (Enchanters I). The cards lie in `revealed` while the player looks: only they see them.
 */
import type { Action, CardId } from '../model';
import type { Draft } from '../kernel/draft';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { gainToHand } from '../deck/playerDeck';
import { discardToShared } from '../deck/sharedDeck';
import { finishEffect } from '../effects/run';

/**
 * The `lookAtDiscard` decision: `takeCard` the card returned to hand (step `pick`), then `takeCard` each other card
 * as it goes back onto the discard pile, the first lowest (step `order`), so every order is one sequence of answers;
 * the last card goes back by itself.
 */
export const LOOK_AT_DISCARD: DecisionKindHandlers<'lookAtDiscard'> = {
  legal(d) {
    const actions: Action[] = [];
    for (const card of d.s.revealed) actions.push({ type: 'takeCard', card });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type !== 'takeCard') return wrongAnswer(LOOK_AT_DISCARD, dec, a);
    if (!d.s.revealed.includes(a.card)) illegal('NOT_REVEALED', 'That card is not among the cards you look at', 'general-card-rules');
    const rest = d.s.revealed.filter((c) => c !== a.card);
    if (dec.step === 'pick') gainToHand(d, dec.player, a.card, 'discard');
    else d.player(dec.player).discard.push(a.card);
    if (rest.length > 1) {
      d.s.revealed = rest;
      d.s.pending = { kind: 'lookAtDiscard', player: dec.player, source: dec.source, step: 'order' };
      return;
    }
    d.s.revealed = [];
    if (rest.length === 1) d.player(dec.player).discard.push(rest[0] as string);
    finishEffect(d);
  },
  describe: (dec) =>
    dec.step === 'pick'
      ? `${dec.player} returns one of the top cards of their discard pile to their hand`
      : `${dec.player} puts the cards back on top of their discard pile, one at a time`,
};

/** A card found in a shared deck removed from the game by the player who found it (its place: their removed cards). */
function removeFound(d: Draft, player: string, card: CardId): void {
  d.player(player).removed.push(card);
  d.emit({ type: 'cardRemoved', player, card, seq: 0 });
}

/** The `lookAtTopCard` decision: `takeCard` the card into hand, or `discard` it onto its deck's discard pile. */
export const LOOK_AT_TOP_CARD: DecisionKindHandlers<'lookAtTopCard'> = {
  legal(d, dec) {
    const card = d.s.revealed[0];
    if (card === undefined) return [];
    // A Search's card that may be removed instead (Enchanters I, ruling CF14): into the hand, or out of the game.
    return [{ type: 'takeCard', card }, dec.orRemove === true ? { type: 'removeCard', card } : { type: 'discard', card }];
  },
  apply(d, dec, a) {
    const other = dec.orRemove === true ? 'removeCard' : 'discard';
    if (a.type !== 'takeCard' && a.type !== other) return wrongAnswer(LOOK_AT_TOP_CARD, dec, a);
    if (d.s.revealed[0] !== a.card) illegal('NOT_REVEALED', 'That card is not the card you look at', 'general-card-rules');
    d.s.revealed = [];
    if (a.type === 'takeCard') gainToHand(d, dec.player, a.card, dec.deck);
    else if (a.type === 'removeCard') removeFound(d, dec.player, a.card);
    else discardToShared(d, dec.deck, [a.card]);
    finishEffect(d);
  },
  describe: (dec) => `${dec.player} keeps the top card of the ${dec.deck} deck or discards it`,
};
