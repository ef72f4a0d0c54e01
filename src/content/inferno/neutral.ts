/**
 * The Inferno box's neutral units: its seven units' neutral cards (1 copy each, bronze to gold), and their abilities
 * (the neutral sides print their own statistics and, for the Arch Devils, an ability of their own).
 */
import type { NeutralUnitDef, UnitAbilitiesBySide } from '../../model';
import { res, NO_RETALIATION } from '../kit/units';
import { DISCARD_ON_SPELL, MAGOG_SPLASH, CERBERI_BITE, EFREET_WARD } from './abilities';

/** The box's neutral units, bronze → silver → gold. */
export const INFERNO_NEUTRAL_UNITS: readonly NeutralUnitDef[] = [
  {
    id: 'neutral.familiars', name: 'Familiars', tier: 'bronze', copies: 1, recruitCost: res(6),
    side: {
      type: 'ground', attack: 3, defense: 1, hp: 2, initiative: 7,
      ability: { timing: 'passive', text: 'Whenever an enemy casts a Spell from hand, they must discard 1 other card from hand.' },
    },
  },
  {
    id: 'neutral.magogs', name: 'Magogs', tier: 'bronze', copies: 1, recruitCost: res(8),
    side: {
      type: 'ranged', attack: 2, defense: 0, hp: 4, initiative: 6,
      ability: { timing: 'attack', text: 'When it attacks a target that is not adjacent to it, it also deals 1 damage to a unit adjacent to that target.' },
    },
  },
  {
    id: 'neutral.cerberi', name: 'Cerberi', tier: 'bronze', copies: 1, recruitCost: res(10),
    side: {
      type: 'ground', attack: 2, defense: 0, hp: 5, initiative: 8,
      ability: { timing: 'attack', text: 'The unit it attacks does not retaliate; it also deals 1 damage to another enemy unit adjacent to it.' },
    },
  },
  {
    id: 'neutral.demons', name: 'Demons', tier: 'silver', copies: 1, recruitCost: res(13),
    side: { type: 'ground', attack: 3, defense: 0, hp: 8, initiative: 6, ability: null },
  },
  {
    id: 'neutral.pit-lords', name: 'Pit Lords', tier: 'silver', copies: 1, recruitCost: res(15),
    side: { type: 'ground', attack: 4, defense: 1, hp: 5, initiative: 7, ability: null },
  },
  {
    id: 'neutral.efreet', name: 'Efreet', tier: 'gold', copies: 1, recruitCost: res(20),
    side: {
      type: 'flying', attack: 4, defense: 2, hp: 6, initiative: 13,
      ability: { timing: 'passive', text: 'It ignores any damage from Magic Arrows and from Spells of the School of Fire Magic.' },
    },
  },
  {
    id: 'neutral.arch-devils', name: 'Arch Devils', tier: 'gold', copies: 1, recruitCost: res(23),
    side: {
      type: 'flying', attack: 5, defense: 2, hp: 7, initiative: 10,
      ability: { timing: 'attack', text: 'It gets +2 Attack against Archangels.' },
    },
  },
];

/** Their abilities (the Arch Devils' is the Archangels' mirror: +2 Attack against either Archangels card). */
export const INFERNO_NEUTRAL_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'neutral.familiars': { neutral: [DISCARD_ON_SPELL] },
  'neutral.magogs': { neutral: [MAGOG_SPLASH] },
  'neutral.cerberi': { neutral: [NO_RETALIATION, CERBERI_BITE] },
  'neutral.efreet': { neutral: [EFREET_WARD] },
  'neutral.arch-devils': { neutral: [{ kind: 'attackBonusAgainst', units: ['castle.archangels', 'neutral.archangels'], amount: 2 }] },
};
