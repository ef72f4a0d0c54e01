/** Core building abilities (TOWN; digest §6.2; town boards). */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type GameState } from '../src';
import {
  addBuildings,
  allCards,
  applyAll,
  emptyHand,
  eventsSince,
  expectDecision,
  expectIllegal,
  isListed,
  modify,
  newGame,
  newTurnGame,
  passUntil,
  player,
  putInDiscard,
  putInHand,
  putOnShared,
  setMorale,
  setResources,
  startTurn,
  toRound,
  withPlayer,
} from './helpers';

/** Passes until the first City Hall / building choice of the given round. */
const toChoice = (s: GameState, round: number) => passUntil(s, (g) => g.round === round && g.pending?.kind === 'choose');

describe('City Hall (start of each Resource round, after income)', () => {
  const hunt = (heroes: [string, string]) =>
    newGame({ scenario: 'the-hunt', players: heroes.map((hero) => ({ hero })) }); // City Hall pre-built

  it('Castle: 5 gold or +1 movement point; first player first, then the next', () => {
    let s = toChoice(hunt(['catherine', 'mutare']), 3);
    const dec = expectDecision(s, 'choose', 'p1');
    expect(dec.source).toBe('resource-round');
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'gold' }, { type: 'choose', option: 'movement' }]);
    expectIllegal(s, { type: 'decline' }, 'CANNOT_DECLINE');
    // Income was already gained: 15 + 10 gold, 4 + 2 BM, 2 + 1 V.
    expect(player(s).resources).toEqual({ gold: 25, buildingMaterials: 6, valuables: 3 });
    const gold = apply(s, { type: 'choose', option: 'gold' });
    expect(player(gold).resources.gold).toBe(30);
    expectDecision(gold, 'choose', 'p2');
    const moved = apply(s, { type: 'choose', option: 'movement' });
    expect(player(moved).mainHero.extra).toBe(1);
    expect(player(moved).resources.gold).toBe(25);
  });

  it('Dungeon: 5 gold or 1 valuable', () => {
    let s = toChoice(hunt(['catherine', 'mutare']), 3);
    s = apply(s, { type: 'choose', option: 'gold' });
    expectDecision(s, 'choose', 'p2');
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'gold' }, { type: 'choose', option: 'valuables' }]);
    const before = player(s, 'p2').resources;
    expect(player(apply(s, { type: 'choose', option: 'gold' }), 'p2').resources).toEqual({ ...before, gold: before.gold + 5 });
    const v = apply(s, { type: 'choose', option: 'valuables' });
    expect(player(v, 'p2').resources).toEqual({ ...before, valuables: before.valuables + 1 });
    expectDecision(v, 'refreshHand', 'p1');
  });

  it('Necropolis: 4 gold, or reinforce one bronze unit for free (no token, no Citadel)', () => {
    let s = toChoice(hunt(['tamika', 'mutare']), 3);
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'gold' }, { type: 'choose', option: 'reinforce' }]);
    const before = player(s).resources;
    expect(player(apply(s, { type: 'choose', option: 'gold' })).resources.gold).toBe(before.gold + 4);
    s = apply(s, { type: 'choose', option: 'reinforce' });
    expectDecision(s, 'reinforceFree', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'reinforceUnit', unit: 'necropolis.wraiths' }]);
    expectIllegal(s, { type: 'reinforceUnit', unit: 'necropolis.skeletons' }, 'OPTION_NOT_AVAILABLE'); // already a Pack
    s = apply(s, { type: 'reinforceUnit', unit: 'necropolis.wraiths' });
    expect(player(s).units).toEqual([
      { unit: 'necropolis.skeletons', side: 'pack' },
      { unit: 'necropolis.wraiths', side: 'pack' },
    ]);
    expect(player(s).resources).toEqual(before);
    expect(player(s).tokens.population).toBe(true);
  });

  it('Necropolis: with no Few bronze unit, only the gold can be chosen', () => {
    let s = withPlayer(hunt(['tamika', 'mutare']), 'p1', (p) => {
      p.units = [{ unit: 'necropolis.skeletons', side: 'pack' }, { unit: 'necropolis.vampires', side: 'few' }];
    });
    s = passUntil(s, (g) => g.round === 3 && g.pending?.player === 'p2');
    expect(player(s).resources.gold).toBe(15 + 10 + 4);
    expect(player(s).units[1]).toEqual({ unit: 'necropolis.vampires', side: 'few' });
  });

  it('gives nothing in rounds 1 and 2 (the first and an Astrologers round)', () => {
    let s = hunt(['catherine', 'mutare']);
    s = toRound(s, 2);
    expect(eventsSince(s, 0, 'resourcesGained')).toEqual([]);
    expect(player(s).resources).toEqual({ gold: 15, buildingMaterials: 4, valuables: 2 });
    // Round 4 (Astrologers) asks nothing either.
    s = toRound(apply(toChoice(s, 3), { type: 'choose', option: 'gold' }), 3);
    s = passUntil(s, (g) => g.round === 4 && g.pending?.kind === 'refreshHand');
    expect(player(s).resources.gold).toBe(30);
    s = passUntil(s, (g) => g.round === 5 || g.pending?.kind === 'choose');
    expect(s.round).toBe(5);
  });
});

describe('Brotherhood of the Sword (Castle)', () => {
  it('gives positive morale at the start of each Resource round', () => {
    let s = addBuildings(newGame(), 'p1', ['special1']);
    s = toRound(s, 2);
    expect(player(s).morale.positive).toBe(false);
    s = toRound(s, 3);
    expect(player(s).morale.positive).toBe(true);
  });

  it('holding a positive token already: the player may spend it first', () => {
    let s = setMorale(addBuildings(newGame(), 'p1', ['special1']), 'p1', { positive: true });
    s = passUntil(s, (g) => g.pending?.kind === 'spendMoraleFirst');
    expect(s.round).toBe(3);
    expectDecision(s, 'spendMoraleFirst', 'p1');
  });

  it('with a City Hall too: the City Hall choice, then the morale', () => {
    let s = addBuildings(newGame(), 'p1', ['special1', 'cityHall']);
    s = toChoice(s, 3);
    s = apply(s, { type: 'choose', option: 'gold' });
    expect(player(s).morale.positive).toBe(true);
    expect(player(s).resources.gold).toBe(20 + 10 + 5);
  });
});

describe('Blacksmith (Castle): during the turn, once per turn, one of two options', () => {
  function smith(): GameState {
    return putInHand(addBuildings(newTurnGame(), 'p1', ['special2']), 'p1', ['artifact.speculum#1']);
  }

  it('remove an Artifact card from the hand to gain 4 gold', () => {
    let s = smith();
    expect(isListed(s, { type: 'useBuilding', building: 'castle.special2', option: 'removeArtifact' })).toBe(true);
    s = apply(s, { type: 'useBuilding', building: 'castle.special2', option: 'removeArtifact' });
    expectDecision(s, 'removeCard', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'removeCard', card: 'artifact.speculum#1' }]);
    s = apply(s, { type: 'removeCard', card: 'artifact.speculum#1' });
    expect(player(s).removed).toEqual(['artifact.speculum#1']);
    expect(player(s).hand).not.toContain('artifact.speculum#1');
    expect(player(s).resources.gold).toBe(24);
    expectDecision(s, 'turn', 'p1');
    // Once per turn: neither option again this turn.
    expect(legalActions(s).some((a) => a.type === 'useBuilding')).toBe(false);
    expectIllegal(s, { type: 'useBuilding', building: 'castle.special2', option: 'buyArtifact' }, 'BUILDING_USED');
  });

  it('pay 6 gold to Search (2) the Artifact deck', () => {
    let s = smith();
    s = apply(s, { type: 'useBuilding', building: 'castle.special2', option: 'buyArtifact' });
    expect(player(s).resources.gold).toBe(14);
    expectDecision(s, 'search', 'p1');
    expect(s.pending).toMatchObject({ deck: 'artifact', count: 2 });
    s = apply(s, { type: 'searchReveal' });
    const card = s.revealed[1] as string;
    s = apply(s, { type: 'searchPick', card });
    expect(player(s).hand).toContain(card);
    expectIllegal(s, { type: 'useBuilding', building: 'castle.special2', option: 'removeArtifact' }, 'BUILDING_USED');
  });

  it('can be used again on the next turn', () => {
    let s = apply(smith(), { type: 'useBuilding', building: 'castle.special2', option: 'buyArtifact' });
    s = apply(s, { type: 'searchTakeDiscard' });
    s = passUntil(s, (g) => g.round === 2 && g.pending?.kind === 'turn' && g.pending.player === 'p1');
    expect(isListed(s, { type: 'useBuilding', building: 'castle.special2', option: 'removeArtifact' })).toBe(true);
  });

  it('offers only the options that can be used: an Artifact in hand, 6 gold', () => {
    const s = setResources(emptyHand(addBuildings(newTurnGame(), 'p1', ['special2']), 'p1'), 'p1', { gold: 5 });
    expect(legalActions(s).some((a) => a.type === 'useBuilding')).toBe(false);
    expectIllegal(s, { type: 'useBuilding', building: 'castle.special2', option: 'removeArtifact' }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, { type: 'useBuilding', building: 'castle.special2', option: 'buyArtifact' }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, { type: 'useBuilding', building: 'castle.special2', option: 'melt' }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, { type: 'useBuilding', building: 'castle.special1', option: 'morale' }, 'OPTION_NOT_AVAILABLE');
  });
});

/** A Dungeon player (Alamar) with these buildings, at the start of the first turn. */
function dungeon(roles: Parameters<typeof addBuildings>[2]): GameState {
  return addBuildings(newGame({ players: [{ hero: 'alamar' }, { hero: 'catherine' }] }), 'p1', roles);
}

describe('Portal of Summoning (Dungeon): at the beginning of the turn', () => {
  it('is offered after drawing; draws a neutral unit of a tier whose Dwelling is built, and may recruit it for its cost', () => {
    let s = dungeon(['special1']);
    s = apply(s, { type: 'draw', count: 4 });
    expect(player(s).hand).toHaveLength(4);
    const dec = expectDecision(s, 'beginningOfTurn', 'p1');
    expect(dec.buildings).toEqual(['dungeon.special1']);
    expect(legalActions(s)).toEqual([{ type: 'useBuilding', building: 'dungeon.special1', option: 'summon' }, { type: 'decline' }]);
    s = apply(s, { type: 'useBuilding', building: 'dungeon.special1', option: 'summon' });
    expect(expectDecision(s, 'summonNeutral', 'p1').tiers).toEqual(['bronze']);
    expectIllegal(s, { type: 'summonFrom', tier: 'silver' }, 'NEEDS_DWELLING');
    const top = s.neutralDecks.bronze.deck.at(-1) as string;
    s = apply(s, { type: 'summonFrom', tier: 'bronze' });
    expect(s.revealed).toEqual([top]);
    expect(legalActions(s)).toEqual([{ type: 'recruit', unit: top }, { type: 'decline' }]);
    const gold = player(s).resources.gold;
    s = apply(s, { type: 'recruit', unit: top });
    expect(player(s).units.at(-1)).toEqual({ unit: top, side: 'neutral' });
    expect(player(s).resources.gold).toBeLessThan(gold);
    expect(s.neutralDecks.bronze.deck).toHaveLength(13);
    expectDecision(s, 'turn', 'p1');
    expect(player(s).tokens.population).toBe(true);
  });

  it('a unit not recruited goes to its tier’s discard pile', () => {
    let s = dungeon(['special1', 'silverDwelling']);
    s = applyAll(s, [{ type: 'draw', count: 0 }, { type: 'useBuilding', building: 'dungeon.special1', option: 'summon' }]);
    expect(expectDecision(s, 'summonNeutral', 'p1').tiers).toEqual(['bronze', 'silver']);
    const top = s.neutralDecks.silver.deck.at(-1) as string;
    s = applyAll(s, [{ type: 'summonFrom', tier: 'silver' }, { type: 'decline' }]);
    expect(s.neutralDecks.silver.discard).toEqual([top]);
    expect(player(s).units).toHaveLength(2);
    expectDecision(s, 'turn', 'p1');
  });

  it('cannot recruit a unit it cannot pay for', () => {
    let s = setResources(dungeon(['special1']), 'p1', { gold: 2 });
    s = applyAll(s, [{ type: 'draw', count: 0 }, { type: 'useBuilding', building: 'dungeon.special1', option: 'summon' }, { type: 'summonFrom', tier: 'bronze' }]);
    expect(legalActions(s)).toEqual([{ type: 'decline' }]); // the cheapest bronze neutral costs 3
    expectIllegal(s, { type: 'recruit', unit: s.revealed[0] as string }, 'NOT_ENOUGH_RESOURCES');
  });

  it('an empty neutral deck is reshuffled from its discard pile', () => {
    let s = modify(dungeon(['special1']), (g) => {
      g.neutralDecks.bronze.discard = g.neutralDecks.bronze.deck;
      g.neutralDecks.bronze.deck = [];
    });
    s = applyAll(s, [{ type: 'draw', count: 0 }, { type: 'useBuilding', building: 'dungeon.special1', option: 'summon' }]);
    const since = s.eventCount;
    s = apply(s, { type: 'summonFrom', tier: 'bronze' });
    expect(s.revealed).toHaveLength(1);
    expect(s.neutralDecks.bronze.deck).toHaveLength(13);
    expect(s.neutralDecks.bronze.discard).toEqual([]);
    expect(eventsSince(s, since, 'deckReshuffled').map((e) => e.deck)).toEqual(['neutral-bronze']);
  });

  it('may be skipped', () => {
    const s = applyAll(dungeon(['special1']), [{ type: 'draw', count: 4 }, { type: 'decline' }]);
    expectDecision(s, 'turn', 'p1');
    expect(s.neutralDecks.bronze.deck).toHaveLength(14);
  });
});

describe('Mana Vortex (Dungeon): at the beginning of the turn', () => {
  it('discard 1 card, shuffle the discard pile back into the deck, then Search (3) it', () => {
    let s = putInDiscard(dungeon(['special2']), 'p1', []);
    s = withPlayer(s, 'p1', (p) => {
      p.discard = p.deck.splice(0, 3); // 3 cards already discarded
    });
    s = apply(s, { type: 'draw', count: 4 }); // deck 2, discard 3, hand 4
    expectDecision(s, 'beginningOfTurn', 'p1');
    s = apply(s, { type: 'useBuilding', building: 'dungeon.special2', option: 'vortex' });
    const dec = expectDecision(s, 'discardCards', 'p1');
    expect([dec.min, dec.max]).toEqual([1, 1]);
    expectIllegal(s, { type: 'finishDiscarding' }, 'TOO_FEW_DISCARDED');
    const card = player(s).hand[0] as string;
    s = apply(s, { type: 'discard', card });
    expectDecision(s, 'searchOwnDeck', 'p1');
    expect(player(s).discard).toEqual([]);
    expect(s.revealed).toHaveLength(3);
    expect(player(s).deck).toHaveLength(6 - 3);
    const [take, ...rest] = s.revealed as [string, string, string];
    expectIllegal(s, { type: 'takeCard', card: 'spell.fireball#1' }, 'NOT_REVEALED');
    s = apply(s, { type: 'takeCard', card: take });
    expect(player(s).hand).toHaveLength(4);
    expect(player(s).hand).toContain(take);
    expect([...player(s).discard].sort()).toEqual([...rest].sort());
    expect(allCards(s)).toHaveLength(allCards(dungeon([])).length);
    expectDecision(s, 'turn', 'p1');
  });

  it('is not offered with an empty hand', () => {
    const s = apply(dungeon(['special2']), { type: 'draw', count: 0 });
    expectDecision(s, 'turn', 'p1');
  });

  it('the Portal and the Vortex may both be used at the beginning of the same turn', () => {
    let s = applyAll(dungeon(['special1', 'special2']), [{ type: 'draw', count: 4 }]);
    expect(expectDecision(s, 'beginningOfTurn', 'p1').buildings).toEqual(['dungeon.special1', 'dungeon.special2']);
    s = applyAll(s, [{ type: 'useBuilding', building: 'dungeon.special1', option: 'summon' }, { type: 'decline' }]);
    expect(expectDecision(s, 'beginningOfTurn', 'p1').buildings).toEqual(['dungeon.special2']);
    expectIllegal(s, { type: 'useBuilding', building: 'dungeon.special1', option: 'summon' }, 'OPTION_NOT_AVAILABLE');
    s = apply(s, { type: 'useBuilding', building: 'dungeon.special2', option: 'vortex' });
    expectDecision(s, 'discardCards', 'p1');
  });
});

/** A Necropolis player (Sandro) with these buildings, at the start of the first turn. */
function necropolis(roles: Parameters<typeof addBuildings>[2]): GameState {
  return addBuildings(newGame({ players: [{ hero: 'sandro' }, { hero: 'catherine' }] }), 'p1', roles);
}

describe('Necromancy Amplifier (Necropolis): at the beginning of the turn, one of two options', () => {
  it('take a Necromancy card out of the Ability deck into the hand; the deck is shuffled', () => {
    let s = putOnShared(necropolis(['special1']), 'ability', 'deck', ['ability.necromancy#1', 'ability.necromancy#2']);
    s = apply(s, { type: 'draw', count: 4 });
    expect(legalActions(s)).toEqual([
      { type: 'useBuilding', building: 'necropolis.special1', option: 'necromancy' },
      { type: 'decline' },
    ]);
    const since = s.eventCount;
    s = apply(s, { type: 'useBuilding', building: 'necropolis.special1', option: 'necromancy' });
    expect(player(s).hand.filter((c) => c.startsWith('ability.necromancy#'))).toHaveLength(1);
    expect(player(s).hand).toHaveLength(5);
    expect(s.decks.ability.deck.filter((c) => c.startsWith('ability.necromancy#'))).toHaveLength(1);
    // 30 less Sandro's and Catherine's Starting Ability cards, the discard pile's card and the Necromancy taken.
    expect(s.decks.ability.deck).toHaveLength(26);
    expect(eventsSince(s, since, 'cardGained')).toHaveLength(1);
    expectDecision(s, 'turn', 'p1');
  });

  it('or take a Specialty card from the own discard pile into the hand', () => {
    let s = putInDiscard(necropolis(['special1']), 'p1', ['specialty.sandro-1#1']);
    s = apply(s, { type: 'draw', count: 4 });
    expect(isListed(s, { type: 'useBuilding', building: 'necropolis.special1', option: 'specialty' })).toBe(true);
    s = apply(s, { type: 'useBuilding', building: 'necropolis.special1', option: 'specialty' });
    expectDecision(s, 'takeFromDiscard', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'takeCard', card: 'specialty.sandro-1#1' }]);
    s = apply(s, { type: 'takeCard', card: 'specialty.sandro-1#1' });
    expect(player(s).hand).toContain('specialty.sandro-1#1');
    expect(player(s).discard).toEqual([]);
    expectDecision(s, 'turn', 'p1');
  });

  it('is not offered when neither option can be used', () => {
    let s = necropolis(['special1']);
    // Both Necromancy cards are out of the Ability deck (one in p2's discard pile), no Specialty in the discard pile.
    s = putInDiscard(s, 'p2', ['ability.necromancy#1', 'ability.necromancy#2']);
    s = apply(s, { type: 'draw', count: 4 });
    expectDecision(s, 'turn', 'p1');
  });
});

describe('Cover of Darkness (Necropolis): during the turn, once per turn', () => {
  it('discard up to 2 cards to draw that many', () => {
    let s = startTurn(necropolis(['special2']));
    const [a, , c] = player(s).hand as [string, string, string, string];
    expect(isListed(s, { type: 'useBuilding', building: 'necropolis.special2', option: 'cycle' })).toBe(true);
    s = apply(s, { type: 'useBuilding', building: 'necropolis.special2', option: 'cycle' });
    const dec = expectDecision(s, 'discardCards', 'p1');
    expect([dec.min, dec.max]).toEqual([1, 2]);
    const top2 = player(s).deck.slice(-2).reverse();
    s = applyAll(s, [{ type: 'discard', card: a }, { type: 'discard', card: c }]);
    expect(player(s).discard).toEqual([a, c]);
    expect(player(s).hand.slice(-2)).toEqual(top2);
    expect(player(s).hand).toHaveLength(4);
    expectDecision(s, 'turn', 'p1');
    expectIllegal(s, { type: 'useBuilding', building: 'necropolis.special2', option: 'cycle' }, 'BUILDING_USED');
  });

  it('discarding just one card draws one', () => {
    let s = startTurn(necropolis(['special2']));
    const a = player(s).hand[0] as string;
    s = applyAll(s, [
      { type: 'useBuilding', building: 'necropolis.special2', option: 'cycle' },
      { type: 'discard', card: a },
      { type: 'finishDiscarding' },
    ]);
    expect(player(s).hand).toHaveLength(4);
    expect(player(s).discard).toEqual([a]);
    expect(player(s).deck).toHaveLength(4);
  });
});
