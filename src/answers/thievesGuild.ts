/**
 * The Cove town's Thieves' Guild (the Cove town board; ruling CV18): once during its owner's turn, they name a deck —
 * the Ability, Artifact or Spell deck, a Neutral Unit deck, or any player's own deck, theirs included — look at its
 * top 2 cards (the one card left, if only one), put one onto that deck's discard pile and the other back on top. The
 * cards lie in `revealed` while the player looks: only they see them; the discarded card is public, as any discard.
 */
import type { Action, CardId, PeekableDeck, PlayerId, Tier } from '../model';
import type { Draft } from '../kernel/draft';
import type { EffectKind, StateReader } from '../effects/registry';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { finishEffect } from '../effects/run';
import { dropFaceUp } from '../deck/faceUpNeutrals';
import { discardToShared, takeTop, tidySharedDeck } from '../deck/sharedDeck';

/** The shared decks and Neutral Unit decks the player may name, in the order they are listed. */
const DECKS: readonly Exclude<PeekableDeck, 'own'>[] = ['ability', 'artifact', 'spell', 'bronze', 'silver', 'gold', 'azure'];
/** How many cards the Guild looks at. */
const LOOK = 2;

const isShared = (deck: PeekableDeck): deck is 'ability' | 'artifact' | 'spell' => deck === 'ability' || deck === 'artifact' || deck === 'spell';

/** The cards a named deck has to look at: a shared deck refills from its discard pile; a unit deck or a player's deck does not. */
function cardsIn(r: StateReader, deck: PeekableDeck, owner: PlayerId | null): number {
  if (deck === 'own') return owner === null ? 0 : r.peek(owner).deck.length;
  if (isShared(deck)) return r.s.decks[deck].deck.length + r.s.decks[deck].discard.length;
  return r.s.neutralDecks[deck].deck.length;
}

/** The answers naming a deck: `peek {deck}` for a shared or Neutral Unit deck, `choosePlayer {who}` for a player's own deck. */
function deckChoices(r: StateReader): Action[] {
  const out: Action[] = [];
  for (const deck of DECKS) if (cardsIn(r, deck, null) > 0) out.push({ type: 'peek', deck });
  for (const p of r.s.players) if (p.deck.length > 0) out.push({ type: 'choosePlayer', who: p.id });
  return out;
}

/** The `thievesLook` effect kind: the player names a deck next (the `thievesGuild` decision). */
export const THIEVES_LOOK: EffectKind<'thievesLook'> = {
  start(d, frame) {
    if (deckChoices(d).length === 0) return 'done';
    d.s.pending = { kind: 'thievesGuild', player: frame.player, source: frame.source, deck: null, owner: null };
    return 'waiting';
  },
  canStart: (r) => deckChoices(r).length > 0,
  describe: () => "look at the top 2 cards of any deck (another player's deck too); put one onto that deck's discard pile and the other back on top",
};

/** The effect kinds this module owns. */
export const THIEVES_GUILD_EFFECTS = { thievesLook: THIEVES_LOOK };

/** Takes up to `LOOK` cards off the top of the named deck, the top card first. */
function takeCards(d: Draft, deck: PeekableDeck, owner: PlayerId | null): CardId[] {
  const out: CardId[] = [];
  for (let i = 0; i < LOOK; i++) {
    let card: CardId | null | undefined;
    if (deck === 'own') card = d.player(owner as PlayerId).deck.pop();
    else if (isShared(deck)) card = takeTop(d, deck);
    else {
      card = d.neutralDecks()[deck].deck.pop();
      // The Elementals' face-up card taken off its deck is a card like any other (CF95): put back, it lies face down (CV26).
      if (card !== undefined) dropFaceUp(d, card);
    }
    if (card === null || card === undefined) break;
    out.push(card);
  }
  return out;
}

/** Puts a card back on top of the named deck. */
function putBack(d: Draft, deck: PeekableDeck, owner: PlayerId | null, card: CardId): void {
  if (deck === 'own') d.player(owner as PlayerId).deck.push(card);
  else if (isShared(deck)) {
    d.sharedDeck(deck).deck.push(card);
    tidySharedDeck(d, deck);
  } else d.neutralDecks()[deck as Tier].deck.push(card);
}

/** Puts a card onto the named deck's discard pile. */
function discardTo(d: Draft, deck: PeekableDeck, owner: PlayerId | null, card: CardId): void {
  if (deck === 'own') d.player(owner as PlayerId).discard.push(card);
  else if (isShared(deck)) discardToShared(d, deck, [card]);
  else d.neutralDecks()[deck as Tier].discard.push(card);
}

/** The `thievesGuild` decision: the deck to look at, then the card of the 2 that is discarded (the other goes back). */
export const THIEVES_GUILD: DecisionKindHandlers<'thievesGuild'> = {
  legal(d, dec) {
    if (dec.deck === null) return deckChoices(d);
    const out: Action[] = [];
    for (const card of d.s.revealed) out.push({ type: 'discard', card });
    // One card only (the deck had no other): it may also go back.
    if (d.s.revealed.length === 1) out.push({ type: 'takeCard', card: d.s.revealed[0] as CardId });
    return out;
  },
  apply(d, dec, a) {
    if (dec.deck === null) {
      if (a.type !== 'peek' && a.type !== 'choosePlayer') return wrongAnswer(THIEVES_GUILD, dec, a);
      const deck: PeekableDeck = a.type === 'peek' ? a.deck : 'own';
      const owner = a.type === 'choosePlayer' ? a.who : null;
      if (a.type === 'peek' && (deck === 'own' || !DECKS.includes(deck))) illegal('MALFORMED_ACTION', `No deck "${String(a.deck)}" to look at`, 'towns');
      if (owner !== null && !d.s.players.some((p) => p.id === owner)) illegal('MALFORMED_ACTION', `No player ${String(owner)}`, 'towns');
      if (cardsIn(d, deck, owner) === 0) illegal('OPTION_NOT_AVAILABLE', 'That deck has no card to look at', 'towns');
      d.s.revealed = takeCards(d, deck, owner);
      d.s.pending = { kind: 'thievesGuild', player: dec.player, source: dec.source, deck, owner };
      return;
    }
    if (a.type !== 'discard' && a.type !== 'takeCard') return wrongAnswer(THIEVES_GUILD, dec, a);
    const revealed = d.s.revealed;
    if (!revealed.includes(a.card)) illegal('NOT_REVEALED', "That card is not among the cards the Thieves' Guild looks at", 'towns');
    if (a.type === 'takeCard' && revealed.length !== 1) illegal('OPTION_NOT_AVAILABLE', 'Of the 2 cards, one goes onto the discard pile: name it', 'towns');
    d.s.revealed = [];
    d.s.pending = null;
    // The other card goes back on top; the named one onto the discard pile (a lone card may go back instead).
    for (let i = revealed.length - 1; i >= 0; i--) {
      const card = revealed[i] as CardId;
      if (card !== a.card || a.type === 'takeCard') putBack(d, dec.deck, dec.owner, card);
    }
    if (a.type === 'discard') discardTo(d, dec.deck, dec.owner, a.card);
    d.emit({ type: 'thievesGuildLooked', player: dec.player, deck: dec.deck, owner: dec.owner, discarded: a.type === 'discard' ? a.card : null, seq: 0 });
    finishEffect(d);
  },
  describe: (dec) =>
    dec.deck === null
      ? `${dec.player} names the deck whose top 2 cards the Thieves' Guild looks at`
      : `${dec.player} puts one of the 2 cards the Thieves' Guild looked at onto the discard pile and the other back on top`,
};
