/**
 * Neutral unit cards drawn to recruit one: up to a number of cards, one at a time, each from a Bronze, Silver or Gold
 * deck the player names (Charlie and His Circus, ruling RA90); or, for every Dwelling built, cards of its tier until a
 * unit of a name appears (the Elemental Conflux, rulings CF84–CF87). One of them whose Dwelling the player has built
 * may be recruited at its cost (answers/drawNeutrals.ts), the others are shuffled back.
 */
import type { Draft } from '../kernel/draft';
import type { PlayerId, Tier } from '../model';
import { cardOf } from '../kernel/ids';
import { neutralUnit } from '../data/units';
import { hasBuilding } from '../town/town';
import { drawNeutral } from './townEffects';
import type { EffectKinds, StateReader } from './registry';

/** The tiers a card may be drawn from, with the Dwelling each needs for recruiting (never the Azure deck, RA90). */
export const DRAW_TIERS: ReadonlyArray<readonly [Tier, 'bronzeDwelling' | 'silverDwelling' | 'goldDwelling']> = [
  ['bronze', 'bronzeDwelling'],
  ['silver', 'silverDwelling'],
  ['gold', 'goldDwelling'],
];

/** The tier decks with a card to draw (in the deck or its discard pile). */
export function drawableTiers(r: StateReader): Tier[] {
  const out: Tier[] = [];
  for (const [tier] of DRAW_TIERS) {
    const pile = r.s.neutralDecks[tier];
    if (pile.deck.length + pile.discard.length > 0) out.push(tier);
  }
  return out;
}

/** May the player recruit a unit of this tier: its Dwelling built (RA90)? */
export function mayRecruitTier(r: StateReader, player: PlayerId, tier: Tier): boolean {
  const role = DRAW_TIERS.find(([t]) => t === tier)?.[1];
  return role !== undefined && hasBuilding(r.peek(player), role);
}

/** Is this neutral unit card one of a unit whose name holds `named` ("Elementals": Storm Elementals, …; CF84)? */
const isNamed = (unit: string, named: string): boolean => neutralUnit(cardOf(unit)).name.includes(named);

/**
 * The tiers the player draws from until a unit of the name appears: those whose Dwelling they have built, never the
 * Azure deck (CF85), and only a deck that, with its discard pile, holds such a unit — else the search would not end
 * (CF86).
 */
export function untilTiers(r: StateReader, player: PlayerId, named: string): Tier[] {
  const out: Tier[] = [];
  for (const [tier] of DRAW_TIERS) {
    if (!mayRecruitTier(r, player, tier)) continue;
    const pile = r.s.neutralDecks[tier];
    if (pile.deck.some((u) => isNamed(u, named)) || pile.discard.some((u) => isNamed(u, named))) out.push(tier);
  }
  return out;
}

/**
 * Draws from the tier's deck until a unit of the name appears (the discard pile shuffled in when the deck runs out:
 * drawNeutral); the cards drawn before it are shuffled back into the deck. The tier holds one (untilTiers).
 */
function drawUntilNamed(d: Draft, player: PlayerId, tier: Tier, named: string): string {
  const passed: string[] = [];
  let unit = drawNeutral(d, player, tier);
  while (!isNamed(unit, named)) {
    passed.push(unit);
    unit = drawNeutral(d, player, tier);
  }
  if (passed.length > 0) {
    const pile = d.neutralDecks()[tier];
    for (const u of passed) pile.deck.push(u);
    d.shuffle(pile.deck);
    d.emit({ type: 'deckReshuffled', player: null, deck: `neutral-${tier}`, seq: 0 });
  }
  return unit;
}

/** The kind of the neutral draws. */
export const NEUTRAL_DRAW_EFFECTS = {
  drawNeutralsToRecruit: {
    start(d, frame, e) {
      if (e.most <= 0 || drawableTiers(d).length === 0) return 'done';
      d.s.pending = { kind: 'drawNeutrals', player: frame.player, source: frame.source, step: 'draw', left: e.most };
      return 'waiting';
    },
    describe: (e) =>
      `you may draw up to ${e.most} cards from any Bronze, Silver or Gold Neutral Units deck(s) and recruit one of them whose Dwelling you have, paying its cost; shuffle the others back into their decks`,
  },
  drawNeutralsUntil: {
    start(d, frame, e) {
      const tiers = untilTiers(d, frame.player, e.named);
      if (tiers.length === 0) return 'done';
      d.s.revealed = tiers.map((tier) => drawUntilNamed(d, frame.player, tier, e.named));
      d.s.pending = { kind: 'drawNeutrals', player: frame.player, source: frame.source, step: 'recruit', left: 0 };
      return 'waiting';
    },
    canStart: (r, player, e) => untilTiers(r, player, e.named).length > 0,
    describe: (e) =>
      `for every Dwelling you have built, draw from its tier's Neutral Units deck until you find ${/^[aeiou]/i.test(e.named) ? 'an' : 'a'} "${e.named}" unit (shuffling its discard pile in if it runs out); you may recruit one of the units found, paying its cost; the other cards are shuffled back into their decks`,
  },
} satisfies Partial<EffectKinds>;
