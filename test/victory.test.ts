/**
 * Scenario End (p. 53), Scoring Victory Points (p. 54) and the scenarios' own victory conditions, timeouts, timed
 * events and rules (rulings V1–V9).
 */
import { describe, expect, it } from 'vitest';
import { apply, ConfigError, isGameOver, loadScenario, outcome, scenario, TILE_BY_ID, victoryPoints, type GameState, type ScenarioDef } from '../src';
import type { FieldState, MapState } from '../src/model';
import { eventsSince, expectDecision, modify, newGame, newTurnGame, passUntil, player, toRound } from './helpers';

const P2_TOWN = 10;
const CHAIN_LINK = scenario('chain-link') as ScenarioDef;
const THE_HUNT = scenario('the-hunt') as ScenarioDef;
const mapOf = (s: GameState): MapState => s.map as MapState;

/** Chain Link with no victory but eliminating the enemy: the other rules of Scenario End are seen alone. */
const OPEN: ScenarioDef = { ...CHAIN_LINK, victory: [], events: [], rules: { visits: {}, resourceRound: [], text: [] } };

/** Takes every Town and Settlement of the player: their cubes leave those fields. */
function homeless(s: GameState, id: string): GameState {
  return modify(s, (x) => {
    for (const f of mapOf(x).fields) f.flags = f.flags.filter((p) => p !== id);
    player(x, id).holdsTownOrSettlement = false;
  });
}

describe('victory conditions (Scenario End, p. 53)', () => {
  it("Chain Link: taking the enemy's Town wins at once (ruling V7)", () => {
    let s = newTurnGame();
    s = modify(s, (x) => {
      const m = mapOf(x);
      m.heroes = m.heroes.map((h) => (h.player === 'p1' ? { ...h, field: 13, lastVisited: 13 } : h.player === 'p2' ? { ...h, field: 7, lastVisited: 7 } : h));
      (m.fields[13] as FieldState).cleared = true;
      player(x, 'p2').resources.gold = 0; // cannot pay to defend it: the town is taken at once
      for (const id of ['p1', 'p2']) player(x, id).tokens = { build: false, population: false, spellBook: false };
    });
    s = apply(s, { type: 'moveHero', hero: 'main', field: P2_TOWN });
    expect(mapOf(s).fields[P2_TOWN]?.flags).toEqual(['p1']);
    expect(isGameOver(s)).toBe(true);
    expect(outcome(s)).toMatchObject({ reason: 'victory', winners: ['p1'], winner: 'p1', why: 'Catherine took control of every enemy Town' });
    expect(s.result?.standings.map((x) => [x.player, x.rank, x.won])).toEqual([['p1', 1, true], ['p2', 2, false]]);
    expect(s.pending).toBeNull();
    expect(eventsSince(s, 0, 'gameEnded')).toHaveLength(1);
  });

  it('The Hunt: the Main Hero winning on the Center tile\'s centre field wins; a Secondary Hero does not', () => {
    const centre = 3; // the Center tile lies first in The Hunt's layout, at (0, 0): its centre is field 3
    let s = newTurnGame({ scenario: 'the-hunt' });
    const secondary = apply(modify(s, (x) => { player(x, 'p1').wonAt = [{ field: centre, hero: 'secondary' }]; }), { type: 'endTurn' });
    expect(isGameOver(secondary)).toBe(false);
    s = apply(modify(s, (x) => { player(x, 'p1').wonAt = [{ field: centre, hero: 'main' }]; }), { type: 'endTurn' });
    expect(s.result).toMatchObject({ reason: 'victory', winners: ['p1'], why: 'Catherine won the combat at the objective with their Main Hero' });
  });

  it("a flag condition counts the side's cubes on that location; one checked at the round's end waits for it", () => {
    const mines: ScenarioDef = { ...OPEN, id: 'mines', victory: [{ condition: { kind: 'flag', location: 'building-materials-mine', count: 2 }, when: 'roundEnd' }] };
    let s = newTurnGame({ scenario: mines });
    const mineFields = mapOf(s).fields.map((_, i) => i).filter((i) => s.map!.tiles[Math.floor(i / 7)]!.tile.startsWith('S') && i % 7 === (s.map!.tiles[Math.floor(i / 7)]!.tile === 'S3' ? 5 : 4));
    expect(mineFields).toHaveLength(2);
    s = modify(s, (x) => { for (const f of mineFields) (mapOf(x).fields[f] as FieldState).flags = ['p1']; });
    // Checked at the end of a round: not yet during it.
    s = apply(s, { type: 'endTurn' });
    expect(isGameOver(s)).toBe(false);
    s = passUntil(s, (x) => x.result !== null);
    expect(s.result).toMatchObject({ reason: 'victory', winners: ['p1'], why: 'Catherine flagged 2 Building Materials Mine' });
    expect(s.round).toBe(1);
  });

  it('in a Clash of three or more, a Faction Cube of every enemy wins; with two players it does not', () => {
    const three = newGame({ scenario: 'the-hunt', players: [{ hero: 'catherine' }, { hero: 'mutare' }, { hero: 'sandro' }] });
    let s = toRound(three, 1);
    s = apply(modify(s, (x) => { player(x, 'p1').factionCubes = ['p2', 'p3']; }), { type: 'draw', count: 0 });
    expect(s.result).toMatchObject({ reason: 'factionCubes', winners: ['p1'], why: 'Catherine holds a Faction Cube of every enemy' });
    const two = apply(modify(newGame({ scenario: 'the-hunt' }), (x) => { player(x, 'p1').factionCubes = ['p2']; }), { type: 'draw', count: 0 });
    expect(isGameOver(two)).toBe(false);
  });

  it('Cooperative: the players win together, and lose together when one loses their Town', () => {
    const coop: ScenarioDef = { ...OPEN, id: 'coop', mode: 'cooperative', victory: [{ condition: { kind: 'flagAllMinesAndSettlements' }, when: 'immediately' }], defeat: [{ kind: 'townLost' }] };
    const s = newTurnGame({ scenario: coop });
    const won = apply(modify(s, (x) => {
      const m = mapOf(x);
      m.fields.forEach((f, i) => {
        const loc = TILE_BY_ID[m.tiles[Math.floor(i / 7)]!.tile]!.fields[i % 7]!.location;
        if (loc.endsWith('-mine') || loc === 'settlement') f.flags = [i < 7 ? 'p1' : 'p2'];
      });
    }), { type: 'endTurn' });
    expect(won.result).toMatchObject({ reason: 'victory', winners: ['p1', 'p2'], winner: null, why: 'Catherine and Mutare flagged every Mine and Settlement' });
    const lost = apply(modify(s, (x) => { (mapOf(x).fields[P2_TOWN] as FieldState).flags = ['p1']; }), { type: 'endTurn' });
    expect(lost.result).toMatchObject({ reason: 'defeat', winners: [], why: 'Mutare lost their Town: every player loses' });
  });

  it('every fan mission scenario shipped states its victory, its timeout and its objectives', () => {
    for (const sc of [CHAIN_LINK, THE_HUNT]) {
      expect(sc.victory.length).toBeGreaterThan(0);
      expect(sc.objectives).not.toBe('');
    }
    expect(CHAIN_LINK.timeout).toBe('draw');
    expect(THE_HUNT.timeout).toBe('allLose');
  });
});

describe('the last round (Scenario End, p. 53)', () => {
  it('The Hunt: the Dragon still standing after round 14, every player loses', () => {
    const short: ScenarioDef = { ...THE_HUNT, id: 'short-hunt', rounds: 1 };
    const s = passUntil(newGame({ scenario: short }), (x) => x.result !== null);
    expect(s.result).toMatchObject({ reason: 'roundLimit', winners: [], winner: null, why: 'The last round (1) is over: every player loses' });
    expect(s.result?.standings.every((x) => !x.won)).toBe(true);
  });
});

describe('elimination (Scenario End, p. 53)', () => {
  it('three full rounds without a Town or Settlement eliminate a player; the round it was lost in does not count (ruling V1)', () => {
    let s = homeless(newGame({ scenario: OPEN }), 'p2'); // lost during round 1: not a full round
    s = toRound(s, 4);
    expect(player(s, 'p2').roundsWithoutTown).toBe(3);
    expect(player(s, 'p2').eliminated).toBe(false);
    s = passUntil(s, (x) => x.result !== null);
    expect(s.round).toBe(4);
    expect(player(s, 'p2').eliminated).toBe(true);
    expect(eventsSince(s, 0, 'playerEliminated')).toMatchObject([{ player: 'p2', why: 'noTown' }]);
    expect(s.result).toMatchObject({ reason: 'elimination', winners: ['p1'], why: 'Catherine eliminated every enemy' });
    expect(s.result?.standings.find((x) => x.player === 'p2')).toMatchObject({ rank: 2, eliminated: true });
  });

  it('holding a Town or Settlement again starts the count over', () => {
    let s = toRound(homeless(newGame({ scenario: OPEN }), 'p2'), 3);
    expect(player(s, 'p2').roundsWithoutTown).toBe(2);
    s = modify(s, (x) => { (mapOf(x).fields[P2_TOWN] as FieldState).flags = ['p2']; });
    // The map keeps the holding current as cubes change (a visit, a combat): here the next flag does it.
    s = modify(s, (x) => { player(x, 'p2').holdsTownOrSettlement = true; player(x, 'p2').roundsWithoutTown = 0; });
    s = toRound(s, 6);
    expect(player(s, 'p2').eliminated).toBe(false);
    expect(player(s, 'p2').roundsWithoutTown).toBe(0);
  });

  it('an eliminated player leaves the map and the game: no cubes, no heroes, their deck removed, no turns (ruling V3)', () => {
    const three = newGame({ scenario: { ...THE_HUNT, victory: [] }, players: [{ hero: 'catherine' }, { hero: 'mutare' }, { hero: 'sandro' }] });
    let s = homeless(three, 'p2');
    s = toRound(s, 4);
    s = passUntil(s, (x) => x.round === 5);
    const p2 = player(s, 'p2');
    expect(p2.eliminated).toBe(true);
    expect([p2.deck, p2.hand, p2.discard]).toEqual([[], [], []]);
    expect(p2.removed.length).toBeGreaterThan(0);
    expect(mapOf(s).heroes.some((h) => h.player === 'p2')).toBe(false);
    expect(mapOf(s).fields.some((f) => f.flags.includes('p2'))).toBe(false);
    expect(s.result).toBeNull(); // two players are left
    // Round 5: p1's turn, then p3's — p2 is skipped, and takes no income.
    const gold = p2.resources.gold;
    s = passUntil(s, (x) => x.pending?.kind === 'refreshHand' && x.pending.player !== 'p1');
    expect(s.pending?.player).toBe('p3');
    expect(player(s, 'p2').resources.gold).toBe(gold);
  });
});

describe('Victory Points (p. 54; ruling V5)', () => {
  it('1 per Mine or Settlement held, building, two Artifacts, level; 2 per Secondary Hero beaten; 4 per enemy Main Hero beaten', () => {
    let s = newTurnGame();
    expect(victoryPoints(s, 'p1')).toBe(1 + 0 + 1); // the Bronze Dwelling, level I; the town is no Mine or Settlement
    s = modify(s, (x) => {
      const p = player(x, 'p1');
      const m = mapOf(x);
      const mine = m.fields.findIndex((_, i) => i < 7 && i % 7 === 5); // S3's Building Materials Mine
      (m.fields[mine] as FieldState).flags = ['p1'];
      p.experience = 5; // level III
      p.hand.push('artifact.angel-wings#1', 'artifact.armor-of-wonder#1', 'artifact.blackshard-of-the-dead-knight#1');
      p.defeated = { mainHeroes: ['p2'], secondaryHeroes: 1 };
    });
    expect(victoryPoints(s, 'p1')).toBe(1 + 1 + 1 + 3 + 2 + 4);
    expect(victoryPoints(s, 'nobody')).toBe(0);
  });
});

describe('timed events and scenario rules (ruling V8)', () => {
  it('Chain Link: the second player gains 1 movement point at the start of rounds 2, 6 and 10', () => {
    let s = toRound(newGame(), 2);
    expect(eventsSince(s, 0, 'timedEvent')).toMatchObject([{ round: 2, text: 'The second player gains 1 movement point.' }]);
    expect(player(s, 'p2').mainHero.extra).toBe(1);
    expect(player(s, 'p1').mainHero.extra).toBe(0);
  });

  it('Chain Link: each Resource round every player chooses 1 Valuable or 2 Building Materials', () => {
    let s = passUntil(newGame(), (x) => x.round === 3 && x.pending?.kind === 'choose');
    const dec = expectDecision(s, 'choose', 'p1');
    expect(dec.options.map((o) => o.key)).toEqual(['valuables', 'buildingMaterials']);
    const bm = player(s, 'p1').resources.buildingMaterials;
    s = apply(s, { type: 'choose', option: 'buildingMaterials' });
    expect(player(s, 'p1').resources.buildingMaterials).toBe(bm + 2);
    expectDecision(s, 'choose', 'p2');
  });

  it('The Hunt: the black cubes come off the Windmills, Water Wheels and Mystical Gardens at the start of round 4', () => {
    let s = newGame({ scenario: 'the-hunt' });
    const visitable = mapOf(s).fields.map((_, i) => i);
    s = modify(s, (x) => { for (const f of visitable) (mapOf(x).fields[f] as FieldState).visited = true; });
    s = toRound(s, 4);
    const refreshed = ['windmill', 'water-wheel', 'mystical-garden'];
    mapOf(s).fields.forEach((f, i) => {
      const loc = TILE_BY_ID[mapOf(s).tiles[Math.floor(i / 7)]!.tile]!.fields[i % 7]!.location;
      expect(f.visited).toBe(!refreshed.includes(loc));
    });
  });

  it("a scenario's own visit replaces the location's (Chain Link's Obelisk: a choice of three)", () => {
    const own: ScenarioDef = { ...OPEN, id: 'own-visit', rules: { visits: { resource: [{ op: 'gainExperience', amount: 2 }] }, resourceRound: [], text: [] } };
    let s = newTurnGame({ scenario: own });
    s = apply(s, { type: 'moveHero', hero: 'main', field: 4 }); // S3's Resource field, beside the town
    expect(player(s, 'p1').experience).toBe(2);
    expect(CHAIN_LINK.rules.visits['obelisk']?.[0]).toMatchObject({ op: 'choose' });
  });
});

describe('loadScenario', () => {
  it('loads a scenario from JSON, ready for createGame', () => {
    const sc = loadScenario(JSON.stringify({ ...CHAIN_LINK, id: 'mine', rounds: 6 }));
    expect(sc.rounds).toBe(6);
    expect(newGame({ scenario: sc }).config.scenario.id).toBe('mine');
  });

  it('names what is wrong', () => {
    const bad = (v: unknown, field: string) => {
      try {
        loadScenario(v as object);
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        expect((e as ConfigError).field).toBe(field);
        return;
      }
      throw new Error('accepted');
    };
    bad('{', 'scenario');
    bad([], 'scenario');
    bad({ ...CHAIN_LINK, victory: [{ condition: { kind: 'win' }, when: 'immediately' }] }, 'scenario.victory[0].condition.kind');
    bad({ ...CHAIN_LINK, victory: [{ condition: { kind: 'flag', location: 'castle', count: 1 }, when: 'immediately' }] }, 'scenario.victory[0].condition.location');
    bad({ ...CHAIN_LINK, timeout: 'sudden death' }, 'scenario.timeout');
    bad({ ...CHAIN_LINK, events: [{ rounds: [0], seats: 'all', refresh: [], effects: [], text: '' }] }, 'scenario.events[0].rounds[0]');
    bad({ ...CHAIN_LINK, rules: { visits: { nowhere: [] }, resourceRound: [], text: [] } }, 'scenario.rules.visits.nowhere');
    bad({ ...THE_HUNT, victory: [{ condition: { kind: 'winCombatAt', field: { q: 50, r: 50, slot: 3 }, mainHero: true }, when: 'immediately' }] }, 'scenario.victory[0].condition.field');
    bad({ ...CHAIN_LINK, players: { min: 2, max: 3 } }, 'scenario.map');
  });
});
