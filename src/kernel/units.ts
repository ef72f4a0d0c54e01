/** Finding a combat unit by its id: the one look-up the Draft and every combat module share. */
import type { CombatUnit } from '../model';

// Where the last two units looked up were found: most look-ups ask for one of them again (an attack reads its attacker
// and its target over and over). Only a hint: the unit there is checked, so it holds for any combat.
let lastAt = 0;
let beforeAt = 0;

/** The position of the unit with this id in `units`, or -1 (many times per step: the recent positions first, no allocation). */
export function indexOfUnit(units: readonly CombatUnit[], id: string | null | undefined): number {
  const a = lastAt;
  if (a < units.length && (units[a] as CombatUnit).id === id) return a;
  const b = beforeAt;
  if (b < units.length && (units[b] as CombatUnit).id === id) {
    beforeAt = a;
    lastAt = b;
    return b;
  }
  for (let i = 0; i < units.length; i++) {
    if ((units[i] as CombatUnit).id !== id) continue;
    beforeAt = a;
    lastAt = i;
    return i;
  }
  return -1;
}
