/**
 * The Fortress box's last cards (rulings FX130–FX132): the Astrologers Proclaim cards Plane Between Planes (each
 * player may remove up to 2 cards from their hand or discard pile) and Forty Thieves (an Event drawer draws 2,
 * resolves 1 and puts the other at the bottom of the Event deck), and the Event Magical Forest (a face-down pool).
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, createGame, findInvariantViolations, HIDDEN, legalActions, loadState, viewFor, type CardId, type GameState } from '../src';
import { determinize } from '../src/ai/determinize';
import { Draft } from '../src/kernel/draft';
import { advance } from '../src/game/flow';
import { drawEvent } from '../src/turn/events';
import { clone, emptyHand, eventsSince, expectDecision, expectIllegal, modify, newGame, newTurnGame, passUntil, putInDiscard, putInHand, setResources } from './helpers';

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

/** The Event `card` put on top of the Event deck and drawn by the player in seat `drawer`: the game runs on. */
function read(state: GameState, card: CardId, drawer = 0): GameState {
  const d = new Draft(clone(state));
  const e = d.eventDeck();
  e.deck = e.deck.filter((c) => c !== card);
  e.deck.push(card);
  e.drawer = drawer;
  drawEvent(d);
  d.s.pending = null;
  advance(d);
  return d.s;
}

/** The keys of the options the pending choice offers. */
function offered(s: GameState, who: string): string[] {
  return expectDecision(s, 'choose', who).options.map((o) => o.key);
}

describe('Magical Forest', () => {
  /** p1 holds one Spell card; p2 holds nothing. */
  function forest(): { s: GameState; spell: CardId } {
    let g = newTurnGame({ expansions: ['fortress'], logLimit: 1000 });
    g = emptyHand(emptyHand(g, 'p1'), 'p2');
    const spell = g.decks.spell.deck[0] as CardId;
    g = putInHand(g, 'p1', [spell]);
    return { s: read(g, EV('magical-forest')), spell };
  }

  it('is in the Event deck, its text as printed', () => {
    expect(createGame({ seed: 'fx132', players: 2, expansions: ['fortress'] }).eventDeck?.deck).toContain(EV('magical-forest'));
    const text = cards.get('event.magical-forest')?.text ?? '';
    expect(text).toContain('draw and view the top card of the Spell deck and put it face down into the pool');
    expect(text).toContain('take a card from the shuffled pool');
  });

  it('each player puts a card face down into the pool, then takes one of it or gains 4 gold; the rest go back (ruling FX132)', () => {
    const { s: start, spell } = forest();
    expect(offered(start, 'p1')).toEqual(['hand', 'spell deck', 'artifact deck', 'ability deck']);
    let s = apply(start, { type: 'choose', option: 'hand' });
    expect(legalActions(s)).toEqual([{ type: 'takeCard', card: spell }]);
    s = apply(s, { type: 'takeCard', card: spell });
    expect(s.players[0]!.hand).not.toContain(spell);
    // p2 has no card in hand: the hand is not offered.
    expect(offered(s, 'p2')).toEqual(['spell deck', 'artifact deck', 'ability deck']);
    const artifact = s.decks.artifact.deck.at(-1) as CardId;
    s = apply(s, { type: 'choose', option: 'artifact deck' });
    expect(s.eventDeck?.pool).toEqual([spell, artifact]);
    // No one sees the pool; p2 alone saw the Artifact drawn.
    expect(viewFor(s, 'p1').eventDeck?.pool).toEqual([HIDDEN, HIDDEN]);
    expect(JSON.stringify(viewFor(s, 'p1').log)).not.toContain(artifact);
    expect(JSON.stringify(viewFor(s, 'p2').log)).toContain(artifact);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    expect(findInvariantViolations(s)).toEqual([]);
    const guessed = determinize(viewFor(s, 'p1'), 'fx132');
    expect(guessed.eventDeck?.pool).toHaveLength(2);
    expect(findInvariantViolations(guessed)).toEqual([]);
    // The second pass: p1 takes a card, p2 the gold.
    expect(offered(s, 'p1')).toEqual(['take', 'gold']);
    s = apply(s, { type: 'choose', option: 'take' });
    const taken = s.players[0]!.hand.filter((c) => c === spell || c === artifact);
    expect(taken).toHaveLength(1);
    const gold = s.players[1]!.resources.gold;
    s = apply(s, { type: 'choose', option: 'gold' });
    expect(s.players[1]!.resources.gold).toBe(gold + 4);
    // The card left went back into its deck.
    const left = taken[0] === spell ? artifact : spell;
    expect(s.eventDeck?.pool).toEqual([]);
    expect(left === spell ? s.decks.spell.deck : s.decks.artifact.deck).toContain(left);
    expect(findInvariantViolations(s)).toEqual([]);
  });
});

describe('A Shady Auction', () => {
  it('is in the Event deck, its text as printed', () => {
    expect(createGame({ seed: 'fx133', players: 2, expansions: ['fortress'] }).eventDeck?.deck).toContain(EV('a-shady-auction'));
    expect(cards.get('event.a-shady-auction')?.text).toContain('every player bids gold for it in secret');
  });

  it('three times: the top Artifact, secret bids shown together; the single highest pays and takes it, else it is discarded (ruling FX133)', () => {
    let g = newTurnGame({ expansions: ['fortress'], logLimit: 1000 });
    g = setResources(setResources(g, 'p1', { gold: 10 }), 'p2', { gold: 10 });
    let s = read(g, EV('a-shady-auction'));
    const first = s.eventDeck?.table[0] as CardId;
    expect(first.startsWith('artifact.')).toBe(true);
    expect(expectDecision(s, 'placeBid', 'p1').most).toBe(10);
    expect(legalActions(s)).toHaveLength(11);
    expectIllegal(s, { type: 'bid', gold: 11 }, 'NOT_ENOUGH_RESOURCES');
    s = apply(s, { type: 'bid', gold: 5 });
    // p2 bids not knowing p1's bid; p1 sees their own.
    expectDecision(s, 'placeBid', 'p2');
    expect(viewFor(s, 'p2').eventDeck?.bids).toEqual([{ player: 'p1', gold: -1 }]);
    expect(viewFor(s, 'p1').eventDeck?.bids).toEqual([{ player: 'p1', gold: 5 }]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    expect(findInvariantViolations(s)).toEqual([]);
    const guessed = determinize(viewFor(s, 'p2'), 'fx133');
    const guess = guessed.eventDeck?.bids[0]?.gold ?? -1;
    expect(guess).toBeGreaterThanOrEqual(0);
    expect(guess).toBeLessThanOrEqual(10);
    s = apply(s, { type: 'bid', gold: 3 });
    expect(s.players[0]!.hand).toContain(first);
    expect(s.players[0]!.resources.gold).toBe(5);
    expect(s.players[1]!.resources.gold).toBe(10);
    expect(eventsSince(s, 0, 'bidsRevealed')).toMatchObject([{ card: first, bids: [{ player: 'p1', gold: 5 }, { player: 'p2', gold: 3 }], winner: 'p1' }]);
    // The second lot: a tie, discarded.
    const second = s.eventDeck?.table[0] as CardId;
    s = apply(apply(s, { type: 'bid', gold: 2 }), { type: 'bid', gold: 2 });
    expect(s.decks.artifact.discard.at(-1)).toBe(second);
    // The third: no bets, discarded.
    const third = s.eventDeck?.table[0] as CardId;
    s = apply(apply(s, { type: 'bid', gold: 0 }), { type: 'bid', gold: 0 });
    expect(s.decks.artifact.discard.at(-1)).toBe(third);
    expect(s.eventDeck?.table).toEqual([]);
    expect(s.eventDeck?.bids).toEqual([]);
    expect(s.players.map((p) => p.resources.gold)).toEqual([5, 10]);
    expect(findInvariantViolations(s)).toEqual([]);
  });
});
