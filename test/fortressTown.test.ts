/**
 * The Fortress town (its town board; rulings FX40–FX45): the buildings with their costs and prerequisites, the City
 * Hall's choice, the Blood Obelisk at a Resource round and after a Siege, the Cage of Warlords' faction cubes and
 * their use in combat, the Spell Book price.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, legalActions, loadState, BUILDINGS, type Action, type GameState } from '../src';
import type { CombatState, MapState, ScenarioDef } from '../src/model';
import { scenario } from '../src/data/scenarios';
import { Draft } from '../src/kernel/draft';
import { advance } from '../src/game/flow';
import { SPELL_BOOK_COST } from '../src/town/abilities';
import {
  addBuildings, clone, expectDecision, isListed, modify, newGame, passUntil, player, putInDiscard, runEffects,
  newTurnGame, withTiles, CHAIN_LINK_TILES, rich,
} from './helpers';

const hunt = () => newGame({ expansions: ['fortress'], scenario: 'the-hunt', players: [{ hero: 'wystan' }, { hero: 'catherine' }] }); // City Hall pre-built
/** Passes until the first choice of the Resource round `round`. */
const toChoice = (s: GameState, round: number) => passUntil(s, (g) => g.round === round && g.pending?.kind === 'choose');

describe('the buildings', () => {
  it('are the 8 of the town board, with their printed costs, dwellings built bronze → silver → gold', () => {
    const mine = BUILDINGS.filter((b) => b.faction === 'fortress').map((b) => [b.name, b.role, b.cost.gold, b.cost.buildingMaterials, b.cost.valuables, b.requires.join('+')]);
    expect(mine).toEqual([
      ['City Hall', 'cityHall', 10, 4, 0, ''],
      ['Citadel', 'citadel', 8, 5, 1, ''],
      ['Mage Guild', 'mageGuild', 4, 2, 1, ''],
      ['Den', 'bronzeDwelling', 5, 3, 1, ''],
      ['Swamp Lairs', 'silverDwelling', 8, 6, 3, 'bronzeDwelling'],
      ['Nest upon the Pond', 'goldDwelling', 10, 9, 4, 'bronzeDwelling+silverDwelling'],
      ['Blood Obelisk', 'special1', 6, 6, 0, ''],
      ['Cage of Warlords', 'special2', 6, 4, 1, ''],
    ]);
  });

  it('the Spell Book token costs 5 gold', () => {
    expect(SPELL_BOOK_COST['fortress']).toBe(5);
  });
});

describe('City Hall: 5 gold, or trades as in a Trading Post (FX41)', () => {
  it('offers both at the start of a Resource round', () => {
    const s = toChoice(hunt(), 3);
    expectDecision(s, 'choose', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'gold' }, { type: 'choose', option: 'trade' }]);
    expect(player(apply(s, { type: 'choose', option: 'gold' })).resources.gold).toBe(player(s).resources.gold + 5);
    const trading = apply(s, { type: 'choose', option: 'trade' });
    expect(trading.pending?.player).toBe('p1');
    expect(legalActions(trading).some((a) => a.type === 'trade')).toBe(true);
  });
});

describe('Blood Obelisk: Search (4) your discard pile at each Resource round, if you wish (FX42)', () => {
  it('the owner may look at the top 4 cards of their discard pile and take one, or decline', () => {
    let s = addBuildings(hunt(), 'p1', ['special1']);
    s = toChoice(s, 3);
    s = putInDiscard(s, 'p1', player(s).deck.slice(0, 2)); // the Search needs cards there
    s = apply(s, { type: 'choose', option: 'gold' }); // City Hall first
    expectDecision(s, 'choose', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'search' }, { type: 'decline' }]);
    const declined = apply(s, { type: 'decline' });
    expect(declined.pending?.player === 'p1' && declined.pending.kind === 'choose').toBe(false);
    const searched = apply(s, { type: 'choose', option: 'search' });
    expect(searched.pending?.kind).toBe('lookAtDiscard');
  });
});

describe('Cage of Warlords: a faction cube when built and at each Resource round, at most 2 (FX43)', () => {
  it('counts its cubes', () => {
    let s = runEffects(hunt(), 'p1', [{ op: 'addTownCube', max: 2 }]);
    expect(player(s).townCubes).toBe(1);
    s = runEffects(s, 'p1', [{ op: 'addTownCube', max: 2 }, { op: 'addTownCube', max: 2 }]);
    expect(player(s).townCubes).toBe(2);
    expect(s.log.filter((e) => e.type === 'townCubeAdded')).toHaveLength(1);
  });

  it('building it places the first cube', () => {
    const s = rich(newTurnGame({ expansions: ['fortress'], players: [{ hero: 'wystan' }, { hero: 'catherine' }] }));
    expect(player(s).townCubes).toBe(0);
    const built = apply(s, { type: 'build', building: 'fortress.special2' });
    expect(player(built).townCubes).toBe(1);
    expect(loadState(JSON.stringify(built))).toEqual(built);
  });

  it('each Resource round one more, after the City Hall', () => {
    let s = addBuildings(hunt(), 'p1', ['special2']);
    s = toChoice(s, 3);
    expect(player(s).townCubes).toBe(0);
    s = apply(s, { type: 'choose', option: 'gold' });
    expect(player(s).townCubes).toBe(1);
  });
});

describe('the Cage\'s cubes in combat: +1 Attack or +1 Defense each (FX44)', () => {
  const withCubes = (n: number) => {
    const s = createCombat({
      expansions: ['fortress'],
      logLimit: 1000,
      dice: { attack: [0, 0, 0, 0] },
      attacker: { hero: 'wystan', units: [{ unit: 'fortress.gorgons', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }, { unit: 'castle.halberdiers', space: 19 }] },
    });
    return modify(s, (x) => { player(x, 'p1').townCubes = n; });
  };
  const attackCube: Action = { type: 'useTownCube', stat: 'attack' };

  it('offered to the activating unit before it attacks; +1 Attack for its attack', () => {
    let s = withCubes(2);
    expect(isListed(s, attackCube)).toBe(true);
    expect(isListed(s, { type: 'useTownCube', stat: 'defense' })).toBe(true);
    s = apply(s, attackCube);
    expect(player(s).townCubes).toBe(1);
    expect(s.combat!.units.find((u) => u.id === 'fortress.gorgons')!.attackBonus).toBe(1);
    s = apply(s, { type: 'attack', target: 'castle.crusaders' });
    while (s.pending?.kind === 'reaction' || s.pending?.kind === 'attackRoll') s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
    const first = s.log.find((e) => e.type === 'attackResolved');
    expect(first).toMatchObject({ attacker: 'fortress.gorgons', attack: 5, defense: 2 });
  });

  it('not offered without cubes', () => {
    const s = withCubes(0);
    expect(legalActions(s).some((a) => a.type === 'useTownCube')).toBe(false);
    expect(() => apply(s, attackCube)).toThrow(/faction cube/);
  });

  it('offered in the reaction window when the enemy attacks the player\'s unit', () => {
    let s = modify(withCubes(0), (x) => { player(x, 'p2').townCubes = 1; });
    s = apply(s, { type: 'attack', target: 'castle.crusaders' });
    while (s.pending?.kind === 'reaction' && s.pending.player !== 'p2') s = apply(s, { type: 'pass' });
    expectDecision(s, 'reaction', 'p2');
    expect(isListed(s, { type: 'useTownCube', stat: 'defense' })).toBe(true);
    s = apply(s, { type: 'useTownCube', stat: 'defense' });
    expect(player(s, 'p2').townCubes).toBe(0);
    while (s.pending?.kind === 'reaction' || s.pending?.kind === 'attackRoll') s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
    // Gorgons Few 4 + 0 against the Crusaders' 2 + 1.
    expect(s.log.find((e) => e.type === 'attackResolved')).toMatchObject({ attacker: 'fortress.gorgons', attack: 4, defense: 3, damage: 1 });
  });
});

describe('the Blood Obelisk after a Siege of the town (FX42)', () => {
  const OPEN_CHAIN_LINK: ScenarioDef = { ...(scenario('chain-link') as ScenarioDef), victory: [] };
  const TILES = CHAIN_LINK_TILES.map((t) => (t === 'S2' ? 'S5' : t)); // p2's Fortress tile in place of the Dungeon's
  const P2_TOWN = 10;

  function siege(buildings: Array<'special1'>): GameState {
    let s = withTiles(newTurnGame({ expansions: ['fortress'], scenario: OPEN_CHAIN_LINK, players: [{ hero: 'catherine' }, { hero: 'wystan' }] }), TILES);
    s = addBuildings(s, 'p2', buildings);
    s = modify(s, (x) => {
      const m = x.map as MapState;
      for (const [id, field] of [['p2', 7], ['p1', 13]] as const) {
        const at = m.heroes.findIndex((h) => h.player === id && h.hero === 'main');
        m.heroes[at] = { player: id, hero: 'main', field, lastVisited: field };
        m.fields[field] = { ...(m.fields[field] as MapState['fields'][number]), cleared: true };
      }
      for (const id of ['p1', 'p2']) player(x, id).tokens = { build: false, population: false, spellBook: false };
    });
    s = putInDiscard(s, 'p2', player(s, 'p2').deck.slice(0, 2)); // the Search needs cards there
    s = apply(s, { type: 'moveHero', hero: 'main', field: P2_TOWN });
    s = apply(s, { type: 'payToDefend' });
    expect(s.combat?.defendingTown).toBe(true);
    // The combat ends (won by the defender); its consequences and the map's then run.
    const d = new Draft(modify(s, (x) => {
      const c = x.combat as CombatState;
      c.outcome = { result: 'defenderWon', by: null };
      c.step = { step: 'over' };
      x.pending = null;
    }));
    advance(d);
    return d.s;
  }

  it('its owner may then Search (4) their discard pile', () => {
    const s = passUntil(siege(['special1']), (g) => g.pending?.player === 'p2' && g.pending.kind === 'choose', 50);
    expect(s.pending).toMatchObject({ kind: 'choose', player: 'p2', source: 'fortress.special1' });
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'search' }, { type: 'decline' }]);
    expect(loadState(JSON.stringify(clone(s)))).toEqual(s);
  });

  it('without the Obelisk nothing follows the Siege', () => {
    const s = siege([]);
    expect(s.stack.some((f) => f.source === 'fortress.special1')).toBe(false);
    expect(s.pending?.kind === 'choose' && s.pending.player === 'p2').toBe(false);
  });
});
