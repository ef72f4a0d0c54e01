/**
 * The War Machines in combat (War Machine Cards, p. 26; docs/war-machines.md), for the team whose player owns them
 * and whose Main Hero leads it (machinesOwned.ts):
 * - Ammo Cart: the team's Ranged units ignore the combat penalty (combat/abilities.ts `diceModeFor`) and gain +2
 *   Initiative as the combat starts (ruling RA33).
 * - Ballista: as each Combat Round starts, 1 damage to the enemy unit with the lowest Initiative; units tied for it
 *   are the player's choice.
 * - First Aid Tent: once each Combat Round, as it starts, 1 damage removed from a unit of the player's (ruling RA35).
 * A choice between equal units is the `warMachine` decision; a single one is taken at once.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CombatState, CombatStep, CombatUnit, Team, WarMachine } from '../model';
import type { DecisionTable } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { type Of, other, wrongCombat } from './common';
import { decider, heal, onDefeated } from './abilities';
import { dealDamage } from './damage';
import { initiativeOf, isFighter, typeOf } from './stats';
import { afterWarMachine } from './roundStart';
import { fightsWith } from './machinesOwned';
import { checkOver } from './steps';

/** The Initiative the Ammo Cart gives its team's Ranged units. */
const AMMO_CART_INITIATIVE = 2;

/** Ammo Cart: as the combat starts, the team's Ranged units on the board gain +2 Initiative (ruling RA33). */
export function ammoCartAtCombatStart(d: Draft): void {
  const c = d.s.combat as CombatState;
  if (c.warMachines === undefined) return;
  for (const team of ['attacker', 'defender'] as const) {
    if (!fightsWith(c, team, 'ammo-cart')) continue;
    for (const u of c.units) {
      if (u.team === team && u.kind === 'unit' && !u.defeated && u.space !== null && typeOf(u) === 'ranged') d.unit(u.id).initiativeBonus += AMMO_CART_INITIATIVE;
    }
  }
}

/** A unit on the board that fights. */
const standing = (u: CombatUnit): boolean => u.kind === 'unit' && isFighter(u) && !u.defeated && u.space !== null;

/** The units a team's War Machine may act on: the enemy units with the lowest Initiative (Ballista), or its own damaged units (First Aid Tent). */
export function warMachineTargets(c: CombatState, team: Team, machine: WarMachine): string[] {
  const out: string[] = [];
  if (machine === 'first-aid-tent') {
    for (const u of c.units) if (u.team === team && standing(u) && u.damage > 0) out.push(u.id);
    return out;
  }
  if (machine !== 'ballista') return out;
  let lowest = Infinity;
  const enemy = other(team);
  for (const u of c.units) if (u.team === enemy && standing(u)) lowest = Math.min(lowest, initiativeOf(u));
  for (const u of c.units) if (u.team === enemy && standing(u) && initiativeOf(u) === lowest) out.push(u.id);
  return out;
}

/** The team's War Machine acts on `unit`: 1 damage (Ballista), or 1 damage removed (First Aid Tent). */
function act(d: Draft, team: Team, machine: WarMachine, unit: string): void {
  const c = d.s.combat as CombatState;
  if (machine === 'first-aid-tent') return heal(d, unit, 1, machine);
  if (dealDamage(d, unit, 1, machine).defeated) onDefeated(d, unit, { player: decider(c, team) });
}

/** The combat goes on past this War Machine: to the next one, or the Spell window; or it ends when a team has no units left. */
function done(d: Draft, team: Team, machine: WarMachine): void {
  if (checkOver(d)) return;
  const c = d.combat();
  c.step = afterWarMachine(c, team, machine);
}

/** The step of a War Machine: it acts on its one target, asks its player to choose between equal ones, or has none. */
export function warMachineStep(d: Draft, c: CombatState, step: Extract<CombatStep, { step: 'warMachine' }>): void {
  const units = warMachineTargets(c, step.team, step.machine);
  if (units.length > 1) {
    d.s.pending = { kind: 'warMachine', player: decider(c, step.team), machine: step.machine, units };
    return;
  }
  if (units.length === 1) act(d, step.team, step.machine, units[0] as string);
  done(d, step.team, step.machine);
}

function legalWarMachine(_d: Draft, dec: Of<'warMachine'>): Action[] {
  const out: Action[] = [];
  for (const unit of dec.units) out.push({ type: 'chooseUnit', unit });
  return out;
}

function applyWarMachine(d: Draft, dec: Of<'warMachine'>, a: Action): void {
  if (a.type !== 'chooseUnit') return wrongCombat(dec, a);
  if (!dec.units.includes(a.unit)) illegal('OPTION_NOT_AVAILABLE', `${a.unit} is not one of the units the ${dec.machine === 'ballista' ? 'Ballista' : 'First Aid Tent'} may choose`, 'war-machines');
  const step = (d.s.combat as CombatState).step;
  if (step.step !== 'warMachine') throw new Error('No War Machine is acting');
  d.s.pending = null;
  act(d, step.team, step.machine, a.unit);
  done(d, step.team, step.machine);
}

/** The `warMachine` decision: the player picks the unit their War Machine acts on. */
export const WAR_MACHINE_DECISIONS: DecisionTable<'warMachine'> = {
  warMachine: { legal: legalWarMachine, apply: applyWarMachine, describe: (dec) => `${dec.player} chooses the unit their War Machine acts on` },
};
