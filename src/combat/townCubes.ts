/**
 * The faction cubes a town building keeps, spent in combat. Fortress' Cage of Warlords (ruling FX44): each one removed
 * gives +1 Attack or +1 Defense to the player's unit in the attack, or the one activating, ending as a Statistic card's
 * change does. They are offered where the player may play such a card: as their unit activates, before it attacks,
 * and in the reaction window of an attack of or on their unit. Inferno's Brimstone Stormclouds (the pack's
 * `townCubes: 'power'`, ruling IN15): each one gives +1 Power towards the player's next Spell, one cube per Spell,
 * offered in the same places; its Power dissipates as any other's.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CombatState, PlayContext, PlayerId } from '../model';
import { illegal } from '../kernel/errors';
import { factionRules } from '../content/registry';
import { withEntry } from './common';
import { statTarget } from './opponents';

/** Both uses of a Cage of Warlords cube, and the Brimstone Stormclouds' one (shared: read, never changed). */
const USES: readonly Action[] = [
  { type: 'useTownCube', stat: 'attack' },
  { type: 'useTownCube', stat: 'defense' },
];
const POWER_USE: Action = { type: 'useTownCube', stat: 'power' };
/** The Hall of Valhalla's one use: +1 Attack (ruling SH11). */
const ATTACK_USES: readonly Action[] = [{ type: 'useTownCube', stat: 'attack' }];

/** Whether the player's cubes give Power (Brimstone Stormclouds) rather than Attack or Defense. */
const givesPower = (d: Draft, player: PlayerId): boolean => factionRules(d.peek(player).faction).townCubes === 'power';

/** Whether the player has a cube to spend now: on a unit of theirs, or as Power when none is in their Power yet. */
export function mayUseTownCube(d: Draft, player: PlayerId, ctx: PlayContext): boolean {
  if (d.peek(player).townCubes === 0) return false;
  const c = d.s.combat as CombatState;
  if (givesPower(d, player)) return !(c.cubePower ?? []).includes(player);
  return statTarget(c, player, ctx) !== undefined;
}

/** The cube's uses, appended to `actions` when the player may spend one now. */
export function addTownCubeActions(d: Draft, player: PlayerId, ctx: PlayContext, actions: Action[]): void {
  if (!mayUseTownCube(d, player, ctx)) return;
  if (givesPower(d, player)) actions.push(POWER_USE);
  else for (const a of factionRules(d.peek(player).faction).townCubes === 'attack' ? ATTACK_USES : USES) actions.push(a);
}

/** A cube's Power has left the player's Power (cast or dissipated): another cube may be spent for the next Spell. */
export function clearCubePower(c: CombatState, player: PlayerId): void {
  if (c.cubePower?.includes(player)) c.cubePower = c.cubePower.filter((p) => p !== player);
}

/** Spends a cube: +1 to the statistic of the player's unit in this context, or +1 Power. */
export function useTownCube(d: Draft, player: PlayerId, a: Extract<Action, { type: 'useTownCube' }>, ctx: PlayContext): void {
  const power = givesPower(d, player);
  if (power ? a.stat !== 'power' : a.stat !== 'attack' && a.stat !== 'defense') {
    illegal('MALFORMED_ACTION', power ? 'A Brimstone Stormclouds cube gives +1 Power' : 'A faction cube gives +1 Attack or +1 Defense', 'faction-buildings');
  }
  if (a.stat === 'defense' && factionRules(d.peek(player).faction).townCubes === 'attack') {
    illegal('OPTION_NOT_AVAILABLE', 'The Hall of Valhalla gives one of your units +1 Attack for a single attack', 'faction-buildings');
  }
  if (!mayUseTownCube(d, player, ctx)) {
    illegal('OPTION_NOT_AVAILABLE', power ? 'You have no faction cube to spend, or one is already in your Power for this Spell' : 'You have no faction cube to spend on a unit of yours now', 'faction-buildings');
  }
  d.player(player).townCubes -= 1;
  if (power) {
    const c = d.combat();
    c.power = withEntry(c.power, player, (c.power[player] ?? 0) + 1);
    c.cubePower = [...(c.cubePower ?? []), player];
    d.emit({ type: 'townCubeUsed', player, stat: 'power', unit: null, seq: 0 });
    return;
  }
  const unit = statTarget(d.s.combat as CombatState, player, ctx) as NonNullable<ReturnType<typeof statTarget>>;
  const u = d.unit(unit.id);
  if (a.stat === 'attack') u.attackBonus += 1;
  else u.defenseBonus += 1;
  d.emit({ type: 'townCubeUsed', player, stat: a.stat, unit: unit.id, seq: 0 });
}
