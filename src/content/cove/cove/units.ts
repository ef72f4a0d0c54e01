/** The Cove units (Few and Pack sides, printed values; ability texts in the library's words) and their abilities. */
import type { FactionUnitDef, UnitAbilitiesBySide, UnitAbility } from '../../../model';
import { NO_RETALIATION, res } from '../../kit/units';
import {
  AYSSIDS_HUNT, AYSSIDS_TEXT, SEA_DOGS_AIM, SEA_DOGS_AIM_TEXT, SPELL_PROOF, SPELL_PROOF_TEXT, WEAKEN_TARGET, WEAKEN_TEXT, capText,
} from '../unitAbilities';

/** Seamen Pack: once per combat, 2 gold for a unit their attack removes (ruling CV4). */
const PLUNDER: UnitAbility = { kind: 'goldOnDefeat', gold: 2 };
/** Sorceresses Few: instead of moving and attacking, a −2 Weakness token on any one unit (ruling CV6). */
const WEAKEN_ANY: UnitAbility = { kind: 'placeWeakness', amount: 2, on: 'other' };
/** Nix Pack: no more than 4 damage from a single attack (ruling CV8). */
const NIX_CAP: UnitAbility = { kind: 'damageCapPerAttack', max: 4 };
/** Haspids Few: +2 Attack once turned from their Pack side during this combat (ruling CV9). */
const FURY: UnitAbility = { kind: 'attackBonusIfFlipped', amount: 2 };
/** Haspids Pack: 2 faction cubes on the target, one coming off with 1 damage as each of its activations begins (as the Wyverns, FX31). */
const VENOM_2: UnitAbility = { kind: 'poisonTarget', cubes: 2 };

/** The 7 Cove units, bronze → silver → gold; recruitment is the Few card's cost, reinforcement the Pack card's. */
export const COVE_UNITS: readonly FactionUnitDef[] = [
  {
    id: 'cove.oceanids',
    name: 'Oceanids',
    faction: 'cove',
    tier: 'bronze',
    few: { type: 'flying', attack: 2, defense: 0, hp: 3, initiative: 6, ability: null },
    pack: { type: 'flying', attack: 3, defense: 0, hp: 3, initiative: 8, ability: { timing: 'passive', text: SPELL_PROOF_TEXT } },
    recruitCost: res(2),
    reinforceCost: res(3),
  },
  {
    id: 'cove.seamen',
    name: 'Seamen',
    faction: 'cove',
    tier: 'bronze',
    few: { type: 'ground', attack: 2, defense: 1, hp: 3, initiative: 5, ability: null },
    pack: { type: 'ground', attack: 2, defense: 1, hp: 5, initiative: 6, ability: { timing: 'passive', text: 'Once per combat, when its attack removes a unit from the combat, gain 2 gold.' } },
    recruitCost: res(3),
    reinforceCost: res(5),
  },
  {
    id: 'cove.sea-dogs',
    name: 'Sea Dogs',
    faction: 'cove',
    tier: 'bronze',
    few: { type: 'ranged', attack: 2, defense: 0, hp: 4, initiative: 6, ability: { timing: 'passive', text: SEA_DOGS_AIM_TEXT } },
    pack: { type: 'ranged', attack: 3, defense: 0, hp: 5, initiative: 8, ability: { timing: 'attack', text: `The target does not retaliate. ${SEA_DOGS_AIM_TEXT}` } },
    recruitCost: res(4),
    reinforceCost: res(6),
  },
  {
    id: 'cove.ayssids',
    name: 'Ayssids',
    faction: 'cove',
    tier: 'silver',
    few: { type: 'flying', attack: 3, defense: 1, hp: 5, initiative: 9, ability: null },
    pack: { type: 'flying', attack: 3, defense: 1, hp: 6, initiative: 11, ability: { timing: 'attack', text: AYSSIDS_TEXT } },
    recruitCost: res(6),
    reinforceCost: res(10),
  },
  {
    id: 'cove.sorceresses',
    name: 'Sorceresses',
    faction: 'cove',
    tier: 'silver',
    few: { type: 'ranged', attack: 3, defense: 1, hp: 5, initiative: 6, ability: { timing: 'other', text: 'Instead of moving and attacking, a −2 Weakness token goes on any one unit for 2 Combat Rounds.' } },
    pack: { type: 'ranged', attack: 4, defense: 1, hp: 6, initiative: 7, ability: { timing: 'attack', text: WEAKEN_TEXT } },
    recruitCost: res(8),
    reinforceCost: res(13),
  },
  {
    id: 'cove.nix',
    name: 'Nix',
    faction: 'cove',
    tier: 'gold',
    few: { type: 'ground', attack: 5, defense: 2, hp: 7, initiative: 6, ability: null },
    pack: { type: 'ground', attack: 6, defense: 2, hp: 8, initiative: 7, ability: { timing: 'passive', text: capText(4) } },
    recruitCost: res(12),
    reinforceCost: res(20, 0, 1),
  },
  {
    id: 'cove.haspids',
    name: 'Haspids',
    faction: 'cove',
    tier: 'gold',
    few: { type: 'ground', attack: 5, defense: 3, hp: 8, initiative: 9, ability: { timing: 'attack', text: '+2 Attack if this unit was turned from its Pack side to its Few side during this combat.' } },
    pack: {
      type: 'ground', attack: 7, defense: 3, hp: 8, initiative: 12,
      ability: { timing: 'attack', text: 'Puts 2 faction cubes on the target; as each of its activations begins, one comes off and it suffers 1 damage.' },
    },
    recruitCost: res(18, 0, 1),
    reinforceCost: res(30, 0, 2),
  },
];

/** Their abilities by unit id and printed side; units and sides without one have no entry. */
export const COVE_UNIT_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'cove.oceanids': { pack: [SPELL_PROOF] },
  'cove.seamen': { pack: [PLUNDER] },
  'cove.sea-dogs': { few: [SEA_DOGS_AIM], pack: [NO_RETALIATION, SEA_DOGS_AIM] },
  'cove.ayssids': { pack: [AYSSIDS_HUNT] },
  'cove.sorceresses': { few: [WEAKEN_ANY], pack: [WEAKEN_TARGET] },
  'cove.nix': { pack: [NIX_CAP] },
  'cove.haspids': { few: [FURY], pack: [VENOM_2] },
};
