/**
 * The Walls and the Gate of a Siege (Siege Combat, p. 44) as obstacles that fall: hit by a unit (combat/attack.ts),
 * shaken down by Earthquake (Rampart box, combat/rampartEffects.ts) or removed by the Spell Remove Obstacle (Fortress box, ruling FX150) — 1 / 2 / 3 of them with 0 / 1 / 2 Power, the
 * caster choosing which when more stand (decision `removeObstacle`, one `chooseUnit` each). Units are not obstacles.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CombatState, CombatUnit } from '../model';
import type { CombatEffectKinds } from '../effects/registry';
import { wrongAnswer, type DecisionKindHandlers, type DecisionTable } from '../kernel/decisions';
import { illegal } from '../kernel/errors';

/** Earthquake's count (`byPower`) that removes every Wall and the Gate. */
export { ALL_WALLS } from '../content/kit/plays';

/** Is the unit a Wall or the Gate still standing? */
export const isStandingWall = (u: CombatUnit): boolean => (u.kind === 'wall' || u.kind === 'gate') && !u.defeated;

/** The Walls and the Gate standing on the board. */
export function standingObstacles(c: CombatState): CombatUnit[] {
  const out: CombatUnit[] = [];
  for (const u of c.units) if (isStandingWall(u) && u.space !== null) out.push(u);
  return out;
}

/** A Wall or the Gate falls (hit, or removed by a Spell); with the last of them the Arrow Tower falls too (p. 44). */
export function knockDown(d: Draft, targetId: string): void {
  const c = d.combat();
  const target = d.unit(targetId);
  target.defeated = true;
  target.space = null;
  d.emit({ type: 'obstacleDestroyed', unit: target.id, seq: 0 });
  if (!c.units.some(isStandingWall)) {
    const tower = c.units.find((u) => u.kind === 'arrowTower' && !u.defeated);
    if (tower) {
      d.unit(tower.id).defeated = true;
      d.emit({ type: 'obstacleDestroyed', unit: tower.id, seq: 0 });
    }
  }
}

/** Removes `count` obstacles: all of them when no more stand, else the caster picks each (decision `removeObstacle`). */
export function removeObstacles(d: Draft, player: string, count: number): void {
  const standing = standingObstacles(d.s.combat as CombatState);
  if (count <= 0 || standing.length === 0) return;
  if (standing.length <= count) {
    for (const u of standing) knockDown(d, u.id);
    return;
  }
  d.s.pending = { kind: 'removeObstacle', player, left: count - 1 };
}

/** The combat effect kind `removeObstacles`. */
export const OBSTACLE_EFFECTS = {
  removeObstacles: {
    targeted: false,
    apply(d, player, e, play) {
      removeObstacles(d, player, e.byPower[Math.min(play.power ?? 0, e.byPower.length - 1)] ?? 0);
    },
    describe: (e) =>
      e.byPower.length === 1
        ? `remove ${e.byPower[0]} obstacle${e.byPower[0] === 1 ? '' : 's'} (a Wall or the Gate, never a unit) from the Combat board`
        : `remove ${e.byPower.join(' / ')} obstacles (Walls or the Gate, never a unit) from the Combat board with ${e.byPower.map((_, p) => p).join(' / ')} Power`,
  },
} satisfies Partial<CombatEffectKinds>;

/** The `removeObstacle` decision: `chooseUnit` a standing Wall or the Gate. */
export const REMOVE_OBSTACLE: DecisionKindHandlers<'removeObstacle'> = {
  legal(d, dec) {
    const out: Action[] = [];
    if (d.s.combat === null) return out;
    for (const u of standingObstacles(d.s.combat)) out.push({ type: 'chooseUnit', unit: u.id });
    return out;
  },
  apply(d, dec, a) {
    if (a.type !== 'chooseUnit') return wrongAnswer(REMOVE_OBSTACLE, dec, a);
    const standing = d.s.combat === null ? [] : standingObstacles(d.s.combat);
    if (!standing.some((u) => u.id === a.unit)) {
      illegal('OPTION_NOT_AVAILABLE', `Remove Obstacle destroys a Wall or the Gate standing on the board: ${standing.map((u) => u.id).join(' or ')}`, 'siege-combat');
    }
    d.s.pending = null;
    knockDown(d, a.unit);
    removeObstacles(d, dec.player, dec.left);
  },
  describe: (dec) => `${dec.player} picks a Wall or the Gate Remove Obstacle destroys (${dec.left + 1} obstacle${dec.left === 0 ? '' : 's'} to go)`,
};

/** The obstacles' decisions. */
export const OBSTACLE_DECISIONS: DecisionTable<'removeObstacle'> = { removeObstacle: REMOVE_OBSTACLE };
