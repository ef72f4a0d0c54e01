/** Ability values printed on a Conflux unit's faction card and on its neutral card alike, and their texts (units/*.md). */
import type { SpellSchool, UnitAbility } from '../../model';

/** Sprites Pack and neutral, Magic Elementals Few and Pack: "ignores Retaliation Attacks" — the target does not retaliate. */
export const NO_RETALIATION: UnitAbility = { kind: 'targetCannotRetaliate' };
/** Phoenixes Few and neutral: once per combat, HP dropping to 0 are set to 1 instead (ruling CF7). */
export const REBIRTH: UnitAbility = { kind: 'rebirth' };
/** Phoenixes (every side): immune to the Spells of the School of Fire Magic (ruling CF4). */
export const FIRE_IMMUNITY: UnitAbility = { kind: 'immuneToSpellsOf', spells: [], schools: ['fire'] };
/** The neutral Elementals' immunity: Magic Arrow, and the Spells of their own School of Magic when they have one (CF4). */
export const elementalImmunity = (school: SpellSchool | null): UnitAbility => ({ kind: 'immuneToSpellsOf', spells: ['spell.magic-arrow'], schools: school === null ? [] : [school] });
/** The neutral Elementals' attacks and retaliations: elemental damage (p. 41, ruling CF3). */
export const ELEMENTAL_DAMAGE: UnitAbility = { kind: 'elementalDamage' };

/** The Sprites' printed text. */
export const NO_RETALIATION_TEXT = 'The target does not retaliate.';
/** The Phoenixes Few's (and neutral card's) printed text. */
export const REBIRTH_TEXT = 'Once per combat, when its HP drops to 0, they are set to 1 instead. Immune to Spells of the School of Fire Magic.';
/** A School of Magic's name as the cards print it ("Air Magic"). */
const schoolName = (school: SpellSchool): string => `${school.charAt(0).toUpperCase()}${school.slice(1)} Magic`;
/** The neutral Elementals' printed text. */
export const elementalText = (school: SpellSchool | null): string =>
  `Immune to Magic Arrow${school === null ? '' : ` and to Spells of the School of ${schoolName(school)}`}. It deals elemental damage.`;
/** The Elementals Pack's printed activation text. */
export const schoolPowerText = (school: SpellSchool): string => `+1 Power to the first ${schoolName(school)} Spell you cast during this activation.`;
