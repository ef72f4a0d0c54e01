/**
 * What the fuzzer (scripts/fuzz.mjs) found, each as the smallest failing case: views that showed a drawn neutral
 * unit or shared objects with the state, a card id that found a member of Object.prototype, and saves that
 * loadState let through (they then crashed or never ended) or crashed on.
 */
import { describe, expect, it } from 'vitest';
import { apply, cardPlays, createCombat, createGame, legalActions, loadState, validateAction, viewFor } from '../src';
import { findInvariantViolations, HIDDEN, IllegalActionError, InvalidStateError, LOCATION_BY_ID, TILE_BY_ID, type Action, type GameState } from '../src';
import { addBuildings, applyAll, clone, modify, newGame, newTurnGame, rejectedAt, setBuildings, setResources, withPlayer } from './helpers';


describe('views (fuzz: views mode)', () => {
  it('do not show the neutral unit another player draws with Portal of Summoning', () => {
    let s = addBuildings(newGame({ players: [{ hero: 'alamar' }, { hero: 'catherine' }], logLimit: 50 }), 'p1', ['special1']);
    s = applyAll(s, [{ type: 'draw', count: 0 }, { type: 'useBuilding', building: 'dungeon.special1', option: 'summon' }, { type: 'summonFrom', tier: 'bronze' }]);
    const drawn = s.revealed[0] as string;
    const event = (viewer: string) => viewFor(s, viewer).log.find((e) => e.type === 'neutralDrawn');
    expect(event('p1')).toMatchObject({ player: 'p1', unit: drawn });
    expect(event('p2')).toMatchObject({ player: 'p1', unit: HIDDEN });
    expect(JSON.stringify(viewFor(s, 'p2'))).not.toContain(drawn);
  });

  it('share no object with the state: changing a view does not change the game', () => {
    const s = newTurnGame();
    const before = JSON.stringify(s);
    const view = viewFor(s, 'p1');
    view.players[0]?.hand.push('stat.attack#1');
    view.players[1]?.discard.push('stat.attack#2');
    (view.map?.fields[0] as { visited: boolean }).visited = true;
    view.config.players.pop();
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('actions (fuzz: actions mode)', () => {
  it('a card named like a member of Object.prototype is an unknown card, not a TypeError (while recruiting)', () => {
    let s = setBuildings(setResources(newTurnGame(), 'p1', { gold: 30 }), 'p1', ['bronzeDwelling']);
    s = apply(withPlayer(s, 'p1', (p) => void (p.units = [])), { type: 'recruit', unit: 'castle.halberdiers' });
    expect(s.pending?.kind).toBe('recruiting');
    for (const card of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(cardPlays(card)).toEqual([]);
      expect(validateAction(s, { type: 'playCard', card, play: 'expert' })).toBeInstanceOf(IllegalActionError);
    }
    expect(TILE_BY_ID['constructor']).toBeUndefined();
    expect(LOCATION_BY_ID['toString']).toBeUndefined();
  });
});

describe('saves (fuzz: saves mode)', () => {
  const s: GameState = newTurnGame();

  it('an object that holds a BigInt or a cycle is rejected with InvalidStateError, naming the path', () => {
    const big = modify(s, () => undefined) as unknown as { pending: { player: unknown } };
    big.pending.player = 1n;
    expect(rejectedAt(big)).toBe('state.pending.player');
    const cyclic = clone(s) as unknown as { phase: { step: unknown } };
    cyclic.phase.step = cyclic.phase;
    expect(rejectedAt(cyclic)).toBe('state.phase.step');
    const tile = clone(s) as unknown as { map: { tiles: Array<{ tile: unknown }> } };
    (tile.map.tiles[1] as { tile: unknown }).tile = tile.map.tiles[1];
    expect(rejectedAt(tile)).toBe('state.map.tiles[1].tile');
  });

  it('a unit still fighting but off the board once the combat has begun is rejected (its Combat Round never ended)', () => {
    let c = createCombat({ seed: 'f', attacker: { hero: 'mutare', units: [{ unit: 'dungeon.troglodytes' }, { unit: 'dungeon.harpies' }] }, defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers' }] } });
    while (c.combat && c.combat.round < 1) c = apply(c, legalActions(c)[0] as Action);
    expect(rejectedAt(clone(c))).toBe('loaded');
    const i = c.combat?.units.findIndex((u) => u.id === 'dungeon.harpies') as number;
    expect(rejectedAt(modify(c, (x) => void ((x.combat?.units[i] as { space: number | null }).space = null)))).toBe(`state.combat.units[${i}].space`);
    // Defeated, it may be off the board.
    expect(rejectedAt(modify(c, (x) => Object.assign(x.combat?.units[i] as object, { space: null, defeated: true })))).not.toBe(`state.combat.units[${i}].space`);
  });

  it('a card on a unit card that is not put on unit cards, or a starting unit that is no faction unit, is rejected', () => {
    let c = createCombat({ seed: 'f', attacker: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'pack', covers: ['specialty.sandro-1'] }] }, defender: { fieldLevel: 2 } });
    expect(rejectedAt(clone(c))).toBe('loaded');
    expect(rejectedAt(modify(c, (x) => void (x.combat?.units[0] as { covers: string[] }).covers.push('stat.attack#1')))).toBe('state.combat.units[0].covers[1]');
    expect(rejectedAt(modify(c, (x) => void ((x.players[0]?.units[0] as { covers: string[] }).covers[0] = 'x')))).toBe('state.players[0].units[0].covers[0]');
    c = newTurnGame();
    expect(rejectedAt(modify(c, (x) => void ((x.players[0]?.startingUnits[0] as { unit: string }).unit = '?')))).toBe('state.players[0].startingUnits[0].unit');
  });

  it('a scenario layout createGame would refuse is rejected: a seat without its Starting tile', () => {
    const setup = createGame({ players: 2, seed: 'f' });
    expect(setup.map).toBeNull();
    const at = setup.config.scenario.map.tiles.findIndex((t) => 'start' in t && t.start === 1);
    expect(rejectedAt(modify(setup, (x) => void x.config.scenario.map.tiles.splice(at, 1)))).toBe('state.config.scenario.map.tiles');
  });

  it('a decision no action can answer is rejected: a placement asked of the team that has placed', () => {
    const c = createCombat({ seed: 'f', attacker: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 6 }] }, defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers' }] } });
    expect(c.pending).toMatchObject({ kind: 'placeUnits', player: 'p2', team: 'defender' });
    expect(rejectedAt(clone(c))).toBe('loaded');
    expect(rejectedAt(modify(c, (x) => void ((x.pending as { team: string }).team = 'attacker')))).toBe('state.pending');
  });

  it("a combat unit whose card, side and id do not fit together is rejected (a neutral's card made a faction unit's, a unit made the Gate)", () => {
    const c = createCombat({ seed: 'f', attacker: { hero: 'mutare', units: [{ unit: 'dungeon.troglodytes' }] }, defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers' }] }, town: { walls: true } });
    const guards = createCombat({ seed: 'f', attacker: { hero: 'mutare', units: [{ unit: 'dungeon.troglodytes' }] }, defender: { neutrals: [{ unit: 'neutral.griffins' }] } });
    expect(rejectedAt(clone(c))).toBe('loaded');
    expect(rejectedAt(clone(guards))).toBe('loaded');
    const at = (s: GameState, id: string) => s.combat?.units.findIndex((u) => u.id === id) as number;
    const change = (s: GameState, id: string, fields: object) => modify(s, (x) => Object.assign(x.combat?.units[at(x, id)] as object, fields));
    expect(rejectedAt(change(guards, 'neutral.griffins#1', { card: 'dungeon.troglodytes' }))).toBe(`state.combat.units[${at(guards, 'neutral.griffins#1')}]`);
    expect(rejectedAt(change(c, 'castle.halberdiers', { kind: 'gate' }))).toBe(`state.combat.units[${at(c, 'castle.halberdiers')}]`);
    expect(rejectedAt(change(c, 'castle.halberdiers', { side: 'neutral' }))).toBe(`state.combat.units[${at(c, 'castle.halberdiers')}]`);
    expect(rejectedAt(change(c, 'gate', { card: 'castle.halberdiers' }))).toBe(`state.combat.units[${at(c, 'gate')}]`);
  });

  it("an effect's decision without its frame, or a combat side played by nobody, is rejected", () => {
    // The starting bonus: a Choose of p1's effect program.
    const s = createGame({ players: [{ hero: 'catherine' }, { hero: 'mutare' }], seed: 'f' });
    expect(s.pending).toMatchObject({ kind: 'choose', player: 'p1' });
    expect(s.stack.length).toBeGreaterThan(0);
    expect(rejectedAt(clone(s))).toBe('loaded');
    expect(rejectedAt(modify(s, (x) => void x.stack.pop()))).toBe('state.pending');
    const c = createCombat({ seed: 'f', attacker: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons' }] }, defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers' }] } });
    expect(rejectedAt(modify(c, (x) => void ((x.combat?.attacker as { player: string | null }).player = null)))).toBe('state.combat.attacker.player');
    expect(rejectedAt(modify(c, (x) => void ((x.combat as { ai: string | null }).ai = 'defender')))).toBe('state.combat.defender.player');
  });

  it('a decision about the map that names a tile not on it is rejected', () => {
    const s = createGame({ players: [{ hero: 'catherine' }, { hero: 'mutare' }], seed: 'f' });
    let r = s;
    while (r.pending?.kind !== 'rotateTile') r = apply(r, legalActions(r)[0] as Action);
    expect(rejectedAt(clone(r))).toBe('loaded');
    expect(rejectedAt(modify(r, (x) => void ((x.pending as { tile: number }).tile = 2000)))).toBe('state.pending');
  });

  it("a Citadel missing a Wall, a player's missing supply, a Spell boost on a unit not in the combat are rejected", () => {
    const siege = createCombat({ seed: 'f', attacker: { hero: 'mutare', units: [{ unit: 'dungeon.troglodytes' }] }, defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers' }] }, town: { walls: true } });
    expect(rejectedAt(clone(siege))).toBe('loaded');
    expect(rejectedAt(modify(siege, (x) => void x.combat?.units.splice(x.combat.units.findIndex((u) => u.id === 'wall#2'), 1)))).toBe('state.combat.units');
    const s = newTurnGame();
    expect(rejectedAt(modify(s, (x) => void delete x.map?.supply['p2']))).toBe('state.map.supply.p2');
    const c = createCombat({ seed: 'f', attacker: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons' }] }, defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers' }] } });
    const boost = { player: 'p1', units: ['necropolis'], attack: 1, initiative: 0, lastRound: 1 };
    expect(rejectedAt(modify(c, (x) => void x.combat?.rangedBoosts.push(boost)))).toBe('state.combat.rangedBoosts[0].units[0]');
  });

  it('a save cannot make a game or a combat last for ever: a scenario of 14,000 rounds, a unit of a billion HP', () => {
    const s = newTurnGame();
    expect(rejectedAt(modify(s, (x) => void (x.config.scenario.rounds = 14_000)))).toBe('state.config.scenario.rounds');
    const c = createCombat({ seed: 'f', attacker: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons' }] }, defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers' }] } });
    expect(rejectedAt(modify(c, (x) => void ((x.combat?.units[1] as { hpBonus: number }).hpBonus = 1e9)))).toBe('state.combat.units[1].hpBonus');
    expect(rejectedAt(modify(c, (x) => void ((x.combat?.units[1] as { initiativeBonus: number }).initiativeBonus = -1e9)))).toBe('state.combat.units[1].initiativeBonus');
    expect(rejectedAt(modify(c, (x) => void ((x.combat?.units[1] as { hpBonus: number }).hpBonus = 3)))).toBe('loaded');
  });

  it('a generator state the generator cannot reach is rejected (it drew numbers outside [0, 1): a shuffle lost cards)', () => {
    for (const [i, value] of [[1, -0.5], [1, 1], [2, 2 ** 53 + 2], [0, -1], [0, 0.5], [0, 2091639 + 1]] as const) {
      expect(rejectedAt(modify(s, (x) => void (x.rng[i] = value))), `rng[${i}] = ${value}`).toBe(`state.rng[${i}]`);
    }
    expect(rejectedAt(modify(s, (x) => void (x.rng = [2091638, 0, 0.5, 0.999])))).toBe('loaded');
    expect(() => apply(loadState(clone(s)), { type: 'endTurn' })).not.toThrow();
  });
});

describe('found by the fuzzer, fixed in the combat and the sandbox', () => {
  it('a switch of two units is listed from either unit, as apply takes both (Tactics; test/unitCards.test.ts too)', () => {
    // node scripts/fuzz.mjs --seed 3 --only actions --case 78 reproduced it before the fix.
    const c = createCombat({
      seed: 'tactics',
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 1 }, { unit: 'castle.marksmen', space: 2 }], hand: ['ability.tactics'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 17 }] },
    });
    const pairs = legalActions(c).filter((a) => a.type === 'playCard' && a.card.startsWith('ability.tactics')).map((a) => `${(a as { target: string }).target}@${(a as { space: number }).space}`);
    expect(pairs).toContain('castle.halberdiers@2');
    expect(pairs).toContain('castle.marksmen@1');
  });

  it("a sandbox army's starting units are bare: cards put on a unit card are not brought back with them", () => {
    // node scripts/fuzz.mjs --seed 1 --only combats --case 5410 reproduced it before the fix.
    const c = createCombat({
      seed: 'covers',
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'pack', covers: ['specialty.sandro-1'] }] },
      defender: { neutrals: [{ unit: 'neutral.boars' }] },
    });
    expect(c.players[0]?.startingUnits).toEqual([{ unit: 'necropolis.skeletons', side: 'pack' }]);
    expect(c.players[0]?.units[0]?.covers?.length).toBe(1);
  });
});

describe('the combat sandbox cannot be forged (issue #11)', () => {
  it("a game renamed 'combat-sandbox' still has its cards counted: an extra Artifact copy is refused", () => {
    const s = newTurnGame();
    const forged = modify(s, (x) => {
      x.config.scenario.id = 'combat-sandbox';
      (x.players[0] as { hand: string[] }).hand.push('artifact.angel-wings#99'); // a copy the box does not have
    });
    expect(() => loadState(clone(forged))).toThrow(InvalidStateError);
    // Before, the scenario's name switched card conservation off: the same save with the old check would load.
    expect(findInvariantViolations(forged).some((p) => p.includes('angel-wings#99'))).toBe(true);
    const sandbox = createCombat({ seed: 'sb', attacker: { units: [{ unit: 'castle.halberdiers' }] }, defender: { neutrals: [{ unit: 'neutral.boars' }] } });
    expect(() => loadState(clone(sandbox))).not.toThrow();
  });
});

describe('found by the fuzzer after the merge', () => {
  it("a save whose Spell being cast names a play its card does not have is refused (it made a listed action throw)", () => {
    // node scripts/fuzz.mjs --seed 1 --only saves --case 57 reproduced it before the fix.
    let s = createCombat({
      seed: 'cast',
      attacker: { hero: 'alamar', units: [{ unit: 'dungeon.troglodytes', space: 5 }], hand: ['spell.magic-arrow'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 14 }] },
    });
    const bolt = legalActions(s).find((a) => a.type === 'playCard' && a.play === 'spell') as Action;
    s = apply(s, bolt);
    expect(s.combat?.step.step).toBe('spellSchool');
    expect(() => loadState(clone(s))).not.toThrow();
    const broken = modify(s, (x) => void ((x.combat?.step as { cast: { play: string } }).cast.play = 'neutral.vampires#1'));
    expect(() => loadState(clone(broken))).toThrow(InvalidStateError);
  });
});

describe('a frame its source could not have made (issue #11)', () => {
  it("a building's program with its payment repeated 64 times is refused, naming the frame (it loaded, then the payment threw a plain Error)", () => {
    // node scripts/fuzz.mjs --seed 6 --only saves --case 42 reproduced it before the fix (src/game/schema/frames.ts).
    let s = addBuildings(setResources(newTurnGame(), 'p1', { gold: 20 }), 'p1', ['special2']);
    s = apply(s, { type: 'useBuilding', building: 'castle.special2', option: 'buyArtifact' });
    expect(s.stack).toMatchObject([{ source: 'castle.special2', effects: [{ op: 'pay' }, { op: 'search' }], pc: 1 }]);
    expect(rejectedAt(clone(s))).toBe('loaded');
    const repeated = modify(s, (x) => {
      const f = x.stack[0] as GameState['stack'][number];
      const [pay, search] = f.effects;
      f.effects = [];
      while (f.effects.length < 63) f.effects.push(pay as (typeof f.effects)[number]);
      f.effects.push(search as (typeof f.effects)[number]);
    });
    expect(rejectedAt(repeated)).toBe('state.stack[0].effects');
  });
});

describe('fuzz seed 7 (saves)', () => {
  it('a combat whose guards are still to draw on a field of level 0 is refused, not a RangeError later', () => {
    let s = createCombat({ seed: 'f7', attacker: { hero: 'alamar', units: [{ unit: 'dungeon.troglodytes' }] }, defender: { neutral: { fieldLevel: 2 } } } as never);
    expect(s.combat?.guardsToDraw).not.toBeNull();
    s = modify(s, (x) => void ((x.combat as { fieldLevel: number }).fieldLevel = 0));
    expect(() => loadState(clone(s))).toThrow(InvalidStateError);
  });
});

describe('fuzz seed 1 (saves), after the scenario and Astrologers work', () => {
  it("an activation decision names the unit the combat is activating, at its stage", () => {
    let s = createCombat({
      seed: 'f1',
      attacker: { hero: 'alamar', units: [{ unit: 'dungeon.troglodytes', space: 5 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'pack', space: 14 }] },
    });
    expect(s.pending?.kind).toBe('activation');
    expect(() => loadState(clone(s))).not.toThrow();
    const other = (s.pending as { unit: string }).unit === 'dungeon.troglodytes' ? 'necropolis.skeletons' : 'dungeon.troglodytes';
    s = modify(s, (x) => void ((x.pending as { unit: string }).unit = other));
    expect(() => loadState(clone(s))).toThrow(InvalidStateError);
  });

  it('a location a scenario names is checked without writing the value out as JSON (a circular list)', () => {
    const s = createGame({ players: 2, seed: 'f1' });
    const saved = clone(s) as unknown as { config: { scenario: { events: Array<{ refresh: unknown[] }> } } };
    saved.config.scenario.events.push({ rounds: [2], seats: 'all', refresh: [], effects: [], text: '' } as never);
    const refresh = saved.config.scenario.events[saved.config.scenario.events.length - 1]!.refresh;
    refresh.push(refresh);
    expect(() => loadState(saved as never)).toThrow(InvalidStateError);
  });
});
