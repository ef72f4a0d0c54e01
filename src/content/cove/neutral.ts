/**
 * The Cove box's neutral cards of the Cove units (Oceanids, Seamen, Sea Dogs, Ayssids, Sorceresses, Nix, Haspids) and
 * their abilities; each neutral side prints its own statistics and cost. No source counts them: one copy each, as the
 * Conflux box's (`COVE_NEUTRAL_COPIES`, ruling CV1).
 */
import type { NeutralUnitDef, UnitAbilitiesBySide, UnitAbility } from '../../model';
import { res } from '../kit/units';
import {
  AYSSIDS_HUNT, AYSSIDS_TEXT, SEA_DOGS_AIM, SEA_DOGS_AIM_TEXT, SPELL_PROOF, SPELL_PROOF_TEXT, WEAKEN_TARGET, WEAKEN_TEXT, capText,
} from './unitAbilities';

/** How many of each neutral card the box holds (ruling CV1): the one place to correct them. */
export const COVE_NEUTRAL_COPIES = {
  oceanids: 1,
  seamen: 1,
  seaDogs: 1,
  ayssids: 1,
  sorceresses: 1,
  nix: 1,
  haspids: 1,
} as const;

const N = COVE_NEUTRAL_COPIES;

/** Nix neutral: no more than 5 damage from a single attack (ruling CV8). */
const NIX_CAP_5: UnitAbility = { kind: 'damageCapPerAttack', max: 5 };
/** Haspids neutral: 1 faction cube on the target, off with 1 damage as it activates. */
const VENOM_1: UnitAbility = { kind: 'poisonTarget', cubes: 1 };

/** The Cove units' neutral cards, bronze → silver → gold. */
export const COVE_NEUTRAL_UNITS: readonly NeutralUnitDef[] = [
  {
    id: 'neutral.oceanids', name: 'Oceanids', tier: 'bronze', copies: N.oceanids, recruitCost: res(3),
    side: { type: 'flying', attack: 2, defense: 0, hp: 3, initiative: 6, ability: { timing: 'passive', text: SPELL_PROOF_TEXT } },
  },
  {
    id: 'neutral.seamen', name: 'Seamen', tier: 'bronze', copies: N.seamen, recruitCost: res(5),
    side: { type: 'ground', attack: 2, defense: 1, hp: 3, initiative: 5, ability: null },
  },
  {
    id: 'neutral.sea-dogs', name: 'Sea Dogs', tier: 'bronze', copies: N.seaDogs, recruitCost: res(7),
    side: { type: 'ranged', attack: 2, defense: 0, hp: 4, initiative: 6, ability: { timing: 'passive', text: SEA_DOGS_AIM_TEXT } },
  },
  {
    id: 'neutral.ayssids', name: 'Ayssids', tier: 'silver', copies: N.ayssids, recruitCost: res(9),
    side: { type: 'flying', attack: 3, defense: 1, hp: 5, initiative: 9, ability: { timing: 'attack', text: AYSSIDS_TEXT } },
  },
  {
    id: 'neutral.sorceresses', name: 'Sorceresses', tier: 'silver', copies: N.sorceresses, recruitCost: res(13),
    side: { type: 'ranged', attack: 3, defense: 1, hp: 5, initiative: 6, ability: { timing: 'attack', text: WEAKEN_TEXT } },
  },
  {
    id: 'neutral.nix', name: 'Nix', tier: 'gold', copies: N.nix, recruitCost: res(20),
    side: { type: 'ground', attack: 5, defense: 1, hp: 7, initiative: 6, ability: { timing: 'passive', text: capText(5) } },
  },
  {
    id: 'neutral.haspids', name: 'Haspids', tier: 'gold', copies: N.haspids, recruitCost: res(25),
    side: { type: 'ground', attack: 5, defense: 2, hp: 6, initiative: 9, ability: { timing: 'attack', text: 'Puts 1 faction cube on the target; as it activates, the cube comes off and it suffers 1 damage.' } },
  },
];

/** Their abilities. */
export const COVE_NEUTRAL_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'neutral.oceanids': { neutral: [SPELL_PROOF] },
  'neutral.sea-dogs': { neutral: [SEA_DOGS_AIM] },
  'neutral.ayssids': { neutral: [AYSSIDS_HUNT] },
  'neutral.sorceresses': { neutral: [WEAKEN_TARGET] },
  'neutral.nix': { neutral: [NIX_CAP_5] },
  'neutral.haspids': { neutral: [VENOM_1] },
};
