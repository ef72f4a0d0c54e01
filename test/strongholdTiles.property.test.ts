/**
 * Property: random whole games with the Stronghold box on The Hunt, its Far tiles F19 and F20 first in the Far pool.
 * Bots that discover tiles and step onto those tiles' fields when they can; after every step every invariant holds;
 * states round-trip through loadState; views hide the hands; every game ends with a result (ruling SH40).
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, legalActions, loadState, randomBot, scenario, townBot, viewFor, type Bot, type GameState, type ScenarioDef } from '../src';
import { randomSource } from '../src/kernel/rng';
import { expectHandsHidden, PROPERTY_SCALE } from './helpers';

const GAMES = 3 * PROPERTY_SCALE;
const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];
const BOX_TILES = ['F19', 'F20'];

/** The Hunt with F19 and F20 first in the Far pool. */
function strongholdHunt(): ScenarioDef {
  const base = scenario('the-hunt') as ScenarioDef;
  const pools = base.map.pools;
  return { ...base, map: { ...base.map, pools: { ...pools, far: [...BOX_TILES, ...(pools['far'] ?? []).slice(0, 6)] } } };
}

/** A bot that discovers tiles and steps onto F19's and F20's fields when it can. */
function seeker(bot: Bot): Bot {
  return {
    name: `${bot.name}+stronghold-tiles`,
    decide(view, legal, rng) {
      const m = view.map;
      const go = legal.filter((a) => a.type === 'discoverTile' || (a.type === 'moveHero' && m !== null && BOX_TILES.includes(m.tiles[Math.floor(a.field / 7)]?.tile ?? '')));
      if (go.length > 0 && rng() < 0.8) return go[Math.floor(rng() * go.length)]!;
      return bot.decide(view, legal, rng);
    },
  };
}

describe('property: games on the Stronghold box\'s tiles', () => {
  it('reach F19 and F20 keeping every invariant; states load; views hide the hands; every game ends', () => {
    let onBoxTiles = 0;
    for (let g = 0; g < GAMES; g++) {
      let s = createGame({
        scenario: strongholdHunt(),
        players: Array.from({ length: 2 + (g % 2) }, (_, i) => ({ hero: HEROES[(g + i) % HEROES.length] as string })),
        seed: `stronghold-tiles-${g}`,
        expansions: ['stronghold'],
      });
      const bots: Record<string, Bot> = {};
      s.players.forEach((p, i) => { bots[p.id] = seeker((g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`)); });
      const rng = randomSource(`stronghold-tiles-walk-${g}`);
      for (let step = 1; s.pending !== null && step < 20_000; step++) {
        const who = (s.pending as NonNullable<GameState['pending']>).player;
        s = apply(s, (bots[who] as Bot).decide(viewFor(s, who), legalActions(s), rng));
        expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
        const m = s.map;
        if (m !== null && m.heroes.some((h) => BOX_TILES.includes(m.tiles[Math.floor(h.field / 7)]?.tile ?? ''))) onBoxTiles += 1;
        if (step % 25 === 0) {
          expect(loadState(JSON.stringify(s))).toEqual(s);
          expectHandsHidden(s);
        }
      }
      expect(s.result, `game ${g} has no result`).not.toBeNull();
    }
    expect(onBoxTiles).toBeGreaterThan(0);
  }, 600_000);
});
