/**
 * The Inferno box's Astrologers Proclaim cards Dancing Imp, Explorers and Hero (rulings IN74–IN77): each replaces
 * Statistic cards with Empowered ones (op `empowerStatistic`), from its printed text, with the box in play.
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, describeAction, findInvariantViolations, legalActions, loadState, type Action, type CardId, type GameState, type StatisticKind } from '../src';
import { handLimit, levelOf } from '../src/hero/levels';
import { clone, emptyHand, expectDecision, expectIllegal, modify, newGame, newTurnGame, nextRound, passUntil, player, putInDiscard, putInHand } from './helpers';

const INFERNO = ['inferno'] as const;
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};
const ids = (cs: readonly string[]) => cs.map((c) => c.replace(/#.*/, ''));
const removeCards = (s: GameState) => legalActions(s).filter((a): a is Extract<Action, { type: 'removeCard' }> => a.type === 'removeCard').map((a) => a.card);
const cardsOf = (s: GameState, zone: 'hand' | 'discard' | 'removed', id: string, who = 'p1') => player(s, who)[zone].filter((c) => c.startsWith(`${id}#`));

/** An Inferno game whose Astrologers deck draws `card` first (at the start of round 2). */
const drawing = (card: string) =>
  modify(newGame({ astrologers: 'standard', expansions: [...INFERNO] }), (s) => {
    const a = s.astrologers!;
    a.deck = a.deck.filter((c) => c !== `${card}#1`);
    a.deck.push(`${card}#1`);
  });

/** Plain Statistic cards of these kinds taken from the supply into a player's hand (and discard pile). */
function withStatistics(s: GameState, who: string, hand: StatisticKind[], discard: StatisticKind[] = []): GameState {
  const supply = clone(s.statisticSupply);
  const take = (kinds: StatisticKind[]) => kinds.map((k) => supply[k].pop() as CardId);
  return putInDiscard(putInHand(s, who, take(hand)), who, take(discard));
}

describe("the Inferno box's Astrologers Proclaim cards", () => {
  it('join the Astrologers deck with the box, and only then', () => {
    const deck = newGame({ astrologers: 'standard', expansions: [...INFERNO] }).astrologers!.deck;
    const core = newGame({ astrologers: 'standard' }).astrologers!.deck;
    for (const id of ['astrologers.dancing-imp', 'astrologers.explorers', 'astrologers.hero']) {
      expect(deck).toContain(`${id}#1`);
      expect(core).not.toContain(`${id}#1`);
      expect(cards.get(id)?.expansion).toBe('inferno');
    }
    expect(deck.length - core.length).toBe(3);
  });

  it('read as the cards read', () => {
    const text = (id: string) => cards.get(id)!.text;
    expect(text('astrologers.dancing-imp')).toMatch(/Every player, in turn order: you may replace a Statistic card from your hand or discard pile with the Empowered Statistic card of the same type/);
    expect(text('astrologers.explorers')).toMatch(/draw up to your Hand Limit.*discard.*for every 3 cards discarded this way, you may replace a Statistic card from your hand with the Empowered Statistic card.*do not draw cards at the start of their turns/);
    expect(text('astrologers.hero')).toMatch(/pay 4 gold to replace a Statistic card in their hand with the Empowered Statistic card of the same type.*up to 2 times/);
  });
});

describe('Dancing Imp (ruling IN74)', () => {
  it('each player in turn order may replace one Statistic card of their hand or discard pile', () => {
    const start = withStatistics(withStatistics(drawing('astrologers.dancing-imp'), 'p1', ['attack'], ['knowledge']), 'p2', ['defense']);
    let s = checked(passUntil(start, (x) => x.pending?.kind === 'empowerStatistic'));
    expect(s.astrologers?.active).toBe('astrologers.dancing-imp#1');
    expect(expectDecision(s, 'empowerStatistic', 'p1')).toMatchObject({ from: 'handOrDiscard', most: 1 });
    expect(ids(removeCards(s))).toEqual(expect.arrayContaining(['stat.attack', 'stat.knowledge']));
    const knowledge = cardsOf(s, 'discard', 'stat.knowledge').at(-1) as CardId;
    s = checked(apply(s, { type: 'removeCard', card: knowledge }));
    expect(player(s).removed).toContain(knowledge);
    expect(cardsOf(s, 'hand', 'empowered.knowledge')).toHaveLength(1);
    // One only: p2 decides next, and may decline.
    expectDecision(s, 'empowerStatistic', 'p2');
    s = checked(apply(s, { type: 'decline' }));
    expect(cardsOf(s, 'hand', 'stat.defense', 'p2').length).toBeGreaterThan(0);
    expect(s.pending?.kind).not.toBe('empowerStatistic');
  });

  it('a player with no plain Statistic card in hand or discard pile is not asked', () => {
    const start = modify(drawing('astrologers.dancing-imp'), (x) => {
      const p = x.players[0]!;
      for (const zone of [p.hand, p.discard]) for (let i = zone.length - 1; i >= 0; i--) if (zone[i]!.startsWith('stat.')) p.deck.push(...zone.splice(i, 1));
    });
    const s = passUntil(start, (x) => x.astrologers?.active === 'astrologers.dancing-imp#1');
    expect(s.pending?.kind === 'empowerStatistic' && s.pending.player === 'p1').toBe(false);
  });
});

describe('Explorers (ruling IN75)', () => {
  const atExplorers = (s: GameState) => passUntil(s, (x) => x.astrologers?.active === 'astrologers.explorers#1' && x.pending?.kind === 'discardCards');

  it('each player draws up to the Hand Limit, then may discard any cards', () => {
    const s = checked(atExplorers(drawing('astrologers.explorers')));
    const p = player(s, s.pending!.player);
    expect(p.hand).toHaveLength(handLimit(levelOf(p.experience)));
    expect(s.pending).toMatchObject({ kind: 'discardCards', min: 0 });
  });

  it('for every 3 cards discarded: one Statistic card of the hand replaced; 2 discarded give none', () => {
    let s = atExplorers(drawing('astrologers.explorers'));
    const who = s.pending!.player;
    const before = player(s, who).hand.slice();
    s = withStatistics(s, who, ['attack', 'defense', 'power']);
    // 3 cards to discard: those drawn first, then Statistic cards added here (the Attack card is kept).
    const others = [...before, ...player(s, who).hand.filter((c) => !before.includes(c) && !c.startsWith('stat.attack#'))].slice(0, 3);
    // Two discarded: no replacement.
    let two = s;
    for (const card of others.slice(0, 2)) two = apply(two, { type: 'discard', card });
    two = checked(apply(two, { type: 'finishDiscarding' }));
    expect(two.pending?.kind === 'empowerStatistic' && two.pending.player === who).toBe(false);
    // Three discarded: one replacement, of a Statistic card in hand.
    let three = s;
    for (const card of others) three = apply(three, { type: 'discard', card });
    three = checked(apply(three, { type: 'finishDiscarding' }));
    const dec = expectDecision(three, 'empowerStatistic', who);
    expect(dec).toMatchObject({ from: 'hand', most: 1 });
    const attack = cardsOf(three, 'hand', 'stat.attack', who)[0] as CardId;
    three = checked(apply(three, { type: 'removeCard', card: attack }));
    expect(cardsOf(three, 'hand', 'empowered.attack', who)).toHaveLength(1);
    expect(three.pending?.kind === 'empowerStatistic' && three.pending.player === who).toBe(false);
  });

  it('6 discarded: two replacements', () => {
    let s = atExplorers(drawing('astrologers.explorers'));
    const who = s.pending!.player;
    s = withStatistics(s, who, ['attack', 'power', 'defense', 'knowledge', 'attack', 'power']);
    const six = player(s, who).hand.filter((c) => !c.startsWith('stat.')).concat(player(s, who).hand.filter((c) => c.startsWith('stat.'))).slice(0, 6);
    for (const card of six) s = apply(s, { type: 'discard', card });
    s = checked(apply(s, { type: 'finishDiscarding' }));
    expect(expectDecision(s, 'empowerStatistic', who).most).toBe(2);
  });

  it('in the round it is proclaimed players draw nothing at the start of their turns; in the next round they do', () => {
    let s = passUntil(drawing('astrologers.explorers'), (x) => x.astrologers?.active === 'astrologers.explorers#1' && x.pending?.kind === 'refreshHand');
    expect(s.round).toBe(2);
    const drawing0 = legalActions(s).filter((a) => a.type === 'draw');
    expect(drawing0).toEqual([{ type: 'draw', count: 0 }]);
    // Discarding first still leaves no draw.
    s = withStatistics(s, s.pending!.player, ['attack']);
    const card = player(s, s.pending!.player).hand[0] as CardId;
    const t = apply(s, { type: 'discard', card });
    expect(legalActions(t).filter((a) => a.type === 'draw')).toEqual([{ type: 'draw', count: 0 }]);
    expectIllegal(t, { type: 'draw', count: 1 }, 'DRAW_COUNT');
    s = nextRound(s);
    expect(s.astrologers?.active).toBe('astrologers.explorers#1'); // still in force in the Resource round
    const p = player(s, 'p1');
    const room = handLimit(levelOf(p.experience)) - p.hand.length;
    if (room > 0) expect(legalActions(s).some((a) => a.type === 'draw' && a.count > 0)).toBe(true);
  });
});

describe('Hero (ruling IN76)', () => {
  /** p1's turn, Hero in force, p1 with these Statistic cards in hand and this much gold. */
  const game = (hand: StatisticKind[], gold: number): GameState =>
    modify(withStatistics(emptyHand(newTurnGame({ astrologers: 'standard', expansions: [...INFERNO] }), 'p1'), 'p1', hand), (s) => {
      const a = s.astrologers!;
      a.deck = a.deck.filter((c) => c !== 'astrologers.hero#1');
      a.active = 'astrologers.hero#1';
      s.players[0]!.resources.gold = gold;
    });

  it('nothing happens as it is proclaimed', () => {
    const s = passUntil(drawing('astrologers.hero'), (x) => x.astrologers?.active === 'astrologers.hero#1');
    expect(s.stack).toEqual([]);
    expect(s.pending?.kind).toBe('refreshHand');
  });

  it('on their turn a player pays 4 gold to replace a Statistic card in hand, and may make a second exchange that turn', () => {
    let s = checked(game(['attack', 'attack', 'power'], 9));
    expect(ids(removeCards(s)).sort()).toEqual(['stat.attack', 'stat.power']); // one per card id
    const attack = removeCards(s).find((c) => c.startsWith('stat.attack#')) as CardId;
    expect(describeAction(s, { type: 'removeCard', card: attack })).toMatch(/pays gold to replace Attack with an Empowered Attack card \(Hero\)/);
    s = checked(apply(s, { type: 'removeCard', card: attack }));
    expect(player(s).resources.gold).toBe(5);
    expect(player(s).removed).toContain(attack);
    expect(cardsOf(s, 'hand', 'empowered.attack')).toHaveLength(1);
    expect(s.astrologers?.used).toEqual(['p1']); // the faction cube
    expectDecision(s, 'turn', 'p1'); // the second exchange is the same turn action, still listed
    expect(ids(removeCards(s)).sort()).toEqual(['stat.attack', 'stat.power']);
    const power = cardsOf(s, 'hand', 'stat.power')[0] as CardId;
    s = checked(apply(s, { type: 'removeCard', card: power }));
    expect(player(s).resources.gold).toBe(1);
    expect(cardsOf(s, 'hand', 'empowered.power')).toHaveLength(1);
    expectDecision(s, 'turn', 'p1');
    // Twice at most, and the cube stays: no more this turn nor later.
    expect(removeCards(modify(s, (x) => { x.players[0]!.resources.gold = 20; }))).toEqual([]);
    expectIllegal(modify(s, (x) => { x.players[0]!.resources.gold = 20; }), { type: 'removeCard', card: cardsOf(s, 'hand', 'stat.attack')[0] as CardId }, 'OPTION_NOT_AVAILABLE');
  });

  it('the second exchange waits for 4 more gold within the turn, and is gone when the turn ends', () => {
    let s = game(['attack', 'defense'], 6);
    s = checked(apply(s, { type: 'removeCard', card: cardsOf(s, 'hand', 'stat.defense')[0] as CardId }));
    expect(player(s).resources.gold).toBe(2);
    expect(removeCards(s)).toEqual([]); // 2 gold left: no second exchange now
    const later = checked(modify(s, (x) => { x.players[0]!.resources.gold = 4; })); // gold gained later that turn
    expect(ids(removeCards(later))).toEqual(['stat.attack']);
    // The turn ends with the exchange unmade: not on p1's next turn, whatever their gold.
    let t = passUntil(s, (x) => x.pending?.kind === 'turn' && x.pending.player === 'p2');
    expect(t.astrologers?.exchangesLeft).toBeUndefined();
    t = passUntil(t, (x) => x.pending?.kind === 'turn' && x.pending.player === 'p1');
    // (A new round proclaims another card; Hero is put back in force with p1's cube on it, as it would lie.)
    t = modify(withStatistics(t, 'p1', ['attack']), (x) => {
      x.players[0]!.resources.gold = 20;
      x.astrologers!.active = 'astrologers.hero#1';
      x.astrologers!.used = ['p1'];
    });
    expect(removeCards(t)).toEqual([]);
    expect(removeCards(modify(t, (x) => { x.astrologers!.used = []; }))).toHaveLength(1); // (the cube is what stops it)
  });

  it('not offered with less than 4 gold, with no Statistic card in hand, or once the card is no longer in force', () => {
    expect(removeCards(game(['attack'], 3))).toEqual([]);
    expect(removeCards(game([], 10))).toEqual([]);
    const ended = modify(game(['attack'], 10), (s) => {
      const a = s.astrologers!;
      a.discard.push(a.active as string);
      a.active = null;
    });
    expect(removeCards(ended)).toEqual([]);
    expectIllegal(ended, { type: 'removeCard', card: cardsOf(ended, 'hand', 'stat.attack')[0] as CardId }, 'OPTION_NOT_AVAILABLE');
    const s = game(['attack'], 10);
    expectIllegal(s, { type: 'removeCard', card: 'stat.defense#1' }, 'OPTION_NOT_AVAILABLE');
  });

  it('another player has their own exchange on their turn', () => {
    let s = game(['attack'], 10);
    s = apply(s, { type: 'removeCard', card: cardsOf(s, 'hand', 'stat.attack')[0] as CardId });
    expect(removeCards(s)).toEqual([]); // no other Statistic card in hand: no second exchange to offer
    s = passUntil(s, (x) => x.pending?.kind === 'turn' && x.pending.player === 'p2');
    s = modify(withStatistics(s, 'p2', ['knowledge']), (x) => { x.players[1]!.resources.gold = 4; });
    expect(ids(removeCards(s))).toEqual(['stat.knowledge']);
  });
});
