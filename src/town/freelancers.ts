/**
 * The Stronghold's Freelancer's Guild (the pack's `freelancers` building role): its owner gains 1 gold each time they
 * win against Neutral Units, and pays the gold of a recruit or reinforcement with building materials and valuables
 * too — gold first, then building materials, then valuables (rulings SH12, SH13).
 */
import type { Draft } from '../kernel/draft';
import type { PlayerId, PlayerState, Resources } from '../model';
import { factionRules } from '../content/registry';
import { canPay } from '../kernel/resources';

/** Whether the player's own town has the building that lets building materials and valuables pay like gold. */
export function paysUnitsWithAnyResource(p: PlayerState): boolean {
  const role = factionRules(p.faction).freelancers;
  return role !== undefined && p.buildings.includes(`${p.faction}.${role}`);
}

/** Whether the player can pay a recruit's or reinforcement's cost, with the Freelancer's Guild's help if they have it. */
export function canPayUnitCost(p: PlayerState, cost: Resources): boolean {
  if (canPay(p.resources, cost)) return true;
  if (!paysUnitsWithAnyResource(p) || !canPay(p.resources, { buildingMaterials: cost.buildingMaterials, valuables: cost.valuables })) return false;
  const spare = p.resources.gold + p.resources.buildingMaterials - cost.buildingMaterials + p.resources.valuables - cost.valuables;
  return spare >= cost.gold;
}

/** What the player pays for a recruit's or reinforcement's cost (they can pay it): the gold short comes from building materials, then valuables. */
export function unitPayment(p: PlayerState, cost: Resources): Resources {
  if (canPay(p.resources, cost) || !paysUnitsWithAnyResource(p)) return cost;
  let short = cost.gold - p.resources.gold;
  const materials = Math.min(short, p.resources.buildingMaterials - cost.buildingMaterials);
  short -= materials;
  return { gold: p.resources.gold, buildingMaterials: cost.buildingMaterials + materials, valuables: cost.valuables + short };
}

/** A win against Neutral Units (a combat, or a Quick Combat): 1 gold with the Freelancer's Guild built (ruling SH12). */
export function neutralsBeaten(d: Draft, player: PlayerId): void {
  const p = d.peek(player);
  if (!paysUnitsWithAnyResource(p)) return;
  d.player(player).resources.gold += 1;
  const guild = `${p.faction}.${factionRules(p.faction).freelancers as string}`;
  d.emit({ type: 'resourcesGained', player, resources: { gold: 1, buildingMaterials: 0, valuables: 0 }, reason: guild, seq: 0 });
}
