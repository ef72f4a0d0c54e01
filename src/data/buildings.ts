/**
 * The 8 town buildings of each core faction, with their printed costs.
 * Dwellings are built bronze → silver → gold; every other building has no prerequisite.
 */
import type { BuildingDef, BuildingRole, Faction, Resources } from '../model';

/** Shorthand for a full Resources value. */
function res(gold: number, buildingMaterials: number, valuables: number): Resources {
  return { gold, buildingMaterials, valuables };
}

export const BUILDINGS: readonly BuildingDef[] = [
  // ---- Castle ----
  { id: 'castle.cityHall', name: 'City Hall', faction: 'castle', role: 'cityHall', cost: res(10, 4, 0), requires: [] },
  { id: 'castle.citadel', name: 'Citadel', faction: 'castle', role: 'citadel', cost: res(8, 5, 1), requires: [] },
  { id: 'castle.mageGuild', name: 'Mage Guild', faction: 'castle', role: 'mageGuild', cost: res(4, 2, 1), requires: [] },
  { id: 'castle.bronzeDwelling', name: 'Towers', faction: 'castle', role: 'bronzeDwelling', cost: res(5, 3, 1), requires: [] },
  { id: 'castle.silverDwelling', name: 'Holy Grounds', faction: 'castle', role: 'silverDwelling', cost: res(8, 6, 3), requires: ['bronzeDwelling'] },
  { id: 'castle.goldDwelling', name: 'Glory of Erathia', faction: 'castle', role: 'goldDwelling', cost: res(10, 9, 4), requires: ['bronzeDwelling', 'silverDwelling'] },
  { id: 'castle.special1', name: 'Brotherhood of the Sword', faction: 'castle', role: 'special1', cost: res(8, 4, 0), requires: [] },
  { id: 'castle.special2', name: 'Blacksmith', faction: 'castle', role: 'special2', cost: res(4, 3, 0), requires: [] },

  // ---- Dungeon ----
  { id: 'dungeon.cityHall', name: 'City Hall', faction: 'dungeon', role: 'cityHall', cost: res(10, 4, 0), requires: [] },
  { id: 'dungeon.citadel', name: 'Citadel', faction: 'dungeon', role: 'citadel', cost: res(8, 5, 1), requires: [] },
  { id: 'dungeon.mageGuild', name: 'Mage Guild', faction: 'dungeon', role: 'mageGuild', cost: res(4, 2, 1), requires: [] },
  { id: 'dungeon.bronzeDwelling', name: 'Warrens', faction: 'dungeon', role: 'bronzeDwelling', cost: res(5, 3, 1), requires: [] },
  { id: 'dungeon.silverDwelling', name: 'Inner Labyrinths', faction: 'dungeon', role: 'silverDwelling', cost: res(8, 6, 3), requires: ['bronzeDwelling'] },
  { id: 'dungeon.goldDwelling', name: 'Ancient Lairs', faction: 'dungeon', role: 'goldDwelling', cost: res(10, 9, 4), requires: ['bronzeDwelling', 'silverDwelling'] },
  { id: 'dungeon.special1', name: 'Portal of Summoning', faction: 'dungeon', role: 'special1', cost: res(7, 3, 1), requires: [] },
  // Card scan: 6 G / 3 BM / 1 V (the wiki and the rules digest say 4 BM).
  { id: 'dungeon.special2', name: 'Mana Vortex', faction: 'dungeon', role: 'special2', cost: res(6, 3, 1), requires: [] },

  // ---- Necropolis ----
  { id: 'necropolis.cityHall', name: 'City Hall', faction: 'necropolis', role: 'cityHall', cost: res(10, 4, 0), requires: [] },
  { id: 'necropolis.citadel', name: 'Citadel', faction: 'necropolis', role: 'citadel', cost: res(8, 5, 1), requires: [] },
  { id: 'necropolis.mageGuild', name: 'Mage Guild', faction: 'necropolis', role: 'mageGuild', cost: res(4, 2, 1), requires: [] },
  { id: 'necropolis.bronzeDwelling', name: 'Old Cemetery', faction: 'necropolis', role: 'bronzeDwelling', cost: res(5, 3, 1), requires: [] },
  { id: 'necropolis.silverDwelling', name: 'Mausoleum Domain', faction: 'necropolis', role: 'silverDwelling', cost: res(8, 6, 3), requires: ['bronzeDwelling'] },
  { id: 'necropolis.goldDwelling', name: 'Vaults of Darkness', faction: 'necropolis', role: 'goldDwelling', cost: res(10, 9, 4), requires: ['bronzeDwelling', 'silverDwelling'] },
  { id: 'necropolis.special1', name: 'Necromancy Amplifier', faction: 'necropolis', role: 'special1', cost: res(7, 3, 1), requires: [] },
  { id: 'necropolis.special2', name: 'Cover of Darkness', faction: 'necropolis', role: 'special2', cost: res(6, 4, 1), requires: [] },
];

const BUILDING_INDEX = new Map(BUILDINGS.map((b) => [b.id, b]));

/** The building with this id (e.g. "castle.cityHall"); throws on an unknown id. */
export function building(id: string): BuildingDef {
  const b = BUILDING_INDEX.get(id);
  if (!b) throw new Error(`Unknown building id: ${id}`);
  return b;
}

/** The building a faction has in a given role. */
export function buildingOf(faction: Faction, role: BuildingRole): BuildingDef {
  return building(`${faction}.${role}`);
}
