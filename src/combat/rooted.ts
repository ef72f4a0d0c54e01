/** Dendroids Pack's roots (ruling RA6): an enemy unit that started its activation next to them cannot move in it. */
import type { CombatState, CombatUnit } from '../model';
import { hasAbility } from './abilities';
import { boardOf } from './board';

/**
 * Is the activating unit held where it is: does an enemy unit that roots its neighbours (Dendroids Pack) stand next to
 * the space it started its activation on? A unit with none (or a Wall, the Gate, the Arrow Tower) is never held.
 */
export function isRooted(c: CombatState, u: CombatUnit): boolean {
  const from = c.activationStart ?? u.space;
  if (from === null || u.kind !== 'unit') return false;
  const board = boardOf(c);
  for (const x of c.units) {
    // The cheap tests first: this runs on every listing of an activation's moves.
    if (x.team === u.team || x.defeated || x.space === null || !board.adjacent(x.space, from)) continue;
    if (hasAbility(x, 'rootAdjacentEnemies')) return true;
  }
  return false;
}
