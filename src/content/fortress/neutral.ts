/** The Fortress box's neutral unit: the azure Rust Dragons (2 copies), and their ability. */
import type { NeutralUnitDef, UnitAbilitiesBySide } from '../../model';
import { res } from '../kit/units';

/** The box's neutral units. */
export const FORTRESS_NEUTRAL_UNITS: readonly NeutralUnitDef[] = [
  {
    id: 'neutral.rust-dragons', name: 'Rust Dragons', tier: 'azure', copies: 2, recruitCost: res(38, 0, 1),
    side: {
      type: 'flying', attack: 7, defense: 3, hp: 10, initiative: 17,
      ability: { timing: 'attack', text: 'On a "-1" on its Attack die, the attacked unit has 2 less Defense (not below 0).' },
    },
  },
];

/** Their abilities: the acid that lowers the target's Defense on a "-1" (ruling FX2). */
export const FORTRESS_NEUTRAL_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'neutral.rust-dragons': { neutral: [{ kind: 'targetDefenseOnAttackDie', faces: [-1], amount: 2 }] },
};
