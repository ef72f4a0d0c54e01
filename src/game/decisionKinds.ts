/**
 * The engine's table of decision kinds: every kind's handlers (its legal actions, applying an answer, its text), put
 * together from the tables of the parts that set them — the turn, the effects' answers, the combat, the map. The type demands
 * an entry for every kind of Decision, so a new kind does not compile until its owner's table has it.
 */
import type { Decision, DecisionKind } from '../model';
import type { DecisionKindHandlers, DecisionTable } from '../kernel/decisions';
import { InvalidStateError } from '../kernel/errors';
import { TURN_DECISIONS } from '../turn/decisions';
import { ANSWER_DECISIONS } from '../answers/decisions';
import { COMBAT_DECISIONS } from '../combat/engine';
import { MAP_DECISIONS } from '../map/decisions';
import { SIEGE_DECISIONS } from '../map/siege';
import { DECLARE_DECISIONS } from '../turn/declare';
import { CARD_MAP_DECISIONS } from '../map/cardDecisions';
import { DRAFT_DECISIONS } from './draftStart';
import { EVENT_CHOICE_DECISIONS } from '../turn/eventChoice';
import { ABOUT_TO_LEVEL_UP } from '../effects/learning';
import { OBSTACLE_DECISIONS } from '../combat/obstacles';
import { METEOR_SHOWER_DECISIONS } from '../combat/meteorShower';
import { QUICKSAND_DECISIONS } from '../combat/quicksand';
import { THIRD_SPELL_SCROLL } from '../answers/scrollAnswers';

/** Every decision kind's handlers. */
export const DECISION_KINDS: DecisionTable<DecisionKind> = {
  ...TURN_DECISIONS,
  ...ANSWER_DECISIONS,
  ...COMBAT_DECISIONS,
  ...MAP_DECISIONS,
  ...SIEGE_DECISIONS,
  ...DECLARE_DECISIONS,
  ...CARD_MAP_DECISIONS,
  ...DRAFT_DECISIONS,
  ...EVENT_CHOICE_DECISIONS,
  aboutToLevelUp: ABOUT_TO_LEVEL_UP,
  ...OBSTACLE_DECISIONS,
  ...METEOR_SHOWER_DECISIONS,
  ...QUICKSAND_DECISIONS,
  thirdSpellScroll: THIRD_SPELL_SCROLL,
};

/** The handlers of the decision's kind; a kind the engine does not know is a broken state (InvalidStateError). */
export function handlersOf(dec: Decision): DecisionKindHandlers<DecisionKind> {
  const handlers = DECISION_KINDS[dec.kind] as DecisionKindHandlers<DecisionKind> | undefined;
  if (handlers === undefined) throw new InvalidStateError(`There is no decision of kind "${String(dec.kind)}"`, 'pending.kind');
  return handlers;
}

/** The decision in words, e.g. "p1 chooses a Main Hero". */
export function describeDecision(dec: Decision): string {
  return handlersOf(dec).describe(dec);
}
