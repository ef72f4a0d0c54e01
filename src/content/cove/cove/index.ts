/** The Cove pack: everything the Cove faction of the Cove box brings (docs/content.md, docs/factions.md). */
import type { FactionPack } from '../../../model';
import { COVE_UNITS, COVE_UNIT_ABILITIES } from './units';
import { COVE_BUILDINGS, COVE_BUILDING_ABILITIES } from './town';
import { COVE_HEROES, COVE_SPECIALTIES, COVE_SPECIALTY_PLAYS } from './heroes';

/** The Cove faction of the Cove box. */
export const COVE: FactionPack = {
  id: 'cove',
  name: 'Cove',
  box: 'cove',
  units: COVE_UNITS,
  unitAbilities: COVE_UNIT_ABILITIES,
  buildings: COVE_BUILDINGS,
  buildingAbilities: COVE_BUILDING_ABILITIES,
  heroes: COVE_HEROES,
  cards: COVE_SPECIALTIES,
  plays: COVE_SPECIALTY_PLAYS,
  rules: {
    // The Spell Book token: 5 gold (the town board's Mage Guild: "pay 5 gold to Search (2)").
    spellBookCost: 5,
    ignoresMorale: false,
    enemyDiscardsAtCombatStart: null,
    afterSiege: null,
  },
};
