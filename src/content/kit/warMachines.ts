/**
 * Buying War Machines (War Machine Cards, p. 26), shared by the War Machine Factory and the Trading Post (p. 80):
 * one option per kind, at that place's price.
 */
import type { Effect, WarMachineDef } from '../../model';

/** Where a War Machine is bought, which sets its price ('free': taken at no cost, McGiver). */
export type WarMachineMarket = 'factory' | 'tradingPost' | 'free';

/** The options of buying one War Machine at a place's prices: pay its Gold and take it from the pile. */
export function buyWarMachineOptions(machines: readonly WarMachineDef[], market: WarMachineMarket): Array<{ key: string; effects: Effect[] }> {
  const out: Array<{ key: string; effects: Effect[] }> = [];
  for (const m of machines) {
    const gold = market === 'free' ? 0 : market === 'factory' ? m.factoryCost : m.tradingPostCost;
    out.push({ key: m.name, effects: [{ op: 'buyWarMachine', machine: m.id, gold }] });
  }
  return out;
}
