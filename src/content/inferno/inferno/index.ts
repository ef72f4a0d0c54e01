/** The Inferno pack: everything the Inferno faction of the Inferno box brings (docs/content.md, docs/factions.md). */
import type { FactionPack } from '../../../model';
import { INFERNO_UNITS, INFERNO_UNIT_ABILITIES } from './units';
import { INFERNO_BUILDINGS, INFERNO_BUILDING_ABILITIES } from './town';
import { INFERNO_HEROES, INFERNO_SPECIALTIES, INFERNO_SPECIALTY_PLAYS } from './heroes';

/** The Inferno faction of the Inferno box. */
export const INFERNO: FactionPack = {
  id: 'inferno',
  name: 'Inferno',
  box: 'inferno',
  units: INFERNO_UNITS,
  unitAbilities: INFERNO_UNIT_ABILITIES,
  buildings: INFERNO_BUILDINGS,
  buildingAbilities: INFERNO_BUILDING_ABILITIES,
  heroes: INFERNO_HEROES,
  cards: INFERNO_SPECIALTIES,
  plays: INFERNO_SPECIALTY_PLAYS,
  rules: {
    // The Spell Book token: 5 gold (the town board's Mage Guild).
    spellBookCost: 5,
    ignoresMorale: false,
    enemyDiscardsAtCombatStart: null,
    afterSiege: null,
    // Brimstone Stormclouds' cubes are spent for Power (ruling IN15).
    townCubes: 'power',
  },
};
