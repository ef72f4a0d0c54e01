/** Ability values printed on a Cove unit's faction card and on its neutral card alike, and their texts (units/*.md). */
import type { UnitAbility } from '../../model';

/** Oceanids Pack and neutral: every effect and all damage of Spells ignored — Specialty damage still reaches them (ruling CV3). */
export const SPELL_PROOF: UnitAbility = { kind: 'immuneToSpells', spellsOnly: true };
/** Sea Dogs (every side): no penalty against an adjacent target. */
export const SEA_DOGS_AIM: UnitAbility = { kind: 'ignoreRangedPenalty', adjacentOnly: true, on: 'always' };
/** Ayssids Pack and neutral: the target's card dropped to 0 HP, another enemy next to them, after the retaliation (ruling CV5). */
export const AYSSIDS_HUNT: UnitAbility = { kind: 'attackSecondAdjacentEnemy', ifTargetDropped: true };
/** Sorceresses Pack and neutral: a −1 Weakness token on the target after the attack (ruling CV6). */
export const WEAKEN_TARGET: UnitAbility = { kind: 'placeWeakness', amount: 1, on: 'attack' };

/** The Oceanids' printed text. */
export const SPELL_PROOF_TEXT = 'Ignores every effect and all damage of Spells.';
/** The Sea Dogs' printed text. */
export const SEA_DOGS_AIM_TEXT = 'Suffers no penalty when shooting at an adjacent unit.';
/** The Ayssids' printed text. */
export const AYSSIDS_TEXT = "When the target's HP drop to 0, after any retaliation, it may attack another adjacent enemy unit.";
/** The Sorceresses Pack's printed text. */
export const WEAKEN_TEXT = 'After the attack, a −1 Weakness token goes on the target for 2 Combat Rounds.';
/** The Nix's printed text. */
export const capText = (max: number): string => `It suffers no more than ${max} damage from a single attack.`;
