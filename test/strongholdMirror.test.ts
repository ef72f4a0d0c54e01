/**
 * The Stronghold box's Spell Magic Mirror (rulings SH120–SH126), from its printed text: "When your * unit is about to be
 * targeted or damaged by a Spell, choose a new target for that Spell" (Power 0: Bronze; 1: + Silver; 2: + Gold), or
 * "+1 Power" — answered right after the enemy's Spell, as Resistance is.
 */
import { describe, it, expect } from 'vitest';
import { apply, cards, createCombat, findInvariantViolations, IllegalActionError, legalActions, loadState, type Action, type CombatConfig, type GameState } from '../src';
import { STRONGHOLD_SPELL_CARDS } from '../src/content/stronghold/spells';
import { modify } from './helpers';

const MIRROR = 'spell.magic-mirror';
const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const player = (s: GameState, id: string) => s.players.find((p) => p.id === id)!;
const card = (s: GameState, id: string, prefix: string) => player(s, id).hand.find((c) => c.startsWith(prefix))!;
const plays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const play = (s: GameState, id: string, prefix: string, key: string, extra: Partial<Extract<Action, { type: 'playCard' }>> = {}) =>
  apply(s, { type: 'playCard', card: card(s, id, prefix), play: key, ...extra } as Action);
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};

/**
 * p1's Manticores Pack (Gold) at 1 activates first and may cast; p2 holds `p2Hand` beside Troglodytes (Bronze) at 17,
 * Minotaurs (Silver) at 18 and Black Dragons (Gold) at 19.
 */
const duel = (p1Hand: string[], p2Hand: string[]): CombatConfig => ({
  seed: 'stronghold-mirror', expansions: ['stronghold'],
  attacker: { hero: 'mutare', units: [{ unit: 'dungeon.manticores', side: 'pack', space: 1 }], hand: p1Hand },
  defender: {
    hero: 'alamar',
    units: [{ unit: 'dungeon.troglodytes', space: 17 }, { unit: 'dungeon.minotaurs', space: 18 }, { unit: 'dungeon.black-dragons', space: 19 }],
    hand: p2Hand,
  },
});
/** p1 casts Magic Arrow (as Fire) with 0 Power at `target`. */
const arrowAt = (s: GameState, target: string): GameState =>
  apply(play(s, 'p1', 'spell.magic-arrow', 'spell', { target, power: 0 }), { type: 'chooseSchool', school: 'fire' });

describe('Magic Mirror', () => {
  it('is an Expert Air Spell, one copy with the Stronghold box (ruling SH125), listed with its text', () => {
    expect(STRONGHOLD_SPELL_CARDS.find((c) => c.id === MIRROR)).toMatchObject({ copies: 1, school: 'air', spellLevel: 'expert', name: 'Magic Mirror' });
    expect(cards.list({ expansion: 'stronghold' }).some((c) => c.id === MIRROR)).toBe(true);
    expect(cards.list({ expansion: 'core' }).some((c) => c.id === MIRROR)).toBe(false);
    expect(cards.get(MIRROR)!.text).toMatch(/right after the enemy casts a Spell that selects only your unit \(Bronze with 0 Power; .*Silver with 1 Power; .*Gold with 2 Power\): choose a new target for that Spell/i);
  });

  it('turns an enemy Spell on the player\'s Bronze unit to another unit the Spell could select (SH120, SH121)', () => {
    let s = arrowAt(createCombat(duel(['spell.magic-arrow'], [MIRROR])), 'dungeon.troglodytes');
    expect(s.pending).toMatchObject({ kind: 'answerSpell', player: 'p2', caster: 'p1' });
    expect(unit(s, 'dungeon.troglodytes').damage).toBe(0); // the Spell waits
    // Magic Arrow selects any unit: the caster's own, and p2's others; never the unit it selected.
    expect(plays(s, MIRROR).map((a) => `${a.play} ${a.target} ${a.power}`).sort()).toEqual(
      ['spell dungeon.black-dragons 0', 'spell dungeon.manticores 0', 'spell dungeon.minotaurs 0'],
    );
    s = checked(play(s, 'p2', MIRROR, 'spell', { target: 'dungeon.manticores', power: 0 }));
    expect(unit(s, 'dungeon.troglodytes').damage).toBe(0);
    expect(unit(s, 'dungeon.manticores').damage).toBe(1);
    expect(s.combat!.spellsCast.p2).toBe(1); // the Mirror is p2's Spell of the Combat Round
    expect(player(s, 'p2').discard.some((c) => c.startsWith(MIRROR))).toBe(true);
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'dungeon.manticores' });
  });

  it('passing lets the Spell take effect as cast', () => {
    let s = arrowAt(createCombat(duel(['spell.magic-arrow'], [MIRROR])), 'dungeon.troglodytes');
    s = apply(s, { type: 'pass' });
    expect(unit(s, 'dungeon.troglodytes').damage).toBe(1);
  });

  it('protects a Silver unit with 1 Power and a Gold one with 2, the Power its player has when the Spell is cast (SH123)', () => {
    const s0 = createCombat(duel(['spell.magic-arrow'], [MIRROR]));
    // No Power: no window for a Spell on the Silver Minotaurs or the Gold Black Dragons.
    expect(arrowAt(s0, 'dungeon.minotaurs').pending).toMatchObject({ kind: 'activation' });
    const one = modify(s0, (x) => { x.combat!.power = { p2: 1 }; });
    let s = arrowAt(one, 'dungeon.minotaurs');
    expect(s.pending).toMatchObject({ kind: 'answerSpell', player: 'p2' });
    expect([...new Set(plays(s, MIRROR).map((a) => a.power))]).toEqual([1]);
    expect(arrowAt(one, 'dungeon.black-dragons').pending).toMatchObject({ kind: 'activation' });
    const two = modify(s0, (x) => { x.combat!.power = { p2: 2 }; });
    s = arrowAt(two, 'dungeon.black-dragons');
    expect([...new Set(plays(s, MIRROR).map((a) => a.power))]).toEqual([2]);
    s = play(s, 'p2', MIRROR, 'spell', { target: 'dungeon.troglodytes', power: 2 });
    expect(unit(s, 'dungeon.black-dragons').damage).toBe(0);
    expect(unit(s, 'dungeon.troglodytes').damage).toBe(1);
    expect(s.combat!.power.p2).toBe(0); // spent
  });

  it('answers only a Spell that selects the player\'s own unit alone: not one on the enemy\'s unit, nor an area (SH122)', () => {
    // Bloodlust on p1's own Manticores: p2 has nothing to answer.
    const s = play(createCombat(duel(['spell.bloodlust'], [MIRROR])), 'p1', 'spell.bloodlust', 'spell', { target: 'dungeon.manticores', power: 0 });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'dungeon.manticores' });
    expect(plays(s, MIRROR)).toEqual([]);
    // Fireball on the Troglodytes and the next space: an area, no window.
    const f = createCombat({ ...duel(['spell.fireball'], [MIRROR]) });
    const fire = plays(f, 'spell.fireball').find((a) => a.target === 'dungeon.troglodytes')!;
    expect(apply(f, fire).pending).toMatchObject({ kind: 'activation' });
  });

  it('is never played outside the answer, and not past the Spell limit', () => {
    const s = createCombat(duel(['spell.magic-arrow'], [MIRROR]));
    expect(plays(s, MIRROR).filter((a) => a.play === 'spell')).toEqual([]);
    const cast = modify(s, (x) => { x.combat!.spellsCast = { p2: 1 }; });
    expect(arrowAt(cast, 'dungeon.troglodytes').pending).toMatchObject({ kind: 'activation' });
  });

  it('refuses a new target the Spell could not take, with a typed error', () => {
    const s = arrowAt(createCombat(duel(['spell.magic-arrow'], [MIRROR])), 'dungeon.troglodytes');
    const wrong = { type: 'playCard', card: card(s, 'p2', MIRROR), play: 'spell', target: 'dungeon.troglodytes', power: 0 } as Action;
    expect(() => apply(s, wrong)).toThrow(IllegalActionError);
    try {
      apply(s, wrong);
    } catch (e) {
      expect((e as IllegalActionError).code).toBe('OPTION_NOT_AVAILABLE');
    }
    expect(() => apply(s, { ...wrong, power: 1 } as Action)).toThrow(IllegalActionError);
  });

  it('sits beside Resistance in the answer window; the Mirror cast is not answered in turn (SH124)', () => {
    let s = arrowAt(createCombat(duel(['spell.magic-arrow', 'ability.resistance'], [MIRROR, 'ability.resistance'])), 'dungeon.troglodytes');
    expect(plays(s, 'ability.resistance').length).toBe(1);
    s = play(s, 'p2', MIRROR, 'spell', { target: 'dungeon.manticores', power: 0 });
    expect(unit(s, 'dungeon.manticores').damage).toBe(1); // p1's Resistance was not offered against the Mirror
    expect(s.pending).toMatchObject({ kind: 'activation' });
  });

  it('has its alternative "+1 Power"', () => {
    const s = createCombat(duel([MIRROR], []));
    expect(play(s, 'p1', MIRROR, 'alternative').combat!.power.p1).toBe(1);
  });
});
