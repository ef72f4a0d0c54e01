import { describe, it, expect } from 'vitest';
import { createGame } from '../src';
import { Draft } from '../src/kernel/draft';
import { drawGuards, guardsOf, isQuickCombat } from '../src/combat/neutrals';
import { putPermanentInPlay } from '../src/deck/playerDeck';
import { findInvariantViolations } from '../src/game/invariants';

describe('Field Difficulty table', () => {
  it('matches the back cover for a few cells', () => {
    expect(guardsOf(1, 'normal')).toEqual({ bronze: 1 });
    expect(guardsOf(2, 'impossible')).toEqual({ bronze: 2, silver: 1 });
    expect(guardsOf(5, 'hard')).toEqual({ silver: 2, gold: 2 });
    expect(guardsOf(7, 'easy')).toEqual({ azure: 1 });
    expect(guardsOf(7, 'impossible')).toEqual({ gold: 2, azure: 2 });
    expect(() => guardsOf(8, 'easy')).toThrow(RangeError);
  });

  it('draws guards from the tier decks and reshuffles an empty deck from its discard pile', () => {
    const s = createGame({ players: 2, seed: 'guards', difficulty: 'impossible' });
    const d = new Draft(s);
    const azure = d.neutralDecks().azure;
    azure.discard = azure.deck.splice(0, 3); // one azure card left in the deck
    const drawn = drawGuards(d, 7, 'impossible');
    expect(drawn.filter((u) => u.startsWith('neutral.azure') || u.startsWith('neutral.crystal'))).toHaveLength(2);
    expect(drawn).toHaveLength(4);
    expect(d.s.log.some((e) => e.type === 'deckReshuffled' && e.deck === 'neutral-azure')).toBe(true);
  });

  it('Quick Combat only when the hero is of a higher level than the field', () => {
    expect(isQuickCombat(3, 2)).toBe(true);
    expect(isQuickCombat(2, 2)).toBe(false);
    expect(isQuickCombat(1, 2)).toBe(false);
  });
});

describe('Permanent cards', () => {
  it('only one is in play: a new one discards the old', () => {
    const s = createGame({ players: [{ hero: 'catherine' }, { hero: 'sandro' }], seed: 'perm', difficulty: 'impossible' });
    const d = new Draft(s);
    const p = d.player('p1');
    p.hand = p.deck.splice(-2, 2);
    const [a, b] = p.hand as [string, string];
    putPermanentInPlay(d, 'p1', a);
    expect(d.s.players[0]!.permanent).toBe(a);
    putPermanentInPlay(d, 'p1', b);
    expect(d.s.players[0]!.permanent).toBe(b);
    expect(d.s.players[0]!.discard).toContain(a);
    expect(findInvariantViolations(d.s)).toEqual([]);
  });
});
