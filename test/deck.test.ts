/** Deck-building: GENERAL CARD RULES 3–6 and 8, the SEARCHING EXAMPLE, Necromancy replacement (STATISTIC AND ABILITY CARDS). */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type GameState } from '../src';
import {
  allCards,
  applyAll,
  emptyHand,
  eventsSince,
  expectDecision,
  expectIllegal,
  modify,
  newGame,
  newTurnGame,
  nextRound,
  player,
  putInHand,
  putOnShared,
  runEffects,
  startTurn,
  withPlayer,
} from './helpers';

const search = (deck: 'ability' | 'artifact' | 'spell', count = 2, optional = false) =>
  [{ op: 'search' as const, deck, count, optional }];

describe('SEARCHING EXAMPLE (a Dungeon player uses the Spell Book token)', () => {
  /** Bob plays a Dungeon hero and built the Mage Guild in the previous round; it is now round 2. */
  function bobsTurn(): GameState {
    let s = newTurnGame({ players: [{ hero: 'alamar' }, { hero: 'catherine' }] });
    s = apply(s, { type: 'build', building: 'dungeon.mageGuild' });
    s = applyAll(s, [{ type: 'searchTakeDiscard' }, { type: 'searchTakeDiscard' }]);
    s = startTurn(nextRound(s), 0);
    expect(s.round).toBe(2);
    // The Spell discard pile shows Curse; the Spell deck's top two cards are a Magic Arrow and a Fireball.
    s = putOnShared(s, 'spell', 'discard', ['spell.curse#1']);
    s = putOnShared(s, 'spell', 'deck', ['spell.magic-arrow#6', 'spell.fireball#1']);
    return s;
  }

  it('spends the token and pays the 5 gold printed on the Dungeon town board to Search (2) the Spell deck', () => {
    const s0 = bobsTurn();
    const gold = player(s0).resources.gold;
    const s = apply(s0, { type: 'buySpells' });
    expect(player(s).resources.gold).toBe(gold - 5);
    expect(player(s).tokens.spellBook).toBe(false);
    const dec = expectDecision(s, 'search', 'p1');
    expect(dec).toMatchObject({ deck: 'spell', count: 2 });
    expect(legalActions(s)).toEqual([{ type: 'searchReveal' }, { type: 'searchTakeDiscard' }]);
  });

  it('either gains the top card of the Spell discard pile (Curse)…', () => {
    let s = apply(bobsTurn(), { type: 'buySpells' });
    const hand = player(s).hand.length;
    s = apply(s, { type: 'searchTakeDiscard' });
    expect(player(s).hand).toHaveLength(hand + 1);
    expect(player(s).hand.at(-1)).toBe('spell.curse#1');
    expect(s.decks.spell.deck.at(-1)).toBe('spell.fireball#1'); // the deck was not looked at
    expectDecision(s, 'turn', 'p1');
  });

  it('…or draws the top two (Magic Arrow, Fireball), keeps the Fireball and discards the Magic Arrow to the Spell discard pile', () => {
    let s = apply(bobsTurn(), { type: 'buySpells' });
    const hand = player(s).hand.length;
    const deckSize = s.decks.spell.deck.length;
    s = apply(s, { type: 'searchReveal' });
    expect([...s.revealed].sort()).toEqual(['spell.fireball#1', 'spell.magic-arrow#6']);
    expect(legalActions(s)).toEqual(
      expect.arrayContaining([{ type: 'searchPick', card: 'spell.fireball#1' }, { type: 'searchPick', card: 'spell.magic-arrow#6' }]),
    );
    expectIllegal(s, { type: 'searchPick', card: 'spell.curse#1' }, 'NOT_REVEALED');
    expectIllegal(s, { type: 'searchTakeDiscard' }, 'WRONG_DECISION');
    s = apply(s, { type: 'searchPick', card: 'spell.fireball#1' });
    expect(player(s).hand).toHaveLength(hand + 1);
    expect(player(s).hand.at(-1)).toBe('spell.fireball#1');
    expect(s.decks.spell.discard.slice(-2)).toEqual(['spell.curse#1', 'spell.magic-arrow#6']);
    expect(s.decks.spell.deck).toHaveLength(deckSize - 2);
    expect(s.revealed).toEqual([]);
    expectDecision(s, 'turn', 'p1');
  });
});

describe('Search (X) and the shared decks (rules 5–6)', () => {
  it('a Search that is not optional cannot be declined; an optional one can', () => {
    const s0 = newTurnGame();
    const s = runEffects(s0, 'p1', search('artifact'));
    expectDecision(s, 'search', 'p1');
    expect(legalActions(s)).not.toContainEqual({ type: 'decline' });
    expectIllegal(s, { type: 'decline' }, 'CANNOT_DECLINE');
    const opt = runEffects(s0, 'p1', search('artifact', 2, true));
    expect(legalActions(opt)).toContainEqual({ type: 'decline' });
    const after = apply(opt, { type: 'decline' });
    expect(player(after).hand).toEqual(player(s0).hand);
    expect(after.decks).toEqual(s0.decks);
  });

  it('Search (X) looks at exactly X cards', () => {
    const s = apply(runEffects(newTurnGame(), 'p1', search('ability', 3)), { type: 'searchReveal' });
    expect(s.revealed).toHaveLength(3);
    expect(s.revealed.every((c) => c.startsWith('ability.'))).toBe(true);
  });

  it('refills an emptied discard pile with the deck’s top card', () => {
    let s = newTurnGame();
    const top = s.decks.artifact.deck.at(-1) as string;
    const discardTop = s.decks.artifact.discard.at(-1) as string;
    s = apply(runEffects(s, 'p1', search('artifact')), { type: 'searchTakeDiscard' });
    expect(player(s).hand).toContain(discardTop);
    expect(s.decks.artifact.discard).toEqual([top]);
    expect(s.decks.artifact.deck).toHaveLength(30);
  });

  it('when a shared deck runs out, reshuffles its discard pile into a new deck and turns up a new discard card', () => {
    // The Spell deck is down to one card; the rest of the spells are on the discard pile.
    let s = modify(newTurnGame(), (g) => {
      const pile = g.decks.spell;
      pile.discard = [...pile.discard, ...pile.deck.slice(0, -1)];
      pile.deck = pile.deck.slice(-1);
    });
    const lastCard = s.decks.spell.deck[0] as string;
    const total = s.decks.spell.deck.length + s.decks.spell.discard.length;
    const since = s.eventCount;
    s = apply(runEffects(s, 'p1', search('spell')), { type: 'searchReveal' });
    expect(s.revealed).toHaveLength(2);
    expect(s.revealed[0]).toBe(lastCard);
    expect(eventsSince(s, since, 'deckReshuffled').map((e) => e.deck)).toContain('spell');
    expect(s.decks.spell.discard).toHaveLength(1);
    expect(s.decks.spell.deck.length).toBe(total - 3);
    s = apply(s, { type: 'searchPick', card: s.revealed[1] as string });
    expect(s.decks.spell.deck.length + s.decks.spell.discard.length).toBe(total - 1);
    expect(s.decks.spell.deck.length).toBeGreaterThan(0);
  });

  it('a Search of a deck with no cards at all does nothing', () => {
    const s0 = modify(newTurnGame(), (g) => {
      g.players[0]!.removed.push(...g.decks.artifact.deck, ...g.decks.artifact.discard);
      g.decks.artifact = { deck: [], discard: [] };
    });
    const s = runEffects(s0, 'p1', search('artifact'));
    expectDecision(s, 'turn', 'p1');
    expect(player(s).hand).toEqual(player(s0).hand);
  });
});

describe('Necromancy cards found by a Search (STATISTIC AND ABILITY CARDS)', () => {
  function revealNecromancy(heroes: [{ hero: string }, { hero: string }]): GameState {
    let s = newTurnGame({ players: heroes });
    s = putOnShared(s, 'ability', 'deck', ['ability.wisdom#1', 'ability.necromancy#1']);
    s = apply(runEffects(s, 'p1', search('ability')), { type: 'searchReveal' });
    expect([...s.revealed].sort()).toEqual(['ability.necromancy#1', 'ability.wisdom#1']);
    return s;
  }

  it('a non-Necropolis player may discard a revealed Necromancy card and reveal a replacement', () => {
    let s = revealNecromancy([{ hero: 'catherine' }, { hero: 'mutare' }]);
    const next = s.decks.ability.deck.at(-1) as string;
    expect(legalActions(s)).toContainEqual({ type: 'searchReplaceRevealed', card: 'ability.necromancy#1' });
    expectIllegal(s, { type: 'searchReplaceRevealed', card: 'ability.wisdom#1' }, 'OPTION_NOT_AVAILABLE');
    s = apply(s, { type: 'searchReplaceRevealed', card: 'ability.necromancy#1' });
    expect([...s.revealed].sort()).toEqual(['ability.wisdom#1', next].sort());
    expect(s.decks.ability.discard.at(-1)).toBe('ability.necromancy#1');
    expectDecision(s, 'search', 'p1');
  });

  it('…or gain it', () => {
    const s = apply(revealNecromancy([{ hero: 'catherine' }, { hero: 'mutare' }]), { type: 'searchPick', card: 'ability.necromancy#1' });
    expect(player(s).hand).toContain('ability.necromancy#1');
  });

  it('a Necropolis player is not offered the replacement', () => {
    const s = revealNecromancy([{ hero: 'sandro' }, { hero: 'mutare' }]);
    expect(legalActions(s).some((a) => a.type === 'searchReplaceRevealed')).toBe(false);
    expectIllegal(s, { type: 'searchReplaceRevealed', card: 'ability.necromancy#1' }, 'OPTION_NOT_AVAILABLE');
  });
});

describe("a player's own deck (rules 2–4, 8)", () => {
  it('rule 3: drawing from an empty deck shuffles the discard pile into a new deck', () => {
    // p1 holds nothing; the deck is empty and all 9 cards are in the discard pile.
    let s = withPlayer(newTurnGame(), 'p1', (p) => {
      p.discard = [...p.deck, ...p.hand];
      p.deck = [];
      p.hand = [];
      p.morale.positive = true;
    });
    const since = s.eventCount;
    s = apply(s, { type: 'useMorale', use: 'draw' });
    expect(player(s).hand).toHaveLength(1);
    expect(player(s).deck).toHaveLength(8);
    expect(player(s).discard).toHaveLength(0);
    expect(eventsSince(s, since, 'deckReshuffled')).toEqual([expect.objectContaining({ player: 'p1', deck: 'might-and-magic' })]);
  });

  it('drawing stops when both the deck and the discard pile are empty', () => {
    let s = withPlayer(newTurnGame(), 'p1', (p) => {
      p.removed = [...p.deck, ...p.discard];
      p.deck = [];
      p.discard = [];
      p.morale.positive = true;
    });
    const hand = player(s).hand;
    s = apply(s, { type: 'useMorale', use: 'draw' });
    expect(player(s).hand).toEqual(hand);
  });

  it('rule 4: a gained card goes directly into the hand', () => {
    const s0 = newTurnGame();
    const top = s0.decks.spell.discard.at(-1) as string;
    const s = apply(runEffects(s0, 'p1', search('spell')), { type: 'searchTakeDiscard' });
    expect(player(s).hand).toEqual([...player(s0).hand, top]);
    expect(player(s).deck).toEqual(player(s0).deck);
    expect(eventsSince(s, s0.eventCount, 'cardGained')).toEqual([expect.objectContaining({ player: 'p1', card: top })]);
  });

  it('rule 8: a removed card leaves the game (the removed zone), not the discard pile', () => {
    let s = putInHand(emptyHand(newTurnGame(), 'p1'), 'p1', ['artifact.speculum#1', 'spell.fireball#1']);
    s = runEffects(s, 'p1', [{ op: 'removeCard', category: 'artifact', optional: false }]);
    expectDecision(s, 'removeCard', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'removeCard', card: 'artifact.speculum#1' }]);
    expectIllegal(s, { type: 'removeCard', card: 'spell.fireball#1' }, 'OPTION_NOT_AVAILABLE');
    s = apply(s, { type: 'removeCard', card: 'artifact.speculum#1' });
    expect(player(s).hand).toEqual(['spell.fireball#1']);
    expect(player(s).removed).toEqual(['artifact.speculum#1']);
    expect(player(s).discard).toEqual([]);
  });

  it('each player has their own discard pile', () => {
    let s = newTurnGame();
    const card = player(s).hand[0] as string;
    s = withPlayer(s, 'p1', (p) => {
      p.morale.positive = true;
    });
    s = applyAll(s, [{ type: 'useMorale', use: 'cycle' }, { type: 'discard', card }, { type: 'finishDiscarding' }]);
    expect(player(s, 'p1').discard).toEqual([card]);
    expect(player(s, 'p2').discard).toEqual([]);
  });
});

describe('card conservation', () => {
  it('every card instance stays in exactly one zone through a long random game', () => {
    let s = newGame({ difficulty: 'normal', seed: 'conservation' });
    const start = [...allCards(s)].sort();
    expect(new Set(start).size).toBe(start.length);
    let rnd = 7;
    for (let step = 0; step < 1500 && s.pending; step++) {
      const acts = legalActions(s);
      rnd = (rnd * 1103515245 + 12345) % 2147483648;
      s = apply(s, acts[rnd % acts.length]!);
      if (step % 50 === 0) expect([...allCards(s)].sort()).toEqual(start);
    }
    expect([...allCards(s)].sort()).toEqual(start);
  });
});
