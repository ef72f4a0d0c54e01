/**
 * The start of a turn (Player Turns): the player discards any cards, then draws up to their Hand Limit (changed by an
 * Astrologers Proclaim card in force: Profuse Growth).
 */
import type { Action, GameState } from '../model';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { drawCards, discardFromHand } from '../deck/playerDeck';
import { handLimit, levelOf } from '../hero/levels';
import { handLimitChange, proclaimed } from '../deck/astrologers';
import { drawsAstrologers } from './astrologers';
import { roundKind } from './round';
import { offersMulligan } from './tournament';

/**
 * Whether players draw nothing at the start of their turns: Explorers in force in the round it was proclaimed (a round
 * that draws an Astrologers Proclaim card; ruling IN75). The discards of the refresh are made as usual.
 */
function drawsNothing(s: GameState): boolean {
  if (s.astrologers === undefined || s.astrologers.active === null) return false;
  return proclaimed(s, 'noTurnStartDraw') !== undefined && drawsAstrologers(s, roundKind(s.round));
}

/** The `refreshHand` decision: `discard` a card at a time, then `draw` a count of cards, which ends it. */
export const REFRESH_HAND: DecisionKindHandlers<'refreshHand'> = {
  legal(d, dec) {
    const p = d.peek(dec.player);
    const limit = handLimit(levelOf(p.experience)) + handLimitChange(d.s);
    const actions: Action[] = p.hand.map((card) => ({ type: 'discard', card }));
    if (p.hand.length <= limit) {
      const most = drawsNothing(d.s) ? 0 : Math.min(limit - p.hand.length, p.deck.length + p.discard.length);
      for (let count = most; count >= 0; count--) actions.push({ type: 'draw', count });
    }
    return actions;
  },
  apply(d, dec, a) {
    const p = d.peek(dec.player);
    const limit = handLimit(levelOf(p.experience)) + handLimitChange(d.s);
    if (a.type === 'discard') {
      if (!p.hand.includes(a.card)) illegal('CARD_NOT_IN_HAND', `${a.card} is not in your hand`, 'player-turns');
      discardFromHand(d, dec.player, a.card);
      return; // still refreshing
    }
    if (a.type !== 'draw') return wrongAnswer(REFRESH_HAND, dec, a);
    if (p.hand.length > limit) {
      illegal('OVER_HAND_LIMIT', `Your hand of ${p.hand.length} is over your Hand Limit of ${limit}: discard first`, 'player-turns');
    }
    const most = drawsNothing(d.s) ? 0 : Math.min(limit - p.hand.length, p.deck.length + p.discard.length);
    if (a.count !== 0 && drawsNothing(d.s)) illegal('DRAW_COUNT', 'Explorers: no cards are drawn at the start of a turn this round (draw 0)', 'astrologers');
    if (!Number.isInteger(a.count) || a.count < 0 || a.count > most) {
      illegal('DRAW_COUNT', `You may draw 0 to ${most} cards (up to your Hand Limit of ${limit})`, 'player-turns');
    }
    drawCards(d, dec.player, a.count);
    d.s.pending = null;
    const seat = d.seatOf(dec.player);
    d.s.phase = { step: 'beginningOfTurn', seat, used: [] };
    if (offersMulligan(d.s)) d.s.pending = { kind: 'mulligan', player: dec.player }; // Tournament Mode's Round One Mulligan
  },
  describe: (dec) => `${dec.player} refreshes their hand: discard, then draw`,
};
