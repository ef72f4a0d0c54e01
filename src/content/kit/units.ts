/**
 * What the unit data of every pack shares: the cost shorthand, and the ability texts and ability values printed on
 * units of several packs (a faction unit and its neutral card, or units of two factions).
 */
import type { Resources, UnitAbility } from '../../model';

/** A full Resources value: gold, then building materials and valuables (0 when left out). */
export function res(gold: number, buildingMaterials = 0, valuables = 0): Resources {
  return { gold, buildingMaterials, valuables };
}

/** The printed text of the "no penalty against an adjacent target" ability of ranged units. */
export const NO_PENALTY_ADJACENT = 'Suffers no penalty when shooting at an adjacent unit.';

/** It may retaliate any number of times (Griffins). */
export const UNLIMITED_RETALIATION: UnitAbility = { kind: 'retaliateUnlimited' };
/** The target cannot retaliate (Harpies, Vampires). */
export const NO_RETALIATION: UnitAbility = { kind: 'targetCannotRetaliate' };
/** No ranged penalty against an adjacent target. */
export const NO_ADJACENT_PENALTY: UnitAbility = { kind: 'ignoreRangedPenalty', adjacentOnly: true, on: 'always' };
/** Against a non-adjacent target it attacks a second time (Marksmen). */
export const SECOND_SHOT: UnitAbility = { kind: 'secondAttackIfNotAdjacent' };
/** It may fly back to the space it attacked from (Harpies). */
export const FLY_BACK: UnitAbility = { kind: 'returnAfterAttack' };
/** +1 Defense when the attacker's Attack die shows 0 or +1 (Zombies, neutral Manticores). */
export const DEFENSE_ON_0_OR_1: UnitAbility = { kind: 'defenseWhenAttackerRolls', faces: [0, 1], amount: 1 };
/** It also attacks a unit adjacent to the target, with attack 2 (Liches). */
export const SPLASH: UnitAbility = { kind: 'splashAdjacentToTarget', attack: 2 };
/** Its retaliation paralyses the target (Medusas). */
export const PARALYSING_RETALIATION: UnitAbility = { kind: 'paralyseTarget', on: 'retaliation' };
/** After attacking it heals up to 2 damage from itself (Vampires). */
export const VAMPIRE_HEAL: UnitAbility = { kind: 'healSelf', amount: 2, when: 'afterAttack' };
/** It cannot be paralysed (Troglodytes). */
export const NO_PARALYSIS: UnitAbility = { kind: 'immuneToParalysis' };
/** It is unaffected by spells (Black and Azure Dragons). */
export const SPELL_IMMUNITY: UnitAbility = { kind: 'immuneToSpells' };
