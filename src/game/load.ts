/**
 * Loading a saved state: checks its shape field by field against the save schema (src/game/schema), that its
 * effect frames are programs their sources could have started (src/game/schema/frames.ts), then the
 * game's invariants over the zone table (every card in exactly one zone, no negative resources, …), then that some
 * action answers the pending decision. A malformed save is rejected with InvalidStateError naming where the problem
 * is; nothing half-valid is ever returned.
 */
import type { GameState } from '../model';
import { InvalidStateError } from '../kernel/errors';
import { findInvariantViolations } from './invariants';
import { checkStateShape } from './schema';
import { checkFrames } from './schema/frames';
import { legalActions } from './game';

/** Validates a saved state (an object, or its JSON text) and returns it as a GameState. */
export function loadState(saved: unknown): GameState {
  let value = saved;
  if (typeof saved === 'string') {
    try {
      value = JSON.parse(saved);
    } catch {
      throw new InvalidStateError('is not valid JSON', 'state');
    }
  }
  checkStateShape(value);
  checkFrames(value);
  const problems = findInvariantViolations(value);
  if (problems.length > 0) throw new InvalidStateError(problems.slice(0, 5).join('; '), 'state');
  if (value.pending !== null && !answerable(value)) {
    throw new InvalidStateError('no action answers this decision: it does not fit the rest of the state', 'state.pending');
  }
  return value;
}

/**
 * Whether some action answers the pending decision. A game the engine plays always lists one; a save whose decision
 * names a step, a team or a unit the rest of the state does not have lists none (or cannot be listed at all).
 */
function answerable(state: GameState): boolean {
  try {
    return legalActions(state).length > 0;
  } catch {
    return false;
  }
}
