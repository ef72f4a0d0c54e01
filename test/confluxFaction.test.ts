/**
 * The Conflux faction's town board and hero cards (rulings CF8–CF30): the buildings with the City Hall, the Magic
 * University and the Garden of Life, Erdamon's, Luna's and Monere's Specialty cards, and the Starting tile S8.
 */
import { describe, expect, it } from 'vitest';
import { apply, boxOf, contentInPlay, createCombat, createGame, describeAction, legalActions, loadState, BUILDINGS, HEROES, type Action, type GameState } from '../src';
import { SPELL_BOOK_COST } from '../src/town/abilities';
import { initiativeOf } from '../src/combat/stats';
import { cardOf } from '../src/kernel/ids';
import { cardInfo } from '../src/data/cardList';
import { addBuildings, expectDecision, modify, newGame, newTurnGame, passUntil, player } from './helpers';
import { events, passWindows } from './combatSteps';

const unit = (s: GameState, id: string) => s.combat?.units.find((x) => x.id === id);
const playsOf = (s: GameState, card: string, play?: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(`${card}#`) && (play === undefined || a.play === play));
const schoolOf = (card: string) => cardInfo(cardOf(card)).school;

describe('the Conflux town', () => {
  it('holds the 8 buildings of the town board, with their printed costs; the Spell Book token costs 5 gold (CF8)', () => {
    const mine = BUILDINGS.filter((b) => b.faction === 'conflux').map((b) => [b.name, b.role, b.cost.gold, b.cost.buildingMaterials, b.cost.valuables, b.requires.join('+')]);
    expect(mine).toEqual([
      ['City Hall', 'cityHall', 10, 3, 0, ''],
      ['Citadel', 'citadel', 8, 4, 1, ''],
      ['Mage Guild', 'mageGuild', 4, 2, 1, ''],
      ['Altars of Air and Water', 'bronzeDwelling', 4, 3, 1, ''],
      ['Altars of Fire and Earth', 'silverDwelling', 8, 6, 3, 'bronzeDwelling'],
      ['Magical Pyre', 'goldDwelling', 9, 8, 4, 'bronzeDwelling+silverDwelling'],
      ['Magic University', 'special1', 6, 3, 0, ''],
      ['Garden of Life', 'special2', 2, 1, 1, ''],
    ]);
    expect(SPELL_BOOK_COST['conflux']).toBe(5);
  });

  const game = () => newTurnGame({ expansions: ['conflux'], players: [{ hero: 'erdamon' }, { hero: 'catherine' }] });

  it('City Hall: 4 gold or a Search (3) of the Spell deck at each Resource round (CF9)', () => {
    const s = passUntil(addBuildings(game(), 'p1', ['cityHall']), (g) => g.pending?.kind === 'choose' && g.pending.player === 'p1' && g.pending.source === 'resource-round');
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'gold' }, { type: 'choose', option: 'spell' }]);
    const gold = apply(s, { type: 'choose', option: 'gold' });
    expect(player(gold).resources.gold).toBe(player(s).resources.gold + 4);
    const spell = apply(s, { type: 'choose', option: 'spell' });
    expect(spell.pending).toMatchObject({ kind: 'search', player: 'p1', deck: 'spell', count: 3 });
  });

  const withGold = (s: GameState, gold: number) => modify(s, (x) => { player(x).resources.gold = gold; });
  const buySpells = (s: GameState) => apply(withGold(s, 20), { type: 'buySpells' });

  it('Magic University: instead of a Search of the Spell deck, a School named, cards discarded from the top until one of its Spells, taken (CF10)', () => {
    const s = buySpells(addBuildings(game(), 'p1', ['mageGuild', 'special1']));
    expectDecision(s, 'search', 'p1');
    const schools = legalActions(s).filter((a) => a.type === 'searchSchool');
    expect(schools).toEqual([{ type: 'searchSchool', school: 'air' }, { type: 'searchSchool', school: 'earth' }, { type: 'searchSchool', school: 'fire' }, { type: 'searchSchool', school: 'water' }]);
    expect(describeAction(s, { type: 'searchSchool', school: 'fire' })).toMatch(/School of Fire Magic and takes it, instead of Searching \(Magic University\)/);
    const deck = s.decks.spell.deck;
    const firstFire = [...deck].reverse().findIndex((c) => schoolOf(c) === 'fire' || schoolOf(c) === 'any');
    const after = apply(s, { type: 'searchSchool', school: 'fire' });
    const taken = player(after).hand.filter((c) => !player(s).hand.includes(c));
    expect(taken).toHaveLength(1);
    expect(['fire', 'any']).toContain(schoolOf(taken[0] as string));
    // The cards above it went to the Spell discard pile.
    expect(after.decks.spell.discard.length - s.decks.spell.discard.length).toBe(firstFire);
    expect(player(after).schoolSearchRound).toBe(after.round);
    expect(loadState(JSON.stringify(after))).toEqual(after);
  });

  it('Magic University: once per round, only with the building, only for the Spell deck (CF11)', () => {
    const built = addBuildings(game(), 'p1', ['mageGuild', 'special1']);
    const used = modify(buySpells(built), (x) => { player(x).schoolSearchRound = x.round; });
    expect(legalActions(used).some((a) => a.type === 'searchSchool')).toBe(false);
    expect(() => apply(used, { type: 'searchSchool', school: 'air' })).toThrow(/Magic University/);
    const without = buySpells(addBuildings(game(), 'p1', ['mageGuild']));
    expect(legalActions(without).some((a) => a.type === 'searchSchool')).toBe(false);
    // A round later it may be used again.
    const lastRound = modify(buySpells(built), (x) => { player(x).schoolSearchRound = x.round - 1; });
    expect(legalActions(lastRound).some((a) => a.type === 'searchSchool')).toBe(true);
  });

  it('Garden of Life: at the beginning of the turn, Sprites recruited for free — or reinforced once held as a Few (CF12, CF13)', () => {
    let s = addBuildings(newGame({ expansions: ['conflux'], players: [{ hero: 'erdamon' }, { hero: 'catherine' }] }), 'p1', ['special2']);
    s = modify(s, (x) => { player(x).units = player(x).units.filter((u) => u.unit !== 'conflux.sprites'); });
    s = apply(s, legalActions(s).find((a) => a.type === 'draw') as Action);
    expect(expectDecision(s, 'beginningOfTurn', 'p1').buildings).toEqual(['conflux.special2']);
    expect(legalActions(s)).toEqual([{ type: 'useBuilding', building: 'conflux.special2', option: 'recruit' }, { type: 'decline' }]);
    const gold = player(s).resources;
    const recruited = apply(s, { type: 'useBuilding', building: 'conflux.special2', option: 'recruit' });
    expect(player(recruited).units).toContainEqual({ unit: 'conflux.sprites', side: 'few' });
    expect(player(recruited).resources).toEqual(gold);
    expect(player(recruited).tokens.population).toBe(true);
    expect(loadState(JSON.stringify(recruited))).toEqual(recruited);
    // Held as a Few: reinforced instead, with no Citadel.
    let few = modify(s, (x) => { player(x).units.push({ unit: 'conflux.sprites', side: 'few' }); });
    expect(legalActions(few)).toEqual([{ type: 'useBuilding', building: 'conflux.special2', option: 'reinforce' }, { type: 'decline' }]);
    few = apply(few, { type: 'useBuilding', building: 'conflux.special2', option: 'reinforce' });
    expect(player(few).units).toContainEqual({ unit: 'conflux.sprites', side: 'pack' });
    // Held as a Pack: nothing to do.
    const pack = modify(s, (x) => { player(x).units.push({ unit: 'conflux.sprites', side: 'pack' }); });
    expect(pack.pending?.kind === 'beginningOfTurn' && legalActions(pack).some((a) => a.type === 'useBuilding')).toBe(false);
  });
});

describe('the Conflux heroes', () => {
  it('Erdamon, Luna, Monere and Tarnum with their printed statistics and starting Abilities (CF20)', () => {
    const rows = HEROES.filter((h) => h.faction === 'conflux').map((h) => [h.name, h.heroClass, h.type, h.statistics.attack, h.statistics.defense, h.statistics.power, h.statistics.knowledge, h.startingAbility]);
    expect(rows).toEqual([
      ['Erdamon', 'Planeswalker', 'might', 3, 1, 1, 1, 'ability.estates'],
      ['Luna', 'Elementalist', 'magic', 0, 0, 2, 3, 'ability.basic-fire-magic'],
      ['Monere', 'Planeswalker', 'might', 3, 1, 1, 1, 'ability.logistics'],
      ['Tarnum', 'Elementalist', 'magic', 0, 0, 2, 3, 'ability.wisdom'],
    ]);
    expect(boxOf('luna')).toBe('conflux');
    expect(boxOf('tarnum-conflux')).toBe('conflux');
  });

  it('a Conflux hero starts with their starting Ability — Luna with Basic Fire Magic — and level-I Specialty', () => {
    const s = createGame({ seed: 'cf', expansions: ['conflux'], players: [{ hero: 'luna' }, { hero: 'catherine' }] });
    expect(s.players.map((p) => p.faction)).toEqual(['conflux', 'castle']);
    const cards = [...player(s).hand, ...player(s).deck, ...player(s).discard];
    expect(cards.some((c) => c.startsWith('ability.basic-fire-magic#'))).toBe(true);
    expect(cards.some((c) => c.startsWith('specialty.luna-1#'))).toBe(true);
    expect(cards.filter((c) => c.startsWith('spell.magic-arrow#'))).toHaveLength(2);
  });

  const combat = (hero: string, hand: string[], units: Array<{ unit: string; side?: 'few' | 'pack'; space: number }>, enemies: Array<{ unit: string; side?: 'few' | 'pack'; space: number }> = [{ unit: 'castle.halberdiers', space: 13 }]) =>
    createCombat({ expansions: ['conflux'], logLimit: 1000, dice: { attack: [0, 0, 0, 0] }, attacker: { hero, hand, units }, defender: { hero: 'catherine', units: enemies } });
  const toMine = (s: GameState) => {
    while (s.pending?.kind === 'activation' && s.pending.player === 'p2') s = apply(s, { type: 'endActivation' });
    if (s.pending?.kind === 'chooseActivation') s = apply(s, { type: 'activateUnit', unit: s.pending.units[0] as string });
    return s;
  };

  it("Erdamon's Magma Elementals I, IV and VI: +1 Attack or Defense and +1 Initiative, doubled for the Magma Elementals; +2 Attack or +3 Initiative (CF21)", () => {
    let s = toMine(combat('erdamon', ['specialty.erdamon-1', 'specialty.erdamon-4', 'specialty.erdamon-6', 'specialty.erdamon-6'], [{ unit: 'conflux.magma-elementals', space: 5 }, { unit: 'conflux.sprites', space: 6 }]));
    s = passWindows(apply(s, playsOf(s, 'specialty.erdamon-1', 'top').find((a) => a.target === 'conflux.magma-elementals') as Action));
    expect(unit(s, 'conflux.magma-elementals')?.attackBonus).toBe(2);
    s = passWindows(apply(s, playsOf(s, 'specialty.erdamon-4').find((a) => a.target === 'conflux.magma-elementals') as Action));
    expect(unit(s, 'conflux.magma-elementals')?.initiativeBonus).toBe(2);
    s = passWindows(apply(s, playsOf(s, 'specialty.erdamon-6', 'bottom').find((a) => a.target === 'conflux.sprites') as Action));
    expect(initiativeOf(unit(s, 'conflux.sprites')!)).toBe(10);
    s = passWindows(apply(s, playsOf(s, 'specialty.erdamon-6', 'top').find((a) => a.target === 'conflux.sprites') as Action));
    expect(unit(s, 'conflux.sprites')?.attackBonus).toBe(2);
  });

  it("Monere's Magic Elementals I, IV and VI: doubled for the Magic Elementals; VI gives +2 Attack or +2 Power (CF22)", () => {
    let s = toMine(combat('monere', ['specialty.monere-1', 'specialty.monere-4', 'specialty.monere-6', 'spell.magic-arrow'], [{ unit: 'conflux.magic-elementals', space: 5 }, { unit: 'conflux.sprites', space: 6 }]));
    s = passWindows(apply(s, playsOf(s, 'specialty.monere-1', 'bottom').find((a) => a.target === 'conflux.magic-elementals') as Action));
    expect(unit(s, 'conflux.magic-elementals')?.defenseBonus).toBe(2);
    s = passWindows(apply(s, playsOf(s, 'specialty.monere-4').find((a) => a.target === 'conflux.sprites') as Action));
    expect(unit(s, 'conflux.sprites')?.initiativeBonus).toBe(1);
    const power = passWindows(apply(s, playsOf(s, 'specialty.monere-6', 'bottom')[0] as Action));
    expect(power.combat?.power['p1']).toBe(2);
  });

  it("Luna's Fire Wall I: her Firewall on an empty space — 1 damage to a unit stopping there, or starting its activation there (CF25)", () => {
    let s = toMine(combat('luna', ['specialty.luna-1'], [{ unit: 'conflux.sprites', space: 1 }], [{ unit: 'castle.halberdiers', side: 'pack', space: 17 }]));
    const place = playsOf(s, 'specialty.luna-1');
    expect(place.map((a) => a.space)).toContain(13);
    s = passWindows(apply(s, place.find((a) => a.space === 13) as Action));
    expect(s.combat?.tokens).toEqual([expect.objectContaining({ kind: 'lunaFirewall', space: 13, damage: 1, player: 'p1' })]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    // The Halberdiers step onto it: 1 damage; then, the next Combat Round, they start their activation there: 1 more.
    s = apply(s, { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.halberdiers' });
    s = apply(s, { type: 'moveUnit', space: 13 });
    expect(events(s, 'damageDealt')).toContainEqual(expect.objectContaining({ unit: 'castle.halberdiers', amount: 1 }));
    s = apply(s, { type: 'endActivation' });
    while (s.pending?.kind === 'activation' && s.pending.unit !== 'castle.halberdiers') s = apply(s, { type: 'endActivation' });
    // Pack Halberdiers (HP 2): the second damage turns them to their Few side as their activation starts.
    expect(events(s, 'damageDealt').filter((e) => e.unit === 'castle.halberdiers').map((e) => [e.amount, e.flipped])).toEqual([[1, false], [1, true]]);
    expect(unit(s, 'castle.halberdiers')?.side).toBe('few');
  });

  it("Luna's Fire Wall VI deals 3; Fire Wall IV takes a card of the discard pile back, or gives +2 Power (CF26)", () => {
    let s = toMine(combat('luna', ['specialty.luna-6', 'specialty.luna-4', 'stat.attack', 'spell.magic-arrow'], [{ unit: 'conflux.sprites', space: 1 }]));
    s = passWindows(apply(s, playsOf(s, 'specialty.luna-6').find((a) => a.space === 9) as Action));
    // Fire Wall VI lies on the board while its token stands (RA64): the Attack card played next is what the pile offers.
    s = passWindows(apply(s, playsOf(s, 'stat.attack', 'basic')[0] as Action));
    expect(s.combat?.tokens?.[0]).toMatchObject({ kind: 'lunaFirewall', damage: 3 });
    const power = passWindows(apply(s, playsOf(s, 'specialty.luna-4', 'bottom')[0] as Action));
    expect(power.combat?.power['p1']).toBe(2);
    expect(playsOf(s, 'specialty.luna-4', 'top')).toHaveLength(1);
    let back = apply(s, playsOf(s, 'specialty.luna-4', 'top')[0] as Action);
    const pick = legalActions(back).find((a) => 'card' in a && typeof a.card === 'string' && a.card.startsWith('stat.attack#'));
    if (pick !== undefined && !player(back).hand.some((c) => c.startsWith('stat.attack#'))) back = apply(back, pick);
    expect(player(passWindows(back)).hand.some((c) => c.startsWith('stat.attack#'))).toBe(true);
  });
});

describe('the Starting tile S8', () => {
  it('as printed, with the Conflux town in its centre; in play with the Conflux box only (CF30)', () => {
    const tile = contentInPlay(['core', 'conflux']).tiles.find((t) => t.id === 'S8');
    expect(tile?.fields.map((f) => (f.guard ? `${f.location}:${f.guard}` : f.location))).toEqual(['treasure:1', 'empty', 'blocked', 'town', 'resource', 'building-materials-mine:1', 'empty']);
    expect([tile?.kind, tile?.terrain, tile?.town, boxOf('S8')]).toEqual(['starting', 'grass', 'conflux', 'conflux']);
    expect(contentInPlay(['core']).tiles.some((t) => t.id === 'S8')).toBe(false);
  });

  it('a Conflux player\'s game has it on the map, and saves load', () => {
    const s = createGame({ seed: 'cf-s8', players: [{ hero: 'monere' }, { hero: 'catherine' }], expansions: ['conflux'] });
    expect(s.map?.tiles.some((x) => x.tile === 'S8')).toBe(true);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });
});
