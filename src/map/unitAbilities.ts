/**
 * Unit abilities that act outside combat, on the map and the turn (Unit Card Anatomy, p. 36; rulings M48–M49):
 * Champions (Few) cost 6 gold less to reinforce while the Main Hero stands on Stables; Rogues let their owner look
 * at the top card of a deck once a turn (`peek`), leaving it there or putting it at the bottom. (Nomads' move at the
 * end of the turn is in cardMoves.ts; Peasants' and Crystal Dragons' Resource-round income in combat/abilities.ts.)
 */
import { dropFaceUp } from '../deck/faceUpNeutrals';
import type { Draft } from '../kernel/draft';
import type { Action, CardId, GameState, PeekableDeck, PlayerId, PlayerState } from '../model';
import type { DecisionKindHandlers, TurnProvider } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { abilitiesOfCard } from '../combat/abilities';
import { setTurnEffects, turnEffectsOf } from '../cards/turnEffects';
import { takeTop, tidySharedDeck } from '../deck/sharedDeck';
import { heroOf, locationOf } from './fields';

/**
 * Gold off a unit's Reinforcement cost from its own ability: Champions' "6 gold less while your hero stands on a field
 * with Stables" (the Main Hero, ruling M41).
 */
export function reinforceDiscountOf(s: GameState, player: PlayerId, unit: string): number {
  const m = s.map;
  if (m === null) return 0;
  let gold = 0;
  for (const a of abilitiesOfCard(unit, 'few')) {
    if (a.kind !== 'reinforceDiscountOn') continue;
    const h = heroOf(m, player, 'main');
    if (h && locationOf(m, h.field).id === a.location) gold += a.gold;
  }
  return gold;
}

/** The decks a player may look at, in the order they are listed: their own, the shared decks, the neutral unit decks. */
const PEEKABLE: readonly PeekableDeck[] = ['own', 'ability', 'artifact', 'spell', 'bronze', 'silver', 'gold', 'azure'];

/** A deck's cards, bottom first (the top is the last). */
function deckOf(s: GameState, p: PlayerState, deck: PeekableDeck): readonly string[] {
  switch (deck) {
    case 'own': return p.deck;
    case 'ability': case 'artifact': case 'spell': return s.decks[deck].deck;
    default: return s.neutralDecks[deck].deck;
  }
}

/** A deck's cards, writable. */
function writableDeck(d: Draft, player: PlayerId, deck: PeekableDeck): string[] {
  switch (deck) {
    case 'own': return d.player(player).deck;
    case 'ability': case 'artifact': case 'spell': return d.sharedDeck(deck).deck;
    default: return d.neutralDecks()[deck].deck;
  }
}

/** Whether the player has Rogues (a unit that lets them look at a deck's top card) and has not looked this turn. */
function mayPeek(s: GameState, p: PlayerState): boolean {
  if (s.map === null || turnEffectsOf(s).peeked) return false;
  for (const u of p.units) for (const a of abilitiesOfCard(u.unit, u.side)) if (a.kind === 'peekAtDeck') return true;
  return false;
}

/** The turn's `peek` action: the top card of a deck goes to `revealed`, where only this player sees it. */
export const PEEK: TurnProvider<'peek'> = {
  answers: ['peek'],
  list(d, player, out) {
    const p = d.peek(player);
    if (!mayPeek(d.s, p)) return;
    for (const deck of PEEKABLE) if (deckOf(d.s, p, deck).length > 0) out.push({ type: 'peek', deck });
  },
  apply(d, player, a) {
    const p = d.peek(player);
    if (!mayPeek(d.s, p)) illegal('OPTION_NOT_AVAILABLE', 'Looking at the top card of a deck needs Rogues in your unit deck, once a turn', 'units');
    if (!PEEKABLE.includes(a.deck)) illegal('MALFORMED_ACTION', `No deck "${String(a.deck)}" to look at`, 'units');
    if (deckOf(d.s, p, a.deck).length === 0) illegal('OPTION_NOT_AVAILABLE', 'That deck is empty', 'units');
    // A shared deck is kept tidy as for any card taken from it: one that runs out is refilled from its discard pile.
    const card = (a.deck === 'ability' || a.deck === 'artifact' || a.deck === 'spell' ? takeTop(d, a.deck) : writableDeck(d, player, a.deck).pop()) as CardId;
    // The Elementals' face-up card looked at is taken off its deck as any card (CF95): put back, it lies face down (CF98).
    dropFaceUp(d, card);
    d.s.revealed = [card];
    setTurnEffects(d, { peeked: true });
    d.s.pending = { kind: 'peekedCard', player, deck: a.deck };
  },
};

/** The `peekedCard` decision: `choose` 'top' to leave the card on its deck, 'bottom' to put it under the deck. */
export const PEEKED_CARD: DecisionKindHandlers<'peekedCard'> = {
  legal: (): Action[] => [{ type: 'choose', option: 'top' }, { type: 'choose', option: 'bottom' }],
  apply(d, dec, a) {
    if (a.type !== 'choose') return wrongAnswer(PEEKED_CARD, dec, a);
    if (a.option !== 'top' && a.option !== 'bottom') illegal('OPTION_NOT_AVAILABLE', 'The card goes back on "top" of its deck or to the "bottom"', 'units');
    const card = d.s.revealed[0] as CardId;
    d.s.revealed = [];
    d.s.pending = null;
    const deck = writableDeck(d, dec.player, dec.deck);
    if (a.option === 'top') deck.push(card);
    else deck.unshift(card);
    if (dec.deck === 'ability' || dec.deck === 'artifact' || dec.deck === 'spell') tidySharedDeck(d, dec.deck);
    d.emit({ type: 'topCardPeeked', player: dec.player, deck: dec.deck, toBottom: a.option === 'bottom', seq: 0 });
  },
  describe: (dec) => `${dec.player} leaves the card they looked at on top of ${deckName(dec.deck)}, or puts it at the bottom`,
};

/** "the Spell deck", "the Bronze neutral unit deck", "their own deck". */
export function deckName(deck: PeekableDeck): string {
  if (deck === 'own') return 'their own deck';
  const name = `${deck.charAt(0).toUpperCase()}${deck.slice(1)}`;
  return deck === 'ability' || deck === 'artifact' || deck === 'spell' ? `the ${name} deck` : `the ${name} neutral unit deck`;
}
