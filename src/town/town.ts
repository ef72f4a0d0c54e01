/**
 * The town board: building (one building per round with the Build token, dwellings in order),
 * recruiting (needs the unit's Dwelling) and reinforcing (needs the Dwelling and the Citadel), rulebook "Town" and "Units".
 */
import { illegal } from '../kernel/errors';
import type { BuildingDef, BuildingRole, FactionUnitDef, Resources, Tier } from '../model';
import type { IllegalActionCode } from '../kernel/errors';
import type { PlayerState } from '../model';
import { BUILDINGS, buildingOf } from '../data/buildings';
import { unitsOfFaction } from '../data/units';
import { canPay, describeResources } from '../kernel/resources';
import { canPayUnitCost } from './freelancers';

export function hasBuilding(p: PlayerState, role: BuildingRole): boolean {
  return p.buildings.includes(`${p.faction}.${role}`);
}

export const DWELLING_OF_TIER: Record<Exclude<Tier, 'azure'>, BuildingRole> = {
  bronze: 'bronzeDwelling',
  silver: 'silverDwelling',
  gold: 'goldDwelling',
};

/** A reason an action cannot be taken: code, message and rule reference; null when it can. */
export type Refusal = { code: IllegalActionCode; message: string; rule: string } | null;

/**
 * Whether the player may build it now: the test `legalActions` runs, building no text (whyCannotBuild explains a
 * refusal; the two agree).
 */
export function canBuild(p: PlayerState, def: BuildingDef): boolean {
  if (def.faction !== p.faction || !p.tokens.build || p.buildings.includes(def.id)) return false;
  for (const r of def.requires) if (!hasBuilding(p, r)) return false;
  return canPay(p.resources, def.cost);
}

export function whyCannotBuild(p: PlayerState, buildingId: string): Refusal {
  const def = BUILDINGS.find((b) => b.id === buildingId);
  if (!def || def.faction !== p.faction) {
    return { code: 'UNKNOWN_BUILDING', message: `${buildingId} is not a building of the ${p.faction} town`, rule: 'town' };
  }
  if (!p.tokens.build) return { code: 'TOKEN_USED', message: 'Build token already used this round', rule: 'town-actions' };
  if (p.buildings.includes(def.id)) return { code: 'ALREADY_BUILT', message: `${def.name} is already built`, rule: 'town' };
  const missing = def.requires.filter((r) => !hasBuilding(p, r));
  if (missing.length > 0) {
    const names = missing.map((r) => buildingOf(p.faction, r).name).join(' and ');
    return { code: 'BUILDING_ORDER', message: `${def.name} needs ${names} first: Dwellings are built in order`, rule: 'town' };
  }
  if (!canPay(p.resources, def.cost)) {
    return { code: 'NOT_ENOUGH_RESOURCES', message: `${def.name} costs ${describeResources(def.cost)}`, rule: 'town' };
  }
  return null;
}

export function factionUnitsOf(p: PlayerState): readonly FactionUnitDef[] {
  return unitsOfFaction(p.faction);
}

/** A unit cost lowered by a gold discount (Legion Artifacts): the gold never goes below 0, other resources stay. */
export function discounted(cost: Resources, gold: number): Resources {
  return { ...cost, gold: Math.max(0, cost.gold - gold) };
}

/**
 * The discount an action asks for (0: none). Naming 0 is refused rather than read as "none", so each legal action
 * has one spelling: the listed one, which leaves `discount` out.
 */
export function discountAsked(discount: number | undefined): number {
  if (discount === 0) illegal('OPTION_NOT_AVAILABLE', 'A 0-gold discount is no discount: leave out `discount` to pay the full cost', 'artifact-cards');
  return discount ?? 0;
}

/** Why the player cannot apply this waiting unit discount (0: none asked for), or null. */
export function whyCannotDiscount(p: PlayerState, gold: number): Refusal {
  if (gold === 0 || p.unitDiscounts.includes(gold)) return null;
  return { code: 'OPTION_NOT_AVAILABLE', message: `You have no ${gold}-gold unit discount waiting this turn`, rule: 'artifact-cards' };
}

/** The discounts a player may apply to one unit's cost: none, or one of each amount waiting. */
export function discountChoices(p: PlayerState): number[] {
  return [0, ...new Set(p.unitDiscounts)];
}

/**
 * Recruiting: the unit card is still in the faction's supply, its Dwelling is built, its cost (lowered by `discount`
 * gold, a waiting unit discount) can be paid.
 */
/**
 * Whether the player may recruit the unit now (with this waiting discount): `legalActions`' test, building no text.
 * `town`: the player whose Town Board's Dwellings are used — the player's own, or a captured Town's owner (ruling VT-1).
 */
export function canRecruit(p: PlayerState, def: FactionUnitDef, discount: number, town: PlayerState = p): boolean {
  if (def.faction !== town.faction) return false;
  for (const u of p.units) if (u.unit === def.id) return false;
  if (!hasBuilding(town, DWELLING_OF_TIER[def.tier])) return false;
  return canPayUnitCost(p, discounted(def.recruitCost, discount)) && (discount === 0 || p.unitDiscounts.includes(discount));
}

/**
 * Whether the player may reinforce the unit now (with this waiting discount, `less` gold off by its own ability);
 * `town` as for `canRecruit`.
 */
export function canReinforce(p: PlayerState, def: FactionUnitDef, discount: number, less: number, town: PlayerState = p): boolean {
  if (def.faction !== town.faction) return false;
  const owned = p.units.find((u) => u.unit === def.id);
  if (!owned || owned.side !== 'few' || !hasBuilding(town, 'citadel') || !hasBuilding(town, DWELLING_OF_TIER[def.tier])) return false;
  return canPayUnitCost(p, discounted(def.reinforceCost, discount + less)) && (discount === 0 || p.unitDiscounts.includes(discount));
}

/** Why the player cannot recruit the unit now, or null; `town` as for `canRecruit`. */
export function whyCannotRecruit(p: PlayerState, unitId: string, discount = 0, town: PlayerState = p): Refusal {
  const def = factionUnitsOf(town).find((u) => u.id === unitId);
  if (!def) return { code: 'UNKNOWN_UNIT', message: `${unitId} is not a ${town.faction} unit`, rule: 'units' };
  if (p.units.some((u) => u.unit === unitId)) {
    return { code: 'UNIT_NOT_AVAILABLE', message: `${def.name} are already in your unit deck`, rule: 'units' };
  }
  if (!hasBuilding(town, DWELLING_OF_TIER[def.tier])) {
    return { code: 'NEEDS_DWELLING', message: `Recruiting ${def.name} needs the ${buildingOf(town.faction, DWELLING_OF_TIER[def.tier]).name}`, rule: 'units' };
  }
  const cost = discounted(def.recruitCost, discount);
  if (!canPayUnitCost(p, cost)) {
    return { code: 'NOT_ENOUGH_RESOURCES', message: `Recruiting ${def.name} costs ${describeResources(cost)}`, rule: 'units' };
  }
  return whyCannotDiscount(p, discount);
}

/**
 * Reinforcing (Few → Pack): the unit is a Few in the unit deck, its Dwelling and the Citadel are built, the cost can be
 * paid; `less`: gold off the cost by the unit's own ability (Champions on Stables); `town` as for `canRecruit`.
 */
export function whyCannotReinforce(p: PlayerState, unitId: string, discount = 0, less = 0, town: PlayerState = p): Refusal {
  const def = factionUnitsOf(town).find((u) => u.id === unitId);
  if (!def) return { code: 'UNKNOWN_UNIT', message: `${unitId} is not a ${town.faction} unit`, rule: 'units' };
  const owned = p.units.find((u) => u.unit === unitId);
  if (!owned) return { code: 'UNIT_NOT_AVAILABLE', message: `${def.name} are not in your unit deck`, rule: 'units' };
  if (owned.side !== 'few') return { code: 'NOT_FEW', message: `${def.name} are already a Pack`, rule: 'units' };
  if (!hasBuilding(town, 'citadel')) return { code: 'NEEDS_CITADEL', message: 'Reinforcing needs the Citadel', rule: 'units' };
  if (!hasBuilding(town, DWELLING_OF_TIER[def.tier])) {
    return { code: 'NEEDS_DWELLING', message: `Reinforcing ${def.name} needs the ${buildingOf(town.faction, DWELLING_OF_TIER[def.tier]).name}`, rule: 'units' };
  }
  const cost = discounted(def.reinforceCost, discount + less);
  if (!canPayUnitCost(p, cost)) {
    return { code: 'NOT_ENOUGH_RESOURCES', message: `Reinforcing ${def.name} costs ${describeResources(cost)}`, rule: 'units' };
  }
  return whyCannotDiscount(p, discount);
}
