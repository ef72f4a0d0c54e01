/**
 * The Event table (Events, p. 62): cards an Event puts face up "within all players' reach" — the Spells of Library of
 * Enlightenment, the Artifacts a Messenger with Supplies brings — bought by the players in turn, then sent back: the
 * Event rule shuffles every card revealed while resolving back into its deck (unless the card says otherwise).
 */
import type { Draft } from '../kernel/draft';
import type { CardId, ChoiceOption, DeckPile, Effect, GameState, Resources, SharedDeckName } from '../model';
import { gainToHand } from '../deck/playerDeck';
import { discardToShared, pileOf, sharedDeckOf, shuffleIntoShared, takeDiscardTop, takeTop } from '../deck/sharedDeck';
import { deckOfCard, splitDecksOf } from '../deck/splitDecks';
import { cardInfo } from '../data/cardList';
import { cardOf } from '../kernel/ids';
import { addInto, canPay, describeResources, full } from '../kernel/resources';
import { neutralUnit } from '../data/units';
import { drawNeutral } from './townEffects';
import { reserveUnitCost } from '../town/goldPool';
import { cap, describeEffects } from './describe';
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

/** The option of buying `card` at `price` (with `more`, the buying goes on: the discard pile is no longer an option). */
function buyOption(e: EffectOf<'buyFromTable'>, card: CardId, price: Partial<Resources>): ChoiceOption {
  // The card, not the copy: the frame keeps its effects while the bought copy is hidden in the buyer's hand or deck.
  const effects: Effect[] = [{ op: 'pay', resources: price }, { op: 'takeFromTable', card: cardOf(card), into: e.into }];
  if (e.more === true) effects.push({ op: 'buyFromTable', prices: e.prices, into: e.into, orElse: e.orElse, more: true, orDiscardTop: false });
  return { key: `${label(card)} for ${describeResources(price)}`, effects };
}

/** The top cards of the discard piles of the table's cards' deck (each split deck's, with Split decks). */
function discardTops(s: GameState, e: EffectOf<'buyFromTable'>): CardId[] {
  const first = s.eventDeck?.table.find((c) => !isNeutral(c));
  if (e.orDiscardTop !== true || first === undefined) return [];
  const deck = sharedDeckOf(cardOf(first)) as SharedDeckName;
  const piles: readonly DeckPile[] = s.splitDecks === undefined || deck === 'ability' ? [deck] : splitDecksOf(deck);
  const out: CardId[] = [];
  for (const name of piles) {
    const top = pileOf(s, name).discard.at(-1);
    if (top !== undefined) out.push(top);
  }
  return out;
}

/**
 * Every option a `buyFromTable` step offers with this table (`affordable`: only those the player can pay for, as the
 * step offers them; all of them for the save schema's check), then the option instead of buying.
 */
export function tableOptions(s: GameState, e: EffectOf<'buyFromTable'>, resources: Resources | null, bought: readonly CardId[] = []): ChoiceOption[] {
  const out: ChoiceOption[] = [];
  // A frame buying on (`more`) names a card it took already: one of `bought` (the save schema's check passes them).
  const candidates = e.more === true && bought.length > 0 ? [...(s.eventDeck?.table ?? []), ...bought] : (s.eventDeck?.table ?? []);
  for (const card of candidates) {
    for (const price of pricesOf(e, card)) if (resources === null || canPay(resources, price)) out.push(buyOption(e, card, price));
  }
  for (const card of discardTops(s, e)) {
    for (const price of pricesOf(e, card)) {
      if (resources === null || canPay(resources, price)) {
        out.push({ key: `${label(card)} from the discard pile for ${describeResources(price)}`, effects: [{ op: 'pay', resources: price }, { op: 'takeDiscardTop', card: cardOf(card) }] });
      }
    }
  }
  if (e.orElse !== null) out.push({ key: 'instead', effects: e.orElse });
  return out;
}

/** The deck a card of `deck` is drawn from: the deck itself, or with Split decks the split deck holding most (ruling FX76). */
export function drawPile(s: GameState, deck: SharedDeckName): DeckPile {
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
export function homeOf(s: GameState, card: CardId): DeckPile {
  const deck = sharedDeckOf(cardOf(card)) as SharedDeckName;
  return deckOfCard(s, card, deck);
}

const isNeutral = (card: string): boolean => card.startsWith('neutral.');

/** "Boars (2)": a card of the table by name and copy ("Boars" for a card named without its copy). */
function label(card: string): string {
  const name = isNeutral(card) ? neutralUnit(cardOf(card)).name : cardInfo(cardOf(card)).name;
  const copy = card.indexOf('#');
  return copy < 0 ? name : `${name} (${card.slice(copy + 1)})`;
}

/** The options of recruiting a neutral unit card of the table (`resources`: only those the player can pay for). */
export function recruitOptions(s: GameState, resources: Resources | null): ChoiceOption[] {
  const out: ChoiceOption[] = [];
  for (const unit of s.eventDeck?.table ?? []) {
    if (!isNeutral(unit)) continue;
    const cost = neutralUnit(cardOf(unit)).recruitCost;
    if (resources === null || canPay(resources, cost)) out.push({ key: `${label(unit)} for ${describeResources(cost)}`, effects: [{ op: 'recruitFromTable', unit }] });
  }
  return out;
}

/** The options of taking one neutral unit card of the table: recruiting it, or discarding it to gain `orGain`. */
export function pickOptions(s: GameState, e: EffectOf<'pickFromTable'>, resources: Resources | null): ChoiceOption[] {
  const out = recruitOptions(s, resources);
  for (const unit of s.eventDeck?.table ?? []) {
    if (isNeutral(unit)) out.push({ key: `${label(unit)}: discard, gain ${describeResources(e.orGain)}`, effects: [{ op: 'discardFromTable', unit }, { op: 'gainResources', resources: e.orGain }] });
  }
  return out;
}

/** The options of placing the next neutral unit card of the table on top of its deck or at its bottom. */
export function placeOptions(s: GameState): ChoiceOption[] {
  const unit = (s.eventDeck?.table ?? []).find(isNeutral);
  if (unit === undefined) return [];
  return [
    { key: `${label(unit)} on top`, effects: [{ op: 'placeTableNeutrals', unit, where: 'top' }] },
    { key: `${label(unit)} at the bottom`, effects: [{ op: 'placeTableNeutrals', unit, where: 'bottom' }] },
  ];
}

/** Takes a card off the Event table; false when it is not there. */
function offTable(d: Draft, card: string): boolean {
  const table = d.eventDeck().table;
  const at = table.indexOf(card);
  if (at < 0) return false;
  table.splice(at, 1);
  return true;
}

/** Neutral unit cards go back to their tiers' decks (shuffled in) or discard piles. */
function neutralsBack(d: Draft, units: readonly string[], to: 'deck' | 'discard'): void {
  for (const unit of units) {
    const pile = d.neutralDecks()[neutralUnit(cardOf(unit)).tier];
    if (to === 'discard') {
      pile.discard.push(unit);
      d.emit({ type: 'neutralDiscarded', unit, seq: 0 });
    } else {
      pile.deck.push(unit);
      d.shuffle(pile.deck);
    }
  }
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
      const what = e.more === true ? 'any number of those cards' : 'one of those cards';
      const top = e.orDiscardTop === true ? ', or instead the top card of the discard pile' : '';
      const buy = `${e.orElse === null ? 'you may buy' : 'buy'} ${what}${top} (${price})${e.into === 'deck' ? ' and shuffle it into your deck with your discard pile' : ''}`;
      return e.orElse === null ? buy : `${buy}, or ${describeEffects(e.orElse)}`;
    },
  },
  takeFromTable: {
    start(d, frame, e) {
      // The first copy of the named card on the table (copies of one card are alike).
      const table = d.eventDeck().table;
      const at = table.findIndex((c) => cardOf(c) === cardOf(e.card));
      if (at < 0) return 'done';
      const card = table[at] as CardId;
      table.splice(at, 1);
      if (e.into === 'hand') {
        gainToHand(d, frame.player, card, sharedDeckOf(cardOf(card)) ?? 'event');
        return 'done';
      }
      const p = d.player(frame.player);
      p.deck = p.deck.concat(p.discard, [card]);
      p.discard = [];
      d.shuffle(p.deck);
      d.emit({ type: 'cardGained', player: frame.player, card, from: sharedDeckOf(cardOf(card)) ?? 'event', seq: 0 });
      d.emit({ type: 'deckReshuffled', player: frame.player, deck: 'might-and-magic', seq: 0 });
      return 'done';
    },
    describe: (e) => `take ${label(e.card)} into your ${e.into}`,
  },
  clearTable: {
    start(d, _frame, e) {
      const s = d.s.eventDeck;
      if (s === undefined || s.table.length === 0) return 'done';
      const cards = s.table.filter((c) => !isNeutral(c));
      neutralsBack(d, s.table.filter(isNeutral), e.to);
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
  neutralsToTable: {
    start(d, frame, e) {
      for (let i = 0; i < e.count; i++) {
        const pile = d.s.neutralDecks[e.tier];
        if (pile.deck.length + pile.discard.length === 0) break;
        d.eventDeck().table.push(drawNeutral(d, frame.player, e.tier)); // an empty deck is refilled from its discard pile
      }
      return 'done';
    },
    describe: (e) => `put the top ${e.count === 1 ? 'card' : `${e.count} cards`} of the ${cap(e.tier)} neutral unit deck face up within all players' reach`,
  },
  recruitFromTable: {
    start(d, frame, e) {
      const player = frame.player;
      if (e.unit === null) {
        const options = recruitOptions(d.s, d.peek(player).resources);
        if (options.length === 0) return 'done';
        d.s.pending = { kind: 'choose', player, source: frame.source, options, optional: true };
        return 'waiting';
      }
      const cost = neutralUnit(cardOf(e.unit)).recruitCost;
      if (!canPay(d.peek(player).resources, cost) || !offTable(d, e.unit)) return 'done';
      const p = d.player(player);
      addInto(p.resources, cost, -1);
      p.units.push({ unit: e.unit, side: 'neutral' });
      d.emit({ type: 'resourcesPaid', player, resources: full(cost), reason: e.unit, seq: 0 });
      d.emit({ type: 'unitRecruited', player, unit: e.unit, seq: 0 });
      reserveUnitCost(d, player, e.unit, 'recruit', full(cost), 0); // Gold Pool
      return 'done';
    },
    describe: (e) => (e.unit === null ? 'you may recruit one of the neutral units there at its cost' : `recruit ${label(e.unit)}`),
  },
  placeTableNeutrals: {
    start(d, frame, e) {
      if (e.unit === null) {
        const options = placeOptions(d.s);
        if (options.length === 0) return 'done';
        d.s.pending = { kind: 'choose', player: frame.player, source: frame.source, options, optional: false };
        return 'waiting';
      }
      if (!offTable(d, e.unit)) return 'done';
      const pile = d.neutralDecks()[neutralUnit(cardOf(e.unit)).tier];
      if (e.where === 'top') pile.deck.push(e.unit);
      else pile.deck.unshift(e.unit);
      return 'done';
    },
    describe: (e) => (e.unit === null ? 'put a neutral unit left there on top of its deck or at its bottom' : `put ${label(e.unit)} ${e.where === 'top' ? 'on top of' : 'at the bottom of'} its deck`),
  },
  pickFromTable: {
    start(d, frame, e) {
      const options = pickOptions(d.s, e, d.peek(frame.player).resources);
      if (options.length === 0) return 'done';
      d.s.pending = { kind: 'choose', player: frame.player, source: frame.source, options, optional: false };
      return 'waiting';
    },
    describe: (e) => `take one of the neutral units there: recruit it at its cost, or discard it and gain ${describeResources(e.orGain)}`,
  },
  discardFromTable: {
    start(d, _frame, e) {
      if (offTable(d, e.unit)) neutralsBack(d, [e.unit], 'discard');
      return 'done';
    },
    describe: (e) => `discard ${label(e.unit)}`,
  },
  takeDiscardTop: {
    start(d, frame, e) {
      const deck = sharedDeckOf(cardOf(e.card));
      if (deck === null) return 'done';
      const pile = deckOfCard(d.s, e.card, deck);
      const top = pileOf(d.s, pile).discard.at(-1);
      if (top === undefined || cardOf(top) !== cardOf(e.card)) return 'done';
      const card = takeDiscardTop(d, pile) as CardId;
      gainToHand(d, frame.player, card, pile);
      return 'done';
    },
    describe: (e) => `take ${label(e.card)} from the discard pile`,
  },
} satisfies Partial<EffectKinds>;

/** The programs an option of a `buyFromTable` step of this Event may push (the save schema's frame check). */
export function tablePrograms(s: GameState, program: readonly Effect[], bought: readonly CardId[] = []): Effect[][] {
  const out: Effect[][] = [];
  for (const e of program) {
    if (e.op === 'buyFromTable') for (const o of tableOptions(s, e, null, bought)) out.push(o.effects);
    if (e.op === 'recruitFromTable') for (const o of recruitOptions(s, null)) out.push(o.effects);
    if (e.op === 'placeTableNeutrals') for (const o of placeOptions(s)) out.push(o.effects);
    if (e.op === 'pickFromTable') for (const o of pickOptions(s, e, null)) out.push(o.effects);
    if (e.op === 'choose') for (const o of e.options) out.push(...tablePrograms(s, o.effects, bought));
  }
  return out;
}
