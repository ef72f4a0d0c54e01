/**
 * The shared Ability, Artifact and Spell decks with their face-up discard piles (General Card Rules 5–6):
 * a deck that runs out is reshuffled from its discard pile and a new discard pile is turned up;
 * an empty discard pile is refilled from the deck's top card. With Split Artifact and Spell Decks (p. 57) the five
 * split decks follow the same rules: every function here takes any `DeckPile`.
 */
import type { Draft } from '../kernel/draft';
import type { CardId, DeckPile, GameState, SharedDeck, SharedDeckName, SplitDeckName } from '../model';

/** Which piles are split decks (a property read, not a search). */
const IS_SPLIT: Readonly<Record<DeckPile, boolean>> = {
  ability: false,
  artifact: false,
  spell: false,
  minorArtifact: true,
  majorArtifact: true,
  relicArtifact: true,
  basicSpell: true,
  expertSpell: true,
};

/** Whether the pile is one of the split decks. */
export function isSplitDeck(name: DeckPile): name is SplitDeckName {
  return IS_SPLIT[name];
}

/** A pile, for reading. */
export function pileOf(s: GameState, name: DeckPile): SharedDeck {
  if (!IS_SPLIT[name]) return s.decks[name as SharedDeckName];
  const split = s.splitDecks;
  if (split === undefined) throw new Error(`This game has no ${name} deck (Split Artifact and Spell Decks is off)`);
  return split[name as SplitDeckName];
}

/** A pile, writable on the Draft's copy. */
function writablePile(d: Draft, name: DeckPile): SharedDeck {
  return IS_SPLIT[name] ? d.splitDeck(name as SplitDeckName) : d.sharedDeck(name as SharedDeckName);
}

/** Restores the two invariants after any change. */
export function tidySharedDeck(d: Draft, name: DeckPile): void {
  const s = pileOf(d.s, name);
  if (s.deck.length > 0 && s.discard.length > 0) return;
  const pile = writablePile(d, name);
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
export function takeTop(d: Draft, name: DeckPile): CardId | null {
  tidySharedDeck(d, name);
  const pile = writablePile(d, name);
  const card = pile.deck.pop() ?? null;
  tidySharedDeck(d, name);
  return card;
}

/** Takes the top card of the discard pile. */
export function takeDiscardTop(d: Draft, name: DeckPile): CardId | null {
  const pile = writablePile(d, name);
  const card = pile.discard.pop() ?? null;
  tidySharedDeck(d, name);
  return card;
}

/** Puts cards face up on the pile's discard pile. */
export function discardToShared(d: Draft, name: DeckPile, cards: CardId[]): void {
  if (cards.length === 0) return;
  const pile = writablePile(d, name);
  for (const c of cards) pile.discard.push(c);
  tidySharedDeck(d, name);
}

/** Puts a card face down on top of the pile's deck (a Spell cast by Enchanters VI, CF18). */
export function putOnSharedDeck(d: Draft, name: DeckPile, card: CardId): void {
  writablePile(d, name).deck.push(card);
  tidySharedDeck(d, name);
}

/** Shuffles cards back into the pile's deck (cards revealed by an Event, p. 62). */
export function shuffleIntoShared(d: Draft, name: DeckPile, cards: readonly CardId[]): void {
  if (cards.length === 0) return;
  const pile = writablePile(d, name);
  for (const c of cards) pile.deck.push(c);
  d.shuffle(pile.deck);
  tidySharedDeck(d, name);
}

/** Shuffles the deck alone, its discard pile left as it is (a deck looked through: Basic … Magic, CF42). */
export function shuffleShared(d: Draft, name: DeckPile): void {
  d.shuffle(writablePile(d, name).deck);
}

/** Takes the first card of the deck that is a copy of `card` (a card id), then shuffles the deck; null if none. */
export function takeNamed(d: Draft, name: DeckPile, card: string, copyOf: (instance: CardId) => string): CardId | null {
  const pile = writablePile(d, name);
  return takeAt(d, name, pile, pile.deck.findIndex((c) => copyOf(c) === card));
}

/** Takes the deck's first card from the top that passes `test`, then shuffles the deck; null if none. */
export function takeFirstWhere(d: Draft, name: DeckPile, test: (instance: CardId) => boolean): CardId | null {
  const pile = writablePile(d, name);
  return takeAt(d, name, pile, topIndexWhere(pile.deck, test));
}

/** The index of the deck's first card from the top (its last card) that passes `test`, or -1. */
export function topIndexWhere(deck: readonly CardId[], test: (instance: CardId) => boolean): number {
  for (let i = deck.length - 1; i >= 0; i--) if (test(deck[i] as CardId)) return i;
  return -1;
}

/** Takes the deck's card at `i` (none when -1), then shuffles the deck. */
function takeAt(d: Draft, name: DeckPile, pile: SharedDeck, i: number): CardId | null {
  if (i < 0) return null;
  const [found] = pile.deck.splice(i, 1) as [CardId];
  d.shuffle(pile.deck);
  tidySharedDeck(d, name);
  return found;
}

/** Shuffles the discard pile into the deck and turns a new discard card up (setup step 17 bonus searches). */
export function reshuffleShared(d: Draft, name: DeckPile): void {
  const pile = writablePile(d, name);
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
