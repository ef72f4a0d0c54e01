/**
 * The Cove box's regular map tiles F25, F26, F27 and N22, its new location the Grave, and its Astrologers Proclaim card
 * Pirates (All Map Locations, p. 75–85; Round Structure, p. 15; rulings CV80–CV94), with the box in play.
 */
import { describe, expect, it } from 'vitest';
import { apply, boxOf, cards, catalog, contentInPlay, createGame, findInvariantViolations, legalActions, loadState, scenario, type CombatState, type GameState, type MapState, type MapTile, type ScenarioDef } from '../src';
import { Draft } from '../src/kernel/draft';
import { advance } from '../src/game/flow';
import { geometryOf } from '../src/map/geometry';
import { locationOf } from '../src/map/fields';
import { CHAIN_LINK_TILES, decision, eventsSince, modify, newGame, newTurnGame, nextToLocation, passUntil, player, startTurn, withTiles } from './helpers';

const COVE = ['cove'] as const;
const PIRATES = 'astrologers.pirates#1';
const mapOf = (s: GameState) => s.map as MapState;
const box = contentInPlay(['core', 'cove']);
const fields = (id: string) => box.tiles.find((t) => t.id === id)?.fields.map((f) => (f.guard ? `${f.location}:${f.guard}` : f.location));
const step = (x: { s: GameState; field: number }) => apply(x.s, { type: 'moveHero', hero: 'main', field: x.field });
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(s);
  return s;
};

/**
 * p1's turn with the Cove box (`config` added): `tile` face up, as printed, in place of a face-down tile of its kind,
 * the field of its `slot` with its guards beaten (unless `guarded`), and p1's Main Hero on an open, unguarded field
 * next to it; `change` edits the state last.
 */
function nextToSlot(tile: string, slot: number, change: (s: GameState) => void = () => {}, guarded = false, config = {}): { s: GameState; field: number } {
  let field = -1;
  const kind = box.tiles.find((t) => t.id === tile)?.kind;
  const s = modify(newTurnGame({ expansions: [...COVE], ...config }), (x) => {
    const m = x.map as MapState;
    const at = m.tiles.findIndex((t) => !t.faceUp && t.kind === kind);
    m.tiles[at] = { ...(m.tiles[at] as MapTile), tile, rotation: 0, faceUp: true };
    field = at * 7 + slot;
    m.fields[field]!.cleared = !guarded;
    const stand = (geometryOf(m.tiles).neighbours[field] as number[]).find((n) => {
      const t = m.tiles[Math.floor(n / 7)];
      const def = t?.faceUp ? box.tiles.find((d) => d.id === t.tile) : undefined;
      const f = def?.fields[n % 7];
      return f !== undefined && f.guard === 0 && f.location !== 'blocked' && f.location !== 'town';
    }) as number;
    m.heroes[0]!.field = stand;
    m.heroes[0]!.lastVisited = stand;
    change(x);
  });
  return { s, field };
}

describe('the Cove box\'s tiles F25, F26, F27 and N22 (rulings CV80, CV81)', () => {
  it('as printed, highlands, the Cove box\'s; no Sea tile is built', () => {
    expect(box.tiles.filter((t) => boxOf(t.id) === 'cove').map((t) => t.id)).toEqual(expect.arrayContaining(['F25', 'F26', 'F27', 'N22']));
    expect(fields('F25')).toEqual(['shrine-of-magic-incantation', 'blocked', 'settlement:3', 'artifact:2', 'empty', 'stables', 'trading-post']);
    expect(fields('F26')).toEqual(['empty', 'grave:2', 'blocked', 'gold-mine:3', 'windmill', 'shrine-of-magic-incantation', 'magic-spring']);
    expect(fields('F27')).toEqual(['resource', 'trading-post', 'learning-stone:2', 'empty', 'valuables-mine:3', 'blocked', 'water-wheel']);
    expect(fields('N22')).toEqual(['valuables-mine:5', 'sanctuary', 'windmill', 'warriors-tomb:4', 'trading-post', 'grave', 'blocked']);
    for (const id of ['F25', 'F26', 'F27']) expect(box.tiles.find((t) => t.id === id)).toMatchObject({ kind: 'far', terrain: 'highlands' });
    expect(box.tiles.find((t) => t.id === 'N22')).toMatchObject({ kind: 'near', terrain: 'highlands' });
    for (let n = 1; n <= 7; n++) expect(box.tiles.some((t) => t.id === `W${n}`)).toBe(false);
    expect(contentInPlay(['core']).tiles.some((t) => boxOf(t.id) === 'cove')).toBe(false);
    expect(contentInPlay(['core']).tiles.some((t) => t.fields.some((f) => f.location === 'grave'))).toBe(false);
  });

  it('a scenario may draw them with the box in play only', () => {
    const base = scenario('border-war') as ScenarioDef;
    const pools = base.map.pools;
    const withCove: ScenarioDef = { ...base, map: { ...base.map, pools: { ...pools, far: [...(pools['far'] ?? []), 'F25', 'F26', 'F27'], near: [...(pools['near'] ?? []), 'N22'] } } };
    expect(() => createGame({ seed: 'cv', players: 2, scenario: withCove })).toThrow(/tile F25 of the Cove expansion, which is not in play/);
    const s = createGame({ seed: 'cv', players: 2, scenario: withCove, expansions: [...COVE] });
    expect(s.config.scenario.map.pools['far']).toEqual(expect.arrayContaining(['F25', 'F26', 'F27']));
    expect(s.config.scenario.map.pools['near']).toEqual(expect.arrayContaining(['N22']));
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('the catalog names them and the Grave', () => {
    for (const id of ['F25', 'F26', 'F27', 'N22']) expect(catalog.get(`tile.${id}`)?.name).toBe(id);
    expect(catalog.get('tile.F25')?.text).toMatch(/^Far tile \(II–III\), highlands terrain\. .*Settlement \(guarded, Field Difficulty III\)/);
    expect(catalog.get('location.grave')?.text).toMatch(/lose morale, then gain 3 gold, then you may Search \(2\) the Artifact deck\. On the Cove expansion's tiles F26 and N22\./);
    expect(catalog.get('location.gold-mine')?.text).toContain('On the Cove expansion\'s tile F26.');
  });

  it('F25\'s Cove Settlement (Field Difficulty III) is a Settlement: its guards beaten, the visitor flags it', () => {
    const at = nextToSlot('F25', 2);
    expect(locationOf(mapOf(at.s), at.field).id).toBe('settlement');
    let s = step(at);
    for (let i = 0; i < 5 && s.pending?.kind !== 'turn'; i++) s = apply(s, legalActions(s)[0]!);
    expect(mapOf(s).fields[at.field]?.flags).toEqual(['p1']);
    expect(player(s).holdsTownOrSettlement).toBe(true);
    checked(s);
  });

  it('F25: the Artifact field Searches (2) the Artifact deck, the Stables give a movement point; F26\'s Shrine Searches Spells', () => {
    expect(decision(step(nextToSlot('F25', 3)))).toMatchObject({ kind: 'search', deck: 'artifact', count: 2 });
    const stables = nextToSlot('F25', 5);
    const s = step(stables);
    expect(mapOf(s).fields[stables.field]?.visited).toBe(false); // revisitable: no black cube
    expect(eventsSince(s, stables.s.eventCount, 'movementGained')).toHaveLength(1);
    expect(decision(step(nextToSlot('F26', 5)))).toMatchObject({ kind: 'search', deck: 'spell', count: 2 });
  });

  it('F26: the Gold Mine raises gold income by 5, the Windmill gives 1 valuable, the Magic Spring looks at the discard pile', () => {
    const mine = nextToSlot('F26', 3);
    expect(player(step(mine)).income.gold).toBe(player(mine.s).income.gold + 5);
    const mill = nextToSlot('F26', 4);
    expect(player(step(mill)).resources.valuables).toBe(player(mill.s).resources.valuables + 1);
    expect(locationOf(mapOf(mill.s), mill.field - 4 + 6).id).toBe('magic-spring');
  });

  it('F27: the Resource die, the Learning Stone\'s experience, the Valuables Mine\'s income, the Water Wheel\'s 3 gold', () => {
    const die = nextToSlot('F27', 0);
    const s = step(die);
    expect(eventsSince(s, die.s.eventCount, 'dieRolled').map((e) => e.die)).toEqual(['resource']);
    const stone = nextToSlot('F27', 2);
    expect(player(step(stone)).experience).toBe(player(stone.s).experience + 1);
    const mine = nextToSlot('F27', 4);
    expect(player(step(mine)).income.valuables).toBe(player(mine.s).income.valuables + 1);
    const wheel = nextToSlot('F27', 6);
    expect(player(step(wheel)).resources.gold).toBe(player(wheel.s).resources.gold + 3);
  });

  it('N22: the Valuables Mine (V), the Sanctuary, the Warrior\'s Tomb (IV), the Windmill, the unguarded Grave', () => {
    const mine = nextToSlot('N22', 0);
    expect(player(step(mine)).income.valuables).toBe(player(mine.s).income.valuables + 1);
    const tomb = nextToSlot('N22', 3);
    expect(decision(step(tomb))).toMatchObject({ kind: 'search', deck: 'artifact', count: 2 });
    const sanctuary = nextToSlot('N22', 1);
    expect(mapOf(step(sanctuary)).fields[sanctuary.field]?.visited).toBe(false);
    // The Grave on N22 has no numeral: stepping on it is a visit at once, no combat.
    const grave = nextToSlot('N22', 5, () => {}, true);
    const s = step(grave);
    expect(s.combat).toBeNull();
    expect(mapOf(s).fields[grave.field]?.visited).toBe(true);
    expect(decision(s)).toMatchObject({ kind: 'search', deck: 'artifact', count: 2 });
  });
});

describe('the Grave (ruling CV83)', () => {
  it('negative morale, 3 gold, then an optional Search (2) of the Artifact deck; the black cube goes on', () => {
    const at = nextToLocation(newTurnGame({ expansions: [...COVE] }), 'grave', (x) => {
      x.players[0]!.morale = { positive: false, negative: false, discardHandAtTurnEnd: false };
    });
    const gold = player(at.s).resources.gold;
    const s = checked(step(at));
    expect(player(s).morale.negative).toBe(true);
    expect(player(s).resources.gold).toBe(gold + 3);
    expect(decision(s)).toMatchObject({ kind: 'search', player: 'p1', deck: 'artifact', count: 2 });
    expect(legalActions(s)).toContainEqual({ type: 'decline' });
    const t = checked(apply(s, { type: 'decline' }));
    expect(t.pending?.kind).toBe('turn');
    expect(mapOf(t).fields[at.field]?.visited).toBe(true);
    expect(player(t).resources.gold).toBe(gold + 3);
  });

  it('a hero with positive morale loses it instead; with negative morale already, the hand goes at the next turn\'s end', () => {
    const pos = nextToLocation(newTurnGame({ expansions: [...COVE] }), 'grave', (x) => {
      x.players[0]!.morale = { positive: true, negative: false, discardHandAtTurnEnd: false };
    });
    expect(player(step(pos)).morale).toMatchObject({ positive: false, negative: false });
    const neg = nextToLocation(newTurnGame({ expansions: [...COVE] }), 'grave', (x) => {
      x.players[0]!.morale = { positive: false, negative: true, discardHandAtTurnEnd: false };
    });
    expect(player(step(neg)).morale).toMatchObject({ negative: true, discardHandAtTurnEnd: true });
  });

  it('with a field\'s negative morale ignored this turn (Crest of Valor), the morale stays; the gold and the Search do not', () => {
    const at = nextToLocation(newTurnGame({ expansions: [...COVE] }), 'grave', (x) => {
      x.players[0]!.morale = { positive: false, negative: false, discardHandAtTurnEnd: false };
      x.players[0]!.fieldMoraleIgnored = true;
    });
    const s = step(at);
    expect(player(s).morale.negative).toBe(false);
    expect(player(s).resources.gold).toBe(player(at.s).resources.gold + 3);
    expect(decision(s)).toMatchObject({ kind: 'search', deck: 'artifact' });
  });

  it('F26\'s Grave is guarded (II): stepping on it declares a combat first', () => {
    const at = nextToSlot('F26', 1, () => {}, true);
    const s = step(at);
    expect(mapOf(s).fields[at.field]?.visited).toBe(false);
    expect(s.pending?.kind === 'combatDeclared' || s.combat !== null).toBe(true);
  });
});

/** The combat under way ended with this outcome: the engine's end of combat and the map's consequences then run. */
function endCombat(s: GameState, result: NonNullable<CombatState['outcome']>['result']): GameState {
  expect(s.combat).not.toBeNull();
  const d = new Draft(modify(s, (x) => {
    const c = x.combat as CombatState;
    c.outcome = { result, by: result === 'defenderWon' ? 'defender' : 'attacker' };
    c.step = { step: 'over' };
    x.pending = null;
  }));
  advance(d);
  return d.s;
}

/** Answers the Town-action window and placement until the combat is under way. */
function toCombat(s: GameState): GameState {
  let t = s;
  for (let i = 0; i < 40 && t.combat === null; i++) t = apply(t, legalActions(t).find((a) => a.type === 'pass') ?? legalActions(t)[0]!);
  expect(t.combat).not.toBeNull();
  return t;
}

/** p1 next to F26's guarded Grave (II) with Pirates in force (unless `card` names another), `xp` experience. */
function piratesAt(card: string | null = PIRATES, xp = 0): { s: GameState; field: number } {
  return nextToSlot('F26', 1, (x) => {
    const a = x.astrologers!;
    if (card !== null) {
      a.deck = a.deck.filter((c) => c !== card);
      a.active = card;
    }
    x.players[0]!.experience = xp;
  }, true, { astrologers: 'standard', logLimit: 1000 });
}

/** The Resource dice thrown and resources gained by Pirates since `since`. */
const byPirates = (s: GameState, since: number) => eventsSince(s, since, 'resourcesGained').filter((e) => e.reason === PIRATES);

describe('Pirates (rulings CV82, CV90–CV93)', () => {
  it('one copy in the Astrologers deck, only with the Cove box; Whirlpool and Wind are not built (CV94)', () => {
    const deck = newGame({ astrologers: 'standard', expansions: [...COVE] }).astrologers!.deck;
    expect(deck.filter((c) => c === PIRATES)).toHaveLength(1);
    expect(newGame({ astrologers: 'standard' }).astrologers!.deck).not.toContain(PIRATES);
    expect(cards.get('astrologers.pirates')?.expansion).toBe('cove');
    expect(cards.get('astrologers.pirates')!.text).toBe(
      'Until the next Astrologers round, every time a player wins a combat (not a Quick Combat), they roll a Resource die and gain its result.',
    );
    expect(cards.get('astrologers.whirlpool')).toBeUndefined();
    expect(cards.get('astrologers.wind')).toBeUndefined();
  });

  it('proclaimed at the start of an Astrologers round, it does nothing at once', () => {
    const s = startTurn(modify(newGame({ astrologers: 'standard', expansions: [...COVE] }), (x) => {
      const a = x.astrologers!;
      a.deck = [...a.deck.filter((c) => c !== PIRATES), PIRATES];
    }));
    let t = s;
    for (let i = 0; i < 400 && t.round < 2; i++) t = apply(t, legalActions(t).find((a) => a.type === 'endTurn' || a.type === 'draw' || a.type === 'decline') ?? legalActions(t)[0]!);
    expect(t.astrologers?.active).toBe(PIRATES);
    expect(byPirates(t, 0)).toEqual([]);
    checked(t);
  });

  it('the winner of a combat with neutral units rolls a Resource die and gains it, after the combat\'s experience', () => {
    const at = piratesAt();
    const fight = toCombat(step(at));
    const since = fight.eventCount;
    let s = checked(endCombat(fight, 'attackerWon'));
    for (let i = 0; i < 20 && s.pending?.kind !== 'turn'; i++) s = checked(apply(s, legalActions(s).find((a) => a.type === 'decline') ?? legalActions(s)[0]!));
    const rolled = eventsSince(s, since, 'dieRolled').filter((e) => e.die === 'resource');
    expect(rolled).toHaveLength(1);
    expect(byPirates(s, since)).toHaveLength(1);
    const order = s.log.filter((e) => e.seq >= since).map((e) => e.type);
    expect(order).toContain('experienceGained');
    expect(order.indexOf('experienceGained')).toBeLessThan(order.indexOf('dieRolled'));
    expect(mapOf(s).fields[at.field]?.visited).toBe(true); // the Grave visited after the win
  });

  it('a save taken while its frame waits loads (the frame is the card in force\'s)', () => {
    const fight = toCombat(step(piratesAt()));
    const d = new Draft(modify(fight, (x) => {
      const c = x.combat as CombatState;
      c.outcome = { result: 'attackerWon', by: 'attacker' };
      c.step = { step: 'over' };
      x.pending = null;
    }));
    advance(d);
    // The experience's level-up waits on top; the Pirates frame under it.
    expect(d.s.stack.map((f) => f.source)).toContain(PIRATES);
    checked(d.s);
    // The same frame with the card no longer in force is refused.
    const forged = modify(d.s, (x) => {
      x.stack.unshift({ player: 'p1', source: PIRATES, effects: [{ op: 'rollResourceDice', count: 1, keep: 'all' }], pc: 0, memory: {} });
      x.astrologers!.discard.push(PIRATES);
      x.astrologers!.active = null;
    });
    expect(() => loadState(JSON.stringify(forged))).toThrow(/Astrologers Proclaim card in force/);
  });

  it('between players, the winner rolls it, defender or attacker; the loser does not (CV91)', () => {
    // p2's Main Hero on field 1, next to p1's Main Hero on its town; p1 attacks it.
    const start = modify(newTurnGame({ expansions: [...COVE], astrologers: 'standard', logLimit: 1000 }), (x) => {
      const m = x.map as MapState;
      m.heroes = m.heroes.map((h) => (h.player === 'p2' && h.hero === 'main' ? { ...h, field: 1, lastVisited: 1 } : h));
      m.fields[1] = { ...m.fields[1]!, cleared: true };
      for (const p of x.players) p.tokens = { build: false, population: false, spellBook: false };
      const a = x.astrologers!;
      a.deck = a.deck.filter((c) => c !== PIRATES);
      a.active = PIRATES;
    });
    for (const [result, winner] of [['defenderWon', 'p2'], ['attackerWon', 'p1']] as const) {
      const fight = toCombat(apply(start, { type: 'moveHero', hero: 'main', field: 1 }));
      expect(fight.combat?.defender).toMatchObject({ player: 'p2', hero: 'main' });
      let s = checked(endCombat(fight, result));
      for (let i = 0; i < 20 && byPirates(s, fight.eventCount).length === 0 && s.pending !== null; i++) s = apply(s, legalActions(s).find((a) => a.type === 'decline') ?? legalActions(s)[0]!);
      expect(byPirates(s, fight.eventCount).map((e) => e.player)).toEqual([winner]);
    }
  });

  it('no die for beating an AI Hero: its combat grants no reward but the scenario\'s (CV92)', () => {
    const base = scenario('chain-link') as ScenarioDef;
    const t0 = base.map.tiles[0] as { q: number; r: number };
    const sc = JSON.parse(JSON.stringify({
      ...base,
      aiHeroes: [{ id: 'raiders0', name: 'Knight', start: { q: t0.q, r: t0.r, slot: 6 }, appears: 1, units: ['neutral.peasants'], opposes: [0], beaten: [{ op: 'gainExperience', amount: 2 }] }],
    })) as ScenarioDef;
    // As test/aiHeroMapCombat.test.ts: the AI Hero appears on S3's field 6, next to p1's Town.
    let s = modify(withTiles(newGame({ scenario: sc, expansions: [...COVE], astrologers: 'standard', logLimit: 1000 }), CHAIN_LINK_TILES), (x) => {
      const a = x.astrologers!;
      a.deck = a.deck.filter((c) => c !== PIRATES);
      a.active = PIRATES;
    });
    s = passUntil(s, (x) => x.pending?.kind === 'turn' && x.pending.player === 'p1');
    const ai = 6;
    expect(mapOf(s).aiHeroes[0]?.field).toBe(ai);
    const fight = toCombat(apply(s, { type: 'moveHero', hero: 'main', field: ai }));
    expect(fight.map?.encounter?.aiHero?.id).toBe('raiders0');
    let t = endCombat(fight, 'attackerWon');
    for (let i = 0; i < 20 && t.pending?.kind !== 'turn'; i++) t = apply(t, legalActions(t).find((a) => a.type === 'decline') ?? legalActions(t)[0]!);
    expect(byPirates(t, fight.eventCount)).toEqual([]);
  });

  it('no die for a Quick Combat, a Retreat, a lost combat, or with another card in force', () => {
    const quick = piratesAt(PIRATES, 4); // level III against a Field Difficulty II: a Quick Combat
    const q = step(quick);
    expect(eventsSince(q, quick.s.eventCount, 'quickCombat')).toHaveLength(1);
    expect(byPirates(q, 0)).toEqual([]);
    for (const result of ['retreat', 'defenderWon'] as const) {
      const fight = toCombat(step(piratesAt()));
      const s = endCombat(fight, result);
      expect(byPirates(s, fight.eventCount)).toEqual([]);
      expect(eventsSince(s, fight.eventCount, 'dieRolled')).toEqual([]);
    }
    const other = toCombat(step(piratesAt('astrologers.dead-silence#1')));
    expect(byPirates(endCombat(other, 'attackerWon'), other.eventCount)).toEqual([]);
    const none = toCombat(step(piratesAt(null)));
    expect(none.astrologers?.active).toBeNull();
    expect(byPirates(endCombat(none, 'attackerWon'), none.eventCount)).toEqual([]);
  });
});
