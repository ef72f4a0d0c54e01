/**
 * The Cove box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks — its Spells
 * (spells.ts), Artifacts (artifacts.ts), the Ability Interference (abilities.ts) and the copies of other boxes' cards
 * (cards.ts) — the regular map tiles F25–F27 and N22 (tiles.ts), the Grave (locations.ts) and the Astrologers Proclaim
 * card Pirates (astrologers.ts). The faction part adds its own content. In a game only when `expansions` names 'cove'.
 */
import type { CommonPack } from '../../model';
import { COVE_ABILITY_CARDS, COVE_ABILITY_PLAYS } from './abilities';
import { COVE_ARTIFACTS, COVE_ARTIFACT_PLAYS } from './artifacts';
import { COVE_EXTRA_COPIES } from './cards';
import { COVE_SPELL_CARDS, COVE_SPELL_PLAYS } from './spells';
import { COVE_TILES } from './tiles';
import { GRAVE } from './locations';
import { COVE_ASTROLOGERS } from './astrologers';

/** The Cove box's shared content. */
export const COVE_BOX: CommonPack = {
  id: 'cove',
  box: 'cove',
  cards: [...COVE_ARTIFACTS, ...COVE_SPELL_CARDS, ...COVE_ABILITY_CARDS],
  plays: { ...COVE_ARTIFACT_PLAYS, ...COVE_SPELL_PLAYS, ...COVE_ABILITY_PLAYS },
  neutralUnits: [],
  unitAbilities: {},
  scenarios: [],
  tiles: [...COVE_TILES],
  locations: [GRAVE],
  astrologers: COVE_ASTROLOGERS,
  aiCards: [],
  extraCopies: { ...COVE_EXTRA_COPIES },
  events: [],
  heroes: [],
  heroSpecialties: [],
};
