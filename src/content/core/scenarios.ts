/**
 * Scenario setup facts. The official Mission Book is not public; these come from the MIT-licensed fan
 * mission book (qwrtln/Homm3BG-mission-book). Their maps are the library's own layouts of the core tiles after the missions' tile lists (docs/map.md).
 */
import type { MapLayout, ScenarioDef } from '../../model';

/** The core box's tiles by kind, and the Far and Near tiles with a Settlement or an Obelisk. */
const FAR_WITH_SETTLEMENT = ['F1', 'F2', 'F3'];
const FAR_OTHER = ['F4', 'F5', 'F6', 'F7', 'F8', 'F9'];
const NEAR_WITH_OBELISK = ['N3', 'N4', 'N5'];
const NEAR_OTHER = ['N1', 'N2', 'N6'];

/**
 * Chain Link: each player's Starting tile with two Far tiles beside it (one with a Settlement), four Near tiles
 * around the Center (two with an Obelisk, placed so that no Obelisk touches a Settlement's tile) and the Grail's
 * Center tile. The mission asks for Near tiles with a Settlement, which the core box does not have: those two
 * positions take the other Near tiles.
 */
const CHAIN_LINK_MAP: MapLayout = {
  tiles: [
    { q: -6, r: 2, start: 0 },
    { q: 6, r: -2, start: 1 },
    { q: -4, r: -1, pool: 'far' },
    { q: -5, r: 4, pool: 'farSettlement' },
    { q: 5, r: -4, pool: 'farSettlement' },
    { q: 4, r: 1, pool: 'far' },
    { q: -1, r: -2, pool: 'nearObelisk' },
    { q: 1, r: 2, pool: 'nearObelisk' },
    { q: 2, r: -3, pool: 'near' },
    { q: -2, r: 3, pool: 'near' },
    { q: 0, r: 0, pool: 'center' },
  ],
  pools: { far: FAR_OTHER, farSettlement: FAR_WITH_SETTLEMENT, nearObelisk: NEAR_WITH_OBELISK, near: NEAR_OTHER, center: ['C2'] },
  supply: null,
};

/**
 * The Hunt: an arm for each player from the Center tile — a Near tile, a Far tile, the Starting tile — and one Far
 * tile in each player's own supply.
 */
const THE_HUNT_MAP: MapLayout = {
  tiles: [
    { q: 0, r: 0, pool: 'center' },
    { q: 3, r: -1, pool: 'near' },
    { q: 6, r: -2, pool: 'far' },
    { q: 9, r: -3, start: 0 },
    { q: -3, r: 1, pool: 'near' },
    { q: -6, r: 2, pool: 'far' },
    { q: -9, r: 3, start: 1 },
    { q: -1, r: -2, pool: 'near', players: 3 },
    { q: -2, r: -4, pool: 'far', players: 3 },
    { q: -3, r: -6, start: 2, players: 3 },
  ],
  pools: { center: ['C1', 'C2'], near: [...NEAR_WITH_OBELISK, ...NEAR_OTHER], far: [...FAR_WITH_SETTLEMENT, ...FAR_OTHER] },
  supply: { pool: 'far', count: 1 },
};

/**
 * Sentinels: the two Starting tiles side by side, four Far tiles around them, four Near tiles with an Obelisk
 * beyond (the core box has three: the fourth position takes another Near tile), and a Far tile in each player's
 * supply (the mission also gives each a Near tile, which the rules let no player place: p. 17 places Far tiles).
 */
const SENTINELS_MAP: MapLayout = {
  tiles: [
    { q: 0, r: 0, start: 0 },
    { q: 3, r: -1, start: 1 },
    { q: -3, r: 1, pool: 'far' },
    { q: 6, r: -2, pool: 'far' },
    { q: 1, r: 2, pool: 'far' },
    { q: 2, r: -3, pool: 'far' },
    { q: -1, r: -2, pool: 'nearObelisk' },
    { q: 4, r: 1, pool: 'nearObelisk' },
    { q: -4, r: -1, pool: 'nearObelisk' },
    { q: 5, r: -4, pool: 'near' },
  ],
  pools: { far: [...FAR_WITH_SETTLEMENT, ...FAR_OTHER], nearObelisk: NEAR_WITH_OBELISK, near: NEAR_OTHER },
  supply: { pool: 'far', count: 1 },
};

/** The core box's scenarios (Clash and Cooperative). */
export const CORE_SCENARIOS: readonly ScenarioDef[] = [
  {
    id: 'chain-link',
    name: 'Chain Link',
    source: 'Fan mission book 1.2, Clash',
    players: { min: 2, max: 2 },
    rounds: 12,
    startingResources: { gold: 20, buildingMaterials: 6, valuables: 1 },
    startingIncome: { gold: 10, buildingMaterials: 0, valuables: 0 },
    startingUnits: [
      { pick: 'cheapest', tier: 'bronze', side: 'pack' },
      { pick: 'mostExpensive', tier: 'bronze', side: 'few' },
    ],
    prebuilt: ['bronzeDwelling'],
    map: CHAIN_LINK_MAP,
  },
  {
    id: 'the-hunt',
    name: 'The Hunt',
    source: 'Fan mission book 1.2, Clash',
    players: { min: 2, max: 3 },
    rounds: 14,
    startingResources: { gold: 15, buildingMaterials: 4, valuables: 2 },
    startingIncome: { gold: 10, buildingMaterials: 2, valuables: 1 },
    startingUnits: [
      { pick: 'cheapest', tier: 'bronze', side: 'pack' },
      { pick: 'mostExpensive', tier: 'bronze', side: 'few' },
    ],
    prebuilt: ['bronzeDwelling', 'cityHall'],
    map: THE_HUNT_MAP,
  },
  {
    id: 'sentinels',
    name: 'Sentinels',
    source: 'Fan mission book 1.2, Cooperative',
    players: { min: 2, max: 2 },
    rounds: 12,
    startingResources: { gold: 10, buildingMaterials: 2, valuables: 1 },
    startingIncome: { gold: 10, buildingMaterials: 2, valuables: 1 },
    startingUnits: [
      { pick: 'cheapest', tier: 'bronze', side: 'pack' },
      { pick: 'mostExpensive', tier: 'bronze', side: 'few' },
    ],
    prebuilt: ['bronzeDwelling', 'citadel'],
    map: SENTINELS_MAP,
  },
];
