/**
 * The Stronghold box's neutral cards of the Stronghold units (Goblins, Wolf Raiders, Orcs, Ogres, Thunderbirds,
 * Cyclopes, Behemoths) and their abilities; each neutral side prints its own statistics. No source counts them: the
 * copies are chosen as the Tower and Inferno boxes print their faction's neutral cards (`STRONGHOLD_NEUTRAL_COPIES`,
 * ruling SH1).
 */
import type { NeutralUnitDef, UnitAbilitiesBySide } from '../../model';
import { res } from '../kit/units';
import {
  ATTACK_AGAIN, ATTACK_AGAIN_TEXT, ATTACK_TOKEN_2, ATTACK_TOKEN_TEXT, CORRODE, CORRODE_TEXT, SIEGE_BREAKER, SIEGE_BREAKER_TEXT, THUNDER, THUNDER_TEXT,
} from './abilities';

/** How many of each neutral card the box holds (ruling SH1): the one place to correct them. */
export const STRONGHOLD_NEUTRAL_COPIES = {
  goblins: 1,
  wolfRaiders: 1,
  orcs: 1,
  ogres: 1,
  thunderbirds: 1,
  cyclopes: 1,
  behemoths: 1,
} as const;

const N = STRONGHOLD_NEUTRAL_COPIES;

/** The Stronghold units' neutral cards, bronze → silver → gold. */
export const STRONGHOLD_NEUTRAL_UNITS: readonly NeutralUnitDef[] = [
  {
    id: 'neutral.goblins', name: 'Goblins', tier: 'bronze', copies: N.goblins, recruitCost: res(4),
    side: { type: 'ground', attack: 1, defense: 0, hp: 4, initiative: 6, ability: null },
  },
  {
    id: 'neutral.wolf-raiders', name: 'Wolf Raiders', tier: 'bronze', copies: N.wolfRaiders, recruitCost: res(6),
    side: { type: 'ground', attack: 2, defense: 0, hp: 3, initiative: 7, ability: { timing: 'attack', text: ATTACK_AGAIN_TEXT } },
  },
  {
    id: 'neutral.orcs', name: 'Orcs', tier: 'bronze', copies: N.orcs, recruitCost: res(7),
    side: { type: 'ranged', attack: 2, defense: 1, hp: 4, initiative: 4, ability: null },
  },
  {
    id: 'neutral.ogres', name: 'Ogres', tier: 'silver', copies: N.ogres, recruitCost: res(10),
    side: { type: 'ground', attack: 3, defense: 2, hp: 4, initiative: 4, ability: { timing: 'other', text: ATTACK_TOKEN_TEXT(2) } },
  },
  {
    id: 'neutral.thunderbirds', name: 'Thunderbirds', tier: 'silver', copies: N.thunderbirds, recruitCost: res(13),
    side: { type: 'flying', attack: 3, defense: 0, hp: 6, initiative: 9, ability: { timing: 'passive', text: THUNDER_TEXT } },
  },
  {
    id: 'neutral.cyclopes', name: 'Cyclopes', tier: 'gold', copies: N.cyclopes, recruitCost: res(19),
    side: { type: 'ranged', attack: 5, defense: 1, hp: 6, initiative: 8, ability: { timing: 'other', text: SIEGE_BREAKER_TEXT } },
  },
  {
    id: 'neutral.behemoths', name: 'Behemoths', tier: 'gold', copies: N.behemoths, recruitCost: res(26),
    side: { type: 'ground', attack: 5, defense: 1, hp: 8, initiative: 9, ability: { timing: 'attack', text: CORRODE_TEXT } },
  },
];

/** Their abilities. */
export const STRONGHOLD_NEUTRAL_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'neutral.wolf-raiders': { neutral: [ATTACK_AGAIN] },
  'neutral.ogres': { neutral: [ATTACK_TOKEN_2] },
  'neutral.thunderbirds': { neutral: [THUNDER] },
  'neutral.cyclopes': { neutral: [SIEGE_BREAKER] },
  'neutral.behemoths': { neutral: [CORRODE] },
};
