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
  // Drawn in a game without the Event deck, it is discarded and another card is drawn (ruling FX131).
  {
    id: 'astrologers.forty-thieves', name: 'Forty Thieves', table: [], eachPlayer: [], rules: [{ rule: 'drawTwoEvents' }], nextResourceRound: null,
    redrawInFirstRound: false,
  },
  // Up to 2 cards in all, each from the hand or the discard pile (ruling FX130).
  {
    id: 'astrologers.plane-between-planes', name: 'Plane Between Planes', table: [], eachPlayer: [{ op: 'removeFromHandOrDiscard', most: 2 }], rules: [],
    nextResourceRound: null, redrawInFirstRound: false,
  },
];
