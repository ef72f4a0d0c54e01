/**
 * A player's Deck of Might & Magic, hand and discard pile (rulebook "General Card Rules").
 * Functions take the Draft and change the player's zones in place on its copy.
 */
import type { Draft } from '../kernel/draft';
import type { CardId, PlayerId } from '../model';

/** Draws up to `count` cards; an empty deck is refilled by shuffling the discard pile (rule 3). */
export function drawCards(d: Draft, player: PlayerId, count: number): CardId[] {
  const p = d.player(player);
  const drawn: CardId[] = [];
  for (let i = 0; i < count; i++) {
    if (p.deck.length === 0) {
      if (p.discard.length === 0) break;
      p.deck = p.discard;
      p.discard = [];
      d.shuffle(p.deck);
      d.emit({ type: 'deckReshuffled', player, deck: 'might-and-magic', seq: 0 });
    }
    const card = p.deck.pop() as CardId;
    p.hand.push(card);
    drawn.push(card);
  }
  if (drawn.length > 0) d.emit({ type: 'cardsDrawn', player, cards: drawn, seq: 0 });
  return drawn;
}

export function discardFromHand(d: Draft, player: PlayerId, card: CardId): void {
  const p = d.player(player);
  const i = p.hand.indexOf(card);
  if (i < 0) throw new Error(`${card} is not in ${player}'s hand`);
  p.hand.splice(i, 1);
  p.discard.push(card);
  d.emit({ type: 'cardDiscarded', player, card, seq: 0 });
}

export function removeFromHand(d: Draft, player: PlayerId, card: CardId): void {
  const p = d.player(player);
  const i = p.hand.indexOf(card);
  if (i < 0) throw new Error(`${card} is not in ${player}'s hand`);
  p.hand.splice(i, 1);
  p.removed.push(card);
  d.emit({ type: 'cardRemoved', player, card, seq: 0 });
}

/** Rule 4: a gained card goes directly into the hand. */
export function gainToHand(d: Draft, player: PlayerId, card: CardId, from: string): void {
  d.player(player).hand.push(card);
  d.emit({ type: 'cardGained', player, card, from, seq: 0 });
}

/** Shuffles the discard pile into the deck (the whole deck is shuffled). */
export function shuffleDiscardIntoDeck(d: Draft, player: PlayerId): void {
  const p = d.player(player);
  p.deck = p.deck.concat(p.discard);
  p.discard = [];
  d.shuffle(p.deck);
  d.emit({ type: 'deckReshuffled', player, deck: 'might-and-magic', seq: 0 });
}

/**
 * Puts a Permanent card into play (General Card Rules 7): only one at a time, so a Permanent already in play
 * is discarded. The card leaves the hand.
 */
export function putPermanentInPlay(d: Draft, player: PlayerId, card: CardId): void {
  const p = d.player(player);
  const i = p.hand.indexOf(card);
  if (i < 0) throw new Error(`${card} is not in ${player}'s hand`);
  p.hand.splice(i, 1);
  if (p.permanent !== null) {
    p.discard.push(p.permanent);
    d.emit({ type: 'cardDiscarded', player, card: p.permanent, seq: 0 });
  }
  p.permanent = card;
}
