/**
 * The Conflux box's Astrologers Proclaim cards (Round Structure, p. 15; the wiki's astrologers_proclaim pages), as data
 * over the effect primitives and the rules in force, like the core box's (src/content/core/astrologers.ts). One copy
 * each, as the other boxes print theirs: a game holds one instance of every Astrologers Proclaim card (ruling CF82).
 */
import type { AstrologersCardDef } from '../../model';

/** The box's Astrologers Proclaim cards. */
export const CONFLUX_ASTROLOGERS: readonly AstrologersCardDef[] = [
  // In the round it is proclaimed, the Spell Book token is free and needs no Mage Guild (CF90).
  {
    id: 'astrologers.mages', name: 'Mages', table: [], eachPlayer: [],
    rules: [{ rule: 'freeSpellBook' }], nextResourceRound: null, redrawInFirstRound: false,
  },
  // A player about to Search the Spell deck may Search (4) instead (CF91).
  {
    id: 'astrologers.spells', name: 'Spells', table: [], eachPlayer: [],
    rules: [{ rule: 'largerSpellSearch', count: 4 }], nextResourceRound: null, redrawInFirstRound: false,
  },
  // The first "Elementals" unit of each Neutral Units deck but the Azure one lies face up on top of it; defeated in
  // combat it goes back there; those still there are discarded as the card is replaced (CF92–CF97).
  {
    id: 'astrologers.elementals', name: 'Elementals', table: [], eachPlayer: [],
    rules: [{ rule: 'neutralsFaceUp', named: 'Elementals' }], nextResourceRound: null, redrawInFirstRound: false,
  },
];
