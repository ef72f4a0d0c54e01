/**
 * A player's Deck of Might & Magic, hand and discard pile (rulebook "General Card Rules").
 * Functions take the Draft and change the player's zones in place on its copy.
 */
import type { Draft } from '../kernel/draft';
import type { CardId, DeckPile, GameState, PlayerId } from '../model';
import { sharedDeckOf, takeTop } from './sharedDeck';
import { deckOfCard } from './splitDecks';
import { gainSpellScroll, isSpellScroll } from './spellScrolls';

/** Draws up to `count` cards; an empty deck is refilled by shuffling the discard pile (rule 3). */
export function drawCards(d: Draft, player: PlayerId, count: number): CardId[] {
  const p = d.player(player);
  const drawn: CardId[] = [];
  for (let i = 0; i < count; i++) {
    if (p.deck.length === 0) {
      if (p.discard.length === 0) break;
      const discard = p.discard;
      p.discard = [];
      p.deck = d.s.combat === null || d.s.combat.tokens === undefined ? discard : keepBesideTheBoard(d.s, p.discard, discard);
      d.shuffle(p.deck);
      d.emit({ type: 'deckReshuffled', player, deck: 'might-and-magic', seq: 0 });
      if (p.deck.length === 0) break; // only cards on the board were left (Fire Wall)
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
  toDiscardPile(d, player, card, true);
}

/**
 * Every card of a player's that is discarded goes through here (General Card Rules 2): onto their discard pile,
 * announced by `cardDiscarded` when `announce` (a played card's `cardPlayed`, a whole hand's `handDiscarded` say it
 * already). With Chaos Cards (p. 56) an Ability, Artifact or Spell card is removed instead, and the top card of its
 * deck goes onto the discard pile in its place (rulings VD1–VD2).
 */
export function toDiscardPile(d: Draft, player: PlayerId, card: CardId, announce: boolean): void {
  if (d.s.config.variants.chaosCards) {
    const shared = sharedDeckOf(card);
    if (shared !== null) return chaosReplace(d, player, card, deckOfCard(d.s, card, shared));
  }
  d.player(player).discard.push(card);
  if (announce) d.emit({ type: 'cardDiscarded', player, card, seq: 0 });
}

/** Chaos Cards: the card is removed; its deck's top card (reshuffled from its discard pile if need be) replaces it. */
function chaosReplace(d: Draft, player: PlayerId, card: CardId, deck: DeckPile): void {
  d.player(player).removed.push(card);
  d.emit({ type: 'cardRemoved', player, card, seq: 0 });
  const next = takeTop(d, deck);
  if (next === null) return; // the deck and its discard pile are empty: nothing replaces it (ruling VD2)
  if (isSpellScroll(next)) return gainSpellScroll(d, player, next); // never in a Deck (ruling SH43)
  d.player(player).discard.push(next);
  d.emit({ type: 'cardToDiscard', player, card: next, from: deck, seq: 0 });
}

/**
 * A card of the player's that went back to their hand instead of their discard pile (Knowledge, a card that returns
 * itself): from the discard pile; with Chaos Cards, a card that was removed in its place brings a new card from the
 * top of its deck instead (p. 56's note, ruling VD3). Returns whether a card came back.
 */
export function returnToHand(d: Draft, player: PlayerId, card: CardId): boolean {
  const p = d.player(player);
  const i = p.discard.indexOf(card);
  if (i >= 0) {
    p.discard.splice(i, 1);
    p.hand.push(card);
    d.emit({ type: 'cardGained', player, card, from: 'discard', seq: 0 });
    return true;
  }
  const shared = d.s.config.variants.chaosCards ? sharedDeckOf(card) : null;
  if (shared === null || !p.removed.includes(card)) return false;
  const deck = deckOfCard(d.s, card, shared);
  const next = takeTop(d, deck);
  if (next === null) return false;
  if (isSpellScroll(next)) {
    gainSpellScroll(d, player, next); // never in a hand (ruling SH43)
    return true;
  }
  d.player(player).hand.push(next);
  d.emit({ type: 'cardGained', player, card: next, from: deck, seq: 0 });
  return true;
}

export function removeFromHand(d: Draft, player: PlayerId, card: CardId): void {
  const p = d.player(player);
  const i = p.hand.indexOf(card);
  if (i < 0) throw new Error(`${card} is not in ${player}'s hand`);
  p.hand.splice(i, 1);
  p.removed.push(card);
  d.emit({ type: 'cardRemoved', player, card, seq: 0 });
}

/**
 * Rule 4: a gained card goes directly into the hand — with Cards to the discard pile (p. 59), a card new to the
 * player's Deck (from a shared deck or its discard pile, a level-up) goes onto their discard pile instead; one taken
 * back from their own discard pile or deck (`from` 'discard' or 'might-and-magic') still comes to hand (ruling VD8).
 */
export function gainToHand(d: Draft, player: PlayerId, card: CardId, from: string): void {
  // A Spell Scroll from the Artifact deck goes beside the Hero Board, never into the hand (p. 26, ruling SH43).
  if (isSpellScroll(card)) return gainSpellScroll(d, player, card);
  if (d.s.config.variants.cardsToDiscard && from !== 'discard' && from !== 'might-and-magic') {
    d.player(player).discard.push(card);
    d.emit({ type: 'cardToDiscard', player, card, from, seq: 0 });
    return;
  }
  d.player(player).hand.push(card);
  d.emit({ type: 'cardGained', player, card, from, seq: 0 });
}

/** Shuffles the discard pile into the deck (the whole deck is shuffled). */
export function shuffleDiscardIntoDeck(d: Draft, player: PlayerId): void {
  const p = d.player(player);
  const discard = p.discard;
  p.discard = [];
  p.deck = p.deck.concat(d.s.combat === null || d.s.combat.tokens === undefined ? discard : keepBesideTheBoard(d.s, p.discard, discard));
  d.shuffle(p.deck);
  d.emit({ type: 'deckReshuffled', player, deck: 'might-and-magic', seq: 0 });
}

/**
 * Whether the card lies on the combat board for this combat, under the card-effect token that stands for it (Fire
 * Wall: "for this Combat, place this card … on the Combat board", ruling RA64). It is kept with its player's discard
 * pile, but no reshuffle and no effect takes it from there while the combat lasts.
 */
export function onTheBoard(s: GameState, card: CardId): boolean {
  const tokens = s.combat === null ? undefined : s.combat.tokens;
  if (tokens === undefined) return false;
  for (const t of tokens) if (t.card === card) return true;
  return false;
}

/** The cards of `discard` to shuffle into the deck; those on the combat board are pushed back onto `kept`. */
function keepBesideTheBoard(s: GameState, kept: CardId[], discard: readonly CardId[]): CardId[] {
  const out: CardId[] = [];
  for (const c of discard) (onTheBoard(s, c) ? kept : out).push(c);
  return out;
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
  if (p.permanent !== null) toDiscardPile(d, player, p.permanent, true);
  p.permanent = card;
}
