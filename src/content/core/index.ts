/** The core box's shared content: the deck cards, the neutral units, the scenarios, the map tiles and their locations, the Astrologers Proclaim cards (docs/content.md). */
import type { CommonPack } from '../../model';
import { CORE_DECK_CARDS } from './cards/info';
import { CORE_DECK_PLAYS } from './cards/plays';
import { CORE_NEUTRAL_ABILITIES, CORE_NEUTRAL_UNITS } from './neutral/units';
import { CORE_SCENARIOS } from './scenarios';
import { CORE_TILES } from './tiles';
import { CORE_LOCATIONS } from './locations';
import { CORE_ASTROLOGERS } from './astrologers';
import { CORE_AI_CARDS } from './aiCards';
import { CORE_CAMPAIGNS } from './campaigns';

/** What every faction of the core box shares. */
export const CORE: CommonPack = {
  id: 'core',
  box: 'core',
  cards: CORE_DECK_CARDS,
  plays: CORE_DECK_PLAYS,
  neutralUnits: CORE_NEUTRAL_UNITS,
  unitAbilities: CORE_NEUTRAL_ABILITIES,
  scenarios: CORE_SCENARIOS,
  tiles: CORE_TILES,
  locations: CORE_LOCATIONS,
  astrologers: CORE_ASTROLOGERS,
  aiCards: CORE_AI_CARDS,
  extraCopies: {},
  events: [],
  campaigns: CORE_CAMPAIGNS,
};
