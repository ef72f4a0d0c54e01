/**
 * The Conflux box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks, the Astrologers
 * Proclaim deck, the neutral unit decks and the map tiles. In a game only when `expansions` names 'conflux'; its
 * faction is the pack in conflux/.
 */
import type { CommonPack } from '../../model';
import { BASIC_MAGIC_CARDS, BASIC_MAGIC_PLAYS } from './basicMagic';
import { CONFLUX_ABILITY_COPIES } from './skills';

/** The Conflux box's shared content. */
export const CONFLUX_BOX: CommonPack = {
  id: 'conflux',
  box: 'conflux',
  cards: [...BASIC_MAGIC_CARDS],
  plays: { ...BASIC_MAGIC_PLAYS },
  neutralUnits: [],
  unitAbilities: {},
  scenarios: [],
  tiles: [],
  locations: [],
  astrologers: [],
  aiCards: [],
  extraCopies: { ...CONFLUX_ABILITY_COPIES },
  events: [],
  heroes: [],
  heroSpecialties: [],
};
