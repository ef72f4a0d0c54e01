/** The Castle units (Few and Pack sides, printed values; ability texts in the library's words) and their abilities. */
import type { FactionUnitDef, UnitAbilitiesBySide } from '../../../model';
import { res, NO_PENALTY_ADJACENT, UNLIMITED_RETALIATION, NO_ADJACENT_PENALTY, SECOND_SHOT } from '../../kit/units';

/** The 7 Castle units, bronze → silver → gold. */
export const CASTLE_UNITS: readonly FactionUnitDef[] = [
  {
    id: 'castle.halberdiers',
    name: 'Halberdiers',
    faction: 'castle',
    tier: 'bronze',
    few: { type: 'ground', attack: 2, defense: 1, hp: 2, initiative: 4, ability: null },
    pack: {
      type: 'ground', attack: 3, defense: 1, hp: 2, initiative: 5,
      ability: { timing: 'passive', text: "When it is attacked, you may discard a card to cancel the attacker's Attack die result." },
    },
    recruitCost: res(2),
    reinforceCost: res(3),
  },
  {
    id: 'castle.marksmen',
    name: 'Marksmen',
    faction: 'castle',
    tier: 'bronze',
    few: { type: 'ranged', attack: 2, defense: 0, hp: 2, initiative: 4, ability: null },
    pack: {
      type: 'ranged', attack: 2, defense: 0, hp: 2, initiative: 6,
      ability: { timing: 'attack', text: 'Against a non-adjacent target, it attacks that target a second time.' },
    },
    recruitCost: res(3),
    reinforceCost: res(5),
  },
  {
    id: 'castle.griffins',
    name: 'Griffins',
    faction: 'castle',
    tier: 'bronze',
    few: {
      type: 'flying', attack: 2, defense: 0, hp: 4, initiative: 6,
      ability: { timing: 'retaliate', text: 'It may retaliate any number of times.' },
    },
    pack: {
      type: 'flying', attack: 3, defense: 0, hp: 4, initiative: 9,
      ability: { timing: 'retaliate', text: 'It may retaliate any number of times.' },
    },
    recruitCost: res(4),
    reinforceCost: res(6),
  },
  {
    id: 'castle.crusaders',
    name: 'Crusaders',
    faction: 'castle',
    tier: 'silver',
    few: { type: 'ground', attack: 3, defense: 2, hp: 4, initiative: 5, ability: null },
    pack: {
      type: 'ground', attack: 4, defense: 2, hp: 4, initiative: 6,
      ability: { timing: 'attack', text: 'It may reroll its Attack die whenever it shows 0.' },
    },
    recruitCost: res(6),
    reinforceCost: res(10),
  },
  {
    id: 'castle.zealots',
    name: 'Zealots',
    faction: 'castle',
    tier: 'silver',
    few: { type: 'ranged', attack: 3, defense: 1, hp: 5, initiative: 5, ability: null },
    pack: {
      type: 'ranged', attack: 4, defense: 1, hp: 5, initiative: 7,
      ability: { timing: 'passive', text: NO_PENALTY_ADJACENT },
    },
    recruitCost: res(8),
    reinforceCost: res(12),
  },
  {
    id: 'castle.champions',
    name: 'Champions',
    faction: 'castle',
    tier: 'gold',
    few: {
      type: 'ground', attack: 5, defense: 2, hp: 7, initiative: 7,
      ability: { timing: 'map', text: 'Reinforcing it costs 6 gold less while your hero stands on a field with Stables.' },
    },
    pack: {
      type: 'ground', attack: 6, defense: 2, hp: 7, initiative: 9,
      ability: { timing: 'attack', text: 'If it ended its move away from its starting space, you may reroll one Attack die.' },
    },
    recruitCost: res(12),
    reinforceCost: res(20, 0, 1),
  },
  {
    id: 'castle.archangels',
    name: 'Archangels',
    faction: 'castle',
    tier: 'gold',
    few: {
      type: 'flying', attack: 6, defense: 3, hp: 8, initiative: 12,
      ability: { timing: 'passive', text: 'Draw 1 card when the combat starts.' },
    },
    pack: {
      type: 'flying', attack: 7, defense: 3, hp: 10, initiative: 18,
      ability: { timing: 'passive', text: 'Once per combat, cancel an attack that would bring another unit to 0 HP.' },
    },
    recruitCost: res(20, 0, 1),
    reinforceCost: res(30, 0, 2),
  },
];

/** Their abilities by unit id and printed side; units and sides without one have no entry. */
export const CASTLE_UNIT_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'castle.halberdiers': { pack: [{ kind: 'discardToIgnoreAttackDie' }] },
  'castle.marksmen': { pack: [SECOND_SHOT] },
  'castle.griffins': { few: [UNLIMITED_RETALIATION], pack: [UNLIMITED_RETALIATION] },
  'castle.crusaders': { pack: [{ kind: 'rerollAttackDie', faces: [0], optional: true, repeat: true, on: 'attack' }] },
  'castle.zealots': { pack: [NO_ADJACENT_PENALTY] },
  'castle.champions': { few: [{ kind: 'reinforceDiscountOn', location: 'stables', gold: 6 }], pack: [{ kind: 'rerollAttackDie', faces: [-1, 0, 1], optional: true, repeat: false, on: 'attack', afterMoving: true }] },
  'castle.archangels': { few: [{ kind: 'drawAtCombatStart', count: 1 }], pack: [{ kind: 'cancelLethalAttackOncePerCombat' }] },
};
