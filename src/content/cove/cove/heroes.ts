/**
 * The Cove Main Heroes of the Cove box — Casmetra and Cassiopeia (one hero board), Jeremy and Zilare (another) — their
 * Hero Specialty cards and how those are played (p. 25). Astra and Miriam come with the stretch-goal boxes (ruling CV10).
 */
import type { CardEffect, CardInfo, CardPlay, HeroDef, Tier } from '../../../model';
import { MINE, draw, hasten, power, raise, specialtyChoice } from '../../kit/plays';

/** The heroes: starting deck = Statistic cards + Magic Arrow (1 for might, 2 for magic) + starting Ability + level-I Specialty. */
export const COVE_HEROES: readonly HeroDef[] = [
  {
    id: 'casmetra',
    name: 'Casmetra',
    faction: 'cove',
    heroClass: 'Navigator',
    type: 'magic',
    statistics: { attack: 2, defense: 0, power: 1, knowledge: 2 },
    startingAbility: 'ability.wisdom',
    specialties: ['specialty.casmetra-1', 'specialty.casmetra-4', 'specialty.casmetra-6'],
  },
  {
    id: 'cassiopeia',
    name: 'Cassiopeia',
    faction: 'cove',
    heroClass: 'Captain',
    type: 'might',
    statistics: { attack: 3, defense: 0, power: 2, knowledge: 1 },
    startingAbility: 'ability.tactics',
    specialties: ['specialty.cassiopeia-1', 'specialty.cassiopeia-4', 'specialty.cassiopeia-6'],
  },
  {
    id: 'jeremy',
    name: 'Jeremy',
    faction: 'cove',
    heroClass: 'Captain',
    type: 'might',
    statistics: { attack: 3, defense: 0, power: 2, knowledge: 1 },
    startingAbility: 'ability.offense',
    specialties: ['specialty.jeremy-1', 'specialty.jeremy-4', 'specialty.jeremy-6'],
  },
  {
    id: 'zilare',
    name: 'Zilare',
    faction: 'cove',
    heroClass: 'Navigator',
    type: 'magic',
    statistics: { attack: 2, defense: 0, power: 1, knowledge: 2 },
    startingAbility: 'ability.interference',
    specialties: ['specialty.zilare-1', 'specialty.zilare-4', 'specialty.zilare-6'],
  },
];

/** Their Specialty cards, levels I, IV and VI of each hero. */
export const COVE_SPECIALTIES: readonly CardInfo[] = [
  { id: 'specialty.casmetra-1', name: 'Sorceresses I', category: 'specialty', copies: 1, hero: 'casmetra', specialtyLevel: 1 },
  { id: 'specialty.casmetra-4', name: 'Sorceresses IV', category: 'specialty', copies: 1, hero: 'casmetra', specialtyLevel: 4 },
  { id: 'specialty.casmetra-6', name: 'Sorceresses VI', category: 'specialty', copies: 1, hero: 'casmetra', specialtyLevel: 6 },
  { id: 'specialty.cassiopeia-1', name: 'Oceanids I', category: 'specialty', copies: 1, hero: 'cassiopeia', specialtyLevel: 1 },
  { id: 'specialty.cassiopeia-4', name: 'Oceanids IV', category: 'specialty', copies: 1, hero: 'cassiopeia', specialtyLevel: 4 },
  { id: 'specialty.cassiopeia-6', name: 'Oceanids VI', category: 'specialty', copies: 1, hero: 'cassiopeia', specialtyLevel: 6 },
  { id: 'specialty.jeremy-1', name: 'Cannon I', category: 'specialty', copies: 1, hero: 'jeremy', specialtyLevel: 1 },
  { id: 'specialty.jeremy-4', name: 'Cannon IV', category: 'specialty', copies: 1, hero: 'jeremy', specialtyLevel: 4 },
  { id: 'specialty.jeremy-6', name: 'Cannon VI', category: 'specialty', copies: 1, hero: 'jeremy', specialtyLevel: 6 },
  { id: 'specialty.zilare-1', name: 'Forgetfulness I', category: 'specialty', copies: 1, hero: 'zilare', specialtyLevel: 1 },
  { id: 'specialty.zilare-4', name: 'Forgetfulness IV', category: 'specialty', copies: 1, hero: 'zilare', specialtyLevel: 4 },
  { id: 'specialty.zilare-6', name: 'Forgetfulness VI', category: 'specialty', copies: 1, hero: 'zilare', specialtyLevel: 6 },
];

/** "Your selected unit gains +2 Attack" (ending as a Statistic card's), doubled for the named unit when given. */
const strike2 = (doubledFor?: string): CardEffect => ({ op: 'modifyUnit', stat: 'attack', byPower: [2], duration: 'attack', filter: MINE, ...(doubledFor ? { doubledFor } : {}) });
/** Casmetra's Sorceresses VI, bottom: a −2 Weakness token on any one unit, for 2 Combat Rounds (ruling CV6). */
const WEAKEN_2: CardEffect = { op: 'weaken', amount: 2 };
/** "Deal 1 damage to an enemy unit" (Cannon I, bottom; ruling CV23). */
const SHOT_1: CardEffect = { op: 'damage', byPower: [1], filter: { enemy: true } };
/** Cannon IV / VI, top: the Cannon fires once more at once, free (ruling CV22). */
const FIRE: CardEffect = { op: 'fireCannon', filter: { enemy: true } };

/** Forgetfulness: during its next activation, the selected unit of these tiers (Ranged only, when `ranged`) cannot attack. */
const forget = (ranged: boolean, tiers: Tier[]): CardEffect =>
  ({ op: 'forbidAttack', filter: ranged ? { types: ['ranged'], tiers } : { tiers } });

/** A card with two halves of different timings: the top (combat only) or the bottom. */
const halves = (top: CardPlay['timing'], topEffects: CardEffect[], bottom: CardPlay['timing'], bottomEffects: CardEffect[], bottomOnMap: boolean): CardPlay[] => [
  { key: 'top', timing: top, expert: false, combatOnly: true, effects: topEffects },
  { key: 'bottom', timing: bottom, expert: false, combatOnly: !bottomOnMap, effects: bottomEffects },
];

/** How the Specialty cards are played (rulings CV11–CV16, CV22, CV23). */
export const COVE_SPECIALTY_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'specialty.casmetra-1': specialtyChoice('instant', [raise('attack', 'Sorceresses')], [raise('defense', 'Sorceresses')]),
  'specialty.casmetra-4': [{ key: 'basic', timing: 'ongoing', expert: false, combatOnly: true, effects: [hasten('Sorceresses')] }],
  // Sorceresses VI: +2 Attack (Instant), or a −2 Weakness token on any one unit (Ongoing): each half its own timing.
  'specialty.casmetra-6': halves('instant', [strike2()], 'ongoing', [WEAKEN_2], false),
  'specialty.cassiopeia-1': specialtyChoice('instant', [raise('attack', 'Oceanids')], [raise('defense', 'Oceanids')]),
  'specialty.cassiopeia-4': [{ key: 'basic', timing: 'ongoing', expert: false, combatOnly: true, effects: [hasten('Oceanids')] }],
  'specialty.cassiopeia-6': [{ key: 'basic', timing: 'instant', expert: false, combatOnly: true, effects: [strike2('Oceanids')] }],
  // Cannon I: on the map, pay 7 gold for a Cannon from the pile (ruling CV24); or, Instant in combat, 1 damage to an enemy unit.
  'specialty.jeremy-1': [
    { key: 'top', timing: 'map', expert: false, combatOnly: false, effects: [{ op: 'buyWarMachine', machine: 'cannon', gold: 7 }] },
    { key: 'bottom', timing: 'instant', expert: false, combatOnly: true, effects: [SHOT_1] },
  ],
  // Cannon IV / VI: the Cannon fires once more (in combat), or draw 1 / 2 cards (Instant, on the map too).
  'specialty.jeremy-4': halves('instant', [FIRE], 'instant', [draw(1)], true),
  'specialty.jeremy-6': halves('instant', [FIRE], 'instant', [draw(2)], true),
  // Forgetfulness I: a Ranged bronze or silver unit (Ongoing), or draw a card (Instant, on the map too).
  'specialty.zilare-1': halves('ongoing', [forget(true, ['bronze', 'silver'])], 'instant', [draw(1)], true),
  // Forgetfulness IV: a Ranged unit of any tier but Azure (Ongoing), or +2 Power (Instant).
  'specialty.zilare-4': halves('ongoing', [forget(true, ['bronze', 'silver', 'gold'])], 'instant', [power(2)], false),
  // Forgetfulness VI: any unit but an Azure one (Ongoing), or +2 Power (Instant).
  'specialty.zilare-6': halves('ongoing', [forget(false, ['bronze', 'silver', 'gold'])], 'instant', [power(2)], false),
};
