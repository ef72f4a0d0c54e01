/**
 * Cards discarded from the top of the player's deck to take one of them back, as effect data (the Genies, rulings
 * TW5–TW7; Solmyr's Chain Lightning IV, TW15): the take looks only at the cards just discarded (`takeFromDiscard`'s
 * `top`). "Up to" is one card at a time, the player stopping whenever they like — each step knows how many lie on top.
 */
import type { CardCategory, Effect } from '../../model';

const take = (category: CardCategory | null, top: number): Effect => ({ op: 'takeFromDiscard', category, optional: false, top });

/** The `n`th card discarded, then stop (taking a card among them) or go on while fewer than `most` are discarded. */
function oneMore(n: number, most: number, category: CardCategory | null): Effect[] {
  const discard: Effect = { op: 'discardFromDeck', count: 1, after: n - 1 };
  if (n === most) return [discard, take(category, n)];
  return [discard, { op: 'choose', options: [{ key: 'stop', effects: [take(category, n)] }, { key: 'discard another card', effects: oneMore(n + 1, most, category) }], optional: false }];
}

/** "Discard up to `most` cards from your deck and take a card of `category` (any: null) discarded this way." */
export function discardUpTo(most: number, category: CardCategory | null): Effect[] {
  return [{ op: 'choose', options: [{ key: 'discard a card', effects: oneMore(1, most, category) }], optional: true }];
}

/** "Discard `count` cards from your deck and take a card of `category` (any: null) discarded this way." */
export function discardExactly(count: number, category: CardCategory | null): Effect[] {
  return [{ op: 'discardFromDeck', count, after: 0 }, take(category, count)];
}
