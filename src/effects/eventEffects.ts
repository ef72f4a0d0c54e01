/**
 * The effects the Fortress box's Event cards need beyond the usual primitives (Events, p. 62): paying a hero's
 * movement points, an option only one faction may take, removing any number of cards and Searching for every two
 * removed, drawing up to the Hand Limit, drawing from the discard pile, discarding the whole hand, and discarding the
 * cheapest unit card.
 */
import type { CardCategory, CardId, Effect, OwnedUnit, PlayerState, Resources } from '../model';
import { discardFromHand, drawCards, gainToHand } from '../deck/playerDeck';
import { handLimit, levelOf } from '../hero/levels';
import { handLimitChange } from '../deck/astrologers';
import { cardInfo } from '../data/cardList';
import { factionUnit, neutralUnit } from '../data/units';
import { tradeRate } from '../data/trading';
import { cardOf } from '../kernel/ids';
import { pushFrame } from './run';
import { cap } from './describe';
import type { EffectKinds, EffectOf, StateReader } from './registry';

/** Frame memory key: how many cards the frame's `removeCards` step removed. */
export const REMOVED = 'removed';

/** The most Searches a `searchPerRemoved` step may give, whatever it says (the save schema's bound). */
export const MOST_SEARCHES = 20;

const DECK_NAMES: Readonly<Record<string, string>> = { ability: 'Ability', artifact: 'Artifact', spell: 'Spell' };

/** Movement points the hero has left this round, or 0 when the player has no such hero. */
export function movementLeft(p: PlayerState, hero: 'main' | 'secondary'): number {
  const m = hero === 'main' ? p.mainHero : p.secondaryHero;
  return m === null ? 0 : m.base + m.extra - m.used;
}

/** Is the card of one of these categories? */
export function ofCategories(card: CardId, categories: readonly CardCategory[]): boolean {
  return categories.includes(cardInfo(cardOf(card)).category);
}

/** A unit card's Recruitment cost valued in gold by the trade table (what buying the other resources with gold costs). */
export function recruitValue(unit: string): number {
  const cost: Partial<Resources> = unit.startsWith('neutral.') ? neutralUnit(cardOf(unit)).recruitCost : factionUnit(unit).recruitCost;
  let value = cost.gold ?? 0;
  for (const k of ['buildingMaterials', 'valuables'] as const) {
    const rate = tradeRate('gold', k);
    value += ((cost[k] ?? 0) * (rate === null ? 0 : rate.pay)) / (rate === null ? 1 : rate.gain);
  }
  return value;
}

/** The player's cheapest unit cards (every one as cheap as the cheapest), in unit deck order. */
export function cheapestUnits(units: readonly OwnedUnit[]): string[] {
  let least = Infinity;
  for (const u of units) least = Math.min(least, recruitValue(u.unit));
  const out: string[] = [];
  for (const u of units) if (recruitValue(u.unit) === least) out.push(u.unit);
  return out;
}

/** The Searches a `searchPerRemoved` step gives for `removed` cards removed. */
export function searchesFor(e: EffectOf<'searchPerRemoved'>, removed: number): number {
  const n = Math.floor(removed / e.per);
  return Math.min(n, e.most ?? MOST_SEARCHES, MOST_SEARCHES);
}

/** The program `n` Searches of a `searchPerRemoved` step push: each a Search of its deck, or a choice of deck. */
export function searchProgram(e: EffectOf<'searchPerRemoved'>, n: number): Effect[] {
  const one: Effect =
    e.decks.length === 1
      ? { op: 'search', deck: e.decks[0] as EffectOf<'search'>['deck'], count: e.count, optional: true }
      : { op: 'choose', options: e.decks.map((deck) => ({ key: deck, effects: [{ op: 'search', deck, count: e.count, optional: true }] })), optional: false };
  const out: Effect[] = [];
  for (let i = 0; i < n; i++) out.push(one);
  return out;
}

const hasMatching = (r: StateReader, player: string, categories: readonly CardCategory[], n: number): boolean => {
  let count = 0;
  for (const c of r.peek(player).hand) if (ofCategories(c, categories) && ++count >= n) return true;
  return n === 0;
};

const cards = (n: number): string => `${n} card${n === 1 ? '' : 's'}`;

/** The kinds of the Event cards' effects. */
export const EVENT_EFFECTS = {
  payHeroMovement: {
    start(d, frame, e) {
      const p = d.player(frame.player);
      const m = e.hero === 'main' ? p.mainHero : p.secondaryHero;
      if (m === null || movementLeft(p, e.hero) < e.amount) throw new Error(`${frame.player}'s ${e.hero} hero has no ${e.amount} movement points left`);
      m.used += e.amount;
      return 'done';
    },
    canStart: (r, player, e) => movementLeft(r.peek(player), e.hero) >= e.amount,
    describe: (e) => `pay ${e.amount} movement point${e.amount === 1 ? '' : 's'} of your ${e.hero === 'main' ? 'Main' : 'Secondary'} Hero`,
  },
  onlyFaction: {
    start: () => 'done',
    canStart: (r, player, e) => r.peek(player).faction === e.faction,
    describe: (e) => `only for ${cap(e.faction)}`,
  },
  removeCards: {
    start(d, frame, e) {
      d.topFrame().memory[REMOVED] = 0;
      if (!hasMatching(d, frame.player, e.categories, 1)) return 'done';
      d.s.pending = { kind: 'removeCards', player: frame.player, source: frame.source, categories: e.categories.slice(), min: e.min, removed: 0 };
      return 'waiting';
    },
    canStart: (r, player, e) => hasMatching(r, player, e.categories, e.min),
    describe: (e) =>
      `remove ${e.min === 0 ? 'any number of' : `${e.min} or more`} ${e.categories.map((c) => cap(c)).join(' or ')} cards from your hand, from the game`,
  },
  searchPerRemoved: {
    start(d, frame, e) {
      const n = searchesFor(e, frame.memory[REMOVED] ?? 0);
      if (n === 0) return 'done';
      d.topFrame().pc += 1;
      pushFrame(d, frame.player, frame.source, searchProgram(e, n));
      return 'moved';
    },
    describe: (e) => {
      const decks = e.decks.map((k) => DECK_NAMES[k]).join(' or ');
      return e.most === 1 && e.per > 1
        ? `if you removed at least ${e.per}, Search (${e.count}) the ${decks} deck`
        : `for every ${e.per} cards removed, you may Search (${e.count}) the ${decks} deck`;
    },
  },
  drawUpToHandLimit: {
    start(d, frame, e) {
      const p = d.peek(frame.player);
      const limit = handLimit(levelOf(p.experience)) + handLimitChange(d.s) + e.plus;
      if (p.hand.length < limit) drawCards(d, frame.player, limit - p.hand.length);
      return 'done';
    },
    describe: (e) => `draw up to your Hand Limit${e.plus === 0 ? '' : ` + ${e.plus}`}`,
  },
  drawFromDiscardPile: {
    start(d, frame, e) {
      const pile = d.player(frame.player).discard;
      const taken = pile.splice(Math.max(0, pile.length - e.count));
      for (let i = taken.length - 1; i >= 0; i--) gainToHand(d, frame.player, taken[i] as CardId, 'discard');
      return 'done';
    },
    describe: (e) => `take the top ${cards(e.count)} of your discard pile into your hand`,
  },
  discardHand: {
    start(d, frame) {
      for (const c of d.peek(frame.player).hand.slice()) discardFromHand(d, frame.player, c);
      return 'done';
    },
    describe: () => 'discard every card in your hand',
  },
  discardCheapestUnit: {
    start(d, frame) {
      const units = cheapestUnits(d.peek(frame.player).units);
      d.s.pending = { kind: 'discardUnit', player: frame.player, source: frame.source, units };
      return 'waiting';
    },
    canStart: (r, player) => r.peek(player).units.length >= 2,
    describe: () => 'discard your cheapest unit card',
  },
} satisfies Partial<EffectKinds>;
