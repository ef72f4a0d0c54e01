/**
 * Units that ignore the damage of some Spells (Inferno's Efreet, ability kind `ignoresSpellDamage`, ruling IN6): by the
 * Spell's name (Magic Arrow, whatever School it was cast as) or by its School of Magic (Fire). Spells may still select
 * them; only the damage is ignored.
 */
import type { CombatUnit } from '../model';
import { cardOf } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import { abilitiesOf, hasAbility } from './abilities';

/** Does the unit ignore the damage of this card (a Spell, by its instance or card id)? */
export function wardedFrom(u: CombatUnit, card: string): boolean {
  if (!hasAbility(u, 'ignoresSpellDamage')) return false; // one field read: asked on every card damage
  const id = cardOf(card);
  const info = cardInfo(id);
  if (info.category !== 'spell') return false;
  for (const a of abilitiesOf(u)) {
    if (a.kind !== 'ignoresSpellDamage') continue;
    if (a.spells.includes(id) || (info.school !== undefined && info.school !== 'any' && a.schools.includes(info.school))) return true;
  }
  return false;
}
