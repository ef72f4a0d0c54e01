/** The Fortress town: its 8 buildings with their printed costs, and what they do (the Fortress town board). */
import type { BuildingAbility, BuildingDef, BuildingRole } from '../../../model';
import { res } from '../../kit/units';
import { MAGE_GUILD } from '../../kit/town';

/** The buildings; dwellings are built bronze → silver → gold, every other building has no prerequisite. */
export const FORTRESS_BUILDINGS: readonly BuildingDef[] = [
  { id: 'fortress.cityHall', name: 'City Hall', faction: 'fortress', role: 'cityHall', cost: res(10, 4, 0), requires: [] },
  { id: 'fortress.citadel', name: 'Citadel', faction: 'fortress', role: 'citadel', cost: res(8, 5, 1), requires: [] },
  { id: 'fortress.mageGuild', name: 'Mage Guild', faction: 'fortress', role: 'mageGuild', cost: res(4, 2, 1), requires: [] },
  { id: 'fortress.bronzeDwelling', name: 'Den', faction: 'fortress', role: 'bronzeDwelling', cost: res(5, 3, 1), requires: [] },
  { id: 'fortress.silverDwelling', name: 'Swamp Lairs', faction: 'fortress', role: 'silverDwelling', cost: res(8, 6, 3), requires: ['bronzeDwelling'] },
  { id: 'fortress.goldDwelling', name: 'Nest upon the Pond', faction: 'fortress', role: 'goldDwelling', cost: res(10, 9, 4), requires: ['bronzeDwelling', 'silverDwelling'] },
  { id: 'fortress.special1', name: 'Blood Obelisk', faction: 'fortress', role: 'special1', cost: res(6, 6, 0), requires: [] },
  { id: 'fortress.special2', name: 'Cage of Warlords', faction: 'fortress', role: 'special2', cost: res(6, 4, 1), requires: [] },
];

/** Cage of Warlords: a faction cube, at most 2 on the building. */
const CAGE_CUBE: BuildingAbility['options'] = [{ key: 'cube', effects: [{ op: 'addTownCube', max: 2 }] }];

/** What the buildings do, by role; dwellings and the Citadel have none: recruiting and reinforcing read them. */
export const FORTRESS_BUILDING_ABILITIES: Readonly<Partial<Record<BuildingRole, BuildingAbility>>> = {
  cityHall: {
    when: 'resourceRound',
    options: [
      { key: 'gold', effects: [{ op: 'gainResources', resources: { gold: 5 } }] },
      // "Exchange resources like in the Trading Post": any number of trades by the trade table (ruling FX41).
      { key: 'trade', effects: [{ op: 'trade' }] },
    ],
    optional: false,
  },
  mageGuild: MAGE_GUILD,
  // Blood Obelisk: at each Resource round, and after a Siege of the town (the pack's `afterSiege`), Search (4) the
  // player's own discard pile (ruling FX42).
  special1: { when: 'resourceRound', options: [{ key: 'search', effects: [{ op: 'lookAtDiscard', count: 4 }] }], optional: true },
  // Cage of Warlords: a cube when built and at each Resource round (ruling FX43); spent in combat (combat/townCubes.ts).
  special2: { when: 'whenBuilt', options: CAGE_CUBE, optional: false, alsoAtResourceRound: true },
};
