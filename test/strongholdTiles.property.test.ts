/**
 * Property: random whole games with the Stronghold box on The Hunt, its Far tiles F19 and F20 first in the Far pool.
 * Bots that discover tiles and step onto those tiles' fields when they can; after every step every invariant holds;
 * states round-trip through loadState; views hide the hands; every game ends with a result (ruling SH40).
 */
import { describe, expect, it } from 'vitest';
import { scenario, type ScenarioDef } from '../src';
import { PROPERTY_SCALE, walkTileGames } from './helpers';

const GAMES = 3 * PROPERTY_SCALE;
const BOX_TILES = ['F19', 'F20'];

/** The Hunt with F19 and F20 first in the Far pool. */
function strongholdHunt(): ScenarioDef {
  const base = scenario('the-hunt') as ScenarioDef;
  const pools = base.map.pools;
  return { ...base, map: { ...base.map, pools: { ...pools, far: [...BOX_TILES, ...(pools['far'] ?? []).slice(0, 6)] } } };
}

describe('property: games on the Stronghold box\'s tiles', () => {
  it('reach F19 and F20 keeping every invariant; states load; views hide the hands; every game ends', () => {
    const { onTiles } = walkTileGames({ box: 'stronghold', scenario: strongholdHunt(), tiles: BOX_TILES, seed: 'stronghold-tiles', games: GAMES });
    expect(onTiles).toBeGreaterThan(0);
  }, 600_000);
});
