/**
 * The Conflux box's Astrologers Proclaim cards Mages and Spells (rulings CF90, CF91), each from its printed text: the
 * Spell Book token free and without a Mage Guild in the round Mages is proclaimed, a Search (4) instead of a Search of
 * the Spell deck while Spells is in force; their place in the deck with the box, their texts, their saves.
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, determinize, findInvariantViolations, legalActions, loadState, viewFor, type GameState } from '../src';
import { Draft } from '../src/kernel/draft';
import { finishCombat } from '../src/combat/end';
import { addBuildings, decision, expectIllegal, isListed, modify, newGame, newTurnGame, nextToLocation, player, runEffects, startTurn, toRound } from './helpers';

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

describe('Elementals: an "Elementals" unit face up on top of each Neutral Units deck but the Azure one (rulings CF92–CF97)', () => {
  const ELEMENTALS = /^neutral\.(storm|ice|energy|magma|magic)-elementals#/;
  const ELEMENTALS_CARD = 'astrologers.elementals#1';
  /** Round 2, Elementals proclaimed at its start: p1's turn. */
  const proclaimed = (): GameState => {
    const s = startTurn(toRound(rigged(ELEMENTALS_CARD), 2));
    expect(s.astrologers?.active).toBe(ELEMENTALS_CARD);
    return s;
  };
  const tops = (s: GameState) => (['bronze', 'silver', 'gold'] as const).map((t) => s.neutralDecks[t].deck.at(-1));

  it('as proclaimed: the cards above each deck\'s first Elementals are discarded, it lies face up on top; the Azure deck is untouched', () => {
    const before = rigged(ELEMENTALS_CARD);
    const s = checked(proclaimed());
    expect(tops(s).every((u) => u !== undefined && ELEMENTALS.test(u))).toBe(true);
    expect(s.astrologers?.faceUp).toEqual(tops(s));
    expect(s.neutralDecks.azure).toEqual(before.neutralDecks.azure);
    for (const t of ['bronze', 'silver', 'gold'] as const) {
      const all = [...before.neutralDecks[t].deck, ...before.neutralDecks[t].discard].sort();
      expect([...s.neutralDecks[t].deck, ...s.neutralDecks[t].discard].sort()).toEqual(all);
      // What was discarded is what lay above the Elementals card.
      const from = before.neutralDecks[t].deck;
      const at = from.lastIndexOf(s.neutralDecks[t].deck.at(-1)!);
      if (at >= 0) expect(s.neutralDecks[t].discard.slice(before.neutralDecks[t].discard.length)).toEqual(from.slice(at + 1).reverse());
    }
    // The log of the step that proclaimed it (the log keeps the last step's events).
    const step = toRound(rigged(ELEMENTALS_CARD), 2);
    expect(step.log.filter((e) => e.type === 'neutralFaceUp').map((e) => (e as { unit: string }).unit)).toEqual(tops(s));
    expect(cards.get('astrologers.elementals')!.text).toMatch(/first "Elementals" unit of each Neutral Units deck but the Azure one lies face up on top/);
  });

  it('every player sees the face-up cards; the rest of each deck stays hidden; determinize keeps them there', () => {
    const s = proclaimed();
    for (const viewer of ['p1', 'p2']) {
      const v = viewFor(s, viewer);
      for (const t of ['bronze', 'silver', 'gold'] as const) {
        expect(v.neutralDecks[t].deck.at(-1)).toBe(s.neutralDecks[t].deck.at(-1));
        expect(v.neutralDecks[t].deck.slice(0, -1).every((u) => u === '?')).toBe(true);
      }
      expect(v.neutralDecks.azure.deck.every((u) => u === '?')).toBe(true);
      const guess = determinize(v, 'cf93');
      expect(tops(guess)).toEqual(tops(s));
      expect(findInvariantViolations(guess)).toEqual([]);
    }
  });

  it('drawn as a guard, it fights; defeated, it goes back face up on top of its deck (CF94)', () => {
    const s = proclaimed();
    const silver = s.neutralDecks.silver.deck.at(-1)!;
    const at = nextToLocation(s, 'gold-mine');
    let t = modify(at.s, (x) => { x.map!.fields[at.field]!.cleared = false; });
    t = apply(t, { type: 'moveHero', hero: 'main', field: at.field });
    while (t.pending?.kind === 'combatDeclared') t = apply(t, { type: 'pass' });
    // The guards are drawn once the attacker has placed their units.
    while (t.pending?.kind === 'placeUnits' && !t.combat!.units.some((u) => u.owner === null)) t = apply(t, legalActions(t)[0]!);
    expect(t.combat?.units.some((u) => u.id === silver && u.owner === null)).toBe(true);
    expect(t.astrologers?.faceUp).toContain(silver);
    checked(t);
    const won = ended(t, 'attackerWon');
    expect(won.neutralDecks.silver.deck.at(-1)).toBe(silver);
    expect(won.neutralDecks.silver.discard).not.toContain(silver);
    expect(won.astrologers?.faceUp).toContain(silver);
    expect(findInvariantViolations(won)).toEqual([]);
    // Not defeated (a retreat): discarded as every leftover neutral unit, no longer face up.
    const fled = ended(t, 'retreat');
    expect(fled.neutralDecks.silver.discard).toContain(silver);
    expect(fled.astrologers?.faceUp).not.toContain(silver);
    expect(findInvariantViolations(fled)).toEqual([]);
  });

  it('drawn by anything else, it is a card like any other (CF95); as the card is replaced, those still on top are discarded (CF96)', () => {
    let s = proclaimed();
    const bronze = s.neutralDecks.bronze.deck.at(-1)!;
    const [silver, gold] = [s.neutralDecks.silver.deck.at(-1)!, s.neutralDecks.gold.deck.at(-1)!];
    s = runEffects(addBuildings(s, 'p1', ['bronzeDwelling']), 'p1', [{ op: 'summonNeutral' }]);
    s = apply(s, { type: 'summonFrom', tier: 'bronze' });
    expect(s.revealed).toEqual([bronze]);
    expect(s.astrologers?.faceUp).toEqual([silver, gold]);
    s = apply(s, { type: 'decline' });
    expect(s.neutralDecks.bronze.discard.at(-1)).toBe(bronze);
    expect(findInvariantViolations(s)).toEqual([]);
    // The next Astrologers round replaces the card: the two still on top go to their discard piles.
    const next = toRound(s, 4);
    expect(next.astrologers?.active).not.toBe(ELEMENTALS_CARD);
    expect(next.astrologers?.faceUp).toBeUndefined();
    expect(next.neutralDecks.silver.discard).toContain(silver);
    expect(next.neutralDecks.gold.discard).toContain(gold);
    expect(findInvariantViolations(next)).toEqual([]);
  });

  it('an Elemental Conflux finds the face-up card first', () => {
    const s = modify(proclaimed(), (x) => {
      const p = x.players[0]!;
      p.buildings = p.buildings.filter((b) => !/Dwelling$/.test(b));
      p.buildings.push(`${p.faction}.goldDwelling`);
    });
    const gold = s.neutralDecks.gold.deck.at(-1)!;
    const t = runEffects(s, 'p1', [{ op: 'drawNeutralsUntil', named: 'Elementals' }]);
    expect(t.revealed).toEqual([gold]);
    expect(t.astrologers?.faceUp).not.toContain(gold);
    const u = apply(t, { type: 'decline' });
    expect(u.neutralDecks.gold.deck).toContain(gold);
    expect(findInvariantViolations(u)).toEqual([]);
  });

  it('a deck with no Elementals is left as it is (CF97)', () => {
    const s = startTurn(toRound(modify(rigged(ELEMENTALS_CARD), (x) => {
      const g = x.neutralDecks.gold;
      for (const pile of [g.deck, g.discard]) for (const u of pile.filter((c) => ELEMENTALS.test(c))) {
        pile.splice(pile.indexOf(u), 1);
        x.players[1]!.units.push({ unit: u, side: 'neutral' });
      }
    }), 2));
    expect(s.astrologers?.faceUp).toHaveLength(2);
    expect(s.neutralDecks.gold.discard).toEqual([]);
    checked(s);
  });
});

/** The combat of `s` ended with this outcome: every neutral guard defeated for a win, none for a retreat. */
function ended(s: GameState, result: 'attackerWon' | 'retreat'): GameState {
  const d = new Draft(JSON.parse(JSON.stringify(s)) as GameState);
  const c = d.combat();
  if (result === 'attackerWon') for (const u of c.units) if (u.owner === null) Object.assign(d.unit(u.id), { defeated: true, space: null });
  c.outcome = result === 'attackerWon' ? { result, by: 'attacker' } : { result, by: 'attacker' };
  finishCombat(d);
  d.s.combat = null;
  return d.s;
}

describe("the Rogues' look at a Neutral Units deck whose top card lies face up (ruling CF98)", () => {
  it('takes the face-up card off as any card: no longer face up, face down wherever it goes back (found by the fuzzer)', () => {
    for (const option of ['top', 'bottom'] as const) {
      let s = modify(newTurnGame({ expansions: ['conflux'], astrologers: 'standard' }), (x) => {
        // p1 has Rogues in the unit deck (their card out of its neutral deck); a Storm Elementals card face up on Bronze.
        for (const p of Object.values(x.neutralDecks)) p.deck = p.deck.filter((c) => c !== 'neutral.rogues#1');
        x.players[0]!.units.push({ unit: 'neutral.rogues#1', side: 'neutral' });
        const pile = x.neutralDecks.bronze;
        const storm = [...pile.deck, ...pile.discard].find((c) => c.startsWith('neutral.storm-elementals#')) as string;
        pile.discard = pile.discard.filter((c) => c !== storm);
        pile.deck = [...pile.deck.filter((c) => c !== storm), storm];
        x.astrologers!.faceUp = [storm];
      });
      const storm = s.neutralDecks.bronze.deck.at(-1) as string;
      expect(findInvariantViolations(s)).toEqual([]);
      s = apply(s, { type: 'peek', deck: 'bronze' });
      expect(s.astrologers?.faceUp).toBeUndefined();
      expect(findInvariantViolations(s)).toEqual([]);
      s = apply(s, { type: 'choose', option });
      expect(s.neutralDecks.bronze.deck.indexOf(storm)).toBe(option === 'top' ? s.neutralDecks.bronze.deck.length - 1 : 0);
      expect(findInvariantViolations(s)).toEqual([]);
      expect(JSON.stringify(viewFor(s, 'p2').neutralDecks)).not.toContain(storm);
    }
  });
});
