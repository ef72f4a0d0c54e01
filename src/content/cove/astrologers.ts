/**
 * The Cove box's Astrologers Proclaim cards (Round Structure, p. 15; the wiki's astrologers_proclaim pages), as data
 * over the effect primitives and the rules in force, like the core box's (src/content/core/astrologers.ts). One copy
 * each, as the other boxes print theirs (ruling CV82). Of the box's three, Whirlpool and Wind are left out: each acts
 * on Sea tiles only and, by its own text, is ignored and replaced by another card with none on the map — which the
 * engine never has (ruling CV94).
 */
import type { AstrologersCardDef } from '../../model';

/** The box's Astrologers Proclaim cards. */
export const COVE_ASTROLOGERS: readonly AstrologersCardDef[] = [
  // Every time a player wins a combat fought (not a Quick Combat), they roll a Resource die and gain it (CV90–CV93).
  {
    id: 'astrologers.pirates', name: 'Pirates', table: [], eachPlayer: [],
    rules: [{ rule: 'combatWonEffects', effects: [{ op: 'rollResourceDice', count: 1, keep: 'all' }] }], nextResourceRound: null, redrawInFirstRound: false,
  },
];
