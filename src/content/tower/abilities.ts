/** The Tower units' ability values shared by their faction cards and their neutral cards. */
import type { UnitAbility } from '../../model';

/** Magi: "Ignore combat penalties" (no ranged penalty against adjacent units nor from Backline to Backline). */
export const MAGI_NO_PENALTIES: UnitAbility = { kind: 'ignoreRangedPenalty', adjacentOnly: false, on: 'attack' };
/** Iron Golems Pack and neutral: damage from Spells reduced by 2, to no less than 0. */
export const GOLEM_WARD: UnitAbility = { kind: 'spellDamageReduction', amount: 2 };
/** Magi neutral: after its attack the enemy discards a random card or a Power card (ruling TW1). */
export const MAGI_DRAIN: UnitAbility = { kind: 'enemyDiscardsAfterAttack' };
