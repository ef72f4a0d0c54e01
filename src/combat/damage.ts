/**
 * Damage (Units, p. 36; Example "Pack and Few", p. 38): a Pack that takes damage equal to or above its HP
 * flips to its Few side with the excess placed on the Few side (Defense is not applied again); a Few or a
 * neutral at its HP is defeated. Damage or an attack removes Paralysis.
 */
import type { Draft } from '../kernel/draft';
import type { CombatState, CombatUnit } from '../model';
import { deckEntryOf, deckIdOf, printedSide, sideOf } from './stats';
import { toDiscardPile } from '../deck/playerDeck';
import { unitOf } from './common';
import { cardOf } from '../kernel/ids';
import { UNIT_ABILITIES } from '../content/registry';
import { reborn } from './confluxAbilities';
import { removeClonesOf } from './coveMarks';

export interface DamageResult {
  flipped: boolean;
  defeated: boolean;
  /** Cards put on the unit card (Cloak of the Undead King) whose HP dropped to 0: they are discarded. Absent: none. */
  shed?: string[];
}

/**
 * Applies `amount` damage to a unit (a writable copy from the Draft). A card put on the unit card takes it first
 * and passes the excess on like a Pack (ruling H25); the HP bonus of `hpBonus` counts on every card (H20).
 */
export function applyDamage(u: CombatUnit, amount: number): DamageResult {
  if (amount <= 0) return { flipped: false, defeated: false };
  u.paralyzed = false;
  if (u.cloneOf !== undefined) return cloneFalls(u); // any damage defeats a Clone (ruling CV42)
  let total = u.damage + amount;
  let flipped = false;
  let shed: string[] | undefined;
  while (u.covers.length > 0) {
    const coverHp = sideOf(u).hp + u.hpBonus;
    if (total < coverHp) {
      u.damage = total;
      return shed ? { flipped, defeated: false, shed } : { flipped, defeated: false };
    }
    shed = [...(shed ?? []), u.covers[u.covers.length - 1] as string];
    u.covers = u.covers.slice(0, -1); // shared with the input state: replaced, never edited
    total -= coverHp;
  }
  if (u.side === 'pack') {
    const packHp = sideOf(u).hp + u.hpBonus;
    if (total < packHp) {
      u.damage = total;
      return shed ? { flipped, defeated: false, shed } : { flipped, defeated: false };
    }
    u.side = 'few';
    total -= packHp;
    flipped = true;
  }
  const hp = (u.kind === 'unit' && u.side !== 'neutral' ? printedSide(u.card, u.side).hp : sideOf(u).hp) + u.hpBonus;
  if (total >= hp) {
    u.damage = hp;
    u.defeated = true;
    u.space = null;
    return shed ? { flipped, defeated: true, shed } : { flipped, defeated: true };
  }
  u.damage = total;
  return shed ? { flipped, defeated: false, shed } : { flipped, defeated: false };
}

/** A Clone takes damage: its HP set to 0, it is defeated (p. 88, ruling CV42). */
function cloneFalls(u: CombatUnit): DamageResult {
  u.damage = (u.side !== 'neutral' ? printedSide(u.card, u.side).hp : sideOf(u).hp) + u.hpBonus;
  u.defeated = true;
  u.space = null;
  return { flipped: false, defeated: true };
}

/** Would `amount` damage defeat the unit (what `applyDamage` would find), the unit left as it is? */
export function wouldDefeat(u: CombatUnit, amount: number): boolean {
  if (u.covers.length > 0) return applyDamage({ ...u }, amount).defeated; // rare: the covers' HP come first
  if (amount <= 0) return false;
  if (u.cloneOf !== undefined) return true; // a Clone (CV42)
  let total = u.damage + amount;
  let side = u.side;
  if (side === 'pack') {
    const packHp = sideOf(u).hp + u.hpBonus;
    if (total < packHp) return false;
    side = 'few';
    total -= packHp;
  }
  const hp = (u.kind === 'unit' && side !== 'neutral' ? printedSide(u.card, side).hp : sideOf(u).hp) + u.hpBonus;
  return total >= hp;
}

/**
 * Does the unit rise again as its HP drop to 0 (the Phoenixes, ability kind `rebirth`, ruling CF7)? The side that
 * falls is the Few side (a Pack turns first) or the neutral card; once per combat; not while its abilities are off
 * (Disrupting Ray, a card put on it). Asked only of a unit about to be defeated.
 */
export function rebirthReady(c: CombatState, u: CombatUnit): boolean {
  if (u.kind !== 'unit' || u.abilitiesDisabled || u.covers.length > 0 || c.usedOnce.includes(u.id)) return false;
  if (c.abilitiesSuspended !== undefined && c.abilitiesSuspended.includes(u.id)) return false; // Orb of Inhibition (TW64)
  const side = u.side === 'neutral' ? 'neutral' : 'few';
  return (UNIT_ABILITIES[cardOf(u.card)]?.[side] ?? []).some((a) => a.kind === 'rebirth');
}

/** Would `amount` damage defeat the unit, as dealt in this combat (a Phoenix's rebirth saves it: CF7)? */
export function wouldFall(c: CombatState, u: CombatUnit, amount: number): boolean {
  return wouldDefeat(u, amount) && !rebirthReady(c, u);
}

/** Deals damage to a unit of the combat in the Draft and records it. */
export function dealDamage(d: Draft, unitId: string, amount: number, source: string): DamageResult {
  // No damage changes nothing (`applyDamage`): the unit is not copied for it.
  const u = amount > 0 ? d.unit(unitId) : unitOf(d.s.combat as CombatState, unitId);
  const space = u.space;
  const covered = u.covers.length > 0;
  let result = applyDamage(u, amount);
  // The Phoenixes (CF7): HP that drop to 0 are set to 1 instead, once per combat — asked only of a defeated unit.
  if (result.defeated && !covered && rebirthReady(d.s.combat as CombatState, u)) {
    const hp = (u.side !== 'neutral' ? printedSide(u.card, u.side).hp : sideOf(u).hp) + u.hpBonus;
    if (reborn(d, u, space, hp)) result = result.shed ? { flipped: result.flipped, defeated: false, shed: result.shed } : { flipped: result.flipped, defeated: false };
  }
  // Haspids (ruling CV9): a Pack turned to its Few side during this combat is recorded — asked only as a card flips.
  if (result.flipped && d.s.config.expansions !== undefined && u.kind === 'unit' && (UNIT_ABILITIES[cardOf(u.card)]?.few ?? []).some((a) => a.kind === 'attackBonusIfFlipped')) {
    const c = d.s.combat as CombatState;
    const before = c.flippedUnits ?? [];
    if (!before.includes(unitId)) d.combat().flippedUnits = [...before, unitId];
  }
  // The card is turned in the unit deck at once, so that the deck always shows the side that is up
  // (unit entries are shared between states: replaced, never edited).
  if ((result.flipped || result.shed) && u.owner !== null) {
    const p = d.player(u.owner);
    const i = p.units.findIndex((x) => x.unit === deckIdOf(u));
    if (i >= 0) p.units[i] = deckEntryOf(u);
    for (const card of result.shed ?? []) toDiscardPile(d, u.owner, card, true);
  }
  d.emit({ type: 'damageDealt', unit: unitId, amount, source, flipped: result.flipped, defeated: result.defeated, seq: 0 });
  // Its Clone leaves the board with it (p. 88, ruling CV43).
  if (result.defeated && (d.s.combat as CombatState).clones !== undefined) removeClonesOf(d, unitId);
  return result;
}
