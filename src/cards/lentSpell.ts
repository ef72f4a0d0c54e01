/**
 * A Spell lent by the Spell deck's discard pile (Helm of the Alabaster Unicorn's bottom effect, rulings TW91–TW95):
 * the Spell card on top of the pile is cast as if it were in the player's hand — the same listing, checks, Power,
 * Spell limit and answers — while the card that lends it (the Helm) leaves the hand and is removed. The Spell card
 * was never the player's: it stays on top of its pile, where a Spell cast from the hand would go to its caster's.
 */
import type { CardId, CardPlay, GameState, PlayerState } from '../model';
import { cardOf } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import { cardPlays } from './plays';

/** The card's play that casts the Spell on top of the Spell discard pile, or undefined (by card id: fixed data). */
export function lendingPlay(card: CardId): CardPlay | undefined {
  for (const play of cardPlays(cardOf(card))) if (play.castsFromSpellDiscard === true) return play;
  return undefined;
}

/** The first card in the hand that lends a Spell (the Helm), or null: the usual hand holds none. */
export function lenderIn(p: PlayerState): CardId | null {
  for (const card of p.hand) if (lendingPlay(card) !== undefined) return card;
  return null;
}

/**
 * The Spell cards a lender may cast now: the top card of the Spell deck's discard pile, and with Split Artifact and
 * Spell Decks the top of each Spell deck's (TW93). A card on top that is not a Spell is never lent.
 */
export function lentSpells(s: GameState): CardId[] {
  const out: CardId[] = [];
  pushTop(out, s.decks.spell.discard);
  if (s.splitDecks !== undefined) {
    pushTop(out, s.splitDecks.basicSpell.discard);
    pushTop(out, s.splitDecks.expertSpell.discard);
  }
  return out;
}

function pushTop(out: CardId[], pile: readonly CardId[]): void {
  const top = pile[pile.length - 1];
  if (top !== undefined && cardInfo(cardOf(top)).category === 'spell') out.push(top);
}

/** The card lending this one to the player (their Helm), when it is a Spell on top of a Spell discard pile; else null. */
export function lenderOf(s: GameState, p: PlayerState, card: CardId): CardId | null {
  const lender = lenderIn(p);
  return lender !== null && lentSpells(s).includes(card) ? lender : null;
}
