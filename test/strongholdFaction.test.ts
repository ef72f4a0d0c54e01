/**
 * The Stronghold faction's town board and hero cards (rulings SH8–SH16): the buildings with the City Hall, Hall of
 * Valhalla and Freelancer's Guild, and Gundula's, Shiva's and Yog's Specialty cards.
 */
import { describe, expect, it } from 'vitest';
import { apply, boxOf, contentInPlay, createCombat, createGame, legalActions, loadState, BUILDINGS, HEROES, type Action, type GameState } from '../src';
import { SPELL_BOOK_COST } from '../src/town/abilities';
import { canPayUnitCost, unitPayment } from '../src/town/freelancers';
import { initiativeOf } from '../src/combat/stats';
import { addBuildings, expectDecision, isListed, modify, newGame, newTurnGame, passUntil, player } from './helpers';
import { events, passWindows } from './combatSteps';

const unit = (s: GameState, id: string) => s.combat?.units.find((x) => x.id === id);
const playsOf = (s: GameState, card: string, play?: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(`${card}#`) && (play === undefined || a.play === play));
const setGold = (s: GameState, gold: number, buildingMaterials: number, valuables: number) =>
  modify(s, (x) => { player(x).resources = { gold, buildingMaterials, valuables }; });

describe('the Stronghold town', () => {
  it('holds the 8 buildings of the town board, with their printed costs; the Spell Book token costs 6 gold (SH8)', () => {
    const mine = BUILDINGS.filter((b) => b.faction === 'stronghold').map((b) => [b.name, b.cost.gold, b.cost.buildingMaterials, b.cost.valuables, b.requires.join('+')]);
    expect(mine).toEqual([
      ['City Hall', 10, 4, 0, ''],
      ['Citadel', 8, 4, 1, ''],
      ['Mage Guild', 4, 2, 1, ''],
      ['Barracks Tower', 4, 3, 1, ''],
      ['Fort under the Nest', 8, 6, 3, 'bronzeDwelling'],
      ['Mountain Caves', 10, 8, 4, 'bronzeDwelling+silverDwelling'],
      ['Hall of Valhalla', 8, 3, 0, ''],
      ["Freelancer's Guild", 2, 2, 1, ''],
    ]);
    expect(SPELL_BOOK_COST['stronghold']).toBe(6);
  });

  const game = () => newTurnGame({ expansions: ['stronghold'], players: [{ hero: 'shiva' }, { hero: 'catherine' }] });

  it('City Hall: 2 cards drawn or 2 building materials at each Resource round (SH9)', () => {
    const s = passUntil(addBuildings(game(), 'p1', ['cityHall']), (g) => g.pending?.kind === 'choose' && g.pending.player === 'p1' && g.pending.source === 'resource-round');
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'draw' }, { type: 'choose', option: 'materials' }]);
    const materials = apply(s, { type: 'choose', option: 'materials' });
    expect(player(materials).resources.buildingMaterials).toBe(player(s).resources.buildingMaterials + 2);
    const drew = apply(s, { type: 'choose', option: 'draw' });
    expect(player(drew).hand.length).toBe(player(s).hand.length + 2);
  });

  it('Hall of Valhalla: a cube at the beginning of each turn, one at most (SH10)', () => {
    let s = addBuildings(newGame({ expansions: ['stronghold'], players: [{ hero: 'shiva' }, { hero: 'catherine' }] }), 'p1', ['special1']);
    s = apply(s, legalActions(s).find((a) => a.type === 'draw') as Action);
    expect(expectDecision(s, 'beginningOfTurn', 'p1').buildings).toEqual(['stronghold.special1']);
    const use: Action = { type: 'useBuilding', building: 'stronghold.special1', option: 'cube' };
    expect(player(apply(s, use)).townCubes).toBe(1);
    expect(player(apply(modify(s, (x) => { player(x).townCubes = 1; }), use)).townCubes).toBe(1);
  });

  it('Hall of Valhalla: its cube gives one unit +1 Attack for a single attack, never Defense (SH11)', () => {
    let s = createCombat({
      expansions: ['stronghold'],
      logLimit: 1000,
      dice: { attack: [0, 0] },
      attacker: { hero: 'shiva', units: [{ unit: 'stronghold.goblins', space: 9 }, { unit: 'stronghold.orcs', space: 1 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 13 }] },
    });
    s = modify(s, (x) => { player(x).townCubes = 1; });
    while (s.pending?.kind === 'activation' && s.pending.player === 'p2') s = apply(s, { type: 'endActivation' });
    expect(legalActions(s).filter((a) => a.type === 'useTownCube')).toEqual([{ type: 'useTownCube', stat: 'attack' }]);
    expect(() => apply(s, { type: 'useTownCube', stat: 'defense' })).toThrow(/Hall of Valhalla/);
    s = apply(s, { type: 'useTownCube', stat: 'attack' });
    expect(unit(s, 'stronghold.goblins')?.attackBonus).toBe(1);
    expect(player(s).townCubes).toBe(0);
    s = passWindows(apply(s, { type: 'attack', target: 'castle.halberdiers' }));
    expect(unit(s, 'stronghold.goblins')?.attackBonus).toBe(0);
  });

  it("Freelancer's Guild: building materials, then valuables, pay the gold of a recruit or reinforcement (SH13)", () => {
    const built = addBuildings(addBuildings(game(), 'p1', ['bronzeDwelling', 'silverDwelling']), 'p1', ['special2']);
    const short = setGold(built, 2, 3, 2);
    // Ogres: 6 gold — 2 gold, 3 building materials and 1 valuable.
    expect(unitPayment(player(short), { gold: 6, buildingMaterials: 0, valuables: 0 })).toEqual({ gold: 2, buildingMaterials: 3, valuables: 1 });
    expect(isListed(short, { type: 'recruit', unit: 'stronghold.ogres' })).toBe(true);
    const s = apply(short, { type: 'recruit', unit: 'stronghold.ogres' });
    expect(player(s).resources).toEqual({ gold: 0, buildingMaterials: 0, valuables: 1 });
    expect(loadState(JSON.stringify(s))).toEqual(s);
    // Without the Guild the same purse cannot pay; a printed valuable is still paid with a valuable.
    const without = setGold(addBuildings(game(), 'p1', ['bronzeDwelling', 'silverDwelling']), 2, 3, 2);
    expect(isListed(without, { type: 'recruit', unit: 'stronghold.ogres' })).toBe(false);
    expect(canPayUnitCost(player(setGold(built, 30, 0, 0)), { gold: 19, buildingMaterials: 0, valuables: 1 })).toBe(false);
    expect(canPayUnitCost(player(setGold(built, 10, 9, 1)), { gold: 19, buildingMaterials: 0, valuables: 1 })).toBe(true);
  });

  it("Freelancer's Guild: 1 gold for each win against Neutral Units (SH12)", () => {
    const fight = (guild: boolean) => {
      let s = createCombat({
        expansions: ['stronghold'],
        logLimit: 1000,
        dice: { attack: [1, 1, 1, 1] },
        attacker: { hero: 'shiva', units: [{ unit: 'stronghold.behemoths', side: 'pack', space: 9 }] },
        defender: { neutrals: [{ unit: 'neutral.goblins', space: 13, damage: 3 }] },
      });
      if (guild) s = modify(s, (x) => { player(x).buildings.push('stronghold.special2'); });
      const gold = player(s).resources.gold;
      for (let i = 0; i < 20 && s.combat !== null; i++) {
        const acts = legalActions(s);
        const hit = acts.find((a) => a.type === 'attack');
        s = passWindows(apply(s, hit ?? acts.find((a) => a.type === 'endActivation') ?? (acts[0] as Action)));
      }
      return player(s).resources.gold - gold;
    };
    expect(fight(true)).toBe(1);
    expect(fight(false)).toBe(0);
  });
});

describe('the Stronghold heroes', () => {
  it('Crag Hack, Gundula, Shiva and Yog with their printed statistics and starting Abilities (SH16)', () => {
    const rows = HEROES.filter((h) => h.faction === 'stronghold').map((h) => [h.name, h.heroClass, h.type, h.statistics.attack, h.statistics.defense, h.statistics.power, h.statistics.knowledge, h.startingAbility]);
    expect(rows).toEqual([
      ['Crag Hack', 'Barbarian', 'might', 4, 0, 1, 1, 'ability.offense'],
      ['Gundula', 'Battle Mage', 'magic', 2, 1, 1, 1, 'ability.wisdom'],
      ['Shiva', 'Barbarian', 'might', 4, 0, 1, 1, 'ability.scouting'],
      ['Yog', 'Barbarian', 'might', 4, 0, 1, 1, 'ability.offense'],
    ]);
  });

  it('a Stronghold hero starts with their starting Ability (Scouting without the Inferno box) and level-I Specialty', () => {
    const s = createGame({ seed: 'sh', expansions: ['stronghold'], players: [{ hero: 'shiva' }, { hero: 'catherine' }] });
    expect(s.players.map((p) => p.faction)).toEqual(['stronghold', 'castle']);
    const cards = [...player(s).hand, ...player(s).deck, ...player(s).discard];
    expect(cards.some((c) => c.startsWith('ability.scouting#'))).toBe(true);
    expect(cards.some((c) => c.startsWith('specialty.shiva-1#'))).toBe(true);
  });

  const combat = (hero: string, hand: string[], units: Array<{ unit: string; side?: 'few' | 'pack'; space: number }>, enemies = [{ unit: 'castle.halberdiers', space: 13 }]) =>
    createCombat({ expansions: ['stronghold'], logLimit: 1000, attacker: { hero, hand, units }, defender: { hero: 'catherine', units: enemies } });
  const toMine = (s: GameState) => {
    while (s.pending?.kind === 'activation' && s.pending.player === 'p2') s = apply(s, { type: 'endActivation' });
    return s;
  };

  it("Gundula's Slow I and VI: the selected unit's Initiative −2 / −4 for the combat, to no less than 1 (SH14)", () => {
    let s = toMine(combat('gundula', ['specialty.gundula-1', 'specialty.gundula-6'], [{ unit: 'stronghold.goblins', space: 5 }], [{ unit: 'castle.crusaders', space: 13 }]));
    s = passWindows(apply(s, playsOf(s, 'specialty.gundula-1').find((a) => a.target === 'castle.crusaders') as Action));
    expect(initiativeOf(unit(s, 'castle.crusaders')!)).toBe(3);
    s = passWindows(apply(s, playsOf(s, 'specialty.gundula-6').find((a) => a.target === 'castle.crusaders') as Action));
    expect(initiativeOf(unit(s, 'castle.crusaders')!)).toBe(1);
  });

  it("Gundula's Slow IV: +1 Attack, doubled while the unit attacks a unit of lower Initiative (SH15)", () => {
    const start = () => createCombat({
      expansions: ['stronghold'], logLimit: 1000, dice: { attack: [0, 0] },
      attacker: { hero: 'gundula', hand: ['specialty.gundula-4'], units: [{ unit: 'stronghold.goblins', space: 9 }, { unit: 'stronghold.orcs', space: 1 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }] },
    });
    const dealt = (s: GameState) => events(s, 'attackResolved').find((e) => e.attacker === 'stronghold.goblins')?.damage;
    // Played as the Goblins (Initiative 6) activate: no attacked unit yet, +1 (1 + 1 Attack against Defense 2: no damage).
    let s = start();
    expect(playsOf(s, 'specialty.gundula-4').map((a) => a.target).sort()).toEqual(['stronghold.goblins', 'stronghold.orcs']);
    s = passWindows(apply(s, playsOf(s, 'specialty.gundula-4').find((a) => a.target === 'stronghold.goblins') as Action));
    expect(unit(s, 'stronghold.goblins')?.attackBonus).toBe(1);
    expect(dealt(passWindows(apply(s, { type: 'attack', target: 'castle.crusaders' })))).toBe(0);
    // Played in the attack's reaction window against the Crusaders (Initiative 5): +2, 1 damage.
    s = apply(start(), { type: 'attack', target: 'castle.crusaders' });
    expect(s.pending?.kind).toBe('reaction');
    s = passWindows(apply(s, playsOf(s, 'specialty.gundula-4')[0] as Action));
    expect(dealt(s)).toBe(1);
  });

  it("Shiva's Thunderbirds I, IV and VI: +1 Attack or Defense, +1 HP, +2 Initiative — doubled for the Thunderbirds", () => {
    let s = toMine(combat('shiva', ['specialty.shiva-1', 'specialty.shiva-4', 'specialty.shiva-6'], [{ unit: 'stronghold.thunderbirds', space: 5 }, { unit: 'stronghold.goblins', space: 6 }]));
    expect(playsOf(s, 'specialty.shiva-1').map((a) => a.play).sort()).toEqual(['bottom', 'bottom', 'top', 'top']);
    s = passWindows(apply(s, playsOf(s, 'specialty.shiva-1', 'top').find((a) => a.target === 'stronghold.thunderbirds') as Action));
    expect(unit(s, 'stronghold.thunderbirds')?.attackBonus).toBe(2);
    s = passWindows(apply(s, playsOf(s, 'specialty.shiva-4').find((a) => a.target === 'stronghold.goblins') as Action));
    expect(unit(s, 'stronghold.goblins')?.hpBonus).toBe(1);
    s = passWindows(apply(s, playsOf(s, 'specialty.shiva-6').find((a) => a.target === 'stronghold.thunderbirds') as Action));
    expect(unit(s, 'stronghold.thunderbirds')?.initiativeBonus).toBe(4);
  });

  it("Yog's Cyclopes I, IV and VI: +1 Attack or Defense, +1 Initiative, +1 HP — doubled for the Cyclopes", () => {
    let s = toMine(combat('yog', ['specialty.yog-1', 'specialty.yog-4', 'specialty.yog-6'], [{ unit: 'stronghold.cyclopes', space: 1 }, { unit: 'stronghold.goblins', space: 6 }]));
    s = apply(s, { type: 'activateUnit', unit: 'stronghold.cyclopes' }); // both have Initiative 6
    s = passWindows(apply(s, playsOf(s, 'specialty.yog-1', 'bottom').find((a) => a.target === 'stronghold.cyclopes') as Action));
    expect(unit(s, 'stronghold.cyclopes')?.defenseBonus).toBe(2);
    s = passWindows(apply(s, playsOf(s, 'specialty.yog-4').find((a) => a.target === 'stronghold.cyclopes') as Action));
    expect(unit(s, 'stronghold.cyclopes')?.initiativeBonus).toBe(2);
    s = passWindows(apply(s, playsOf(s, 'specialty.yog-6').find((a) => a.target === 'stronghold.goblins') as Action));
    expect(unit(s, 'stronghold.goblins')?.hpBonus).toBe(1);
  });
});

describe('the Starting tile S7', () => {
  it('as printed, with the Stronghold town in its centre; in play with the Stronghold box only', () => {
    const tile = contentInPlay(['core', 'stronghold']).tiles.find((t) => t.id === 'S7');
    expect(tile?.fields.map((f) => (f.guard ? `${f.location}:${f.guard}` : f.location))).toEqual(['resource', 'building-materials-mine:1', 'empty', 'town', 'blocked', 'treasure:1', 'empty']);
    expect([tile?.kind, tile?.terrain, tile?.town, boxOf('S7')]).toEqual(['starting', 'rough', 'stronghold', 'stronghold']);
    expect(contentInPlay(['core']).tiles.some((t) => t.id === 'S7')).toBe(false);
  });

  it('a Stronghold player\'s game has it on the map, and saves load', () => {
    const s = createGame({ seed: 'sh-s7', players: [{ hero: 'yog' }, { hero: 'catherine' }], expansions: ['stronghold'] });
    expect(s.map?.tiles.some((x) => x.tile === 'S7')).toBe(true);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });
});

describe("Crag Hack's Offense cards", () => {
  const start = (hand: string[], dice: number[] = [0, 0, 0, 0]) => createCombat({
    expansions: ['stronghold'], logLimit: 1000, dice: { attack: dice },
    attacker: { hero: 'crag-hack', hand, units: [{ unit: 'stronghold.goblins', space: 9 }, { unit: 'stronghold.orcs', space: 1 }] },
    defender: { hero: 'catherine', hand: ['stat.defense'], units: [{ unit: 'castle.crusaders', space: 13 }] },
  });
  const goblins = (s: GameState) => unit(s, 'stronghold.goblins')!;

  it('Offense I: +1 Attack for the whole combat, not only one attack (SH19)', () => {
    let s = start(['specialty.crag-hack-1']);
    s = passWindows(apply(s, playsOf(s, 'specialty.crag-hack-1').find((a) => a.target === 'stronghold.goblins') as Action));
    expect(goblins(s).attackGain).toBe(1);
    s = passWindows(apply(s, { type: 'attack', target: 'castle.crusaders' }));
    expect(goblins(s).attackGain).toBe(1);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('Offense IV: +1 Attack — or, discarding another card, +2 (SH20)', () => {
    let s = start(['specialty.crag-hack-4', 'stat.knowledge']);
    expect(playsOf(s, 'specialty.crag-hack-4').map((a) => a.play).sort()).toEqual(['bottom', 'bottom', 'top', 'top']);
    s = apply(s, playsOf(s, 'specialty.crag-hack-4', 'bottom').find((a) => a.target === 'stronghold.goblins') as Action);
    expect(s.pending).toMatchObject({ kind: 'discardCards', player: 'p1' });
    s = passWindows(apply(s, legalActions(s).find((a) => a.type === 'discard') as Action));
    expect(goblins(s).attackBonus).toBe(2);
    expect(player(s).discard.some((c) => c.startsWith('stat.knowledge#'))).toBe(true);
    // Alone in hand, only the +1 is offered.
    const alone = start(['specialty.crag-hack-4']);
    expect(playsOf(alone, 'specialty.crag-hack-4').map((a) => a.play)).toEqual(['top', 'top']);
  });

  it('Offense VI: for this combat, any card of the hand may be played for +1 Attack instead of its effect (SH21)', () => {
    let s = start(['specialty.crag-hack-6', 'spell.fireball', 'stat.knowledge']);
    expect(legalActions(s).some((a) => a.type === 'playForAttack')).toBe(false);
    s = passWindows(apply(s, playsOf(s, 'specialty.crag-hack-6')[0] as Action));
    expect(s.combat?.cardsForAttack).toEqual(['p1']);
    expect(legalActions(s).filter((a) => a.type === 'playForAttack').map((a) => (a as { card: string }).card.split('#')[0]).sort()).toEqual(['spell.fireball', 'stat.knowledge']);
    const fireball = player(s).hand.find((c) => c.startsWith('spell.fireball#')) as string;
    s = apply(s, { type: 'playForAttack', card: fireball });
    expect(goblins(s).attackBonus).toBe(1);
    expect(player(s).discard).toContain(fireball);
    expect(s.combat?.spellsCast['p1'] ?? 0).toBe(0); // no Spell was cast
    // In the reaction window of the Goblins' attack, the last card too.
    s = apply(s, { type: 'attack', target: 'castle.crusaders' });
    while (s.pending?.kind === 'reaction' && s.pending.player !== 'p1') s = apply(s, { type: 'pass' });
    const knowledge = player(s).hand.find((c) => c.startsWith('stat.knowledge#')) as string;
    expect(legalActions(s)).toContainEqual({ type: 'playForAttack', card: knowledge });
    s = apply(s, { type: 'playForAttack', card: knowledge });
    expect(goblins(s).attackBonus).toBe(2);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    expect(() => apply(s, { type: 'playForAttack', card: 'spell.bless#9' })).toThrow();
  });

  it('without Offense VI in force, playForAttack is refused with a typed error', () => {
    const s = start(['stat.knowledge']);
    expect(() => apply(s, { type: 'playForAttack', card: player(s).hand[0] as string })).toThrow(/Offense VI/);
    expect(() => apply(s, { type: 'playForAttack', card: 7 } as never)).toThrow();
  });
});
