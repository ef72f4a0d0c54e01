/** The Tower box's map tiles and their new locations (All Map Locations, p. 75–83; rulings TW41–TW50), with the box in play. */
import { describe, expect, it } from 'vitest';
import { apply, boxOf, catalog, contentInPlay, createGame, findInvariantViolations, legalActions, loadState, scenario, type GameState, type ScenarioDef } from '../src';
import type { MapState } from '../src/model';
import { decision, newTurnGame, nextToLocation, player } from './helpers';
import { startingAbilityCard } from '../src/hero/hero';

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
    expect(box.tiles.filter((t) => boxOf(t.id) === 'tower').map((t) => t.id)).toEqual(['#S1', '#C1', '#F1', '#F2', '#F3', '#F4', '#F5', '#F6', '#F7', '#F8', '#F9', '#F10', '#N1', '#N2', '#N3']);
    expect(fields('#C1')).toEqual(['shrine-of-magic-gesture', 'building-materials-mine:6', 'warriors-tomb:6', 'settlement:7', 'sanctuary', 'water-wheel', 'blocked']);
    expect(fields('#F1')).toEqual(['empty', 'windmill', 'settlement:3', 'blocked', 'treasure:2', 'stables', 'witch-hut']);
    expect(fields('#F2')).toEqual(['trading-post', 'artifact:2', 'resource', 'empty', 'learning-stone', 'blocked', 'gold-mine:3']);
    expect(fields('#F3')).toEqual(['blocked', 'redwood-observatory', 'mystical-garden:2', 'valuables-mine:3', 'shrine-of-magic-incantation', 'empty', 'water-wheel']);
    expect(fields('#F4')).toEqual(['water-wheel', 'shrine-of-magic-incantation', 'witch-hut', 'building-materials-mine:3', 'blocked', 'trading-post', 'market-of-time:2']);
    expect(fields('#F7')).toEqual(['stables', 'building-materials-mine:3', 'windmill', 'hill-fort:2', 'trading-post', 'blocked', 'magic-spring']);
    expect(fields('#F9')).toEqual(['building-materials-mine:3', 'temple', 'tavern', 'redwood-observatory', 'mystical-garden:2', 'artifact:2', 'blocked']);
    expect(fields('#F10')).toEqual(['prison:2', 'artifact', 'treasure', 'blocked', 'trading-post', 'witch-hut', 'building-materials-mine:3']);
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

  it('any card of the hand may be removed, the Starting Ability card too: the Market names no exception (TW41)', () => {
    const at = nextTo('market-of-time', (x) => {
      const own = startingAbilityCard(x.players, 'p1') as string;
      const p = x.players[0]!;
      p.deck = [...p.hand, ...p.deck].filter((c) => c !== own);
      p.hand = [own];
    });
    const own = startingAbilityCard(at.s.players, 'p1') as string;
    const removing = apply(step(at), { type: 'choose', option: 'ability' });
    expect(legalActions(removing)).toEqual([{ type: 'removeCard', card: own }]);
    const searching = apply(removing, { type: 'removeCard', card: own });
    expect(player(searching).removed).toContain(own);
    expect(decision(searching)).toMatchObject({ kind: 'search', deck: 'ability', count: 2 });
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


/** p1's Secondary Hero hired, standing on their Main Hero's field. */
const withSecondary = (x: GameState) => {
  x.players[0]!.secondaryHero = { base: 2, used: 0, extra: 0 };
  const main = mapOf(x).heroes.find((h) => h.player === 'p1' && h.hero === 'main')!;
  mapOf(x).heroes.push({ player: 'p1', hero: 'secondary', field: main.field, lastVisited: main.field });
};
const secondaryOf = (s: GameState) => mapOf(s).heroes.find((h) => h.player === 'p1' && h.hero === 'secondary');
const setGold = (gold: number) => (x: GameState) => void (x.players[0]!.resources.gold = gold);

describe('Prison (ruling TW42)', () => {
  it('the visitor gains a Secondary Hero, placed on the Prison, with its movement points for the turn', () => {
    const at = nextTo('prison');
    const s = step(at);
    expect(player(s).secondaryHero).toEqual({ base: 2, used: 0, extra: 0 });
    expect(secondaryOf(s)).toMatchObject({ field: at.field });
    expect(s.log.some((e) => e.type === 'secondaryHeroHired' && e.player === 'p1')).toBe(true);
    expect(player(s).resources.gold).toBe(player(at.s).resources.gold);
    expect(mapOf(s).fields[at.field]?.visited).toBe(true);
    expect(s.pending?.kind).toBe('turn');
    expect(legalActions(s).some((a) => a.type === 'moveHero' && a.hero === 'secondary')).toBe(true);
    expect(findInvariantViolations(s)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('a player who has a Secondary Hero gains 3 gold instead', () => {
    const at = nextTo('prison', withSecondary);
    const s = step(at);
    expect(player(s).resources.gold).toBe(player(at.s).resources.gold + 3);
    expect(mapOf(s).heroes.filter((h) => h.player === 'p1' && h.hero === 'secondary')).toHaveLength(1);
    expect(findInvariantViolations(s)).toEqual([]);
  });
});

describe('Tavern (ruling TW43)', () => {
  it('pay 7 gold: a Secondary Hero on the Tavern, then the opponent discards a random card', () => {
    const at = nextTo('tavern', (x) => {
      setGold(10)(x);
      const p2 = x.players[1]!;
      p2.hand = p2.deck.splice(0, 2);
    });
    const s = step(at);
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'hire' }, { type: 'decline' }]);
    const hired = apply(s, { type: 'choose', option: 'hire' });
    expect(player(hired).resources.gold).toBe(3);
    expect(secondaryOf(hired)).toMatchObject({ field: at.field });
    expect(hired.players[1]!.hand).toHaveLength(at.s.players[1]!.hand.length - 1);
    expect(hired.players[1]!.discard).toHaveLength(at.s.players[1]!.discard.length + 1);
    expect(findInvariantViolations(hired)).toEqual([]);
    expect(loadState(JSON.stringify(hired))).toEqual(hired);
  });

  it('revisitable: no black cube; declined, nothing changes', () => {
    const at = nextTo('tavern', setGold(10));
    const s = apply(step(at), { type: 'decline' });
    expect(mapOf(s).fields[at.field]?.visited).toBe(false);
    expect(player(s).secondaryHero).toBeNull();
    expect(player(s).resources.gold).toBe(10);
  });

  it('nothing is offered without 7 gold, nor to a player with a Secondary Hero', () => {
    expect(step(nextTo('tavern', setGold(6))).pending?.kind).toBe('turn');
    const both = (x: GameState) => { setGold(10)(x); withSecondary(x); };
    expect(step(nextTo('tavern', both)).pending?.kind).toBe('turn');
  });
});

describe('Hill Fort (ruling TW44)', () => {
  /** A visit to the Hill Fort by Catherine (Griffins Few: Reinforcement 6 gold; Halberdiers Pack); `change` may replace them. */
  const visit = (change?: (x: GameState) => void) => {
    const at = nextTo('hill-fort', change);
    return { at, s: step(at) };
  };

  it('reinforce a Bronze or Silver Few unit at once, for its cost less 3 gold', () => {
    const { at, s } = visit();
    expect(s.pending).toMatchObject({ kind: 'reinforceForLess', player: 'p1', tiers: ['bronze', 'silver'], gold: 3 });
    expect(legalActions(s)).toEqual([{ type: 'reinforce', unit: 'castle.griffins' }, { type: 'decline' }]);
    const t = apply(s, { type: 'reinforce', unit: 'castle.griffins' });
    expect(player(t).units.find((u) => u.unit === 'castle.griffins')?.side).toBe('pack');
    expect(player(t).resources.gold).toBe(player(at.s).resources.gold - 3);
    expect(mapOf(t).fields[at.field]?.visited).toBe(true);
    expect(findInvariantViolations(t)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('a cost of 3 gold or less is free (not below 0); with no gold, that unit still may be reinforced', () => {
    const { s } = visit((x) => {
      x.players[0]!.units = [{ unit: 'castle.halberdiers', side: 'few' }];
      x.players[0]!.resources.gold = 0;
    });
    const t = apply(s, { type: 'reinforce', unit: 'castle.halberdiers' });
    expect(player(t).units[0]?.side).toBe('pack');
    expect(player(t).resources.gold).toBe(0);
  });

  it('may be declined; with no Bronze or Silver Few unit nothing is offered', () => {
    const { s } = visit();
    expect(player(apply(s, { type: 'decline' })).units).toEqual(player(s).units);
    const none = visit((x) => void (x.players[0]!.units = [{ unit: 'castle.halberdiers', side: 'pack' }, { unit: 'castle.champions', side: 'few' }]));
    expect(none.s.pending?.kind).toBe('turn');
  });
});
