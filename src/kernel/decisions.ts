/**
 * The shape of a decision kind's handlers. Each part of the engine that sets a kind of decision (the turn, the
 * effects' answers, the combat) exports a table of its kinds; the top layer (src/game/decisionKinds.ts) puts them
 * together, and `legalActions`, `apply` and `describeDecision` look the pending decision's kind up there.
 */
import type { Action, ActionType, Decision, DecisionKind, PlayerId } from '../model';
import type { Draft } from './draft';
import { illegal } from './errors';

/** The decision of one kind. */
export type DecisionOf<K extends DecisionKind> = Extract<Decision, { kind: K }>;

/** What the engine asks of a decision kind. */
export interface DecisionKindHandlers<K extends DecisionKind> {
  /** Every action that answers the decision now, in a fixed order. It builds no text. */
  legal(d: Draft, dec: DecisionOf<K>): Action[];
  /** Checks the answer against the rules (IllegalActionError) and applies it; the game then runs forward. */
  apply(d: Draft, dec: DecisionOf<K>, a: Action): void;
  /** The decision in words, for players and error messages. */
  describe(dec: DecisionOf<K>): string;
}

/** The handlers of some decision kinds, one entry per kind. */
export type DecisionTable<K extends DecisionKind> = { readonly [P in K]: DecisionKindHandlers<P> };

/** Refuses an action that is not an answer to this decision, saying what the decision is. */
export function wrongAnswer<K extends DecisionKind>(kind: DecisionKindHandlers<K>, dec: DecisionOf<K>, a: Action): never {
  illegal('WRONG_DECISION', `"${a.type}" does not answer the current decision (${kind.describe(dec)})`, 'protocol');
}

/**
 * A part of the game that offers actions during the player's turn (the Town's tokens, Morale, cards in hand, map
 * movement): the `turn` decision asks every provider in turn (src/turn/turn.ts).
 */
export interface TurnProvider<T extends ActionType> {
  /** The action types it answers; no other provider answers them. */
  readonly answers: readonly T[];
  /** Appends the actions it offers the player now to `out`, in its own fixed order. */
  list(d: Draft, player: PlayerId, out: Action[]): void;
  /** Checks one of its actions against the rules (IllegalActionError) and applies it. */
  apply(d: Draft, player: PlayerId, a: Extract<Action, { type: T }>): void;
}
