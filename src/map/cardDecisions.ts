/**
 * The decisions of the cards and unit abilities that act on the map: Town Portal's destination, a flying hero's
 * steps (Angel Wings), Speculum's tile, Diplomacy's skipped combat, the Rogues' look at a deck's top card.
 */
import type { DecisionTable } from '../kernel/decisions';
import { TOWN_PORTAL } from './townPortal';
import { FLIGHT } from './flight';
import { DISCOVER_NEAR_HERO } from './speculum';
import { SKIP_COMBAT } from './skipCombat';
import { PEEKED_CARD } from './unitAbilities';
import { TAKE_MINE } from './viewEarth';
import { FLY_OVER } from './fly';
import { PASS_THROUGH } from './pathfinding';
import { PICK_OPPONENT } from './castleGate';
import { DIMENSION_DOOR } from './dimensionDoor';

/** The kinds of the map cards' decisions. */
export type CardMapDecisionKind = 'townPortal' | 'flight' | 'discoverNearHero' | 'skipCombat' | 'peekedCard' | 'takeMine' | 'flyOver' | 'passThrough' | 'dimensionDoor' | 'pickOpponent';

/** Each map card decision's handlers. */
export const CARD_MAP_DECISIONS: DecisionTable<CardMapDecisionKind> = {
  townPortal: TOWN_PORTAL,
  flight: FLIGHT,
  discoverNearHero: DISCOVER_NEAR_HERO,
  skipCombat: SKIP_COMBAT,
  peekedCard: PEEKED_CARD,
  takeMine: TAKE_MINE,
  flyOver: FLY_OVER,
  passThrough: PASS_THROUGH,
  pickOpponent: PICK_OPPONENT,
  dimensionDoor: DIMENSION_DOOR,
};
