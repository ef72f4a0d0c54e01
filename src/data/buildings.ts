/**
 * Town buildings: lookups over the registered packs (src/content/registry.ts). Each faction's 8 buildings live in
 * its pack (src/content/core/<faction>/town.ts); a building's id is "<faction>.<role>".
 */
import type { BuildingDef, BuildingRole, Faction } from '../model';
import { BUILDINGS } from '../content/registry';

export { BUILDINGS };

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
