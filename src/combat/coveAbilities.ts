/**
 * The Cove units' abilities read in an attack (docs/unit-abilities.md): the Nix's cap on the damage of a single attack
 * (ruling CV8), the Seamen Pack's gold for a unit they remove (CV4), whether an attacker's second attack waits on its
 * target's card dropping to 0 HP (the Ayssids, CV5). The Haspids that turned to their Few side (CV9) are
 * recorded as damage is dealt (damage.ts). The
 * Sorceresses' Weakness tokens are `placeWeakness` (abilities.ts) and their "Other" use (strongholdAbilities.ts).
 */
import type { Draft } from '../kernel/draft';
import type { CombatState, CombatUnit } from '../model';
import type { CombatEffectKinds } from '../effects/registry';
import { all, placeWeakness, used } from './abilities';
import { target } from './unitEffects';
import { unitOf } from './common';
import { cardOf } from '../kernel/ids';

/** The damage a unit with a cap (Nix) suffers from an attack dealing `damage`. */
export function cappedDamage(u: CombatUnit, damage: number): number {
  let out = damage;
  for (const a of all(u, 'damageCapPerAttack')) out = Math.min(out, a.max);
  return out;
}

/** Seamen Pack: once per combat, the unit's owner gains its gold as its attack removes a unit (ruling CV4). */
export function goldOnDefeat(d: Draft, unitId: string): void {
  const c = d.s.combat as CombatState;
  const u = unitOf(c, unitId);
  if (u.owner === null || c.usedOnce.includes(unitId)) return;
  const gold = all(u, 'goldOnDefeat').reduce((n, a) => n + a.gold, 0);
  if (gold === 0) return;
  d.combat().usedOnce = [...c.usedOnce, unitId];
  used(d, unitId, 'goldOnDefeat');
  d.player(u.owner).resources.gold += gold;
  d.emit({ type: 'resourcesGained', player: u.owner, resources: { gold, buildingMaterials: 0, valuables: 0 }, reason: cardOf(u.card), seq: 0 });
}

/** Does the attacker's second attack wait on its target's card dropping to 0 HP (Ayssids, ruling CV5)? */
export function dropsMatter(u: CombatUnit): boolean {
  return all(u, 'attackSecondAdjacentEnemy').some((a) => a.ifTargetDropped === true);
}

/** The Cove box's combat effects: Casmetra's Sorceresses VI's Weakness token (rulings CV6, CV7). */
export const COVE_COMBAT_EFFECTS = {
  weaken: {
    targeted: true,
    apply(d, _player, e, play) {
      placeWeakness(d, null, play.target as string, e.amount);
    },
    describe: (e, named) => `a −${e.amount} Weakness token goes on ${target(e.filter, named)}: −${e.amount} Attack for this Combat Round and the next (a unit holds one at most)`,
  },
} satisfies Partial<CombatEffectKinds>;
