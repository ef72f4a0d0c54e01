/** Small helpers the combat modules share: unit look-up, the teams, and the wrong-decision error. */
import type { Action, Decision, PlayerId } from '../model';
import type { CombatState, CombatStep, CombatUnit, Team } from '../model';
import { illegal } from '../kernel/errors';
import { indexOfUnit } from '../kernel/units';

export type Of<K extends Decision['kind']> = Extract<Decision, { kind: K }>;

export const MAX_UNITS_IN_COMBAT = 5;

export const unitOf = (c: CombatState, id: string): CombatUnit => {
  const i = indexOfUnit(c.units, id);
  if (i < 0) throw new Error(`No unit ${id} in this combat`);
  return c.units[i] as CombatUnit;
};
/**
 * A per-player record (Power, Spells cast, …) with one player's entry set: a new record, its keys in the same order as
 * a spread would give. Built key by key so that every such record shares one hidden class: spreads of spreads each
 * made a new one, and the reads by player (on every step) went megamorphic.
 */
export function withEntry<T>(r: Readonly<Record<PlayerId, T>>, player: PlayerId, value: T): Record<PlayerId, T> {
  const out: Record<PlayerId, T> = {};
  for (const k in r) out[k] = r[k] as T;
  out[player] = value;
  return out;
}

/** A per-player record with every player's entry `value`, built key by key as `withEntry` builds them (one hidden class). */
export function recordOf<T>(players: readonly PlayerId[], value: T): Record<PlayerId, T> {
  const out: Record<PlayerId, T> = {};
  for (const p of players) out[p] = value;
  return out;
}

export const other = (t: Team): Team => (t === 'attacker' ? 'defender' : 'attacker');
export const sideInfo = (c: CombatState, t: Team) => (t === 'attacker' ? c.attacker : c.defender);

export function wrongCombat(dec: Decision, a: Action): never {
  illegal('WRONG_DECISION', `"${a.type}" does not answer the current decision (${dec.kind} for ${dec.player})`, 'protocol');
}

/**
 * The windows that follow a play (a Spell now, its School of Magic, the answer to a Spell, after a Spell): they
 * return to `resume`.
 */
const WINDOWS: ReadonlySet<CombatStep['step']> = new Set(['castSpell', 'spellSchool', 'spellAnswer', 'afterSpell']);

/**
 * Opens a window on a combat being edited; the step the play was made in is kept to return to (a window opened
 * from another window returns where that one would have).
 */
export function openWindow(c: CombatState, step: CombatStep): void {
  if (!WINDOWS.has(c.step.step)) c.resume = c.step;
  c.step = step;
}

/**
 * Closes the windows: the combat goes on from the step the play was made in — unless Enchanters VI's window for the
 * found Spells is open (ruling CF16): a found Spell's own windows return to it.
 */
export function closeWindow(c: CombatState): void {
  if (c.foundWindow !== undefined) {
    c.step = foundStep(c.foundWindow);
    return;
  }
  c.step = c.resume ?? { step: 'nextUnit' };
  c.resume = null;
}

/** Enchanters VI's window (CF16): a castSpell window outside the Spell limit for the found Spells only. */
export const foundStep = (player: PlayerId): CombatStep => ({ step: 'castSpell', player, free: true, found: true });

/** The unit activating now, its attacks included (Sorrow, Forgetfulness, Mirth), or null between activations. */
export function activeUnit(c: CombatState): string | null {
  if (c.step.step === 'unit') return c.step.unit;
  return c.sequence?.active ?? null;
}
