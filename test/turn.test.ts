/** ROUND STRUCTURE and PLAYER TURNS (hand refresh, income, tokens, turn order, scenario end). */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type GameState, type ScenarioDef } from '../src';
import {
  addBuildings,
  applyAll,
  eventsSince,
  expectDecision,
  expectIllegal,
  modify,
  newGame,
  newTurnGame,
  nextRound,
  passUntil,
  player,
  rich,
  runEffects,
  setExperience,
  setResources,
  startTurn,
  toRound,
  withPlayer,
} from './helpers';

const drawCounts = (s: GameState) =>
  legalActions(s)
    .filter((a) => a.type === 'draw')
    .map((a) => (a as { count: number }).count)
    .sort((a, b) => a - b);

/** p1 at the start of a turn with these cards (taken from the top of the deck) in hand. */
function withHand(state: GameState, n: number): GameState {
  return withPlayer(state, 'p1', (p) => {
    p.hand = p.deck.splice(p.deck.length - n, n);
  });
}

describe('Example Player Turn (Alice plays Catherine at Level III)', () => {
  it('keeps 1 of her 3 cards and draws 4 up to her Hand Limit of 5, builds the gold Dwelling and recruits Champions', () => {
    let s = newGame();
    s = setExperience(s, 'p1', 4); // Level III
    s = withHand(s, 3);
    s = addBuildings(s, 'p1', ['silverDwelling']);
    s = setResources(s, 'p1', { gold: 22, buildingMaterials: 9, valuables: 4 });
    expectDecision(s, 'refreshHand', 'p1');
    expect(drawCounts(s)).toEqual([0, 1, 2]);
    const [a, b, keep] = player(s).hand as [string, string, string];
    s = applyAll(s, [{ type: 'discard', card: a }, { type: 'discard', card: b }]);
    expectDecision(s, 'refreshHand', 'p1');
    expect(drawCounts(s)).toEqual([0, 1, 2, 3, 4]);
    expectIllegal(s, { type: 'draw', count: 5 }, 'DRAW_COUNT');
    s = apply(s, { type: 'draw', count: 4 });
    expect(player(s).hand).toHaveLength(5);
    expect(player(s).hand[0]).toBe(keep);
    expect(player(s).discard).toEqual([a, b]);
    expectDecision(s, 'turn', 'p1');

    s = apply(s, { type: 'build', building: 'castle.goldDwelling' }); // 10 G, 9 BM, 4 V
    expect(player(s).resources).toEqual({ gold: 12, buildingMaterials: 0, valuables: 0 });
    s = apply(s, { type: 'recruit', unit: 'castle.champions' }); // 12 G
    expectDecision(s, 'recruiting', 'p1');
    s = apply(s, { type: 'finishRecruiting' });
    expect(player(s).resources).toEqual({ gold: 0, buildingMaterials: 0, valuables: 0 });
    expect(player(s).units).toContainEqual({ unit: 'castle.champions', side: 'few' });
    expect(player(s).tokens).toEqual({ build: false, population: false, spellBook: true });
    expectDecision(s, 'turn', 'p1');
  });
});

describe('refreshing the hand at the start of a turn', () => {
  it('must discard down to the Hand Limit before drawing', () => {
    let s = withHand(newGame(), 6); // Level I: Hand Limit 4
    expect(drawCounts(s)).toEqual([]);
    expect(legalActions(s).every((a) => a.type === 'discard')).toBe(true);
    expectIllegal(s, { type: 'draw', count: 0 }, 'OVER_HAND_LIMIT');
    s = apply(s, { type: 'discard', card: player(s).hand[0] as string });
    expectIllegal(s, { type: 'draw', count: 0 }, 'OVER_HAND_LIMIT');
    s = apply(s, { type: 'discard', card: player(s).hand[0] as string });
    expect(drawCounts(s)).toEqual([0]);
    s = apply(s, { type: 'draw', count: 0 });
    expect(player(s).hand).toHaveLength(4);
    expectDecision(s, 'turn', 'p1');
  });

  it('may draw any number from 0 up to the Hand Limit', () => {
    const s = newGame();
    expect(drawCounts(s)).toEqual([0, 1, 2, 3, 4]);
    expectIllegal(s, { type: 'draw', count: 5 }, 'DRAW_COUNT');
    expectIllegal(s, { type: 'draw', count: -1 }, 'DRAW_COUNT');
    for (const n of [0, 2, 4]) {
      const t = apply(s, { type: 'draw', count: n });
      expect(player(t).hand).toHaveLength(n);
      expect(player(t).deck).toHaveLength(9 - n);
      // The hand is drawn from the top of the deck.
      expect(player(t).hand).toEqual(player(s).deck.slice(9 - n).reverse());
    }
  });

  it('may discard cards voluntarily, then draw back up to the limit', () => {
    let s = withHand(newGame(), 2);
    const kept = player(s).hand;
    s = apply(s, { type: 'discard', card: kept[0] as string });
    expect(drawCounts(s)).toEqual([0, 1, 2, 3]);
    s = apply(s, { type: 'draw', count: 3 });
    expect(player(s).hand).toHaveLength(4);
  });

  it('cannot draw more cards than the deck and discard pile hold', () => {
    const s = withPlayer(newGame(), 'p1', (p) => {
      p.removed = p.deck.splice(0, 7); // 2 cards left
    });
    expect(drawCounts(s)).toEqual([0, 1, 2]);
    expectIllegal(s, { type: 'draw', count: 3 }, 'DRAW_COUNT');
  });

  it('shuffles the own discard pile into a new deck when the deck runs out while drawing', () => {
    let s = withPlayer(newGame(), 'p1', (p) => {
      p.discard = p.deck.splice(0, 7); // deck 2, discard 7
    });
    const deckCards = [...player(s).deck].reverse();
    const since = s.eventCount;
    s = apply(s, { type: 'draw', count: 4 });
    const p = player(s);
    expect(p.hand).toHaveLength(4);
    expect(p.hand.slice(0, 2)).toEqual(deckCards); // the old deck first
    expect(p.deck).toHaveLength(5);
    expect(p.discard).toEqual([]);
    expect(eventsSince(s, since, 'deckReshuffled')).toHaveLength(1);
  });

  it('cards discarded during the refresh are reshuffled too when the deck is empty', () => {
    let s = withPlayer(newGame(), 'p1', (p) => {
      p.hand = p.deck.splice(0, 4);
      p.removed = p.deck.splice(0); // deck empty
    });
    const old = [...player(s).hand];
    for (const c of old) s = apply(s, { type: 'discard', card: c });
    expect(drawCounts(s)).toEqual([0, 1, 2, 3, 4]);
    s = apply(s, { type: 'draw', count: 4 });
    expect([...player(s).hand].sort()).toEqual([...old].sort());
  });

  it('checks the Hand Limit only at the start of the turn', () => {
    let s = withPlayer(newTurnGame(), 'p1', (p) => {
      p.morale.positive = true;
    });
    expect(player(s).hand).toHaveLength(4);
    s = apply(s, { type: 'useMorale', use: 'draw' });
    expect(player(s).hand).toHaveLength(5);
    expectDecision(s, 'turn', 'p1');
    s = apply(s, { type: 'endTurn' });
    expectDecision(s, 'refreshHand', 'p2');
  });
});

describe('round structure', () => {
  it('players take turns in seat order from the starting player; the round advances after the last one', () => {
    let s = newGame({ logLimit: 100 });
    expect(s.round).toBe(1);
    s = startTurn(s);
    s = apply(s, { type: 'endTurn' });
    expect(s.round).toBe(1);
    expectDecision(s, 'refreshHand', 'p2');
    s = apply(startTurn(s), { type: 'endTurn' });
    expect(s.round).toBe(2);
    expectDecision(s, 'refreshHand', 'p1');
    expect(eventsSince(s, 0, 'turnStarted').map((e) => `${e.round}:${e.player}`)).toEqual(['1:p1', '1:p2', '2:p1']);
  });

  it('round 1 is not a Resource round; odd rounds from 3 on are Resource rounds, even rounds Astrologers rounds', () => {
    const s = toRound(newGame({ logLimit: 100 }), 6);
    expect(eventsSince(s, 0, 'roundStarted').map((e) => e.kind)).toEqual(['first', 'astrologers', 'resource', 'astrologers', 'resource', 'astrologers']);
  });

  it('income is gained only at the start of odd rounds from round 3', () => {
    let s = newGame({ logLimit: 100 });
    const gold: number[] = [];
    for (let round = 1; round <= 7; round++) {
      s = toRound(s, round);
      gold.push(player(s, 'p1').resources.gold);
      expect(player(s, 'p2').resources.gold).toBe(player(s, 'p1').resources.gold);
    }
    expect(gold).toEqual([20, 20, 30, 30, 40, 40, 50]);
    const income = eventsSince(s, 0, 'resourcesGained').filter((e) => e.reason === 'income');
    expect(income).toHaveLength(3 * 2);
  });

  it('income of every resource comes from the production tracks', () => {
    const base = newGame().config.scenario;
    const sc: ScenarioDef = {
      ...base,
      startingResources: { gold: 10, buildingMaterials: 2, valuables: 1 },
      startingIncome: { gold: 10, buildingMaterials: 2, valuables: 1 },
      rules: { ...base.rules, resourceRound: [] }, // Chain Link's own Resource-round choice aside
    };
    let s = newGame({ scenario: sc });
    s = withPlayer(s, 'p2', (p) => {
      p.income = { gold: 15, buildingMaterials: 4, valuables: 3 };
    });
    s = toRound(s, 3);
    expect(player(s, 'p1').resources).toEqual({ gold: 20, buildingMaterials: 4, valuables: 2 });
    expect(player(s, 'p2').resources).toEqual({ gold: 25, buildingMaterials: 6, valuables: 4 });
  });

  it('refreshes the Build, Population and Spell Book tokens, movement and Expert uses at the start of each round', () => {
    let s = rich(addBuildings(newTurnGame(), 'p1', ['mageGuild']));
    s = apply(s, { type: 'build', building: 'castle.citadel' });
    s = apply(s, { type: 'hireSecondaryHero' });
    s = apply(s, { type: 'buySpells' });
    s = apply(s, { type: 'searchTakeDiscard' });
    expect(player(s).tokens).toEqual({ build: false, population: false, spellBook: false });
    s = withPlayer(s, 'p1', (p) => {
      p.mainHero.used = 3;
      p.secondaryHero!.used = 2;
      p.expertUsed = 1;
    });
    s = apply(s, { type: 'endTurn' });
    // Still used during the other player's turn of the same round.
    expect(player(s).tokens).toEqual({ build: false, population: false, spellBook: false });
    s = nextRound(s);
    expect(player(s).tokens).toEqual({ build: true, population: true, spellBook: true });
    expect(player(s).mainHero.used).toBe(0);
    expect(player(s).secondaryHero?.used).toBe(0);
    expect(player(s).expertUsed).toBe(0);
  });

  it('extra movement points last only for the turn they were gained on', () => {
    let s = runEffects(newTurnGame(), 'p1', [{ op: 'gainMovement', amount: 1 }]);
    expect(player(s).mainHero.extra).toBe(1);
    s = apply(s, { type: 'endTurn' });
    expect(player(s).mainHero.extra).toBe(0);
  });
});

describe('scenario end', () => {
  it("Chain Link ends after its 12th round with a result", () => {
    let s = newGame();
    s = passUntil(s, (g) => g.pending === null, 2000);
    expect(s.round).toBe(12);
    expect(s.phase).toEqual({ step: 'ended' });
    // "At end of Round 12 the game ends in a draw": nobody wins, both share the first place.
    expect(s.result).toMatchObject({ reason: 'roundLimit', why: 'The last round (12) is over: a draw', winners: [], winner: null });
    expect(s.result?.standings.map((x) => [x.player, x.rank, x.won])).toEqual([['p1', 1, false], ['p2', 1, false]]);
    expect(legalActions(s)).toEqual([]);
    expect(eventsSince(s, 0, 'gameEnded')).toHaveLength(1);
    expectIllegal(s, { type: 'endTurn' }, 'GAME_OVER');
  });

  it("ends after the last player's turn of the scenario's last round, not before", () => {
    const sc: ScenarioDef = { ...newGame().config.scenario, id: 'short', rounds: 2 };
    let s = toRound(newGame({ scenario: sc }), 2);
    s = apply(startTurn(s), { type: 'endTurn' });
    expectDecision(s, 'refreshHand', 'p2');
    expect(s.result).toBeNull();
    s = apply(startTurn(s), { type: 'endTurn' });
    expect(s.pending).toBeNull();
    expect(s.result?.reason).toBe('roundLimit');
    expect(s.round).toBe(2);
  });

  it('a scenario decided by Victory Points ranks the players by them (p. 54), not by seat', () => {
    const sc: ScenarioDef = { ...newGame().config.scenario, id: 'short', rounds: 1, timeout: 'victoryPoints' };
    let s = modify(newGame({ scenario: sc }), (g) => {
      g.players[1]!.experience = 5;
      g.players[1]!.buildings.push('dungeon.citadel');
    });
    s = passUntil(s, (g) => g.pending === null);
    // p2: 2 buildings + level III = 5 Victory Points; p1: 1 building + level I = 2.
    expect(s.result?.winners).toEqual(['p2']);
    expect(s.result?.winner).toBe('p2');
    expect(s.result?.standings).toEqual([
      { player: 'p2', rank: 1, won: true, eliminated: false, victoryPoints: 5, level: 3, buildings: 2, units: 2 },
      { player: 'p1', rank: 2, won: false, eliminated: false, victoryPoints: 2, level: 1, buildings: 1, units: 2 },
    ]);
  });
});
