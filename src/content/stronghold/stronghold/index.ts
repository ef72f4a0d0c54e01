/** The Stronghold pack: everything the Stronghold faction of the Stronghold box brings (docs/content.md, docs/factions.md). */
import type { FactionPack } from '../../../model';
import { STRONGHOLD_UNITS, STRONGHOLD_UNIT_ABILITIES } from './units';
import { STRONGHOLD_BUILDINGS, STRONGHOLD_BUILDING_ABILITIES } from './town';
import { STRONGHOLD_HEROES, STRONGHOLD_SPECIALTIES, STRONGHOLD_SPECIALTY_PLAYS } from './heroes';

/** The Stronghold faction of the Stronghold box. */
export const STRONGHOLD: FactionPack = {
  id: 'stronghold',
  name: 'Stronghold',
  box: 'stronghold',
  units: STRONGHOLD_UNITS,
  unitAbilities: STRONGHOLD_UNIT_ABILITIES,
  buildings: STRONGHOLD_BUILDINGS,
  buildingAbilities: STRONGHOLD_BUILDING_ABILITIES,
  heroes: STRONGHOLD_HEROES,
  cards: STRONGHOLD_SPECIALTIES,
  plays: STRONGHOLD_SPECIALTY_PLAYS,
  rules: {
    // The Spell Book token: 6 gold (the town board's Mage Guild).
    spellBookCost: 6,
    ignoresMorale: false,
    enemyDiscardsAtCombatStart: null,
    afterSiege: null,
    // Hall of Valhalla: its cube gives +1 Attack only (ruling SH11).
    townCubes: 'attack',
    // Freelancer's Guild: gold for wins against Neutral Units, and any resource as gold for units (SH12, SH13).
    freelancers: 'special2',
  },
};
