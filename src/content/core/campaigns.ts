/**
 * The library's own Solo Campaign on the core box (Solo Campaigns, p. 74; the official Campaign Mission Books are
 * not public): The Knight's Oath, two scenarios for one Castle player against AI Heroes. Each scenario is a
 * ScenarioDef like any other; the campaign chains them (`nextCampaignScenario`, docs/campaigns.md).
 */
import type { Campaign, MapLayout, ScenarioDef } from '../../model';
import { FAR, NEAR_OTHER, NEAR_WITH_OBELISK } from './tileSets';

/** The Starting tile, three Far tiles around it, a Near tile behind two of them (the raiders' camp beyond). */
const BORDER_PATROL_MAP: MapLayout = {
  tiles: [
    { q: 0, r: 0, start: 0 },
    { q: 2, r: -3, pool: 'far' },
    { q: 3, r: -1, pool: 'far' },
    { q: 1, r: 2, pool: 'far' },
    { q: 4, r: 1, pool: 'near' },
  ],
  pools: { far: [...FAR], near: [...NEAR_OTHER] },
  supply: { pool: 'far', count: 1 },
};

/**
 * The Obelisk Trail's lands (engineScenarios.ts): the Starting tile, three Far tiles, three Near tiles with an
 * Obelisk, another Near tile and the Dragon Utopia's Center tile, where the warlord waits.
 */
const DRAGON_GATE_MAP: MapLayout = {
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

/** The Knight's Oath I: Border Patrol. */
const BORDER_PATROL: ScenarioDef = {
  id: 'oath-border-patrol',
  name: "The Knight's Oath I: Border Patrol",
  source: 'homm3bg-engine',
  mode: 'campaign',
  players: { min: 1, max: 1 },
  rounds: 9,
  startingResources: { gold: 15, buildingMaterials: 3, valuables: 1 },
  startingIncome: { gold: 10, buildingMaterials: 0, valuables: 0 },
  startingUnits: [
    { pick: 'cheapest', tier: 'bronze', side: 'pack' },
    { pick: 'mostExpensive', tier: 'bronze', side: 'few' },
  ],
  prebuilt: ['bronzeDwelling'],
  map: BORDER_PATROL_MAP,
  victory: [{ condition: { kind: 'beatAiHeroes' }, when: 'immediately' }],
  defeat: [],
  timeout: 'allLose',
  events: [
    { rounds: [5], seats: 'all', refresh: ['windmill', 'water-wheel'], effects: [], text: 'The mills grind again: the black cubes come off every Windmill and Water Wheel.' },
  ],
  rules: {
    visits: {},
    resourceRound: [],
    text: [],
  },
  objectives:
    'Beat the Raiders, who start on the centre of the Near tile and march on your Town. If they still roam the land at the end of round 9, you lose.',
  aiHeroes: [
    {
      id: 'raiders', name: 'Raider Captain', start: { q: 4, r: 1, slot: 3 }, appears: 1,
      units: ['neutral.boars', 'neutral.halflings'], opposes: 'all',
      beaten: [{ op: 'gainExperience', amount: 1 }],
    },
  ],
  // A small AI Deck for the opening mission (ruling AJ3): raiders, no Skill.
  aiDeck: { might: 2, magic: 1, skill: 0, spells: ['spell.magic-arrow', 'spell.bloodlust'], skillCard: null },
  startingBonus: [{ op: 'choose', optional: false, options: [
    { key: 'gold', effects: [{ op: 'gainResources', resources: { gold: 10 } }] },
    { key: 'spell', effects: [{ op: 'search', deck: 'spell', count: 2, optional: false }] },
  ] }],
};

/** The Knight's Oath II: Dragon Gate. */
const DRAGON_GATE: ScenarioDef = {
  id: 'oath-dragon-gate',
  name: "The Knight's Oath II: Dragon Gate",
  source: 'homm3bg-engine',
  mode: 'campaign',
  players: { min: 1, max: 1 },
  rounds: 12,
  startingResources: { gold: 15, buildingMaterials: 3, valuables: 1 },
  startingIncome: { gold: 10, buildingMaterials: 0, valuables: 0 },
  startingUnits: [
    { pick: 'cheapest', tier: 'bronze', side: 'pack' },
    { pick: 'mostExpensive', tier: 'bronze', side: 'few' },
  ],
  prebuilt: ['bronzeDwelling', 'cityHall'],
  map: DRAGON_GATE_MAP,
  victory: [
    { condition: { kind: 'beatAiHeroes' }, when: 'immediately' },
    { condition: { kind: 'flag', location: 'dragon-utopia', count: 1 }, when: 'immediately' },
  ],
  defeat: [],
  timeout: 'allLose',
  events: [
    { rounds: [4, 8], seats: 'all', refresh: ['windmill', 'water-wheel', 'mystical-garden'], effects: [], text: 'The black cubes come off every Windmill, Water Wheel and Mystical Garden.' },
    { rounds: [6], seats: 'all', refresh: [], effects: [{ op: 'gainMovement', amount: 1 }], text: 'Scouts know the warlord\'s path: you gain 1 movement point.' },
  ],
  rules: {
    visits: { obelisk: [{ op: 'gainExperience', amount: 1 }] },
    resourceRound: [],
    text: ['Flagging an Obelisk: gain 1 experience.'],
  },
  objectives:
    'Beat both the Vanguard, on the Near tile beside your lands, and the Warlord, on the Dragon Utopia\'s tile, or flag the Dragon Utopia. If you have done neither by the end of round 12, you lose.',
  aiHeroes: [
    {
      id: 'vanguard', name: 'Vanguard', start: { q: 4, r: 1, slot: 3 }, appears: 1,
      units: ['neutral.marksmen', 'neutral.zombies'], opposes: 'all',
      beaten: [{ op: 'gainResources', resources: { gold: 10 } }],
    },
    {
      id: 'warlord', name: 'Warlord', start: { q: 5, r: -4, slot: 1 }, appears: 1,
      units: ['neutral.minotaurs', 'neutral.halberdiers'], opposes: 'all',
      beaten: [{ op: 'gainExperience', amount: 2 }],
    },
  ],
  // The two armies share one AI Deck (AI Deck sharing, p. 49; ruling AJ3), with Armorer for its Use a skill cards.
  aiDeck: { might: 4, magic: 2, skill: 2, spells: ['spell.lightning-bolt', 'spell.haste', 'spell.curse'], skillCard: 'ability.armorer' },
  startingBonus: [
    { op: 'gainResources', resources: { buildingMaterials: 2, valuables: 1 } },
    { op: 'search', deck: 'artifact', count: 2, optional: false },
    { op: 'reshuffleSharedDeck', deck: 'artifact' },
  ],
};

/** The core box's campaign scenarios, registered with the other scenarios. */
export const CAMPAIGN_SCENARIOS: readonly ScenarioDef[] = [BORDER_PATROL, DRAGON_GATE];

/** The library's own campaigns. */
export const CORE_CAMPAIGNS: readonly Campaign[] = [
  {
    id: 'knights-oath',
    name: "The Knight's Oath",
    source: 'homm3bg-engine',
    faction: 'castle',
    hero: 'catherine',
    scenarios: ['oath-border-patrol', 'oath-dragon-gate'],
    text:
      'Raiders burn the border farms of Erathia. Queen Catherine rides out to end them, then follows their trail to the warlord who sent them, waiting by the Dragon Utopia.',
  },
];
