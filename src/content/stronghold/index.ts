/**
 * The Stronghold box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks — its Artifacts
 * and the Magic Arrow copies (cards.ts), the Ability and Statistic copies (skills.ts, statistics.ts) — the Astrologers
 * Proclaim deck (astrologers.ts), the Stronghold units' neutral cards (neutral.ts), its Spell Scroll cards (scrolls.ts,
 * in the Artifact deck and the Spell Scroll deck), its Starting tile S7 (startingTile.ts) and its map tiles with their
 * new location, the Spell Scroll field (tiles.ts, locations.ts). In a game only when `expansions` names 'stronghold';
 * its faction is the pack in stronghold/.
 */
import type { CommonPack } from '../../model';
import { STRONGHOLD_DECK_CARDS, STRONGHOLD_DECK_PLAYS, STRONGHOLD_EXTRA_COPIES } from './cards';
import { STRONGHOLD_ABILITY_COPIES } from './skills';
import { STRONGHOLD_STATISTIC_COPIES } from './statistics';
import { STRONGHOLD_ASTROLOGERS } from './astrologers';
import { STRONGHOLD_NEUTRAL_ABILITIES, STRONGHOLD_NEUTRAL_UNITS } from './neutral';
import { STRONGHOLD_STARTING_TILE } from './startingTile';
import { STRONGHOLD_TILES } from './tiles';
import { STRONGHOLD_SCROLL_CARDS } from './scrolls';
import { SPELL_SCROLL_FIELD } from './locations';
import { STRONGHOLD_SPELL_CARDS, STRONGHOLD_SPELL_PLAYS } from './spells';

/** The Stronghold box's shared content. */
export const STRONGHOLD_BOX: CommonPack = {
  id: 'stronghold',
  box: 'stronghold',
  cards: [...STRONGHOLD_DECK_CARDS, ...STRONGHOLD_SCROLL_CARDS, ...STRONGHOLD_SPELL_CARDS],
  plays: { ...STRONGHOLD_DECK_PLAYS, ...STRONGHOLD_SPELL_PLAYS },
  neutralUnits: STRONGHOLD_NEUTRAL_UNITS,
  unitAbilities: STRONGHOLD_NEUTRAL_ABILITIES,
  scenarios: [],
  tiles: [STRONGHOLD_STARTING_TILE, ...STRONGHOLD_TILES],
  locations: [SPELL_SCROLL_FIELD],
  astrologers: STRONGHOLD_ASTROLOGERS,
  aiCards: [],
  extraCopies: { ...STRONGHOLD_EXTRA_COPIES, ...STRONGHOLD_STATISTIC_COPIES, ...STRONGHOLD_ABILITY_COPIES },
  events: [],
  heroes: [],
  heroSpecialties: [],
};
