/**
 * The Cove box's War Machine card, the Cannon (War Machine Cards, p. 26): a permanent card bought at a War Machine
 * Factory or, dearer, at a Trading Post (p. 80), on the Rampart box's War Machine mechanism (docs/war-machines.md).
 * In combat (src/combat/warMachines.ts): as each Combat Round starts, its player may spend 1 Expert effect use for 2
 * damage to an enemy unit (rulings CV20, CV21). No source counts the copies: 4, as the Rampart box prints of each of its
 * machines (ruling CV24) — the one place to correct it.
 */
import type { WarMachineDef } from '../../model';

/** The box's War Machines, with their prices in Gold (Factory, Trading Post). */
export const COVE_WAR_MACHINES: readonly WarMachineDef[] = [
  {
    id: 'cannon',
    name: 'Cannon',
    text: 'Permanent: at the start of each Combat Round, you may spend 1 Expert effect use to deal 2 damage to an enemy unit.',
    factoryCost: 10,
    tradingPostCost: 14,
    copies: 4,
  },
];
