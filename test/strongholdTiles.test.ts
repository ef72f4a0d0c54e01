/** The Stronghold box's map tiles F19, F20, F21 and N13 (Map Elements, p. 31; ruling SH40), with the box in play. */
import { describe, expect, it } from 'vitest';
import { apply, boxOf, catalog, contentInPlay, createGame, findInvariantViolations, legalActions, loadState, scenario, type GameState, type MapState, type MapTile, type ScenarioDef } from '../src';
import { geometryOf } from '../src/map/geometry';
import { locationOf } from '../src/map/fields';
import { modify, newTurnGame, player } from './helpers';

const STRONGHOLD = ['stronghold'] as const;
const mapOf = (s: GameState) => s.map as MapState;
const box = contentInPlay(['core', 'stronghold']);
const fields = (id: string) => box.tiles.find((t) => t.id === id)?.fields.map((f) => (f.guard ? `${f.location}:${f.guard}` : f.location));

/**
 * p1's turn with the Stronghold box: `tile` face up, as printed, in place of a face-down Far tile, the field of its
 * `slot` with its guards beaten, and p1's Main Hero on an open, unguarded field next to it.
 */
function nextToSlot(tile: string, slot: number, change: (s: GameState) => void = () => {}): { s: GameState; field: number } {
  const printed = box.tiles.find((t) => t.id === tile)!;
  let field = -1;
  const s = modify(newTurnGame({ expansions: [...STRONGHOLD] }), (x) => {
    const m = x.map as MapState;
    const at = m.tiles.findIndex((t) => !t.faceUp && t.kind === 'far');
    m.tiles[at] = { ...(m.tiles[at] as MapTile), tile, rotation: 0, faceUp: true };
    field = at * 7 + slot;
    m.fields[field]!.cleared = true;
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
  expect(printed.fields[slot]).toBeDefined();
  return { s, field };
}
const step = (x: { s: GameState; field: number }) => apply(x.s, { type: 'moveHero', hero: 'main', field: x.field });

describe('the Stronghold box\'s tiles F19, F20, F21 and N13 (ruling SH40)', () => {
  it('as printed, rough terrain, the Stronghold box\'s', () => {
    expect(box.tiles.filter((t) => boxOf(t.id) === 'stronghold').map((t) => t.id)).toEqual(['S7', 'F19', 'F20', 'F21', 'N13']);
    expect(fields('F19')).toEqual(['empty', 'learning-stone:2', 'temple', 'blocked', 'stables', 'settlement:3', 'shrine-of-magic-incantation']);
    expect(fields('F20')).toEqual(['artifact:2', 'tree-of-knowledge', 'gold-mine:3', 'water-wheel', 'empty', 'blocked', 'trading-post']);
    expect(fields('F21')).toEqual(['valuables-mine:3', 'empty', 'blocked', 'spell-scroll', 'mystical-garden:2', 'redwood-observatory', 'fountain-of-youth']);
    expect(fields('N13')).toEqual(['spell-scroll', 'gold-mine:5', 'shrine-of-magic-gesture', 'tree-of-knowledge', 'empty', 'treasure:4', 'blocked']);
    for (const id of ['F19', 'F20', 'F21']) expect(box.tiles.find((t) => t.id === id)).toMatchObject({ kind: 'far', terrain: 'rough' });
    expect(box.tiles.find((t) => t.id === 'N13')).toMatchObject({ kind: 'near', terrain: 'rough' });
    expect(contentInPlay(['core']).tiles.some((t) => boxOf(t.id) === 'stronghold')).toBe(false);
  });

  it('a scenario may draw them with the box in play only', () => {
    const base = scenario('border-war') as ScenarioDef;
    const withF19: ScenarioDef = { ...base, map: { ...base.map, pools: { ...base.map.pools, far: [...(base.map.pools['far'] ?? []), 'F19', 'F20'] } } };
    expect(() => createGame({ seed: 'sh', players: 2, scenario: withF19 })).toThrow(/tile F19 of the Stronghold expansion, which is not in play/);
    const s = createGame({ seed: 'sh', players: 2, scenario: withF19, expansions: [...STRONGHOLD] });
    expect(s.config.scenario.map.pools['far']).toEqual(expect.arrayContaining(['F19', 'F20']));
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('the catalog names them and the Spell Scroll field', () => {
    for (const id of ['F19', 'F20', 'F21', 'N13']) expect(catalog.get(`tile.${id}`)?.name).toBe(id);
    expect(catalog.get('location.spell-scroll')?.text).toMatch(/Spell Scroll card.*2 top Spell cards.*F21 and N13/);
  });

  it('F19\'s Stronghold Settlement (Field Difficulty III) is a Settlement: its guards beaten, the visitor flags it', () => {
    const at = nextToSlot('F19', 5);
    expect(locationOf(mapOf(at.s), at.field).id).toBe('settlement');
    let s = step(at);
    // A Settlement's flagger may choose the resource it produces: take the first offer until the turn is back.
    for (let i = 0; i < 5 && s.pending?.kind !== 'turn'; i++) s = apply(s, legalActions(s)[0]!);
    expect(mapOf(s).fields[at.field]?.flags).toEqual(['p1']);
    expect(player(s).holdsTownOrSettlement).toBe(true);
    expect(findInvariantViolations(s)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('F19\'s Learning Stone gives 1 experience; F20\'s Water Wheel 3 gold, its Trading Post is revisitable', () => {
    const stone = nextToSlot('F19', 1);
    expect(player(step(stone)).experience).toBe(player(stone.s).experience + 1);
    const wheel = nextToSlot('F20', 3);
    const s = step(wheel);
    expect(player(s).resources.gold).toBe(player(wheel.s).resources.gold + 3);
    expect(mapOf(s).fields[wheel.field]?.visited).toBe(true);
    const post = nextToSlot('F20', 6);
    const t = apply(step(post), { type: 'decline' });
    expect(mapOf(t).fields[post.field]?.visited).toBe(false);
    expect(findInvariantViolations(t)).toEqual([]);
  });
});
