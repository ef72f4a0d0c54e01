/** The Rampart Main Heroes Gelu and Gem, their Hero Specialty cards and how those are played (p. 25). */
import type { CardEffect, CardInfo, CardPlay, HeroDef } from '../../../model';
import { specialty, specialtyChoice, raise, draw, MINE } from '../../kit/plays';

/**
 * The heroes: starting deck = Statistic cards + Magic Arrow (1 for might, 2 for magic) + starting Ability + level-I
 * Specialty. Clancy and Mephala come with the Tower box, Ivor, Melodia and Tarnum with the stretch goals (ruling RA15).
 */
export const RAMPART_HEROES: readonly HeroDef[] = [
  {
    id: 'gelu',
    name: 'Gelu',
    faction: 'rampart',
    heroClass: 'Ranger',
    type: 'might',
    statistics: { attack: 1, defense: 3, power: 1, knowledge: 1 },
    startingAbility: 'ability.archery',
    specialties: ['specialty.gelu-1', 'specialty.gelu-4', 'specialty.gelu-6'],
  },
  {
    id: 'gem',
    name: 'Gem',
    faction: 'rampart',
    heroClass: 'Druid',
    type: 'magic',
    statistics: { attack: 0, defense: 2, power: 1, knowledge: 2 },
    startingAbility: 'ability.first-aid',
    specialties: ['specialty.gem-1', 'specialty.gem-4', 'specialty.gem-6'],
  },
];

/** Their Specialty cards, levels I, IV and VI. */
export const RAMPART_SPECIALTIES: readonly CardInfo[] = [
  { id: 'specialty.gelu-1', name: 'Sharpshooters I', category: 'specialty', copies: 1, hero: 'gelu', specialtyLevel: 1 },
  { id: 'specialty.gelu-4', name: 'Sharpshooters IV', category: 'specialty', copies: 1, hero: 'gelu', specialtyLevel: 4 },
  { id: 'specialty.gelu-6', name: 'Sharpshooters VI', category: 'specialty', copies: 1, hero: 'gelu', specialtyLevel: 6 },
  { id: 'specialty.gem-1', name: 'First Aid I', category: 'specialty', copies: 1, hero: 'gem', specialtyLevel: 1 },
  { id: 'specialty.gem-4', name: 'First Aid IV', category: 'specialty', copies: 1, hero: 'gem', specialtyLevel: 4 },
  { id: 'specialty.gem-6', name: 'First Aid VI', category: 'specialty', copies: 1, hero: 'gem', specialtyLevel: 6 },
];

/** The units Gelu's Specialty doubles its effect for. */
const SHOOTERS = ['Elves', 'Sharpshooters'];

/**
 * Sharpshooters IV: on the map, the Pack of Elves traded for the core box's neutral Sharpshooters (rulings RA17–RA18);
 * or, Instant, draw a card.
 */
const TRAIN_OR_DRAW: CardPlay[] = [
  { key: 'top', timing: 'map', expert: false, combatOnly: false, effects: [{ op: 'trainUnit', pack: 'rampart.elves', neutral: 'neutral.sharpshooters' }] },
  { key: 'bottom', timing: 'instant', expert: false, combatOnly: false, effects: [draw(1)] },
];

/** "For this Combat, your selected unit's Initiative is increased by 2", doubled for the Elves and Sharpshooters. */
const QUICKEN: CardEffect = { op: 'modifyUnit', stat: 'initiative', byPower: [2], duration: 'combat', filter: MINE, doubledFor: SHOOTERS };

/**
 * First Aid I, both Instant: take a First Aid Tent from the War Machine pile at no cost, or, owning one, draw a card.
 * Both act on the player's deck and War Machines, so they are played on the map (ruling RA100).
 */
const TENT_OR_DRAW: CardPlay[] = [
  { key: 'top', timing: 'instant', expert: false, combatOnly: false, effects: [{ op: 'buyWarMachine', machine: 'first-aid-tent', gold: 0 }] },
  { key: 'bottom', timing: 'instant', expert: false, combatOnly: false, effects: [{ op: 'drawWithWarMachine', machine: 'first-aid-tent', count: 1 }] },
];

/** How the Specialty cards are played (rulings RA17–RA19, RA100–RA102). */
export const RAMPART_SPECIALTY_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'specialty.gelu-1': specialtyChoice('instant', [raise('attack', SHOOTERS)], [raise('defense', SHOOTERS)]),
  'specialty.gelu-4': TRAIN_OR_DRAW,
  'specialty.gelu-6': specialty('ongoing', [QUICKEN]),
  'specialty.gem-1': TENT_OR_DRAW,
  // First Aid IV: 2 damage removed from one of the player's units (ruling RA101).
  'specialty.gem-4': specialty('instant', [{ op: 'heal', byPower: [2], filter: MINE }]),
  'specialty.gem-6': specialty('ongoing', [{ op: 'doubleFirstAidTent' }]),
};
