/**
 * The Conflux box's Basic Magic Ability cards: Basic Air, Earth, Fire and Water Magic, one builder over the school.
 * Basic, Permanent: while the card is in play, a Search of the Spell deck may be made instead by taking the deck's
 * first Spell of the school, the deck shuffled after (`findsSchoolSpell`, src/answers/search.ts; rulings CF40–CF43).
 * Expert: +3 Power for a Spell of the school, the card discarded from the hand or from play as the Spell is cast —
 * the Tower box's Magic school Abilities' Expert effect (`schoolPower`, src/cards/schoolMagic.ts; TW45–TW48, CF44).
 * Their Empowered versions come with Naval Battles, out of scope.
 */
import type { CardInfo, CardPlay, SpellSchool } from '../../model';

/** Copies of each card in the Ability deck (no source counts them: chosen, ruling CF45). */
export const BASIC_MAGIC_COPIES: Readonly<Record<SpellSchool, number>> = {
  air: 2,
  earth: 2,
  fire: 2,
  water: 2,
};

/** The four schools, in listing order. */
const SCHOOLS: readonly SpellSchool[] = ['air', 'earth', 'fire', 'water'];

/** A card's id: "ability.basic-air-magic". */
export const basicMagicId = (school: SpellSchool): string => `ability.basic-${school}-magic`;

const title = (school: SpellSchool): string => `${school[0]?.toUpperCase()}${school.slice(1)}`;

/** The box's Basic Magic Ability cards, in listing order. */
export const BASIC_MAGIC_CARDS: readonly CardInfo[] = SCHOOLS.map((school) => ({
  id: basicMagicId(school),
  name: `Basic ${title(school)} Magic`,
  category: 'ability',
  copies: BASIC_MAGIC_COPIES[school],
}));

/** One card's plays: the Permanent Search replacement, and the Expert +3 Power for a Spell of its school. */
const basicMagic = (school: SpellSchool): CardPlay[] => [
  { key: 'basic', timing: 'permanent', expert: false, combatOnly: false, findsSchoolSpell: school, effects: [] },
  { key: 'expert', timing: 'instant', expert: true, combatOnly: false, schoolPower: { school, amount: 3 }, effects: [] },
];

/** How they are played. */
export const BASIC_MAGIC_PLAYS: Readonly<Record<string, CardPlay[]>> = Object.fromEntries(
  SCHOOLS.map((school) => [basicMagicId(school), basicMagic(school)]),
);
