/**
 * The Tower box's Astrologers Proclaim cards (Round Structure, p. 15; the wiki's astrologers_proclaim pages), as data
 * over the effect primitives, like the core box's (src/content/core/astrologers.ts).
 */
import type { AstrologersCardDef } from '../../model';

/** The box's Astrologers Proclaim cards built here. */
export const TOWER_ASTROLOGERS: readonly AstrologersCardDef[] = [
  // Each player gains a Negative Morale token, as it is proclaimed (TW80).
  {
    id: 'astrologers.society', name: 'Society', table: [], eachPlayer: [{ op: 'loseMorale' }],
    rules: [], nextResourceRound: null, redrawInFirstRound: false,
  },
];
