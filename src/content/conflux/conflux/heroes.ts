/**
 * The Conflux Main Heroes of the Conflux box — Erdamon and Tarnum (one hero board), Luna and Monere (another) — their
 * Hero Specialty cards and how those are played (p. 25). Ciele and Pasis come with the stretch-goal boxes (ruling CF20).
 */
import type { CardEffect, CardInfo, CardPlay, HeroDef } from '../../../model';
import { MINE, hasten, power, raise, specialty, specialtyChoice } from '../../kit/plays';

/** The heroes: starting deck = Statistic cards + Magic Arrow (1 for might, 2 for magic) + starting Ability + level-I Specialty. */
export const CONFLUX_HEROES: readonly HeroDef[] = [
  {
    id: 'erdamon',
    name: 'Erdamon',
    faction: 'conflux',
    heroClass: 'Planeswalker',
    type: 'might',
    statistics: { attack: 3, defense: 1, power: 1, knowledge: 1 },
    startingAbility: 'ability.estates',
    specialties: ['specialty.erdamon-1', 'specialty.erdamon-4', 'specialty.erdamon-6'],
  },
  {
    id: 'monere',
    name: 'Monere',
    faction: 'conflux',
    heroClass: 'Planeswalker',
    type: 'might',
    statistics: { attack: 3, defense: 1, power: 1, knowledge: 1 },
    startingAbility: 'ability.logistics',
    specialties: ['specialty.monere-1', 'specialty.monere-4', 'specialty.monere-6'],
  },
];

/** Their Specialty cards, levels I, IV and VI of each hero. */
export const CONFLUX_SPECIALTIES: readonly CardInfo[] = [
  { id: 'specialty.erdamon-1', name: 'Magma Elementals I', category: 'specialty', copies: 1, hero: 'erdamon', specialtyLevel: 1 },
  { id: 'specialty.erdamon-4', name: 'Magma Elementals IV', category: 'specialty', copies: 1, hero: 'erdamon', specialtyLevel: 4 },
  { id: 'specialty.erdamon-6', name: 'Magma Elementals VI', category: 'specialty', copies: 1, hero: 'erdamon', specialtyLevel: 6 },
  { id: 'specialty.monere-1', name: 'Magic Elementals I', category: 'specialty', copies: 1, hero: 'monere', specialtyLevel: 1 },
  { id: 'specialty.monere-4', name: 'Magic Elementals IV', category: 'specialty', copies: 1, hero: 'monere', specialtyLevel: 4 },
  { id: 'specialty.monere-6', name: 'Magic Elementals VI', category: 'specialty', copies: 1, hero: 'monere', specialtyLevel: 6 },
];

/** "Your selected unit gains +2 Attack" (ending as a Statistic card's). */
const STRIKE_2: CardEffect = { op: 'modifyUnit', stat: 'attack', byPower: [2], duration: 'attack', filter: MINE };
/** Erdamon's Magma Elementals VI, bottom: "For this Combat, your selected unit's Initiative is increased by 3". */
const QUICKEN_3: CardEffect = { op: 'modifyUnit', stat: 'initiative', byPower: [3], duration: 'combat', filter: MINE };

/** How the Specialty cards are played (rulings CF21–CF23). */
export const CONFLUX_SPECIALTY_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'specialty.erdamon-1': specialtyChoice('instant', [raise('attack', 'Magma Elementals')], [raise('defense', 'Magma Elementals')]),
  'specialty.erdamon-4': specialty('ongoing', [hasten('Magma Elementals')]),
  // Magma Elementals VI: +2 Attack (Instant), or +3 Initiative for this combat (Ongoing): each half its own timing.
  'specialty.erdamon-6': [
    { key: 'top', timing: 'instant', expert: false, combatOnly: true, effects: [STRIKE_2] },
    { key: 'bottom', timing: 'ongoing', expert: false, combatOnly: true, effects: [QUICKEN_3] },
  ],
  'specialty.monere-1': specialtyChoice('instant', [raise('attack', 'Magic Elementals')], [raise('defense', 'Magic Elementals')]),
  'specialty.monere-4': specialty('ongoing', [hasten('Magic Elementals')]),
  // Magic Elementals VI: +2 Attack, or +2 Power (both Instant, in combat).
  'specialty.monere-6': specialtyChoice('instant', [STRIKE_2], [power(2)]),
};
