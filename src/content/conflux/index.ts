/**
 * The Conflux box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks, the Astrologers
 * Proclaim deck, the neutral unit decks and the map tiles. In a game only when `expansions` names 'conflux'; its
 * faction is the pack in conflux/.
 */
import type { CommonPack } from '../../model';
import { CONFLUX_NEUTRAL_ABILITIES, CONFLUX_NEUTRAL_UNITS } from './neutral';
import { CONFLUX_STARTING_TILE } from './startingTile';
import { CONFLUX_TILES } from './tiles';
import { ELEMENTAL_CONFLUX, FAERIE_RING } from './locations';
import { CONFLUX_ASTROLOGERS } from './astrologers';

/** The Conflux box's shared content. */
export const CONFLUX_BOX: CommonPack = {
  id: 'conflux',
  box: 'conflux',
  cards: [],
  plays: {},
  neutralUnits: CONFLUX_NEUTRAL_UNITS,
  unitAbilities: CONFLUX_NEUTRAL_ABILITIES,
  scenarios: [],
  tiles: [CONFLUX_STARTING_TILE, ...CONFLUX_TILES],
  locations: [ELEMENTAL_CONFLUX, FAERIE_RING],
  astrologers: CONFLUX_ASTROLOGERS,
  aiCards: [],
  extraCopies: {},
  events: [],
  heroes: [],
  heroSpecialties: [],
};
