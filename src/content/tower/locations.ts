/**
 * The Tower box's new map locations (All Map Locations, p. 75–83; rulings TW41–TW49), each an effect program as the
 * core locations (src/content/core/locations.ts): what a visit does. A location's Search and its costs are optional
 * (p. 75).
 */
import type { Effect, LocationDef, SharedDeckName } from '../../model';

/** One of Market of Time's decks: a card of the hand removed, then Search (2) that deck. */
const removeThenSearch = (deck: SharedDeckName) => ({
  key: deck,
  effects: [{ op: 'removeCard', category: null, optional: false } as Effect, { op: 'search', deck, count: 2, optional: false } as Effect],
});

/**
 * Market of Time (visitable): remove a card of your hand from the game, then Search (2) the Ability, Spell or Artifact
 * deck; declinable as a whole, and offered only with a card to remove (ruling TW41).
 */
export const MARKET_OF_TIME: LocationDef = {
  id: 'market-of-time',
  name: 'Market of Time',
  category: 'visitable',
  effects: [{ op: 'choose', optional: true, options: [removeThenSearch('ability'), removeThenSearch('spell'), removeThenSearch('artifact')] }],
};

/** Prison (visitable): gain a Secondary Hero on this field; a player who has one gains 3 gold instead (ruling TW42). */
export const PRISON: LocationDef = {
  id: 'prison',
  name: 'Prison',
  category: 'visitable',
  effects: [{ op: 'gainSecondaryHero', price: {}, orGain: { gold: 3 } }],
};

/**
 * Tavern (revisitable): pay 7 gold for a Secondary Hero on this field, then an opponent of the player's choice discards
 * a random card of their hand; declinable, and offered only to a player with no Secondary Hero and 7 gold (ruling TW43).
 */
export const TAVERN: LocationDef = {
  id: 'tavern',
  name: 'Tavern',
  category: 'revisitable',
  effects: [{ op: 'choose', optional: true, options: [{ key: 'hire', effects: [
    { op: 'gainSecondaryHero', price: { gold: 7 }, orGain: null },
    { op: 'opponentDiscardsRandom', price: {} },
  ] }] }],
};

/** Hill Fort (visitable): reinforce one Bronze or Silver unit at once, its cost 3 gold lower, not below 0 (ruling TW44). */
export const HILL_FORT: LocationDef = {
  id: 'hill-fort',
  name: 'Hill Fort',
  category: 'visitable',
  effects: [{ op: 'reinforceForLess', tiers: ['bronze', 'silver'], gold: 3 }],
};
