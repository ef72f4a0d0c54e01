/**
 * What town buildings do, as effect data (rules digest §6, town boards): each faction's pack holds its buildings'
 * abilities (src/content/core/<faction>/town.ts); this is the lookup. Dwellings and the Citadel have no effect of
 * their own: recruiting and reinforcing read them.
 */
import type { BuildingAbility, BuildingRole, Faction } from '../model';
import { BUILDING_ABILITIES, SPELL_BOOK_COST } from '../content/registry';

export { SPELL_BOOK_COST };

/** What a faction's building of this role does; null when it has no ability of its own. */
export function buildingAbility(faction: Faction, role: BuildingRole): BuildingAbility | null {
  return BUILDING_ABILITIES[faction]?.[role] ?? null;
}

/** Gold paid to hire a Secondary Hero with the Population token. */
export const SECONDARY_HERO_COST = 10;
