/** MORALE ACTIONS: gaining and losing morale, spending a positive token, Necropolis. */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type GameState } from '../src';
import {
  applyAll,
  emptyHand,
  eventsSince,
  expectDecision,
  expectIllegal,
  isListed,
  newTurnGame,
  player,
  runEffects,
  setMorale,
  startTurn,
} from './helpers';

const gain = (s: GameState, id = 'p1') => runEffects(s, id, [{ op: 'gainMorale' }]);
const lose = (s: GameState, id = 'p1') => runEffects(s, id, [{ op: 'loseMorale' }]);
const morale = (s: GameState, id = 'p1') => player(s, id).morale;

describe('gaining and losing morale', () => {
  it('gaining morale gives a positive token', () => {
    const s = gain(newTurnGame());
    expect(morale(s)).toEqual({ positive: true, negative: false, discardHandAtTurnEnd: false });
    expectDecision(s, 'turn', 'p1');
  });

  it('losing morale discards a positive token, if there is one', () => {
    const s = lose(setMorale(newTurnGame(), 'p1', { positive: true }));
    expect(morale(s)).toEqual({ positive: false, negative: false, discardHandAtTurnEnd: false });
  });

  it('losing morale without a positive token gives a negative token', () => {
    const s = lose(newTurnGame());
    expect(morale(s)).toEqual({ positive: false, negative: true, discardHandAtTurnEnd: false });
  });

  it('gaining morale with a negative token only discards the negative token', () => {
    const s = gain(setMorale(newTurnGame(), 'p1', { negative: true }));
    expect(morale(s)).toEqual({ positive: false, negative: false, discardHandAtTurnEnd: false });
  });

  it('a second negative morale: the whole hand is discarded when the player next ends a turn (once)', () => {
    let s = lose(setMorale(newTurnGame(), 'p1', { negative: true }));
    expect(morale(s)).toEqual({ positive: false, negative: true, discardHandAtTurnEnd: true });
    const hand = player(s).hand;
    expect(hand).toHaveLength(4);
    const since = s.eventCount;
    s = apply(s, { type: 'endTurn' });
    expect(player(s).hand).toEqual([]);
    expect(player(s).discard).toEqual(hand);
    expect(eventsSince(s, since, 'handDiscarded')).toEqual([expect.objectContaining({ player: 'p1', cards: hand })]);
    expect(morale(s).discardHandAtTurnEnd).toBe(false);
    // The next turn's hand is kept.
    s = apply(startTurn(s), { type: 'endTurn' }); // p2
    s = startTurn(s, 2);
    s = apply(s, { type: 'endTurn' });
    expect(player(s).hand).toHaveLength(2);
  });

  it('a second negative morale gained outside the own turn discards the hand at the end of that player’s next turn', () => {
    let s = lose(setMorale(newTurnGame(), 'p2', { negative: true }), 'p2');
    expect(morale(s, 'p2').discardHandAtTurnEnd).toBe(true);
    s = apply(s, { type: 'endTurn' }); // p1's turn ends: p2 keeps everything
    expect(morale(s, 'p2').discardHandAtTurnEnd).toBe(true);
    s = startTurn(s); // p2 draws 4
    expect(player(s, 'p2').hand).toHaveLength(4);
    s = apply(s, { type: 'endTurn' });
    expect(player(s, 'p2').hand).toEqual([]);
    expect(player(s, 'p2').discard).toHaveLength(4);
  });

  it('Necropolis ignores morale: it never gains or loses any', () => {
    const s0 = newTurnGame({ players: [{ hero: 'tamika' }, { hero: 'mutare' }] });
    let s = gain(s0);
    expect(morale(s)).toEqual({ positive: false, negative: false, discardHandAtTurnEnd: false });
    s = lose(lose(s));
    expect(morale(s)).toEqual({ positive: false, negative: false, discardHandAtTurnEnd: false });
    expect(eventsSince(s, s0.eventCount, 'moraleChanged')).toEqual([]);
    s = apply(s, { type: 'endTurn' });
    expect(player(s).hand).toHaveLength(4);
  });
});

describe('spending a positive morale token', () => {
  it('to draw a card from the deck', () => {
    const s0 = setMorale(newTurnGame(), 'p1', { positive: true });
    expect(isListed(s0, { type: 'useMorale', use: 'draw' })).toBe(true);
    const top = player(s0).deck.at(-1);
    const s = apply(s0, { type: 'useMorale', use: 'draw' });
    expect(player(s).hand).toEqual([...player(s0).hand, top]);
    expect(morale(s).positive).toBe(false);
    expect(eventsSince(s, s0.eventCount, 'moraleSpent')).toEqual([expect.objectContaining({ player: 'p1', use: 'draw' })]);
    expectDecision(s, 'turn', 'p1');
  });

  it('to discard any number of cards and draw as many', () => {
    const s0 = setMorale(newTurnGame(), 'p1', { positive: true });
    const [a, b, c, d] = player(s0).hand as [string, string, string, string];
    let s = apply(s0, { type: 'useMorale', use: 'cycle' });
    const dec = expectDecision(s, 'discardCards', 'p1');
    expect(dec.max).toBe(4);
    s = applyAll(s, [{ type: 'discard', card: a }, { type: 'discard', card: c }]);
    expectDecision(s, 'discardCards', 'p1');
    const deckTop = player(s).deck.slice(-2).reverse();
    s = apply(s, { type: 'finishDiscarding' });
    expect(player(s).hand).toEqual([b, d, ...deckTop]);
    expect(player(s).discard).toEqual([a, c]);
    expect(morale(s).positive).toBe(false);
    expectDecision(s, 'turn', 'p1');
  });

  it('cannot be done without a positive token, and cycling needs cards in hand', () => {
    const s = newTurnGame();
    expect(legalActions(s).some((a) => a.type === 'useMorale')).toBe(false);
    expectIllegal(s, { type: 'useMorale', use: 'draw' }, 'NO_MORALE');
    const noHand = setMorale(emptyHand(s, 'p1'), 'p1', { positive: true });
    expect(isListed(noHand, { type: 'useMorale', use: 'cycle' })).toBe(false);
    expectIllegal(noHand, { type: 'useMorale', use: 'cycle' }, 'OPTION_NOT_AVAILABLE');
    expect(isListed(noHand, { type: 'useMorale', use: 'draw' })).toBe(true);
  });

  it('gaining a second positive token lets the player spend the first one at once', () => {
    const s0 = gain(setMorale(newTurnGame(), 'p1', { positive: true }));
    expectDecision(s0, 'spendMoraleFirst', 'p1');
    expect(legalActions(s0)).toEqual([
      { type: 'useMorale', use: 'draw' },
      { type: 'useMorale', use: 'cycle' },
      { type: 'decline' },
    ]);
    // Spending it: the card is drawn, and the new token is held.
    const top = player(s0).deck.at(-1);
    const spent = apply(s0, { type: 'useMorale', use: 'draw' });
    expect(player(spent).hand.at(-1)).toBe(top);
    expect(morale(spent).positive).toBe(true);
    expectDecision(spent, 'turn', 'p1');
    // Not spending it: still just one token.
    const kept = apply(s0, { type: 'decline' });
    expect(morale(kept)).toEqual({ positive: true, negative: false, discardHandAtTurnEnd: false });
    expect(player(kept).hand).toEqual(player(s0).hand);
  });

  it('spending the first token to cycle cards, then holding the second', () => {
    let s = gain(setMorale(newTurnGame(), 'p1', { positive: true }));
    const card = player(s).hand[0] as string;
    s = applyAll(s, [{ type: 'useMorale', use: 'cycle' }, { type: 'discard', card }, { type: 'finishDiscarding' }]);
    expect(player(s).discard).toEqual([card]);
    expect(player(s).hand).toHaveLength(4);
    expect(morale(s).positive).toBe(true);
  });
});

describe('rerolling a Resource die with morale', () => {
  const roll = (count: number, keep: 'one' | 'all') => [{ op: 'rollResourceDice' as const, count, keep }];

  it('without a positive token a single die is gained at once', () => {
    const s = runEffects(newTurnGame({ dice: { resource: [1] } }), 'p1', roll(1, 'all'));
    expectDecision(s, 'turn', 'p1');
    expect(player(s).resources.gold).toBe(23);
  });

  it('with a positive token the player may reroll the die, spending the token', () => {
    const s0 = runEffects(setMorale(newTurnGame({ dice: { resource: [1, 6] } }), 'p1', { positive: true }), 'p1', roll(1, 'all'));
    const dec = expectDecision(s0, 'keepResourceDie', 'p1');
    expect(dec.faces).toEqual([1]);
    expect(legalActions(s0)).toEqual([{ type: 'keepDice' }, { type: 'rerollDie', index: 0 }]);
    const s = apply(s0, { type: 'rerollDie', index: 0 }); // 1 (3 G) → 6 (2 V)
    expect(player(s).resources).toEqual({ gold: 20, buildingMaterials: 6, valuables: 3 });
    expect(morale(s).positive).toBe(false);
    expectDecision(s, 'turn', 'p1');
    // Or keep the result and the token.
    const kept = apply(s0, { type: 'keepDice' });
    expect(player(kept).resources.gold).toBe(23);
    expect(morale(kept).positive).toBe(true);
  });

  it('rerolling one of two dice before keeping one', () => {
    let s = runEffects(setMorale(newTurnGame({ dice: { resource: [1, 2, 5] } }), 'p1', { positive: true }), 'p1', roll(2, 'one'));
    expect(expectDecision(s, 'keepResourceDie', 'p1').faces).toEqual([1, 2]);
    s = apply(s, { type: 'rerollDie', index: 0 });
    expect(expectDecision(s, 'keepResourceDie', 'p1').faces).toEqual([5, 2]);
    expect(legalActions(s)).toEqual([{ type: 'keepDie', index: 0 }, { type: 'keepDie', index: 1 }]); // no token left
    expectIllegal(s, { type: 'rerollDie', index: 1 }, 'NO_MORALE');
    s = apply(s, { type: 'keepDie', index: 0 });
    expect(player(s).resources).toEqual({ gold: 20, buildingMaterials: 6, valuables: 2 });
  });
});
