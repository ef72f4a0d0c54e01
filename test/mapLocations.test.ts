/**
 * Every location of the core tiles, visited (All Map Locations, p. 75–83; Location Categories, p. 31): each test
 * from the location's rule text. A hero is put next to the location on a face-up tile (guards already beaten), then
 * steps onto it.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type GameState } from '../src';
import { TILES } from '../src/content/registry';
import { decision, expectDecision, modify, newTurnGame, nextToLocation, player } from './helpers';
import type { MapState } from '../src/model';

const mapOf = (s: GameState) => s.map as MapState;

/**
 * A game on p1's turn with a tile holding `location` face up (in place of a face-down tile of its kind), the
 * location's guards beaten, and p1's Main Hero on a field next to it: `field` is the location's field.
 */
const nextTo = (location: string, change?: (s: GameState) => void): { s: GameState; field: number } => nextToLocation(newTurnGame(), location, change);

/** The field of the only face-up Gold Mine outside the Starting tiles. */
function goldMineField(m: MapState): number {
  for (let t = 0; t < m.tiles.length; t++) {
    const tile = m.tiles[t];
    if (!tile?.faceUp || tile.kind === 'starting') continue;
    const slot = TILES.find((d) => d.id === tile.tile)?.fields.findIndex((f) => f.location === 'gold-mine') ?? -1;
    if (slot >= 0) return t * 7 + slot;
  }
  throw new Error('no Gold Mine face up');
}

const step = (x: { s: GameState; field: number }, hero: 'main' | 'secondary' = 'main') => apply(x.s, { type: 'moveHero', hero, field: x.field });
const option = (s: GameState, key: string) => apply(s, { type: 'choose', option: key });

describe('Visitable fields: the effect once, then a black cube (p. 31)', () => {
  it('Water Wheel: +3 Gold; a second visit gives nothing', () => {
    const at = nextTo('water-wheel');
    const gold = player(at.s).resources.gold;
    const s = step(at);
    expect(player(s).resources.gold).toBe(gold + 3);
    expect(mapOf(s).fields[at.field]?.visited).toBe(true);
    const back = mapOf(at.s).heroes[0]?.field as number;
    const again = apply(apply(s, { type: 'moveHero', hero: 'main', field: back }), { type: 'moveHero', hero: 'main', field: at.field });
    expect(player(again).resources.gold).toBe(gold + 3);
  });

  it('Windmill: +1 Valuable', () => {
    const at = nextTo('windmill');
    expect(player(step(at)).resources.valuables).toBe(player(at.s).resources.valuables + 1);
  });

  it('Learning Stone: +1 experience', () => {
    const at = nextTo('learning-stone');
    expect(player(step(at)).experience).toBe(player(at.s).experience + 1);
  });

  it('Temple: positive morale', () => {
    const s = step(nextTo('temple'));
    expect(player(s).morale.positive).toBe(true);
  });

  it('Fountain of Youth: positive morale and +1 MP for the visiting hero, this turn', () => {
    const s = step(nextTo('fountain-of-youth'));
    expect(player(s).morale.positive).toBe(true);
    expect(player(s).mainHero).toMatchObject({ used: 1, extra: 1 });
    const ended = apply(s, { type: 'endTurn' });
    expect(player(ended).mainHero.extra).toBe(0);
  });

  it('Mystical Garden: +2 Gold or +1 Valuable', () => {
    const at = nextTo('mystical-garden');
    const s = step(at);
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'gold' }, { type: 'choose', option: 'valuables' }]);
    expect(player(option(s, 'valuables')).resources.valuables).toBe(player(at.s).resources.valuables + 1);
    expect(player(option(s, 'gold')).resources.gold).toBe(player(at.s).resources.gold + 2);
  });

  it("Warrior's Tomb: Search (2) the Artifacts twice (each may be declined), then negative morale twice", () => {
    let s = step(nextTo('warriors-tomb'));
    expectDecision(s, 'search', 'p1');
    s = apply(s, { type: 'decline' });
    expectDecision(s, 'search', 'p1');
    s = apply(s, { type: 'decline' });
    expect(player(s).morale).toMatchObject({ negative: true, discardHandAtTurnEnd: true });
  });

  it('Shrine of Magic Gesture: pay 3 Gold to Search (2) the Spells, or decline: the black cube goes on anyway', () => {
    const at = nextTo('shrine-of-magic-gesture');
    const s = step(at);
    expect(legalActions(s)).toContainEqual({ type: 'choose', option: 'search' });
    const declined = apply(s, { type: 'decline' });
    expect(mapOf(declined).fields[at.field]?.visited).toBe(true);
    const paid = option(s, 'search');
    expect(player(paid).resources.gold).toBe(player(at.s).resources.gold - 3);
    expect(decision(paid)).toMatchObject({ kind: 'search', deck: 'spell', count: 2 });
  });

  it('Shrine of Magic Gesture without 3 Gold: nothing to choose, the black cube goes on', () => {
    const at = nextTo('shrine-of-magic-gesture', (x) => void ((x.players[0] as { resources: { gold: number } }).resources.gold = 2));
    const s = step(at);
    expect(s.pending?.kind).toBe('turn');
    expect(mapOf(s).fields[at.field]?.visited).toBe(true);
  });

  it('Shrine of Magic Incantation: Search (2) the Spell deck', () => {
    expect(decision(step(nextTo('shrine-of-magic-incantation')))).toMatchObject({ kind: 'search', deck: 'spell', count: 2, optional: true });
  });

  it('Artifact symbol: Search (2) the Artifact deck, optional', () => {
    expect(decision(step(nextTo('artifact')))).toMatchObject({ kind: 'search', deck: 'artifact', count: 2, optional: true });
  });

  it('Treasure symbol: a Treasure die; an Experience face gives 1 experience', () => {
    const at = nextTo('treasure', (x) => void (x.scriptedDice.treasure = [1]));
    expect(player(step(at)).experience).toBe(player(at.s).experience + 1);
  });

  it("Pandora's Box: 2 Treasure dice or 2 Resource dice, one kept", () => {
    const at = nextTo('pandoras-box', (x) => void (x.scriptedDice.resource = [2, 5]));
    const s = step(at);
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'treasure' }, { type: 'choose', option: 'resources' }]);
    const dice = option(s, 'resources');
    expect(decision(dice)).toMatchObject({ kind: 'keepResourceDie', faces: [2, 5], keep: 'one' });
    expect(player(apply(dice, { type: 'keepDie', index: 0 })).resources.gold).toBe(player(at.s).resources.gold + 6);
  });

  it('Tree of Knowledge: pay 3 Valuables or 10 Gold for 2 experience, optional', () => {
    const at = nextTo('tree-of-knowledge', (x) => void ((x.players[0] as { resources: object }).resources = { gold: 10, buildingMaterials: 0, valuables: 3 }));
    const s = step(at);
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'valuables' }, { type: 'choose', option: 'gold' }, { type: 'decline' }]);
    const bought = option(s, 'gold');
    expect(player(bought).experience).toBe(player(at.s).experience + 2);
    expect(player(bought).resources.gold).toBe(0);
  });

  it('Grail: the Grail token, of which only one exists', () => {
    const s = step(nextTo('grail'));
    expect(mapOf(s).grail).toBe('p1');
    const again = step(nextTo('grail', (x) => void ((x.map as MapState).grail = 'p2')));
    expect(mapOf(again).grail).toBe('p2');
  });

  it('Redwood Observatory: discover a tile next to its tile (a face-down one, or one of your supply)', () => {
    const s = step(nextTo('redwood-observatory'));
    const dec = expectDecision(s, 'discoverNear', 'p1');
    expect(dec.tiles.length + dec.places.length).toBeGreaterThan(0);
    const first = legalActions(s)[0];
    const t = apply(s, first as never);
    expectDecision(t, 'rotateTile', 'p1');
    expect(player(t).mainHero.used).toBe(1); // the discovery costs no movement point
  });

  it('Magic Spring: look at the top 3 cards of your discard pile and take one into your hand', () => {
    const at = nextTo('magic-spring', (x) => {
      const p = x.players[0] as { hand: string[]; discard: string[] };
      p.discard.push(...p.hand.splice(0, 3));
    });
    const s = step(at);
    expectDecision(s, 'lookAtDiscard', 'p1');
    expect(s.revealed.length).toBe(3);
  });

  it('Witch Hut: remove an Ability card from your hand, or look at the top Ability card', () => {
    const s = step(nextTo('witch-hut'));
    expect(legalActions(s).map((a) => (a as { option?: string }).option)).toContain('look');
    const looked = option(s, 'look');
    expectDecision(looked, 'lookAtTopCard', 'p1');
  });

  // The Resource symbol is on the Starting tiles only: test/map.test.ts visits it.
});

describe('Revisitable fields (p. 80): no cube, visited again for 1 MP', () => {
  it('Stables: +1 MP for the visiting hero each visit; a revisit costs 1 MP', () => {
    const at = nextTo('stables');
    let s = step(at);
    expect(player(s).mainHero).toMatchObject({ used: 1, extra: 1 });
    expect(mapOf(s).fields[at.field]?.visited).toBe(false);
    expect(legalActions(s)).toContainEqual({ type: 'revisit', hero: 'main' });
    s = apply(s, { type: 'revisit', hero: 'main' });
    expect(player(s).mainHero).toMatchObject({ used: 2, extra: 2 });
  });

  it('Trading Post: trade, or remove a card (not a Statistic) for 1 Gold', () => {
    const s = step(nextTo('trading-post'));
    expect(legalActions(s)).toContainEqual({ type: 'choose', option: 'trade' });
    const trading = option(s, 'trade');
    expectDecision(trading, 'trading', 'p1');
  });

  it('Sanctuary: nothing happens on a visit', () => {
    const at = nextTo('sanctuary');
    const s = step(at);
    expect(s.pending?.kind).toBe('turn');
    expect(player(s).resources).toEqual(player(at.s).resources);
  });
});

describe('Flaggable fields (p. 78–79, 81)', () => {
  it('a Gold Mine: +5 Gold income; its first flagger gains 5 Gold at once; an enemy who flags it takes the income over', () => {
    const at = nextTo('gold-mine');
    const s = step(at);
    expect(mapOf(s).fields[at.field]?.flags).toEqual(['p1']);
    expect(player(s).income.gold).toBe(player(at.s).income.gold + 5);
    expect(player(s).resources.gold).toBe(player(at.s).resources.gold + 5);
  });

  it("an enemy's mine: the visitor's cube replaces theirs and takes the income over; nobody gains it at once again", () => {
    const at = nextTo('gold-mine', (x) => {
      const m = x.map as MapState;
      m.fields[goldMineField(m)] = { cleared: true, visited: false, flags: ['p2'], everFlagged: true, produces: null };
      (x.players[1] as { income: { gold: number } }).income.gold += 5;
    });
    const s = step(at);
    expect(mapOf(s).fields[at.field]?.flags).toEqual(['p1']);
    expect(player(s).income.gold).toBe(player(at.s).income.gold + 5);
    expect(player(s, 'p2').income.gold).toBe(player(at.s, 'p2').income.gold - 5);
    expect(player(s).resources.gold).toBe(player(at.s).resources.gold);
  });

  it('a Settlement: produce a resource (+1 step, gained at once by its first flagger) or reinforce a unit for free', () => {
    const at = nextTo('settlement');
    const s = step(at);
    expect(legalActions(s).map((a) => (a as { option: string }).option)).toEqual(['gold', 'buildingMaterials', 'valuables', 'reinforce']);
    const produced = option(s, 'buildingMaterials');
    expect(player(produced).income.buildingMaterials).toBe(player(at.s).income.buildingMaterials + 2);
    expect(player(produced).resources.buildingMaterials).toBe(player(at.s).resources.buildingMaterials + 2);
    expect(mapOf(produced).fields[at.field]?.produces).toBe('buildingMaterials');
    expect(player(produced).holdsTownOrSettlement).toBe(true);
  });

  it('an Obelisk keeps every player\'s cube', () => {
    const at = nextTo('obelisk');
    const pre = modify(at.s, (x) => void (((x.map as MapState).fields[at.field] as { flags: string[]; everFlagged: boolean }).flags = ['p2']));
    const s = step({ s: pre, field: at.field });
    expect(mapOf(s).fields[at.field]?.flags).toEqual(['p2', 'p1']);
  });

  it('a field flagged by its own player is as if empty', () => {
    const at = nextTo('gold-mine');
    const pre = modify(at.s, (x) => void (((x.map as MapState).fields[at.field] as { flags: string[] }).flags = ['p1']));
    const s = step({ s: pre, field: at.field });
    expect(player(s).income).toEqual(player(pre).income);
    expect(player(s).resources).toEqual(player(pre).resources);
  });
});

describe('Blocked fields (p. 31)', () => {
  it('are never offered as a step', () => {
    const at = nextTo('blocked');
    expect(legalActions(at.s)).not.toContainEqual({ type: 'moveHero', hero: 'main', field: at.field });
  });
});
