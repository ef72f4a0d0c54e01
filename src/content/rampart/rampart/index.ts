/** The Rampart pack: everything the Rampart faction of the Rampart box brings (docs/content.md, docs/factions.md). */
import type { FactionPack } from '../../../model';
import { RAMPART_UNITS, RAMPART_UNIT_ABILITIES } from './units';
import { RAMPART_BUILDINGS, RAMPART_BUILDING_ABILITIES } from './town';
import { RAMPART_HEROES, RAMPART_SPECIALTIES, RAMPART_SPECIALTY_PLAYS } from './heroes';

/** The Rampart faction of the Rampart box. */
export const RAMPART: FactionPack = {
  id: 'rampart',
  name: 'Rampart',
  box: 'rampart',
  units: RAMPART_UNITS,
  unitAbilities: RAMPART_UNIT_ABILITIES,
  buildings: RAMPART_BUILDINGS,
  buildingAbilities: RAMPART_BUILDING_ABILITIES,
  heroes: RAMPART_HEROES,
  cards: RAMPART_SPECIALTIES,
  plays: RAMPART_SPECIALTY_PLAYS,
  rules: {
    // The Spell Book token: 5 gold (the town board's Mage Guild).
    spellBookCost: 5,
    ignoresMorale: false,
    enemyDiscardsAtCombatStart: null,
    afterSiege: null,
  },
};
