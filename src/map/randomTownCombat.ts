/**
 * The combat for a Random Town (Inferno expansion, p. 79; rulings IN62–IN64): its Faction's units defend it — a Pack of
 * the Bronze unit the player controlling the defense picks, Packs of both Silver units, Fews of both Gold units — behind
 * Walls and the Gate (Siege Combat, p. 44), without the Arrow Tower. They are no player's units and fight as the field's
 * neutrals would: placed and played by the player to the attacker's right, or by the AI rules when there is none.
 */
import type { Draft } from '../kernel/draft';
import type { CombatUnit, Encounter, Faction, FactionUnitDef, MapState, PlayerId } from '../model';
import { FACTION_UNITS_BY_FACTION } from '../content/registry';
import { levelOf } from '../hero/levels';
import { armyOf, beginCombat, citadelCards, combatSide, combatUnit, newCombat } from '../combat/start';
import { fieldDefOf } from './fields';

/** The Faction defending the Random Town on this field, or null (none revealed there, or none chosen). */
export function randomTownFaction(m: MapState, field: number): Faction | null {
  if (m.randomTowns === undefined) return null;
  for (const t of m.randomTowns) if (t.field === field) return t.faction;
  return null;
}

/** The Faction's units of a tier, by unit id (bronze → gold, by recruitment cost). */
function unitsOf(faction: Faction, tier: FactionUnitDef['tier']): string[] {
  const out: string[] = [];
  for (const u of FACTION_UNITS_BY_FACTION[faction] ?? []) if (u.tier === tier) out.push(u.id);
  return out;
}

/**
 * A combat for a Random Town is about to be set up: its controller picks the Bronze unit (decision `randomTown`,
 * purpose 'bronze'); without one, the AI rules take the dearest Bronze unit (ruling IN63).
 */
export function setUpRandomTownCombat(d: Draft, enc: Encounter, faction: Faction, controller: PlayerId | null): void {
  const bronze = unitsOf(faction, 'bronze');
  if (controller === null) {
    beginRandomTownCombat(d, null, bronze[bronze.length - 1] as string);
    return;
  }
  d.s.pending = { kind: 'randomTown', player: controller, field: enc.field, purpose: 'bronze', options: bronze };
}

/** The Random Town's combat begins: the attacker's army against its defenders, the Walls and the Gate. */
export function beginRandomTownCombat(d: Draft, controller: PlayerId | null, bronze: string): void {
  const m = d.s.map as MapState;
  const enc = m.encounter as Encounter;
  const faction = randomTownFaction(m, enc.field) as Faction;
  const { player, hero } = enc;
  const units: CombatUnit[] = armyOf(player, d.peek(player).units, 'attacker', []);
  units.push(combatUnit(bronze, bronze, 'pack', 'defender', null, null));
  for (const id of unitsOf(faction, 'silver')) units.push(combatUnit(id, id, 'pack', 'defender', null, null));
  for (const id of unitsOf(faction, 'gold')) units.push(combatUnit(id, id, 'few', 'defender', null, null));
  for (const u of citadelCards()) if (u.kind !== 'arrowTower') units.push(u);
  beginCombat(d, newCombat({
    attacker: combatSide(player, hero, hero === 'main', levelOf(d.peek(player).experience), false),
    defender: combatSide(controller, null, false, 0, true),
    fieldLevel: fieldDefOf(m, enc.field).guard,
    timeLimited: true,
    guardsToDraw: null,
    ai: controller === null ? 'defender' : null,
    defendingTown: false,
    players: d.s.players.map((p) => p.id),
  }, units));
}
