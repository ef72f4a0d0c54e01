/**
 * The schema of a scenario (src/model/scenario.ts): its setup, map layout, victory and defeat conditions, timeout,
 * timed events and special rules. `createGame` checks a custom scenario with it, `loadState` the one in a save,
 * `loadScenario` one given as JSON.
 */
import type { ScenarioDef, ScenarioRules, StartingUnitRule, TimedEvent, TournamentRules, Victory } from '../../model';
import { LOCATION_BY_ID } from '../../content/registry';
import { BOUNDS } from './bounds';
import { bool, fail, int, isObj, list, oneOf, optional, record, same, shown, str, variants } from './checks';
import type { Check } from './checks';
import { HELD } from './common';
import { EFFECT_LIST } from './effects';
import { LAYOUT } from './map';
import { AI_DECK, AI_HERO, checkAiHeroes } from './aiHeroes';

/** A location id of a registered pack. */
const LOCATION: Check = (v, p) => {
  if (typeof v !== 'string' || !Object.hasOwn(LOCATION_BY_ID, v)) fail(p, `is not a map location (${shown(v)})`);
};

const VICTORY = record<Victory>({
  condition: variants('kind', 'victory condition', {
    captureTowns: {},
    flag: { location: LOCATION, count: (v, p, ctx) => (v === 'all' ? undefined : int(1, BOUNDS.fields)(v, p, ctx)) },
    flagAllMinesAndSettlements: {},
    defeatMainHeroes: {},
    winCombatAt: { field: record<{ q: number; r: number; slot: number }>({ q: int(-1000, 1000), r: int(-1000, 1000), slot: int(0, 6) }), mainHero: (v, p) => void (typeof v === 'boolean' || fail(p, 'expected true or false')) },
    victoryPoints: { points: int(1, 1000) },
    beatAiHeroes: {},
  }),
  when: oneOf(['immediately', 'roundEnd']),
});

const EVENT = record<TimedEvent>({
  rounds: list(int(1, BOUNDS.rounds), BOUNDS.rounds, same),
  seats: (v, p, ctx) => (v === 'all' ? undefined : list(int(0, BOUNDS.players - 1), BOUNDS.players, same, 1)(v, p, ctx)),
  refresh: list(LOCATION, BOUNDS.short, same),
  effects: EFFECT_LIST,
  text: str,
  playerCounts: optional(list(int(1, BOUNDS.players), BOUNDS.players, same, 1)),
});

const RULES = record<ScenarioRules>({
  visits: (v, p, ctx) => {
    if (!isObj(v)) fail(p, 'expected an object of location ids');
    const keys = Object.keys(v);
    if (keys.length > BOUNDS.short) fail(p, `names ${keys.length} locations; at most ${BOUNDS.short}`);
    for (const k of keys) {
      LOCATION(k, `${p}.${k}`, ctx);
      EFFECT_LIST(v[k], `${p}.${k}`, ctx);
    }
  },
  resourceRound: EFFECT_LIST,
  text: list(str, BOUNDS.short),
  giftsWhenAdjacent: optional(bool),
});

/** A Tournament scenario's own facts (p. 54): the second player's gain and the additional objectives. */
const TOURNAMENT_RULES = record<TournamentRules>({
  secondPlayerGains: EFFECT_LIST,
  objectives: list(variants('kind', 'objective', {
    firstFlag: { location: LOCATION, points: int(1, 100) },
    holdAtEnd: { location: LOCATION, points: int(1, 100) },
  }), BOUNDS.short),
});

/**
 * An Alliance scenario's teams (Game Modes, p. 6): two or more, every seat of its one player count in exactly one of
 * them; no other mode has teams.
 */
function checkTeams(mode: ScenarioDef['mode'], teams: number[][] | undefined, players: ScenarioDef['players'], p: string): void {
  if (mode !== 'alliance') {
    if (teams !== undefined) fail(`${p}.teams`, `only an Alliance scenario has teams (this one is ${mode})`);
    return;
  }
  if (teams === undefined) return fail(`${p}.teams`, 'an Alliance scenario names its teams: each team\'s seats, e.g. [[0, 2], [1]]');
  if (teams.length < 2) fail(`${p}.teams`, `an Alliance needs two teams or more, not ${teams.length}`);
  if (players.min !== players.max) fail(`${p}.players`, `an Alliance scenario is for one number of players (its teams' seats), not ${players.min}–${players.max}`);
  const seats = teams.flat();
  if (seats.length !== players.max) fail(`${p}.teams`, `seat ${seats.length} players; the scenario is for ${players.max}`);
  for (let seat = 0; seat < players.max; seat++) {
    const n = seats.filter((x) => x === seat).length;
    if (n !== 1) fail(`${p}.teams`, `seat ${seat} is in ${n} teams; each seat is in exactly one`);
  }
}

/** A scenario: its facts checked field by field; the layout's fit for the players is checked where the seats are known. */
export const SCENARIO = record<ScenarioDef>({
  id: str,
  name: str,
  source: str,
  mode: oneOf(['clash', 'cooperative', 'tournament', 'alliance', 'campaign']),
  players: record<ScenarioDef['players']>({ min: int(1, BOUNDS.players), max: int(1, BOUNDS.players) }),
  teams: optional(list(list(int(0, BOUNDS.players - 1), BOUNDS.players, same, 1), BOUNDS.players)),
  rounds: int(1, BOUNDS.rounds),
  startingResources: HELD,
  startingIncome: HELD,
  startingUnits: list(
    record<StartingUnitRule>({ pick: oneOf(['cheapest', 'mostExpensive']), tier: oneOf(['bronze', 'silver', 'gold']), side: oneOf(['few', 'pack']) }),
    BOUNDS.short,
  ),
  prebuilt: list(oneOf(['cityHall', 'citadel', 'mageGuild', 'bronzeDwelling', 'silverDwelling', 'goldDwelling']), BOUNDS.short, same),
  map: LAYOUT,
  victory: list(VICTORY, BOUNDS.short),
  defeat: list(variants('kind', 'defeat condition', { townLost: {}, mainHeroDefeated: {} }), BOUNDS.short),
  timeout: oneOf(['draw', 'allLose', 'victoryPoints']),
  events: list(EVENT, BOUNDS.short),
  rules: RULES,
  objectives: str,
  tournament: optional(TOURNAMENT_RULES),
  aiHeroes: optional(list(AI_HERO, BOUNDS.short)),
  aiDeck: optional(AI_DECK),
  startingBonus: optional(EFFECT_LIST),
}, (v, p) => {
  const players = v['players'] as ScenarioDef['players'];
  if (players.min > players.max) fail(`${p}.players`, `min ${players.min} is above max ${players.max}`);
  checkTeams(v['mode'] as ScenarioDef['mode'], v['teams'] as number[][] | undefined, players, p);
  const tiles = (v['map'] as ScenarioDef['map']).tiles;
  (v['victory'] as Victory[]).forEach((w, i) => {
    const c = w.condition;
    if (c.kind === 'beatAiHeroes' && ((v['aiHeroes'] as ScenarioDef['aiHeroes']) ?? []).length === 0) fail(`${p}.victory[${i}].condition`, 'the scenario has no AI Heroes to beat');
    if (c.kind === 'winCombatAt' && !tiles.some((t) => t.q === c.field.q && t.r === c.field.r)) fail(`${p}.victory[${i}].condition.field`, `no tile of the layout is at (${c.field.q}, ${c.field.r})`);
  });
  // Tournament Mode (p. 54) is 1 vs. 1, ends in a count of Victory Points, and has its own facts.
  const tournament = v['mode'] === 'tournament';
  if (tournament !== (v['tournament'] !== undefined)) fail(`${p}.tournament`, tournament ? 'a Tournament scenario needs its tournament facts' : 'only a Tournament scenario has tournament facts');
  if (tournament && (players.min !== 2 || players.max !== 2)) fail(`${p}.players`, 'Tournament Mode is for 2 players');
  if (tournament && v['timeout'] !== 'victoryPoints') fail(`${p}.timeout`, 'a Tournament game ends in a count of Victory Points');
  if ((v['rules'] as ScenarioRules).giftsWhenAdjacent === true && v['mode'] !== 'cooperative') fail(`${p}.rules.giftsWhenAdjacent`, 'resources are given between the players of a Cooperative scenario only');
  checkAiHeroes(v as unknown as ScenarioDef, (v['aiHeroes'] as ScenarioDef['aiHeroes']) ?? [], `${p}.aiHeroes`);
  checkCampaignFacts(v as unknown as ScenarioDef, p);
});

/**
 * A campaign scenario is for one player (Game Modes, p. 7); its own starting bonus and beating every AI Hero as a
 * victory belong to the modes against the AI (Solo Campaigns, p. 74; AI Rules, p. 47).
 */
function checkCampaignFacts(sc: ScenarioDef, p: string): void {
  if (sc.mode === 'campaign' && (sc.players.min !== 1 || sc.players.max !== 1)) fail(`${p}.players`, 'a campaign scenario is for 1 player');
  if (sc.startingBonus !== undefined && sc.mode !== 'campaign') fail(`${p}.startingBonus`, 'only a campaign scenario has its own starting bonus');
  sc.victory.forEach((w, i) => {
    if (w.condition.kind !== 'beatAiHeroes') return;
    if (sc.mode !== 'campaign' && sc.mode !== 'cooperative') fail(`${p}.victory[${i}].condition`, 'beating every AI Hero is a victory of a Campaign or Cooperative scenario');
    if ((sc.aiHeroes ?? []).length === 0) fail(`${p}.victory[${i}].condition`, 'the scenario has no AI Heroes to beat');
  });
}
