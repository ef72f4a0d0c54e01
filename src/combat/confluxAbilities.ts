/**
 * The Conflux units' abilities the combat engine calls at its hook points (rulings CF3–CF7): the Elementals Pack's
 * Power for a Spell of their School cast during their activation, the Phoenixes' rebirth, and the Magic Elementals'
 * attacks on every unit next to them. Elemental damage is read where Defense is (`defenseTotal`), the immunities
 * where a Spell selects or damages a unit (combat/spellAbilities.ts, combat/spellWards.ts).
 */
import type { Draft } from '../kernel/draft';
import type { CombatState, CombatUnit, FollowUp, SchoolPower, SpellSchool } from '../model';
import { boardOf, occupant } from './board';

/**
 * As a Storm, Ice, Energy or Magma Elementals Pack activates (ruling CF5): their player — one whose Hero plays cards
 * in this combat — gets +1 Power for the first Spell of `school` they cast during this activation.
 */
export function activationSchoolPower(d: Draft, u: CombatUnit, school: SpellSchool): void {
  const c = d.s.combat as CombatState;
  const player = u.owner;
  if (player === null) return;
  const side = c.attacker.player === player ? c.attacker : c.defender.player === player ? c.defender : null;
  if (side === null || !side.cards) return;
  d.emit({ type: 'abilityUsed', unit: u.id, ability: 'schoolPowerOnActivation', target: null, seq: 0 });
  const bonus: SchoolPower = { player, school, amount: 1 };
  const cw = d.combat();
  cw.activationSchoolPower = [...(cw.activationSchoolPower ?? []), bonus];
}

/** The Power a player's Spell of `school` gets from an Elementals Pack's activation under way (CF5). */
export function activationPowerFor(c: CombatState, player: string, school: string | undefined): number {
  let total = 0;
  for (const b of c.activationSchoolPower ?? []) if (b.player === player && b.school === school) total += b.amount;
  return total;
}

/** A cast of a Spell of `school` by `player` spends the activation's bonus for that School (its first such Spell). */
export function spendActivationPower(d: Draft, player: string, school: string | undefined): void {
  const c = d.s.combat as CombatState;
  if (activationPowerFor(c, player, school) === 0) return;
  const left = (c.activationSchoolPower ?? []).filter((b) => !(b.player === player && b.school === school));
  d.combat().activationSchoolPower = left.length === 0 ? undefined : left;
}

/** The activation is over (or another begins): the Elementals' bonus is gone, spent or not (CF5). */
export function endActivationPower(c: CombatState): void {
  c.activationSchoolPower = undefined;
}

/**
 * The Phoenixes' rebirth (ruling CF7): a unit with the ability whose HP just dropped to 0 — the unit `applyDamage`
 * has just defeated, in the Draft — is set back on its space with 1 HP left, once per combat (`usedOnce`).
 * Returns whether it was reborn.
 */
export function reborn(d: Draft, u: CombatUnit, space: number | null, hp: number): boolean {
  const c = d.combat();
  if (space === null || c.usedOnce.includes(u.id)) return false;
  c.usedOnce = [...c.usedOnce, u.id];
  u.defeated = false;
  u.space = space;
  u.damage = hp - 1;
  d.emit({ type: 'abilityUsed', unit: u.id, ability: 'rebirth', target: null, seq: 0 });
  return true;
}

/**
 * Magic Elementals (ruling CF6): after their first attack, an attack on each other unit next to them — enemies only
 * for the Pack — in the order of their spaces; each a full attack with the unit's Attack. Walls, the Gate and the
 * Arrow Tower are no units.
 */
export function attacksOnAdjacent(c: CombatState, attacker: CombatUnit, target: string, enemiesOnly: boolean): FollowUp[] {
  const out: FollowUp[] = [];
  if (attacker.defeated || attacker.space === null) return out;
  for (const s of [...boardOf(c).neighbours(attacker.space)].sort((a, b) => a - b)) {
    const x = occupant(c, s);
    if (x === undefined || x.kind !== 'unit' || x.id === target || x.defeated || (enemiesOnly && x.team === attacker.team)) continue;
    out.push({ do: 'attack', attacker: attacker.id, target: x.id, attackValue: null });
  }
  return out;
}
