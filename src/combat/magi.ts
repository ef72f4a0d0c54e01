/**
 * The Magi Pack's activation (ability kind `spellPowerOnActivation`, ruling TW4): +1 Power to the first Spell their
 * player casts this Combat Round, from the Magi's activation on. The bonus is read with the other Power a Spell gets
 * (`schoolPowerBonus`), spent by the cast, and gone at the end of the Combat Round.
 */
import type { Draft } from '../kernel/draft';
import type { CombatState, CombatUnit } from '../model';

/**
 * As the Magi activate: their player — one whose Hero plays cards in this combat, who has cast no Spell this Combat
 * Round — gets the bonus for their next Spell cast this Combat Round.
 */
export function magiPower(d: Draft, u: CombatUnit): void {
  const c = d.s.combat as CombatState;
  const player = u.owner;
  if (player === null || (c.spellsCast[player] ?? 0) > 0 || c.magiPower?.includes(player)) return;
  const side = c.attacker.player === player ? c.attacker : c.defender.player === player ? c.defender : null;
  if (side === null || !side.cards) return;
  d.emit({ type: 'abilityUsed', unit: u.id, ability: 'spellPowerOnActivation', target: null, seq: 0 });
  const cw = d.combat();
  cw.magiPower = [...(cw.magiPower ?? []), player];
}
