/**
 * The shipped scenarios (docs/scenarios.md): each sets up for every player count it allows and loads from its own
 * JSON; its victory conditions can be met, its last round ends the game as it says, its timed events come on their
 * rounds, and random bots play it to a result. The engine's own Clash scenarios and the fan missions converted for
 * the core box have their facts checked one by one (rulings S1–S3).
 */
import { describe, expect, it } from 'vitest';
import {
  apply, ConfigError, createGame, findInvariantViolations, loadScenario, outcome, playGame, randomBot, scenario, SCENARIOS, TILE_BY_ID,
  victoryPoints, type GameState, type ScenarioDef,
} from '../src';
import type { FieldState, MapState } from '../src/model';
import { geometryOf } from '../src/map/geometry';
import { eventsSince, modify, newGame, newTurnGame, passUntil, player, toRound } from './helpers';

const SEATS = [{ hero: 'catherine' }, { hero: 'mutare' }, { hero: 'sandro' }];
const ENGINE = ['obelisk-trail', 'border-war', 'three-crowns', 'dragon-duel', 'lone-crown', 'oath-border-patrol', 'oath-dragon-gate'];
const CONVERTED = ['chain-link', 'the-hunt', 'force-of-will', 'emerald-island', 'sentinels'];

const sc = (id: string): ScenarioDef => scenario(id) as ScenarioDef;
const mapOf = (s: GameState): MapState => s.map as MapState;
/** The player counts a scenario allows that the core box's three factions can seat. */
const countsOf = (x: ScenarioDef): number[] => {
  const out: number[] = [];
  for (let n = x.players.min; n <= Math.min(x.players.max, 3); n++) out.push(n);
  return out;
};
/** A game of the scenario with `n` players (Catherine, Mutare, Sandro), every event kept in the log. */
const game = (x: string | ScenarioDef, n: number, seed = 'test'): GameState =>
  newGame({ scenario: x, players: SEATS.slice(0, n), seed, logLimit: 10_000 });
const turnGame = (x: string | ScenarioDef, n: number): GameState => newTurnGame({ scenario: x, players: SEATS.slice(0, n) });

/** The fields of this location on the table, face-down tiles included. */
function fieldsOf(s: GameState, location: string): number[] {
  const m = mapOf(s);
  const out: number[] = [];
  for (let f = 0; f < m.fields.length; f++) if (TILE_BY_ID[m.tiles[Math.floor(f / 7)]!.tile]!.fields[f % 7]!.location === location) out.push(f);
  return out;
}
/** The field of the player's town. */
function townOf(s: GameState, id: string): number {
  const m = mapOf(s);
  const t = m.tiles.findIndex((x) => TILE_BY_ID[x.tile]?.town === player(s, id).faction);
  return t * 7 + 3;
}
/** The state with the player's cube on these fields (the map keeps the holding current when a real flag does it). */
const flagged = (s: GameState, id: string, fields: number[]): GameState =>
  modify(s, (x) => { for (const f of fields) (mapOf(x).fields[f] as FieldState).flags = [id]; });
/** One step of play, after which the game checks whether it is over. */
const step = (s: GameState): GameState => apply(s, { type: 'endTurn' });

describe('every shipped scenario', () => {
  it('is one of the core box scenarios listed here, with a kebab-case id and its source', () => {
    expect(SCENARIOS.map((x) => x.id)).toEqual([...CONVERTED, ...ENGINE]);
    for (const x of SCENARIOS) {
      expect(x.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(x.source).toMatch(ENGINE.includes(x.id) ? /^homm3bg-engine$/ : /^Fan mission book/);
    }
  });

  it.each(SCENARIOS.map((x) => [x.id, x] as const))('%s: createGame seats every player count it allows, and no other', (_, x) => {
    for (const n of countsOf(x)) {
      const s = game(x.id, n);
      expect(s.players).toHaveLength(n);
      if (x.mode === 'tournament') {
        // The players build a Tournament map (test/tournament.test.ts): the game starts with the roll for who starts.
        expect(s.pending?.kind).toBe('chooseStarter');
        expect(mapOf(s).tiles).toEqual([]);
        expect(findInvariantViolations(s)).toEqual([]);
        continue;
      }
      const m = mapOf(s);
      expect(m.tiles).toHaveLength(x.map.tiles.filter((t) => (t.players ?? 0) <= n).length);
      for (const p of s.players) {
        expect(m.heroes.find((h) => h.player === p.id)?.field).toBe(townOf(s, p.id));
        expect(m.supply[p.id]).toHaveLength(x.map.supply?.count ?? 0);
      }
      expect(findInvariantViolations(s)).toEqual([]);
    }
    if (x.players.min > 1) expect(() => createGame({ scenario: x.id, players: x.players.min - 1, seed: 'x' })).toThrow(ConfigError);
    if (x.players.max < 3) expect(() => createGame({ scenario: x.id, players: x.players.max + 1, seed: 'x' })).toThrow(ConfigError);
  });

  it.each(SCENARIOS.map((x) => [x.id, x] as const))('%s: loadScenario reads it back from its JSON unchanged', (_, x) => {
    const loaded = loadScenario(JSON.stringify(x));
    expect(loaded).toEqual(x);
    expect(game(loaded, x.players.min).config.scenario).toEqual(x);
  });

  it.each(SCENARIOS.map((x) => [x.id, x] as const))('%s: says how it is won and lost, in words', (_, x) => {
    expect(x.victory.length).toBeGreaterThan(0);
    expect(x.objectives).toMatch(new RegExp(`round ${x.rounds}\\b`));
    for (const e of x.events) expect(e.text).not.toBe('');
    expect(x.rules.text.length).toBe(Object.keys(x.rules.visits).length + (x.rules.resourceRound.length > 0 ? 1 : 0));
  });

  it.each(SCENARIOS.map((x) => [x.id, x] as const))('%s: random bots play it to a result', (_, x) => {
    for (const n of countsOf(x)) {
      for (const seed of ['a', 'b']) {
        const start = createGame({ scenario: x.id, players: n, seed: `bots-${seed}` });
        const bots = Object.fromEntries(start.players.map((p) => [p.id, randomBot(`${seed}-${p.id}`)]));
        const { state } = playGame(start, bots);
        expect(state.pending).toBeNull();
        expect(state.result?.standings).toHaveLength(n);
        expect(state.round).toBeLessThanOrEqual(x.rounds);
      }
    }
  }, 120_000);

  it.each(SCENARIOS.map((x) => [x.id, x] as const))('%s: its timed events come at the start of their rounds, and only then', (_, x) => {
    // AI Heroes appear in the last round here: passing players would lose their Towns to them before the last event.
    const played: ScenarioDef = x.aiHeroes ? { ...x, aiHeroes: x.aiHeroes.map((h) => ({ ...h, appears: x.rounds })) } : x;
    for (const n of countsOf(x)) {
      let s = game(played, n);
      const seen: Array<[string, number]> = [];
      const last = Math.max(0, ...x.events.flatMap((e) => e.rounds));
      for (let r = 1; r <= Math.min(last, x.rounds); r++) {
        s = toRound(s, r);
        for (const e of eventsSince(s, 0, 'timedEvent')) if (!seen.some(([t, at]) => t === e.text && at === e.round)) seen.push([e.text, e.round]);
      }
      const expected: Array<[string, number]> = [];
      for (const e of x.events) {
        if (e.playerCounts && !e.playerCounts.includes(n)) continue;
        for (const r of e.rounds) if (r <= x.rounds) expected.push([e.text, r]);
      }
      const order = (a: [string, number], b: [string, number]) => a[1] - b[1] || a[0].localeCompare(b[0]);
      expect(seen.sort(order)).toEqual(expected.sort(order));
    }
  }, 60_000);

  it.each(SCENARIOS.map((x) => [x.id, x] as const))('%s: the end of its last round gives the result its timeout says', (_, x) => {
    const short: ScenarioDef = { ...x, id: `${x.id}-short`, rounds: 1, ...(x.aiHeroes ? { aiHeroes: x.aiHeroes.map((h) => ({ ...h, appears: 1 })) } : {}) };
    const n = x.players.min;
    // The first player is a Secondary Hero's beating ahead on Victory Points (2 points).
    const s = passUntil(modify(game(short, n), (y) => { player(y, 'p1').defeated.secondaryHeroes = 1; }), (y) => y.result !== null);
    expect(s.result?.reason).toBe('roundLimit');
    if (x.timeout === 'victoryPoints') {
      expect(s.result?.winners).toEqual(['p1']);
      expect(s.result?.why).toMatch(/has the most Victory Points/);
    } else {
      expect(s.result?.winners).toEqual([]);
      expect(s.result?.why).toBe(`The last round (1) is over: ${x.timeout === 'draw' ? 'a draw' : 'every player loses'}`);
    }
  });
});

describe('The Obelisk Trail (1 player, the library\'s own)', () => {
  const TRAIL = sc('obelisk-trail');

  it('lays three Near tiles with an Obelisk, one other, the Dragon Utopia, three Far tiles and one in the supply', () => {
    const s = game(TRAIL, 1);
    const kinds = mapOf(s).tiles.map((t) => t.kind);
    expect(kinds.filter((k) => k === 'near')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'far')).toHaveLength(3);
    expect(fieldsOf(s, 'obelisk')).toHaveLength(3);
    expect(fieldsOf(s, 'dragon-utopia')).toHaveLength(1);
    expect(mapOf(s).supply['p1']).toHaveLength(1);
    expect(player(s).buildings).toEqual(['castle.bronzeDwelling', 'castle.cityHall']);
  });

  it('flagging every Obelisk wins; two of three do not', () => {
    const s = turnGame(TRAIL, 1);
    const obelisks = fieldsOf(s, 'obelisk');
    expect(outcome(step(flagged(s, 'p1', obelisks.slice(0, 2))))).toBeNull();
    expect(outcome(step(flagged(s, 'p1', obelisks)))).toMatchObject({ reason: 'victory', winners: ['p1'], why: 'Catherine flagged every Obelisk' });
  });

  it('flagging the Dragon Utopia wins too', () => {
    const s = turnGame(TRAIL, 1);
    expect(outcome(step(flagged(s, 'p1', fieldsOf(s, 'dragon-utopia'))))).toMatchObject({ reason: 'victory', winner: 'p1', why: 'Catherine flagged 1 Dragon Utopia' });
  });

  it('flagging an Obelisk gives 1 experience, and the visiting hero 1 movement point', () => {
    let s = turnGame(TRAIL, 1);
    const obelisk = fieldsOf(s, 'obelisk')[0] as number;
    const from = (geometryOf(mapOf(s).tiles).neighbours[obelisk] as number[]).find((f) => fieldsOf(s, 'blocked').indexOf(f) < 0) as number;
    s = modify(s, (x) => {
      const m = mapOf(x);
      m.tiles[Math.floor(obelisk / 7)]!.faceUp = true;
      m.tiles[Math.floor(from / 7)]!.faceUp = true;
      m.heroes[0]!.field = from;
      (m.fields[from] as FieldState).cleared = true;
    });
    s = apply(s, { type: 'moveHero', hero: 'main', field: obelisk });
    expect(mapOf(s).fields[obelisk]?.flags).toEqual(['p1']);
    expect(player(s).experience).toBe(1);
    expect(player(s).mainHero).toMatchObject({ used: 1, extra: 1 });
  });

  it('the guide gives 1 movement point at the start of round 3', () => {
    const s = toRound(game(TRAIL, 1), 3);
    expect(player(s).mainHero.extra).toBe(1);
  });
});

describe('Border War (2 players, the library\'s own)', () => {
  const WAR = sc('border-war');

  it('starts each player with a Citadel and three Far tiles, one with a Settlement', () => {
    const s = game(WAR, 2);
    for (const id of ['p1', 'p2']) expect(player(s, id).buildings).toContain(`${player(s, id).faction}.citadel`);
    expect(fieldsOf(s, 'settlement')).toHaveLength(2);
    expect(mapOf(s).tiles.filter((t) => t.kind === 'far')).toHaveLength(6);
  });

  it('taking the enemy Town wins at once', () => {
    const s = turnGame(WAR, 2);
    expect(outcome(step(flagged(s, 'p1', [townOf(s, 'p2')])))).toMatchObject({ reason: 'victory', winner: 'p1', why: 'Catherine took control of every enemy Town' });
  });

  it('15 Victory Points win at the end of a round, not before', () => {
    let s = modify(turnGame(WAR, 2), (x) => { player(x, 'p2').defeated = { mainHeroes: ['p1'], secondaryHeroes: 5 }; });
    expect(victoryPoints(s, 'p2')).toBeGreaterThanOrEqual(15);
    s = step(s);
    expect(outcome(s)).toBeNull();
    s = passUntil(s, (x) => x.result !== null);
    expect(s.round).toBe(1);
    expect(outcome(s)).toMatchObject({ reason: 'victory', winner: 'p2', why: 'Mutare reached 15 Victory Points' });
  });

  it('war taxes: every player gains 5 Gold at the start of round 6', () => {
    const before = toRound(game(WAR, 2), 5);
    const gold = before.players.map((p) => p.resources.gold);
    const s = toRound(before, 6);
    // Round 6 is an Astrologers round: no income, so the event is the only gold gained.
    expect(s.players.map((p) => p.resources.gold)).toEqual(gold.map((g) => g + 5));
  });

  it('refreshes the Windmills, Water Wheels and Mystical Gardens at the start of round 4', () => {
    let s = game(WAR, 2);
    s = modify(s, (x) => { for (const f of mapOf(x).fields) f.visited = true; });
    s = toRound(s, 4);
    const refreshed = ['windmill', 'water-wheel', 'mystical-garden'].flatMap((l) => fieldsOf(s, l));
    mapOf(s).fields.forEach((f, i) => expect(f.visited).toBe(!refreshed.includes(i)));
  });
});

describe('Three Crowns (3 players, the library\'s own)', () => {
  const CROWNS = sc('three-crowns');

  it('uses every Far and Near tile of the box: on the table or in a supply', () => {
    const s = game(CROWNS, 3);
    const m = mapOf(s);
    const used = [...m.tiles.map((t) => t.tile), ...Object.values(m.supply).flat()];
    for (const id of ['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9', 'N1', 'N2', 'N3', 'N4', 'N5', 'N6']) expect(used).toContain(id);
    expect(fieldsOf(s, 'settlement')).toHaveLength(3);
    expect(fieldsOf(s, 'obelisk')).toHaveLength(3);
  });

  it('starts each player with a Pack of the cheapest Bronze unit and a Few of the next cheapest', () => {
    const s = game(CROWNS, 3);
    expect(player(s, 'p1').units).toEqual([{ unit: 'castle.halberdiers', side: 'pack' }, { unit: 'castle.marksmen', side: 'few' }]);
    expect(player(s, 'p3').units).toEqual([{ unit: 'necropolis.skeletons', side: 'pack' }, { unit: 'necropolis.zombies', side: 'few' }]);
  });

  it('both enemy Towns win at once; one does not', () => {
    const s = turnGame(CROWNS, 3);
    expect(outcome(step(flagged(s, 'p1', [townOf(s, 'p2')])))).toBeNull();
    expect(outcome(step(flagged(s, 'p1', [townOf(s, 'p2'), townOf(s, 'p3')])))).toMatchObject({ reason: 'victory', winner: 'p1' });
  });

  it('a Faction Cube of each enemy wins at once', () => {
    const s = modify(turnGame(CROWNS, 3), (x) => { player(x, 'p1').factionCubes = ['p2', 'p3']; });
    expect(outcome(step(s))).toMatchObject({ reason: 'factionCubes', winner: 'p1' });
  });

  it('16 Victory Points win at the end of a round', () => {
    const s = modify(turnGame(CROWNS, 3), (x) => { player(x, 'p3').defeated = { mainHeroes: ['p1', 'p2'], secondaryHeroes: 3 }; });
    expect(outcome(passUntil(s, (x) => x.result !== null))).toMatchObject({ reason: 'victory', winner: 'p3', why: 'Sandro reached 16 Victory Points' });
  });

  it('the second and third players gain 1 movement point at the start of round 2; round 7 throws a Resource Die for each', () => {
    let s = toRound(game(CROWNS, 3), 2);
    expect(s.players.map((p) => p.mainHero.extra)).toEqual([0, 1, 1]);
    s = toRound(s, 7);
    const thrown = eventsSince(s, 0, 'dieRolled').filter((e) => e.die === 'resource');
    for (const id of ['p1', 'p2', 'p3']) expect(thrown.some((e) => e.player === id)).toBe(true);
  });
});

describe('Force of Will (fan mission, 2–3 players)', () => {
  const WILL = sc('force-of-will');

  it('starts each player with a Few of each of the two cheapest Bronze units (ruling S3)', () => {
    const s = game(WILL, 2);
    expect(player(s, 'p1').units).toEqual([{ unit: 'castle.halberdiers', side: 'few' }, { unit: 'castle.marksmen', side: 'few' }]);
    expect(player(s, 'p2').units).toEqual([{ unit: 'dungeon.troglodytes', side: 'few' }, { unit: 'dungeon.harpies', side: 'few' }]);
  });

  it("lays the Dragon Utopia's Center tile, a Near, a Far and the Starting tile per player, one Far tile in each supply", () => {
    for (const n of [2, 3]) {
      const s = game(WILL, n);
      expect(mapOf(s).tiles.map((t) => t.tile)).toContain('C1');
      expect(mapOf(s).tiles).toHaveLength(1 + 3 * n);
      expect(fieldsOf(s, 'dragon-utopia')).toHaveLength(1);
    }
  });

  it('flagging the Dragon Utopia wins at once', () => {
    const s = turnGame(WILL, 2);
    expect(outcome(step(flagged(s, 'p1', fieldsOf(s, 'dragon-utopia'))))).toMatchObject({ reason: 'victory', winner: 'p1', why: 'Catherine flagged 1 Dragon Utopia' });
  });

  it('the second player gains 1 movement point at the start of round 5 in a game of two, not of three', () => {
    const two = toRound(game(WILL, 2), 5);
    expect(two.players.map((p) => p.mainHero.extra)).toEqual([0, 1]);
    const three = toRound(game(WILL, 3), 5);
    expect(three.players.map((p) => p.mainHero.extra)).toEqual([0, 0, 0]);
  });

  it('an Obelisk throws two Treasure Dice and keeps one', () => {
    expect(WILL.rules.visits['obelisk']).toEqual([{ op: 'rollTreasureDice', count: 2, keep: 'one' }]);
  });
});

describe('Emerald Island (fan mission, Cooperative, 1–2 players)', () => {
  const ISLAND = sc('emerald-island');

  it('lays four Far tiles around each Starting tile: one Mine or Settlement each, and the Starting tile\'s mine', () => {
    for (const n of [1, 2]) {
      const s = game(ISLAND, n);
      expect(mapOf(s).tiles.filter((t) => t.kind === 'far')).toHaveLength(4 * n);
      const holdings = ['building-materials-mine', 'gold-mine', 'valuables-mine', 'settlement'].flatMap((l) => fieldsOf(s, l));
      expect(holdings).toHaveLength(5 * n);
    }
  });

  it('the players win together when every Mine and Settlement is flagged, by either of them (ruling S2)', () => {
    const s = turnGame(ISLAND, 2);
    const holdings = ['building-materials-mine', 'gold-mine', 'valuables-mine', 'settlement'].flatMap((l) => fieldsOf(s, l));
    const [last, ...rest] = holdings;
    expect(outcome(step(flagged(s, 'p1', rest)))).toBeNull();
    const won = step(flagged(flagged(s, 'p1', rest), 'p2', [last as number]));
    expect(outcome(won)).toMatchObject({ reason: 'victory', winners: ['p1', 'p2'], winner: null, why: 'Catherine and Mutare flagged every Mine and Settlement' });
  });

  it('a solo player wins it alone', () => {
    const s = turnGame(ISLAND, 1);
    const holdings = ['building-materials-mine', 'gold-mine', 'valuables-mine', 'settlement'].flatMap((l) => fieldsOf(s, l));
    expect(outcome(step(flagged(s, 'p1', holdings)))).toMatchObject({ reason: 'victory', winners: ['p1'] });
  });
});

describe('a scenario map names its own pools', () => {
  it('a tile or supply drawn from a pool the map does not have is a ConfigError, even one named like an Object method', () => {
    for (const pool of ['nowhere', 'toString', 'constructor']) {
      const base = sc('border-war');
      const tiles = base.map.tiles.map((t) => ('pool' in t ? { ...t, pool } : t));
      expect(() => loadScenario({ ...base, map: { ...base.map, tiles } }), pool).toThrow(ConfigError);
      if (base.map.supply) expect(() => loadScenario({ ...base, map: { ...base.map, supply: { ...base.map.supply, pool } } }), pool).toThrow(ConfigError);
    }
  });
});

describe('timed events for some table sizes (playerCounts)', () => {
  it('loadScenario checks the player counts', () => {
    const bad = { ...sc('force-of-will'), events: [{ rounds: [2], seats: 'all', refresh: [], effects: [], text: 'x', playerCounts: [0] }] };
    expect(() => loadScenario(bad)).toThrow(ConfigError);
    try {
      loadScenario(bad);
    } catch (e) {
      expect((e as ConfigError).field).toBe('scenario.events[0].playerCounts[0]');
    }
  });
});

describe('elimination keeps income what the flags give', () => {
  it("an eliminated player's mines leave their income with their cubes", () => {
    const hunt: ScenarioDef = { ...sc('the-hunt'), victory: [] };
    let s = game(hunt, 3);
    const mine = fieldsOf(s, 'building-materials-mine').find((f) => Math.floor(f / 7) === Math.floor(townOf(s, 'p2') / 7)) as number;
    s = modify(s, (x) => {
      const m = mapOf(x);
      (m.fields[mine] as FieldState).flags = ['p2'];
      (m.fields[townOf(x, 'p2')] as FieldState).flags = ['p1'];
      const p2 = player(x, 'p2');
      p2.income.buildingMaterials += 2;
      p2.holdsTownOrSettlement = false;
    });
    s = passUntil(toRound(s, 4), (x) => x.round === 5);
    expect(player(s, 'p2').eliminated).toBe(true);
    expect(player(s, 'p2').income).toEqual(hunt.startingIncome);
    expect(findInvariantViolations(s)).toEqual([]);
  });
});

describe('what a ruling decides', () => {
  it('S1: Force of Will lasts 10 rounds', () => {
    expect(sc('force-of-will').rounds).toBe(10);
  });

  it('S2: Emerald Island gives a Pack of the cheapest and a Few of the most expensive Bronze unit', () => {
    const s = game(sc('emerald-island'), 1);
    expect(player(s).units).toEqual([{ unit: 'castle.halberdiers', side: 'pack' }, { unit: 'castle.griffins', side: 'few' }]);
  });
});
