/** The Necropolis pack: everything the Necropolis faction brings (docs/content.md). */
import type { FactionPack } from '../../../model';
import { NECROPOLIS_UNITS, NECROPOLIS_UNIT_ABILITIES } from './units';
import { NECROPOLIS_BUILDINGS, NECROPOLIS_BUILDING_ABILITIES } from './town';
import { NECROPOLIS_HEROES, NECROPOLIS_SPECIALTIES, NECROPOLIS_SPECIALTY_PLAYS } from './heroes';

/** The Necropolis faction of the core box. */
export const NECROPOLIS: FactionPack = {
  id: 'necropolis',
  name: 'Necropolis',
  box: 'core',
  units: NECROPOLIS_UNITS,
  unitAbilities: NECROPOLIS_UNIT_ABILITIES,
  buildings: NECROPOLIS_BUILDINGS,
  buildingAbilities: NECROPOLIS_BUILDING_ABILITIES,
  heroes: NECROPOLIS_HEROES,
  cards: NECROPOLIS_SPECIALTIES,
  plays: NECROPOLIS_SPECIALTY_PLAYS,
  rules: {
    spellBookCost: 5,
    // The undead know no morale: its players neither gain nor lose it (rulebook "Morale Actions").
    ignoresMorale: true,
    // Cover of Darkness, when not used during the turn (docs/rulings.md).
    enemyDiscardsAtCombatStart: 'special2',
    afterSiege: null,
  },
};
