/** The Inferno box's Empowered Statistic cards (p. 23; rulings IN36, IN37): the piles, the cards' play, `empowerStatistic`. */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, findInvariantViolations, InvalidStateError, legalActions, loadState, viewFor, type Action, type Effect, type GameState, type StatisticKind } from '../src';
import { cardPlays } from '../src/cards/plays';
import { attackOf } from '../src/combat/stats';
import { clone, emptyHand, expectDecision, expectIllegal, newTurnGame, player, putInDiscard, putInHand, runEffects } from './helpers';

const INFERNO = { expansions: ['inferno' as const] };
const cardsOf = (s: GameState, zone: 'hand' | 'discard' | 'removed', id: string) => player(s)[zone].filter((c) => c.startsWith(`${id}#`));
const empower = (from: 'hand' | 'handOrDiscard', most: number, differentKinds: boolean): Effect[] => [{ op: 'empowerStatistic', from, most, differentKinds }];

describe('the Empowered Statistic piles (p. 23)', () => {
  it('hold 5 cards of each kind, face up, with the Inferno box; there are none without it, nor in a combat sandbox', () => {
    const s = newTurnGame(INFERNO);
    for (const kind of ['attack', 'defense', 'power', 'knowledge'] as const) {
      expect(s.empoweredSupply?.[kind]).toHaveLength(5);
      expect(s.empoweredSupply?.[kind].every((c) => c.startsWith(`empowered.${kind}#`))).toBe(true);
    }
    expect(viewFor(s, 'p2').empoweredSupply).toEqual(s.empoweredSupply);
    expect(findInvariantViolations(s)).toEqual([]);
    expect(newTurnGame().empoweredSupply).toBeUndefined();
    expect(createCombat({ ...INFERNO, attacker: { hero: 'xyron', units: [{ unit: 'inferno.familiars' }] }, defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers' }] } }).empoweredSupply).toBeUndefined();
  });

  it('an invariant notices a card of the wrong kind in a pile', () => {
    const s = clone(newTurnGame(INFERNO));
    const piles = s.empoweredSupply!;
    piles.attack.push(piles.power.pop()!);
    expect(findInvariantViolations(s)).toContainEqual(expect.stringMatching(/^empoweredSupply\.attack: empowered\.power#/));
  });

  it('a save missing a pile is refused with a typed error, not a TypeError (fuzz seed 22, saves 176)', () => {
    const s = clone(newTurnGame(INFERNO)) as unknown as { empoweredSupply: Record<string, unknown> };
    delete s.empoweredSupply['power'];
    expect(() => loadState(JSON.stringify(s))).toThrow(InvalidStateError);
  });
});

describe('an Empowered Statistic card (ruling IN36)', () => {
  it("has one play: its Statistic card's Expert effect, with no Expert use", () => {
    for (const kind of ['attack', 'defense', 'power', 'knowledge']) {
      const [play, ...more] = cardPlays(`empowered.${kind}`);
      expect(more).toEqual([]);
      expect(play).toMatchObject({ key: 'basic', expert: false, timing: 'instant' });
      expect(play!.effects).toEqual(cardPlays(`stat.${kind}`).find((p) => p.expert)!.effects);
    }
  });

  it('played in combat, it gives +2 Attack and uses no Expert effect', () => {
    const s = createCombat({
      ...INFERNO,
      attacker: { hero: 'xyron', hand: ['empowered.attack'], units: [{ unit: 'inferno.familiars', space: 1 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 13 }] },
    });
    const play = legalActions(s).find((a) => a.type === 'playCard' && a.card.startsWith('empowered.attack#')) as Action | undefined;
    expect(play).toBeDefined();
    const t = apply(s, play!);
    expect(t.players[0]!.expertUsed).toBe(0);
    const familiars = (g: GameState) => g.combat!.units.find((u) => u.id.startsWith('inferno.familiars'))!;
    expect(attackOf(familiars(t))).toBe(attackOf(familiars(s)) + 2);
  });
});

describe('replacing Statistic cards with Empowered ones (op empowerStatistic, ruling IN37)', () => {
  /** A turn with these plain Statistic cards (by kind) taken from the supply into p1's hand and discard pile. */
  const game = (hand: StatisticKind[], discard: StatisticKind[] = []): GameState => {
    const s = emptyHand(newTurnGame(INFERNO), 'p1');
    const supply = clone(s.statisticSupply);
    const take = (kinds: StatisticKind[]) => kinds.map((k) => supply[k].pop()!);
    return putInDiscard(putInHand(s, 'p1', take(hand)), 'p1', take(discard));
  };

  it('from the hand: the Statistic card is removed from the game, the Empowered card of its kind comes to hand', () => {
    const s = game(['attack', 'power'], ['defense']);
    const t = runEffects(s, 'p1', empower('hand', 1, false));
    const dec = expectDecision(t, 'empowerStatistic', 'p1');
    expect(dec).toMatchObject({ from: 'hand', most: 1, taken: [] });
    const offered = legalActions(t).filter((a) => a.type === 'removeCard').map((a) => (a as { card: string }).card.replace(/#.*/, ''));
    expect(offered.sort()).toEqual(['stat.attack', 'stat.power']); // not the discard pile's Defense
    expect(legalActions(t)).toContainEqual({ type: 'decline' });
    const card = cardsOf(t, 'hand', 'stat.power')[0]!;
    const u = apply(t, { type: 'removeCard', card });
    expect(cardsOf(u, 'removed', 'stat.power')).toEqual([card]);
    expect(cardsOf(u, 'hand', 'empowered.power')).toHaveLength(1);
    expect(u.empoweredSupply?.power).toHaveLength(4);
    expect(u.pending?.kind).not.toBe('empowerStatistic');
    expect(findInvariantViolations(u)).toEqual([]);
  });

  it('up to 2, of different kinds, from the hand or the discard pile; decline stops', () => {
    const s = game(['attack'], ['attack', 'knowledge']);
    let t = runEffects(s, 'p1', empower('handOrDiscard', 2, true));
    const fromDiscard = cardsOf(t, 'discard', 'stat.attack')[0]!;
    t = apply(t, { type: 'removeCard', card: fromDiscard });
    expect(expectDecision(t, 'empowerStatistic', 'p1').taken).toEqual(['attack']);
    // Attack taken: the other Attack card is no longer offered.
    expect(legalActions(t).filter((a) => a.type === 'removeCard').map((a) => (a as { card: string }).card.replace(/#.*/, ''))).toEqual(['stat.knowledge']);
    expectIllegal(t, { type: 'removeCard', card: cardsOf(t, 'hand', 'stat.attack')[0]! }, 'OPTION_NOT_AVAILABLE');
    const done = apply(t, { type: 'decline' });
    expect(cardsOf(done, 'hand', 'empowered.attack')).toHaveLength(1);
    expect(cardsOf(done, 'discard', 'stat.knowledge')).toHaveLength(1);
    expect(done.pending?.kind).not.toBe('empowerStatistic');
    expect(findInvariantViolations(done)).toEqual([]);
  });

  it('an Empowered card is never replaced, a kind whose pile is empty is not offered, and with nothing to replace no decision waits', () => {
    const s = game(['attack', 'defense']);
    const t = runEffects(s, 'p1', empower('hand', 2, false));
    const emptied = clone(t);
    emptied.empoweredSupply = { ...emptied.empoweredSupply!, attack: [] };
    expect(legalActions(emptied).filter((a) => a.type === 'removeCard').map((a) => (a as { card: string }).card.replace(/#.*/, ''))).toEqual(['stat.defense']);
    const u = apply(t, { type: 'removeCard', card: cardsOf(t, 'hand', 'stat.attack')[0]! });
    expectIllegal(u, { type: 'removeCard', card: cardsOf(u, 'hand', 'empowered.attack')[0]! }, 'OPTION_NOT_AVAILABLE');
    const none = runEffects(game([]), 'p1', empower('hand', 1, false));
    expect(none.pending?.kind).not.toBe('empowerStatistic');
    const plain = emptyHand(newTurnGame(), 'p1');
    const core = runEffects(putInHand(plain, 'p1', [plain.statisticSupply.attack.at(-1)!]), 'p1', empower('hand', 1, false));
    expect(core.pending?.kind).not.toBe('empowerStatistic'); // no piles without the box
  });
});
