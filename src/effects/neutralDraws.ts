/**
 * Neutral unit cards drawn from any deck to recruit one (Charlie and His Circus, ruling RA90): up to a number of
 * cards, one at a time, each from a Bronze, Silver or Gold deck the player names; one of them whose Dwelling the
 * player has built may be recruited at its cost (answers/drawNeutrals.ts), the others are shuffled back.
 */
import type { PlayerId, Tier } from '../model';
import { hasBuilding } from '../town/town';
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
} satisfies Partial<EffectKinds>;
