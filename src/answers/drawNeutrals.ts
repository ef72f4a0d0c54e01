/**
 * The `drawNeutrals` decision (Charlie and His Circus, ruling RA90): the player draws neutral unit cards one at a
 * time from the tier decks they name (`draw`, at most `left` more; `decline` stops), then may recruit one drawn unit
 * whose Dwelling they have built, paying its cost (`recruit`); the cards not recruited are shuffled back into their decks.
 */
import type { Action, Decision, Tier } from '../model';
import type { Draft } from '../kernel/draft';
import { illegal } from '../kernel/errors';
import { cardOf } from '../kernel/ids';
import { addInto, canPay, describeResources, full } from '../kernel/resources';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { finishEffect } from '../effects/run';
import { drawNeutral, neutralCost } from '../effects/townEffects';
import { drawableTiers, mayRecruitTier } from '../effects/neutralDraws';
import { discountAsked, discountChoices, discounted } from '../town/town';
import { refuseDiscount, useDiscount, withDiscount } from '../town/discounts';
import { reserveUnitCost } from '../town/goldPool';
import { neutralUnit } from '../data/units';

type Dec = Extract<Decision, { kind: 'drawNeutrals' }>;

const tierOf = (unit: string): Tier => neutralUnit(cardOf(unit)).tier;
const TIER_NAMES: Record<Tier, string> = { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', azure: 'Azure' };

/** The `drawNeutrals` decision's handlers. */
export const DRAW_NEUTRALS: DecisionKindHandlers<'drawNeutrals'> = {
  legal(d, dec) {
    const actions: Action[] = [];
    if (dec.step === 'draw') {
      for (const tier of drawableTiers(d)) actions.push({ type: 'summonFrom', tier });
    } else {
      const p = d.peek(dec.player);
      for (const unit of d.s.revealed) {
        if (!mayRecruitTier(d, dec.player, tierOf(unit))) continue;
        for (const discount of discountChoices(p)) {
          if (canPay(p.resources, discounted(neutralCost(unit), discount))) actions.push(withDiscount({ type: 'recruit', unit }, discount));
        }
      }
    }
    actions.push({ type: 'decline' });
    return actions;
  },
  apply(d, dec, a) {
    if (dec.step === 'draw') return drawStep(d, dec, a);
    if (a.type === 'recruit') recruit(d, dec, a);
    else if (a.type !== 'decline') return wrongAnswer(DRAW_NEUTRALS, dec, a);
    shuffleBack(d);
    finishEffect(d);
  },
  describe: (dec) => (dec.step === 'draw' ? `${dec.player} may draw up to ${dec.left} neutral unit card(s)` : `${dec.player} may recruit one of the neutral units drawn`),
};

/** A card drawn from the named deck, or (`decline`) no more; with none drawn at all, nothing to recruit. */
function drawStep(d: Draft, dec: Dec, a: Action): void {
  if (a.type === 'decline') {
    if (d.s.revealed.length === 0) return finishEffect(d);
    d.s.pending = { kind: 'drawNeutrals', player: dec.player, source: dec.source, step: 'recruit', left: 0 };
    return;
  }
  if (a.type !== 'summonFrom') return wrongAnswer(DRAW_NEUTRALS, dec, a);
  if (!drawableTiers(d).includes(a.tier)) illegal('OPTION_NOT_AVAILABLE', `Draw from the Bronze, Silver or Gold deck that has cards, not "${String(a.tier)}"`, 'units');
  d.s.revealed = [...d.s.revealed, drawNeutral(d, dec.player, a.tier)];
  const left = dec.left - 1;
  const step = left > 0 && drawableTiers(d).length > 0 ? 'draw' : 'recruit';
  d.s.pending = { kind: 'drawNeutrals', player: dec.player, source: dec.source, step, left };
}

/** Recruits a drawn unit of a tier whose Dwelling the player has, paying its cost (with a unit discount waiting). */
function recruit(d: Draft, dec: Dec, a: Extract<Action, { type: 'recruit' }>): void {
  if (!d.s.revealed.includes(a.unit)) illegal('NOT_REVEALED', `${a.unit} is not among the neutral units drawn`, 'units');
  const name = neutralUnit(cardOf(a.unit)).name;
  if (!mayRecruitTier(d, dec.player, tierOf(a.unit))) illegal('NEEDS_DWELLING', `Recruiting ${name} needs your ${TIER_NAMES[tierOf(a.unit)]} Dwelling`, 'town');
  const discount = discountAsked(a.discount);
  refuseDiscount(d, dec.player, discount);
  const cost = discounted(neutralCost(a.unit), discount);
  if (!canPay(d.peek(dec.player).resources, cost)) illegal('NOT_ENOUGH_RESOURCES', `Recruiting ${name} costs ${describeResources(cost)}`, 'units');
  const p = d.player(dec.player);
  useDiscount(d, dec.player, discount);
  addInto(p.resources, cost, -1);
  p.units.push({ unit: a.unit, side: 'neutral' });
  d.emit({ type: 'resourcesPaid', player: dec.player, resources: full(cost), reason: a.unit, seq: 0 });
  d.emit({ type: 'unitRecruited', player: dec.player, unit: a.unit, seq: 0 });
  reserveUnitCost(d, dec.player, a.unit, 'recruit', full(cost), discount);
  d.s.revealed = d.s.revealed.filter((u) => u !== a.unit);
}

/** The cards not recruited go back into their decks, each deck shuffled. */
function shuffleBack(d: Draft): void {
  const tiers: Tier[] = [];
  for (const unit of d.s.revealed) {
    const tier = tierOf(unit);
    d.neutralDecks()[tier].deck.push(unit);
    if (!tiers.includes(tier)) tiers.push(tier);
  }
  d.s.revealed = [];
  for (const tier of tiers) {
    d.shuffle(d.neutralDecks()[tier].deck);
    d.emit({ type: 'deckReshuffled', player: null, deck: `neutral-${tier}`, seq: 0 });
  }
}
