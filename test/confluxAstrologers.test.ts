/**
 * The Conflux box's Astrologers Proclaim cards Mages and Spells (rulings CF90, CF91), each from its printed text: the
 * Spell Book token free and without a Mage Guild in the round Mages is proclaimed, a Search (4) instead of a Search of
 * the Spell deck while Spells is in force; their place in the deck with the box, their texts, their saves.
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, findInvariantViolations, legalActions, loadState, type GameState } from '../src';
import { addBuildings, decision, expectIllegal, isListed, modify, newGame, newTurnGame, player, runEffects, startTurn, toRound } from './helpers';

const MAGES = 'astrologers.mages#1';
const SPELLS = 'astrologers.spells#1';
const CONFLUX = ['conflux'] as const;
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};

/** A game with the box, its Astrologers deck drawing in Astrologers rounds, `card` on top of it: p1's first turn. */
const rigged = (card: string): GameState =>
  startTurn(modify(newGame({ astrologers: 'standard', expansions: [...CONFLUX] }), (x) => {
    const a = x.astrologers!;
    a.deck = [...a.deck.filter((c) => c !== card), card];
  }));

/** The card in force, taken from the deck (its round of proclamation aside). */
const inForce = (s: GameState, card: string): GameState =>
  modify(s, (x) => {
    const a = x.astrologers!;
    a.deck = a.deck.filter((c) => c !== card);
    a.active = card;
  });

describe('Mages and Spells in the Astrologers deck (ruling CF82)', () => {
  it('one copy each, only with the Conflux box in play', () => {
    const deck = newGame({ astrologers: 'standard', expansions: [...CONFLUX] }).astrologers!.deck;
    for (const id of [MAGES, SPELLS]) expect(deck.filter((c) => c === id)).toHaveLength(1);
    expect(newGame({ astrologers: 'standard' }).astrologers!.deck).not.toContain(MAGES);
    expect(newGame({ astrologers: 'standard' }).astrologers!.deck).not.toContain(SPELLS);
  });

  it('read as the cards read, with their box', () => {
    expect(cards.get('astrologers.mages')?.expansion).toBe('conflux');
    expect(cards.get('astrologers.spells')?.expansion).toBe('conflux');
    expect(cards.get('astrologers.mages')!.text).toMatch(/in the round this card is proclaimed, using the Spell Book token costs nothing, and a player may use it without a Mage Guild/);
    expect(cards.get('astrologers.spells')!.text).toMatch(/a player about to Search the Spell deck may Search \(4\) it instead/);
  });
});

describe('Mages: this round the Spell Book token is free, even without a Mage Guild (ruling CF90)', () => {
  /** Round 2, Mages proclaimed at its start: p1's turn, no Mage Guild, `gold` gold. */
  const proclaimed = (gold = 0): GameState => {
    const s = startTurn(toRound(rigged(MAGES), 2));
    expect(s.astrologers?.active).toBe(MAGES);
    return modify(s, (x) => { x.players[0]!.resources.gold = gold; });
  };

  it('without a Mage Guild and without gold, the token Searches (2) the Spell deck, for nothing', () => {
    const s = proclaimed();
    expect(player(s).buildings).not.toContain('castle.mageGuild');
    expect(isListed(s, { type: 'buySpells' })).toBe(true);
    const t = checked(apply(s, { type: 'buySpells' }));
    expect(player(t).resources.gold).toBe(0);
    expect(player(t).tokens.spellBook).toBe(false);
    expect(decision(t)).toMatchObject({ kind: 'search', player: 'p1', deck: 'spell', count: 2 });
  });

  it('with a Mage Guild, it costs nothing either, and once per round as ever', () => {
    const s = addBuildings(proclaimed(9), 'p1', ['mageGuild']);
    let t = apply(s, { type: 'buySpells' });
    expect(player(t).resources.gold).toBe(9);
    while (t.pending?.kind === 'search') t = apply(t, legalActions(t)[0]!);
    expect(isListed(t, { type: 'buySpells' })).toBe(false);
    expectIllegal(t, { type: 'buySpells' }, 'TOKEN_USED');
  });

  it('a Mage Guild built this round does not keep it from being used', () => {
    const s = modify(addBuildings(proclaimed(), 'p1', ['mageGuild']), (x) => { x.players[0]!.mageGuildRound = x.round; });
    expect(isListed(s, { type: 'buySpells' })).toBe(true);
  });

  it('the next round (a Resource round, the card still in force) the token needs its Mage Guild and its gold again', () => {
    let s = startTurn(toRound(rigged(MAGES), 3));
    expect(s.astrologers?.active).toBe(MAGES);
    expect(isListed(s, { type: 'buySpells' })).toBe(false);
    expectIllegal(s, { type: 'buySpells' }, 'BUILDING_MISSING');
    s = modify(addBuildings(s, 'p1', ['mageGuild']), (x) => { x.players[0]!.resources.gold = 20; });
    expect(player(apply(s, { type: 'buySpells' })).resources.gold).toBe(14);
  });

  it('with every round drawing a card, the round it is proclaimed in is the one it works in', () => {
    const s = inForce(newTurnGame({ astrologers: 'everyRound', expansions: [...CONFLUX] }), MAGES);
    // Round 1 draws no card: Mages cannot have been proclaimed in it.
    expect(isListed(s, { type: 'buySpells' })).toBe(false);
    const later = modify(s, (x) => { x.round = 3; });
    expect(isListed(later, { type: 'buySpells' })).toBe(true);
  });
});

describe('Spells: about to Search the Spell deck, Search (4) instead (ruling CF91)', () => {
  const search = (deck: 'spell' | 'ability', count = 2) => ({ op: 'search' as const, deck, count, optional: false });

  it('offered beside the Search itself; the player takes 1 of the top 4 cards, the other 3 are discarded', () => {
    const s = runEffects(inForce(newTurnGame({ expansions: [...CONFLUX], astrologers: 'standard' }), SPELLS), 'p1', [search('spell')]);
    expect(legalActions(s)).toEqual(expect.arrayContaining([{ type: 'searchReveal' }, { type: 'searchReveal', count: 4 }]));
    const top = s.decks.spell.deck.slice(-4).reverse();
    const t = apply(s, { type: 'searchReveal', count: 4 });
    expect(t.revealed).toEqual(top);
    expect(decision(t)).toMatchObject({ kind: 'search', step: 'pick', count: 4 });
    const u = apply(t, { type: 'searchPick', card: top[2]! });
    expect(player(u).hand).toContain(top[2]);
    expect(u.decks.spell.discard.slice(-3).sort()).toEqual([top[0], top[1], top[3]].sort());
    expect(findInvariantViolations(u)).toEqual([]);
  });

  it('the plain Search stays the player\'s choice: Search (2) reveals 2', () => {
    const s = runEffects(inForce(newTurnGame({ expansions: [...CONFLUX], astrologers: 'standard' }), SPELLS), 'p1', [search('spell')]);
    expect(apply(s, { type: 'searchReveal' }).revealed).toHaveLength(2);
  });

  it('through the Spell Book token too', () => {
    let s = inForce(newTurnGame({ expansions: [...CONFLUX], astrologers: 'standard' }), SPELLS);
    s = modify(addBuildings(s, 'p1', ['mageGuild']), (x) => { x.players[0]!.resources.gold = 20; x.players[0]!.mageGuildRound = 0; });
    const t = checked(apply(s, { type: 'buySpells' }));
    expect(isListed(t, { type: 'searchReveal', count: 4 })).toBe(true);
    expect(checked(apply(t, { type: 'searchReveal', count: 4 })).revealed).toHaveLength(4);
  });

  it('not for another deck, not for a Search as large already, not without the card in force', () => {
    const base = newTurnGame({ expansions: [...CONFLUX], astrologers: 'standard' });
    const ability = runEffects(inForce(base, SPELLS), 'p1', [search('ability')]);
    expect(legalActions(ability).some((a) => a.type === 'searchReveal' && a.count !== undefined)).toBe(false);
    expectIllegal(ability, { type: 'searchReveal', count: 4 }, 'OPTION_NOT_AVAILABLE');
    const five = runEffects(inForce(base, SPELLS), 'p1', [search('spell', 5)]);
    expect(legalActions(five).some((a) => a.type === 'searchReveal' && a.count !== undefined)).toBe(false);
    const without = runEffects(base, 'p1', [search('spell')]);
    expectIllegal(without, { type: 'searchReveal', count: 4 }, 'OPTION_NOT_AVAILABLE');
    const other = runEffects(inForce(base, SPELLS), 'p1', [search('spell')]);
    expectIllegal(other, { type: 'searchReveal', count: 3 }, 'OPTION_NOT_AVAILABLE');
  });

  it('with Split Artifact and Spell Decks, for either Spell deck', () => {
    const s = inForce(newTurnGame({ expansions: [...CONFLUX], astrologers: 'standard', variants: { splitDecks: true } }), SPELLS);
    let t = runEffects(s, 'p1', [search('spell')]);
    if (t.pending?.kind === 'chooseDeck') t = apply(t, { type: 'chooseDeck', deck: 'basicSpell' });
    expect(decision(t)).toMatchObject({ kind: 'search', deck: expect.stringMatching(/Spell$/) });
    expect(isListed(t, { type: 'searchReveal', count: 4 })).toBe(true);
  });
});
