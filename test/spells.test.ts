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
/** The defender holds `spell` and the Griffins attack: the state at the reaction window before the Attack die. */
const reactionWith = (spell: string): GameState => apply(createCombat(duel([], [spell])), { type: 'attack', target: 'necropolis.zombies' });

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
    const s = reactionWith('spell.lightning-bolt');
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
    const s = reactionWith('spell.haste');
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

/** Plays `n` Power, then casts `spell`'s main play `play` (with `extra` fields, e.g. a space). */
function castPlay(s: GameState, player: string, spell: string, play: string, target: string, n: number, extra: Partial<Action> = {}): GameState {
  for (let i = 0; i < n; i++) s = apply(s, { type: 'playCard', card: card(s, player, 'stat.power'), play: 'basic' });
  return apply(s, { type: 'playCard', card: card(s, player, spell), play, target, power: n, ...extra } as Action);
}
const damageFrom = (s: GameState, source: string) => s.log.filter((e) => e.type === 'damageDealt' && e.source === source);

describe('the alternative "+1 Power" of the newer Spells', () => {
  it.each(['spell.prayer', 'spell.counterstrike', 'spell.disrupting-ray', 'spell.anti-magic', 'spell.fire-shield', 'spell.teleport'])('%s', (spell) => {
    let s = createCombat(duel([spell]));
    s = apply(s, { type: 'playCard', card: card(s, 'p1', spell), play: 'alternative' });
    expect(s.combat!.power.p1).toBe(1);
  });
});

describe('Prayer', () => {
  it('offers one main play per statistic (Attack, Defense, Initiative), all Instant', () => {
    const s = reactionWith('spell.prayer');
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p2' });
    expect([...new Set(plays(s, 'spell.prayer').map((a) => a.play))]).toEqual(['spell-attack', 'spell-defense', 'spell-initiative', 'alternative']);
  });

  it('Attack with 0 Power: +1 Attack until the attack resolves', () => {
    let s = createCombat(duel(['spell.prayer']));
    s = castPlay(s, 'p1', 'spell.prayer', 'spell-attack', 'castle.griffins', 0);
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    s = passWindows(s);
    expect(resolved(s, 'castle.griffins')).toMatchObject({ attack: 3, defense: 1, damage: 2 });
    expect(unit(s, 'castle.griffins').attackBonus).toBe(0);
  });

  it.each([[0, 1], [1, 1], [2, 2], [3, 2], [4, 3]])('Defense with %i Power (Expert tiers 0 / 2 / 4): +%i', (p, bonus) => {
    let s = createCombat(duel([], [...power(p), 'spell.prayer'], [0]));
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    s = castPlay(s, 'p2', 'spell.prayer', 'spell-defense', 'necropolis.zombies', p);
    expect(s.combat!.power.p2).toBe(0);
    s = passWindows(s);
    expect(resolved(s, 'castle.griffins')).toMatchObject({ attack: 2, defense: 1 + bonus });
  });

  it('Initiative with 2 Power: +2 until the end of the combat, read by the activation order', () => {
    let s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 2 }, { unit: 'castle.halberdiers', space: 0 }], hand: [...power(2), 'spell.prayer'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.wraiths', space: 18 }] }, // Initiative 5
    });
    s = castPlay(s, 'p1', 'spell.prayer', 'spell-initiative', 'castle.halberdiers', 2); // 4 → 6
    s = apply(s, { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.halberdiers' });
    expect(unit(s, 'castle.halberdiers').initiativeBonus).toBe(2);
  });
});

describe('Counterstrike', () => {
  // Griffins (6) and Halberdiers (4) both stand next to the Zombies (3), who retaliate against the Griffins first.
  const config = (defenderHand: string[]): CombatConfig => ({
    logLimit: 100, // the retaliations are counted over several applies
    dice: { attack: [0, 0, 0, 0, 0, 0] },
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.halberdiers', space: 11 }] },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }], hand: defenderHand },
  });
  /** Griffins attack the Zombies; stops in the reaction window of the Zombies' retaliation. */
  function toRetaliation(s: GameState, target = 'necropolis.zombies'): GameState {
    s = apply(s, { type: 'attack', target });
    while (s.combat!.attack?.kind !== 'retaliation' || s.pending?.kind !== 'reaction') s = apply(s, s.pending!.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
    return s;
  }
  const retaliations = (s: GameState) => s.log.filter((e) => e.type === 'attackResolved' && e.attacker === 'necropolis.zombies').length;

  it('selects only a unit that holds a retaliation mark; lets it retaliate again this Combat Round', () => {
    let s = createCombat(config(['spell.counterstrike']));
    expect(targets(s, 'spell.counterstrike')).toEqual([]); // nobody has retaliated yet: nothing to select
    s = toRetaliation(s);
    expect(s.pending).toMatchObject({ kind: 'reaction' });
    while (s.pending?.kind === 'reaction' && s.pending.player !== 'p2') s = apply(s, { type: 'pass' });
    expect(targets(s, 'spell.counterstrike')).toEqual(['necropolis.zombies']);
    s = cast(s, 'p2', 'spell.counterstrike', 'necropolis.zombies');
    expect(unit(s, 'necropolis.zombies').retaliated).toBe(false);
    s = passWindows(s);
    expect(retaliations(s)).toBe(1);
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.halberdiers' }); // the Griffins' activation ended with their attack
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    s = passWindows(s);
    while (s.combat!.sequence) s = passWindows(apply(s, legalActions(s)[0]!));
    expect(retaliations(s)).toBe(2);
  });

  it('without it the Zombies retaliate once per Combat Round', () => {
    let s = createCombat(config([]));
    s = passWindows(apply(s, { type: 'attack', target: 'necropolis.zombies' }));
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.halberdiers' });
    s = passWindows(apply(s, { type: 'attack', target: 'necropolis.zombies' }));
    expect(retaliations(s)).toBe(1);
  });

  it('selects a Silver unit only with 2 Power or more (Expert tiers 0 / 2 / 4)', () => {
    let s = createCombat({
      dice: { attack: [0, 0] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', side: 'pack', space: 6 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.vampires', space: 10 }], hand: [...power(2), 'spell.counterstrike'] },
    });
    s = toRetaliation(s, 'necropolis.vampires');
    while (s.pending?.kind === 'reaction' && s.pending.player !== 'p2') s = apply(s, { type: 'pass' });
    expect(targets(s, 'spell.counterstrike', 0)).toEqual([]);
    s = apply(s, { type: 'playCard', card: card(s, 'p2', 'stat.power'), play: 'basic' });
    expect(targets(s, 'spell.counterstrike', 1)).toEqual([]);
    s = apply(s, { type: 'playCard', card: card(s, 'p2', 'stat.power'), play: 'basic' });
    expect(targets(s, 'spell.counterstrike', 2)).toEqual(['necropolis.vampires']);
  });
});

describe('Disrupting Ray', () => {
  it('with 0 Power on a Bronze unit: its abilities stop for the rest of the combat (Zombies lose +1 Defense on a 1)', () => {
    let s = createCombat(duel(['spell.disrupting-ray'], [], [1, 1]));
    s = cast(s, 'p1', 'spell.disrupting-ray', 'necropolis.zombies');
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    s = passWindows(s);
    expect(resolved(s, 'castle.griffins')).toMatchObject({ attack: 3, defense: 1, damage: 2 }); // not 3 against 2
    expect(unit(s, 'necropolis.zombies').abilitiesDisabled).toBe(true);
  });

  it('without it the Zombies gain +1 Defense on a 1', () => {
    let s = createCombat(duel([], [], [1, 1]));
    s = passWindows(apply(s, { type: 'attack', target: 'necropolis.zombies' }));
    expect(resolved(s, 'castle.griffins')).toMatchObject({ attack: 3, defense: 2, damage: 1 });
  });

  it('is Ongoing (only its +1 Power in a reaction window); a Silver unit needs 1 Power', () => {
    let s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', side: 'pack', space: 6 }], hand: [...power(1), 'spell.disrupting-ray'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.vampires', space: 18 }], hand: ['spell.disrupting-ray'] },
    });
    expect(targets(s, 'spell.disrupting-ray', 0)).toEqual(['castle.griffins']);
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'stat.power'), play: 'basic' });
    expect(targets(s, 'spell.disrupting-ray', 1)).toEqual(['castle.griffins', 'necropolis.vampires']);
  });
});

describe('Anti-Magic', () => {
  it('with 0 Power: Spells can no longer select the Bronze unit (here: the enemy\'s Stone Skin in the reaction window)', () => {
    let s = createCombat(duel(['spell.anti-magic'], ['spell.stone-skin']));
    s = cast(s, 'p1', 'spell.anti-magic', 'necropolis.zombies');
    expect(unit(s, 'necropolis.zombies').spellProtected).toBe(true);
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p2' });
    expect(targets(s, 'spell.stone-skin')).not.toContain('necropolis.zombies');
    expect(targets(s, 'spell.stone-skin')).toContain('castle.griffins');
  });

  it.each([[0, false], [1, false], [2, true]])('with %i Power a Silver unit is selectable: %s (tiers 0 / 2 / 4)', (p, ok) => {
    let s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', side: 'pack', space: 6 }], hand: [...power(p), 'spell.anti-magic'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.vampires', space: 18 }] },
    });
    for (let i = 0; i < p; i++) s = apply(s, { type: 'playCard', card: card(s, 'p1', 'stat.power'), play: 'basic' });
    expect(targets(s, 'spell.anti-magic', p).includes('necropolis.vampires')).toBe(ok);
  });
});

describe('Fire Shield', () => {
  it.each([[0, 1], [1, 1], [2, 2], [4, 3]])('with %i Power: an adjacent attacker takes %i damage once its attack resolves', (p, dmg) => {
    let s = createCombat(duel([...power(p), 'spell.fire-shield'], [], [0, 0]));
    s = cast(s, 'p1', 'spell.fire-shield', 'necropolis.zombies', p);
    s = passWindows(apply(s, { type: 'attack', target: 'necropolis.zombies' }));
    expect(damageFrom(s, 'spell.fire-shield')).toMatchObject([{ unit: 'castle.griffins', amount: dmg }]);
  });

  it('a non-adjacent attacker takes nothing; the shield ends with the Combat Round', () => {
    let s = createCombat({
      dice: { attack: [0, 0, 0] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.marksmen', space: 1 }], hand: ['spell.fire-shield'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 18 }] },
    });
    s = cast(s, 'p1', 'spell.fire-shield', 'necropolis.zombies');
    s = passWindows(apply(s, { type: 'attack', target: 'necropolis.zombies' }));
    expect(damageFrom(s, 'spell.fire-shield')).toEqual([]);
    while (s.combat!.round === 1 && !s.combat!.outcome) s = apply(s, legalActions(s).find((a) => a.type === 'endActivation' || a.type === 'pass' || a.type === 'extendCombat') ?? legalActions(s)[0]!);
    expect(unit(s, 'necropolis.zombies').damagesAttackers).toBe(0);
  });

  it('Spell damage: none to an Anti-Magic attacker', () => {
    let s = createCombat(duel(['spell.fire-shield'], [], [0, 0]));
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.fire-shield'), play: 'spell', target: 'necropolis.zombies', power: 0 });
    const w = { ...s, combat: { ...s.combat!, units: s.combat!.units.map((u) => (u.id === 'castle.griffins' ? { ...u, spellProtected: true } : u)) } };
    const t = passWindows(apply(w, { type: 'attack', target: 'necropolis.zombies' }));
    expect(damageFrom(t, 'spell.fire-shield')).toMatchObject([{ unit: 'castle.griffins', amount: 0 }]);
  });
});

describe('Teleport', () => {
  const config = (hand: string[]): CombatConfig => ({
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.marksmen', space: 1 }, { unit: 'castle.crusaders', space: 3 }], hand },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
  });

  it('with 0 Power moves an allied Bronze unit to any empty space', () => {
    let s = createCombat(config(['spell.teleport']));
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins' });
    expect(targets(s, 'spell.teleport')).toEqual(['castle.griffins', 'castle.marksmen']); // not the enemy, not the Silver Crusaders
    const spaces = plays(s, 'spell.teleport').filter((a) => a.target === 'castle.marksmen').map((a) => a.space);
    expect(spaces).toHaveLength(20 - 4);
    expect(spaces).not.toContain(10);
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.teleport'), play: 'spell', target: 'castle.marksmen', power: 0, space: 14 });
    expect(unit(s, 'castle.marksmen').space).toBe(14);
    expect(s.log.at(-1)).toMatchObject({ type: 'unitMoved', unit: 'castle.marksmen', from: 1, to: 14 });
  });

  it('needs an empty space; other plays take none', () => {
    const s = createCombat(config(['spell.teleport', 'spell.stone-skin']));
    const tp = { type: 'playCard', card: card(s, 'p1', 'spell.teleport'), play: 'spell', target: 'castle.marksmen', power: 0 } as const;
    expect(() => apply(s, tp)).toThrow(IllegalActionError);
    expect(() => apply(s, { ...tp, space: 10 })).toThrow(IllegalActionError);
    expect(() => apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.stone-skin'), play: 'spell', target: 'castle.griffins', power: 0, space: 5 })).toThrow(
      IllegalActionError,
    );
  });

  it('a Silver unit needs 1 Power; Activation: not in a reaction window', () => {
    let s = createCombat(config([...power(1), 'spell.teleport']));
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'stat.power'), play: 'basic' });
    expect(targets(s, 'spell.teleport', 1)).toContain('castle.crusaders');
    const t = reactionWith('spell.teleport');
    expect(plays(t, 'spell.teleport').map((a) => a.play)).toEqual(['alternative']);
  });
});

describe('Chain Lightning', () => {
  // Griffins at 6 activate; Zombies at 10, Liches at 18 (2 from 10), Marksmen at 1 (3 from 10), Walking Dead beside none.
  const config = (hand: string[]): CombatConfig => ({
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.marksmen', space: 1 }], hand },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }, { unit: 'necropolis.liches', space: 18 }] },
  });
  it.each([
    [0, [1, 1, 1]],
    [1, [1, 1, 1]],
    [2, [2, 1, 1]],
    [4, [3, 2, 1]],
  ])('with %i Power: the selected unit, then the two closest to it (friend or foe) take %j', (p, dmg) => {
    let s = createCombat(config([...power(p), 'spell.chain-lightning']));
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins' });
    s = cast(s, 'p1', 'spell.chain-lightning', 'necropolis.zombies', p);
    expect(['necropolis.zombies', 'castle.griffins', 'necropolis.liches'].map((id) => unit(s, id).damage)).toEqual(dmg);
    expect(unit(s, 'castle.marksmen').damage).toBe(0);
  });

  it('equally close units: the lower space number first (S13); units Spells cannot select are skipped', () => {
    let s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.marksmen', space: 9 }], hand: [...power(4), 'spell.chain-lightning'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }, { unit: 'necropolis.liches', space: 14 }] },
    });
    s = { ...s, combat: { ...s.combat!, units: s.combat!.units.map((u) => (u.id === 'castle.griffins' ? { ...u, spellProtected: true } : u)) } };
    s = cast(s, 'p1', 'spell.chain-lightning', 'necropolis.zombies', 4);
    // 6, 9 and 14 are all next to 10: the Anti-Magic Griffins (6) are skipped, then 9 before 14.
    expect(['necropolis.zombies', 'castle.marksmen', 'necropolis.liches', 'castle.griffins'].map((id) => unit(s, id).damage)).toEqual([3, 2, 1, 0]);
  });

  it('Spell damage reduction applies per unit; Activation: only +1 Power in a reaction window', () => {
    let s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }] },
      defender: { hero: 'mutare', units: [{ unit: 'dungeon.black-dragons', space: 10 }], hand: [...power(4), 'spell.chain-lightning'] }, // Few: Spell damage −2
    });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'dungeon.black-dragons' });
    s = cast(s, 'p2', 'spell.chain-lightning', 'castle.griffins', 4);
    expect(unit(s, 'castle.griffins').damage).toBe(3);
    expect(unit(s, 'dungeon.black-dragons').damage).toBe(0);
    const t = reactionWith('spell.chain-lightning');
    expect(plays(t, 'spell.chain-lightning').map((a) => a.play)).toEqual(['alternative']);
  });
});

describe('Fireball', () => {
  const config = (hand: string[]): CombatConfig => ({
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.marksmen', space: 1 }], hand },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }, { unit: 'necropolis.liches', space: 14 }] },
  });
  it.each([[0, 1], [1, 1], [2, 2], [4, 3]])('with %i Power: %i damage to the units on the selected unit\'s space and an adjacent one', (p, dmg) => {
    let s = createCombat(config([...power(p), 'spell.fireball']));
    for (let i = 0; i < p; i++) s = apply(s, { type: 'playCard', card: card(s, 'p1', 'stat.power'), play: 'basic' });
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.fireball'), play: 'spell', target: 'necropolis.zombies', power: p, space: 14 });
    expect([unit(s, 'necropolis.zombies').damage, unit(s, 'necropolis.liches').damage, unit(s, 'castle.griffins').damage]).toEqual([dmg, dmg, 0]);
  });

  it('the second space is adjacent, empty or not; a pair of two selectable units is listed from either unit', () => {
    let s = createCombat(config(['spell.fireball']));
    const pairs = plays(s, 'spell.fireball').filter((a) => a.play === 'spell').map((a) => `${a.target}@${a.space}`);
    expect(pairs).toContain('necropolis.zombies@14');
    expect(pairs).toContain('necropolis.liches@10'); // the same pair from the other unit: accepted, so listed
    expect(pairs).toContain('necropolis.zombies@11'); // an empty space
    expect(pairs.filter((x) => x.startsWith('castle.marksmen@')).sort()).toEqual(['castle.marksmen@0', 'castle.marksmen@2', 'castle.marksmen@5']);
    const fb = { type: 'playCard', card: card(s, 'p1', 'spell.fireball'), play: 'spell', target: 'necropolis.liches', power: 0 } as const;
    expect(() => apply(s, fb)).toThrow(IllegalActionError);
    expect(() => apply(s, { ...fb, space: 6 })).toThrow(IllegalActionError); // not adjacent to 14
    s = apply(s, { ...fb, space: 10 }); // the same pair, from the other unit
    expect(unit(s, 'necropolis.zombies').damage).toBe(1);
    expect(unit(s, 'necropolis.liches').damage).toBe(1);
  });

  it('a unit Spells cannot select takes no damage on the area (S10)', () => {
    let s = createCombat(config(['spell.fireball']));
    s = { ...s, combat: { ...s.combat!, units: s.combat!.units.map((u) => (u.id === 'necropolis.liches' ? { ...u, spellProtected: true } : u)) } };
    expect(plays(s, 'spell.fireball').some((a) => a.target === 'necropolis.liches')).toBe(false);
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.fireball'), play: 'spell', target: 'necropolis.zombies', power: 0, space: 14 });
    expect(unit(s, 'necropolis.zombies').damage).toBe(1);
    expect(unit(s, 'necropolis.liches').damage).toBe(0);
  });
});

describe('Magic Arrow', () => {
  const arrowDuel = (): CombatConfig => ({
    attacker: { hero: 'alamar', units: [{ unit: 'dungeon.harpies', space: 5 }], hand: ['spell.magic-arrow', 'spell.lightning-bolt'] },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'pack', space: 14 }] },
  });
  const arrow = (s: GameState, extra: Partial<Action>) =>
    apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.magic-arrow'), play: 'spell', target: 'necropolis.skeletons', power: 0, ...extra } as Action);

  it('is cast as the School of Magic its caster picks, in a decision right after the cast (S17)', () => {
    const s = createCombat(arrowDuel());
    const casts = plays(s, 'spell.magic-arrow').filter((a) => a.play === 'spell' && a.target === 'necropolis.skeletons');
    expect(casts).toHaveLength(1); // one cast per target and Power tier; the school comes next
    const cast = arrow(s, {});
    expect(cast.pending).toEqual({ kind: 'spellSchool', player: 'p1', spell: card(s, 'p1', 'spell.magic-arrow') });
    expect(legalActions(cast)).toEqual(['air', 'earth', 'fire', 'water'].map((school) => ({ type: 'chooseSchool', school })));
    expect(unit(cast, 'necropolis.skeletons').damage).toBe(0); // its effect waits for the school
    const after = apply(cast, { type: 'chooseSchool', school: 'water' });
    expect(after.log.find((e) => e.type === 'schoolChosen')).toMatchObject({ player: 'p1', card: card(s, 'p1', 'spell.magic-arrow'), school: 'water' });
    expect(unit(after, 'necropolis.skeletons').damage).toBe(1);
    expect(after.pending).toMatchObject({ kind: 'activation', unit: 'dungeon.harpies' });
  });

  it('its alternative "+1 Power" is not a cast and asks no school', () => {
    const s = apply(createCombat(arrowDuel()), { type: 'playCard', card: card(createCombat(arrowDuel()), 'p1', 'spell.magic-arrow'), play: 'alternative' });
    expect(s.pending).toMatchObject({ kind: 'activation' });
    expect(s.combat!.power['p1']).toBe(1);
  });

  it('refuses a school that does not exist, a school outside the decision, and a school on the cast itself', () => {
    const s = createCombat(arrowDuel());
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as IllegalActionError).code;
      }
      return null;
    };
    const cast = arrow(s, {});
    expect(code(() => apply(cast, { type: 'chooseSchool', school: 'shadow' } as unknown as Action))).toBe('MALFORMED_ACTION');
    expect(code(() => apply(cast, { type: 'pass' }))).not.toBeNull();
    expect(code(() => apply(s, { type: 'chooseSchool', school: 'fire' }))).not.toBeNull();
    expect(code(() => arrow(s, { school: 'fire' } as unknown as Partial<Action>))).toBe('MALFORMED_ACTION');
  });
});
