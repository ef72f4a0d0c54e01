/**
 * The Cove box's common pack (Factions Expansions, p. 61–65): the Cove units' neutral cards (neutral.ts), the Statistic
 * copies its heroes need (statistics.ts), the Cannon War Machine (machines.ts), the Starting tile S9 (startingTile.ts)
 * and, until the deck cards part brings the card, a stand-in for Zilare's starting Ability Interference
 * (interferenceStandIn.ts). In a game only when `expansions` names 'cove'; its faction is the pack in cove/.
 * Sea tiles, sea fields, Whirlpools and naval battles are out of scope (docs/expansions.md).
 */
import type { CommonPack } from '../../model';
import { COVE_NEUTRAL_ABILITIES, COVE_NEUTRAL_UNITS } from './neutral';
import { COVE_STARTING_TILE } from './startingTile';
import { COVE_STATISTIC_COPIES } from './statistics';
import { COVE_WAR_MACHINES } from './machines';
import { INTERFERENCE_STAND_IN, INTERFERENCE_STAND_IN_PLAYS } from './interferenceStandIn';

/** The Cove box's shared content. */
export const COVE_BOX: CommonPack = {
  id: 'cove',
  box: 'cove',
  cards: [...INTERFERENCE_STAND_IN],
  plays: { ...INTERFERENCE_STAND_IN_PLAYS },
  neutralUnits: COVE_NEUTRAL_UNITS,
  unitAbilities: { ...COVE_NEUTRAL_ABILITIES },
  scenarios: [],
  tiles: [COVE_STARTING_TILE],
  locations: [],
  astrologers: [],
  aiCards: [],
  extraCopies: { ...COVE_STATISTIC_COPIES },
  events: [],
  heroes: [],
  heroSpecialties: [],
  warMachines: COVE_WAR_MACHINES,
};
