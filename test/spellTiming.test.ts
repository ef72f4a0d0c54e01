/**
 * Cards that play around an attack's outcome or a Spell (docs/cards.md, rulings S15–S16, A10–A14, H10):
 * Resurrection (Spell and Alamar's Specialty), Resistance, Mysticism and Intelligence, with the windows they open.
 */
import { describe, it, expect } from 'vitest';
import { createCombat, legalActions, apply, type GameState, type Action, type CombatConfig } from '../src';

const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const player = (s: GameState, id: string) => s.players.find((p) => p.id === id)!;
const card = (s: GameState, id: string, prefix: string) => player(s, id).hand.find((c) => c.startsWith(prefix))!;
const plays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const play = (s: GameState, id: string, prefix: string, key: string, extra: Partial<Extract<Action, { type: 'playCard' }>> = {}) =>
  apply(s, { type: 'playCard', card: card(s, id, prefix), play: key, ...extra } as Action);
const inHand = (s: GameState, id: string, prefix: string) => player(s, id).hand.filter((c) => c.startsWith(prefix)).length;
const inDiscard = (s: GameState, id: string, prefix: string) => player(s, id).discard.filter((c) => c.startsWith(prefix)).length;
/** Passes the reaction windows and keeps the dice until another decision comes. */
function passWindows(s: GameState): GameState {
  while (s.pending && (s.pending.kind === 'reaction' || s.pending.kind === 'attackRoll')) {
    s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
  }
  return s;
}
/** Ends activations (and passes windows) until unit `id` activates in Combat Round `round`. */
function toActivation(s: GameState, id: string, round: number): GameState {
  for (let i = 0; i < 40; i++) {
    const p = s.pending;
    if (p?.kind === 'activation' && p.unit === id && s.combat!.round === round) return s;
    if (p?.kind === 'chooseActivation') s = apply(s, { type: 'activateUnit', unit: p.units.includes(id) ? id : p.units[0]! });
    else if (p?.kind === 'activation') s = apply(s, { type: 'endActivation' });
    else s = apply(s, legalActions(s).find((a) => a.type === 'pass' || a.type === 'keepDice')!);
  }
  throw new Error(`${id} did not activate`);
}
const power = (n: number) => Array.from({ length: n }, () => 'stat.power');

/**
 * p1's Manticores Pack (Initiative 11, Attack 5, ignores printed Defense) at 9 activates first and attacks p2's
 * unit at 13 (Few; the Gold Champions already hold 2 damage, so 5 defeats any of them); the Attack die shows
 * `die`. p2's Halberdiers at 19 keep the combat going.
 */
const strike = (target: string, p2Hand: string[], die = 0): CombatConfig => ({
  dice: { attack: [die, 0, 0, 0] },
  attacker: { hero: 'mutare', units: [{ unit: 'dungeon.manticores', side: 'pack', space: 9 }] },
  defender: {
    hero: 'alamar',
    units: [{ unit: target, space: 13, damage: target === 'castle.champions' ? 2 : 0 }, { unit: 'castle.halberdiers', space: 19 }],
    hand: p2Hand,
  },
});
function attackNow(s: GameState, target: string, by = 'dungeon.manticores'): GameState {
  expect(s.pending).toMatchObject({ kind: 'activation', unit: by });
  return passWindows(apply(s, { type: 'attack', target }));
}

describe('Resurrection (Spell)', () => {
  it('cancels an attack that would defeat the caster\'s Bronze unit: no damage, no retaliation, the Spell of the round (S15, S16)', () => {
    let s = attackNow(createCombat(strike('dungeon.troglodytes', ['spell.resurrection'])), 'dungeon.troglodytes');
    expect(s.pending).toMatchObject({ kind: 'attackOutcome', player: 'p2', target: 'dungeon.troglodytes' });
    expect(plays(s, 'spell.resurrection').filter((a) => a.play === 'spell').map((a) => [a.target, a.power])).toEqual([['dungeon.troglodytes', 0]]);
    s = play(s, 'p2', 'spell.resurrection', 'spell', { target: 'dungeon.troglodytes', power: 0 });
    expect(unit(s, 'dungeon.troglodytes')).toMatchObject({ damage: 0, defeated: false });
    expect(s.log.some((e) => e.type === 'attackResolved')).toBe(false);
    expect(s.log.some((e) => e.type === 'attackCancelled' && e.target === 'dungeon.troglodytes')).toBe(true);
    expect(s.log.some((e) => e.type === 'attackDeclared' && e.retaliation)).toBe(false);
    expect(s.combat!.spellsCast.p2).toBe(1);
    expect(inDiscard(s, 'p2', 'spell.resurrection')).toBe(1);
  });

  it('is offered only when the attack would defeat the unit; passing lets the damage through', () => {
    // 5 + 0 against Minotaurs' 4 HP (Few, silver) — lethal, but a Silver unit needs 2 Power: no window at all.
    let s = attackNow(createCombat(strike('dungeon.minotaurs', ['spell.resurrection'])), 'dungeon.minotaurs');
    expect(unit(s, 'dungeon.minotaurs').defeated).toBe(true);
    // Not lethal: 5 − 1 against the Champions' 5 HP left.
    s = attackNow(createCombat(strike('castle.champions', ['spell.resurrection'], -1)), 'castle.champions');
    expect(s.log.some((e) => e.type === 'attackResolved')).toBe(true);
    expect(unit(s, 'castle.champions').damage).toBe(6);
    // Offered, then passed.
    s = attackNow(createCombat(strike('dungeon.troglodytes', ['spell.resurrection'])), 'dungeon.troglodytes');
    s = apply(s, { type: 'pass' });
    expect(unit(s, 'dungeon.troglodytes').defeated).toBe(true);
    expect(inHand(s, 'p2', 'spell.resurrection')).toBe(1);
  });

  it.each([
    ['dungeon.minotaurs', 2, 0], // Silver: 2 Power
    ['castle.champions', 4, 0], // Gold: 4 Power
  ])('%s needs %i Power, played in the window itself to Empower it', (target, n, die) => {
    let s = attackNow(createCombat(strike(target, ['spell.resurrection', ...power(n)], die)), target);
    expect(s.pending).toMatchObject({ kind: 'attackOutcome', player: 'p2' });
    expect(plays(s, 'spell.resurrection').filter((a) => a.play === 'spell')).toEqual([]);
    expect(plays(s, 'stat.power').map((a) => a.play)).toEqual(['basic']); // Power, towards the cancel (S15)
    for (let i = 0; i < n; i++) s = play(s, 'p2', 'stat.power', 'basic');
    expect(s.pending).toMatchObject({ kind: 'attackOutcome' });
    expect(plays(s, 'spell.resurrection').filter((a) => a.play === 'spell').map((a) => a.power)).toEqual([n]);
    const before = unit(s, target).damage;
    s = play(s, 'p2', 'spell.resurrection', 'spell', { target, power: n });
    expect(unit(s, target)).toMatchObject({ damage: before, defeated: false });
    expect(s.combat!.power.p2).toBe(0);
  });

  it('is not offered once the Spell of the round is cast; its alternative gives +1 Power', () => {
    let s = createCombat(strike('dungeon.troglodytes', ['spell.resurrection', 'spell.resurrection', 'spell.stone-skin']));
    s = apply(s, { type: 'attack', target: 'dungeon.troglodytes' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p2' });
    expect(plays(s, 'spell.resurrection').map((a) => a.play)).toEqual(['alternative']); // not before the outcome
    s = play(s, 'p2', 'spell.resurrection', 'alternative');
    expect(s.combat!.power.p2).toBe(1);
    // The alternative effect is no cast (ruling C3): the other Resurrection may still be cast once the attack's outcome is known.
    while (s.pending?.kind === 'reaction' || s.pending?.kind === 'attackRoll') s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
    expect(s.pending).toMatchObject({ kind: 'attackOutcome', player: 'p2' });
    expect(plays(s, 'spell.resurrection').map((a) => a.play)).toContain('spell');
  });

  it('a unit Spells cannot select (Anti-Magic) cannot be saved by it; the Specialty still may (S16)', () => {
    let s = createCombat(strike('dungeon.troglodytes', ['spell.anti-magic', 'spell.resurrection', 'specialty.alamar-4']));
    s = toActivation(s, 'dungeon.troglodytes', 1);
    s = play(s, 'p2', 'spell.anti-magic', 'spell', { target: 'dungeon.troglodytes', power: 0 });
    s = toActivation(s, 'dungeon.manticores', 2);
    s = attackNow(s, 'dungeon.troglodytes');
    expect(s.pending).toMatchObject({ kind: 'attackOutcome', player: 'p2' });
    expect(plays(s, 'spell.resurrection').map((a) => a.play)).toEqual(['alternative']); // Power for the Specialty only
    s = play(s, 'p2', 'specialty.alamar-4', 'basic', { target: 'dungeon.troglodytes', power: 0 });
    expect(unit(s, 'dungeon.troglodytes').defeated).toBe(false);
  });
});

describe('Resurrection I / IV / VI (Alamar)', () => {
  it.each([
    ['specialty.alamar-1', 'dungeon.troglodytes', 1, 0],
    ['specialty.alamar-1', 'dungeon.minotaurs', 2, 0],
    ['specialty.alamar-1', 'castle.champions', 4, 0],
    ['specialty.alamar-4', 'dungeon.troglodytes', 0, 0],
    ['specialty.alamar-4', 'dungeon.minotaurs', 1, 0],
    ['specialty.alamar-4', 'castle.champions', 3, 0],
    ['specialty.alamar-6', 'dungeon.minotaurs', 0, 0],
    ['specialty.alamar-6', 'castle.champions', 2, 0],
  ])('%s cancels the attack on %s for %i Power, outside the Spell limit (H10)', (id, target, n, die) => {
    // Without the Power, no window.
    if (n > 0) {
      const none = attackNow(createCombat(strike(target, [id, ...power(n - 1)], die)), target);
      if (none.pending?.kind === 'attackOutcome') {
        expect(plays(none, id)).toEqual([]);
        for (let i = 0; i < n - 1; i++) expect(plays(play(none, 'p2', 'stat.power', 'basic'), id)).toEqual([]);
      } else expect(unit(none, target).defeated).toBe(true);
    }
    let s = attackNow(createCombat(strike(target, [id, ...power(n)], die)), target);
    expect(s.pending).toMatchObject({ kind: 'attackOutcome', player: 'p2' });
    for (let i = 0; i < n; i++) s = play(s, 'p2', 'stat.power', 'basic');
    expect(plays(s, id).map((a) => [a.play, a.target, a.power])).toEqual([['basic', target, n]]);
    const before = unit(s, target).damage;
    s = play(s, 'p2', id, 'basic', { target, power: n });
    expect(unit(s, target)).toMatchObject({ damage: before, defeated: false });
    expect(s.combat!.power.p2).toBe(0); // the Power is paid
    expect(s.combat!.spellsCast.p2).toBe(0); // not a Spell
  });

  it('takes a power tier only with its Power scale: other Specialty plays still refuse one', () => {
    let s = attackNow(createCombat(strike('dungeon.troglodytes', ['specialty.alamar-4'])), 'dungeon.troglodytes');
    expect(() => apply(s, { type: 'playCard', card: card(s, 'p2', 'specialty.alamar-4'), play: 'basic', target: 'dungeon.troglodytes' })).toThrow(/Power tier/);
    s = play(s, 'p2', 'specialty.alamar-4', 'basic', { target: 'dungeon.troglodytes', power: 0 });
    expect(unit(s, 'dungeon.troglodytes').defeated).toBe(false);
  });
});

/** p1 casts Magic Arrow (0 / 1 / 2 Power: 1 / 2 / 3 damage) at p2's Minotaurs (Few, HP 4) in its first activation. */
const arrow = (p1Hand: string[], p2Hand: string[], p2Level = 1): CombatConfig => ({
  attacker: { hero: 'mutare', units: [{ unit: 'dungeon.manticores', side: 'pack', space: 1 }], hand: p1Hand },
  defender: { hero: 'alamar', level: p2Level, units: [{ unit: 'dungeon.minotaurs', space: 18 }], hand: p2Hand },
});
function castArrow(s: GameState, n: number): GameState {
  for (let i = 0; i < n; i++) s = play(s, 'p1', 'stat.power', 'basic');
  return apply(play(s, 'p1', 'spell.magic-arrow', 'spell', { target: 'dungeon.minotaurs', power: n }), { type: 'chooseSchool', school: 'fire' });
}

describe('Resistance', () => {
  it('Basic: right after an enemy Spell cast with 1 Power or less, its effect is ignored (A10, A11)', () => {
    let s = castArrow(createCombat(arrow(['spell.magic-arrow', 'stat.power'], ['ability.resistance'])), 1);
    expect(s.pending).toMatchObject({ kind: 'answerSpell', player: 'p2', caster: 'p1', paid: 1 });
    expect(unit(s, 'dungeon.minotaurs').damage).toBe(0); // the effect waits
    expect(plays(s, 'ability.resistance').map((a) => a.play)).toEqual(['basic']);
    s = play(s, 'p2', 'ability.resistance', 'basic');
    expect(unit(s, 'dungeon.minotaurs').damage).toBe(0);
    expect(s.log.some((e) => e.type === 'spellIgnored' && e.player === 'p2')).toBe(true);
    expect(s.combat!.spellsCast.p1).toBe(1); // still cast
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'dungeon.manticores' });
  });

  it('passing lets the Spell take effect; no window for a Spell cast with more Power than the Basic answers', () => {
    let s = castArrow(createCombat(arrow(['spell.magic-arrow'], ['ability.resistance'])), 0);
    s = apply(s, { type: 'pass' });
    expect(unit(s, 'dungeon.minotaurs').damage).toBe(1);
    s = castArrow(createCombat(arrow(['spell.magic-arrow', ...power(2)], ['ability.resistance'])), 2);
    expect(s.pending).toMatchObject({ kind: 'activation' });
    expect(unit(s, 'dungeon.minotaurs').damage).toBe(3);
  });

  it('Expert ignores a Spell cast with any Power, using an Expert effect', () => {
    let s = castArrow(createCombat(arrow(['spell.magic-arrow', ...power(2)], ['ability.resistance'], 2)), 2);
    expect(plays(s, 'ability.resistance').map((a) => a.play)).toEqual(['expert']);
    s = play(s, 'p2', 'ability.resistance', 'expert');
    expect(unit(s, 'dungeon.minotaurs').damage).toBe(0);
    expect(player(s, 'p2').expertUsed).toBe(1);
  });

  it('is played only right after an enemy Spell, and answers Resurrection too (the attack then deals its damage)', () => {
    let s = createCombat({
      ...strike('dungeon.troglodytes', ['spell.resurrection', 'ability.resistance']),
      attacker: { hero: 'mutare', units: [{ unit: 'dungeon.manticores', side: 'pack', space: 9 }], hand: ['ability.resistance'] },
    });
    expect(plays(s, 'ability.resistance')).toEqual([]); // not in an activation
    s = attackNow(s, 'dungeon.troglodytes');
    expect(plays(s, 'ability.resistance')).toEqual([]);
    s = play(s, 'p2', 'spell.resurrection', 'spell', { target: 'dungeon.troglodytes', power: 0 });
    expect(s.pending).toMatchObject({ kind: 'answerSpell', player: 'p1' });
    s = play(s, 'p1', 'ability.resistance', 'basic');
    expect(unit(s, 'dungeon.troglodytes').defeated).toBe(true);
  });
});

describe('Mysticism', () => {
  it('Basic: right after casting a Spell, the Spell goes back to hand; the Power cards stay discarded', () => {
    let s = castArrow(createCombat(arrow(['spell.magic-arrow', 'stat.power', 'ability.mysticism'], [])), 1);
    expect(s.pending).toMatchObject({ kind: 'afterSpell', player: 'p1' });
    expect(unit(s, 'dungeon.minotaurs').damage).toBe(2);
    s = play(s, 'p1', 'ability.mysticism', 'basic');
    expect(inHand(s, 'p1', 'spell.magic-arrow')).toBe(1);
    expect(inDiscard(s, 'p1', 'stat.power')).toBe(1);
    expect(inDiscard(s, 'p1', 'ability.mysticism')).toBe(1);
  });

  it('Expert: the Spell and every card played for Power towards it come back (A12)', () => {
    let s = createCombat({ ...arrow(['spell.magic-arrow', 'stat.power', 'spell.stone-skin', 'ability.mysticism'], []), attacker: { hero: 'mutare', level: 2, units: [{ unit: 'dungeon.manticores', side: 'pack', space: 1 }], hand: ['spell.magic-arrow', 'stat.power', 'artifact.tunic-of-the-cyclops-king', 'ability.mysticism'] } });
    s = play(s, 'p1', 'stat.power', 'basic');
    s = play(s, 'p1', 'artifact.tunic-of-the-cyclops-king', 'bottom'); // +2 Power
    s = apply(play(s, 'p1', 'spell.magic-arrow', 'spell', { target: 'dungeon.minotaurs', power: 2 }), { type: 'chooseSchool', school: 'fire' });
    expect(unit(s, 'dungeon.minotaurs').damage).toBe(3);
    expect(plays(s, 'ability.mysticism').map((a) => a.play)).toEqual(['basic', 'expert']);
    s = play(s, 'p1', 'ability.mysticism', 'expert');
    expect(['spell.magic-arrow', 'stat.power', 'artifact.tunic-of-the-cyclops-king'].map((c) => inHand(s, 'p1', c))).toEqual([1, 1, 1]);
    expect(player(s, 'p1').discard.map((c) => c.split('#')[0])).toEqual(['ability.mysticism']);
  });

  it('Power that dissipated before the cast was not played together with it', () => {
    let s = createCombat({
      ...arrow([], []),
      attacker: { hero: 'mutare', level: 2, units: [{ unit: 'dungeon.manticores', side: 'pack', space: 1 }, { unit: 'dungeon.troglodytes', space: 2 }], hand: ['stat.power', 'spell.magic-arrow', 'ability.mysticism'] },
    });
    s = play(s, 'p1', 'stat.power', 'basic');
    s = apply(s, { type: 'endActivation' }); // the Power dissipates
    expect(s.combat!.power.p1).toBe(0);
    s = toActivation(s, 'dungeon.troglodytes', 1);
    s = apply(play(s, 'p1', 'spell.magic-arrow', 'spell', { target: 'dungeon.minotaurs', power: 0 }), { type: 'chooseSchool', school: 'fire' });
    s = play(s, 'p1', 'ability.mysticism', 'expert');
    expect(inHand(s, 'p1', 'spell.magic-arrow')).toBe(1);
    expect(inDiscard(s, 'p1', 'stat.power')).toBe(1);
  });

  it('is offered only right after its player casts a Spell', () => {
    let s = createCombat(arrow(['ability.mysticism', 'spell.magic-arrow'], []));
    expect(plays(s, 'ability.mysticism')).toEqual([]);
    s = play(s, 'p1', 'spell.magic-arrow', 'alternative'); // not a cast
    expect(s.pending).toMatchObject({ kind: 'activation' });
  });
});

/** A combat whose first Combat Round starts with p1 holding `hand`. */
const roundStart = (hand: string[], level = 1): CombatConfig => ({
  attacker: { hero: 'mutare', level, units: [{ unit: 'dungeon.manticores', side: 'pack', space: 1 }], hand },
  defender: { hero: 'alamar', units: [{ unit: 'dungeon.minotaurs', space: 18 }] },
});

describe('Intelligence', () => {
  it('Basic: before any unit activates, play a Spell — an Activation one too, with no unit acting; it is the Spell of the round (A13, A14)', () => {
    let s = createCombat(roundStart(['ability.intelligence', 'spell.magic-arrow', 'spell.stone-skin']));
    expect(s.pending).toMatchObject({ kind: 'roundStart', player: 'p1' });
    expect(plays(s, '').map((a) => a.card.split('#')[0] + ':' + a.play)).toEqual(['ability.intelligence:basic']);
    s = play(s, 'p1', 'ability.intelligence', 'basic');
    expect(s.pending).toMatchObject({ kind: 'castSpell', player: 'p1', free: false });
    expect(plays(s, 'spell.magic-arrow').map((a) => a.target)).toContain('dungeon.minotaurs');
    s = apply(play(s, 'p1', 'spell.magic-arrow', 'spell', { target: 'dungeon.minotaurs', power: 0 }), { type: 'chooseSchool', school: 'fire' });
    expect(unit(s, 'dungeon.minotaurs').damage).toBe(1);
    const seq = (type: string) => s.log.find((e) => e.type === type)!.seq;
    expect(seq('damageDealt')).toBeLessThan(seq('unitActivated')); // before any unit activates
    s = passWindows(s);
    expect(s.pending).toMatchObject({ kind: 'activation' }); // the Combat Round goes on
    expect(s.combat!.spellsCast.p1).toBe(1);
    expect(plays(s, 'spell.stone-skin').filter((a) => a.play === 'spell')).toEqual([]);
  });

  it('Expert: that Spell does not count toward the Spell limit; Power may be played for it in the window', () => {
    let s = createCombat(roundStart(['ability.intelligence', 'spell.magic-arrow', 'stat.power', 'spell.stone-skin'], 2));
    s = play(s, 'p1', 'ability.intelligence', 'expert');
    expect(s.pending).toMatchObject({ kind: 'castSpell', free: true });
    expect(plays(s, 'spell.magic-arrow').some((a) => a.play === 'alternative')).toBe(false);
    s = play(s, 'p1', 'stat.power', 'basic');
    s = apply(play(s, 'p1', 'spell.magic-arrow', 'spell', { target: 'dungeon.minotaurs', power: 1 }), { type: 'chooseSchool', school: 'fire' });
    expect(unit(s, 'dungeon.minotaurs').damage).toBe(2);
    expect(s.combat!.spellsCast.p1).toBe(0);
    s = passWindows(s);
    expect(plays(s, 'spell.stone-skin').some((a) => a.play === 'spell')).toBe(true);
  });

  it('is offered at the start of every Combat Round, only to a player with a Spell to cast; passing goes on', () => {
    let s = createCombat(roundStart(['ability.intelligence']));
    expect(s.pending).toMatchObject({ kind: 'activation' }); // no Spell: no window
    s = createCombat(roundStart(['ability.intelligence', 'ability.intelligence', 'spell.magic-arrow']));
    s = apply(s, { type: 'pass' });
    expect(s.pending).toMatchObject({ kind: 'activation' });
    for (let i = 0; i < 10 && s.pending?.kind !== 'roundStart'; i++) s = apply(s, { type: 'endActivation' });
    expect(s.combat!.round).toBe(2);
    expect(s.pending).toMatchObject({ kind: 'roundStart', player: 'p1' });
    expect(plays(s, 'ability.intelligence').length).toBe(1);
  });
});
