/**
 * Unexpected Reinforcements (the Tower box's Astrologers Proclaim card, rulings TW83–TW85): each player searches the
 * Bronze, Silver and Gold Neutral Units decks of the Dwellings they have built for a neutral card of a unit of their
 * faction, and may recruit one for free (answers/factionNeutrals.ts).
 */
import type { PlayerId, Tier } from '../model';
import type { Draft } from '../kernel/draft';
import { cardOf } from '../kernel/ids';
import { neutralUnit, unitsOfFaction } from '../data/units';
import { mayRecruitTier } from './neutralDraws';
import type { EffectKinds, StateReader } from './registry';

/** The tiers searched: never the Azure deck (the card's note). */
const TIERS: readonly Tier[] = ['bronze', 'silver', 'gold'];

/** The tiers whose deck the player searches: those whose Dwelling they have built. */
export function searchedTiers(r: StateReader, player: PlayerId): Tier[] {
  const out: Tier[] = [];
  for (const tier of TIERS) if (mayRecruitTier(r, player, tier)) out.push(tier);
  return out;
}

/**
 * The neutral cards the player may recruit: in the draw piles searched, those whose name is a unit of the player's
 * faction (the first card of each, in deck order: copies of a card are the same unit).
 */
export function factionNeutrals(r: StateReader, player: PlayerId): string[] {
  const names = new Set(unitsOfFaction(r.peek(player).faction).map((u) => u.name));
  const out: string[] = [];
  const seen = new Set<string>();
  for (const tier of searchedTiers(r, player)) {
    for (const card of r.s.neutralDecks[tier].deck) {
      const id = cardOf(card);
      if (seen.has(id) || !names.has(neutralUnit(id).name)) continue;
      seen.add(id);
      out.push(card);
    }
  }
  return out;
}

/** The kind of the faction neutral recruit. */
export const FACTION_NEUTRAL_EFFECTS = {
  recruitFactionNeutral: {
    start(d, frame) {
      const units = factionNeutrals(d, frame.player);
      if (units.length === 0) {
        shuffleSearched(d, frame.player);
        return 'done';
      }
      d.s.pending = { kind: 'recruitFactionNeutral', player: frame.player, source: frame.source, units };
      return 'waiting';
    },
    describe: () =>
      'you may search the Bronze, Silver and Gold Neutral Units decks whose Dwelling you have built and recruit for free one unit of your faction from them',
  },
} satisfies Partial<EffectKinds>;

/** The decks the player searched are shuffled (they saw their order). */
export function shuffleSearched(d: Draft, player: PlayerId): void {
  for (const tier of searchedTiers(d, player)) {
    const pile = d.neutralDecks()[tier];
    if (pile.deck.length > 1) d.shuffle(pile.deck);
  }
}
