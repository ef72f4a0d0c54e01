/** Answers while a player trades resources with the game (Trading, p. 52): one trade at a time, then finish. */
import type { Action } from '../model';
import { illegal } from '../kernel/errors';
import { addInto, describeResources, full } from '../kernel/resources';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { TRADE_TABLE, TRADED_RESOURCES, tradeRate } from '../data/trading';
import { finishEffect } from '../effects/run';

/** The `trading` decision: `trade {sell, buy}` at the trade table's rate (listed when it can be paid), or `finishTrading`. */
export const TRADING: DecisionKindHandlers<'trading'> = {
  legal(d, dec) {
    const have = d.peek(dec.player).resources;
    const actions: Action[] = [];
    for (const sell of TRADED_RESOURCES) {
      for (const buy of TRADED_RESOURCES) {
        const rate = TRADE_TABLE[sell][buy];
        if (rate !== undefined && have[sell] >= rate.pay) actions.push({ type: 'trade', sell, buy });
      }
    }
    actions.push({ type: 'finishTrading' });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type === 'finishTrading') return finishEffect(d);
    if (a.type !== 'trade') return wrongAnswer(TRADING, dec, a);
    const rate = tradeRate(a.sell, a.buy);
    if (rate === null) illegal('OPTION_NOT_AVAILABLE', 'A resource is traded for another resource', 'trading');
    const paid = full({ [a.sell]: rate.pay });
    if (d.peek(dec.player).resources[a.sell] < rate.pay) illegal('NOT_ENOUGH_RESOURCES', `This trade costs ${describeResources(paid)}`, 'trading');
    const gained = full({ [a.buy]: rate.gain });
    const resources = d.player(dec.player).resources;
    addInto(resources, paid, -1);
    addInto(resources, gained);
    d.emit({ type: 'resourcesPaid', player: dec.player, resources: paid, reason: 'trade', seq: 0 });
    d.emit({ type: 'resourcesGained', player: dec.player, resources: gained, reason: 'trade', seq: 0 });
  },
  describe: (dec) => `${dec.player} trades resources with the game`,
};
