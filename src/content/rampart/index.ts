/**
 * The Rampart box's common pack (Factions Expansions, p. 61–65): what it adds for every player — its War Machines,
 * the Abilities Artillery and First Aid, and the map. Its faction is the pack in `rampart/rampart/`. In a game only
 * when `expansions` names 'rampart' (docs/expansions.md, docs/war-machines.md).
 */
import type { CommonPack } from '../../model';
import { RAMPART_ABILITY_CARDS, RAMPART_ABILITY_PLAYS } from './abilities';
import { RAMPART_TILES } from './tiles';
import { RAMPART_WAR_MACHINES, WAR_MACHINE_FACTORY } from './machines';

/** The Rampart box's shared content. */
export const RAMPART_BOX: CommonPack = {
  id: 'rampart',
  box: 'rampart',
  cards: [...RAMPART_ABILITY_CARDS],
  plays: { ...RAMPART_ABILITY_PLAYS },
  neutralUnits: [],
  unitAbilities: {},
  scenarios: [],
  tiles: RAMPART_TILES,
  locations: [WAR_MACHINE_FACTORY],
  astrologers: [],
  aiCards: [],
  extraCopies: {},
  events: [],
  warMachines: RAMPART_WAR_MACHINES,
};
