/**
 * Trading at any time (Optional Rules Table, p. 59, ruling VT-7): with the row on, the turn offers every trade of the
 * trade table (Trading, p. 52) the player can pay, one at a time, outside combat.
 */
import { illegal } from '../kernel/errors';
import { makeTrade, tradeActions } from '../answers/trading';
import type { TurnProvider } from './turn';

/** The turn's trades with the game, when the game's variants allow them at any time. */
export const TRADE_ANYTIME: TurnProvider<'trade'> = {
  answers: ['trade'],
  list(d, player, out) {
    if (d.s.config.variants.tradeAnytime) tradeActions(d.peek(player).resources, out);
  },
  apply(d, player, a) {
    if (!d.s.config.variants.tradeAnytime) illegal('OPTION_NOT_AVAILABLE', 'Resources are traded at a Trading Post, unless the game lets you trade at any time (Optional Rules Table)', 'trading');
    makeTrade(d, player, a);
  },
};
