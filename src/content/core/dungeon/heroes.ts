/** The Dungeon Main Heroes (board: Mutare / Alamar), their Hero Specialty cards and how those are played (p. 25). */
import type { CardInfo, CardPlay, HeroDef } from '../../../model';
import { specialty, specialtyChoice, raise, hasten, toughen, resurrect } from '../../kit/plays';

/** The heroes: starting deck = Statistic cards + Magic Arrow (1 for might, 2 for magic) + starting Ability + level-I Specialty. */
export const DUNGEON_HEROES: readonly HeroDef[] = [
  {
    id: 'mutare',
    name: 'Mutare',
    faction: 'dungeon',
    heroClass: 'Overlord',
    type: 'might',
    statistics: { attack: 2, defense: 2, power: 1, knowledge: 1 },
    startingAbility: 'ability.tactics',
    specialties: ['specialty.mutare-1', 'specialty.mutare-4', 'specialty.mutare-6'],
  },
  {
    id: 'alamar',
    name: 'Alamar',
    faction: 'dungeon',
    heroClass: 'Warlock',
    type: 'magic',
    statistics: { attack: 0, defense: 0, power: 3, knowledge: 2 },
    startingAbility: 'ability.wisdom',
    specialties: ['specialty.alamar-1', 'specialty.alamar-4', 'specialty.alamar-6'],
  },
];

/** Their Specialty cards, levels I, IV and VI of each hero. */
export const DUNGEON_SPECIALTIES: readonly CardInfo[] = [
  { id: 'specialty.mutare-1', name: 'Dragons I', category: 'specialty', copies: 1, hero: 'mutare', specialtyLevel: 1 },
  { id: 'specialty.mutare-4', name: 'Dragons IV', category: 'specialty', copies: 1, hero: 'mutare', specialtyLevel: 4 },
  { id: 'specialty.mutare-6', name: 'Dragons VI', category: 'specialty', copies: 1, hero: 'mutare', specialtyLevel: 6 },
  { id: 'specialty.alamar-1', name: 'Resurrection I', category: 'specialty', copies: 1, hero: 'alamar', specialtyLevel: 1 },
  { id: 'specialty.alamar-4', name: 'Resurrection IV', category: 'specialty', copies: 1, hero: 'alamar', specialtyLevel: 4 },
  { id: 'specialty.alamar-6', name: 'Resurrection VI', category: 'specialty', copies: 1, hero: 'alamar', specialtyLevel: 6 },
];

/** How the Specialty cards are played (rulings H1–H4, H10, H20–H27). */
export const DUNGEON_SPECIALTY_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'specialty.mutare-1': specialtyChoice('instant', [raise('attack', 'Dragons')], [raise('defense', 'Dragons')]),
  'specialty.mutare-4': specialty('ongoing', [toughen('Dragons')]),
  'specialty.mutare-6': specialty('ongoing', [hasten('Dragons')]),
  // Alamar: cancel an attack that would defeat a friendly unit, for the minimum Power of the unit's tier (H10).
  'specialty.alamar-1': specialty('instant', [resurrect([[], ['bronze'], ['bronze', 'silver'], ['bronze', 'silver'], ['bronze', 'silver', 'gold']])]),
  'specialty.alamar-4': specialty('instant', [resurrect([['bronze'], ['bronze', 'silver'], ['bronze', 'silver'], ['bronze', 'silver', 'gold']])]),
  'specialty.alamar-6': specialty('instant', [resurrect([['bronze', 'silver'], ['bronze', 'silver'], ['bronze', 'silver', 'gold']])]),
};
