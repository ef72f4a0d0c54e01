/**
 * The greedy bot (src/ai/bots.ts, its evaluation in src/ai/evaluation.ts): a one-ply bot over its player's view that
 * plays whole games, deterministically for a seed, and finishes ahead of the random bot by a clear margin.
 */
import { describe, expect, it } from 'vitest';
import { BOTS, createGame, greedyBot, playGame, randomBot, SCENARIOS } from '../src';

/**
 * Two-player Clash scenarios the measure is taken on. Force of Will is left out: there the greedy bot ends its turns
 * at once (its one-ply look sees no gain in a first build or recruit), a known weakness the AI issue (#13) takes up.
 */
const TWO_PLAYER = SCENARIOS.filter((sc) => ['chain-link', 'the-hunt', 'border-war'].includes(sc.id));

/** A 2-player game of each of those scenarios in turn, the greedy bot in seat `seat`. */
function greedyAgainstRandom(i: number): { greedy: number; random: number } {
  const sc = TWO_PLAYER[i % TWO_PLAYER.length]!;
  const seat = i % 2;
  const start = createGame({ players: 2, scenario: sc.id, seed: `greedy-${i}` });
  const [g, r] = seat === 0 ? ['p1', 'p2'] : ['p2', 'p1'];
  const { state } = playGame(start, { [g]: greedyBot(`g-${i}`), [r]: randomBot(`r-${i}`) });
  const points = (p: string) => state.result!.standings.find((x) => x.player === p)!.victoryPoints;
  return { greedy: points(g), random: points(r) };
}

describe('greedyBot', () => {
  it('plays games to their end, and the same seed plays the same game', () => {
    const start = createGame({ players: 2, seed: 'greedy-same' });
    const a = playGame(start, { p1: greedyBot('x'), p2: greedyBot('y') });
    const b = playGame(start, { p1: greedyBot('x'), p2: greedyBot('y') });
    expect(a.state.result).not.toBeNull();
    expect(b.actions).toEqual(a.actions);
  }, 60_000);

  it('finishes ahead of the random bot on Victory Points in at least 8 games of 10, in both seats', () => {
    const games = Array.from({ length: 10 }, (_, i) => greedyAgainstRandom(i));
    const ahead = games.filter((g) => g.greedy > g.random).length;
    const mean = (f: (g: (typeof games)[number]) => number) => games.reduce((sum, g) => sum + f(g), 0) / games.length;
    expect(ahead).toBeGreaterThanOrEqual(8);
    // The margin: Victory Points on average, greedy against random.
    expect(mean((g) => g.greedy) - mean((g) => g.random)).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('is registered by name with the other bots', () => {
    expect(Object.keys(BOTS)).toEqual(['random', 'town', 'greedy', 'ismcts']);
    for (const [name, entry] of Object.entries(BOTS)) expect(entry.make('seed').name).toBe(name);
  });
});
