/**
 * The answer to replacing Statistic cards with Empowered ones (op `empowerStatistic`): `removeCard` one plain
 * Statistic card at a time — removed from the game, the Empowered card of its kind taken into the hand — up to the
 * decision's most; `decline` to stop.
 */
import type { Action, CardId, PlayerId, StatisticKind } from '../model';
import type { Draft } from '../kernel/draft';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { gainToHand, removeFromHand } from '../deck/playerDeck';
import { finishEffect } from '../effects/run';
import { plainStatisticKind, replaceableStatistics } from '../effects/empowerEffects';

/** The `empowerStatistic` decision. */
export const EMPOWER_STATISTIC: DecisionKindHandlers<'empowerStatistic'> = {
  legal(d, dec) {
    const actions: Action[] = [];
    for (const card of replaceableStatistics(d.s, d.peek(dec.player), dec)) actions.push({ type: 'removeCard', card });
    actions.push({ type: 'decline' });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type === 'decline') return finishEffect(d);
    if (a.type !== 'removeCard') return wrongAnswer(EMPOWER_STATISTIC, dec, a);
    if (!replaceableStatistics(d.s, d.peek(dec.player), dec).includes(a.card)) {
      illegal('OPTION_NOT_AVAILABLE', `${a.card} is not a Statistic card you may replace with an Empowered one now`, 'statistic-and-ability-cards');
    }
    const kind = plainStatisticKind(a.card) as StatisticKind;
    if (dec.gold > 0) payGold(d, dec.player, dec.gold, dec.source);
    const p = d.peek(dec.player);
    if (p.hand.includes(a.card)) removeFromHand(d, dec.player, a.card);
    else {
      const w = d.player(dec.player);
      w.discard.splice(w.discard.indexOf(a.card), 1);
      w.removed.push(a.card);
      d.emit({ type: 'cardRemoved', player: dec.player, card: a.card, seq: 0 });
    }
    const empowered = takeEmpowered(d.s, kind);
    if (dec.to === 'discard') putOnDiscardPile(d, dec.player, empowered);
    else gainToHand(d, dec.player, empowered, 'supply');
    const taken: StatisticKind[] = [];
    for (const k of dec.taken) taken.push(k);
    taken.push(kind);
    d.topFrame().memory['empowered'] = taken.length;
    const next = { kind: 'empowerStatistic' as const, player: dec.player, source: dec.source, from: dec.from, most: dec.most, differentKinds: dec.differentKinds, taken, gold: dec.gold, to: dec.to };
    if (taken.length < dec.most && replaceableStatistics(d.s, d.peek(dec.player), next).length > 0) d.s.pending = next;
    else finishEffect(d);
  },
  describe: (dec) => `${dec.player} replaces Statistic cards with Empowered ones for ${dec.source}`,
};

/** Pays what a replacement costs (Hero: 4 gold each, ruling IN76). */
export function payGold(d: Draft, player: PlayerId, gold: number, reason: string): void {
  d.player(player).resources.gold -= gold;
  d.emit({ type: 'resourcesPaid', player, resources: { gold, buildingMaterials: 0, valuables: 0 }, reason, seq: 0 });
}

/** Expert Scholar: the Empowered card gained goes on top of the discard pile (ruling IN53). */
function putOnDiscardPile(d: Draft, player: PlayerId, card: CardId): void {
  d.player(player).discard.push(card);
  d.emit({ type: 'cardToDiscard', player, card, from: 'supply', seq: 0 });
}

/** Takes the top card of the kind's Empowered pile (the piles are replaced, never edited). */
export function takeEmpowered(s: { empoweredSupply?: Record<StatisticKind, CardId[]> }, kind: StatisticKind): CardId {
  const pile = s.empoweredSupply as Record<StatisticKind, CardId[]>;
  const left = pile[kind].slice();
  const card = left.pop() as CardId;
  s.empoweredSupply = {
    attack: kind === 'attack' ? left : pile.attack,
    defense: kind === 'defense' ? left : pile.defense,
    power: kind === 'power' ? left : pile.power,
    knowledge: kind === 'knowledge' ? left : pile.knowledge,
  };
  return card;
}
