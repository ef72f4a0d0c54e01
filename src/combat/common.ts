/** Small helpers the combat modules share: unit look-up, the teams, and the wrong-decision error. */
import type { Action, Decision } from '../core/types';
import type { CombatState, CombatStep, CombatUnit, Team } from './types';
import { illegal } from '../core/errors';

export type Of<K extends Decision['kind']> = Extract<Decision, { kind: K }>;

export const MAX_UNITS_IN_COMBAT = 5;

export const unitOf = (c: CombatState, id: string): CombatUnit => {
  // A loop rather than find: read several times on every step, and it allocates nothing.
  const units = c.units;
  for (let i = 0; i < units.length; i++) if ((units[i] as CombatUnit).id === id) return units[i] as CombatUnit;
  throw new Error(`No unit ${id} in this combat`);
};
export const other = (t: Team): Team => (t === 'attacker' ? 'defender' : 'attacker');
export const sideInfo = (c: CombatState, t: Team) => (t === 'attacker' ? c.attacker : c.defender);

export function wrongCombat(dec: Decision, a: Action): never {
  illegal('WRONG_DECISION', `"${a.type}" does not answer the current decision (${dec.kind} for ${dec.player})`, 'protocol');
}

/** The windows that follow a play (a Spell now, the answer to a Spell, after a Spell): they return to `resume`. */
const WINDOWS: ReadonlySet<CombatStep['step']> = new Set(['castSpell', 'spellAnswer', 'afterSpell']);

/**
 * Opens a window on a combat being edited; the step the play was made in is kept to return to (a window opened
 * from another window returns where that one would have).
 */
export function openWindow(c: CombatState, step: CombatStep): void {
  if (!WINDOWS.has(c.step.step)) c.resume = c.step;
  c.step = step;
}

/** Closes the windows: the combat goes on from the step the play was made in. */
export function closeWindow(c: CombatState): void {
  c.step = c.resume ?? { step: 'nextUnit' };
  c.resume = null;
}
