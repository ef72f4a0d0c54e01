/**
 * Flaggable fields (Location Categories, p. 31; Mines, Settlements, Towns, p. 78–79; Obelisk, p. 81): the visitor's
 * faction cube goes on the field, replacing an enemy's (who loses what the field gave). A mine raises its owner's
 * income, and pays that amount at once to the first player ever to flag it; a settlement lets its flagger choose a
 * resource to produce or a unit to reinforce; an enemy town gives one of its owner's faction cubes.
 */
import type { Draft } from '../kernel/draft';
import type { Effect, FieldState, FlagRule, MapState, PlayerId, Resource, Resources } from '../model';
import { addInto, full } from '../kernel/resources';
import { pushFrame } from '../effects/run';
import { fieldWith, locationOf, ownedSpawnFields, setField } from './fields';
import { tileOfField } from './geometry';
import { TILE_BY_ID } from '../content/registry';
import { recordFirstFlag } from './firstFlags';

/** One step of a production track: 5 Gold, 2 Building Materials or 1 Valuable (rules digest §1.1). */
export const INCOME_STEP: Readonly<Record<Resource, number>> = { gold: 5, buildingMaterials: 2, valuables: 1 };

/** Income of one step of a resource. */
export const incomeStep = (resource: Resource): Partial<Resources> => ({ [resource]: INCOME_STEP[resource] });

/** Moves a player's production tracks by `change` (negative to lower them). */
export function changeIncome(d: Draft, player: PlayerId, change: Partial<Resources>, reason: string): void {
  const p = d.player(player);
  const signedChange = full(change);
  addInto(p.income, signedChange);
  d.emit({ type: 'incomeChanged', player, income: signedChange, reason, seq: 0 });
}

/**
 * What a field gives its owner in income (a mine's, or the resource a settlement produces); `double`: the Optional
 * Rules Table's double income (p. 59, ruling VT-6).
 */
export function incomeOfField(rule: FlagRule | undefined, f: FieldState, double: boolean): Partial<Resources> | null {
  const fixed = rule === undefined ? null : fixedIncome(rule);
  if (fixed !== null) return double ? twice(fixed) : fixed;
  if (rule?.kind === 'settlement' && f.produces !== null) return double ? twice(incomeStep(f.produces)) : incomeStep(f.produces);
  return null;
}

/** The income a mine gives, or a Random Town (Inferno expansion, ruling IN65); null for any other flag. */
function fixedIncome(rule: FlagRule): Partial<Resources> | null {
  if (rule.kind === 'mine') return rule.income;
  if (rule.kind === 'settlement' && rule.randomTown !== undefined) return rule.randomTown.income;
  return null;
}

const twice = (r: Partial<Resources>): Partial<Resources> => ({
  gold: 2 * (r.gold ?? 0), buildingMaterials: 2 * (r.buildingMaterials ?? 0), valuables: 2 * (r.valuables ?? 0),
});

// 0 − x, not −x: a resource a field does not give stays 0, never −0 (which JSON writes as 0: a save would differ).
const negated = (r: Partial<Resources>): Partial<Resources> => ({
  gold: 0 - (r.gold ?? 0), buildingMaterials: 0 - (r.buildingMaterials ?? 0), valuables: 0 - (r.valuables ?? 0),
});

/** The faction whose town stands on the field's tile, or null. */
function townFaction(m: MapState, field: number): string | null {
  const t = m.tiles[tileOfField(field)];
  return (t && TILE_BY_ID[t.tile]?.town) ?? null;
}

/** Whether the player still holds a town or settlement (a Secondary Hero needs one; elimination counts them). */
export function refreshHoldings(d: Draft, player: PlayerId): void {
  const holds = ownedSpawnFields(d.s.map as MapState, player).length > 0;
  if (d.peek(player).holdsTownOrSettlement !== holds) d.player(player).holdsTownOrSettlement = holds;
  if (holds && d.peek(player).roundsWithoutTown > 0) d.player(player).roundsWithoutTown = 0; // the count starts over
}

/** Puts the player's faction cube on a flaggable field they do not hold yet, with what it brings. */
export function flagField(d: Draft, player: PlayerId, field: number): void {
  const m = d.s.map as MapState;
  const loc = locationOf(m, field);
  const rule = loc.flag as FlagRule;
  const f = m.fields[field] as FieldState;
  const first = !f.everFlagged;
  const shared = rule.kind === 'shared' || (rule.kind === 'scenario' && rule.shared);
  const from = shared ? null : (f.flags[0] ?? null);
  if (from !== null) {
    const lost = incomeOfField(rule, f, d.s.config.variants.doubleIncome);
    if (lost) changeIncome(d, from, negated(lost), loc.name);
  }
  const flags = shared ? [...f.flags, player] : [player];
  setField(d, field, fieldWith(f, { cleared: true, flags, everFlagged: true, produces: null }));
  if (m.aiFlags.some((x) => x.field === field)) d.map().aiFlags = m.aiFlags.filter((x) => x.field !== field); // an AI Hero's flag comes off
  d.emit({ type: 'fieldFlagged', player, field, from, seq: 0 });
  if (d.s.tournament !== null) recordFirstFlag(d, loc.id, player);
  const fixed = fixedIncome(rule);
  if (fixed !== null) {
    const income = d.s.config.variants.doubleIncome ? twice(fixed) : fixed;
    changeIncome(d, player, income, loc.name);
    if (first) gainAtOnce(d, player, income, loc.name);
  } else if (rule.kind === 'settlement') {
    pushFrame(d, player, loc.id, settlementChoice(first));
  } else if (rule.kind === 'town') {
    const owner = d.s.players.find((p) => p.faction === townFaction(m, field));
    if (owner && owner.id !== player) {
      d.player(player).factionCubes.push(owner.id);
      d.emit({ type: 'factionCubeTaken', player, from: owner.id, seq: 0 });
    }
  }
  if (from !== null) refreshHoldings(d, from);
  refreshHoldings(d, player);
}

function gainAtOnce(d: Draft, player: PlayerId, r: Partial<Resources>, reason: string): void {
  addInto(d.player(player).resources, full(r));
  d.emit({ type: 'resourcesGained', player, resources: full(r), reason, seq: 0 });
}

/**
 * A settlement just flagged: produce a resource (+1 step of income, gained at once too by its first flagger) or
 * reinforce a Bronze or Silver unit — free for its first flagger, else for half the cost rounded up (p. 79).
 */
export function settlementChoice(first: boolean): Effect[] {
  const produce = (resource: Resource) => ({ key: resource, effects: [{ op: 'settlementProduces', resource, atOnce: first } as Effect] });
  const reinforce: Effect = first ? { op: 'reinforceFree', tiers: ['bronze', 'silver'] } : { op: 'reinforceHalfCost', tiers: ['bronze', 'silver'] };
  return [{ op: 'choose', optional: false, options: [produce('gold'), produce('buildingMaterials'), produce('valuables'), { key: 'reinforce', effects: [reinforce] }] }];
}

/** The settlement being flagged (the visitor's field) produces `resource` for its flagger. */
export function produceAt(d: Draft, player: PlayerId, field: number, resource: Resource, atOnce: boolean): void {
  const m = d.s.map as MapState;
  setField(d, field, fieldWith(m.fields[field] as FieldState, { produces: resource }));
  const income = d.s.config.variants.doubleIncome ? twice(incomeStep(resource)) : incomeStep(resource);
  changeIncome(d, player, income, 'Settlement');
  if (atOnce) gainAtOnce(d, player, income, 'Settlement');
}
