/** Answers while a player trades resources with the game (Trading, p. 52): one trade at a time, then finish. */
import type { Draft } from '../kernel/draft';
import type { Action, PlayerId, Resources } from '../model';
import { illegal } from '../kernel/errors';
import { addInto, describeResources, full } from '../kernel/resources';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { TRADE_TABLE, TRADED_RESOURCES, tradeRate } from '../data/trading';
import { finishEffect } from '../effects/run';
import { addGifts, giveResources, mayGiveAtTradingPost } from '../effects/gifts';
import { alliesOf } from '../rules/teams';

/** Appends to `out` each trade `{sell, buy}` of the trade table that these resources can pay. */
export function tradeActions(have: Resources, out: Action[]): void {
  for (const sell of TRADED_RESOURCES) {
    for (const buy of TRADED_RESOURCES) {
      const rate = TRADE_TABLE[sell][buy];
      if (rate !== undefined && have[sell] >= rate.pay) out.push({ type: 'trade', sell, buy });
    }
  }
}

/** Makes one trade at the trade table's rate for the player, or refuses it (not a trade, or too few resources). */
export function makeTrade(d: Draft, player: PlayerId, a: Extract<Action, { type: 'trade' }>): void {
  const rate = tradeRate(a.sell, a.buy);
  if (rate === null) illegal('OPTION_NOT_AVAILABLE', 'A resource is traded for another resource', 'trading');
  const paid = full({ [a.sell]: rate.pay });
  if (d.peek(player).resources[a.sell] < rate.pay) illegal('NOT_ENOUGH_RESOURCES', `This trade costs ${describeResources(paid)}`, 'trading');
  const gained = full({ [a.buy]: rate.gain });
  const resources = d.player(player).resources;
  addInto(resources, paid, -1);
  addInto(resources, gained);
  d.emit({ type: 'resourcesPaid', player, resources: paid, reason: 'trade', seq: 0 });
  d.emit({ type: 'resourcesGained', player, resources: gained, reason: 'trade', seq: 0 });
}

/**
 * The `trading` decision: `trade {sell, buy}` at the trade table's rate (listed when it can be paid), at a Trading
 * Post of a Cooperative game `giveResources` to an ally (ruling AH9), or `finishTrading`.
 */
export const TRADING: DecisionKindHandlers<'trading'> = {
  legal(d, dec) {
    const actions: Action[] = [];
    const have = d.peek(dec.player).resources;
    tradeActions(have, actions);
    if (mayGiveAtTradingPost(d.s, dec.player)) for (const ally of alliesOf(d.s, dec.player)) addGifts(have, ally, actions);
    actions.push({ type: 'finishTrading' });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type === 'finishTrading') return finishEffect(d);
    if (a.type === 'giveResources') {
      if (!mayGiveAtTradingPost(d.s, dec.player)) illegal('OPTION_NOT_AVAILABLE', 'Resources are given to other players at a Trading Post of a Cooperative scenario', 'trading');
      return giveResources(d, dec.player, a);
    }
    if (a.type !== 'trade') return wrongAnswer(TRADING, dec, a);
    makeTrade(d, dec.player, a);
  },
  describe: (dec) => `${dec.player} trades resources with the game`,
};
