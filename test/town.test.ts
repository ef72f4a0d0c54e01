/** TOWN ACTIONS, TOWN, SPELL CARDS (Mage Guild), UNITS (recruit / reinforce), HEROES (Secondary Hero). */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type GameState, type ScenarioDef } from '../src';
import {
  addBuildings,
  applyAll,
  expectDecision,
  expectIllegal,
  isListed,
  newGame,
  newTurnGame,
  nextRound,
  player,
  rich,
  setBuildings,
  setResources,
  startTurn,
  withPlayer,
} from './helpers';

describe('building (Build token)', () => {
  it('pays the building cost, flips the Build token and places the building', () => {
    let s = newTurnGame(); // 20 G, 6 BM, 1 V
    s = apply(s, { type: 'build', building: 'castle.citadel' }); // 8/5/1
    const p = player(s);
    expect(p.resources).toEqual({ gold: 12, buildingMaterials: 1, valuables: 0 });
    expect(p.buildings).toEqual(['castle.bronzeDwelling', 'castle.citadel']);
    expect(p.tokens.build).toBe(false);
    expectDecision(s, 'turn', 'p1');
  });

  it.each([
    ['castle.cityHall', { gold: 10, buildingMaterials: 4, valuables: 0 }],
    ['castle.special1', { gold: 8, buildingMaterials: 4, valuables: 0 }],
    ['castle.special2', { gold: 4, buildingMaterials: 3, valuables: 0 }],
    ['castle.mageGuild', { gold: 4, buildingMaterials: 2, valuables: 1 }],
  ])('%s costs %o', (building, cost) => {
    let s = rich(newTurnGame());
    s = apply(s, { type: 'build', building });
    expect(player(s).resources).toEqual({ gold: 200 - cost.gold, buildingMaterials: 100 - cost.buildingMaterials, valuables: 50 - cost.valuables });
  });

  it('refuses a building that cannot be paid for, and does not list it', () => {
    const s = setResources(newTurnGame(), 'p1', { gold: 10, buildingMaterials: 3, valuables: 0 });
    expect(isListed(s, { type: 'build', building: 'castle.cityHall' })).toBe(false);
    expectIllegal(s, { type: 'build', building: 'castle.cityHall' }, 'NOT_ENOUGH_RESOURCES');
    expect(isListed(s, { type: 'build', building: 'castle.special2' })).toBe(true);
  });

  it('builds only one building per round', () => {
    let s = rich(newTurnGame());
    s = apply(s, { type: 'build', building: 'castle.citadel' });
    expect(legalActions(s).some((a) => a.type === 'build')).toBe(false);
    expectIllegal(s, { type: 'build', building: 'castle.cityHall' }, 'TOKEN_USED');
    // Not in the same round's later turn either, but again in the next round.
    s = startTurn(nextRound(s), 0);
    s = apply(s, { type: 'build', building: 'castle.cityHall' });
    expect(player(s).buildings).toContain('castle.cityHall');
  });

  it('builds the Dwellings in order: bronze → silver → gold', () => {
    let s = setBuildings(rich(newTurnGame()), 'p1', []);
    expectIllegal(s, { type: 'build', building: 'castle.silverDwelling' }, 'BUILDING_ORDER');
    expectIllegal(s, { type: 'build', building: 'castle.goldDwelling' }, 'BUILDING_ORDER');
    expect(isListed(s, { type: 'build', building: 'castle.bronzeDwelling' })).toBe(true);
    expect(isListed(s, { type: 'build', building: 'castle.silverDwelling' })).toBe(false);
    s = addBuildings(s, 'p1', ['bronzeDwelling']);
    expectIllegal(s, { type: 'build', building: 'castle.goldDwelling' }, 'BUILDING_ORDER');
    expect(isListed(s, { type: 'build', building: 'castle.silverDwelling' })).toBe(true);
    s = addBuildings(s, 'p1', ['silverDwelling']);
    expect(isListed(s, { type: 'build', building: 'castle.goldDwelling' })).toBe(true);
    s = apply(s, { type: 'build', building: 'castle.goldDwelling' });
    expect(player(s).buildings).toContain('castle.goldDwelling');
  });

  it('refuses a building already built or of another town', () => {
    const s = rich(newTurnGame());
    expectIllegal(s, { type: 'build', building: 'castle.bronzeDwelling' }, 'ALREADY_BUILT');
    expectIllegal(s, { type: 'build', building: 'dungeon.citadel' }, 'UNKNOWN_BUILDING');
    expectIllegal(s, { type: 'build', building: 'castle.tavern' }, 'UNKNOWN_BUILDING');
  });
});

describe('Mage Guild and the Spell Book token', () => {
  it('building the Mage Guild gives two Search (2) of the Spell deck', () => {
    let s = newTurnGame();
    const hand = player(s).hand.length;
    s = apply(s, { type: 'build', building: 'castle.mageGuild' });
    expectDecision(s, 'search', 'p1');
    expect(s.pending).toMatchObject({ deck: 'spell', count: 2 });
    s = apply(s, { type: 'searchReveal' });
    s = apply(s, { type: 'searchPick', card: s.revealed[0] as string });
    expectDecision(s, 'search', 'p1');
    s = apply(s, { type: 'searchTakeDiscard' });
    expectDecision(s, 'turn', 'p1');
    const gained = player(s).hand.slice(hand);
    expect(gained).toHaveLength(2);
    expect(gained.every((c) => c.startsWith('spell.'))).toBe(true);
    expect(player(s).mageGuildRound).toBe(1);
  });

  function guildBuiltInRound1(heroes: Array<{ hero: string }>): GameState {
    let s = newTurnGame({ players: heroes });
    s = apply(s, { type: 'build', building: `${player(s).faction}.mageGuild` });
    s = applyAll(s, [{ type: 'searchTakeDiscard' }, { type: 'searchTakeDiscard' }]);
    return s;
  }

  it('the Spell Book token cannot be used in the round the Guild was built, but can the next round', () => {
    let s = guildBuiltInRound1([{ hero: 'catherine' }, { hero: 'mutare' }]);
    expect(isListed(s, { type: 'buySpells' })).toBe(false);
    expectIllegal(s, { type: 'buySpells' }, 'MAGE_GUILD_NEW');
    s = startTurn(nextRound(s), 0);
    expect(isListed(s, { type: 'buySpells' })).toBe(true);
  });

  it.each([
    ['catherine', 'castle', 6],
    ['alamar', 'dungeon', 5],
    ['sandro', 'necropolis', 5],
  ])('a %s (%s) player pays %i gold to Search (2) the Spell deck, once per round', (hero, _faction, cost) => {
    const other = hero === 'alamar' ? 'catherine' : 'alamar';
    let s = guildBuiltInRound1([{ hero }, { hero: other }]);
    s = startTurn(nextRound(s), 0);
    const gold = player(s).resources.gold;
    const hand = player(s).hand.length;
    s = apply(s, { type: 'buySpells' });
    expect(player(s).resources.gold).toBe(gold - cost);
    expectDecision(s, 'search', 'p1');
    s = apply(s, { type: 'searchTakeDiscard' });
    expect(player(s).hand).toHaveLength(hand + 1);
    expect(player(s).hand.at(-1)?.startsWith('spell.')).toBe(true);
    expectIllegal(s, { type: 'buySpells' }, 'TOKEN_USED');
  });

  it('a Mage Guild pre-built by the scenario was not built this round: the token works in round 1', () => {
    const sc = { ...newGame().config.scenario, id: 'guild', prebuilt: ['bronzeDwelling', 'mageGuild'] as ScenarioDef['prebuilt'] };
    let s = newGame({ scenario: sc });
    s = applyAll(s, Array.from({ length: 4 }, () => ({ type: 'searchTakeDiscard' }) as const));
    s = startTurn(s);
    expect(s.round).toBe(1);
    expect(isListed(s, { type: 'buySpells' })).toBe(true);
  });

  it('the Spell Book token needs a Mage Guild and the gold', () => {
    const s = newTurnGame();
    expect(isListed(s, { type: 'buySpells' })).toBe(false);
    expectIllegal(s, { type: 'buySpells' }, 'BUILDING_MISSING');
    const poor = setResources(addBuildings(s, 'p1', ['mageGuild']), 'p1', { gold: 5 });
    expectIllegal(poor, { type: 'buySpells' }, 'NOT_ENOUGH_RESOURCES');
    expect(isListed(setResources(poor, 'p1', { gold: 6 }), { type: 'buySpells' })).toBe(true);
  });
});

describe('recruiting and reinforcing (Population token, UNITS)', () => {
  it('recruiting needs the Dwelling of the unit’s tier, and pays the recruitment cost; the unit joins Few side up', () => {
    let s = newTurnGame(); // bronze Dwelling only
    expectIllegal(s, { type: 'recruit', unit: 'castle.crusaders' }, 'NEEDS_DWELLING');
    expect(isListed(s, { type: 'recruit', unit: 'castle.crusaders' })).toBe(false);
    expect(isListed(s, { type: 'recruit', unit: 'castle.marksmen' })).toBe(true);
    s = addBuildings(s, 'p1', ['silverDwelling']);
    s = apply(s, { type: 'recruit', unit: 'castle.crusaders' }); // 6 G
    expect(player(s).resources.gold).toBe(14);
    expect(player(s).units.at(-1)).toEqual({ unit: 'castle.crusaders', side: 'few' });
    expect(player(s).tokens.population).toBe(false);
  });

  it('reinforcing needs the Dwelling and the Citadel, and pays the reinforcement cost', () => {
    let s = newTurnGame(); // Griffins are a Few, bronze Dwelling built, no Citadel
    expectIllegal(s, { type: 'reinforce', unit: 'castle.griffins' }, 'NEEDS_CITADEL');
    expect(isListed(s, { type: 'reinforce', unit: 'castle.griffins' })).toBe(false);
    s = setBuildings(s, 'p1', ['citadel']);
    expectIllegal(s, { type: 'reinforce', unit: 'castle.griffins' }, 'NEEDS_DWELLING');
    s = addBuildings(s, 'p1', ['bronzeDwelling']);
    expect(isListed(s, { type: 'reinforce', unit: 'castle.griffins' })).toBe(true);
    s = apply(s, { type: 'reinforce', unit: 'castle.griffins' }); // 6 G
    expect(player(s).resources.gold).toBe(14);
    expect(player(s).units).toContainEqual({ unit: 'castle.griffins', side: 'pack' });
  });

  it('reinforces only a Few unit that is in the unit deck', () => {
    const s = addBuildings(newTurnGame(), 'p1', ['citadel']);
    expectIllegal(s, { type: 'reinforce', unit: 'castle.halberdiers' }, 'NOT_FEW'); // already a Pack
    expectIllegal(s, { type: 'reinforce', unit: 'castle.marksmen' }, 'UNIT_NOT_AVAILABLE');
    expectIllegal(s, { type: 'reinforce', unit: 'dungeon.troglodytes' }, 'UNKNOWN_UNIT');
  });

  it('neutral units cannot be reinforced', () => {
    const s = withPlayer(addBuildings(rich(newTurnGame()), 'p1', ['citadel']), 'p1', (p) => {
      p.units.push({ unit: 'neutral.boars#1', side: 'neutral' });
    });
    expectIllegal(s, { type: 'reinforce', unit: 'neutral.boars#1' }, 'UNKNOWN_UNIT');
    expect(legalActions(s).some((a) => a.type === 'reinforce' && a.unit.startsWith('neutral.'))).toBe(false);
  });

  it('refuses a recruitment that cannot be paid for', () => {
    const s = setResources(addBuildings(newTurnGame(), 'p1', ['silverDwelling']), 'p1', { gold: 7 });
    expectIllegal(s, { type: 'recruit', unit: 'castle.zealots' }, 'NOT_ENOUGH_RESOURCES'); // 8 G
  });

  it('one use of the Population token recruits and reinforces any number of units', () => {
    let s = rich(addBuildings(newTurnGame(), 'p1', ['citadel', 'silverDwelling']));
    s = apply(s, { type: 'recruit', unit: 'castle.marksmen' }); // 3
    expectDecision(s, 'recruiting', 'p1');
    expect(legalActions(s)).toContainEqual({ type: 'finishRecruiting' });
    s = applyAll(s, [
      { type: 'recruit', unit: 'castle.crusaders' }, // 6
      { type: 'reinforce', unit: 'castle.griffins' }, // 6
      { type: 'reinforce', unit: 'castle.marksmen' }, // 5: recruited in this same use
      { type: 'recruit', unit: 'castle.zealots' }, // 8
    ]);
    expectDecision(s, 'recruiting', 'p1');
    s = apply(s, { type: 'finishRecruiting' });
    expectDecision(s, 'turn', 'p1');
    expect(player(s).resources.gold).toBe(200 - 28);
    expect(player(s).units).toEqual([
      { unit: 'castle.halberdiers', side: 'pack' },
      { unit: 'castle.griffins', side: 'pack' },
      { unit: 'castle.marksmen', side: 'pack' },
      { unit: 'castle.crusaders', side: 'few' },
      { unit: 'castle.zealots', side: 'few' },
    ]);
    // The token is spent: no second recruiting this round.
    expect(legalActions(s).some((a) => a.type === 'recruit' || a.type === 'reinforce')).toBe(false);
    expectIllegal(s, { type: 'recruit', unit: 'castle.champions' }, 'TOKEN_USED');
    s = startTurn(nextRound(s), 0);
    expect(isListed(s, { type: 'recruit', unit: 'castle.champions' })).toBe(false); // no gold Dwelling yet
    s = addBuildings(s, 'p1', ['goldDwelling']);
    expect(isListed(s, { type: 'recruit', unit: 'castle.champions' })).toBe(true);
  });

  it('a unit card cannot be recruited twice', () => {
    let s = rich(newTurnGame());
    expectIllegal(s, { type: 'recruit', unit: 'castle.griffins' }, 'UNIT_NOT_AVAILABLE'); // a starting unit
    expect(isListed(s, { type: 'recruit', unit: 'castle.griffins' })).toBe(false);
    s = apply(s, { type: 'recruit', unit: 'castle.marksmen' });
    expect(isListed(s, { type: 'recruit', unit: 'castle.marksmen' })).toBe(false);
    expectIllegal(s, { type: 'recruit', unit: 'castle.marksmen' }, 'UNIT_NOT_AVAILABLE');
  });

  it('refuses another faction’s unit', () => {
    expectIllegal(rich(newTurnGame()), { type: 'recruit', unit: 'dungeon.troglodytes' }, 'UNKNOWN_UNIT');
  });
});

describe('Secondary Hero (HEROES)', () => {
  it('costs the Population token and 10 gold; the hero has 2 movement points', () => {
    let s = newTurnGame();
    expect(isListed(s, { type: 'hireSecondaryHero' })).toBe(true);
    s = apply(s, { type: 'hireSecondaryHero' });
    expect(player(s).resources.gold).toBe(10);
    expect(player(s).tokens.population).toBe(false);
    expect(player(s).secondaryHero).toEqual({ base: 2, used: 0, extra: 0 });
    expectDecision(s, 'turn', 'p1');
    // No recruiting with the same token use.
    expectIllegal(s, { type: 'recruit', unit: 'castle.marksmen' }, 'TOKEN_USED');
  });

  it('cannot be hired with a Population token already used for recruiting', () => {
    let s = apply(newTurnGame(), { type: 'recruit', unit: 'castle.marksmen' });
    s = apply(s, { type: 'finishRecruiting' });
    expect(isListed(s, { type: 'hireSecondaryHero' })).toBe(false);
    expectIllegal(s, { type: 'hireSecondaryHero' }, 'TOKEN_USED');
  });

  it('only one Secondary Hero at a time', () => {
    let s = apply(rich(newTurnGame()), { type: 'hireSecondaryHero' });
    s = startTurn(nextRound(s), 0);
    expect(isListed(s, { type: 'hireSecondaryHero' })).toBe(false);
    expectIllegal(s, { type: 'hireSecondaryHero' }, 'SECONDARY_HERO');
  });

  it('needs 10 gold and a Town or Settlement', () => {
    const poor = setResources(newTurnGame(), 'p1', { gold: 9, buildingMaterials: 9, valuables: 9 });
    expectIllegal(poor, { type: 'hireSecondaryHero' }, 'NOT_ENOUGH_RESOURCES');
    const homeless = withPlayer(newTurnGame(), 'p1', (p) => {
      p.holdsTownOrSettlement = false;
    });
    expectIllegal(homeless, { type: 'hireSecondaryHero' }, 'NO_TOWN');
  });
});

describe('Town actions are offered on the own turn', () => {
  it('not while it is another player’s decision', () => {
    const s = apply(newTurnGame(), { type: 'endTurn' });
    expectDecision(s, 'refreshHand', 'p2');
    expectIllegal(s, { type: 'build', building: 'castle.citadel', player: 'p1' }, 'NOT_YOUR_DECISION');
  });

  it('newGame helper sanity: Dungeon player 2 can build on their own turn', () => {
    let s = apply(newTurnGame(), { type: 'endTurn' });
    s = startTurn(s);
    s = apply(s, { type: 'build', building: 'dungeon.citadel' });
    expect(player(s, 'p2').buildings).toContain('dungeon.citadel');
    expect(player(newGame(), 'p2').buildings).toEqual(['dungeon.bronzeDwelling']);
  });
});
