/** The Necropolis Main Heroes (board: Tamika / Sandro), their Hero Specialty cards and how those are played (p. 25). */
import type { CardInfo, CardPlay, HeroDef, UnitCover } from '../../../model';
import { specialty, specialtyChoice, raise, hasten, toughen } from '../../kit/plays';

/** The heroes: starting deck = Statistic cards + Magic Arrow (1 for might, 2 for magic) + starting Ability + level-I Specialty. */
export const NECROPOLIS_HEROES: readonly HeroDef[] = [
  {
    id: 'tamika',
    name: 'Tamika',
    faction: 'necropolis',
    heroClass: 'Death Knight',
    type: 'might',
    statistics: { attack: 1, defense: 2, power: 2, knowledge: 1 },
    startingAbility: 'ability.offense',
    specialties: ['specialty.tamika-1', 'specialty.tamika-4', 'specialty.tamika-6'],
  },
  {
    id: 'sandro',
    name: 'Sandro',
    faction: 'necropolis',
    heroClass: 'Necromancer',
    type: 'magic',
    statistics: { attack: 1, defense: 0, power: 2, knowledge: 2 },
    startingAbility: 'ability.sorcery',
    specialties: ['specialty.sandro-1', 'specialty.sandro-4', 'specialty.sandro-6'],
  },
];

/** Their Specialty cards, levels I, IV and VI of each hero. */
export const NECROPOLIS_SPECIALTIES: readonly CardInfo[] = [
  { id: 'specialty.tamika-1', name: 'Dread Knights I', category: 'specialty', copies: 1, hero: 'tamika', specialtyLevel: 1 },
  { id: 'specialty.tamika-4', name: 'Dread Knights IV', category: 'specialty', copies: 1, hero: 'tamika', specialtyLevel: 4 },
  { id: 'specialty.tamika-6', name: 'Dread Knights VI', category: 'specialty', copies: 1, hero: 'tamika', specialtyLevel: 6 },
  { id: 'specialty.sandro-1', name: 'Cloak of the Undead King I', category: 'specialty', copies: 1, hero: 'sandro', specialtyLevel: 1 },
  { id: 'specialty.sandro-4', name: 'Cloak of the Undead King IV', category: 'specialty', copies: 1, hero: 'sandro', specialtyLevel: 4 },
  { id: 'specialty.sandro-6', name: 'Cloak of the Undead King VI', category: 'specialty', copies: 1, hero: 'sandro', specialtyLevel: 6 },
];

/**
 * Cloak of the Undead King (Sandro): no timing symbol, so it is played on the owner's turn outside combat, onto a
 * unit card of the unit deck (ruling H24).
 */
const cloak = (cover: UnitCover): CardPlay[] => [
  { key: 'basic', timing: 'map', expert: false, combatOnly: false, covers: cover, effects: [] },
];

/** How the Specialty cards are played (rulings H1–H4, H10, H20–H27). */
export const NECROPOLIS_SPECIALTY_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'specialty.tamika-1': specialtyChoice('instant', [raise('attack', 'Dread Knights')], [raise('defense', 'Dread Knights')]),
  'specialty.tamika-4': specialty('ongoing', [toughen('Dread Knights')]),
  'specialty.tamika-6': specialty('ongoing', [hasten('Dread Knights')]),
  'specialty.sandro-1': cloak({ unit: 'necropolis.skeletons', sides: ['pack'], rank: 1, name: 'Horde of Skeletons', attack: 3, defense: 1, hp: 2, initiative: 6 }),
  'specialty.sandro-4': cloak({ unit: 'necropolis.zombies', sides: ['pack'], rank: 1, name: 'Horde of Zombies', attack: 4, defense: 1, hp: 3, initiative: 5 }),
  'specialty.sandro-6': cloak({ unit: 'necropolis.skeletons', sides: ['few', 'pack'], rank: 2, name: 'Legion of Skeletons', attack: 4, defense: 1, hp: 2, initiative: 6 }),
};
