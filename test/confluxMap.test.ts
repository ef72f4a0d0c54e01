/**
 * The Conflux box's map tiles F22, F23 and F24 and its new locations, the Faerie Ring and the Elemental Conflux (All
 * Map Locations, p. 75–85; rulings CF80–CF88), with the box in play.
 */
import { describe, expect, it } from 'vitest';
import { apply, boxOf, catalog, contentInPlay, createGame, findInvariantViolations, legalActions, loadState, neutralUnit, scenario, viewFor, type GameState, type MapState, type MapTile, type ScenarioDef } from '../src';
import { geometryOf } from '../src/map/geometry';
import { locationOf } from '../src/map/fields';
import { startingAbilityCard } from '../src/hero/hero';
import { decision, modify, newTurnGame, nextToLocation, player } from './helpers';

const CONFLUX = ['conflux'] as const;
const mapOf = (s: GameState) => s.map as MapState;
const box = contentInPlay(['core', 'conflux']);
const fields = (id: string) => box.tiles.find((t) => t.id === id)?.fields.map((f) => (f.guard ? `${f.location}:${f.guard}` : f.location));
const step = (x: { s: GameState; field: number }) => apply(x.s, { type: 'moveHero', hero: 'main', field: x.field });
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(s);
  return s;
};

/**
 * p1's turn with the Conflux box: `tile` face up, as printed, in place of a face-down Far tile, the field of its `slot`
 * with its guards beaten, and p1's Main Hero on an open, unguarded field next to it.
 */
function nextToSlot(tile: string, slot: number, change: (s: GameState) => void = () => {}): { s: GameState; field: number } {
  let field = -1;
  const s = modify(newTurnGame({ expansions: [...CONFLUX] }), (x) => {
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
  return { s, field };
}

/** p1's turn with the box, next to `location` (its guards beaten); `change` edits the state last. */
const nextTo = (location: string, change?: (s: GameState) => void) => nextToLocation(newTurnGame({ expansions: [...CONFLUX] }), location, change);
/** p1's hand set to these card kinds (taken from their hand, deck and the shared decks). */
const withHand = (kinds: string[]) => (x: GameState) => {
  const p = x.players[0]!;
  const all = [...p.hand, ...p.deck];
  const hand: string[] = [];
  for (const kind of kinds) {
    let card = all.find((c) => c.startsWith(`${kind}#`) && !hand.includes(c));
    if (card === undefined) {
      for (const pile of Object.values(x.decks)) {
        card = pile.deck.find((c) => c.startsWith(`${kind}#`));
        if (card !== undefined) {
          pile.deck.splice(pile.deck.indexOf(card), 1);
          p.deck.push(card);
          all.push(card);
          break;
        }
      }
    }
    hand.push(card as string);
  }
  p.hand = hand;
  p.deck = all.filter((c) => !hand.includes(c));
};

describe('the Conflux box\'s tiles F22, F23 and F24 (rulings CF80, CF81)', () => {
  it('as printed, grass, the Conflux box\'s; no Near tile of the box is built', () => {
    expect(box.tiles.filter((t) => boxOf(t.id) === 'conflux').map((t) => t.id)).toEqual(expect.arrayContaining(['F22', 'F23', 'F24']));
    expect(fields('F22')).toEqual(['shrine-of-magic-incantation', 'blocked', 'witch-hut', 'settlement:3', 'empty', 'learning-stone:2', 'trading-post']);
    expect(fields('F23')).toEqual(['elemental-conflux:2', 'temple', 'empty', 'faerie-ring', 'tree-of-knowledge', 'windmill', 'valuables-mine:3']);
    expect(fields('F24')).toEqual(['redwood-observatory', 'gold-mine:3', 'blocked', 'shrine-of-magic-incantation', 'treasure:2', 'artifact', 'empty']);
    for (const id of ['F22', 'F23', 'F24']) expect(box.tiles.find((t) => t.id === id)).toMatchObject({ kind: 'far', terrain: 'grass' });
    for (let n = 14; n <= 21; n++) expect(box.tiles.some((t) => t.id === `N${n}`)).toBe(false);
    expect(contentInPlay(['core']).tiles.some((t) => boxOf(t.id) === 'conflux')).toBe(false);
  });

  it('a scenario may draw them with the box in play only', () => {
    const base = scenario('border-war') as ScenarioDef;
    const withF22: ScenarioDef = { ...base, map: { ...base.map, pools: { ...base.map.pools, far: [...(base.map.pools['far'] ?? []), 'F22', 'F23', 'F24'] } } };
    expect(() => createGame({ seed: 'cf', players: 2, scenario: withF22 })).toThrow(/tile F22 of the Conflux expansion, which is not in play/);
    const s = createGame({ seed: 'cf', players: 2, scenario: withF22, expansions: [...CONFLUX] });
    expect(s.config.scenario.map.pools['far']).toEqual(expect.arrayContaining(['F22', 'F23', 'F24']));
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('the catalog names them and the box\'s two locations', () => {
    for (const id of ['F22', 'F23', 'F24']) expect(catalog.get(`tile.${id}`)?.name).toBe(id);
    expect(catalog.get('location.faerie-ring')?.text).toMatch(/remove an Ability card.*Search \(2\) the Ability deck.*F23/);
    expect(catalog.get('location.elemental-conflux')?.text).toMatch(/every Dwelling.*"Elementals" unit.*recruit one.*shuffled back.*F23/);
  });

  it('F22\'s Conflux Settlement (Field Difficulty III) is a Settlement: its guards beaten, the visitor flags it', () => {
    const at = nextToSlot('F22', 3);
    expect(locationOf(mapOf(at.s), at.field).id).toBe('settlement');
    let s = step(at);
    // A Settlement's flagger may choose the resource it produces: take the first offer until the turn is back.
    for (let i = 0; i < 5 && s.pending?.kind !== 'turn'; i++) s = apply(s, legalActions(s)[0]!);
    expect(mapOf(s).fields[at.field]?.flags).toEqual(['p1']);
    expect(player(s).holdsTownOrSettlement).toBe(true);
    checked(s);
  });

  it('F22: the Learning Stone gives 1 experience, the Witch Hut and Trading Post ask as they do', () => {
    const stone = nextToSlot('F22', 5);
    expect(player(step(stone)).experience).toBe(player(stone.s).experience + 1);
    const hut = nextToSlot('F22', 2, withHand(['ability.logistics', 'stat.attack']));
    expect(decision(step(hut)).kind).toBe('choose');
    const post = nextToSlot('F22', 6);
    const t = apply(step(post), { type: 'decline' });
    expect(mapOf(t).fields[post.field]?.visited).toBe(false); // revisitable: no black cube
    checked(t);
  });

  it('F23: the Windmill gives 1 valuable, the Temple positive morale, the Valuables Mine 1 valuable of income', () => {
    const mill = nextToSlot('F23', 5);
    const s = step(mill);
    expect(player(s).resources.valuables).toBe(player(mill.s).resources.valuables + 1);
    expect(mapOf(s).fields[mill.field]?.visited).toBe(true);
    const temple = nextToSlot('F23', 1, (x) => { x.players[0]!.morale.positive = false; });
    expect(player(step(temple)).morale.positive).toBe(true);
    const mine = nextToSlot('F23', 6);
    expect(player(step(mine)).income.valuables).toBe(player(mine.s).income.valuables + 1);
  });

  it('F24: the Gold Mine raises gold income by 5, the Artifact field Searches the Artifact deck', () => {
    const mine = nextToSlot('F24', 1);
    expect(player(step(mine)).income.gold).toBe(player(mine.s).income.gold + 5);
    const art = nextToSlot('F24', 5);
    expect(decision(step(art))).toMatchObject({ kind: 'search', deck: 'artifact', count: 2 });
    const shrine = nextToSlot('F24', 3);
    expect(decision(step(shrine))).toMatchObject({ kind: 'search', deck: 'spell', count: 2 });
  });
});

describe('the Faerie Ring (ruling CF83)', () => {
  it('remove an Ability, Spell or Artifact card of the hand, then Search (2) that card\'s deck', () => {
    const at = nextTo('faerie-ring', withHand(['ability.logistics', 'spell.magic-arrow', 'stat.attack']));
    const s = step(at);
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'ability' }, { type: 'choose', option: 'spell' }, { type: 'decline' }]);
    const removing = apply(s, { type: 'choose', option: 'spell' });
    // Magic Arrow may go, unlike at a Trading Post: the Faerie Ring names no such exception.
    expect(legalActions(removing)).toEqual([{ type: 'removeCard', card: player(removing).hand[1] }]);
    const arrow = player(removing).hand[1] as string;
    const searching = checked(apply(removing, { type: 'removeCard', card: arrow }));
    expect(player(searching).removed).toContain(arrow);
    expect(decision(searching)).toMatchObject({ kind: 'search', deck: 'spell', count: 2 });
    expect(mapOf(searching).fields[at.field]?.visited).toBe(true);
  });

  it('the Artifact deck for an Artifact', () => {
    const at = nextTo('faerie-ring', withHand(['artifact.angel-wings']));
    const removing = apply(step(at), { type: 'choose', option: 'artifact' });
    const searching = apply(removing, { type: 'removeCard', card: player(removing).hand[0]! });
    expect(decision(searching)).toMatchObject({ kind: 'search', deck: 'artifact', count: 2 });
  });

  it('never the Starting Ability card, a Statistic or a Specialty card: with only those, nothing is offered', () => {
    const at = nextTo('faerie-ring', (x) => {
      const own = startingAbilityCard(x.players, 'p1') as string;
      const p = x.players[0]!;
      const stat = [...p.hand, ...p.deck].find((c) => c.startsWith('stat.')) as string;
      p.deck = [...p.hand, ...p.deck].filter((c) => c !== own && c !== stat);
      p.hand = [own, stat];
    });
    const s = checked(step(at));
    expect(s.pending?.kind).toBe('turn');
    expect(mapOf(s).fields[at.field]?.visited).toBe(true);
    expect(player(s).hand).toHaveLength(2);
  });

  it('another copy of the Starting Ability may go; the Starting Ability card itself is not offered', () => {
    const at = nextTo('faerie-ring', (x) => {
      const own = startingAbilityCard(x.players, 'p1') as string;
      const p = x.players[0]!;
      const kind = own.slice(0, own.indexOf('#'));
      const copy = x.decks.ability.deck.find((c) => c.startsWith(`${kind}#`) && c !== own) as string;
      x.decks.ability.deck = x.decks.ability.deck.filter((c) => c !== copy);
      p.deck = [...p.hand, ...p.deck].filter((c) => c !== own);
      p.hand = [own, copy];
    });
    const removing = apply(step(at), { type: 'choose', option: 'ability' });
    expect(legalActions(removing)).toEqual([{ type: 'removeCard', card: player(removing).hand[1] }]);
    // Asked for all the same, it is refused with a reason that names the card, not a Trading Post.
    const own = player(removing).hand[0] as string;
    expect(() => apply(removing, { type: 'removeCard', card: own })).toThrow(/cannot be removed here: Specialty, Statistic and Starting Ability cards never can/);
    expect(() => apply(removing, { type: 'removeCard', card: own })).not.toThrow(/^A Trading Post/);
  });

  it('may be declined: the black cube goes on all the same', () => {
    const at = nextTo('faerie-ring', withHand(['ability.logistics']));
    const s = apply(step(at), { type: 'decline' });
    expect(s.pending?.kind).toBe('turn');
    expect(mapOf(s).fields[at.field]?.visited).toBe(true);
    expect(player(s).hand).toHaveLength(1);
  });
});

describe('the Elemental Conflux (rulings CF84–CF88)', () => {
  const ELEMENTALS = ['neutral.storm-elementals', 'neutral.ice-elementals', 'neutral.energy-elementals', 'neutral.magma-elementals', 'neutral.magic-elementals'];
  const isElementals = (u: string) => ELEMENTALS.includes(u.slice(0, u.indexOf('#')));
  /** Every neutral card of the game, deck by deck, sorted: what the visit may move but never lose. */
  const neutralCards = (s: GameState) => (['bronze', 'silver', 'gold', 'azure'] as const).map((t) => [...s.neutralDecks[t].deck, ...s.neutralDecks[t].discard].sort());
  /** p1 next to the Elemental Conflux with the Dwellings of these tiers built and `gold` gold. */
  const visiting = (tiers: Array<'bronze' | 'silver' | 'gold'>, gold = 40, change: (x: GameState) => void = () => {}) =>
    nextTo('elemental-conflux', (x) => {
      const p = x.players[0]!;
      p.buildings = p.buildings.filter((b) => !/Dwelling$/.test(b));
      for (const t of tiers) p.buildings.push(`${p.faction}.${t}Dwelling`);
      p.resources = { gold, buildingMaterials: 5, valuables: 5 };
      change(x);
    });

  it('draws from each built Dwelling\'s deck until an "Elementals" unit; one may be recruited at its cost; the rest go back into the decks', () => {
    const at = visiting(['bronze', 'silver']);
    const s = checked(step(at));
    expect(decision(s)).toMatchObject({ kind: 'drawNeutrals', player: 'p1', step: 'recruit' });
    expect(s.revealed).toHaveLength(2);
    expect(s.revealed.every(isElementals)).toBe(true);
    expect(s.revealed.map((u) => s.neutralDecks.bronze.deck.includes(u) || s.neutralDecks.silver.deck.includes(u))).toEqual([false, false]);
    // The cards passed over are back in their decks already: no discard pile grew.
    for (const t of ['bronze', 'silver', 'gold', 'azure'] as const) expect(s.neutralDecks[t].discard).toEqual(at.s.neutralDecks[t].discard);
    const [bronze, silver] = s.revealed as [string, string];
    expect(legalActions(s)).toEqual([{ type: 'recruit', unit: bronze }, { type: 'recruit', unit: silver }, { type: 'decline' }]);
    const t = checked(apply(s, { type: 'recruit', unit: silver }));
    expect(player(t).units).toContainEqual({ unit: silver, side: 'neutral' });
    expect(player(t).resources.gold).toBe(40 - neutralUnit(silver.slice(0, silver.indexOf('#'))).recruitCost.gold);
    expect(t.neutralDecks.bronze.deck).toContain(bronze);
    expect(t.revealed).toEqual([]);
    expect(neutralCards(t).flat().length + 1).toBe(neutralCards(at.s).flat().length);
    expect(mapOf(t).fields[at.field]?.visited).toBe(true);
  });

  it('declined, every card drawn goes back into its deck', () => {
    const at = visiting(['bronze', 'silver', 'gold']);
    const s = step(at);
    expect(s.revealed.map((u) => u.slice(0, u.indexOf('#')))).toEqual([expect.stringMatching(/storm|ice/), expect.stringMatching(/energy|magma/), 'neutral.magic-elementals']);
    const t = checked(apply(s, { type: 'decline' }));
    expect(neutralCards(t)).toEqual(neutralCards(at.s));
    for (const tier of ['bronze', 'silver', 'gold', 'azure'] as const) expect(t.neutralDecks[tier].discard).toEqual(at.s.neutralDecks[tier].discard);
  });

  it('a unit that costs more than the player has is not offered; the Azure deck is never drawn from', () => {
    const at = visiting(['gold'], 0);
    const s = step(at);
    expect(s.revealed).toHaveLength(1);
    expect(legalActions(s)).toEqual([{ type: 'decline' }]);
    expect(s.neutralDecks.azure).toEqual(at.s.neutralDecks.azure);
  });

  it('a deck whose cards and discard pile hold no Elementals is not searched; with none to search, the visit does nothing', () => {
    const out = (x: GameState) => {
      // The Bronze Elementals are in p2's unit deck.
      for (const pile of [x.neutralDecks.bronze.deck, x.neutralDecks.bronze.discard]) {
        for (const u of pile.filter(isElementals)) {
          pile.splice(pile.indexOf(u), 1);
          x.players[1]!.units.push({ unit: u, side: 'neutral' });
        }
      }
    };
    const s = step(visiting(['bronze', 'silver'], 40, out));
    expect(s.revealed.map((u) => u.slice(0, u.indexOf('#')))).toEqual([expect.stringMatching(/energy|magma/)]);
    const none = visiting(['bronze'], 40, out);
    const t = checked(step(none));
    expect(t.pending?.kind).toBe('turn');
    expect(mapOf(t).fields[none.field]?.visited).toBe(true);
    expect(t.neutralDecks).toEqual(none.s.neutralDecks);
    const noDwelling = visiting([]);
    expect(step(noDwelling).pending?.kind).toBe('turn');
  });

  it('with the deck run out, its discard pile is shuffled in and drawing goes on', () => {
    const at = visiting(['gold'], 40, (x) => {
      const g = x.neutralDecks.gold;
      g.discard = [...g.discard, ...g.deck];
      g.deck = [];
    });
    expect(at.s.neutralDecks.gold.deck).toEqual([]);
    const s = checked(step(at));
    expect(s.revealed.map((u) => u.slice(0, u.indexOf('#')))).toEqual(['neutral.magic-elementals']);
    expect(s.log.some((e) => e.type === 'deckReshuffled' && e.deck === 'neutral-gold')).toBe(true);
    const t = checked(apply(s, { type: 'decline' }));
    expect(t.neutralDecks.gold.discard).toEqual([]);
    expect(neutralCards(t)).toEqual(neutralCards(at.s));
  });

  it('only its visitor sees the units found', () => {
    const s = step(visiting(['bronze']));
    expect(viewFor(s, 'p1').revealed).toEqual(s.revealed);
    expect(viewFor(s, 'p2').revealed).toEqual(['?']);
  });
});
