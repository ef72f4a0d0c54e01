import { describe, it, expect } from 'vitest';
import {
  createCombat,
  legalActions,
  apply,
  IllegalActionError,
  FACTION_UNITS,
  NEUTRAL_UNITS,
  SUMMONED_UNITS,
  type Action,
  type CombatConfig,
  type GameEvent,
  type GameState,
} from '../src';
import type { AttackInProgress } from '../src/model';
import { UNIT_ABILITIES, abilitiesOfCard, attackTotal } from '../src/combat/abilities';
import { clone, newGame, toRound, withPlayer } from './helpers';

// ---- Helpers ------------------------------------------------------------------------------------------

const unit = (s: GameState, id: string) => {
  const u = s.combat?.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id} in the combat`);
  return u;
};
const listed = (s: GameState, a: Action) => legalActions(s).some((x) => JSON.stringify(x) === JSON.stringify(a));
const hand = (s: GameState, p: string) => s.players.find((x) => x.id === p)!.hand;
/** Passes reaction windows and keeps morale rolls; stops at any other decision (an ability's choice included). */
function passWindows(s: GameState): GameState {
  while (s.pending && (s.pending.kind === 'reaction' || s.pending.kind === 'attackRoll')) {
    s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
  }
  return s;
}
/** Attacks from the current activation and passes the windows. */
const attack = (s: GameState, target: string) => passWindows(apply(s, { type: 'attack', target }));
/** A deep copy with the combat changed (puzzle set-ups: damage already on a unit). */
function edit(s: GameState, fn: (s: GameState) => void): GameState {
  const copy = clone(s);
  fn(copy);
  return copy;
}
type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
const events = <T extends GameEvent['type']>(s: GameState, type: T): Array<Ev<T>> => s.log.filter((e): e is Ev<T> => e.type === type);
const resolvedBy = (s: GameState, attacker: string) => events(s, 'attackResolved').filter((e) => e.attacker === attacker);
const retaliationsBy = (s: GameState, attacker: string) => events(s, 'attackDeclared').filter((e) => e.retaliation && e.attacker === attacker);
const expectAbility = (s: GameState, ability: string, unitId?: string) =>
  expect(s.pending).toMatchObject({ kind: 'unitAbility', ability, ...(unitId ? { unit: unitId } : {}) });

// ---- Coverage ----------------------------------------------------------------------------------------

describe('the ability table', () => {
  it('gives every core unit side with a printed ability its primitives, and only those sides', () => {
    const sides: Array<[string, 'few' | 'pack' | 'neutral', boolean]> = [
      ...FACTION_UNITS.flatMap((u) => [[u.id, 'few', u.few.ability !== null], [u.id, 'pack', u.pack.ability !== null]] as Array<[string, 'few' | 'pack', boolean]>),
      ...NEUTRAL_UNITS.map((n) => [n.id, 'neutral', n.side.ability !== null] as [string, 'neutral', boolean]),
      // The Summoned Elementals (Conflux box): double-sided as a faction's units.
      ...SUMMONED_UNITS.flatMap((u) => [[u.id, 'few', u.few.ability !== null], [u.id, 'pack', u.pack.ability !== null]] as Array<[string, 'few' | 'pack', boolean]>),
    ];
    for (const [id, side, printed] of sides) {
      const has = abilitiesOfCard(id, side).length > 0;
      expect(has, `${id} ${side}`).toBe(printed);
    }
    const known = new Set(sides.map(([id, side]) => `${id}:${side}`));
    for (const [id, bySide] of Object.entries(UNIT_ABILITIES)) {
      for (const side of Object.keys(bySide)) expect(known.has(`${id}:${side}`), `${id} ${side}`).toBe(true);
    }
  });
});

// ---- Castle -------------------------------------------------------------------------------------------

describe('Halberdiers', () => {
  const cfg = (hand = ['stat.attack']): CombatConfig => ({
    dice: { attack: [1, -1] },
    attacker: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 9 }] },
    defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', side: 'pack', space: 13 }], hand },
  });

  it('Pack: when attacked, the controller may discard a card so that the Attack die does not count', () => {
    let s = apply(createCombat(cfg()), { type: 'endActivation' }); // Halberdiers Pack (5) first
    s = attack(s, 'castle.halberdiers');
    expectAbility(s, 'ignoreAttackDie', 'castle.halberdiers');
    expect(s.pending).toMatchObject({ player: 'p2', target: 'necropolis.skeletons' });
    const card = hand(s, 'p2')[0]!;
    expect(listed(s, { type: 'decline' })).toBe(true);
    s = apply(s, { type: 'discard', card });
    expect(s.players[1]!.discard).toContain(card);
    // 2 (die ignored) − 1 = 1: the Pack keeps its side.
    expect(resolvedBy(s, 'necropolis.skeletons')[0]).toMatchObject({ attack: 2, damage: 1 });
    expect(unit(s, 'castle.halberdiers').side).toBe('pack');
  });

  it('Pack: declining keeps the die (2 + 1 − 1 = 2 flips the Pack)', () => {
    let s = apply(createCombat(cfg()), { type: 'endActivation' });
    s = attack(s, 'castle.halberdiers');
    s = apply(s, { type: 'decline' });
    expect(resolvedBy(s, 'necropolis.skeletons')[0]).toMatchObject({ attack: 3, damage: 2 });
    expect(unit(s, 'castle.halberdiers').side).toBe('few');
  });

  it('Pack: with no card in hand nothing is offered', () => {
    let s = apply(createCombat(cfg([])), { type: 'endActivation' });
    s = attack(s, 'castle.halberdiers');
    expect(resolvedBy(s, 'necropolis.skeletons')[0]).toMatchObject({ attack: 3 });
  });

  it('neutral: friendly units next to them count as holding a Defense token', () => {
    const run = (halberdiersSpace: number) => {
      const s = createCombat({
        dice: { attack: [0, 1] },
        attacker: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 9 }] },
        defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }, { unit: 'neutral.halberdiers', space: halberdiersSpace }] },
      });
      return attack(s, 'castle.crusaders');
    };
    // Next to the Halberdiers: a Defense die is rolled, +1 gives +1 Defense: 5 − (2 + 1) = 2.
    expect(resolvedBy(run(14), 'necropolis.dread-knights')[0]).toMatchObject({ defense: 3, damage: 2 });
    // Not next to them: no Defense die.
    expect(resolvedBy(run(19), 'necropolis.dread-knights')[0]).toMatchObject({ defense: 2, damage: 3 });
  });
});

describe('Marksmen', () => {
  for (const [label, u, id] of [
    ['Pack', { unit: 'castle.marksmen', side: 'pack' as const }, 'castle.marksmen'],
    ['neutral', { unit: 'neutral.marksmen' }, 'neutral.marksmen#1'],
  ] as const) {
    it(`${label}: a non-adjacent target is attacked a second time; an adjacent one once`, () => {
      let s = createCombat({
        dice: { attack: [1, 1] },
        attacker: { hero: 'catherine', units: [{ ...u, space: 1 }] },
        defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 13 }] },
      });
      s = apply(s, { type: 'endActivation' }); // Dread Knights (7) first
      s = attack(s, 'necropolis.dread-knights');
      expect(resolvedBy(s, id)).toHaveLength(2);
      expect(unit(s, 'necropolis.dread-knights').damage).toBe(2); // 2 + 1 − 2, twice

      let t = createCombat({
        dice: { attack: [1, 1, 1] },
        attacker: { hero: 'catherine', units: [{ ...u, space: 9 }] },
        defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 13 }] },
      });
      t = apply(t, { type: 'endActivation' });
      t = attack(t, 'necropolis.dread-knights');
      expect(resolvedBy(t, id)).toHaveLength(1);
    });
  }

  it('Few: one attack only', () => {
    let s = createCombat({
      dice: { attack: [1, 1] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.marksmen', space: 1 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 13 }] },
    });
    s = apply(s, { type: 'endActivation' });
    s = attack(s, 'necropolis.dread-knights');
    expect(resolvedBy(s, 'castle.marksmen')).toHaveLength(1);
  });
});

describe('Griffins', () => {
  for (const [label, u, id] of [
    ['Few', { unit: 'castle.griffins', side: 'few' as const }, 'castle.griffins'],
    ['Pack', { unit: 'castle.griffins', side: 'pack' as const }, 'castle.griffins'],
    ['neutral', { unit: 'neutral.griffins' }, 'neutral.griffins#1'],
  ] as const) {
    it(`${label}: retaliate against every attack in a Combat Round, without the black cube`, () => {
      let s = createCombat({
        logLimit: 100, // both retaliations, over several applies
        dice: { attack: [-1, 0, -1, 0] },
        attacker: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'pack', space: 9 }, { unit: 'necropolis.zombies', side: 'pack', space: 12 }] },
        defender: { hero: 'catherine', units: [{ ...u, space: 13 }] },
      });
      s = apply(s, { type: 'endActivation' }); // the Griffins first
      s = attack(s, id); // Skeletons Pack (5)
      s = attack(s, id); // Zombies Pack (4)
      expect(retaliationsBy(s, id)).toHaveLength(2);
      expect(unit(s, id).retaliated).toBe(false);
    });
  }
});

describe('Crusaders', () => {
  it('Pack: every 0 on the Attack die may be rerolled, again and again', () => {
    let s = createCombat({
      dice: { attack: [0, 0, 1, 0] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.crusaders', side: 'pack', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 13 }] },
    });
    s = apply(s, { type: 'endActivation' }); // Dread Knights (7)
    s = attack(s, 'necropolis.dread-knights');
    expectAbility(s, 'rerollAttackDie', 'castle.crusaders');
    expect(legalActions(s)).toEqual([{ type: 'keepDice' }, { type: 'rerollDie', index: 0 }]);
    s = apply(s, { type: 'rerollDie', index: 0 }); // 0 again
    expectAbility(s, 'rerollAttackDie');
    s = passWindows(apply(s, { type: 'rerollDie', index: 0 })); // +1: nothing more to reroll
    expect(resolvedBy(s, 'castle.crusaders')[0]).toMatchObject({ attack: 5, damage: 3 });
  });

  it('Pack: keeping the 0 ends the offer; Few has no reroll', () => {
    let s = createCombat({
      dice: { attack: [0, 0] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.crusaders', side: 'pack', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 13 }] },
    });
    s = attack(apply(s, { type: 'endActivation' }), 'necropolis.dread-knights');
    s = passWindows(apply(s, { type: 'keepDice' }));
    expect(resolvedBy(s, 'castle.crusaders')[0]).toMatchObject({ attack: 4 });
    let f = createCombat({
      dice: { attack: [0, 0] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 13 }] },
    });
    f = attack(apply(f, { type: 'endActivation' }), 'necropolis.dread-knights');
    expect(resolvedBy(f, 'castle.crusaders')[0]).toMatchObject({ attack: 3 });
  });

  it('neutral: every attack (retaliation included) rolls two dice and keeps the higher', () => {
    let s = createCombat({
      dice: { attack: [-1, 1] },
      attacker: { hero: 'catherine', units: [{ unit: 'neutral.crusaders', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 13 }] },
    });
    s = attack(apply(s, { type: 'endActivation' }), 'necropolis.dread-knights');
    expect(resolvedBy(s, 'neutral.crusaders#1')[0]).toMatchObject({ attack: 4, damage: 2 });
    let r = createCombat({
      dice: { attack: [0, -1, 1] },
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'pack', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'neutral.crusaders', space: 13 }] },
    });
    r = attack(r, 'neutral.crusaders#1'); // tie at 5: the attacker first
    expect(resolvedBy(r, 'neutral.crusaders#1')[0]).toMatchObject({ attack: 4 });
  });
});

describe('ranged units that ignore the penalty', () => {
  const adjacentShooters: Array<[string, string, { unit: string; side?: 'few' | 'pack' }, string, number]> = [
    ['Zealots Pack', 'catherine', { unit: 'castle.zealots', side: 'pack' }, 'castle.zealots', 4],
    ['Zealots neutral', 'catherine', { unit: 'neutral.zealots' }, 'neutral.zealots#1', 3],
    ['Evil Eyes Pack', 'mutare', { unit: 'dungeon.evil-eyes', side: 'pack' }, 'dungeon.evil-eyes', 3],
    ['Evil Eyes neutral', 'mutare', { unit: 'neutral.evil-eyes' }, 'neutral.evil-eyes#1', 2],
    ['Medusas Pack', 'mutare', { unit: 'dungeon.medusas', side: 'pack' }, 'dungeon.medusas', 4],
    ['Medusas neutral', 'mutare', { unit: 'neutral.medusas' }, 'neutral.medusas#1', 3],
  ];
  for (const [label, hero, u, id, printed] of adjacentShooters) {
    it(`${label}: one die against an adjacent target`, () => {
      let s = createCombat({
        dice: { attack: [1, -1] },
        attacker: { hero, units: [{ ...u, space: 9 }] },
        defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 13 }] },
      });
      s = attack(s, 'necropolis.skeletons');
      // One die (+1) where the penalty would keep the −1.
      expect(resolvedBy(s, id)[0]).toMatchObject({ attack: printed + 1 });
    });
  }

  it('Halflings: two dice and the higher against an adjacent target (no penalty to cancel it)', () => {
    let s = createCombat({
      dice: { attack: [-1, 1] },
      attacker: { hero: 'catherine', units: [{ unit: 'neutral.halflings', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 13 }] },
    });
    s = attack(s, 'necropolis.skeletons');
    expect(resolvedBy(s, 'neutral.halflings#1')[0]).toMatchObject({ attack: 3 });
  });

  it('Zealots Few still take the penalty', () => {
    let s = createCombat({
      dice: { attack: [1, -1] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.zealots', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 13 }] },
    });
    s = attack(s, 'necropolis.skeletons');
    expect(resolvedBy(s, 'castle.zealots')[0]).toMatchObject({ attack: 2 });
  });

  it('Sharpshooters and Halflings ignore the Backline-to-Backline penalty too; Zealots Pack do not', () => {
    const shoot = (u: { unit: string; side?: 'pack' }, id: string, dice = [1, -1]) => {
      let s = createCombat({
        dice: { attack: dice },
        attacker: { hero: 'catherine', units: [{ ...u, space: 1 }] },
        defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 17 }] },
      });
      s = attack(s, 'necropolis.skeletons');
      return resolvedBy(s, id)[0]!.attack;
    };
    expect(shoot({ unit: 'neutral.sharpshooters' }, 'neutral.sharpshooters#1')).toBe(3 + 1); // one die: the first, +1
    expect(shoot({ unit: 'neutral.halflings' }, 'neutral.halflings#1', [-1, 1])).toBe(2 + 1); // two dice, the higher
    expect(shoot({ unit: 'castle.zealots', side: 'pack' }, 'castle.zealots')).toBe(4 - 1); // penalty: the lower
  });
});

describe('Champions', () => {
  it('Pack: after ending its move elsewhere, one Attack die may be rerolled, once', () => {
    let s = createCombat({
      dice: { attack: [-1, -1, 0] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.champions', side: 'pack', space: 5 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 13 }] },
    });
    s = apply(s, { type: 'moveUnit', space: 9 });
    s = attack(s, 'necropolis.dread-knights');
    expectAbility(s, 'rerollAttackDie', 'castle.champions');
    s = passWindows(apply(s, { type: 'rerollDie', index: 0 })); // −1 again: no second reroll
    expect(s.pending?.kind).not.toBe('unitAbility');
    expect(resolvedBy(s, 'castle.champions')[0]).toMatchObject({ attack: 5, damage: 3 });
  });

  it('Pack: no reroll when it attacks from where it started', () => {
    let s = createCombat({
      dice: { attack: [-1, 0] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.champions', side: 'pack', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 13 }] },
    });
    s = attack(s, 'necropolis.dread-knights');
    expect(resolvedBy(s, 'castle.champions')[0]).toMatchObject({ attack: 5 });
  });

  it('neutral: two Attack dice, both applied, and every −1 is rerolled', () => {
    let s = createCombat({
      // Thrown −1, −1; the first is rerolled to −1 then 0, the second to +1.
      dice: { attack: [-1, -1, -1, 0, 1, 0] },
      attacker: { hero: 'catherine', units: [{ unit: 'neutral.champions', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 13 }] },
    });
    s = attack(s, 'necropolis.dread-knights');
    expect(resolvedBy(s, 'neutral.champions#1')[0]).toMatchObject({ attack: 5, damage: 3 });
  });
});

describe('Archangels', () => {
  it('Few: draw a card when the combat begins', () => {
    const s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.archangels', space: 5 }], deck: ['stat.attack', 'stat.defense'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 17 }] },
    });
    expect(hand(s, 'p1')).toHaveLength(1);
    const pack = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.archangels', side: 'pack', space: 5 }], deck: ['stat.attack'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 17 }] },
    });
    expect(hand(pack, 'p1')).toHaveLength(0);
  });

  it('Pack: once per combat, cancel an attack that would defeat another friendly unit', () => {
    let s = createCombat({
      dice: { attack: [0, 0] },
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', side: 'pack', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 13 }, { unit: 'castle.archangels', side: 'pack', space: 19 }] },
    });
    s = apply(s, { type: 'endActivation' }); // Archangels (18)
    s = attack(s, 'castle.halberdiers'); // 6 + 0 + 1 − 1 = 6: lethal
    expectAbility(s, 'cancelLethalAttack', 'castle.archangels');
    expect(s.pending).toMatchObject({ player: 'p2', target: 'castle.halberdiers' });
    s = apply(s, { type: 'useAbility' });
    expect(unit(s, 'castle.halberdiers').damage).toBe(0);
    expect(resolvedBy(s, 'necropolis.dread-knights')).toHaveLength(0);
    expect(retaliationsBy(s, 'castle.halberdiers')).toHaveLength(0);
    // Round 2: the use is spent.
    s = apply(s, { type: 'endActivation' }); // Halberdiers
    s = apply(s, { type: 'endActivation' }); // Archangels
    s = attack(s, 'castle.halberdiers');
    expect(unit(s, 'castle.halberdiers').defeated).toBe(true);
  });

  it('Pack: not for an attack that does not defeat, and the player may decline', () => {
    let s = createCombat({
      dice: { attack: [-1, 0, 0] },
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }, { unit: 'castle.archangels', side: 'pack', space: 19 }] },
    });
    s = apply(s, { type: 'endActivation' }); // Archangels
    s = apply(s, { type: 'endActivation' }); // Crusaders (5)
    s = attack(s, 'castle.crusaders'); // 2 − 1 − 2: no damage
    expect(s.pending?.kind).not.toBe('unitAbility');
    let t = createCombat({
      dice: { attack: [0] },
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', side: 'pack', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 13 }, { unit: 'castle.archangels', side: 'pack', space: 19 }] },
    });
    t = attack(apply(t, { type: 'endActivation' }), 'castle.halberdiers');
    t = apply(t, { type: 'decline' });
    expect(unit(t, 'castle.halberdiers').defeated).toBe(true);
  });

  it('neutral: +2 Attack only against Arch Devils (not in the core box: checked on the rule itself)', () => {
    let s = createCombat({
      dice: { attack: [0] },
      attacker: { hero: 'catherine', units: [{ unit: 'neutral.archangels', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 13 }] },
    });
    s = attack(s, 'necropolis.dread-knights');
    expect(resolvedBy(s, 'neutral.archangels#1')[0]).toMatchObject({ attack: 5 });
    const c = clone(createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'neutral.archangels', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 13 }] },
    }).combat!);
    c.units.find((u) => u.id === 'necropolis.dread-knights')!.card = 'neutral.arch-devils';
    const at = {
      attacker: 'neutral.archangels#1', target: 'necropolis.dread-knights', kind: 'first', retaliation: false, ranged: false,
      attackValue: null, targetSpace: 13, priority: null, passes: 0, attackDice: [0], dice: 'single', dieIgnored: false,
      defenseDie: null, stage: 'resolve', rerollsKept: true, onceRerollUsed: false, moraleDone: true, ignoreAsked: true,
      defenseMoraleDone: true, cancelAsked: false, outcomeAsked: false, cancelled: false, dieFactor: 1, dieCancelled: false, luckRerolled: [], defenseLuckUsed: false, opponentDieDone: true,
    } satisfies AttackInProgress;
    expect(attackTotal(c, at)).toBe(7);
    expect(attackTotal(c, { ...at, kind: 'retaliation', retaliation: true })).toBe(5);
  });
});

// ---- Dungeon -----------------------------------------------------------------------------------------

describe('Troglodytes and Medusas', () => {
  const medusaFew = (u: { unit: string; side?: 'few' | 'pack' }) =>
    createCombat({
      dice: { attack: [0, -1, -1, 0] },
      attacker: { hero: 'mutare', units: [{ ...u, space: 9 }] },
      defender: { hero: 'alamar', units: [{ unit: 'dungeon.medusas', space: 13 }] },
    });

  it('Medusas Few: after retaliating, a 0 on a fresh Attack die paralyses the target', () => {
    let s = apply(medusaFew({ unit: 'dungeon.troglodytes' }), { type: 'endActivation' }); // Medusas (5)
    s = attack(s, 'dungeon.medusas'); // 2 − 1; the retaliation: 3 + min(−1, −1) − 1 = 1; the roll: 0
    expect(unit(s, 'dungeon.troglodytes').paralyzed).toBe(true);
    expect(events(s, 'unitParalyzed')).toEqual([expect.objectContaining({ unit: 'dungeon.troglodytes', source: 'dungeon.medusas' })]);
  });

  it('Medusas Few: no paralysis on another face', () => {
    let s = createCombat({
      dice: { attack: [0, -1, -1, 1] },
      attacker: { hero: 'mutare', units: [{ unit: 'dungeon.troglodytes', space: 9 }] },
      defender: { hero: 'alamar', units: [{ unit: 'dungeon.medusas', space: 13 }] },
    });
    s = attack(apply(s, { type: 'endActivation' }), 'dungeon.medusas');
    expect(unit(s, 'dungeon.troglodytes').paralyzed).toBe(false);
  });

  it('Troglodytes Pack and neutral cannot be paralysed', () => {
    const s = attack(medusaFew({ unit: 'dungeon.troglodytes', side: 'pack' }), 'dungeon.medusas'); // tie at 5: attacker first
    expect(unit(s, 'dungeon.troglodytes').side).toBe('pack');
    expect(unit(s, 'dungeon.troglodytes').paralyzed).toBe(false);
    expect(events(s, 'abilityUsed').some((e) => e.ability === 'immuneToParalysis')).toBe(true);
    const n = attack(medusaFew({ unit: 'neutral.troglodytes' }), 'dungeon.medusas'); // Initiative 6: first
    expect(unit(n, 'neutral.troglodytes#1').paralyzed).toBe(false);
    expect(events(n, 'abilityUsed').some((e) => e.ability === 'immuneToParalysis')).toBe(true);
  });

  for (const [label, u, id] of [
    ['Pack', { unit: 'dungeon.medusas', side: 'pack' as const }, 'dungeon.medusas'],
    ['neutral', { unit: 'neutral.medusas' }, 'neutral.medusas#1'],
  ] as const) {
    it(`Medusas ${label}: their retaliation paralyses the target`, () => {
      let s = createCombat({
        dice: { attack: [0, -1] },
        attacker: { hero: 'mutare', units: [{ unit: 'dungeon.minotaurs', space: 9 }] },
        defender: { hero: 'alamar', units: [{ ...u, space: 13 }] },
      });
      s = attack(s, id); // tie at 6: the Minotaurs first
      expect(retaliationsBy(s, id)).toHaveLength(1);
      expect(unit(s, 'dungeon.minotaurs').paralyzed).toBe(true);
    });
  }
});

describe('Harpies', () => {
  it('Few: after the retaliation, they may fly back to where they started', () => {
    let s = createCombat({
      dice: { attack: [0, 0] },
      attacker: { hero: 'mutare', units: [{ unit: 'dungeon.harpies', space: 5 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 13 }] },
    });
    s = apply(s, { type: 'moveUnit', space: 9 });
    s = attack(s, 'necropolis.skeletons');
    expect(retaliationsBy(s, 'necropolis.skeletons')).toHaveLength(1);
    expectAbility(s, 'returnAfterAttack', 'dungeon.harpies');
    expect(legalActions(s)).toEqual([{ type: 'useAbility' }, { type: 'decline' }]);
    s = apply(s, { type: 'useAbility' });
    expect(unit(s, 'dungeon.harpies').space).toBe(5);
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'necropolis.skeletons' });
  });

  for (const [label, u, id] of [
    ['Pack', { unit: 'dungeon.harpies', side: 'pack' as const }, 'dungeon.harpies'],
    ['neutral', { unit: 'neutral.harpies' }, 'neutral.harpies#1'],
  ] as const) {
    it(`${label}: the target does not retaliate; flying back is optional`, () => {
      let s = createCombat({
        dice: { attack: [0] },
        attacker: { hero: 'mutare', units: [{ ...u, space: 5 }] },
        defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 13 }] },
      });
      s = apply(s, { type: 'moveUnit', space: 9 });
      s = attack(s, 'necropolis.dread-knights');
      expect(retaliationsBy(s, 'necropolis.dread-knights')).toHaveLength(0);
      expectAbility(s, 'returnAfterAttack', id);
      s = apply(s, { type: 'decline' });
      expect(unit(s, id).space).toBe(9);
    });
  }

  it('no offer when they attacked without moving', () => {
    let s = createCombat({
      dice: { attack: [0, 0] },
      attacker: { hero: 'mutare', units: [{ unit: 'dungeon.harpies', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 13 }] },
    });
    s = attack(s, 'necropolis.skeletons');
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'necropolis.skeletons' });
  });
});

describe('Minotaurs', () => {
  for (const side of ['few', 'pack'] as const) {
    it(`${side}: a −1 on the Attack die draws a card; another face does not`, () => {
      const run = (die: number) => {
        let s = createCombat({
          dice: { attack: [die, 0] },
          attacker: { hero: 'mutare', units: [{ unit: 'dungeon.minotaurs', side, space: 9 }], deck: ['stat.attack'] },
          defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'pack', space: 13 }] },
        });
        if (s.pending?.kind === 'activation' && s.pending.unit !== 'dungeon.minotaurs') s = apply(s, { type: 'endActivation' });
        return attack(s, 'necropolis.skeletons');
      };
      expect(hand(run(-1), 'p1')).toHaveLength(1);
      expect(hand(run(0), 'p1')).toHaveLength(0);
    });
  }

  it('neutral: a −1 is rerolled once', () => {
    const run = (dice: number[]) =>
      attack(
        createCombat({
          dice: { attack: dice },
          attacker: { hero: 'mutare', units: [{ unit: 'neutral.minotaurs', space: 9 }] },
          defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 13 }] },
        }),
        'necropolis.dread-knights',
      );
    expect(resolvedBy(run([-1, 1, 0]), 'neutral.minotaurs#1')[0]).toMatchObject({ attack: 4 });
    expect(resolvedBy(run([-1, -1, 0]), 'neutral.minotaurs#1')[0]).toMatchObject({ attack: 2 }); // the reroll stands
  });
});

describe('Manticores', () => {
  it("Pack: ignore the Defense printed on the target's card; Defense bonuses still count", () => {
    let s = createCombat({
      dice: { attack: [0, 0] },
      attacker: { hero: 'mutare', units: [{ unit: 'dungeon.manticores', side: 'pack', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }], hand: ['stat.defense'] },
    });
    s = apply(s, { type: 'attack', target: 'castle.crusaders' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p2' });
    s = passWindows(apply(s, { type: 'playCard', card: hand(s, 'p2')[0]!, play: 'basic' }));
    expect(resolvedBy(s, 'dungeon.manticores')[0]).toMatchObject({ attack: 5, defense: 1, damage: 4 });
  });

  it('neutral: +1 Defense when the attacker\'s die shows 0 or +1', () => {
    const hit = (die: number) => {
      let s = createCombat({
        dice: { attack: [die, 0] },
        attacker: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'pack', space: 9 }] },
        defender: { hero: 'mutare', units: [{ unit: 'neutral.manticores', space: 13 }] },
      });
      s = apply(s, { type: 'endActivation' }); // Manticores (8)
      s = attack(s, 'neutral.manticores#1');
      return resolvedBy(s, 'necropolis.skeletons')[0]!.defense;
    };
    expect(hit(1)).toBe(2);
    expect(hit(0)).toBe(2);
    expect(hit(-1)).toBe(1);
  });
});

describe('spells against Black Dragons, Golems and Azure Dragons', () => {
  /** p1 (Alamar) casts Magic Arrow with 2 Power (3 damage) on `target` from its Troglodytes' activation. */
  function arrow(defender: CombatConfig['defender'], target: string): GameState {
    let s = createCombat({
      attacker: { hero: 'alamar', units: [{ unit: 'dungeon.troglodytes', space: 0 }], hand: ['stat.power', 'stat.power', 'spell.magic-arrow'] },
      defender,
    });
    s = apply(s, { type: 'endActivation' }); // the defender's unit acts first
    for (let i = 0; i < 2; i++) s = apply(s, { type: 'playCard', card: hand(s, 'p1').find((c) => c.startsWith('stat.power'))!, play: 'basic' });
    return apply(apply(s, { type: 'playCard', card: hand(s, 'p1').find((c) => c.startsWith('spell.'))!, play: 'spell', target, power: 2 }), { type: 'chooseSchool', school: 'earth' });
  }

  it('Black Dragons Few take 2 less damage from Spells', () => {
    const s = arrow({ hero: 'mutare', units: [{ unit: 'dungeon.black-dragons', space: 19 }] }, 'dungeon.black-dragons');
    expect(unit(s, 'dungeon.black-dragons').damage).toBe(1);
  });

  it('Gold Golems take 2 less, Diamond Golems 3 less', () => {
    const gold = arrow({ neutrals: [{ unit: 'neutral.gold-golems', space: 19 }] }, 'neutral.gold-golems#1');
    expect(unit(gold, 'neutral.gold-golems#1').damage).toBe(1);
    const diamond = arrow({ neutrals: [{ unit: 'neutral.diamond-golems', space: 19 }] }, 'neutral.diamond-golems#1');
    expect(unit(diamond, 'neutral.diamond-golems#1').damage).toBe(0);
  });

  const immune: Array<[string, CombatConfig['defender'], string]> = [
    ['Black Dragons Pack', { hero: 'mutare', units: [{ unit: 'dungeon.black-dragons', side: 'pack', space: 19 }] }, 'dungeon.black-dragons'],
    ['Azure Dragons', { neutrals: [{ unit: 'neutral.azure-dragons', space: 19 }] }, 'neutral.azure-dragons#1'],
  ];
  for (const [label, defender, id] of immune) {
    it(`${label} cannot be targeted by Spells`, () => {
      let s = createCombat({
        attacker: { hero: 'alamar', units: [{ unit: 'dungeon.troglodytes', space: 0 }], hand: ['spell.magic-arrow'] },
        defender,
      });
      s = apply(s, { type: 'endActivation' });
      const card = hand(s, 'p1')[0]!;
      expect(legalActions(s).some((a) => a.type === 'playCard' && a.target === id)).toBe(false);
      expect(() => apply(s, { type: 'playCard', card, play: 'spell', target: id, power: 0 })).toThrow(IllegalActionError);
    });
  }
});

describe('Black Dragons (neutral)', () => {
  it('attack 2 spaces in a line: the second unit with Attack 2, before the retaliation', () => {
    let s = createCombat({
      dice: { attack: [0, 0, 0] },
      attacker: { hero: 'mutare', units: [{ unit: 'neutral.black-dragons', space: 5 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 9 }, { unit: 'castle.halberdiers', space: 13 }] },
    });
    s = attack(s, 'castle.crusaders');
    const hits = resolvedBy(s, 'neutral.black-dragons#1');
    expect(hits.map((h) => [h.target, h.attack, h.damage])).toEqual([['castle.crusaders', 5, 3], ['castle.halberdiers', 2, 1]]);
    const order = s.log.filter((e) => e.type === 'attackResolved').map((e) => (e as Ev<'attackResolved'>).attacker);
    expect(order).toEqual(['neutral.black-dragons#1', 'neutral.black-dragons#1', 'castle.crusaders']);
    expect(retaliationsBy(s, 'castle.halberdiers')).toHaveLength(0);
  });
});

// ---- Necropolis -----------------------------------------------------------------------------------------

describe('Skeletons (neutral)', () => {
  it('defeated by a player with a Necropolis hero: reinforce a bronze unit at once, on the board too', () => {
    let s = createCombat({
      dice: { attack: [0] },
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 4 }, { unit: 'necropolis.dread-knights', side: 'pack', space: 9 }] },
      defender: { neutrals: [{ unit: 'neutral.skeletons', space: 13 }, { unit: 'neutral.boars', space: 19 }] },
    });
    s = attack(s, 'neutral.skeletons#1');
    expect(unit(s, 'neutral.skeletons#1').defeated).toBe(true);
    expect(s.pending).toMatchObject({ kind: 'reinforceFree', player: 'p1', tiers: ['bronze'] });
    expect(legalActions(s)).toEqual([{ type: 'reinforceUnit', unit: 'necropolis.zombies' }]);
    s = apply(s, { type: 'reinforceUnit', unit: 'necropolis.zombies' });
    expect(s.players[0]!.units.find((u) => u.unit === 'necropolis.zombies')?.side).toBe('pack');
    expect(unit(s, 'necropolis.zombies').side).toBe('pack');
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'neutral.boars#1' });
  });

  it('when they are the last enemy, the reinforcement comes before the combat ends', () => {
    let s = createCombat({
      dice: { attack: [0] },
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 4 }, { unit: 'necropolis.dread-knights', side: 'pack', space: 9 }] },
      defender: { neutrals: [{ unit: 'neutral.skeletons', space: 13 }] },
    });
    s = attack(s, 'neutral.skeletons#1');
    expect(s.combat?.outcome).toMatchObject({ result: 'attackerWon' });
    expect(s.pending).toMatchObject({ kind: 'reinforceFree', player: 'p1' });
    s = apply(s, { type: 'reinforceUnit', unit: 'necropolis.zombies' });
    expect(s.combat).toBeNull();
    expect(s.result).toMatchObject({ winner: 'p1' });
    expect(s.players[0]!.units.find((u) => u.unit === 'necropolis.zombies')?.side).toBe('pack');
  });

  it('nothing for a player without a Necropolis hero', () => {
    let s = createCombat({
      dice: { attack: [1] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 4 }, { unit: 'castle.champions', side: 'pack', space: 9 }] },
      defender: { neutrals: [{ unit: 'neutral.skeletons', space: 13 }, { unit: 'neutral.boars', space: 19 }] },
    });
    s = attack(s, 'neutral.skeletons#1');
    expect(unit(s, 'neutral.skeletons#1').defeated).toBe(true);
    expect(s.pending?.kind).toBe('activation');
  });
});

describe('Zombies', () => {
  const defenseAgainst = (u: { unit: string; side?: 'few' | 'pack' }, id: string, die: number) => {
    let s = createCombat({
      dice: { attack: [die, 0] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 9 }] },
      defender: { hero: 'sandro', units: [{ ...u, space: 13 }] },
    });
    s = attack(s, id);
    return resolvedBy(s, 'castle.crusaders')[0]!.defense;
  };
  it('Few: +1 Defense only when the attacker\'s die shows +1', () => {
    expect(defenseAgainst({ unit: 'necropolis.zombies' }, 'necropolis.zombies', 1)).toBe(2);
    expect(defenseAgainst({ unit: 'necropolis.zombies' }, 'necropolis.zombies', 0)).toBe(1);
  });
  it('Pack and neutral: +1 Defense when it shows 0 or +1', () => {
    expect(defenseAgainst({ unit: 'necropolis.zombies', side: 'pack' }, 'necropolis.zombies', 0)).toBe(2);
    expect(defenseAgainst({ unit: 'necropolis.zombies', side: 'pack' }, 'necropolis.zombies', -1)).toBe(1);
    expect(defenseAgainst({ unit: 'neutral.zombies' }, 'neutral.zombies#1', 0)).toBe(1);
    expect(defenseAgainst({ unit: 'neutral.zombies' }, 'neutral.zombies#1', -1)).toBe(0);
  });
});

describe('Wraiths, Trolls: healing when they activate', () => {
  const cases: Array<[string, { unit: string; side?: 'few' | 'pack' }, string, number, number]> = [
    ['Wraiths Few', { unit: 'necropolis.wraiths' }, 'necropolis.wraiths', 2, 1],
    ['Wraiths Pack', { unit: 'necropolis.wraiths', side: 'pack' }, 'necropolis.wraiths', 3, 2],
    ['Wraiths neutral', { unit: 'neutral.wraiths' }, 'neutral.wraiths#1', 3, 1],
    ['Trolls', { unit: 'neutral.trolls' }, 'neutral.trolls#1', 4, 1],
  ];
  for (const [label, u, id, before, after] of cases) {
    it(`${label}: ${before} damage becomes ${after}`, () => {
      let s = createCombat({
        attacker: { hero: 'sandro', units: [{ ...u, space: 5 }] },
        defender: { hero: 'catherine', units: [{ unit: 'castle.archangels', space: 19 }], hand: ['stat.attack', 'stat.defense'] },
      });
      s = edit(s, (x) => {
        unit(x, id).damage = before;
      });
      s = apply(s, { type: 'endActivation' }); // Archangels (12)
      expect(s.pending).toMatchObject({ kind: 'activation', unit: id });
      expect(unit(s, id).damage).toBe(after);
      // Only Wraiths Pack make the enemy discard a random card.
      expect(hand(s, 'p2')).toHaveLength(label === 'Wraiths Pack' ? 1 : 2);
    });
  }
});

describe('Vampires', () => {
  for (const [label, u, id, after] of [
    ['Few', { unit: 'necropolis.vampires' }, 'necropolis.vampires', 3],
    ['Pack', { unit: 'necropolis.vampires', side: 'pack' as const }, 'necropolis.vampires', 1],
    ['neutral', { unit: 'neutral.vampires' }, 'neutral.vampires#1', 1],
  ] as const) {
    it(`${label}: the target does not retaliate${after < 3 ? '; then 2 damage heal' : ''}`, () => {
      let s = createCombat({
        dice: { attack: [0] },
        attacker: { hero: 'sandro', units: [{ ...u, space: 5 }] },
        defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }] },
      });
      s = edit(s, (x) => {
        unit(x, id).damage = 3;
      });
      s = apply(s, { type: 'moveUnit', space: 9 });
      s = attack(s, 'castle.crusaders');
      expect(resolvedBy(s, id)).toHaveLength(1);
      expect(retaliationsBy(s, 'castle.crusaders')).toHaveLength(0);
      expect(unit(s, id).damage).toBe(after);
    });
  }
});

describe('Liches', () => {
  for (const [label, u, id, main] of [
    ['Pack', { unit: 'necropolis.liches', side: 'pack' as const }, 'necropolis.liches', 4],
    ['neutral', { unit: 'neutral.liches' }, 'neutral.liches#1', 3],
  ] as const) {
    it(`${label}: then attack a unit next to the target, with Attack 2; the player picks it`, () => {
      let s = createCombat({
        logLimit: 100, // both hits, over several applies
        dice: { attack: [0, 0] },
        attacker: { hero: 'sandro', units: [{ ...u, space: 1 }] },
        defender: {
          hero: 'catherine',
          units: [{ unit: 'castle.crusaders', space: 13 }, { unit: 'castle.halberdiers', space: 12 }, { unit: 'castle.marksmen', space: 14 }],
        },
      });
      s = attack(s, 'castle.crusaders');
      expectAbility(s, 'splashTarget', id);
      expect(legalActions(s)).toEqual([
        { type: 'chooseUnit', unit: 'castle.halberdiers' },
        { type: 'chooseUnit', unit: 'castle.marksmen' },
      ]);
      s = passWindows(apply(s, { type: 'chooseUnit', unit: 'castle.halberdiers' }));
      const hits = resolvedBy(s, id);
      expect(hits.map((h) => [h.target, h.attack])).toEqual([['castle.crusaders', main], ['castle.halberdiers', 2]]);
      expect(unit(s, 'castle.halberdiers').damage).toBe(1);
    });
  }

  it('Few: no second attack', () => {
    let s = createCombat({
      dice: { attack: [0] },
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.liches', space: 1 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }, { unit: 'castle.halberdiers', space: 12 }] },
    });
    s = attack(s, 'castle.crusaders');
    expect(resolvedBy(s, 'necropolis.liches')).toHaveLength(1);
  });
});

describe('Dread Knights', () => {
  it('Few: the retaliation after its attack rolls two dice and keeps the lower', () => {
    let s = createCombat({
      dice: { attack: [-1, 1, -1] },
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }] },
    });
    s = attack(s, 'castle.crusaders');
    expect(resolvedBy(s, 'castle.crusaders')[0]).toMatchObject({ attack: 2 });
  });

  it('Few: against a retaliation that keeps the higher of two, a single die is rolled', () => {
    let s = createCombat({
      dice: { attack: [-1, 1, -1] },
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'neutral.crusaders', space: 13 }] },
    });
    s = attack(s, 'neutral.crusaders#1');
    expect(resolvedBy(s, 'neutral.crusaders#1')[0]).toMatchObject({ attack: 4 });
    expect(events(s, 'dieRolled').map((e) => e.faces.length)).toEqual([1, 1]);
  });

  it('Pack: +1 more when the die shows 0 or +1', () => {
    const total = (die: number) =>
      resolvedBy(
        attack(
          createCombat({
            dice: { attack: [die, 0] },
            attacker: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', side: 'pack', space: 9 }] },
            defender: { hero: 'catherine', units: [{ unit: 'castle.champions', space: 13 }] },
          }),
          'castle.champions',
        ),
        'necropolis.dread-knights',
      )[0]!.attack;
    expect(total(-1)).toBe(5);
    expect(total(0)).toBe(7);
    expect(total(1)).toBe(8);
  });

  it('neutral: +1 Defense against retaliation attacks', () => {
    let s = createCombat({
      dice: { attack: [0, 0] },
      attacker: { hero: 'sandro', units: [{ unit: 'neutral.dread-knights', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }] },
    });
    s = attack(s, 'castle.crusaders');
    expect(resolvedBy(s, 'castle.crusaders')[0]).toMatchObject({ attack: 3, defense: 2, damage: 1 });
  });
});

describe('Ghost Dragons', () => {
  for (const side of ['few', 'pack'] as const) {
    it(`${side}: when they activate, the enemy discards their positive morale`, () => {
      const s = createCombat({
        attacker: { hero: 'sandro', units: [{ unit: 'necropolis.ghost-dragons', side, space: 5 }] },
        defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }], morale: 'positive' },
      });
      expect(s.pending).toMatchObject({ kind: 'activation', unit: 'necropolis.ghost-dragons' });
      expect(s.players[1]!.morale.positive).toBe(false);
    });
  }

  it('Pack: +1 to the Attack die result', () => {
    let s = createCombat({
      dice: { attack: [0, 0] },
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.ghost-dragons', side: 'pack', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.champions', space: 13 }] },
    });
    s = attack(s, 'castle.champions');
    expect(resolvedBy(s, 'necropolis.ghost-dragons')[0]).toMatchObject({ attack: 8 });
  });

  it('neutral: on a 0 rolled after the attack, the target steps 1 space away (its controller picks), and does not retaliate', () => {
    let s = createCombat({
      dice: { attack: [0, 0] },
      attacker: { hero: 'sandro', units: [{ unit: 'neutral.ghost-dragons', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }] },
    });
    s = attack(s, 'castle.crusaders');
    expectAbility(s, 'pushTarget', 'neutral.ghost-dragons#1');
    expect(s.pending).toMatchObject({ player: 'p2', target: 'castle.crusaders' });
    expect(legalActions(s)).toEqual([{ type: 'moveUnit', space: 17 }, { type: 'moveUnit', space: 12 }, { type: 'moveUnit', space: 14 }]);
    s = apply(s, { type: 'moveUnit', space: 17 });
    expect(unit(s, 'castle.crusaders').space).toBe(17);
    expect(retaliationsBy(s, 'castle.crusaders')).toHaveLength(0);
  });

  it('neutral: on another face the target stays and retaliates', () => {
    let s = createCombat({
      dice: { attack: [0, 1, 0] },
      attacker: { hero: 'sandro', units: [{ unit: 'neutral.ghost-dragons', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }] },
    });
    s = attack(s, 'castle.crusaders');
    expect(unit(s, 'castle.crusaders').space).toBe(13);
    expect(retaliationsBy(s, 'castle.crusaders')).toHaveLength(1);
  });
});

// ---- Other neutral units -----------------------------------------------------------------------------------

describe('Mummies', () => {
  it('their own Attack die does not count, and an attacker\'s die against them is set to −1', () => {
    let s = createCombat({
      dice: { attack: [1] },
      attacker: { hero: 'sandro', units: [{ unit: 'neutral.mummies', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }] },
    });
    s = attack(s, 'castle.crusaders'); // tie at 5: the Mummies first
    expect(resolvedBy(s, 'neutral.mummies#1')[0]).toMatchObject({ attack: 3, damage: 1 });
    // The Crusaders' retaliation: no die thrown, set to −1.
    expect(resolvedBy(s, 'castle.crusaders')[0]).toMatchObject({ attack: 2, damage: 1 });
    expect(events(s, 'dieRolled')).toHaveLength(1);
  });
});

describe('Halflings and Sharpshooters', () => {
  it('Halflings: two dice, the higher applies', () => {
    let s = createCombat({
      dice: { attack: [-1, 1] },
      attacker: { hero: 'catherine', units: [{ unit: 'neutral.halflings', space: 5 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 13 }] },
    });
    s = apply(s, { type: 'endActivation' }); // Dread Knights (7)
    s = attack(s, 'necropolis.dread-knights');
    expect(resolvedBy(s, 'neutral.halflings#1')[0]).toMatchObject({ attack: 3 });
  });
});

describe('Enchanters', () => {
  const cfg = (): CombatConfig => ({
    dice: { attack: [0, 0] },
    attacker: {
      hero: 'catherine',
      units: [{ unit: 'neutral.enchanters', space: 1 }, { unit: 'castle.crusaders', space: 4 }, { unit: 'castle.halberdiers', space: 5 }],
    },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 19 }] },
  });

  it('when they activate, remove up to 2 damage from a friendly unit the player picks', () => {
    let s = edit(createCombat(cfg()), (x) => {
      unit(x, 'castle.crusaders').damage = 3;
      unit(x, 'castle.halberdiers').damage = 1;
    });
    s = apply(s, { type: 'endActivation' }); // Dread Knights (7)
    s = apply(s, { type: 'activateUnit', unit: 'neutral.enchanters#1' }); // tied with the Crusaders at 5
    expectAbility(s, 'healFriendly', 'neutral.enchanters#1');
    expect(legalActions(s)).toEqual([{ type: 'chooseUnit', unit: 'castle.crusaders' }, { type: 'chooseUnit', unit: 'castle.halberdiers' }]);
    s = apply(s, { type: 'chooseUnit', unit: 'castle.crusaders' });
    expect(unit(s, 'castle.crusaders').damage).toBe(1);
    expect(unit(s, 'castle.halberdiers').damage).toBe(1);
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'neutral.enchanters#1' });
  });

  it('with no friendly unit to heal, +1 Attack for the activation', () => {
    let s = apply(createCombat(cfg()), { type: 'endActivation' });
    s = apply(s, { type: 'activateUnit', unit: 'neutral.enchanters#1' });
    expect(unit(s, 'neutral.enchanters#1').attackBonus).toBe(1);
    s = attack(s, 'necropolis.dread-knights'); // Backline to Backline: two dice, the lower (0)
    expect(resolvedBy(s, 'neutral.enchanters#1')[0]).toMatchObject({ attack: 5 });
    expect(unit(s, 'neutral.enchanters#1').attackBonus).toBe(0);
  });
});

describe('Azure Dragons', () => {
  it('a −1 on their Attack die paralyses the target (which still retaliates)', () => {
    const run = (die: number) =>
      attack(
        createCombat({
          dice: { attack: [die, 0] },
          attacker: { hero: 'catherine', units: [{ unit: 'neutral.azure-dragons', space: 9 }] },
          defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 13 }] },
        }),
        'necropolis.dread-knights',
      );
    const s = run(-1);
    expect(events(s, 'unitParalyzed')).toEqual([expect.objectContaining({ unit: 'necropolis.dread-knights', source: 'neutral.azure-dragons#1' })]);
    expect(retaliationsBy(s, 'necropolis.dread-knights')).toHaveLength(1);
    // The Dread Knights' activation is skipped (the token is removed instead).
    expect(events(s, 'activationSkipped')).toEqual([expect.objectContaining({ unit: 'necropolis.dread-knights', reason: 'paralysed' })]);
    expect(events(run(0), 'unitParalyzed')).toHaveLength(0);
  });
});

// ---- Outside combat -------------------------------------------------------------------------------------------

describe('Peasants and Crystal Dragons in a unit deck', () => {
  for (const [id, tier, gain] of [
    ['neutral.peasants#1', 'bronze', { gold: 3, buildingMaterials: 0, valuables: 0 }],
    ['neutral.crystal-dragons#1', 'azure', { gold: 0, buildingMaterials: 0, valuables: 2 }],
  ] as const) {
    it(`${id}: resources at the start of each Resource round`, () => {
      let g = newGame({ logLimit: 2000 });
      g = withPlayer(g, 'p1', (p, s) => {
        const pile = s.neutralDecks[tier];
        pile.deck = pile.deck.filter((x) => x !== id);
        p.units.push({ unit: id, side: 'neutral' });
      });
      const fromUnits = (s: GameState) => events(s, 'resourcesGained').filter((e) => e.reason === 'units');
      g = toRound(g, 2);
      expect(fromUnits(g)).toHaveLength(0); // round 2 is not a Resource round
      g = toRound(g, 3);
      expect(fromUnits(g)).toEqual([expect.objectContaining({ player: 'p1', resources: gain })]);
    });
  }
});

describe('the unitAbility decision', () => {
  it('rejects an answer that is not one of its choices', () => {
    let s = createCombat({
      dice: { attack: [0, 0] },
      attacker: { hero: 'mutare', units: [{ unit: 'dungeon.harpies', space: 5 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 13 }] },
    });
    s = attack(apply(s, { type: 'moveUnit', space: 9 }), 'necropolis.skeletons');
    expectAbility(s, 'returnAfterAttack');
    expect(() => apply(s, { type: 'chooseUnit', unit: 'necropolis.skeletons' })).toThrow(IllegalActionError);
    expect(() => apply(s, { type: 'endActivation' })).toThrow(IllegalActionError);
  });
});
