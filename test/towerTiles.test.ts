/** The Tower box's map tiles and their new locations (All Map Locations, p. 75–83; rulings TW41–TW50), with the box in play. */
import { describe, expect, it } from 'vitest';
import { apply, boxOf, catalog, contentInPlay, createGame, findInvariantViolations, legalActions, loadState, scenario, type GameState, type ScenarioDef } from '../src';
import type { MapState } from '../src/model';
import { decision, newTurnGame, nextToLocation, player } from './helpers';

const TOWER = ['tower'] as const;
const mapOf = (s: GameState) => s.map as MapState;
const step = (x: { s: GameState; field: number }) => apply(x.s, { type: 'moveHero', hero: 'main', field: x.field });
/** p1's turn with the Tower box, next to `location` (its guards beaten); `change` edits the state last. */
const nextTo = (location: string, change?: (s: GameState) => void) => nextToLocation(newTurnGame({ expansions: [...TOWER] }), location, change);
/** p1's hand set to these card kinds (taken from their hand and deck). */
const withHand = (kinds: string[]) => (x: GameState) => {
  const p = x.players[0]!;
  const all = [...p.hand, ...p.deck];
  p.hand = kinds.map((kind) => all.find((c) => c.startsWith(`${kind}#`)) as string);
  p.deck = all.filter((c) => !p.hand.includes(c));
};

describe('the Tower box\'s tiles (ruling TW50)', () => {
  const box = contentInPlay(['core', 'tower']);
  const fields = (id: string) => box.tiles.find((t) => t.id === id)?.fields.map((f) => (f.guard ? `${f.location}:${f.guard}` : f.location));

  it('as printed, with the "#" of their names', () => {
    expect(box.tiles.filter((t) => boxOf(t.id) === 'tower').map((t) => t.id)).toEqual(['#C1', '#F1', '#F2', '#F3', '#F4', '#N1', '#N2', '#N3']);
    expect(fields('#C1')).toEqual(['shrine-of-magic-gesture', 'building-materials-mine:6', 'warriors-tomb:6', 'settlement:7', 'sanctuary', 'water-wheel', 'blocked']);
    expect(fields('#F1')).toEqual(['empty', 'windmill', 'settlement:3', 'blocked', 'treasure:2', 'stables', 'witch-hut']);
    expect(fields('#F2')).toEqual(['trading-post', 'artifact:2', 'resource', 'empty', 'learning-stone', 'blocked', 'gold-mine:3']);
    expect(fields('#F3')).toEqual(['blocked', 'redwood-observatory', 'mystical-garden:2', 'valuables-mine:3', 'shrine-of-magic-incantation', 'empty', 'water-wheel']);
    expect(fields('#F4')).toEqual(['water-wheel', 'shrine-of-magic-incantation', 'witch-hut', 'building-materials-mine:3', 'blocked', 'trading-post', 'market-of-time:2']);
    expect(fields('#N1')).toEqual(['tree-of-knowledge', 'magic-spring', 'gold-mine:5', 'stables', 'blocked', 'temple', 'windmill']);
    expect(fields('#N2')).toEqual(['fountain-of-youth', 'valuables-mine:5', 'blocked', 'obelisk', 'trading-post', 'treasure:4', 'witch-hut']);
    expect(fields('#N3')).toEqual(['gold-mine:5', 'trading-post', 'blocked', 'windmill', 'fountain-of-youth', 'sanctuary', 'pandoras-box:4']);
    expect(contentInPlay(['core']).tiles.some((t) => boxOf(t.id) === 'tower')).toBe(false);
  });

  it('a scenario may draw them with the box in play only', () => {
    const base = scenario('border-war') as ScenarioDef;
    const withF4: ScenarioDef = { ...base, map: { ...base.map, pools: { ...base.map.pools, far: [...(base.map.pools['far'] ?? []), '#F4'] } } };
    expect(() => createGame({ seed: 't', players: 2, scenario: withF4 })).toThrow(/tile #F4 of the Tower expansion, which is not in play/);
    const s = createGame({ seed: 't', players: 2, scenario: withF4, expansions: [...TOWER] });
    expect(s.config.scenario.map.pools['far']).toContain('#F4');
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('the catalog names the new locations and their tiles', () => {
    expect(catalog.get('location.market-of-time')?.text).toMatch(/remove a card in your hand from the game.*Search \(2\).*#F4/);
    expect(catalog.get('tile.#F4')?.name).toBe('#F4');
  });
});

describe('Market of Time (ruling TW41)', () => {
  it('remove a card of the hand, then Search (2) the Ability, Spell or Artifact deck', () => {
    const at = nextTo('market-of-time', withHand(['stat.attack', 'stat.power']));
    const s = step(at);
    expect(legalActions(s)).toEqual(expect.arrayContaining([
      { type: 'choose', option: 'ability' }, { type: 'choose', option: 'spell' }, { type: 'choose', option: 'artifact' }, { type: 'decline' },
    ]));
    const removing = apply(s, { type: 'choose', option: 'spell' });
    expect(removing.pending).toMatchObject({ kind: 'removeCard', player: 'p1', category: null, optional: false });
    const card = player(removing).hand[0] as string;
    const searching = apply(removing, { type: 'removeCard', card });
    expect(player(searching).removed).toContain(card);
    expect(player(searching).hand).not.toContain(card);
    expect(decision(searching)).toMatchObject({ kind: 'search', deck: 'spell', count: 2 });
    expect(findInvariantViolations(searching)).toEqual([]);
    expect(loadState(JSON.stringify(searching))).toEqual(searching);
  });

  it('may be declined: the black cube goes on all the same', () => {
    const at = nextTo('market-of-time', withHand(['stat.attack']));
    const s = apply(step(at), { type: 'decline' });
    expect(s.pending?.kind).toBe('turn');
    expect(mapOf(s).fields[at.field]?.visited).toBe(true);
    expect(player(s).hand).toHaveLength(1);
  });

  it('with no card in hand, nothing is offered', () => {
    const at = nextTo('market-of-time', withHand([]));
    const s = step(at);
    expect(s.pending?.kind).toBe('turn');
    expect(mapOf(s).fields[at.field]?.visited).toBe(true);
  });
});

