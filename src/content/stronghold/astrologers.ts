/**
 * The Stronghold box's Astrologers Proclaim cards (Round Structure, p. 15; the wiki's astrologers_proclaim pages), as
 * data over the effect primitives, like the core box's (src/content/core/astrologers.ts). One copy each, as the Tower and
 * Inferno boxes print theirs (a game holds one instance of every Astrologers Proclaim card; rulings SH60, SH159).
 */
import type { AstrologersCardDef } from '../../model';

/** The box's Astrologers Proclaim cards. */
export const STRONGHOLD_ASTROLOGERS: readonly AstrologersCardDef[] = [
  // Until the next Astrologers round, the attacker of a combat with neutral units may redraw all of them (SH70, SH71).
  {
    id: 'astrologers.judge-dread', name: 'Judge Dread', table: [], eachPlayer: [],
    rules: [{ rule: 'redrawAllGuards' }], nextResourceRound: null, redrawInFirstRound: false,
  },
  // The round's first combat: every Ground unit +1 Attack (SH140, SH141); Crag Hack's player reinforces Goblins once,
  // free (SH142–SH144).
  {
    id: 'astrologers.crag-hack', name: 'Crag Hack', table: [], eachPlayer: [],
    rules: [{ rule: 'firstCombatGroundAttack', amount: 1 }, { rule: 'freeReinforce', hero: 'crag-hack', unit: 'stronghold.goblins' }],
    nextResourceRound: null, redrawInFirstRound: false,
  },
  // Until the next Astrologers round, a card's Defense is given as Attack (SH145–SH149).
  {
    id: 'astrologers.offense', name: 'Offense', table: [], eachPlayer: [],
    rules: [{ rule: 'defenseAsAttack' }], nextResourceRound: null, redrawInFirstRound: false,
  },
];
