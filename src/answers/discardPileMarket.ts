/**
 * Taking a card from the top of a shared deck's discard pile (the Tower box's Black Market and University; rulings
 * TW56, TW58): the player looks at the top cards of the pile — public cards, so nothing is revealed — and takes one of
 * them into hand, paying for an Artifact by its level where a price is asked. The cards left stay where they lie.
 */
import type { Action, CardId, Decision, DeckPile, GameState, SharedDeckName } from '../model';
import type { Draft } from '../kernel/draft';
import type { EffectKind, StateReader } from '../effects/registry';
import { illegal } from '../kernel/errors';
import { cardOf } from '../kernel/ids';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { cardInfo } from '../data/cardList';
import { finishEffect } from '../effects/run';
import { gainToHand } from '../deck/playerDeck';
import { isSplitDeck, pileOf, tidySharedDeck } from '../deck/sharedDeck';
import { DECK_NAMES, splitDecksOf } from '../deck/splitDecks';
import { payGold } from './empowerAnswers';

type Market = Extract<Decision, { kind: 'buyFromDiscardPile' }>;

/** The Artifact levels, in the order of an effect's `goldByLevel`. */
const LEVELS: readonly string[] = ['minor', 'major', 'relic'];

/** The gold a card costs here: free without prices; an Artifact's by its level. */
export function discardPilePrice(card: CardId, goldByLevel: readonly number[] | null): number {
  if (goldByLevel === null) return 0;
  return goldByLevel[LEVELS.indexOf(cardInfo(cardOf(card)).artifactLevel ?? 'minor')] ?? 0;
}

/** The cards the player may take now: the top `count` of each pile's discard pile (topmost first) they can pay for. */
export function discardPileOffers(r: StateReader, dec: Pick<Market, 'player' | 'decks' | 'count' | 'goldByLevel'>): CardId[] {
  const gold = r.peek(dec.player).resources.gold;
  const out: CardId[] = [];
  for (const deck of dec.decks) {
    const discard = pileOf(r.s, deck).discard;
    for (let i = discard.length - 1; i >= 0 && i >= discard.length - dec.count; i--) {
      const card = discard[i] as CardId;
      if (discardPilePrice(card, dec.goldByLevel) <= gold) out.push(card);
    }
  }
  return out;
}

/** The piles the effect looks at: the deck's, or with Split decks each of its split decks' (ruling TW56). */
function marketDecks(s: GameState, deck: SharedDeckName): DeckPile[] {
  const out: DeckPile[] = [];
  if (s.splitDecks === undefined || deck === 'ability') out.push(deck);
  else for (const name of splitDecksOf(deck)) out.push(name);
  return out;
}

/** The `buyFromDiscardPile` effect kind: offered when a card of the top ones can be paid for. */
export const BUY_FROM_DISCARD_PILE: EffectKind<'buyFromDiscardPile'> = {
  start(d, frame, e) {
    const dec: Market = { kind: 'buyFromDiscardPile', player: frame.player, source: frame.source, decks: marketDecks(d.s, e.deck), count: e.count, goldByLevel: e.goldByLevel, optional: e.optional };
    if (discardPileOffers(d, dec).length === 0) return 'done';
    d.s.pending = dec;
    return 'waiting';
  },
  canStart: (r, player, e) => discardPileOffers(r, { player, decks: marketDecks(r.s, e.deck), count: e.count, goldByLevel: e.goldByLevel }).length > 0,
  describe: (e) => {
    const prices = e.goldByLevel === null ? '' : ` for ${e.goldByLevel[0]} gold if it is a Minor Artifact, ${e.goldByLevel[1]} if Major, ${e.goldByLevel[2]} if a Relic`;
    return `look at the top ${e.count} cards of the ${DECK_NAMES[e.deck]} discard pile; ${e.optional ? 'you may take' : 'take'} one of them into your hand${prices}`;
  },
};

/** The effect kinds this module owns. */
export const DISCARD_PILE_MARKET_EFFECTS = { buyFromDiscardPile: BUY_FROM_DISCARD_PILE };

/** Takes the card out of the discard pile it lies in (the Draft's copy), then restores the pile's rules. */
function takeOutOf(d: Draft, deck: DeckPile, card: CardId): void {
  const pile = isSplitDeck(deck) ? d.splitDeck(deck) : d.sharedDeck(deck as SharedDeckName);
  pile.discard.splice(pile.discard.indexOf(card), 1);
  tidySharedDeck(d, deck);
}

/** The `buyFromDiscardPile` decision: `takeCard` one of the top cards the player can pay for, or `decline` when optional. */
export const BUY_FROM_DISCARD_PILE_DECISION: DecisionKindHandlers<'buyFromDiscardPile'> = {
  legal(d, dec) {
    const actions: Action[] = [];
    for (const card of discardPileOffers(d, dec)) actions.push({ type: 'takeCard', card });
    if (dec.optional) actions.push({ type: 'decline' });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type === 'decline') {
      if (!dec.optional) illegal('CANNOT_DECLINE', 'A card of the discard pile must be taken', 'map-locations');
      return finishEffect(d);
    }
    if (a.type !== 'takeCard') return wrongAnswer(BUY_FROM_DISCARD_PILE_DECISION, dec, a);
    if (!discardPileOffers(d, dec).includes(a.card)) {
      illegal('OPTION_NOT_AVAILABLE', `${a.card} is not one of the top ${dec.count} cards of the discard pile you can pay for`, 'map-locations');
    }
    const deck = dec.decks.find((name) => pileOf(d.s, name).discard.includes(a.card)) as DeckPile;
    const gold = discardPilePrice(a.card, dec.goldByLevel);
    if (gold > 0) payGold(d, dec.player, gold, dec.source);
    takeOutOf(d, deck, a.card);
    gainToHand(d, dec.player, a.card, `${deck}-discard`);
    finishEffect(d);
  },
  describe: (dec) => `${dec.player} takes one of the top ${dec.count} cards of the discard pile for ${dec.source}`,
};
