/**
 * Recruiting and reinforcing with the Population token (Town Actions, Units): the turn's first recruit or
 * reinforcement uses the token and opens a recruiting session (decision `recruiting`), in which any number follow.
 * With Neutral Army, recruiting draws Neutral Unit cards instead (decision `neutralArmy`, ./neutralArmy.ts); with Gold
 * Pool, units bought earlier may be sold in the session too (src/town/goldPool.ts).
 */
import type { Draft } from '../kernel/draft';
import type { Action, CardPlay, Decision, GameState, OwnedUnit, PlayerId, PlayerState } from '../model';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { cardOf } from '../kernel/ids';
import { addInto, full } from '../kernel/resources';
import { runStack } from '../effects/run';
import { cardPlays } from '../cards/plays';
import { applyMapPlay, legalMapPlays } from '../cards/mapPlays';
import { canRecruit, canReinforce, discountAsked, discountChoices, discounted, factionUnitsOf, whyCannotRecruit, whyCannotReinforce } from '../town/town';
import { useDiscount, withDiscount } from '../town/discounts';
import { unitPayment } from '../town/freelancers';
import { factionUnit } from '../data/units';
import { reinforceDiscountOf } from '../map/unitAbilities';
import { addSellActions, reserveUnitCost, sellUnit, whyCannotSell } from '../town/goldPool';
import { refuse } from './town';
import { capturedTownOwners, unitHolder } from '../map/capturedTowns';
import { addDrawnRecruits, canDrawNeutrals, discardDrawn, drawNeutralArmy, recruitDrawn } from './neutralArmy';
import type { TurnProvider } from './turn';

/**
 * Recruiting and reinforcing, each without a unit discount and with each waiting discount amount, then selling (Gold
 * Pool), appended to `out`: at the player's own Town, and at each Town they captured when the Optional Rules Table
 * lets them use it (VT-1). With Neutral Army the Faction's units are not recruited (they are still reinforced).
 */
function addRecruitActions(s: GameState, p: PlayerState, out: Action[]): void {
  addTownRecruits(s, p, p, out);
  if (s.config.variants.capturedTownBuildings) for (const town of capturedTownOwners(s, p.id)) addTownRecruits(s, p, town, out);
  addSellActions(s, p, out);
}

/** The recruits and reinforcements at the Town of `town` (the player's own, or a captured one). */
function addTownRecruits(s: GameState, p: PlayerState, town: PlayerState, out: Action[]): void {
  const shared = s.config.variants.capturedTownBuildings; // only then may a faction's unit be in another deck
  const recruits = !s.config.variants.neutralArmy;
  for (const u of factionUnitsOf(town)) {
    const less = reinforceDiscountOf(s, p.id, u.id); // Champions on Stables
    const free = !shared || unitHolder(s, p.id, u.id) === null;
    for (const discount of discountChoices(p)) {
      if (recruits && free && canRecruit(p, u, discount, town)) out.push(withDiscount({ type: 'recruit', unit: u.id }, discount));
      if (canReinforce(p, u, discount, less, town)) out.push(withDiscount({ type: 'reinforce', unit: u.id }, discount));
    }
  }
}

/** The Town whose buildings a recruit or reinforcement of this unit uses: a captured one of its faction, else the player's own. */
function townFor(s: GameState, p: PlayerState, unit: string): PlayerState {
  if (!s.config.variants.capturedTownBuildings) return p;
  return capturedTownOwners(s, p.id).find((town) => unit.startsWith(`${town.faction}.`)) ?? p;
}

/** The actions a Population token use offers before any Neutral Unit card is drawn: those above, and drawing them. */
function addTokenActions(s: GameState, p: PlayerState, out: Action[]): void {
  addRecruitActions(s, p, out);
  if (canDrawNeutrals(s, p)) out.push({ type: 'drawNeutrals' });
}

/** One step of a Population token use: a recruit, a reinforcement, a sale, or drawing Neutral Unit cards. */
function takeArmyAction(d: Draft, player: PlayerId, a: Extract<Action, { type: ArmyActionType }>): void {
  if (a.type === 'drawNeutrals') return drawNeutralArmy(d, player);
  if (a.type === 'sellUnit') {
    refuse(whyCannotSell(d.s, d.peek(player), a.unit));
    return sellUnit(d, player, a.unit);
  }
  recruitOrReinforce(d, player, a);
}

/** The action types of a Population token use. */
type ArmyActionType = 'recruit' | 'reinforce' | 'drawNeutrals' | 'sellUnit';

function recruitOrReinforce(d: Draft, player: PlayerId, a: Extract<Action, { type: 'recruit' | 'reinforce' }>): void {
  const p = d.peek(player);
  const discount = discountAsked(a.discount);
  const town = townFor(d.s, p, a.unit);
  if (a.type === 'recruit') {
    if (d.s.config.variants.neutralArmy) {
      illegal('OPTION_NOT_AVAILABLE', 'With the Neutral Army rule variant, recruiting draws Neutral Unit cards (drawNeutrals) instead of your Faction\'s units', 'neutral-army');
    }
    refuse(whyCannotRecruit(p, a.unit, discount, town));
    if (d.s.config.variants.capturedTownBuildings && unitHolder(d.s, player, a.unit) !== null) {
      illegal('UNIT_NOT_AVAILABLE', `${factionUnit(a.unit).name} are in another player's unit deck`, 'units');
    }
    const def = factionUnit(a.unit);
    const cost = unitPayment(p, discounted(def.recruitCost, discount)); // Freelancer's Guild (SH13)
    useDiscount(d, player, discount);
    const w = d.player(player);
    addInto(w.resources, cost, -1);
    w.units.push({ unit: def.id, side: 'few' });
    d.emit({ type: 'resourcesPaid', player, resources: full(cost), reason: def.id, seq: 0 });
    d.emit({ type: 'unitRecruited', player, unit: def.id, seq: 0 });
    reserveUnitCost(d, player, def.id, 'recruit', full(cost), discount);
  } else {
    const less = reinforceDiscountOf(d.s, player, a.unit);
    refuse(whyCannotReinforce(p, a.unit, discount, less, town));
    const def = factionUnit(a.unit);
    const cost = unitPayment(p, discounted(def.reinforceCost, discount + less)); // Freelancer's Guild (SH13)
    useDiscount(d, player, discount);
    const w = d.player(player);
    addInto(w.resources, cost, -1);
    const at = w.units.findIndex((u) => u.unit === def.id);
    w.units[at] = { ...(w.units[at] as OwnedUnit), side: 'pack' }; // replace the shared entry, never edit it (cards on it stay)
    d.emit({ type: 'resourcesPaid', player, resources: full(cost), reason: def.id, seq: 0 });
    d.emit({ type: 'unitReinforced', player, unit: def.id, seq: 0 });
    reserveUnitCost(d, player, def.id, 'reinforce', full(cost), discount);
  }
}

/** The turn's recruits and reinforcements: the first uses the Population token and opens the recruiting session. */
export const RECRUIT: TurnProvider<ArmyActionType> = {
  answers: ['recruit', 'reinforce', 'drawNeutrals', 'sellUnit'],
  list(d, player, out) {
    const p = d.peek(player);
    if (p.tokens.population) addTokenActions(d.s, p, out);
  },
  apply(d, player, a) {
    if (!d.peek(player).tokens.population) illegal('TOKEN_USED', 'Population token already used this round', 'town-actions');
    takeArmyAction(d, player, a);
    d.player(player).tokens.population = false;
    d.emit({ type: 'tokenUsed', player, token: 'population', seq: 0 });
    if (d.s.pending === null) d.s.pending = { kind: 'recruiting', player }; // drawing waits on its own decision
  },
};

/**
 * Effects a card may have to be played in the middle of recruiting (ruling R31): they resolve at once, without a
 * decision, so the recruiting goes on — a unit discount, resources, a fixed draw, movement.
 */
const AT_ONCE: ReadonlySet<string> = new Set(['discountUnitCost', 'gainResources', 'gainMovement', 'draw']);
const playableWhileRecruiting = (play: CardPlay) =>
  play.timing === 'instant' && play.effects.every((e) => AT_ONCE.has(e.op) && !(e.op === 'draw' && e.count === 'remembered'));

function playOf(a: Extract<Action, { type: 'playCard' }>): CardPlay {
  return cardPlays(cardOf(a.card)).find((x) => x.key === a.play) as CardPlay;
}

/** The cards that resolve at once the player may play while recruiting, appended to `actions`. */
function addAtOncePlays(d: Draft, player: PlayerId, actions: Action[]): void {
  for (const a of legalMapPlays(d, player)) if (a.type === 'playCard' && playableWhileRecruiting(playOf(a))) actions.push(a);
}

/** Plays a card that resolves at once in the middle of recruiting, then the recruiting (`dec`) goes on. */
function playWhileRecruiting(d: Draft, dec: Extract<Decision, { kind: 'recruiting' | 'neutralArmy' }>, a: Extract<Action, { type: 'playCard' }>): void {
  const play = cardPlays(cardOf(a.card)).find((x) => x.key === a.play);
  if (play && !playableWhileRecruiting(play)) {
    illegal('OPTION_NOT_AVAILABLE', 'While recruiting, only cards that resolve at once (a unit discount, resources, a draw, movement) can be played', 'units');
  }
  d.s.pending = null;
  applyMapPlay(d, dec.player, a);
  runStack(d); // resolves at once: no decision can come up
  d.s.pending = dec;
}

/** The `recruiting` decision: more recruits and reinforcements, cards that resolve at once, or the end of it. */
export const RECRUITING: DecisionKindHandlers<'recruiting'> = {
  legal(d, dec) {
    const actions: Action[] = [];
    addTokenActions(d.s, d.peek(dec.player), actions);
    addAtOncePlays(d, dec.player, actions);
    actions.push({ type: 'finishRecruiting' });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type === 'finishRecruiting') {
      d.s.pending = null;
      return;
    }
    if (a.type === 'playCard') return playWhileRecruiting(d, dec, a);
    if (a.type !== 'recruit' && a.type !== 'reinforce' && a.type !== 'drawNeutrals' && a.type !== 'sellUnit') return wrongAnswer(RECRUITING, dec, a);
    takeArmyAction(d, dec.player, a);
  },
  describe: (dec) => `${dec.player} is recruiting with the Population token`,
};

/**
 * The `neutralArmy` decision (Neutral Army): recruits of the Neutral Unit cards drawn, reinforcements and sales as in
 * any recruiting, cards that resolve at once; finishing discards the cards not recruited.
 */
export const NEUTRAL_ARMY: DecisionKindHandlers<'neutralArmy'> = {
  legal(d, dec) {
    const p = d.peek(dec.player);
    const actions: Action[] = [];
    addDrawnRecruits(d.s, p, actions);
    addRecruitActions(d.s, p, actions);
    addAtOncePlays(d, dec.player, actions);
    actions.push({ type: 'finishRecruiting' });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type === 'finishRecruiting') {
      discardDrawn(d);
      d.s.pending = null;
      return;
    }
    if (a.type === 'playCard') return playWhileRecruiting(d, dec, a);
    if (a.type === 'recruit') return recruitDrawn(d, dec.player, a);
    if (a.type !== 'reinforce' && a.type !== 'sellUnit') return wrongAnswer(NEUTRAL_ARMY, dec, a);
    takeArmyAction(d, dec.player, a);
  },
  describe: (dec) => `${dec.player} may recruit the Neutral Unit cards drawn`,
};
