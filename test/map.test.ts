/**
 * The adventure map (Map Elements, p. 31–33; Movement Actions, p. 17): hex geometry, the scenario's layout at
 * setup, hidden tiles, moving, visiting, flagging, discovering and placing tiles.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, mapFields, pathTo, SCENARIOS, viewFor, type Action, type GameState } from '../src';
import { distance, geometryOf, isTileCentre, rotate, SLOT_OFFSETS, TILE_STEPS } from '../src/map/geometry';
import { TILE_BY_ID } from '../src/content/registry';
import { expectDecision, expectIllegal, modify, newGame, newTurnGame, player } from './helpers';
import type { MapState } from '../src/model';

const mapOf = (s: GameState): MapState => s.map as MapState;
const heroField = (s: GameState, id = 'p1', hero: 'main' | 'secondary' = 'main') =>
  mapOf(s).heroes.find((h) => h.player === id && h.hero === hero)?.field as number;
const locationAt = (s: GameState, field: number) => {
  const t = mapOf(s).tiles[Math.floor(field / 7)];
  return t && t.faceUp ? TILE_BY_ID[t.tile]?.fields[field % 7]?.location : undefined;
};
const moves = (s: GameState) => legalActions(s).filter((a): a is Extract<Action, { type: 'moveHero' }> => a.type === 'moveHero');

describe('hex geometry', () => {
  it('turns a field a sixth clockwise: east → south-east → south-west', () => {
    expect(rotate({ q: 1, r: 0 }, 1)).toEqual({ q: 0, r: 1 });
    expect(rotate({ q: 1, r: 0 }, 2)).toEqual({ q: -1, r: 1 });
    expect(rotate({ q: 1, r: 0 }, 6)).toEqual({ q: 1, r: 0 });
  });

  it('lays tiles edge to edge: the six tiles around one are 3 steps away and on the lattice', () => {
    for (const step of TILE_STEPS) {
      expect(distance({ q: 0, r: 0 }, step)).toBe(3);
      expect(isTileCentre(step.q, step.r)).toBe(true);
    }
    // No field of a tile is a field of a neighbouring tile.
    const own = new Set(SLOT_OFFSETS.map((o) => `${o.q},${o.r}`));
    for (const step of TILE_STEPS) for (const o of SLOT_OFFSETS) expect(own.has(`${step.q + o.q},${step.r + o.r}`)).toBe(false);
  });

  it('knows the neighbours of a field across a tile border', () => {
    const tiles = [
      { q: 0, r: 0, kind: 'far' as const, tile: 'F1', rotation: 0, faceUp: true },
      { q: 3, r: -1, kind: 'far' as const, tile: 'F2', rotation: 0, faceUp: true },
    ];
    const geo = geometryOf(tiles);
    // The east field (slot 4) of the first tile, at (1, 0), touches fields of the second tile (centre (3, −1)).
    const east = 4;
    const across = (geo.neighbours[east] as number[]).filter((f) => f >= 7);
    expect(across.length).toBe(2);
    for (const f of across) expect(distance(geo.positions[f] as { q: number; r: number }, { q: 1, r: 0 })).toBe(1);
  });
});

describe('setting up the map (Chain Link)', () => {
  const s = newTurnGame();
  const m = mapOf(s);

  it('lays the Starting tiles face up and every other tile face down, drawn from its pool', () => {
    expect(m.tiles.length).toBe(11);
    expect(m.tiles.filter((t) => t.faceUp).map((t) => t.tile).sort()).toEqual(['S2', 'S3']); // Castle and Dungeon
    const faceDown = m.tiles.filter((t) => !t.faceUp);
    expect(faceDown.map((t) => t.kind).sort()).toEqual(['center', 'far', 'far', 'far', 'far', 'near', 'near', 'near', 'near']);
    expect(new Set(m.tiles.map((t) => t.tile)).size).toBe(11);
    expect(m.tiles.find((t) => t.kind === 'center')?.tile).toBe('C2');
    // Two Far tiles with a Settlement, two Near tiles with an Obelisk.
    expect(faceDown.filter((t) => ['F1', 'F2', 'F3'].includes(t.tile)).length).toBe(2);
    expect(faceDown.filter((t) => ['N3', 'N4', 'N5'].includes(t.tile)).length).toBe(2);
  });

  it('puts each Main Hero on its town, flagged by its owner', () => {
    for (const p of ['p1', 'p2']) {
      const f = heroField(s, p);
      expect(locationAt(s, f)).toBe('town');
      expect(m.fields[f]?.flags).toEqual([p]);
    }
  });

  it('hides every face-down tile and the supplies from every player', () => {
    for (const viewer of ['p1', 'p2']) {
      const v = viewFor(s, viewer);
      for (const t of (v.map as MapState).tiles) if (!t.faceUp) expect(t.tile).toBe('?');
      const json = JSON.stringify(v.map);
      for (const t of m.tiles) if (!t.faceUp) expect(json).not.toContain(`"${t.tile}"`);
    }
  });
});

describe('moving a hero (Movement Actions, p. 17)', () => {
  it('offers one step to each enterable field next to the hero, never onto a Blocked field', () => {
    const s = newTurnGame();
    const list = moves(s);
    expect(list.length).toBeGreaterThan(0);
    for (const a of list) {
      expect(a.hero).toBe('main');
      expect(locationAt(s, a.field)).not.toBe('blocked');
      expect(locationAt(s, a.field)).toBeDefined(); // on a face-up tile
    }
  });

  it('spends 1 MP a step: a Main Hero has 3, then no step is offered', () => {
    let s = newTurnGame();
    // Step back and forth between the town and an unguarded neighbour.
    const town = heroField(s);
    const free = moves(s).find((a) => !TILE_BY_ID[mapOf(s).tiles[Math.floor(a.field / 7)]?.tile as string]?.fields[a.field % 7]?.guard) as Action;
    s = apply(s, free);
    expect(player(s).mainHero.used).toBe(1);
    s = apply(s, { type: 'moveHero', hero: 'main', field: town });
    s = apply(s, free);
    expect(player(s).mainHero.used).toBe(3);
    expect(moves(s)).toEqual([]);
    expectIllegal(s, { type: 'moveHero', hero: 'main', field: town }, 'NO_MOVEMENT');
  });

  it('refuses a step to a field that is not next to the hero', () => {
    const s = newTurnGame();
    const far = mapOf(s).fields.length - 1;
    expectIllegal(s, { type: 'moveHero', hero: 'main', field: far }, 'CANNOT_MOVE_THERE');
  });
});

describe('visiting fields (Location Categories, p. 31)', () => {
  /** p1's hero moved next to `location` on its Starting tile, with MP to spare. */
  function visitOwnTile(location: string): { s: GameState; field: number } {
    const s = newTurnGame();
    const m = mapOf(s);
    const tile = Math.floor(heroField(s) / 7);
    const slot = TILE_BY_ID[m.tiles[tile]?.tile as string]?.fields.findIndex((f) => f.location === location) as number;
    return { s, field: tile * 7 + slot };
  }

  it('a Resource symbol rolls a Resource die, and takes a black cube: visited again, it is empty', () => {
    const { s, field } = visitOwnTile('resource');
    const scripted = modify(s, (x) => { x.scriptedDice.resource = [2]; }); // 6 gold
    const gold = player(scripted).resources.gold;
    let t = apply(scripted, { type: 'moveHero', hero: 'main', field });
    expect(player(t).resources.gold).toBe(gold + 6);
    expect(mapOf(t).fields[field]?.visited).toBe(true);
    const town = heroField(s);
    t = apply(t, { type: 'moveHero', hero: 'main', field: town });
    t = apply(t, { type: 'moveHero', hero: 'main', field });
    expect(player(t).resources.gold).toBe(gold + 6);
  });

  it('a guarded field starts a combat with its neutrals first (not yet beaten)', () => {
    const { s, field } = visitOwnTile('building-materials-mine');
    // The combat is declared first: its Town-action window (test/mapPlayers.test.ts), passed here.
    const t = apply(apply(s, { type: 'moveHero', hero: 'main', field }), { type: 'pass' });
    expect(t.combat).not.toBeNull();
    expect(t.combat?.fieldLevel).toBe(1);
    expect(mapOf(t).encounter).toMatchObject({ player: 'p1', hero: 'main', field, against: 'neutral' });
    expectDecision(t, 'placeUnits', 'p1');
  });

  it('Quick Combat: a hero of a higher level than the field beats its guards without a fight, then flags the mine', () => {
    const { s, field } = visitOwnTile('building-materials-mine');
    const leveled = modify(s, (x) => { (x.players[0] as { experience: number }).experience = 2; }); // level II
    const income = player(leveled).income.buildingMaterials;
    const bm = player(leveled).resources.buildingMaterials;
    const t = apply(leveled, { type: 'moveHero', hero: 'main', field });
    expect(t.combat).toBeNull();
    expect(mapOf(t).fields[field]?.flags).toEqual(['p1']);
    // A mine raises income; the first player to flag it also gains that amount at once (p. 78).
    expect(player(t).income.buildingMaterials).toBe(income + 2);
    expect(player(t).resources.buildingMaterials).toBe(bm + 2);
  });
});

describe('discovering a tile (p. 31)', () => {
  it('turns over a face-down tile next to the hero for 1 MP; the discoverer turns it', () => {
    let s = newTurnGame();
    // Stand the hero on a field of its Starting tile that touches a face-down tile.
    const m = mapOf(s);
    const geo = geometryOf(m.tiles);
    const own = Math.floor(heroField(s) / 7);
    const edge = [0, 1, 2, 4, 5, 6].map((slot) => own * 7 + slot).find((f) =>
      locationAt(s, f) !== 'blocked' && (geo.neighbours[f] as number[]).some((n) => !m.tiles[Math.floor(n / 7)]?.faceUp)) as number;
    s = modify(s, (x) => { const h = (x.map as MapState).heroes[0] as { field: number; lastVisited: number }; h.field = edge; h.lastVisited = edge; });
    const discover = legalActions(s).find((a) => a.type === 'discoverTile') as Extract<Action, { type: 'discoverTile' }>;
    expect(discover).toBeDefined();
    expect(mapOf(s).tiles[discover.tile]?.faceUp).toBe(false);
    const t = apply(s, discover);
    expect(player(t).mainHero.used).toBe(1);
    expect(mapOf(t).tiles[discover.tile]?.faceUp).toBe(true);
    const dec = expectDecision(t, 'rotateTile', 'p1');
    expect(dec.rotations).toEqual([0, 1, 2, 3, 4, 5]);
    const u = apply(t, { type: 'rotateTile', rotation: 4 });
    expect(mapOf(u).tiles[discover.tile]?.rotation).toBe(4);
    // A tile not next to the hero cannot be discovered.
    const far = mapOf(s).tiles.findIndex((x, i) => !x.faceUp && i !== discover.tile && !legalActions(s).some((a) => a.type === 'discoverTile' && a.tile === i));
    expectIllegal(s, { type: 'discoverTile', hero: 'main', tile: far }, 'NOT_ADJACENT');
  });

  it('places the top Far tile of the supply touching the hero and two tiles, for 1 MP (The Hunt)', () => {
    let s = newTurnGame({ scenario: 'the-hunt' });
    const m = mapOf(s);
    const top = m.supply['p1']?.at(-1) as string;
    // Find a field of the Starting tile from which a tile may be placed.
    const own = Math.floor(heroField(s) / 7);
    let place: Extract<Action, { type: 'placeTile' }> | undefined;
    for (const slot of [0, 1, 2, 4, 5, 6]) {
      const f = own * 7 + slot;
      if (locationAt(s, f) === 'blocked') continue;
      const at = modify(s, (x) => { const h = (x.map as MapState).heroes[0] as { field: number }; h.field = f; });
      place = legalActions(at).find((a): a is Extract<Action, { type: 'placeTile' }> => a.type === 'placeTile');
      if (place) { s = at; break; }
    }
    expect(place).toBeDefined();
    const t = apply(s, place as Action);
    expect(player(t).mainHero.used).toBe(1);
    expect(mapOf(t).supply['p1']).toEqual(m.supply['p1']?.slice(0, -1));
    const placed = mapOf(t).tiles.at(-1);
    expect(placed).toMatchObject({ q: place?.q, r: place?.r, tile: top, faceUp: true });
    expect(mapOf(t).fields.length).toBe(m.fields.length + 7);
    expectDecision(t, 'rotateTile', 'p1');
  });
});

describe('for user interfaces: mapFields and pathTo', () => {
  it('lists every field with its coordinates; a face-down tile shows nothing of what it holds', () => {
    const s = newTurnGame();
    const fields = mapFields(s);
    expect(fields.length).toBe(mapOf(s).fields.length);
    const town = fields[heroField(s)];
    expect(town).toMatchObject({ location: 'town', name: 'Town', heroes: [{ player: 'p1', hero: 'main' }], flags: ['p1'] });
    for (const f of fields.filter((x) => !mapOf(s).tiles[x.tile]?.faceUp)) expect(f).toMatchObject({ tileName: null, location: null, name: null, guard: 0 });
    expect(new Set(fields.map((f) => `${f.q},${f.r}`)).size).toBe(fields.length);
  });

  it('plans a route of single steps that apply one by one; none to a Blocked field or off the face-up map', () => {
    const s = newTurnGame();
    const fields = mapFields(s);
    const own = Math.floor(heroField(s) / 7);
    // A field two steps away on the hero's own tile, not guarded.
    const target = fields.find((f) => f.tile === own && f.location === 'empty' && f.id !== heroField(s)) as (typeof fields)[number];
    const path = pathTo(s, 'p1', 'main', target.id) as Action[];
    expect(path.length).toBeGreaterThan(0);
    let t = s;
    for (const a of path) t = apply(t, a);
    expect(heroField(t)).toBe(target.id);
    const blocked = fields.find((f) => f.location === 'blocked') as (typeof fields)[number];
    expect(pathTo(s, 'p1', 'main', blocked.id)).toBeNull();
    const hidden = fields.find((f) => f.location === null) as (typeof fields)[number];
    expect(pathTo(s, 'p1', 'main', hidden.id)).toBeNull();
  });
});

describe('a layout\'s pools (setup)', () => {
  it('must hold a tile for every face-down position and supply, no tile twice; a draw never strands a later one', () => {
    const layout = (pools: Record<string, string[]>) => ({
      ...SCENARIOS[0]!,
      id: 'pools',
      map: {
        tiles: [{ q: -6, r: 2, start: 0 }, { q: 6, r: -2, start: 1 }, { q: -4, r: -1, pool: 'a' }, { q: -5, r: 4, pool: 'b' }],
        pools,
        supply: null,
      },
    });
    // Too few: two positions, one tile between them.
    expect(() => newGame({ scenario: layout({ a: ['F1'], b: ['F1'] }) as never })).toThrow(/too few tiles/);
    // Shared pools that fit only one way: F1 must go to b, so a always draws F2.
    for (let i = 0; i < 10; i++) {
      const s = newGame({ scenario: layout({ a: ['F1', 'F2'], b: ['F1'] }) as never, seed: `pools-${i}` });
      expect(mapOf(s).tiles.map((t) => t.tile).slice(2)).toEqual(['F2', 'F1']);
    }
  });
});
