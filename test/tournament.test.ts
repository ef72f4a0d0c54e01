/**
 * Tournament Mode (rewrite 2.0-rc4, p. 54): the scenario's facts, the setup changes, building the map as decisions,
 * the mode's rules during the game (Round One Mulligan, Search again, the Redwood Observatory's alternative effect)
 * and the end in a count of Victory Points. Rulings T1–T9 (docs/rulings.md).
 */
import { describe, expect, it } from 'vitest';
import {
  apply, ConfigError, createGame, describeEvent, findInvariantViolations, legalActions, loadScenario, loadState, scenario, victoryPoints,
  type Action, type GameState, type MapTile,
} from '../src';
import { Draft } from '../src/kernel/draft';
import { advance } from '../src/game/flow';
import { pushFrame } from '../src/effects/run';
import { checkScenarioEnd } from '../src/victory/scenarioEnd';
import { objectivePoints } from '../src/victory/points';
import { tileDistance, turnableTilesNextTo } from '../src/map/tournamentMap';
import { TILE_BY_ID } from '../src/content/registry';
import { allCards, clone, expectDecision, expectIllegal, isListed, modify, player } from './helpers';

const SEATS = [{ hero: 'catherine' }, { hero: 'mutare' }];

/** A Dragon Duel waiting on its first decision after the heroes: p1 rolls 2 (+1, +1), p2 −1 (−1, 0). */
function duel(attack: number[] = [1, 1, -1, 0], seed = 'duel'): GameState {
  return createGame({ scenario: 'dragon-duel', players: SEATS, seed, difficulty: 'impossible', astrologers: 'none', dice: { attack } });
}

/** Places every tile with the first legal placement until the map is built. */
function buildMap(s: GameState): GameState {
  while (s.pending?.kind === 'placeMapTile') s = apply(s, legalActions(s)[0] as Action);
  return s;
}

/** The game past setup: p1 starts, the map built, waiting on p1's first hand refresh. */
function started(seed = 'duel'): GameState {
  return buildMap(apply(duel(undefined, seed), { type: 'chooseStarter', starter: 'p1' }));
}

const placed = (a: Action): { q: number; r: number } => a as unknown as { q: number; r: number };

describe('Tournament scenario data (p. 54)', () => {
  it('Dragon Duel is a Tournament scenario for exactly 2 players: 3 is a ConfigError', () => {
    expect(scenario('dragon-duel')?.mode).toBe('tournament');
    expect(() => createGame({ scenario: 'dragon-duel', players: 3, seed: 'x' })).toThrow(ConfigError);
    expect(() => createGame({ scenario: 'dragon-duel', players: 1, seed: 'x' })).toThrow(ConfigError);
  });

  it('loadScenario checks the Tournament facts: 2 players, a Victory Point end, facts only in a Tournament scenario', () => {
    const base = scenario('dragon-duel');
    expect(loadScenario(JSON.stringify(base)).id).toBe('dragon-duel');
    expect(() => loadScenario({ ...base, players: { min: 2, max: 3 } })).toThrow(/Tournament Mode is for 2 players/);
    expect(() => loadScenario({ ...base, timeout: 'draw' })).toThrow(/Victory Points/);
    const plain: Record<string, unknown> = { ...base };
    delete plain['tournament'];
    expect(() => loadScenario(plain)).toThrow(/needs its tournament facts/);
    expect(() => loadScenario({ ...scenario('border-war'), tournament: base?.tournament })).toThrow(/only a Tournament scenario/);
  });

  it('every Tournament scenario has at least 2 Near tiles with an Obelisk', () => {
    const base = scenario('dragon-duel');
    if (!base) throw new Error('no Dragon Duel');
    const oneObelisk = { ...base, map: { ...base.map, pools: { near: ['N1', 'N2', 'N3', 'N6'], far: base.map.pools['far'] as string[] } } };
    expect(() => loadScenario(oneObelisk)).toThrow(/at least 2 Near tiles with an Obelisk \(this one 1\)/);
  });

  it('the layout names only Center tiles, and pools near and far of the right kinds, each tile once', () => {
    const base = scenario('dragon-duel');
    if (!base) throw new Error('no Dragon Duel');
    const withStart = { ...base, map: { ...base.map, tiles: [...base.map.tiles, { q: 3, r: -1, start: 0 }] } };
    expect(() => loadScenario(withStart)).toThrow(/only its Center tiles/);
    const farInNear = { ...base, map: { ...base.map, pools: { near: ['N3', 'N4', 'F1'], far: ['F2'] } } };
    expect(() => loadScenario(farInNear)).toThrow(/"F1" is not a Near tile/);
    const twice = { ...base, map: { ...base.map, pools: { near: ['N3', 'N4'], far: ['F1', 'F1'] } } };
    expect(() => loadScenario(twice)).toThrow(/F1/);
  });
});

describe('setup changes (p. 54)', () => {
  it('Diplomacy and the Hourglass of the Evil Hour are in no deck, hand or pile, and conservation holds without them', () => {
    const s = started();
    const cards = allCards(s);
    expect(cards.some((c) => c.startsWith('ability.diplomacy#'))).toBe(false);
    expect(cards.some((c) => c.startsWith('artifact.hourglass-of-the-evil-hour#'))).toBe(false);
    expect(findInvariantViolations(s)).toEqual([]);
    // In a Clash game they are in the game.
    const clash = createGame({ scenario: 'border-war', players: SEATS, seed: 'duel' });
    expect(allCards(clash).filter((c) => c.startsWith('ability.diplomacy#'))).toHaveLength(2);
    expect(allCards(clash).some((c) => c.startsWith('artifact.hourglass-of-the-evil-hour#'))).toBe(true);
  });

  it('both players roll 2 Attack dice; the higher total chooses who starts (ruling T1)', () => {
    const s = duel([1, 1, -1, 0]);
    const dec = expectDecision(s, 'chooseStarter', 'p1');
    expect(dec.totals).toEqual([2, -1]);
    expect(s.log.filter((e) => e.type === 'dieRolled').map((e) => (e as { faces: number[] }).faces)).toEqual([[1, 1], [-1, 0]]);
    expect(legalActions(s)).toEqual([{ type: 'chooseStarter', starter: 'p1' }, { type: 'chooseStarter', starter: 'p2' }]);
    expectDecision(duel([-1, -1, 0, 1]), 'chooseStarter', 'p2');
  });

  it('a tie: both players roll again', () => {
    const s = duel([0, 0, 1, -1, 0, 1, 0, 0]);
    expect(s.log.filter((e) => e.type === 'dieRolled')).toHaveLength(4);
    expectDecision(s, 'chooseStarter', 'p1');
  });

  it('the chooser may let the other player start: the seats turn round, the save still loads', () => {
    const s = apply(duel(), { type: 'chooseStarter', starter: 'p2' });
    expect(s.players.map((p) => p.id)).toEqual(['p2', 'p1']);
    expect(s.config.players.map((p) => p.id)).toEqual(['p2', 'p1']);
    expect(describeEvent(s.log.find((e) => e.type === 'starterChosen') as GameState['log'][number], s)).toBe('Catherine chooses Mutare to start');
    // The starting player places the Center tile.
    expectDecision(s, 'placeMapTile', 'p2');
    expect(() => loadState(JSON.stringify(s))).not.toThrow();
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('only a player of the game may be named to start', () => {
    expectIllegal(duel(), { type: 'chooseStarter', starter: 'p3' }, 'OPTION_NOT_AVAILABLE');
  });

  it('the second player gains positive morale at the start of the game (the scenario\'s secondPlayerGains, ruling T2)', () => {
    const s = started();
    expect(player(s, 'p2').morale.positive).toBe(true);
    expect(player(s, 'p1').morale.positive).toBe(false);
    const swapped = buildMap(apply(duel(), { type: 'chooseStarter', starter: 'p2' }));
    expect(player(swapped, 'p1').morale.positive).toBe(true);
    expect(player(swapped, 'p2').morale.positive).toBe(false);
  });
});

describe('building the map (p. 54)', () => {
  it('the starting player places the Center tile at its layout position, turned freely', () => {
    const s = apply(duel(), { type: 'chooseStarter', starter: 'p1' });
    const dec = expectDecision(s, 'placeMapTile', 'p1');
    expect(dec).toMatchObject({ tile: 'C1', stage: 'center' });
    expect(legalActions(s)).toEqual([0, 1, 2, 3, 4, 5].map((rotation) => ({ type: 'placeMapTile', q: 0, r: 0, rotation })));
    expectIllegal(s, { type: 'placeMapTile', q: 3, r: -1, rotation: 0 }, 'OPTION_NOT_AVAILABLE');
    const next = apply(s, { type: 'placeMapTile', q: 0, r: 0, rotation: 4 });
    expect(next.map?.tiles[0]).toEqual({ q: 0, r: 0, kind: 'center', tile: 'C1', rotation: 4, faceUp: true });
  });

  it('Near tiles in turn from the second player, drawn at random, each next to the Center tile while it can be', () => {
    let s = apply(apply(duel(), { type: 'chooseStarter', starter: 'p1' }), { type: 'placeMapTile', q: 0, r: 0, rotation: 0 });
    const order: string[] = [];
    while (s.pending?.kind === 'placeMapTile' && s.pending.stage === 'near') {
      order.push(s.pending.player);
      expect(TILE_BY_ID[s.pending.tile]?.kind).toBe('near');
      for (const a of legalActions(s)) expect(tileDistance(placed(a), { q: 0, r: 0 })).toBe(1);
      s = apply(s, legalActions(s)[0] as Action);
    }
    expect(order).toEqual(['p2', 'p1', 'p2', 'p1']);
    expect(s.map?.tiles.filter((t) => t.kind === 'near').map((t) => t.tile).sort()).toEqual(['N1', 'N3', 'N4', 'N5']);
  });

  it('the first Starting tile touches a Near tile; the other lies as far from it as the map allows, counted in tiles', () => {
    let s = apply(duel(), { type: 'chooseStarter', starter: 'p1' });
    while (s.pending?.kind === 'placeMapTile' && s.pending.stage !== 'starting') s = apply(s, legalActions(s)[0] as Action);
    expectDecision(s, 'placeMapTile', 'p1');
    expect(s.pending).toMatchObject({ tile: 'S3', stage: 'starting' }); // Catherine's Castle
    const nears = (s.map?.tiles ?? []).filter((t) => t.kind === 'near');
    for (const a of legalActions(s)) expect(nears.some((t) => tileDistance(t, placed(a)) === 1)).toBe(true);
    const first = legalActions(s).at(-1) as Action;
    s = apply(s, first);
    expect(s.map?.heroes).toEqual([{ player: 'p1', hero: 'main', field: 5 * 7 + 3, lastVisited: 5 * 7 + 3 }]);
    expect(s.map?.fields[5 * 7 + 3]?.flags).toEqual(['p1']);
    expectDecision(s, 'placeMapTile', 'p2');
    expect(s.pending).toMatchObject({ tile: 'S2', stage: 'starting' });
    const options = legalActions(s);
    const far = Math.max(...options.map((a) => tileDistance(placed(a), placed(first))));
    for (const a of options) expect(tileDistance(placed(a), placed(first))).toBe(far);
    // Every empty position next to the map that is not among them is nearer.
    const taken = s.map?.tiles ?? [];
    expect(far).toBeGreaterThanOrEqual(Math.max(...taken.map((t) => tileDistance(t, placed(first)))));
  });

  it('Far tiles in turn from the first player; each player\'s first Far tile touches their Starting tile; the rest touch 2 tiles', () => {
    let s = apply(duel(), { type: 'chooseStarter', starter: 'p1' });
    while (s.pending?.kind === 'placeMapTile' && s.pending.stage !== 'far') s = apply(s, legalActions(s)[0] as Action);
    const starts = (s.map?.tiles ?? []).filter((t) => t.kind === 'starting');
    const order: string[] = [];
    let n = 0;
    while (s.pending?.kind === 'placeMapTile') {
      const who = s.pending.player;
      order.push(who);
      const own = starts.find((t) => t.tile === (who === 'p1' ? 'S3' : 'S2')) as MapTile;
      for (const a of legalActions(s)) {
        if (n < 2) expect(tileDistance(placed(a), own)).toBe(1);
        else expect((s.map?.tiles ?? []).filter((t) => tileDistance(t, placed(a)) === 1).length).toBeGreaterThanOrEqual(2);
      }
      s = apply(s, legalActions(s)[0] as Action);
      n++;
    }
    expect(order).toEqual(['p1', 'p2', 'p1', 'p2']);
    expect(s.map?.tiles).toHaveLength(11);
    expect(s.map?.tiles.every((t) => t.faceUp)).toBe(true);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('events name the tiles a placed tile touches', () => {
    let s = apply(duel(), { type: 'chooseStarter', starter: 'p1' });
    s = apply(s, { type: 'placeMapTile', q: 0, r: 0, rotation: 0 });
    const id = (s.pending as { tile: string }).tile;
    s = apply(s, legalActions(s)[0] as Action);
    const e = s.log.find((x) => x.type === 'mapTilePlaced') as GameState['log'][number];
    expect(describeEvent(e, s)).toBe(`Mutare places Near tile ${id} next to the Center tile C1`);
  });

  it('a placement off the list is refused, the state untouched', () => {
    const s = apply(apply(duel(), { type: 'chooseStarter', starter: 'p1' }), { type: 'placeMapTile', q: 0, r: 0, rotation: 0 });
    expectIllegal(s, { type: 'placeMapTile', q: 7, r: 0, rotation: 0 }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, { type: 'placeMapTile', q: 3, r: -1, rotation: 9 }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, { type: 'placeMapTile', q: '3', r: -1, rotation: 0 }, 'MALFORMED_ACTION');
  });

  it('tile distance counts tiles: neighbours 1, a tile beyond 2', () => {
    expect(tileDistance({ q: 0, r: 0 }, { q: 3, r: -1 })).toBe(1);
    expect(tileDistance({ q: 0, r: 0 }, { q: 6, r: -2 })).toBe(2);
    expect(tileDistance({ q: 0, r: 0 }, { q: 4, r: 1 })).toBe(2);
    expect(tileDistance({ q: -3, r: 1 }, { q: 3, r: -1 })).toBe(2);
  });
});

describe('during the game (p. 54)', () => {
  it('Round One Mulligan: after the first hand is drawn, once, the hand goes back and as many cards are drawn', () => {
    let s = started();
    expectDecision(s, 'refreshHand', 'p1');
    s = apply(s, { type: 'draw', count: 4 });
    expectDecision(s, 'mulligan', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'mulligan' }, { type: 'decline' }]);
    const before = player(s, 'p1');
    const after = apply(s, { type: 'mulligan' });
    const p = player(after, 'p1');
    expect(p.hand).toHaveLength(4);
    expect([...p.hand, ...p.deck].sort()).toEqual([...before.hand, ...before.deck].sort());
    expect(after.log.some((e) => e.type === 'mulliganTaken')).toBe(true);
    expect(after.pending?.kind).not.toBe('mulligan');
    expect(findInvariantViolations(after)).toEqual([]);
    // Keeping the hand changes nothing.
    expect(player(apply(s, { type: 'decline' }), 'p1').hand).toEqual(before.hand);
  });

  it('the mulligan is not offered after round 1, nor in a Clash game', () => {
    const s = modify(started(), (x) => { x.round = 2; });
    expect(apply(s, { type: 'draw', count: 4 }).pending?.kind).not.toBe('mulligan');
    const clash = createGame({ scenario: 'border-war', players: SEATS, seed: 'duel', difficulty: 'impossible', astrologers: 'none' });
    let c = clash;
    while (c.pending?.kind === 'rotateTile') c = apply(c, { type: 'rotateTile', rotation: 0 });
    expect(apply(c, { type: 'draw', count: 4 }).pending?.kind).not.toBe('mulligan');
  });

  it('Search again with positive morale: the revealed cards are discarded and the Search is made again (ruling T5)', () => {
    let s = apply(apply(started(), { type: 'draw', count: 4 }), { type: 'decline' });
    while (s.pending?.kind === 'beginningOfTurn') s = apply(s, { type: 'decline' });
    s = modify(s, (x) => { (x.players[0] as { morale: { positive: boolean } }).morale.positive = true; });
    const d = new Draft(clone(s));
    pushFrame(d, 'p1', 'starting-bonus', [{ op: 'search', deck: 'artifact', count: 2, optional: false }]);
    d.s.pending = null;
    advance(d);
    s = apply(d.s, { type: 'searchReveal' });
    expect(isListed(s, { type: 'searchAgain' })).toBe(true);
    const first = s.revealed.slice();
    const again = apply(s, { type: 'searchAgain' });
    expect(player(again, 'p1').morale.positive).toBe(false);
    expect(again.decks.artifact.discard.slice(-2).sort()).toEqual(first.slice().sort());
    expect(again.revealed).toHaveLength(2);
    expect(again.revealed.some((c) => first.includes(c))).toBe(false);
    expect(isListed(again, { type: 'searchAgain' })).toBe(false); // the morale is spent
    expect(findInvariantViolations(again)).toEqual([]);
  });

  it('no Search again without positive morale', () => {
    let s = apply(apply(started(), { type: 'draw', count: 4 }), { type: 'decline' });
    while (s.pending?.kind === 'beginningOfTurn') s = apply(s, { type: 'decline' });
    const d = new Draft(clone(s));
    pushFrame(d, 'p1', 'starting-bonus', [{ op: 'search', deck: 'artifact', count: 2, optional: false }]);
    d.s.pending = null;
    advance(d);
    s = apply(d.s, { type: 'searchReveal' });
    expect(isListed(s, { type: 'searchAgain' })).toBe(false);
    expectIllegal(s, { type: 'searchAgain' }, 'OPTION_NOT_AVAILABLE');
  });

  it('Redwood Observatory: the visitor turns an adjacent tile no hero stands on, every tile still reachable (p. 81)', () => {
    const s = started();
    const m = s.map;
    if (!m) throw new Error('no map');
    const centre = m.tiles.findIndex((t) => t.tile === 'C1');
    const tiles = turnableTilesNextTo(m, centre);
    const withHero = m.tiles.findIndex((t) => t.kind === 'starting' && tileDistance(t, m.tiles[centre] as MapTile) === 1);
    if (withHero >= 0) expect(tiles).not.toContain(withHero);
    for (const t of tiles) expect(tileDistance(m.tiles[t] as MapTile, m.tiles[centre] as MapTile)).toBe(1);
    // Through the visit's effect: a turnNearTile decision, answered by a turn.
    let w = apply(apply(s, { type: 'draw', count: 4 }), { type: 'decline' });
    while (w.pending?.kind === 'beginningOfTurn') w = apply(w, { type: 'decline' });
    const observatory = (w.map as { tiles: MapTile[] }).tiles.findIndex((t) => t.tile === 'F5' || t.tile === 'F7');
    w = modify(w, (x) => { (x.map as { visitor: unknown }).visitor = { player: 'p1', hero: 'main', field: observatory * 7 + 3 }; });
    const d = new Draft(clone(w));
    pushFrame(d, 'p1', 'test', [{ op: 'discoverNearTile' }]);
    d.s.pending = null;
    advance(d);
    const dec = expectDecision(d.s, 'turnNearTile', 'p1');
    const turn = legalActions(d.s).find((a) => a.type === 'turnTile') as Extract<Action, { type: 'turnTile' }>;
    expect(dec.tiles).toContain(turn.tile);
    const after = apply(d.s, turn);
    expect(after.map?.tiles[turn.tile]?.rotation).toBe(turn.rotation);
    expect(after.pending?.kind).toBe('turn');
    expect(isListed(d.s, { type: 'decline' })).toBe(true);
  });
});

describe('scoring (p. 54)', () => {
  it('completing the victory condition ends the game; the most Victory Points win, with the objectives on top', () => {
    const s = modify(started(), (x) => {
      const m = x.map as NonNullable<GameState['map']>;
      const centre = m.tiles.findIndex((t) => t.tile === 'C1');
      (m.fields[centre * 7 + 3] as { flags: string[] }).flags = ['p2'];
      x.tournament = { firstFlags: [{ location: 'dragon-utopia', player: 'p2' }] };
    });
    expect(objectivePoints(s, 'p2')).toBe(7);
    expect(objectivePoints(s, 'p1')).toBe(0);
    const d = new Draft(clone(s));
    expect(checkScenarioEnd(d, false)).toBe(true);
    const r = d.s.result;
    expect(r?.reason).toBe('victory');
    expect(r?.winners).toEqual(['p2']);
    expect(r?.why).toBe(`Mutare flagged 1 Dragon Utopia: Mutare has the most Victory Points (${victoryPoints(d.s, 'p2')})`);
    expect(r?.standings.map((x) => x.victoryPoints)).toEqual(r?.standings.map((x) => victoryPoints(d.s, x.player)));
  });

  it('whoever completes the condition, the Victory Points decide (ruling T7)', () => {
    const s = modify(started(), (x) => {
      const m = x.map as NonNullable<GameState['map']>;
      const centre = m.tiles.findIndex((t) => t.tile === 'C1');
      (m.fields[centre * 7 + 3] as { flags: string[] }).flags = ['p1'];
      x.tournament = { firstFlags: [{ location: 'dragon-utopia', player: 'p1' }] };
      (x.players[1] as { experience: number }).experience = 12; // level VII: 7 points
      (x.players[1] as { buildings: string[] }).buildings.push('dungeon.mageGuild', 'dungeon.cityHall', 'dungeon.silverDwelling');
    });
    const d = new Draft(clone(s));
    checkScenarioEnd(d, false);
    expect(victoryPoints(d.s, 'p2')).toBeGreaterThan(victoryPoints(d.s, 'p1'));
    expect(d.s.result?.winners).toEqual(['p2']);
  });

  it('equal Victory Points share the win (ruling T8)', () => {
    const d = new Draft(clone(modify(started(), (x) => { x.round = x.config.scenario.rounds; })));
    const [a, b] = [victoryPoints(d.s, 'p1'), victoryPoints(d.s, 'p2')];
    expect(a).toBe(b);
    d.s.phase = { step: 'roundEnd' };
    d.s.pending = null;
    advance(d);
    expect(d.s.result?.reason).toBe('roundLimit');
    expect(d.s.result?.winners).toEqual(['p1', 'p2']);
  });

  it('flagging an objective location records its first flag once', () => {
    const s = started();
    expect(s.tournament).toEqual({ firstFlags: [] });
    expect(createGame({ scenario: 'border-war', players: SEATS, seed: 'x' }).tournament).toBeNull();
  });

  it('removed Artifact cards still count: kept beside the deck (the removed zone)', () => {
    const s = modify(started(), (x) => {
      const p = x.players[0] as { removed: string[]; deck: string[] };
      const arts = x.decks.artifact.deck.splice(0, 4);
      p.removed.push(...arts);
    });
    expect(findInvariantViolations(s)).toEqual([]);
    expect(victoryPoints(s, 'p1') - victoryPoints(started(), 'p1')).toBe(2);
  });
});

describe('Tournament saves', () => {
  it('loadState refuses a placement the table does not call for, and Tournament decisions outside Tournament Mode', () => {
    const s = apply(duel(), { type: 'chooseStarter', starter: 'p1' });
    expect(() => loadState(JSON.stringify(s))).not.toThrow();
    const wrongTile = modify(s, (x) => { x.pending = { kind: 'placeMapTile', player: 'p1', tile: 'N3', stage: 'center' }; });
    expect(() => loadState(JSON.stringify(wrongTile))).toThrow(/the tile to place is C1/);
    const wrongPlayer = modify(s, (x) => { x.pending = { kind: 'placeMapTile', player: 'p2', tile: 'C1', stage: 'center' }; });
    expect(() => loadState(JSON.stringify(wrongPlayer))).toThrow(/not p2's center tile/);
    const unknownTile = modify(s, (x) => { x.pending = { kind: 'placeMapTile', player: 'p1', tile: 'X9', stage: 'center' }; });
    expect(() => loadState(JSON.stringify(unknownTile))).toThrow();
    const clash = createGame({ scenario: 'border-war', players: SEATS, seed: 'x' });
    const foreign = modify(clash, (x) => { x.pending = { kind: 'chooseStarter', player: 'p1', totals: [1, 0] }; });
    expect(() => loadState(JSON.stringify(foreign))).toThrow(/Tournament Mode's/);
  });
});
