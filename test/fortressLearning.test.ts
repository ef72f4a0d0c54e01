/**
 * Learning, the Fortress box's Ability (rulings FX160–FX166): "Play when the Hero is about to level up. Advance their
 * Experience Level by an additional half level" (Expert: "an additional level, then Remove this card"). Each test
 * from the printed text: the `aboutToLevelUp` decision before the level-ups resolve, in order.
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, createCombat, findInvariantViolations, legalActions, loadState, type Action, type CardId, type GameState } from '../src';
import { cardPlays } from '../src/cards/plays';
import { expectDecision, expectIllegal, modify, newTurnGame, nextToLocation, player, putInHand, rejectedAt, runEffects, withPlayer } from './helpers';

const FORTRESS = ['fortress'] as const;
const LEARNING = 'ability.learning';

/** The Learning cards of a Fortress game (both copies, from the Ability deck). */
const learningCards = (s: GameState): CardId[] =>
  [...s.decks.ability.deck, ...s.decks.ability.discard].filter((c) => c.startsWith(`${LEARNING}#`)).sort();

/**
 * p1 on their turn in a Fortress game, `copies` Learning cards in hand, with this much experience and Expert uses
 * spent, their Main Hero next to a Learning Stone (+1 experience): `visit` steps onto it.
 */
function beside(experience: number, copies: number, expertUsed = 0): { s: GameState; visit: (s: GameState) => GameState } {
  const game = newTurnGame({ expansions: [...FORTRESS] });
  const dealt = putInHand(game, 'p1', learningCards(game).slice(0, copies));
  const { s, field } = nextToLocation(dealt, 'learning-stone', (x) => {
    const p = x.players[0]!;
    p.experience = experience;
    p.expertUsed = expertUsed;
  });
  return { s, visit: (t) => apply(t, { type: 'moveHero', hero: 'main', field }) };
}

/** The Learning cards in p1's hand. */
const held = (s: GameState): CardId[] => player(s).hand.filter((c) => c.startsWith(`${LEARNING}#`));
const learningPlays = (s: GameState) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(`${LEARNING}#`));
const playLearning = (s: GameState, key: 'basic' | 'expert') => apply(s, learningPlays(s).find((a) => a.play === key)!);
const levelUps = (s: GameState, since: number) => s.log.slice(since).filter((e) => e.type === 'levelUp').map((e) => (e as { level: number }).level);
const gains = (s: GameState, since: number) => s.log.slice(since).filter((e) => e.type === 'experienceGained').map((e) => (e as { amount: number }).amount);

describe('Learning: the card (component counts, printed text)', () => {
  it('the box holds two copies, in the Ability deck of a game with the box only', () => {
    expect(cards.get(LEARNING)).toMatchObject({ name: 'Learning', category: 'ability', copies: 2 });
    expect(learningCards(newTurnGame({ expansions: [...FORTRESS] }))).toHaveLength(2);
    expect(learningCards(newTurnGame())).toHaveLength(0);
  });

  it('reads as the card reads: Basic half a level, Expert a level and then the card removed', () => {
    const text = cards.get(LEARNING)!.text;
    expect(text).toContain("Basic (Instant, when your Hero is about to level up): Advance your Hero's Experience Level by an additional half level (1 experience).");
    expect(text).toContain(
      "Expert (Instant, uses one of your Expert effects this round, when your Hero is about to level up): Advance your Hero's Experience Level by an additional level (2 experience), then remove this card from the game.",
    );
  });

  it('is never played on the turn nor in combat (ruling FX163)', () => {
    const { s } = beside(1, 2);
    expectDecision(s, 'turn', 'p1');
    expect(learningPlays(s)).toEqual([]);
    const combat = createCombat({
      expansions: [...FORTRESS],
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand: [LEARNING] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
    });
    let c = combat;
    for (let i = 0; i < 40 && c.pending !== null && c.combat !== null; i++) {
      expect(learningPlays(c), c.pending.kind).toEqual([]);
      const legal = legalActions(c);
      c = apply(c, legal.find((a) => a.type !== 'surrender' && a.type !== 'retreat') ?? legal[0]!);
    }
  });
});

describe('Learning: the moment before a level up (rulings FX160–FX162)', () => {
  it('is offered when a gain of experience would raise the level, before its level-ups resolve', () => {
    const { s, visit } = beside(1, 1);
    const t = visit(s);
    expect(expectDecision(t, 'aboutToLevelUp', 'p1').level).toBe(2);
    expect(player(t).experience).toBe(1); // nothing gained yet
    // Level I has no Expert effect use: the Basic effect only, or decline.
    expect(legalActions(t)).toEqual([{ type: 'playCard', card: held(s)[0], play: 'basic' }, { type: 'decline' }]);
    expect(findInvariantViolations(t)).toEqual([]);
    expect(loadState(JSON.stringify(t))).toEqual(JSON.parse(JSON.stringify(t)));
  });

  it('Basic: +1 experience joins the gain, then the level-ups resolve (Search (2) of level II); the card is discarded', () => {
    const { s, visit } = beside(1, 1);
    const t = visit(s);
    const since = t.log.length;
    const card = held(s)[0]!;
    const u = playLearning(t, 'basic');
    expect(player(u).experience).toBe(3);
    expect(gains(u, since)).toEqual([2]);
    expect(levelUps(u, since)).toEqual([2]);
    expect(player(u).discard).toContain(card);
    expect(player(u).hand).not.toContain(card);
    expect(player(u).expertUsed).toBe(0);
    expectDecision(u, 'search', 'p1');
    expect(findInvariantViolations(u)).toEqual([]);
  });

  it('Expert: +2 experience, the levels gained resolve in order (Search (2), then the level IV Specialty), the card removed, an Expert use spent', () => {
    const { s, visit } = beside(3, 1); // level II: one Expert use
    const t = visit(s);
    expect(learningPlays(t).map((a) => a.play)).toEqual(['basic', 'expert']);
    const since = t.log.length;
    const card = held(s)[0]!;
    const u = playLearning(t, 'expert');
    expect(player(u).experience).toBe(6);
    expect(levelUps(u, since)).toEqual([3, 4]);
    expect(player(u).removed).toContain(card);
    expect(player(u).discard).not.toContain(card);
    expect(player(u).expertUsed).toBe(1);
    // The level-up frame: level III's Search first, then level IV's Specialty card.
    const top = u.stack[u.stack.length - 1]!;
    expect(top.source).toBe('level-up');
    expect(top.effects).toEqual([{ op: 'search', deck: 'ability', count: 2, optional: false }, { op: 'gainSpecialty', level: 4 }]);
    expectDecision(u, 'search', 'p1');
  });

  it('the Expert effect needs an Expert use left this round, counted at the level before the level up (ruling FX164)', () => {
    const { s, visit } = beside(3, 1, 1); // level II, its one use spent
    expect(learningPlays(visit(s)).map((a) => a.play)).toEqual(['basic']);
  });

  it('declined, the gain resolves as without the card, which stays in hand', () => {
    const { s, visit } = beside(1, 2);
    const t = apply(visit(s), { type: 'decline' });
    expect(player(t).experience).toBe(2);
    expect(player(t).hand.filter((c) => c.startsWith(`${LEARNING}#`))).toHaveLength(2);
    expectDecision(t, 'search', 'p1');
  });

  it('is not offered without a level up, nor without Learning in hand (the game goes on as before)', () => {
    const none = beside(0, 2);
    const t = none.visit(none.s);
    expect(player(t).experience).toBe(1);
    expect(t.log.some((e) => e.type === 'levelUp')).toBe(false);
    expectDecision(t, 'turn', 'p1');
    const without = beside(1, 0);
    expectDecision(without.visit(without.s), 'search', 'p1');
  });

  it('both copies may be played for one level up: each play is offered again until declined (ruling FX161)', () => {
    const { s, visit } = beside(1, 2);
    const [first, second] = held(s);
    const t = playLearning(visit(s), 'basic');
    expect(expectDecision(t, 'aboutToLevelUp', 'p1').level).toBe(2);
    expect(learningPlays(t)).toEqual([{ type: 'playCard', card: second, play: 'basic' }]);
    const since = t.log.length;
    const u = playLearning(t, 'basic');
    expect(player(u).experience).toBe(4);
    expect(levelUps(u, since)).toEqual([2, 3]);
    expect(player(u).discard).toEqual(expect.arrayContaining([first, second]));
  });

  it('not offered once the gain reaches Level VII; the extra experience past VII is lost (ruling FX162)', () => {
    const full = beside(11, 2, 0);
    expect(full.visit(full.s).pending?.kind).not.toBe('aboutToLevelUp');
    expect(player(full.visit(full.s)).experience).toBe(12);
    // From 10 (level VI) a gain of 1 leaves VI at 11 — no level up, nothing offered.
    const near = beside(10, 2, 0);
    expect(near.visit(near.s).pending?.kind).not.toBe('aboutToLevelUp');
    // From 9 (level V, 2 uses): +1 to 10 is level VI; Expert +2 would pass VII: it reaches VII (12) only.
    const { s, visit } = beside(9, 1, 0);
    const t = visit(s);
    expect(expectDecision(t, 'aboutToLevelUp', 'p1').level).toBe(6);
    const since = t.log.length;
    const u = playLearning(t, 'expert');
    expect(player(u).experience).toBe(12);
    expect(levelUps(u, since)).toEqual([6, 7]);
  });

  it('a stand-alone combat (createCombat) is over before its experience resolves: nothing is offered (ruling FX165)', () => {
    // Mutare's Minotaurs beat Boars of a level II field in one attack: 2 experience, level II.
    let c = createCombat({
      expansions: [...FORTRESS],
      dice: { attack: [1, 1, 1] },
      attacker: { hero: 'mutare', units: [{ unit: 'dungeon.minotaurs', side: 'pack', space: 9 }], hand: [LEARNING] },
      defender: { neutrals: [{ unit: 'neutral.boars', space: 13 }], fieldLevel: 2 },
    });
    c = apply(c, { type: 'attack', target: c.combat!.units.find((u) => u.team === 'defender' && u.kind === 'unit')!.id });
    for (let i = 0; i < 20 && c.pending !== null; i++) c = apply(c, legalActions(c).find((a) => a.type === 'pass')!);
    expect(c.result).toMatchObject({ winner: 'p1' });
    expect(player(c).experience).toBe(2);
    expect(player(c).hand.some((x) => x.startsWith(`${LEARNING}#`))).toBe(true);
  });

  it("a won combat's experience on the map waits the same way (ruling FX165)", () => {
    const game = newTurnGame({ expansions: [...FORTRESS] });
    const s = withPlayer(putInHand(game, 'p1', learningCards(game).slice(0, 1)), 'p1', (p) => { p.experience = 1; });
    const t = runEffects(s, 'p1', [{ op: 'gainExperience', amount: 1 }], 'combat');
    expect(expectDecision(t, 'aboutToLevelUp', 'p1').level).toBe(2);
    expect(loadState(JSON.stringify(t))).toEqual(JSON.parse(JSON.stringify(t)));
    expect(player(playLearning(t, 'basic')).experience).toBe(3);
  });
});

describe('Learning: untrusted answers and saves', () => {
  it('refuses another card, a play with a target, and another kind of answer, with typed errors', () => {
    const { s, visit } = beside(1, 1);
    const t = visit(s);
    const other = player(t).hand.find((c) => !c.startsWith(`${LEARNING}#`))!;
    expectIllegal(t, { type: 'playCard', card: other, play: 'basic' }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(t, { type: 'playCard', card: held(s)[0], play: 'expert' }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(t, { type: 'playCard', card: held(s)[0], play: 'basic', target: 'castle.griffins' }, 'MALFORMED_ACTION');
    expectIllegal(t, { type: 'endTurn' }, 'WRONG_DECISION');
  });

  it('a save with more Learning remembered than there is experience, or a decision of level I, is refused', () => {
    const { s, visit } = beside(1, 1);
    const t = visit(s);
    expect(rejectedAt(t)).toBe('loaded');
    const forged = modify(t, (x) => { x.stack[x.stack.length - 1]!.memory.learned = 13; });
    expect(rejectedAt(forged)).not.toBe('loaded');
    expect(rejectedAt(modify(t, (x) => { (x.pending as { level: number }).level = 1; }))).not.toBe('loaded');
    // The decision with no gain of experience waiting under it.
    expect(rejectedAt(modify(t, (x) => { x.stack = []; }))).toBe('state.pending');
    expect(rejectedAt(modify(newTurnGame(), (x) => { x.pending = { kind: 'aboutToLevelUp', player: 'p1', level: 2 }; }))).toBe('state.pending');
  });

  it('its plays are flagged for the moment only (no other window lists them)', () => {
    for (const play of cardPlays(LEARNING)) expect(play.onLevelUp).toBe(true);
  });
});
