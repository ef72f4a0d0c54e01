/**
 * The Cove box's combat card effects (rulings CV40–CV43, CV60–CV64):
 * - Clone (Clone token, p. 88): a Clone of the player's selected unit on an empty space next to it. It is the unit's
 *   printed card and side (`CombatUnit.cloneOf` names the original), with none of the effects played on the original;
 *   it fights for the player; any damage, or any attack on it, defeats it; it leaves the board with its original. It
 *   is no card of any deck: the end of the combat passes it over.
 * - Interference, Plate of the Dying Light: played right after the enemy casts a Spell selecting the player's unit,
 *   their Defense reduces that Spell's damage to the unit (`CombatUnit.spellDefense`, gone once the Spell resolves).
 * - Shaman's Puppet: until the end of the selected unit's activation, its attacks roll 2 Attack dice and resolve the
 *   lower (`CombatState.puppets`).
 * Core combats never set these fields; the paths they touch ask one field each.
 */
import type { CombatState, CombatUnit } from '../model';
import type { CombatEffectKinds } from '../effects/registry';
import { copyUnit } from '../kernel/draft';
import { combatUnit } from './start';
import { summonUnit } from './activation';
import { target } from './unitEffects';
import { cloneIdOf, cloneSpaces, wardedUnit } from './coveMarks';

/** The Clone of the unit: its printed card and side, its team and player, on the space; fresh of every effect (CV40). */
function cloneOfUnit(u: CombatUnit, space: number): CombatUnit {
  const clone = combatUnit(cloneIdOf(u.id), u.card, u.side, u.team, u.owner, space);
  clone.cloneOf = u.id;
  return clone;
}

/** The effect kinds. */
export const COVE_CARD_EFFECTS = {
  cloneUnit: {
    targeted: true,
    apply(d, _player, _e, play) {
      const c = d.s.combat as CombatState;
      const original = c.units.find((x) => x.id === play.target);
      const space = play.space;
      // Chosen as the Spell was cast: should the unit be gone or the space taken by now, the Spell fizzles.
      if (original === undefined || original.defeated || space === null || !cloneSpaces(c, original).includes(space)) return;
      const cw = d.combat();
      cw.clones = [...(cw.clones ?? []), cloneIdOf(original.id)];
      summonUnit(d, copyUnit(cloneOfUnit(original, space)));
    },
    describe: (e, named) =>
      `place a Clone of ${target(e.filter, named)} on an empty space adjacent to it: the Clone acts like the original unit (its printed card, none of the effects played on the original) but any damage or any attack on it removes it, and it leaves the board with the original`,
  },
  wardSpellDamage: {
    targeted: false,
    apply(d, player, e) {
      const c = d.s.combat as CombatState;
      if (c.step.step !== 'spellAnswer') return;
      const u = wardedUnit(c, player, c.step.cast);
      if (u === null) return;
      const w = d.unit(u.id);
      w.spellDefense = (w.spellDefense ?? 0) + e.amount;
    },
    describe: (e) => `+${e.amount} Defense, which reduces the damage of the enemy Spell just cast on your unit (play it right after the enemy casts a Spell selecting your unit)`,
  },
  attackAtTwoDice: {
    targeted: true,
    apply(d, _player, _e, play) {
      const c = d.combat();
      const before = c.puppets ?? [];
      if (!before.includes(play.target as string)) c.puppets = [...before, play.target as string];
    },
    describe: (e, named) => `until the end of the activation of ${target(e.filter, named)}, each of its attacks rolls 2 Attack dice and resolves the lower result`,
  },
} satisfies Partial<CombatEffectKinds>;
