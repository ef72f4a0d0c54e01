/**
 * The ISMCTS bot's evaluation (src/ai/endgame.ts): the greedy bot's, with the lead in Victory Points weighing more as
 * the last round nears, and holding the Victory Points a victory condition asks for counted as close to winning.
 */
import { describe, expect, it } from 'vitest';
import { evaluate, searchEvaluate } from '../src';
import { LATE, lateness, NEAR_WIN } from '../src/ai/endgame';
import { visibleVictoryPoints } from '../src/ai/evaluation';
import type { GameState } from '../src/model';
import { modify, newGame, player } from './helpers';

/** Border War (a 15-Victory-Point race, the most Victory Points winning after round 12) in round `round`. */
const borderWar = (round: number): GameState => modify(newGame({ scenario: 'border-war' }), (s) => { s.round = round; });

/** `s` with `n` more buildings (a Victory Point each) in player `id`'s town. */
const withBuildings = (s: GameState, id: string, n: number): GameState =>
  modify(s, (d) => { for (let i = 0; i < n; i++) player(d, id).buildings.push(`castle.extra${i}`); });

describe('searchEvaluate', () => {
  it('is the greedy evaluation in the first round, and where Victory Points do not decide the game', () => {
    const first = withBuildings(borderWar(1), 'p1', 2);
    expect(lateness(first)).toBe(0);
    expect(searchEvaluate(first, 'p1')).toBe(evaluate(first, 'p1'));
    // Chain Link ends in a draw at its last round and is won only by taking the enemy Town.
    const chain = modify(newGame({ scenario: 'chain-link' }), (s) => { s.round = 12; });
    expect(lateness(chain)).toBe(0);
    expect(searchEvaluate(withBuildings(chain, 'p1', 2), 'p1')).toBe(evaluate(withBuildings(chain, 'p1', 2), 'p1'));
  });

  it('weighs a Victory Point of lead more as the rounds pass, LATE points more in the last round', () => {
    expect(lateness(borderWar(12))).toBe(1);
    expect(lateness(borderWar(7))).toBeCloseTo((6 / 11) ** 2);
    const gain = (round: number) => {
      const s = borderWar(round);
      const t = withBuildings(s, 'p1', 1);
      return searchEvaluate(t, 'p1') - searchEvaluate(s, 'p1') - (evaluate(t, 'p1') - evaluate(s, 'p1'));
    };
    expect(gain(12)).toBeCloseTo(LATE);
    expect(gain(7)).toBeCloseTo(LATE * (6 / 11) ** 2);
    expect(gain(3)).toBeLessThan(gain(7));
    // The other player's lead counts against: the same building in p2's town.
    const s = borderWar(12);
    const t = withBuildings(s, 'p2', 1);
    expect(searchEvaluate(t, 'p1') - searchEvaluate(s, 'p1') - (evaluate(t, 'p1') - evaluate(s, 'p1'))).toBeCloseTo(-LATE);
  });

  it('counts holding the 15 Victory Points Border War asks for as close to a win, for either player', () => {
    const s = borderWar(10);
    const need = (id: string) => 15 - visibleVictoryPoints(s, player(s, id));
    const mine = withBuildings(s, 'p1', need('p1'));
    const short = withBuildings(s, 'p1', need('p1') - 1);
    const late = LATE * lateness(s);
    expect(searchEvaluate(mine, 'p1') - evaluate(mine, 'p1') - (searchEvaluate(short, 'p1') - evaluate(short, 'p1'))).toBeCloseTo(late + NEAR_WIN);
    const theirs = withBuildings(s, 'p2', need('p2'));
    expect(searchEvaluate(theirs, 'p1') - evaluate(theirs, 'p1')).toBeLessThanOrEqual(-NEAR_WIN);
  });

  it('is the greedy evaluation once the game is over', () => {
    const s = borderWar(12);
    const over = modify(s, (d) => { d.result = { reason: 'victory', why: 'Catherine reached 15 Victory Points', winners: ['p1'], standings: [] } as unknown as GameState['result']; });
    expect(searchEvaluate(over, 'p1')).toBe(evaluate(over, 'p1'));
    expect(searchEvaluate(over, 'p2')).toBe(evaluate(over, 'p2'));
  });
});
