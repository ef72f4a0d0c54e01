/**
 * The Conflux Main Heroes of the Conflux box — Erdamon and Tarnum (one hero board), Luna and Monere (another) — their
 * Hero Specialty cards and how those are played (p. 25). Ciele and Pasis come with the stretch-goal boxes (ruling CF20).
 * Tarnum's id names his faction, as the heroes of one name in two factions do (Lord Haart, Tower box): the stretch
 * goals bring Tarnums of other factions.
 */
import type { CardEffect, CardInfo, CardPlay, HeroDef } from '../../../model';
import { MINE, draw, hasten, power, raise, specialty, specialtyChoice } from '../../kit/plays';

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
    id: 'luna',
    name: 'Luna',
    faction: 'conflux',
    heroClass: 'Elementalist',
    type: 'magic',
    statistics: { attack: 0, defense: 0, power: 2, knowledge: 3 },
    startingAbility: 'ability.basic-fire-magic',
    specialties: ['specialty.luna-1', 'specialty.luna-4', 'specialty.luna-6'],
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
  {
    id: 'tarnum-conflux',
    name: 'Tarnum',
    faction: 'conflux',
    heroClass: 'Elementalist',
    type: 'magic',
    statistics: { attack: 0, defense: 0, power: 2, knowledge: 3 },
    startingAbility: 'ability.wisdom',
    specialties: ['specialty.tarnum-conflux-1', 'specialty.tarnum-conflux-4', 'specialty.tarnum-conflux-6'],
  },
];

/** Their Specialty cards, levels I, IV and VI of each hero. */
export const CONFLUX_SPECIALTIES: readonly CardInfo[] = [
  { id: 'specialty.erdamon-1', name: 'Magma Elementals I', category: 'specialty', copies: 1, hero: 'erdamon', specialtyLevel: 1 },
  { id: 'specialty.erdamon-4', name: 'Magma Elementals IV', category: 'specialty', copies: 1, hero: 'erdamon', specialtyLevel: 4 },
  { id: 'specialty.erdamon-6', name: 'Magma Elementals VI', category: 'specialty', copies: 1, hero: 'erdamon', specialtyLevel: 6 },
  { id: 'specialty.luna-1', name: 'Fire Wall I', category: 'specialty', copies: 1, hero: 'luna', specialtyLevel: 1 },
  { id: 'specialty.luna-4', name: 'Fire Wall IV', category: 'specialty', copies: 1, hero: 'luna', specialtyLevel: 4 },
  { id: 'specialty.luna-6', name: 'Fire Wall VI', category: 'specialty', copies: 1, hero: 'luna', specialtyLevel: 6 },
  { id: 'specialty.monere-1', name: 'Magic Elementals I', category: 'specialty', copies: 1, hero: 'monere', specialtyLevel: 1 },
  { id: 'specialty.monere-4', name: 'Magic Elementals IV', category: 'specialty', copies: 1, hero: 'monere', specialtyLevel: 4 },
  { id: 'specialty.monere-6', name: 'Magic Elementals VI', category: 'specialty', copies: 1, hero: 'monere', specialtyLevel: 6 },
  { id: 'specialty.tarnum-conflux-1', name: 'Enchanters I', category: 'specialty', copies: 1, hero: 'tarnum-conflux', specialtyLevel: 1 },
  { id: 'specialty.tarnum-conflux-4', name: 'Enchanters IV', category: 'specialty', copies: 1, hero: 'tarnum-conflux', specialtyLevel: 4 },
  { id: 'specialty.tarnum-conflux-6', name: 'Enchanters VI', category: 'specialty', copies: 1, hero: 'tarnum-conflux', specialtyLevel: 6 },
];

/** "Your selected unit gains +2 Attack" (ending as a Statistic card's). */
const STRIKE_2: CardEffect = { op: 'modifyUnit', stat: 'attack', byPower: [2], duration: 'attack', filter: MINE };
/** Erdamon's Magma Elementals VI, bottom: "For this Combat, your selected unit's Initiative is increased by 3". */
const QUICKEN_3: CardEffect = { op: 'modifyUnit', stat: 'initiative', byPower: [3], duration: 'combat', filter: MINE };

/**
 * Luna's Fire Wall I / VI: for this combat, her Firewall token on an empty space — 1 / 3 damage to a unit starting its
 * activation or stopping there, and to a Ground or Ranged unit passing through (Ongoing; rulings CF25, CF26).
 */
const lunaWall = (damage: number): CardPlay[] => specialty('ongoing', [{ op: 'placeToken', token: 'lunaFirewall', byPower: [damage] }]);

/** Tarnum's Enchanters I (ruling CF14): Search (1) the Spell deck; the card found may be Removed instead of taken into the hand. */
export const ENCHANTERS_I: CardEffect[] = [{ op: 'search', deck: 'spell', count: 1, optional: false, orRemove: true }];
/**
 * Tarnum's Enchanters IV, top (ruling CF15): pay 10 gold, then find the Enchanters card in the Gold Neutral Unit deck
 * (its discard pile too) and add it to the unit deck — only while the player controls no Enchanters unit.
 */
export const ENCHANTERS_IV: CardEffect[] = [{ op: 'trainUnit', pack: null, neutral: 'neutral.enchanters', gold: 10 }];
/**
 * Tarnum's Enchanters IV card, both halves: the top (Map effect, ruling CF15) or, Instant, draw a card — on the map or
 * in combat (as Dracon's Enchanters IV, Tower box).
 */
export const ENCHANTERS_IV_PLAYS: CardPlay[] = [
  { key: 'top', timing: 'map', expert: false, combatOnly: false, effects: ENCHANTERS_IV },
  { key: 'bottom', timing: 'instant', expert: false, combatOnly: false, effects: [draw(1)] },
];

/** A Search (1) of the Spell deck whose card is held with the found Spells, to cast at once (CF16). */
const FIND_SPELL: CardEffect = { op: 'search', deck: 'spell', count: 1, optional: false, found: true };
/**
 * Tarnum's Enchanters VI (rulings CF16–CF19): Search (1) the Spell deck twice; cast one or both of the Spells found at
 * once, outside the Spell limit, where their timing allows it and with the Power available; the rest into the hand;
 * then place each Spell cast on top of the Spell deck or onto its discard pile, in any order.
 */
export const ENCHANTERS_VI: CardEffect[] = [FIND_SPELL, FIND_SPELL, { op: 'castFoundSpells' }, { op: 'placeCastSpells' }];

/** How the Specialty cards are played (rulings CF14–CF26). */
export const CONFLUX_SPECIALTY_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'specialty.erdamon-1': specialtyChoice('instant', [raise('attack', 'Magma Elementals')], [raise('defense', 'Magma Elementals')]),
  'specialty.erdamon-4': specialty('ongoing', [hasten('Magma Elementals')]),
  // Magma Elementals VI: +2 Attack (Instant), or +3 Initiative for this combat (Ongoing): each half its own timing.
  'specialty.erdamon-6': [
    { key: 'top', timing: 'instant', expert: false, combatOnly: true, effects: [STRIKE_2] },
    { key: 'bottom', timing: 'ongoing', expert: false, combatOnly: true, effects: [QUICKEN_3] },
  ],
  // Tarnum's Enchanters I and VI: Instant, on the map too — their Searches are made anywhere (CF14, CF16).
  'specialty.tarnum-conflux-1': [{ key: 'basic', timing: 'instant', expert: false, combatOnly: false, effects: ENCHANTERS_I }],
  'specialty.tarnum-conflux-4': ENCHANTERS_IV_PLAYS,
  'specialty.tarnum-conflux-6': [{ key: 'basic', timing: 'instant', expert: false, combatOnly: false, effects: ENCHANTERS_VI }],
  'specialty.luna-1': lunaWall(1),
  // Fire Wall IV: a card of the discard pile back to hand (Instant, on the map too), or +2 Power (in combat).
  'specialty.luna-4': [
    { key: 'top', timing: 'instant', expert: false, combatOnly: false, effects: [{ op: 'takeFromDiscard', category: null, optional: false }] },
    { key: 'bottom', timing: 'instant', expert: false, combatOnly: true, effects: [power(2)] },
  ],
  'specialty.luna-6': lunaWall(3),
  'specialty.monere-1': specialtyChoice('instant', [raise('attack', 'Magic Elementals')], [raise('defense', 'Magic Elementals')]),
  'specialty.monere-4': specialty('ongoing', [hasten('Magic Elementals')]),
  // Magic Elementals VI: +2 Attack, or +2 Power (both Instant, in combat).
  'specialty.monere-6': specialtyChoice('instant', [STRIKE_2], [power(2)]),
};
