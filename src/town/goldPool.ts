/**
 * The Gold Pool (rule variant, p. 57): what a player pays to recruit or reinforce a unit goes from their resources
 * (the Unspent Pool) to a Reserved Pool that cannot be spent, recorded per unit with the discount card that lowered
 * the cost. Selling a unit or losing it returns its costs (and its discount cards to the hand); a Pack flipped to
 * its Few side returns what its reinforcement cost. Without the variant every function here does nothing.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CardId, GameState, OwnedUnit, PlayerId, PlayerState, ReservedPool, ReservedUnit, Resources } from '../model';
import { addInto, full, NO_RESOURCES } from '../kernel/resources';
import { cardOf } from '../kernel/ids';
import { PLAYS } from '../content/registry';
import { FACTION_UNITS, NEUTRAL_UNITS, neutralUnit } from '../data/units';
import { gainToHand } from '../deck/playerDeck';
import type { Refusal } from './town';

/** Which part of a unit's cost was paid: its recruitment or its reinforcement. */
export type UnitCostPart = 'recruit' | 'reinforce';

/** Per card id, the gold its unit-discount play takes off a cost (Legion Artifacts): built once from the card plays. */
const DISCOUNT_GOLD: ReadonlyMap<string, number> = (() => {
  const out = new Map<string, number>();
  for (const [card, plays] of Object.entries(PLAYS)) {
    for (const play of plays) for (const e of play.effects) if (e.op === 'discountUnitCost') out.set(card, e.gold);
  }
  return out;
})();

const isNothing = (r: Resources) => r.gold === 0 && r.buildingMaterials === 0 && r.valuables === 0;
const copyOf = (r: Resources): Resources => ({ gold: r.gold, buildingMaterials: r.buildingMaterials, valuables: r.valuables });

/** The sum of what the units of a Reserved Pool cost: what its `resources` must equal. */
export function reservedTotal(units: readonly ReservedUnit[]): Resources {
  const total = copyOf(NO_RESOURCES);
  for (const u of units) {
    addInto(total, u.recruit);
    addInto(total, u.reinforce);
  }
  return total;
}

/** Writes the player's Reserved Pool anew (it is shared between states: replaced, never edited). */
function setReserved(d: Draft, player: PlayerId, units: ReservedUnit[]): void {
  const pool: ReservedPool = { resources: reservedTotal(units), units };
  d.player(player).reserved = pool;
}

function entry(unit: string, recruit: Resources, reinforce: Resources, recruitCard: CardId | null, reinforceCard: CardId | null): ReservedUnit {
  return { unit, recruit, reinforce, recruitCard, reinforceCard };
}

/** The discount card of this gold amount the player just played: the topmost such card of their discard pile, or null. */
function discountCardIn(p: PlayerState, gold: number): CardId | null {
  for (let i = p.discard.length - 1; i >= 0; i--) {
    const card = p.discard[i] as CardId;
    if (DISCOUNT_GOLD.get(cardOf(card)) === gold) return card;
  }
  return null;
}

/**
 * Gold Pool: the cost just paid for a unit's recruitment or reinforcement (`paid`, lowered by a `discount` of that
 * much gold, 0: none) goes to the Reserved Pool instead of the box, and the discount card that lowered it is kept
 * with the unit card (taken from the discard pile it was played to; ruling VA5).
 */
export function reserveUnitCost(d: Draft, player: PlayerId, unit: string, part: UnitCostPart, paid: Resources, discount: number): void {
  if (!d.s.config.variants.goldPool) return;
  settleReservedPool(d, player); // a flip not yet settled returns its reinforcement first
  const p = d.peek(player);
  const units = p.reserved.units.slice();
  let at = units.findIndex((u) => u.unit === unit);
  if (at < 0) at = units.push(entry(unit, copyOf(NO_RESOURCES), copyOf(NO_RESOURCES), null, null)) - 1;
  const old = units[at] as ReservedUnit;
  const cost = copyOf(old[part]);
  addInto(cost, paid);
  const slotFree = (part === 'recruit' ? old.recruitCard : old.reinforceCard) === null;
  const card = discount > 0 && slotFree ? discountCardIn(p, discount) : null;
  if (card !== null) {
    const w = d.player(player);
    w.discard.splice(w.discard.lastIndexOf(card), 1);
    d.emit({ type: 'discountCardKept', player, card, unit, seq: 0 });
  }
  units[at] = part === 'recruit'
    ? entry(unit, cost, old.reinforce, card ?? old.recruitCard, old.reinforceCard)
    : entry(unit, old.recruit, cost, old.recruitCard, card ?? old.reinforceCard);
  setReserved(d, player, units);
  d.emit({ type: 'resourcesReserved', player, unit, resources: full(paid), seq: 0 });
}

/** Returns resources from the Reserved Pool to the Unspent Pool, and the discount cards kept to the hand. */
function giveBack(d: Draft, player: PlayerId, unit: string, resources: Resources, cards: Array<CardId | null>, why: 'sold' | 'perished' | 'flipped'): void {
  addInto(d.player(player).resources, resources);
  for (const card of cards) if (card !== null) gainToHand(d, player, card, 'reserved');
  if (!isNothing(resources)) d.emit({ type: 'reserveReturned', player, unit, resources: copyOf(resources), why, seq: 0 });
}

/**
 * Gold Pool: brings the Reserved Pool up to date with the unit deck — a unit no longer in it perished (its costs
 * come back), a unit now on its Few side was flipped (its reinforcement comes back). Called where units are lost or
 * flipped: the end of a combat, an effect that flips a Pack.
 */
export function settleReservedPool(d: Draft, player: PlayerId): void {
  if (!d.s.config.variants.goldPool) return;
  const p = d.peek(player);
  if (p.eliminated) return; // out of the game: nothing of theirs comes back
  let units: ReservedUnit[] | null = null;
  for (let i = p.reserved.units.length - 1; i >= 0; i--) {
    const e = p.reserved.units[i] as ReservedUnit;
    const owned = p.units.find((u) => u.unit === e.unit);
    if (owned !== undefined && (owned.side !== 'few' || (isNothing(e.reinforce) && e.reinforceCard === null))) continue;
    units ??= p.reserved.units.slice();
    if (owned === undefined) {
      units.splice(i, 1);
      const both = copyOf(e.recruit);
      addInto(both, e.reinforce);
      giveBack(d, player, e.unit, both, [e.recruitCard, e.reinforceCard], 'perished');
    } else {
      units[i] = entry(e.unit, e.recruit, copyOf(NO_RESOURCES), e.recruitCard, null);
      giveBack(d, player, e.unit, e.reinforce, [e.reinforceCard], 'flipped');
    }
  }
  if (units !== null) setReserved(d, player, units);
}

/** A unit card's printed name ("Griffins"), or the id as given when it names no unit. */
function nameOf(unit: string): string {
  const id = unit.includes('#') ? cardOf(unit) : unit;
  return FACTION_UNITS.find((u) => u.id === id)?.name ?? NEUTRAL_UNITS.find((u) => u.id === id)?.name ?? unit;
}

/** Why the player cannot sell this unit now (Gold Pool), or null. Only a unit whose costs are reserved is sold. */
export function whyCannotSell(s: GameState, p: PlayerState, unit: string): Refusal {
  if (!s.config.variants.goldPool) return { code: 'OPTION_NOT_AVAILABLE', message: 'Units are sold only with the Gold Pool rule variant', rule: 'gold-pool' };
  if (!p.units.some((u) => u.unit === unit)) return { code: 'UNIT_NOT_AVAILABLE', message: `${nameOf(unit)} are not in your unit deck`, rule: 'gold-pool' };
  if (!p.reserved.units.some((u) => u.unit === unit)) {
    return { code: 'UNIT_NOT_AVAILABLE', message: `Only a unit you bought can be sold: nothing of what ${nameOf(unit)} cost is in your Reserved Pool`, rule: 'gold-pool' };
  }
  if (p.units.length === 1) return { code: 'UNIT_NOT_AVAILABLE', message: 'Your last unit card cannot be sold: an army needs a unit', rule: 'gold-pool' };
  return null;
}

/** The units the player may sell now, as actions appended to `out` (none without the Gold Pool). */
export function addSellActions(s: GameState, p: PlayerState, out: Action[]): void {
  if (!s.config.variants.goldPool || p.units.length < 2) return;
  for (const e of p.reserved.units) if (p.units.some((u) => u.unit === e.unit)) out.push({ type: 'sellUnit', unit: e.unit });
}

/**
 * Sells a unit (checked by whyCannotSell): its card leaves the unit deck — a neutral one to its tier's discard pile,
 * a faction one back to the Faction's supply, a card put on it to the discard pile — and its costs come back.
 */
export function sellUnit(d: Draft, player: PlayerId, unit: string): void {
  const p = d.player(player);
  const at = p.units.findIndex((u) => u.unit === unit);
  const owned = p.units[at] as OwnedUnit;
  p.units.splice(at, 1);
  for (const card of owned.covers ?? []) {
    p.discard.push(card);
    d.emit({ type: 'cardDiscarded', player, card, seq: 0 });
  }
  d.emit({ type: 'unitSold', player, unit, seq: 0 });
  if (owned.side === 'neutral') {
    d.neutralDecks()[neutralUnit(cardOf(unit)).tier].discard.push(unit);
    d.emit({ type: 'neutralDiscarded', unit, seq: 0 });
  }
  const units = d.peek(player).reserved.units.slice();
  const i = units.findIndex((u) => u.unit === unit);
  const e = units[i] as ReservedUnit;
  units.splice(i, 1);
  setReserved(d, player, units);
  const both = copyOf(e.recruit);
  addInto(both, e.reinforce);
  giveBack(d, player, unit, both, [e.recruitCard, e.reinforceCard], 'sold');
}
