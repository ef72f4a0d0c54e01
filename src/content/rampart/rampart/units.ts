/** The Rampart units (Few and Pack sides, printed values; ability texts in the library's words) and their abilities. */
import type { FactionUnitDef, UnitAbilitiesBySide, UnitAbility } from '../../../model';
import { res } from '../../kit/units';

/** Dwarves: a "+1" on an Attack die rolled when a Spell or Specialty card selects them alone shakes it off. */
const SHAKE_OFF: UnitAbility = { kind: 'resistCardOnAttackDie', face: 1 };
/** Unicorns: Spell damage to them is 1 less. */
const SPELL_WARD: UnitAbility = { kind: 'spellDamageReduction', amount: 1 };

/** The printed text of the Dwarves' ability (both sides). */
const DWARVES_TEXT = 'When a Spell or Specialty card selects it, roll an Attack die: on +1 the card has no effect.';

/** The 7 Rampart units, bronze → silver → gold. */
export const RAMPART_UNITS: readonly FactionUnitDef[] = [
  {
    id: 'rampart.centaurs',
    name: 'Centaurs',
    faction: 'rampart',
    tier: 'bronze',
    few: { type: 'ground', attack: 2, defense: 0, hp: 3, initiative: 6, ability: null },
    pack: { type: 'ground', attack: 3, defense: 0, hp: 3, initiative: 8, ability: null },
    recruitCost: res(2),
    reinforceCost: res(3),
  },
  {
    id: 'rampart.dwarves',
    name: 'Dwarves',
    faction: 'rampart',
    tier: 'bronze',
    few: { type: 'ground', attack: 2, defense: 1, hp: 3, initiative: 3, ability: { timing: 'passive', text: DWARVES_TEXT } },
    pack: { type: 'ground', attack: 3, defense: 1, hp: 3, initiative: 5, ability: { timing: 'passive', text: DWARVES_TEXT } },
    recruitCost: res(3),
    reinforceCost: res(4),
  },
  {
    id: 'rampart.elves',
    name: 'Elves',
    faction: 'rampart',
    tier: 'bronze',
    few: { type: 'ranged', attack: 2, defense: 1, hp: 3, initiative: 6, ability: null },
    pack: {
      type: 'ranged', attack: 3, defense: 1, hp: 3, initiative: 7,
      ability: { timing: 'attack', text: 'Against a target that is not adjacent, on a -1 or 0 on its Attack die it attacks that target again.' },
    },
    recruitCost: res(4),
    reinforceCost: res(7),
  },
  {
    id: 'rampart.pegasi',
    name: 'Pegasi',
    faction: 'rampart',
    tier: 'silver',
    few: { type: 'flying', attack: 3, defense: 0, hp: 5, initiative: 8, ability: null },
    pack: {
      type: 'flying', attack: 4, defense: 0, hp: 6, initiative: 12,
      ability: { timing: 'passive', text: "The Power of the enemy's Spells is 1 less, to no less than 0." },
    },
    recruitCost: res(6),
    reinforceCost: res(10),
  },
  {
    id: 'rampart.dendroids',
    name: 'Dendroids',
    faction: 'rampart',
    tier: 'silver',
    few: { type: 'ground', attack: 4, defense: 2, hp: 5, initiative: 3, ability: null },
    pack: {
      type: 'ground', attack: 4, defense: 2, hp: 6, initiative: 4,
      ability: { timing: 'passive', text: 'An enemy unit that starts its activation adjacent to it cannot move.' },
    },
    recruitCost: res(8),
    reinforceCost: res(15),
  },
  {
    id: 'rampart.unicorns',
    name: 'Unicorns',
    faction: 'rampart',
    tier: 'gold',
    few: {
      type: 'ground', attack: 5, defense: 1, hp: 8, initiative: 7,
      ability: { timing: 'passive', text: 'Damage Spells deal to it is reduced by 1, to no less than 0.' },
    },
    pack: {
      type: 'ground', attack: 6, defense: 1, hp: 8, initiative: 9,
      ability: { timing: 'passive', text: 'Damage Spells deal to it and to adjacent friendly units is reduced by 1, to no less than 0.' },
    },
    recruitCost: res(11),
    reinforceCost: res(18, 0, 1),
  },
  {
    id: 'rampart.gold-dragons',
    name: 'Gold Dragons',
    faction: 'rampart',
    tier: 'gold',
    few: {
      type: 'flying', attack: 5, defense: 3, hp: 9, initiative: 10,
      ability: { timing: 'attack', text: 'It attacks 2 spaces in a line: the target, then the unit behind it with Attack 2.' },
    },
    pack: {
      type: 'flying', attack: 6, defense: 3, hp: 10, initiative: 16,
      ability: { timing: 'attack', text: 'It attacks 2 spaces in a line: the target, then the unit behind it with Attack 3.' },
    },
    recruitCost: res(22, 0, 1),
    reinforceCost: res(30, 0, 2),
  },
];

/** Their abilities by unit id and printed side; units and sides without one have no entry. */
export const RAMPART_UNIT_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'rampart.dwarves': { few: [SHAKE_OFF], pack: [SHAKE_OFF] },
  'rampart.elves': { pack: [{ kind: 'secondAttackOnAttackDie', faces: [-1, 0] }] },
  'rampart.pegasi': { pack: [{ kind: 'weakenEnemySpells', amount: 1 }] },
  'rampart.dendroids': { pack: [{ kind: 'rootAdjacentEnemies' }] },
  'rampart.unicorns': { few: [SPELL_WARD], pack: [SPELL_WARD, { kind: 'adjacentAlliesSpellDamageReduction', amount: 1 }] },
  'rampart.gold-dragons': { few: [{ kind: 'lineAttack', secondAttack: 2 }], pack: [{ kind: 'lineAttack', secondAttack: 3 }] },
};
