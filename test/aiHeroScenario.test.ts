import { describe, expect, it } from 'vitest';
import { ConfigError, loadScenario, scenario } from '../src/index';
import type { AiHeroDef, ScenarioDef } from '../src/model';

/** Chain Link with one AI Hero on its first tile's centre. */
function withAi(change: Partial<AiHeroDef> = {}, base: ScenarioDef = scenario('chain-link') as ScenarioDef): ScenarioDef {
  const t = base.map.tiles[0] as { q: number; r: number };
  const hero: AiHeroDef = {
    id: 'raiders', name: 'Knight', start: { q: t.q, r: t.r, slot: 3 }, appears: 3,
    units: ['neutral.minotaurs', 'neutral.boars'], opposes: 'all', beaten: [{ op: 'gainExperience', amount: 2 }],
  };
  return JSON.parse(JSON.stringify({ ...base, aiHeroes: [{ ...hero, ...change }] })) as ScenarioDef;
}

function rejects(sc: unknown, path: RegExp): void {
  let err: unknown;
  try {
    loadScenario(sc as object);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(ConfigError);
  expect((err as ConfigError).field).toMatch(path);
}

describe('scenario data for AI Heroes (AI Heroes, p. 48)', () => {
  it('a scenario names its AI Heroes: start, round, army, Skill card, the seats opposed', () => {
    const sc = withAi({ opposes: [1] });
    expect(loadScenario(JSON.stringify(sc)).aiHeroes?.[0]?.units).toEqual(['neutral.minotaurs', 'neutral.boars']);
  });
  it('an AI army is made of Neutral Unit cards', () => {
    rejects(withAi({ units: ['castle.pikemen'] }), /aiHeroes\[0\]\.units\[0\]/);
    rejects(withAi({ units: [] }), /aiHeroes\[0\]\.units/);
  });
  it('its Skill card is an Ability card', () => {
    const deck = { might: 2, magic: 1, skill: 1, spells: ['spell.lightning-bolt'], skillCard: 'not-a-card' };
    rejects({ ...withAi(), aiDeck: deck }, /aiDeck\.skillCard/);
  });
  it('it starts on a tile of the layout, within the scenario\'s rounds, against seats it has', () => {
    rejects(withAi({ start: { q: 99, r: 99, slot: 3 } }), /aiHeroes\[0\]\.start/);
    rejects(withAi({ start: { q: 0, r: 0, slot: 7 } }), /aiHeroes\[0\]\.start\.slot/);
    rejects(withAi({ appears: 13 }), /aiHeroes\[0\]\.appears/);
    rejects(withAi({ opposes: [2] }), /aiHeroes\[0\]\.opposes/);
  });
  it('ids are unique; a Tournament has none', () => {
    const sc = withAi();
    (sc.aiHeroes as AiHeroDef[]).push({ ...(sc.aiHeroes as AiHeroDef[])[0] as AiHeroDef });
    rejects(sc, /aiHeroes\[1\]\.id/);
    rejects(withAi({}, scenario('dragon-duel')), /aiHeroes/);
  });
  it('a victory by beating every AI Hero needs AI Heroes; gifts on the turn are for a Cooperative scenario only', () => {
    const sc = withAi();
    sc.victory = [{ condition: { kind: 'beatAiHeroes' }, when: 'immediately' }];
    // A victory of the modes against the AI (ruling CA6): refused in a Clash, taken in a Cooperative scenario.
    rejects(sc, /victory\[0\]\.condition/);
    const together = { ...sc, mode: 'cooperative' as const };
    expect(loadScenario(JSON.stringify(together)).victory[0]?.condition.kind).toBe('beatAiHeroes');
    rejects({ ...together, aiHeroes: [] }, /victory\[0\]\.condition/);
    rejects({ ...sc, rules: { ...sc.rules, giftsWhenAdjacent: true } }, /rules\.giftsWhenAdjacent/);
    rejects({ ...sc, rules: { ...sc.rules, giftsWhenAdjacent: 'yes' } }, /rules\.giftsWhenAdjacent/);
    const coop = scenario('sentinels') as ScenarioDef;
    expect(loadScenario(JSON.stringify(coop)).rules.giftsWhenAdjacent).toBe(true);
    expect(loadScenario(JSON.stringify(coop)).defeat).toEqual([{ kind: 'townLost' }, { kind: 'mainHeroDefeated' }]);
    rejects({ ...coop, defeat: [{ kind: 'armyLeft' }] }, /defeat\[0\]/);
  });
});
