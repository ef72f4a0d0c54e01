/**
 * The Fortress box's Event deck as a common pack of its own: it holds the Event cards only, so the box's other
 * shared content (src/content/fortress/index.ts) and the Events can be registered apart.
 */
import type { CommonPack } from '../../model';
import { FORTRESS_EVENTS } from './events';

/** The Fortress box's Event cards. */
export const FORTRESS_EVENT_DECK: CommonPack = {
  id: 'fortress-events',
  box: 'fortress',
  cards: [],
  plays: {},
  neutralUnits: [],
  unitAbilities: {},
  scenarios: [],
  tiles: [],
  locations: [],
  astrologers: [],
  aiCards: [],
  events: FORTRESS_EVENTS,
};
