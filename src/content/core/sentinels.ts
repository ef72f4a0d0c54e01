/**
 * Sentinels (fan mission book 1.2, Cooperative, 2 players): two Towns side by side hold out for 12 rounds against
 * invading armies. The mission's spawn rules are not in its data: the armies here are the engine's own design (ruling
 * AH11) — four AI Heroes, one on each Near tile's centre (the Obelisk of N3–N5; the fourth Near tile has none in the
 * core box), appearing on rounds 6, 7, 8 and 10, their Neutral Unit armies growing with the round.
 */
import type { AiHeroDef, MapLayout, ScenarioDef } from '../../model';
import { FAR, NEAR_OTHER, NEAR_WITH_OBELISK } from './tileSets';

/**
 * The two Starting tiles side by side, four Far tiles around them, four Near tiles beyond (three with an Obelisk,
 * the core box's three; the fourth another Near tile), and a Far tile in each player's supply (the mission also
 * gives each a Near tile, which no player may place: p. 17 places Far tiles).
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
  pools: { far: [...FAR], nearObelisk: [...NEAR_WITH_OBELISK], near: [...NEAR_OTHER] },
  supply: { pool: 'far', count: 1 },
};

/** What the player whose hero beats an invading army resolves: 2 experience, two Treasure Dice, one resolved. */
const BEATEN: AiHeroDef['beaten'] = [{ op: 'gainExperience', amount: 2 }, { op: 'rollTreasureDice', count: 2, keep: 'one' }];

/** An invading army on the centre field of the Near tile at (q, r), appearing on `round`, against both players. */
function army(id: string, name: string, q: number, r: number, round: number, units: string[]): AiHeroDef {
  return { id, name, start: { q, r, slot: 3 }, appears: round, units, opposes: 'all', beaten: BEATEN };
}

/** The four armies (ruling AH11): two Bronze units, then a Bronze and a Silver, two Silver, two Silver and a Gold. */
const INVADERS: AiHeroDef[] = [
  army('vanguard', 'Vanguard', -1, -2, 6, ['neutral.halberdiers', 'neutral.marksmen']),
  army('raiders', 'Raiders', 4, 1, 7, ['neutral.griffins', 'neutral.zealots']),
  army('warband', 'Warband', -4, -1, 8, ['neutral.crusaders', 'neutral.minotaurs']),
  army('host', 'Host', 5, -4, 10, ['neutral.medusas', 'neutral.vampires', 'neutral.champions']),
];

/** The Water Wheels, Windmills and Mystical Gardens lose their black cubes on rounds 6 and 9. */
const REFRESHED = ['windmill', 'water-wheel', 'mystical-garden'];

/** Sentinels, as a scenario. */
export const SENTINELS: ScenarioDef = {
  id: 'sentinels',
  name: 'Sentinels',
  source: 'Fan mission book 1.2, Cooperative',
  mode: 'cooperative',
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
  victory: [{ condition: { kind: 'beatAiHeroes' }, when: 'immediately' }],
  defeat: [{ kind: 'townLost' }, { kind: 'mainHeroDefeated' }],
  timeout: 'allLose',
  events: [
    { rounds: [1], seats: 'all', refresh: [], effects: [{ op: 'search', deck: 'artifact', count: 2, optional: false }], text: 'Each player Searches (2) the Artifact deck.' },
    { rounds: [6, 9], seats: 'all', refresh: REFRESHED, effects: [], text: 'The black cubes come off every Windmill, Water Wheel and Mystical Garden.' },
    { rounds: [6, 7, 8, 10], seats: 'all', refresh: [], effects: [], text: 'An invading army appears on a Near tile.' },
  ],
  rules: {
    visits: {},
    resourceRound: [],
    text: [],
    giftsWhenAdjacent: true,
  },
  aiHeroes: INVADERS,
  // Their shared AI Deck (ruling AJ3): mostly Might, some Magic, one Use a skill with Offense.
  aiDeck: { might: 4, magic: 3, skill: 1, spells: ['spell.magic-arrow', 'spell.lightning-bolt', 'spell.bless', 'spell.slow'], skillCard: 'ability.offense' },
  objectives:
    'Together, beat the four invading armies (rounds 6, 7, 8 and 10). You all lose if one still stands at the end of round 12, if a Town of yours is taken, or if a Main Hero is defeated in combat (a retreat is no defeat).',
};
