/**
 * The Rampart box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks, the Statistic
 * supply, the neutral decks and the Astrologers deck. In a game only when `expansions` names 'rampart'
 * (docs/expansions.md).
 */
import type { CommonPack } from '../../model';
import { RAMPART_DECK_CARDS, RAMPART_DECK_PLAYS, RAMPART_EXTRA_COPIES } from './cards';
import { RAMPART_NEUTRAL_ABILITIES, RAMPART_NEUTRAL_UNITS } from './neutral';
import { RAMPART_ASTROLOGERS } from './astrologers';
import { RAMPART_SPELL_CARDS, RAMPART_SPELL_COPIES, RAMPART_SPELL_PLAYS } from './spells';

/** The Rampart box's shared content. */
export const RAMPART_BOX: CommonPack = {
  id: 'rampart',
  box: 'rampart',
  cards: [...RAMPART_DECK_CARDS, ...RAMPART_SPELL_CARDS],
  plays: { ...RAMPART_DECK_PLAYS, ...RAMPART_SPELL_PLAYS },
  neutralUnits: RAMPART_NEUTRAL_UNITS,
  unitAbilities: RAMPART_NEUTRAL_ABILITIES,
  scenarios: [],
  tiles: [],
  locations: [],
  astrologers: RAMPART_ASTROLOGERS,
  aiCards: [],
  extraCopies: { ...RAMPART_EXTRA_COPIES, ...RAMPART_SPELL_COPIES },
  events: [],
};
