/**
 * Solo Campaigns (rewrite 2.0-rc4 "Solo Campaigns", p. 74; Difficulty, p. 51; Setup steps 11–14, p. 12): a
 * campaign scenario's start, the carry-over between scenarios (`nextCampaignScenario`), changing heroes, the
 * Search (3) in stead of a card not to be had, the victory over every AI Hero, and the shipped campaign.
 */
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGNS, CampaignError, ConfigError, InvalidStateError, campaign, campaignKeepOptions, campaignScenarioAfter, createGame,
  botCampaignKeep, loadScenario, loadState, nextCampaignScenario, scenario, startCampaign,
  type CampaignChoices, type CampaignErrorCode, type GameState, type ScenarioDef,
} from '../src';
import { cardOf } from '../src/kernel/ids';
import { conditionMet } from '../src/victory/conditions';
import { clone, modify } from './helpers';

const PATROL = 'oath-border-patrol';
const GATE = 'oath-dragon-gate';

/** A new game of the campaign's first scenario with Catherine. */
const patrol = (seed = 'camp'): GameState => createGame({ scenario: PATROL, players: [{ hero: 'catherine' }], seed });

/** The game as finished: won or lost, the player's cards and experience as given. */
function finished(s: GameState, won: boolean, cards: { deck?: string[]; hand?: string[]; discard?: string[]; permanent?: string | null }, experience = 0): GameState {
  return modify(s, (x) => {
    const p = x.players[0] as GameState['players'][number];
    let copy = 100;
    const ids = (list: string[] | undefined) => (list ?? []).map((c) => `${c}#${copy++}`);
    p.deck = ids(cards.deck);
    p.hand = ids(cards.hand);
    p.discard = ids(cards.discard);
    p.permanent = cards.permanent ? `${cards.permanent}#${copy++}` : null;
    p.experience = experience;
    x.pending = null;
    x.phase = { step: 'ended' };
    x.result = { reason: won ? 'victory' : 'roundLimit', why: '', winners: won ? ['p1'] : [], winner: won ? 'p1' : null, standings: [] };
  });
}

/** Catherine's deck after a won scenario: her board's Statistic cards and one more, her Specialties I and IV, six others. */
const CATHERINE_DECK = {
  deck: ['stat.attack', 'stat.attack', 'stat.defense', 'stat.defense', 'stat.power', 'stat.knowledge', 'specialty.catherine-1', 'ability.leadership'],
  hand: ['spell.magic-arrow', 'artifact.angel-wings', 'stat.attack', 'specialty.catherine-4'],
  discard: ['spell.cure', 'spell.bless', 'artifact.armor-of-wonder'],
};

function campaignError(f: () => unknown): CampaignErrorCode {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(CampaignError);
    return (e as CampaignError).code;
  }
  throw new Error('no CampaignError');
}

const sorted = (cards: readonly string[]) => cards.map((c) => cardOf(c)).sort();
const deckOf = (s: GameState) => [...(s.players[0]?.deck ?? []), ...(s.players[0]?.hand ?? [])];

describe('a campaign scenario starts (Solo Campaigns, p. 74)', () => {
  it('income is 10 Gold, 0 Building Materials, 0 Valuables on the tracker', () => {
    for (const id of [PATROL, GATE]) {
      const s = createGame({ scenario: id, players: [{ hero: 'catherine' }], seed: 'income' });
      expect(s.players[0]?.income).toEqual({ gold: 10, buildingMaterials: 0, valuables: 0 });
    }
  });
  it("the scenario may set another income: it is the scenario's", () => {
    const sc = { ...clone(scenario(PATROL) as ScenarioDef), id: 'rich-patrol', startingIncome: { gold: 12, buildingMaterials: 1, valuables: 0 } };
    expect(createGame({ scenario: sc, players: [{ hero: 'catherine' }], seed: 'rich' }).players[0]?.income).toEqual({ gold: 12, buildingMaterials: 1, valuables: 0 });
  });
  it("the campaign's bonus replaces the difficulty's starting bonus, whatever the difficulty", () => {
    for (const difficulty of ['easy', 'normal', 'hard', 'impossible'] as const) {
      const s = createGame({ scenario: PATROL, players: [{ hero: 'catherine' }], seed: 'bonus', difficulty });
      const dec = s.pending;
      expect(dec?.kind).toBe('choose');
      if (dec?.kind !== 'choose') continue;
      expect(dec.source).toBe('starting-bonus');
      expect(dec.options.map((o) => o.key)).toEqual(['gold', 'spell']);
    }
  });
  it("without a bonus of its own a campaign scenario takes the difficulty's", () => {
    const { startingBonus: _, ...rest } = clone(scenario(PATROL) as ScenarioDef);
    const s = createGame({ scenario: { ...rest, id: 'plain-patrol' }, players: [{ hero: 'catherine' }], seed: 'plain' });
    expect(s.pending?.kind === 'choose' && s.pending.options.map((o) => o.key)).toEqual(['resources', 'artifacts']);
  });
  it('a save whose starting-bonus frame holds the difficulty bonus in a campaign scenario is refused', () => {
    const s = patrol('forge');
    const forged = modify(s, (x) => {
      const frame = x.stack[x.stack.length - 1] as { effects: unknown[] };
      frame.effects = [{ op: 'choose', optional: false, options: [{ key: 'resources', effects: [{ op: 'rollResourceDice', count: 2, keep: 'all' }] }] }];
    });
    expect(() => loadState(JSON.stringify(s))).not.toThrow();
    expect(() => loadState(JSON.stringify(forged))).toThrow(InvalidStateError);
  });
  it('neutral units in a campaign scenario follow the AI rules: one player, nobody else controls them', () => {
    expect(scenario(PATROL)?.players).toEqual({ min: 1, max: 1 });
  });
});

describe('the carry-over: nextCampaignScenario (Finishing a Scenario, p. 74)', () => {
  const won = finished(patrol(), true, CATHERINE_DECK, 7);
  const keep = ['ability.leadership', 'spell.magic-arrow', 'artifact.angel-wings', 'spell.cure', 'artifact.armor-of-wonder'];

  it('the next deck: every Statistic card, the Level I Specialty and the 5 chosen cards', () => {
    const config = nextCampaignScenario(won, GATE, { keep });
    expect(config.campaign?.deck.slice().sort()).toEqual(
      ['stat.attack', 'stat.attack', 'stat.attack', 'stat.defense', 'stat.defense', 'stat.power', 'stat.knowledge', 'specialty.catherine-1', ...keep].sort(),
    );
    const next = createGame(config);
    expect(sorted(deckOf(next))).toEqual(config.campaign?.deck.slice().sort());
  });
  it('setup steps 11–13 are skipped: no Magic Arrow or Starting Ability beyond the list', () => {
    const keepNoArrow = ['ability.leadership', 'spell.bless', 'artifact.angel-wings', 'spell.cure', 'artifact.armor-of-wonder'];
    const next = createGame(nextCampaignScenario(won, GATE, { keep: keepNoArrow, seed: 'skip' }));
    expect(deckOf(next).filter((c) => cardOf(c) === 'spell.magic-arrow')).toEqual([]);
    expect(deckOf(next).filter((c) => cardOf(c) === 'ability.leadership')).toHaveLength(1);
  });
  it('the hero is back to level I: no experience, the Level IV and VI Specialties set aside again', () => {
    const next = createGame(nextCampaignScenario(won, GATE, { keep }));
    expect(next.players[0]?.experience).toBe(0);
    expect(sorted(next.players[0]?.setAside ?? [])).toEqual(['specialty.catherine-4', 'specialty.catherine-6']);
    expect(deckOf(next).some((c) => cardOf(c) === 'specialty.catherine-4')).toBe(false);
  });
  it('the kept cards are taken out of the shared decks (each card once in the game)', () => {
    const next = createGame(nextCampaignScenario(won, GATE, { keep, seed: 'once' }));
    expect(next.decks.artifact.deck.concat(next.decks.artifact.discard).some((c) => cardOf(c) === 'artifact.angel-wings')).toBe(false);
  });
  it('the choice is checked: 5 cards, each in the deck as many times, none a Statistic or Specialty card', () => {
    expect(campaignError(() => nextCampaignScenario(won, GATE, { keep: keep.slice(0, 4) }))).toBe('KEEP_COUNT');
    expect(campaignError(() => nextCampaignScenario(won, GATE, {}))).toBe('KEEP_COUNT');
    expect(campaignError(() => nextCampaignScenario(won, GATE, { keep: [...keep.slice(0, 4), 'artifact.angel-wings'] }))).toBe('CARD_NOT_IN_DECK');
    expect(campaignError(() => nextCampaignScenario(won, GATE, { keep: [...keep.slice(0, 4), 'spell.fireball'] }))).toBe('CARD_NOT_IN_DECK');
    expect(campaignError(() => nextCampaignScenario(won, GATE, { keep: [...keep.slice(0, 4), 'stat.attack'] }))).toBe('NOT_CHOSEN_CARD');
    expect(campaignError(() => nextCampaignScenario(won, GATE, { keep: [...keep.slice(0, 4), 'specialty.catherine-4'] }))).toBe('NOT_CHOSEN_CARD');
    expect(campaignError(() => nextCampaignScenario(won, GATE, { keep: [...keep.slice(0, 4), 7 as unknown as string] }))).toBe('CARD_NOT_IN_DECK');
  });
  it('a deck with fewer than 5 other cards keeps them all', () => {
    const small = finished(patrol(), true, { deck: ['stat.attack', 'specialty.catherine-1', 'spell.cure', 'ability.leadership'] });
    expect(campaignKeepOptions(small)).toEqual(['spell.cure', 'ability.leadership']);
    expect(campaignError(() => nextCampaignScenario(small, GATE, { keep: ['spell.cure'] }))).toBe('KEEP_COUNT');
    expect(nextCampaignScenario(small, GATE, { keep: ['spell.cure', 'ability.leadership'] }).campaign?.deck).toHaveLength(4);
  });
  it('the Permanent card in play is a card of the deck', () => {
    const withPermanent = finished(patrol(), true, { ...CATHERINE_DECK, permanent: 'artifact.blackshard-of-the-dead-knight' });
    expect(campaignKeepOptions(withPermanent)).toContain('artifact.blackshard-of-the-dead-knight');
  });
  it('only a finished campaign game goes on, to a campaign scenario', () => {
    expect(campaignError(() => nextCampaignScenario(patrol(), GATE, { keep }))).toBe('NOT_FINISHED');
    expect(campaignError(() => nextCampaignScenario(won, 'chain-link', { keep }))).toBe('NOT_A_CAMPAIGN');
    expect(campaignError(() => nextCampaignScenario(won, 'no-such-scenario', { keep }))).toBe('UNKNOWN_SCENARIO');
    const clash = finished(createGame({ scenario: 'obelisk-trail', players: [{ hero: 'catherine' }], seed: 'c' }), true, CATHERINE_DECK);
    expect(campaignError(() => nextCampaignScenario(clash, GATE, { keep }))).toBe('NOT_A_CAMPAIGN');
  });
  it('Draft Start is off for a scenario started from a carried deck, the other variants carry on (ruling CA10)', () => {
    const drafted = modify(won, (x) => { x.config.variants.draftStart = true; x.config.variants.noRerolls = true; });
    const config = nextCampaignScenario(drafted, GATE, { keep });
    expect(config.variants).toMatchObject({ draftStart: false, noRerolls: true });
    expect(() => createGame(config)).not.toThrow();
    const lostFirst = finished(modify(patrol(), (x) => { x.config.variants.draftStart = true; }), false, CATHERINE_DECK);
    expect(nextCampaignScenario(lostFirst, PATROL).variants).toMatchObject({ draftStart: true });
  });
  it('pure: the same finished game and choices, the same config; the difficulty and variants carry on', () => {
    const hard = modify(won, (x) => { x.config.difficulty = 'hard'; });
    expect(nextCampaignScenario(hard, GATE, { keep })).toEqual(nextCampaignScenario(hard, GATE, { keep }));
    expect(nextCampaignScenario(hard, GATE, { keep }).difficulty).toBe('hard');
    expect(nextCampaignScenario(hard, GATE, { keep, difficulty: 'easy', seed: 'x' })).toMatchObject({ difficulty: 'easy', seed: 'x' });
  });
});

describe('a lost scenario: the deck goes back to its list (p. 74)', () => {
  const list = ['stat.attack', 'stat.attack', 'stat.defense', 'stat.defense', 'stat.power', 'stat.knowledge', 'specialty.catherine-1', 'ability.leadership', 'spell.cure', 'spell.bless', 'artifact.angel-wings', 'spell.magic-arrow'];
  const carried = createGame({ scenario: GATE, players: [{ hero: 'catherine' }], seed: 'lost', campaign: { deck: list } });
  const lost = finished(carried, false, { deck: ['stat.attack', 'specialty.catherine-1', 'artifact.armor-of-wonder'] }, 5);

  it('the next game starts from the same list, whatever the deck became', () => {
    const config = nextCampaignScenario(lost, GATE);
    expect(config.campaign?.deck).toEqual(list);
    const again = createGame(config);
    expect(sorted(deckOf(again))).toEqual(list.slice().sort());
    expect(again.players[0]?.experience).toBe(0);
  });
  it('after a loss there is nothing to keep', () => {
    expect(campaignError(() => nextCampaignScenario(lost, GATE, { keep: [] }))).toBe('KEEP_COUNT');
    expect(botCampaignKeep(lost)).toBeUndefined();
  });
  it("a campaign's first scenario lost: its setup again (steps 11–13)", () => {
    const first = finished(patrol(), false, CATHERINE_DECK);
    const config = nextCampaignScenario(first, PATROL);
    expect(config.campaign).toBeUndefined();
    expect(createGame(config).players[0]?.deck).toHaveLength(9);
  });
  it('campaignScenarioAfter: the same scenario after a loss, the next after a win, null after the last', () => {
    const oath = campaign('knights-oath');
    if (oath === undefined) throw new Error('no campaign');
    expect(campaignScenarioAfter(oath, finished(patrol(), false, CATHERINE_DECK))).toBe(PATROL);
    expect(campaignScenarioAfter(oath, finished(patrol(), true, CATHERINE_DECK))).toBe(GATE);
    expect(campaignScenarioAfter(oath, finished(carried, true, CATHERINE_DECK))).toBeNull();
  });
});

describe('changing heroes (Using different Heroes, p. 74)', () => {
  const won = finished(patrol(), true, CATHERINE_DECK, 4);
  const keep = ['ability.leadership', 'spell.magic-arrow', 'artifact.angel-wings', 'spell.cure', 'artifact.armor-of-wonder'];

  it("the Statistic cards and Level I Specialty become the new hero's", () => {
    const config = nextCampaignScenario(won, GATE, { keep, hero: 'rion' });
    // Rion's board: 1 Attack, 0 Defense, 2 Power, 2 Knowledge.
    expect(config.campaign?.deck.filter((c) => c.startsWith('stat.')).sort()).toEqual(['stat.attack', 'stat.knowledge', 'stat.knowledge', 'stat.power', 'stat.power']);
    expect(config.campaign?.deck.filter((c) => c.startsWith('specialty.'))).toEqual(['specialty.rion-1']);
    const next = createGame(config);
    expect(next.players[0]?.hero).toBe('rion');
    expect(sorted(next.players[0]?.setAside ?? [])).toEqual(['specialty.rion-4', 'specialty.rion-6']);
  });
  it("the new hero's Starting Ability and Magic Arrows may stand in for kept cards", () => {
    expect(campaignKeepOptions(won, 'rion')).toEqual([...campaignKeepOptions(won), 'ability.wisdom', 'spell.magic-arrow', 'spell.magic-arrow']);
    const config = nextCampaignScenario(won, GATE, { keep: ['ability.wisdom', 'spell.magic-arrow', 'spell.magic-arrow', 'spell.magic-arrow', 'artifact.angel-wings'], hero: 'rion' });
    expect(config.campaign?.deck.filter((c) => c === 'spell.magic-arrow')).toHaveLength(3);
    expect(campaignError(() => nextCampaignScenario(won, GATE, { keep: ['ability.wisdom', ...keep.slice(1)] }))).toBe('CARD_NOT_IN_DECK');
  });
  it('not a second copy of the new Starting Ability the deck already holds', () => {
    const withWisdom = finished(patrol(), true, { ...CATHERINE_DECK, discard: [...CATHERINE_DECK.discard, 'ability.wisdom'] });
    expect(campaignKeepOptions(withWisdom, 'rion').filter((c) => c === 'ability.wisdom')).toHaveLength(1);
  });
  it('at most 4 Magic Arrows with a new hero', () => {
    const arrows = finished(patrol(), true, { deck: ['stat.attack', 'specialty.catherine-1', 'spell.magic-arrow', 'spell.magic-arrow', 'spell.magic-arrow', 'spell.magic-arrow'] });
    const five = ['spell.magic-arrow', 'spell.magic-arrow', 'spell.magic-arrow', 'spell.magic-arrow', 'spell.magic-arrow'];
    expect(campaignError(() => nextCampaignScenario(arrows, GATE, { keep: five, hero: 'rion' }))).toBe('TOO_MANY_MAGIC_ARROWS');
    expect(nextCampaignScenario(arrows, GATE, { keep: ['spell.magic-arrow', 'spell.magic-arrow', 'spell.magic-arrow', 'spell.magic-arrow', 'ability.wisdom'], hero: 'rion' }).campaign?.deck).toContain('ability.wisdom');
  });
  it('only a hero of the same faction', () => {
    expect(campaignError(() => nextCampaignScenario(won, GATE, { keep, hero: 'sandro' }))).toBe('HERO_OF_ANOTHER_FACTION');
    expect(campaignError(() => nextCampaignScenario(won, GATE, { keep, hero: 'nobody' }))).toBe('HERO_OF_ANOTHER_FACTION');
    expect(campaignError(() => startCampaign('knights-oath', { hero: 'sandro' }))).toBe('HERO_OF_ANOTHER_FACTION');
  });
  it("repeating a lost scenario with another hero swaps the list's Statistic cards and Specialty", () => {
    const list = ['stat.attack', 'stat.attack', 'stat.defense', 'specialty.catherine-1', 'spell.cure'];
    const lost = finished(createGame({ scenario: GATE, players: [{ hero: 'catherine' }], seed: 'l', campaign: { deck: list } }), false, {});
    expect(nextCampaignScenario(lost, GATE, { hero: 'rion' }).campaign?.deck).toEqual(['stat.attack', 'stat.power', 'stat.power', 'stat.knowledge', 'stat.knowledge', 'specialty.rion-1', 'spell.cure']);
  });
});

describe('a carried card not to be had: Search (3) its deck instead (p. 74)', () => {
  it('a card the box has too few copies of becomes a Search (3) of its deck, into the hand', () => {
    const deck = ['stat.attack', 'specialty.catherine-1', 'artifact.angel-wings', 'artifact.angel-wings'];
    const s = createGame({ scenario: GATE, players: [{ hero: 'catherine' }], seed: 'sub', campaign: { deck } });
    expect(s.pending).toMatchObject({ kind: 'search', deck: 'artifact', count: 3 });
    expect(s.stack.map((f) => f.source)).toContain('campaign-card');
    expect(deckOf(s).filter((c) => cardOf(c) === 'artifact.angel-wings')).toHaveLength(1);
    expect(() => loadState(JSON.stringify(s))).not.toThrow();
  });
  it('every card to be had: no Search', () => {
    const s = createGame({ scenario: GATE, players: [{ hero: 'catherine' }], seed: 'sub', campaign: { deck: ['stat.attack', 'specialty.catherine-1', 'artifact.angel-wings'] } });
    expect(s.stack.some((f) => f.source === 'campaign-card')).toBe(false);
  });
  it('a save with a campaign-card Search outside a carried campaign is refused', () => {
    const s = createGame({ scenario: GATE, players: [{ hero: 'catherine' }], seed: 'sub', campaign: { deck: ['stat.attack', 'specialty.catherine-1', 'artifact.angel-wings', 'artifact.angel-wings'] } });
    const forged = modify(s, (x) => { delete x.config.campaign; });
    expect(() => loadState(JSON.stringify(forged))).toThrow(InvalidStateError);
  });
});

describe('a carried deck in the config is checked', () => {
  const config = (deck: unknown, sc = GATE) => ({ scenario: sc, players: [{ hero: 'catherine' }], seed: 'cfg', campaign: { deck } as { deck: string[] } });
  it.each([
    ['no Level I Specialty', ['stat.attack', 'spell.cure']],
    ["another hero's Specialty", ['specialty.catherine-1', 'specialty.rion-1']],
    ['a Level IV Specialty', ['specialty.catherine-1', 'specialty.catherine-4']],
    ['6 other cards', ['specialty.catherine-1', 'spell.cure', 'spell.cure', 'spell.bless', 'spell.bless', 'spell.magic-arrow', 'spell.magic-arrow']],
    ['an unknown card', ['specialty.catherine-1', 'spell.nothing']],
    ['more Statistic cards than the supply', ['specialty.catherine-1', ...Array(6).fill('stat.attack')]],
    ['not a list', 'stat.attack'],
  ])('%s: a ConfigError', (_what, deck) => {
    expect(() => createGame(config(deck))).toThrow(ConfigError);
  });
  it('only in a campaign scenario, without Draft Start', () => {
    expect(() => createGame(config(['specialty.catherine-1'], 'obelisk-trail'))).toThrow(ConfigError);
    expect(() => createGame({ ...config(['specialty.catherine-1']), variants: { draftStart: true } })).toThrow(ConfigError);
  });
  it('loadState refuses a forged carried deck', () => {
    const s = createGame(config(['stat.attack', 'specialty.catherine-1', 'spell.cure']));
    expect(() => loadState(JSON.stringify(s))).not.toThrow();
    const forged = modify(s, (x) => { (x.config.campaign as { deck: string[] }).deck.push('specialty.rion-1'); });
    expect(() => loadState(JSON.stringify(forged))).toThrow(InvalidStateError);
  });
});

describe('campaign scenario data', () => {
  const base = clone(scenario(PATROL) as ScenarioDef);
  it('a campaign scenario is for one player', () => {
    expect(() => loadScenario({ ...base, players: { min: 1, max: 2 } })).toThrow(/players/);
  });
  it('only a campaign scenario has its own starting bonus', () => {
    expect(() => loadScenario({ ...clone(scenario('obelisk-trail') as ScenarioDef), startingBonus: [] })).toThrow(/startingBonus/);
  });
  it('beating every AI Hero is a victory of a scenario with AI Heroes, in Campaign or Cooperative mode', () => {
    const { aiHeroes: _, ...noAi } = base;
    expect(() => loadScenario({ ...noAi, id: 'x' })).toThrow(/victory/);
    const clash = { ...clone(scenario('obelisk-trail') as ScenarioDef), victory: base.victory, aiHeroes: base.aiHeroes };
    expect(() => loadScenario(clash)).toThrow(/victory/);
  });
});

describe('the victory over every AI Hero (ruling CA6)', () => {
  const s = patrol('beat');
  const beat = (ids: string[]) => modify(s, (x) => { if (x.map) x.map.aiBeaten = ids; });
  const condition = { kind: 'beatAiHeroes' } as const;
  it('holds once every AI Hero of the game is beaten, not before', () => {
    expect(conditionMet(s, ['p1'], condition)).toBe(false);
    expect(conditionMet(beat(['raiders']), ['p1'], condition)).toBe(true);
  });
  it('an AI Hero still to appear counts; one the game leaves out (player count) does not', () => {
    const gate = createGame({ scenario: GATE, players: [{ hero: 'catherine' }], seed: 'beat' });
    const one = modify(gate, (x) => { if (x.map) x.map.aiBeaten = ['vanguard']; });
    expect(conditionMet(one, ['p1'], condition)).toBe(false);
    const fewer = modify(one, (x) => { ((x.config.scenario.aiHeroes ?? [])[1] as { players?: number }).players = 2; });
    expect(conditionMet(fewer, ['p1'], condition)).toBe(true);
  });
});

describe("the shipped campaign: The Knight's Oath", () => {
  it('two campaign scenarios in order, each with AI Heroes, for a Castle hero', () => {
    const oath = CAMPAIGNS.find((c) => c.id === 'knights-oath');
    expect(oath?.scenarios).toEqual([PATROL, GATE]);
    expect(oath?.faction).toBe('castle');
    for (const id of oath?.scenarios ?? []) {
      const sc = scenario(id);
      expect(sc?.mode).toBe('campaign');
      expect(sc?.aiHeroes?.length).toBeGreaterThan(0);
      expect(sc?.startingBonus).toBeDefined();
    }
  });
  it('startCampaign: the first scenario with the recommended hero', () => {
    const game = createGame(startCampaign('knights-oath', { seed: 'start' }));
    expect(game.config.scenario.id).toBe(PATROL);
    expect(game.players[0]?.hero).toBe('catherine');
    expect(createGame(startCampaign('knights-oath', { hero: 'rion', seed: 'start' })).players[0]?.hero).toBe('rion');
    expect(campaignError(() => startCampaign('no-campaign'))).toBe('NOT_A_CAMPAIGN');
  });
  it('botCampaignKeep keeps Artifacts, then Abilities, then Spells, Magic Arrows last', () => {
    const won = finished(patrol(), true, CATHERINE_DECK);
    const keep = botCampaignKeep(won) as string[];
    expect(keep).toEqual(['artifact.angel-wings', 'artifact.armor-of-wonder', 'ability.leadership', 'spell.cure', 'spell.bless']);
    const choices: CampaignChoices = { keep };
    expect(() => nextCampaignScenario(won, GATE, choices)).not.toThrow();
  });
});
