/** The Tower box's tiles #F5, #F6, #F8 and their locations Black Market, Library of Enlightenment, University (rulings TW55–TW58). */
import { describe, expect, it } from 'vitest';
import { apply, boxOf, catalog, contentInPlay, findInvariantViolations, legalActions, loadState, viewFor, type GameState, IllegalActionError } from '../src';
import type { MapState } from '../src/model';
import { TOWER_BOX } from '../src/content/tower';
import { newTurnGame, nextToLocation, player } from './helpers';

const mapOf = (s: GameState) => s.map as MapState;
const step = (x: { s: GameState; field: number }) => apply(x.s, { type: 'moveHero', hero: 'main', field: x.field });
/** p1's turn with the Tower box, next to `location` (its guards beaten); `change` edits the state last. */
const nextTo = (location: string, change?: (s: GameState) => void, config: Parameters<typeof newTurnGame>[0] = {}) =>
  nextToLocation(newTurnGame({ expansions: ['tower'], ...config }), location, change);
const setGold = (gold: number) => (x: GameState) => void (x.players[0]!.resources.gold = gold);
const both = (...changes: Array<(x: GameState) => void>) => (x: GameState) => changes.forEach((c) => c(x));

/** The Artifact discard pile topped by copies of these cards (the last on top), taken from the Artifact deck or pile. */
const artifactDiscardTop = (ids: string[]) => (x: GameState) => {
  const pile = x.decks.artifact;
  const picked = ids.map((id) => [...pile.deck, ...pile.discard].find((c) => c.startsWith(`${id}#`)) as string);
  pile.deck = pile.deck.filter((c) => !picked.includes(c));
  pile.discard = [...pile.discard.filter((c) => !picked.includes(c)), ...picked];
};
const MINOR = 'artifact.armor-of-wonder';
const MAJOR = 'artifact.dragon-scale-shield';
const RELIC = 'artifact.angel-wings';
const OTHER_MINOR = 'artifact.blackshard-of-the-dead-knight';

/** p1's hand and discard pile set to these cards, taken from their hand, deck and discard pile. */
const withCards = (hand: string[], discard: string[] = []) => (x: GameState) => {
  const p = x.players[0]!;
  const all = [...p.hand, ...p.deck, ...p.discard];
  const take = (kind: string) => {
    const c = all.find((card) => card.startsWith(`${kind}#`)) as string;
    all.splice(all.indexOf(c), 1);
    return c;
  };
  p.hand = hand.map(take);
  p.discard = discard.map(take);
  p.deck = all;
};

const checked = (s: GameState) => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(s);
};

describe('tiles #F5, #F6, #F8 (ruling TW55)', () => {
  const box = contentInPlay(['core', 'tower']);
  const tile = (id: string) => box.tiles.find((t) => t.id === id);
  const fields = (id: string) => tile(id)?.fields.map((f) => (f.guard ? `${f.location}:${f.guard}` : f.location));

  it('as printed, each with one of the new locations', () => {
    expect(fields('#F5')).toEqual(['blocked', 'black-market', 'building-materials-mine:3', 'treasure', 'magic-spring:2', 'water-wheel', 'mystical-garden']);
    expect(fields('#F6')).toEqual(['trading-post', 'blocked', 'treasure:2', 'windmill', 'building-materials-mine:3', 'library-of-enlightenment', 'redwood-observatory']);
    expect(fields('#F8')).toEqual(['shrine-of-magic-incantation', 'stables', 'blocked', 'resource:2', 'university', 'building-materials-mine:3', 'temple']);
    expect([tile('#F5')?.terrain, tile('#F6')?.terrain, tile('#F8')?.terrain]).toEqual(['subterranean', 'dirt', 'grass']);
    expect(['#F5', '#F6', '#F8'].map((id) => [tile(id)?.kind, boxOf(id)])).toEqual([['far', 'tower'], ['far', 'tower'], ['far', 'tower']]);
    expect(contentInPlay(['core']).tiles.some((t) => ['#F5', '#F6', '#F8'].includes(t.id))).toBe(false);
  });

  it('the locations: Black Market and Library of Enlightenment revisitable, University visitable', () => {
    const cat = (id: string) => TOWER_BOX.locations.find((l) => l.id === id)?.category;
    expect([cat('black-market'), cat('library-of-enlightenment'), cat('university')]).toEqual(['revisitable', 'revisitable', 'visitable']);
    expect(catalog.get('location.black-market')?.text).toMatch(/top 4 cards of the Artifact discard pile.*5 gold.*Minor.*7.*Major.*10.*Relic/);
    expect(catalog.get('location.library-of-enlightenment')?.text).toMatch(/pay 3 gold to remove a Statistic card.*another kind, up to 2 times/);
    expect(catalog.get('location.university')?.text).toMatch(/pay 6 gold.*top 4 cards of the Ability discard pile/);
  });
});

describe('Black Market (ruling TW56)', () => {
  const market = (gold: number) => nextTo('black-market', both(setGold(gold), artifactDiscardTop([OTHER_MINOR, RELIC, MAJOR, MINOR])));

  it('the top 4 cards of the Artifact discard pile, each for 5 / 7 / 10 gold by its level; may be declined', () => {
    const at = market(10);
    const s = step(at);
    expect(s.pending).toMatchObject({ kind: 'buyFromDiscardPile', player: 'p1', decks: ['artifact'], count: 4, goldByLevel: [5, 7, 10], optional: true });
    const offered = legalActions(s).map((a) => (a.type === 'takeCard' ? a.card.split('#')[0] : a.type));
    expect(offered).toEqual([MINOR, MAJOR, RELIC, OTHER_MINOR, 'decline']);
    const bought = apply(s, legalActions(s).find((a) => a.type === 'takeCard' && a.card.startsWith(`${RELIC}#`))!);
    expect(player(bought).resources.gold).toBe(0);
    expect(player(bought).hand.some((c) => c.startsWith(`${RELIC}#`))).toBe(true);
    expect(bought.decks.artifact.discard.some((c) => c.startsWith(`${RELIC}#`))).toBe(false);
    expect(bought.decks.artifact.discard.slice(-3).map((c) => c.split('#')[0])).toEqual([OTHER_MINOR, MAJOR, MINOR]);
    expect(bought.pending?.kind).toBe('turn');
    expect(mapOf(bought).fields[at.field]?.visited).toBe(false);
    checked(bought);
    const declined = apply(s, { type: 'decline' });
    expect(player(declined).resources.gold).toBe(10);
    expect(declined.decks.artifact).toEqual(s.decks.artifact);
  });

  it('only what the player can pay for; the fifth card down is not offered', () => {
    const s = step(market(7));
    const offered = legalActions(s).map((a) => (a.type === 'takeCard' ? a.card.split('#')[0] : a.type));
    expect(offered).toEqual([MINOR, MAJOR, OTHER_MINOR, 'decline']);
    const fifth = s.decks.artifact.discard.at(-5) as string;
    expect(() => apply(s, { type: 'takeCard', card: fifth })).toThrow(IllegalActionError);
    const relic = s.decks.artifact.discard.find((c) => c.startsWith(`${RELIC}#`)) as string;
    expect(() => apply(s, { type: 'takeCard', card: relic })).toThrow(/you can pay for/);
    const major = apply(s, legalActions(s)[1]!);
    expect(player(major).resources.gold).toBe(0);
  });

  it('with less than 5 gold nothing is offered', () => {
    const s = step(market(4));
    expect(s.pending?.kind).toBe('turn');
    expect(player(s).resources.gold).toBe(4);
  });

  it('a view shows the decision; a malformed answer is a typed error', () => {
    const s = step(market(10));
    expect(viewFor(s, 'p2').pending?.kind).toBe('buyFromDiscardPile');
    expect(() => apply(s, { type: 'takeCard', card: 'nonsense' } as never)).toThrow(IllegalActionError);
    expect(() => apply(s, { type: 'endTurn' })).toThrow(IllegalActionError);
  });

  it('with Split Artifact and Spell Decks, the top 4 of each Artifact discard pile (ruling TW56)', () => {
    const at = nextTo('black-market', setGold(20), { variants: { splitDecks: true } });
    const s = step(at);
    expect(s.pending).toMatchObject({ kind: 'buyFromDiscardPile', decks: ['minorArtifact', 'majorArtifact', 'relicArtifact'] });
    const split = s.splitDecks!;
    const expected = [...split.minorArtifact.discard.slice(-4).reverse(), ...split.majorArtifact.discard.slice(-4).reverse(), ...split.relicArtifact.discard.slice(-4).reverse()];
    expect(legalActions(s).filter((a) => a.type === 'takeCard').map((a) => (a as { card: string }).card)).toEqual(expected);
    checked(apply(s, legalActions(s)[0]!));
  });
});

describe('Library of Enlightenment (ruling TW57)', () => {
  it('pay 3 gold: a Statistic card of the hand removed, one of another kind into the hand; twice per visit', () => {
    const at = nextTo('library-of-enlightenment', both(setGold(7), withCards(['stat.attack', 'spell.magic-arrow'], ['stat.defense'])));
    const s = step(at);
    expect(s.pending).toMatchObject({ kind: 'replaceStatistic', gold: 3, left: 2, removed: null });
    const removable = legalActions(s).map((a) => (a.type === 'removeCard' ? a.card.split('#')[0] : a.type));
    expect(removable).toEqual(['stat.attack', 'stat.defense', 'decline']);
    const attack = player(s).hand[0] as string;
    const removed = apply(s, { type: 'removeCard', card: attack });
    expect(player(removed).resources.gold).toBe(4);
    expect(player(removed).removed).toContain(attack);
    expect(removed.pending).toMatchObject({ kind: 'replaceStatistic', removed: attack, into: 'hand' });
    const kinds = legalActions(removed).map((a) => (a as { card: string }).card.split('#')[0]);
    expect(kinds).toEqual(['stat.defense', 'stat.power', 'stat.knowledge']);
    expect(() => apply(removed, { type: 'decline' })).toThrow(IllegalActionError);
    const knowledge = removed.statisticSupply.knowledge.at(-1) as string;
    const replaced = apply(removed, { type: 'takeCard', card: knowledge });
    expect(player(replaced).hand).toContain(knowledge);
    expect(replaced.statisticSupply.knowledge).not.toContain(knowledge);
    expect(replaced.pending).toMatchObject({ kind: 'replaceStatistic', left: 1, removed: null });
    checked(replaced);
    // The second: from the discard pile, the new card onto the discard pile.
    const defense = player(replaced).discard[0] as string;
    const second = apply(replaced, { type: 'removeCard', card: defense });
    expect(second.pending).toMatchObject({ into: 'discard' });
    const power = second.statisticSupply.power.at(-1) as string;
    const done = apply(second, { type: 'takeCard', card: power });
    expect(player(done).discard).toEqual([power]);
    expect(player(done).resources.gold).toBe(1);
    expect(done.pending?.kind).toBe('turn');
    expect(mapOf(done).fields[at.field]?.visited).toBe(false);
    checked(done);
  });

  it('may stop after one, or be declined; no more than twice a visit', () => {
    const at = nextTo('library-of-enlightenment', both(setGold(20), withCards(['stat.attack', 'stat.power', 'stat.knowledge'])));
    const s = step(at);
    expect(player(apply(s, { type: 'decline' }))).toEqual(player(s));
    let x = apply(s, { type: 'removeCard', card: player(s).hand[0]! });
    x = apply(x, legalActions(x)[0]!);
    x = apply(x, { type: 'removeCard', card: player(x).hand[0]! });
    x = apply(x, legalActions(x)[0]!);
    expect(x.pending?.kind).toBe('turn');
    expect(player(x).resources.gold).toBe(14);
  });

  it('not offered without 3 gold, nor without a plain Statistic card', () => {
    expect(step(nextTo('library-of-enlightenment', both(setGold(2), withCards(['stat.attack'])))).pending?.kind).toBe('turn');
    expect(step(nextTo('library-of-enlightenment', both(setGold(9), withCards(['spell.magic-arrow'])))).pending?.kind).toBe('turn');
  });
});

describe('University (ruling TW58)', () => {
  /** The Ability discard pile holding these many cards (the others in its deck). */
  const abilityDiscard = (n: number) => (x: GameState) => {
    const pile = x.decks.ability;
    const all = [...pile.deck, ...pile.discard];
    pile.discard = all.slice(0, n);
    pile.deck = all.slice(n);
  };

  it('pay 6 gold: one of the top 4 cards of the Ability discard pile into the hand; the others stay', () => {
    const at = nextTo('university', both(setGold(6), abilityDiscard(6)));
    const s = step(at);
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'search' }, { type: 'decline' }]);
    const looking = apply(s, { type: 'choose', option: 'search' });
    expect(player(looking).resources.gold).toBe(0);
    expect(looking.pending).toMatchObject({ kind: 'buyFromDiscardPile', decks: ['ability'], count: 4, goldByLevel: null, optional: false });
    const top4 = s.decks.ability.discard.slice(-4).reverse();
    expect(legalActions(looking)).toEqual(top4.map((card) => ({ type: 'takeCard', card })));
    expect(() => apply(looking, { type: 'decline' })).toThrow(IllegalActionError);
    const taken = apply(looking, { type: 'takeCard', card: top4[2]! });
    expect(player(taken).hand).toContain(top4[2]);
    expect(taken.decks.ability.discard).toEqual(s.decks.ability.discard.filter((c) => c !== top4[2]));
    expect(taken.decks.ability.deck).toEqual(s.decks.ability.deck);
    expect(mapOf(taken).fields[at.field]?.visited).toBe(true);
    checked(taken);
  });

  it('may be declined; not offered without 6 gold', () => {
    const at = nextTo('university', both(setGold(6), abilityDiscard(2)));
    const declined = apply(step(at), { type: 'decline' });
    expect(player(declined).resources.gold).toBe(6);
    expect(mapOf(declined).fields[at.field]?.visited).toBe(true);
    expect(step(nextTo('university', both(setGold(5), abilityDiscard(3)))).pending?.kind).toBe('turn');
  });

  it('with fewer than 4 cards in the pile, those there are', () => {
    const looking = apply(step(nextTo('university', both(setGold(8), abilityDiscard(2)))), { type: 'choose', option: 'search' });
    expect(legalActions(looking)).toHaveLength(2);
  });
});
