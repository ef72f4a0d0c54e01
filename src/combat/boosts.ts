/**
 * Lasting boosts of a player's Ranged units from cards (Archery, p. 23): +Attack when the target is not adjacent,
 * +Initiative, for this Combat Round or until the end of the next one.
 */
import type { Draft } from '../kernel/draft';
import type { PlayerId } from '../model';
import type { CombatState, CombatUnit, RangedBoost } from '../model';
import { boardOf } from './board';
import { isFighter, typeOf } from './stats';

/** Boosts the player's Ranged units now in the combat (their Initiative at once, Attack when they attack). */
export function boostRangedUnits(d: Draft, player: PlayerId, boost: { attack: number; initiative: number; extraRounds: number }): void {
  const c = d.s.combat as CombatState;
  const units = c.units
    .filter((u) => u.kind === 'unit' && isFighter(u) && !u.defeated && typeOf(u) === 'ranged' && (u.team === 'attacker' ? c.attacker : c.defender).player === player)
    .map((u) => u.id);
  if (boost.initiative !== 0) for (const id of units) d.unit(id).initiativeBonus += boost.initiative;
  const cw = d.combat();
  const entry: RangedBoost = { player, units, attack: boost.attack, initiative: boost.initiative, lastRound: c.round + boost.extraRounds };
  cw.rangedBoosts = [...cw.rangedBoosts, entry];
}

/** The Attack the boosts add to an attack by `attacker` on `target`: only when the two are not adjacent. */
export function rangedBoostAttack(c: CombatState, attacker: CombatUnit, target: CombatUnit): number {
  if (c.rangedBoosts.length === 0 || attacker.space === null || target.space === null || boardOf(c).adjacent(attacker.space, target.space)) return 0;
  let total = 0;
  for (const b of c.rangedBoosts) if (b.units.includes(attacker.id)) total += b.attack;
  return total;
}

/** A new Combat Round has begun: boosts whose last round is over end, and their Initiative with them. */
export function expireRangedBoosts(d: Draft): void {
  const c = d.s.combat as CombatState;
  if (c.rangedBoosts.every((b) => b.lastRound >= c.round)) return;
  for (const b of c.rangedBoosts) {
    if (b.lastRound >= c.round || b.initiative === 0) continue;
    for (const id of b.units) d.unit(id).initiativeBonus -= b.initiative;
  }
  d.combat().rangedBoosts = c.rangedBoosts.filter((b) => b.lastRound >= c.round);
}
