/**
 * Effects on the shared decks (Ability, Artifact, Spell): Search, revealing until an Artifact of a level appears,
 * taking a named card, reshuffling.
 */
import type { CardId } from '../model';
import { gainToHand } from '../deck/playerDeck';
import { discardToShared, reshuffleShared, takeTop, tidySharedDeck } from '../deck/sharedDeck';
import { cardOf } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import { cap } from './describe';
import type { EffectKinds } from './registry';

/** The shared decks' names in card texts. */
const DECK: Record<string, string> = { ability: 'Ability', artifact: 'Artifact', spell: 'Spell' };

/** The kinds of the shared deck effects. */
export const SHARED_DECK_EFFECTS = {
  search: {
    start(d, frame, e) {
      const pile = d.s.decks[e.deck];
      if (pile.deck.length === 0 && pile.discard.length === 0) return 'done';
      d.s.pending = { kind: 'search', player: frame.player, deck: e.deck, count: e.count, step: 'start', optional: e.optional };
      return 'waiting';
    },
    canStart(r, _player, e) {
      const pile = r.s.decks[e.deck];
      return pile.deck.length + pile.discard.length > 0;
    },
    describe: (e) => `${e.optional ? 'you may ' : ''}Search (${e.count}) the ${DECK[e.deck]} deck`,
  },
  revealUntil: {
    start(d, frame, e) {
      const player = frame.player;
      const pile = d.s.decks[e.deck];
      const budget = pile.deck.length + pile.discard.length;
      const passed: CardId[] = [];
      let found: CardId | null = null;
      for (let i = 0; i < budget && found === null; i++) {
        const c = takeTop(d, e.deck);
        if (c === null) break;
        if (cardInfo(cardOf(c)).artifactLevel === e.artifactLevel) found = c;
        else passed.push(c);
      }
      if (passed.length + (found ? 1 : 0) > 0) {
        d.emit({ type: 'cardsRevealed', player, deck: e.deck, cards: found ? [...passed, found] : passed, seq: 0 });
      }
      discardToShared(d, e.deck, passed);
      if (found) gainToHand(d, player, found, e.deck);
      return 'done';
    },
    describe: (e) => `reveal ${DECK[e.deck]} cards until a ${cap(e.artifactLevel)} one appears and take it`,
  },
  takeFromSharedDeck: {
    start(d, frame, e) {
      const pile = d.sharedDeck(e.deck);
      const i = pile.deck.findIndex((c) => cardOf(c) === e.card);
      if (i >= 0) {
        const [card] = pile.deck.splice(i, 1) as [CardId];
        d.shuffle(pile.deck);
        tidySharedDeck(d, e.deck);
        gainToHand(d, frame.player, card, e.deck);
      }
      return 'done';
    },
    canStart: (r, _player, e) => r.s.decks[e.deck].deck.some((c) => cardOf(c) === e.card),
    describe: (e) => `take ${cardInfo(e.card).name} from the ${DECK[e.deck]} deck, then shuffle it`,
  },
  lookAtTopCard: {
    start(d, frame, e) {
      // An empty deck is refilled from its discard pile first, as for any card taken from it.
      const card = takeTop(d, e.deck);
      if (card === null) return 'done';
      d.s.revealed = [card];
      d.emit({ type: 'cardsRevealed', player: frame.player, deck: e.deck, cards: [card], seq: 0 });
      d.s.pending = { kind: 'lookAtTopCard', player: frame.player, source: frame.source, deck: e.deck };
      return 'waiting';
    },
    // A tidy deck that is empty holds only its face-up discard card, which is turned up again when the deck is refilled.
    canStart(r, _player, e) {
      const pile = r.s.decks[e.deck];
      return pile.deck.length > 0 || pile.discard.length > 1;
    },
    describe: (e) => `look at the top card of the ${DECK[e.deck]} deck and put it into your hand or onto its discard pile`,
  },
  reshuffleSharedDeck: {
    start(d, _frame, e) {
      reshuffleShared(d, e.deck);
      return 'done';
    },
    describe: (e) => `shuffle the ${DECK[e.deck]} deck with its discard pile`,
  },
} satisfies Partial<EffectKinds>;
