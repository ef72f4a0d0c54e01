/**
 * Saves of games with AI Heroes (found by the fuzzer): a save naming an AI Hero the scenario lacks, or missing one of
 * the map's AI Deck piles, or on the map before its round, is refused; a map decision without its effect's frame is
 * refused; and a Skill card
 * taken at setup leaves the Starting Ability's copy for a hero chosen afterwards.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, loadState, scenario } from '../src';
import type { GameState, ScenarioDef } from '../src/model';

/** Sentinels with its AI Heroes appearing in round 1, so a fresh game has them on the map. */
function sentinels(players: Array<{ hero?: string }> = [{ hero: 'catherine' }, { hero: 'mutare' }]): GameState {
  const sc = JSON.parse(JSON.stringify(scenario('sentinels'))) as ScenarioDef;
  for (const h of sc.aiHeroes ?? []) h.appears = 1;
  let s = createGame({ scenario: sc, players, seed: 'ai-saves' });
  for (let i = 0; i < 400 && s.pending !== null && (s.map?.aiHeroes.length ?? 0) === 0; i++) s = apply(s, legalActions(s)[0]!);
  return s;
}

describe('saves of games with AI Heroes', () => {
  it('refuses an AI Hero the scenario does not name (on the map, among the beaten), and an army card that is no Neutral Unit', () => {
    const s = sentinels();
    expect(s.map!.aiHeroes.length).toBeGreaterThan(0);
    const renamed = JSON.parse(JSON.stringify(s)) as GameState;
    renamed.config.scenario.aiHeroes![0]!.id = 'someone-else';
    expect(() => loadState(JSON.stringify(renamed))).toThrow(/no AI Hero/);
    const beaten = JSON.parse(JSON.stringify(s)) as GameState;
    beaten.map!.aiBeaten.push('nobody');
    expect(() => loadState(JSON.stringify(beaten))).toThrow(/aiBeaten\[0\]/);
    const armed = JSON.parse(JSON.stringify(s)) as GameState;
    armed.map!.aiHeroes[0]!.units.push('spell.bless#2');
    expect(() => loadState(JSON.stringify(armed))).toThrow(/no Neutral Unit card/);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('refuses a map AI Deck with a pile left out', () => {
    const s = sentinels();
    for (const pile of ['deck', 'discard', 'spellDeck', 'spellDiscard', 'skill'] as const) {
      const cut = JSON.parse(JSON.stringify(s)) as GameState;
      delete (cut.map!.aiDeck as unknown as Record<string, unknown>)[pile];
      expect(() => loadState(JSON.stringify(cut)), pile).toThrow(new RegExp(`aiDeck\\.${pile}`));
    }
  });

  it('refuses a Speculum decision whose effect is not running', () => {
    const s = sentinels();
    const bad = JSON.parse(JSON.stringify(s)) as GameState;
    bad.pending = { kind: 'discoverNearHero', player: 'p1', source: 'artifact.speculum', tiles: [0] };
    bad.stack = [];
    expect(() => loadState(JSON.stringify(bad))).toThrow(/none is running/);
  });

  it('refuses the map decisions of an effect that is not running (the Redwood Observatory, the Observatory, View Earth, the Castle Gate)', () => {
    const s = sentinels();
    const decisions: Array<GameState['pending']> = [
      { kind: 'discoverNear', player: 'p1', hero: 'main', tiles: [0], places: [] },
      { kind: 'turnNearTile', player: 'p1', tiles: [0] },
      { kind: 'takeMine', player: 'p1', source: 'spell.view-earth', fields: [0] },
      { kind: 'pickOpponent', player: 'p1', source: 'castle-gate', choices: ['p2'] },
    ];
    for (const dec of decisions) {
      const bad = JSON.parse(JSON.stringify(s)) as GameState;
      bad.pending = dec;
      bad.stack = [];
      expect(() => loadState(JSON.stringify(bad)), dec!.kind).toThrow(/none is running/);
    }
  });

  it('refuses an AI Hero\'s step to a field the map does not have (found by the fuzzer, seed 10)', () => {
    const s = sentinels();
    const bad = JSON.parse(JSON.stringify(s)) as GameState;
    bad.pending = { kind: 'aiHeroStep', player: 'p1', hero: bad.map!.aiHeroes[0]!.id, fields: [0, 18_000] };
    expect(() => loadState(JSON.stringify(bad))).toThrow(/pending\.fields: there is no field 18000 on the map/);
  });

  it('refuses an AI Hero on the map, or beaten, before the round it appears in', () => {
    const s = sentinels();
    expect(s.round).toBe(1);
    const early = JSON.parse(JSON.stringify(s)) as GameState;
    const id = early.map!.aiHeroes[0]!.id;
    early.config.scenario.aiHeroes!.find((h) => h.id === id)!.appears = 2;
    expect(() => loadState(JSON.stringify(early))).toThrow(/appears in round 2, and this is round 1/);
    const beaten = JSON.parse(JSON.stringify(early)) as GameState;
    beaten.map!.aiHeroes = beaten.map!.aiHeroes.filter((h) => h.id !== id);
    beaten.map!.aiBeaten.push(id);
    expect(() => loadState(JSON.stringify(beaten))).toThrow(/aiBeaten\[0\]: .*appears in round 2/);
  });

  it('gives a hero chosen after the AI Deck is built the first copy of its Starting Ability (Tamika, Offense)', () => {
    const sc = JSON.parse(JSON.stringify(scenario('sentinels'))) as ScenarioDef;
    let s = createGame({ scenario: sc, players: 2, seed: 'ai-saves' });
    expect(s.pending?.kind).toBe('chooseHero');
    s = apply(s, { type: 'chooseHero', hero: 'tamika' });
    while (s.pending?.kind === 'chooseHero') s = apply(s, legalActions(s)[0]!);
    expect(s.players[0]!.deck.concat(s.players[0]!.hand)).toContain('ability.offense#1');
    expect(s.map!.aiDeck?.skill).toBe('ability.offense#2');
  });
});
