/**
 * Cooperative gifts of resources (Trading, p. 52: "In Cooperative Scenarios: Resources may be given to other
 * players", free actions during a Trading Post visit; rulings AH9, AH10): only in a Cooperative game, only to an
 * ally, only at a Trading Post visit (or, in Sentinels, with heroes side by side), 1 of a resource the giver holds at
 * a time, and what one gives the other gets.
 */
import { describe, expect, it } from 'vitest';
import { apply, describeAction, legalActions, loadState, type Action, type GameState } from '../src';
import type { MapState, Resources } from '../src/model';
import { geometryOf } from '../src/map/geometry';
import { expectDecision, expectIllegal, modify, newGame, nextToLocation, passUntil, player, setResources, startTurn } from './helpers';

const SEATS = [{ hero: 'catherine' }, { hero: 'mutare' }];
const gift = (to: string, r: Partial<Resources>): Action => ({ type: 'giveResources', to, gold: r.gold ?? 0, buildingMaterials: r.buildingMaterials ?? 0, valuables: r.valuables ?? 0 });
const gifts = (s: GameState) => legalActions(s).filter((a) => a.type === 'giveResources');
const total = (s: GameState): number => s.players.reduce((n, p) => n + p.resources.gold + p.resources.buildingMaterials + p.resources.valuables, 0);

/** A game of the scenario on p1's turn (its round-1 Searches answered). */
function turnGame(scenario: string): GameState {
  return startTurn(passUntil(newGame({ scenario, players: SEATS }), (s) => s.pending?.kind === 'refreshHand' && s.pending.player === 'p1'));
}

/** p1's hero visiting a Trading Post and choosing to trade: the `trading` decision, p1 holding `r`. */
function atTradingPost(scenario: string, r: Partial<Resources> = { gold: 5, buildingMaterials: 1, valuables: 2 }): GameState {
  const at = nextToLocation(setResources(turnGame(scenario), 'p1', r), 'trading-post');
  const visiting = apply(at.s, { type: 'moveHero', hero: 'main', field: at.field });
  const s = apply(visiting, { type: 'choose', option: 'trade' });
  expectDecision(s, 'trading', 'p1');
  return s;
}

describe('giving resources at a Trading Post (Trading, p. 52; ruling AH9)', () => {
  it('in a Cooperative game the trading step lists gifts to the other player: 1 of each resource held', () => {
    const s = atTradingPost('sentinels', { gold: 5, buildingMaterials: 1, valuables: 0 });
    expect(gifts(s)).toEqual([gift('p2', { gold: 1 }), gift('p2', { buildingMaterials: 1 })]);
    expect(describeAction(s, gift('p2', { gold: 1 }))).toBe('Catherine gives Mutare 1 gold');
  });

  it('moves the resource, kept in total, any number of times (a larger gift is a series), then trading goes on', () => {
    const s = atTradingPost('sentinels');
    const before = { p1: player(s, 'p1').resources, p2: player(s, 'p2').resources };
    const once = apply(s, gift('p2', { valuables: 1 }));
    expect(player(once, 'p1').resources).toEqual({ gold: before.p1.gold, buildingMaterials: before.p1.buildingMaterials, valuables: before.p1.valuables - 1 });
    expect(player(once, 'p2').resources).toEqual({ gold: before.p2.gold, buildingMaterials: before.p2.buildingMaterials, valuables: before.p2.valuables + 1 });
    expect(total(once)).toBe(total(s));
    expect(once.log.at(-1)).toMatchObject({ type: 'resourcesGiven', player: 'p1', to: 'p2', resources: { gold: 0, buildingMaterials: 0, valuables: 1 } });
    let more = once;
    for (let i = 0; i < 3; i++) more = apply(more, gift('p2', { gold: 1 }));
    expectDecision(more, 'trading', 'p1');
    expect(player(more, 'p2').resources.gold).toBe(before.p2.gold + 3);
    expect(total(more)).toBe(total(s));
    expect(JSON.stringify(loadState(JSON.stringify(more)))).toBe(JSON.stringify(more));
  });

  it('gives all the giver holds, and no more: the last one given, the resource is no longer listed', () => {
    let s = atTradingPost('sentinels', { gold: 2, buildingMaterials: 0, valuables: 0 });
    s = apply(apply(s, gift('p2', { gold: 1 })), gift('p2', { gold: 1 }));
    expect(player(s, 'p1').resources.gold).toBe(0);
    expect(gifts(s)).toEqual([]);
    expectIllegal(s, gift('p2', { gold: 1 }), 'NOT_ENOUGH_RESOURCES');
  });

  it('opens the trading step with nothing to trade by the table, when there is something to give', () => {
    const s = atTradingPost('sentinels', { gold: 0, buildingMaterials: 0, valuables: 1 });
    expect(gifts(s)).toEqual([gift('p2', { valuables: 1 })]);
  });

  it('refuses what the giver does not hold, more than 1 of one resource, nothing, a negative or broken amount, a player who is not an ally', () => {
    const s = atTradingPost('sentinels', { gold: 2, buildingMaterials: 0, valuables: 0 });
    expectIllegal(s, gift('p2', { buildingMaterials: 1 }), 'NOT_ENOUGH_RESOURCES');
    expectIllegal(s, gift('p2', { gold: 2 }), 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, gift('p2', { gold: 1, valuables: 1 }), 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, gift('p2', {}), 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, gift('p2', { gold: -1 }), 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, gift('p1', { gold: 1 }), 'NOT_AN_ALLY');
    expectIllegal(s, gift('p9', { gold: 1 }), 'NOT_AN_ALLY');
    expectIllegal(s, { type: 'giveResources', to: 'p2', gold: 1.5, buildingMaterials: 0, valuables: 0 } as Action, 'MALFORMED_ACTION');
  });

  it('not in a Clash: the Trading Post trades with the game only', () => {
    const s = atTradingPost('chain-link');
    expect(gifts(s)).toEqual([]);
    expectIllegal(s, gift('p2', { gold: 1 }), 'OPTION_NOT_AVAILABLE');
  });

  it('not away from a Trading Post: no gift on the turn without the scenario\'s rule (Emerald Island)', () => {
    const s = turnGame('emerald-island');
    expect(gifts(s)).toEqual([]);
    expectIllegal(s, gift('p2', { gold: 1 }), 'OPTION_NOT_AVAILABLE');
  });
});

describe('Sentinels: gifts when heroes stand side by side (ruling AH10)', () => {
  /** p1's turn in Sentinels, p2's Main Hero moved next to p1's (or not). */
  function sideBySide(adjacent: boolean): GameState {
    return modify(turnGame('sentinels'), (x) => {
      const m = x.map as MapState;
      const mine = m.heroes.find((h) => h.player === 'p1') as { field: number };
      const theirs = m.heroes.find((h) => h.player === 'p2') as { field: number; lastVisited: number };
      if (!adjacent) return;
      const next = (geometryOf(m.tiles).neighbours[mine.field] as number[]).find((f) => !m.heroes.some((h) => h.field === f)) as number;
      theirs.field = next;
      theirs.lastVisited = next;
    });
  }

  it('on your turn, to the player whose hero stands next to yours', () => {
    const s = sideBySide(true);
    expect(gifts(s)).toEqual([gift('p2', { gold: 1 }), gift('p2', { buildingMaterials: 1 }), gift('p2', { valuables: 1 })]);
    const given = apply(s, gift('p2', { gold: 1 }));
    expect(player(given, 'p2').resources.gold).toBe(player(s, 'p2').resources.gold + 1);
    expect(total(given)).toBe(total(s));
    expectDecision(given, 'turn', 'p1');
  });

  it('not when their heroes are apart', () => {
    const s = sideBySide(false);
    expect(gifts(s)).toEqual([]);
    expectIllegal(s, gift('p2', { gold: 1 }), 'NOT_ADJACENT');
  });
});
