/**
 * A player made to discard one card by an enemy unit's ability (Magi neutral, ruling TW1): a random card from hand,
 * or a Power card (a Power Statistic card, plain or Empowered) of their choice. Each can start only when there is
 * such a card to discard.
 */
import type { CardId } from '../model';
import { cardOf } from '../kernel/ids';
import { discardFromHand } from '../deck/playerDeck';
import type { EffectKinds } from './registry';

/** Whether a card in hand is a Power card. */
export function isPowerCard(card: CardId): boolean {
  const id = cardOf(card);
  return id === 'stat.power' || id === 'empowered.power';
}

/** The kinds of the forced discards. */
export const FORCED_DISCARD_EFFECTS = {
  discardRandomCard: {
    start(d, frame) {
      const hand = d.peek(frame.player).hand;
      if (hand.length === 0) return 'done';
      let pick = 0;
      d.random((r) => {
        pick = Math.floor(r() * hand.length);
      });
      discardFromHand(d, frame.player, hand[pick] as CardId);
      return 'done';
    },
    canStart: (r, player) => r.peek(player).hand.length > 0,
    describe: () => 'discard a random card from your hand',
  },
  discardPowerCard: {
    start(d, frame) {
      // Power cards of one kind are alike: the first one in hand goes.
      const card = d.peek(frame.player).hand.find(isPowerCard);
      if (card !== undefined) discardFromHand(d, frame.player, card);
      return 'done';
    },
    canStart: (r, player) => r.peek(player).hand.some(isPowerCard),
    describe: () => 'discard a Power card from your hand',
  },
} satisfies Partial<EffectKinds>;
