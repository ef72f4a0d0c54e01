/**
 * The Walls and the Gate of a siege (Defending a Town with a Citadel, p. 44): removing one, and the Arrow Tower that
 * falls with the last of them.
 */
import type { Draft } from '../kernel/draft';
import type { CombatState, CombatUnit } from '../model';

/** Earthquake's count (`byPower`) that removes every Wall and the Gate. */
export { ALL_WALLS } from '../content/kit/plays';

/** Is the unit a Wall or the Gate still standing? */
export const isStandingWall = (u: CombatUnit): boolean => (u.kind === 'wall' || u.kind === 'gate') && !u.defeated;

/** Removes a Wall or the Gate from the board; with the last of them the Arrow Tower is destroyed too (p. 44). */
export function removeObstacle(d: Draft, id: string): void {
  const target = d.unit(id);
  target.defeated = true;
  target.space = null;
  d.emit({ type: 'obstacleDestroyed', unit: target.id, seq: 0 });
  const c = d.s.combat as CombatState;
  if (c.units.some(isStandingWall)) return;
  const tower = c.units.find((u) => u.kind === 'arrowTower' && !u.defeated);
  if (tower) {
    d.unit(tower.id).defeated = true;
    d.emit({ type: 'obstacleDestroyed', unit: tower.id, seq: 0 });
  }
}
