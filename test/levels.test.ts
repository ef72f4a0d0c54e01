/** HEROES: levels and level effects (digest §3.1): Hand Limit, Expert uses, what each level-up gives. */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type GameState } from '../src';
import { expertUses, handLimit, levelOf } from '../src/hero/levels';
import {
  cardOf,
  eventsSince,
  expectDecision,
  newGame,
  newTurnGame,
  player,
  runEffects,
  setExperience,
} from './helpers';

const gainXp = (s: GameState, amount: number) => runEffects(s, 'p1', [{ op: 'gainExperience', amount }]);

/** Resolves a pending Search by taking the top discard card; returns the card taken. */
function takeDiscard(s: GameState): [GameState, string] {
  const top = s.decks[(s.pending as { deck: 'ability' }).deck].discard.at(-1) as string;
  return [apply(s, { type: 'searchTakeDiscard' }), top];
}

describe('the level table', () => {
  const table = [
    // [level, hand limit, expert uses]
    [1, 4, 0],
    [2, 4, 1],
    [3, 5, 1],
    [4, 5, 2],
    [5, 6, 2],
    [6, 6, 3],
    [7, 7, 3],
  ] as const;

  it('2 experience per level, from Level I at 0 to Level VII at 12', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(levelOf)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7]);
  });

  it.each(table)('Level %i: Hand Limit %i, %i Expert effect(s) per round', (level, limit, expert) => {
    expect(handLimit(level)).toBe(limit);
    expect(expertUses(level)).toBe(expert);
  });

  it.each(table)('Level %i: a player with an empty hand may draw up to %i cards at the start of the turn', (level, limit) => {
    const s = setExperience(newGame(), 'p1', (level - 1) * 2);
    const counts = legalActions(s).filter((a) => a.type === 'draw').map((a) => (a as { count: number }).count);
    expect(Math.max(...counts)).toBe(limit);
    // The odd experience point in between does not change the level.
    const half = setExperience(newGame(), 'p1', (level - 1) * 2 + (level < 7 ? 1 : 0));
    expect(Math.max(...legalActions(half).filter((a) => a.type === 'draw').map((a) => (a as { count: number }).count))).toBe(limit);
  });
});

describe('gaining experience and levels', () => {
  it('1 experience is half a level: no level-up', () => {
    const s = gainXp(newTurnGame(), 1);
    expect(player(s).experience).toBe(1);
    expect(eventsSince(s, 0, 'levelUp')).toEqual([]);
    expectDecision(s, 'turn', 'p1');
  });

  it.each([2, 3, 5, 7])('reaching Level %i: Search (2) the Ability deck', (level) => {
    const s0 = setExperience(newTurnGame(), 'p1', (level - 2) * 2);
    let s = gainXp(s0, 2);
    expect(player(s).experience).toBe((level - 1) * 2);
    expect(eventsSince(s, s0.eventCount, 'levelUp').map((e) => e.level)).toEqual([level]);
    const dec = expectDecision(s, 'search', 'p1');
    expect(dec).toMatchObject({ deck: 'ability', count: 2 });
    s = apply(s, { type: 'searchReveal' });
    expect(s.revealed).toHaveLength(2);
    const card = s.revealed[0] as string;
    s = apply(s, { type: 'searchPick', card });
    expect(player(s).hand).toEqual([...player(s0).hand, card]);
    expect(card.startsWith('ability.')).toBe(true);
    expect(player(s).setAside).toEqual(player(s0).setAside);
    expectDecision(s, 'turn', 'p1');
  });

  it('reaching Level IV: the Level IV Specialty card goes into the hand', () => {
    const s0 = setExperience(newTurnGame(), 'p1', 4);
    const s = gainXp(s0, 2);
    expectDecision(s, 'turn', 'p1'); // no Search
    expect(player(s).hand).toEqual([...player(s0).hand, 'specialty.catherine-4#1']);
    expect(player(s).setAside).toEqual(['specialty.catherine-6#1']);
  });

  it('reaching Level VI: the Level VI Specialty card goes into the hand', () => {
    const s0 = setExperience(newTurnGame(), 'p1', 9);
    const s = gainXp(s0, 1);
    expectDecision(s, 'turn', 'p1');
    expect(player(s).hand.at(-1)).toBe('specialty.catherine-6#1');
    expect(player(s).setAside).toEqual(['specialty.catherine-4#1']);
  });

  it('several levels at once resolve in order (I → IV: Search, Search, Specialty IV)', () => {
    const s0 = newTurnGame();
    let s = gainXp(s0, 6);
    expect(eventsSince(s, s0.eventCount, 'levelUp').map((e) => e.level)).toEqual([2, 3, 4]);
    expectDecision(s, 'search', 'p1');
    expect(player(s).hand).not.toContain('specialty.catherine-4#1');
    let first: string;
    let second: string;
    [s, first] = takeDiscard(s);
    expectDecision(s, 'search', 'p1');
    [s, second] = takeDiscard(s);
    expectDecision(s, 'turn', 'p1');
    expect(player(s).hand.slice(-3)).toEqual([first, second, 'specialty.catherine-4#1']);
  });

  it('Level VII is the top: experience stops at 12 and nothing more is gained', () => {
    let s = setExperience(newTurnGame(), 'p1', 11);
    const since = s.eventCount;
    s = gainXp(s, 3);
    expect(player(s).experience).toBe(12);
    expect(eventsSince(s, since, 'levelUp').map((e) => e.level)).toEqual([7]);
    [s] = takeDiscard(s);
    const at12 = s;
    s = gainXp(s, 2);
    expect(player(s).experience).toBe(12);
    expect(eventsSince(s, at12.eventCount, 'levelUp')).toEqual([]);
    expect(player(s).hand).toEqual(player(at12).hand);
  });

  it('each hero gains their own Specialty cards', () => {
    const s0 = setExperience(newTurnGame({ players: [{ hero: 'sandro' }, { hero: 'mutare' }] }), 'p1', 4);
    const s = gainXp(s0, 2);
    expect(cardOf(player(s).hand.at(-1) as string)).toBe('specialty.sandro-4');
  });
});
