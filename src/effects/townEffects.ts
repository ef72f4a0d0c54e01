/**
 * Effects on the player's units and town: free or half-price reinforcements, neutral units drawn from the tier decks
 * of built Dwellings, the turn's discounts on units and Spell purchases, and a Pack unit turned to its Few side.
 */
import type { Draft } from '../kernel/draft';
import type { Effect, OwnedUnit, PlayerId, Tier } from '../model';
import { cardOf } from '../kernel/ids';
import { factionUnit, neutralUnit, tierList } from '../data/units';
import { hasBuilding } from '../town/town';
import { settleReservedPool } from '../town/goldPool';
import { dropFaceUp } from '../deck/faceUpNeutrals';
import type { EffectKinds, StateReader } from './registry';
import { pushFrame } from './run';

/** Is this unit card (by its side) a Few unit of one of these tiers? */
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
  dropFaceUp(d, unit); // a face-up card drawn is one like any other (Elementals, CF95)
  d.emit({ type: 'neutralDrawn', player, unit, seq: 0 });
  return unit;
}

/** The neutral unit card's printed recruitment cost. */
export function neutralCost(instance: string) {
  return neutralUnit(cardOf(instance)).recruitCost;
}

/** Does the player have a Few unit of these tiers to reinforce? */
const hasFewOfTier = (r: StateReader, player: PlayerId, tiers: readonly Tier[]) => r.peek(player).units.some((u) => isFewOfTier(u.unit, u.side, tiers));

/** The kinds of the unit and town effects. */
/** `flipToFew` with no unit named: the choice of which Pack unit of the unit deck turns to its Few side; null with none. */
export function packChoice(units: readonly OwnedUnit[]): Effect[] | null {
  const options: Array<{ key: string; effects: Effect[] }> = [];
  for (const u of units) if (u.side === 'pack') options.push({ key: u.unit, effects: [{ op: 'flipToFew', unit: u.unit }] });
  return options.length === 0 ? null : [{ op: 'choose', options, optional: false }];
}

export const TOWN_EFFECTS = {
  addTownCube: {
    start(d, frame, e) {
      const p = d.peek(frame.player);
      if (p.townCubes >= e.max) return 'done';
      d.player(frame.player).townCubes += 1;
      d.emit({ type: 'townCubeAdded', player: frame.player, cubes: p.townCubes + 1, seq: 0 });
      return 'done';
    },
    describe: (e) => `place a faction cube on this building (at most ${e.max} there)`,
  },
  reinforceFree: {
    start(d, frame, e) {
      if (!hasFewOfTier(d, frame.player, e.tiers)) return 'done';
      d.s.pending = { kind: 'reinforceFree', player: frame.player, source: frame.source, tiers: e.tiers };
      return 'waiting';
    },
    canStart: (r, player, e) => hasFewOfTier(r, player, e.tiers),
    describe: (e) => `reinforce one ${tierList(e.tiers)} unit for free`,
  },
  reinforceHalfGold: {
    start(d, frame, e) {
      if (!canReinforceHalfGold(d, frame.player, e.tiers, e.anyTime === true)) return 'done';
      d.s.pending = { kind: 'reinforceHalfGold', player: frame.player, source: frame.source, tiers: e.tiers };
      return 'waiting';
    },
    canStart: (r, player, e) => canReinforceHalfGold(r, player, e.tiers, e.anyTime === true),
    describe: (e) =>
      `${e.anyTime === true ? '' : 'after winning a combat this turn (not a Quick Combat), '}you may reinforce one ${tierList(e.tiers)} unit for half its gold cost (rounded down)`,
  },
  reinforceHalfCost: {
    start(d, frame, e) {
      if (!hasFewOfTier(d, frame.player, e.tiers)) return 'done';
      d.s.pending = { kind: 'reinforceHalfCost', player: frame.player, source: frame.source, tiers: e.tiers };
      return 'waiting';
    },
    canStart: (r, player, e) => hasFewOfTier(r, player, e.tiers),
    describe: (e) => `you may reinforce one ${tierList(e.tiers)} unit for half its cost (rounded up)`,
  },
  reinforceForLess: {
    start(d, frame, e) {
      if (!hasFewOfTier(d, frame.player, e.tiers)) return 'done';
      d.s.pending = { kind: 'reinforceForLess', player: frame.player, source: frame.source, tiers: e.tiers, gold: e.gold };
      return 'waiting';
    },
    canStart: (r, player, e) => hasFewOfTier(r, player, e.tiers),
    describe: (e) => `you may reinforce one ${tierList(e.tiers)} unit for its cost less ${e.gold} gold (not below 0)`,
  },
  summonNeutral: {
    start(d, frame) {
      const tiers = summonableTiers(d, frame.player);
      if (tiers.length === 0) return 'done';
      d.s.pending = { kind: 'summonNeutral', player: frame.player, source: frame.source, step: 'tier', tiers };
      return 'waiting';
    },
    canStart: (r, player) => summonableTiers(r, player).length > 0,
    describe: () => 'draw a neutral unit of a tier whose Dwelling you have built, and you may recruit it at its cost',
  },
  drawNeutralsPerDwelling: {
    start(d, frame) {
      const tiers = diplomacyTiers(d, frame.player);
      if (tiers.length === 0) return 'done';
      d.s.revealed = tiers.map((tier) => drawNeutral(d, frame.player, tier));
      d.s.pending = { kind: 'summonNeutral', player: frame.player, source: frame.source, step: 'recruit', tiers };
      return 'waiting';
    },
    canStart: (r, player) => diplomacyTiers(r, player).length > 0,
    describe: () =>
      'for every Dwelling you have built draw a neutral unit of its tier (with the Gold Dwelling also an Azure one), and you may recruit one of them at its cost',
  },
  discountUnitCost: {
    start(d, frame, e) {
      d.player(frame.player).unitDiscounts.push(e.gold);
      return 'done';
    },
    describe: (e) => `the Recruitment or Reinforcement cost of one unit you recruit or reinforce this turn is ${e.gold} gold lower (not below 0)`,
  },
  improveSpellPurchase: {
    start(d, frame, e) {
      // Two such cards lower the cost twice; the larger Search holds.
      const before = d.peek(frame.player).spellPurchase ?? { discount: 0, search: 2 };
      d.player(frame.player).spellPurchase = { discount: before.discount + e.gold, search: Math.max(before.search, e.search) };
      return 'done';
    },
    describe: (e) => `buying Spells with your Spell Book this turn costs ${e.gold} gold less and does Search (${e.search}) instead of Search (2)`,
  },
  flipToFew: {
    start(d, frame, e) {
      const units = d.peek(frame.player).units;
      if (e.unit === null) {
        // The player picks which Pack unit (one option runs at once: the `choose` effect's way).
        const choice = packChoice(units);
        if (choice === null) return 'done';
        d.topFrame().pc += 1;
        pushFrame(d, frame.player, frame.source, choice);
        return 'moved';
      }
      const at = units.findIndex((u) => u.unit === e.unit && u.side === 'pack');
      if (at < 0) return 'done';
      // Unit deck entries are shared between states: replaced, keeping any card put on the unit card.
      const w = d.player(frame.player);
      w.units[at] = { ...(units[at] as OwnedUnit), side: 'few' };
      d.emit({ type: 'unitFlippedToFew', player: frame.player, unit: e.unit, reason: frame.source, seq: 0 });
      settleReservedPool(d, frame.player); // Gold Pool: its reinforcement comes back
      return 'done';
    },
    describe: (e) => (e.unit === null ? 'turn one of your Pack units to its Few side, if you have one' : `turn ${factionUnit(e.unit).name} to its Few side`),
  },
} satisfies Partial<EffectKinds>;

/** Half-gold reinforcement needs a Few unit of its tiers, and a combat won this turn unless it may be used any time (Saplings). */
function canReinforceHalfGold(r: StateReader, player: PlayerId, tiers: readonly Tier[], anyTime: boolean): boolean {
  return (anyTime || r.peek(player).wonCombatThisTurn) && hasFewOfTier(r, player, tiers);
}
