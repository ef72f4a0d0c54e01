/**
 * Looking at cards outside a Search (Other Fields, p. 81): Magic Spring's `lookAtDiscard` (the top 3 cards of your
 * discard pile, one returned to hand, the others back on top in any order) and Witch Hut's `lookAtTopCard` (the top
 * card of the Ability deck into hand or onto its discard pile). Rulings E4–E5.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  describeAction,
  describeEffect,
  findInvariantViolations,
  HIDDEN,
  legalActions,
  loadState,
  viewFor,
  type CardId,
  type GameState,
} from '../src';
import type { Effect } from '../src/model';
import { canStart } from '../src/effects/run';
import { Draft } from '../src/kernel/draft';
import { allCards, expectDecision, expectIllegal, modify, newTurnGame, player, putInDiscard, putInHand, putOnShared, runEffects, withLocation } from './helpers';

const SPRING: Effect[] = [{ op: 'lookAtDiscard', count: 3 }];
const WITCH_HUT: Effect[] = [{ op: 'lookAtTopCard', deck: 'ability' }];

/** Five distinct cards of the shared decks, to lay out where a test needs them. */
function fiveCards(s: GameState): CardId[] {
  return allCards(s).filter((c) => /^(spell|artifact)\./.test(c) && !c.startsWith('spell.magic-arrow')).slice(0, 5);
}

/** p1 on their turn, whose discard pile is exactly `count` known cards (the last on top). */
function withDiscard(count: number): { s: GameState; pile: CardId[] } {
  let s = newTurnGame();
  s = modify(s, (c) => {
    const p = c.players[0]!;
    p.deck.push(...p.discard);
    p.discard = [];
  });
  const pile = fiveCards(s).slice(0, count);
  return { s: putInDiscard(s, 'p1', pile), pile };
}

const takeCard = (card: CardId) => ({ type: 'takeCard' as const, card });

describe('Magic Spring: lookAtDiscard', () => {
  it('looks at the top 3 cards of the discard pile; only the player sees them', () => {
    const { s: before, pile } = withDiscard(5);
    const s = runEffects(before, 'p1', SPRING);
    expect(expectDecision(s, 'lookAtDiscard', 'p1').step).toBe('pick');
    expect(s.revealed).toEqual(pile.slice(2));
    expect(player(s).discard).toEqual(pile.slice(0, 2));
    expect(legalActions(s)).toEqual(pile.slice(2).map(takeCard));
    expect(viewFor(s, 'p1').revealed).toEqual(pile.slice(2));
    expect(viewFor(s, 'p2').revealed).toEqual([HIDDEN, HIDDEN, HIDDEN]);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('returns one card to hand, then puts the others back in the order chosen: every order is reachable', () => {
    const { s: before, pile } = withDiscard(5);
    const [a, b, c, d, e] = pile as [CardId, CardId, CardId, CardId, CardId];
    const s = runEffects(before, 'p1', SPRING);
    const picked = apply(s, takeCard(d));
    expect(player(picked).hand).toContain(d);
    expect(expectDecision(picked, 'lookAtDiscard', 'p1').step).toBe('order');
    expect(legalActions(picked)).toEqual([takeCard(c), takeCard(e)]);
    expect(describeAction(picked, takeCard(e))).toMatch(/^Catherine puts .+ back on their discard pile$/);
    expect(findInvariantViolations(picked)).toEqual([]);
    // The first card put back lies lowest; the last goes back by itself, on top.
    const eFirst = apply(picked, takeCard(e));
    expect(player(eFirst).discard).toEqual([a, b, e, c]);
    expectDecision(eFirst, 'turn', 'p1');
    expect(eFirst.revealed).toEqual([]);
    expect(player(apply(picked, takeCard(c))).discard).toEqual([a, b, c, e]);
  });

  it('with fewer cards than 3, looks at those there are; with one left to put back, no order is asked', () => {
    const { s: before, pile } = withDiscard(2);
    const s = runEffects(before, 'p1', SPRING);
    expect(s.revealed).toEqual(pile);
    const after = apply(s, takeCard(pile[1] as CardId));
    expectDecision(after, 'turn', 'p1');
    expect(player(after).discard).toEqual([pile[0]]);
    expect(player(after).hand).toContain(pile[1]);
  });

  it('with an empty discard pile nothing happens, and it cannot start', () => {
    const { s: before } = withDiscard(0);
    const s = runEffects(before, 'p1', SPRING);
    expectDecision(s, 'turn', 'p1');
    expect(player(s).hand).toEqual(player(before).hand);
    expect(canStart(new Draft(before), 'p1', SPRING[0] as Effect)).toBe(false);
    expect(canStart(new Draft(withDiscard(1).s), 'p1', SPRING[0] as Effect)).toBe(true);
  });

  it('refuses a card not looked at, and other answers', () => {
    const { s: before, pile } = withDiscard(5);
    const s = runEffects(before, 'p1', SPRING);
    expectIllegal(s, takeCard(pile[0] as CardId), 'NOT_REVEALED');
    expectIllegal(s, { type: 'decline' }, 'WRONG_DECISION');
  });

  it('a save taken while putting cards back loads and continues', () => {
    const { s: before, pile } = withDiscard(4);
    const s = apply(runEffects(withLocation(before, 'magic-spring'), 'p1', SPRING, 'magic-spring'), takeCard(pile[1] as CardId));
    const loaded = loadState(JSON.parse(JSON.stringify(s)));
    expect(player(apply(loaded, takeCard(pile[3] as CardId))).discard).toEqual([pile[0], pile[3], pile[2]]);
    const emptied = modify(s, (c) => void (c.revealed = []));
    expect(findInvariantViolations(emptied).join()).toMatch(/revealed: empty while p1 looks at cards/);
  });

  it('its card text', () => {
    expect(describeEffect(SPRING[0] as Effect)).toBe(
      'look at the top 3 cards of your discard pile, return one of them to your hand and put the others back on top in any order',
    );
  });
});

describe('Witch Hut: lookAtTopCard', () => {
  /** p1 on their turn with `card` on top of the Ability deck. */
  function withTop(): { s: GameState; card: CardId } {
    const s = newTurnGame();
    const card = s.decks.ability.deck[0] as CardId;
    return { s: putOnShared(s, 'ability', 'deck', [card]), card };
  }

  it('looks at the top card of the Ability deck, which only the player sees, and takes it into hand', () => {
    const { s: before, card } = withTop();
    const s = runEffects(before, 'p1', WITCH_HUT);
    expectDecision(s, 'lookAtTopCard', 'p1');
    expect(s.revealed).toEqual([card]);
    expect(viewFor(s, 'p2').revealed).toEqual([HIDDEN]);
    expect(legalActions(s)).toEqual([takeCard(card), { type: 'discard', card }]);
    expect(findInvariantViolations(s)).toEqual([]);
    const taken = apply(s, takeCard(card));
    expect(player(taken).hand).toContain(card);
    expect(taken.revealed).toEqual([]);
    expectDecision(taken, 'turn', 'p1');
    // The other players do not learn which card it was.
    const gained = viewFor(taken, 'p2').log.find((e) => e.type === 'cardGained');
    expect(gained).toMatchObject({ player: 'p1', card: HIDDEN, from: 'ability' });
  });

  it('or puts it onto the Ability discard pile', () => {
    const { s: before, card } = withTop();
    const s = runEffects(before, 'p1', WITCH_HUT);
    expect(describeAction(s, { type: 'discard', card })).toMatch(/^Catherine puts .+ onto the Ability discard pile$/);
    const discarded = apply(s, { type: 'discard', card });
    expect(discarded.decks.ability.discard.at(-1)).toBe(card);
    expect(player(discarded).hand).toEqual(player(before).hand);
    expect(findInvariantViolations(discarded)).toEqual([]);
  });

  it('refuses another card and other answers', () => {
    const { s: before } = withTop();
    const s = runEffects(before, 'p1', WITCH_HUT);
    expectIllegal(s, takeCard(s.decks.ability.deck[0] as CardId), 'NOT_REVEALED');
    expectIllegal(s, { type: 'decline' }, 'WRONG_DECISION');
  });

  it('an empty deck is refilled from its discard pile first', () => {
    const s0 = modify(newTurnGame(), (c) => {
      const pile = c.decks.ability;
      pile.discard = [...pile.discard, ...pile.deck];
      pile.deck = [];
    });
    const before = s0.decks.ability.discard.length;
    const s = runEffects(s0, 'p1', WITCH_HUT);
    expect(s.log.some((e) => e.type === 'deckReshuffled' && e.deck === 'ability')).toBe(true);
    expect(s.revealed).toHaveLength(1);
    expect(s.decks.ability.deck.length + s.decks.ability.discard.length).toBe(before - 1);
    expect(s.decks.ability.discard).toHaveLength(1);
  });

  it('with no card in the deck (only its face-up discard card) nothing happens, and it cannot start', () => {
    const s0 = modify(newTurnGame(), (c) => {
      c.decks.spell.deck = [];
      c.decks.spell.discard = c.decks.spell.discard.slice(-1);
    });
    const effect: Effect = { op: 'lookAtTopCard', deck: 'spell' };
    expect(canStart(new Draft(s0), 'p1', effect)).toBe(false);
    const s = runEffects(s0, 'p1', [effect]);
    expectDecision(s, 'turn', 'p1');
    expect(s.decks.spell.discard).toEqual(s0.decks.spell.discard);
    expect(canStart(new Draft(newTurnGame()), 'p1', effect)).toBe(true);
  });

  it("Witch Hut's choice: removing an Ability card is offered only with one in hand (E5)", () => {
    const hut: Effect[] = [
      {
        op: 'choose',
        options: [
          { key: 'remove', effects: [{ op: 'removeCard', category: 'ability', optional: false }] },
          { key: 'look', effects: WITCH_HUT },
        ],
        optional: false,
      },
    ];
    const s0 = modify(newTurnGame(), (c) => {
      const p = c.players[0]!;
      p.deck.push(...p.hand.filter((x) => x.startsWith('ability.')));
      p.hand = p.hand.filter((x) => !x.startsWith('ability.'));
    });
    // No Ability card in hand: the only option runs at once.
    expectDecision(runEffects(s0, 'p1', hut), 'lookAtTopCard', 'p1');
    const ability = s0.decks.ability.deck[0] as CardId;
    const s = runEffects(putInHand(s0, 'p1', [ability]), 'p1', hut);
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'remove' }, { type: 'choose', option: 'look' }]);
    const removed = apply(apply(s, { type: 'choose', option: 'remove' }), { type: 'removeCard', card: ability });
    expect(player(removed).removed).toContain(ability);
  });

  it('its card text', () => {
    expect(describeEffect(WITCH_HUT[0] as Effect)).toBe('look at the top card of the Ability deck and put it into your hand or onto its discard pile');
  });
});
