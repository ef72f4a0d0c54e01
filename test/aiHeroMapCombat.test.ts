/**
 * Combats with AI Heroes (AI Heroes, p. 48): the AI side's units follow the combat AI, nobody surrenders, a beaten AI
 * Hero leaves the map (the scenario's reward to the winner), and AI Heroes share cards they lack copies of.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, scenario } from '../src';
import type { AiHeroDef, GameState, MapState, ScenarioDef } from '../src/model';
import { cardOf } from '../src/kernel/ids';
import { CHAIN_LINK_TILES, eventsSince, expectDecision, modify, newGame, passUntil, withTiles } from './helpers';
import { aiCombatEndedAs } from './aiMapHelpers';

/** Chain Link with AI Heroes appearing in round 1 on S3's empty field 6, next to p1's Town 3. */
function aiGame(heroes: Partial<AiHeroDef>[] = [{}]): GameState {
  const base = scenario('chain-link') as ScenarioDef;
  const t = base.map.tiles[0] as { q: number; r: number };
  const aiHeroes = heroes.map((h, i): AiHeroDef => ({
    id: `raiders${i}`, name: i === 0 ? 'Knight' : 'Cleric', start: { q: t.q, r: t.r, slot: 6 }, appears: 1,
    units: ['neutral.peasants'], opposes: [0], beaten: [{ op: 'gainExperience', amount: 2 }], ...h,
  }));
  const sc = JSON.parse(JSON.stringify({ ...base, aiHeroes })) as ScenarioDef;
  return withTiles(newGame({ scenario: sc }), CHAIN_LINK_TILES);
}

/** p1's Main Hero steps from its Town onto the AI Hero on 6 and passes the Town-action window: the combat. */
function fight(s: GameState, ai = 'raiders0'): GameState {
  let t = passUntil(s, (x) => x.pending?.kind === 'turn' && x.pending.player === 'p1');
  t = apply(t, { type: 'moveHero', hero: 'main', field: 6 });
  expect(eventsSince(t, 0, 'aiHeroCombat').map((e) => [e.hero, e.player, e.field])).toEqual([[ai, 'p1', 6]]);
  expectDecision(t, 'combatDeclared', 'p1');
  return apply(t, legalActions(t).find((a) => a.type === 'pass') ?? { type: 'pass' });
}

const endedAs = aiCombatEndedAs;

describe('combat with an AI Hero (p. 48)', () => {
  it('an AI Hero beaten in its own turn: the next one still takes its whole turn', () => {
    // The first steps from 2 onto p1's hero on 5 (priority 1); the second waits on p2's tile, its Mine 11 next to it.
    const start = passUntil(aiGame([{ beaten: [] }, { start: { q: 6, r: -2, slot: 6 }, opposes: [1] }]), (x) => x.pending?.kind === 'turn' && x.pending.player === 'p2');
    const s = apply(modify(start, (x) => {
      const m = x.map as MapState;
      (m.aiHeroes[0] as { field: number }).field = 2;
      const h = m.heroes.find((y) => y.player === 'p1') as { field: number; lastVisited: number };
      h.field = 5;
      h.lastVisited = 5;
    }), { type: 'endTurn' });
    expect(eventsSince(s, 0, 'aiHeroCombat').map((e) => e.field)).toEqual([5]);
    const t = endedAs(apply(s, { type: 'pass' }), 'attackerWon');
    expect(t.map?.aiHeroes.map((h) => h.id)).toEqual(['raiders1']);
    expect(eventsSince(t, 0, 'aiHeroMoved').filter((e) => e.hero === 'raiders1').length).toBeGreaterThan(0);
  });

  it('a player\'s hero stepping onto it fights its army; the AI side follows the combat AI and marks the AI Hero', () => {
    const s = fight(aiGame());
    const c = s.combat as NonNullable<GameState['combat']>;
    expect(c.ai).toBe('defender');
    expect(c.defender.neutral).toBe(true);
    expect(c.units.filter((u) => u.team === 'defender').map((u) => u.card)).toEqual(s.map?.encounter?.aiHero?.units.map(cardOf));
    expect(s.map?.encounter?.aiHero?.id).toBe('raiders0');
    expect(s.map?.aiHeroes[0]?.units).toEqual([]); // its cards are in the combat
  });

  it('nobody surrenders: no surrender is ever listed, and the combat ends', () => {
    let s = fight(aiGame());
    for (let i = 0; i < 500 && s.combat !== null; i++) {
      const acts = legalActions(s);
      expect(acts.some((a) => a.type === 'surrender')).toBe(false);
      s = apply(s, acts.find((a) => a.type !== 'retreat') ?? (acts[0] as never));
    }
    expect(s.combat).toBeNull();
    const beaten = eventsSince(s, 0, 'aiHeroBeaten').length === 1;
    expect(s.map?.aiHeroes.length).toBe(beaten ? 0 : 1);
  });

  it('beaten: it leaves the map, its cards stay discarded, the winner resolves the scenario\'s reward', () => {
    const s = fight(aiGame());
    const card = s.map?.encounter?.aiHero?.units[0] as string;
    const t = endedAs(s, 'attackerWon');
    expect(t.map?.aiHeroes).toEqual([]);
    expect(t.map?.aiBeaten).toEqual(['raiders0']);
    expect(t.neutralDecks.bronze.discard).toContain(card);
    expect(t.players[0]?.experience).toBe((s.players[0]?.experience ?? 0) + 2);
  });

  it('no reward unless the scenario names one', () => {
    const s = fight(aiGame([{ beaten: [] }]));
    expect(endedAs(s, 'attackerWon').players[0]?.experience).toBe(s.players[0]?.experience);
  });

  it('it wins or is retreated from: it takes its cards back; the player\'s hero is defeated or goes back', () => {
    const s = fight(aiGame());
    const card = s.map?.encounter?.aiHero?.units[0] as string;
    const won = endedAs(s, 'defenderWon');
    expect(won.map?.aiHeroes[0]?.units).toEqual([card]);
    expect(won.neutralDecks.bronze.discard).not.toContain(card);
    expect(eventsSince(won, 0, 'heroReturned').length).toBe(1);
    const fled = endedAs(s, 'retreat');
    expect(fled.map?.aiHeroes[0]?.units).toEqual([card]);
    expect(fled.map?.heroes.find((h) => h.player === 'p1' && h.hero === 'main')?.field).toBe(3);
  });

  it('a card with too few copies is shared: it joins the army in combat and goes back to its holder after (ruling AH2)', () => {
    // The first AI Hero (on S2's field 13) takes the only Peasants card; the second, on 6, fights with it.
    const s0 = aiGame([{ start: { q: 6, r: -2, slot: 6 } }, {}]);
    const [a, b] = s0.map?.aiHeroes ?? [];
    const card = a?.units[0] as string;
    expect(b?.units).toEqual([]);
    expect(eventsSince(s0, 0, 'aiHeroAppeared').map((e) => e.missing)).toEqual([[], ['neutral.peasants']]);
    const s = fight(s0, 'raiders1');
    expect(s.map?.encounter?.aiHero).toEqual({ id: 'raiders1', units: [card], from: ['raiders0'] });
    expect(s.map?.aiHeroes.map((h) => h.units)).toEqual([[], []]);
    // Beaten or not, the lender gets its card back.
    for (const result of ['attackerWon', 'defenderWon'] as const) {
      const t = endedAs(s, result);
      expect(t.map?.aiHeroes.find((h) => h.id === 'raiders0')?.units).toEqual([card]);
      expect(t.neutralDecks.bronze.discard).not.toContain(card);
    }
  });
});
