/** The Necropolis units (Few and Pack sides, printed values; ability texts in the library's words) and their abilities. */
import type { FactionUnitDef, UnitAbilitiesBySide, UnitAbility } from '../../../model';
import { res, NO_RETALIATION, DEFENSE_ON_0_OR_1, SPLASH, VAMPIRE_HEAL } from '../../kit/units';

/** The 7 Necropolis units, bronze → silver → gold. */
export const NECROPOLIS_UNITS: readonly FactionUnitDef[] = [
  {
    id: 'necropolis.skeletons',
    name: 'Skeletons',
    faction: 'necropolis',
    tier: 'bronze',
    few: { type: 'ground', attack: 2, defense: 1, hp: 2, initiative: 4, ability: null },
    pack: { type: 'ground', attack: 3, defense: 1, hp: 2, initiative: 5, ability: null },
    recruitCost: res(2),
    reinforceCost: res(3),
  },
  {
    id: 'necropolis.zombies',
    name: 'Zombies',
    faction: 'necropolis',
    tier: 'bronze',
    few: {
      type: 'ground', attack: 2, defense: 1, hp: 3, initiative: 3,
      ability: { timing: 'passive', text: "Gains +1 defense when the attacker's Attack die shows +1." },
    },
    pack: {
      type: 'ground', attack: 2, defense: 1, hp: 3, initiative: 4,
      ability: { timing: 'passive', text: "Gains +1 defense when the attacker's Attack die shows 0 or +1." },
    },
    recruitCost: res(3),
    reinforceCost: res(4),
  },
  {
    id: 'necropolis.wraiths',
    name: 'Wraiths',
    faction: 'necropolis',
    tier: 'bronze',
    few: {
      type: 'flying', attack: 3, defense: 0, hp: 3, initiative: 5,
      ability: { timing: 'activation', text: 'It heals up to 1 damage from itself.' },
    },
    pack: {
      type: 'flying', attack: 3, defense: 0, hp: 5, initiative: 7,
      ability: { timing: 'activation', text: 'It heals up to 1 damage from itself, then the enemy discards a random card from hand.' },
    },
    recruitCost: res(4),
    reinforceCost: res(6),
  },
  {
    id: 'necropolis.vampires',
    name: 'Vampires',
    faction: 'necropolis',
    tier: 'silver',
    few: {
      type: 'flying', attack: 4, defense: 1, hp: 4, initiative: 6,
      ability: { timing: 'attack', text: 'The target cannot retaliate.' },
    },
    pack: {
      type: 'flying', attack: 5, defense: 1, hp: 4, initiative: 9,
      ability: { timing: 'attack', text: 'The target cannot retaliate; afterwards it heals up to 2 damage from itself.' },
    },
    recruitCost: res(8),
    reinforceCost: res(12),
  },
  {
    id: 'necropolis.liches',
    name: 'Liches',
    faction: 'necropolis',
    tier: 'silver',
    few: { type: 'ranged', attack: 3, defense: 1, hp: 5, initiative: 6, ability: null },
    pack: {
      type: 'ranged', attack: 4, defense: 1, hp: 5, initiative: 7,
      ability: { timing: 'attack', text: 'It also attacks one unit adjacent to the target, with attack 2 for that extra attack.' },
    },
    recruitCost: res(8),
    reinforceCost: res(14),
  },
  {
    id: 'necropolis.dread-knights',
    name: 'Dread Knights',
    faction: 'necropolis',
    tier: 'gold',
    few: {
      type: 'ground', attack: 5, defense: 2, hp: 7, initiative: 7,
      ability: { timing: 'attack', text: "The target's retaliation rolls 2 Attack dice and uses the lower result." },
    },
    pack: {
      type: 'ground', attack: 6, defense: 2, hp: 7, initiative: 9,
      ability: { timing: 'attack', text: 'If its Attack die shows 0 or +1, the attack gets a further +1.' },
    },
    recruitCost: res(12),
    reinforceCost: res(20, 0, 1),
  },
  {
    id: 'necropolis.ghost-dragons',
    name: 'Ghost Dragons',
    faction: 'necropolis',
    tier: 'gold',
    few: {
      type: 'flying', attack: 6, defense: 3, hp: 8, initiative: 9,
      ability: { timing: 'activation', text: 'The enemy loses its positive morale token.' },
    },
    pack: {
      // Two printed abilities (activation + attack); the type holds one, so the first icon is kept.
      type: 'flying', attack: 7, defense: 3, hp: 9, initiative: 14,
      ability: { timing: 'activation', text: 'The enemy loses its positive morale token; when it attacks, add +1 to its Attack die result.' },
    },
    recruitCost: res(19, 0, 1),
    reinforceCost: res(32, 0, 2),
  },
];

const MORALE_DRAIN: UnitAbility = { kind: 'enemyLosesPositiveMorale' };

/** Their abilities by unit id and printed side; units and sides without one have no entry. */
export const NECROPOLIS_UNIT_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'necropolis.zombies': { few: [{ kind: 'defenseWhenAttackerRolls', faces: [1], amount: 1 }], pack: [DEFENSE_ON_0_OR_1] },
  'necropolis.wraiths': {
    few: [{ kind: 'healSelf', amount: 1, when: 'activation' }],
    pack: [{ kind: 'healSelf', amount: 1, when: 'activation' }, { kind: 'enemyDiscardsRandomCard' }],
  },
  'necropolis.vampires': { few: [NO_RETALIATION], pack: [NO_RETALIATION, VAMPIRE_HEAL] },
  'necropolis.liches': { pack: [SPLASH] },
  'necropolis.dread-knights': { few: [{ kind: 'retaliationRollsTwoKeepsLower' }], pack: [{ kind: 'dieBonus', amount: 1, faces: [0, 1] }] },
  'necropolis.ghost-dragons': { few: [MORALE_DRAIN], pack: [MORALE_DRAIN, { kind: 'dieBonus', amount: 1 }] },
};
