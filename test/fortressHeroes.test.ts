/** The Fortress Main Heroes of the Fortress box and their Specialty cards (rulings FX30, FX50–FX52). */
import { describe, expect, it } from 'vitest';
import { apply, boxOf, createCombat, legalActions, loadState, catalog, HEROES, type Action, type GameState } from '../src';
import { player } from './helpers';

type Play = Extract<Action, { type: 'playCard' }>;
const plays = (s: GameState, card: string): Play[] => legalActions(s).filter((a): a is Play => a.type === 'playCard' && a.card.startsWith(`${card}#`));
const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;

describe('the heroes', () => {
  it('Adrienne (Witch) and Wystan (Beastmaster), with their statistics, starting Ability and Specialty cards', () => {
    const mine = HEROES.filter((h) => h.faction === 'fortress' && boxOf(h.id) === 'fortress');
    expect(mine.map((h) => [h.name, h.heroClass, h.type, h.statistics, h.startingAbility])).toEqual([
      ['Adrienne', 'Witch', 'magic', { attack: 0, defense: 1, power: 2, knowledge: 2 }, 'ability.wisdom'],
      ['Wystan', 'Beastmaster', 'might', { attack: 0, defense: 4, power: 1, knowledge: 1 }, 'ability.archery'],
    ]);
    const text = catalog.get('wystan')?.text ?? '';
    expect(text).toContain('Lizardmen I (level I), Lizardmen IV (level IV), Lizardmen VI (level VI)');
    expect(text).toContain('Archery');
  });
});

describe('Wystan: Lizardmen I, IV and VI, doubled for the Lizardmen', () => {
  const combat = (card: string) =>
    createCombat({
      expansions: ['fortress'],
      attacker: { hero: 'wystan', level: 7, units: [{ unit: 'fortress.lizardmen', space: 4 }, { unit: 'fortress.gnolls', side: 'pack', space: 9 }], hand: [card] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 17 }] },
    });
  const on = (s: GameState, card: string, play: string, target: string) => apply(s, plays(s, card).find((a) => a.play === play && a.target === target)!);

  it('I: +1 Attack or +1 Defense to the selected unit, +2 for the Lizardmen', () => {
    const s = combat('specialty.wystan-1');
    expect(unit(on(s, 'specialty.wystan-1', 'top', 'fortress.gnolls'), 'fortress.gnolls').attackBonus).toBe(1);
    expect(unit(on(s, 'specialty.wystan-1', 'top', 'fortress.lizardmen'), 'fortress.lizardmen').attackBonus).toBe(2);
    expect(unit(on(s, 'specialty.wystan-1', 'bottom', 'fortress.lizardmen'), 'fortress.lizardmen').defenseBonus).toBe(2);
  });

  it('IV: +1 HP for this combat, +2 for the Lizardmen', () => {
    const s = combat('specialty.wystan-4');
    expect(unit(on(s, 'specialty.wystan-4', 'basic', 'fortress.gnolls'), 'fortress.gnolls').hpBonus).toBe(1);
    expect(unit(on(s, 'specialty.wystan-4', 'basic', 'fortress.lizardmen'), 'fortress.lizardmen').hpBonus).toBe(2);
  });

  it('VI: +2 Initiative for this combat, +4 for the Lizardmen', () => {
    const s = combat('specialty.wystan-6');
    expect(unit(on(s, 'specialty.wystan-6', 'basic', 'fortress.gnolls'), 'fortress.gnolls').initiativeBonus).toBe(2);
    expect(unit(on(s, 'specialty.wystan-6', 'basic', 'fortress.lizardmen'), 'fortress.lizardmen').initiativeBonus).toBe(4);
  });
});

describe('Adrienne: Fire Magic I, IV and VI', () => {
  const combat = (hand: string[]) =>
    createCombat({
      expansions: ['fortress'],
      attacker: { hero: 'adrienne', level: 7, units: [{ unit: 'fortress.gnolls', space: 9 }], hand },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 17 }] },
    });
  const powers = (s: GameState, card: string) => [...new Set(plays(s, card).filter((a) => a.play === 'spell').map((a) => a.power))];
  const spells = ['spell.bloodlust', 'spell.cure', 'spell.magic-arrow'];

  it('I: for this combat, Spells of the School of Fire Magic are cast with +1 Power (FX50)', () => {
    let s = combat(['specialty.adrienne-1', ...spells]);
    expect(powers(s, 'spell.bloodlust')).toEqual([0]);
    s = apply(s, plays(s, 'specialty.adrienne-1')[0]!);
    expect(s.combat!.schoolPower).toEqual([{ player: 'p1', school: 'fire', amount: 1 }]);
    expect(powers(s, 'spell.bloodlust')).toEqual([0, 1]);
    expect(powers(s, 'spell.cure')).toEqual([0]); // Water
    expect(powers(s, 'spell.magic-arrow')).toEqual([0]); // any school: picked once cast
    const cast = apply(s, plays(s, 'spell.bloodlust').find((a) => a.power === 1)!);
    expect(unit(cast, 'fortress.gnolls').attackBonus).toBe(2);
    expect(loadState(JSON.stringify(cast))).toEqual(cast);
  });

  it('VI: +2 Power', () => {
    let s = combat(['specialty.adrienne-6', 'spell.bloodlust']);
    s = apply(s, plays(s, 'specialty.adrienne-6')[0]!);
    expect(powers(s, 'spell.bloodlust')).toEqual([0, 1, 2]);
  });

  it('IV: Search (3) your deck, then shuffle your discard pile into the deck (FX51)', () => {
    let s = combat(['specialty.adrienne-4', 'stat.attack', 'stat.defense', 'stat.power', 'stat.knowledge']);
    s = { ...s, players: s.players.map((p) => (p.id === 'p1' ? { ...p, deck: p.hand.slice(1), hand: p.hand.slice(0, 1), discard: [] } : p)) };
    const before = player(s).deck.length;
    s = apply(s, plays(s, 'specialty.adrienne-4')[0]!);
    expect(s.pending?.player).toBe('p1');
    const pick = legalActions(s)[0]!;
    s = apply(s, pick);
    while (s.pending?.kind !== 'activation') s = apply(s, legalActions(s)[0]!);
    const p = player(s);
    // One of the 3 top cards went to hand; the 2 others were discarded, then shuffled back with the Specialty card.
    expect(p.hand).toHaveLength(1);
    expect(p.discard).toEqual([]);
    expect(p.deck).toHaveLength(before - 1 + 1);
  });
});

describe('choosing a Fortress hero: the Statistic supply must hold the hero\'s cards', () => {
  it('Wystan\'s 4 Defense: a third hero needing Defense the supply no longer holds is not offered', async () => {
    const { createGame, apply: play, legalActions: listed } = await import('../src');
    const start = () => play(play(createGame({ players: 3, seed: 'supply', scenario: 'the-hunt', expansions: ['fortress'] }), { type: 'chooseHero', hero: 'wystan' }), { type: 'chooseHero', hero: 'catherine' });
    // The Fortress box's 4 Defense cards join the core box's 6 (FX1): Wystan 4 + Catherine 2 leave 4, enough for anyone.
    let s = start();
    expect(s.statisticSupply.defense).toHaveLength(10);
    expect(listed(s)).toEqual(['mutare', 'alamar', 'tamika', 'sandro'].map((hero) => ({ type: 'chooseHero', hero })));
    expect(createGame({ players: [{ hero: 'wystan' }, { hero: 'catherine' }, { hero: 'mutare' }], scenario: 'the-hunt', expansions: ['fortress'] }).statisticSupply.defense).toHaveLength(2);
    // The rule counts the supply setup holds: with only 6 Defense cards (the core box's), Mutare and Tamika need 2 more.
    s = start();
    s = { ...s, statisticSupply: { ...s.statisticSupply, defense: s.statisticSupply.defense.slice(0, 6) } };
    expect(listed(s)).toEqual([{ type: 'chooseHero', hero: 'alamar' }, { type: 'chooseHero', hero: 'sandro' }]);
    expect(() => play(s, { type: 'chooseHero', hero: 'mutare' })).toThrow(/Statistic supply/);
    // A third hero starting with Wisdom (Rion, Alamar, Adrienne): the Ability deck of the boxes in play holds 2 copies.
    let w = createGame({ players: 3, seed: 'wisdom', scenario: 'the-hunt', expansions: ['fortress'] });
    w = play(play(w, { type: 'chooseHero', hero: 'rion' }), { type: 'chooseHero', hero: 'alamar' });
    expect(listed(w).map((a) => (a as { hero: string }).hero)).not.toContain('adrienne');
    expect(listed(w).map((a) => (a as { hero: string }).hero)).toContain('wystan');
    expect(() => createGame({ players: [{ hero: 'rion' }, { hero: 'alamar' }, { hero: 'adrienne' }], scenario: 'the-hunt', expansions: ['fortress'] })).toThrow(/wisdom/i);
  });
});

describe('the Fortress in the catalog', () => {
  it('lists its units, buildings and heroes with texts generated from their data, in the rule book\'s names', () => {
    expect(catalog.search('gnoll').map((e) => e.id)).toContain('fortress.gnolls');
    const wyverns = catalog.get('fortress.wyverns');
    expect(wyverns).toMatchObject({ kind: 'unit', name: 'Wyverns', faction: 'fortress' });
    expect(wyverns?.text).toContain('faction cube');
    expect(catalog.get('fortress.hydras')?.text).toContain('another enemy unit adjacent to it');
    expect(catalog.get('fortress.gorgons')?.text).toContain('drops to 0 HP');
    expect(catalog.get('fortress.dragon-flies')?.text).toContain('Anti-Magic');
    const cage = catalog.get('fortress.special2');
    expect(cage).toMatchObject({ kind: 'building', name: 'Cage of Warlords' });
    expect(cage?.text).toContain('faction cube');
    expect(catalog.get('fortress.mageGuild')?.text).toContain('for 5 gold');
    expect(catalog.get('adrienne')?.text).toContain('Fire Magic I');
    expect(catalog.get('specialty.adrienne-1')?.text).toContain('School of Fire Magic');
    for (const e of catalog.list({ faction: 'fortress' })) expect(e.text, e.id).not.toMatch(/\bfortress\.[a-z]/);
  });
});
