/**
 * The protocol: createGame → legalActions → apply. Every apply works on a copy-on-write Draft, so the
 * input state is never changed, and a rejected action leaves nothing behind.
 */
import type { Action, Decision, GameState } from '../model';
import { Draft } from '../kernel/draft';
import { advance } from './flow';
import { checkShape } from './actionShape';
import { IllegalActionError, illegal } from '../kernel/errors';
import { initialState, normalizeConfig, type GameConfig } from './setup';
import { applyChooseHero } from '../turn/chooseHero';
import { handlersOf } from './decisionKinds';

/** Starts a game: runs setup until the first decision. */
export function createGame(config: GameConfig): GameState {
  const { setup, dice } = normalizeConfig(config);
  const d = new Draft(initialState(setup, dice));
  // Heroes named in the config are chosen at once; the others are setup decisions.
  for (const seat of setup.players) {
    if (seat.hero) applyChooseHero(d, { kind: 'chooseHero', player: seat.id }, { type: 'chooseHero', hero: seat.hero });
  }
  advance(d);
  return d.finish();
}

/** The decision the game waits for, or null when the game is over. */
export function currentDecision(state: GameState): Decision | null {
  return state.pending;
}

/** Every action the rules allow now, for the deciding player. */
export function legalActions(state: GameState): Action[] {
  const dec = state.pending;
  if (!dec) return [];
  return handlersOf(dec).legal(Draft.reading(state), dec);
}

/** Applies one action and runs the game forward to the next decision. Throws IllegalActionError. */
export function apply(state: GameState, action: Action): GameState {
  checkShape(action);
  const dec = state.pending;
  if (!dec) illegal('GAME_OVER', 'The game is over', 'scenario-end');
  if (action.player !== undefined && action.player !== dec.player) {
    illegal('NOT_YOUR_DECISION', `It is ${dec.player}'s decision, not ${action.player}'s`, 'protocol');
  }
  const d = new Draft(state);
  handlersOf(dec).apply(d, dec, action);
  advance(d);
  return d.finish();
}

/** Why an action would be rejected now, or null if it is legal. Never throws for game reasons. */
export function validateAction(state: GameState, action: Action): IllegalActionError | null {
  try {
    apply(state, action);
    return null;
  } catch (e) {
    if (e instanceof IllegalActionError) return e;
    throw e;
  }
}

export type { GameConfig };
