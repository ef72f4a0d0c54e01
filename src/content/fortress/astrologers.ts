/**
 * The Fortress box's Astrologers Proclaim cards (Round Structure, p. 15; the wiki's astrologers_proclaim pages), as data
 * over the effect primitives, like the core box's (src/content/core/astrologers.ts).
 */
import type { AstrologersCardDef } from '../../model';

/** The box's Astrologers Proclaim cards, in the order of its component list. */
export const FORTRESS_ASTROLOGERS: readonly AstrologersCardDef[] = [
  // Every player discards their hand and draws as many cards (ruling FX8).
  {
    id: 'astrologers.big-cleanup', name: 'Big Cleanup', table: [], eachPlayer: [{ op: 'discardHandAndDraw' }], rules: [], nextResourceRound: null,
    redrawInFirstRound: false,
  },
];
