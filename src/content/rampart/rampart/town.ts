/** The Rampart town: its 8 buildings with their printed costs, and what they do (the Rampart town board). */
import type { BuildingAbility, BuildingDef, BuildingRole } from '../../../model';
import { res } from '../../kit/units';
import { MAGE_GUILD } from '../../kit/town';

/** The buildings; dwellings are built bronze → silver → gold, every other building has no prerequisite. */
export const RAMPART_BUILDINGS: readonly BuildingDef[] = [
  { id: 'rampart.cityHall', name: 'City Hall', faction: 'rampart', role: 'cityHall', cost: res(10, 6, 0), requires: [] },
  { id: 'rampart.citadel', name: 'Citadel', faction: 'rampart', role: 'citadel', cost: res(8, 5, 1), requires: [] },
  { id: 'rampart.mageGuild', name: 'Mage Guild', faction: 'rampart', role: 'mageGuild', cost: res(4, 2, 1), requires: [] },
  { id: 'rampart.bronzeDwelling', name: 'Housing Estate', faction: 'rampart', role: 'bronzeDwelling', cost: res(5, 3, 1), requires: [] },
  { id: 'rampart.silverDwelling', name: 'Spring upon Arches', faction: 'rampart', role: 'silverDwelling', cost: res(8, 6, 3), requires: ['bronzeDwelling'] },
  { id: 'rampart.goldDwelling', name: 'Cliff behind the Glade', faction: 'rampart', role: 'goldDwelling', cost: res(10, 9, 4), requires: ['bronzeDwelling', 'silverDwelling'] },
  { id: 'rampart.special1', name: 'Mystic Pond', faction: 'rampart', role: 'special1', cost: res(7, 4, 0), requires: [] },
  { id: 'rampart.special2', name: 'Saplings', faction: 'rampart', role: 'special2', cost: res(4, 2, 1), requires: [] },
];

/** What the buildings do, by role; dwellings and the Citadel have none: recruiting and reinforcing read them. */
export const RAMPART_BUILDING_ABILITIES: Readonly<Partial<Record<BuildingRole, BuildingAbility>>> = {
  cityHall: { when: 'resourceRound', options: [{ key: 'gold', effects: [{ op: 'gainResources', resources: { gold: 7 } }] }], optional: false },
  mageGuild: MAGE_GUILD,
  // Mystic Pond: a Resource die at each Resource round, its resources gained (ruling RA11).
  special1: { when: 'resourceRound', options: [{ key: 'roll', effects: [{ op: 'rollResourceDice', count: 1, keep: 'all' }] }], optional: false },
  // Saplings: at each Astrologers round, reinforce a bronze or silver unit for half its gold (rulings RA12–RA14).
  special2: {
    when: 'astrologersRound',
    options: [{ key: 'reinforce', effects: [{ op: 'reinforceHalfGold', tiers: ['bronze', 'silver'], anyTime: true }] }],
    optional: false,
  },
};
