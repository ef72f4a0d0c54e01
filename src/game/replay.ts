/** Replays: an action list is the canonical save of a game. */
import type { Action, GameState } from '../model';
import { apply, createGame, type GameConfig } from './game';
import { IllegalActionError } from '../kernel/errors';

/** Rebuilds a game from its config and actions. An illegal action is reported with its index. */
export function replay(config: GameConfig, actions: readonly Action[]): GameState {
  let state = createGame(config);
  actions.forEach((action, i) => {
    try {
      state = apply(state, action);
    } catch (e) {
      if (e instanceof IllegalActionError) {
        throw new IllegalActionError(e.code, `Action #${i} (${JSON.stringify(action)}): ${e.message}`, e.rule);
      }
      throw e;
    }
  });
  return state;
}
