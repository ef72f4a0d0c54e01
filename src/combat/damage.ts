/**
 * Damage (Units, p. 36; Example "Pack and Few", p. 38): a Pack that takes damage equal to or above its HP
 * flips to its Few side with the excess placed on the Few side (Defense is not applied again); a Few or a
 * neutral at its HP is defeated. Damage or an attack removes Paralysis.
 */
import type { Draft } from '../core/draft';
import type { CombatUnit } from './types';
import { deckIdOf, printedSide, sideOf } from './stats';

export interface DamageResult {
  flipped: boolean;
  defeated: boolean;
}

/** Applies `amount` damage to a unit (a writable copy from the Draft). */
export function applyDamage(u: CombatUnit, amount: number): DamageResult {
  if (amount <= 0) return { flipped: false, defeated: false };
  u.paralyzed = false;
  let total = u.damage + amount;
  let flipped = false;
  if (u.side === 'pack') {
    const packHp = sideOf(u).hp;
    if (total < packHp) {
      u.damage = total;
      return { flipped, defeated: false };
    }
    u.side = 'few';
    total -= packHp;
    flipped = true;
  }
  const hp = u.kind === 'unit' && u.side !== 'neutral' ? printedSide(u.card, u.side).hp : sideOf(u).hp;
  if (total >= hp) {
    u.damage = hp;
    u.defeated = true;
    u.space = null;
    return { flipped, defeated: true };
  }
  u.damage = total;
  return { flipped, defeated: false };
}

/** Deals damage to a unit of the combat in the Draft and records it. */
export function dealDamage(d: Draft, unitId: string, amount: number, source: string): DamageResult {
  const u = d.unit(unitId);
  const result = applyDamage(u, amount);
  // The card is turned in the unit deck at once, so that the deck always shows the side that is up
  // (unit entries are shared between states: replaced, never edited).
  if (result.flipped && u.owner !== null) {
    const units = d.player(u.owner).units;
    const i = units.findIndex((x) => x.unit === deckIdOf(u));
    if (i >= 0) units[i] = { unit: deckIdOf(u), side: u.side };
  }
  d.emit({ type: 'damageDealt', unit: unitId, amount, source, flipped: result.flipped, defeated: result.defeated });
  return result;
}
