/**
 * Property: random whole games with the Stronghold box on The Hunt, its Far tiles F19 and F20 first in the Far pool.
 * Bots that discover tiles and step onto those tiles' fields when they can; after every step every invariant holds;
 * states round-trip through loadState; views hide the hands; every game ends with a result (ruling SH40).
 */
import { describe, expect, it } from 'vitest';
import { createGame, scenario, type ScenarioDef } from '../src';
import { randomSource } from '../src/kernel/rng';
import { onTiles, PROPERTY_SCALE, tileSeeker, walkCheckedGame } from './helpers';

const GAMES = 3 * PROPERTY_SCALE;
const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];
const BOX_TILES = ['F19', 'F20'];

/** The Hunt with F19 and F20 first in the Far pool. */
function strongholdHunt(): ScenarioDef {
  const base = scenario('the-hunt') as ScenarioDef;
  const pools = base.map.pools;
  return { ...base, map: { ...base.map, pools: { ...pools, far: [...BOX_TILES, ...(pools['far'] ?? []).slice(0, 6)] } } };
}

describe('property: games on the Stronghold box\'s tiles', () => {
  it('reach F19 and F20 keeping every invariant; states load; views hide the hands; every game ends', () => {
    let onBoxTiles = 0;
    for (let g = 0; g < GAMES; g++) {
      const s = createGame({
        scenario: strongholdHunt(),
        players: Array.from({ length: 2 + (g % 2) }, (_, i) => ({ hero: HEROES[(g + i) % HEROES.length] as string })),
        seed: `stronghold-tiles-${g}`,
        expansions: ['stronghold'],
      });
      walkCheckedGame(s, g, (x) => {
        if (onTiles(x, BOX_TILES)) onBoxTiles += 1;
      }, { rng: randomSource(`stronghold-tiles-walk-${g}`), bot: tileSeeker(BOX_TILES), steps: 20_000 });
    }
    expect(onBoxTiles).toBeGreaterThan(0);
  }, 600_000);
});
