/**
 * The players of a combat as card plays see them: whose a unit is, who "the enemy" is, and which of your units a
 * card that changes "your unit" acts on. Read by the checks of a play and by the effects it applies.
 */
import type { GameState, PlayerId, PlayerState } from '../model';
import type { CombatState, CombatUnit, PlayContext, Team } from '../model';
import { indexOfUnit } from '../kernel/units';

/** The unit with this id, if it is in the combat (a loop: read on every listing of card plays). */
export function unitById(c: CombatState, id: string | null | undefined): CombatUnit | undefined {
  const i = indexOfUnit(c.units, id);
  return i < 0 ? undefined : c.units[i];
}

/** The player whose unit this is (null for neutrals). */
export function controllerOf(c: CombatState, u: CombatUnit): PlayerId | null {
  return u.team === 'attacker' ? c.attacker.player : c.defender.player;
}

/** "The enemy" of a player in this combat: the player fighting on the other side, if it is not a neutral army (R16). */
export function enemyOf(c: CombatState, player: PlayerId): PlayerId | null {
  const other = c.attacker.player === player ? c.defender : c.attacker;
  return other.neutral || other.player === player ? null : other.player;
}

const teamOf = (c: CombatState, player: PlayerId): Team => (c.attacker.player === player ? 'attacker' : 'defender');
/** The team fighting against the player's. */
export const enemyTeam = (c: CombatState, player: PlayerId): Team => (teamOf(c, player) === 'attacker' ? 'defender' : 'attacker');

/** The enemy player whose hand a card may hit (ruling R21): the opposing side's player, not neutrals nor an AI army. */
export function enemyHandOf(s: GameState, c: CombatState, player: PlayerId): PlayerId | null {
  const enemy = enemyOf(c, player);
  return enemy !== null && (s.players.find((x) => x.id === enemy) as PlayerState).hand.length > 0 ? enemy : null;
}

/** The player's own unit a stat change applies to in this context, if any. */
export function statTarget(c: CombatState, player: PlayerId, ctx: PlayContext): CombatUnit | undefined {
  if (ctx.window === 'activation') return unitById(c, ctx.unit);
  if (ctx.window !== 'reaction' || !c.attack) return undefined;
  const mine = (id: string) => {
    const u = unitById(c, id);
    return u && u.kind === 'unit' && controllerOf(c, u) === player ? u : undefined;
  };
  return mine(c.attack.attacker) ?? mine(c.attack.target);
}

/** The player's unit whose Attack die is about to be rolled: the attacker of an attack in its reaction window. */
export function rollingUnit(c: CombatState, player: PlayerId, ctx: PlayContext): CombatUnit | undefined {
  if (ctx.window !== 'reaction' || !c.attack || c.attack.stage !== 'window') return undefined;
  const u = unitById(c, c.attack?.attacker);
  return u && u.kind === 'unit' && controllerOf(c, u) === player ? u : undefined;
}
