/**
 * The Tower box's neutral cards of other factions' units (Fortress and Rampart), with the copies of the box's component
 * list; the neutral sides print their own statistics, costs and, for several, abilities of their own (rulings
 * TW30–TW39; the Pegasi's Power card, TW37–TW38). The Tower units' neutral cards come with the Tower faction.
 */
import type { NeutralUnitDef, UnitAbilitiesBySide, UnitAbility } from '../../model';
import { res, NO_RETALIATION, PARALYSING_RETALIATION } from '../kit/units';

/** Dwarves: a "+1" on an Attack die rolled when a Spell or Specialty card selects them alone shakes it off. */
const SHAKE_OFF: UnitAbility = { kind: 'resistCardOnAttackDie', face: 1 };

/** The box's neutral units of other factions, bronze → silver → gold → azure. */
export const TOWER_OTHER_NEUTRAL_UNITS: readonly NeutralUnitDef[] = [
  {
    id: 'neutral.centaurs', name: 'Centaurs', tier: 'bronze', copies: 2, recruitCost: res(3),
    side: { type: 'ground', attack: 2, defense: 0, hp: 5, initiative: 7, ability: null },
  },
  {
    id: 'neutral.dragon-flies', name: 'Dragon Flies', tier: 'bronze', copies: 1, recruitCost: res(7),
    side: { type: 'flying', attack: 3, defense: 0, hp: 3, initiative: 8, ability: { timing: 'attack', text: 'A retaliation against it has -1 Attack.' } },
  },
  {
    id: 'neutral.dwarves', name: 'Dwarves', tier: 'bronze', copies: 1, recruitCost: res(4),
    side: {
      type: 'ground', attack: 2, defense: 1, hp: 4, initiative: 3,
      ability: { timing: 'passive', text: 'When a Spell or Specialty card selects it, roll an Attack die: on +1 the card has no effect.' },
    },
  },
  {
    id: 'neutral.elves', name: 'Elves', tier: 'bronze', copies: 2, recruitCost: res(7),
    side: {
      type: 'ranged', attack: 2, defense: 1, hp: 3, initiative: 6,
      ability: { timing: 'attack', text: 'Against a target that is not adjacent, on a -1 or 0 on its Attack die it attacks that target again.' },
    },
  },
  {
    id: 'neutral.gnolls', name: 'Gnolls', tier: 'bronze', copies: 1, recruitCost: res(3),
    side: { type: 'ground', attack: 2, defense: 1, hp: 2, initiative: 4, ability: null },
  },
  {
    id: 'neutral.lizardmen', name: 'Lizardmen', tier: 'bronze', copies: 2, recruitCost: res(4),
    side: { type: 'ranged', attack: 2, defense: 0, hp: 4, initiative: 5, ability: null },
  },
  {
    id: 'neutral.basilisks', name: 'Basilisks', tier: 'silver', copies: 1, recruitCost: res(12),
    side: {
      type: 'ground', attack: 4, defense: 1, hp: 4, initiative: 5,
      ability: { timing: 'attack', text: 'After its attack, roll an Attack die: on 0 the unit it attacked is paralysed.' },
    },
  },
  {
    id: 'neutral.dendroids', name: 'Dendroids', tier: 'silver', copies: 1, recruitCost: res(12),
    side: {
      type: 'ground', attack: 3, defense: 2, hp: 6, initiative: 3,
      ability: { timing: 'passive', text: 'An enemy unit that starts its activation adjacent to it cannot move.' },
    },
  },
  {
    id: 'neutral.gorgons', name: 'Gorgons', tier: 'silver', copies: 2, recruitCost: res(13),
    side: {
      type: 'ground', attack: 4, defense: 2, hp: 4, initiative: 5,
      ability: { timing: 'attack', text: 'After its attack, roll 2 Attack dice: if both show -1, the card of the unit it attacked drops to 0 HP.' },
    },
  },
  {
    id: 'neutral.pegasi', name: 'Pegasi', tier: 'silver', copies: 1, recruitCost: res(14),
    side: {
      type: 'flying', attack: 3, defense: 0, hp: 5, initiative: 8,
      ability: { timing: 'passive', text: 'Whenever an enemy casts a Spell, they must discard an additional card with Power.' },
    },
  },
  {
    id: 'neutral.unicorns', name: 'Unicorns', tier: 'gold', copies: 1, recruitCost: res(18),
    side: { type: 'ground', attack: 5, defense: 1, hp: 7, initiative: 7, ability: { timing: 'retaliate', text: 'Its retaliation paralyses the unit it hits.' } },
  },
  {
    id: 'neutral.wyverns', name: 'Wyverns', tier: 'gold', copies: 2, recruitCost: res(17),
    side: {
      type: 'flying', attack: 4, defense: 1, hp: 7, initiative: 8,
      ability: { timing: 'attack', text: 'After its attack, roll an Attack die: on 0 the unit it attacked suffers 1 damage.' },
    },
  },
  {
    // Azure and flying: the reference README's correction of the wiki's gold tier and missing type (ruling TW30).
    id: 'neutral.gold-dragons', name: 'Gold Dragons', tier: 'azure', copies: 1, recruitCost: res(42),
    side: {
      type: 'flying', attack: 6, defense: 3, hp: 9, initiative: 10,
      ability: { timing: 'attack', text: 'It attacks 2 spaces in a line: the target, then the unit behind it with Attack 3.' },
    },
  },
  {
    id: 'neutral.hydras', name: 'Hydras', tier: 'azure', copies: 1, recruitCost: res(40),
    side: {
      type: 'ground', attack: 7, defense: 3, hp: 8, initiative: 5,
      ability: { timing: 'attack', text: 'The units it attacks do not retaliate; it may attack a second enemy unit adjacent to it.' },
    },
  },
];

/** Their abilities: the faction units' kinds where the neutral card prints the same ability (rulings TW31–TW36). */
export const TOWER_OTHER_NEUTRAL_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'neutral.dragon-flies': { neutral: [{ kind: 'defenseAgainstRetaliation', amount: 1 }] },
  'neutral.dwarves': { neutral: [SHAKE_OFF] },
  'neutral.elves': { neutral: [{ kind: 'secondAttackOnAttackDie', faces: [-1, 0] }] },
  'neutral.basilisks': { neutral: [{ kind: 'paralyseTarget', on: 'attack', roll: [0] }] },
  'neutral.dendroids': { neutral: [{ kind: 'rootAdjacentEnemies' }] },
  'neutral.gorgons': { neutral: [{ kind: 'slayOnRoll', dice: 2, face: -1 }] },
  'neutral.pegasi': { neutral: [{ kind: 'enemyDiscardsPowerOnSpell' }] },
  'neutral.unicorns': { neutral: [PARALYSING_RETALIATION] },
  'neutral.wyverns': { neutral: [{ kind: 'damageOnRoll', amount: 1, roll: [0] }] },
  'neutral.gold-dragons': { neutral: [{ kind: 'lineAttack', secondAttack: 3 }] },
  'neutral.hydras': { neutral: [NO_RETALIATION, { kind: 'attackSecondAdjacentEnemy' }] },
};
