/**
 * What Lord Haart's Dread Knights cards (combat/dreadKnights.ts; rulings TW119, TW120) leave on the combat, as the
 * attack reads it: less damage from enemy retaliations against a unit this Combat Round, and retaliations against a
 * unit that roll 2 Attack dice for the whole combat.
 */
import type { CombatState } from '../model';

/** How much less damage an enemy retaliation against the unit deals now (0: none). */
export function retaliationCut(c: CombatState, unit: string): number {
  const cuts = c.retaliationCuts;
  let cut = 0;
  if (cuts !== undefined) for (const x of cuts) if (x.unit === unit && x.round === c.round) cut += x.amount;
  return cut;
}

/** Does an enemy retaliation against the unit roll 2 Attack dice and resolve the lower (Dread Knights IV)? */
export const retaliatesAtTwoDice = (c: CombatState, unit: string): boolean => c.retaliationTwoDice !== undefined && c.retaliationTwoDice.includes(unit);
