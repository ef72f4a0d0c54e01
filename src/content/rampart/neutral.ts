/** The Rampart box's neutral unit: the azure Faerie Dragons (2 copies), and their ability. */
import type { NeutralUnitDef, UnitAbilitiesBySide } from '../../model';
import { res } from '../kit/units';

/** The box's neutral units. */
export const RAMPART_NEUTRAL_UNITS: readonly NeutralUnitDef[] = [
  {
    // Flying, not ranged: the reference README's correction of the token CSV (ruling RA92).
    id: 'neutral.faerie-dragons', name: 'Faerie Dragons', tier: 'azure', copies: 2, recruitCost: res(35, 0, 2),
    side: {
      type: 'flying', attack: 5, defense: 2, hp: 8, initiative: 15,
      ability: { timing: 'activation', text: 'The selected unit suffers 2 damage. This is a Spell that does not count toward your Spell limit.' },
    },
  },
];

/** Their ability: a Spell of 2 damage as they activate (ruling RA93). */
export const RAMPART_NEUTRAL_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'neutral.faerie-dragons': { neutral: [{ kind: 'spellDamageOnActivation', amount: 2 }] },
};
