/**
 * The Conflux box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks, the Astrologers
 * Proclaim deck, the neutral unit decks and the map tiles. In a game only when `expansions` names 'conflux'; its
 * faction is the pack in conflux/.
 */
import type { CommonPack } from '../../model';

/** The Conflux box's shared content. */
export const CONFLUX_BOX: CommonPack = {
  id: 'conflux',
  box: 'conflux',
  cards: [],
  plays: {},
  neutralUnits: [],
  unitAbilities: {},
  scenarios: [],
  tiles: [],
  locations: [],
  astrologers: [],
  aiCards: [],
  extraCopies: {},
  events: [],
  heroes: [],
  heroSpecialties: [],
};
