/** The Tower pack: everything the Tower faction of the Tower box brings (docs/content.md, docs/factions.md). */
import type { FactionPack } from '../../../model';
import { TOWER_UNITS, TOWER_UNIT_ABILITIES } from './units';
import { TOWER_BUILDINGS, TOWER_BUILDING_ABILITIES } from './town';
import { TOWER_HEROES, TOWER_SPECIALTIES, TOWER_SPECIALTY_PLAYS } from './heroes';

/** The Tower faction of the Tower box. */
export const TOWER: FactionPack = {
  id: 'tower',
  name: 'Tower',
  box: 'tower',
  units: TOWER_UNITS,
  unitAbilities: TOWER_UNIT_ABILITIES,
  buildings: TOWER_BUILDINGS,
  buildingAbilities: TOWER_BUILDING_ABILITIES,
  heroes: TOWER_HEROES,
  cards: TOWER_SPECIALTIES,
  plays: TOWER_SPECIALTY_PLAYS,
  rules: {
    // The Spell Book token: 5 gold (the town board's Mage Guild).
    spellBookCost: 5,
    ignoresMorale: false,
    enemyDiscardsAtCombatStart: null,
    afterSiege: null,
  },
};
