/**
 * The Fortress box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks, the Statistic
 * supply, the neutral decks and the map. Its faction is the pack in `fortress/fortress/`; its Event cards are in
 * `fortress/events.ts`. In a game only when `expansions` names 'fortress' (docs/expansions.md).
 */
import type { CommonPack } from '../../model';
import { FORTRESS_DECK_CARDS, FORTRESS_DECK_PLAYS, FORTRESS_EXTRA_COPIES } from './cards';
import { FORTRESS_NEUTRAL_ABILITIES, FORTRESS_NEUTRAL_UNITS } from './neutral';
import { FORTRESS_TILES, SCHOLAR } from './tiles';
import { FORTRESS_ASTROLOGERS } from './astrologers';
import { FORTRESS_EVENTS } from './events';
import { FORTRESS_SPELL_CARDS, FORTRESS_SPELL_PLAYS } from './spells';

/** The Fortress box's shared content. */
export const FORTRESS_BOX: CommonPack = {
  id: 'fortress',
  box: 'fortress',
  cards: [...FORTRESS_DECK_CARDS, ...FORTRESS_SPELL_CARDS],
  plays: { ...FORTRESS_DECK_PLAYS, ...FORTRESS_SPELL_PLAYS },
  neutralUnits: FORTRESS_NEUTRAL_UNITS,
  unitAbilities: FORTRESS_NEUTRAL_ABILITIES,
  scenarios: [],
  tiles: FORTRESS_TILES,
  locations: [SCHOLAR],
  astrologers: FORTRESS_ASTROLOGERS,
  aiCards: [],
  extraCopies: FORTRESS_EXTRA_COPIES,
  events: FORTRESS_EVENTS,
};
