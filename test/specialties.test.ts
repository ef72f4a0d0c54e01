/**
 * Hero Specialty cards (docs/cards.md "Specialty cards"): their own category — no Spell limit, no Power tier —
 * played in combat on a friendly unit, doubled for the hero's named unit.
 */
import { describe, it, expect } from 'vitest';
import { createCombat, legalActions, apply, type GameState, type Action, type CardId } from '../src';

const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const player = (s: GameState, id = 'p1') => s.players.find((p) => p.id === id)!;
const card = (s: GameState, prefix: string, id = 'p1') => player(s, id).hand.find((c) => c.startsWith(prefix))!;
const plays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const targets = (s: GameState, prefix: string, key: string) =>
  [...new Set(plays(s, prefix).filter((a) => a.play === key).map((a) => a.target))].sort();
const play = (s: GameState, prefix: string, key: string, target: string) =>
  apply(s, { type: 'playCard', card: card(s, prefix), play: key, target } as Action);
/** Ends activations until `id` activates. */
function until(s: GameState, id: string): GameState {
  for (let i = 0; i < 20 && !(s.pending?.kind === 'activation' && s.pending.unit === id); i++) s = apply(s, { type: 'endActivation' });
  expect(s.pending).toMatchObject({ kind: 'activation', unit: id });
  return s;
}

const army = (hero: string, units: string[], hand: string[], deck: string[] = []) => ({
  hero,
  units: units.map((u, i) => ({ unit: u, space: i === 0 ? 2 : 1 })),
  hand,
  deck,
});
const combat = (hero: string, units: string[], hand: string[], deck: string[] = []) =>
  createCombat({ attacker: army(hero, units, hand, deck), defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 18 }] } });

describe('+1 Attack or Defense Specialties (level I)', () => {
  it.each([
    ['specialty.catherine-1', 'catherine', 'castle.crusaders'],
    ['specialty.mutare-1', 'mutare', 'dungeon.black-dragons'],
    ['specialty.tamika-1', 'tamika', 'necropolis.dread-knights'],
  ])('%s: top +1 Attack / bottom +1 Defense on a friendly unit, doubled for %s', (id, hero, named) => {
    const other = named.startsWith('castle') ? 'castle.halberdiers' : named.startsWith('dungeon') ? 'dungeon.troglodytes' : 'necropolis.skeletons';
    let s = combat(hero, [named, other], [id, id]);
    s = until(s, named);
    expect(targets(s, id, 'top')).toEqual([named, other].sort()); // friendly units only
    expect(plays(s, id).every((a) => a.power === undefined)).toBe(true); // no Power tier
    const a0 = unit(s, named).attackBonus;
    s = play(s, id, 'top', named);
    expect(unit(s, named).attackBonus).toBe(a0 + 2);
    s = play(s, id, 'bottom', other);
    expect(unit(s, other).defenseBonus).toBe(1);
    expect(player(s).discard.filter((c) => c.startsWith(id))).toHaveLength(2);
  });

  it('a Specialty does not count toward the Spell limit, even after a Spell', () => {
    let s = combat('catherine', ['castle.crusaders', 'castle.halberdiers'], ['spell.stone-skin', 'spell.bloodlust', 'specialty.catherine-1']);
    s = until(s, 'castle.crusaders');
    s = apply(s, { type: 'playCard', card: card(s, 'spell.stone-skin'), play: 'spell', target: 'castle.crusaders', power: 0 });
    expect(plays(s, 'spell.bloodlust').map((a) => a.play)).toEqual(['alternative']); // the Spell of this Combat Round is cast
    expect(targets(s, 'specialty.catherine-1', 'top')).toContain('castle.crusaders');
    s = play(s, 'specialty.catherine-1', 'top', 'castle.crusaders');
    expect(unit(s, 'castle.crusaders').attackBonus).toBe(2);
    expect(s.combat!.spellsCast.p1).toBe(1);
  });
});

describe('+1 Initiative Specialties (level VI)', () => {
  it.each([
    ['specialty.catherine-6', 'catherine', 'castle.crusaders', 'castle.halberdiers'],
    ['specialty.mutare-6', 'mutare', 'dungeon.black-dragons', 'dungeon.troglodytes'],
    ['specialty.tamika-6', 'tamika', 'necropolis.dread-knights', 'necropolis.skeletons'],
  ])('%s: Ongoing +1 Initiative for the combat, +2 for %s', (id, hero, named, other) => {
    let s = combat(hero, [named, other], [id, id]);
    s = until(s, named);
    s = play(s, id, 'basic', named);
    s = play(s, id, 'basic', other);
    expect(unit(s, named).initiativeBonus).toBe(2);
    expect(unit(s, other).initiativeBonus).toBe(1);
  });

  it('is Ongoing: not offered in a reaction window', () => {
    let s = createCombat({
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 6 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 10 }], hand: ['specialty.catherine-6', 'specialty.catherine-1'] },
    });
    s = until(s, 'castle.griffins');
    s = apply(s, { type: 'endActivation' });
    s = until(s, 'necropolis.zombies');
    s = apply(s, { type: 'attack', target: 'castle.griffins' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p2' });
    expect(plays(s, 'specialty.catherine-6')).toEqual([]);
    expect(plays(s, 'specialty.catherine-1').length).toBeGreaterThan(0); // Instant
  });
});

describe('Battlefield Medic (Rion)', () => {
  it('I: removes 1 damage from a friendly unit, then draws 1', () => {
    let s = createCombat({
      attacker: { hero: 'rion', units: [{ unit: 'castle.griffins', space: 6, damage: 2 }], hand: ['specialty.rion-1'], deck: ['stat.attack'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 18, damage: 1 }] },
    });
    s = until(s, 'castle.griffins');
    expect(targets(s, 'specialty.rion-1', 'basic')).toEqual(['castle.griffins']);
    s = play(s, 'specialty.rion-1', 'basic', 'castle.griffins');
    expect(unit(s, 'castle.griffins').damage).toBe(1);
    expect(player(s).hand).toHaveLength(1);
  });

  it('IV: top removes 1 damage; bottom removes Paralysis (after a Spell: no Spell limit); each draws 1', () => {
    let s = createCombat({
      attacker: {
        hero: 'rion',
        units: [{ unit: 'castle.griffins', space: 6, damage: 2 }, { unit: 'castle.halberdiers', space: 2 }],
        hand: ['spell.blind', 'specialty.rion-4', 'specialty.rion-4'],
        deck: ['stat.attack', 'stat.defense'],
      },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 18 }] },
    });
    s = until(s, 'castle.griffins');
    s = apply(s, { type: 'playCard', card: card(s, 'spell.blind'), play: 'spell', target: 'castle.halberdiers', power: 0 });
    expect(unit(s, 'castle.halberdiers').paralyzed).toBe(true);
    s = play(s, 'specialty.rion-4', 'bottom', 'castle.halberdiers');
    expect(unit(s, 'castle.halberdiers').paralyzed).toBe(false);
    s = play(s, 'specialty.rion-4', 'top', 'castle.griffins');
    expect(unit(s, 'castle.griffins').damage).toBe(1);
    expect(player(s).hand).toHaveLength(2);
  });

  it('VI: removes up to 2 damage, then draws 2 and discards 1 (a decision mid-combat)', () => {
    let s = createCombat({
      attacker: { hero: 'rion', units: [{ unit: 'castle.griffins', space: 6, damage: 3 }], hand: ['specialty.rion-6'], deck: ['stat.attack', 'stat.defense'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 18 }] },
    });
    s = until(s, 'castle.griffins');
    s = play(s, 'specialty.rion-6', 'top', 'castle.griffins');
    expect(unit(s, 'castle.griffins').damage).toBe(1);
    expect(player(s).hand).toHaveLength(2);
    expect(s.pending).toMatchObject({ kind: 'discardCards', player: 'p1' });
    s = apply(s, { type: 'discard', card: player(s).hand[0] as CardId });
    expect(player(s).hand).toHaveLength(1);
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins' });
  });
});
