/**
 * Answers to the decisions that effects stop on: legal actions for each, and applying the answer,
 * which finishes the waiting effect so the interpreter can go on.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CardId, Decision, OwnedUnit, PlayerState } from '../model';
import { illegal } from '../kernel/errors';
import { cardOf } from '../kernel/ids';
import { discardFromHand, drawCards, gainToHand, removeFromHand } from '../deck/playerDeck';
import { discardToShared, takeDiscardTop, takeTop } from '../deck/sharedDeck';
import { finishEffect, pushFrame } from './run';
import { DISCARDED_OF, matches } from './handEffects';
import { gainDiceResult, resolveAttackDie } from './resourceEffects';
import { drawNeutral, isFewOfTier, neutralCost } from './townEffects';
import { cardInfo } from '../data/cardList';
import { mayLuckReroll, useLuckReroll, type LuckDie } from '../hero/luck';
import { rollDie } from '../kernel/dice';
import { spendMorale } from '../hero/morale';
import { canPay, addInto, describeResources, full } from '../kernel/resources';
import { discountAsked, discountChoices, discounted, whyCannotDiscount } from '../town/town';
import type { Resources, Tier } from '../model';
import { factionUnit, neutralUnit } from '../data/units';
import { wrong } from '../turn/turnActions';
import { deckIdOf } from '../combat/stats';

type Of<K extends Decision['kind']> = Extract<Decision, { kind: K }>;

/** A non-Necropolis player may replace a revealed Necromancy card (Statistic and Ability cards). */
function replaceable(d: Draft, player: string, card: CardId): boolean {
  return cardOf(card) === 'ability.necromancy' && d.peek(player).faction !== 'necropolis';
}

// ---- Search (X) -------------------------------------------------------------------------------

export function legalSearch(d: Draft, dec: Of<'search'>): Action[] {
  if (dec.step === 'start') {
    const pile = d.s.decks[dec.deck];
    const actions: Action[] = [];
    if (pile.deck.length > 0) actions.push({ type: 'searchReveal' });
    if (pile.discard.length > 0) actions.push({ type: 'searchTakeDiscard' });
    if (dec.optional) actions.push({ type: 'decline' });
    return actions;
  }
  const actions: Action[] = d.s.revealed.map((card) => ({ type: 'searchPick', card }));
  // The replacement is the deck's top card; a tidy deck that is empty leaves only its face-up card, which is not drawn.
  const canReplace = d.s.decks[dec.deck].deck.length > 0;
  for (const card of d.s.revealed) {
    if (canReplace && replaceable(d, dec.player, card)) actions.push({ type: 'searchReplaceRevealed', card });
  }
  return actions;
}

export function applySearch(d: Draft, dec: Of<'search'>, a: Action): void {
  if (dec.step === 'start') {
    if (a.type === 'decline') {
      if (!dec.optional) illegal('CANNOT_DECLINE', 'This Search must be made', 'search');
      finishEffect(d);
      return;
    }
    if (a.type === 'searchTakeDiscard') {
      const card = takeDiscardTop(d, dec.deck);
      if (card === null) illegal('CARD_NOT_AVAILABLE', `The ${dec.deck} discard pile is empty`, 'search');
      gainToHand(d, dec.player, card, `${dec.deck}-discard`);
      finishEffect(d);
      return;
    }
    if (a.type !== 'searchReveal') return wrong(dec, a);
    if (d.s.decks[dec.deck].deck.length === 0) illegal('CARD_NOT_AVAILABLE', `The ${dec.deck} deck is empty`, 'search');
    const revealed: CardId[] = [];
    for (let i = 0; i < dec.count; i++) {
      const c = takeTop(d, dec.deck);
      if (c === null) break;
      revealed.push(c);
    }
    d.s.revealed = revealed;
    d.emit({ type: 'cardsRevealed', player: dec.player, deck: dec.deck, cards: revealed, seq: 0 });
    d.s.pending = { ...dec, step: 'pick' };
    return;
  }
  if (a.type === 'searchReplaceRevealed') {
    if (!d.s.revealed.includes(a.card) || !replaceable(d, dec.player, a.card)) {
      illegal('OPTION_NOT_AVAILABLE', `${a.card} is not a revealed Necromancy card you may replace`, 'statistic-and-ability-cards');
    }
    const next = takeTop(d, dec.deck);
    if (next === null) illegal('CARD_NOT_AVAILABLE', `The ${dec.deck} deck has no card to replace it with`, 'statistic-and-ability-cards');
    discardToShared(d, dec.deck, [a.card]);
    d.s.revealed = d.s.revealed.map((c) => (c === a.card ? next : c));
    d.emit({ type: 'cardsRevealed', player: dec.player, deck: dec.deck, cards: [next], seq: 0 });
    return;
  }
  if (a.type !== 'searchPick') return wrong(dec, a);
  if (!d.s.revealed.includes(a.card)) illegal('NOT_REVEALED', `${a.card} is not among the revealed cards`, 'search');
  const rest = d.s.revealed.filter((c) => c !== a.card);
  d.s.revealed = [];
  gainToHand(d, dec.player, a.card, dec.deck);
  discardToShared(d, dec.deck, rest);
  finishEffect(d);
}

// ---- Search your own deck (Mana Vortex) -------------------------------------------------------

export function legalSearchOwnDeck(d: Draft): Action[] {
  return d.s.revealed.map((card) => ({ type: 'takeCard', card }));
}

export function applySearchOwnDeck(d: Draft, dec: Of<'searchOwnDeck'>, a: Action): void {
  if (a.type !== 'takeCard') return wrong(dec, a);
  if (!d.s.revealed.includes(a.card)) illegal('NOT_REVEALED', `${a.card} is not among the revealed cards`, 'search');
  const rest = d.s.revealed.filter((c) => c !== a.card);
  d.s.revealed = [];
  gainToHand(d, dec.player, a.card, 'might-and-magic');
  const p = d.player(dec.player);
  for (const c of rest) {
    p.discard.push(c);
    d.emit({ type: 'cardDiscarded', player: dec.player, card: c, seq: 0 });
  }
  finishEffect(d);
}

// ---- Choose one option ------------------------------------------------------------------------

export function legalChoose(dec: Of<'choose'>): Action[] {
  const actions: Action[] = dec.options.map((o) => ({ type: 'choose', option: o.key }));
  if (dec.optional) actions.push({ type: 'decline' });
  return actions;
}

export function applyChoose(d: Draft, dec: Of<'choose'>, a: Action): void {
  if (a.type === 'decline') {
    if (!dec.optional) illegal('CANNOT_DECLINE', `You must choose an option of ${dec.source}`, 'protocol');
    finishEffect(d);
    return;
  }
  if (a.type !== 'choose') return wrong(dec, a);
  const option = dec.options.find((o) => o.key === a.option);
  if (!option) {
    illegal('OPTION_NOT_AVAILABLE', `"${a.option}" is not an option; choose ${dec.options.map((o) => `"${o.key}"`).join(' or ')}`, 'protocol');
  }
  finishEffect(d);
  pushFrame(d, dec.player, dec.source, option.effects);
}

// ---- Discard cards (Mana Vortex, Cover of Darkness, Morale) ------------------------------------

export function legalDiscardCards(d: Draft, dec: Of<'discardCards'>): Action[] {
  const hand = d.peek(dec.player).hand;
  const actions: Action[] = dec.discarded < dec.max ? hand.map((card) => ({ type: 'discard', card })) : [];
  if (dec.discarded >= dec.min || hand.length === 0) actions.push({ type: 'finishDiscarding' });
  return actions;
}

export function applyDiscardCards(d: Draft, dec: Of<'discardCards'>, a: Action): void {
  const hand = d.peek(dec.player).hand;
  if (a.type === 'finishDiscarding') {
    if (dec.discarded < dec.min && hand.length > 0) {
      illegal('TOO_FEW_DISCARDED', `Discard at least ${dec.min} card(s) for ${dec.source}`, 'protocol');
    }
    finishEffect(d);
    return;
  }
  if (a.type !== 'discard') return wrong(dec, a);
  if (dec.discarded >= dec.max) illegal('OPTION_NOT_AVAILABLE', `${dec.source} lets you discard at most ${dec.max}`, 'protocol');
  if (!hand.includes(a.card)) illegal('CARD_NOT_IN_HAND', `${a.card} is not in your hand`, 'protocol');
  discardFromHand(d, dec.player, a.card);
  const discarded = dec.discarded + 1;
  const memory = d.topFrame().memory;
  memory['discarded'] = discarded;
  const kind = DISCARDED_OF + cardInfo(cardOf(a.card)).category;
  memory[kind] = (memory[kind] ?? 0) + 1;
  if (discarded >= dec.max || d.peek(dec.player).hand.length === 0) finishEffect(d);
  else d.s.pending = { ...dec, discarded };
}

// ---- Remove a card / take from the discard pile ------------------------------------------------

export function legalRemoveCard(d: Draft, dec: Of<'removeCard'>): Action[] {
  const actions: Action[] = d
    .peek(dec.player)
    .hand.filter((c) => matches(c, dec.category as never))
    .map((card) => ({ type: 'removeCard', card }));
  if (dec.optional) actions.push({ type: 'decline' });
  return actions;
}

export function applyRemoveCard(d: Draft, dec: Of<'removeCard'>, a: Action): void {
  if (a.type === 'decline' && dec.optional) return finishEffect(d);
  if (a.type !== 'removeCard') return wrong(dec, a);
  const p = d.peek(dec.player);
  if (!p.hand.includes(a.card)) illegal('CARD_NOT_IN_HAND', `${a.card} is not in your hand`, 'general-card-rules');
  if (!matches(a.card, dec.category as never)) illegal('OPTION_NOT_AVAILABLE', `${dec.source} removes a ${dec.category} card`, 'general-card-rules');
  removeFromHand(d, dec.player, a.card);
  finishEffect(d);
}

export function legalTakeFromDiscard(d: Draft, dec: Of<'takeFromDiscard'>): Action[] {
  const actions: Action[] = d
    .peek(dec.player)
    .discard.filter((c) => matches(c, dec.category as never))
    .map((card) => ({ type: 'takeCard', card }));
  if (dec.optional) actions.push({ type: 'decline' });
  return actions;
}

export function applyTakeFromDiscard(d: Draft, dec: Of<'takeFromDiscard'>, a: Action): void {
  if (a.type === 'decline' && dec.optional) return finishEffect(d);
  if (a.type !== 'takeCard') return wrong(dec, a);
  const p = d.player(dec.player);
  const i = p.discard.indexOf(a.card);
  if (i < 0 || !matches(a.card, dec.category as never)) {
    illegal('CARD_NOT_AVAILABLE', `${a.card} is not a ${dec.category} card in your discard pile`, 'general-card-rules');
  }
  p.discard.splice(i, 1);
  gainToHand(d, dec.player, a.card, 'discard');
  finishEffect(d);
}

// ---- Resource dice: keep a result, or reroll one die (positive morale, Luck) ---------------------

/** Reroll actions for a player's thrown dice: with positive morale, and with Luck where it allows (ruling A21). */
export function rerollActions(d: Draft, player: string, count: number, luckDie: LuckDie, luckRerolled: (i: number) => boolean): Action[] {
  const p = d.peek(player);
  const out: Action[] = [];
  for (let index = 0; index < count; index++) {
    if (p.morale.positive) out.push({ type: 'rerollDie', index });
    if (mayLuckReroll(p, luckDie, luckRerolled(index))) out.push({ type: 'rerollDie', index, using: 'luck' });
  }
  return out;
}

/** Pays for a reroll of die `index` (morale token, or a Luck reroll); the caller throws the die again. */
export function payForReroll(d: Draft, player: string, a: Extract<Action, { type: 'rerollDie' }>, count: number, luckDie: LuckDie, rerolledBefore: boolean): void {
  if (!Number.isInteger(a.index) || a.index < 0 || a.index >= count) illegal('MALFORMED_ACTION', `There is no die ${String(a.index)}`, 'morale');
  if (a.using === 'luck') {
    if (!mayLuckReroll(d.peek(player), luckDie, rerolledBefore)) illegal('OPTION_NOT_AVAILABLE', 'Luck gives you no reroll of this die now', 'statistic-and-ability-cards');
    useLuckReroll(d, player, luckDie, rerolledBefore);
    return;
  }
  if (a.using !== undefined && a.using !== 'morale') illegal('MALFORMED_ACTION', 'A die is rerolled using "morale" or "luck"', 'morale');
  if (!d.peek(player).morale.positive) illegal('NO_MORALE', 'Rerolling a die costs a positive morale token', 'morale');
  spendMorale(d, player, 'reroll');
}

export function legalKeepResourceDie(d: Draft, dec: Of<'keepResourceDie'>): Action[] {
  const actions: Action[] =
    dec.keep === 'one' && dec.faces.length > 1 ? dec.faces.map((_, index) => ({ type: 'keepDie', index })) : [{ type: 'keepDice' }];
  return [...actions, ...rerollActions(d, dec.player, dec.faces.length, 'resource', (i) => dec.luckRerolled.includes(i))];
}

export function applyKeepResourceDie(d: Draft, dec: Of<'keepResourceDie'>, a: Action): void {
  const valid = (i: unknown): i is number => Number.isInteger(i) && (i as number) >= 0 && (i as number) < dec.faces.length;
  if (a.type === 'rerollDie') {
    const before = dec.luckRerolled.includes(a.index);
    payForReroll(d, dec.player, a, dec.faces.length, 'resource', before);
    const faces = dec.faces.slice();
    faces[a.index] = rollDie(d, 'resource');
    d.emit({ type: 'dieRolled', player: dec.player, die: 'resource', faces: [faces[a.index] as number], seq: 0 });
    const luckRerolled = a.using === 'luck' && !before ? [...dec.luckRerolled, a.index] : dec.luckRerolled;
    const next = { ...dec, faces, luckRerolled };
    const stillChoosing = dec.keep === 'one' && faces.length > 1;
    if (stillChoosing || rerollActions(d, dec.player, faces.length, 'resource', (i) => luckRerolled.includes(i)).length > 0) d.s.pending = next;
    else {
      gainDiceResult(d, dec.player, faces, dec.source);
      finishEffect(d);
    }
    return;
  }
  if (a.type === 'keepDie' && dec.keep === 'one' && dec.faces.length > 1) {
    if (!valid(a.index)) illegal('MALFORMED_ACTION', `There is no die ${String(a.index)}`, 'resources');
    gainDiceResult(d, dec.player, [dec.faces[a.index] as number], dec.source);
    finishEffect(d);
    return;
  }
  if (a.type === 'keepDice' && !(dec.keep === 'one' && dec.faces.length > 1)) {
    gainDiceResult(d, dec.player, dec.faces, dec.source);
    finishEffect(d);
    return;
  }
  return wrong(dec, a);
}

// ---- An Attack die thrown by a card effect (Hourglass of the Evil Hour): keep it or reroll it -----

export function legalKeepAttackDie(d: Draft, dec: Of<'keepAttackDie'>): Action[] {
  return [{ type: 'keepDice' }, ...rerollActions(d, dec.player, 1, 'attack', () => dec.luckUsed)];
}

export function applyKeepAttackDie(d: Draft, dec: Of<'keepAttackDie'>, a: Action): void {
  if (a.type === 'keepDice') {
    d.s.pending = null;
    resolveAttackDie(d, dec.player, dec.face);
    return;
  }
  if (a.type !== 'rerollDie') return wrong(dec, a);
  payForReroll(d, dec.player, a, 1, 'attack', dec.luckUsed);
  const face = rollDie(d, 'attack');
  d.emit({ type: 'dieRolled', player: dec.player, die: 'attack', faces: [face], seq: 0 });
  const next = { ...dec, face, luckUsed: dec.luckUsed || a.using === 'luck' };
  if (rerollActions(d, dec.player, 1, 'attack', () => next.luckUsed).length > 0) {
    d.s.pending = next;
    return;
  }
  d.s.pending = null;
  resolveAttackDie(d, dec.player, face);
}

// ---- Reinforcing a Few unit of the unit deck (City Hall for free, Necromancy for half the gold) --------

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


export function legalReinforceFree(d: Draft, dec: Of<'reinforceFree'>): Action[] {
  return d
    .peek(dec.player)
    .units.filter((u) => isFewOfTier(u.unit, u.side, dec.tiers))
    .map((u) => ({ type: 'reinforceUnit', unit: u.unit }));
}

export function applyReinforceFree(d: Draft, dec: Of<'reinforceFree'>, a: Action): void {
  if (a.type !== 'reinforceUnit') return wrong(dec, a);
  const at = fewUnitAt(d.peek(dec.player), a.unit, dec.tiers);
  flipToPack(d.player(dec.player), at);
  // Reinforced during a combat (the Skeletons' reward): the card turns on the board too, keeping its damage.
  const onBoard = d.s.combat?.units.find((u) => u.owner === dec.player && u.kind === 'unit' && !u.defeated && deckIdOf(u) === a.unit);
  if (onBoard) d.unit(onBoard.id).side = 'pack';
  d.emit({ type: 'unitReinforced', player: dec.player, unit: factionUnit(a.unit).id, seq: 0 });
  finishEffect(d);
}

// ---- Neutral units: Portal of Summoning (one card), Diplomacy (one per Dwelling) -------------------

export function legalSummonNeutral(d: Draft, dec: Of<'summonNeutral'>): Action[] {
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
}

export function applySummonNeutral(d: Draft, dec: Of<'summonNeutral'>, a: Action): void {
  if (dec.step === 'tier') {
    if (a.type === 'decline') return finishEffect(d);
    if (a.type !== 'summonFrom') return wrong(dec, a);
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
    recruited = a.unit;
  } else if (a.type !== 'decline') {
    return wrong(dec, a);
  }
  for (const unit of d.s.revealed) {
    if (unit === recruited) continue;
    d.neutralDecks()[neutralUnit(cardOf(unit)).tier].discard.push(unit);
    d.emit({ type: 'neutralDiscarded', unit, seq: 0 });
  }
  d.s.revealed = [];
  finishEffect(d);
}

// ---- Reinforcing for half the gold (Necromancy) -----------------------------------------------------

/** Half the gold of the unit's Reinforcement cost (rounded down); its other resources in full (ruling A43). */
export function halfGoldReinforceCost(unit: string): Resources {
  const cost = factionUnit(unit).reinforceCost;
  return { ...cost, gold: Math.floor(cost.gold / 2) };
}

export function legalReinforceHalfGold(d: Draft, dec: Of<'reinforceHalfGold'>): Action[] {
  const p = d.peek(dec.player);
  const actions: Action[] = [];
  for (const u of p.units) {
    if (!isFewOfTier(u.unit, u.side, dec.tiers)) continue;
    for (const discount of discountChoices(p)) {
      if (canPay(p.resources, discounted(halfGoldReinforceCost(u.unit), discount))) actions.push(withDiscount({ type: 'reinforce', unit: u.unit }, discount));
    }
  }
  actions.push({ type: 'decline' });
  return actions;
}

export function applyReinforceHalfGold(d: Draft, dec: Of<'reinforceHalfGold'>, a: Action): void {
  if (a.type === 'decline') return finishEffect(d);
  if (a.type !== 'reinforce') return wrong(dec, a);
  const p = d.peek(dec.player);
  const at = fewUnitAt(p, a.unit, dec.tiers);
  const discount = discountAsked(a.discount);
  refuseDiscount(d, dec.player, discount);
  const cost = discounted(halfGoldReinforceCost(a.unit), discount);
  if (!canPay(p.resources, cost)) illegal('NOT_ENOUGH_RESOURCES', `Reinforcing ${factionUnit(a.unit).name} costs ${describeResources(cost)} here`, 'units');
  useDiscount(d, dec.player, discount);
  const w = d.player(dec.player);
  addInto(w.resources, cost, -1);
  flipToPack(w, at);
  d.emit({ type: 'resourcesPaid', player: dec.player, resources: full(cost), reason: dec.source, seq: 0 });
  d.emit({ type: 'unitReinforced', player: dec.player, unit: a.unit, seq: 0 });
  finishEffect(d);
}

// ---- Unit discounts (Legion Artifacts), shared with the Population token's recruiting ----------------

/** A recruit / reinforce action, with the discount field only when one is applied. */
export function withDiscount<A extends Extract<Action, { type: 'recruit' | 'reinforce' }>>(a: A, discount: number): A {
  return discount > 0 ? { ...a, discount } : a;
}

function refuseDiscount(d: Draft, player: string, discount: number): void {
  const r = whyCannotDiscount(d.peek(player), discount);
  if (r) illegal(r.code, r.message, r.rule);
}

/** Spends one waiting discount of this amount (0: none). */
export function useDiscount(d: Draft, player: string, discount: number): void {
  if (discount === 0) return;
  const w = d.player(player);
  w.unitDiscounts.splice(w.unitDiscounts.indexOf(discount), 1);
}

// ---- Gaining a second positive morale: spend the first one now, or not --------------------------

export function legalSpendMoraleFirst(d: Draft, dec: Of<'spendMoraleFirst'>): Action[] {
  const actions: Action[] = [{ type: 'useMorale', use: 'draw' }];
  if (d.peek(dec.player).hand.length > 0) actions.push({ type: 'useMorale', use: 'cycle' });
  actions.push({ type: 'decline' });
  return actions;
}

export function applySpendMoraleFirst(d: Draft, dec: Of<'spendMoraleFirst'>, a: Action): void {
  if (a.type === 'decline') return finishEffect(d);
  if (a.type !== 'useMorale') return wrong(dec, a);
  const hand = d.peek(dec.player).hand.length;
  if (a.use !== 'draw' && a.use !== 'cycle') illegal('MALFORMED_ACTION', `Morale can be spent to "draw" or "cycle"`, 'morale');
  if (a.use === 'cycle' && hand === 0) illegal('OPTION_NOT_AVAILABLE', 'You have no cards to discard', 'morale');
  // Spend the held token, then gain the new one: the player still holds one positive token.
  spendMorale(d, dec.player, a.use);
  d.player(dec.player).morale.positive = true;
  d.emit({ type: 'moraleChanged', player: dec.player, morale: 'positive', reason: dec.source, seq: 0 });
  finishEffect(d);
  if (a.use === 'draw') drawCards(d, dec.player, 1);
  else pushFrame(d, dec.player, 'morale', [{ op: 'discardCards', min: 1, max: hand }, { op: 'draw', count: 'remembered' }]);
}
