/**
 * Tarnum (Conflux)'s Enchanters VI (rulings CF16–CF19): the Spells its two Searches find are held beside the hand
 * (`PlayerState.foundSpells`) until the casting is over — `waiting` to be cast, then `cast` and waiting to be placed on
 * top of the Spell deck or onto its discard pile. The record is replaced whole and left out once both lists are empty.
 */
import type { Draft } from '../kernel/draft';
import type { CardId, Effect, FoundSpells, PlayerId, PlayerState } from '../model';
import { gainToHand } from './playerDeck';
import { deckOfCard } from './splitDecks';
import { discardToShared, putOnSharedDeck } from './sharedDeck';

/** The frame source of the placing pushed once a combat's casting of found Spells is over (game/schema/frames.ts). */
export const FOUND_SPELLS_SOURCE = 'found-spells';
/** Its program: the cast Spells placed, one at a time. */
export const PLACE_FOUND_PROGRAM: readonly Effect[] = [{ op: 'placeCastSpells' }];

const NONE: readonly CardId[] = [];

/** The player's found Spells waiting to be cast (none: an empty list, shared, never changed). */
export const waitingSpells = (p: PlayerState): readonly CardId[] => p.foundSpells?.waiting ?? NONE;
/** The player's found Spells cast and waiting to be placed. */
export const castSpells = (p: PlayerState): readonly CardId[] => p.foundSpells?.cast ?? NONE;

/** Replaces the record, or leaves it out once both lists are empty. */
function setFound(d: Draft, player: PlayerId, waiting: CardId[], cast: CardId[]): void {
  const found: FoundSpells | undefined = waiting.length + cast.length === 0 ? undefined : { waiting, cast };
  d.player(player).foundSpells = found;
}

/** A Spell a Search found for Enchanters VI waits to be cast (CF16); the log shows whence, as a card gained. */
export function addWaiting(d: Draft, player: PlayerId, card: CardId, from: string): void {
  const p = d.peek(player);
  setFound(d, player, [...waitingSpells(p), card], castSpells(p).slice());
  d.emit({ type: 'spellFound', player, card, from, seq: 0 });
}

/** A waiting Spell is being cast: it leaves `waiting`, and goes to `cast` unless another rule sends it elsewhere. */
export function castWaiting(d: Draft, player: PlayerId, card: CardId, toCast: boolean): void {
  const p = d.peek(player);
  const waiting = waitingSpells(p).filter((c) => c !== card);
  setFound(d, player, waiting, toCast ? [...castSpells(p), card] : castSpells(p).slice());
}

/** The casting is over: the Spells not cast go into the hand, as the Search would have put them (CF16). */
export function keepWaiting(d: Draft, player: PlayerId): void {
  const p = d.peek(player);
  const waiting = waitingSpells(p);
  if (waiting.length === 0) return;
  setFound(d, player, [], castSpells(p).slice());
  for (const card of waiting) gainToHand(d, player, card, deckOfCard(d.s, card, 'spell'));
}

/**
 * A cast Spell placed (CF18): on top of the Spell deck or onto its discard pile — with Split Artifact and Spell Decks,
 * of its level's deck.
 */
export function placeCast(d: Draft, player: PlayerId, card: CardId, on: 'deck' | 'discard'): void {
  const p = d.peek(player);
  setFound(d, player, waitingSpells(p).slice(), castSpells(p).filter((c) => c !== card));
  const deck = deckOfCard(d.s, card, 'spell');
  if (on === 'deck') putOnSharedDeck(d, deck, card);
  else discardToShared(d, deck, [card]);
  d.emit({ type: 'spellPlaced', player, card, deck, on, seq: 0 });
}
