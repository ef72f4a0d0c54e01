/**
 * The Rampart box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks. In a game only
 * when `expansions` names 'rampart' (docs/expansions.md).
 */
import type { CommonPack } from '../../model';
import { RAMPART_SPELL_CARDS, RAMPART_SPELL_COPIES, RAMPART_SPELL_PLAYS } from './spells';

/** The Rampart box's shared content. */
export const RAMPART_BOX: CommonPack = {
  id: 'rampart',
  box: 'rampart',
  cards: [...RAMPART_SPELL_CARDS],
  plays: { ...RAMPART_SPELL_PLAYS },
  neutralUnits: [],
  unitAbilities: {},
  scenarios: [],
  tiles: [],
  locations: [],
  astrologers: [],
  aiCards: [],
  extraCopies: { ...RAMPART_SPELL_COPIES },
  events: [],
};
