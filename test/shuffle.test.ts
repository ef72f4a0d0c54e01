/**
 * Shuffles really shuffle (General Card Rules 3, p. 21): an empty Deck of Might & Magic is refilled from the discard
 * pile shuffled, and a shared deck's reshuffle mixes its discard pile in. A deck put back in its discard order would
 * let a player who watched the discards know every draw to come.
 */
import { describe, expect, it } from 'vitest';
import { createGame, type GameState } from '../src';
import { Draft } from '../src/kernel/draft';
import { drawCards } from '../src/deck/playerDeck';
import { reshuffleShared } from '../src/deck/sharedDeck';
import { modify } from './helpers';

const game = (seed: string): GameState => createGame({ players: [{ hero: 'catherine' }, { hero: 'sandro' }], seed });

describe('shuffling', () => {
  it.each(['a', 'b', 'c'])('an empty deck is refilled from the discard pile in a new order (seed %s)', (seed) => {
    const s = modify(game(seed), (x) => {
      const p = x.players[0]!;
      p.discard = [...p.deck, ...p.hand].sort();
      p.deck = [];
      p.hand = [];
    });
    const discard = s.players[0]!.discard;
    expect(discard.length).toBeGreaterThanOrEqual(9);
    const d = new Draft(s);
    const drawn = drawCards(d, 'p1', discard.length);
    expect([...drawn].sort()).toEqual(discard);
    expect(drawn).not.toEqual(discard);
    expect(drawn).not.toEqual([...discard].reverse());
  });

  it.each(['a', 'b', 'c'])("a shared deck's discard pile is mixed into it when it is reshuffled (seed %s)", (seed) => {
    const s = modify(game(seed), (x) => {
      const spells = x.decks.spell;
      spells.discard = [...spells.deck, ...spells.discard].sort();
      spells.deck = [];
    });
    const before = s.decks.spell.discard;
    const d = new Draft(s);
    reshuffleShared(d, 'spell');
    const after = d.finish().decks.spell;
    const all = [...after.deck, ...after.discard];
    expect([...all].sort()).toEqual(before);
    expect(after.deck).not.toEqual(before.slice(0, after.deck.length));
    expect(after.deck).not.toEqual([...before].reverse().slice(0, after.deck.length));
  });
});
