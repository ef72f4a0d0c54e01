/**
 * The Stronghold box's Astrologers Proclaim cards built here (Round Structure, p. 15; the wiki's astrologers_proclaim
 * pages), as data over the effect primitives, like the core box's (src/content/core/astrologers.ts). One copy each
 * (ruling SH60).
 */
import type { AstrologersCardDef } from '../../model';

/** The box's Astrologers Proclaim cards built here. */
export const STRONGHOLD_ASTROLOGERS: readonly AstrologersCardDef[] = [
  // Until the next Astrologers round, the attacker of a combat with neutral units may redraw all of them (SH70, SH71).
  {
    id: 'astrologers.judge-dread', name: 'Judge Dread', table: [], eachPlayer: [],
    rules: [{ rule: 'redrawAllGuards' }], nextResourceRound: null, redrawInFirstRound: false,
  },
];
