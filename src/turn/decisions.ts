/** The decision kinds of setup and of a player's turn, for the engine's table of decision kinds (game/decisionKinds.ts). */
import type { DecisionTable } from '../kernel/decisions';
import { CHOOSE_HERO } from './chooseHero';
import { REFRESH_HAND } from './refreshHand';
import { BEGINNING_OF_TURN } from './buildings';
import { TURN } from './turn';
import { RECRUITING } from './recruiting';
import { MOVE_AT_TURN_END } from './turnEndMoves';
import { TEAM_ORDER } from './teamOrder';
import { ALLY_OFFER, CARD_OFFER } from './allyTrade';

/**
 * The turn's decision kinds: setup's hero choice, the hand refresh, beginning-of-turn buildings, the turn, recruiting,
 * the moves at its end; an Alliance team's order, and an ally's answer to an offer of resources or of a card.
 */
export const TURN_DECISIONS: DecisionTable<'chooseHero' | 'refreshHand' | 'beginningOfTurn' | 'turn' | 'recruiting' | 'moveAtTurnEnd' | 'teamOrder' | 'allyOffer' | 'cardOffer'> = {
  chooseHero: CHOOSE_HERO,
  refreshHand: REFRESH_HAND,
  beginningOfTurn: BEGINNING_OF_TURN,
  turn: TURN,
  recruiting: RECRUITING,
  moveAtTurnEnd: MOVE_AT_TURN_END,
  teamOrder: TEAM_ORDER,
  allyOffer: ALLY_OFFER,
  cardOffer: CARD_OFFER,
};
