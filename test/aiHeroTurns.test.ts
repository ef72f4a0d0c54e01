/**
 * AI Hero Turns (rewrite 2.0-rc4 "AI Hero Turns", p. 48): after the players' turns each AI Hero spends 3 MP by the
 * priorities, wins against neutral units without a combat, flags or visits what it passes, discovers face-down tiles
 * (the player turns them); a tied step is the player's to choose. On the Chain Link tiles of the map tests: S3 (tile 0)
 * has the Blocked field 0, empty 1, the guarded Treasure 2, p1's Town 3, a Resource 4, the guarded Building Materials
 * Mine 5 and empty 6; the Town is next to every other field, 2 next to 3 and 5 only.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, scenario } from '../src';
import type { AiHeroDef, GameState, MapState, ScenarioDef } from '../src/model';
import { Draft } from '../src/kernel/draft';
import { flagField } from '../src/map/flags';
import { CHAIN_LINK_TILES, clone, eventsSince, expectDecision, expectIllegal, modify, newGame, passUntil, withTiles } from './helpers';

/** Chain Link with AI Heroes appearing in round 1 on S3's empty field 6. */
function aiGame(heroes: Partial<AiHeroDef>[] = [{}]): GameState {
  const base = scenario('chain-link') as ScenarioDef;
  const t = base.map.tiles[0] as { q: number; r: number };
  const aiHeroes = heroes.map((h, i): AiHeroDef => ({
    id: `raiders${i}`, name: i === 0 ? 'Knight' : 'Cleric', start: { q: t.q, r: t.r, slot: 6 }, appears: 1,
    units: ['neutral.minotaurs'], opposes: [0], beaten: [{ op: 'gainExperience', amount: 2 }], ...h,
  }));
  const sc = JSON.parse(JSON.stringify({ ...base, aiHeroes })) as ScenarioDef;
  return withTiles(newGame({ scenario: sc }), CHAIN_LINK_TILES);
}

/** p2 ends the round's last turn with the map changed by `fn` first: the AI Heroes' turns follow. */
function aiTurnAfter(s: GameState, fn: (m: MapState) => void): GameState {
  const t = modify(passUntil(s, (x) => x.pending?.kind === 'turn' && x.pending.player === 'p2'), (x) => fn(x.map as MapState));
  return apply(t, { type: 'endTurn' });
}

const at = (field: number) => (m: MapState): void => { (m.aiHeroes[0] as { field: number }).field = field; };
const moves = (s: GameState, since = 0): Array<[number, number]> => eventsSince(s, since, 'aiHeroMoved').map((e) => [e.from, e.to]);
const heroTo = (m: MapState, player: string, field: number): void => {
  const h = m.heroes.find((x) => x.player === player && x.hero === 'main') as { field: number; lastVisited: number };
  h.field = field;
  h.lastVisited = field;
};

describe('AI Hero Turns (p. 48)', () => {
  it('they appear on their start field in their round, with their army\'s cards out of the neutral decks', () => {
    const s = aiGame();
    expect(s.map?.aiHeroes).toEqual([{ id: 'raiders0', field: 6, units: [expect.stringMatching(/^neutral\.minotaurs#/)] }]);
    const card = (s.map?.aiHeroes[0]?.units[0]) as string;
    expect([...s.neutralDecks.silver.deck, ...s.neutralDecks.silver.discard, ...s.neutralDecks.gold.deck]).not.toContain(card);
  });

  it('a player\'s hero on its tile: it moves toward it and fights, spending all its MP (priority 1)', () => {
    // Without priority 1 it would take the Mine next to it (5); toward the hero on 4 it goes through the Town.
    const s = aiTurnAfter(aiGame(), (m) => { at(2)(m); heroTo(m, 'p1', 4); });
    expect(moves(s)).toEqual([[2, 3], [3, 4]]);
    expect(eventsSince(s, 0, 'aiHeroCombat')).toEqual([expect.objectContaining({ hero: 'raiders0', player: 'p1', playerHero: 'main', field: 4 })]);
    expect(s.phase).toEqual({ step: 'aiTurns', hero: 0, mp: 0 });
    expectDecision(s, 'combatDeclared', 'p1');
  });

  it('no hero on its tile: the closest Mine or Settlement it could flag there, then the player\'s Town (priorities 2, 3)', () => {
    const s = aiTurnAfter(aiGame(), (m) => { at(2)(m); heroTo(m, 'p1', 7); });
    expect(moves(s)).toEqual([[2, 5], [5, 3]]); // 1 MP left: nothing more to go for
    expect(eventsSince(s, 0, 'aiHeroClearedGuards').map((e) => e.field)).toEqual([5]); // no combat with the guards
    expect(eventsSince(s, 0, 'combatDeclared')).toEqual([]);
    expect(eventsSince(s, 0, 'aiHeroFlagged').map((e) => [e.field, e.from])).toEqual([[5, null], [3, 'p1']]);
    expect(s.map?.fields[3]?.flags).toEqual([]);
    expect(s.players[0]?.holdsTownOrSettlement).toBe(false);
    expect(s.map?.aiFlags.map((f) => f.field)).toEqual([5, 3]);
  });

  it('a Mine or Settlement on another tile is no priority-2 target, however close', () => {
    const s = aiTurnAfter(aiGame(), (m) => {
      at(6)(m);
      heroTo(m, 'p1', 7);
      m.aiFlags.push({ field: 5, hero: 'raiders0', from: null });
      const f2 = m.tiles[3] as { faceUp: boolean };
      f2.faceUp = true; // the Settlement 22 is two steps away (6 → 21 → 22)
    });
    expect(moves(s)).toEqual([[6, 3]]);
  });

  it('it gains nothing; the player loses the income of what it flags', () => {
    const before = passUntil(aiGame(), (x) => x.pending?.kind === 'turn' && x.pending.player === 'p2');
    const d = new Draft(clone(before));
    flagField(d, 'p1', 5);
    const flagged = d.s;
    const s = aiTurnAfter(flagged, (m) => { at(2)(m); heroTo(m, 'p1', 7); });
    expect(eventsSince(s, 0, 'aiHeroFlagged').map((e) => [e.field, e.from])).toEqual([[5, 'p1'], [3, 'p1']]);
    expect(s.players[0]?.income).toEqual(before.players[0]?.income); // the Mine's production is gone again
    expect(flagged.players[0]?.income).not.toEqual(before.players[0]?.income);
    expect(s.players.map((p) => p.resources)).toEqual(flagged.players.map((p) => p.resources));
  });

  it('a tied step is the first opposed player\'s to choose (ruling AH3); only the fields offered', () => {
    const s = aiTurnAfter(aiGame(), (m) => { at(2)(m); heroTo(m, 'p1', 6); });
    expect(expectDecision(s, 'aiHeroStep', 'p1').fields).toEqual([3, 5]);
    expect(legalActions(s)).toEqual([{ type: 'chooseField', field: 3 }, { type: 'chooseField', field: 5 }]);
    expectIllegal(s, { type: 'chooseField', field: 0 }, 'OPTION_NOT_AVAILABLE');
    const t = apply(s, { type: 'chooseField', field: 5 });
    expect(moves(t)).toEqual([[2, 5], [5, 6]]);
    expect(eventsSince(t, 0, 'aiHeroCombat').map((e) => e.field)).toEqual([6]);
    const p2 = aiTurnAfter(aiGame([{ opposes: [1] }]), (m) => { at(2)(m); heroTo(m, 'p1', 7); heroTo(m, 'p2', 6); });
    expectDecision(p2, 'aiHeroStep', 'p2');
  });

  it('a face-down tile costs 1 MP to discover before it steps onto it; the player turns it', () => {
    // On the face-down F8 (tile 2) its centre 17; the way to p1's Town 3 goes by 19 or 20, then 1.
    const s = aiTurnAfter(aiGame(), (m) => { at(17)(m); heroTo(m, 'p1', 7); });
    expect(expectDecision(s, 'aiHeroStep', 'p1').fields).toEqual([20, 19]);
    const found = apply(s, { type: 'chooseField', field: 19 });
    expect(found.map?.tiles[2]?.faceUp).toBe(true);
    expect(expectDecision(found, 'rotateTile', 'p1').tile).toBe(2);
    expect(found.phase).toEqual({ step: 'aiTurns', hero: 0, mp: 2 });
    expect(found.map?.aiHeroes[0]?.field).toBe(17);
    // Turned as printed, 20 is Blocked: the way to the Town is by 19; there the Valuables Mine it stood on is a Mine
    // of its tile it could flag (priority 2): back to it with its last MP.
    const t = apply(found, { type: 'rotateTile', rotation: 0 });
    expect(moves(t)).toEqual([[17, 19], [19, 17]]);
    expect(eventsSince(t, 0, 'aiHeroFlagged').map((e) => e.field)).toEqual([17]);
  });

  it('its turns come after every player\'s, once a round; then the next round', () => {
    const s = aiTurnAfter(aiGame(), (m) => { at(2)(m); heroTo(m, 'p1', 7); });
    expect(s.round).toBe(2);
    const roundStarts = s.log.filter((e) => e.type === 'roundStarted' || e.type === 'aiHeroMoved').map((e) => e.type);
    expect(roundStarts).toEqual(['aiHeroMoved', 'aiHeroMoved', 'roundStarted']);
  });
});
