/**
 * The Rampart box's Astrologers Proclaim cards (Round Structure, p. 15; the wiki's astrologers_proclaim pages), as data
 * over the effect primitives, like the core box's (src/content/core/astrologers.ts). Ammo Cart and McGiver act on the
 * War Machines, which are not part of this pack (docs/expansions.md).
 */
import type { AstrologersCardDef } from '../../model';

/** The box's Astrologers Proclaim cards built here. */
export const RAMPART_ASTROLOGERS: readonly AstrologersCardDef[] = [
  // This round and the next: up to 3 neutral unit cards from any Bronze, Silver or Gold deck, one recruited (RA90, RA91).
  {
    id: 'astrologers.charlie-and-his-circus', name: 'Charlie and His Circus', table: [], eachPlayer: [{ op: 'drawNeutralsToRecruit', most: 3 }],
    rules: [{ rule: 'repeatNextRound' }], nextResourceRound: null, redrawInFirstRound: false,
  },
];
