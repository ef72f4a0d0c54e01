/** The Fortress units' abilities (Fortress town board and unit cards; rulings FX31–FX36), one test each from the card's text. */
import { describe, it, expect } from 'vitest';
import { createCombat, apply, legalActions, loadState, type Action, type CombatConfig, type GameEvent, type GameState } from '../src';
import { clone } from './helpers';

const unit = (s: GameState, id: string) => {
  const u = s.combat?.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id} in the combat`);
  return u;
};
const listed = (s: GameState, a: Action) => legalActions(s).some((x) => JSON.stringify(x) === JSON.stringify(a));
/** Passes reaction windows and keeps rolls; stops at any other decision. */
function passWindows(s: GameState): GameState {
  while (s.pending && (s.pending.kind === 'reaction' || s.pending.kind === 'attackRoll')) {
    s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
  }
  return s;
}
const attack = (s: GameState, target: string) => passWindows(apply(s, { type: 'attack', target }));
type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
const events = <T extends GameEvent['type']>(s: GameState, type: T): Array<Ev<T>> => s.log.filter((e): e is Ev<T> => e.type === type);
const retaliationsBy = (s: GameState, attacker: string) => events(s, 'attackDeclared').filter((e) => e.retaliation && e.attacker === attacker);
function edit(s: GameState, fn: (s: GameState) => void): GameState {
  const copy = clone(s);
  fn(copy);
  return copy;
}

describe('Basilisks: a "-1" on the Attack die paralyses the attacked unit', () => {
  const duel = (face: number, side: 'few' | 'pack' = 'few') =>
    createCombat({
      expansions: ['fortress'],
      logLimit: 1000,
      dice: { attack: [face, 0] },
      attacker: { hero: 'wystan', units: [{ unit: 'fortress.basilisks', side, space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }] },
    });

  it('on -1 the target is paralysed, and still retaliates (paralysis does not stop retaliation)', () => {
    for (const side of ['few', 'pack'] as const) {
      const s = attack(duel(-1, side), 'castle.crusaders');
      expect(events(s, 'unitParalyzed')).toEqual([expect.objectContaining({ unit: 'castle.crusaders', source: 'fortress.basilisks' })]);
      expect(retaliationsBy(s, 'castle.crusaders')).toHaveLength(1);
    }
  });

  it('on 0 or +1 nothing happens', () => {
    for (const face of [0, 1]) expect(events(attack(duel(face), 'castle.crusaders'), 'unitParalyzed')).toEqual([]);
  });
});

describe('Gorgons Pack: after the attack, 2 Attack dice; a double 0 brings the target to 0 HP (FX33)', () => {
  const duel = (dice: number[], side: 'few' | 'pack', target: { unit: string; side?: 'few' | 'pack' }) =>
    createCombat({
      expansions: ['fortress'],
      logLimit: 1000,
      dice: { attack: dice },
      attacker: { hero: 'wystan', units: [{ unit: 'fortress.gorgons', side, space: 9 }] },
      defender: { hero: 'catherine', units: [{ ...target, space: 13 }, { unit: 'castle.halberdiers', space: 18 }] },
    });

  it('a Few target is defeated on a double 0', () => {
    // 5 + 1 − 2 = 4 damage on Crusaders Few (4 HP)? No: 5 + (−1) − 2 = 2, the Crusaders survive; then 0, 0.
    const s = attack(duel([-1, 0, 0], 'pack', { unit: 'castle.crusaders' }), 'castle.crusaders');
    expect(events(s, 'abilityUsed').some((e) => e.ability === 'slayOnRoll' && e.target === 'castle.crusaders')).toBe(true);
    expect(unit(s, 'castle.crusaders').defeated).toBe(true);
  });

  it('a Pack target turns to its Few side with no damage on it', () => {
    const s = attack(duel([-1, 0, 0, 0], 'pack', { unit: 'castle.crusaders', side: 'pack' }), 'castle.crusaders');
    const c = unit(s, 'castle.crusaders');
    expect(c).toMatchObject({ side: 'few', damage: 0, defeated: false });
  });

  it('any other pair of faces does nothing, and Gorgons Few roll no dice', () => {
    const s = attack(duel([-1, 0, 1, 0], 'pack', { unit: 'castle.crusaders' }), 'castle.crusaders');
    expect(unit(s, 'castle.crusaders').defeated).toBe(false);
    const few = attack(duel([-1, 0, 0, 0], 'few', { unit: 'castle.crusaders' }), 'castle.crusaders');
    expect(events(few, 'abilityUsed').some((e) => e.ability === 'slayOnRoll')).toBe(false);
    expect(unit(few, 'castle.crusaders').defeated).toBe(false);
  });
});

describe('Wyverns: faction cubes on the target hurt at each of its activations (FX31, FX32)', () => {
  const cfg = (side: 'few' | 'pack'): CombatConfig => ({
    expansions: ['fortress'],
    logLimit: 1000,
    dice: { attack: [-1, -1, -1, -1, -1, -1, -1, -1] },
    attacker: { hero: 'wystan', units: [{ unit: 'fortress.wyverns', side, space: 9 }] },
    defender: { hero: 'catherine', units: [{ unit: 'castle.archangels', space: 13 }] },
  });

  it('Few: 1 cube; the target suffers 1 damage as its next activation starts and the cube comes off', () => {
    // Archangels Few (12) end their activation; the Wyverns (7) attack: 5 − 1 − 3 = 1 damage, and 1 cube.
    let s = apply(createCombat(cfg('few')), { type: 'endActivation' });
    s = apply(s, { type: 'attack', target: 'castle.archangels' });
    s = passWindows(s);
    // The Wyverns' activation ended; in round 2 the Archangels activate first and the cube hurts them.
    const poisoned = events(s, 'abilityUsed').filter((e) => e.ability === 'poisonTarget');
    expect(poisoned).toEqual([expect.objectContaining({ unit: 'fortress.wyverns', target: 'castle.archangels' })]);
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.archangels' });
    expect(unit(s, 'castle.archangels')).toMatchObject({ poison: 0, damage: 2 });
    expect(events(s, 'damageDealt').at(-1)).toMatchObject({ unit: 'castle.archangels', amount: 1 });
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('Pack: 2 cubes, one removed per activation', () => {
    let s = apply(createCombat(cfg('pack')), { type: 'endActivation' });
    s = attack(s, 'castle.archangels');
    expect(unit(s, 'castle.archangels')).toMatchObject({ poison: 1 });
  });

  it('a paralysed unit skips its activation and keeps its cubes (FX32)', () => {
    let s = apply(createCombat({ ...cfg('few'), dice: { attack: [-1, -1, -1, -1] } }), { type: 'endActivation' });
    s = edit(s, (x) => { x.combat!.units.find((u) => u.id === 'castle.archangels')!.poison = 1; });
    s = edit(s, (x) => { x.combat!.units.find((u) => u.id === 'castle.archangels')!.paralyzed = true; });
    s = passWindows(apply(s, { type: 'endActivation' })); // the Wyverns end; round 2: the Archangels' activation is skipped
    expect(events(s, 'activationSkipped')).toEqual([expect.objectContaining({ unit: 'castle.archangels', reason: 'paralysed' })]);
    expect(unit(s, 'castle.archangels')).toMatchObject({ poison: 1, damage: 0, paralyzed: false });
  });

  it("the cube's damage can defeat the unit: it does not act, and the combat may end", () => {
    let s = apply(createCombat(cfg('few')), { type: 'endActivation' });
    s = edit(s, (x) => { Object.assign(x.combat!.units.find((u) => u.id === 'castle.archangels')!, { poison: 1, damage: 7 }); });
    s = passWindows(apply(s, { type: 'endActivation' }));
    expect(events(s, 'damageDealt').at(-1)).toMatchObject({ unit: 'castle.archangels', amount: 1, defeated: true });
    expect(events(s, 'unitActivated').at(-1)).toMatchObject({ unit: 'castle.archangels' });
    expect(events(s, 'attackDeclared').filter((e) => e.attacker === 'castle.archangels')).toEqual([]);
  });
});

describe('Hydras: no retaliation; the Pack may attack a second adjacent enemy', () => {
  const cfg = (side: 'few' | 'pack'): CombatConfig => ({
    expansions: ['fortress'],
    logLimit: 1000,
    dice: { attack: [0, 0, 0, 0] },
    attacker: { hero: 'wystan', units: [{ unit: 'fortress.hydras', side, space: 9 }] },
    defender: { hero: 'catherine', units: [{ unit: 'castle.champions', space: 13 }, { unit: 'castle.crusaders', space: 10 }, { unit: 'castle.halberdiers', space: 19 }] },
  });
  // Initiative: Champions Few 7, Hydras Pack 7 (attacker first on the tie), Hydras Few 5 = Crusaders 5.

  it('Few: the target does not retaliate; no second attack', () => {
    let s = apply(createCombat(cfg('few')), { type: 'endActivation' }); // Champions (7); then Hydras Few (5, the attacker first)
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'fortress.hydras' });
    s = attack(s, 'castle.champions');
    expect(retaliationsBy(s, 'castle.champions')).toEqual([]);
    expect(s.pending?.kind === 'unitAbility').toBe(false);
  });

  it('Pack: after the first attack, it may attack another enemy next to it; neither retaliates', () => {
    let s = attack(createCombat(cfg('pack')), 'castle.champions');
    expect(s.pending).toMatchObject({ kind: 'unitAbility', ability: 'secondTarget', unit: 'fortress.hydras' });
    expect(listed(s, { type: 'chooseUnit', unit: 'castle.crusaders' })).toBe(true);
    expect(listed(s, { type: 'chooseUnit', unit: 'castle.champions' })).toBe(false);
    expect(listed(s, { type: 'chooseUnit', unit: 'castle.halberdiers' })).toBe(false); // not adjacent
    s = passWindows(apply(s, { type: 'chooseUnit', unit: 'castle.crusaders' }));
    expect(events(s, 'attackResolved').map((e) => e.target)).toEqual(['castle.champions', 'castle.crusaders']);
    expect(events(s, 'attackDeclared').filter((e) => e.retaliation)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('Pack: the second attack may be declined', () => {
    let s = attack(createCombat(cfg('pack')), 'castle.champions');
    s = apply(s, { type: 'decline' });
    expect(events(s, 'attackResolved').map((e) => e.target)).toEqual(['castle.champions']);
  });
});

describe('Dragon Flies: the target loses what its own player\'s cards gave it (FX34–FX36)', () => {
  const cfg = (side: 'few' | 'pack', dice: number[] = [0, 0, 0]): CombatConfig => ({
    expansions: ['fortress'],
    logLimit: 1000,
    dice: { attack: dice },
    attacker: { hero: 'wystan', units: [{ unit: 'fortress.dragon-flies', side, space: 9 }, { unit: 'fortress.gnolls', space: 0 }] },
    defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }, { unit: 'castle.halberdiers', space: 19 }] },
  });
  const buffed = (s: GameState, hpBonus = 1, damage = 0) =>
    edit(s, (x) => {
      const u = x.combat!.units.find((v) => v.id === 'castle.crusaders')!;
      Object.assign(u, { initiativeBonus: 2, hpBonus, spellProtected: true, damagesAttackers: 1, damage });
    });

  it('raised Initiative, HP, Anti-Magic and Fire Shield end as they attack', () => {
    const s = attack(buffed(createCombat(cfg('few'))), 'castle.crusaders');
    expect(unit(s, 'castle.crusaders')).toMatchObject({ initiativeBonus: 0, hpBonus: 0, spellProtected: false, damagesAttackers: 0 });
    expect(events(s, 'abilityUsed').some((e) => e.ability === 'removeTargetsOngoingEffects')).toBe(true);
  });

  it('a lowered Initiative (the Dragon Flies\' own side\'s card) stays', () => {
    const s0 = edit(createCombat(cfg('few')), (x) => { x.combat!.units.find((v) => v.id === 'castle.crusaders')!.initiativeBonus = -1; });
    expect(unit(attack(s0, 'castle.crusaders'), 'castle.crusaders').initiativeBonus).toBe(-1);
  });

  it('damage beyond the HP left without the bonus defeats the unit before the attack (FX35)', () => {
    const s = attack(buffed(createCombat(cfg('few')), 1, 4), 'castle.crusaders'); // 4 damage on 4 + 1 HP
    expect(unit(s, 'castle.crusaders').defeated).toBe(true);
    expect(events(s, 'attackResolved')).toEqual([]);
  });

  it('Pack: a retaliation against them has -1 Attack (as +1 Defense: FX36)', () => {
    // Dragon Flies Pack 3 + 0 − 2 = 1; the Crusaders' retaliation: 3 + 0 − (1 + 1) = 1.
    const s = attack(createCombat(cfg('pack')), 'castle.crusaders');
    const r = events(s, 'attackResolved').find((e) => e.attacker === 'castle.crusaders');
    expect(r).toMatchObject({ attack: 3, defense: 2, damage: 1 });
  });
});
