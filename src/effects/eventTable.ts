/**
 * The Event table (Events, p. 62): cards an Event puts face up "within all players' reach" — the Spells of Library of
 * Enlightenment, the Artifacts a Messenger with Supplies brings — bought by the players in turn, then sent back: the
 * Event rule shuffles every card revealed while resolving back into its deck (unless the card says otherwise).
 */
import type { Draft } from '../kernel/draft';
import type { CardId, ChoiceOption, DeckPile, Effect, GameState, Resources, SharedDeckName } from '../model';
import { gainToHand } from '../deck/playerDeck';
import { discardToShared, pileOf, sharedDeckOf, shuffleIntoShared, takeTop } from '../deck/sharedDeck';
import { deckOfCard, splitDecksOf } from '../deck/splitDecks';
import { cardInfo } from '../data/cardList';
import { cardOf } from '../kernel/ids';
import { canPay, describeResources } from '../kernel/resources';
import { describeEffects } from './describe';
import type { EffectKinds, EffectOf } from './registry';

/** What an Artifact costs at an Event that sells Artifacts by level. */
const ARTIFACT_PRICES: Readonly<Record<string, Partial<Resources>>> = { minor: { gold: 3 }, major: { gold: 5 }, relic: { gold: 7 } };

const DECK_NAMES: Readonly<Record<string, string>> = { ability: 'Ability', artifact: 'Artifact', spell: 'Spell' };

/** The prices a card of the table may be bought at. */
function pricesOf(e: EffectOf<'buyFromTable'>, card: CardId): ReadonlyArray<Partial<Resources>> {
  if (e.prices !== 'artifactLevel') return e.prices;
  const level = cardInfo(cardOf(card)).artifactLevel;
  return level === undefined ? [] : [ARTIFACT_PRICES[level] as Partial<Resources>];
}

/** The option of buying `card` at `price`. */
function buyOption(e: EffectOf<'buyFromTable'>, card: CardId, price: Partial<Resources>): ChoiceOption {
  const copy = card.slice(card.indexOf('#') + 1);
  return {
    key: `${cardInfo(cardOf(card)).name} (${copy}) for ${describeResources(price)}`,
    effects: [{ op: 'pay', resources: price }, { op: 'takeFromTable', card, into: e.into }],
  };
}

/**
 * Every option a `buyFromTable` step offers with this table (`affordable`: only those the player can pay for, as the
 * step offers them; all of them for the save schema's check), then the option instead of buying.
 */
export function tableOptions(s: GameState, e: EffectOf<'buyFromTable'>, resources: Resources | null): ChoiceOption[] {
  const out: ChoiceOption[] = [];
  for (const card of s.eventDeck?.table ?? []) {
    for (const price of pricesOf(e, card)) if (resources === null || canPay(resources, price)) out.push(buyOption(e, card, price));
  }
  if (e.orElse !== null) out.push({ key: 'instead', effects: e.orElse });
  return out;
}

/** The deck a card of `deck` is drawn from: the deck itself, or with Split decks the split deck holding most (ruling FX76). */
function drawPile(s: GameState, deck: SharedDeckName): DeckPile {
  if (s.splitDecks === undefined || deck === 'ability') return deck;
  let best: DeckPile = deck;
  let most = -1;
  for (const name of splitDecksOf(deck)) {
    const p = pileOf(s, name);
    if (p.deck.length + p.discard.length > most) {
      most = p.deck.length + p.discard.length;
      best = name;
    }
  }
  return best;
}

/** The pile a card of the table goes back to. */
function homeOf(s: GameState, card: CardId): DeckPile {
  const deck = sharedDeckOf(cardOf(card)) as SharedDeckName;
  return deckOfCard(s, card, deck);
}

/** The kinds of the Event table's effects. */
export const EVENT_TABLE_EFFECTS = {
  revealToTable: {
    start(d, frame, e) {
      const n = e.perPlayer ? e.count * d.s.players.filter((p) => !p.eliminated).length : e.count;
      const shown: CardId[] = [];
      for (let i = 0; i < n; i++) {
        const card = takeTop(d, drawPile(d.s, e.deck)); // an empty deck is refilled from its discard pile first
        if (card === null) break;
        shown.push(card);
        d.eventDeck().table.push(card);
      }
      if (shown.length > 0) d.emit({ type: 'cardsRevealed', player: frame.player, deck: e.deck, cards: shown, seq: 0 });
      return 'done';
    },
    describe: (e) => `put the top ${e.count} ${DECK_NAMES[e.deck]} card${e.count === 1 ? '' : 's'}${e.perPlayer ? ' per player' : ''} face up within all players' reach`,
  },
  buyFromTable: {
    start(d, frame, e) {
      const options = tableOptions(d.s, e, d.peek(frame.player).resources);
      if (options.length === 0) return 'done';
      d.s.pending = { kind: 'choose', player: frame.player, source: frame.source, options, optional: e.orElse === null };
      return 'waiting';
    },
    describe: (e) => {
      const price = e.prices === 'artifactLevel' ? 'a Minor Artifact for 3 gold, a Major for 5, a Relic for 7' : `for ${e.prices.map(describeResources).join(' or ')}`;
      const buy = `${e.orElse === null ? 'you may buy' : 'buy'} one of those cards (${price})${e.into === 'deck' ? ' and shuffle it into your deck with your discard pile' : ''}`;
      return e.orElse === null ? buy : `${buy}, or ${describeEffects(e.orElse)}`;
    },
  },
  takeFromTable: {
    start(d, frame, e) {
      const table = d.eventDeck().table;
      const at = table.indexOf(e.card);
      if (at < 0) return 'done';
      table.splice(at, 1);
      if (e.into === 'hand') {
        gainToHand(d, frame.player, e.card, sharedDeckOf(cardOf(e.card)) ?? 'event');
        return 'done';
      }
      const p = d.player(frame.player);
      p.deck = p.deck.concat(p.discard, [e.card]);
      p.discard = [];
      d.shuffle(p.deck);
      d.emit({ type: 'cardGained', player: frame.player, card: e.card, from: sharedDeckOf(cardOf(e.card)) ?? 'event', seq: 0 });
      d.emit({ type: 'deckReshuffled', player: frame.player, deck: 'might-and-magic', seq: 0 });
      return 'done';
    },
    describe: (e) => `take ${cardInfo(cardOf(e.card)).name} into your ${e.into}`,
  },
  clearTable: {
    start(d, _frame, e) {
      const s = d.s.eventDeck;
      if (s === undefined || s.table.length === 0) return 'done';
      const cards = s.table.slice();
      d.eventDeck().table = [];
      const piles = new Map<DeckPile, CardId[]>();
      for (const c of cards) {
        const home = homeOf(d.s, c);
        piles.set(home, [...(piles.get(home) ?? []), c]);
      }
      for (const [pile, back] of piles) {
        if (e.to === 'deck') shuffleIntoShared(d, pile, back);
        else discardToShared(d, pile, back);
      }
      return 'done';
    },
    describe: (e) => (e.to === 'deck' ? 'the cards left are shuffled back into their decks' : 'the cards left go to their discard piles'),
  },
} satisfies Partial<EffectKinds>;

/** The programs an option of a `buyFromTable` step of this Event may push (the save schema's frame check). */
export function tablePrograms(s: GameState, program: readonly Effect[]): Effect[][] {
  const out: Effect[][] = [];
  for (const e of program) {
    if (e.op === 'buyFromTable') for (const o of tableOptions(s, e, null)) out.push(o.effects);
    if (e.op === 'choose') for (const o of e.options) out.push(...tablePrograms(s, o.effects));
  }
  return out;
}
