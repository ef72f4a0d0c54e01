/**
 * The core combat Spells that act on one selected unit (docs/cards.md): value and timing, each Power tier, the
 * alternative "+1 Power" play, and Spell immunity / damage reduction.
 */
import { describe, it, expect } from 'vitest';
import { createCombat, legalActions, apply, IllegalActionError, type GameState, type Action, type CombatConfig } from '../src';

const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const card = (s: GameState, player: string, prefix: string) => s.players.find((p) => p.id === player)!.hand.find((c) => c.startsWith(prefix))!;
const plays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const targets = (s: GameState, prefix: string, power = 0) =>
  [...new Set(plays(s, prefix).filter((a) => a.play === 'spell' && (a.power ?? 0) === power).map((a) => a.target))].sort();
function passWindows(s: GameState): GameState {
  while (s.pending && (s.pending.kind === 'reaction' || s.pending.kind === 'attackRoll')) {
    s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
  }
  return s;
}
/** Plays `n` Power (basic Power cards) for `player`, then casts `spell` at `power` = n on `target`. */
function cast(s: GameState, player: string, spell: string, target: string, n = 0): GameState {
  for (let i = 0; i < n; i++) s = apply(s, { type: 'playCard', card: card(s, player, 'stat.power'), play: 'basic' });
  return apply(s, { type: 'playCard', card: card(s, player, spell), play: 'spell', target, power: n });
}
const power = (n: number) => Array.from({ length: n }, () => 'stat.power');
const resolved = (s: GameState, attacker: string) => s.log.filter((e) => e.type === 'attackResolved' && e.attacker === attacker).at(-1);

/** Griffins (Few, Initiative 6, flying) at 6 beside Zombies (Few, Initiative 3) at 10; Marksmen (ranged) at 1. */
const duel = (attackerHand: string[], defenderHand: string[] = [], attackDice: number[] = [0]): CombatConfig => ({
  dice: { attack: attackDice },
  attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.marksmen', space: 1 }], hand: attackerHand },
  defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }], hand: defenderHand },
});

describe('Lightning Bolt', () => {
  it.each([[0, 2], [1, 3], [2, 4]])('with %i Power deals %i damage, Defense ignored', (p, dmg) => {
    let s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand: [...power(p), 'spell.lightning-bolt'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.liches', space: 18 }] }, // Few: HP 5, Defense 1
    });
    s = cast(s, 'p1', 'spell.lightning-bolt', 'necropolis.liches', p);
    expect(unit(s, 'necropolis.liches').damage).toBe(dmg);
    expect(s.combat!.power.p1).toBe(0);
  });

  it('is an Activation effect: in the reaction window before an Attack die only its Instant +1 Power is offered', () => {
    let s = createCombat(duel([], ['spell.lightning-bolt']));
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p2' });
    expect(plays(s, 'spell.lightning-bolt').map((a) => a.play)).toEqual(['alternative']);
  });

  it('its alternative play gives +1 Power for the next Spell', () => {
    let s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand: ['spell.lightning-bolt'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.liches', space: 18 }] },
    });
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.lightning-bolt'), play: 'alternative' });
    expect(s.combat!.power.p1).toBe(1);
    expect(unit(s, 'necropolis.liches').damage).toBe(0);
    expect(s.players[0]!.discard.some((c) => c.startsWith('spell.lightning-bolt'))).toBe(true);
  });

  it('is reduced by spell damage reduction and cannot select a Spell-immune unit', () => {
    let s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 2 }], hand: [...power(2), 'spell.lightning-bolt'] },
      defender: { neutrals: [{ unit: 'neutral.gold-golems', space: 17 }, { unit: 'neutral.azure-dragons', space: 19 }] },
    });
    while (s.pending?.kind !== 'activation' || s.pending.unit !== 'castle.griffins') s = apply(s, legalActions(s).find((a) => a.type === 'endActivation') ?? legalActions(s)[0]!);
    const golems = s.combat!.units.find((u) => u.card === 'neutral.gold-golems')!.id;
    expect(targets(s, 'spell.lightning-bolt')).toContain(golems);
    expect(targets(s, 'spell.lightning-bolt').some((t) => t?.startsWith('neutral.azure-dragons'))).toBe(false);
    s = cast(s, 'p1', 'spell.lightning-bolt', golems, 2);
    expect(unit(s, golems).damage).toBe(2); // 4 − 2
  });
});

describe('Stone Skin', () => {
  it('is Instant: the defender raises its Defense in the reaction window; the change ends with the attack', () => {
    let s = createCombat(duel([], ['spell.stone-skin'], [0]));
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p2' });
    s = cast(s, 'p2', 'spell.stone-skin', 'necropolis.zombies');
    s = passWindows(s);
    expect(resolved(s, 'castle.griffins')).toMatchObject({ attack: 2, defense: 2, damage: 0 });
    expect(unit(s, 'necropolis.zombies').defenseBonus).toBe(0);
  });

  it('with 2 Power gives +3 Defense', () => {
    let s = createCombat(duel([], [...power(2), 'spell.stone-skin'], [1]));
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    s = cast(s, 'p2', 'spell.stone-skin', 'necropolis.zombies', 2);
    s = passWindows(s);
    // Zombies Few: +1 Defense on a +1 die. 3 against 1 + 3 + 1.
    expect(resolved(s, 'castle.griffins')).toMatchObject({ attack: 3, defense: 5, damage: 0 });
  });
});

describe('Bloodlust', () => {
  it('with 1 Power gives a ground or flying unit +2 Attack until its attack resolves', () => {
    let s = createCombat(duel([...power(1), 'spell.bloodlust']));
    s = cast(s, 'p1', 'spell.bloodlust', 'castle.griffins', 1);
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    s = passWindows(s);
    expect(resolved(s, 'castle.griffins')).toMatchObject({ attack: 4, defense: 1, damage: 3 }); // the Zombies (HP 3) fall
  });

  it('with 0 Power gives +1 Attack, gone once the attack resolves', () => {
    let s = createCombat(duel(['spell.bloodlust']));
    s = cast(s, 'p1', 'spell.bloodlust', 'castle.griffins');
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    s = passWindows(s);
    expect(resolved(s, 'castle.griffins')).toMatchObject({ attack: 3, defense: 1, damage: 2 });
    expect(unit(s, 'castle.griffins').attackBonus).toBe(0);
  });

  it('cannot select a ranged unit', () => {
    const s = createCombat(duel(['spell.bloodlust']));
    expect(targets(s, 'spell.bloodlust')).toEqual(['castle.griffins', 'necropolis.zombies']);
    expect(() => apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.bloodlust'), play: 'spell', target: 'castle.marksmen', power: 0 })).toThrow(
      IllegalActionError,
    );
  });
});

describe('Weakness', () => {
  it.each([[0, 1], [2, 0]])('with %i Power leaves the enemy Attack %i (never below 0) for its next attack', (p, attack) => {
    let s = createCombat(duel([...power(p), 'spell.weakness'], [], [0, 0]));
    s = cast(s, 'p1', 'spell.weakness', 'necropolis.zombies', p);
    s = apply(s, { type: 'endActivation' }); // Griffins
    s = apply(s, { type: 'endActivation' }); // Marksmen
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'necropolis.zombies' });
    s = apply(s, { type: 'attack', target: 'castle.griffins' });
    s = passWindows(s);
    expect(resolved(s, 'necropolis.zombies')).toMatchObject({ attack, defense: 0, damage: attack });
  });
});

describe('Curse', () => {
  it.each([0, 1, 2])('with %i Power the Zombies\' Defense 1 drops to 0, never below', (p) => {
    let s = createCombat(duel([...power(p), 'spell.curse']));
    s = cast(s, 'p1', 'spell.curse', 'necropolis.zombies', p);
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    s = passWindows(s);
    expect(resolved(s, 'castle.griffins')).toMatchObject({ attack: 2, defense: 0, damage: 2 });
  });
});

describe('Bless', () => {
  it('with 0 Power: the Attack die is ignored (a −1 does not count)', () => {
    let s = createCombat(duel(['spell.bless'], [], [-1]));
    s = cast(s, 'p1', 'spell.bless', 'castle.griffins');
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    s = passWindows(s);
    expect(resolved(s, 'castle.griffins')).toMatchObject({ attack: 2, defense: 1, damage: 1 });
    expect(unit(s, 'castle.griffins').ignoresAttackDie).toBe(false);
  });

  it('with 2 Power, cast in the reaction window: die ignored and +2 Attack', () => {
    let s = createCombat(duel([...power(2), 'spell.bless'], [], [-1]));
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p1' });
    s = cast(s, 'p1', 'spell.bless', 'castle.griffins', 2);
    s = passWindows(s);
    expect(resolved(s, 'castle.griffins')).toMatchObject({ attack: 4, defense: 1, damage: 3 });
  });

  it('cannot select a ranged unit', () => {
    const s = createCombat(duel(['spell.bless']));
    expect(targets(s, 'spell.bless')).not.toContain('castle.marksmen');
  });
});

describe('Blind', () => {
  const config = (hand: string[]): CombatConfig => ({
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', side: 'pack', space: 6 }], hand }, // Initiative 9: first
    defender: {
      hero: 'sandro',
      units: [
        { unit: 'necropolis.zombies', space: 17 },
        { unit: 'necropolis.vampires', space: 18 },
        { unit: 'necropolis.dread-knights', space: 19 },
        { unit: 'dungeon.troglodytes', side: 'pack', space: 16 },
      ],
    },
  });

  it('selects Bronze units with 0 Power, Silver with 1, Gold with 2; never a unit that cannot be paralysed', () => {
    const s = createCombat(config([...power(2), 'spell.blind']));
    expect(targets(s, 'spell.blind', 0)).toEqual(['castle.griffins', 'necropolis.zombies']);
    let t = apply(s, { type: 'playCard', card: card(s, 'p1', 'stat.power'), play: 'basic' });
    expect(targets(t, 'spell.blind', 1)).toEqual(['castle.griffins', 'necropolis.vampires', 'necropolis.zombies']);
    t = apply(t, { type: 'playCard', card: card(t, 'p1', 'stat.power'), play: 'basic' });
    expect(targets(t, 'spell.blind', 2)).toEqual(['castle.griffins', 'necropolis.dread-knights', 'necropolis.vampires', 'necropolis.zombies']);
    expect(() => apply(t, { type: 'playCard', card: card(t, 'p1', 'spell.blind'), play: 'spell', target: 'necropolis.vampires', power: 0 })).toThrow(
      IllegalActionError,
    );
  });

  it('paralyses: the unit skips its next activation', () => {
    let s = createCombat(config([...power(2), 'spell.blind']));
    s = cast(s, 'p1', 'spell.blind', 'necropolis.dread-knights', 2);
    expect(unit(s, 'necropolis.dread-knights').paralyzed).toBe(true);
    s = apply(s, { type: 'endActivation' });
    expect(s.log.some((e) => e.type === 'activationSkipped' && e.unit === 'necropolis.dread-knights')).toBe(true);
  });
});

describe('Cure', () => {
  it('removes Paralysis and a lowered Attack, and heals up to 1 / 2 damage by Power', () => {
    let s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 2 }], hand: ['spell.blind'] },
      defender: {
        hero: 'sandro',
        units: [{ unit: 'necropolis.skeletons', space: 18 }, { unit: 'necropolis.zombies', space: 17, damage: 2 }],
        hand: ['stat.power', 'spell.cure'],
      },
    });
    s = cast(s, 'p1', 'spell.blind', 'necropolis.zombies');
    s = apply(s, { type: 'endActivation' }); // Griffins (6); Skeletons (4) next
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'necropolis.skeletons' });
    s = cast(s, 'p2', 'spell.cure', 'necropolis.zombies', 1);
    expect(unit(s, 'necropolis.zombies')).toMatchObject({ paralyzed: false, damage: 0 });
    s = apply(s, { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'necropolis.zombies' });
  });

  it('with 0 Power heals 1 and takes away Weakness but not a raised statistic', () => {
    let s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6, damage: 2 }], hand: ['stat.attack', 'spell.cure'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 18 }] },
    });
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'stat.attack'), play: 'basic' });
    s = cast(s, 'p1', 'spell.cure', 'castle.griffins');
    expect(unit(s, 'castle.griffins')).toMatchObject({ damage: 1, attackBonus: 1 });
  });
});

describe('Haste and Slow', () => {
  const config = (hand: string[]): CombatConfig => ({
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 2 }, { unit: 'castle.halberdiers', space: 0 }], hand },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.wraiths', space: 18 }] }, // Initiative 5
  });

  it('Haste with 1 Power: +2 Initiative, read by the activation order, until the end of the combat', () => {
    let s = createCombat(config([...power(1), 'spell.haste']));
    s = cast(s, 'p1', 'spell.haste', 'castle.halberdiers', 1); // 4 → 6
    s = apply(s, { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.halberdiers' });
    s = apply(s, { type: 'endActivation' });
    s = apply(s, { type: 'endActivation' }); // Wraiths
    while (s.pending?.kind !== 'chooseActivation' && s.combat!.round === 1) s = apply(s, legalActions(s)[0]!);
    // Round 2: Griffins and Halberdiers both at 6.
    expect(s.combat!.round).toBe(2);
    expect(s.pending).toMatchObject({ kind: 'chooseActivation', units: ['castle.griffins', 'castle.halberdiers'] });
  });

  it('Haste is Ongoing: in the reaction window only its Instant +1 Power is offered', () => {
    let s = createCombat(duel([], ['spell.haste']));
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    expect(plays(s, 'spell.haste').map((a) => a.play)).toEqual(['alternative']);
  });

  it.each([0, 2])('Slow with %i Power: the Wraiths (5) fall behind the Halberdiers (4)', (p) => {
    let s = createCombat(config([...power(p), 'spell.slow']));
    s = cast(s, 'p1', 'spell.slow', 'necropolis.wraiths', p); // 5 → 4 (a tie: the attacker's unit goes first) or 5 → 2
    expect(unit(s, 'necropolis.wraiths').initiativeBonus).toBe(-1 - p);
    s = apply(s, { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.halberdiers' });
    s = apply(s, { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'necropolis.wraiths' });
  });

  it('without Slow the Wraiths (5) activate before the Halberdiers (4)', () => {
    let s = createCombat(config([]));
    s = apply(s, { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'necropolis.wraiths' });
  });
});
