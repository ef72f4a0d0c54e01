/**
 * The library's own Clash scenarios on the core tiles alone, for 1, 2 and 3 players (the official Mission Book is
 * not public). Each is a ScenarioDef like any other: a user may copy one and change it (`loadScenario`).
 */
import type { MapLayout, ScenarioDef } from '../../model';
import { FAR, FAR_OTHER, FAR_WITH_SETTLEMENT, NEAR_OTHER, NEAR_WITH_OBELISK } from './tileSets';

/** The black cubes of the locations a timed event may refresh in the engine's scenarios. */
const REFRESHED = ['windmill', 'water-wheel', 'mystical-garden'];

/**
 * The Obelisk Trail: the Starting tile with three Far tiles around it; beyond each Far tile, two tiles away from the
 * town, a Near tile with an Obelisk; between them another Near tile and the Dragon Utopia's Center tile. One Far tile
 * in the supply.
 */
const OBELISK_TRAIL_MAP: MapLayout = {
  tiles: [
    { q: 0, r: 0, start: 0 },
    { q: 2, r: -3, pool: 'far' },
    { q: 3, r: -1, pool: 'far' },
    { q: 1, r: 2, pool: 'far' },
    { q: 4, r: -6, pool: 'nearObelisk' },
    { q: 6, r: -2, pool: 'nearObelisk' },
    { q: 2, r: 4, pool: 'nearObelisk' },
    { q: 4, r: 1, pool: 'near' },
    { q: 5, r: -4, pool: 'center' },
  ],
  pools: { far: [...FAR], nearObelisk: [...NEAR_WITH_OBELISK], near: [...NEAR_OTHER], center: ['C1'] },
  supply: { pool: 'far', count: 1 },
};

/**
 * Border War: each player's Starting tile at an end, with three Far tiles (one with a Settlement); a Near tile with an
 * Obelisk on each side of the Center tile, and two more Near tiles on its flanks. One Far tile in each supply.
 */
const BORDER_WAR_MAP: MapLayout = {
  tiles: [
    { q: -8, r: 5, start: 0 },
    { q: -6, r: 2, pool: 'farSettlement' },
    { q: -7, r: 7, pool: 'far' },
    { q: -5, r: 4, pool: 'far' },
    { q: 8, r: -5, start: 1 },
    { q: 6, r: -2, pool: 'farSettlement' },
    { q: 7, r: -7, pool: 'far' },
    { q: 5, r: -4, pool: 'far' },
    { q: -3, r: 1, pool: 'nearObelisk' },
    { q: 3, r: -1, pool: 'nearObelisk' },
    { q: -1, r: -2, pool: 'near' },
    { q: 1, r: 2, pool: 'near' },
    { q: 0, r: 0, pool: 'center' },
  ],
  pools: {
    farSettlement: [...FAR_WITH_SETTLEMENT], far: [...FAR_OTHER], nearObelisk: [...NEAR_WITH_OBELISK], near: [...NEAR_OTHER], center: ['C1', 'C2'],
  },
  supply: { pool: 'far', count: 1 },
};

/**
 * Three Crowns: every Near tile around the Center tile, Obelisks and the others in turn; beyond each Obelisk a
 * player's kingdom — two Far tiles (one with a Settlement) and the Starting tile. The three kingdoms are alike, a
 * third of a turn apart. One Far tile in each supply: every Far and Near tile of the box is used.
 */
export const THREE_CROWNS_MAP: MapLayout = {
  tiles: [
    { q: 0, r: 0, pool: 'center' },
    { q: 7, r: 0, start: 0 },
    { q: 4, r: 1, pool: 'farSettlement' },
    { q: 6, r: -2, pool: 'far' },
    { q: 3, r: -1, pool: 'nearObelisk' },
    { q: 1, r: 2, pool: 'near' },
    { q: -7, r: 7, start: 1 },
    { q: -5, r: 4, pool: 'farSettlement' },
    { q: -4, r: 6, pool: 'far' },
    { q: -2, r: 3, pool: 'nearObelisk' },
    { q: -3, r: 1, pool: 'near' },
    { q: 0, r: -7, start: 2 },
    { q: 1, r: -5, pool: 'farSettlement' },
    { q: -2, r: -4, pool: 'far' },
    { q: -1, r: -2, pool: 'nearObelisk' },
    { q: 2, r: -3, pool: 'near' },
  ],
  pools: {
    farSettlement: [...FAR_WITH_SETTLEMENT], far: [...FAR_OTHER], nearObelisk: [...NEAR_WITH_OBELISK], near: [...NEAR_OTHER], center: ['C1', 'C2'],
  },
  supply: { pool: 'far', count: 1 },
};

/** The Obelisk Trail (1 player), Border War (2 players), Three Crowns (3 players). */
export const ENGINE_SCENARIOS: readonly ScenarioDef[] = [
  {
    id: 'obelisk-trail',
    name: 'The Obelisk Trail',
    source: 'homm3bg-engine',
    mode: 'clash',
    players: { min: 1, max: 1 },
    rounds: 10,
    startingResources: { gold: 15, buildingMaterials: 3, valuables: 1 },
    startingIncome: { gold: 10, buildingMaterials: 1, valuables: 0 },
    startingUnits: [
      { pick: 'cheapest', tier: 'bronze', side: 'pack' },
      { pick: 'mostExpensive', tier: 'bronze', side: 'few' },
    ],
    prebuilt: ['bronzeDwelling', 'cityHall'],
    map: OBELISK_TRAIL_MAP,
    victory: [
      { condition: { kind: 'flag', location: 'obelisk', count: 'all' }, when: 'immediately' },
      { condition: { kind: 'flag', location: 'dragon-utopia', count: 1 }, when: 'immediately' },
    ],
    defeat: [],
    timeout: 'allLose',
    events: [
      { rounds: [3, 7], seats: 'all', refresh: [], effects: [{ op: 'gainMovement', amount: 1 }], text: 'A guide knows a shortcut: you gain 1 movement point.' },
      { rounds: [5, 9], seats: 'all', refresh: [...REFRESHED], effects: [], text: 'The black cubes come off every Windmill, Water Wheel and Mystical Garden.' },
    ],
    rules: {
      visits: { obelisk: [{ op: 'gainExperience', amount: 1 }, { op: 'visitorGainsMovement', amount: 1 }] },
      resourceRound: [],
      text: ['Flagging an Obelisk: gain 1 experience, and the visiting hero gains 1 movement point.'],
    },
    objectives:
      'Flag all three Obelisks, or flag the Dragon Utopia by beating its guards. If you have done neither by the end of round 10, you lose.',
  },
  {
    id: 'border-war',
    name: 'Border War',
    source: 'homm3bg-engine',
    mode: 'clash',
    players: { min: 2, max: 2 },
    rounds: 12,
    startingResources: { gold: 15, buildingMaterials: 4, valuables: 1 },
    startingIncome: { gold: 10, buildingMaterials: 2, valuables: 0 },
    startingUnits: [
      { pick: 'cheapest', tier: 'bronze', side: 'pack' },
      { pick: 'mostExpensive', tier: 'bronze', side: 'few' },
    ],
    prebuilt: ['bronzeDwelling', 'citadel'],
    map: BORDER_WAR_MAP,
    victory: [
      { condition: { kind: 'captureTowns' }, when: 'immediately' },
      { condition: { kind: 'victoryPoints', points: 15 }, when: 'roundEnd' },
    ],
    defeat: [],
    timeout: 'victoryPoints',
    events: [
      { rounds: [2], seats: [1], refresh: [], effects: [{ op: 'gainMovement', amount: 1 }], text: 'The second player gains 1 movement point.' },
      { rounds: [4, 8], seats: 'all', refresh: [...REFRESHED], effects: [], text: 'The black cubes come off every Windmill, Water Wheel and Mystical Garden.' },
      { rounds: [6, 10], seats: 'all', refresh: [], effects: [{ op: 'gainResources', resources: { gold: 5 } }], text: 'War taxes: every player gains 5 Gold.' },
    ],
    rules: {
      visits: {
        obelisk: [{ op: 'choose', optional: false, options: [
          { key: 'experience', effects: [{ op: 'gainExperience', amount: 1 }] },
          { key: 'morale', effects: [{ op: 'gainMorale' }] },
        ] }],
      },
      resourceRound: [],
      text: ['Flagging an Obelisk: gain 1 experience or positive morale.'],
    },
    objectives:
      'Take control of the enemy Town to win at once. Otherwise the first player to end a round with 15 Victory Points wins; after round 12, the most Victory Points win.',
  },
  {
    id: 'three-crowns',
    name: 'Three Crowns',
    source: 'homm3bg-engine',
    mode: 'clash',
    players: { min: 3, max: 3 },
    rounds: 12,
    startingResources: { gold: 20, buildingMaterials: 3, valuables: 1 },
    startingIncome: { gold: 10, buildingMaterials: 1, valuables: 1 },
    startingUnits: [
      { pick: 'cheapest', tier: 'bronze', side: 'pack' },
      { pick: 'cheapest', tier: 'bronze', side: 'few' },
    ],
    prebuilt: ['bronzeDwelling'],
    map: THREE_CROWNS_MAP,
    victory: [
      { condition: { kind: 'captureTowns' }, when: 'immediately' },
      { condition: { kind: 'victoryPoints', points: 16 }, when: 'roundEnd' },
    ],
    defeat: [],
    timeout: 'victoryPoints',
    events: [
      { rounds: [2], seats: [1, 2], refresh: [], effects: [{ op: 'gainMovement', amount: 1 }], text: 'The second and third players gain 1 movement point.' },
      { rounds: [5, 9], seats: 'all', refresh: [...REFRESHED], effects: [], text: 'The black cubes come off every Windmill, Water Wheel and Mystical Garden.' },
      { rounds: [7], seats: 'all', refresh: [], effects: [{ op: 'rollResourceDice', count: 1, keep: 'all' }], text: 'Tribute of the crowns: every player throws a Resource Die.' },
    ],
    rules: {
      visits: {
        obelisk: [{ op: 'choose', optional: false, options: [
          { key: 'treasure', effects: [{ op: 'rollTreasureDice', count: 1, keep: 'all' }] },
          { key: 'movement', effects: [{ op: 'visitorGainsMovement', amount: 1 }] },
        ] }],
      },
      resourceRound: [],
      text: ['Flagging an Obelisk: throw a Treasure Die, or the visiting hero gains 1 movement point.'],
    },
    objectives:
      'Take control of both enemy Towns, or hold a Faction Cube of each enemy, to win at once. Otherwise the first player to end a round with 16 Victory Points wins; after round 12, the most Victory Points win.',
  },
];
