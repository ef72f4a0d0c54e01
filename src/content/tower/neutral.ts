/**
 * The Tower box's neutral cards of the Tower units (Gremlins, Gargoyles, Iron Golems, Magi, Genies, Nagas, Titans; copies
 * as the component counts list them) and their abilities; each neutral side prints its own statistics.
 */
import type { NeutralUnitDef, UnitAbilitiesBySide } from '../../model';
import { res, NO_ADJACENT_PENALTY, NO_PARALYSIS, NO_RETALIATION } from '../kit/units';
import { GOLEM_WARD, MAGI_DRAIN, MAGI_NO_PENALTIES } from './abilities';

/** The Tower units' neutral cards, bronze → silver → gold → azure. */
export const TOWER_NEUTRAL_UNITS: readonly NeutralUnitDef[] = [
  {
    id: 'neutral.gremlins', name: 'Gremlins', tier: 'bronze', copies: 1, recruitCost: res(2),
    side: { type: 'ranged', attack: 2, defense: 0, hp: 2, initiative: 5, ability: null },
  },
  {
    id: 'neutral.gargoyles', name: 'Gargoyles', tier: 'bronze', copies: 1, recruitCost: res(4),
    side: { type: 'flying', attack: 2, defense: 1, hp: 3, initiative: 9, ability: { timing: 'passive', text: 'It cannot be paralysed.' } },
  },
  {
    id: 'neutral.iron-golems', name: 'Iron Golems', tier: 'bronze', copies: 1, recruitCost: res(6),
    side: {
      type: 'ground', attack: 2, defense: 1, hp: 4, initiative: 3,
      ability: { timing: 'passive', text: 'Damage it takes from Spells is reduced by 2, to no less than 0.' },
    },
  },
  {
    id: 'neutral.magi', name: 'Magi', tier: 'silver', copies: 2, recruitCost: res(11),
    side: {
      type: 'ranged', attack: 3, defense: 0, hp: 5, initiative: 6,
      ability: { timing: 'attack', text: 'It ignores combat penalties. After its attack, the enemy discards a random card or a Power card.' },
    },
  },
  {
    id: 'neutral.genies', name: 'Genies', tier: 'silver', copies: 1, recruitCost: res(11),
    side: { type: 'flying', attack: 3, defense: 1, hp: 4, initiative: 9, ability: { timing: 'attack', text: 'It gets +1 Attack against Efreet.' } },
  },
  {
    id: 'neutral.nagas', name: 'Nagas', tier: 'gold', copies: 1, recruitCost: res(16),
    side: { type: 'ground', attack: 5, defense: 1, hp: 6, initiative: 6, ability: { timing: 'attack', text: 'The unit it attacks does not retaliate.' } },
  },
  {
    id: 'neutral.titans', name: 'Titans', tier: 'azure', copies: 2, recruitCost: res(39),
    side: {
      type: 'ranged', attack: 6, defense: 2, hp: 10, initiative: 10,
      ability: { timing: 'attack', text: 'Suffers no penalty when shooting at an adjacent unit. It gets +2 Attack against Black Dragons.' },
    },
  },
];

/** Their abilities (the Genies' and Titans' bonuses name both cards of the unit they are against). */
export const TOWER_NEUTRAL_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'neutral.gargoyles': { neutral: [NO_PARALYSIS] },
  'neutral.iron-golems': { neutral: [GOLEM_WARD] },
  'neutral.magi': { neutral: [MAGI_NO_PENALTIES, MAGI_DRAIN] },
  'neutral.genies': { neutral: [{ kind: 'attackBonusAgainst', units: ['inferno.efreet', 'neutral.efreet'], amount: 1 }] },
  'neutral.nagas': { neutral: [NO_RETALIATION] },
  'neutral.titans': { neutral: [NO_ADJACENT_PENALTY, { kind: 'attackBonusAgainst', units: ['dungeon.black-dragons', 'neutral.black-dragons'], amount: 2 }] },
};
