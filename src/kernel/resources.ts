/** Resource arithmetic. */
import type { Resources } from '../model';

export const NO_RESOURCES: Resources = { gold: 0, buildingMaterials: 0, valuables: 0 };

export function full(r: Partial<Resources>): Resources {
  return { gold: r.gold ?? 0, buildingMaterials: r.buildingMaterials ?? 0, valuables: r.valuables ?? 0 };
}

export function canPay(pool: Resources, cost: Partial<Resources>): boolean {
  return (
    pool.gold >= (cost.gold ?? 0) &&
    pool.buildingMaterials >= (cost.buildingMaterials ?? 0) &&
    pool.valuables >= (cost.valuables ?? 0)
  );
}

/** Adds `amount` (negative to pay) into `pool` in place. */
export function addInto(pool: Resources, amount: Partial<Resources>, sign = 1): void {
  pool.gold += sign * (amount.gold ?? 0);
  pool.buildingMaterials += sign * (amount.buildingMaterials ?? 0);
  pool.valuables += sign * (amount.valuables ?? 0);
}

/** Resources as a player counts them: "3 gold, 1 building material, 2 valuables", or "nothing". */
export function describeResources(r: Partial<Resources>): string {
  const parts: string[] = [];
  if (r.gold) parts.push(`${r.gold} gold`);
  if (r.buildingMaterials) parts.push(`${r.buildingMaterials} building material${Math.abs(r.buildingMaterials) === 1 ? '' : 's'}`);
  if (r.valuables) parts.push(`${r.valuables} valuable${Math.abs(r.valuables) === 1 ? '' : 's'}`);
  return parts.length ? parts.join(', ') : 'nothing';
}
