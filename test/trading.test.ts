/**
 * Trading (p. 52): the trade table (the back cover; rules digest §1.5) as data and `tradeRate`, the `trade` effect and
 * its `trading` decision (any number of trades, each listed only when it can be paid), and the Trading Post's other
 * action: removing a card from hand for 1 gold, never a Specialty, Statistic or Starting Ability card, nor Magic Arrow
 * (rulings E6–E7).
 */
import { describe, expect, it } from 'vitest';
import fc from './fc';
import {
  apply,
  describeAction,
  describeEffect,
  legalActions,
  loadState,
  TRADE_TABLE,
  tradeRate,
  type Action,
  type CardId,
  type GameState,
  type Resource,
} from '../src';
import type { Effect } from '../src/model';
import { canStart } from '../src/effects/run';
import { Draft } from '../src/kernel/draft';
import { allCards, expectDecision, expectIllegal, modify, newTurnGame, player, PROPERTY_SCALE, putInHand, runEffects, setResources, withLocation } from './helpers';

const RESOURCES: Resource[] = ['gold', 'buildingMaterials', 'valuables'];
const TRADE: Effect[] = [{ op: 'trade' }];

/** p1 on their turn, holding exactly these resources. */
const holding = (gold: number, buildingMaterials: number, valuables: number): GameState =>
  setResources(newTurnGame(), 'p1', { gold, buildingMaterials, valuables });

const trades = (s: GameState) => legalActions(s).filter((a): a is Extract<Action, { type: 'trade' }> => a.type === 'trade');

describe('the trade table', () => {
  it('is the back cover\'s, pair by pair', () => {
    expect(TRADE_TABLE).toEqual({
      gold: { buildingMaterials: { pay: 2, gain: 1 }, valuables: { pay: 6, gain: 1 } },
      buildingMaterials: { gold: { pay: 1, gain: 1 }, valuables: { pay: 3, gain: 1 } },
      valuables: { gold: { pay: 1, gain: 3 }, buildingMaterials: { pay: 1, gain: 2 } },
    });
  });

  it('tradeRate reads it; a resource is not traded for itself, and a word that is no resource has no rate', () => {
    expect(tradeRate('gold', 'buildingMaterials')).toEqual({ pay: 2, gain: 1 });
    expect(tradeRate('gold', 'valuables')).toEqual({ pay: 6, gain: 1 });
    expect(tradeRate('buildingMaterials', 'gold')).toEqual({ pay: 1, gain: 1 });
    expect(tradeRate('buildingMaterials', 'valuables')).toEqual({ pay: 3, gain: 1 });
    expect(tradeRate('valuables', 'gold')).toEqual({ pay: 1, gain: 3 });
    expect(tradeRate('valuables', 'buildingMaterials')).toEqual({ pay: 1, gain: 2 });
    for (const r of RESOURCES) expect(tradeRate(r, r)).toBeNull();
    expect(tradeRate('toString', 'gold')).toBeNull();
    expect(tradeRate('gold', 'constructor')).toBeNull();
  });
});

describe('trading with the game', () => {
  it('lists each trade the player can pay, then finishing', () => {
    const s = runEffects(holding(6, 1, 0), 'p1', TRADE);
    expectDecision(s, 'trading', 'p1');
    expect(legalActions(s)).toEqual([
      { type: 'trade', sell: 'gold', buy: 'buildingMaterials' },
      { type: 'trade', sell: 'gold', buy: 'valuables' },
      { type: 'trade', sell: 'buildingMaterials', buy: 'gold' },
      { type: 'finishTrading' },
    ]);
  });

  it('each trade pays and gains exactly the table\'s amounts, with resourcesPaid and resourcesGained events', () => {
    for (const sell of RESOURCES) {
      for (const buy of RESOURCES) {
        const rate = tradeRate(sell, buy);
        if (rate === null) continue;
        const s = runEffects(setResources(newTurnGame(), 'p1', { [sell]: rate.pay }), 'p1', TRADE);
        const after = apply(s, { type: 'trade', sell, buy });
        expect(player(after).resources).toEqual({ gold: 0, buildingMaterials: 0, valuables: 0, [buy]: rate.gain });
        const paid = after.log.find((e) => e.type === 'resourcesPaid');
        const gained = after.log.find((e) => e.type === 'resourcesGained');
        expect(paid).toMatchObject({ player: 'p1', reason: 'trade', resources: { gold: 0, buildingMaterials: 0, valuables: 0, [sell]: rate.pay } });
        expect(gained).toMatchObject({ player: 'p1', reason: 'trade', resources: { gold: 0, buildingMaterials: 0, valuables: 0, [buy]: rate.gain } });
        expectDecision(after, 'trading', 'p1');
      }
    }
  });

  it('any number of trades, until the player finishes', () => {
    let s = runEffects(holding(12, 0, 0), 'p1', TRADE);
    s = apply(s, { type: 'trade', sell: 'gold', buy: 'valuables' });
    s = apply(s, { type: 'trade', sell: 'gold', buy: 'buildingMaterials' });
    s = apply(s, { type: 'trade', sell: 'gold', buy: 'buildingMaterials' });
    expectDecision(s, 'trading', 'p1');
    expect(player(s).resources).toEqual({ gold: 2, buildingMaterials: 2, valuables: 1 });
    expect(describeAction(s, { type: 'trade', sell: 'valuables', buy: 'gold' })).toBe('Catherine trades 1 valuable for 3 gold');
    s = apply(s, { type: 'finishTrading' });
    expectDecision(s, 'turn', 'p1');
    expect(player(s).resources).toEqual({ gold: 2, buildingMaterials: 2, valuables: 1 });
  });

  it('refuses a trade the player cannot pay, a resource for itself, a word that is no resource', () => {
    const s = runEffects(holding(5, 2, 0), 'p1', TRADE);
    expectIllegal(s, { type: 'trade', sell: 'gold', buy: 'valuables' }, 'NOT_ENOUGH_RESOURCES');
    expectIllegal(s, { type: 'trade', sell: 'valuables', buy: 'gold' }, 'NOT_ENOUGH_RESOURCES');
    expectIllegal(s, { type: 'trade', sell: 'gold', buy: 'gold' }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, { type: 'trade', sell: 'wood', buy: 'gold' }, 'MALFORMED_ACTION');
    expectIllegal(s, { type: 'trade', sell: 'gold' }, 'MALFORMED_ACTION');
    expectIllegal(s, { type: 'decline' }, 'WRONG_DECISION');
  });

  it('cannot start when no trade can be paid, and then nothing happens', () => {
    const poor = holding(1, 0, 0);
    expect(canStart(new Draft(poor), 'p1', { op: 'trade' })).toBe(false);
    expectDecision(runEffects(poor, 'p1', TRADE), 'turn', 'p1');
    for (const [g, b, v] of [[2, 0, 0], [0, 1, 0], [0, 0, 1]] as const) {
      expect(canStart(new Draft(holding(g, b, v)), 'p1', { op: 'trade' })).toBe(true);
    }
  });

  it('a save taken while trading loads and continues', () => {
    const s = apply(runEffects(withLocation(holding(6, 0, 0), 'trading-post'), 'p1', TRADE, 'trading-post'), { type: 'trade', sell: 'gold', buy: 'buildingMaterials' });
    const loaded = loadState(JSON.parse(JSON.stringify(s)));
    expect(player(apply(loaded, { type: 'trade', sell: 'gold', buy: 'buildingMaterials' })).resources.buildingMaterials).toBe(2);
  });

  it('random trades keep every resource whole and never below 0, and every listed trade applies', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(10), fc.nat(5), fc.array(fc.nat(10), { maxLength: 30 }), (g, b, v, picks) => {
        let s = runEffects(holding(g, b, v), 'p1', TRADE);
        for (const k of picks) {
          if (s.pending?.kind !== 'trading') break;
          const acts = legalActions(s);
          s = apply(s, acts[k % acts.length] as Action);
          for (const r of RESOURCES) expect(player(s).resources[r]).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 100 * PROPERTY_SCALE },
    );
  });

  it('its card text', () => {
    expect(describeEffect({ op: 'trade' })).toBe('trade resources by the trade table, as many times as you like');
    expect(describeAction(runEffects(holding(2, 0, 0), 'p1', TRADE), { type: 'finishTrading' })).toBe('Catherine finishes trading');
  });
});

describe("the Trading Post's card removal (E7)", () => {
  const REMOVE_FOR_GOLD: Effect[] = [
    { op: 'removeCard', category: null, optional: false, tradable: true },
    { op: 'gainResources', resources: { gold: 1 } },
  ];

  /** p1's hand: exactly the given cards. */
  function handOf(s: GameState, cards: CardId[]): GameState {
    return putInHand(
      modify(s, (c) => {
        const p = c.players[0]!;
        p.deck.push(...p.hand);
        p.hand = [];
      }),
      'p1',
      cards,
    );
  }

  /** Cards the Trading Post does not take: a Statistic, a Specialty, the hero's Starting Ability, a Magic Arrow. */
  function untradable(s: GameState): CardId[] {
    const mine = [...player(s).deck, ...player(s).hand, ...player(s).discard];
    return [
      mine.find((c) => c.startsWith('stat.')) as CardId,
      mine.find((c) => c.startsWith('specialty.')) as CardId,
      mine.find((c) => c === 'ability.leadership#1') as CardId, // Catherine's Starting Ability card
      allCards(s).find((c) => c.startsWith('spell.magic-arrow#')) as CardId,
    ];
  }

  it("offers only cards the Trading Post takes, and the removed card pays 1 gold", () => {
    const s0 = newTurnGame();
    const kept = untradable(s0);
    expect(kept.every((c) => typeof c === 'string')).toBe(true);
    expect(kept[2]).toBe('ability.leadership#1'); // p1's Main Hero is Catherine: the first Leadership is hers
    const copy = 'ability.leadership#2' as CardId; // the other copy of her Starting Ability is taken (E7)
    const spell = allCards(s0).find((c) => c.startsWith('spell.') && !c.startsWith('spell.magic-arrow')) as CardId;
    const s = runEffects(handOf(s0, [...kept, copy, spell]), 'p1', REMOVE_FOR_GOLD);
    expectDecision(s, 'removeCard', 'p1');
    expect(legalActions(s)).toEqual([
      { type: 'removeCard', card: copy },
      { type: 'removeCard', card: spell },
    ]);
    for (const card of kept) expectIllegal(s, { type: 'removeCard', card }, 'OPTION_NOT_AVAILABLE');
    const gold = player(s).resources.gold;
    const after = apply(s, { type: 'removeCard', card: spell });
    expect(player(after).removed).toContain(spell);
    expect(player(after).resources.gold).toBe(gold + 1);
  });

  it('is not offered when the hand holds no card it takes', () => {
    const s0 = newTurnGame();
    const onlyKept = handOf(s0, untradable(s0));
    expect(canStart(new Draft(onlyKept), 'p1', REMOVE_FOR_GOLD[0] as Effect)).toBe(false);
    const post: Effect[] = [
      { op: 'choose', options: [{ key: 'trade', effects: TRADE }, { key: 'remove', effects: REMOVE_FOR_GOLD }], optional: true },
    ];
    const s = runEffects(setResources(onlyKept, 'p1', { gold: 2 }), 'p1', post);
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'trade' }, { type: 'decline' }]);
    // Without `tradable`, any card in hand may be removed.
    expect(canStart(new Draft(onlyKept), 'p1', { op: 'removeCard', category: null, optional: false })).toBe(true);
  });

  it('its card text', () => {
    expect(describeEffect(REMOVE_FOR_GOLD[0] as Effect)).toBe(
      'remove a card in your hand from the game (not a Specialty, Statistic or Starting Ability card, nor Magic Arrow)',
    );
  });
});
