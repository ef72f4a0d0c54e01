/**
 * Sentinels (fan mission book 1.2, Cooperative, 2 players; rulings AH11–AH13): the invading armies appear on rounds
 * 6, 7, 8 and 10 on the Near tiles' centres; beating one gives its beater 2 experience and two Treasure Dice, one
 * resolved; beating all four wins; an army standing at the end of round 12, a Town taken or a Main Hero defeated
 * loses — a retreat is no defeat.
 */
import { describe, expect, it } from 'vitest';
import { apply, InvalidStateError, legalActions, loadState, scenario, TILE_BY_ID, type GameState } from '../src';
import type { FieldState, MapState, ScenarioDef } from '../src/model';
import { Draft } from '../src/kernel/draft';
import { geometryOf } from '../src/map/geometry';
import { mainHeroLost } from '../src/map/elimination';
import { clone, eventsSince, expectDecision, modify, newGame, passUntil, player, startTurn, toRound } from './helpers';
import { aiCombatEndedAs } from './aiMapHelpers';

const SEATS = [{ hero: 'catherine' }, { hero: 'mutare' }];
const SENTINELS = scenario('sentinels') as ScenarioDef;
const mapOf = (s: GameState): MapState => s.map as MapState;
const p1Turn = (s: GameState): GameState => passUntil(s, (x) => x.pending?.kind === 'refreshHand' && x.pending.player === 'p1');

/** A Sentinels game waiting on p1's hand refresh of round 1 (the round-1 Searches answered). */
const game = (seed = 'test'): GameState => p1Turn(newGame({ scenario: 'sentinels', players: SEATS, seed, logLimit: 10_000 }));

/** The field of the layout's tile at (q, r), printed slot `slot`. */
function fieldAt(s: GameState, q: number, r: number, slot: number): number {
  return mapOf(s).tiles.findIndex((t) => t.q === q && t.r === r) * 7 + slot;
}

/** The game at the start of round `round`'s first turn, jumped to from round 1 (no army appears on the way). */
function atRound(round: number, s: GameState = game()): GameState {
  return toRound(modify(s, (x) => { x.round = round - 1; }), round);
}

/** p1's field next to its Main Hero that a hero can step onto (not Blocked, no hero). */
function besideHero(s: GameState): number {
  const m = mapOf(s);
  const at = (m.heroes.find((h) => h.player === 'p1' && h.hero === 'main') as { field: number }).field;
  return (geometryOf(m.tiles).neighbours[at] as number[]).find((f) => {
    const loc = TILE_BY_ID[(m.tiles[Math.floor(f / 7)] as { tile: string }).tile]?.fields[f % 7]?.location;
    return loc !== 'blocked' && !m.heroes.some((h) => h.field === f) && mapOf(s).tiles[Math.floor(f / 7)]?.faceUp;
  }) as number;
}

/** Round 6, p1's turn: the Vanguard moved next to p1's Main Hero, who steps onto it and passes the Town-action window. */
function fightVanguard(): GameState {
  let s = startTurn(atRound(6));
  const next = besideHero(s);
  s = modify(s, (x) => { (mapOf(x).aiHeroes[0] as { field: number }).field = next; });
  s = apply(s, { type: 'moveHero', hero: 'main', field: next });
  expectDecision(s, 'combatDeclared', 'p1');
  return apply(s, { type: 'pass' });
}

const endedAs = aiCombatEndedAs;

describe('Sentinels: setup', () => {
  it('two Starting tiles, four Far tiles, the three Near tiles with an Obelisk and a fourth Near tile; a Far tile each in supply', () => {
    const s = game();
    const m = mapOf(s);
    expect(m.tiles.map((t) => t.kind)).toEqual(['starting', 'starting', 'far', 'far', 'far', 'far', 'near', 'near', 'near', 'near']);
    expect(m.tiles.slice(6, 9).map((t) => t.tile).sort()).toEqual(['N3', 'N4', 'N5']);
    expect(m.supply['p1']).toHaveLength(1);
    expect(m.supply['p2']).toHaveLength(1);
    expect(player(s, 'p1').buildings.length).toBeGreaterThanOrEqual(2); // the Bronze Dwelling and the Citadel
  });

  it('each player Searches (2) the Artifact deck at the start', () => {
    const s = newGame({ scenario: 'sentinels', players: SEATS, logLimit: 10_000 });
    expect(s.pending).toMatchObject({ kind: 'search', player: 'p1', count: 2 });
    expect(eventsSince(game(), 0, 'timedEvent').map((e) => e.round)).toEqual([1]);
  });

  it('the Windmills, Water Wheels and Mystical Gardens lose their black cubes on rounds 6 and 9', () => {
    const refresh = SENTINELS.events.filter((e) => e.refresh.length > 0);
    expect(refresh.map((e) => [e.rounds, [...e.refresh].sort()])).toEqual([[[6, 9], ['mystical-garden', 'water-wheel', 'windmill']]]);
    const windmills = (s: GameState) => mapOf(s).fields.map((f, i) => [f, i] as const).filter(([, i]) => TILE_BY_ID[mapOf(s).tiles[Math.floor(i / 7)]!.tile]!.fields[i % 7]!.location === 'windmill');
    const visited = modify(game(), (x) => { for (const [, i] of windmills(x)) (mapOf(x).fields[i] as FieldState).visited = true; });
    expect(windmills(visited).length).toBeGreaterThan(0);
    expect(windmills(atRound(5, visited)).every(([f]) => f.visited)).toBe(true);
    expect(windmills(atRound(6, visited)).every(([f]) => !f.visited)).toBe(true);
  });
});

describe('Sentinels: the invading armies (ruling AH11)', () => {
  it.each([
    [6, 'vanguard', -1, -2, ['neutral.halberdiers', 'neutral.marksmen']],
    [7, 'raiders', 4, 1, ['neutral.griffins', 'neutral.zealots']],
    [8, 'warband', -4, -1, ['neutral.crusaders', 'neutral.minotaurs']],
    [10, 'host', 5, -4, ['neutral.medusas', 'neutral.vampires', 'neutral.champions']],
  ] as const)('round %i: the %s appears on the centre of the Near tile at (%i, %i) with its army, against both players', (round, id, q, r, units) => {
    expect(mapOf(atRound(round - 1)).aiHeroes.map((h) => h.id)).not.toContain(id);
    const s = atRound(round);
    const m = mapOf(s);
    expect(m.aiHeroes.map((h) => [h.id, h.field])).toEqual([[id, fieldAt(s, q, r, 3)]]);
    expect((m.aiHeroes[0] as { units: string[] }).units.map((u) => u.split('#')[0])).toEqual(units);
    expect(SENTINELS.aiHeroes?.find((h) => h.id === id)?.opposes).toBe('all');
  });

  it('on the three Obelisk tiles it stands on the Obelisk', () => {
    const s = game();
    for (const h of (SENTINELS.aiHeroes ?? []).slice(0, 3)) {
      const f = fieldAt(s, h.start.q, h.start.r, h.start.slot);
      expect(TILE_BY_ID[mapOf(s).tiles[Math.floor(f / 7)]!.tile]!.fields[f % 7]!.location).toBe('obelisk');
    }
  });

  it('the hero who beats one gains 2 experience and throws two Treasure Dice, keeping one', () => {
    const s = fightVanguard();
    const xp = player(s, 'p1').experience;
    const t = endedAs(s, 'attackerWon');
    expect(mapOf(t).aiBeaten).toEqual(['vanguard']);
    expect(player(t, 'p1').experience).toBe(xp + 2);
    expect(t.result).toBeNull();
    // A level reached on the way is resolved first (its Search); then the two dice, one kept.
    const dice = passUntil(t, (x) => x.pending?.kind === 'keepTreasureDie');
    expect(dice.pending).toMatchObject({ kind: 'keepTreasureDie', player: 'p1', keep: 'one', source: 'ai-hero' });
    expect((dice.pending as { faces: number[] }).faces).toHaveLength(2);
  });
});

describe('Sentinels: victory and defeat', () => {
  const ALL = ['vanguard', 'raiders', 'warband', 'host'];
  const withBeaten = (s: GameState, ids: string[]) => modify(s, (x) => { mapOf(x).aiBeaten = ids; });
  const step = (s: GameState) => apply(s, legalActions(s).find((a) => a.type === 'draw') ?? { type: 'endTurn' });

  it('beating every invading army wins together; three of four (the last yet to come) does not', () => {
    expect(step(withBeaten(game(), ALL.slice(0, 3))).result).toBeNull();
    const won = step(withBeaten(game(), ALL));
    expect(won.result).toMatchObject({ reason: 'victory', winners: ['p1', 'p2'], why: 'Catherine and Mutare beat every AI Hero' });
  });

  it('an army still standing at the end of round 12: every player loses', () => {
    const s = passUntil(modify(game(), (x) => { x.round = 12; mapOf(x).aiBeaten = ALL.slice(0, 3); }), (x) => x.result !== null);
    expect(s.result).toMatchObject({ reason: 'roundLimit', winners: [], why: 'The last round (12) is over: every player loses' });
  });

  it('a Town taken by an invading army: every player loses', () => {
    const s = modify(game(), (x) => {
      const m = mapOf(x);
      const town = fieldAt(x, 3, -1, 3);
      (m.fields[town] as FieldState).flags = [];
      m.aiFlags = [{ field: town, hero: 'vanguard', from: 'p2' }];
    });
    expect(step(s).result).toMatchObject({ reason: 'defeat', winners: [], why: 'Mutare lost their Town: every player loses' });
  });

  it('a Mine of a partner\'s Starting tile flagged by the other player is no Town lost', () => {
    const s = modify(game(), (x) => {
      const m = mapOf(x);
      const tile = m.tiles.findIndex((t) => t.q === 3 && t.r === -1);
      const slot = TILE_BY_ID[m.tiles[tile]!.tile]!.fields.findIndex((f) => f.location.endsWith('-mine'));
      (m.fields[tile * 7 + slot] as FieldState).flags = ['p1'];
    });
    expect(step(s).result).toBeNull();
  });

  it('an army reaching a Town on its turn takes it: every player loses', () => {
    // The Vanguard beside p1's Town, the tile's Mines its own; p1's hero on p2's tile: it walks in at the round's end.
    let s = startTurn(atRound(6));
    s = modify(s, (x) => {
      const m = mapOf(x);
      const town = fieldAt(x, 0, 0, 3);
      const beside = (geometryOf(m.tiles).neighbours[town] as number[]).find((f) => Math.floor(f / 7) === 0 && TILE_BY_ID[m.tiles[0]!.tile]!.fields[f % 7]!.location !== 'blocked') as number;
      (m.aiHeroes[0] as { field: number }).field = beside;
      for (let slot = 0; slot < 7; slot++) if (TILE_BY_ID[m.tiles[0]!.tile]!.fields[slot]!.location.endsWith('-mine')) m.aiFlags = [...m.aiFlags, { field: slot, hero: 'vanguard', from: null }];
      const away = [0, 1, 2, 4, 5, 6].map((slot) => fieldAt(x, 3, -1, slot)).find((f) => TILE_BY_ID[m.tiles[1]!.tile]!.fields[f % 7]!.location !== 'blocked') as number;
      const mine = m.heroes.find((h) => h.player === 'p1') as { field: number; lastVisited: number };
      mine.field = away;
      mine.lastVisited = away;
    });
    const t = passUntil(s, (x) => x.result !== null);
    expect(eventsSince(t, 0, 'aiHeroFlagged').map((e) => e.field)).toContain(fieldAt(t, 0, 0, 3));
    expect(t.result).toMatchObject({ reason: 'defeat', winners: [], why: 'Catherine lost their Town: every player loses' });
  });

  it('a Main Hero defeated in combat: every player loses', () => {
    const t = endedAs(fightVanguard(), 'defenderWon');
    expect(mapOf(t).mainHeroesLost).toEqual(['p1']);
    expect(t.result).toMatchObject({ reason: 'defeat', winners: [], why: 'Catherine was defeated in combat: every player loses' });
  });

  it('a retreat is no defeat: the game goes on, the army keeps its cards', () => {
    const t = endedAs(fightVanguard(), 'retreat');
    expect(mapOf(t).mainHeroesLost).toEqual([]);
    expect(t.result).toBeNull();
    expect(mapOf(t).aiHeroes.map((h) => h.units.length)).toEqual([2]);
  });

  it('the record of Main Heroes lost is saved and checked (players of the game, once each)', () => {
    const s = modify(game(), (x) => { mapOf(x).mainHeroesLost = ['p2']; });
    expect(JSON.stringify(loadState(JSON.stringify(s)))).toBe(JSON.stringify(s));
    expect(() => loadState(JSON.stringify(modify(s, (x) => { mapOf(x).mainHeroesLost = ['p9']; })))).toThrow(InvalidStateError);
    expect(() => loadState(JSON.stringify(modify(s, (x) => { mapOf(x).mainHeroesLost = ['p2', 'p2']; })))).toThrow(InvalidStateError);
  });

  it('a Main Hero\'s lost combat is recorded once, whatever the combat (mainHeroLost)', () => {
    const d = new Draft(clone(game()));
    mainHeroLost(d, 'p2');
    mainHeroLost(d, 'p2');
    expect(mapOf(d.s).mainHeroesLost).toEqual(['p2']);
  });
});
