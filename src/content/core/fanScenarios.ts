/**
 * More fan missions the core box plays (the MIT-licensed fan mission book, qwrtln/Homm3BG-mission-book): their facts
 * in the library's data and words, on the library's own layouts of the core tiles after the missions' maps. What
 * each leaves out, and why the other fan missions are not here, is in docs/scenarios.md.
 */
import type { MapLayout, ScenarioDef } from '../../model';
import { FAR, NEAR } from './tileSets';
import { SENTINELS } from './sentinels';

/**
 * Force of Will: an arm for each player from the Dragon Utopia's Center tile — a Near tile beside it, the Starting
 * tile beyond, a Far tile touching both — and one Far tile in each player's supply. The third arm is laid with three
 * players.
 */
const FORCE_OF_WILL_MAP: MapLayout = {
  tiles: [
    { q: 0, r: 0, pool: 'center' },
    { q: 3, r: -1, pool: 'near' },
    { q: 6, r: -2, start: 0 },
    { q: 5, r: -4, pool: 'far' },
    { q: -2, r: 3, pool: 'near' },
    { q: -4, r: 6, start: 1 },
    { q: -1, r: 5, pool: 'far' },
    { q: -1, r: -2, pool: 'near', players: 3 },
    { q: -2, r: -4, start: 2, players: 3 },
    { q: -4, r: -1, pool: 'far', players: 3 },
  ],
  pools: { center: ['C1'], near: [...NEAR], far: [...FAR] },
  supply: { pool: 'far', count: 1 },
};

/** Emerald Island: each player's Starting tile with four Far tiles around it; the second player's beside the first's. */
const EMERALD_ISLAND_MAP: MapLayout = {
  tiles: [
    { q: 0, r: 0, start: 0 },
    { q: -2, r: 3, pool: 'far' },
    { q: -3, r: 1, pool: 'far' },
    { q: -1, r: -2, pool: 'far' },
    { q: 1, r: 2, pool: 'far' },
    { q: 3, r: -1, start: 1, players: 2 },
    { q: 5, r: -4, pool: 'far', players: 2 },
    { q: 6, r: -2, pool: 'far', players: 2 },
    { q: 4, r: 1, pool: 'far', players: 2 },
    { q: 2, r: -3, pool: 'far', players: 2 },
  ],
  pools: { far: [...FAR] },
  supply: null,
};

/**
 * Force of Will (Clash, 2–3 players), Emerald Island (Cooperative, 1–2 players: the core box has 9 Far tiles) and
 * Sentinels (Cooperative, 2 players, with AI Heroes).
 */
export const FAN_SCENARIOS: readonly ScenarioDef[] = [
  {
    id: 'force-of-will',
    name: 'Force of Will',
    source: 'Fan mission book 1.2, Clash',
    mode: 'clash',
    players: { min: 2, max: 3 },
    rounds: 10, // ruling S1
    startingResources: { gold: 15, buildingMaterials: 2, valuables: 1 },
    startingIncome: { gold: 15, buildingMaterials: 2, valuables: 1 },
    startingUnits: [
      { pick: 'cheapest', tier: 'bronze', side: 'few' },
      { pick: 'cheapest', tier: 'bronze', side: 'few' },
    ],
    prebuilt: ['bronzeDwelling'],
    map: FORCE_OF_WILL_MAP,
    victory: [{ condition: { kind: 'flag', location: 'dragon-utopia', count: 1 }, when: 'immediately' }],
    defeat: [],
    timeout: 'allLose',
    events: [
      { rounds: [4, 8], seats: 'all', refresh: ['water-wheel', 'windmill'], effects: [], text: 'The black cubes come off every Water Wheel and Windmill.' },
      {
        rounds: [5, 9], seats: [1], refresh: [], effects: [{ op: 'gainMovement', amount: 1 }],
        text: 'In a game of two, the second player gains 1 movement point.', playerCounts: [2],
      },
    ],
    rules: {
      visits: { obelisk: [{ op: 'rollTreasureDice', count: 2, keep: 'one' }] },
      resourceRound: [],
      text: ['Visiting an Obelisk: throw two Treasure Dice and resolve one of them.'],
    },
    objectives: 'Flag the Dragon Utopia with one of your heroes. If nobody has by the end of round 10, every player loses.',
  },
  {
    id: 'emerald-island',
    name: 'Emerald Island',
    source: 'Fan mission book 1.2, Cooperative',
    mode: 'cooperative',
    players: { min: 1, max: 2 },
    rounds: 8,
    startingResources: { gold: 5, buildingMaterials: 2, valuables: 1 },
    startingIncome: { gold: 10, buildingMaterials: 0, valuables: 1 },
    // The mission lets the players choose their Bronze units: the library gives these two (ruling S2).
    startingUnits: [
      { pick: 'cheapest', tier: 'bronze', side: 'pack' },
      { pick: 'mostExpensive', tier: 'bronze', side: 'few' },
    ],
    prebuilt: ['bronzeDwelling'],
    map: EMERALD_ISLAND_MAP,
    victory: [{ condition: { kind: 'flagAllMinesAndSettlements' }, when: 'immediately' }],
    defeat: [],
    timeout: 'allLose',
    events: [],
    rules: { visits: {}, resourceRound: [], text: [] },
    objectives:
      'Together, flag every Mine and Settlement of the island: the Building Materials Mine of each Starting tile and the Mine or Settlement of every Far tile. If one is still unflagged at the end of round 8, every player loses.',
  },
  SENTINELS,
];
