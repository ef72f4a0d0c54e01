/**
 * The shared Ability, Artifact and Spell decks with their face-up discard piles (General Card Rules 5–6):
 * a deck that runs out is reshuffled from its discard pile and a new discard pile is turned up;
 * an empty discard pile is refilled from the deck's top card.
 */
import type { Draft } from '../kernel/draft';
import type { CardId, SharedDeckName } from '../model';

/** Restores the two invariants after any change. */
export function tidySharedDeck(d: Draft, name: SharedDeckName): void {
  const s = d.s.decks[name];
  if (s.deck.length > 0 && s.discard.length > 0) return;
  const pile = d.sharedDeck(name);
  if (pile.deck.length === 0 && pile.discard.length > 0) {
    pile.deck = pile.discard;
    pile.discard = [];
    d.shuffle(pile.deck);
    d.emit({ type: 'deckReshuffled', player: null, deck: name, seq: 0 });
  }
  if (pile.discard.length === 0 && pile.deck.length > 0) {
    pile.discard.push(pile.deck.pop() as CardId);
  }
}

/** Takes the top card of the deck (null when deck and discard pile are both empty). */
export function takeTop(d: Draft, name: SharedDeckName): CardId | null {
  tidySharedDeck(d, name);
  const pile = d.sharedDeck(name);
  const card = pile.deck.pop() ?? null;
  tidySharedDeck(d, name);
  return card;
}

/** Takes the top card of the discard pile. */
export function takeDiscardTop(d: Draft, name: SharedDeckName): CardId | null {
  const pile = d.sharedDeck(name);
  const card = pile.discard.pop() ?? null;
  tidySharedDeck(d, name);
  return card;
}

export function discardToShared(d: Draft, name: SharedDeckName, cards: CardId[]): void {
  if (cards.length === 0) return;
  const pile = d.sharedDeck(name);
  for (const c of cards) pile.discard.push(c);
  tidySharedDeck(d, name);
}

/** Shuffles the discard pile into the deck and turns a new discard card up (setup step 17 bonus searches). */
export function reshuffleShared(d: Draft, name: SharedDeckName): void {
  const pile = d.sharedDeck(name);
  pile.deck = pile.deck.concat(pile.discard);
  pile.discard = [];
  d.shuffle(pile.deck);
  d.emit({ type: 'deckReshuffled', player: null, deck: name, seq: 0 });
  tidySharedDeck(d, name);
}

/** Which shared deck a card belongs to, by its category prefix. */
export function sharedDeckOf(cardId: string): SharedDeckName | null {
  if (cardId.startsWith('ability.')) return 'ability';
  if (cardId.startsWith('artifact.')) return 'artifact';
  if (cardId.startsWith('spell.')) return 'spell';
  return null;
}
