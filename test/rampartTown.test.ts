/**
 * The Rampart town (its town board; rulings RA10–RA14): the buildings with their costs and prerequisites, the City
 * Hall's 7 gold, the Mystic Pond's Resource die at each Resource round, the Saplings' half-gold reinforcement at each
 * Astrologers round, the Spell Book price.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, loadState, BUILDINGS, type GameState } from '../src';
import { SPELL_BOOK_COST } from '../src/town/abilities';
import { addBuildings, expectDecision, modify, newGame, passUntil, player } from './helpers';

const hunt = () => newGame({ expansions: ['rampart'], scenario: 'the-hunt', players: [{ hero: 'gelu' }, { hero: 'catherine' }] }); // City Hall pre-built
/** Passes until the first decision of round `round` that `stop` accepts. */
const toRound = (s: GameState, round: number, stop: (g: GameState) => boolean = () => true) => passUntil(s, (g) => g.round === round && stop(g));
const rolled = (s: GameState, round: number) => {
  const start = s.log.findIndex((e) => e.type === 'roundStarted' && e.round === round);
  return s.log.slice(start).filter((e) => e.type === 'dieRolled' && e.die === 'resource' && e.player === 'p1');
};

describe('the buildings', () => {
  it('are the 8 of the town board, with their printed costs, dwellings built bronze → silver → gold', () => {
    const mine = BUILDINGS.filter((b) => b.faction === 'rampart').map((b) => [b.name, b.role, b.cost.gold, b.cost.buildingMaterials, b.cost.valuables, b.requires.join('+')]);
    expect(mine).toEqual([
      ['City Hall', 'cityHall', 10, 6, 0, ''],
      ['Citadel', 'citadel', 8, 5, 1, ''],
      ['Mage Guild', 'mageGuild', 4, 2, 1, ''],
      ['Housing Estate', 'bronzeDwelling', 5, 3, 1, ''],
      ['Spring upon Arches', 'silverDwelling', 8, 6, 3, 'bronzeDwelling'],
      ['Cliff behind the Glade', 'goldDwelling', 10, 9, 4, 'bronzeDwelling+silverDwelling'],
      ['Mystic Pond', 'special1', 7, 4, 0, ''],
      ['Saplings', 'special2', 4, 2, 1, ''],
    ]);
  });

  it('the Spell Book token costs 5 gold', () => {
    expect(SPELL_BOOK_COST['rampart']).toBe(5);
  });
});

describe('City Hall and Mystic Pond at the start of a Resource round', () => {
  it('City Hall: 7 gold, no choice', () => {
    const before = toRound(hunt(), 2);
    const s = toRound(before, 3);
    const gained = s.log.filter((e) => e.type === 'resourcesGained' && e.player === 'p1' && e.reason === 'resource-round');
    expect(gained.map((e) => e.type === 'resourcesGained' && e.resources.gold)).toEqual([7]);
  });

  it('Mystic Pond: a Resource die is rolled and its resources gained (RA11); none without it', () => {
    const s = toRound(addBuildings(hunt(), 'p1', ['special1']), 3);
    expect(rolled(s, 3)).toHaveLength(1);
    expect(rolled(toRound(hunt(), 3), 3)).toHaveLength(0);
  });
});

describe('Saplings: at each Astrologers round, reinforce a bronze or silver unit for half its gold (RA12–RA14)', () => {
  const withUnits = (s: GameState) =>
    modify(s, (x) => {
      player(x).units = [{ unit: 'rampart.elves', side: 'few' }, { unit: 'rampart.pegasi', side: 'few' }, { unit: 'rampart.unicorns', side: 'few' }];
      player(x).resources.gold = 20;
    });
  const atRound2 = (s: GameState) => toRound(s, 2, (g) => g.pending?.kind === 'reinforceHalfGold');

  it('offers the Few bronze and silver units (not gold), with no Citadel, for half their gold rounded down', () => {
    let s = atRound2(withUnits(addBuildings(hunt(), 'p1', ['special2'])));
    expectDecision(s, 'reinforceHalfGold', 'p1');
    expect(loadState(JSON.stringify(s))).toEqual(s); // the Saplings' frame loads while its decision waits
    expect(player(s).buildings.some((b) => b.endsWith('citadel'))).toBe(false);
    expect(legalActions(s)).toEqual([{ type: 'reinforce', unit: 'rampart.elves' }, { type: 'reinforce', unit: 'rampart.pegasi' }, { type: 'decline' }]);
    const gold = player(s).resources.gold;
    s = apply(s, { type: 'reinforce', unit: 'rampart.elves' });
    expect(player(s).resources.gold).toBe(gold - 3); // 7 / 2, rounded down
    expect(player(s).units[0]).toEqual({ unit: 'rampart.elves', side: 'pack' });
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('may be declined; not offered without the Saplings, nor in a Resource round', () => {
    const s = atRound2(withUnits(addBuildings(hunt(), 'p1', ['special2'])));
    expect(player(apply(s, { type: 'decline' })).units[0]?.side).toBe('few');
    const none = passUntil(withUnits(hunt()), (g) => g.pending?.kind === 'reinforceHalfGold' || g.round === 4);
    expect(none.round).toBe(4);
    const later = passUntil(apply(s, { type: 'decline' }), (g) => g.pending?.kind === 'reinforceHalfGold' || g.round === 4);
    expect([later.round, later.pending?.kind]).toEqual([4, 'reinforceHalfGold']); // round 3 (Resource) offered none; round 4 does
  });
});
