/** The Cove units, Few and Pack, and their neutral cards: printed values and each ability from its card's text (rulings CV1, CV3–CV9). */
import { describe, it, expect } from 'vitest';
import { apply, boxOf, contentInPlay, createCombat, describeUnitAbility, legalActions, loadState, type CombatConfig, type GameState } from '../src';
import { abilitiesOfCard } from '../src/combat/abilities';
import { attackOf } from '../src/combat/stats';
import { factionUnit } from '../src/data/units';
import { COVE_NEUTRAL_COPIES } from '../src/content/cove/neutral';
import { modify } from './helpers';
import { attack, events, next, passWindows, unit, until } from './combatSteps';

/** A Cove army against Castle units, with scripted Attack dice. */
const fight = (units: CombatConfig['attacker']['units'], defenders: CombatConfig['attacker']['units'], dice: number[] = [], hand: string[] = [], hero = 'cassiopeia'): CombatConfig => ({
  expansions: ['cove'],
  logLimit: 1000,
  dice: { attack: dice },
  attacker: { hero, units, hand },
  defender: { hero: 'catherine', units: defenders },
});
const damageTo = (s: GameState, id: string) => events(s, 'damageDealt').filter((e) => e.unit === id).map((e) => e.amount);

describe('the Cove units as printed', () => {
  it('the 7 units, bronze → gold, with their Few and Pack statistics and costs', () => {
    const rows = ['oceanids', 'seamen', 'sea-dogs', 'ayssids', 'sorceresses', 'nix', 'haspids'].map((id) => {
      const u = factionUnit(`cove.${id}`);
      return [u.name, u.tier, u.few.type, u.pack.type, u.few.attack, u.few.defense, u.few.hp, u.few.initiative, u.pack.attack, u.pack.defense, u.pack.hp, u.pack.initiative, u.recruitCost.gold, u.reinforceCost.gold, u.recruitCost.valuables, u.reinforceCost.valuables];
    });
    expect(rows).toEqual([
      ['Oceanids', 'bronze', 'flying', 'flying', 2, 0, 3, 6, 3, 0, 3, 8, 2, 3, 0, 0],
      ['Seamen', 'bronze', 'ground', 'ground', 2, 1, 3, 5, 2, 1, 5, 6, 3, 5, 0, 0],
      ['Sea Dogs', 'bronze', 'ranged', 'ranged', 2, 0, 4, 6, 3, 0, 5, 8, 4, 6, 0, 0],
      ['Ayssids', 'silver', 'flying', 'flying', 3, 1, 5, 9, 3, 1, 6, 11, 6, 10, 0, 0],
      ['Sorceresses', 'silver', 'ranged', 'ranged', 3, 1, 5, 6, 4, 1, 6, 7, 8, 13, 0, 0],
      ['Nix', 'gold', 'ground', 'ground', 5, 2, 7, 6, 6, 2, 8, 7, 12, 20, 0, 1],
      ['Haspids', 'gold', 'ground', 'ground', 5, 3, 8, 9, 7, 3, 8, 12, 18, 30, 1, 2],
    ]);
  });

  it('their neutral cards, one of each (CV1), in the Cove box only, with their own statistics and costs', () => {
    const inPlay = contentInPlay(['core', 'cove']).neutralUnits.filter((n) => boxOf(n.def.id) === 'cove');
    expect(inPlay.map(({ def: u, copies }) => [u.name, u.tier, copies, u.recruitCost.gold, u.side.attack, u.side.defense, u.side.hp, u.side.initiative])).toEqual([
      ['Oceanids', 'bronze', 1, 3, 2, 0, 3, 6],
      ['Seamen', 'bronze', 1, 5, 2, 1, 3, 5],
      ['Sea Dogs', 'bronze', 1, 7, 2, 0, 4, 6],
      ['Ayssids', 'silver', 1, 9, 3, 1, 5, 9],
      ['Sorceresses', 'silver', 1, 13, 3, 1, 5, 6],
      ['Nix', 'gold', 1, 20, 5, 1, 7, 6],
      ['Haspids', 'gold', 1, 25, 5, 2, 6, 9],
    ]);
    expect(Object.values(COVE_NEUTRAL_COPIES)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(contentInPlay(['core']).neutralUnits.some((n) => n.def.id === 'neutral.nix')).toBe(false);
  });

  it('every printed ability has its primitives, and words a player reads', () => {
    expect(abilitiesOfCard('cove.oceanids', 'pack')).toEqual([{ kind: 'immuneToSpells', spellsOnly: true }]);
    expect(abilitiesOfCard('cove.sea-dogs', 'pack').map((a) => a.kind)).toEqual(['targetCannotRetaliate', 'ignoreRangedPenalty']);
    expect(abilitiesOfCard('neutral.nix', 'neutral')).toEqual([{ kind: 'damageCapPerAttack', max: 5 }]);
    for (const a of [...abilitiesOfCard('cove.sorceresses', 'few'), ...abilitiesOfCard('cove.haspids', 'few'), ...abilitiesOfCard('cove.seamen', 'pack'), ...abilitiesOfCard('cove.ayssids', 'pack')]) {
      expect(describeUnitAbility(a)).not.toMatch(/[a-z][A-Z]|undefined/);
    }
  });
});

describe('the Cove units in combat', () => {
  it('Oceanids Pack: Spells cannot select them nor damage them; Specialty damage still reaches them (CV3)', () => {
    let p = createCombat(fight([{ unit: 'castle.halberdiers', space: 5 }], [{ unit: 'cove.oceanids', side: 'pack', space: 13 }], [], ['spell.magic-arrow', 'specialty.jeremy-1'], 'jeremy'));
    p = until(p, 'castle.halberdiers');
    const targets = legalActions(p).flatMap((a) => (a.type === 'playCard' && a.card.startsWith('spell.magic-arrow') && a.target !== undefined ? [a.target] : []));
    expect(targets).not.toContain('cove.oceanids');
    const shot = legalActions(p).find((a) => a.type === 'playCard' && a.card.startsWith('specialty.jeremy-1') && a.play === 'bottom' && a.target === 'cove.oceanids');
    expect(shot).toBeDefined();
    p = passWindows(apply(p, shot!));
    expect(damageTo(p, 'cove.oceanids')).toEqual([1]);
    // The Few side has no such ability: Magic Arrow may select it.
    let f = createCombat(fight([{ unit: 'castle.halberdiers', space: 5 }], [{ unit: 'cove.oceanids', side: 'few', space: 13 }], [], ['spell.magic-arrow'], 'jeremy'));
    f = until(f, 'castle.halberdiers');
    expect(legalActions(f).some((a) => a.type === 'playCard' && a.card.startsWith('spell.magic-arrow') && a.target === 'cove.oceanids')).toBe(true);
  });

  it('Sea Dogs Pack: no retaliation; no penalty against an adjacent unit', () => {
    let s = createCombat(fight([{ unit: 'cove.sea-dogs', side: 'pack', space: 9 }], [{ unit: 'castle.crusaders', side: 'pack', space: 13 }], [0, 0, 0]));
    s = until(s, 'cove.sea-dogs');
    s = attack(s, 'castle.crusaders');
    expect(events(s, 'attackDeclared').filter((e) => e.retaliation)).toHaveLength(0);
    expect(events(s, 'dieRolled').filter((e) => e.die === 'attack')[0]?.faces).toHaveLength(1);
  });

  it('Seamen Pack: once per combat, 2 gold when their attack removes a unit (CV4)', () => {
    let s = createCombat(fight([{ unit: 'cove.seamen', side: 'pack', space: 9 }], [{ unit: 'castle.halberdiers', side: 'few', space: 13 }, { unit: 'castle.marksmen', side: 'few', space: 17 }], [1, 1, 1, 1]));
    const gold = s.players[0]!.resources.gold;
    s = until(s, 'cove.seamen');
    s = attack(s, 'castle.halberdiers');
    expect(unit(s, 'castle.halberdiers').defeated).toBe(true);
    expect(s.players[0]!.resources.gold).toBe(gold + 2);
    expect(s.combat?.usedOnce).toContain('cove.seamen');
    expect(events(s, 'resourcesGained').at(-1)).toMatchObject({ player: 'p1', resources: { gold: 2 }, reason: 'cove.seamen' });
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('Ayssids Pack: once the target drops to 0 HP, after its retaliation, they may attack another adjacent enemy (CV5)', () => {
    // Halberdiers Pack (HP 2) turn to their Few side, retaliate, then the Ayssids may attack the Marksmen next to them.
    let s = createCombat(fight([{ unit: 'cove.ayssids', side: 'pack', space: 9 }], [{ unit: 'castle.halberdiers', side: 'pack', space: 13 }, { unit: 'castle.marksmen', side: 'few', space: 10 }], [1, 0, 0, 0, 0, 0]));
    s = until(s, 'cove.ayssids');
    s = attack(s, 'castle.halberdiers');
    const hit = events(s, 'damageDealt').find((e) => e.unit === 'castle.halberdiers');
    expect(hit?.flipped).toBe(true);
    expect(s.pending).toMatchObject({ kind: 'unitAbility', ability: 'secondTarget', unit: 'cove.ayssids' });
    // The retaliation came first.
    expect(events(s, 'attackDeclared').map((e) => [e.attacker, e.retaliation])).toEqual([['cove.ayssids', false], ['castle.halberdiers', true]]);
    expect(legalActions(s)).toContainEqual({ type: 'chooseUnit', unit: 'castle.marksmen' });
    s = passWindows(apply(s, { type: 'chooseUnit', unit: 'castle.marksmen' }));
    expect(events(s, 'attackDeclared').some((e) => e.attacker === 'cove.ayssids' && e.target === 'castle.marksmen')).toBe(true);
  });

  it('Ayssids Pack: a target left standing on its side gives no second attack (CV5)', () => {
    let s = createCombat(fight([{ unit: 'cove.ayssids', side: 'pack', space: 9 }], [{ unit: 'castle.archangels', side: 'pack', space: 13 }, { unit: 'castle.marksmen', side: 'few', space: 10 }], [-1, -1, -1, -1]));
    s = until(s, 'cove.ayssids');
    s = attack(s, 'castle.archangels');
    expect(s.pending?.kind === 'unitAbility').toBe(false);
    expect(events(s, 'attackDeclared').filter((e) => e.attacker === 'cove.ayssids')).toHaveLength(1);
  });

  it('Sorceresses Few: instead of moving and attacking, a −2 Weakness token on any one unit, for this Combat Round and the next (CV6)', () => {
    let s = createCombat(fight([{ unit: 'cove.sorceresses', side: 'few', space: 2 }], [{ unit: 'castle.halberdiers', side: 'pack', space: 17 }]));
    s = until(s, 'cove.sorceresses');
    expect(legalActions(s)).toContainEqual({ type: 'chooseUnit', unit: 'castle.halberdiers' });
    expect(legalActions(s)).toContainEqual({ type: 'chooseUnit', unit: 'cove.sorceresses' });
    s = apply(s, { type: 'chooseUnit', unit: 'castle.halberdiers' });
    const h = unit(s, 'castle.halberdiers');
    expect([h.weakness, h.weaknessUntil]).toEqual([2, s.combat!.round + 1]);
    expect(attackOf(h)).toBe(3 - 2);
    expect(events(s, 'abilityUsed').at(-1)).toMatchObject({ unit: 'cove.sorceresses', ability: 'placeWeakness', target: 'castle.halberdiers' });
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('Sorceresses Pack: a −1 Weakness token on the target after the attack; the unit keeps the token that weakens it less (CV6, CV7)', () => {
    let s = createCombat(fight([{ unit: 'cove.sorceresses', side: 'pack', space: 2 }], [{ unit: 'castle.archangels', side: 'pack', space: 13 }], [0, 0, 0, 0]));
    s = until(s, 'cove.sorceresses');
    s = attack(s, 'castle.archangels');
    expect(unit(s, 'castle.archangels').weakness).toBe(1);
    expect(attackOf(unit(s, 'castle.archangels'))).toBe(7 - 1);
  });

  it('a second Weakness token: the unit keeps the one that weakens it less; of equal ones, the one it had (CV7)', () => {
    let s = createCombat(fight([{ unit: 'cove.sorceresses', side: 'few', space: 2 }], [{ unit: 'castle.archangels', side: 'pack', space: 17 }]));
    s = until(s, 'cove.sorceresses');
    const at = (weakness: number, until: number) => modify(s, (x) => { Object.assign(x.combat!.units.find((u) => u.id === 'castle.archangels')!, { weakness, weaknessUntil: until }); });
    const round = s.combat!.round;
    // A −1 it has is kept against the Few's −2.
    // (Tokens placed in this Combat Round: the Sorceresses may be the round's last unit to activate.)
    let kept = apply(at(1, round + 1), { type: 'chooseUnit', unit: 'castle.archangels' });
    expect([unit(kept, 'castle.archangels').weakness, unit(kept, 'castle.archangels').weaknessUntil]).toEqual([1, round + 1]);
    // A −2 it has is kept against another −2.
    kept = apply(at(2, round + 1), { type: 'chooseUnit', unit: 'castle.archangels' });
    expect([unit(kept, 'castle.archangels').weakness, unit(kept, 'castle.archangels').weaknessUntil]).toEqual([2, round + 1]);
    // A −1 replaces a −2 (the Pack's attack).
    let p = createCombat(fight([{ unit: 'cove.sorceresses', side: 'pack', space: 2 }], [{ unit: 'castle.archangels', side: 'pack', space: 13 }], [0, 0, 0, 0]));
    p = until(p, 'cove.sorceresses');
    p = modify(p, (x) => { Object.assign(x.combat!.units.find((u) => u.id === 'castle.archangels')!, { weakness: 2, weaknessUntil: x.combat!.round }); });
    p = attack(p, 'castle.archangels');
    expect([unit(p, 'castle.archangels').weakness, unit(p, 'castle.archangels').weaknessUntil]).toEqual([1, p.combat!.round + 1]);
  });

  it('a Weakness token comes off as the Combat Round after next starts (CV6)', () => {
    let s = createCombat(fight([{ unit: 'cove.sorceresses', side: 'few', space: 2 }], [{ unit: 'castle.halberdiers', side: 'pack', space: 17 }]));
    s = until(s, 'cove.sorceresses');
    s = apply(s, { type: 'chooseUnit', unit: 'castle.halberdiers' });
    const placed = s.combat!.round;
    for (let i = 0; i < 60 && s.combat && s.combat.round < placed + 1; i++) s = next(s, 'x');
    expect(unit(s, 'castle.halberdiers').weakness).toBe(2);
    for (let i = 0; i < 60 && s.combat && s.combat.round < placed + 2; i++) s = next(s, 'x');
    expect(s.combat?.round).toBe(placed + 2);
    expect(unit(s, 'castle.halberdiers').weakness).toBeUndefined();
  });

  it('Nix Pack: no more than 4 damage from a single attack (CV8)', () => {
    let s = createCombat(fight([{ unit: 'castle.archangels', side: 'pack', space: 9 }], [{ unit: 'cove.nix', side: 'pack', space: 13 }], [1, 1, 1, 1]));
    s = until(s, 'castle.archangels');
    s = attack(s, 'cove.nix');
    expect(damageTo(s, 'cove.nix')).toEqual([4]);
    expect(events(s, 'attackResolved')[0]?.damage).toBe(4);
  });

  it('Haspids Pack: 2 faction cubes on the target (as the Wyverns)', () => {
    let s = createCombat(fight([{ unit: 'cove.haspids', side: 'pack', space: 9 }], [{ unit: 'castle.archangels', side: 'pack', space: 13 }], [0, 0, 0, 0, 0, 0]));
    s = until(s, 'cove.haspids');
    s = attack(s, 'castle.archangels');
    // One cube may already have come off, as the Archangels' next activation began.
    expect(unit(s, 'castle.archangels').poison + damageTo(s, 'castle.archangels').length - 1).toBe(2);
    expect(events(s, 'abilityUsed')).toContainEqual(expect.objectContaining({ unit: 'cove.haspids', ability: 'poisonTarget', target: 'castle.archangels' }));
  });

  it('Haspids Few: +2 Attack once turned from their Pack side during this combat (CV9)', () => {
    let f = createCombat({ ...fight([{ unit: 'castle.archangels', side: 'pack', space: 9 }], [], [], [], 'catherine'), defender: { hero: 'jeremy', units: [{ unit: 'cove.haspids', side: 'pack', space: 13, damage: 7 }] }, dice: { attack: [0, 0, 0, 0, 0, 0] } });
    f = until(f, 'castle.archangels');
    f = attack(f, 'cove.haspids');
    expect(unit(f, 'cove.haspids').side).toBe('few');
    expect(f.combat?.flippedUnits).toEqual(['cove.haspids']);
    // Their retaliation is no attack of theirs: the bonus waits for their own first attack.
    const retaliation = events(f, 'attackResolved').find((e) => e.attacker === 'cove.haspids');
    expect(retaliation?.attack).toBe(5);
    f = until(f, 'cove.haspids');
    f = attack(f, 'castle.archangels');
    expect(events(f, 'attackResolved').filter((e) => e.attacker === 'cove.haspids').at(-1)?.attack).toBe(5 + 2);
    expect(loadState(JSON.stringify(f))).toEqual(f);
    // A Haspids that started the combat on its Few side has no bonus.
    let g = createCombat({ ...fight([{ unit: 'castle.archangels', side: 'pack', space: 9 }], [], [], [], 'catherine'), defender: { hero: 'jeremy', units: [{ unit: 'cove.haspids', side: 'few', space: 13 }] }, dice: { attack: [0, 0, 0, 0, 0, 0] } });
    g = until(g, 'cove.haspids');
    g = attack(g, 'castle.archangels');
    expect(events(g, 'attackResolved').find((e) => e.attacker === 'cove.haspids')?.attack).toBe(5);
  });
});
