/**
 * The library's own Tournament scenario (Tournament Mode, p. 54) on the core tiles, after the random-scenario
 * guideline's Free-for-all facts: the Dragon Utopia's Center tile in the middle, two Near and two Far tiles a player,
 * 12 rounds, and the Tournament book's Dragon Utopia objectives on top of the Victory Point table.
 */
import type { ScenarioDef } from '../../model';

/** Dragon Duel: the players build the map around the Dragon Utopia and race for it. */
const DRAGON_DUEL: ScenarioDef = {
  id: 'dragon-duel',
  name: 'Dragon Duel',
  source: 'homm3bg-engine',
  mode: 'tournament',
  players: { min: 2, max: 2 },
  rounds: 12,
  startingResources: { gold: 15, buildingMaterials: 4, valuables: 1 },
  startingIncome: { gold: 10, buildingMaterials: 2, valuables: 0 },
  startingUnits: [
    { pick: 'cheapest', tier: 'bronze', side: 'pack' },
    { pick: 'mostExpensive', tier: 'bronze', side: 'few' },
  ],
  prebuilt: ['bronzeDwelling', 'citadel'],
  // The Center tile at the middle; every other tile is placed by the players (p. 54), three Near tiles with an Obelisk.
  map: {
    tiles: [{ q: 0, r: 0, tile: 'C1', rotation: 0 }],
    pools: { near: ['N1', 'N3', 'N4', 'N5'], far: ['F1', 'F2', 'F5', 'F7'] },
    supply: null,
  },
  victory: [{ condition: { kind: 'flag', location: 'dragon-utopia', count: 1 }, when: 'immediately' }],
  defeat: [],
  timeout: 'victoryPoints',
  events: [
    { rounds: [4, 8], seats: 'all', refresh: ['windmill', 'water-wheel', 'mystical-garden'], effects: [], text: 'The black cubes come off every Windmill, Water Wheel and Mystical Garden.' },
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
    'Flagging the Dragon Utopia ends the game; so does the end of round 12. Then the most Victory Points win: the table of p. 54, +5 for the first player to flag the Dragon Utopia, +2 for holding it at the end.',
  tournament: {
    secondPlayerGains: [{ op: 'gainMorale' }],
    objectives: [
      { kind: 'firstFlag', location: 'dragon-utopia', points: 5 },
      { kind: 'holdAtEnd', location: 'dragon-utopia', points: 2 },
    ],
  },
};

/** The library's Tournament scenarios. */
export const TOURNAMENT_SCENARIOS: readonly ScenarioDef[] = [DRAGON_DUEL];
