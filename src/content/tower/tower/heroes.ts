/**
 * The Tower Main Heroes of the Tower box (Josephine, Iona, Solmyr, Dracon), their Hero Specialty cards and how those
 * are played (p. 25). Cyra and Torosar come with other boxes (ruling TW14, docs/expansions.md).
 */
import type { CardEffect, CardInfo, CardPlay, HeroDef } from '../../../model';
import { MINE, draw, raise, specialty, specialtyChoice, toughen } from '../../kit/plays';
import { discardUpTo } from '../../kit/deckDiscards';

/** The heroes: starting deck = Statistic cards + Magic Arrow (1 for might, 2 for magic) + starting Ability + level-I Specialty. */
export const TOWER_HEROES: readonly HeroDef[] = [
  {
    id: 'josephine',
    name: 'Josephine',
    faction: 'tower',
    heroClass: 'Alchemist',
    type: 'might',
    statistics: { attack: 1, defense: 1, power: 2, knowledge: 2 },
    startingAbility: 'ability.sorcery',
    specialties: ['specialty.josephine-1', 'specialty.josephine-4', 'specialty.josephine-6'],
  },
  {
    id: 'iona',
    name: 'Iona',
    faction: 'tower',
    heroClass: 'Alchemist',
    type: 'might',
    statistics: { attack: 1, defense: 1, power: 2, knowledge: 2 },
    startingAbility: 'ability.intelligence',
    specialties: ['specialty.iona-1', 'specialty.iona-4', 'specialty.iona-6'],
  },
  {
    id: 'solmyr',
    name: 'Solmyr',
    faction: 'tower',
    heroClass: 'Wizard',
    type: 'magic',
    statistics: { attack: 0, defense: 0, power: 2, knowledge: 3 },
    startingAbility: 'ability.sorcery',
    specialties: ['specialty.solmyr-1', 'specialty.solmyr-4', 'specialty.solmyr-6'],
  },
  {
    id: 'dracon',
    name: 'Dracon',
    faction: 'tower',
    heroClass: 'Wizard',
    type: 'magic',
    statistics: { attack: 0, defense: 0, power: 2, knowledge: 3 },
    startingAbility: 'ability.wisdom',
    specialties: ['specialty.dracon-1', 'specialty.dracon-4', 'specialty.dracon-6'],
  },
];

/** Their Specialty cards, levels I, IV and VI of each hero. */
export const TOWER_SPECIALTIES: readonly CardInfo[] = [
  { id: 'specialty.josephine-1', name: 'Golems I', category: 'specialty', copies: 1, hero: 'josephine', specialtyLevel: 1 },
  { id: 'specialty.josephine-4', name: 'Golems IV', category: 'specialty', copies: 1, hero: 'josephine', specialtyLevel: 4 },
  { id: 'specialty.josephine-6', name: 'Golems VI', category: 'specialty', copies: 1, hero: 'josephine', specialtyLevel: 6 },
  { id: 'specialty.iona-1', name: 'Genies I', category: 'specialty', copies: 1, hero: 'iona', specialtyLevel: 1 },
  { id: 'specialty.iona-4', name: 'Genies IV', category: 'specialty', copies: 1, hero: 'iona', specialtyLevel: 4 },
  { id: 'specialty.iona-6', name: 'Genies VI', category: 'specialty', copies: 1, hero: 'iona', specialtyLevel: 6 },
  { id: 'specialty.solmyr-1', name: 'Chain Lightning I', category: 'specialty', copies: 1, hero: 'solmyr', specialtyLevel: 1 },
  { id: 'specialty.solmyr-4', name: 'Chain Lightning IV', category: 'specialty', copies: 1, hero: 'solmyr', specialtyLevel: 4 },
  { id: 'specialty.solmyr-6', name: 'Chain Lightning VI', category: 'specialty', copies: 1, hero: 'solmyr', specialtyLevel: 6 },
  { id: 'specialty.dracon-1', name: 'Enchanters I', category: 'specialty', copies: 1, hero: 'dracon', specialtyLevel: 1 },
  { id: 'specialty.dracon-4', name: 'Enchanters IV', category: 'specialty', copies: 1, hero: 'dracon', specialtyLevel: 4 },
  { id: 'specialty.dracon-6', name: 'Enchanters VI', category: 'specialty', copies: 1, hero: 'dracon', specialtyLevel: 6 },
];

/** The units Dracon's Specialty doubles its effect for. */
const ENCHANTERS = ['Magi', 'Enchanters'];

/** "Your selected unit gains +2 Attack / Defense", doubled for the named unit, ending as a Statistic card's. */
const surge = (stat: 'attack' | 'defense', doubledFor: string): CardEffect => ({ op: 'modifyUnit', stat, byPower: [2], duration: 'attack', filter: MINE, doubledFor });

/** Solmyr's Chain Lightning I / VI: a unit, then the 2 closest to it, suffer 1/1/0 or 2/1/1 damage (ruling TW16). */
const chain = (amounts: number[]): CardEffect => ({ op: 'chainDamage', byPower: [amounts] });

/**
 * Enchanters IV: on the map, the Pack of Magi traded for the core box's neutral Enchanters (ruling TW17); or,
 * Instant, draw a card.
 */
const TRAIN_OR_DRAW: CardPlay[] = [
  { key: 'top', timing: 'map', expert: false, combatOnly: false, effects: [{ op: 'trainUnit', pack: 'tower.magi', neutral: 'neutral.enchanters' }] },
  { key: 'bottom', timing: 'instant', expert: false, combatOnly: false, effects: [draw(1)] },
];

/** "For this Combat, your selected unit's Initiative is increased by 2", doubled for the Magi and Enchanters. */
const QUICKEN: CardEffect = { op: 'modifyUnit', stat: 'initiative', byPower: [2], duration: 'combat', filter: MINE, doubledFor: ENCHANTERS };

/** How the Specialty cards are played (rulings TW15–TW18). */
export const TOWER_SPECIALTY_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'specialty.josephine-1': specialty('ongoing', [toughen('Golems')]),
  'specialty.josephine-4': specialtyChoice('instant', [raise('attack', 'Golems')], [raise('defense', 'Golems')]),
  'specialty.josephine-6': specialty('instant', [surge('attack', 'Golems')]),
  'specialty.iona-1': specialty('ongoing', [toughen('Genies')]),
  'specialty.iona-4': specialtyChoice('instant', [raise('attack', 'Genies')], [raise('defense', 'Genies')]),
  'specialty.iona-6': specialty('instant', [surge('defense', 'Genies')]),
  'specialty.solmyr-1': specialty('activation', [chain([1, 1, 0])]),
  // Chain Lightning IV: up to 3 cards of the deck, one at a time, and one of them back to the hand (ruling TW15).
  'specialty.solmyr-4': [{ key: 'basic', timing: 'instant', expert: false, combatOnly: false, effects: discardUpTo(3, null) }],
  'specialty.solmyr-6': specialty('activation', [chain([2, 1, 1])]),
  'specialty.dracon-1': specialtyChoice('instant', [raise('attack', ENCHANTERS)], [raise('defense', ENCHANTERS)]),
  'specialty.dracon-4': TRAIN_OR_DRAW,
  'specialty.dracon-6': specialty('ongoing', [QUICKEN]),
};
