/**
 * The Astrologers Proclaim card Crag Hack (Stronghold box, rulings SH142–SH144): while it is in force, the player whose
 * Main Hero is Crag Hack may, once, on their turn, reinforce a Goblins unit of their unit deck for free — no Population
 * token, Citadel or Dwelling needed (Units, p. 35: an effect that says "reinforce"). The action is `reinforceUnit` at
 * the `turn` decision, listed while they have the Few Goblins; their faction cube goes on the card.
 */
import type { OwnedUnit } from '../model';
import type { TurnProvider } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { freeReinforceLeft, useBenefit } from '../deck/astrologers';

/** Where the unit is in the unit deck on its Few side, or -1. */
const fewAt = (units: readonly OwnedUnit[], unit: string): number => units.findIndex((u) => u.unit === unit && u.side === 'few');

/** The `reinforceUnit` turn action: the unit the card in force names, turned to its Pack side for free. */
export const FREE_REINFORCE: TurnProvider<'reinforceUnit'> = {
  answers: ['reinforceUnit'],
  list(d, player, out) {
    const rule = freeReinforceLeft(d.s, player);
    if (rule === null || fewAt(d.peek(player).units, rule.unit) < 0) return;
    out.push({ type: 'reinforceUnit', unit: rule.unit });
  },
  apply(d, player, a) {
    const rule = freeReinforceLeft(d.s, player);
    if (rule === null) illegal('OPTION_NOT_AVAILABLE', 'No Astrologers Proclaim card in force lets you reinforce a unit for free now', 'astrologers');
    const at = typeof a.unit === 'string' && a.unit === rule.unit ? fewAt(d.peek(player).units, a.unit) : -1;
    if (at < 0) illegal('OPTION_NOT_AVAILABLE', 'Reinforce the Few Goblins of your unit deck: the card in force lets you reinforce no other unit', 'astrologers');
    const p = d.player(player);
    const owned = p.units[at] as OwnedUnit;
    // Entries are shared between states: replaced, keeping any card put on it.
    p.units[at] = owned.covers === undefined ? { unit: owned.unit, side: 'pack' } : { unit: owned.unit, side: 'pack', covers: owned.covers };
    useBenefit(d, player); // the faction cube on the card
    d.emit({ type: 'unitReinforced', player, unit: rule.unit, seq: 0 });
  },
};
