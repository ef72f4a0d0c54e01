/**
 * Unit cards: lookups over the registered packs (src/content/registry.ts). The units themselves, with their printed
 * values, live in their pack: src/content/core/<faction>/units.ts and src/content/core/neutral/units.ts.
 */
import type { Faction, FactionUnitDef, NeutralUnitDef, SummonedUnitDef } from '../model';
import { FACTION_UNITS, NEUTRAL_UNITS, FACTION_UNITS_BY_FACTION, SUMMONED_UNITS } from '../content/registry';

export { FACTION_UNITS, NEUTRAL_UNITS, FACTION_UNITS_BY_FACTION, SUMMONED_UNITS };

const SUMMONED_UNIT_INDEX = new Map(SUMMONED_UNITS.map((u) => [u.id, u]));

/** Is this the id of a Summoned Elemental Unit card (Summoning, p. 90)? */
export const isSummonedUnit = (id: string): boolean => SUMMONED_UNIT_INDEX.has(id);

/** The Summoned Elemental Unit card with this id; throws on an unknown id. */
export function summonedUnit(id: string): SummonedUnitDef {
  const unit = SUMMONED_UNIT_INDEX.get(id);
  if (!unit) throw new Error(`Unknown Summoned unit id: ${id}`);
  return unit;
}

const FACTION_UNIT_INDEX = new Map(FACTION_UNITS.map((u) => [u.id, u]));
const NEUTRAL_UNIT_INDEX = new Map(NEUTRAL_UNITS.map((u) => [u.id, u]));

/** The faction unit with this id; throws on an unknown id. */
/**
 * Tiers as the rule book writes them in a card's text: "Bronze", "Bronze or Silver", "Bronze, Silver or Gold".
 */
export function tierList(tiers: readonly string[]): string {
  const names = tiers.map((t) => `${t.charAt(0).toUpperCase()}${t.slice(1)}`);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

export function factionUnit(id: string): FactionUnitDef {
  const unit = FACTION_UNIT_INDEX.get(id);
  if (!unit) throw new Error(`Unknown faction unit id: ${id}`);
  return unit;
}

/** A faction's units, bronze → silver → gold, then by recruitment gold cost; throws on an unknown faction. */
export function unitsOfFaction(faction: Faction): readonly FactionUnitDef[] {
  const units = FACTION_UNITS_BY_FACTION[faction];
  if (!units) throw new Error(`Unknown faction: ${faction}`);
  return units;
}

/** The neutral unit with this id; throws on an unknown id. */
export function neutralUnit(id: string): NeutralUnitDef {
  const unit = NEUTRAL_UNIT_INDEX.get(id);
  if (!unit) throw new Error(`Unknown neutral unit id: ${id}`);
  return unit;
}
