/**
 * The ISMCTS bot's evaluation (src/ai/ismcts.ts): the greedy bot's (src/ai/evaluation.ts) with the scenario's end in
 * view. When Victory Points decide the game (the last round's timeout counts them, or a victory condition asks for a
 * number of them), what counts at the end is the Victory Points, not the army or the gold that might earn some later.
 * So the lead in Victory Points over the best opponent weighs more as the rounds pass, up to `LATE` points more a
 * Victory Point in the last round; and a player holding the condition's Victory Points (15 in Border War) is close to
 * winning: `NEAR_WIN` points.
 */
import type { GameState, PlayerId, PlayerState } from '../model';
import { evaluate, visibleVictoryPoints } from './evaluation';

/** Points added per Victory Point of lead in the last round (the evaluation counts each already at 15). */
export const LATE = 45;
/** Points for holding the Victory Points a victory condition asks for (less for an opponent holding them). */
export const NEAR_WIN = 300;

/** The Victory Points a scenario's victory condition asks for, or Infinity. */
function threshold(s: GameState): number {
  let t = Infinity;
  for (const v of s.config.scenario.victory) if (v.condition.kind === 'victoryPoints') t = Math.min(t, v.condition.points);
  return t;
}

/**
 * How much the game's end rides on Victory Points, from 0 (the first round, or a scenario whose end does not count
 * them) to 1 (its last round): the share of the rounds gone, squared.
 */
export function lateness(s: GameState): number {
  const scenario = s.config.scenario;
  const counted = scenario.timeout === 'victoryPoints' || scenario.mode === 'tournament' || threshold(s) !== Infinity;
  if (!counted || scenario.rounds <= 1) return 0;
  const share = Math.min(1, Math.max(0, (s.round - 1) / (scenario.rounds - 1)));
  return share * share;
}

/** The position's score for `me` as the ISMCTS bot sees it (see the module's comment): higher is better. */
export function searchEvaluate(s: GameState, me: PlayerId): number {
  const base = evaluate(s, me);
  if (s.result !== null) return base;
  const late = lateness(s);
  if (late === 0) return base;
  const t = threshold(s);
  let mine = 0;
  let best = -Infinity;
  for (const p of s.players as PlayerState[]) {
    if (p.eliminated) continue;
    const vp = visibleVictoryPoints(s, p);
    if (p.id === me) mine = vp;
    else best = Math.max(best, vp);
  }
  if (best === -Infinity) best = 0;
  const goal = (mine >= t ? NEAR_WIN : 0) - (best >= t ? NEAR_WIN : 0);
  return base + LATE * late * (mine - best) + goal;
}
