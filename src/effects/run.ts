/**
 * The effect interpreter. Effects run from the stack of frames in GameState; a primitive that needs a
 * player's choice sets `pending` and stops. The action that answers it (effects/answers.ts) finishes the
 * primitive and the interpreter goes on. Because frames are data, a game saved mid-effect continues.
 */
import type { Draft } from '../kernel/draft';
import type { CardId, Frame, GameState, PlayerId, PlayerState } from '../model';
import type { Effect } from '../model';
import type { CardCategory, Tier } from '../model';
import { addInto, canPay, full } from '../kernel/resources';
import { rollDie } from '../kernel/dice';
import { RESOURCE_DIE } from '../data/dice';
import { drawCards, gainToHand, shuffleDiscardIntoDeck } from '../deck/playerDeck';
import { discardToShared, reshuffleShared, takeTop, tidySharedDeck } from '../deck/sharedDeck';
import { cardOf } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import { factionUnit, neutralUnit } from '../data/units';
import { gainMorale, loseMorale } from '../hero/morale';
import { levelOf, levelUpEffects, MAX_EXPERIENCE } from '../hero/levels';
import { hasBuilding } from '../town/town';
import { applyCombatEffects } from '../combat/cards';
import { grantLuck, mayLuckReroll } from '../hero/luck';

/** Pushes a new effect program for a player. */
export function pushFrame(d: Draft, player: PlayerId, source: string, effects: Effect[]): void {
  if (effects.length === 0) return;
  d.stack().push({ player, source, effects, pc: 0, memory: {} });
}

/** Finishes the effect the top frame is waiting on, and clears the pending decision. */
export function finishEffect(d: Draft): void {
  d.topFrame().pc += 1;
  d.s.pending = null;
}

/** Runs frames until a decision is needed or the stack is empty. */
export function runStack(d: Draft): void {
  while (d.s.pending === null) {
    const stack = d.s.stack;
    if (stack.length === 0) return; // (reading stack[-1] would be a slow property lookup)
    const top = stack[stack.length - 1] as Frame;
    if (top.pc >= top.effects.length) {
      d.stack().pop();
      continue;
    }
    const outcome = start(d, top, top.effects[top.pc] as Effect);
    if (outcome === 'done') d.topFrame().pc += 1;
  }
}

/** 'done': the effect is complete. 'waiting': a decision is pending. 'moved': the effect advanced the frame itself. */
type Outcome = 'done' | 'waiting' | 'moved';

function start(d: Draft, frame: Frame, e: Effect): Outcome {
  const player = frame.player;
  const p = d.peek(player);
  switch (e.op) {
    case 'gainResources': {
      addInto(d.player(player).resources, e.resources);
      d.emit({ type: 'resourcesGained', player, resources: full(e.resources), reason: frame.source, seq: 0 });
      return 'done';
    }
    case 'pay': {
      if (!canPay(p.resources, e.resources)) throw new Error(`${player} cannot pay for ${frame.source}`);
      addInto(d.player(player).resources, e.resources, -1);
      d.emit({ type: 'resourcesPaid', player, resources: full(e.resources), reason: frame.source, seq: 0 });
      return 'done';
    }
    case 'draw': {
      const count = e.count === 'remembered' ? (frame.memory['discarded'] ?? 0) : e.count;
      drawCards(d, player, count);
      return 'done';
    }
    case 'search': {
      const pile = d.s.decks[e.deck];
      if (pile.deck.length === 0 && pile.discard.length === 0) return 'done';
      d.s.pending = { kind: 'search', player, deck: e.deck, count: e.count, step: 'start', optional: e.optional };
      return 'waiting';
    }
    case 'revealUntil': {
      const pile = d.s.decks[e.deck];
      const budget = pile.deck.length + pile.discard.length;
      const passed: CardId[] = [];
      let found: CardId | null = null;
      for (let i = 0; i < budget && found === null; i++) {
        const c = takeTop(d, e.deck);
        if (c === null) break;
        if (cardInfo(cardOf(c)).artifactLevel === e.artifactLevel) found = c;
        else passed.push(c);
      }
      if (passed.length + (found ? 1 : 0) > 0) {
        d.emit({ type: 'cardsRevealed', player, deck: e.deck, cards: found ? [...passed, found] : passed, seq: 0 });
      }
      discardToShared(d, e.deck, passed);
      if (found) gainToHand(d, player, found, e.deck);
      return 'done';
    }
    case 'takeFromSharedDeck': {
      const pile = d.sharedDeck(e.deck);
      const i = pile.deck.findIndex((c) => cardOf(c) === e.card);
      if (i >= 0) {
        const [card] = pile.deck.splice(i, 1) as [CardId];
        d.shuffle(pile.deck);
        tidySharedDeck(d, e.deck);
        gainToHand(d, player, card, e.deck);
      }
      return 'done';
    }
    case 'reshuffleSharedDeck': {
      reshuffleShared(d, e.deck);
      return 'done';
    }
    case 'gainSpecialty': {
      const pl = d.player(player);
      const wanted = pl.setAside.find((c) => cardInfo(cardOf(c)).specialtyLevel === e.level);
      if (wanted) {
        pl.setAside = pl.setAside.filter((c) => c !== wanted);
        gainToHand(d, player, wanted, 'level-up');
      }
      return 'done';
    }
    case 'gainMorale': {
      if (gainMorale(d, player, frame.source)) return 'done';
      d.s.pending = { kind: 'spendMoraleFirst', player, source: frame.source };
      return 'waiting';
    }
    case 'loseMorale': {
      loseMorale(d, player, frame.source);
      return 'done';
    }
    case 'gainExperience': {
      const before = p.experience;
      const after = Math.min(MAX_EXPERIENCE, before + e.amount);
      if (after === before) return 'done';
      d.player(player).experience = after;
      d.emit({ type: 'experienceGained', player, amount: after - before, experience: after, seq: 0 });
      const levelEffects: Effect[] = [];
      for (let level = levelOf(before) + 1; level <= levelOf(after); level++) {
        d.emit({ type: 'levelUp', player, level, seq: 0 });
        levelEffects.push(...levelUpEffects(level));
      }
      d.topFrame().pc += 1;
      pushFrame(d, player, 'level-up', levelEffects);
      return 'moved';
    }
    case 'gainMovement': {
      d.player(player).mainHero.extra += e.amount;
      d.emit({ type: 'movementGained', player, amount: e.amount, seq: 0 });
      return 'done';
    }
    case 'rollResourceDice': {
      const faces: number[] = [];
      for (let i = 0; i < e.count; i++) faces.push(rollDie(d, 'resource'));
      d.emit({ type: 'dieRolled', player, die: 'resource', faces, seq: 0 });
      const mustPick = e.keep === 'one' && faces.length > 1;
      if (mustPick || p.morale.positive || mayLuckReroll(p, 'resource', false)) {
        d.s.pending = { kind: 'keepResourceDie', player, source: frame.source, faces, keep: e.keep, luckRerolled: [] };
        return 'waiting';
      }
      gainDiceResult(d, player, faces, frame.source);
      return 'done';
    }
    case 'choose': {
      const options = e.options.filter((o) => canStartAll(d, player, o.effects));
      if (options.length === 0) return 'done';
      if (options.length === 1 && !e.optional) {
        d.topFrame().pc += 1;
        pushFrame(d, player, frame.source, (options[0] as { effects: Effect[] }).effects);
        return 'moved';
      }
      d.s.pending = { kind: 'choose', player, source: frame.source, options, optional: e.optional };
      return 'waiting';
    }
    case 'discardCards': {
      const memory = d.topFrame().memory;
      memory['discarded'] = 0;
      for (const key of Object.keys(memory)) if (key.startsWith(DISCARDED_OF)) delete memory[key];
      if (e.max === 0 || p.hand.length === 0) return 'done';
      d.s.pending = { kind: 'discardCards', player, source: frame.source, min: e.min, max: e.max, discarded: 0, purpose: 'discard' };
      return 'waiting';
    }
    case 'removeCard': {
      if (!p.hand.some((c) => matches(c, e.category))) return 'done';
      d.s.pending = { kind: 'removeCard', player, source: frame.source, category: e.category, optional: e.optional };
      return 'waiting';
    }
    case 'takeFromDiscard': {
      if (!p.discard.some((c) => matches(c, e.category))) return 'done';
      d.s.pending = { kind: 'takeFromDiscard', player, source: frame.source, category: e.category, optional: e.optional };
      return 'waiting';
    }
    case 'shuffleDiscardIntoDeck': {
      shuffleDiscardIntoDeck(d, player);
      return 'done';
    }
    case 'searchOwnDeck': {
      const pl = d.player(player);
      const revealed: CardId[] = [];
      for (let i = 0; i < e.count; i++) {
        // Drawn cards refill an empty deck from the discard pile, as any draw does (General Card Rules 3).
        if (pl.deck.length === 0 && e.drawn && pl.discard.length > 0) shuffleDiscardIntoDeck(d, player);
        if (pl.deck.length === 0) break;
        revealed.push(pl.deck.pop() as CardId);
      }
      if (revealed.length === 0) return 'done';
      d.s.revealed = revealed;
      d.emit({ type: 'cardsRevealed', player, deck: 'might-and-magic', cards: revealed, seq: 0 });
      d.s.pending = { kind: 'searchOwnDeck', player, count: e.count };
      return 'waiting';
    }
    case 'reinforceFree': {
      if (!p.units.some((u) => isFewOfTier(u.unit, u.side, e.tiers))) return 'done';
      d.s.pending = { kind: 'reinforceFree', player, source: frame.source, tiers: e.tiers };
      return 'waiting';
    }
    case 'summonNeutral': {
      const tiers = summonableTiers(d, player);
      if (tiers.length === 0) return 'done';
      d.s.pending = { kind: 'summonNeutral', player, source: frame.source, step: 'tier', tiers };
      return 'waiting';
    }
    case 'drawNeutralsPerDwelling': {
      const tiers = diplomacyTiers(d, player);
      if (tiers.length === 0) return 'done';
      d.s.revealed = tiers.map((tier) => drawNeutral(d, player, tier));
      d.s.pending = { kind: 'summonNeutral', player, source: frame.source, step: 'recruit', tiers };
      return 'waiting';
    }
    case 'reinforceHalfGold': {
      if (!canStart(d, player, e)) return 'done';
      d.s.pending = { kind: 'reinforceHalfGold', player, source: frame.source, tiers: e.tiers };
      return 'waiting';
    }
    case 'discountUnitCost': {
      d.player(player).unitDiscounts.push(e.gold);
      return 'done';
    }
    case 'improveSpellPurchase': {
      // Two such cards lower the cost twice; the larger Search holds.
      const before = p.spellPurchase ?? { discount: 0, search: 2 };
      d.player(player).spellPurchase = { discount: before.discount + e.gold, search: Math.max(before.search, e.search) };
      return 'done';
    }
    case 'drawIfDiscarded': {
      if ((frame.memory[DISCARDED_OF + e.category] ?? 0) > 0) drawCards(d, player, e.count);
      return 'done';
    }
    case 'rollAttackDie': {
      const face = rollDie(d, 'attack');
      d.emit({ type: 'dieRolled', player, die: 'attack', faces: [face], seq: 0 });
      if (p.morale.positive || mayLuckReroll(p, 'attack', false)) {
        d.s.pending = { kind: 'keepAttackDie', player, source: frame.source, face, luckUsed: false };
        return 'waiting';
      }
      resolveAttackDie(d, player, face);
      return 'moved';
    }
    case 'grantRerolls': {
      grantLuck(d, player, e.dice);
      return 'done';
    }
    case 'combatEffects': {
      if (d.s.combat) applyCombatEffects(d, player, e, frame.memory);
      return 'done';
    }
  }
}

/**
 * Frame memory keys `discarded.<category>`: how many cards of that category the frame's last discard step discarded
 * (Blackshard of the Dead Knight's "if the discarded card was a Spell").
 */
export const DISCARDED_OF = 'discarded.';

/**
 * The Attack die the top frame's `rollAttackDie` threw is kept: that effect is done, and on one of its faces its
 * effects run next.
 */
export function resolveAttackDie(d: Draft, player: PlayerId, face: number): void {
  const frame = d.topFrame();
  const e = frame.effects[frame.pc] as Extract<Effect, { op: 'rollAttackDie' }>;
  frame.pc += 1;
  if (e.faces.includes(face)) pushFrame(d, player, frame.source, e.effects);
}

/** What `canStart` reads: a Draft, or a state being listed from (combat/cards.ts). */
export interface StateReader {
  s: GameState;
  peek(id: PlayerId): PlayerState;
}

/** Whether an effect list can begin now (its first step's requirement), e.g. an option that costs gold. */
export function canStartAll(d: StateReader, player: PlayerId, effects: readonly Effect[]): boolean {
  const first = effects[0];
  return first === undefined || canStart(d, player, first);
}

export function canStart(d: StateReader, player: PlayerId, e: Effect): boolean {
  const p = d.peek(player);
  switch (e.op) {
    case 'pay':
      return canPay(p.resources, e.resources);
    case 'removeCard':
      return e.optional || p.hand.some((c) => matches(c, e.category));
    case 'takeFromDiscard':
      return e.optional || p.discard.some((c) => matches(c, e.category));
    case 'takeFromSharedDeck':
      return d.s.decks[e.deck].deck.some((c) => cardOf(c) === e.card);
    case 'discardCards':
      return p.hand.length >= e.min;
    case 'reinforceFree':
      return p.units.some((u) => isFewOfTier(u.unit, u.side, e.tiers));
    case 'summonNeutral':
      return summonableTiers(d, player).length > 0;
    case 'drawNeutralsPerDwelling':
      return diplomacyTiers(d, player).length > 0;
    case 'reinforceHalfGold':
      return p.wonCombatThisTurn && p.units.some((u) => isFewOfTier(u.unit, u.side, e.tiers));
    case 'choose':
      return e.optional || e.options.some((o) => canStartAll(d, player, o.effects));
    case 'search': {
      const pile = d.s.decks[e.deck];
      return pile.deck.length + pile.discard.length > 0;
    }
    default:
      return true;
  }
}

export function matches(card: CardId, category: CardCategory | null): boolean {
  return category === null || cardInfo(cardOf(card)).category === category;
}

export function isFewOfTier(unit: string, side: string, tiers: readonly Tier[]): boolean {
  return side === 'few' && tiers.includes(factionUnit(unit).tier);
}

/** Neutral tier decks a Portal of Summoning may draw from: those whose Dwelling is built (and not empty). */
export function summonableTiers(d: StateReader, player: PlayerId): Tier[] {
  const tiers: Tier[] = [];
  const n = d.s.neutralDecks;
  for (const [tier, role] of [
    ['bronze', 'bronzeDwelling'],
    ['silver', 'silverDwelling'],
    ['gold', 'goldDwelling'],
  ] as const) {
    if (hasBuilding(d.peek(player), role) && n[tier].deck.length + n[tier].discard.length > 0) tiers.push(tier);
  }
  return tiers;
}

/**
 * The neutral tier decks Diplomacy draws from: one per Dwelling built, and the Azure deck too with the Gold Dwelling
 * (Neutral Units, p. 37); empty decks are skipped.
 */
export function diplomacyTiers(d: StateReader, player: PlayerId): Tier[] {
  const tiers: Tier[] = summonableTiers(d, player);
  const azure = d.s.neutralDecks.azure;
  if (hasBuilding(d.peek(player), 'goldDwelling') && azure.deck.length + azure.discard.length > 0) tiers.push('azure');
  return tiers;
}

/** Draws the top card of a neutral tier deck, reshuffling its discard pile into it first when it is empty. */
export function drawNeutral(d: Draft, player: PlayerId, tier: Tier): string {
  const pile = d.neutralDecks()[tier];
  if (pile.deck.length === 0) {
    pile.deck = pile.discard;
    pile.discard = [];
    d.shuffle(pile.deck);
    d.emit({ type: 'deckReshuffled', player: null, deck: `neutral-${tier}`, seq: 0 });
  }
  const unit = pile.deck.pop() as string;
  d.emit({ type: 'neutralDrawn', player, unit, seq: 0 });
  return unit;
}

export function gainDiceResult(d: Draft, player: PlayerId, faces: number[], reason: string): void {
  const gained = { gold: 0, buildingMaterials: 0, valuables: 0 };
  for (const f of faces) addInto(gained, RESOURCE_DIE[f] ?? {});
  addInto(d.player(player).resources, gained);
  d.emit({ type: 'resourcesGained', player, resources: gained, reason, seq: 0 });
}

/** The neutral unit card's printed recruitment cost. */
export function neutralCost(instance: string) {
  return neutralUnit(cardOf(instance)).recruitCost;
}
