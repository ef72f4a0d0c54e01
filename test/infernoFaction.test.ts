/**
 * The Inferno faction (its town board, unit cards and hero cards; rulings IN1–IN22): the Few and Pack sides' abilities,
 * the Pit Lords' Summon Demons (p. 90), the buildings with the City Hall, Castle Gate and Brimstone Stormclouds, and
 * Xyron's and Zydar's Specialty cards.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, legalActions, loadState, BUILDINGS, FACTION_UNITS, type Action, type CombatConfig, type GameEvent, type GameState } from '../src';
import type { FieldState, MapState } from '../src/model';
import { TILE_BY_ID } from '../src/content/registry';
import { SPELL_BOOK_COST } from '../src/town/abilities';
import { addBuildings, expectDecision, isListed, modify, newTurnGame, passUntil, player, rich, runEffects } from './helpers';
import { passWindows } from './combatSteps';

const unit = (s: GameState, id: string) => {
  const u = s.combat?.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id} in the combat`);
  return u;
};
type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
const events = <T extends GameEvent['type']>(s: GameState, type: T): Array<Ev<T>> => s.log.filter((e): e is Ev<T> => e.type === type);
const playsOf = (s: GameState, card: string, play?: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(`${card}#`) && (play === undefined || a.play === play));
const card = (s: GameState, id: string, who = 0) => s.players[who]!.hand.find((c) => c.startsWith(`${id}#`)) as string;
/** Ends activations until `id` activates. */
const until = (s: GameState, id: string): GameState => {
  let t = s;
  for (let i = 0; i < 20 && !(t.pending?.kind === 'activation' && t.pending.unit === id); i++) {
    const p = t.pending;
    if (p?.kind === 'chooseActivation') t = apply(t, { type: 'activateUnit', unit: p.units.includes(id) ? id : (p.units[0] as string) });
    else t = passWindows(apply(t, { type: 'endActivation' }));
  }
  return t;
};

describe('the Inferno units, Few and Pack as printed', () => {
  it('holds the 7 units with their printed statistics and costs (the Few card\'s two costs: recruitment, reinforcement)', () => {
    const rows = FACTION_UNITS.filter((u) => u.faction === 'inferno').map((u) => [u.name, u.tier, u.few.attack, u.few.hp, u.pack.attack, u.pack.hp, u.pack.initiative, u.recruitCost.gold, u.reinforceCost.gold, u.reinforceCost.valuables]);
    expect(rows).toEqual([
      ['Familiars', 'bronze', 2, 2, 3, 2, 7, 2, 3, 0],
      ['Magogs', 'bronze', 2, 2, 2, 3, 6, 3, 5, 0],
      ['Cerberi', 'bronze', 3, 4, 3, 5, 8, 4, 7, 0],
      ['Demons', 'silver', 3, 4, 3, 5, 6, 6, 8, 0],
      ['Pit Lords', 'silver', 4, 6, 5, 6, 7, 8, 15, 0],
      ['Efreet', 'gold', 5, 7, 6, 7, 13, 12, 18, 1],
      ['Arch Devils', 'gold', 6, 8, 7, 9, 15, 22, 30, 2],
    ]);
  });
});

describe('Familiars: only the Pack taxes the enemy\'s Spells (IN2)', () => {
  const cfg = (side: 'few' | 'pack'): CombatConfig => ({
    expansions: ['inferno'],
    logLimit: 1000,
    attacker: { hero: 'xyron', units: [{ unit: 'inferno.familiars', side, space: 5 }] },
    defender: { hero: 'catherine', hand: ['spell.lightning-bolt'], units: [{ unit: 'castle.archangels', space: 13 }] },
  });

  it('Few: a lone Spell is cast; Pack: it cannot be', () => {
    expect(playsOf(createCombat(cfg('few')), 'spell.lightning-bolt', 'spell').length).toBeGreaterThan(0);
    expect(playsOf(createCombat(cfg('pack')), 'spell.lightning-bolt', 'spell')).toEqual([]);
  });
});

describe('Cerberi Pack: no retaliation, and 1 damage to another enemy next to them (IN4)', () => {
  it('the Few side does neither', () => {
    const run = (side: 'few' | 'pack') => passWindows(apply(createCombat({
      expansions: ['inferno'],
      logLimit: 1000,
      dice: { attack: [0, 0, 0, 0] },
      attacker: { hero: 'xyron', units: [{ unit: 'inferno.cerberi', side, space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }, { unit: 'castle.halberdiers', space: 10 }] },
    }), { type: 'attack', target: 'castle.crusaders' }));
    const pack = run('pack');
    expect(unit(pack, 'castle.halberdiers').damage).toBe(1);
    expect(events(pack, 'attackDeclared').filter((e) => e.retaliation)).toEqual([]);
    const few = run('few');
    expect(unit(few, 'castle.halberdiers').damage).toBe(0);
    expect(events(few, 'attackDeclared').filter((e) => e.retaliation)).toHaveLength(1);
  });
});

describe('Efreet: Few ignore Magic Arrows; Pack also Fire Spells (IN6)', () => {
  const castOn = (side: 'few' | 'pack', spell: string, school?: 'fire') => {
    let s = createCombat({
      expansions: ['inferno'],
      logLimit: 1000,
      attacker: { hero: 'xyron', hand: [spell], units: [{ unit: 'castle.archangels', space: 1 }] },
      defender: { hero: 'catherine', units: [{ unit: 'inferno.efreet', side, space: 13 }, { unit: 'castle.halberdiers', space: 17 }] },
    });
    s = until(s, 'castle.archangels');
    const a = playsOf(s, spell, 'spell').find((x) => x.target === 'inferno.efreet' && (x.space === undefined || x.space === 17)) as Action;
    s = apply(s, a);
    if (school) s = apply(s, { type: 'chooseSchool', school });
    return passWindows(s);
  };

  it('a Magic Arrow hurts neither side; a Fireball hurts the Few only', () => {
    expect(unit(castOn('few', 'spell.magic-arrow', 'fire'), 'inferno.efreet').damage).toBe(0);
    expect(unit(castOn('pack', 'spell.magic-arrow', 'fire'), 'inferno.efreet').damage).toBe(0);
    expect(unit(castOn('few', 'spell.fireball'), 'inferno.efreet').damage).toBe(1);
    const pack = castOn('pack', 'spell.fireball');
    expect(unit(pack, 'inferno.efreet').damage).toBe(0);
    expect(unit(pack, 'castle.halberdiers').damage).toBe(1); // the Fireball's other space is hurt as ever
  });
});

describe('Arch Devils: no retaliation; the Pack moves to any empty space', () => {
  const cfg = (side: 'few' | 'pack'): CombatConfig => ({
    expansions: ['inferno'],
    logLimit: 1000,
    dice: { attack: [0, 0] },
    attacker: { hero: 'xyron', units: [{ unit: 'inferno.arch-devils', side, space: 1 }] },
    defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 17 }, { unit: 'castle.crusaders', space: 19 }] },
  });

  it('the Pack may land on a space out of a flyer\'s 3-space reach; the Few may not', () => {
    const pack = createCombat(cfg('pack'));
    expect(pack.pending).toMatchObject({ kind: 'activation', unit: 'inferno.arch-devils' });
    expect(isListed(pack, { type: 'moveUnit', space: 18 })).toBe(true);
    expect(isListed(createCombat(cfg('few')), { type: 'moveUnit', space: 18 })).toBe(false);
  });

  it('the unit they attack does not retaliate', () => {
    let s = apply(createCombat(cfg('few')), { type: 'moveUnit', space: 13 });
    s = passWindows(apply(s, { type: 'attack', target: 'castle.halberdiers' }));
    expect(events(s, 'attackDeclared').filter((e) => e.retaliation)).toEqual([]);
  });
});

describe('Pit Lords Pack: Summon Demons (Summoning, p. 90; IN7–IN9)', () => {
  const cfg = (units: CombatConfig['attacker']['units']): CombatConfig => ({
    expansions: ['inferno'],
    logLimit: 1000,
    attacker: { hero: 'xyron', units },
    defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 17 }] },
  });
  /** p1's Familiars have been removed from the board. */
  const afterALoss = (s: GameState) => modify(s, (x) => {
    const u = x.combat!.units.find((v) => v.id === 'inferno.familiars')!;
    u.defeated = true;
    u.space = null;
  });
  const pitLords = [{ unit: 'inferno.pit-lords', side: 'pack' as const, space: 5 }, { unit: 'inferno.familiars', space: 0 }];

  it('nothing to summon before one of the player\'s units has been removed', () => {
    const s = createCombat(cfg(pitLords));
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'inferno.pit-lords' });
    expect(legalActions(s).some((a) => a.type === 'placeUnit' || a.type === 'reinforceUnit')).toBe(false);
  });

  it('then Few Demons join next to them, the Pit Lords\' activation ends, and the Demons (Initiative 5 ≤ 7) activate this round', () => {
    let s = afterALoss(createCombat(cfg(pitLords)));
    expect(legalActions(s).filter((a) => a.type === 'placeUnit')).toEqual([4, 1, 6, 9].sort((a, b) => a - b).map((space) => ({ type: 'placeUnit', unit: 'inferno.demons', space })).sort((a, b) => [1, 9, 4, 6].indexOf(a.space) - [1, 9, 4, 6].indexOf(b.space)));
    s = apply(s, { type: 'placeUnit', unit: 'inferno.demons', space: 9 });
    expect(unit(s, 'inferno.demons')).toMatchObject({ side: 'few', space: 9, owner: 'p1', team: 'attacker' });
    expect(player(s).units).toContainEqual({ unit: 'inferno.demons', side: 'few' });
    expect(unit(s, 'inferno.pit-lords').activated).toBe(true);
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'inferno.demons' }); // the next to activate (5 > the Halberdiers' 4)
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('once per combat; Few Demons on the board are reinforced instead, for free', () => {
    let s = afterALoss(createCombat(cfg([...pitLords, { unit: 'inferno.demons', space: 3 }])));
    const gold = player(s).resources.gold;
    expect(legalActions(s).filter((a) => a.type === 'placeUnit' || a.type === 'reinforceUnit')).toEqual([{ type: 'reinforceUnit', unit: 'inferno.demons' }]);
    s = apply(s, { type: 'reinforceUnit', unit: 'inferno.demons' });
    expect(unit(s, 'inferno.demons').side).toBe('pack');
    expect(player(s).units).toContainEqual({ unit: 'inferno.demons', side: 'pack' });
    expect(player(s).resources.gold).toBe(gold);
    expect(s.combat!.usedOnce).toContain('inferno.pit-lords');
    expect(() => apply(s, { type: 'reinforceUnit', unit: 'inferno.demons' })).toThrow();
  });

  it('Few Pit Lords have no such ability', () => {
    const s = afterALoss(createCombat(cfg([{ unit: 'inferno.pit-lords', side: 'few', space: 5 }, { unit: 'inferno.familiars', space: 0 }, { unit: 'castle.griffins', space: 2 }])));
    const t = until(s, 'inferno.pit-lords');
    expect(legalActions(t).some((a) => a.type === 'placeUnit')).toBe(false);
  });
});

describe('the Inferno town', () => {
  it('holds the 8 buildings of the town board, with their printed costs; the Spell Book token costs 5 gold', () => {
    const mine = BUILDINGS.filter((b) => b.faction === 'inferno').map((b) => [b.name, b.cost.gold, b.cost.buildingMaterials, b.cost.valuables, b.requires.join('+')]);
    expect(mine).toEqual([
      ['City Hall', 13, 5, 0, ''],
      ['Citadel', 9, 4, 1, ''],
      ['Mage Guild', 4, 2, 1, ''],
      ['Crucible of Sins', 5, 3, 1, ''],
      ['Gates of Abyss', 9, 6, 3, 'bronzeDwelling'],
      ['Hellfire Palace', 10, 9, 4, 'bronzeDwelling+silverDwelling'],
      ['Castle Gate', 7, 5, 0, ''],
      ['Brimstone Stormclouds', 6, 3, 2, ''],
    ]);
    expect(SPELL_BOOK_COST['inferno']).toBe(5);
  });

  const game = () => rich(newTurnGame({ expansions: ['inferno'], players: [{ hero: 'xyron' }, { hero: 'catherine' }] }));

  it('City Hall: 6 gold or 3 building materials at each Resource round', () => {
    const s = passUntil(addBuildings(game(), 'p1', ['cityHall']), (g) => g.pending?.kind === 'choose' && g.pending.player === 'p1' && g.pending.source === 'resource-round');
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'gold' }, { type: 'choose', option: 'buildingMaterials' }]);
    expect(player(apply(s, { type: 'choose', option: 'gold' })).resources.gold).toBe(player(s).resources.gold + 6);
    expect(player(apply(s, { type: 'choose', option: 'buildingMaterials' })).resources.buildingMaterials).toBe(player(s).resources.buildingMaterials + 3);
  });

  /** Each player's first two deck cards to hand (at p1's turn the others hold none yet). */
  const hands = (s: GameState) => modify(s, (x) => { for (const p of x.players.slice(1)) p.hand.push(...p.deck.splice(0, 2)); });

  it('Castle Gate: pay 3 gold, and a random card of the opponent\'s hand is discarded (IN12)', () => {
    const empty = addBuildings(game(), 'p1', ['special1']);
    expect(player(empty, 'p2').hand).toEqual([]);
    expect(isListed(empty, { type: 'useBuilding', building: 'inferno.special1', option: 'discard' })).toBe(false);
    let s = hands(empty);
    const hand = player(s, 'p2').hand.length;
    const gold = player(s).resources.gold;
    expect(isListed(s, { type: 'useBuilding', building: 'inferno.special1', option: 'discard' })).toBe(true);
    s = apply(s, { type: 'useBuilding', building: 'inferno.special1', option: 'discard' });
    expect(player(s).resources.gold).toBe(gold - 3);
    expect(player(s, 'p2').hand).toHaveLength(hand - 1);
    expect(player(s, 'p2').discard).toHaveLength(1);
  });

  it('Castle Gate with two opponents holding cards: the owner picks which one (IN12)', () => {
    let s = rich(newTurnGame({ expansions: ['inferno'], scenario: 'the-hunt', players: [{ hero: 'xyron' }, { hero: 'catherine' }, { hero: 'mutare' }] }));
    s = hands(addBuildings(s, 'p1', ['special1']));
    s = apply(s, { type: 'useBuilding', building: 'inferno.special1', option: 'discard' });
    expectDecision(s, 'pickOpponent', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'choosePlayer', who: 'p2' }, { type: 'choosePlayer', who: 'p3' }]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    const before = player(s, 'p3').hand.length;
    s = apply(s, { type: 'choosePlayer', who: 'p3' });
    expect(player(s, 'p3').hand).toHaveLength(before - 1);
  });

  it('Castle Gate: the Main Hero in the town goes to a Settlement the player holds; not from elsewhere (IN13)', () => {
    let s = addBuildings(game(), 'p1', ['special1']);
    const m = s.map as MapState;
    const tile = m.tiles.findIndex((t) => TILE_BY_ID[t.tile]?.fields.some((f) => f.location === 'settlement'));
    const settlement = tile * 7 + (TILE_BY_ID[m.tiles[tile]!.tile]!.fields.findIndex((f) => f.location === 'settlement'));
    s = modify(s, (x) => {
      const mx = x.map as MapState;
      mx.tiles[tile] = { ...mx.tiles[tile]!, faceUp: true };
      mx.fields[settlement] = { ...(mx.fields[settlement] as FieldState), cleared: true, flags: ['p1'], everFlagged: true };
    });
    const town = (s.map as MapState).heroes.find((h) => h.player === 'p1' && h.hero === 'main')!.field;
    expect(isListed(s, { type: 'useBuilding', building: 'inferno.special1', option: 'gate' })).toBe(true);
    const moved = apply(s, { type: 'useBuilding', building: 'inferno.special1', option: 'gate' });
    expect((moved.map as MapState).heroes.find((h) => h.player === 'p1' && h.hero === 'main')!.field).toBe(settlement);
    const away = modify(s, (x) => {
      const h = (x.map as MapState).heroes.find((v) => v.player === 'p1' && v.hero === 'main')!;
      h.field = town + 1;
    });
    expect(isListed(away, { type: 'useBuilding', building: 'inferno.special1', option: 'gate' })).toBe(false);
  });

  it('Brimstone Stormclouds: a cube when built and at each Astrologers round, at most 3 (IN14)', () => {
    let s = game();
    s = apply(s, { type: 'build', building: 'inferno.special2' });
    expect(player(s).townCubes).toBe(1);
    s = runEffects(s, 'p1', [{ op: 'addTownCube', max: 3 }, { op: 'addTownCube', max: 3 }, { op: 'addTownCube', max: 3 }]);
    expect(player(s).townCubes).toBe(3);
    const t = modify(s, (x) => { player(x).townCubes = 1; });
    const next = passUntil(t, (g) => g.log.some((e) => e.type === 'roundStarted' && e.kind === 'astrologers'), 500);
    expect(player(next).townCubes).toBe(2);
    expect(loadState(JSON.stringify(next))).toEqual(next);
  });

  it('its cubes in combat: +1 Power each, one cube per Spell (IN15)', () => {
    let s = createCombat({
      expansions: ['inferno'],
      logLimit: 1000,
      attacker: { hero: 'xyron', hand: ['spell.lightning-bolt'], units: [{ unit: 'inferno.efreet', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 17 }, { unit: 'castle.archangels', space: 19 }] },
    });
    s = until(modify(s, (x) => { player(x).townCubes = 2; }), 'inferno.efreet');
    const cube: Action = { type: 'useTownCube', stat: 'power' };
    expect(isListed(s, cube)).toBe(true);
    expect(isListed(s, { type: 'useTownCube', stat: 'attack' })).toBe(false);
    s = apply(s, cube);
    expect(s.combat!.power['p1']).toBe(1);
    expect(isListed(s, cube)).toBe(false); // one cube per Spell
    expect(playsOf(s, 'spell.lightning-bolt', 'spell').map((a) => a.power)).toContain(1);
    s = apply(s, playsOf(s, 'spell.lightning-bolt', 'spell').find((a) => a.power === 1 && a.target === 'castle.halberdiers') as Action);
    expect(s.combat!.power['p1']).toBe(0);
    expect(player(s).townCubes).toBe(1);
  });
});

describe('Xyron: Inferno — select a space; every unit there and next to it suffers 1 damage (IN20)', () => {
  const cfg = (hand: string[]): CombatConfig => ({
    expansions: ['inferno'],
    logLimit: 1000,
    attacker: { hero: 'xyron', hand, units: [{ unit: 'inferno.efreet', space: 9 }] },
    defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 13 }, { unit: 'castle.crusaders', space: 14 }, { unit: 'castle.griffins', space: 19 }] },
  });

  it('level I: discard 2 cards, then the space; friendly units are hit too', () => {
    let s = until(createCombat(cfg(['specialty.xyron-1', 'stat.attack', 'stat.defense'])), 'inferno.efreet');
    const a = playsOf(s, 'specialty.xyron-1').find((x) => x.space === 13) as Action;
    expect(a).toBeDefined();
    s = apply(s, a);
    expectDecision(s, 'discardCards', 'p1');
    s = apply(s, { type: 'discard', card: card(s, 'stat.attack') });
    s = apply(s, { type: 'discard', card: card(s, 'stat.defense') });
    s = passWindows(s);
    expect(unit(s, 'castle.halberdiers').damage).toBe(1);
    expect(unit(s, 'castle.crusaders').damage).toBe(1);
    expect(unit(s, 'inferno.efreet').damage).toBe(1); // on 9, next to 13
    expect(unit(s, 'castle.griffins').damage).toBe(0);
  });

  it('level I needs 2 other cards; level VI needs none', () => {
    expect(playsOf(until(createCombat(cfg(['specialty.xyron-1', 'stat.attack'])), 'inferno.efreet'), 'specialty.xyron-1')).toEqual([]);
    const s = until(createCombat(cfg(['specialty.xyron-6'])), 'inferno.efreet');
    expect(playsOf(s, 'specialty.xyron-6').map((a) => a.space)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    const t = passWindows(apply(s, playsOf(s, 'specialty.xyron-6').find((a) => a.space === 18) as Action));
    expect([unit(t, 'castle.griffins').damage, unit(t, 'castle.crusaders').damage, unit(t, 'castle.halberdiers').damage]).toEqual([1, 1, 0]);
  });
});

describe('Zydar: Sorcery (IN21, IN22)', () => {
  const cfg = (hand: string[]): CombatConfig => ({
    expansions: ['inferno'],
    logLimit: 1000,
    attacker: { hero: 'zydar', hand, deck: ['stat.knowledge', 'stat.power'], units: [{ unit: 'inferno.efreet', space: 9 }] },
    defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 17 }, { unit: 'castle.crusaders', space: 19 }] },
  });
  const bolt = (s: GameState) => playsOf(s, 'spell.lightning-bolt', 'spell').find((a) => a.target === 'castle.halberdiers' && a.power === 0) as Action;

  it('I: "draw 1" only right after casting a Spell; "+1 Power" before it', () => {
    let s = until(createCombat(cfg(['specialty.zydar-1', 'spell.lightning-bolt'])), 'inferno.efreet');
    expect(playsOf(s, 'specialty.zydar-1').map((a) => a.play)).toEqual(['bottom']);
    s = apply(s, bolt(s));
    expectDecision(s, 'afterSpell', 'p1');
    expect(playsOf(s, 'specialty.zydar-1').map((a) => a.play)).toEqual(['top']);
    const hand = player(s).hand.length;
    s = apply(s, playsOf(s, 'specialty.zydar-1')[0] as Action);
    expect(player(s).hand).toHaveLength(hand); // the card left, one was drawn
  });

  it('IV: one more Spell this Combat Round', () => {
    let s = until(createCombat(cfg(['specialty.zydar-4', 'spell.lightning-bolt', 'spell.lightning-bolt'])), 'inferno.efreet');
    s = apply(s, playsOf(s, 'specialty.zydar-4', 'top')[0] as Action);
    s = passWindows(apply(s, bolt(s)));
    expect(playsOf(s, 'spell.lightning-bolt', 'spell').length).toBeGreaterThan(0);
  });

  it('VI: +2 Power, and a card drawn after each Spell cast this Combat Round', () => {
    let s = until(createCombat(cfg(['specialty.zydar-6', 'spell.lightning-bolt'])), 'inferno.efreet');
    s = apply(s, playsOf(s, 'specialty.zydar-6')[0] as Action);
    expect(s.combat!.power['p1']).toBe(2);
    expect(s.combat!.drawOnCast).toEqual(['p1']);
    const cast = playsOf(s, 'spell.lightning-bolt', 'spell').find((a) => a.power === 2 && a.target === 'castle.halberdiers') as Action;
    s = apply(s, cast);
    expect(player(s).hand).toHaveLength(1);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });
});
