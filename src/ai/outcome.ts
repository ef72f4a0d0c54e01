/**
 * The greedy bot's look one action ahead (src/ai/bots.ts), shared with the ISMCTS bot's prior (src/ai/ismcts.ts): the
 * position an action leads to on a player's own view, the windows after it passed and the player's own follow-up
 * decision answered at its best, scored by `evaluate`.
 */
import type { Action, GameState, PlayerId } from '../model';
import { apply, legalActions } from '../game/game';
import { evaluate } from './evaluation';

/** The player's own decisions that follow an action and settle what it gives (which option, which die, which unit). */
const FOLLOW_UPS: ReadonlySet<string> = new Set([
  'choose', 'keepResourceDie', 'keepTreasureDie', 'reinforceFree', 'reinforceHalfGold', 'reinforceHalfCost', 'reinforceForLess', 'spendMoraleFirst',
]);

/** Windows where passing plays nothing: any player's, the bot's own too, are passed to see what the action leads to. */
const WINDOWS: ReadonlySet<string> = new Set([
  'reaction', 'attackRoll', 'attackOutcome', 'afterSpell', 'answerSpell', 'roundStart', 'castSpell', 'combatStart', 'combatDeclared',
]);

/**
 * The score of the position after `a`, windows that follow passed (the other players' decisions and the windows of
 * WINDOWS, at most 8), and the
 * player's own follow-up decision (one of FOLLOW_UPS) answered at its best, `depth` levels deep, scored by `score`. When the view cannot
 * play it through (it would show a hidden card or tile): the score before it, and for turning over a tile the step
 * of exploring it takes (3 points, as `evaluate` counts a step towards a goal).
 */
export function outcomeScore(view: GameState, a: Action, me: PlayerId, before: number, depth: number, score: Evaluation = evaluate): number {
  const unknown = a.type === 'discoverTile' || a.type === 'placeTile' ? before + 3 : before;
  let s: GameState;
  try {
    s = apply(view, a);
  } catch {
    return unknown;
  }
  for (let k = 0; k < 8 && s.pending !== null && (s.pending.player !== me || WINDOWS.has(s.pending.kind)); k++) {
    try {
      s = apply(s, PASS);
    } catch {
      break; // not a window to pass: the other player decides something
    }
  }
  try {
    if (depth > 0 && s.pending !== null && s.pending.player === me && FOLLOW_UPS.has(s.pending.kind)) {
      let best = -Infinity;
      for (const b of legalActions(s)) best = Math.max(best, outcomeScore(s, b, me, before, depth - 1, score));
      if (best > -Infinity) return best;
    }
    return score(s, me);
  } catch {
    return unknown;
  }
}

const PASS: Action = { type: 'pass' };

/** A position's score for a player, higher better: `evaluate`, or the ISMCTS bot's `searchEvaluate`. */
export type Evaluation = (s: GameState, me: PlayerId) => number;
