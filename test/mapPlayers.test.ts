/**
 * Combats between players on the map, towns and sieges, Secondary Heroes: declaring a combat and its Town-action
 * window (Town Actions, p. 19), a Secondary Hero's instant defeat (p. 16, 39), paying to defend a town or settlement
 * without a hero and the Walls of one's own Town (Siege Combat, p. 44), what follows a combat between players (End of
 * Combat, p. 43) and hiring a Secondary Hero onto the map (p. 16).
 *
 * The map of `newTurnGame` (Chain Link): tile 0 is p1's Castle Starting tile S3 — fields 0 Blocked, 1 empty,
 * 2 Treasure (I), 3 the town, 4 Resource, 5 Building Materials Mine (I), 6 empty; tile 1 is p2's Dungeon tile S2 —
 * 7 empty, 8 Blocked, 9 Resource, 10 the town, 11 Building Materials Mine (I), 12 Treasure (I), 13 empty. Tile 4 is
 * F1, face down, touching S2: its field 28 is a Settlement (III).
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  createGame,
  describeAction,
  legalActions,
  loadState,
  InvalidStateError,
  type Action,
  type GameState,
  type PlayerId,
} from '../src';
import type { CombatState, HeroRole, MapState, ScenarioDef, Team } from '../src/model';
import { scenario } from '../src/data/scenarios';
import { Draft } from '../src/kernel/draft';
import { advance } from '../src/game/flow';
import { geometryOf } from '../src/map/geometry';
import { canEnter } from '../src/map/fields';
import { addBuildings, eventsSince, expectDecision, modify, mulberry32, CHAIN_LINK_TILES, newTurnGame as turnGame, withTiles, player, setResources } from './helpers';

/** A game on p1's turn, on the Chain Link map described here. */
const newTurnGame = (config: Parameters<typeof turnGame>[0] = {}): GameState => withTiles(turnGame(config), CHAIN_LINK_TILES);

const P1_TOWN = 3;
const P2_TOWN = 10;
const SETTLEMENT = 28;

const mapOf = (s: GameState): MapState => s.map as MapState;
const heroAt = (s: GameState, id: PlayerId, hero: HeroRole = 'main') => mapOf(s).heroes.find((h) => h.player === id && h.hero === hero);
const types = (s: GameState) => legalActions(s).map((a) => a.type);

/** Puts a player's hero on a field (a Secondary Hero is hired for it if needed); the field counts as visited. */
function place(s: GameState, id: PlayerId, hero: HeroRole, field: number): GameState {
  return modify(s, (x) => {
    const m = x.map as MapState;
    if (hero === 'secondary') player(x, id).secondaryHero ??= { base: 2, used: 0, extra: 0 };
    const at = m.heroes.findIndex((h) => h.player === id && h.hero === hero);
    const entry = { player: id, hero, field, lastVisited: field };
    if (at < 0) m.heroes.push(entry);
    else m.heroes[at] = entry;
    m.fields[field] = { ...(m.fields[field] as MapState['fields'][number]), cleared: true };
  });
}

/** Every Town Action token of the player used: they have nothing to react with. */
const tokensUsed = (s: GameState, id: PlayerId) => modify(s, (x) => { player(x, id).tokens = { build: false, population: false, spellBook: false }; });

/** Only the Population token left (and gold for it): the player's only Town actions are recruits and reinforcements. */
const onlyPopulation = (s: GameState, id: PlayerId) => modify(s, (x) => { player(x, id).tokens = { build: false, population: true, spellBook: false }; });

/** Turns F1 face up (its Settlement, field 28, next to p2's tile) and gives the Settlement to `owner`. */
function settlementOf(s: GameState, owner: PlayerId | null): GameState {
  return modify(s, (x) => {
    const m = x.map as MapState;
    m.tiles[4] = { ...(m.tiles[4] as MapState['tiles'][number]), faceUp: true };
    m.fields[SETTLEMENT] = { cleared: true, visited: false, flags: owner ? [owner] : [], everFlagged: owner !== null, produces: null };
    if (owner) player(x, owner).holdsTownOrSettlement = true;
  });
}

/** A field next to `field` a hero can stand on, other than `not`. */
function nextTo(s: GameState, field: number, not: number[] = []): number {
  const m = mapOf(s);
  const f = (geometryOf(m.tiles).neighbours[field] ?? []).find((n) => canEnter(m, n) && !not.includes(n) && !m.heroes.some((h) => h.field === n));
  if (f === undefined) throw new Error(`no free field next to ${field}`);
  return f;
}

const move = (s: GameState, field: number, hero: HeroRole = 'main') => apply(s, { type: 'moveHero', hero, field });

/** Passes every Town-action window until the combat is set up. */
function passWindows(s: GameState): GameState {
  let t = s;
  while (t.pending?.kind === 'combatDeclared') t = apply(t, { type: 'pass' });
  return t;
}

/** Ends the combat under way with this outcome (the engine's end of combat and the map's consequences then run). */
function endCombat(s: GameState, result: NonNullable<CombatState['outcome']>['result'], by: Team | null = null): GameState {
  expect(s.combat).not.toBeNull();
  const d = new Draft(modify(s, (x) => {
    const c = x.combat as CombatState;
    c.outcome = { result, by };
    c.step = { step: 'over' };
    x.pending = null;
  }));
  advance(d);
  return d.s;
}

/**
 * Plays the combat with the first placements and passes, each unit ending its activation at once, until `id`'s unit
 * activates (the combat's decisions are not this file's subject).
 */
function toActivationOf(s: GameState, id: PlayerId): GameState {
  let t = s;
  for (let i = 0; i < 200; i++) {
    const dec = t.pending;
    if (dec === null) throw new Error('the game ended');
    if (dec.kind === 'activation' && dec.player === id && dec.stage === 'start') return t;
    const acts = legalActions(t);
    const prefer = ['placeUnit', 'finishPlacement', 'pass', 'activateUnit', 'endActivation', 'keepDice', 'extendCombat'];
    const a = prefer.map((type) => acts.find((x) => x.type === type)).find((x) => x !== undefined) ?? acts.find((x) => x.type !== 'surrender');
    t = apply(t, a as Action);
  }
  throw new Error(`${id}'s unit never activated`);
}

/** A new game on p1's turn with p2's Main Hero on field 1, next to p1's Main Hero on its town. */
function p2Beside(config?: { p2Tokens?: boolean }): GameState {
  let s = place(newTurnGame(), 'p2', 'main', 1);
  if (!config?.p2Tokens) s = tokensUsed(s, 'p2');
  return tokensUsed(s, 'p1');
}

/** Chain Link without its victory condition: taking the enemy Town would end the game these tests go on with. */
const OPEN_CHAIN_LINK: ScenarioDef = { ...(scenario('chain-link') as ScenarioDef), victory: [] };

/** p1's Main Hero next to p2's town, p2's Main Hero away from it: p1's next step attacks the town. */
function p1BesideP2Town(): GameState {
  let s = newTurnGame({ scenario: OPEN_CHAIN_LINK });
  s = place(s, 'p2', 'main', 7);
  s = place(s, 'p1', 'main', 13);
  return tokensUsed(tokensUsed(s, 'p1'), 'p2');
}

describe('declaring a combat (Town Actions, p. 19)', () => {
  it('against neutrals: the attacker may take Town actions first; the guards are drawn only when the combat is set up', () => {
    const s = newTurnGame();
    const bronze = s.neutralDecks.bronze.deck.length;
    const t = move(s, 5); // the Building Materials Mine (I) of p1's Starting tile
    expectDecision(t, 'combatDeclared', 'p1');
    expect(t.combat).toBeNull();
    expect(t.neutralDecks.bronze.deck.length).toBe(bronze);
    expect(mapOf(t).encounter).toMatchObject({ player: 'p1', field: 5, against: 'neutral', defender: null, townActions: ['p1'], outcome: null });
    expect(eventsSince(t, s.eventCount, 'combatDeclared')).toEqual([expect.objectContaining({ player: 'p1', hero: 'main', field: 5, defender: null })]);
    const u = apply(t, { type: 'pass' });
    expectDecision(u, 'placeUnits', 'p1');
    expect(u.combat?.fieldLevel).toBe(1);
    // The guards are drawn once the attacker has placed its units (Combat Setup, p. 40).
    expect(u.neutralDecks.bronze.deck.length).toBe(bronze);
    expect(u.combat?.guardsToDraw).toBe('impossible');
    let v = u;
    while (v.pending?.kind === 'placeUnits' && v.pending.player === 'p1') v = apply(v, legalActions(v).find((a) => a.type === 'placeUnit') ?? { type: 'finishPlacement' });
    expect(v.neutralDecks.bronze.deck.length).toBeLessThan(bronze);
    expect(v.combat?.guardsToDraw).toBeNull();
  });

  it('a unit recruited in the window fights in the combat', () => {
    const s = onlyPopulation(newTurnGame(), 'p1');
    let t = move(s, 5);
    expectDecision(t, 'combatDeclared', 'p1');
    const recruit = legalActions(t).find((a) => a.type === 'recruit') as Extract<Action, { type: 'recruit' }>;
    expect(recruit).toBeDefined();
    t = apply(t, recruit);
    expectDecision(t, 'recruiting', 'p1');
    t = apply(t, { type: 'finishRecruiting' });
    // Back in the window with the token used, p1 has no Town action left: the combat is set up.
    expectDecision(t, 'placeUnits', 'p1');
    expect(t.combat?.units.some((u) => u.id === recruit.unit && u.team === 'attacker')).toBe(true);
  });

  it('a player with no Town action to take is not asked', () => {
    const t = move(tokensUsed(newTurnGame(), 'p1'), 5);
    expectDecision(t, 'placeUnits', 'p1');
    expect(mapOf(t).encounter?.townActions).toEqual([]);
  });

  it('against neutrals the player controlling them is not asked (ruling M20)', () => {
    const s = newTurnGame();
    expect(legalActions(modify(s, (x) => { x.pending = { kind: 'combatDeclared', player: 'p2' }; })).length).toBeGreaterThan(1);
    const t = apply(move(s, 5), { type: 'pass' });
    expectDecision(t, 'placeUnits', 'p1');
  });

  it('offers building, recruiting and reinforcing, buying Spells and passing — not hiring a Secondary Hero (ruling M21)', () => {
    let s = addBuildings(setResources(newTurnGame(), 'p1', { gold: 60, buildingMaterials: 20, valuables: 10 }), 'p1', ['mageGuild', 'citadel']);
    s = modify(s, (x) => { player(x).mageGuildRound = 0; });
    expect(types(s)).toContain('hireSecondaryHero');
    const t = move(s, 5);
    const offered = new Set(types(t));
    expect(offered).toEqual(new Set(['build', 'recruit', 'reinforce', 'buySpells', 'pass']));
  });

  it('against a player: the attacker answers, then the defender; a unit the defender recruits then defends', () => {
    let s = onlyPopulation(p2Beside({ p2Tokens: true }), 'p2');
    s = modify(s, (x) => { player(x).tokens.spellBook = true; player(x).resources.gold = 20; });
    s = addBuildings(s, 'p1', ['mageGuild']);
    let t = move(s, 1);
    expectDecision(t, 'combatDeclared', 'p1');
    expect(mapOf(t).encounter).toMatchObject({ against: 'hero', defender: 'p2', townActions: ['p1', 'p2'] });
    t = apply(t, { type: 'pass' });
    expectDecision(t, 'combatDeclared', 'p2');
    const recruit = legalActions(t).find((a) => a.type === 'recruit') as Extract<Action, { type: 'recruit' }>;
    t = apply(apply(t, recruit), { type: 'finishRecruiting' });
    expectDecision(t, 'placeUnits', 'p1');
    const c = t.combat as CombatState;
    expect(c.units.some((u) => u.id === recruit.unit && u.team === 'defender')).toBe(true);
    expect(c.defender).toMatchObject({ player: 'p2', hero: 'main', cards: true, neutral: false });
    expect(c.attacker).toMatchObject({ player: 'p1', hero: 'main', cards: true });
    expect(c.timeLimited).toBe(false);
  });
});

describe('the defender\'s choices come before the window (ruling M22)', () => {
  it('a lone Secondary Hero\'s player answers first; the window follows only if they fight', () => {
    const s = place(newTurnGame(), 'p2', 'secondary', 6); // both players hold unused Town tokens
    let t = move(s, 6);
    expectDecision(t, 'secondaryHeroAttacked', 'p2');
    t = apply(t, { type: 'fight' });
    expectDecision(t, 'combatDeclared', 'p1');
    expect(mapOf(t).encounter?.townActions).toEqual(['p1', 'p2']);
    expect(apply(move(s, 6), { type: 'instantDefeat' }).pending?.kind).toBe('turn');
  });

  it('the owner of a town without its hero answers first; the window follows only if they pay', () => {
    let s = newTurnGame({ scenario: OPEN_CHAIN_LINK });
    s = place(place(s, 'p2', 'main', 7), 'p1', 'main', 13);
    let t = move(s, P2_TOWN);
    expectDecision(t, 'townAttacked', 'p2');
    t = apply(t, { type: 'payToDefend' });
    expectDecision(t, 'combatDeclared', 'p1');
    expect(apply(move(s, P2_TOWN), { type: 'decline' }).pending?.kind).toBe('turn');
  });
});

describe('a Secondary Hero attacked (Secondary Hero, p. 16; Combat, p. 39)', () => {
  const attacked = () => tokensUsed(place(tokensUsed(newTurnGame(), 'p2'), 'p2', 'secondary', 6), 'p1');

  it('its player chooses: instant defeat, or a combat', () => {
    const t = move(attacked(), 6);
    const dec = expectDecision(t, 'secondaryHeroAttacked', 'p2');
    expect(dec.field).toBe(6);
    expect(legalActions(t)).toEqual([{ type: 'fight' }, { type: 'instantDefeat' }]);
    expect(t.combat).toBeNull();
  });

  it('instant defeat: it leaves the map, the attacker takes a Faction Cube, gains no experience and visits the field', () => {
    const s = attacked();
    const t = apply(move(s, 6), { type: 'instantDefeat' });
    expect(heroAt(t, 'p2', 'secondary')).toBeUndefined();
    expect(player(t, 'p2').secondaryHero).toBeNull();
    expect(player(t).factionCubes).toEqual(['p2']);
    expect(player(t).experience).toBe(player(s).experience);
    expect(t.combat).toBeNull();
    expect(heroAt(t, 'p1')).toMatchObject({ field: 6, lastVisited: 6 });
    expect(eventsSince(t, s.eventCount, 'fieldVisited')).toEqual([expect.objectContaining({ player: 'p1', field: 6 })]);
    expect(eventsSince(t, s.eventCount, 'instantlyDefeated')).toEqual([expect.objectContaining({ player: 'p2', by: 'p1' })]);
    expectDecision(t, 'turn', 'p1');
  });

  it('a combat: declared with its window, the Secondary Hero leading its player\'s units without cards', () => {
    const t = apply(move(attacked(), 6), { type: 'fight' });
    expectDecision(t, 'placeUnits', 'p1');
    expect(t.combat?.defender).toMatchObject({ player: 'p2', hero: 'secondary', cards: false });
    expect(t.combat?.units.filter((u) => u.team === 'defender').map((u) => u.id).sort()).toEqual(['dungeon.evil-eyes', 'dungeon.troglodytes']);
  });

  it('beaten in a combat it leaves the map and gives a Faction Cube, but no experience; it can be hired again', () => {
    const s = attacked();
    const t = endCombat(apply(move(s, 6), { type: 'fight' }), 'attackerWon');
    expect(heroAt(t, 'p2', 'secondary')).toBeUndefined();
    expect(player(t, 'p2').secondaryHero).toBeNull();
    expect(player(t).factionCubes).toEqual(['p2']);
    expect(player(t).experience).toBe(player(s).experience);
    expect(heroAt(t, 'p1')?.field).toBe(6);
    // p2 hires it again with the Population token on a later turn.
    const again = modify(t, (x) => { x.pending = { kind: 'turn', player: 'p2' }; player(x, 'p2').tokens.population = true; });
    expect(types(again)).toContain('hireSecondaryHero');
  });

  it('with its Main Hero on the field, the Main Hero defends: no instant defeat; beaten, both leave the field (ruling M24)', () => {
    let s = place(attacked(), 'p2', 'main', 6);
    s = settlementOf(s, 'p2');
    let t = move(s, 6);
    expectDecision(t, 'placeUnits', 'p1');
    expect(t.combat?.defender.hero).toBe('main');
    t = endCombat(t, 'attackerWon');
    expect(heroAt(t, 'p2', 'secondary')).toBeUndefined();
    expect(player(t, 'p2').secondaryHero).toBeNull();
    expectDecision(t, 'chooseField', 'p2'); // its town or the Settlement
    t = apply(t, { type: 'chooseField', field: SETTLEMENT });
    expect(heroAt(t, 'p2')?.field).toBe(SETTLEMENT);
    expect(player(t).factionCubes).toEqual(['p2']); // one cube, for the Main Hero
  });
});

describe('towns and settlements (Siege Combat, p. 44; Towns and Settlements, p. 78–79)', () => {
  it('no hero of its owner there: the owner may pay 8 gold to defend it, or let it go', () => {
    const t = move(p1BesideP2Town(), P2_TOWN);
    const dec = expectDecision(t, 'townAttacked', 'p2');
    expect(dec.field).toBe(P2_TOWN);
    expect(legalActions(t)).toEqual([{ type: 'payToDefend' }, { type: 'decline' }]);
    expect(t.combat).toBeNull();
  });

  it('declined: the attacker flags the town at once and takes a Faction Cube from its owner', () => {
    const s = p1BesideP2Town();
    const t = apply(move(s, P2_TOWN), { type: 'decline' });
    expect(mapOf(t).fields[P2_TOWN]?.flags).toEqual(['p1']);
    expect(player(t).factionCubes).toEqual(['p2']);
    expect(player(t, 'p2').holdsTownOrSettlement).toBe(false);
    expect(player(t, 'p2').resources.gold).toBe(player(s, 'p2').resources.gold);
    expectDecision(t, 'turn', 'p1');
  });

  it('an owner without 8 gold is not asked: the attacker takes the town at once', () => {
    const s = setResources(p1BesideP2Town(), 'p2', { gold: 7 });
    const t = move(s, P2_TOWN);
    expect(mapOf(t).fields[P2_TOWN]?.flags).toEqual(['p1']);
    expectDecision(t, 'turn', 'p1');
  });

  it('paid: 8 gold, and a siege fought by the owner\'s units alone, with the Walls, Gate and Arrow Tower of a Citadel', () => {
    const s = addBuildings(p1BesideP2Town(), 'p2', ['citadel']);
    const t = apply(move(s, P2_TOWN), { type: 'payToDefend' });
    expect(player(t, 'p2').resources.gold).toBe(player(s, 'p2').resources.gold - 8);
    const c = t.combat as CombatState;
    expect(c.defender).toMatchObject({ player: 'p2', hero: null, cards: false, neutral: false });
    expect(c.defendingTown).toBe(true);
    expect(c.units.filter((u) => u.kind !== 'unit').map((u) => u.id).sort()).toEqual(['arrow-tower', 'gate', 'wall#1', 'wall#2', 'wall#3']);
  });

  it('their own Town without a Citadel: no Walls, and still no surrender for the defender', () => {
    const t = apply(move(p1BesideP2Town(), P2_TOWN), { type: 'payToDefend' });
    expect(t.combat?.defendingTown).toBe(true);
    expect(t.combat?.units.every((u) => u.kind === 'unit')).toBe(true);
  });

  it('a town they conquered: no Walls even with their Citadel, and the defender may surrender', () => {
    let s = newTurnGame({ scenario: OPEN_CHAIN_LINK });
    s = place(s, 'p1', 'main', 1);
    s = place(s, 'p2', 'main', 6);
    s = modify(s, (x) => { (mapOf(x).fields[P1_TOWN] as { flags: string[] }).flags = ['p2']; });
    s = addBuildings(tokensUsed(tokensUsed(s, 'p1'), 'p2'), 'p2', ['citadel']);
    const t = apply(move(s, P1_TOWN), { type: 'payToDefend' });
    expect(t.combat?.defendingTown).toBe(false);
    expect(t.combat?.units.every((u) => u.kind === 'unit')).toBe(true);
  });

  it('a Settlement: no Walls, and its defending hero may surrender', () => {
    let s = settlementOf(newTurnGame(), 'p2');
    s = addBuildings(s, 'p2', ['citadel']);
    s = place(s, 'p2', 'main', SETTLEMENT);
    s = place(s, 'p1', 'main', nextTo(s, SETTLEMENT));
    s = setResources(tokensUsed(tokensUsed(s, 'p1'), 'p2'), 'p2', { gold: 20 });
    const t = move(s, SETTLEMENT);
    expect(t.combat?.defendingTown).toBe(false);
    expect(t.combat?.units.every((u) => u.kind === 'unit')).toBe(true);
    expect(types(toActivationOf(t, 'p2'))).toContain('surrender');
  });

  it('its own faction Town, its hero there: the defender cannot surrender', () => {
    let s = place(newTurnGame(), 'p1', 'main', 13);
    s = setResources(tokensUsed(tokensUsed(s, 'p1'), 'p2'), 'p2', { gold: 20 });
    const t = move(s, P2_TOWN);
    expect(t.combat?.defendingTown).toBe(true);
    expect(t.combat?.defender.hero).toBe('main');
    expect(types(toActivationOf(t, 'p2'))).not.toContain('surrender');
  });

  it('units defending alone cannot surrender, nor can the attacking hero surrender to them (ruling M25)', () => {
    const s = setResources(p1BesideP2Town(), 'p1', { gold: 30 });
    const t = apply(move(s, P2_TOWN), { type: 'payToDefend' });
    expect(types(toActivationOf(t, 'p1'))).not.toContain('surrender');
  });
});

describe('after a combat between players (End of Combat, p. 43)', () => {
  it('the attacker beats the Main Hero: the attacker moves onto the field and visits it; the defeated Main Hero goes to its town', () => {
    const s = p2Beside();
    const t = endCombat(move(s, 1), 'attackerWon');
    expect(heroAt(t, 'p1')).toMatchObject({ field: 1, lastVisited: 1 });
    expect(eventsSince(t, s.eventCount, 'fieldVisited')).toEqual([expect.objectContaining({ player: 'p1', field: 1 })]);
    expect(heroAt(t, 'p2')?.field).toBe(P2_TOWN);
    // The end of combat's own consequences fire for map combats: a Faction Cube, morale, 5 gold, experience.
    expect(player(t).factionCubes).toEqual(['p2']);
    expect(player(t, 'p2').morale.negative).toBe(true);
    expect(player(t, 'p2').resources.gold).toBe(player(s, 'p2').resources.gold - 5);
    expect(player(t).resources.gold).toBe(player(s).resources.gold + 5);
    expect(player(t).experience).toBe(player(s).experience + 1); // level I beat level I
    expect(mapOf(t).encounter).toBeNull();
    expectDecision(t, 'turn', 'p1');
  });

  it('a siege won against the hero in its town: the attacker flags the town (a second Faction Cube); the hero goes to a Settlement', () => {
    let s = settlementOf(place(newTurnGame(), 'p1', 'main', 13), 'p2');
    s = tokensUsed(tokensUsed(s, 'p1'), 'p2');
    const t = endCombat(move(s, P2_TOWN), 'attackerWon');
    expect(mapOf(t).fields[P2_TOWN]?.flags).toEqual(['p1']);
    expect(player(t).factionCubes).toEqual(['p2', 'p2']);
    expect(heroAt(t, 'p2')?.field).toBe(SETTLEMENT);
    expect(heroAt(t, 'p1')?.field).toBe(P2_TOWN);
  });

  it('a Main Hero beaten defending its last town: its player is eliminated, and the last one left wins (Scenario End, p. 53)', () => {
    const s = tokensUsed(tokensUsed(place(newTurnGame({ scenario: OPEN_CHAIN_LINK }), 'p1', 'main', 13), 'p1'), 'p2');
    const t = endCombat(move(s, P2_TOWN), 'attackerWon');
    expect(player(t, 'p2').eliminated).toBe(true);
    expect(heroAt(t, 'p2')).toBeUndefined();
    expect(mapOf(t).fields[P2_TOWN]?.flags).toEqual(['p1']);
    expect(eventsSince(t, 0, 'playerEliminated')).toMatchObject([{ player: 'p2', why: 'mainHeroDefeated' }]);
    expect(t.result).toMatchObject({ reason: 'elimination', winners: ['p1'], winner: 'p1', why: 'Catherine eliminated every enemy' });
    expect(t.pending).toBeNull();
  });

  it('a Main Hero beaten attacking on its own turn with no town left: eliminated at once, the next player\'s turn begins', () => {
    const hunt: ScenarioDef = { ...(scenario('the-hunt') as ScenarioDef), victory: [] };
    let s = turnGame({ scenario: hunt, players: [{ hero: 'catherine' }, { hero: 'mutare' }, { hero: 'sandro' }] });
    const from = heroAt(s, 'p1')?.field as number;
    const beside = nextTo(s, from);
    s = tokensUsed(tokensUsed(place(s, 'p2', 'main', beside), 'p1'), 'p2');
    s = modify(s, (x) => { player(x, 'p1').holdsTownOrSettlement = false; });
    const t = endCombat(move(s, beside), 'defenderWon');
    expect(player(t, 'p1').eliminated).toBe(true);
    expect(t.result).toBeNull(); // two players are left
    expect(eventsSince(t, s.eventCount, 'turnEnded')).toMatchObject([{ player: 'p1' }]);
    expectDecision(t, 'refreshHand', 'p2');
  });

  it('the attacker beaten: its Main Hero goes to its town or a Settlement, its player\'s choice; the defender stays', () => {
    let s = settlementOf(p2Beside(), 'p1');
    s = modify(s, (x) => { (mapOf(x).fields[SETTLEMENT] as { flags: string[] }).flags = ['p1']; });
    let t = endCombat(move(s, 1), 'defenderWon');
    const dec = expectDecision(t, 'chooseField', 'p1');
    expect(dec).toMatchObject({ hero: 'main', purpose: 'defeated' });
    expect([...dec.fields].sort((a, b) => a - b)).toEqual([P1_TOWN, SETTLEMENT]);
    t = apply(t, { type: 'chooseField', field: SETTLEMENT });
    expect(heroAt(t, 'p1')?.field).toBe(SETTLEMENT);
    expect(heroAt(t, 'p2')?.field).toBe(1);
    expect(player(t, 'p2').factionCubes).toEqual(['p1']);
    expect(player(t).morale.negative).toBe(true);
  });

  it('an attacking Secondary Hero beaten leaves the map', () => {
    const s = place(p2Beside(), 'p1', 'secondary', nextTo(p2Beside(), 1, [P1_TOWN]));
    const t = endCombat(move(s, 1, 'secondary'), 'defenderWon');
    expect(heroAt(t, 'p1', 'secondary')).toBeUndefined();
    expect(player(t).secondaryHero).toBeNull();
    expect(heroAt(t, 'p1')?.field).toBe(P1_TOWN);
  });

  it('the attacker surrenders: 10 gold to the defender, its Main Hero to a town (not the field it last visited), no visit, no cube', () => {
    const s = setResources(p2Beside(), 'p1', { gold: 20 });
    let t = toActivationOf(move(s, 1), 'p1');
    const since = t.eventCount;
    t = apply(t, { type: 'surrender' });
    while (t.pending?.kind !== 'turn') t = apply(t, legalActions(t)[0] as Action);
    expect(player(t).resources.gold).toBe(10);
    expect(heroAt(t, 'p1')?.field).toBe(P1_TOWN);
    expect(eventsSince(t, since, 'fieldVisited')).toEqual([]);
    expect(player(t, 'p2').factionCubes).toEqual([]);
    expect(heroAt(t, 'p2')?.field).toBe(1);
  });

  it('the defender surrenders: its Main Hero goes to its town; the attacker visits the field (ruling M23); no cube, no experience', () => {
    const s = p2Beside();
    const t = endCombat(move(s, 1), 'surrender', 'defender');
    expect(heroAt(t, 'p2')?.field).toBe(P2_TOWN);
    expect(heroAt(t, 'p1')).toMatchObject({ field: 1, lastVisited: 1 });
    expect(player(t).factionCubes).toEqual([]);
    expect(player(t).experience).toBe(player(s).experience);
  });

  it('units defending alone, beaten: the attacker takes the town, gaining no experience (ruling M26)', () => {
    const s = p1BesideP2Town();
    const t = endCombat(apply(move(s, P2_TOWN), { type: 'payToDefend' }), 'attackerWon');
    expect(mapOf(t).fields[P2_TOWN]?.flags).toEqual(['p1']);
    expect(player(t).factionCubes).toEqual(['p2']); // the town's cube only
    expect(player(t).experience).toBe(player(s).experience);
  });

  it('units defending alone, winning: the attacking Main Hero goes home, without losing morale, gold or a cube (ruling M26)', () => {
    const s = p1BesideP2Town();
    const paid = apply(move(s, P2_TOWN), { type: 'payToDefend' });
    const t = endCombat(paid, 'defenderWon');
    expect(heroAt(t, 'p1')?.field).toBe(P1_TOWN);
    expect(mapOf(t).fields[P2_TOWN]?.flags).toEqual(['p2']);
    expect(player(t).morale.negative).toBe(false);
    expect(player(t).resources.gold).toBe(player(s).resources.gold);
    expect(player(t, 'p2').factionCubes).toEqual([]);
  });
});

describe('a Secondary Hero against neutrals (End of Combat, p. 43)', () => {
  /** p1's Secondary Hero next to the guarded mine (field 5), in combat with its guards. */
  function secondaryAtTheMine(): GameState {
    let s = tokensUsed(newTurnGame(), 'p1');
    s = place(s, 'p1', 'secondary', nextTo(s, 5, [P1_TOWN]));
    return move(s, 5, 'secondary');
  }

  it('losing every unit on the board with units left in the deck is a retreat: it stays on the map (ruling M7)', () => {
    const s = secondaryAtTheMine();
    const from = (heroAt(s, 'p1', 'secondary') as { lastVisited: number }).lastVisited;
    const t = endCombat(s, 'defenderWon');
    expect(heroAt(t, 'p1', 'secondary')?.field).toBe(from);
    expect(player(t).secondaryHero).not.toBeNull();
  });

  it('defeated with no unit left, it leaves the map', () => {
    const s = modify(secondaryAtTheMine(), (x) => {
      for (const u of (x.combat as CombatState).units) if (u.team === 'attacker') u.defeated = true;
    });
    const t = endCombat(s, 'defenderWon');
    expect(heroAt(t, 'p1', 'secondary')).toBeUndefined();
    expect(player(t).secondaryHero).toBeNull();
  });
});

describe('hiring a Secondary Hero (Secondary Hero, p. 16)', () => {
  it('it appears on the player\'s town, with 2 movement points of its own', () => {
    const s = newTurnGame();
    let t = apply(s, { type: 'hireSecondaryHero' });
    expect(heroAt(t, 'p1', 'secondary')).toMatchObject({ field: P1_TOWN, lastVisited: P1_TOWN });
    expect(eventsSince(t, s.eventCount, 'heroPlaced')).toEqual([expect.objectContaining({ player: 'p1', hero: 'secondary', field: P1_TOWN })]);
    // Two heroes on one field: the next point moves one of them away (p. 17), either of them.
    const movement = legalActions(t).filter((a) => ['moveHero', 'revisit', 'discoverTile', 'placeTile'].includes(a.type));
    expect(new Set(movement.map((a) => a.type))).toEqual(new Set(['moveHero']));
    expect(new Set(movement.map((a) => (a as Extract<Action, { type: 'moveHero' }>).hero))).toEqual(new Set(['main', 'secondary']));
    const step = legalActions(t).find((a) => a.type === 'moveHero' && a.hero === 'secondary' && mapOf(t).fields[a.field]?.cleared === false) as Action;
    t = apply(t, step);
    expect(player(t).secondaryHero?.used).toBe(1);
    expect(player(t).mainHero.used).toBe(0);
  });

  it('with several towns or settlements, the player chooses where it appears', () => {
    const s = settlementOf(newTurnGame(), 'p1');
    let t = apply(s, { type: 'hireSecondaryHero' });
    const dec = expectDecision(t, 'chooseField', 'p1');
    expect(dec).toMatchObject({ hero: 'secondary', purpose: 'hired' });
    expect([...dec.fields].sort((a, b) => a - b)).toEqual([P1_TOWN, SETTLEMENT]);
    t = apply(t, { type: 'chooseField', field: SETTLEMENT });
    expect(heroAt(t, 'p1', 'secondary')?.field).toBe(SETTLEMENT);
    expect(eventsSince(t, s.eventCount, 'heroPlaced')).toHaveLength(1);
    expectDecision(t, 'turn', 'p1');
  });
});

describe('saves, texts and random games', () => {
  it('a game saved in the Town-action window loads and goes on; a window naming no player is refused', () => {
    const t = move(newTurnGame(), 5);
    const loaded = loadState(JSON.parse(JSON.stringify(t)));
    expect(apply(loaded, { type: 'pass' }).combat).not.toBeNull();
    const broken = modify(t, (x) => { (mapOf(x).encounter as unknown as { townActions: unknown[] }).townActions = [7]; });
    expect(() => loadState(broken)).toThrow(InvalidStateError);
  });

  it('describes the defender\'s answers in the rule book\'s words', () => {
    const t = move(p1BesideP2Town(), P2_TOWN);
    expect(describeAction(t, { type: 'payToDefend' })).toBe('Mutare pays 8 gold to defend the Town (S2) with their units');
    const u = move(tokensUsed(place(newTurnGame(), 'p2', 'secondary', 6), 'p1'), 6);
    expect(describeAction(u, { type: 'instantDefeat' })).toBe('Mutare\'s Secondary Hero is defeated at once, without a combat');
    expect(describeAction(u, { type: 'fight' })).toBe('Mutare\'s Secondary Hero fights');
  });

  it('random games: every listed action applies, and a player has Secondary Hero movement exactly while it is on the map', () => {
    for (let g = 0; g < 6; g++) {
      const random = mulberry32(g + 1);
      let s = createGame({ players: 2, scenario: g % 2 ? 'the-hunt' : 'chain-link', seed: `players-${g}` });
      for (let i = 0; i < 1500 && s.pending; i++) {
        const acts = legalActions(s);
        const busy = acts.filter((a) => a.type !== 'endTurn' && a.type !== 'surrender' && a.type !== 'retreat');
        const from = busy.length > 0 && random() < 0.85 ? busy : acts;
        s = apply(s, from[Math.floor(random() * from.length)] as Action);
        if (s.map === null || mapOf(s).encounter !== null) continue; // before the map's setup; between a combat's end and its consequences
        for (const p of s.players) expect(p.secondaryHero !== null, `game ${g} step ${i}`).toBe(heroAt(s, p.id, 'secondary') !== undefined);
      }
    }
  });
});
