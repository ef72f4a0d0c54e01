/** The Fortress units (Few and Pack sides, printed values; ability texts in the library's words) and their abilities. */
import type { FactionUnitDef, UnitAbilitiesBySide, UnitAbility } from '../../../model';
import { res, NO_RETALIATION } from '../../kit/units';

/** Dragon Flies: the target loses what its own player's cards gave it. */
const DISPEL: UnitAbility = { kind: 'removeTargetsOngoingEffects' };
/** Dragon Flies Pack: a retaliation against them suffers −1 Attack, the same as +1 Defense for them (ruling FX36). */
const WEAK_RETALIATION: UnitAbility = { kind: 'defenseAgainstRetaliation', amount: 1 };
/** Basilisks: a "−1" on the Attack die paralyses the target. */
const PETRIFY: UnitAbility = { kind: 'paralyseTarget', on: 'attack', resolved: [-1] };

/** The 7 Fortress units, bronze → silver → gold. */
export const FORTRESS_UNITS: readonly FactionUnitDef[] = [
  {
    id: 'fortress.gnolls',
    name: 'Gnolls',
    faction: 'fortress',
    tier: 'bronze',
    few: { type: 'ground', attack: 2, defense: 1, hp: 3, initiative: 4, ability: null },
    pack: { type: 'ground', attack: 2, defense: 1, hp: 4, initiative: 5, ability: null },
    recruitCost: res(2),
    reinforceCost: res(3),
  },
  {
    id: 'fortress.lizardmen',
    name: 'Lizardmen',
    faction: 'fortress',
    tier: 'bronze',
    few: { type: 'ranged', attack: 2, defense: 0, hp: 3, initiative: 4, ability: null },
    pack: { type: 'ranged', attack: 3, defense: 0, hp: 3, initiative: 5, ability: null },
    recruitCost: res(3),
    reinforceCost: res(5),
  },
  {
    id: 'fortress.dragon-flies',
    name: 'Dragon Flies',
    faction: 'fortress',
    tier: 'bronze',
    few: {
      type: 'flying', attack: 3, defense: 0, hp: 3, initiative: 8,
      ability: { timing: 'attack', text: "The unit it attacks loses every lasting effect its own player's cards gave it." },
    },
    pack: {
      type: 'flying', attack: 3, defense: 1, hp: 3, initiative: 12,
      ability: { timing: 'attack', text: "The unit it attacks loses every lasting effect its own player's cards gave it; if that unit retaliates, it has -1 Attack." },
    },
    recruitCost: res(4),
    reinforceCost: res(7),
  },
  {
    id: 'fortress.basilisks',
    name: 'Basilisks',
    faction: 'fortress',
    tier: 'silver',
    few: {
      type: 'ground', attack: 4, defense: 1, hp: 4, initiative: 5,
      ability: { timing: 'attack', text: 'When its Attack die shows -1, the unit it attacked is paralysed.' },
    },
    pack: {
      type: 'ground', attack: 4, defense: 1, hp: 5, initiative: 7,
      ability: { timing: 'attack', text: 'When its Attack die shows -1, the unit it attacked is paralysed.' },
    },
    recruitCost: res(6),
    reinforceCost: res(9),
  },
  {
    id: 'fortress.gorgons',
    name: 'Gorgons',
    faction: 'fortress',
    tier: 'silver',
    few: { type: 'ground', attack: 4, defense: 2, hp: 5, initiative: 5, ability: null },
    pack: {
      type: 'ground', attack: 5, defense: 2, hp: 5, initiative: 6,
      ability: { timing: 'attack', text: 'After its attack, roll 2 Attack dice: if both show 0, the card of the unit it attacked drops to 0 HP.' },
    },
    recruitCost: res(9),
    reinforceCost: res(14),
  },
  {
    id: 'fortress.wyverns',
    name: 'Wyverns',
    faction: 'fortress',
    tier: 'gold',
    few: {
      type: 'flying', attack: 5, defense: 1, hp: 8, initiative: 7,
      ability: { timing: 'attack', text: 'It puts 1 faction cube on the unit it attacks; as that unit starts an activation, a cube comes off and it suffers 1 damage.' },
    },
    pack: {
      type: 'flying', attack: 6, defense: 1, hp: 8, initiative: 11,
      ability: { timing: 'attack', text: 'It puts 2 faction cubes on the unit it attacks; as that unit starts an activation, a cube comes off and it suffers 1 damage.' },
    },
    recruitCost: res(12),
    reinforceCost: res(18, 0, 1),
  },
  {
    id: 'fortress.hydras',
    name: 'Hydras',
    faction: 'fortress',
    tier: 'gold',
    few: {
      type: 'ground', attack: 6, defense: 3, hp: 8, initiative: 5,
      ability: { timing: 'attack', text: 'The unit it attacks does not retaliate.' },
    },
    pack: {
      type: 'ground', attack: 7, defense: 3, hp: 10, initiative: 7,
      ability: { timing: 'attack', text: 'The units it attacks do not retaliate; it may attack a second enemy unit adjacent to it.' },
    },
    recruitCost: res(20, 0, 1),
    reinforceCost: res(28, 0, 2),
  },
];

/** Their abilities by unit id and printed side; units and sides without one have no entry. */
export const FORTRESS_UNIT_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'fortress.dragon-flies': { few: [DISPEL], pack: [DISPEL, WEAK_RETALIATION] },
  'fortress.basilisks': { few: [PETRIFY], pack: [PETRIFY] },
  'fortress.gorgons': { pack: [{ kind: 'slayOnRoll', dice: 2, face: 0 }] },
  'fortress.wyverns': { few: [{ kind: 'poisonTarget', cubes: 1 }], pack: [{ kind: 'poisonTarget', cubes: 2 }] },
  'fortress.hydras': { few: [NO_RETALIATION], pack: [NO_RETALIATION, { kind: 'attackSecondAdjacentEnemy' }] },
};
