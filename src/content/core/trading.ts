/** The trade table (Trading, p. 52, and the back cover; rules digest §1.5): trades of resources with the game. */
import type { Resource } from '../../model';

/** One trade: pay `pay` of the resource sold to gain `gain` of the resource bought. */
export interface TradeRate {
  pay: number;
  gain: number;
}

/** Per resource sold, per resource bought, the rate of a trade; a resource is not traded for itself. */
export const TRADE_TABLE: Readonly<Record<Resource, Readonly<Partial<Record<Resource, TradeRate>>>>> = {
  gold: { buildingMaterials: { pay: 2, gain: 1 }, valuables: { pay: 6, gain: 1 } },
  buildingMaterials: { gold: { pay: 1, gain: 1 }, valuables: { pay: 3, gain: 1 } },
  valuables: { gold: { pay: 1, gain: 3 }, buildingMaterials: { pay: 1, gain: 2 } },
};
