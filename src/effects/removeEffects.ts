/**
 * Removing cards from the game out of the hand or the discard pile, as the player picks each one (Plane Between
 * Planes: "Remove up to 2 cards from their hand or from their discard pile").
 */
import type { PlayerState } from '../model';
import type { EffectKinds } from './registry';

/** Whether the player holds a card to remove: one in hand or in their discard pile. */
export const hasCardToRemove = (p: PlayerState): boolean => p.hand.length > 0 || p.discard.length > 0;

/** The kinds of the removing effects. */
export const REMOVE_EFFECTS = {
  removeFromHandOrDiscard: {
    start(d, frame, e) {
      if (e.most <= 0 || !hasCardToRemove(d.peek(frame.player))) return 'done';
      d.s.pending = { kind: 'removeFromHandOrDiscard', player: frame.player, source: frame.source, most: e.most, removed: 0 };
      return 'waiting';
    },
    canStart: () => true,
    describe: (e) => `you may remove up to ${e.most} card${e.most === 1 ? '' : 's'} from your hand or your discard pile, from the game`,
  },
} satisfies Partial<EffectKinds>;
