/**
 * The Tower box's Astrologers Proclaim cards (Round Structure, p. 15; the wiki's astrologers_proclaim pages), as data
 * over the effect primitives, like the core box's (src/content/core/astrologers.ts).
 */
import type { AstrologersCardDef } from '../../model';

/** The box's Astrologers Proclaim cards built here. */
export const TOWER_ASTROLOGERS: readonly AstrologersCardDef[] = [
  // Until the next Astrologers round, every Air and Water Spell is cast at +1 Power (TW82).
  {
    id: 'astrologers.blue-sky', name: 'Blue Sky', table: [], eachPlayer: [],
    rules: [{ rule: 'schoolPower', schools: ['air', 'water'], amount: 1 }], nextResourceRound: null, redrawInFirstRound: false,
  },
  // Until the next Astrologers round, every Earth and Fire Spell is cast at +1 Power (TW82).
  {
    id: 'astrologers.scorched-ground', name: 'Scorched Ground', table: [], eachPlayer: [],
    rules: [{ rule: 'schoolPower', schools: ['earth', 'fire'], amount: 1 }], nextResourceRound: null, redrawInFirstRound: false,
  },
  // Each player gains a Negative Morale token, as it is proclaimed (TW80).
  {
    id: 'astrologers.society', name: 'Society', table: [], eachPlayer: [{ op: 'loseMorale' }],
    rules: [], nextResourceRound: null, redrawInFirstRound: false,
  },
  // Each player, as it is proclaimed: one unit of their faction from the Neutral Units decks of the Dwellings they have
  // built, recruited for free (TW83–TW85).
  {
    id: 'astrologers.unexpected-reinforcements', name: 'Unexpected Reinforcements', table: [], eachPlayer: [{ op: 'recruitFactionNeutral' }],
    rules: [], nextResourceRound: null, redrawInFirstRound: false,
  },
];
