/**
 * The Stronghold box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks — its Artifacts
 * and the Magic Arrow copies (cards.ts), the Ability copies (skills.ts) — and the
 * Astrologers Proclaim deck (astrologers.ts). In a game only when `expansions` names
 * 'stronghold'.
 */
import type { CommonPack } from '../../model';
import { STRONGHOLD_DECK_CARDS, STRONGHOLD_DECK_PLAYS, STRONGHOLD_EXTRA_COPIES } from './cards';
import { STRONGHOLD_ABILITY_COPIES } from './skills';
import { STRONGHOLD_ASTROLOGERS } from './astrologers';

/** The Stronghold box's shared content. */
export const STRONGHOLD_BOX: CommonPack = {
  id: 'stronghold',
  box: 'stronghold',
  cards: [...STRONGHOLD_DECK_CARDS],
  plays: { ...STRONGHOLD_DECK_PLAYS },
  neutralUnits: [],
  unitAbilities: {},
  scenarios: [],
  tiles: [],
  locations: [],
  astrologers: STRONGHOLD_ASTROLOGERS,
  aiCards: [],
  extraCopies: { ...STRONGHOLD_EXTRA_COPIES, ...STRONGHOLD_ABILITY_COPIES },
  events: [],
};
