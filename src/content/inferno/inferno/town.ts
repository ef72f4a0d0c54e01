/** The Inferno town: its 8 buildings with their printed costs, and what they do (the Inferno town board). */
import type { BuildingAbility, BuildingDef, BuildingRole } from '../../../model';
import { res } from '../../kit/units';
import { MAGE_GUILD } from '../../kit/town';

/** The buildings; dwellings are built bronze → silver → gold, every other building has no prerequisite. */
export const INFERNO_BUILDINGS: readonly BuildingDef[] = [
  { id: 'inferno.cityHall', name: 'City Hall', faction: 'inferno', role: 'cityHall', cost: res(13, 5, 0), requires: [] },
  { id: 'inferno.citadel', name: 'Citadel', faction: 'inferno', role: 'citadel', cost: res(9, 4, 1), requires: [] },
  { id: 'inferno.mageGuild', name: 'Mage Guild', faction: 'inferno', role: 'mageGuild', cost: res(4, 2, 1), requires: [] },
  { id: 'inferno.bronzeDwelling', name: 'Crucible of Sins', faction: 'inferno', role: 'bronzeDwelling', cost: res(5, 3, 1), requires: [] },
  { id: 'inferno.silverDwelling', name: 'Gates of Abyss', faction: 'inferno', role: 'silverDwelling', cost: res(9, 6, 3), requires: ['bronzeDwelling'] },
  { id: 'inferno.goldDwelling', name: 'Hellfire Palace', faction: 'inferno', role: 'goldDwelling', cost: res(10, 9, 4), requires: ['bronzeDwelling', 'silverDwelling'] },
  { id: 'inferno.special1', name: 'Castle Gate', faction: 'inferno', role: 'special1', cost: res(7, 5, 0), requires: [] },
  { id: 'inferno.special2', name: 'Brimstone Stormclouds', faction: 'inferno', role: 'special2', cost: res(6, 3, 2), requires: [] },
];

/** What the buildings do, by role; dwellings and the Citadel have none: recruiting and reinforcing read them. */
export const INFERNO_BUILDING_ABILITIES: Readonly<Partial<Record<BuildingRole, BuildingAbility>>> = {
  cityHall: {
    when: 'resourceRound',
    options: [
      { key: 'gold', effects: [{ op: 'gainResources', resources: { gold: 6 } }] },
      { key: 'buildingMaterials', effects: [{ op: 'gainResources', resources: { buildingMaterials: 3 } }] },
    ],
    optional: false,
  },
  mageGuild: MAGE_GUILD,
  // Castle Gate (map/castleGate.ts; rulings IN12, IN13).
  special1: {
    when: 'duringTurn',
    options: [
      { key: 'discard', effects: [{ op: 'opponentDiscardsRandom', price: { gold: 3 } }] },
      { key: 'gate', effects: [{ op: 'castleGate' }] },
    ],
    optional: true,
  },
  // Brimstone Stormclouds: a cube when built and at each Astrologers round, at most 3 (ruling IN14); spent in combat
  // for Power (combat/townCubes.ts, the pack's `townCubes`).
  special2: { when: 'whenBuilt', options: [{ key: 'cube', effects: [{ op: 'addTownCube', max: 3 }] }], optional: false, alsoAtAstrologersRound: true },
};
