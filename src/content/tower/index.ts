/**
 * The Tower box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks (cards.ts, spells.ts), the
 * Statistic supply and the Astrologers Proclaim deck (astrologers.ts). In a game only when `expansions` names 'tower'.
 */
import type { CommonPack } from '../../model';
import { TOWER_DECK_CARDS, TOWER_DECK_PLAYS, TOWER_EXTRA_COPIES } from './cards';
import { TOWER_SPELL_CARDS, TOWER_SPELL_PLAYS } from './spells';
import { TOWER_ASTROLOGERS } from './astrologers';

/** The Tower box's shared content. */
export const TOWER_BOX: CommonPack = {
  id: 'tower',
  box: 'tower',
  cards: [...TOWER_DECK_CARDS, ...TOWER_SPELL_CARDS],
  plays: { ...TOWER_DECK_PLAYS, ...TOWER_SPELL_PLAYS },
  neutralUnits: [],
  unitAbilities: {},
  scenarios: [],
  tiles: [],
  locations: [],
  astrologers: TOWER_ASTROLOGERS,
  aiCards: [],
  extraCopies: TOWER_EXTRA_COPIES,
  events: [],
};
