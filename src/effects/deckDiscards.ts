/**
 * Cards discarded from the top of the player's own deck, to take one of them back (the Genies, rulings TW5–TW7; Solmyr's
 * Chain Lightning IV, TW15), and a card of a kind taken back from the discard pile (the Wall of Knowledge, TW13).
 * The cards discarded this way lie on top of the discard pile, so `takeFromDiscard`'s `top` finds them there.
 */
import type { CardId } from '../model';
import { cardOf } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import { gainToHand, shuffleDiscardIntoDeck } from '../deck/playerDeck';
import type { Draft } from '../kernel/draft';
import { withArticle } from './describe';
import type { EffectKinds } from './registry';

/**
 * One card from the top of the deck onto the discard pile. An empty deck is refilled first: the `kept` cards this
 * effect discarded already stay on the discard pile, the rest of the pile is shuffled into the deck (ruling TW6).
 * Returns whether a card was discarded.
 */
function discardTop(d: Draft, player: string, kept: number): boolean {
  const p = d.player(player);
  if (p.deck.length === 0) {
    if (p.discard.length <= kept) return false;
    const top = p.discard.splice(p.discard.length - kept, kept);
    shuffleDiscardIntoDeck(d, player);
    const pl = d.player(player);
    for (const c of top) pl.discard.push(c);
    if (pl.deck.length === 0) return false; // only cards on the board were left (Fire Wall)
  }
  const pl = d.player(player);
  const card = pl.deck.pop() as CardId;
  pl.discard.push(card);
  d.emit({ type: 'cardDiscarded', player, card, seq: 0 });
  return true;
}

/** The kinds of the effects on cards discarded from the deck or taken back by name. */
export const DECK_DISCARD_EFFECTS = {
  discardFromDeck: {
    start(d, frame, e) {
      for (let i = 0; i < e.count; i++) if (!discardTop(d, frame.player, e.after + i)) break;
      return 'done';
    },
    canStart: (r, player, e) => r.peek(player).deck.length + r.peek(player).discard.length > e.after,
    describe: (e) =>
      e.after === 0 ? `discard ${e.count} card${e.count === 1 ? '' : 's'} from the top of your deck` : `discard ${e.count} more from the top of your deck (${e.after + e.count} in all)`,
  },
  takeCardFromDiscard: {
    start(d, frame, e) {
      const pile = d.player(frame.player).discard;
      // Copies of a card are alike: the one nearest the top comes back.
      const i = pile.map(cardOf).lastIndexOf(e.card);
      if (i < 0) return 'done';
      const card = pile.splice(i, 1)[0] as CardId;
      gainToHand(d, frame.player, card, 'discard');
      return 'done';
    },
    canStart: (r, player, e) => r.peek(player).discard.some((c) => cardOf(c) === e.card),
    describe: (e) => `take ${withArticle(cardInfo(e.card).name)} card from your discard pile into your hand`,
  },
} satisfies Partial<EffectKinds>;
