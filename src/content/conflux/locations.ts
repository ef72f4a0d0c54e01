/**
 * The Conflux box's new map locations (All Map Locations, p. 75–85), each an effect program as the core locations
 * (src/content/core/locations.ts): what a visit does. Both are on F23. A location's Search is optional (p. 75).
 */
import type { Effect, LocationDef, SharedDeckName } from '../../model';

/**
 * One of the Faerie Ring's decks: a card of that deck removed from the hand, then Search (2) of that deck. The
 * Ability card's removal is the one a Trading Post takes (`tradable`): never the Starting Ability card; no Statistic or
 * Specialty card is of the three decks (ruling CF83).
 */
const removeThenSearch = (deck: SharedDeckName) => ({
  key: deck,
  effects: [
    { op: 'removeCard', category: deck, optional: false, tradable: deck === 'ability' } as Effect,
    { op: 'search', deck, count: 2, optional: false } as Effect,
  ],
});

/**
 * Faerie Ring (visitable): remove a card of your hand — not a Statistic, Starting Ability or Specialty card — then
 * Search (2) that card's deck; declinable as a whole, and offered only with a card to remove (ruling CF83).
 */
export const FAERIE_RING: LocationDef = {
  id: 'faerie-ring',
  name: 'Faerie Ring',
  category: 'visitable',
  effects: [{ op: 'choose', optional: true, options: [removeThenSearch('ability'), removeThenSearch('spell'), removeThenSearch('artifact')] }],
};

/**
 * Elemental Conflux (visitable): for every Dwelling you have, draw from its Neutral Units deck until an "Elementals"
 * unit appears; you may recruit one of those found, paying its cost; the rest are shuffled back (rulings CF84–CF87).
 */
export const ELEMENTAL_CONFLUX: LocationDef = {
  id: 'elemental-conflux',
  name: 'Elemental Conflux',
  category: 'visitable',
  effects: [{ op: 'drawNeutralsUntil', named: 'Elementals' }],
};
