/** The Fortress pack: everything the Fortress faction of the Fortress box brings (docs/content.md, docs/factions.md). */
import type { FactionPack } from '../../../model';
import { FORTRESS_UNITS, FORTRESS_UNIT_ABILITIES } from './units';
import { FORTRESS_BUILDINGS, FORTRESS_BUILDING_ABILITIES } from './town';
import { FORTRESS_HEROES, FORTRESS_SPECIALTIES, FORTRESS_SPECIALTY_PLAYS } from './heroes';

/** The Fortress faction of the Fortress box. */
export const FORTRESS: FactionPack = {
  id: 'fortress',
  name: 'Fortress',
  box: 'fortress',
  units: FORTRESS_UNITS,
  unitAbilities: FORTRESS_UNIT_ABILITIES,
  buildings: FORTRESS_BUILDINGS,
  buildingAbilities: FORTRESS_BUILDING_ABILITIES,
  heroes: FORTRESS_HEROES,
  cards: FORTRESS_SPECIALTIES,
  plays: FORTRESS_SPECIALTY_PLAYS,
  rules: {
    // The Spell Book token: 5 gold (the town board's Mage Guild).
    spellBookCost: 5,
    ignoresMorale: false,
    enemyDiscardsAtCombatStart: null,
    // The Blood Obelisk also works right after a Siege of the town (ruling FX42).
    afterSiege: 'special1',
  },
};
