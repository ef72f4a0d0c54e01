/** The Castle town: its 8 buildings with their printed costs, and what they do (rules digest §6, town boards). */
import type { BuildingAbility, BuildingDef, BuildingRole } from '../../../model';
import { res } from '../../kit/units';
import { MAGE_GUILD } from '../../kit/town';

/** The buildings; dwellings are built bronze → silver → gold, every other building has no prerequisite. */
export const CASTLE_BUILDINGS: readonly BuildingDef[] = [
  { id: 'castle.cityHall', name: 'City Hall', faction: 'castle', role: 'cityHall', cost: res(10, 4, 0), requires: [] },
  { id: 'castle.citadel', name: 'Citadel', faction: 'castle', role: 'citadel', cost: res(8, 5, 1), requires: [] },
  { id: 'castle.mageGuild', name: 'Mage Guild', faction: 'castle', role: 'mageGuild', cost: res(4, 2, 1), requires: [] },
  { id: 'castle.bronzeDwelling', name: 'Towers', faction: 'castle', role: 'bronzeDwelling', cost: res(5, 3, 1), requires: [] },
  { id: 'castle.silverDwelling', name: 'Holy Grounds', faction: 'castle', role: 'silverDwelling', cost: res(8, 6, 3), requires: ['bronzeDwelling'] },
  { id: 'castle.goldDwelling', name: 'Glory of Erathia', faction: 'castle', role: 'goldDwelling', cost: res(10, 9, 4), requires: ['bronzeDwelling', 'silverDwelling'] },
  { id: 'castle.special1', name: 'Brotherhood of the Sword', faction: 'castle', role: 'special1', cost: res(8, 4, 0), requires: [] },
  { id: 'castle.special2', name: 'Blacksmith', faction: 'castle', role: 'special2', cost: res(4, 3, 0), requires: [] },
];

/** What the buildings do, by role; dwellings and the Citadel have none: recruiting and reinforcing read them. */
export const CASTLE_BUILDING_ABILITIES: Readonly<Partial<Record<BuildingRole, BuildingAbility>>> = {
  cityHall: {
    when: 'resourceRound',
    options: [
      { key: 'gold', effects: [{ op: 'gainResources', resources: { gold: 5 } }] },
      { key: 'movement', effects: [{ op: 'gainMovement', amount: 1 }] },
    ],
    optional: false,
  },
  mageGuild: MAGE_GUILD,
  // Brotherhood of the Sword
  special1: { when: 'resourceRound', options: [{ key: 'morale', effects: [{ op: 'gainMorale' }] }], optional: false },
  // Blacksmith
  special2: {
    when: 'duringTurn',
    options: [
      {
        key: 'removeArtifact',
        effects: [
          { op: 'removeCard', category: 'artifact', optional: false },
          { op: 'gainResources', resources: { gold: 4 } },
        ],
      },
      {
        key: 'buyArtifact',
        effects: [
          { op: 'pay', resources: { gold: 6 } },
          { op: 'search', deck: 'artifact', count: 2, optional: false },
        ],
      },
    ],
    optional: true,
  },
};
