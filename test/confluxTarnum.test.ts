/**
 * Tarnum (Conflux)'s Enchanters programs, each from its printed text (rulings CF14, CF15): the Search whose card may be
 * Removed instead of taken (I), and the Enchanters card found in the Gold Neutral Unit deck for 10 gold (IV).
 */
import { describe, expect, it } from 'vitest';
import { apply, findInvariantViolations, legalActions, loadState, type Effect, type GameState } from '../src';
import { ENCHANTERS_I, ENCHANTERS_IV, ENCHANTERS_IV_PLAYS } from '../src/content/conflux/conflux/heroes';
import { expectDecision, modify, newTurnGame, player, runEffects, setResources } from './helpers';

const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};
const game = () => newTurnGame({ expansions: ['conflux'] });
/** The Spell deck's top card and its discard pile's top card, in this game. */
const tops = (s: GameState) => ({ deck: s.decks.spell.deck.at(-1) as string, discard: s.decks.spell.discard.at(-1) as string });

describe('Enchanters I: Search (1) the Spell deck; you may Remove the card instead of taking it into your hand', () => {
  it('the card revealed is taken into the hand, or removed from the game: the player chooses', () => {
    const s = runEffects(game(), 'p1', ENCHANTERS_I as Effect[]);
    const { deck } = tops(s);
    expectDecision(s, 'search', 'p1');
    const revealed = apply(apply(s, { type: 'searchReveal' }), { type: 'searchPick', card: deck });
    expectDecision(revealed, 'lookAtTopCard', 'p1');
    expect(legalActions(revealed)).toEqual([{ type: 'takeCard', card: deck }, { type: 'removeCard', card: deck }]);
    const taken = checked(apply(revealed, { type: 'takeCard', card: deck }));
    expect(player(taken).hand).toContain(deck);
    const removed = checked(apply(revealed, { type: 'removeCard', card: deck }));
    expect(player(removed).hand).not.toContain(deck);
    expect(player(removed).removed).toContain(deck);
    expect([...removed.decks.spell.deck, ...removed.decks.spell.discard]).not.toContain(deck);
  });

  it("the discard pile's top card taken instead of the Search may be removed as well", () => {
    const s = runEffects(game(), 'p1', ENCHANTERS_I as Effect[]);
    const { discard } = tops(s);
    const taken = apply(s, { type: 'searchTakeDiscard' });
    expect(legalActions(taken)).toEqual([{ type: 'takeCard', card: discard }, { type: 'removeCard', card: discard }]);
    expect(player(checked(apply(taken, { type: 'removeCard', card: discard }))).removed).toContain(discard);
  });

  it('a plain Search is unchanged: its card goes straight into the hand', () => {
    const s = runEffects(game(), 'p1', [{ op: 'search', deck: 'spell', count: 1, optional: false }]);
    const { deck } = tops(s);
    const after = apply(apply(s, { type: 'searchReveal' }), { type: 'searchPick', card: deck });
    expect(after.pending?.kind).not.toBe('lookAtTopCard');
    expect(player(after).hand).toContain(deck);
  });
});

describe('Enchanters IV: pay 10 gold, then find the Enchanters card in the Gold Neutral Unit deck and add it to your Unit deck', () => {
  const enchanters = (s: GameState) => [...s.neutralDecks.gold.deck, ...s.neutralDecks.gold.discard].find((c) => c.startsWith('neutral.enchanters#')) as string;

  it('takes the card into the unit deck for 10 gold', () => {
    const s = setResources(game(), 'p1', { gold: 12 });
    const card = enchanters(s);
    const after = checked(runEffects(s, 'p1', ENCHANTERS_IV as Effect[]));
    expect(player(after).resources.gold).toBe(2);
    expect(player(after).units).toContainEqual({ unit: card, side: 'neutral' });
    expect([...after.neutralDecks.gold.deck, ...after.neutralDecks.gold.discard]).not.toContain(card);
  });

  it('finds it in the discard pile too', () => {
    const s = modify(setResources(game(), 'p1', { gold: 10 }), (t) => {
      const card = enchanters(t);
      t.neutralDecks.gold.deck = t.neutralDecks.gold.deck.filter((c) => c !== card);
      t.neutralDecks.gold.discard.push(card);
    });
    expect(player(checked(runEffects(s, 'p1', ENCHANTERS_IV as Effect[]))).units.some((u) => u.unit.startsWith('neutral.enchanters#'))).toBe(true);
  });

  it('cannot start without 10 gold, nor while the player controls an Enchanters unit, nor with the card gone', async () => {
    const { canStartAll } = await import('../src/effects/run');
    const { Draft } = await import('../src/kernel/draft');
    const can = (s: GameState) => canStartAll(new Draft(s), 'p1', ENCHANTERS_IV as Effect[]);
    const s = setResources(game(), 'p1', { gold: 10 });
    expect(can(s)).toBe(true);
    expect(can(setResources(s, 'p1', { gold: 9 }))).toBe(false);
    const owned = runEffects(s, 'p1', ENCHANTERS_IV as Effect[]);
    expect(can(setResources(owned, 'p1', { gold: 10 }))).toBe(false);
    const gone = modify(s, (t) => {
      const card = enchanters(t);
      t.neutralDecks.gold.deck = t.neutralDecks.gold.deck.filter((c) => c !== card);
      t.players[1]!.units.push({ unit: card, side: 'neutral' });
    });
    expect(can(gone)).toBe(false);
  });
});

describe('Enchanters IV: … — OR — :instant: Draw a card', () => {
  it('the card is the top (Map effect) or the bottom (Instant: draw 1, on the map and in combat)', () => {
    const [top, bottom] = ENCHANTERS_IV_PLAYS;
    expect(top).toMatchObject({ key: 'top', timing: 'map', effects: ENCHANTERS_IV });
    expect(bottom).toMatchObject({ key: 'bottom', timing: 'instant', combatOnly: false });
    const s = game();
    const after = checked(runEffects(s, 'p1', bottom!.effects as Effect[]));
    expect(player(after).hand).toEqual([...player(s).hand, player(s).deck.at(-1)]);
    expect(player(after).deck).toEqual(player(s).deck.slice(0, -1));
  });
});
