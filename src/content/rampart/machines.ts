/**
 * The Rampart box's War Machine cards (War Machine Cards, p. 26; 4 of each in the box): permanent cards bought at a
 * War Machine Factory or, dearer, at a Trading Post (p. 80), and kept beside the Hero Board. What each does in combat
 * is src/combat/warMachines.ts; buying is the `buyWarMachine` effect (src/effects/warMachineEffects.ts).
 */
import type { LocationDef, WarMachineDef } from '../../model';
import { buyWarMachineOptions } from '../kit/warMachines';

/** The box's War Machines, in printed order, with their prices in Gold (Factory, Trading Post). */
export const RAMPART_WAR_MACHINES: readonly WarMachineDef[] = [
  { id: 'ammo-cart', name: 'Ammo Cart', text: 'Permanent: your Ranged units ignore combat penalties and gain +2 Initiative.', factoryCost: 5, tradingPostCost: 8, copies: 4 },
  { id: 'ballista', name: 'Ballista', text: 'Permanent: at the start of each Combat Round, deal 1 damage to the enemy unit with the lowest Initiative.', factoryCost: 7, tradingPostCost: 10, copies: 4 },
  { id: 'first-aid-tent', name: 'First Aid Tent', text: 'Permanent: once each Combat Round, remove 1 damage from a unit of yours.', factoryCost: 3, tradingPostCost: 6, copies: 4 },
];

/** The War Machine Factory (Revisitable, p. 80): buy a War Machine at the lower cost, or nothing. */
export const WAR_MACHINE_FACTORY: LocationDef = {
  id: 'war-machine-factory',
  name: 'War Machine Factory',
  category: 'revisitable',
  effects: [{ op: 'choose', optional: true, options: buyWarMachineOptions(RAMPART_WAR_MACHINES, 'factory') }],
};
