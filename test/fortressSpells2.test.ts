/**
 * The Fortress box's Spells Fly, Fortune and Remove Obstacle (rulings FX140–FX159), and the AI Heroes' use of every
 * Spell of the box.
 */
import { describe, expect, it } from 'vitest';
import { apply, findInvariantViolations, IllegalActionError, legalActions, loadState, type Action, type CardId, type GameState } from '../src';
import type { MapHero, MapState } from '../src/model';
import { geometryOf } from '../src/map/geometry';
import { TILE_BY_ID } from '../src/content/registry';
import { cards } from '../src';
import { allCards, expectDecision, modify, CHAIN_LINK_TILES, newTurnGame, withTiles, player } from './helpers';

const mapOf = (s: GameState): MapState => s.map as MapState;
const locationAt = (s: GameState, field: number) => TILE_BY_ID[mapOf(s).tiles[Math.floor(field / 7)]?.tile as string]?.fields[field % 7]?.location ?? '';
const cardIn = (s: GameState, id: string): CardId => player(s).hand.find((c) => c.startsWith(`${id}#`)) as CardId;
const main = (s: GameState, id = 'p1'): MapHero => mapOf(s).heroes.find((h) => h.player === id && h.hero === 'main') as MapHero;
const steps = (s: GameState) => legalActions(s).filter((a): a is Extract<Action, { type: 'moveHero' }> => a.type === 'moveHero');
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};

/** p1's turn with the Fortress box, every tile face up, p1 holding `hand` (taken from the piles). */
function game(hand: string[]): GameState {
  const start = withTiles(newTurnGame({ expansions: ['fortress'] }), CHAIN_LINK_TILES);
  return modify(start, (s) => {
    const m = s.map as MapState;
    m.tiles = m.tiles.map((t) => ({ ...t, faceUp: true }));
    const p1 = s.players[0]!;
    const zones = [...s.players.flatMap((p) => [p.deck, p.discard]), ...Object.values(s.decks).flatMap((d) => [d.deck, d.discard]), ...Object.values(s.statisticSupply)];
    while (p1.hand.length > 0) p1.deck.push(p1.hand.pop() as string);
    for (const id of hand) {
      const c = allCards(s).find((x) => x.startsWith(`${id}#`) && !p1.hand.includes(x)) as string;
      for (const z of zones) if (z.includes(c)) z.splice(z.indexOf(c), 1);
      p1.hand.push(c);
    }
  });
}

/**
 * p1's Main Hero next to a Blocked field whose other side has a field with nothing to fight: [from, blocked, beyond]; the hero has
 * `points` movement points left.
 */
function nextToBlocked(state: GameState, points: number): { s: GameState; from: number; blocked: number; beyond: number } {
  const nb = geometryOf(mapOf(state).tiles).neighbours;
  // A field with nothing to fight: its visit (if any) is harmless here.
  const calm = ['empty', 'resource', 'treasure', 'trading-post', 'windmill', 'water-wheel', 'magic-spring', 'temple', 'stables'];
  const empty = (f: number) => calm.includes(locationAt(state, f)) && !mapOf(state).heroes.some((h) => h.field === f);
  for (let blocked = 0; blocked < mapOf(state).fields.length; blocked++) {
    if (locationAt(state, blocked) !== 'blocked') continue;
    const around = (nb[blocked] ?? []).filter(empty);
    const from = around.find((a) => around.some((b) => b !== a && !(nb[a] ?? []).includes(b)));
    if (from === undefined) continue;
    const beyond = around.find((b) => b !== from && !(nb[from] ?? []).includes(b)) as number;
    const s = modify(state, (t) => {
      const m = t.map as MapState;
      m.heroes = m.heroes.map((h) => (h.player === 'p1' && h.hero === 'main' ? { ...h, field: from, lastVisited: from } : h));
      const p = t.players[0]!;
      p.mainHero.used = 0;
      p.mainHero.extra = points - p.mainHero.base;
    });
    return { s, from, blocked, beyond };
  }
  throw new Error('no Blocked field between two empty fields');
}

/** Casts Fly with `power` Power played on the map before it. */
function castFly(state: GameState, power: number): GameState {
  const s = modify(state, (t) => {
    (t.map as MapState).turnEffects.power = power;
  });
  return apply(s, { type: 'playCard', card: cardIn(s, 'spell.fly'), play: 'spell', power });
}

describe('Fly (Fortress box, ruling FX140)', () => {
  it('reads as the printed card', () => {
    const text = cards.get('spell.fly').text;
    expect(text).toContain('Blocked fields');
    expect(text).toContain('+1 / +2 movement points');
  });

  it('lets the Main Hero pass over a Blocked field, never stopping on it', () => {
    const { s: start, from, blocked, beyond } = nextToBlocked(game(['spell.fly']), 3);
    expect(steps(start).some((a) => a.field === blocked)).toBe(false);
    expect(() => apply(start, { type: 'moveHero', hero: 'main', field: blocked })).toThrow(IllegalActionError);
    let s = checked(castFly(start, 0));
    expect(player(s).flying).toBe(true);
    expect(player(s).mainHero.extra + player(s).mainHero.base - player(s).mainHero.used).toBe(3); // no points with 0 Power
    expect(steps(s).some((a) => a.field === blocked)).toBe(true);
    s = checked(apply(s, { type: 'moveHero', hero: 'main', field: blocked }));
    expect(main(s).field).toBe(blocked);
    const dec = expectDecision(s, 'flyOver');
    expect(dec.hero).toBe('main');
    // Only steps off it: no end of turn, no other action.
    expect(legalActions(s).every((a) => a.type === 'moveHero' && a.field !== blocked)).toBe(true);
    expect(() => apply(s, { type: 'endTurn' })).toThrow(IllegalActionError);
    s = checked(apply(s, { type: 'moveHero', hero: 'main', field: beyond }));
    expect(s.pending?.kind).not.toBe('flyOver');
    expect(main(s).field).toBe(beyond);
    expect(from).not.toBe(beyond);
  });

  it('does not step onto a Blocked field with its last movement point (it could not leave it)', () => {
    const { s: start, blocked } = nextToBlocked(game(['spell.fly']), 1);
    const s = castFly(start, 0);
    expect(steps(s).some((a) => a.field === blocked)).toBe(false);
    expect(() => apply(s, { type: 'moveHero', hero: 'main', field: blocked })).toThrow(/Blocked/);
  });

  it('gains +1 / +2 movement points with 2 / 4 Power (odd Power: the tier below)', () => {
    const left = (s: GameState) => player(s).mainHero.base + player(s).mainHero.extra - player(s).mainHero.used;
    const { s: start } = nextToBlocked(game(['spell.fly']), 3);
    expect([0, 1, 2, 3, 4].map((power) => left(castFly(start, power)) - 3)).toEqual([0, 0, 1, 1, 2]);
  });

  it('is gone at the end of the turn', () => {
    const { s: start, blocked } = nextToBlocked(game(['spell.fly']), 3);
    let s = castFly(start, 0);
    s = checked(apply(s, { type: 'endTurn' }));
    expect(player(s).flying).toBeUndefined();
    expect(s.players.every((p) => p.flying === undefined)).toBe(true);
    expect(locationAt(s, blocked)).toBe('blocked');
  });
});
