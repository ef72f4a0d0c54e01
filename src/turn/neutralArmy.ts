/**
 * Neutral Army (rule variant, p. 56): recruiting with the Population token draws, for every Dwelling built, 2 Neutral
 * Unit cards of its tier; the player recruits any of them at their printed cost, and the rest are discarded to their
 * tier's discard pile. The drawn cards wait in `revealed`, seen by their player alone (ruling VA1).
 */
import type { Draft } from '../kernel/draft';
import type { Action, GameState, PlayerId, PlayerState, Tier } from '../model';
import { illegal } from '../kernel/errors';
import { cardOf } from '../kernel/ids';
import { addInto, canPay, describeResources, full } from '../kernel/resources';
import { DWELLING_OF_TIER, discountAsked, discountChoices, discounted, hasBuilding } from '../town/town';
import { refuseDiscount, useDiscount, withDiscount } from '../town/discounts';
import { reserveUnitCost } from '../town/goldPool';
import { drawNeutral, neutralCost } from '../effects/townEffects';
import { neutralUnit } from '../data/units';

/** Cards drawn per Dwelling. */
const DRAWN_PER_DWELLING = 2;
const DWELLING_TIERS: readonly Exclude<Tier, 'azure'>[] = ['bronze', 'silver', 'gold'];

/** The tiers the player draws from: one per Dwelling built whose neutral deck (or its discard pile) has cards. */
function tiersToDraw(s: GameState, p: PlayerState): Tier[] {
  const tiers: Tier[] = [];
  for (const tier of DWELLING_TIERS) {
    const pile = s.neutralDecks[tier];
    if (hasBuilding(p, DWELLING_OF_TIER[tier]) && pile.deck.length + pile.discard.length > 0) tiers.push(tier);
  }
  return tiers;
}

/** Whether the player may draw neutral units to recruit from (the variant is on, a Dwelling has cards to draw). */
export function canDrawNeutrals(s: GameState, p: PlayerState): boolean {
  return s.config.variants.neutralArmy && tiersToDraw(s, p).length > 0;
}

/** Draws 2 Neutral Unit cards per Dwelling into `revealed` and waits for the player's recruits (`neutralArmy`). */
export function drawNeutralArmy(d: Draft, player: PlayerId): void {
  if (!d.s.config.variants.neutralArmy) illegal('OPTION_NOT_AVAILABLE', 'Neutral units are drawn to recruit only with the Neutral Army rule variant', 'neutral-army');
  const tiers = tiersToDraw(d.s, d.peek(player));
  if (tiers.length === 0) illegal('NEEDS_DWELLING', 'You have no Dwelling with Neutral Unit cards to draw', 'neutral-army');
  const drawn: string[] = [];
  for (const tier of tiers) {
    for (let i = 0; i < DRAWN_PER_DWELLING; i++) {
      const pile = d.s.neutralDecks[tier];
      if (pile.deck.length + pile.discard.length === 0) break; // every card of the tier is in play
      drawn.push(drawNeutral(d, player, tier));
    }
  }
  d.s.revealed = drawn;
  d.s.pending = { kind: 'neutralArmy', player };
}

/** Recruiting each drawn unit the player can pay for, with no discount and with each waiting one, appended to `out`. */
export function addDrawnRecruits(s: GameState, p: PlayerState, out: Action[]): void {
  for (const unit of s.revealed) {
    for (const discount of discountChoices(p)) {
      if (canPay(p.resources, discounted(neutralCost(unit), discount))) out.push(withDiscount({ type: 'recruit', unit }, discount));
    }
  }
}

/** Recruits one of the drawn neutral units: paid at its printed cost (less a waiting discount), into the unit deck. */
export function recruitDrawn(d: Draft, player: PlayerId, a: Extract<Action, { type: 'recruit' }>): void {
  const at = d.s.revealed.indexOf(a.unit);
  if (at < 0) illegal('NOT_REVEALED', `${a.unit} is not among the Neutral Unit cards drawn`, 'neutral-army');
  const discount = discountAsked(a.discount);
  refuseDiscount(d, player, discount);
  const cost = discounted(neutralCost(a.unit), discount);
  if (!canPay(d.peek(player).resources, cost)) illegal('NOT_ENOUGH_RESOURCES', `Recruiting ${neutralUnit(cardOf(a.unit)).name} costs ${describeResources(cost)}`, 'neutral-army');
  useDiscount(d, player, discount);
  const w = d.player(player);
  addInto(w.resources, cost, -1);
  w.units.push({ unit: a.unit, side: 'neutral' });
  const revealed = d.s.revealed.slice();
  revealed.splice(at, 1);
  d.s.revealed = revealed;
  d.emit({ type: 'resourcesPaid', player, resources: full(cost), reason: a.unit, seq: 0 });
  d.emit({ type: 'unitRecruited', player, unit: a.unit, seq: 0 });
  reserveUnitCost(d, player, a.unit, 'recruit', full(cost), discount);
}

/** The drawn units not recruited go to their tier's discard pile. */
export function discardDrawn(d: Draft): void {
  for (const unit of d.s.revealed) {
    d.neutralDecks()[neutralUnit(cardOf(unit)).tier].discard.push(unit);
    d.emit({ type: 'neutralDiscarded', unit, seq: 0 });
  }
  d.s.revealed = [];
}
