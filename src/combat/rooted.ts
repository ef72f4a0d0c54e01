/** Dendroids Pack's roots (ruling RA6): an enemy unit that started its activation next to them cannot move in it. */
import type { CombatState, CombatUnit } from '../model';
import { rootsNeighbours } from './abilities';
import { boardOf } from './board';

/**
 * Is the activating unit held where it is: does an enemy unit that roots its neighbours (Dendroids Pack) stand next to
 * the space it started its activation on? A unit with none (or a Wall, the Gate, the Arrow Tower) is never held.
 */
export function isRooted(c: CombatState, u: CombatUnit): boolean {
  const from = c.activationStart ?? u.space;
  if (from === null || u.kind !== 'unit') return false;
  // This runs on every listing of an activation's moves: an indexed loop, and the space's bit test first (most units
  // stand elsewhere), before the team's string compare and the ability lookup.
  const near = boardOf(c).nextTo(from);
  const units = c.units;
  for (let i = 0; i < units.length; i++) {
    const x = units[i] as CombatUnit;
    if (x.space === null || !near.has(x.space) || x.defeated || x.team === u.team) continue;
    if (rootsNeighbours(x)) return true;
  }
  return false;
}
