/**
 * The Fortress box's last Astrologers Proclaim cards (rulings FX130–FX131): Plane Between Planes (each player may
 * remove up to 2 cards from their hand or discard pile) and Forty Thieves (an Event drawer draws 2, resolves 1 and
 * puts the other at the bottom of the Event deck).
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, createGame, findInvariantViolations, HIDDEN, legalActions, loadState, viewFor, type CardId, type GameState } from '../src';
import { determinize } from '../src/ai/determinize';
import { eventsSince, expectDecision, expectIllegal, modify, newGame, passUntil, putInDiscard, putInHand } from './helpers';

const ID = (slug: string): CardId => `astrologers.${slug}#1`;
const EV = (slug: string): CardId => `event.${slug}#1`;

/** A two-player Fortress game whose Astrologers deck draws `slug` first (in round 2). */
function game(slug: string): GameState {
  return modify(newGame({ astrologers: 'standard', logLimit: 1000, expansions: ['fortress'] }), (s) => {
    const a = s.astrologers!;
    a.deck = a.deck.filter((c) => c !== ID(slug));
    a.deck.push(ID(slug));
  });
}

describe('Plane Between Planes', () => {
  it('is a card of the Fortress box, its text as printed', () => {
    const card = cards.get('astrologers.plane-between-planes');
    expect(card?.expansion).toBe('fortress');
    expect(card?.text).toContain('remove up to 2 cards from your hand or your discard pile, from the game');
  });

  it('each player removes up to 2 cards in all, from the hand or the discard pile (ruling FX130)', () => {
    let g = game('plane-between-planes');
    const [a, b, c] = g.players[0]!.deck.slice(0, 3) as CardId[];
    g = putInHand(g, 'p1', [a!]);
    g = putInDiscard(g, 'p1', [b!, c!]);
    g = putInHand(g, 'p2', g.players[1]!.deck.slice(0, 1) as CardId[]);
    let s = passUntil(g, (x) => x.pending?.kind === 'removeFromHandOrDiscard');
    expect(s.astrologers?.active).toBe(ID('plane-between-planes'));
    expectDecision(s, 'removeFromHandOrDiscard', 'p1');
    const offered = legalActions(s);
    for (const card of [a, b, c]) expect(offered).toContainEqual({ type: 'removeCard', card });
    expect(offered).toContainEqual({ type: 'decline' });
    expectIllegal(s, { type: 'removeCard', card: 'spell.no-such#1' }, 'CARD_NOT_IN_HAND');
    s = apply(s, { type: 'removeCard', card: a! });
    s = apply(s, { type: 'removeCard', card: b! });
    // Two removed: p1 is done, with a card still in the discard pile; p2 may decline at once.
    expect(s.players[0]!.removed).toEqual(expect.arrayContaining([a, b]));
    expect(s.players[0]!.discard).toContain(c);
    expectDecision(s, 'removeFromHandOrDiscard', 'p2');
    expect(loadState(JSON.stringify(s))).toEqual(s);
    s = apply(s, { type: 'decline' });
    expect(s.pending?.kind).not.toBe('removeFromHandOrDiscard');
    expect(findInvariantViolations(s)).toEqual([]);
  });
});

describe('Forty Thieves', () => {
  /** The Forty Thieves game at p1's choice between Stables (on top) and Crypt, in round 3. */
  function atChoice(): GameState {
    const g = modify(game('forty-thieves'), (s) => {
      const e = s.eventDeck!;
      e.deck = e.deck.filter((c) => c !== EV('stables') && c !== EV('crypt'));
      e.deck.push(EV('crypt'), EV('stables'));
    });
    return passUntil(g, (x) => x.pending?.kind === 'chooseEvent');
  }

  it('is a card of the Fortress box whose text says what it does', () => {
    const card = cards.get('astrologers.forty-thieves');
    expect(card?.expansion).toBe('fortress');
    expect(card?.text).toContain('they draw 2 instead, choose 1 to resolve and put the other at the bottom of the Event deck');
  });

  it('the drawer draws 2 Events, resolves the one chosen and puts the other at the bottom of the Event deck', () => {
    const s = atChoice();
    expect(s.round).toBe(3);
    expect(s.astrologers?.active).toBe(ID('forty-thieves'));
    const dec = expectDecision(s, 'chooseEvent', 'p1');
    expect(dec.cards).toEqual([EV('stables'), EV('crypt')]);
    expect(legalActions(s)).toEqual([{ type: 'takeCard', card: EV('stables') }, { type: 'takeCard', card: EV('crypt') }]);
    expectIllegal(s, { type: 'takeCard', card: EV('prison') }, 'CARD_NOT_AVAILABLE');
    expect(findInvariantViolations(s)).toEqual([]);
    const after = apply(s, { type: 'takeCard', card: EV('crypt') });
    expect(after.eventDeck?.active).toBe(EV('crypt'));
    expect(after.eventDeck?.deck[0]).toBe(EV('stables'));
    expect(after.eventDeck?.deck).not.toContain(EV('crypt'));
    expect(eventsSince(after, 0, 'eventDrawn').map((e) => e.card)).toEqual([EV('crypt')]);
    expectDecision(after, 'choose', 'p1'); // Crypt's options, p1 first
    expect(findInvariantViolations(after)).toEqual([]);
  });

  it('only the drawer sees the two cards; the state saves, and a bot can guess the rest', () => {
    const s = atChoice();
    expect(viewFor(s, 'p2').pending).toEqual({ kind: 'chooseEvent', player: 'p1', cards: [HIDDEN, HIDDEN] });
    expect(viewFor(s, 'p1').pending).toEqual(s.pending);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    const guessed = determinize(viewFor(s, 'p1'), 'fx131');
    const next = apply(guessed, { type: 'takeCard', card: EV('stables') });
    expect(next.eventDeck?.active).toBe(EV('stables'));
    expect(next.eventDeck?.deck[0]).toBe(EV('crypt'));
  });

  it('in a game without the Event deck it is discarded when drawn and another card is drawn (ruling FX131)', () => {
    const solo = createGame({ seed: 'fx131', scenario: 'obelisk-trail', players: [{ hero: 'catherine' }], astrologers: 'standard', logLimit: 1000, expansions: ['fortress'] });
    // Once setup has shuffled the deck (its last step), Forty Thieves is put on top.
    const g = modify(passUntil(solo, (x) => x.pending?.kind === 'refreshHand' || x.pending?.kind === 'turn'), (s) => {
      const a = s.astrologers!;
      a.deck = a.deck.filter((c) => c !== ID('forty-thieves'));
      a.deck.push(ID('forty-thieves'));
    });
    expect(g.eventDeck).toBeUndefined();
    const s = passUntil(g, (x) => x.round === 2 && x.astrologers?.active !== null);
    const drawn = eventsSince(s, 0, 'astrologersProclaimed');
    expect(drawn[0]).toMatchObject({ card: ID('forty-thieves'), redrawn: true });
    expect(s.astrologers?.active).not.toBe(ID('forty-thieves'));
    expect(s.astrologers?.discard).toContain(ID('forty-thieves'));
  });
});
