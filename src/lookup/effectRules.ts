/** The rules a program of effects rests on, for the catalog's buildings and locations (a card's are the card catalog's). */
import type { Effect } from '../model';
import { RULES_OF_OP } from '../cards/catalog';

/** Adds to `keys` the rule keys of every effect of the program, the options of a choice included. */
export function addEffectRules(effects: readonly Effect[], keys: Set<string>): void {
  for (const e of effects) {
    for (const key of RULES_OF_OP[e.op] ?? []) keys.add(key);
    if (e.op === 'choose') for (const o of e.options) addEffectRules(o.effects, keys);
    if (e.op === 'gainExperience') keys.add('experience');
    if (e.op === 'rollResourceDice' || e.op === 'rollTreasureDice') keys.add('map-symbols');
  }
}
