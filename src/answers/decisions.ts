/**
 * The decisions effects stop on (a Search, a choice, discarding, dice to keep, units to reinforce or recruit, …), for
 * the engine's table of decision kinds (game/decisionKinds.ts). Answering one finishes the waiting effect, and the
 * interpreter goes on.
 *
 * This folder sits above combat (a unit reinforced during a combat turns on the board too) and beside turn/: these
 * decisions come up in turns and combats alike.
 */
import type { DecisionTable } from '../kernel/decisions';
import { SEARCH, SEARCH_OWN_DECK } from './search';
import { CHOOSE } from './choose';
import { DISCARD_CARDS, REMOVE_CARD, TAKE_FROM_DISCARD } from './cards';
import { KEEP_ATTACK_DIE, KEEP_RESOURCE_DIE, KEEP_TREASURE_DIE } from './dice';
import { REINFORCE_FOR_LESS, REINFORCE_FREE, REINFORCE_HALF_COST, REINFORCE_HALF_GOLD, SUMMON_NEUTRAL } from './units';
import { SPEND_MORALE_FIRST } from './morale';
import { RECRUIT_FACTION_NEUTRAL } from './factionNeutrals';
import { LOOK_AT_DISCARD, LOOK_AT_TOP_CARD } from './looking';
import { TRADING } from './trading';
import { CHOOSE_DECK } from './decks';
import { DISCARD_UNIT, REMOVE_CARDS } from './eventAnswers';
import { REMOVE_FROM_HAND_OR_DISCARD } from './removeAnswers';
import { EMPOWER_STATISTIC } from './empowerAnswers';
import { DRAW_NEUTRALS } from './drawNeutrals';
import { VISIONS } from './visions';
import { THIEVES_GUILD } from './thievesGuild';
import { BUY_FROM_DISCARD_PILE_DECISION } from './discardPileMarket';
import { REPLACE_STATISTIC_DECISION } from './replaceStatistic';
import { PUT_IN_POOL } from '../effects/eventPool';
import { PLACE_BID } from '../effects/eventAuction';
import { SELL_SCROLL_SPELLS } from './scrollAnswers';
import { CAST_FOUND_SPELL, PLACE_SPELL } from './foundSpells';

/** The kinds of decision an effect waits on. */
export type AnswerDecisionKind =
  | 'search'
  | 'searchOwnDeck'
  | 'choose'
  | 'discardCards'
  | 'removeCard'
  | 'takeFromDiscard'
  | 'keepResourceDie'
  | 'keepTreasureDie'
  | 'keepAttackDie'
  | 'lookAtDiscard'
  | 'lookAtTopCard'
  | 'reinforceFree'
  | 'summonNeutral'
  | 'drawNeutrals'
  | 'visions'
  | 'thievesGuild'
  | 'reinforceHalfGold'
  | 'reinforceHalfCost'
  | 'reinforceForLess'
  | 'recruitFactionNeutral'
  | 'buyFromDiscardPile'
  | 'replaceStatistic'
  | 'spendMoraleFirst'
  | 'trading'
  | 'chooseDeck'
  | 'removeCards'
  | 'discardUnit'
  | 'removeFromHandOrDiscard'
  | 'empowerStatistic'
  | 'putInPool'
  | 'placeBid'
  | 'sellScrollSpells'
  | 'castFoundSpell'
  | 'placeSpell';

/** Each effect decision's handlers. */
export const ANSWER_DECISIONS: DecisionTable<AnswerDecisionKind> = {
  search: SEARCH,
  searchOwnDeck: SEARCH_OWN_DECK,
  choose: CHOOSE,
  discardCards: DISCARD_CARDS,
  removeCard: REMOVE_CARD,
  takeFromDiscard: TAKE_FROM_DISCARD,
  keepResourceDie: KEEP_RESOURCE_DIE,
  keepTreasureDie: KEEP_TREASURE_DIE,
  keepAttackDie: KEEP_ATTACK_DIE,
  lookAtDiscard: LOOK_AT_DISCARD,
  lookAtTopCard: LOOK_AT_TOP_CARD,
  reinforceFree: REINFORCE_FREE,
  summonNeutral: SUMMON_NEUTRAL,
  drawNeutrals: DRAW_NEUTRALS,
  visions: VISIONS,
  thievesGuild: THIEVES_GUILD,
  reinforceHalfGold: REINFORCE_HALF_GOLD,
  reinforceHalfCost: REINFORCE_HALF_COST,
  reinforceForLess: REINFORCE_FOR_LESS,
  recruitFactionNeutral: RECRUIT_FACTION_NEUTRAL,
  buyFromDiscardPile: BUY_FROM_DISCARD_PILE_DECISION,
  replaceStatistic: REPLACE_STATISTIC_DECISION,
  spendMoraleFirst: SPEND_MORALE_FIRST,
  trading: TRADING,
  chooseDeck: CHOOSE_DECK,
  removeCards: REMOVE_CARDS,
  discardUnit: DISCARD_UNIT,
  removeFromHandOrDiscard: REMOVE_FROM_HAND_OR_DISCARD,
  empowerStatistic: EMPOWER_STATISTIC,
  putInPool: PUT_IN_POOL,
  placeBid: PLACE_BID,
  sellScrollSpells: SELL_SCROLL_SPELLS,
  castFoundSpell: CAST_FOUND_SPELL,
  placeSpell: PLACE_SPELL,
};
