/**
 * Scenario setup facts. The official Mission Book is not public; these come from the MIT-licensed fan
 * mission book (qwrtln/Homm3BG-mission-book). Their maps are the library's own layouts of the core tiles after the missions' tile lists (docs/map.md).
 * The other fan missions the core box plays are in fanScenarios.ts, the library's own Clash scenarios in engineScenarios.ts.
 */
import type { MapLayout, ScenarioDef } from '../../model';
import { ENGINE_SCENARIOS } from './engineScenarios';
import { ALLIANCE_SCENARIOS } from './allianceScenarios';
import { FAN_SCENARIOS } from './fanScenarios';
import { TOURNAMENT_SCENARIOS } from './tournamentScenarios';
import { CAMPAIGN_SCENARIOS } from './campaigns';
import { FAR_OTHER, FAR_WITH_SETTLEMENT, NEAR_OTHER, NEAR_WITH_OBELISK } from './tileSets';

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
  pools: { far: [...FAR_OTHER], farSettlement: [...FAR_WITH_SETTLEMENT], nearObelisk: [...NEAR_WITH_OBELISK], near: [...NEAR_OTHER], center: ['C2'] },
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
 * The core box's scenarios. What of a fan mission the library plays and what it leaves out is in
 * docs/scenarios.md (The Hunt's Dragon Boss fights as the Center tile's own guards).
 */
export const CORE_SCENARIOS: readonly ScenarioDef[] = [
  {
    id: 'chain-link',
    name: 'Chain Link',
    source: 'Fan mission book 1.2, Clash',
    mode: 'clash',
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
    victory: [{ condition: { kind: 'captureTowns' }, when: 'immediately' }],
    defeat: [],
    timeout: 'draw',
    events: [{ rounds: [2, 6, 10], seats: [1], refresh: [], effects: [{ op: 'gainMovement', amount: 1 }], text: 'The second player gains 1 movement point.' }],
    rules: {
      visits: {
        obelisk: [{ op: 'choose', optional: false, options: [
          { key: 'removeCard', effects: [{ op: 'removeCard', category: null, optional: false }] },
          { key: 'morale', effects: [{ op: 'gainMorale' }] },
          { key: 'movement', effects: [{ op: 'visitorGainsMovement', amount: 1 }] },
        ] }],
      },
      resourceRound: [{ op: 'choose', optional: false, options: [
        { key: 'valuables', effects: [{ op: 'gainResources', resources: { valuables: 1 } }] },
        { key: 'buildingMaterials', effects: [{ op: 'gainResources', resources: { buildingMaterials: 2 } }] },
      ] }],
      text: [
        'At the start of each Resource round, each player gains 1 Valuable or 2 Building Materials.',
        'Visiting an Obelisk: remove a card from your hand, gain positive morale, or gain 1 movement point.',
      ],
    },
    objectives: 'Take control of the enemy Town. At the end of round 12 the game ends in a draw.',
  },
  {
    id: 'the-hunt',
    name: 'The Hunt',
    source: 'Fan mission book 1.2, Clash',
    mode: 'clash',
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
    victory: [{ condition: { kind: 'winCombatAt', field: { q: 0, r: 0, slot: 3 }, mainHero: true }, when: 'immediately' }],
    defeat: [],
    timeout: 'allLose',
    events: [{
      rounds: [4, 8, 12], seats: 'all', refresh: ['water-wheel', 'windmill', 'mystical-garden'], effects: [],
      text: 'The black cubes come off every Water Wheel, Windmill and Mystical Garden.',
    }],
    rules: {
      visits: {
        obelisk: [{ op: 'choose', optional: false, options: [
          { key: 'treasure', effects: [{ op: 'rollTreasureDice', count: 1, keep: 'all' }] },
          { key: 'experience', effects: [{ op: 'gainExperience', amount: 1 }] },
        ] }],
      },
      resourceRound: [],
      text: ['Visiting an Obelisk: throw a Treasure Die or gain 1 experience.'],
    },
    objectives: 'Beat the guards of the centre field of the Center tile with your Main Hero. If they still stand at the end of round 14, every player loses.',
  },
  ...FAN_SCENARIOS,
  ...ENGINE_SCENARIOS,
  ...TOURNAMENT_SCENARIOS,
  ...ALLIANCE_SCENARIOS,
  ...CAMPAIGN_SCENARIOS,
];
