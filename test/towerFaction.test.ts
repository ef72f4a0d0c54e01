/**
 * The Tower faction's town board and hero cards (rulings TW9–TW19): the buildings with the City Hall,
 * Artifact Merchants and Wall of Knowledge, and Josephine's, Iona's, Solmyr's and Dracon's Specialty cards.
 */
import { describe, expect, it } from 'vitest';
import { apply, boxOf, contentInPlay, createCombat, createGame, legalActions, loadState, BUILDINGS, HEROES, type Action, type GameState } from '../src';
import { SPELL_BOOK_COST } from '../src/town/abilities';
import { addBuildings, isListed, modify, newTurnGame, passUntil, player, rich } from './helpers';
import { events, passWindows } from './combatSteps';

const unit = (s: GameState, id: string) => s.combat?.units.find((x) => x.id === id);
const playsOf = (s: GameState, card: string, play?: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(`${card}#`) && (play === undefined || a.play === play));

describe('the Tower town', () => {
  it('holds the 8 buildings of the town board, with their printed costs; the Spell Book token costs 5 gold', () => {
    const mine = BUILDINGS.filter((b) => b.faction === 'tower').map((b) => [b.name, b.cost.gold, b.cost.buildingMaterials, b.cost.valuables, b.requires.join('+')]);
    expect(mine).toEqual([
      ['City Hall', 10, 4, 0, ''],
      ['Citadel', 8, 5, 1, ''],
      ['Mage Guild', 4, 2, 1, ''],
      ['Alchemical Workshop', 5, 3, 1, ''],
      ['Enchanted Towers', 8, 6, 3, 'bronzeDwelling'],
      ['Golden Temples', 10, 9, 4, 'bronzeDwelling+silverDwelling'],
      ['Artifact Merchants', 8, 6, 1, ''],
      ['Wall of Knowledge', 6, 4, 1, ''],
    ]);
    expect(SPELL_BOOK_COST['tower']).toBe(5);
  });

  const game = () => rich(newTurnGame({ expansions: ['tower'], players: [{ hero: 'solmyr' }, { hero: 'catherine' }] }));

  it('City Hall: 4 gold or a card drawn at each Resource round (TW10)', () => {
    const s = passUntil(addBuildings(game(), 'p1', ['cityHall']), (g) => g.pending?.kind === 'choose' && g.pending.player === 'p1' && g.pending.source === 'resource-round');
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'gold' }, { type: 'choose', option: 'draw' }]);
    expect(player(apply(s, { type: 'choose', option: 'gold' })).resources.gold).toBe(player(s).resources.gold + 4);
    const drew = apply(s, { type: 'choose', option: 'draw' });
    expect(events(drew, 'cardsDrawn')).toContainEqual(expect.objectContaining({ player: 'p1' }));
    expect(player(drew).resources.gold).toBe(player(s).resources.gold);
  });

  it('Artifact Merchants: pay 7 gold to Search (2) the Artifact deck (TW11)', () => {
    let s = addBuildings(game(), 'p1', ['special1']);
    const gold = player(s).resources.gold;
    expect(isListed(s, { type: 'useBuilding', building: 'tower.special1', option: 'search' })).toBe(true);
    s = apply(s, { type: 'useBuilding', building: 'tower.special1', option: 'search' });
    expect(player(s).resources.gold).toBe(gold - 7);
    expect(s.pending).toMatchObject({ kind: 'search', deck: 'artifact', count: 2 });
    expect(loadState(JSON.stringify(s))).toEqual(s);
    const poor = modify(addBuildings(game(), 'p1', ['special1']), (x) => { player(x).resources.gold = 6; });
    expect(isListed(poor, { type: 'useBuilding', building: 'tower.special1', option: 'search' })).toBe(false);
  });

  it('Artifact Merchants: or remove an Artifact card of the hand from the game for 2 gold; once per turn (TW12)', () => {
    const none = addBuildings(game(), 'p1', ['special1']);
    expect(isListed(none, { type: 'useBuilding', building: 'tower.special1', option: 'sell' })).toBe(false);
    let s = modify(none, (x) => { player(x).hand.push('artifact.centaurs-axe#1'); });
    const gold = player(s).resources.gold;
    s = apply(s, { type: 'useBuilding', building: 'tower.special1', option: 'sell' });
    expect(s.pending).toMatchObject({ kind: 'removeCard', category: 'artifact' });
    s = apply(s, { type: 'removeCard', card: 'artifact.centaurs-axe#1' });
    expect(player(s).removed).toContain('artifact.centaurs-axe#1');
    expect(player(s).resources.gold).toBe(gold + 2);
    expect(isListed(s, { type: 'useBuilding', building: 'tower.special1', option: 'search' })).toBe(false);
  });

  it('Wall of Knowledge: at the start of each Astrologers round, a Knowledge or Power card may come back from the discard pile (TW13)', () => {
    const built = modify(addBuildings(game(), 'p1', ['special2']), (x) => {
      const p = player(x);
      for (const card of ['stat.knowledge#', 'stat.power#', 'stat.attack#']) {
        const from = p.deck.some((c) => c.startsWith(card)) ? p.deck : p.hand;
        p.discard.push(...from.splice(from.findIndex((c) => c.startsWith(card)), 1));
      }
    });
    const knowledge = player(built).discard[0] as string;
    const s = passUntil(built, (g) => g.pending?.kind === 'choose' && g.pending.player === 'p1' && g.pending.source === 'tower.special2', 500);
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'Knowledge' }, { type: 'choose', option: 'Power' }, { type: 'decline' }]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    const took = apply(s, { type: 'choose', option: 'Knowledge' });
    expect(player(took).hand).toContain(knowledge);
    expect(player(took).discard).not.toContain(knowledge);
    const kept = apply(s, { type: 'decline' });
    expect(player(kept).discard).toContain(knowledge);
  });

  it('Wall of Knowledge: with no Knowledge nor Power card on the discard pile, nothing is asked', () => {
    const built = modify(addBuildings(game(), 'p1', ['special2']), (x) => {
      for (const p of x.players) p.discard = p.discard.filter((c) => !c.startsWith('stat.knowledge') && !c.startsWith('stat.power'));
    });
    const s = passUntil(built, (g) => g.log.some((e) => e.type === 'roundStarted' && e.kind === 'astrologers'), 500);
    expect(s.pending?.kind === 'choose' && s.pending.source === 'tower.special2').toBe(false);
  });
});

describe('the Tower heroes', () => {
  it('Josephine, Iona, Solmyr and Dracon with their printed statistics and starting Abilities (TW14)', () => {
    const rows = HEROES.filter((h) => h.faction === 'tower').map((h) => [h.name, h.heroClass, h.type, h.statistics.attack, h.statistics.defense, h.statistics.power, h.statistics.knowledge, h.startingAbility]);
    expect(rows).toEqual([
      ['Josephine', 'Alchemist', 'might', 1, 1, 2, 2, 'ability.sorcery'],
      ['Iona', 'Alchemist', 'might', 1, 1, 2, 2, 'ability.intelligence'],
      ['Solmyr', 'Wizard', 'magic', 0, 0, 2, 3, 'ability.sorcery'],
      ['Dracon', 'Wizard', 'magic', 0, 0, 2, 3, 'ability.wisdom'],
    ]);
  });

  const combat = (hero: string, hand: string[], units: Array<{ unit: string; side?: 'few' | 'pack'; space: number }>, enemies = [{ unit: 'castle.halberdiers', space: 13 }]) =>
    createCombat({ expansions: ['tower'], logLimit: 1000, attacker: { hero, hand, units }, defender: { hero: 'catherine', units: enemies } });
  const toMine = (s: GameState) => {
    while (s.pending?.kind === 'activation' && s.pending.player === 'p2') s = apply(s, { type: 'endActivation' });
    return s;
  };

  it('Josephine\'s Golems I: +1 HP for the combat, doubled for the Iron Golems', () => {
    const start = () => toMine(combat('josephine', ['specialty.josephine-1'], [{ unit: 'tower.iron-golems', space: 1 }, { unit: 'tower.nagas', space: 2 }]));
    let s = start();
    s = passWindows(apply(s, playsOf(s, 'specialty.josephine-1').find((a) => a.target === 'tower.iron-golems') as Action));
    expect(unit(s, 'tower.iron-golems')?.hpBonus).toBe(2);
    let t = start();
    t = passWindows(apply(t, playsOf(t, 'specialty.josephine-1').find((a) => a.target === 'tower.nagas') as Action));
    expect(unit(t, 'tower.nagas')?.hpBonus).toBe(1);
  });

  it('Josephine\'s Golems IV and VI: +1 Attack or Defense, +2 Attack, doubled for the Iron Golems', () => {
    let s = toMine(combat('josephine', ['specialty.josephine-4', 'specialty.josephine-6'], [{ unit: 'tower.iron-golems', space: 1 }]));
    expect(playsOf(s, 'specialty.josephine-4').map((a) => a.play).sort()).toEqual(['bottom', 'top']);
    s = passWindows(apply(s, playsOf(s, 'specialty.josephine-6')[0] as Action));
    expect(unit(s, 'tower.iron-golems')?.attackBonus).toBe(4);
  });

  it('Iona\'s Genies VI: +2 Defense, doubled for the Genies; Genies I: +1 HP, doubled', () => {
    let s = toMine(combat('iona', ['specialty.iona-6', 'specialty.iona-1'], [{ unit: 'tower.genies', space: 1 }]));
    s = passWindows(apply(s, playsOf(s, 'specialty.iona-6')[0] as Action));
    expect(unit(s, 'tower.genies')?.defenseBonus).toBe(4);
  });

  it('Solmyr\'s Chain Lightning I: the selected unit, then the 2 closest, take 1 / 1 / 0 damage; VI: 2 / 1 / 1 (TW16)', () => {
    const enemies = [{ unit: 'castle.halberdiers', space: 13 }, { unit: 'castle.crusaders', space: 14 }, { unit: 'castle.griffins', space: 17 }];
    for (const [card, dealt] of [['specialty.solmyr-1', [1, 1, 0]], ['specialty.solmyr-6', [2, 1, 1]]] as const) {
      let s = toMine(combat('solmyr', [card], [{ unit: 'tower.gremlins', space: 1 }], enemies));
      s = passWindows(apply(s, playsOf(s, card).find((a) => a.target === 'castle.halberdiers') as Action));
      expect(['castle.halberdiers', 'castle.crusaders', 'castle.griffins'].map((id) => unit(s, id)?.damage)).toEqual(dealt);
    }
  });

  it('Solmyr\'s Chain Lightning IV: up to 3 cards of the deck discarded one at a time, and one of them back to the hand (TW15)', () => {
    let s = createCombat({
      expansions: ['tower'],
      logLimit: 1000,
      attacker: { hero: 'solmyr', hand: ['specialty.solmyr-4'], deck: ['stat.attack', 'stat.defense', 'spell.haste'], units: [{ unit: 'tower.gremlins', space: 1 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 13 }] },
    });
    s = toMine(s);
    s = apply(s, playsOf(s, 'specialty.solmyr-4')[0] as Action);
    expect(s.pending).toMatchObject({ kind: 'choose', player: 'p1', optional: true });
    s = apply(s, { type: 'choose', option: 'discard a card' });
    s = apply(s, { type: 'choose', option: 'discard another card' });
    expect(loadState(JSON.stringify(s))).toEqual(s);
    s = apply(s, { type: 'choose', option: 'stop' });
    expect(s.pending).toMatchObject({ kind: 'takeFromDiscard', category: null, top: 2 });
    expect(legalActions(s).map((a) => (a as { card: string }).card.split('#')[0]).sort()).toEqual(['spell.haste', 'stat.defense']);
    s = apply(s, legalActions(s).find((a) => (a as { card: string }).card.startsWith('stat.defense')) as Action);
    expect(player(s).hand.some((c) => c.startsWith('stat.defense#'))).toBe(true);
  });

  it('Dracon\'s Enchanters I and VI: doubled for the Magi (and the Enchanters)', () => {
    let s = toMine(combat('dracon', ['specialty.dracon-6'], [{ unit: 'tower.magi', space: 1 }, { unit: 'tower.gremlins', space: 2 }]));
    s = passWindows(apply(s, playsOf(s, 'specialty.dracon-6').find((a) => a.target === 'tower.magi') as Action));
    expect(unit(s, 'tower.magi')?.initiativeBonus).toBe(4);
  });

  it('Dracon\'s Enchanters IV: on the map, the Pack of Magi traded for the neutral Enchanters, only 1 at a time (TW17)', () => {
    const base = rich(newTurnGame({ expansions: ['tower'], players: [{ hero: 'dracon' }, { hero: 'catherine' }] }));
    const withCard = (side: 'few' | 'pack') => modify(base, (x) => {
      const p = player(x);
      p.setAside = p.setAside.filter((c) => c !== 'specialty.dracon-4#1');
      p.hand.push('specialty.dracon-4#1');
      p.units.push({ unit: 'tower.magi', side });
    });
    const s = withCard('pack');
    const play = legalActions(s).find((a) => a.type === 'playCard' && a.card === 'specialty.dracon-4#1' && a.play === 'top');
    expect(play).toBeDefined();
    const t = apply(s, play as Action);
    expect(player(t).units.some((u) => u.unit === 'tower.magi')).toBe(false);
    expect(player(t).units.some((u) => u.unit.startsWith('neutral.enchanters#') && u.side === 'neutral')).toBe(true);
    expect(loadState(JSON.stringify(t))).toEqual(t);
    const few = withCard('few');
    expect(legalActions(few).some((a) => a.type === 'playCard' && a.card === 'specialty.dracon-4#1' && a.play === 'top')).toBe(false);
  });
});

describe('the Starting tile #S1 (TW19)', () => {
  it('as printed, with the Tower town in its centre; in play with the Tower box only', () => {
    const tile = contentInPlay(['core', 'tower']).tiles.find((t) => t.id === '#S1');
    expect(tile?.fields.map((f) => (f.guard ? `${f.location}:${f.guard}` : f.location))).toEqual(['building-materials-mine:1', 'blocked', 'empty', 'town', 'empty', 'resource', 'treasure:1']);
    expect([tile?.kind, tile?.town, boxOf('#S1')]).toEqual(['starting', 'tower', 'tower']);
    expect(contentInPlay(['core']).tiles.some((t) => t.id === '#S1')).toBe(false);
  });

  it('a Tower player\'s game has it on the map, and saves load', () => {
    const s = createGame({ seed: 'tw-s1', players: [{ hero: 'solmyr' }, { hero: 'catherine' }], expansions: ['tower'] });
    const t = s.map?.tiles.findIndex((x) => x.tile === '#S1') ?? -1;
    expect(t).toBeGreaterThanOrEqual(0);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });
});
