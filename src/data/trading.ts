/** Trading resources with the game by the trade table (src/content/core/trading.ts). */
import type { Resource, Resources } from '../model';
import { TRADE_TABLE, type TradeRate } from '../content/core/trading';

export { TRADE_TABLE, type TradeRate };

/** The resources, in the order trades are listed. */
export const TRADED_RESOURCES: ReadonlyArray<Resource> = ['gold', 'buildingMaterials', 'valuables'];

const isResource = (name: string): name is Resource => name === 'gold' || name === 'buildingMaterials' || name === 'valuables';

/**
 * What selling `sell` for `buy` pays and gains, by the trade table; null for a resource and itself, or a name that is
 * no resource.
 *
 * @example
 * ```ts
 * import { tradeRate } from 'homm3bg-engine';
 *
 * tradeRate('gold', 'valuables'); // → { pay: 6, gain: 1 }
 * tradeRate('valuables', 'gold'); // → { pay: 1, gain: 3 }
 * tradeRate('gold', 'gold'); // → null
 * ```
 */
export function tradeRate(sell: string, buy: string): TradeRate | null {
  if (!isResource(sell) || !isResource(buy)) return null;
  return TRADE_TABLE[sell][buy] ?? null;
}

/** Can a player with these resources make any trade? */
export function canTrade(have: Resources): boolean {
  for (const sell of TRADED_RESOURCES) {
    for (const buy of TRADED_RESOURCES) {
      const rate = TRADE_TABLE[sell][buy];
      if (rate !== undefined && have[sell] >= rate.pay) return true;
    }
  }
  return false;
}
