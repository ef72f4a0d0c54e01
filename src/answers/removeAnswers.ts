/**
 * The answer to removing cards from the hand or the discard pile (Plane Between Planes): `removeCard` one card at a
 * time, from either, up to the decision's most; `decline` to stop.
 */
import type { Action } from '../model';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { removeFromHand } from '../deck/playerDeck';
import { finishEffect } from '../effects/run';
import { hasCardToRemove } from '../effects/removeEffects';

/** The `removeFromHandOrDiscard` decision. */
export const REMOVE_FROM_HAND_OR_DISCARD: DecisionKindHandlers<'removeFromHandOrDiscard'> = {
  legal(d, dec) {
    const p = d.peek(dec.player);
    const actions: Action[] = [];
    for (const card of p.hand) actions.push({ type: 'removeCard', card });
    for (const card of p.discard) actions.push({ type: 'removeCard', card });
    actions.push({ type: 'decline' });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type === 'decline') return finishEffect(d);
    if (a.type !== 'removeCard') return wrongAnswer(REMOVE_FROM_HAND_OR_DISCARD, dec, a);
    const p = d.peek(dec.player);
    if (p.hand.includes(a.card)) removeFromHand(d, dec.player, a.card);
    else if (p.discard.includes(a.card)) {
      const w = d.player(dec.player);
      w.discard.splice(w.discard.indexOf(a.card), 1);
      w.removed.push(a.card);
      d.emit({ type: 'cardRemoved', player: dec.player, card: a.card, seq: 0 });
    } else illegal('CARD_NOT_IN_HAND', `${a.card} is neither in your hand nor in your discard pile`, 'events');
    const removed = dec.removed + 1;
    if (removed < dec.most && hasCardToRemove(d.peek(dec.player))) {
      d.s.pending = { kind: 'removeFromHandOrDiscard', player: dec.player, source: dec.source, most: dec.most, removed };
    } else finishEffect(d);
  },
  describe: (dec) => `${dec.player} removes cards from their hand or discard pile for ${dec.source}`,
};
