/**
 * Property: random whole games with the Tower box on The Hunt; in each game, at p1's first turn, one of the box's tiles
 * #F5, #F6, #F8 (Black Market, Library of Enlightenment, University) is laid face up next to their Main Hero, and p1
 * gets 20 gold to spend there. Bots that head for the new locations
 * when they can; after every step every invariant holds; states round-trip through loadState; views hide the hands;
 * every game ends with a result.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, legalActions, loadState, randomBot, townBot, viewFor, type Bot, type GameState } from '../src';
import { randomSource } from '../src/kernel/rng';
import { expectHandsHidden, nextToLocation, PROPERTY_SCALE } from './helpers';

const GAMES = 3 * PROPERTY_SCALE;
const LOCATIONS = ['black-market', 'library-of-enlightenment', 'university'];
const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];
const NEW_LOCATIONS: Record<string, number> = { '#F5': 1, '#F6': 5, '#F8': 4 };

/** A bot that discovers tiles and steps onto the new locations when it can. */
function seeker(bot: Bot): Bot {
  return {
    name: `${bot.name}+tower-map`,
    decide(view, legal, rng) {
      const m = view.map;
      const go = legal.filter((a) => a.type === 'discoverTile' || (a.type === 'moveHero' && m !== null && NEW_LOCATIONS[m.tiles[Math.floor(a.field / 7)]?.tile ?? ''] === a.field % 7));
      if (go.length > 0 && rng() < 0.8) return go[Math.floor(rng() * go.length)]!;
      return bot.decide(view, legal, rng);
    },
  };
}

describe('property: games on the Tower box\'s tiles #F5, #F6, #F8', () => {
  it('visit the new locations keeping every invariant; states load; views hide the hands; every game ends', () => {
    const visited = new Set<string>();
    const decided = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      let s = createGame({
        scenario: 'the-hunt',
        players: Array.from({ length: 2 + (g % 2) }, (_, i) => ({ hero: HEROES[(g + i) % HEROES.length] as string })),
        seed: `tower-map-${g}`,
        expansions: ['tower'],
      });
      const bots: Record<string, Bot> = {};
      s.players.forEach((p, i) => { bots[p.id] = seeker((g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`)); });
      const rng = randomSource(`tower-map-walk-${g}`);
      let placed = false;
      for (let step = 1; s.pending !== null && step < 20_000; step++) {
        if (!placed && s.pending.kind === 'turn' && s.pending.player === 'p1') {
          s = nextToLocation(s, LOCATIONS[g % LOCATIONS.length] as string, (x) => void (x.players[0]!.resources.gold += 20)).s;
          placed = true;
        }
        const pending = s.pending as NonNullable<GameState['pending']>;
        const who = pending.player;
        decided.add(pending.kind);
        const before = s.eventCount;
        s = apply(s, (bots[who] as Bot).decide(viewFor(s, who), legalActions(s), rng));
        expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
        for (const e of s.log) if (e.seq >= before && e.type === 'fieldVisited') visited.add(e.location);
        if (step % 25 === 0) {
          expect(loadState(JSON.stringify(s))).toEqual(s);
          expectHandsHidden(s);
        }
      }
      expect(s.result, `game ${g} has no result`).not.toBeNull();
    }
    for (const l of LOCATIONS) expect(visited.has(l), l).toBe(true);
    expect(decided.has('buyFromDiscardPile') && decided.has('replaceStatistic')).toBe(true);
  }, 600_000);
});
