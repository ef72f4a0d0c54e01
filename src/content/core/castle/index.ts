/** The Castle pack: everything the Castle faction brings (docs/content.md). */
import type { FactionPack } from '../../../model';
import { CASTLE_UNITS, CASTLE_UNIT_ABILITIES } from './units';
import { CASTLE_BUILDINGS, CASTLE_BUILDING_ABILITIES } from './town';
import { CASTLE_HEROES, CASTLE_SPECIALTIES, CASTLE_SPECIALTY_PLAYS } from './heroes';

/** The Castle faction of the core box. */
export const CASTLE: FactionPack = {
  id: 'castle',
  name: 'Castle',
  box: 'core',
  units: CASTLE_UNITS,
  unitAbilities: CASTLE_UNIT_ABILITIES,
  buildings: CASTLE_BUILDINGS,
  buildingAbilities: CASTLE_BUILDING_ABILITIES,
  heroes: CASTLE_HEROES,
  cards: CASTLE_SPECIALTIES,
  plays: CASTLE_SPECIALTY_PLAYS,
  rules: { spellBookCost: 6, ignoresMorale: false, enemyDiscardsAtCombatStart: null, afterSiege: null },
};
