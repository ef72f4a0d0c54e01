/** The Dungeon pack: everything the Dungeon faction brings (docs/content.md). */
import type { FactionPack } from '../../../model';
import { DUNGEON_UNITS, DUNGEON_UNIT_ABILITIES } from './units';
import { DUNGEON_BUILDINGS, DUNGEON_BUILDING_ABILITIES } from './town';
import { DUNGEON_HEROES, DUNGEON_SPECIALTIES, DUNGEON_SPECIALTY_PLAYS } from './heroes';

/** The Dungeon faction of the core box. */
export const DUNGEON: FactionPack = {
  id: 'dungeon',
  name: 'Dungeon',
  box: 'core',
  units: DUNGEON_UNITS,
  unitAbilities: DUNGEON_UNIT_ABILITIES,
  buildings: DUNGEON_BUILDINGS,
  buildingAbilities: DUNGEON_BUILDING_ABILITIES,
  heroes: DUNGEON_HEROES,
  cards: DUNGEON_SPECIALTIES,
  plays: DUNGEON_SPECIALTY_PLAYS,
  rules: { spellBookCost: 5, ignoresMorale: false, enemyDiscardsAtCombatStart: null, afterSiege: null },
};
