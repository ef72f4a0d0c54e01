/**
 * What town buildings do, as effect data (rules digest §6, town boards): each faction's pack holds its buildings'
 * abilities (src/content/core/<faction>/town.ts); this is the lookup. Dwellings and the Citadel have no effect of
 * their own: recruiting and reinforcing read them.
 */
import type { BuildingAbility, BuildingRole, Effect, Faction, PlayerState } from '../model';
import { BUILDING_ABILITIES, SPELL_BOOK_COST, factionRules } from '../content/registry';
import { hasBuilding } from './town';
import { building } from '../data/buildings';

export { SPELL_BOOK_COST };

/** What a faction's building of this role does; null when it has no ability of its own. */
export function buildingAbility(faction: Faction, role: BuildingRole): BuildingAbility | null {
  return BUILDING_ABILITIES[faction]?.[role] ?? null;
}

/**
 * What the owner of a town whose building works after a Siege too (Fortress: Blood Obelisk, the pack's `afterSiege`)
 * may do once their Town was sieged: that building's ability, which they may skip (ruling FX42); null without one.
 */
export function afterSiegeProgram(p: PlayerState): Effect[] | null {
  const role = factionRules(p.faction).afterSiege;
  const ability = role === null ? null : buildingAbility(p.faction, role);
  if (role === null || ability === null || !hasBuilding(p, role)) return null;
  return [{ op: 'choose', options: ability.options, optional: true }];
}

/** Gold paid to hire a Secondary Hero with the Population token. */
export const SECONDARY_HERO_COST = 10;

/** The buildings whose abilities run at the start of a Resource round, in the order they run. */
const RESOURCE_ROUND_ROLES: readonly BuildingRole[] = ['cityHall', 'special1', 'special2'];

/**
 * What the player's buildings do at the start of a Resource round (City Hall's choice, the Brotherhood of the
 * Sword's morale), as one program: the frame of source "resource-round" that turn/round.ts pushes holds it.
 */
export function resourceRoundProgram(p: PlayerState, scenario: readonly Effect[]): Effect[] {
  const effects: Effect[] = [];
  for (const role of RESOURCE_ROUND_ROLES) {
    const ability = buildingAbility(p.faction, role);
    if (!ability || (ability.when !== 'resourceRound' && !ability.alsoAtResourceRound) || !hasBuilding(p, role)) continue;
    if (ability.options.length === 1 && !ability.optional) effects.push(...(ability.options[0]?.effects ?? []));
    else effects.push({ op: 'choose', options: ability.options, optional: ability.optional });
  }
  effects.push(...scenario); // the scenario's own (Chain Link's choice), after the buildings'
  return effects;
}

/**
 * What the player's buildings do at the start of an Astrologers round (Rampart's Saplings, ruling RA12; Inferno's
 * Brimstone Stormclouds, which act when built and again then): each such building's id and its one option's effects —
 * or the choice of its options, when it has several (the Cove's City Hall) — run as a frame of that building.
 */
export function astrologersRoundPrograms(p: PlayerState): Array<{ building: string; effects: Effect[] }> {
  const out: Array<{ building: string; effects: Effect[] }> = [];
  for (const b of p.buildings) {
    const ability = buildingAbility(p.faction, building(b).role as BuildingRole);
    if (ability?.when !== 'astrologersRound' && ability?.alsoAtAstrologersRound !== true) continue;
    // Several options (the Cove's City Hall, ruling CV17): the player chooses one, as at a Resource round.
    const effects: Effect[] = ability.options.length > 1 ? [{ op: 'choose', options: ability.options, optional: ability.optional }] : (ability.options[0]?.effects ?? []);
    out.push({ building: b, effects });
  }
  return out;
}
