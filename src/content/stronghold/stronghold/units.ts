/** The Stronghold units (Few and Pack sides, printed values; ability texts in the library's words) and their abilities. */
import type { FactionUnitDef, UnitAbilitiesBySide, UnitAbility } from '../../../model';
import { res } from '../../kit/units';
import {
  ATTACK_AGAIN, ATTACK_AGAIN_TEXT, ATTACK_TOKEN_2, ATTACK_TOKEN_TEXT, CORRODE, CORRODE_TEXT, SIEGE_BREAKER, SIEGE_BREAKER_TEXT, THUNDER, THUNDER_TEXT,
} from '../abilities';

/** Ogres Few: a +1 Attack token (ruling SH3). */
const ATTACK_TOKEN_1: UnitAbility = { kind: 'placeAttackToken', amount: 1 };
/** Cyclopes Few: a Wall or the Gate, not the Arrow Tower (ruling SH6). */
const WALL_BREAKER: UnitAbility = { kind: 'destroyObstacle', arrowTower: false };
/** Behemoths Few: 1 Defense less for the target, no token (ruling SH7). */
const CRUSH: UnitAbility = { kind: 'lowerTargetDefense', amount: 1, corrosion: false };

/** The 7 Stronghold units, bronze → silver → gold; recruitment is the Few card's cost, reinforcement the Pack card's. */
export const STRONGHOLD_UNITS: readonly FactionUnitDef[] = [
  {
    id: 'stronghold.goblins',
    name: 'Goblins',
    faction: 'stronghold',
    tier: 'bronze',
    few: { type: 'ground', attack: 1, defense: 0, hp: 4, initiative: 6, ability: null },
    pack: { type: 'ground', attack: 2, defense: 0, hp: 4, initiative: 7, ability: null },
    recruitCost: res(1),
    reinforceCost: res(2),
  },
  {
    id: 'stronghold.wolf-raiders',
    name: 'Wolf Raiders',
    faction: 'stronghold',
    tier: 'bronze',
    few: { type: 'ground', attack: 2, defense: 0, hp: 3, initiative: 7, ability: null },
    pack: { type: 'ground', attack: 2, defense: 0, hp: 4, initiative: 8, ability: { timing: 'attack', text: ATTACK_AGAIN_TEXT } },
    recruitCost: res(3),
    reinforceCost: res(5),
  },
  {
    id: 'stronghold.orcs',
    name: 'Orcs',
    faction: 'stronghold',
    tier: 'bronze',
    few: { type: 'ranged', attack: 2, defense: 1, hp: 4, initiative: 4, ability: null },
    pack: { type: 'ranged', attack: 3, defense: 1, hp: 5, initiative: 5, ability: null },
    recruitCost: res(4),
    reinforceCost: res(7),
  },
  {
    id: 'stronghold.ogres',
    name: 'Ogres',
    faction: 'stronghold',
    tier: 'silver',
    few: { type: 'ground', attack: 3, defense: 2, hp: 4, initiative: 4, ability: { timing: 'other', text: ATTACK_TOKEN_TEXT(1) } },
    pack: { type: 'ground', attack: 3, defense: 2, hp: 6, initiative: 5, ability: { timing: 'other', text: ATTACK_TOKEN_TEXT(2) } },
    recruitCost: res(6),
    reinforceCost: res(8),
  },
  {
    id: 'stronghold.thunderbirds',
    name: 'Thunderbirds',
    faction: 'stronghold',
    tier: 'silver',
    few: { type: 'flying', attack: 4, defense: 1, hp: 5, initiative: 9, ability: null },
    pack: { type: 'flying', attack: 4, defense: 1, hp: 6, initiative: 11, ability: { timing: 'passive', text: THUNDER_TEXT } },
    recruitCost: res(8),
    reinforceCost: res(14),
  },
  {
    id: 'stronghold.cyclopes',
    name: 'Cyclopes',
    faction: 'stronghold',
    tier: 'gold',
    few: { type: 'ranged', attack: 5, defense: 0, hp: 6, initiative: 6, ability: { timing: 'other', text: 'Instead of moving and attacking: destroy a Wall or the Gate.' } },
    pack: { type: 'ranged', attack: 5, defense: 1, hp: 7, initiative: 8, ability: { timing: 'other', text: SIEGE_BREAKER_TEXT } },
    recruitCost: res(13),
    reinforceCost: res(17, 0, 1),
  },
  {
    id: 'stronghold.behemoths',
    name: 'Behemoths',
    faction: 'stronghold',
    tier: 'gold',
    few: { type: 'ground', attack: 6, defense: 2, hp: 9, initiative: 6, ability: { timing: 'attack', text: "The target's Defense is lowered by 1 (to no less than 0)." } },
    pack: { type: 'ground', attack: 7, defense: 2, hp: 10, initiative: 9, ability: { timing: 'attack', text: CORRODE_TEXT } },
    recruitCost: res(19, 0, 1),
    reinforceCost: res(29, 0, 2),
  },
];

/** Their abilities by unit id and printed side; units and sides without one have no entry. */
export const STRONGHOLD_UNIT_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'stronghold.wolf-raiders': { pack: [ATTACK_AGAIN] },
  'stronghold.ogres': { few: [ATTACK_TOKEN_1], pack: [ATTACK_TOKEN_2] },
  'stronghold.thunderbirds': { pack: [THUNDER] },
  'stronghold.cyclopes': { few: [WALL_BREAKER], pack: [SIEGE_BREAKER] },
  'stronghold.behemoths': { few: [CRUSH], pack: [CORRODE] },
};
