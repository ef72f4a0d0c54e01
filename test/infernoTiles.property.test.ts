/**
 * Property: random whole games with the Inferno box on The Hunt, its Center tile C5 (the Random Town at its centre, the
 * scenario's goal) and its pools led by the box's tiles F16–F18, N11, N12 (Star Axis on C5, F17, N11). After every
 * step every invariant holds; states round-trip through loadState; views show the Random Towns and hide the hands;
 * every game ends with a result.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, legalActions, loadState, randomBot, scenario, townBot, viewFor, type Bot, type GameState, type ScenarioDef } from '../src';
import { randomSource } from '../src/kernel/rng';
import { Draft } from '../src/kernel/draft';
import { flagField } from '../src/map/flags';
import { expectHandsHidden, PROPERTY_SCALE } from './helpers';

const GAMES = 4 * PROPERTY_SCALE;
const HEROES = ['catherine', 'mutare', 'sandro', 'xyron', 'gelu', 'wystan'];

/**
 * The Hunt with the Inferno box's tiles: C5 in the centre (face down, or in every other game laid face up at setup),
 * its Far and Near tiles first in their pools.
 */
function infernoHunt(faceUp: boolean): ScenarioDef {
  const base = scenario('the-hunt') as ScenarioDef;
  const pools = base.map.pools;
  const tiles = base.map.tiles.map((t) => (faceUp && 'pool' in t && t.pool === 'center' ? { q: t.q, r: t.r, tile: 'C5', rotation: 0 } : t));
  return {
    ...base,
    map: { ...base.map, tiles, pools: { ...pools, center: ['C5'], near: ['N11', 'N12', ...(pools['near'] ?? []).slice(0, 4)], far: ['F17', 'F16', 'F18', ...(pools['far'] ?? []).slice(0, 6)] } },
  };
}

/** A bot that heads for the tiles' new locations: it discovers tiles and takes a move onto a Random Town or Star Axis. */
function seeker(bot: Bot, targets: ReadonlySet<number>): Bot {
  return {
    name: `${bot.name}+inferno-tiles`,
    decide(view, legal, rng) {
      const go = legal.filter((a) => (a.type === 'moveHero' && targets.has(a.field)) || a.type === 'discoverTile');
      if (go.length > 0 && rng() < 0.8) return go[Math.floor(rng() * go.length)]!;
      return bot.decide(view, legal, rng);
    },
  };
}

/** The fields of the Random Towns and Star Axes on the map. */
function targetsOf(s: GameState, ids: Record<string, number[]>): Set<number> {
  const out = new Set<number>();
  s.map?.tiles.forEach((t, i) => { for (const slot of ids[t.tile] ?? []) out.add(i * 7 + slot); });
  return out;
}

const TARGET_SLOTS: Record<string, number[]> = { C5: [3, 5], F17: [3], N11: [6] };

/**
 * With C5 face up: the Main Heroes moved next to its Random Town and Star Axis (its Warrior's Tomb, Temple, Sanctuary),
 * the Star Axis's guards beaten and the last player's cube on it.
 */
function onC5(s: GameState): GameState {
  const x = JSON.parse(JSON.stringify(s)) as GameState;
  const c5 = x.map!.tiles.findIndex((t) => t.tile === 'C5');
  x.map!.heroes.filter((h) => h.hero === 'main').forEach((h, i) => {
    h.field = c5 * 7 + ([1, 4, 6][i] as number);
    h.lastVisited = h.field;
  });
  x.map!.fields[c5 * 7 + 5]!.cleared = true;
  // The last player's cube already on the Star Axis: a Main Hero flagging it shares the field (ruling IN67).
  const d = new Draft(x);
  flagField(d, x.players[x.players.length - 1]!.id, c5 * 7 + 5);
  return loadState(JSON.stringify(d.s));
}

interface Seen { factions: number; bronze: number; townCombats: number; starAxis: number; shared: number }

function walk(g: number, seen: Seen): void {
  let s = createGame({
    scenario: infernoHunt(g % 2 === 1),
    players: Array.from({ length: 2 + (g % 2) }, (_, i) => ({ hero: HEROES[(g + 2 * i) % HEROES.length] as string })),
    seed: `inferno-tiles-${g}`,
    expansions: ['inferno', 'rampart', 'fortress'],
  });
  const targets = targetsOf(s, TARGET_SLOTS);
  const bots: Record<string, Bot> = {};
  s.players.forEach((p, i) => { bots[p.id] = seeker((g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`), targets); });
  const rng = randomSource(`inferno-tiles-walk-${g}`);
  let moved = g % 2 === 0;
  for (let step = 1; s.pending !== null && step < 20_000; step++) {
    if (!moved && s.pending.kind === 'turn') {
      s = onC5(s);
      moved = true;
    }
    const dec = s.pending as NonNullable<GameState['pending']>;
    const who = dec.player;
    if (dec.kind === 'randomTown') seen[dec.purpose === 'faction' ? 'factions' : 'bronze']++;
    if (dec.kind === 'empowerStatistic' && dec.source === 'star-axis') seen.starAxis++;
    const before = s.eventCount;
    s = apply(s, (bots[who] as Bot).decide(viewFor(s, who), legalActions(s), rng));
    expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
    for (const e of s.log) if (e.seq >= before && e.type === 'combatStarted' && s.combat?.units.some((u) => u.owner === null && u.side !== 'neutral')) seen.townCombats++;
    if (s.map?.fields.some((f) => f.flags.length > 1)) seen.shared++;
    if (step % 25 === 0 || s.pending?.kind === 'randomTown' || s.pending?.kind === 'empowerStatistic') {
      expect(loadState(JSON.stringify(s))).toEqual(s);
      expectHandsHidden(s);
      for (const p of s.players) expect(viewFor(s, p.id).map?.randomTowns).toEqual(s.map?.randomTowns);
    }
  }
  expect(s.result, `game ${g} has no result`).not.toBeNull();
}

describe('property: games on the Inferno box\'s tiles', () => {
  it('reveal and fight for the Random Town, flag Star Axes, keeping every invariant; states load; views; every game ends', () => {
    const seen: Seen = { factions: 0, bronze: 0, townCombats: 0, starAxis: 0, shared: 0 };
    for (let g = 0; g < GAMES; g++) walk(g, seen);
    expect(seen.factions, 'Random Town Factions chosen').toBeGreaterThan(0);
    expect(seen.townCombats, 'combats for a Random Town').toBeGreaterThan(0);
    expect(seen.starAxis, 'Statistic cards offered an Empowered one at a Star Axis').toBeGreaterThan(0);
    expect(seen.shared, 'steps with a field flagged by several players').toBeGreaterThan(0);
  }, 600_000);
});
