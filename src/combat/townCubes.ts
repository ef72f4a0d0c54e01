/**
 * The faction cubes a town building keeps (Fortress: Cage of Warlords), spent in combat (ruling FX44): each one
 * removed gives +1 Attack or +1 Defense to the player's unit in the attack, or the one activating, ending as a
 * Statistic card's change does. They are offered where the player may play such a card: as their unit activates,
 * before it attacks, and in the reaction window of an attack of or on their unit.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CombatState, PlayContext, PlayerId } from '../model';
import { illegal } from '../kernel/errors';
import { statTarget } from './opponents';

/** Both uses of a cube (shared: read, never changed). */
const USES: readonly Action[] = [
  { type: 'useTownCube', stat: 'attack' },
  { type: 'useTownCube', stat: 'defense' },
];

/** Whether the player has a cube to spend on a unit of theirs now. */
export function mayUseTownCube(d: Draft, player: PlayerId, ctx: PlayContext): boolean {
  return d.peek(player).townCubes > 0 && statTarget(d.s.combat as CombatState, player, ctx) !== undefined;
}

/** The cube's uses, appended to `actions` when the player may spend one now. */
export function addTownCubeActions(d: Draft, player: PlayerId, ctx: PlayContext, actions: Action[]): void {
  if (mayUseTownCube(d, player, ctx)) for (const a of USES) actions.push(a);
}

/** Spends a cube: +1 to the statistic of the player's unit in this context. */
export function useTownCube(d: Draft, player: PlayerId, a: Extract<Action, { type: 'useTownCube' }>, ctx: PlayContext): void {
  if (a.stat !== 'attack' && a.stat !== 'defense') illegal('MALFORMED_ACTION', 'A faction cube gives +1 Attack or +1 Defense', 'faction-buildings');
  const unit = mayUseTownCube(d, player, ctx) ? statTarget(d.s.combat as CombatState, player, ctx) : undefined;
  if (unit === undefined) illegal('OPTION_NOT_AVAILABLE', 'You have no faction cube to spend on a unit of yours now', 'faction-buildings');
  d.player(player).townCubes -= 1;
  const u = d.unit(unit.id);
  if (a.stat === 'attack') u.attackBonus += 1;
  else u.defenseBonus += 1;
  d.emit({ type: 'townCubeUsed', player, stat: a.stat, unit: unit.id, seq: 0 });
}
