/**
 * Property: random whole games with the Cove box — on The Hunt with its regular tiles F25, F26, F27 and N22 as the
 * Far and Near pools, bots that discover tiles and step onto those tiles' fields when they can (the Grave); and with
 * the Astrologers deck drawing every round, Pirates proclaimed every other round. After every step every invariant holds;
 * states round-trip through loadState; views hide the hands; every game ends with a result.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, legalActions, loadState, randomBot, scenario, townBot, viewFor, type Bot, type GameState, type ScenarioDef } from '../src';
import { expectHandsHidden, modify, PROPERTY_SCALE, seatRng, walkCheckedGame, walkTileGames } from './helpers';

const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];
const BOX_TILES = ['F25', 'F26', 'F27', 'N22'];

/** The Hunt with the box's tiles in its pools, half or more of each pool (a 3-player game holds every one of them). */
function coveHunt(): ScenarioDef {
  const base = scenario('the-hunt') as ScenarioDef;
  return { ...base, map: { ...base.map, pools: { ...base.map.pools, far: ['F25', 'F26', 'F27', 'F1', 'F2', 'F3'], near: ['N22', 'N1', 'N2'] } } };
}

describe('property: games on the Cove box\'s tiles', () => {
  it('reach F25, F26, F27 and N22 keeping every invariant; states load; views hide the hands; every game ends', () => {
    // Four games at least, more (up to twelve) until one has visited a Grave.
    const { onTiles, visited } = walkTileGames({ box: 'cove', scenario: coveHunt(), tiles: BOX_TILES, seed: 'cove-tiles', games: 4 * PROPERTY_SCALE, most: 12 * PROPERTY_SCALE, until: 'grave' });
    expect(onTiles).toBeGreaterThan(0);
    expect(visited.has('grave')).toBe(true);
  }, 600_000);
});

const PIRATES = 'astrologers.pirates#1';

/** At a round's start: Pirates, unless it is the card in force, goes back on top of the Astrologers deck. */
function rigged(s: GameState): GameState {
  const a = s.astrologers!;
  if (a.active === PIRATES || a.deck.at(-1) === PIRATES) return s;
  return modify(s, (x) => {
    const w = x.astrologers!;
    w.deck = [...w.deck.filter((c) => c !== PIRATES), PIRATES];
    w.discard = w.discard.filter((c) => c !== PIRATES);
  });
}

describe('property: random games with Pirates proclaimed every other round', () => {
  it('end with a result; invariants, saves and views hold after every step; combats won give Resource dice', () => {
    let dice = 0;
    for (let g = 0; g < 4 * PROPERTY_SCALE; g++) {
      let s = createGame({
        expansions: ['cove'], astrologers: 'everyRound', scenario: ['chain-link', 'the-hunt'][g % 2], seed: `cove-pirates-${g}`,
        players: [{ hero: HEROES[g % HEROES.length] as string }, { hero: HEROES[(g + 1) % HEROES.length] as string }],
      });
      let round = 0;
      const bots: Record<string, Bot> = {};
      s.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`pirates-${g}-${i}`) : townBot(`pirates-${g}-${i}`); });
      for (let step = 0; s.pending !== null && step < 100_000; step++) {
        if (s.round !== round && s.pending.kind === 'refreshHand') {
          round = s.round;
          s = rigged(s);
        }
        const dec = s.pending!;
        const since = s.eventCount;
        s = apply(s, (bots[dec.player] as Bot).decide(viewFor(s, dec.player), legalActions(s), seatRng));
        expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
        for (const e of s.log) if (e.seq >= since && e.type === 'resourcesGained' && e.reason === PIRATES) dice += 1;
        if (step % 25 === 0) {
          expect(loadState(JSON.stringify(s))).toEqual(s);
          expectHandsHidden(s);
        }
      }
      expect(s.result, `game ${g} has no result`).not.toBeNull();
    }
    expect(dice).toBeGreaterThan(0);
  }, 600_000);
});

describe('property: the box\'s walk with the Cove box in play, the Astrologers deck standard', () => {
  it('ends with a result, invariants holding', () => {
    for (let g = 0; g < 2 * PROPERTY_SCALE; g++) {
      walkCheckedGame(createGame({ expansions: ['cove'], astrologers: 'standard', scenario: 'dragon-duel', seed: `cove-walk-${g}`, players: [{ hero: HEROES[g] as string }, { hero: HEROES[g + 2] as string }] }), g);
    }
  }, 600_000);
});
