/**
 * The Conflux box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks, the Astrologers
 * Proclaim deck, the neutral unit decks and the map tiles. In a game only when `expansions` names 'conflux'; its
 * faction is the pack in conflux/.
 */
import type { CommonPack } from '../../model';
import { BASIC_MAGIC_CARDS, BASIC_MAGIC_PLAYS } from './basicMagic';
import { CONFLUX_ABILITY_COPIES } from './skills';
import { CONFLUX_ARTIFACTS, CONFLUX_ARTIFACT_PLAYS } from './artifacts';
import { CONFLUX_EXTRA_COPIES } from './cards';
import { CONFLUX_NEUTRAL_ABILITIES, CONFLUX_NEUTRAL_UNITS } from './neutral';
import { CONFLUX_STARTING_TILE } from './startingTile';
import { CONFLUX_STATISTIC_COPIES } from './statistics';

/** The Conflux box's shared content. */
export const CONFLUX_BOX: CommonPack = {
  id: 'conflux',
  box: 'conflux',
  cards: [...CONFLUX_ARTIFACTS, ...BASIC_MAGIC_CARDS],
  plays: { ...CONFLUX_ARTIFACT_PLAYS, ...BASIC_MAGIC_PLAYS },
  neutralUnits: CONFLUX_NEUTRAL_UNITS,
  unitAbilities: CONFLUX_NEUTRAL_ABILITIES,
  scenarios: [],
  tiles: [CONFLUX_STARTING_TILE],
  locations: [],
  astrologers: [],
  aiCards: [],
  extraCopies: { ...CONFLUX_EXTRA_COPIES, ...CONFLUX_ABILITY_COPIES, ...CONFLUX_STATISTIC_COPIES },
  events: [],
  heroes: [],
  heroSpecialties: [],
};
