/** Rejected actions: IllegalActionError codes, unchanged state, validateAction, malformed input. */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, legalActions, scenario, validateAction, ConfigError, IllegalActionError, type Action, type GameState, type ScenarioDef } from '../src';
import {
  applyAll,
  clone,
  expectDecision,
  expectIllegal,
  newGame,
  newTurnGame,
  passUntil,
  player,
  runEffects,
  setMorale,
  setResources,
} from './helpers';

describe('illegal actions throw IllegalActionError with a code and leave the state unchanged', () => {
  const refresh = () => newGame();
  const turn = () => newTurnGame();

  const cases: Array<[string, () => GameState, unknown, string]> = [
    ['another player’s decision', refresh, { type: 'draw', count: 1, player: 'p2' }, 'NOT_YOUR_DECISION'],
    ['an unknown player', refresh, { type: 'draw', count: 1, player: 'p7' }, 'NOT_YOUR_DECISION'],
    ['an action for another decision', refresh, { type: 'endTurn' }, 'WRONG_DECISION'],
    ['building during the hand refresh', refresh, { type: 'build', building: 'castle.citadel' }, 'WRONG_DECISION'],
    ['discarding a card not in hand', refresh, { type: 'discard', card: 'stat.attack#1' }, 'CARD_NOT_IN_HAND'],
    ['drawing over the Hand Limit', refresh, { type: 'draw', count: 5 }, 'DRAW_COUNT'],
    ['a second build', () => apply(newTurnGame(), { type: 'build', building: 'castle.citadel' }), { type: 'build', building: 'castle.cityHall' }, 'TOKEN_USED'],
    ['a building out of order', turn, { type: 'build', building: 'castle.goldDwelling' }, 'BUILDING_ORDER'],
    ['a building too expensive', () => setResources(newTurnGame(), 'p1', {}), { type: 'build', building: 'castle.special2' }, 'NOT_ENOUGH_RESOURCES'],
    ['an unknown building', turn, { type: 'build', building: 'castle.capitol' }, 'UNKNOWN_BUILDING'],
    ['a built building', turn, { type: 'build', building: 'castle.bronzeDwelling' }, 'ALREADY_BUILT'],
    ['spells without a Mage Guild', turn, { type: 'buySpells' }, 'BUILDING_MISSING'],
    ['recruiting without the Dwelling', turn, { type: 'recruit', unit: 'castle.archangels' }, 'NEEDS_DWELLING'],
    ['reinforcing without a Citadel', turn, { type: 'reinforce', unit: 'castle.griffins' }, 'NEEDS_CITADEL'],
    ['an unknown unit', turn, { type: 'recruit', unit: 'castle.peasants' }, 'UNKNOWN_UNIT'],
    ['a morale action without morale', turn, { type: 'useMorale', use: 'draw' }, 'NO_MORALE'],
    ['a building ability not owned', turn, { type: 'useBuilding', building: 'castle.special2', option: 'buyArtifact' }, 'OPTION_NOT_AVAILABLE'],
    ['declining the turn', turn, { type: 'decline' }, 'WRONG_DECISION'],
  ];

  it.each(cases)('%s', (_name, make, action, code) => {
    expectIllegal(make(), action, code as never);
  });

  it('choosing a hero whose faction is taken, or an unknown hero', () => {
    const s = apply(createGame({ players: 2 }), { type: 'chooseHero', hero: 'tamika' });
    expectIllegal(s, { type: 'chooseHero', hero: 'sandro' }, 'HERO_TAKEN');
    expectIllegal(s, { type: 'chooseHero', hero: 'gelu' }, 'MALFORMED_ACTION');
  });

  it('answers to choices, searches and discards', () => {
    const bonus = createGame({ players: [{ hero: 'catherine' }, { hero: 'mutare' }], difficulty: 'normal' });
    expectIllegal(bonus, { type: 'choose', option: 'gems' }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(bonus, { type: 'decline' }, 'CANNOT_DECLINE');
    const searching = apply(apply(bonus, { type: 'choose', option: 'artifacts' }), { type: 'searchReveal' });
    expectIllegal(searching, { type: 'searchPick', card: 'artifact.angel-wings#2' }, 'NOT_REVEALED');
    expectIllegal(searching, { type: 'decline' }, 'WRONG_DECISION');
    const discarding = apply(setMorale(newTurnGame(), 'p1', { positive: true }), { type: 'useMorale', use: 'cycle' });
    expectIllegal(discarding, { type: 'finishDiscarding' }, 'TOO_FEW_DISCARDED');
    expectIllegal(discarding, { type: 'discard', card: 'spell.fireball#2' }, 'CARD_NOT_IN_HAND');
    const dice = runEffects(newTurnGame({ dice: { resource: [1, 2] } }), 'p1', [{ op: 'rollResourceDice', count: 2, keep: 'one' }]);
    expectIllegal(dice, { type: 'keepDie', index: 2 }, 'MALFORMED_ACTION');
    expectIllegal(dice, { type: 'keepDie', index: -1 }, 'MALFORMED_ACTION');
    expectIllegal(dice, { type: 'rerollDie', index: 0 }, 'NO_MORALE');
  });

  it('any action after the game is over', () => {
    const sc = { ...newGame().config.scenario, id: 'one-round', rounds: 1 };
    const s = passUntil(newGame({ scenario: sc }), (g) => g.pending === null);
    expectIllegal(s, { type: 'endTurn' }, 'GAME_OVER');
    expect(validateAction(s, { type: 'endTurn' })?.code).toBe('GAME_OVER');
  });

  it('carries a message and a rule reference', () => {
    const err = expectIllegal(newTurnGame(), { type: 'build', building: 'castle.goldDwelling' }, 'BUILDING_ORDER');
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('IllegalActionError');
    expect(err.message).toMatch(/Glory of Erathia/);
    expect(err.rule).toBe('town');
  });
});

describe('malformed actions', () => {
  const malformed: Array<[string, unknown]> = [
    ['an empty object', {}],
    ['an unknown type', { type: 'nope' }],
    ['a type that is not a string', { type: 42 }],
    ['a prototype property name as type', { type: 'toString' }],
    ['another prototype property name as type', { type: 'constructor' }],
    ['null', null],
    ['undefined', undefined],
    ['a string', 'endTurn'],
    ['an array', [{ type: 'endTurn' }]],
    ['a missing field', { type: 'draw' }],
    ['a string where a number belongs', { type: 'draw', count: '2' }],
    ['a fraction', { type: 'draw', count: 1.5 }],
    ['NaN', { type: 'draw', count: Number.NaN }],
    ['a number where a string belongs', { type: 'discard', card: 3 }],
    ['an extra field', { type: 'endTurn', extra: true }],
    ['a field of another action', { type: 'draw', count: 1, card: 'stat.attack#1' }],
    ['a player that is not a string', { type: 'draw', count: 1, player: 1 }],
    ['a BigInt type (not JSON)', { type: 1n }],
    ['a circular object as type', (() => { const t: Record<string, unknown> = {}; t['self'] = t; return { type: t }; })()],
    ['a BigInt where a number belongs', { type: 'draw', count: 1n }],
  ];

  it.each(malformed)('%s → MALFORMED_ACTION, from apply and from validateAction', (_name, action) => {
    for (const s of [newGame(), newTurnGame()]) {
      expectIllegal(s, action, 'MALFORMED_ACTION');
      const before = clone(s);
      const err = validateAction(s, action as Action);
      expect(err).toBeInstanceOf(IllegalActionError);
      expect(err?.code).toBe('MALFORMED_ACTION');
      expect(clone(s)).toEqual(before);
    }
  });

  it('an unknown morale use (with or without a positive token), and an unknown tier to summon from', () => {
    expectIllegal(newTurnGame(), { type: 'useMorale', use: 'fly' }, 'MALFORMED_ACTION');
    expectIllegal(setMorale(newTurnGame(), 'p1', { positive: true }), { type: 'useMorale', use: 'fly' }, 'MALFORMED_ACTION');
    expectIllegal(runEffects(setMorale(newTurnGame(), 'p1', { positive: true }), 'p1', [{ op: 'gainMorale' }]), { type: 'useMorale', use: 'fly' }, 'MALFORMED_ACTION');
    let s = newGame({ players: [{ hero: 'alamar' }, { hero: 'catherine' }] });
    s = { ...s, players: s.players.map((p) => (p.id === 'p1' ? { ...p, buildings: [...p.buildings, 'dungeon.special1'] } : p)) };
    s = applyAll(s, [{ type: 'draw', count: 0 }, { type: 'useBuilding', building: 'dungeon.special1', option: 'summon' }]);
    expectDecision(s, 'summonNeutral', 'p1');
    expectIllegal(s, { type: 'summonFrom', tier: 'purple' }, 'MALFORMED_ACTION');
    expectIllegal(s, { type: 'summonFrom', tier: 'gold' }, 'NEEDS_DWELLING');
  });
});

describe('validateAction', () => {
  it('returns the error without throwing, and null for a legal action, never changing the state', () => {
    const s = newTurnGame();
    const before = clone(s);
    const err = validateAction(s, { type: 'build', building: 'castle.silverDwelling' }); // 8/6/3: too expensive
    expect(err).toBeInstanceOf(IllegalActionError);
    expect(err?.code).toBe('NOT_ENOUGH_RESOURCES');
    expect(validateAction(s, { type: 'build', building: 'castle.citadel' })).toBeNull();
    expect(validateAction(s, { type: 'endTurn', player: 'p1' })).toBeNull();
    expect(validateAction(s, { type: 'endTurn', player: 'p2' })?.code).toBe('NOT_YOUR_DECISION');
    expect(clone(s)).toEqual(before);
    expect(player(s).tokens.build).toBe(true);
  });

  it('agrees with legalActions, and apply never changes its input, through a random game', () => {
    let s = createGame({ players: 2, difficulty: 'easy', seed: 'errors' });
    let rnd = 3;
    const types = new Set<string>();
    for (let step = 0; step < 600 && s.pending; step++) {
      const acts = legalActions(s);
      expect(acts.length).toBeGreaterThan(0);
      for (const a of acts) expect(validateAction(s, a), JSON.stringify(a)).toBeNull();
      // Something that answers no decision of this kind is refused without a trace.
      if (!acts.some((a) => a.type === 'finishRecruiting')) expectIllegal(s, { type: 'finishRecruiting' }, 'WRONG_DECISION');
      rnd = (rnd * 1103515245 + 12345) % 2147483648;
      const a = acts[rnd % acts.length]!;
      types.add(a.type);
      const before = clone(s);
      const next = apply(s, a);
      expect(clone(s)).toEqual(before);
      s = next;
    }
    expect(types.size).toBeGreaterThan(8);
  });
});

/** Chain Link as a custom scenario, changed. */
function chainLink(change: (sc: ScenarioDef) => void): ScenarioDef {
  const sc = JSON.parse(JSON.stringify(scenario('chain-link'))) as ScenarioDef;
  change(sc);
  return sc;
}

describe('configs are untrusted input (issue #11): every field checked, a ConfigError naming it', () => {
  const army = { units: [{ unit: 'castle.halberdiers' }] };
  const guards = { neutrals: [{ unit: 'neutral.boars' }] };
  const cases: Array<[string, () => unknown, string]> = [
    ['a seat that is not an object', () => createGame({ players: [null as never, {}] }), 'players[0]'],
    ['a custom scenario without its fields', () => createGame({ players: 2, scenario: {} as never }), 'scenario.id'],
    ['a hero that is not an id', () => createGame({ players: [{ hero: 5 as never }, {}] }), 'players[0].hero'],
    ['scripted dice that are no list', () => createGame({ players: 2, dice: { attack: 'x' as never } }), 'dice.attack'],
    ['a unit that is not an id', () => createCombat({ attacker: { units: [{ unit: 5 as never }] }, defender: guards }), 'attacker.units[0]'],
    ['a hand that is no list', () => createCombat({ attacker: { ...army, hand: 'x' as never }, defender: guards }), 'attacker.hand'],
    ['covers that are no list', () => createCombat({ attacker: { units: [{ unit: 'castle.halberdiers', covers: 'x' as never }] }, defender: guards }), 'attacker.units[0].covers'],
    ['an unknown difficulty', () => createCombat({ attacker: army, defender: { ...guards, difficulty: 'nope' as never } }), 'defender.difficulty'],
    ['negative gold', () => createCombat({ attacker: { ...army, gold: -5 }, defender: guards }), 'attacker.gold'],
    ['gold that is no whole number', () => createCombat({ attacker: { ...army, gold: 1.5 }, defender: guards }), 'attacker.gold'],
    ['movement points that are NaN', () => createCombat({ attacker: { ...army, movementPoints: NaN }, defender: guards }), 'attacker.movementPoints'],
    ['a side that is neither Few nor Pack', () => createCombat({ attacker: { units: [{ unit: 'castle.halberdiers', side: 'weird' as never }] }, defender: guards }), 'attacker.units[0].side'],
    // Found by the fuzzer's configs mode: each made a state that did not load again.
    ['a building named twice', () => createCombat({ attacker: { hero: 'catherine', ...army, buildings: ['castle.citadel', 'castle.citadel'] }, defender: guards }), 'attacker.buildings[1]'],
    ['a hand of 65 cards', () => createCombat({ attacker: { ...army, hand: Array.from({ length: 65 }, () => 'stat.attack') }, defender: guards }), 'attacker.hand'],
    ['a deck of 1,001 cards', () => createCombat({ attacker: { ...army, deck: Array.from({ length: 1001 }, () => 'stat.attack') }, defender: guards }), 'attacker.deck'],
    ['10,001 scripted results of a die', () => createGame({ players: 2, dice: { treasure: Array.from({ length: 10_001 }, () => 3) } }), 'dice.treasure'],
    // A custom scenario (found by the fuzzer's configs mode, its scenario handed over whole).
    ['negative starting resources', () => createGame({ players: 2, scenario: chainLink((sc) => { sc.startingResources.valuables = -1; }) }), 'scenario.startingResources.valuables'],
    ['starting income past a save\'s bound', () => createGame({ players: 2, scenario: chainLink((sc) => { sc.startingIncome.gold = 1e9; }) }), 'scenario.startingIncome.gold'],
    ['more starting units of a tier than a faction has', () => createGame({ players: 2, scenario: chainLink((sc) => { sc.startingUnits = Array.from({ length: 4 }, () => ({ pick: 'cheapest', tier: 'bronze', side: 'few' })); }) }), 'scenario.startingUnits'],
    ['a seat whose Starting tile is laid only in games of more players', () => createGame({ players: 2, scenario: chainLink((sc) => { (sc.map.tiles[1] as { players?: number }).players = 3; }) }), 'scenario.map.tiles'],
  ];
  for (const [what, run, field] of cases) {
    it(`${what}: ConfigError at ${field}`, () => {
      let error: unknown;
      try {
        run();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).field).toBe(field);
    });
  }
});
