/**
 * Magical Forest's pool (an Event card of the Fortress box): each player puts a card face down into it — one of their
 * hand's Spell, Artifact or Ability cards, or the top card of one of those decks, which they alone see — then each
 * takes a card of the shuffled pool or gains 4 gold, and the cards left are shuffled back into their decks (ruling
 * FX132). The pool is `eventDeck.pool`, a zone no player sees (game/zones.ts).
 */
import type { Draft } from '../kernel/draft';
import type { Action, CardCategory, CardId, DeckPile } from '../model';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { gainToHand } from '../deck/playerDeck';
import { pileOf, shuffleIntoShared, takeTop } from '../deck/sharedDeck';
import { drawPile, homeOf } from './eventTable';
import { ofCategories } from './eventEffects';
import { finishEffect } from './run';
import { cap } from './describe';
import type { EffectKinds, StateReader } from './registry';

const DECK_NAMES: Readonly<Record<string, string>> = { ability: 'Ability', artifact: 'Artifact', spell: 'Spell' };

/** Whether the player holds a card of these categories. */
function holds(r: StateReader, player: string, categories: readonly CardCategory[]): boolean {
  for (const c of r.peek(player).hand) if (ofCategories(c, categories)) return true;
  return false;
}

/** The kinds of the pool's effects. */
export const EVENT_POOL_EFFECTS = {
  poolFromHand: {
    start(d, frame, e) {
      if (!holds(d, frame.player, e.categories)) return 'done';
      d.s.pending = { kind: 'putInPool', player: frame.player, source: frame.source, categories: e.categories.slice() };
      return 'waiting';
    },
    canStart: (r, player, e) => holds(r, player, e.categories),
    describe: (e) => `put a ${e.categories.map((c) => cap(c)).join(', ')} card from your hand face down into the pool`,
  },
  poolFromDeck: {
    start(d, frame, e) {
      const card = takeTop(d, drawPile(d.s, e.deck)); // an empty deck is refilled from its discard pile first
      if (card === null) return 'done';
      d.emit({ type: 'cardsRevealed', player: frame.player, deck: e.deck, cards: [card], seq: 0 }); // the player alone sees it
      d.eventDeck().pool.push(card);
      return 'done';
    },
    canStart: (r, _player, e) => {
      const pile = pileOf(r.s, drawPile(r.s, e.deck));
      return pile.deck.length + pile.discard.length > 0;
    },
    describe: (e) => `draw and view the top card of the ${DECK_NAMES[e.deck]} deck and put it face down into the pool`,
  },
  takeFromPool: {
    start(d, frame) {
      const pool = d.eventDeck().pool;
      if (pool.length === 0) return 'done';
      d.shuffle(pool); // the pool lies face down, shuffled: the card taken is any of them
      gainToHand(d, frame.player, pool.pop() as CardId, 'event');
      return 'done';
    },
    canStart: (r) => (r.s.eventDeck?.pool.length ?? 0) > 0,
    describe: () => 'take a card from the shuffled pool',
  },
  clearPool: {
    start(d) {
      const left = d.s.eventDeck?.pool ?? [];
      if (left.length === 0) return 'done';
      const piles = new Map<DeckPile, CardId[]>();
      for (const c of left) {
        const home = homeOf(d.s, c);
        const back = piles.get(home);
        if (back === undefined) piles.set(home, [c]);
        else back.push(c);
      }
      d.eventDeck().pool = [];
      for (const [pile, back] of piles) shuffleIntoShared(d, pile, back);
      return 'done';
    },
    describe: () => 'the cards left in the pool are shuffled back into their decks',
  },
} satisfies Partial<EffectKinds>;

/** The `putInPool` decision: `takeCard` the card of the hand put face down into the pool. */
export const PUT_IN_POOL: DecisionKindHandlers<'putInPool'> = {
  legal(d, dec) {
    const actions: Action[] = [];
    for (const card of d.peek(dec.player).hand) if (ofCategories(card, dec.categories)) actions.push({ type: 'takeCard', card });
    return actions;
  },
  apply(d: Draft, dec, a) {
    if (a.type !== 'takeCard') return wrongAnswer(PUT_IN_POOL, dec, a);
    const hand = d.peek(dec.player).hand;
    if (!hand.includes(a.card)) illegal('CARD_NOT_IN_HAND', `${a.card} is not in your hand`, 'events');
    if (!ofCategories(a.card, dec.categories)) illegal('OPTION_NOT_AVAILABLE', `${dec.source} takes a ${dec.categories.join(', ')} card`, 'events');
    const w = d.player(dec.player);
    w.hand.splice(w.hand.indexOf(a.card), 1);
    d.eventDeck().pool.push(a.card);
    finishEffect(d);
  },
  describe: (dec) => `${dec.player} puts a card face down into the pool for ${dec.source}`,
};
