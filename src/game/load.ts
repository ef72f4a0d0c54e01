/**
 * Loading a saved state: checks its shape field by field against the save schema (src/game/schema), then the
 * game's invariants over the zone table (every card in exactly one zone, no negative resources, …). A malformed
 * save is rejected with InvalidStateError naming where the problem is; nothing half-valid is ever returned.
 */
import type { GameState } from '../model';
import { InvalidStateError } from '../kernel/errors';
import { findInvariantViolations } from './invariants';
import { checkStateShape } from './schema';

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
  const problems = findInvariantViolations(value);
  if (problems.length > 0) throw new InvalidStateError(problems.slice(0, 5).join('; '), 'state');
  return value;
}
