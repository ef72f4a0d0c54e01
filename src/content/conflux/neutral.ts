/**
 * The Conflux box's neutral cards of the Conflux units (Sprites, Storm, Ice, Energy, Magma and Magic Elementals,
 * Phoenixes) and their abilities; each neutral side prints its own statistics (the Phoenixes' is Azure). No source
 * counts them: the copies are chosen as the Tower, Inferno and Stronghold boxes print their faction's neutral cards
 * (`CONFLUX_NEUTRAL_COPIES`, ruling CF1).
 */
import type { NeutralUnitDef, UnitAbilitiesBySide } from '../../model';
import { res } from '../kit/units';
import {
  ELEMENTAL_DAMAGE, FIRE_IMMUNITY, NO_RETALIATION, NO_RETALIATION_TEXT, REBIRTH, REBIRTH_TEXT, elementalImmunity, elementalText,
} from './abilities';

/** How many of each neutral card the box holds (ruling CF1): the one place to correct them. */
export const CONFLUX_NEUTRAL_COPIES = {
  sprites: 1,
  stormElementals: 1,
  iceElementals: 1,
  energyElementals: 1,
  magmaElementals: 1,
  magicElementals: 1,
  phoenixes: 1,
} as const;

const N = CONFLUX_NEUTRAL_COPIES;

/** The Conflux units' neutral cards, bronze → silver → gold → azure. */
export const CONFLUX_NEUTRAL_UNITS: readonly NeutralUnitDef[] = [
  {
    id: 'neutral.sprites', name: 'Sprites', tier: 'bronze', copies: N.sprites, recruitCost: res(2),
    side: { type: 'flying', attack: 2, defense: 0, hp: 2, initiative: 7, ability: { timing: 'attack', text: NO_RETALIATION_TEXT } },
  },
  {
    id: 'neutral.storm-elementals', name: 'Storm Elementals', tier: 'bronze', copies: N.stormElementals, recruitCost: res(5),
    side: { type: 'ranged', attack: 2, defense: 0, hp: 3, initiative: 7, ability: { timing: 'passive', text: elementalText('air') } },
  },
  {
    id: 'neutral.ice-elementals', name: 'Ice Elementals', tier: 'bronze', copies: N.iceElementals, recruitCost: res(7),
    side: { type: 'ranged', attack: 2, defense: 1, hp: 3, initiative: 5, ability: { timing: 'passive', text: elementalText('water') } },
  },
  {
    id: 'neutral.energy-elementals', name: 'Energy Elementals', tier: 'silver', copies: N.energyElementals, recruitCost: res(11),
    side: { type: 'flying', attack: 3, defense: 1, hp: 4, initiative: 5, ability: { timing: 'passive', text: elementalText('fire') } },
  },
  {
    id: 'neutral.magma-elementals', name: 'Magma Elementals', tier: 'silver', copies: N.magmaElementals, recruitCost: res(14),
    side: { type: 'ground', attack: 3, defense: 2, hp: 4, initiative: 4, ability: { timing: 'passive', text: elementalText('earth') } },
  },
  {
    id: 'neutral.magic-elementals', name: 'Magic Elementals', tier: 'gold', copies: N.magicElementals, recruitCost: res(19),
    side: { type: 'ground', attack: 3, defense: 1, hp: 7, initiative: 7, ability: { timing: 'passive', text: elementalText(null) } },
  },
  {
    id: 'neutral.phoenixes', name: 'Phoenixes', tier: 'azure', copies: N.phoenixes, recruitCost: res(32),
    side: { type: 'flying', attack: 6, defense: 2, hp: 7, initiative: 12, ability: { timing: 'passive', text: REBIRTH_TEXT } },
  },
];

/** Their abilities. */
export const CONFLUX_NEUTRAL_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'neutral.sprites': { neutral: [NO_RETALIATION] },
  'neutral.storm-elementals': { neutral: [elementalImmunity('air'), ELEMENTAL_DAMAGE] },
  'neutral.ice-elementals': { neutral: [elementalImmunity('water'), ELEMENTAL_DAMAGE] },
  'neutral.energy-elementals': { neutral: [elementalImmunity('fire'), ELEMENTAL_DAMAGE] },
  'neutral.magma-elementals': { neutral: [elementalImmunity('earth'), ELEMENTAL_DAMAGE] },
  'neutral.magic-elementals': { neutral: [elementalImmunity(null), ELEMENTAL_DAMAGE] },
  'neutral.phoenixes': { neutral: [REBIRTH, FIRE_IMMUNITY] },
};
