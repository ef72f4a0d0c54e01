/**
 * Orb of Inhibition's Combat Round without special abilities (ruling TW64): the units on the board lose their abilities
 * (`abilitiesDisabled`, the flag Disrupting Ray sets) until the Combat Round ends, when those the Orb switched off get
 * them back. A unit Disrupting Ray hits meanwhile keeps them off for the combat.
 */
import type { Draft } from '../kernel/draft';
import type { CombatState } from '../model';
import { ignoresLasting } from './spellAbilities';

/**
 * Switches off the abilities of every unit on the board that still has them, remembering which, until the round ends;
 * not those of a unit no lasting effect of an Artifact reaches (the Titans, ruling TW3).
 */
export function suspendAbilities(d: Draft): void {
  const c = d.s.combat as CombatState;
  const ids: string[] = c.abilitiesSuspended === undefined ? [] : c.abilitiesSuspended.slice();
  for (const u of c.units) {
    if (u.kind !== 'unit' || u.defeated || u.space === null || u.abilitiesDisabled || ignoresLasting(c, u, 'artifact')) continue;
    d.unit(u.id).abilitiesDisabled = true;
    ids.push(u.id);
  }
  d.combat().abilitiesSuspended = ids;
}

/** Disrupting Ray on a unit the Orb switched off: it stays off when the round ends. */
export function keepDisabled(d: Draft, unitId: string): void {
  const c = d.s.combat as CombatState;
  if (c.abilitiesSuspended === undefined || !c.abilitiesSuspended.includes(unitId)) return;
  d.combat().abilitiesSuspended = c.abilitiesSuspended.filter((id) => id !== unitId);
}

/** As a Combat Round ends: the units the Orb switched off get their abilities back. */
export function endSuspension(d: Draft): void {
  const c = d.s.combat as CombatState;
  if (c.abilitiesSuspended === undefined) return; // the usual case, kept cheap
  for (const id of c.abilitiesSuspended) if (c.units.some((u) => u.id === id)) d.unit(id).abilitiesDisabled = false;
  d.combat().abilitiesSuspended = undefined;
}
