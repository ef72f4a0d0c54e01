/**
 * Answers that add to the player's unit deck: reinforcing a Few unit for free (City Hall, the Skeletons' reward) or
 * for half its gold (Necromancy), and recruiting a neutral unit drawn from a tier (Portal of Summoning, Diplomacy).
 */
import type { Action, OwnedUnit, PlayerId, PlayerState, Resources, Tier } from '../model';
import { illegal } from '../kernel/errors';
import { cardOf } from '../kernel/ids';
import { canPay, addInto, describeResources, full } from '../kernel/resources';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { finishEffect } from '../effects/run';
import { drawNeutral, isFewOfTier, neutralCost } from '../effects/townEffects';
import { discountAsked, discountChoices, discounted } from '../town/town';
import { refuseDiscount, useDiscount, withDiscount } from '../town/discounts';
import { reserveUnitCost } from '../town/goldPool';
import { factionUnit, neutralUnit } from '../data/units';
import { deckIdOf } from '../combat/stats';

/** Where a Few unit of these tiers is in the player's unit deck; refuses any other unit. */
function fewUnitAt(p: PlayerState, unit: string, tiers: Tier[]): number {
  const at = p.units.findIndex((u) => u.unit === unit);
  const owned = p.units[at];
  if (!owned || !isFewOfTier(owned.unit, owned.side, tiers)) {
    illegal('OPTION_NOT_AVAILABLE', `${unit} is not a Few ${tiers.join('/')} unit in your unit deck`, 'units');
  }
  return at;
}

/** Turns the unit card to its Pack side, keeping any card put on it (entries are shared between states: replaced). */
function flipToPack(p: PlayerState, at: number): void {
  p.units[at] = { ...(p.units[at] as OwnedUnit), side: 'pack' };
}

/** The `reinforceFree` decision: one Few unit of the tiers turns to its Pack side. */
export const REINFORCE_FREE: DecisionKindHandlers<'reinforceFree'> = {
  legal: (d, dec) =>
    d
      .peek(dec.player)
      .units.filter((u) => isFewOfTier(u.unit, u.side, dec.tiers))
      .map((u) => ({ type: 'reinforceUnit', unit: u.unit })),
  apply(d, dec, a) {
    if (a.type !== 'reinforceUnit') return wrongAnswer(REINFORCE_FREE, dec, a);
    const at = fewUnitAt(d.peek(dec.player), a.unit, dec.tiers);
    flipToPack(d.player(dec.player), at);
    // Reinforced during a combat (the Skeletons' reward): the card turns on the board too, keeping its damage.
    const onBoard = d.s.combat?.units.find((u) => u.owner === dec.player && u.kind === 'unit' && !u.defeated && deckIdOf(u) === a.unit);
    if (onBoard) d.unit(onBoard.id).side = 'pack';
    d.emit({ type: 'unitReinforced', player: dec.player, unit: factionUnit(a.unit).id, seq: 0 });
    finishEffect(d);
  },
  describe: (dec) => `${dec.player} reinforces a unit for free`,
};

/** The `summonNeutral` decision: the tier to draw from (`tier`), then whether to recruit a unit drawn (`recruit`). */
export const SUMMON_NEUTRAL: DecisionKindHandlers<'summonNeutral'> = {
  legal(d, dec) {
    if (dec.step === 'tier') return [...dec.tiers.map((tier) => ({ type: 'summonFrom', tier }) as Action), { type: 'decline' }];
    const p = d.peek(dec.player);
    const actions: Action[] = [];
    for (const unit of d.s.revealed) {
      for (const discount of discountChoices(p)) {
        if (canPay(p.resources, discounted(neutralCost(unit), discount))) actions.push(withDiscount({ type: 'recruit', unit }, discount));
      }
    }
    actions.push({ type: 'decline' });
    return actions;
  },
  apply(d, dec, a) {
    if (dec.step === 'tier') {
      if (a.type === 'decline') return finishEffect(d);
      if (a.type !== 'summonFrom') return wrongAnswer(SUMMON_NEUTRAL, dec, a);
      if (!(['bronze', 'silver', 'gold', 'azure'] as const).includes(a.tier)) illegal('MALFORMED_ACTION', `There is no "${String(a.tier)}" tier`, 'units');
      if (!dec.tiers.includes(a.tier)) illegal('NEEDS_DWELLING', `You have no ${a.tier} Dwelling to summon from`, 'town');
      d.s.revealed = [drawNeutral(d, dec.player, a.tier)];
      d.s.pending = { ...dec, step: 'recruit' };
      return;
    }
    let recruited: string | null = null;
    if (a.type === 'recruit') {
      if (!d.s.revealed.includes(a.unit)) illegal('NOT_REVEALED', `${a.unit} is not among the neutral units drawn`, 'units');
      const discount = discountAsked(a.discount);
      refuseDiscount(d, dec.player, discount);
      const cost = discounted(neutralCost(a.unit), discount);
      if (!canPay(d.peek(dec.player).resources, cost)) illegal('NOT_ENOUGH_RESOURCES', `Recruiting ${neutralUnit(cardOf(a.unit)).name} costs ${describeResources(cost)}`, 'units');
      const p = d.player(dec.player);
      useDiscount(d, dec.player, discount);
      addInto(p.resources, cost, -1);
      p.units.push({ unit: a.unit, side: 'neutral' });
      d.emit({ type: 'resourcesPaid', player: dec.player, resources: full(cost), reason: a.unit, seq: 0 });
      d.emit({ type: 'unitRecruited', player: dec.player, unit: a.unit, seq: 0 });
      reserveUnitCost(d, dec.player, a.unit, 'recruit', full(cost), discount);
      recruited = a.unit;
    } else if (a.type !== 'decline') {
      return wrongAnswer(SUMMON_NEUTRAL, dec, a);
    }
    for (const unit of d.s.revealed) {
      if (unit === recruited) continue;
      d.neutralDecks()[neutralUnit(cardOf(unit)).tier].discard.push(unit);
      d.emit({ type: 'neutralDiscarded', unit, seq: 0 });
    }
    d.s.revealed = [];
    finishEffect(d);
  },
  describe: (dec) => (dec.step === 'tier' ? `${dec.player} summons a neutral unit` : `${dec.player} may recruit one of the neutral units drawn`),
};

/** Half the gold of the unit's Reinforcement cost (rounded down); its other resources in full (ruling A43). */
export function halfGoldReinforceCost(unit: string): Resources {
  const cost = factionUnit(unit).reinforceCost;
  return { ...cost, gold: Math.floor(cost.gold / 2) };
}

/** Half the unit's Reinforcement cost, each resource rounded up (a Settlement flagged again, p. 79). */
export function halfReinforceCost(unit: string): Resources {
  const cost = factionUnit(unit).reinforceCost;
  return { gold: Math.ceil(cost.gold / 2), buildingMaterials: Math.ceil(cost.buildingMaterials / 2), valuables: Math.ceil(cost.valuables / 2) };
}

/** The unit's Reinforcement cost with `less` gold off, not below 0; its other resources in full (Hill Fort, ruling TW44). */
export function reinforceCostLess(unit: string, less: number): Resources {
  const cost = factionUnit(unit).reinforceCost;
  return { gold: Math.max(0, cost.gold - less), buildingMaterials: cost.buildingMaterials, valuables: cost.valuables };
}

/**
 * A decision to reinforce a Few unit of the tiers at a reduced cost (with any waiting unit discount), or decline;
 * `costOf` gets the decision's `gold` off (0 for the kinds without it).
 */
function reinforceAtCost<K extends 'reinforceHalfGold' | 'reinforceHalfCost' | 'reinforceForLess'>(
  costOf: (unit: string, less: number) => Resources,
  what: string,
): DecisionKindHandlers<K> {
  // The kinds carry the same fields, and `reinforceForLess` its gold off.
  type Dec = { player: PlayerId; source: string; tiers: Tier[]; gold?: number };
  const handlers: DecisionKindHandlers<K> = {
    legal(d, decision) {
      const dec = decision as Dec;
      const p = d.peek(dec.player);
      const actions: Action[] = [];
      for (const u of p.units) {
        if (!isFewOfTier(u.unit, u.side, dec.tiers)) continue;
        for (const discount of discountChoices(p)) {
          if (canPay(p.resources, discounted(costOf(u.unit, dec.gold ?? 0), discount))) actions.push(withDiscount({ type: 'reinforce', unit: u.unit }, discount));
        }
      }
      actions.push({ type: 'decline' });
      return actions;
    },
    apply(d, decision, a) {
      if (a.type === 'decline') return finishEffect(d);
      if (a.type !== 'reinforce') return wrongAnswer(handlers, decision, a);
      const dec = decision as Dec;
      const p = d.peek(dec.player);
      const at = fewUnitAt(p, a.unit, dec.tiers);
      const discount = discountAsked(a.discount);
      refuseDiscount(d, dec.player, discount);
      const cost = discounted(costOf(a.unit, dec.gold ?? 0), discount);
      if (!canPay(p.resources, cost)) illegal('NOT_ENOUGH_RESOURCES', `Reinforcing ${factionUnit(a.unit).name} costs ${describeResources(cost)} here`, 'units');
      useDiscount(d, dec.player, discount);
      const w = d.player(dec.player);
      addInto(w.resources, cost, -1);
      flipToPack(w, at);
      d.emit({ type: 'resourcesPaid', player: dec.player, resources: full(cost), reason: dec.source, seq: 0 });
      d.emit({ type: 'unitReinforced', player: dec.player, unit: a.unit, seq: 0 });
      reserveUnitCost(d, dec.player, a.unit, 'reinforce', full(cost), discount);
      finishEffect(d);
    },
    describe: (dec) => `${(dec as Dec).player} may reinforce a unit for ${what}`,
  };
  return handlers;
}

/** The `reinforceHalfGold` decision (Necromancy): reinforce a Few unit of the tiers for half its gold, or decline. */
export const REINFORCE_HALF_GOLD: DecisionKindHandlers<'reinforceHalfGold'> = reinforceAtCost(halfGoldReinforceCost, 'half its gold cost');

/** The `reinforceHalfCost` decision (a Settlement): reinforce a Few unit of the tiers for half its cost, or decline. */
export const REINFORCE_HALF_COST: DecisionKindHandlers<'reinforceHalfCost'> = reinforceAtCost(halfReinforceCost, 'half its cost');

/** The `reinforceForLess` decision (Hill Fort): reinforce a Few unit of the tiers for its cost less some gold, or decline. */
export const REINFORCE_FOR_LESS: DecisionKindHandlers<'reinforceForLess'> = reinforceAtCost(reinforceCostLess, 'less gold');
