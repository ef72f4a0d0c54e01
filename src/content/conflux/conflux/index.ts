/** The Conflux pack: everything the Conflux faction of the Conflux box brings (docs/content.md, docs/factions.md). */
import type { FactionPack } from '../../../model';
import { CONFLUX_UNITS, CONFLUX_UNIT_ABILITIES } from './units';
import { CONFLUX_BUILDINGS, CONFLUX_BUILDING_ABILITIES } from './town';
import { CONFLUX_HEROES, CONFLUX_SPECIALTIES, CONFLUX_SPECIALTY_PLAYS } from './heroes';

/** The Conflux faction of the Conflux box. */
export const CONFLUX: FactionPack = {
  id: 'conflux',
  name: 'Conflux',
  box: 'conflux',
  units: CONFLUX_UNITS,
  unitAbilities: CONFLUX_UNIT_ABILITIES,
  buildings: CONFLUX_BUILDINGS,
  buildingAbilities: CONFLUX_BUILDING_ABILITIES,
  heroes: CONFLUX_HEROES,
  cards: CONFLUX_SPECIALTIES,
  plays: CONFLUX_SPECIALTY_PLAYS,
  rules: {
    // The Spell Book token: 5 gold (the town board's Mage Guild).
    spellBookCost: 5,
    ignoresMorale: false,
    enemyDiscardsAtCombatStart: null,
    afterSiege: null,
  },
};
