/**
 * Library of Enlightenment (Tower box; ruling TW57): for gold each time, the player removes a Statistic card of their
 * hand or discard pile from the game and takes a Statistic card of another kind from the supply in its place — into
 * the hand or onto the discard pile, where the removed card was — up to a number of times per visit. First `removeCard`
 * (paid then), then `takeCard` the top card of the supply pile of the kind wanted.
 */
import type { Action, CardId, Decision, PlayerId, StatisticKind } from '../model';
import type { Draft } from '../kernel/draft';
import type { EffectKind, StateReader } from '../effects/registry';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { finishEffect } from '../effects/run';
import { gainToHand } from '../deck/playerDeck';
import { plainStatisticKind } from '../effects/empowerEffects';
import { payGold } from './empowerAnswers';

type Replacing = Extract<Decision, { kind: 'replaceStatistic' }>;

const KINDS: readonly StatisticKind[] = ['attack', 'defense', 'power', 'knowledge'];

/** The top cards of the supply piles of the other kinds than `kind` (the cards a removed one may become). */
function replacements(r: StateReader, kind: StatisticKind): CardId[] {
  const out: CardId[] = [];
  for (const k of KINDS) {
    const top = r.s.statisticSupply[k].at(-1);
    if (k !== kind && top !== undefined) out.push(top);
  }
  return out;
}

/** The Statistic cards of the hand, then of the discard pile, the player may replace now, paying `gold`. */
export function replaceableCards(r: StateReader, player: PlayerId, gold: number): CardId[] {
  const p = r.peek(player);
  const out: CardId[] = [];
  if (p.resources.gold < gold) return out;
  for (const card of p.hand) {
    const kind = plainStatisticKind(card);
    if (kind !== null && replacements(r, kind).length > 0) out.push(card);
  }
  for (const card of p.discard) {
    const kind = plainStatisticKind(card);
    if (kind !== null && replacements(r, kind).length > 0) out.push(card);
  }
  return out;
}

/** The `replaceStatistic` effect kind: offered when a Statistic card can be replaced and paid for. */
export const REPLACE_STATISTIC: EffectKind<'replaceStatistic'> = {
  start(d, frame, e) {
    if (e.most <= 0 || replaceableCards(d, frame.player, e.gold).length === 0) return 'done';
    d.s.pending = { kind: 'replaceStatistic', player: frame.player, source: frame.source, gold: e.gold, left: e.most, removed: null, into: 'hand' };
    return 'waiting';
  },
  canStart: (r, player, e) => e.most > 0 && replaceableCards(r, player, e.gold).length > 0,
  describe: (e) =>
    `you may pay ${e.gold} gold to remove a Statistic card of your hand or discard pile and replace it with a Statistic card of another kind${e.most > 1 ? `, up to ${e.most} times` : ''}`,
};

/** The effect kinds this module owns. */
export const REPLACE_STATISTIC_EFFECTS = { replaceStatistic: REPLACE_STATISTIC };

/** Removes the card from the game, from the hand or the discard pile; where it was. */
function removeStatistic(d: Draft, player: PlayerId, card: CardId): 'hand' | 'discard' {
  const p = d.player(player);
  const inHand = p.hand.includes(card);
  const from = inHand ? p.hand : p.discard;
  from.splice(from.indexOf(card), 1);
  p.removed.push(card);
  d.emit({ type: 'cardRemoved', player, card, seq: 0 });
  return inHand ? 'hand' : 'discard';
}

/** Takes the supply card into the hand, or puts it on the discard pile. */
function takeReplacement(d: Draft, player: PlayerId, card: CardId, into: 'hand' | 'discard'): void {
  const pile = d.statisticSupply()[plainStatisticKind(card) as StatisticKind];
  pile.splice(pile.indexOf(card), 1);
  if (into === 'hand') return gainToHand(d, player, card, 'supply');
  d.player(player).discard.push(card);
  d.emit({ type: 'cardToDiscard', player, card, from: 'supply', seq: 0 });
}

/** The `replaceStatistic` decision: `removeCard` a Statistic card (paid) or `decline`; then `takeCard` its replacement. */
export const REPLACE_STATISTIC_DECISION: DecisionKindHandlers<'replaceStatistic'> = {
  legal(d, dec) {
    const actions: Action[] = [];
    if (dec.removed !== null) {
      for (const card of replacements(d, plainStatisticKind(dec.removed) as StatisticKind)) actions.push({ type: 'takeCard', card });
      return actions;
    }
    for (const card of replaceableCards(d, dec.player, dec.gold)) actions.push({ type: 'removeCard', card });
    actions.push({ type: 'decline' });
    return actions;
  },
  apply(d, dec, a) {
    if (dec.removed !== null) {
      if (a.type !== 'takeCard') return wrongAnswer(REPLACE_STATISTIC_DECISION, dec, a);
      if (!replacements(d, plainStatisticKind(dec.removed) as StatisticKind).includes(a.card)) {
        illegal('OPTION_NOT_AVAILABLE', `${a.card} is not the top card of a supply pile of another kind`, 'statistic-and-ability-cards');
      }
      takeReplacement(d, dec.player, a.card, dec.into);
      const left = dec.left - 1;
      if (left > 0 && replaceableCards(d, dec.player, dec.gold).length > 0) {
        d.s.pending = { kind: 'replaceStatistic', player: dec.player, source: dec.source, gold: dec.gold, left, removed: null, into: 'hand' };
      } else finishEffect(d);
      return;
    }
    if (a.type === 'decline') return finishEffect(d);
    if (a.type !== 'removeCard') return wrongAnswer(REPLACE_STATISTIC_DECISION, dec, a);
    if (!replaceableCards(d, dec.player, dec.gold).includes(a.card)) {
      illegal('OPTION_NOT_AVAILABLE', `${a.card} is not a Statistic card you may replace now`, 'statistic-and-ability-cards');
    }
    if (dec.gold > 0) payGold(d, dec.player, dec.gold, dec.source);
    const into = removeStatistic(d, dec.player, a.card);
    d.s.pending = { kind: 'replaceStatistic', player: dec.player, source: dec.source, gold: dec.gold, left: dec.left, removed: a.card, into };
  },
  describe: (dec) =>
    dec.removed === null ? `${dec.player} may replace a Statistic card for ${dec.source}` : `${dec.player} takes a Statistic card in place of ${dec.removed}`,
};
