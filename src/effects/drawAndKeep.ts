/**
 * A draw that keeps only some cards (Jeddite's Mysterious Warlock I / VI): the cards are drawn as any draw (an empty
 * deck refilled from the discard pile), those of the named categories stay in hand, the others are discarded at once
 * (ruling TW105).
 */
import { discardFromHand, drawCards } from '../deck/playerDeck';
import { cardInfo } from '../data/cardList';
import { cardOf } from '../kernel/ids';
import { cap } from './describe';
import type { EffectKinds } from './registry';

/** The `drawAndKeep` op. */
export const DRAW_AND_KEEP_EFFECTS = {
  drawAndKeep: {
    start(d, frame, e) {
      const drawn = drawCards(d, frame.player, e.count);
      for (const c of drawn) if (!e.categories.includes(cardInfo(cardOf(c)).category)) discardFromHand(d, frame.player, c);
      return 'done';
    },
    describe: (e) =>
      `draw ${e.count} ${e.count === 1 ? 'card' : 'cards'} from your deck; keep the ${e.categories.map(cap).join(' and ')} cards in your hand and discard the others`,
  },
} satisfies Pick<EffectKinds, 'drawAndKeep'>;
