/** The game's end as a UI or a bot asks for it. */
import type { GameResult, GameState } from '../model';

/**
 * Whether the game is over: a side won, every player lost, or the stand-alone combat ended.
 *
 * @example
 * ```ts
 * import { createGame, isGameOver } from 'homm3bg-engine';
 *
 * isGameOver(createGame({ players: 2, seed: 'doc' })); // → false
 * ```
 */
export function isGameOver(state: GameState): boolean {
  return state.result !== null;
}

/**
 * How the game ended — why, the winners, every player's standing best first — or null while it goes on.
 *
 * @example
 * ```ts
 * import { createGame, outcome } from 'homm3bg-engine';
 *
 * outcome(createGame({ players: 2, seed: 'doc' })); // → null
 * ```
 */
export function outcome(state: GameState): GameResult | null {
  return state.result;
}
