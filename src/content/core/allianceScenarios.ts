/**
 * The library's own Alliance scenarios (Game Modes: Alliance, p. 6). The core box has three factions: The Lone Crown
 * sets two allies against one player; Four Banners, a 2 vs 2, is valid data that needs a fourth faction (an
 * expansion's), so it is not among the shipped scenarios and `createGame` refuses it until one is registered.
 */
import type { MapLayout, ScenarioDef } from '../../model';
import { FAR, NEAR } from './tileSets';
import { THREE_CROWNS_MAP } from './engineScenarios';

/** The black cubes of the locations a timed event may refresh. */
const REFRESHED = ['windmill', 'water-wheel', 'mystical-garden'];

/** The Obelisk of the engine's scenarios for three or more: a Treasure Die, or 1 movement point for the visitor. */
const OBELISK_CHOICE: ScenarioDef['rules'] = {
  visits: {
    obelisk: [{ op: 'choose', optional: false, options: [
      { key: 'treasure', effects: [{ op: 'rollTreasureDice', count: 1, keep: 'all' }] },
      { key: 'movement', effects: [{ op: 'visitorGainsMovement', amount: 1 }] },
    ] }],
  },
  resourceRound: [],
  text: ['Flagging an Obelisk: throw a Treasure Die, or the visiting hero gains 1 movement point.'],
};

/**
 * The Lone Crown (3 players): the players in seats 1 and 3 are allies against the player in seat 2. The map is Three
 * Crowns': three kingdoms alike around the Center tile. The lone player holds out with a war chest (10 Gold on round
 * 1: a Secondary Hero at once), a tribute each Resource round and a forced march now and then; both sides' Towns
 * start with a Citadel. The allies win by taking the lone Town; the lone player must take both of theirs; after round
 * 12 nobody has won (docs/scenarios.md says why).
 */
const LONE_CROWN: ScenarioDef = {
  id: 'lone-crown',
  name: 'The Lone Crown',
  source: 'homm3bg-engine',
  mode: 'alliance',
  players: { min: 3, max: 3 },
  teams: [[0, 2], [1]],
  rounds: 12,
  startingResources: { gold: 20, buildingMaterials: 3, valuables: 1 },
  startingIncome: { gold: 10, buildingMaterials: 1, valuables: 1 },
  startingUnits: [
    { pick: 'cheapest', tier: 'bronze', side: 'pack' },
    { pick: 'cheapest', tier: 'bronze', side: 'few' },
  ],
  prebuilt: ['bronzeDwelling', 'citadel'],
  map: THREE_CROWNS_MAP,
  victory: [{ condition: { kind: 'captureTowns' }, when: 'immediately' }],
  defeat: [],
  timeout: 'draw',
  events: [
    { rounds: [1], seats: [1], refresh: [], effects: [{ op: 'gainResources', resources: { gold: 10 } }], text: 'The lone kingdom opens its war chest: the second player gains 10 Gold.' },
    { rounds: [2, 6, 10], seats: [1], refresh: [], effects: [{ op: 'gainMovement', amount: 1 }], text: 'A forced march: the second player gains 1 movement point.' },
    { rounds: [3, 5, 7, 9, 11], seats: [1], refresh: [], effects: [{ op: 'gainResources', resources: { gold: 5, buildingMaterials: 1 } }], text: 'Tribute to the lone crown: the second player gains 5 Gold and 1 Building Material.' },
    { rounds: [5, 9], seats: 'all', refresh: [...REFRESHED], effects: [], text: 'The black cubes come off every Windmill, Water Wheel and Mystical Garden.' },
  ],
  rules: OBELISK_CHOICE,
  objectives:
    'The first and third players are allies: they win together by taking control of the second player\'s Town. The second player wins by taking control of both their Towns. Eliminating every enemy wins too. After round 12, nobody has won.',
};

/**
 * Four Banners' map: a kingdom (the Starting tile and two Far tiles) beyond each of four Near tiles around the
 * Center tile; allies sit across from each other.
 */
const FOUR_BANNERS_MAP: MapLayout = {
  tiles: [
    { q: 0, r: 0, pool: 'center' },
    { q: 6, r: -2, start: 0 },
    { q: 9, r: -3, pool: 'far' },
    { q: 8, r: -5, pool: 'far' },
    { q: 3, r: -1, pool: 'near' },
    { q: 2, r: 4, start: 1 },
    { q: 3, r: 6, pool: 'far' },
    { q: 0, r: 7, pool: 'far' },
    { q: 1, r: 2, pool: 'near' },
    { q: -6, r: 2, start: 2 },
    { q: -9, r: 3, pool: 'far' },
    { q: -8, r: 5, pool: 'far' },
    { q: -3, r: 1, pool: 'near' },
    { q: -2, r: -4, start: 3 },
    { q: -3, r: -6, pool: 'far' },
    { q: 0, r: -7, pool: 'far' },
    { q: -1, r: -2, pool: 'near' },
  ],
  pools: { far: [...FAR], near: [...NEAR], center: ['C1', 'C2'] },
  supply: null,
};

/**
 * Four Banners (4 players, 2 vs 2): seats 1 and 3 against seats 2 and 4. Valid data — `loadScenario` accepts it —
 * but the core box has three factions: `createGame` refuses it, naming what is missing, until an expansion's faction
 * is registered (issue #12).
 */
export const FOUR_BANNERS: ScenarioDef = {
  id: 'four-banners',
  name: 'Four Banners',
  source: 'homm3bg-engine',
  mode: 'alliance',
  players: { min: 4, max: 4 },
  teams: [[0, 2], [1, 3]],
  rounds: 12,
  startingResources: { gold: 15, buildingMaterials: 3, valuables: 1 },
  startingIncome: { gold: 10, buildingMaterials: 1, valuables: 0 },
  startingUnits: [
    { pick: 'cheapest', tier: 'bronze', side: 'pack' },
    { pick: 'mostExpensive', tier: 'bronze', side: 'few' },
  ],
  prebuilt: ['bronzeDwelling'],
  map: FOUR_BANNERS_MAP,
  victory: [
    { condition: { kind: 'captureTowns' }, when: 'immediately' },
    { condition: { kind: 'victoryPoints', points: 16 }, when: 'roundEnd' },
  ],
  defeat: [],
  timeout: 'victoryPoints',
  events: [
    { rounds: [4, 8], seats: 'all', refresh: [...REFRESHED], effects: [], text: 'The black cubes come off every Windmill, Water Wheel and Mystical Garden.' },
  ],
  rules: OBELISK_CHOICE,
  objectives:
    'Take control of both enemy Towns to win with your ally at once, or end a round with a player of your team at 16 Victory Points. After round 12 the team with the most Victory Points together wins.',
};

/** The shipped Alliance scenarios the core box plays. */
export const ALLIANCE_SCENARIOS: readonly ScenarioDef[] = [LONE_CROWN];
