/** The Cove town: its 8 buildings with their printed costs, and what they do (the Cove town board). */
import type { BuildingAbility, BuildingDef, BuildingRole } from '../../../model';
import { res } from '../../kit/units';
import { MAGE_GUILD } from '../../kit/town';

/** The buildings; dwellings are built bronze → silver → gold, every other building has no prerequisite (as ruling CF8). */
export const COVE_BUILDINGS: readonly BuildingDef[] = [
  { id: 'cove.cityHall', name: 'City Hall', faction: 'cove', role: 'cityHall', cost: res(10, 4, 0), requires: [] },
  { id: 'cove.citadel', name: 'Citadel', faction: 'cove', role: 'citadel', cost: res(8, 4, 1), requires: [] },
  { id: 'cove.mageGuild', name: 'Mage Guild', faction: 'cove', role: 'mageGuild', cost: res(4, 2, 1), requires: [] },
  { id: 'cove.bronzeDwelling', name: 'Bay', faction: 'cove', role: 'bronzeDwelling', cost: res(4, 3, 1), requires: [] },
  { id: 'cove.silverDwelling', name: 'Nests Towering the Seas', faction: 'cove', role: 'silverDwelling', cost: res(8, 6, 3), requires: ['bronzeDwelling'] },
  { id: 'cove.goldDwelling', name: 'Redoubled Vortex', faction: 'cove', role: 'goldDwelling', cost: res(10, 8, 4), requires: ['bronzeDwelling', 'silverDwelling'] },
  { id: 'cove.special1', name: "Thieves' Guild", faction: 'cove', role: 'special1', cost: res(4, 2, 1), requires: [] },
  { id: 'cove.special2', name: 'Pub', faction: 'cove', role: 'special2', cost: res(3, 2, 0), requires: [] },
];

/** What the buildings do, by role; dwellings and the Citadel have none: recruiting and reinforcing read them. */
export const COVE_BUILDING_ABILITIES: Readonly<Partial<Record<BuildingRole, BuildingAbility>>> = {
  // City Hall: at the start of each Astrologers round, 4 gold, or an Artifact card removed from hand for 1 experience (ruling CV17).
  cityHall: {
    when: 'astrologersRound',
    options: [
      { key: 'gold', effects: [{ op: 'gainResources', resources: { gold: 4 } }] },
      { key: 'experience', effects: [{ op: 'removeCard', category: 'artifact', optional: false }, { op: 'gainExperience', amount: 1 }] },
    ],
    optional: false,
  },
  mageGuild: MAGE_GUILD,
  // Thieves' Guild: once during the turn, the top 2 cards of any deck looked at, one to its discard pile, the other back (ruling CV18).
  special1: { when: 'duringTurn', options: [{ key: 'look', effects: [{ op: 'thievesLook' }] }], optional: true },
  // Pub: once in each Astrologers round, a unit reinforced for 3 gold less, not below 0 — taken as the round starts (ruling CV19).
  special2: {
    when: 'astrologersRound',
    options: [{ key: 'reinforce', effects: [{ op: 'reinforceForLess', tiers: ['bronze', 'silver', 'gold'], gold: 3 }] }],
    optional: true,
  },
};
