/**
 * The registered packs, one line each. Their order is the order of every list the registry builds (units, heroes,
 * buildings, cards), which instance ids, shuffles and listings follow: a new pack goes at the end of its list.
 */
import type { CommonPack, FactionPack } from '../model';
import { CORE } from './core';
import { CASTLE } from './core/castle';
import { DUNGEON } from './core/dungeon';
import { NECROPOLIS } from './core/necropolis';
import { FORTRESS_BOX } from './fortress';
import { FORTRESS } from './fortress/fortress';
import { RAMPART_BOX } from './rampart';
import { RAMPART } from './rampart/rampart';
import { INFERNO_BOX } from './inferno';
import { INFERNO } from './inferno/inferno';
import { TOWER_BOX } from './tower';
import { TOWER } from './tower/tower';
import { STRONGHOLD_BOX } from './stronghold';
import { STRONGHOLD } from './stronghold/stronghold';
import { CONFLUX_BOX } from './conflux';
import { CONFLUX } from './conflux/conflux';
import { COVE_BOX } from './cove';
import { COVE } from './cove/cove';

/** The shared content of each box: deck cards, neutral units, scenarios. */
export const COMMON_PACKS: readonly CommonPack[] = [
  CORE,
  FORTRESS_BOX,
  RAMPART_BOX,
  INFERNO_BOX,
  TOWER_BOX,
  STRONGHOLD_BOX,
  CONFLUX_BOX,
  COVE_BOX,
];

/** The factions. */
export const FACTION_PACKS: readonly FactionPack[] = [
  CASTLE,
  DUNGEON,
  NECROPOLIS,
  FORTRESS,
  RAMPART,
  INFERNO,
  TOWER,
  STRONGHOLD,
  CONFLUX,
  COVE,
];
