/**
 * Berserk (the Tower box's Spell, rulings TW71–TW73): in its next activation the unit must attack the nearest unit,
 * friend or foe, or move next to it and attack it. What it may do then, in place of its usual choices; the player
 * whose decision it is (its controller, or the attacking player for an AI army) picks among equally near units.
 */
import type { Action, CombatState, CombatUnit } from '../model';
import { boardOf, reachable } from './board';
import { isRooted } from './rooted';
import { typeOf } from './stats';

/** Is the unit under Berserk (its next activation not yet over)? */
export const isBerserk = (c: CombatState, id: string): boolean => c.berserk !== undefined && c.berserk.includes(id);

/** The other units on the board, friend or foe, nearest to `from` (by steps through neighbours); none when alone. */
function nearestUnits(c: CombatState, u: CombatUnit, from: number): CombatUnit[] {
  const board = boardOf(c);
  let best = Infinity;
  const out: CombatUnit[] = [];
  for (const x of c.units) {
    if (x === u || x.kind !== 'unit' || x.defeated || x.space === null) continue;
    const d = board.distance(from, x.space);
    if (d > best) continue;
    if (d < best) out.length = 0;
    best = d;
    out.push(x);
  }
  return out;
}

const attacks = (targets: readonly CombatUnit[]): Action[] => targets.map((t): Action => ({ type: 'attack', target: t.id }));
/** Only ending the activation: a new list each time, for the listing appends the player's card plays to it. */
const end = (): Action[] => [{ type: 'endActivation' }];

/**
 * What a unit under Berserk may do now, or null when its usual choices apply (not under Berserk, its attack made, or
 * Forgetfulness keeps it from attacking, ruling TW73). A Ranged unit shoots the nearest unit where it stands. Another
 * attacks the nearest unit when it is next to it; else it moves to a space next to one of the nearest units; when it
 * can reach none, it moves as close to them as it can (TW72) and attacks the nearest unit after if it is next to it.
 */
export function berserkActions(c: CombatState, u: CombatUnit, stage: 'start' | 'moved' | 'attacked'): Action[] | null {
  if (stage === 'attacked' || !isBerserk(c, u.id) || u.space === null) return null;
  if (c.forgotten !== undefined && c.forgotten.includes(u.id)) return null;
  const here = u.space;
  const nearest = nearestUnits(c, u, here);
  if (nearest.length === 0) return end();
  const board = boardOf(c);
  const type = typeOf(u);
  if (type === 'ranged') return stage === 'start' ? attacks(nearest) : end();
  if (board.adjacent(here, nearest[0]?.space as number)) return attacks(nearest);
  if (stage === 'moved' || isRooted(c, u)) return end();
  const spaces = reachable(c, u, 3, type === 'flying');
  const nextTo: Action[] = [];
  for (const s of spaces) if (nearest.some((t) => board.adjacent(s, t.space as number))) nextTo.push({ type: 'moveUnit', space: s });
  if (nextTo.length > 0) return nextTo;
  const gap = (s: number): number => Math.min(...nearest.map((t) => board.distance(s, t.space as number)));
  let best = gap(here);
  for (const s of spaces) best = Math.min(best, gap(s));
  if (best === gap(here)) return end();
  const closer: Action[] = [];
  for (const s of spaces) if (gap(s) === best) closer.push({ type: 'moveUnit', space: s });
  return closer;
}
