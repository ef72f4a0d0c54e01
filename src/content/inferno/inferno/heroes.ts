/**
 * The Inferno Main Heroes of the Inferno box (Fiona, Rashka, Xyron, Zydar), their Hero Specialty cards and how those
 * are played (p. 25).
 */
import type { CardEffect, CardInfo, CardPlay, HeroDef } from '../../../model';
import { MINE, discardThen, power, raise, specialty, specialtyChoice, toughen } from '../../kit/plays';

/**
 * The heroes: starting deck = Statistic cards + Magic Arrow (1 for might, 2 for magic) + starting Ability + level-I
 * Specialty. Fiona and Rashka start with the box's Abilities Scouting and Scholar (src/content/inferno/skills.ts);
 * Ash and Octavia come with the stretch goals (ruling IN19, docs/expansions.md).
 */
export const INFERNO_HEROES: readonly HeroDef[] = [
  {
    id: 'fiona',
    name: 'Fiona',
    faction: 'inferno',
    heroClass: 'Demoniac',
    type: 'might',
    statistics: { attack: 2, defense: 2, power: 1, knowledge: 1 },
    startingAbility: 'ability.scouting',
    specialties: ['specialty.fiona-1', 'specialty.fiona-4', 'specialty.fiona-6'],
  },
  {
    id: 'rashka',
    name: 'Rashka',
    faction: 'inferno',
    heroClass: 'Demoniac',
    type: 'might',
    statistics: { attack: 2, defense: 2, power: 1, knowledge: 1 },
    startingAbility: 'ability.scholar',
    specialties: ['specialty.rashka-1', 'specialty.rashka-4', 'specialty.rashka-6'],
  },
  {
    id: 'xyron',
    name: 'Xyron',
    faction: 'inferno',
    heroClass: 'Heretic',
    type: 'magic',
    statistics: { attack: 1, defense: 1, power: 2, knowledge: 1 },
    startingAbility: 'ability.wisdom',
    specialties: ['specialty.xyron-1', 'specialty.xyron-4', 'specialty.xyron-6'],
  },
  {
    id: 'zydar',
    name: 'Zydar',
    faction: 'inferno',
    heroClass: 'Heretic',
    type: 'magic',
    statistics: { attack: 1, defense: 1, power: 2, knowledge: 1 },
    startingAbility: 'ability.sorcery',
    specialties: ['specialty.zydar-1', 'specialty.zydar-4', 'specialty.zydar-6'],
  },
];

/** Their Specialty cards, levels I, IV and VI of each hero. */
export const INFERNO_SPECIALTIES: readonly CardInfo[] = [
  { id: 'specialty.fiona-1', name: 'Cerberi I', category: 'specialty', copies: 1, hero: 'fiona', specialtyLevel: 1 },
  { id: 'specialty.fiona-4', name: 'Cerberi IV', category: 'specialty', copies: 1, hero: 'fiona', specialtyLevel: 4 },
  { id: 'specialty.fiona-6', name: 'Cerberi VI', category: 'specialty', copies: 1, hero: 'fiona', specialtyLevel: 6 },
  { id: 'specialty.rashka-1', name: 'Efreet I', category: 'specialty', copies: 1, hero: 'rashka', specialtyLevel: 1 },
  { id: 'specialty.rashka-4', name: 'Efreet IV', category: 'specialty', copies: 1, hero: 'rashka', specialtyLevel: 4 },
  { id: 'specialty.rashka-6', name: 'Efreet VI', category: 'specialty', copies: 1, hero: 'rashka', specialtyLevel: 6 },
  { id: 'specialty.xyron-1', name: 'Inferno I', category: 'specialty', copies: 1, hero: 'xyron', specialtyLevel: 1 },
  { id: 'specialty.xyron-4', name: 'Inferno IV', category: 'specialty', copies: 1, hero: 'xyron', specialtyLevel: 4 },
  { id: 'specialty.xyron-6', name: 'Inferno VI', category: 'specialty', copies: 1, hero: 'xyron', specialtyLevel: 6 },
  { id: 'specialty.zydar-1', name: 'Sorcery I', category: 'specialty', copies: 1, hero: 'zydar', specialtyLevel: 1 },
  { id: 'specialty.zydar-4', name: 'Sorcery IV', category: 'specialty', copies: 1, hero: 'zydar', specialtyLevel: 4 },
  { id: 'specialty.zydar-6', name: 'Sorcery VI', category: 'specialty', copies: 1, hero: 'zydar', specialtyLevel: 6 },
];

/** "Select a space. All units on this and the adjacent spaces take 1 damage" (ruling IN20). */
const BLAST: CardEffect = { op: 'blastDamage', byPower: [1] };

/** Sorcery I's first option: played right after casting a Spell, draw 1 card (ruling IN21). */
const DRAW_AFTER_SPELL: CardPlay = { key: 'top', timing: 'instant', expert: false, combatOnly: true, afterSpell: true, effects: [{ op: 'draw', count: 1 }] };

/** Fiona's Cerberi VI: "+2 Attack", doubled for the Cerberi, ending as a Statistic card's (ruling IN56). */
const CERBERI_FURY: CardEffect = { op: 'modifyUnit', stat: 'attack', byPower: [2], duration: 'attack', filter: MINE, doubledFor: 'Cerberi' };

/** Rashka's Efreet IV / VI: a Ground or Flying attacker of the selected unit takes 1 damage, until the end of the combat (IN55). */
const burn = (doubledFor?: string): CardEffect => ({ op: 'burnAttackers', byPower: [1], filter: MINE, ...(doubledFor ? { doubledFor } : {}) });

/** How the Specialty cards are played (rulings IN20–IN22, IN55, IN56). */
export const INFERNO_SPECIALTY_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'specialty.fiona-1': specialtyChoice('instant', [raise('attack', 'Cerberi')], [raise('defense', 'Cerberi')]),
  'specialty.fiona-4': specialty('ongoing', [toughen('Cerberi')]),
  'specialty.fiona-6': specialty('instant', [CERBERI_FURY]),
  'specialty.rashka-1': specialtyChoice('instant', [raise('attack', 'Efreet')], [raise('defense', 'Efreet')]),
  'specialty.rashka-4': specialty('ongoing', [burn()]),
  'specialty.rashka-6': specialty('ongoing', [burn('Efreet')]),
  // Inferno: Activation, the discard a cost paid first (ruling R2), then the space.
  'specialty.xyron-1': specialty('activation', discardThen(2, BLAST).effects),
  'specialty.xyron-4': specialty('activation', discardThen(1, BLAST).effects),
  'specialty.xyron-6': specialty('activation', [BLAST]),
  'specialty.zydar-1': [DRAW_AFTER_SPELL, { key: 'bottom', timing: 'instant', expert: false, combatOnly: true, effects: [power(1)] }],
  // "The next Spell you cast does not count toward the limit": one more Spell this Combat Round (ruling IN22).
  'specialty.zydar-4': specialtyChoice('instant', [{ op: 'raiseSpellLimit', amount: 1 }], [power(2)]),
  'specialty.zydar-6': specialty('ongoing', [{ op: 'drawAfterEachSpell' }, power(2)]),
};
