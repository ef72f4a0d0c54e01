/**
 * Luck (Ability, p. 23): rerolls for the rest of the turn. Basic: one reroll of a Resource die and one of a Treasure
 * die; Expert: every die the player throws may be rerolled once (ruling A21). Offered as player decisions wherever
 * the die is thrown, beside the reroll positive morale gives.
 */
import type { Draft } from '../kernel/draft';
import type { PlayerId, PlayerState } from '../model';

export type LuckDie = 'resource' | 'treasure' | 'attack';

/** May the player reroll this die with Luck? `rerolledBefore`: this die was already rerolled with Expert Luck. */
export function mayLuckReroll(p: PlayerState, die: LuckDie, rerolledBefore: boolean): boolean {
  if (p.luck.anyDie && !rerolledBefore) return true;
  return (die === 'resource' && p.luck.resourceDie) || (die === 'treasure' && p.luck.treasureDie) || p.luck.oneDie === true;
}

/**
 * Uses a Luck reroll of this die (the caller rerolls it): Expert Luck's own once-per-die reroll when it is unused,
 * otherwise Basic Luck's reroll of that kind of die, which is then spent.
 */
export function useLuckReroll(d: Draft, player: PlayerId, die: LuckDie, rerolledBefore: boolean): void {
  const p = d.peek(player);
  if (p.luck.anyDie && !rerolledBefore) return;
  if (die === 'resource' && p.luck.resourceDie) d.player(player).luck.resourceDie = false;
  else if (die === 'treasure' && p.luck.treasureDie) d.player(player).luck.treasureDie = false;
  else d.player(player).luck.oneDie = false; // Ambassador's Sash's one reroll (ruling RA81)
}

/** Luck is played (or Ambassador's Sash, 'one'): its rerolls hold until the end of this turn. */
export function grantLuck(d: Draft, player: PlayerId, dice: 'resourceAndTreasure' | 'any' | 'one'): void {
  const luck = d.player(player).luck;
  if (dice === 'any') luck.anyDie = true;
  else if (dice === 'one') luck.oneDie = true;
  else {
    luck.resourceDie = true;
    luck.treasureDie = true;
  }
}
