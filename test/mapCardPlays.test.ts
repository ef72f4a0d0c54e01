/**
 * The card plays and unit abilities that act on the adventure map (issue #10): Town Portal with Power played on the
 * map (the example on p. 31), Angel Wings' flight, Speculum's discovery, Logistics' and Nomads' move at the end of the
 * turn, Diplomacy's skipped combat, the Rogues' look at a deck and Champions' cheaper reinforcement on Stables
 * (docs/cards.md; rulings M40–M49).
 */
import { describe, expect, it } from 'vitest';
import { apply, describeAction, findInvariantViolations, InvalidStateError, legalActions, loadState, viewFor, type Action, type CardId, type GameState } from '../src';
import type { FieldState, MapState } from '../src/model';
import { experienceForLevel } from '../src/hero/levels';
import { geometryOf } from '../src/map/geometry';
import { TILE_BY_ID } from '../src/content/registry';
import { allCards, expectDecision, expectIllegal, isListed, modify, CHAIN_LINK_TILES, newTurnGame as turnGame, withTiles, player, setBuildings, setResources, withPlayer } from './helpers';

/** A game on p1's turn, on the Chain Link map described here. */
const newTurnGame = (config: Parameters<typeof turnGame>[0] = {}): GameState => withTiles(turnGame(config), CHAIN_LINK_TILES);

// ---- Helpers --------------------------------------------------------------------------------------

const mapOf = (s: GameState): MapState => s.map as MapState;
const heroAt = (s: GameState, id = 'p1', hero: 'main' | 'secondary' = 'main') =>
  mapOf(s).heroes.find((h) => h.player === id && h.hero === hero)?.field as number;
/** What is printed on a field of a tile (face up or not). */
const printed = (s: GameState, field: number) => TILE_BY_ID[mapOf(s).tiles[Math.floor(field / 7)]?.tile as string]?.fields[field % 7];
/** The field of a tile holding a location. */
const fieldOn = (s: GameState, tile: number, location: string): number =>
  tile * 7 + (TILE_BY_ID[mapOf(s).tiles[tile]?.tile as string]?.fields.findIndex((f) => f.location === location) as number);
const neighbours = (s: GameState, field: number): number[] => geometryOf(mapOf(s).tiles).neighbours[field] ?? [];
const instance = (s: GameState, id: string, n = 0): CardId => allCards(s).filter((c) => c.startsWith(`${id}#`))[n] as CardId;
const cardIn = (s: GameState, id: string): CardId => player(s).hand.find((c) => c.startsWith(`${id}#`)) as CardId;
const plays = (s: GameState, id: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(`${id}#`));
const events = <T extends GameState['log'][number]['type']>(s: GameState, type: T) => s.log.filter((e) => e.type === type);

/** Replaces p1's hand with one instance of each card id (taken from wherever it is). */
function withHand(state: GameState, ids: string[]): GameState {
  const picks = ids.map((id, i) => instance(state, id, ids.slice(0, i).filter((x) => x === id).length));
  return modify(state, (s) => {
    const zones = [...s.players.flatMap((p) => [p.deck, p.hand, p.discard]), ...Object.values(s.decks).flatMap((d) => [d.deck, d.discard]), ...Object.values(s.statisticSupply)];
    const p1 = s.players[0]!;
    for (const c of [...p1.hand]) if (!picks.includes(c)) { p1.hand.splice(p1.hand.indexOf(c), 1); p1.deck.push(c); }
    for (const c of picks) {
      if (p1.hand.includes(c)) continue;
      for (const z of zones) if (z.includes(c)) z.splice(z.indexOf(c), 1);
      p1.hand.push(c);
    }
    for (const d of Object.values(s.decks)) if (d.discard.length === 0 && d.deck.length > 0) d.discard.push(d.deck.pop() as string);
  });
}

/** Turns tiles face up as printed. */
const reveal = (state: GameState, tiles: number[]) =>
  modify(state, (s) => {
    const m = s.map as MapState;
    m.tiles = m.tiles.map((t, i) => (tiles.includes(i) ? { ...t, faceUp: true } : t));
  });

/** Puts a player's hero on a field (the field it last visited too). */
const putHero = (state: GameState, field: number, id = 'p1', hero: 'main' | 'secondary' = 'main') =>
  modify(state, (s) => {
    const m = s.map as MapState;
    m.heroes = m.heroes.filter((h) => !(h.player === id && h.hero === hero));
    m.heroes.push({ player: id, hero, field, lastVisited: field });
    if (hero === 'secondary') {
      const p = s.players.find((x) => x.id === id)!;
      p.secondaryHero ??= { base: 2, used: 0, extra: 0 };
    }
  });

/** Changes a field's state. */
const setFieldState = (state: GameState, field: number, change: Partial<FieldState>) =>
  modify(state, (s) => {
    const m = s.map as MapState;
    m.fields[field] = { ...(m.fields[field] as FieldState), ...change };
  });

/** A neutral unit card taken from its deck into p1's unit deck. */
const recruitNeutral = (state: GameState, card: string) =>
  withPlayer(state, 'p1', (p, s) => {
    for (const pile of Object.values(s.neutralDecks)) pile.deck = pile.deck.filter((x) => x !== card);
    p.units.push({ unit: card, side: 'neutral' });
  });

/** p1 on their turn at this level, holding these cards. */
const turnAt = (level: number, hand: string[]): GameState =>
  withHand(withPlayer(newTurnGame(), 'p1', (p) => { p.experience = experienceForLevel(level); }), hand);

/** A field next to `field` a hero may stand on (not Blocked, no hero). */
const besideField = (s: GameState, field: number): number =>
  neighbours(s, field).find((n) => mapOf(s).tiles[Math.floor(n / 7)]?.faceUp && printed(s, n)?.location !== 'blocked' && !mapOf(s).heroes.some((h) => h.field === n)) as number;

// The Chain Link layout: p1 (Castle) on tile 0 (S3), its town on field 3; tiles 2 (F8) and 3 (F2) face down next to it.
const TOWN = 3;

// ---- Town Portal ---------------------------------------------------------------------------------

/** Passes the Town-action window of a declared combat (Town Actions, p. 19): the combat is then set up. */
function passDeclared(state: GameState): GameState {
  let x = state;
  while (x.pending?.kind === 'combatDeclared') x = apply(x, { type: 'pass' });
  return x;
}

describe('Town Portal (Spell, Map; M40, M42)', () => {
  /** p1 (level `level`) away from its town, with a flagged Settlement on F2 (tile 3), holding `hand`. */
  function awayFromHome(level: number, hand: string[]): { s: GameState; settlement: number } {
    let s = reveal(turnAt(level, hand), [3]);
    const settlement = fieldOn(s, 3, 'settlement');
    s = setFieldState(s, settlement, { cleared: true, flags: ['p1'], everFlagged: true });
    s = putHero(s, fieldOn(s, 0, 'resource'));
    return { s, settlement };
  }

  it('the example of p. 31: a Level II hero Empowers it with the Power card\'s Expert effect and gains a movement point', () => {
    let { s, settlement } = awayFromHome(2, ['stat.power', 'spell.town-portal']);
    // Without Power played, Town Portal is cast with 0 Power only; the Power card is offered for it.
    expect(plays(s, 'spell.town-portal').map((a) => [a.play, a.power])).toEqual([['spell', 0]]);
    expect(plays(s, 'stat.power').map((a) => a.play)).toEqual(['basic', 'expert']);
    s = apply(s, { type: 'playCard', card: cardIn(s, 'stat.power'), play: 'expert' });
    expect(mapOf(s).turnEffects.power).toBe(2);
    expect(player(s).expertUsed).toBe(1);
    expect(plays(s, 'spell.town-portal').map((a) => a.power)).toEqual([0, 1, 2]);
    const portal = cardIn(s, 'spell.town-portal');
    s = apply(s, { type: 'playCard', card: portal, play: 'spell', power: 2 });
    // Two places to go: the town and the Settlement.
    const dec = expectDecision(s, 'townPortal', 'p1');
    expect([...dec.fields].sort((a, b) => a - b)).toEqual([TOWN, settlement].sort((a, b) => a - b));
    expect(mapOf(s).turnEffects.power).toBe(0); // casting uses all the Power played
    s = apply(s, { type: 'chooseField', field: settlement });
    expect(heroAt(s)).toBe(settlement);
    expect(player(s).mainHero.extra).toBe(1);
    expect(player(s).discard).toContain(portal);
    expect(events(s, 'heroMoved')).toMatchObject([{ player: 'p1', hero: 'main', to: settlement, location: 'settlement' }]);
    expect(events(s, 'movementGained')).toMatchObject([{ player: 'p1', amount: 1 }]);
    expectDecision(s, 'turn', 'p1');
  });

  it('with 4 Power the hero gains 2 movement points; 3 Power buys the tier of 2 (a cheaper effect than paid for)', () => {
    const run = (power: number) => {
      let { s } = awayFromHome(4, ['stat.power', 'stat.power', 'spell.town-portal']);
      s = apply(s, { type: 'playCard', card: cardIn(s, 'stat.power'), play: 'expert' });
      s = apply(s, { type: 'playCard', card: cardIn(s, 'stat.power'), play: 'expert' });
      expect(mapOf(s).turnEffects.power).toBe(4);
      s = apply(s, { type: 'playCard', card: cardIn(s, 'spell.town-portal'), play: 'spell', power });
      s = apply(s, { type: 'chooseField', field: TOWN });
      return player(s).mainHero.extra;
    };
    expect(run(4)).toBe(2);
    expect(run(3)).toBe(1);
    expect(run(0)).toBe(0);
  });

  it('with one place to go the hero goes there at once; with no Power it gains nothing', () => {
    let s = putHero(turnAt(1, ['spell.town-portal']), fieldOn(newTurnGame(), 0, 'empty'));
    s = apply(s, { type: 'playCard', card: cardIn(s, 'spell.town-portal'), play: 'spell', power: 0 });
    expect(heroAt(s)).toBe(TOWN);
    expect(player(s).mainHero.extra).toBe(0);
    expect(events(s, 'fieldVisited')).toMatchObject([{ field: TOWN, location: 'town' }]);
    expectDecision(s, 'turn', 'p1');
  });

  it('is not offered on the only town the hero stands on, nor onto a field where another hero of yours stands', () => {
    expect(plays(turnAt(1, ['spell.town-portal']), 'spell.town-portal')).toEqual([]);
    let { s, settlement } = awayFromHome(1, ['spell.town-portal']);
    s = putHero(s, settlement, 'p1', 'secondary');
    s = apply(s, { type: 'playCard', card: cardIn(s, 'spell.town-portal'), play: 'spell', power: 0 });
    expect(heroAt(s)).toBe(TOWN); // the only other place: no decision
  });

  it('Power played on the map is gone once the player does anything but play a card', () => {
    let { s } = awayFromHome(2, ['stat.power', 'spell.town-portal']);
    s = apply(s, { type: 'playCard', card: cardIn(s, 'stat.power'), play: 'basic' });
    expect(mapOf(s).turnEffects.power).toBe(1);
    const step = legalActions(s).find((a) => a.type === 'moveHero') as Action;
    s = apply(s, step);
    expect(mapOf(s).turnEffects.power).toBe(0);
  });

  it('a card is played for its Power only when a Spell in hand can use it on the map now', () => {
    expect(plays(turnAt(2, ['stat.power']), 'stat.power')).toEqual([]);
    // Town Portal in hand, but nowhere to go: no Power either.
    expect(plays(turnAt(2, ['stat.power', 'spell.town-portal']), 'stat.power')).toEqual([]);
    // Another Spell's "+1 Power" counts (the Spell itself is not played for its own Power).
    const { s } = awayFromHome(1, ['spell.magic-arrow', 'spell.town-portal']);
    expect(plays(s, 'spell.magic-arrow').map((a) => a.play)).toEqual(['alternative']);
    expect(plays(s, 'spell.town-portal').map((a) => a.play)).toEqual(['spell']);
  });

  it('refuses a Power tier above the Power played, a cast that names none, and a tier for a card that takes none', () => {
    const { s } = awayFromHome(2, ['stat.power', 'stat.power', 'spell.town-portal']);
    const t = apply(s, { type: 'playCard', card: cardIn(s, 'stat.power'), play: 'basic' });
    expectIllegal(t, { type: 'playCard', card: cardIn(t, 'spell.town-portal'), play: 'spell', power: 2 }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(t, { type: 'playCard', card: cardIn(t, 'spell.town-portal'), play: 'spell' }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(t, { type: 'playCard', card: cardIn(t, 'stat.power'), play: 'basic', power: 1 }, 'MALFORMED_ACTION');
  });

  it('a save taken while the player picks where to go loads and goes on', () => {
    let { s, settlement } = awayFromHome(2, ['stat.power', 'spell.town-portal']);
    s = apply(s, { type: 'playCard', card: cardIn(s, 'stat.power'), play: 'expert' });
    s = apply(s, { type: 'playCard', card: cardIn(s, 'spell.town-portal'), play: 'spell', power: 2 });
    const loaded = loadState(JSON.parse(JSON.stringify(s)));
    const t = apply(loaded, { type: 'chooseField', field: settlement });
    expect(player(t).mainHero.extra).toBe(1);
  });
});

// ---- Angel Wings ----------------------------------------------------------------------------------

describe('Angel Wings (Artifact, top; M43)', () => {
  const wings = (level = 1) => turnAt(level, ['artifact.angel-wings']);
  const fly = (s: GameState) => apply(s, { type: 'playCard', card: cardIn(s, 'artifact.angel-wings'), play: 'top' });

  it('gives the hero +1 movement point and flies it over a guarded field without a combat; where it lands is resolved', () => {
    let s = fly(wings());
    expect(player(s).mainHero.extra).toBe(1);
    expectDecision(s, 'flight', 'p1');
    const mine = fieldOn(s, 0, 'building-materials-mine'); // guarded (I): a level I hero would fight
    s = apply(s, { type: 'moveHero', hero: 'main', field: mine });
    expect(s.combat).toBeNull();
    expect(heroAt(s)).toBe(mine);
    expect(events(s, 'fieldVisited')).toEqual([]);
    expectDecision(s, 'flight', 'p1');
    expect(describeAction(s, { type: 'decline' })).toBe('Catherine lands');
    const empty = neighbours(s, mine).find((n) => printed(s, n)?.location === 'empty') as number;
    s = apply(s, { type: 'moveHero', hero: 'main', field: empty });
    s = apply(s, { type: 'decline' });
    expect(events(s, 'fieldVisited')).toMatchObject([{ field: empty, location: 'empty' }]);
    expect(mapOf(s).fields[mine]?.flags).toEqual([]); // passed over: not flagged
    expectDecision(s, 'turn', 'p1');
  });

  it('landing on a guarded field starts its combat', () => {
    let s = fly(wings());
    const mine = fieldOn(s, 0, 'building-materials-mine');
    s = apply(s, { type: 'moveHero', hero: 'main', field: mine });
    s = passDeclared(apply(s, { type: 'decline' }));
    expect(s.combat).not.toBeNull();
    expect(mapOf(s).encounter).toMatchObject({ player: 'p1', field: mine, against: 'neutral' });
  });

  it('lands by itself when its movement points run out', () => {
    let s = fly(wings());
    for (let i = 0; i < 4; i++) {
      expectDecision(s, 'flight', 'p1');
      const step = legalActions(s).find((a) => a.type === 'moveHero' && printed(s, a.field)?.location === 'empty') ??
        legalActions(s).find((a) => a.type === 'moveHero');
      s = apply(s, step as Action);
    }
    expect(player(s).mainHero.used).toBe(4);
    expect(s.pending?.kind).not.toBe('flight');
  });

  it('flies over a Blocked field with a point left to fly on, never lands there', () => {
    let s = fly(wings());
    const blocked = fieldOn(s, 0, 'blocked');
    expect(isListed(s, { type: 'moveHero', hero: 'main', field: blocked })).toBe(true);
    s = apply(s, { type: 'moveHero', hero: 'main', field: blocked });
    expect(heroAt(s)).toBe(blocked);
    expect(isListed(s, { type: 'decline' })).toBe(false);
    expectIllegal(s, { type: 'decline' }, 'CANNOT_MOVE_THERE');
    // With a single point left, the Blocked field is not offered.
    s = modify(fly(wings()), (x) => { x.players[0]!.mainHero.used = 3; });
    expect(isListed(s, { type: 'moveHero', hero: 'main', field: blocked })).toBe(false);
  });

  it('landing where it started resolves nothing', () => {
    const s = apply(fly(wings()), { type: 'decline' });
    expect(events(s, 'fieldVisited')).toEqual([]);
    expectDecision(s, 'turn', 'p1');
  });

  it('lets the player choose the hero when both are on the map; only that hero steps', () => {
    let s = putHero(wings(), fieldOn(newTurnGame(), 0, 'empty'), 'p1', 'secondary');
    s = fly(s);
    expectDecision(s, 'choose', 'p1');
    s = apply(s, { type: 'choose', option: 'secondary' });
    expect(player(s).secondaryHero?.extra).toBe(1);
    const dec = expectDecision(s, 'flight', 'p1');
    expect(dec.hero).toBe('secondary');
    for (const a of legalActions(s)) if (a.type === 'moveHero') expect(a.hero).toBe('secondary');
    expectIllegal(s, { type: 'moveHero', hero: 'main', field: fieldOn(s, 0, 'resource') }, 'OPTION_NOT_AVAILABLE');
  });

  it('a save taken mid-flight loads and goes on', () => {
    let s = fly(wings());
    s = apply(s, { type: 'moveHero', hero: 'main', field: fieldOn(s, 0, 'resource') });
    const loaded = loadState(JSON.parse(JSON.stringify(s)));
    expect(legalActions(loaded)).toEqual(legalActions(s));
    expect(findInvariantViolations(s)).toEqual([]);
  });
});

// ---- Speculum -------------------------------------------------------------------------------------

describe('Speculum (Artifact, top; M44)', () => {
  it('discovers a face-down tile next to the Main Hero\'s tile for no movement point; its discoverer turns it', () => {
    let s = turnAt(1, ['artifact.speculum']);
    const card = cardIn(s, 'artifact.speculum');
    s = apply(s, { type: 'playCard', card, play: 'top' });
    const dec = expectDecision(s, 'discoverNearHero', 'p1');
    expect([...dec.tiles].sort()).toEqual([2, 3]); // F8 and F2 touch the Starting tile
    expectIllegal(s, { type: 'discoverTile', hero: 'main', tile: 10 }, 'OPTION_NOT_AVAILABLE');
    s = apply(s, { type: 'discoverTile', hero: 'main', tile: 2 });
    expect(mapOf(s).tiles[2]?.faceUp).toBe(true);
    expectDecision(s, 'rotateTile', 'p1');
    s = apply(s, { type: 'rotateTile', rotation: 3 });
    expect(mapOf(s).tiles[2]?.rotation).toBe(3);
    expect(player(s).mainHero.used).toBe(0);
    expect(player(s).discard).toContain(card);
  });

  it('with one face-down tile left next to it, that tile is turned over at once; with none, it is not offered', () => {
    let s = reveal(turnAt(1, ['artifact.speculum']), [2]);
    s = apply(s, { type: 'playCard', card: cardIn(s, 'artifact.speculum'), play: 'top' });
    expect(mapOf(s).tiles[3]?.faceUp).toBe(true);
    expectDecision(s, 'rotateTile', 'p1');
    expect(plays(reveal(turnAt(1, ['artifact.speculum']), [2, 3]), 'artifact.speculum').map((a) => a.play)).toEqual(['bottom']);
  });
});

// ---- Logistics and Nomads: the move at the end of the turn -----------------------------------------------

describe('Logistics Basic and Nomads: a move to an adjacent empty field at the end of the turn (M46, M47)', () => {
  it('Logistics Basic (Ongoing): when the turn ends, the Main Hero may move to an empty field next to it', () => {
    let s = turnAt(1, ['ability.logistics']);
    s = apply(s, { type: 'playCard', card: cardIn(s, 'ability.logistics'), play: 'basic' });
    expect(mapOf(s).turnEffects.movesAtTurnEnd).toBe(1);
    s = apply(s, { type: 'endTurn' });
    expectDecision(s, 'moveAtTurnEnd', 'p1');
    // Next to the town: the Resource symbol (not visited), two Empty Fields, two guarded fields, a Blocked field.
    const empties = neighbours(s, TOWN).filter((n) => printed(s, n)?.location === 'empty');
    expect(legalActions(s)).toEqual([...empties.map((field) => ({ type: 'moveHero', hero: 'main', field })), { type: 'decline' }]);
    s = apply(s, { type: 'moveHero', hero: 'main', field: empties[0] as number });
    expect(heroAt(s)).toBe(empties[0]);
    expect(mapOf(s).heroes.find((h) => h.player === 'p1')?.lastVisited).toBe(empties[0]);
    expect(events(s, 'turnEnded')).toMatchObject([{ player: 'p1' }]);
    expect(mapOf(s).turnEffects.movesAtTurnEnd).toBe(0);
    expectDecision(s, 'refreshHand', 'p2');
  });

  it('an empty field: a visited Visitable field, or a Flaggable one already the player\'s; never one with a hero', () => {
    let s = turnAt(1, ['ability.logistics']);
    const resource = fieldOn(s, 0, 'resource');
    const mine = fieldOn(s, 0, 'building-materials-mine');
    const empty = fieldOn(s, 0, 'empty');
    s = setFieldState(s, resource, { visited: true, cleared: true });
    s = setFieldState(s, mine, { cleared: true, flags: ['p1'], everFlagged: true });
    s = putHero(s, empty, 'p1', 'secondary');
    s = apply(s, { type: 'playCard', card: cardIn(s, 'ability.logistics'), play: 'basic' });
    s = apply(s, { type: 'endTurn' });
    const fields = legalActions(s).flatMap((a) => (a.type === 'moveHero' ? [a.field] : []));
    expect(fields).toContain(resource);
    expect(fields).toContain(mine);
    expect(fields).not.toContain(empty);
    expect(fields.every((f) => printed(s, f)?.location !== 'treasure')).toBe(true); // guarded, not beaten
  });

  it('declining ends the turn where the hero stands; two Logistics give two moves', () => {
    let s = turnAt(1, ['ability.logistics', 'ability.logistics']);
    s = apply(s, { type: 'playCard', card: cardIn(s, 'ability.logistics'), play: 'basic' });
    s = apply(s, { type: 'playCard', card: cardIn(s, 'ability.logistics'), play: 'basic' });
    const declined = apply(apply(s, { type: 'endTurn' }), { type: 'decline' });
    expect(heroAt(declined)).toBe(TOWN);
    expectDecision(declined, 'refreshHand', 'p2');
    s = apply(s, { type: 'endTurn' });
    expect(expectDecision(s, 'moveAtTurnEnd', 'p1').moves).toBe(2);
    s = apply(s, legalActions(s)[0] as Action);
    expect(expectDecision(s, 'moveAtTurnEnd', 'p1').moves).toBe(1);
    s = apply(s, legalActions(s)[0] as Action);
    expectDecision(s, 'refreshHand', 'p2');
  });

  it('Nomads in the unit deck: a move at the end of every turn, one per Nomads card', () => {
    const withNomads = (n: number) => {
      let s = newTurnGame();
      for (let i = 1; i <= n; i++) s = recruitNeutral(s, `neutral.nomads#${i}`);
      return s;
    };
    expect(expectDecision(apply(withNomads(1), { type: 'endTurn' }), 'moveAtTurnEnd', 'p1').moves).toBe(1);
    expect(expectDecision(apply(withNomads(2), { type: 'endTurn' }), 'moveAtTurnEnd', 'p1').moves).toBe(2);
    expectDecision(apply(withNomads(0), { type: 'endTurn' }), 'refreshHand', 'p2');
  });
});

// ---- Diplomacy Expert -----------------------------------------------------------------------------

describe('Diplomacy Expert: skip a combat with neutrals at the hero\'s level (M45)', () => {
  /** p1 at `level` with Diplomacy, next to the Valuables Mine (III) of F8 (tile 2, turned face up). */
  function besideMine(level: number, hand = ['ability.diplomacy']): { s: GameState; mine: number } {
    let s = reveal(turnAt(level, hand), [2]);
    const mine = fieldOn(s, 2, 'valuables-mine');
    s = putHero(s, besideField(s, mine));
    return { s, mine };
  }

  it('is offered when the combat is declared: the hero visits the field (flags the mine) with no combat and no experience', () => {
    let { s, mine } = besideMine(3);
    expect(plays(s, 'ability.diplomacy').map((a) => a.play)).toEqual(['basic']); // never on the turn
    const xp = player(s).experience;
    s = apply(s, { type: 'moveHero', hero: 'main', field: mine });
    expectDecision(s, 'skipCombat', 'p1');
    const card = cardIn(s, 'ability.diplomacy');
    expect(legalActions(s)).toEqual([{ type: 'playCard', card, play: 'expert' }, { type: 'decline' }]);
    s = apply(s, { type: 'playCard', card, play: 'expert' });
    expect(s.combat).toBeNull();
    expect(mapOf(s).fields[mine]).toMatchObject({ cleared: true, flags: ['p1'] });
    expect(player(s).experience).toBe(xp);
    expect(player(s).expertUsed).toBe(1);
    expect(player(s).discard).toContain(card);
    expectDecision(s, 'turn', 'p1');
  });

  it('declining fights the combat', () => {
    let { s, mine } = besideMine(3);
    s = apply(s, { type: 'moveHero', hero: 'main', field: mine });
    expect(describeAction(s, { type: 'decline' })).toBe('Catherine fights the neutrals');
    s = passDeclared(apply(s, { type: 'decline' }));
    expect(s.combat).not.toBeNull();
    expect(mapOf(s).encounter).toMatchObject({ player: 'p1', field: mine, against: 'neutral' });
  });

  it('is not offered at another level, nor without an Expert effect left this round', () => {
    const enter = ({ s, mine }: { s: GameState; mine: number }) => passDeclared(apply(s, { type: 'moveHero', hero: 'main', field: mine }));
    expect(enter(besideMine(2)).combat).not.toBeNull(); // level II against III: a combat
    expect(enter(besideMine(4)).combat).toBeNull(); // level IV: Quick Combat
    expect(enter(besideMine(4)).pending?.kind).not.toBe('skipCombat');
    const used = besideMine(3);
    used.s = withPlayer(used.s, 'p1', (p) => { p.expertUsed = 1; });
    expect(enter(used).combat).not.toBeNull();
  });

  it('refuses another card in the skipCombat decision', () => {
    let { s, mine } = besideMine(3, ['ability.diplomacy', 'ability.estates']);
    s = apply(s, { type: 'moveHero', hero: 'main', field: mine });
    expectIllegal(s, { type: 'playCard', card: cardIn(s, 'ability.estates'), play: 'basic' }, 'OPTION_NOT_AVAILABLE');
  });
});

// ---- Rogues ---------------------------------------------------------------------------------------

describe('Rogues: once a turn, look at the top card of a deck, leave it or put it at the bottom (M48)', () => {
  const withRogues = () => recruitNeutral(newTurnGame(), 'neutral.rogues#1');

  it('offers each deck with cards; the card is seen by its player only; put at the bottom, it goes under the deck', () => {
    let s = withRogues();
    const decks = legalActions(s).flatMap((a) => (a.type === 'peek' ? [a.deck] : []));
    expect(decks).toEqual(['own', 'ability', 'artifact', 'spell', 'bronze', 'silver', 'gold', 'azure']);
    const top = s.decks.spell.deck[s.decks.spell.deck.length - 1] as CardId;
    s = apply(s, { type: 'peek', deck: 'spell' });
    expectDecision(s, 'peekedCard', 'p1');
    expect(findInvariantViolations(s)).toEqual([]);
    expect(viewFor(s, 'p1').revealed).toEqual([top]);
    expect(viewFor(s, 'p2').revealed).toEqual(['?']);
    s = apply(s, { type: 'choose', option: 'bottom' });
    expect(s.decks.spell.deck[0]).toBe(top);
    expect(s.revealed).toEqual([]);
    expect(events(s, 'topCardPeeked')).toMatchObject([{ player: 'p1', deck: 'spell', toBottom: true }]);
    expect(legalActions(s).some((a) => a.type === 'peek')).toBe(false); // once a turn
    expectIllegal(s, { type: 'peek', deck: 'ability' }, 'OPTION_NOT_AVAILABLE');
  });

  it('left on top, the deck is as it was; a neutral unit deck and the player\'s own deck can be looked at too', () => {
    for (const deck of ['own', 'bronze'] as const) {
      const s = withRogues();
      const before = deck === 'own' ? player(s).deck : s.neutralDecks.bronze.deck;
      const looking = apply(s, { type: 'peek', deck });
      expect(findInvariantViolations(looking)).toEqual([]);
      const t = apply(looking, { type: 'choose', option: 'top' });
      expect(deck === 'own' ? player(t).deck : t.neutralDecks.bronze.deck).toEqual(before);
    }
  });

  it('is not offered without Rogues, and comes back next turn', () => {
    expect(legalActions(newTurnGame()).some((a) => a.type === 'peek')).toBe(false);
    const s = apply(apply(withRogues(), { type: 'peek', deck: 'ability' }), { type: 'choose', option: 'top' });
    expect(mapOf(apply(s, { type: 'endTurn' })).turnEffects.peeked).toBe(false);
  });
});

// ---- Champions ------------------------------------------------------------------------------------

describe('Champions (Few): reinforcing costs 6 gold less while the Main Hero stands on Stables (M41)', () => {
  /** p1 with Few Champions, the Citadel and the Gold Dwelling, 14 gold and a Valuable: 6 short of the printed 20. */
  function champions(onStables: boolean): GameState {
    let s = reveal(newTurnGame(), [2]);
    s = setBuildings(s, 'p1', ['bronzeDwelling', 'silverDwelling', 'goldDwelling', 'citadel']);
    s = setResources(s, 'p1', { gold: 14, buildingMaterials: 0, valuables: 1 });
    s = withPlayer(s, 'p1', (p) => { p.units = [{ unit: 'castle.champions', side: 'few' }]; });
    return onStables ? putHero(s, fieldOn(s, 2, 'stables')) : s;
  }

  it('on Stables the reinforcement is offered and costs 14 gold; elsewhere it is not offered', () => {
    expect(isListed(champions(false), { type: 'reinforce', unit: 'castle.champions' })).toBe(false);
    expectIllegal(champions(false), { type: 'reinforce', unit: 'castle.champions' }, 'NOT_ENOUGH_RESOURCES');
    const s = apply(champions(true), { type: 'reinforce', unit: 'castle.champions' });
    expect(player(s).units).toEqual([{ unit: 'castle.champions', side: 'pack' }]);
    expect(player(s).resources).toEqual({ gold: 0, buildingMaterials: 0, valuables: 0 });
  });
});

// ---- Saves and malformed input ---------------------------------------------------------------------

describe('saves and malformed input', () => {
  it('loadState checks the turn\'s waiting effects and the new decisions', () => {
    const s = newTurnGame();
    const bad = (change: (x: GameState) => void) => () => loadState(modify(s, change));
    expect(bad((x) => { (x.map as MapState).turnEffects.power = -1; })).toThrow(InvalidStateError);
    expect(bad((x) => { (x.map as MapState).turnEffects = { power: 0, movesAtTurnEnd: 0 } as never; })).toThrow(InvalidStateError);
    expect(bad((x) => { x.pending = { kind: 'flight', player: 'p1', source: 'x', hero: 'main' } as never; })).toThrow(InvalidStateError);
    expect(bad((x) => { x.pending = { kind: 'peekedCard', player: 'p1', deck: 'discard' } as never; })).toThrow(InvalidStateError);
    expect(bad((x) => { x.pending = { kind: 'moveAtTurnEnd', player: 'p1', moves: 0 }; })).toThrow(InvalidStateError);
  });

  it('refuses a malformed peek, and a move at the end of the turn that is not to an empty field next to the Main Hero', () => {
    const s = recruitNeutral(newTurnGame(), 'neutral.rogues#1');
    expectIllegal(s, { type: 'peek', deck: 'discard' }, 'MALFORMED_ACTION');
    let t = turnAt(1, ['ability.logistics']);
    t = apply(apply(t, { type: 'playCard', card: cardIn(t, 'ability.logistics'), play: 'basic' }), { type: 'endTurn' });
    expectIllegal(t, { type: 'moveHero', hero: 'main', field: fieldOn(t, 0, 'treasure') }, 'CANNOT_MOVE_THERE');
    expectIllegal(t, { type: 'moveHero', hero: 'secondary', field: fieldOn(t, 0, 'empty') }, 'CANNOT_MOVE_THERE');
    expectIllegal(t, { type: 'endTurn' }, 'WRONG_DECISION');
  });
});
