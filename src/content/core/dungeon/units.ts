/** The Dungeon units (Few and Pack sides, printed values; ability texts in the library's words) and their abilities. */
import type { FactionUnitDef, UnitAbilitiesBySide, UnitAbility } from '../../../model';
import {
  res, NO_PENALTY_ADJACENT, NO_RETALIATION, NO_ADJACENT_PENALTY, FLY_BACK, PARALYSING_RETALIATION, NO_PARALYSIS, SPELL_IMMUNITY,
} from '../../kit/units';

/** The 7 Dungeon units, bronze → silver → gold. */
export const DUNGEON_UNITS: readonly FactionUnitDef[] = [
  {
    // README correction: Few and Pack both have HP 2 (only the neutral card has 3).
    id: 'dungeon.troglodytes',
    name: 'Troglodytes',
    faction: 'dungeon',
    tier: 'bronze',
    few: { type: 'ground', attack: 2, defense: 1, hp: 2, initiative: 4, ability: null },
    pack: {
      type: 'ground', attack: 3, defense: 1, hp: 2, initiative: 5,
      ability: { timing: 'passive', text: 'It cannot be paralysed.' },
    },
    recruitCost: res(2),
    reinforceCost: res(3),
  },
  {
    id: 'dungeon.harpies',
    name: 'Harpies',
    faction: 'dungeon',
    tier: 'bronze',
    few: {
      type: 'flying', attack: 2, defense: 0, hp: 3, initiative: 6,
      ability: { timing: 'attack', text: 'After the target retaliates, it may fly back to the space it attacked from.' },
    },
    pack: {
      type: 'flying', attack: 3, defense: 0, hp: 3, initiative: 9,
      ability: { timing: 'attack', text: 'The target cannot retaliate, and it may fly back to the space it attacked from.' },
    },
    recruitCost: res(3),
    reinforceCost: res(5),
  },
  {
    id: 'dungeon.evil-eyes',
    name: 'Evil Eyes',
    faction: 'dungeon',
    tier: 'bronze',
    few: { type: 'ranged', attack: 3, defense: 0, hp: 3, initiative: 5, ability: null },
    pack: {
      type: 'ranged', attack: 3, defense: 1, hp: 3, initiative: 7,
      ability: { timing: 'passive', text: NO_PENALTY_ADJACENT },
    },
    recruitCost: res(4),
    reinforceCost: res(6),
  },
  {
    id: 'dungeon.medusas',
    name: 'Medusas',
    faction: 'dungeon',
    tier: 'silver',
    few: {
      // Timing as on the wiki (passive); one fan CSV shows the retaliation icon instead.
      type: 'ranged', attack: 3, defense: 1, hp: 4, initiative: 5,
      ability: { timing: 'passive', text: 'After it retaliates, roll a separate Attack die: on 0 the target is paralysed.' },
    },
    pack: {
      // Two printed abilities (passive + retaliate); the type holds one, so the first icon is kept.
      type: 'ranged', attack: 4, defense: 1, hp: 4, initiative: 6,
      ability: { timing: 'passive', text: 'No penalty when shooting at an adjacent unit; its retaliation paralyses the target.' },
    },
    recruitCost: res(6),
    reinforceCost: res(12),
  },
  {
    id: 'dungeon.minotaurs',
    name: 'Minotaurs',
    faction: 'dungeon',
    tier: 'silver',
    few: {
      type: 'ground', attack: 4, defense: 2, hp: 4, initiative: 6,
      ability: { timing: 'attack', text: 'If its Attack die shows -1, draw a card.' },
    },
    pack: {
      type: 'ground', attack: 5, defense: 2, hp: 4, initiative: 8,
      ability: { timing: 'attack', text: 'If its Attack die shows -1, draw a card.' },
    },
    recruitCost: res(8),
    reinforceCost: res(14),
  },
  {
    // The normal card, not the "Alternate" Manticores.
    id: 'dungeon.manticores',
    name: 'Manticores',
    faction: 'dungeon',
    tier: 'gold',
    few: { type: 'flying', attack: 5, defense: 1, hp: 6, initiative: 7, ability: null },
    pack: {
      type: 'flying', attack: 5, defense: 1, hp: 6, initiative: 11,
      ability: { timing: 'attack', text: "This attack ignores the defense printed on the target's card." },
    },
    recruitCost: res(10),
    reinforceCost: res(18, 0, 1),
  },
  {
    id: 'dungeon.black-dragons',
    name: 'Black Dragons',
    faction: 'dungeon',
    tier: 'gold',
    few: {
      type: 'flying', attack: 6, defense: 3, hp: 8, initiative: 11,
      ability: { timing: 'passive', text: 'Damage it takes from spells is reduced by 2, to no less than 0.' },
    },
    pack: {
      type: 'flying', attack: 8, defense: 3, hp: 8, initiative: 15,
      ability: { timing: 'passive', text: 'It is unaffected by spells and takes no damage from Specialty cards.' },
    },
    recruitCost: res(19, 0, 1),
    reinforceCost: res(33, 0, 2),
  },
];

const DRAW_ON_MINUS_1: UnitAbility = { kind: 'drawOnAttackDie', face: -1 };

/** Their abilities by unit id and printed side; units and sides without one have no entry. */
export const DUNGEON_UNIT_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'dungeon.troglodytes': { pack: [NO_PARALYSIS] },
  'dungeon.harpies': { few: [FLY_BACK], pack: [NO_RETALIATION, FLY_BACK] },
  'dungeon.evil-eyes': { pack: [NO_ADJACENT_PENALTY] },
  'dungeon.medusas': { few: [{ kind: 'paralyseTarget', on: 'retaliation', roll: [0] }], pack: [NO_ADJACENT_PENALTY, PARALYSING_RETALIATION] },
  'dungeon.minotaurs': { few: [DRAW_ON_MINUS_1], pack: [DRAW_ON_MINUS_1] },
  'dungeon.manticores': { pack: [{ kind: 'ignorePrintedDefense' }] },
  'dungeon.black-dragons': { few: [{ kind: 'spellDamageReduction', amount: 2 }], pack: [SPELL_IMMUNITY] },
};
