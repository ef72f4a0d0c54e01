/**
 * Effects on the player's own cards: drawing, discarding, removing and taking back cards, and looking through the
 * deck. A discard step remembers in its frame how many cards it discarded (and of which categories), for a later
 * "draw as many" or "if the discarded card was a Spell" step of the same effect list.
 */
import type { CardId, CardCategory } from '../model';
import { discardFromHand, drawCards, onTheBoard, shuffleDiscardIntoDeck } from '../deck/playerDeck';
import { cardOf } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import { startingAbilityCard } from '../hero/hero';
import { ANY_NUMBER } from '../content/kit/plays';
import { cap, withArticle } from './describe';
import type { EffectKinds } from './registry';

/**
 * Frame memory keys `discarded.<category>`: how many cards of that category the frame's last discard step discarded
 * (Blackshard of the Dead Knight's "if the discarded card was a Spell").
 */
export const DISCARDED_OF = 'discarded.';

/** Is the card of this category (any card, for null)? */
export function matches(card: CardId, category: CardCategory | null): boolean {
  return category === null || cardInfo(cardOf(card)).category === category;
}

/**
 * The card being played that a card's effect runs for, already on top of the discard pile, when it is of the category
 * taken: it is used, not yet discarded (General Card Rules 2), so Scholar does not take itself back (ruling IN53). A
 * combat play's frame names the card itself; a map play's its card id. Undefined for other sources.
 */
function playedCard(discard: readonly CardId[], source: string, category: CardCategory | null): CardId | undefined {
  const top = discard[discard.length - 1];
  if (top === undefined || !matches(top, category)) return undefined;
  return top === source || cardOf(top) === source ? top : undefined;
}

/**
 * Does a Trading Post take this card (Trading Post actions, p. 52)? Not a Specialty, Statistic or Starting Ability
 * card, nor Magic Arrow. `startingAbility` is the copy of the Ability deck the player's Main Hero started with
 * (startingAbilityCard): another copy of that Ability is taken (ruling E7).
 */
export function tradable(card: CardId, startingAbility: CardId | null): boolean {
  const id = cardOf(card);
  const category = cardInfo(id).category;
  if (category === 'specialty' || category === 'statistic' || id === 'spell.magic-arrow') return false;
  return card !== startingAbility;
}

/**
 * May this card be removed: of the category (any card, for null), and one a Trading Post takes when `tradableOnly`
 * (`startingAbility`: the player's Starting Ability card).
 */
export function removable(card: CardId, category: CardCategory | null, tradableOnly: boolean, startingAbility: CardId | null): boolean {
  return matches(card, category) && (!tradableOnly || tradable(card, startingAbility));
}

const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;

/** What a Trading Post does not take, of the cards of a category (any card: `any`). */
const TRADABLE_NOTE: Record<CardCategory | 'any', string> = {
  any: ' (not a Specialty, Statistic or Starting Ability card, nor Magic Arrow)',
  ability: ' (not your Starting Ability card)',
  spell: ' (not Magic Arrow)',
  artifact: '',
  statistic: '',
  specialty: '',
};

/** The kinds of the effects on the player's own cards. */
export const HAND_EFFECTS = {
  draw: {
    start(d, frame, e) {
      const count = e.count === 'remembered' ? (frame.memory['discarded'] ?? 0) : e.count;
      drawCards(d, frame.player, count);
      return 'done';
    },
    describe: (e) => (e.count === 'remembered' ? 'draw as many cards as you discarded' : `draw ${cards(e.count)}`),
  },
  discardCards: {
    start(d, frame, e) {
      const memory = d.topFrame().memory;
      memory['discarded'] = 0;
      for (const key of Object.keys(memory)) if (key.startsWith(DISCARDED_OF)) delete memory[key];
      if (e.max === 0 || d.peek(frame.player).hand.length === 0) return 'done';
      d.s.pending = { kind: 'discardCards', player: frame.player, source: frame.source, min: e.min, max: e.max, discarded: 0, purpose: 'discard' };
      return 'waiting';
    },
    canStart: (r, player, e) => r.peek(player).hand.length >= e.min,
    describe: (e) =>
      e.max >= ANY_NUMBER ? `discard any number of cards (at least ${e.min})` : e.min === e.max ? `discard ${cards(e.min)}` : `discard ${e.min} to ${e.max} cards`,
  },
  drawIfDiscarded: {
    start(d, frame, e) {
      if ((frame.memory[DISCARDED_OF + e.category] ?? 0) > 0) drawCards(d, frame.player, e.count);
      return 'done';
    },
    describe: (e) => `if a discarded card was ${withArticle(cap(e.category))}, draw ${cards(e.count)}`,
  },
  removeCard: {
    start(d, frame, e) {
      const tradableOnly = e.tradable === true;
      const own = startingAbilityCard(d.s.players, frame.player);
      if (!d.peek(frame.player).hand.some((c) => removable(c, e.category, tradableOnly, own))) return 'done';
      d.s.pending = { kind: 'removeCard', player: frame.player, source: frame.source, category: e.category, optional: e.optional, tradable: tradableOnly };
      return 'waiting';
    },
    canStart: (r, player, e) => {
      const own = startingAbilityCard(r.s.players, player);
      return e.optional || r.peek(player).hand.some((c) => removable(c, e.category, e.tradable === true, own));
    },
    describe: (e) =>
      `${e.optional ? 'you may ' : ''}remove ${e.category ? withArticle(cap(e.category)) : 'a'} card in your hand from the game` +
      (e.tradable ? TRADABLE_NOTE[e.category ?? 'any'] : ''),
  },
  takeFromDiscard: {
    start(d, frame, e) {
      const except = playedCard(d.peek(frame.player).discard, frame.source, e.category);
      const pile = d.peek(frame.player).discard;
      const from = e.top === undefined ? 0 : Math.max(0, pile.length - e.top);
      if (!pile.some((c, i) => i >= from && c !== except && matches(c, e.category) && !onTheBoard(d.s, c))) return 'done';
      d.s.pending = e.top === undefined
        ? { kind: 'takeFromDiscard', player: frame.player, source: frame.source, category: e.category, optional: e.optional, except }
        : { kind: 'takeFromDiscard', player: frame.player, source: frame.source, category: e.category, optional: e.optional, except, top: e.top };
      return 'waiting';
    },
    // Among cards just discarded (`top`) there may be none of the category: the step then takes nothing.
    canStart: (r, player, e) => e.optional || e.top !== undefined || r.peek(player).discard.some((c) => matches(c, e.category) && !onTheBoard(r.s, c)),
    describe: (e) =>
      e.top === undefined
        ? `take ${e.category ? withArticle(cap(e.category)) : 'a'} card from your discard pile into your hand`
        : `take ${e.category ? withArticle(cap(e.category)) : 'a'} card from among the ${e.top === 1 ? 'card' : `${e.top} cards`} discarded this way into your hand`,
  },
  lookAtDiscard: {
    start(d, frame, e) {
      const player = frame.player;
      // The card being played, on top of the pile, is not among them (Mystic Orb of Mana, ruling TW66).
      const played = playedCard(d.peek(player).discard, frame.source, null);
      const count = Math.min(e.count, d.peek(player).discard.length - (played === undefined ? 0 : 1));
      if (count <= 0) return 'done';
      const pile = d.player(player).discard;
      if (played !== undefined) pile.pop();
      // The top cards, in the pile's order (the top one last).
      const looked = pile.splice(pile.length - count, count);
      if (played !== undefined) pile.push(played);
      d.s.revealed = looked;
      d.emit({ type: 'cardsRevealed', player, deck: 'discard', cards: looked, seq: 0 });
      d.s.pending = { kind: 'lookAtDiscard', player, source: frame.source, step: 'pick' };
      return 'waiting';
    },
    canStart: (r, player) => r.peek(player).discard.length > 0,
    describe: (e) =>
      `look at the top ${cards(e.count)} of your discard pile, return one of them to your hand and put the others back on top in any order`,
  },
  onlyIfDiscardEmpty: {
    start: () => 'done',
    canStart: (r, player) => r.peek(player).discard.length === 0,
    describe: () => 'only if your discard pile is empty',
  },
  onlyIfHolding: {
    start: () => 'done',
    canStart: (r, player, e) => r.peek(player).hand.some((c) => cardOf(c) !== e.besides && e.categories.includes(cardInfo(cardOf(c)).category)),
    describe: (e) => `only with ${e.categories.map((c) => withArticle(cap(c))).join(', ').replace(/, ([^,]*)$/, ' or $1')} card in your hand besides this one`,
  },
  shuffleDiscardIntoDeck: {
    start(d, frame) {
      shuffleDiscardIntoDeck(d, frame.player);
      return 'done';
    },
    describe: () => 'shuffle your discard pile into your deck',
  },
  shuffleIntoDeckAndDraw: {
    start(d, frame, e) {
      const p = d.player(frame.player);
      const back: CardId[] = [];
      const kept: CardId[] = [];
      for (const c of p.hand) (e.categories.includes(cardInfo(cardOf(c)).category) ? back : kept).push(c);
      if (back.length === 0) return 'done';
      p.hand = kept;
      for (const c of back) p.deck.push(c);
      d.shuffle(p.deck);
      drawCards(d, frame.player, back.length);
      return 'done';
    },
    describe: (e) => `shuffle every ${e.categories.map(cap).join(' and ')} card in your hand into your deck, then draw as many cards`,
  },
  discardHandAndDraw: {
    start(d, frame) {
      const hand = d.peek(frame.player).hand.slice();
      if (hand.length === 0) return 'done';
      for (const c of hand) discardFromHand(d, frame.player, c);
      drawCards(d, frame.player, hand.length);
      return 'done';
    },
    describe: () => 'discard every card in your hand, then draw as many cards',
  },
  searchOwnDeck: {
    start(d, frame, e) {
      const player = frame.player;
      const pl = d.player(player);
      const revealed: CardId[] = [];
      for (let i = 0; i < e.count; i++) {
        // Drawn cards refill an empty deck from the discard pile, as any draw does (General Card Rules 3).
        if (pl.deck.length === 0 && e.drawn && pl.discard.length > 0) shuffleDiscardIntoDeck(d, player);
        if (pl.deck.length === 0) break;
        revealed.push(pl.deck.pop() as CardId);
      }
      if (revealed.length === 0) return 'done';
      d.s.revealed = revealed;
      d.emit({ type: 'cardsRevealed', player, deck: 'might-and-magic', cards: revealed, seq: 0 });
      d.s.pending = { kind: 'searchOwnDeck', player, count: e.count };
      return 'waiting';
    },
    describe: (e) =>
      e.drawn ? `draw ${e.count} cards, keep 1 and discard the other${e.count === 2 ? '' : 's'}` : `look at the top ${e.count} cards of your deck, take 1 and discard the rest`,
  },
} satisfies Partial<EffectKinds>;
