/** The Dungeon town: its 8 buildings with their printed costs, and what they do (rules digest §6, town boards). */
import type { BuildingAbility, BuildingDef, BuildingRole } from '../../../model';
import { res } from '../../kit/units';
import { MAGE_GUILD } from '../../kit/town';

/** The buildings; dwellings are built bronze → silver → gold, every other building has no prerequisite. */
export const DUNGEON_BUILDINGS: readonly BuildingDef[] = [
  { id: 'dungeon.cityHall', name: 'City Hall', faction: 'dungeon', role: 'cityHall', cost: res(10, 4, 0), requires: [] },
  { id: 'dungeon.citadel', name: 'Citadel', faction: 'dungeon', role: 'citadel', cost: res(8, 5, 1), requires: [] },
  { id: 'dungeon.mageGuild', name: 'Mage Guild', faction: 'dungeon', role: 'mageGuild', cost: res(4, 2, 1), requires: [] },
  { id: 'dungeon.bronzeDwelling', name: 'Warrens', faction: 'dungeon', role: 'bronzeDwelling', cost: res(5, 3, 1), requires: [] },
  { id: 'dungeon.silverDwelling', name: 'Inner Labyrinths', faction: 'dungeon', role: 'silverDwelling', cost: res(8, 6, 3), requires: ['bronzeDwelling'] },
  { id: 'dungeon.goldDwelling', name: 'Ancient Lairs', faction: 'dungeon', role: 'goldDwelling', cost: res(10, 9, 4), requires: ['bronzeDwelling', 'silverDwelling'] },
  { id: 'dungeon.special1', name: 'Portal of Summoning', faction: 'dungeon', role: 'special1', cost: res(7, 3, 1), requires: [] },
  // Card scan: 6 G / 3 BM / 1 V (the wiki and the rules digest say 4 BM).
  { id: 'dungeon.special2', name: 'Mana Vortex', faction: 'dungeon', role: 'special2', cost: res(6, 3, 1), requires: [] },
];

/** What the buildings do, by role; dwellings and the Citadel have none: recruiting and reinforcing read them. */
export const DUNGEON_BUILDING_ABILITIES: Readonly<Partial<Record<BuildingRole, BuildingAbility>>> = {
  cityHall: {
    when: 'resourceRound',
    options: [
      { key: 'gold', effects: [{ op: 'gainResources', resources: { gold: 5 } }] },
      { key: 'valuables', effects: [{ op: 'gainResources', resources: { valuables: 1 } }] },
    ],
    optional: false,
  },
  mageGuild: MAGE_GUILD,
  // Portal of Summoning
  special1: { when: 'beginningOfTurn', options: [{ key: 'summon', effects: [{ op: 'summonNeutral' }] }], optional: true },
  // Mana Vortex
  special2: {
    when: 'beginningOfTurn',
    options: [
      {
        key: 'vortex',
        effects: [
          { op: 'discardCards', min: 1, max: 1 },
          { op: 'shuffleDiscardIntoDeck' },
          { op: 'searchOwnDeck', count: 3 },
        ],
      },
    ],
    optional: true,
  },
};
