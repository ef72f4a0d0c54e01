/**
 * The Inferno box's Astrologers Proclaim cards (Round Structure, p. 15; the wiki's astrologers_proclaim pages), as data
 * over the effect primitives, like the core box's (src/content/core/astrologers.ts): each replaces Statistic cards
 * with Empowered ones (op `empowerStatistic`, Empowered Statistic cards, p. 23).
 */
import type { AstrologersCardDef } from '../../model';
import { ANY_NUMBER } from '../kit/plays';

/** The box's Astrologers Proclaim cards built here. */
export const INFERNO_ASTROLOGERS: readonly AstrologersCardDef[] = [
  // Each player, as it is proclaimed: one Statistic card from hand or discard pile for its Empowered card (IN74).
  {
    id: 'astrologers.dancing-imp', name: 'Dancing Imp', table: [],
    eachPlayer: [{ op: 'empowerStatistic', from: 'handOrDiscard', most: 1, differentKinds: false }],
    rules: [], nextResourceRound: null, redrawInFirstRound: false,
  },
  // Each player draws up to the Hand Limit, may discard any, and replaces a Statistic card in hand per 3 discarded;
  // no draw at the start of the turns of this round (IN75).
  {
    id: 'astrologers.explorers', name: 'Explorers', table: [],
    eachPlayer: [
      { op: 'drawUpToHandLimit', plus: 0 },
      { op: 'discardCards', min: 0, max: ANY_NUMBER },
      { op: 'empowerStatistic', from: 'hand', most: ANY_NUMBER, differentKinds: false, perDiscarded: 3 },
    ],
    rules: [{ rule: 'noTurnStartDraw' }], nextResourceRound: null, redrawInFirstRound: false,
  },
  // On one turn while it is in force, 4 gold per Statistic card in hand replaced, twice at most (IN76).
  {
    id: 'astrologers.hero', name: 'Hero', table: [], eachPlayer: [],
    rules: [{ rule: 'empowerForGold', gold: 4, most: 2 }], nextResourceRound: null, redrawInFirstRound: false,
  },
];
