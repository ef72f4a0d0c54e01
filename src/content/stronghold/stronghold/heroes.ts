/**
 * The Stronghold Main Heroes of the Stronghold box (Crag Hack, Gundula, Shiva, Yog), their Hero Specialty cards and how those are
 * played (p. 25). Dessa and Tarnum come with the stretch-goal boxes (docs/expansions.md).
 */
import type { CardEffect, CardInfo, CardPlay, HeroDef } from '../../../model';
import { MINE, hasten, raise, specialty, specialtyChoice, toughen } from '../../kit/plays';

/** The heroes: starting deck = Statistic cards + Magic Arrow (1 for might, 2 for magic) + starting Ability + level-I Specialty. */
export const STRONGHOLD_HEROES: readonly HeroDef[] = [
  {
    id: 'crag-hack',
    name: 'Crag Hack',
    faction: 'stronghold',
    heroClass: 'Barbarian',
    type: 'might',
    statistics: { attack: 4, defense: 0, power: 1, knowledge: 1 },
    startingAbility: 'ability.offense',
    specialties: ['specialty.crag-hack-1', 'specialty.crag-hack-4', 'specialty.crag-hack-6'],
  },
  {
    id: 'gundula',
    name: 'Gundula',
    faction: 'stronghold',
    heroClass: 'Battle Mage',
    type: 'magic',
    statistics: { attack: 2, defense: 1, power: 1, knowledge: 1 },
    startingAbility: 'ability.wisdom',
    specialties: ['specialty.gundula-1', 'specialty.gundula-4', 'specialty.gundula-6'],
  },
  {
    id: 'shiva',
    name: 'Shiva',
    faction: 'stronghold',
    heroClass: 'Barbarian',
    type: 'might',
    statistics: { attack: 4, defense: 0, power: 1, knowledge: 1 },
    startingAbility: 'ability.scouting',
    specialties: ['specialty.shiva-1', 'specialty.shiva-4', 'specialty.shiva-6'],
  },
  {
    id: 'yog',
    name: 'Yog',
    faction: 'stronghold',
    heroClass: 'Barbarian',
    type: 'might',
    statistics: { attack: 4, defense: 0, power: 1, knowledge: 1 },
    startingAbility: 'ability.offense',
    specialties: ['specialty.yog-1', 'specialty.yog-4', 'specialty.yog-6'],
  },
];

/** Their Specialty cards, levels I, IV and VI of each hero. */
export const STRONGHOLD_SPECIALTIES: readonly CardInfo[] = [
  { id: 'specialty.crag-hack-1', name: 'Offense I', category: 'specialty', copies: 1, hero: 'crag-hack', specialtyLevel: 1 },
  { id: 'specialty.crag-hack-4', name: 'Offense IV', category: 'specialty', copies: 1, hero: 'crag-hack', specialtyLevel: 4 },
  { id: 'specialty.crag-hack-6', name: 'Offense VI', category: 'specialty', copies: 1, hero: 'crag-hack', specialtyLevel: 6 },
  { id: 'specialty.gundula-1', name: 'Slow I', category: 'specialty', copies: 1, hero: 'gundula', specialtyLevel: 1 },
  { id: 'specialty.gundula-4', name: 'Slow IV', category: 'specialty', copies: 1, hero: 'gundula', specialtyLevel: 4 },
  { id: 'specialty.gundula-6', name: 'Slow VI', category: 'specialty', copies: 1, hero: 'gundula', specialtyLevel: 6 },
  { id: 'specialty.shiva-1', name: 'Thunderbirds I', category: 'specialty', copies: 1, hero: 'shiva', specialtyLevel: 1 },
  { id: 'specialty.shiva-4', name: 'Thunderbirds IV', category: 'specialty', copies: 1, hero: 'shiva', specialtyLevel: 4 },
  { id: 'specialty.shiva-6', name: 'Thunderbirds VI', category: 'specialty', copies: 1, hero: 'shiva', specialtyLevel: 6 },
  { id: 'specialty.yog-1', name: 'Cyclopes I', category: 'specialty', copies: 1, hero: 'yog', specialtyLevel: 1 },
  { id: 'specialty.yog-4', name: 'Cyclopes IV', category: 'specialty', copies: 1, hero: 'yog', specialtyLevel: 4 },
  { id: 'specialty.yog-6', name: 'Cyclopes VI', category: 'specialty', copies: 1, hero: 'yog', specialtyLevel: 6 },
];

/** Crag Hack's Offense I: "For this Combat, your selected unit gains +1 Attack" (ruling SH19). */
const FIERCE: CardEffect = { op: 'modifyUnit', stat: 'attack', byPower: [1], duration: 'combat', filter: MINE };
/** "Your selected unit gains +1 Attack" (ending as a Statistic card's), by `amount`. */
const strike = (amount: number): CardEffect => ({ op: 'modifyUnit', stat: 'attack', byPower: [amount], duration: 'attack', filter: MINE });
/** Gundula's Slow I / VI: "For this Combat, the selected unit's Initiative is decreased by N, to a minimum of 1" (ruling SH14). */
const slow = (by: number): CardEffect => ({ op: 'modifyUnit', stat: 'initiative', byPower: [-by], duration: 'combat', floor: 1 });
/** Slow IV: +1 Attack, doubled when the unit's Initiative is higher than the attacked unit's (ruling SH15). */
const OUTPACE: CardEffect = { op: 'modifyUnit', stat: 'attack', byPower: [1], duration: 'attack', filter: MINE, doubledIfFaster: true };
/** Thunderbirds VI: "For this Combat, your selected unit gains +2 Initiative", doubled for the Thunderbirds. */
const SOAR: CardEffect = { op: 'modifyUnit', stat: 'initiative', byPower: [2], duration: 'combat', filter: MINE, doubledFor: 'Thunderbirds' };

/** How the Specialty cards are played. */
export const STRONGHOLD_SPECIALTY_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'specialty.crag-hack-1': specialty('ongoing', [FIERCE]),
  // Offense IV: +1 Attack, or a card of the hand discarded (a cost) for +1 more (ruling SH20).
  'specialty.crag-hack-4': specialtyChoice('ongoing', [strike(1)], [{ op: 'discardCards', min: 1, max: 1 }, strike(2)]),
  // Offense VI: any card played for +1 Attack instead of its effect, for this combat (`playForAttack`, ruling SH21).
  'specialty.crag-hack-6': specialty('ongoing', [{ op: 'cardsGrantAttack' }]),
  'specialty.gundula-1': specialty('ongoing', [slow(2)]),
  'specialty.gundula-4': specialty('instant', [OUTPACE]),
  'specialty.gundula-6': specialty('ongoing', [slow(4)]),
  'specialty.shiva-1': specialtyChoice('instant', [raise('attack', 'Thunderbirds')], [raise('defense', 'Thunderbirds')]),
  'specialty.shiva-4': specialty('ongoing', [toughen('Thunderbirds')]),
  'specialty.shiva-6': specialty('ongoing', [SOAR]),
  'specialty.yog-1': specialtyChoice('instant', [raise('attack', 'Cyclopes')], [raise('defense', 'Cyclopes')]),
  'specialty.yog-4': specialty('ongoing', [hasten('Cyclopes')]),
  'specialty.yog-6': specialty('ongoing', [toughen('Cyclopes')]),
};
