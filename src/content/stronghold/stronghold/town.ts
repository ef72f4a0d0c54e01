/** The Stronghold town: its 8 buildings with their printed costs, and what they do (the Stronghold town board). */
import type { BuildingAbility, BuildingDef, BuildingRole } from '../../../model';
import { res } from '../../kit/units';
import { MAGE_GUILD } from '../../kit/town';

/** The buildings; dwellings are built bronze → silver → gold, every other building has no prerequisite (ruling SH8). */
export const STRONGHOLD_BUILDINGS: readonly BuildingDef[] = [
  { id: 'stronghold.cityHall', name: 'City Hall', faction: 'stronghold', role: 'cityHall', cost: res(10, 4, 0), requires: [] },
  { id: 'stronghold.citadel', name: 'Citadel', faction: 'stronghold', role: 'citadel', cost: res(8, 4, 1), requires: [] },
  { id: 'stronghold.mageGuild', name: 'Mage Guild', faction: 'stronghold', role: 'mageGuild', cost: res(4, 2, 1), requires: [] },
  { id: 'stronghold.bronzeDwelling', name: 'Barracks Tower', faction: 'stronghold', role: 'bronzeDwelling', cost: res(4, 3, 1), requires: [] },
  { id: 'stronghold.silverDwelling', name: 'Fort under the Nest', faction: 'stronghold', role: 'silverDwelling', cost: res(8, 6, 3), requires: ['bronzeDwelling'] },
  { id: 'stronghold.goldDwelling', name: 'Mountain Caves', faction: 'stronghold', role: 'goldDwelling', cost: res(10, 8, 4), requires: ['bronzeDwelling', 'silverDwelling'] },
  { id: 'stronghold.special1', name: 'Hall of Valhalla', faction: 'stronghold', role: 'special1', cost: res(8, 3, 0), requires: [] },
  { id: 'stronghold.special2', name: "Freelancer's Guild", faction: 'stronghold', role: 'special2', cost: res(2, 2, 1), requires: [] },
];

/**
 * What the buildings do, by role; dwellings and the Citadel have none: recruiting and reinforcing read them. The
 * Freelancer's Guild has none either: its gold and payments are the pack's `freelancers` rule (town/freelancers.ts).
 */
export const STRONGHOLD_BUILDING_ABILITIES: Readonly<Partial<Record<BuildingRole, BuildingAbility>>> = {
  // City Hall: 2 cards drawn or 2 building materials, at the start of each Resource round (ruling SH9).
  cityHall: {
    when: 'resourceRound',
    options: [
      { key: 'draw', effects: [{ op: 'draw', count: 2 }] },
      { key: 'materials', effects: [{ op: 'gainResources', resources: { buildingMaterials: 2 } }] },
    ],
    optional: false,
  },
  mageGuild: MAGE_GUILD,
  // Hall of Valhalla: once per round, a faction cube at the beginning of the owner's turn (one at most), spent in
  // combat for +1 Attack of one unit for a single attack (the pack's `townCubes: 'attack'`; rulings SH10, SH11).
  special1: { when: 'beginningOfTurn', options: [{ key: 'cube', effects: [{ op: 'addTownCube', max: 1 }] }], optional: true },
};
