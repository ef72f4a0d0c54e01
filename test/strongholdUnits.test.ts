/** The Stronghold units, Few and Pack, and their neutral cards: printed values and each ability from its card's text (rulings SH1–SH7). */
import { describe, it, expect } from 'vitest';
import { apply, boxOf, contentInPlay, createCombat, describeUnitAbility, legalActions, loadState, type CombatConfig, type GameState } from '../src';
import { abilitiesOfCard } from '../src/combat/abilities';
import { attackOf } from '../src/combat/stats';
import { factionUnit } from '../src/data/units';
import { STRONGHOLD_NEUTRAL_COPIES } from '../src/content/stronghold/neutral';
import { attack, events, next, passWindows, unit, until } from './combatSteps';

/** A Stronghold army (space 9 first) against Castle units. */
const fight = (units: CombatConfig['attacker']['units'], defenders: CombatConfig['attacker']['units'], dice: number[] = []): CombatConfig => ({
  expansions: ['stronghold'],
  logLimit: 1000,
  dice: { attack: dice },
  attacker: { hero: 'shiva', units },
  defender: { hero: 'catherine', units: defenders },
});

describe('The Stronghold units as printed', () => {
  it('the 7 units, bronze → gold, with their Few and Pack statistics and costs', () => {
    const rows = ['goblins', 'wolf-raiders', 'orcs', 'ogres', 'thunderbirds', 'cyclopes', 'behemoths'].map((id) => {
      const u = factionUnit(`stronghold.${id}`);
      return [u.name, u.tier, u.few.type, u.few.attack, u.few.defense, u.few.hp, u.few.initiative, u.pack.attack, u.pack.defense, u.pack.hp, u.pack.initiative, u.recruitCost.gold, u.reinforceCost.gold, u.reinforceCost.valuables];
    });
    expect(rows).toEqual([
      ['Goblins', 'bronze', 'ground', 1, 0, 4, 6, 2, 0, 4, 7, 1, 2, 0],
      ['Wolf Raiders', 'bronze', 'ground', 2, 0, 3, 7, 2, 0, 4, 8, 3, 5, 0],
      ['Orcs', 'bronze', 'ranged', 2, 1, 4, 4, 3, 1, 5, 5, 4, 7, 0],
      ['Ogres', 'silver', 'ground', 3, 2, 4, 4, 3, 2, 6, 5, 6, 8, 0],
      ['Thunderbirds', 'silver', 'flying', 4, 1, 5, 9, 4, 1, 6, 11, 8, 14, 0],
      ['Cyclopes', 'gold', 'ranged', 5, 0, 6, 6, 5, 1, 7, 8, 13, 17, 1],
      ['Behemoths', 'gold', 'ground', 6, 2, 9, 6, 7, 2, 10, 9, 19, 29, 2],
    ]);
    expect(factionUnit('stronghold.behemoths').recruitCost).toEqual({ gold: 19, buildingMaterials: 0, valuables: 1 });
    expect([boxOf('stronghold'), boxOf('stronghold.goblins'), boxOf('stronghold.special2'), boxOf('yog')]).toEqual(['stronghold', 'stronghold', 'stronghold', 'stronghold']);
  });

  it('prints each side\'s abilities', () => {
    expect(abilitiesOfCard('stronghold.goblins', 'pack')).toEqual([]);
    expect(abilitiesOfCard('stronghold.wolf-raiders', 'few')).toEqual([]);
    expect(abilitiesOfCard('stronghold.wolf-raiders', 'pack')).toEqual([{ kind: 'attackAgainAfterRetaliation' }]);
    expect(abilitiesOfCard('stronghold.ogres', 'few')).toEqual([{ kind: 'placeAttackToken', amount: 1 }]);
    expect(abilitiesOfCard('stronghold.ogres', 'pack')).toEqual([{ kind: 'placeAttackToken', amount: 2 }]);
    expect(abilitiesOfCard('stronghold.thunderbirds', 'few')).toEqual([]);
    expect(abilitiesOfCard('stronghold.thunderbirds', 'pack')).toEqual([{ kind: 'damageOnRoll', amount: 1, roll: [0, 1] }]);
    expect(abilitiesOfCard('stronghold.cyclopes', 'few')).toEqual([{ kind: 'destroyObstacle', arrowTower: false }]);
    expect(abilitiesOfCard('stronghold.behemoths', 'pack')).toEqual([{ kind: 'lowerTargetDefense', amount: 2, corrosion: true }]);
    expect(describeUnitAbility({ kind: 'placeAttackToken', amount: 2 })).toMatch(/\+2 Attack token on another friendly Ground or Flying unit/);
  });
});

describe('The Stronghold units\' neutral cards (ruling SH1)', () => {
  it('one card each, with the neutral side\'s printed statistics; only with the Stronghold box', () => {
    const mine = contentInPlay(['core', 'stronghold']).neutralUnits.filter((n) => boxOf(n.def.id) === 'stronghold');
    expect(mine.map((n) => [n.def.name, n.def.tier, n.copies, n.def.side.attack, n.def.side.defense, n.def.side.hp, n.def.side.initiative, n.def.recruitCost.gold])).toEqual([
      ['Goblins', 'bronze', 1, 1, 0, 4, 6, 4],
      ['Wolf Raiders', 'bronze', 1, 2, 0, 3, 7, 6],
      ['Orcs', 'bronze', 1, 2, 1, 4, 4, 7],
      ['Ogres', 'silver', 1, 3, 2, 4, 4, 10],
      ['Thunderbirds', 'silver', 1, 3, 0, 6, 9, 13],
      ['Cyclopes', 'gold', 1, 5, 1, 6, 8, 19],
      ['Behemoths', 'gold', 1, 5, 1, 8, 9, 26],
    ]);
    expect(Object.values(STRONGHOLD_NEUTRAL_COPIES).every((n) => n === 1)).toBe(true);
    expect(contentInPlay(['core']).neutralUnits.some((n) => n.def.id === 'neutral.ogres')).toBe(false);
    expect(abilitiesOfCard('neutral.behemoths', 'neutral')).toEqual([{ kind: 'lowerTargetDefense', amount: 2, corrosion: true }]);
    expect(abilitiesOfCard('neutral.wolf-raiders', 'neutral')).toEqual([{ kind: 'attackAgainAfterRetaliation' }]);
  });
});

describe('Wolf Raiders Pack: attack the target again once it has retaliated (SH2)', () => {
  const declared = (s: GameState) => events(s, 'attackDeclared').map((e) => [e.attacker, e.target, e.retaliation]);

  it('Pack: attack, the retaliation, then the second attack — and no second retaliation', () => {
    const s = attack(until(createCombat(fight([{ unit: 'stronghold.wolf-raiders', side: 'pack', space: 9 }], [{ unit: 'castle.archangels', space: 13 }], [0, 0, 0, 0])), 'stronghold.wolf-raiders'), 'castle.archangels');
    expect(declared(s)).toEqual([
      ['stronghold.wolf-raiders', 'castle.archangels', false],
      ['castle.archangels', 'stronghold.wolf-raiders', true],
      ['stronghold.wolf-raiders', 'castle.archangels', false],
    ]);
    expect(events(s, 'attackResolved').filter((e) => e.attacker === 'stronghold.wolf-raiders')).toHaveLength(2);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('Few: one attack and its retaliation', () => {
    const s = attack(until(createCombat(fight([{ unit: 'stronghold.wolf-raiders', space: 9 }], [{ unit: 'castle.archangels', space: 13 }], [0, 0, 0])), 'stronghold.wolf-raiders'), 'castle.archangels');
    expect(declared(s)).toEqual([['stronghold.wolf-raiders', 'castle.archangels', false], ['castle.archangels', 'stronghold.wolf-raiders', true]]);
  });
});

/** Ends activations until Combat Round `round` has started. */
function toRound(s: GameState, round: number): GameState {
  for (let i = 0; i < 60 && (s.combat?.round ?? 0) < round; i++) s = next(s, '');
  expect(s.combat?.round).toBe(round);
  return s;
}

describe('Ogres: instead of moving and attacking, an Attack token on another friendly Ground or Flying unit for 2 Combat Rounds (SH3, SH4)', () => {
  const army = (side: 'few' | 'pack'): CombatConfig => fight(
    [{ unit: 'stronghold.ogres', side, space: 5 }, { unit: 'stronghold.goblins', space: 9 }, { unit: 'stronghold.orcs', space: 1 }, { unit: 'stronghold.thunderbirds', space: 6 }],
    [{ unit: 'castle.archangels', space: 17 }],
  );

  it('offers the friendly Ground and Flying units, never itself nor a Ranged unit', () => {
    const s = until(createCombat(army('few')), 'stronghold.ogres');
    const chosen = legalActions(s).flatMap((a) => (a.type === 'chooseUnit' ? [a.unit] : [])).sort();
    expect(chosen).toEqual(['stronghold.goblins', 'stronghold.thunderbirds']);
  });

  for (const [side, amount] of [['few', 1], ['pack', 2]] as const) {
    it(`${side}: +${amount} Attack this Combat Round and the next, then the token comes off; the activation is over`, () => {
      let s = until(createCombat(army(side)), 'stronghold.ogres');
      const round = s.combat!.round;
      const before = attackOf(unit(s, 'stronghold.goblins'));
      s = apply(s, { type: 'chooseUnit', unit: 'stronghold.goblins' });
      expect(unit(s, 'stronghold.ogres').activated).toBe(true);
      expect(attackOf(unit(s, 'stronghold.goblins'))).toBe(before + amount);
      expect(events(s, 'abilityUsed')).toContainEqual(expect.objectContaining({ unit: 'stronghold.ogres', ability: 'placeAttackToken', target: 'stronghold.goblins' }));
      expect(loadState(JSON.stringify(s))).toEqual(s);
      s = toRound(s, round + 1);
      expect(attackOf(unit(s, 'stronghold.goblins'))).toBe(before + amount);
      s = toRound(s, round + 2);
      expect(attackOf(unit(s, 'stronghold.goblins'))).toBe(before);
      expect(unit(s, 'stronghold.goblins').attackToken).toBeUndefined();
    });
  }

  it('a second token replaces the first (the player placing it keeps the new one)', () => {
    let s = createCombat(fight([{ unit: 'stronghold.ogres', side: 'pack', space: 5 }, { unit: 'neutral.ogres', space: 4 }, { unit: 'stronghold.goblins', space: 9 }], [{ unit: 'castle.archangels', space: 17 }]));
    s = until(s, 'stronghold.ogres');
    s = apply(s, { type: 'chooseUnit', unit: 'stronghold.goblins' });
    s = until(s, 'neutral.ogres#1');
    s = apply(s, { type: 'chooseUnit', unit: 'stronghold.goblins' });
    expect(unit(s, 'stronghold.goblins').attackToken).toBe(2);
  });

  it('once the unit has moved, the ability is no longer offered; a malformed choice is refused', () => {
    let s = until(createCombat(army('pack')), 'stronghold.ogres');
    expect(() => apply(s, { type: 'chooseUnit', unit: 'stronghold.orcs' })).toThrow(/Attack token/);
    s = apply(s, { type: 'moveUnit', space: 4 });
    expect(legalActions(s).some((a) => a.type === 'chooseUnit')).toBe(false);
    expect(() => apply(s, { type: 'chooseUnit', unit: 'stronghold.goblins' })).toThrow(/instead of moving/);
  });
});

describe('Thunderbirds Pack: after the attack, before any retaliation, 1 damage on a "0" or "+1" (SH5)', () => {
  const hit = (side: 'few' | 'pack', face: number) =>
    attack(until(createCombat(fight([{ unit: 'stronghold.thunderbirds', side, space: 9 }, { unit: 'stronghold.goblins', space: 3 }], [{ unit: 'castle.archangels', space: 13 }], [0, face, 0])), 'stronghold.thunderbirds'), 'castle.archangels');

  it('on 0 or +1: 1 damage more, before the retaliation', () => {
    for (const face of [0, 1]) {
      const s = hit('pack', face);
      expect(unit(s, 'castle.archangels').damage).toBe(1 + 1); // 4 Attack − 3 Defense, and the roll's damage
      const log = s.log.map((e) => e.type);
      expect(log.indexOf('abilityUsed')).toBeLessThan(log.lastIndexOf('attackDeclared'));
    }
  });

  it('on −1 nothing more; the Few side has no such ability', () => {
    expect(unit(hit('pack', -1), 'castle.archangels').damage).toBe(1);
    expect(unit(hit('few', 0), 'castle.archangels').damage).toBe(1);
  });
});

describe('Cyclopes: instead of moving and attacking, a Wall or the Gate falls — the Pack\'s the Arrow Tower too (SH6)', () => {
  const siege = (side: 'few' | 'pack'): GameState => {
    const s = createCombat({ ...fight([{ unit: 'stronghold.cyclopes', side, space: 1 }], [{ unit: 'castle.halberdiers', space: 17 }]), town: { walls: true } });
    return apply(s, { type: 'placeUnit', unit: 'gate', space: 9 });
  };
  const offered = (s: GameState) => legalActions(s).flatMap((a) => (a.type === 'chooseUnit' ? [a.unit] : [])).sort();

  it('Few: the Walls and the Gate; Pack: the Arrow Tower too', () => {
    expect(offered(until(siege('few'), 'stronghold.cyclopes'))).toEqual(['gate', 'wall#1', 'wall#2', 'wall#3']);
    expect(offered(until(siege('pack'), 'stronghold.cyclopes'))).toEqual(['arrow-tower', 'gate', 'wall#1', 'wall#2', 'wall#3']);
  });

  it('the chosen Wall falls and the activation is over; the Arrow Tower falls to the Pack', () => {
    let s = apply(until(siege('few'), 'stronghold.cyclopes'), { type: 'chooseUnit', unit: 'wall#2' });
    expect(unit(s, 'wall#2').defeated).toBe(true);
    expect(unit(s, 'stronghold.cyclopes').activated).toBe(true);
    s = apply(until(siege('pack'), 'stronghold.cyclopes'), { type: 'chooseUnit', unit: 'arrow-tower' });
    expect(unit(s, 'arrow-tower').defeated).toBe(true);
    expect(events(s, 'obstacleDestroyed')).toContainEqual(expect.objectContaining({ unit: 'arrow-tower' }));
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('without a siege the ability offers nothing', () => {
    const s = until(createCombat(fight([{ unit: 'stronghold.cyclopes', side: 'pack', space: 1 }], [{ unit: 'castle.halberdiers', space: 17 }])), 'stronghold.cyclopes');
    expect(offered(s)).toEqual([]);
  });
});

describe('Behemoths: the target\'s Defense lowered by 1 (Few) or 2 and a Corrosion token (Pack) (SH7)', () => {
  const hit = (side: 'few' | 'pack', dice: number[]) => {
    const s = createCombat(fight([{ unit: 'stronghold.behemoths', side, space: 9 }, { unit: 'stronghold.cyclopes', space: 1 }], [{ unit: 'castle.archangels', space: 13 }, { unit: 'castle.halberdiers', space: 19 }], dice));
    return attack(until(s, 'stronghold.behemoths'), 'castle.archangels');
  };

  it('Few: 6 Attack against Defense 3 − 1: 4 damage; no token', () => {
    const s = hit('few', [0, 0]);
    expect(unit(s, 'castle.archangels').damage).toBe(4);
    expect(unit(s, 'castle.archangels').corroded).toBeUndefined();
  });

  it('Pack: 7 Attack against Defense 3 − 2: 6 damage; then a Corrosion token (1 Defense less for the rest of the combat)', () => {
    let s = hit('pack', [0, 0, 0]);
    expect(unit(s, 'castle.archangels').damage).toBe(6);
    expect(unit(s, 'castle.archangels')).toMatchObject({ corroded: true, defenseLoss: 1 });
    // The Cyclopes' 5 Attack against Defense 3 − 1 (the token): 2 damage more.
    s = attack(until(s, 'stronghold.cyclopes'), 'castle.archangels');
    expect(events(s, 'attackResolved').find((e) => e.attacker === 'stronghold.cyclopes')?.damage).toBe(3);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('a unit holds one Corrosion token at most', () => {
    let s = createCombat(fight(
      [{ unit: 'stronghold.behemoths', side: 'pack', space: 9 }, { unit: 'neutral.behemoths', space: 8 }],
      [{ unit: 'castle.archangels', side: 'pack', space: 13 }, { unit: 'castle.halberdiers', space: 19 }],
      [-1, 0, -1, 0],
    ));
    s = attack(until(s, 'stronghold.behemoths'), 'castle.archangels');
    s = attack(apply(until(s, 'neutral.behemoths#1'), { type: 'moveUnit', space: 12 }), 'castle.archangels');
    expect(events(s, 'attackResolved').filter((e) => e.target === 'castle.archangels')).toHaveLength(2);
    expect(unit(s, 'castle.archangels').defenseLoss).toBe(1);
  });
});

describe('Neutral Ogres and Cyclopes under the AI rules (SH18)', () => {
  it('attack as those rules say and never use their Other ability', () => {
    let s = createCombat({
      expansions: ['stronghold'],
      logLimit: 1000,
      attacker: { hero: 'shiva', units: [{ unit: 'stronghold.goblins', space: 9 }, { unit: 'stronghold.orcs', space: 1 }] },
      defender: { neutrals: [{ unit: 'neutral.ogres', space: 13 }, { unit: 'neutral.goblins', space: 14 }], control: 'ai' },
    });
    const used: string[] = [];
    for (let i = 0; i < 60 && s.pending !== null; i++) {
      expect(legalActions(s).some((a) => a.type === 'chooseUnit')).toBe(false);
      const acts = legalActions(s);
      s = apply(s, acts.find((a) => a.type === 'endActivation') ?? acts.find((a) => a.type === 'pass' || a.type === 'keepDice') ?? (acts[0] as never));
      for (const e of s.log) if (e.type === 'abilityUsed') used.push(e.ability);
    }
    expect(used).not.toContain('placeAttackToken');
  });
});
