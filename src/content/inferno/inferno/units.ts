/** The Inferno units (Few and Pack sides, printed values; ability texts in the library's words) and their abilities. */
import type { FactionUnitDef, UnitAbilitiesBySide, UnitAbility } from '../../../model';
import { res, NO_RETALIATION } from '../../kit/units';
import { CERBERI_BITE, DISCARD_ON_SPELL, EFREET_WARD, MAGOG_SPLASH } from '../abilities';

/** Efreet Few: only Magic Arrows leave them unhurt (ruling IN6). */
const ARROW_WARD: UnitAbility = { kind: 'ignoresSpellDamage', spells: ['spell.magic-arrow'], schools: [] };
/** Pit Lords Pack: Summon Demons (p. 90). */
const SUMMON_DEMONS: UnitAbility = { kind: 'summonOrReinforce', unit: 'inferno.demons' };

/** The 7 Inferno units, bronze → silver → gold; recruitment and reinforcement costs as the Few card prints them. */
export const INFERNO_UNITS: readonly FactionUnitDef[] = [
  {
    id: 'inferno.familiars',
    name: 'Familiars',
    faction: 'inferno',
    tier: 'bronze',
    few: { type: 'ground', attack: 2, defense: 1, hp: 2, initiative: 5, ability: null },
    pack: {
      type: 'ground', attack: 3, defense: 1, hp: 2, initiative: 7,
      ability: { timing: 'passive', text: 'Whenever an enemy casts a Spell from hand, they must discard 1 other card from hand.' },
    },
    recruitCost: res(2),
    reinforceCost: res(3),
  },
  {
    id: 'inferno.magogs',
    name: 'Magogs',
    faction: 'inferno',
    tier: 'bronze',
    few: { type: 'ranged', attack: 2, defense: 0, hp: 2, initiative: 4, ability: null },
    pack: {
      type: 'ranged', attack: 2, defense: 0, hp: 3, initiative: 6,
      ability: { timing: 'attack', text: 'When it attacks a target that is not adjacent to it, it also deals 1 damage to a unit adjacent to that target.' },
    },
    recruitCost: res(3),
    reinforceCost: res(5),
  },
  {
    id: 'inferno.cerberi',
    name: 'Cerberi',
    faction: 'inferno',
    tier: 'bronze',
    few: { type: 'ground', attack: 3, defense: 0, hp: 4, initiative: 7, ability: null },
    pack: {
      type: 'ground', attack: 3, defense: 1, hp: 5, initiative: 8,
      ability: { timing: 'attack', text: 'The unit it attacks does not retaliate; it also deals 1 damage to another enemy unit adjacent to it.' },
    },
    recruitCost: res(4),
    reinforceCost: res(7),
  },
  {
    id: 'inferno.demons',
    name: 'Demons',
    faction: 'inferno',
    tier: 'silver',
    few: { type: 'ground', attack: 3, defense: 2, hp: 4, initiative: 5, ability: null },
    pack: { type: 'ground', attack: 3, defense: 2, hp: 5, initiative: 6, ability: null },
    recruitCost: res(6),
    reinforceCost: res(8),
  },
  {
    id: 'inferno.pit-lords',
    name: 'Pit Lords',
    faction: 'inferno',
    tier: 'silver',
    few: { type: 'ground', attack: 4, defense: 1, hp: 6, initiative: 6, ability: null },
    pack: {
      type: 'ground', attack: 5, defense: 1, hp: 6, initiative: 7,
      ability: { timing: 'other', text: 'Instead of moving and attacking, once per combat, once one of your units has been removed from the board: summon Few Demons next to it, or reinforce your Few Demons for free.' },
    },
    recruitCost: res(8),
    reinforceCost: res(15),
  },
  {
    id: 'inferno.efreet',
    name: 'Efreet',
    faction: 'inferno',
    tier: 'gold',
    few: {
      type: 'flying', attack: 5, defense: 1, hp: 7, initiative: 9,
      ability: { timing: 'passive', text: 'It ignores any damage from Magic Arrows.' },
    },
    pack: {
      type: 'flying', attack: 6, defense: 1, hp: 7, initiative: 13,
      ability: { timing: 'passive', text: 'It ignores any damage from Magic Arrows and from Spells of the School of Fire Magic.' },
    },
    recruitCost: res(12),
    reinforceCost: res(18, 0, 1),
  },
  {
    id: 'inferno.arch-devils',
    name: 'Arch Devils',
    faction: 'inferno',
    tier: 'gold',
    few: {
      type: 'flying', attack: 6, defense: 3, hp: 8, initiative: 11,
      ability: { timing: 'attack', text: 'The unit it attacks does not retaliate.' },
    },
    pack: {
      type: 'flying', attack: 7, defense: 3, hp: 9, initiative: 15,
      ability: { timing: 'attack', text: 'The unit it attacks does not retaliate. As its move, it may go to any empty space.' },
    },
    recruitCost: res(22, 0, 1),
    reinforceCost: res(30, 0, 2),
  },
];

/** Their abilities by unit id and printed side; units and sides without one have no entry. */
export const INFERNO_UNIT_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'inferno.familiars': { pack: [DISCARD_ON_SPELL] },
  'inferno.magogs': { pack: [MAGOG_SPLASH] },
  'inferno.cerberi': { pack: [NO_RETALIATION, CERBERI_BITE] },
  'inferno.pit-lords': { pack: [SUMMON_DEMONS] },
  'inferno.efreet': { few: [ARROW_WARD], pack: [EFREET_WARD] },
  'inferno.arch-devils': { few: [NO_RETALIATION], pack: [NO_RETALIATION, { kind: 'moveToAnyEmptySpace' }] },
};
