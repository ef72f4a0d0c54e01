/** The Fortress Main Heroes of the Fortress box (board: Adrienne / Wystan), their Hero Specialty cards and how those are played (p. 25). */
import type { CardEffect, CardInfo, CardPlay, HeroDef } from '../../../model';
import { specialty, specialtyChoice, raise, toughen, MINE } from '../../kit/plays';

/**
 * The heroes: starting deck = Statistic cards + Magic Arrow (1 for might, 2 for magic) + starting Ability + level-I
 * Specialty. The Fortress heroes other boxes bring (Bron and Tazar in the Tower box, Gerwulf, Merist and Tarnum in
 * the stretch goals) come with those boxes' Specialty cards (ruling FX30).
 */
export const FORTRESS_HEROES: readonly HeroDef[] = [
  {
    id: 'adrienne',
    name: 'Adrienne',
    faction: 'fortress',
    heroClass: 'Witch',
    type: 'magic',
    statistics: { attack: 0, defense: 1, power: 2, knowledge: 2 },
    startingAbility: 'ability.wisdom',
    specialties: ['specialty.adrienne-1', 'specialty.adrienne-4', 'specialty.adrienne-6'],
  },
  {
    id: 'wystan',
    name: 'Wystan',
    faction: 'fortress',
    heroClass: 'Beastmaster',
    type: 'might',
    statistics: { attack: 0, defense: 4, power: 1, knowledge: 1 },
    startingAbility: 'ability.archery',
    specialties: ['specialty.wystan-1', 'specialty.wystan-4', 'specialty.wystan-6'],
  },
];

/** Their Specialty cards, levels I, IV and VI of each hero. */
export const FORTRESS_SPECIALTIES: readonly CardInfo[] = [
  { id: 'specialty.adrienne-1', name: 'Fire Magic I', category: 'specialty', copies: 1, hero: 'adrienne', specialtyLevel: 1 },
  { id: 'specialty.adrienne-4', name: 'Fire Magic IV', category: 'specialty', copies: 1, hero: 'adrienne', specialtyLevel: 4 },
  { id: 'specialty.adrienne-6', name: 'Fire Magic VI', category: 'specialty', copies: 1, hero: 'adrienne', specialtyLevel: 6 },
  { id: 'specialty.wystan-1', name: 'Lizardmen I', category: 'specialty', copies: 1, hero: 'wystan', specialtyLevel: 1 },
  { id: 'specialty.wystan-4', name: 'Lizardmen IV', category: 'specialty', copies: 1, hero: 'wystan', specialtyLevel: 4 },
  { id: 'specialty.wystan-6', name: 'Lizardmen VI', category: 'specialty', copies: 1, hero: 'wystan', specialtyLevel: 6 },
];

/** "For this Combat, your selected unit's Initiative is increased by 2", doubled for the Lizardmen. */
const QUICKEN: CardEffect = { op: 'modifyUnit', stat: 'initiative', byPower: [2], duration: 'combat', filter: MINE, doubledFor: 'Lizardmen' };

/**
 * Fire Magic IV: Search (3) the player's own deck, then shuffle their discard pile into it. Instant and made of deck
 * effects only, it is played in combat or on the player's turn (ruling FX51).
 */
const SEARCH_AND_SHUFFLE: CardPlay[] = [
  { key: 'basic', timing: 'instant', expert: false, combatOnly: false, effects: [{ op: 'searchOwnDeck', count: 3 }, { op: 'shuffleDiscardIntoDeck' }] },
];

/** How the Specialty cards are played (rulings FX50–FX52). */
export const FORTRESS_SPECIALTY_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'specialty.adrienne-1': specialty('ongoing', [{ op: 'boostSchool', school: 'fire', amount: 1 }]),
  'specialty.adrienne-4': SEARCH_AND_SHUFFLE,
  'specialty.adrienne-6': specialty('ongoing', [{ op: 'boostSchool', school: 'fire', amount: 2 }]),
  'specialty.wystan-1': specialtyChoice('instant', [raise('attack', 'Lizardmen')], [raise('defense', 'Lizardmen')]),
  'specialty.wystan-4': specialty('ongoing', [toughen('Lizardmen')]),
  'specialty.wystan-6': specialty('ongoing', [QUICKEN]),
};
