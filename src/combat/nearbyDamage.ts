/**
 * Damage an attack spills onto a unit nearby (Inferno: Magogs and Cerberi Pack, ability kind `damageNearby`): queued
 * after the first attack of an activation (abilities.ts `firstAttackFollowUps`), before the retaliations; the attacker's controller picks the unit when
 * several could take it (rulings IN3, IN4).
 */
import type { Draft } from '../kernel/draft';
import type { CombatState, CombatUnit, FollowUp } from '../model';
import { decider, unitsAround, onDefeated } from './abilities';
import { dealDamage } from './damage';
import { unitOf } from './common';
import { checkOver } from './steps';

/** The follow-up of a `damageNearby` ability. */
export type NearbyDamage = Extract<FollowUp, { do: 'damageNearby' }>;

/** The units the damage may fall on: next to the space, alive, not the attacker nor its target; enemies only if asked. */
export function nearbyDamageTargets(c: CombatState, item: NearbyDamage): CombatUnit[] {
  const attacker = unitOf(c, item.attacker);
  if (attacker.defeated) return [];
  const out: CombatUnit[] = [];
  for (const u of unitsAround(c, item.around)) {
    if (u.defeated || u.id === item.exclude || u.id === attacker.id) continue;
    if (item.enemiesOnly && u.team === attacker.team) continue;
    out.push(u);
  }
  return out;
}

/**
 * The follow-up's turn in the sequence: the attacker's controller picks the unit when several could take the damage
 * (decision `unitAbility` `damageNearby`); otherwise it is taken off the queue (`shift`) and dealt at once.
 */
export function continueNearbyDamage(d: Draft, item: NearbyDamage, shift: (d: Draft) => void): void {
  const c = d.s.combat as CombatState;
  const options = nearbyDamageTargets(c, item);
  if (options.length > 1) {
    d.s.pending = { kind: 'unitAbility', player: decider(c, unitOf(c, item.attacker).team), unit: item.attacker, ability: 'damageNearby', target: null };
    return;
  }
  shift(d);
  if (options[0]) dealNearbyDamage(d, item, options[0].id);
}

/** Deals the damage to the chosen unit (the attacker's damage, not an attack: no Defense, no retaliation). */
export function dealNearbyDamage(d: Draft, item: NearbyDamage, unitId: string): void {
  const c = d.s.combat as CombatState;
  const attacker = unitOf(c, item.attacker);
  d.emit({ type: 'abilityUsed', unit: item.attacker, ability: 'damageNearby', target: unitId, seq: 0 });
  if (dealDamage(d, unitId, item.amount, item.attacker).defeated) onDefeated(d, unitId, { team: attacker.team });
  checkOver(d);
}
