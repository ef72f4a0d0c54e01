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

/**
 * Black Market (revisitable): look at the top 4 cards of the Artifact discard pile and buy one, if the player likes,
 * for 5 / 7 / 10 gold as a Minor / Major / Relic Artifact; offered when one of them can be paid for (ruling TW56).
 */
export const BLACK_MARKET: LocationDef = {
  id: 'black-market',
  name: 'Black Market',
  category: 'revisitable',
  effects: [{ op: 'buyFromDiscardPile', deck: 'artifact', count: 4, goldByLevel: [5, 7, 10], optional: true }],
};

/**
 * Library of Enlightenment (revisitable): pay 3 gold to remove a Statistic card of the hand or discard pile from the
 * game and take one of another kind in its place, twice per visit at most; each declinable (ruling TW57).
 */
export const LIBRARY_OF_ENLIGHTENMENT: LocationDef = {
  id: 'library-of-enlightenment',
  name: 'Library of Enlightenment',
  category: 'revisitable',
  effects: [{ op: 'replaceStatistic', gold: 3, most: 2 }],
};

/** University (visitable): pay 6 gold to Search (4) the Ability discard pile; declinable (ruling TW58). */
export const UNIVERSITY: LocationDef = {
  id: 'university',
  name: 'University',
  category: 'visitable',
  effects: [{ op: 'choose', optional: true, options: [{ key: 'search', effects: [
    { op: 'pay', resources: { gold: 6 } },
    { op: 'buyFromDiscardPile', deck: 'ability', count: 4, goldByLevel: null, optional: false },
  ] }] }],
};
