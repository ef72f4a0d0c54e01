/**
 * The core box's neutral unit decks: 41 cards as 28 distinct definitions (stats are the wiki's "Neutral" variant
 * rows), and their abilities.
 */
import type { NeutralUnitDef, UnitAbilitiesBySide, UnitAbility } from '../../../model';
import {
  res, NO_PENALTY_ADJACENT, UNLIMITED_RETALIATION, NO_RETALIATION, NO_ADJACENT_PENALTY, SECOND_SHOT, FLY_BACK,
  DEFENSE_ON_0_OR_1, SPLASH, PARALYSING_RETALIATION, VAMPIRE_HEAL, NO_PARALYSIS, SPELL_IMMUNITY,
} from '../../kit/units';

/** The neutral units by tier: bronze, silver, gold, azure. */
export const CORE_NEUTRAL_UNITS: readonly NeutralUnitDef[] = [
  // ---- Bronze (14 cards) ----
  {
    id: 'neutral.boars', name: 'Boars', tier: 'bronze', copies: 1, recruitCost: res(4),
    side: { type: 'ground', attack: 2, defense: 0, hp: 4, initiative: 6, ability: null },
  },
  {
    id: 'neutral.evil-eyes', name: 'Evil Eyes', tier: 'bronze', copies: 1, recruitCost: res(6),
    side: { type: 'ranged', attack: 2, defense: 1, hp: 3, initiative: 6, ability: { timing: 'passive', text: NO_PENALTY_ADJACENT } },
  },
  {
    id: 'neutral.griffins', name: 'Griffins', tier: 'bronze', copies: 1, recruitCost: res(7),
    side: { type: 'flying', attack: 3, defense: 0, hp: 4, initiative: 8, ability: { timing: 'retaliate', text: 'It may retaliate any number of times.' } },
  },
  {
    id: 'neutral.halberdiers', name: 'Halberdiers', tier: 'bronze', copies: 1, recruitCost: res(4),
    side: {
      type: 'ground', attack: 2, defense: 0, hp: 4, initiative: 4,
      ability: { timing: 'passive', text: 'Friendly units next to it count as having a Defense token.' },
    },
  },
  {
    id: 'neutral.halflings', name: 'Halflings', tier: 'bronze', copies: 2, recruitCost: res(5),
    side: {
      type: 'ranged', attack: 2, defense: 0, hp: 3, initiative: 6,
      ability: { timing: 'attack', text: 'Roll 2 Attack dice and keep the better one; it ignores combat penalties.' },
    },
  },
  {
    id: 'neutral.harpies', name: 'Harpies', tier: 'bronze', copies: 1, recruitCost: res(5),
    side: {
      type: 'flying', attack: 2, defense: 0, hp: 4, initiative: 8,
      ability: { timing: 'attack', text: 'The target cannot retaliate, and it may fly back to the space it attacked from.' },
    },
  },
  {
    id: 'neutral.marksmen', name: 'Marksmen', tier: 'bronze', copies: 1, recruitCost: res(7),
    side: {
      type: 'ranged', attack: 2, defense: 0, hp: 3, initiative: 5,
      ability: { timing: 'attack', text: 'Against a non-adjacent target, it attacks that target a second time.' },
    },
  },
  {
    id: 'neutral.peasants', name: 'Peasants', tier: 'bronze', copies: 1, recruitCost: res(3),
    side: {
      type: 'ground', attack: 1, defense: 0, hp: 2, initiative: 3,
      ability: { timing: 'map', text: 'Gain 3 gold at the start of every Resource round.' },
    },
  },
  {
    id: 'neutral.rogues', name: 'Rogues', tier: 'bronze', copies: 1, recruitCost: res(5),
    side: {
      type: 'ground', attack: 2, defense: 1, hp: 3, initiative: 6,
      ability: { timing: 'map', text: 'Once in your turn, peek at the top card of any deck and leave it on top or move it to the bottom.' },
    },
  },
  {
    id: 'neutral.skeletons', name: 'Skeletons', tier: 'bronze', copies: 1, recruitCost: res(3),
    side: {
      type: 'ground', attack: 2, defense: 0, hp: 3, initiative: 4,
      ability: { timing: 'passive', text: 'Whoever defeats it while controlling a Necropolis hero reinforces one of their bronze units at once.' },
    },
  },
  {
    // README correction: only the neutral card has HP 3.
    id: 'neutral.troglodytes', name: 'Troglodytes', tier: 'bronze', copies: 1, recruitCost: res(4),
    side: { type: 'ground', attack: 2, defense: 1, hp: 3, initiative: 6, ability: { timing: 'passive', text: 'It cannot be paralysed.' } },
  },
  {
    id: 'neutral.wraiths', name: 'Wraiths', tier: 'bronze', copies: 1, recruitCost: res(7),
    side: {
      type: 'flying', attack: 2, defense: 0, hp: 4, initiative: 7,
      ability: { timing: 'activation', text: 'It heals up to 2 damage from itself.' },
    },
  },
  {
    id: 'neutral.zombies', name: 'Zombies', tier: 'bronze', copies: 1, recruitCost: res(5),
    side: {
      type: 'ground', attack: 2, defense: 0, hp: 4, initiative: 3,
      ability: { timing: 'passive', text: "Gains +1 defense when the attacker's Attack die shows 0 or +1." },
    },
  },

  // ---- Silver (11 cards) ----
  {
    id: 'neutral.crusaders', name: 'Crusaders', tier: 'silver', copies: 1, recruitCost: res(11),
    side: {
      type: 'ground', attack: 3, defense: 2, hp: 4, initiative: 5,
      ability: { timing: 'passive', text: 'In every attack it makes, roll 2 Attack dice and keep the better one.' },
    },
  },
  {
    id: 'neutral.liches', name: 'Liches', tier: 'silver', copies: 1, recruitCost: res(12),
    side: {
      type: 'ranged', attack: 3, defense: 0, hp: 6, initiative: 7,
      ability: { timing: 'attack', text: 'It also attacks one unit adjacent to the target, with attack 2 for that extra attack.' },
    },
  },
  {
    // Two printed abilities (passive + retaliate); the type holds one, so the first icon is kept.
    id: 'neutral.medusas', name: 'Medusas', tier: 'silver', copies: 1, recruitCost: res(11),
    side: {
      type: 'ranged', attack: 3, defense: 1, hp: 4, initiative: 6,
      ability: { timing: 'passive', text: 'No penalty when shooting at an adjacent unit; its retaliation paralyses the target.' },
    },
  },
  {
    id: 'neutral.minotaurs', name: 'Minotaurs', tier: 'silver', copies: 1, recruitCost: res(11),
    side: {
      type: 'ground', attack: 3, defense: 2, hp: 4, initiative: 7,
      ability: { timing: 'attack', text: 'It rerolls a -1 on its Attack die.' },
    },
  },
  {
    // Two printed abilities (attack + passive); the type holds one, so the first icon is kept.
    id: 'neutral.mummies', name: 'Mummies', tier: 'silver', copies: 2, recruitCost: res(8),
    side: {
      type: 'ground', attack: 3, defense: 1, hp: 4, initiative: 5,
      ability: { timing: 'attack', text: 'Its own Attack die result is ignored; any attack against it has its Attack die set to -1.' },
    },
  },
  {
    id: 'neutral.nomads', name: 'Nomads', tier: 'silver', copies: 2, recruitCost: res(10),
    side: {
      type: 'ground', attack: 3, defense: 1, hp: 4, initiative: 7,
      ability: { timing: 'map', text: "At the end of your turn, your hero's model moves to an adjacent empty field." },
    },
  },
  {
    id: 'neutral.sharpshooters', name: 'Sharpshooters', tier: 'silver', copies: 1, recruitCost: res(10),
    side: {
      type: 'ranged', attack: 3, defense: 0, hp: 6, initiative: 9,
      ability: { timing: 'attack', text: 'It ignores combat penalties.' },
    },
  },
  {
    id: 'neutral.vampires', name: 'Vampires', tier: 'silver', copies: 1, recruitCost: res(9),
    side: {
      type: 'flying', attack: 3, defense: 0, hp: 5, initiative: 8,
      ability: { timing: 'attack', text: 'The target cannot retaliate; afterwards it heals up to 2 damage from itself.' },
    },
  },
  {
    id: 'neutral.zealots', name: 'Zealots', tier: 'silver', copies: 1, recruitCost: res(12),
    side: { type: 'ranged', attack: 3, defense: 0, hp: 5, initiative: 5, ability: { timing: 'passive', text: NO_PENALTY_ADJACENT } },
  },

  // ---- Gold (12 cards) ----
  {
    id: 'neutral.archangels', name: 'Archangels', tier: 'gold', copies: 1, recruitCost: res(29),
    side: {
      type: 'flying', attack: 5, defense: 2, hp: 7, initiative: 10,
      ability: { timing: 'attack', text: 'It gets +2 attack against Arch Devils.' },
    },
  },
  {
    id: 'neutral.black-dragons', name: 'Black Dragons', tier: 'gold', copies: 1, recruitCost: res(30),
    side: {
      type: 'flying', attack: 5, defense: 2, hp: 7, initiative: 9,
      ability: { timing: 'attack', text: 'It hits 2 spaces in a straight line: the first normally, the second with attack 2.' },
    },
  },
  {
    // Two printed abilities (attack + passive); the type holds one, so the first icon is kept.
    id: 'neutral.champions', name: 'Champions', tier: 'gold', copies: 1, recruitCost: res(18),
    side: {
      type: 'ground', attack: 4, defense: 2, hp: 6, initiative: 8,
      ability: { timing: 'attack', text: 'Roll 2 Attack dice and apply both; it always rerolls any -1.' },
    },
  },
  {
    id: 'neutral.diamond-golems', name: 'Diamond Golems', tier: 'gold', copies: 2, recruitCost: res(16),
    side: {
      type: 'ground', attack: 4, defense: 2, hp: 6, initiative: 6,
      ability: { timing: 'passive', text: 'Damage it takes from spells is reduced by 3, to no less than 0.' },
    },
  },
  {
    id: 'neutral.dread-knights', name: 'Dread Knights', tier: 'gold', copies: 1, recruitCost: res(18),
    side: {
      type: 'ground', attack: 5, defense: 1, hp: 7, initiative: 7,
      ability: { timing: 'passive', text: 'It gets +1 defense against retaliation attacks.' },
    },
  },
  {
    id: 'neutral.enchanters', name: 'Enchanters', tier: 'gold', copies: 1, recruitCost: res(16),
    side: {
      type: 'ranged', attack: 4, defense: 1, hp: 5, initiative: 5,
      ability: { timing: 'activation', text: 'It heals up to 2 damage from another friendly unit; if none can be healed, it gets +1 attack.' },
    },
  },
  {
    id: 'neutral.ghost-dragons', name: 'Ghost Dragons', tier: 'gold', copies: 1, recruitCost: res(28),
    side: {
      type: 'flying', attack: 5, defense: 2, hp: 6, initiative: 9,
      ability: { timing: 'attack', text: 'After attacking, roll an Attack die: on 0 the target must step 1 space away.' },
    },
  },
  {
    id: 'neutral.gold-golems', name: 'Gold Golems', tier: 'gold', copies: 2, recruitCost: res(14),
    side: {
      type: 'ground', attack: 3, defense: 2, hp: 6, initiative: 5,
      ability: { timing: 'passive', text: 'Damage it takes from spells is reduced by 2, to no less than 0.' },
    },
  },
  {
    id: 'neutral.manticores', name: 'Manticores', tier: 'gold', copies: 1, recruitCost: res(18),
    side: {
      type: 'flying', attack: 4, defense: 1, hp: 7, initiative: 8,
      ability: { timing: 'passive', text: "It gets +1 defense when the attacker's Attack die shows 0 or +1." },
    },
  },
  {
    id: 'neutral.trolls', name: 'Trolls', tier: 'gold', copies: 1, recruitCost: res(13),
    side: {
      type: 'ground', attack: 4, defense: 0, hp: 7, initiative: 7,
      ability: { timing: 'activation', text: 'It heals up to 3 damage from itself.' },
    },
  },

  // ---- Azure (4 cards) ----
  {
    // Two printed abilities (attack + passive); the type holds one, so the first icon is kept.
    id: 'neutral.azure-dragons', name: 'Azure Dragons', tier: 'azure', copies: 2, recruitCost: res(45, 0, 2),
    side: {
      type: 'flying', attack: 8, defense: 3, hp: 10, initiative: 19,
      ability: { timing: 'attack', text: 'A -1 on its Attack die paralyses the target; it is unaffected by spells and Specialty damage.' },
    },
  },
  {
    id: 'neutral.crystal-dragons', name: 'Crystal Dragons', tier: 'azure', copies: 2, recruitCost: res(40, 0, 2),
    side: {
      type: 'ground', attack: 7, defense: 3, hp: 9, initiative: 16,
      ability: { timing: 'map', text: 'Gain 2 valuables at the start of every Resource round.' },
    },
  },
];

const NO_PENALTIES: UnitAbility = { kind: 'ignoreRangedPenalty', adjacentOnly: false, on: 'attack' };

/** Their abilities by unit id; units without one have no entry. */
export const CORE_NEUTRAL_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'neutral.evil-eyes': { neutral: [NO_ADJACENT_PENALTY] },
  'neutral.griffins': { neutral: [UNLIMITED_RETALIATION] },
  'neutral.halberdiers': { neutral: [{ kind: 'adjacentAlliesCountAsDefending' }] },
  'neutral.halflings': { neutral: [{ kind: 'attackDice', count: 2, keep: 'higher', on: 'attack' }, NO_PENALTIES] },
  'neutral.harpies': { neutral: [NO_RETALIATION, FLY_BACK] },
  'neutral.marksmen': { neutral: [SECOND_SHOT] },
  'neutral.peasants': { neutral: [{ kind: 'resourceRoundIncome', resources: { gold: 3 } }] },
  'neutral.rogues': { neutral: [{ kind: 'peekAtDeck' }] },
  'neutral.skeletons': { neutral: [{ kind: 'defeaterReinforces', faction: 'necropolis', tiers: ['bronze'] }] },
  'neutral.troglodytes': { neutral: [NO_PARALYSIS] },
  'neutral.wraiths': { neutral: [{ kind: 'healSelf', amount: 2, when: 'activation' }] },
  'neutral.zombies': { neutral: [DEFENSE_ON_0_OR_1] },
  'neutral.crusaders': { neutral: [{ kind: 'attackDice', count: 2, keep: 'higher', on: 'always' }] },
  'neutral.liches': { neutral: [SPLASH] },
  'neutral.medusas': { neutral: [NO_ADJACENT_PENALTY, PARALYSING_RETALIATION] },
  'neutral.minotaurs': { neutral: [{ kind: 'rerollAttackDie', faces: [-1], optional: false, repeat: false, on: 'attack' }] },
  'neutral.nomads': { neutral: [{ kind: 'heroMovesAtTurnEnd' }] },
  'neutral.mummies': { neutral: [{ kind: 'ignoreOwnAttackDie' }, { kind: 'setAttackersDie', face: -1 }] },
  'neutral.sharpshooters': { neutral: [NO_PENALTIES] },
  'neutral.vampires': { neutral: [NO_RETALIATION, VAMPIRE_HEAL] },
  'neutral.zealots': { neutral: [NO_ADJACENT_PENALTY] },
  'neutral.archangels': { neutral: [{ kind: 'attackBonusAgainst', units: ['neutral.arch-devils'], amount: 2 }] },
  'neutral.black-dragons': { neutral: [{ kind: 'lineAttack', secondAttack: 2 }] },
  'neutral.champions': {
    neutral: [
      { kind: 'attackDice', count: 2, keep: 'both', on: 'attack' },
      { kind: 'rerollAttackDie', faces: [-1], optional: false, repeat: true, on: 'always' },
    ],
  },
  'neutral.diamond-golems': { neutral: [{ kind: 'spellDamageReduction', amount: 3 }] },
  'neutral.dread-knights': { neutral: [{ kind: 'defenseAgainstRetaliation', amount: 1 }] },
  'neutral.enchanters': { neutral: [{ kind: 'healFriendly', amount: 2, otherwiseAttack: 1 }] },
  'neutral.ghost-dragons': { neutral: [{ kind: 'pushTargetAway', roll: [0] }] },
  'neutral.gold-golems': { neutral: [{ kind: 'spellDamageReduction', amount: 2 }] },
  'neutral.manticores': { neutral: [DEFENSE_ON_0_OR_1] },
  'neutral.trolls': { neutral: [{ kind: 'healSelf', amount: 3, when: 'activation' }] },
  'neutral.azure-dragons': { neutral: [{ kind: 'paralyseTarget', on: 'attack', resolved: [-1] }, SPELL_IMMUNITY] },
  'neutral.crystal-dragons': { neutral: [{ kind: 'resourceRoundIncome', resources: { valuables: 2 } }] },
};
