/** The Castle Main Heroes (board: Catherine / Rion), their Hero Specialty cards and how those are played (p. 25). */
import type { CardInfo, CardPlay, HeroDef } from '../../../model';
import { specialty, specialtyChoice, raise, hasten, toughen, mend, draw, unparalyse } from '../../kit/plays';

/** The heroes: starting deck = Statistic cards + Magic Arrow (1 for might, 2 for magic) + starting Ability + level-I Specialty. */
export const CASTLE_HEROES: readonly HeroDef[] = [
  {
    id: 'catherine',
    name: 'Catherine',
    faction: 'castle',
    heroClass: 'Knight',
    type: 'might',
    statistics: { attack: 2, defense: 2, power: 1, knowledge: 1 },
    startingAbility: 'ability.leadership',
    specialties: ['specialty.catherine-1', 'specialty.catherine-4', 'specialty.catherine-6'],
  },
  {
    id: 'rion',
    name: 'Rion',
    faction: 'castle',
    heroClass: 'Cleric',
    type: 'magic',
    statistics: { attack: 1, defense: 0, power: 2, knowledge: 2 },
    startingAbility: 'ability.wisdom',
    specialties: ['specialty.rion-1', 'specialty.rion-4', 'specialty.rion-6'],
  },
];

/** Their Specialty cards, levels I, IV and VI of each hero. */
export const CASTLE_SPECIALTIES: readonly CardInfo[] = [
  { id: 'specialty.catherine-1', name: 'Crusaders I', category: 'specialty', copies: 1, hero: 'catherine', specialtyLevel: 1 },
  { id: 'specialty.catherine-4', name: 'Crusaders IV', category: 'specialty', copies: 1, hero: 'catherine', specialtyLevel: 4 },
  { id: 'specialty.catherine-6', name: 'Crusaders VI', category: 'specialty', copies: 1, hero: 'catherine', specialtyLevel: 6 },
  { id: 'specialty.rion-1', name: 'Battlefield Medic I', category: 'specialty', copies: 1, hero: 'rion', specialtyLevel: 1 },
  { id: 'specialty.rion-4', name: 'Battlefield Medic IV', category: 'specialty', copies: 1, hero: 'rion', specialtyLevel: 4 },
  { id: 'specialty.rion-6', name: 'Battlefield Medic VI', category: 'specialty', copies: 1, hero: 'rion', specialtyLevel: 6 },
];

/** How the Specialty cards are played (rulings H1–H4, H10, H20–H27). */
export const CASTLE_SPECIALTY_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'specialty.catherine-1': specialtyChoice('instant', [raise('attack', 'Crusaders')], [raise('defense', 'Crusaders')]),
  'specialty.catherine-4': specialty('ongoing', [toughen('Crusaders')]),
  'specialty.catherine-6': specialty('ongoing', [hasten('Crusaders')]),
  'specialty.rion-1': specialty('instant', [mend(1), draw(1)]),
  'specialty.rion-4': specialtyChoice('instant', [mend(1), draw(1)], [unparalyse, draw(1)]),
  'specialty.rion-6': specialtyChoice(
    'instant',
    [mend(2), draw(2), { op: 'discardCards', min: 1, max: 1 }],
    [unparalyse, draw(2), { op: 'discardCards', min: 1, max: 1 }],
  ),
};
