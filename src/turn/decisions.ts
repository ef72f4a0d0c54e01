/** The decision kinds of setup and of a player's turn, for the engine's table of decision kinds (game/decisionKinds.ts). */
import type { DecisionTable } from '../kernel/decisions';
import { CHOOSE_HERO } from './chooseHero';
import { REFRESH_HAND } from './refreshHand';
import { BEGINNING_OF_TURN } from './buildings';
import { TURN } from './turn';
import { NEUTRAL_ARMY, RECRUITING } from './recruiting';
import { MOVE_AT_TURN_END } from './turnEndMoves';
import { CHOOSE_STARTER, MULLIGAN } from './tournament';
import { TEAM_ORDER } from './teamOrder';
import { ALLY_OFFER, CARD_OFFER } from './allyTrade';

/**
 * The turn's decision kinds: setup's hero choice (and Tournament's choice of who starts), the hand refresh (and the
 * Round One Mulligan), beginning-of-turn buildings, the turn, recruiting (and Neutral Army's recruiting of the cards
 * drawn), the moves at its end; an Alliance team's order, and an ally's answer to an offer of resources or of a card.
 */
export const TURN_DECISIONS: DecisionTable<
  'chooseHero' | 'refreshHand' | 'beginningOfTurn' | 'turn' | 'recruiting' | 'neutralArmy' | 'moveAtTurnEnd' | 'chooseStarter' | 'mulligan' | 'teamOrder' | 'allyOffer' | 'cardOffer'
> = {
  chooseHero: CHOOSE_HERO,
  refreshHand: REFRESH_HAND,
  beginningOfTurn: BEGINNING_OF_TURN,
  turn: TURN,
  recruiting: RECRUITING,
  neutralArmy: NEUTRAL_ARMY,
  moveAtTurnEnd: MOVE_AT_TURN_END,
  chooseStarter: CHOOSE_STARTER,
  mulligan: MULLIGAN,
  teamOrder: TEAM_ORDER,
  allyOffer: ALLY_OFFER,
  cardOffer: CARD_OFFER,
};
