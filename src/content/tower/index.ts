/**
 * The Tower box's common pack (Factions Expansions, p. 61–65): the Main Heroes it adds to other boxes' factions, with
 * their Specialty cards (heroes.ts). In a game only when `expansions` names 'tower'.
 */
import type { CommonPack } from '../../model';
import { TOWER_BOX_HEROES, TOWER_BOX_SPECIALTIES, TOWER_BOX_SPECIALTY_PLAYS } from './heroes';

/** The Tower box's shared content. */
export const TOWER_BOX: CommonPack = {
  id: 'tower',
  box: 'tower',
  cards: [],
  plays: { ...TOWER_BOX_SPECIALTY_PLAYS },
  neutralUnits: [],
  unitAbilities: {},
  scenarios: [],
  tiles: [],
  locations: [],
  astrologers: [],
  aiCards: [],
  extraCopies: {},
  events: [],
  heroes: TOWER_BOX_HEROES,
  heroSpecialties: TOWER_BOX_SPECIALTIES,
};
