/** What the town data of every faction shares. */
import type { BuildingAbility, Effect } from '../../model';

const searchSpells: Effect = { op: 'search', deck: 'spell', count: 2, optional: false };

/** The Mage Guild: when built, Search the Spell deck (2) twice. */
export const MAGE_GUILD: BuildingAbility = {
  when: 'whenBuilt',
  options: [{ key: 'spells', effects: [searchSpells, searchSpells] }],
  optional: false,
};
