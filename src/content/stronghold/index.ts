/**
 * The Stronghold box's common pack (Factions Expansions, p. 61–65): its Spell Scroll cards (scrolls.ts, in the Artifact
 * deck and the Spell Scroll deck) and its map tiles with their new location, the Spell Scroll field (tiles.ts,
 * locations.ts). In a game only when `expansions` names 'stronghold'.
 */
import type { CommonPack } from '../../model';
import { STRONGHOLD_TILES } from './tiles';
import { STRONGHOLD_SCROLL_CARDS } from './scrolls';
import { SPELL_SCROLL_FIELD } from './locations';

/** The Stronghold box's shared content. */
export const STRONGHOLD_BOX: CommonPack = {
  id: 'stronghold',
  box: 'stronghold',
  cards: [...STRONGHOLD_SCROLL_CARDS],
  plays: {},
  neutralUnits: [],
  unitAbilities: {},
  scenarios: [],
  tiles: [...STRONGHOLD_TILES],
  locations: [SPELL_SCROLL_FIELD],
  astrologers: [],
  aiCards: [],
  extraCopies: {},
  events: [],
  heroes: [],
  heroSpecialties: [],
};
