/**
 * The Main Heroes the Tower box adds to other boxes' factions (Factions Expansions, p. 61–65; Hero Specialty Cards,
 * p. 25): each with its statistics, starting Ability and three Specialty cards. They are offered when the Tower box
 * and their faction's box are both in play (ruling TW100).
 */
import type { CardInfo, CardPlay, HeroDef } from '../../model';
import { specialty, specialtyChoice, raise, hasten, toughen, stat, resurrect, discardThen, atExpertPower, power, draw, BASIC_TIERS, MINE } from '../kit/plays';

/** The heroes, in the component list's order. */
export const TOWER_BOX_HEROES: readonly HeroDef[] = [
  {
    id: 'tazar',
    name: 'Tazar',
    faction: 'fortress',
    heroClass: 'Beastmaster',
    type: 'might',
    statistics: { attack: 0, defense: 4, power: 1, knowledge: 1 },
    startingAbility: 'ability.armorer',
    specialties: ['specialty.tazar-1', 'specialty.tazar-4', 'specialty.tazar-6'],
  },
  {
    id: 'bron',
    name: 'Bron',
    faction: 'fortress',
    heroClass: 'Beastmaster',
    type: 'might',
    statistics: { attack: 0, defense: 4, power: 1, knowledge: 1 },
    startingAbility: 'ability.resistance',
    specialties: ['specialty.bron-1', 'specialty.bron-4', 'specialty.bron-6'],
  },
  {
    id: 'mephala',
    name: 'Mephala',
    faction: 'rampart',
    heroClass: 'Ranger',
    type: 'might',
    statistics: { attack: 1, defense: 3, power: 1, knowledge: 1 },
    startingAbility: 'ability.leadership',
    specialties: ['specialty.mephala-1', 'specialty.mephala-4', 'specialty.mephala-6'],
  },
  {
    id: 'vidomina',
    name: 'Vidomina',
    faction: 'necropolis',
    heroClass: 'Necromancer',
    type: 'magic',
    statistics: { attack: 1, defense: 0, power: 2, knowledge: 2 },
    startingAbility: 'ability.necromancy',
    specialties: ['specialty.vidomina-1', 'specialty.vidomina-4', 'specialty.vidomina-6'],
  },
  {
    id: 'jeddite',
    name: 'Jeddite',
    faction: 'dungeon',
    heroClass: 'Warlock',
    type: 'magic',
    statistics: { attack: 0, defense: 0, power: 3, knowledge: 2 },
    startingAbility: 'ability.sorcery',
    specialties: ['specialty.jeddite-1', 'specialty.jeddite-4', 'specialty.jeddite-6'],
  },
  {
    id: 'adelaide',
    name: 'Adelaide',
    faction: 'castle',
    heroClass: 'Cleric',
    type: 'magic',
    statistics: { attack: 1, defense: 0, power: 2, knowledge: 2 },
    startingAbility: 'ability.wisdom',
    specialties: ['specialty.adelaide-1', 'specialty.adelaide-4', 'specialty.adelaide-6'],
  },
  {
    id: 'lord-haart-castle',
    name: 'Lord Haart',
    faction: 'castle',
    heroClass: 'Knight',
    type: 'might',
    statistics: { attack: 2, defense: 2, power: 1, knowledge: 1 },
    startingAbility: 'ability.estates',
    specialties: ['specialty.lord-haart-castle-1', 'specialty.lord-haart-castle-4', 'specialty.lord-haart-castle-6'],
  },
  {
    id: 'clancy',
    name: 'Clancy',
    faction: 'rampart',
    heroClass: 'Ranger',
    type: 'might',
    statistics: { attack: 1, defense: 3, power: 1, knowledge: 1 },
    startingAbility: 'ability.pathfinding',
    specialties: ['specialty.clancy-1', 'specialty.clancy-4', 'specialty.clancy-6'],
  },
  {
    id: 'deemer',
    name: 'Deemer',
    faction: 'dungeon',
    heroClass: 'Warlock',
    type: 'magic',
    statistics: { attack: 0, defense: 0, power: 3, knowledge: 2 },
    startingAbility: 'ability.scouting',
    specialties: ['specialty.deemer-1', 'specialty.deemer-4', 'specialty.deemer-6'],
  },
  {
    id: 'lord-haart-necropolis',
    name: 'Lord Haart',
    faction: 'necropolis',
    heroClass: 'Death Knight',
    type: 'might',
    statistics: { attack: 1, defense: 2, power: 2, knowledge: 1 },
    startingAbility: 'ability.necromancy',
    specialties: ['specialty.lord-haart-necropolis-1', 'specialty.lord-haart-necropolis-4', 'specialty.lord-haart-necropolis-6'],
  },
];

/** A Specialty card of one of these heroes. */
const card = (hero: string, name: string, level: 1 | 4 | 6): CardInfo =>
  ({ id: `specialty.${hero}-${level}`, name: `${name} ${level === 1 ? 'I' : level === 4 ? 'IV' : 'VI'}`, category: 'specialty', copies: 1, hero, specialtyLevel: level });

/** Their Specialty cards, levels I, IV and VI of each hero. */
export const TOWER_BOX_SPECIALTIES: readonly CardInfo[] = [
  card('tazar', 'War Hero', 1), card('tazar', 'War Hero', 4), card('tazar', 'War Hero', 6),
  card('bron', 'Basilisks', 1), card('bron', 'Basilisks', 4), card('bron', 'Basilisks', 6),
  card('mephala', 'Armorer', 1), card('mephala', 'Armorer', 4), card('mephala', 'Armorer', 6),
  card('vidomina', 'Necromancy', 1), card('vidomina', 'Necromancy', 4), card('vidomina', 'Necromancy', 6),
  card('jeddite', 'Mysterious Warlock', 1), card('jeddite', 'Mysterious Warlock', 4), card('jeddite', 'Mysterious Warlock', 6),
  card('adelaide', 'Frost Ring', 1), card('adelaide', 'Frost Ring', 4), card('adelaide', 'Frost Ring', 6),
  card('lord-haart-castle', 'Estates', 1), card('lord-haart-castle', 'Estates', 4), card('lord-haart-castle', 'Estates', 6),
  card('clancy', 'Unicorns', 1), card('clancy', 'Unicorns', 4), card('clancy', 'Unicorns', 6),
  card('deemer', 'Meteor Shower', 1), card('deemer', 'Meteor Shower', 4), card('deemer', 'Meteor Shower', 6),
  card('lord-haart-necropolis', 'Dread Knights', 1), card('lord-haart-necropolis', 'Dread Knights', 4), card('lord-haart-necropolis', 'Dread Knights', 6),
];

/**
 * War Hero VI, a Map effect: remove 1 card of the hand from the game, or discard 3 of its cards, to draw the top card
 * of the Artifact deck — two plays, each offered when the hand holds the cards it takes (ruling TW110).
 */
const ARMOURY: CardPlay[] = [
  { key: 'top', timing: 'map', expert: false, combatOnly: false, effects: [{ op: 'removeCard', category: null, optional: false }, { op: 'drawFromSharedDeck', deck: 'artifact' }] },
  { key: 'bottom', timing: 'map', expert: false, combatOnly: false, effects: [{ op: 'discardCards', min: 3, max: 3 }, { op: 'drawFromSharedDeck', deck: 'artifact' }] },
];

/** "Gain N gold", Instant: played in combat or on the owner's turn, as the Ability Estates. */
const gold = (amount: number): CardPlay[] => [
  { key: 'basic', timing: 'instant', expert: false, combatOnly: false, effects: [{ op: 'gainResources', resources: { gold: amount } }] },
];

/**
 * Necromancy I / VI: after winning a combat other than a Quick Combat, Reinforce a unit for half its gold cost, as the
 * Ability Necromancy's Basic / Expert effect (ruling TW102).
 */
const raiseDead = (expert: boolean): CardPlay[] => [
  { key: 'basic', timing: 'map', expert: false, combatOnly: false, effects: [{ op: 'reinforceHalfGold', tiers: expert ? ['bronze', 'silver', 'gold'] : ['bronze', 'silver'] }] },
];

/**
 * Necromancy IV: put on the Pack of Skeletons, whose statistics it replaces (Horde of Skeletons), discarded when its
 * Health drops to 0 — a cover put on the owner's turn, as Sandro's Cloak of the Undead King (ruling TW103).
 */
const HORDE: CardPlay[] = [
  { key: 'basic', timing: 'map', expert: false, combatOnly: false, covers: { unit: 'necropolis.skeletons', sides: ['pack'], rank: 1, name: 'Horde of Skeletons', attack: 3, defense: 1, hp: 2, initiative: 6 }, effects: [] },
];

/** Mysterious Warlock I / VI: draw N cards, Spell and Specialty cards kept, the others discarded; Instant (ruling TW105). */
const warlock = (count: number): CardPlay[] => [
  { key: 'basic', timing: 'instant', expert: false, combatOnly: false, effects: [{ op: 'drawAndKeep', count, categories: ['spell', 'specialty'] }] },
];

/**
 * Frost Ring I / VI: "discard N cards; target a space; all units adjacent to it suffer N damage", friend or foe —
 * Instant, the discard a cost paid first (R2), then the space (ruling TW107).
 */
const frostRing = (n: number): CardPlay[] => specialty('instant', discardThen(n, { op: 'blastDamage', byPower: [n], around: true }).effects);

/**
 * Frost Ring IV: a Spell or a Specialty card of the discard pile taken back into hand — two plays, one per category,
 * each offered when the pile holds such a card; Instant, on the map or in combat (ruling TW108).
 */
const RECALL: CardPlay[] = [
  { key: 'top', timing: 'instant', expert: false, combatOnly: false, effects: [{ op: 'takeFromDiscard', category: 'spell', optional: false }] },
  { key: 'bottom', timing: 'instant', expert: false, combatOnly: false, effects: [{ op: 'takeFromDiscard', category: 'specialty', optional: false }] },
];

/**
 * Meteor Shower I / VI: the selected unit and 1 / 2 units adjacent to it suffer 1 / 2 / 3 damage with 0 / 2 / 4 Power,
 * friend or foe; Instant, improved by Power as a Spell (rulings TW115–TW117).
 */
const meteors = (adjacent: number): CardPlay[] => specialty('instant', [{ op: 'meteorShower', byPower: atExpertPower(1, 2, 3), adjacent }]);

/**
 * Meteor Shower IV: +1 Power (in combat), or the discard pile shuffled into the deck and 1 card drawn (Instant, on the
 * map too) (ruling TW118).
 */
const STARFALL: CardPlay[] = [
  { key: 'top', timing: 'instant', expert: false, combatOnly: true, effects: [power(1)] },
  { key: 'bottom', timing: 'instant', expert: false, combatOnly: false, effects: [{ op: 'shuffleDiscardIntoDeck' }, draw(1)] },
];

/**
 * Dread Knights I / VI: this Combat Round, enemy retaliations against the selected unit of the player's deal 1 / 2 less
 * damage, doubled for the Dread Knights; Instant (ruling TW119).
 */
const dread = (amount: number): CardPlay[] => specialty('instant', [{ op: 'cutRetaliationDamage', amount, doubledFor: 'Dread Knights', filter: MINE }]);

/** How the Specialty cards are played (rulings TW100–TW110, TW115–TW121). */
export const TOWER_BOX_SPECIALTY_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'specialty.tazar-1': specialty('instant', [stat('defense', 2)]),
  // War Hero IV: "for this Combat, your selected unit gains +1 Defense" (ruling TW109).
  'specialty.tazar-4': specialty('ongoing', [{ op: 'modifyUnit', stat: 'defense', byPower: [1], duration: 'combat', filter: MINE }]),
  'specialty.tazar-6': ARMOURY,
  'specialty.bron-1': specialtyChoice('instant', [raise('attack', 'Basilisks')], [raise('defense', 'Basilisks')]),
  'specialty.bron-4': specialty('ongoing', [toughen('Basilisks')]),
  'specialty.bron-6': specialty('ongoing', [{ op: 'modifyUnit', stat: 'initiative', byPower: [2], duration: 'combat', filter: MINE, doubledFor: 'Basilisks' }]),
  'specialty.mephala-1': specialty('instant', [stat('defense', 2)]),
  'specialty.mephala-4': specialty('instant', [stat('defense', 3)]),
  'specialty.mephala-6': specialty('instant', [stat('defense', 4)]),
  'specialty.vidomina-1': raiseDead(false),
  'specialty.vidomina-4': HORDE,
  'specialty.vidomina-6': raiseDead(true),
  'specialty.jeddite-1': warlock(3),
  // Mysterious Warlock IV: Resurrection's cancel, the unit's tier reached with 0 / 1 / 2 Power (ruling TW106).
  'specialty.jeddite-4': specialty('instant', [resurrect(BASIC_TIERS)]),
  'specialty.jeddite-6': warlock(4),
  'specialty.adelaide-1': frostRing(1),
  'specialty.adelaide-4': RECALL,
  'specialty.adelaide-6': frostRing(2),
  'specialty.lord-haart-castle-1': gold(2),
  'specialty.lord-haart-castle-4': gold(3),
  'specialty.lord-haart-castle-6': gold(5),
  // Unicorns I / IV: +1 Attack or Defense, +1 Initiative for the combat, each doubled for the Unicorns (TW111).
  'specialty.clancy-1': specialtyChoice('instant', [raise('attack', 'Unicorns')], [raise('defense', 'Unicorns')]),
  'specialty.clancy-4': specialty('ongoing', [hasten('Unicorns')]),
  // Unicorns VI: for the combat, Spell damage to the unit reduced by 1 (2 for the Unicorns), to no less than 0 (TW112).
  'specialty.clancy-6': specialty('ongoing', [{ op: 'modifyUnit', stat: 'spellWard', byPower: [1], duration: 'combat', filter: MINE, doubledFor: 'Unicorns' }]),
  'specialty.deemer-1': meteors(1),
  'specialty.deemer-4': STARFALL,
  'specialty.deemer-6': meteors(2),
  'specialty.lord-haart-necropolis-1': dread(1),
  // Dread Knights IV: for this combat, retaliations against the selected unit roll 2 Attack dice, the lower resolved (TW120).
  'specialty.lord-haart-necropolis-4': specialty('ongoing', [{ op: 'retaliationTwoDice', filter: MINE }]),
  'specialty.lord-haart-necropolis-6': dread(2),
};
