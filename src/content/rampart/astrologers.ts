/**
 * The Rampart box's Astrologers Proclaim cards (Round Structure, p. 15; the wiki's astrologers_proclaim pages), as data
 * over the effect primitives, like the core box's (src/content/core/astrologers.ts).
 */
import type { AstrologersCardDef } from '../../model';
import { buyWarMachineOptions } from '../kit/warMachines';
import { RAMPART_WAR_MACHINES } from './machines';

/** The box's Astrologers Proclaim cards built here. */
export const RAMPART_ASTROLOGERS: readonly AstrologersCardDef[] = [
  // This round and the next: up to 3 neutral unit cards from any Bronze, Silver or Gold deck, one recruited (RA90, RA91).
  {
    id: 'astrologers.charlie-and-his-circus', name: 'Charlie and His Circus', table: [], eachPlayer: [{ op: 'drawNeutralsToRecruit', most: 3 }],
    rules: [{ rule: 'repeatNextRound' }], nextResourceRound: null, redrawInFirstRound: false,
  },
  // Until the next Astrologers round: Ballista +1 damage, First Aid Tent +1 removed, Ammo Cart a Ranged reroll (RA104).
  {
    id: 'astrologers.ammo-cart', name: 'Ammo Cart', table: [], eachPlayer: [],
    rules: [{ rule: 'warMachinesBoosted' }], nextResourceRound: null, redrawInFirstRound: false,
  },
  // At the start of the next round: each player may take one War Machine of their choice from the pile, free (RA103).
  {
    id: 'astrologers.mcgiver', name: 'McGiver', table: [],
    eachPlayer: [{ op: 'choose', optional: true, options: buyWarMachineOptions(RAMPART_WAR_MACHINES, 'free') }],
    rules: [{ rule: 'atNextRound' }], nextResourceRound: null, redrawInFirstRound: false,
  },
];
