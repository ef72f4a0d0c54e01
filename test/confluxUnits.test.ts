/** The Conflux units, Few and Pack, and their neutral cards: printed values and each ability from its card's text (rulings CF1–CF7). */
import { describe, it, expect } from 'vitest';
import { apply, boxOf, contentInPlay, createCombat, describeUnitAbility, legalActions, loadState, type Action, type CombatConfig, type GameState } from '../src';
import { abilitiesOfCard } from '../src/combat/abilities';
import { factionUnit } from '../src/data/units';
import { CONFLUX_NEUTRAL_COPIES } from '../src/content/conflux/neutral';
import { attack, events, next, passWindows, unit, until } from './combatSteps';

/** A Conflux army against Castle units, with scripted Attack dice. */
const fight = (units: CombatConfig['attacker']['units'], defenders: CombatConfig['attacker']['units'], dice: number[] = [], hand: string[] = []): CombatConfig => ({
  expansions: ['conflux'],
  logLimit: 1000,
  dice: { attack: dice },
  attacker: { hero: 'erdamon', units, hand },
  defender: { hero: 'catherine', units: defenders },
});
const damageTo = (s: GameState, id: string) => events(s, 'damageDealt').filter((e) => e.unit === id).map((e) => e.amount);
/** The targets a card's play may select now. */
const targets = (s: GameState, card: string, play = 'spell') =>
  [...new Set(legalActions(s).flatMap((a) => (a.type === 'playCard' && a.card.startsWith(card) && a.play === play && a.target !== undefined ? [a.target] : [])))];

describe('The Conflux units as printed', () => {
  it('the 7 units, bronze → gold, with their Few and Pack statistics and costs', () => {
    const rows = ['sprites', 'storm-elementals', 'ice-elementals', 'energy-elementals', 'magma-elementals', 'magic-elementals', 'phoenixes'].map((id) => {
      const u = factionUnit(`conflux.${id}`);
      return [u.name, u.tier, u.few.type, u.pack.type, u.few.attack, u.few.defense, u.few.hp, u.few.initiative, u.pack.attack, u.pack.defense, u.pack.hp, u.pack.initiative, u.recruitCost.gold, u.reinforceCost.gold, u.recruitCost.valuables, u.reinforceCost.valuables];
    });
    expect(rows).toEqual([
      ['Sprites', 'bronze', 'flying', 'flying', 2, 0, 2, 7, 2, 0, 4, 9, 2, 4, 0, 0],
      ['Storm Elementals', 'bronze', 'ground', 'ranged', 2, 0, 3, 7, 2, 0, 5, 8, 3, 5, 0, 0],
      ['Ice Elementals', 'bronze', 'ground', 'ranged', 2, 1, 4, 5, 3, 1, 5, 6, 4, 7, 0, 0],
      ['Energy Elementals', 'silver', 'ground', 'flying', 3, 1, 5, 5, 4, 1, 5, 8, 6, 8, 0, 0],
      ['Magma Elementals', 'silver', 'ground', 'ground', 4, 2, 5, 4, 5, 2, 5, 6, 9, 13, 0, 0],
      ['Magic Elementals', 'gold', 'ground', 'ground', 4, 2, 7, 7, 5, 2, 7, 9, 13, 19, 0, 1],
      ['Phoenixes', 'gold', 'flying', 'flying', 6, 2, 7, 12, 7, 2, 8, 18, 21, 29, 1, 2],
    ]);
    expect([boxOf('conflux'), boxOf('conflux.sprites'), boxOf('conflux.special1'), boxOf('erdamon')]).toEqual(['conflux', 'conflux', 'conflux', 'conflux']);
  });

  it('prints each side\'s abilities', () => {
    expect(abilitiesOfCard('conflux.sprites', 'few')).toEqual([]);
    expect(abilitiesOfCard('conflux.sprites', 'pack')).toEqual([{ kind: 'targetCannotRetaliate' }]);
    expect(abilitiesOfCard('conflux.storm-elementals', 'few')).toEqual([]);
    expect(abilitiesOfCard('conflux.storm-elementals', 'pack')).toEqual([{ kind: 'schoolPowerOnActivation', school: 'air' }]);
    expect(abilitiesOfCard('conflux.ice-elementals', 'pack')).toEqual([{ kind: 'schoolPowerOnActivation', school: 'water' }]);
    expect(abilitiesOfCard('conflux.energy-elementals', 'pack')).toEqual([{ kind: 'schoolPowerOnActivation', school: 'fire' }]);
    expect(abilitiesOfCard('conflux.magma-elementals', 'pack')).toEqual([{ kind: 'schoolPowerOnActivation', school: 'earth' }]);
    expect(abilitiesOfCard('conflux.magic-elementals', 'few')).toEqual([{ kind: 'targetCannotRetaliate' }, { kind: 'attackAllAdjacent', enemiesOnly: false }]);
    expect(abilitiesOfCard('conflux.magic-elementals', 'pack')).toEqual([{ kind: 'targetCannotRetaliate' }, { kind: 'attackAllAdjacent', enemiesOnly: true }, { kind: 'immuneToSpells' }]);
    expect(abilitiesOfCard('conflux.phoenixes', 'few')).toEqual([{ kind: 'rebirth' }, { kind: 'immuneToSpellsOf', spells: [], schools: ['fire'] }]);
    expect(abilitiesOfCard('conflux.phoenixes', 'pack')).toEqual([{ kind: 'lineAttack', secondAttack: 2 }, { kind: 'immuneToSpellsOf', spells: [], schools: ['fire'] }]);
    expect(describeUnitAbility({ kind: 'elementalDamage' })).toMatch(/ignore the Defense/);
    expect(describeUnitAbility({ kind: 'immuneToSpellsOf', spells: ['spell.magic-arrow'], schools: ['air'] })).toBe('it is immune to Magic Arrows and Spells of the School of Air Magic: they cannot select it nor damage it');
    expect(describeUnitAbility({ kind: 'schoolPowerOnActivation', school: 'earth' })).toMatch(/first Spell of the School of Earth Magic you cast during this activation gets \+1 Power/);
  });
});

describe('The Conflux units\' neutral cards (ruling CF1)', () => {
  it('one card each, with the neutral side\'s printed statistics; only with the Conflux box', () => {
    const mine = contentInPlay(['core', 'conflux']).neutralUnits.filter((n) => boxOf(n.def.id) === 'conflux');
    expect(mine.map((n) => [n.def.name, n.def.tier, n.def.side.type, n.copies, n.def.side.attack, n.def.side.defense, n.def.side.hp, n.def.side.initiative, n.def.recruitCost.gold])).toEqual([
      ['Sprites', 'bronze', 'flying', 1, 2, 0, 2, 7, 2],
      ['Storm Elementals', 'bronze', 'ranged', 1, 2, 0, 3, 7, 5],
      ['Ice Elementals', 'bronze', 'ranged', 1, 2, 1, 3, 5, 7],
      ['Energy Elementals', 'silver', 'flying', 1, 3, 1, 4, 5, 11],
      ['Magma Elementals', 'silver', 'ground', 1, 3, 2, 4, 4, 14],
      ['Magic Elementals', 'gold', 'ground', 1, 3, 1, 7, 7, 19],
      ['Phoenixes', 'azure', 'flying', 1, 6, 2, 7, 12, 32],
    ]);
    expect(Object.values(CONFLUX_NEUTRAL_COPIES).every((n) => n === 1)).toBe(true);
    expect(contentInPlay(['core']).neutralUnits.some((n) => n.def.id === 'neutral.sprites')).toBe(false);
    expect(abilitiesOfCard('neutral.sprites', 'neutral')).toEqual([{ kind: 'targetCannotRetaliate' }]);
    expect(abilitiesOfCard('neutral.ice-elementals', 'neutral')).toEqual([{ kind: 'immuneToSpellsOf', spells: ['spell.magic-arrow'], schools: ['water'] }, { kind: 'elementalDamage' }]);
    expect(abilitiesOfCard('neutral.magic-elementals', 'neutral')).toEqual([{ kind: 'immuneToSpellsOf', spells: ['spell.magic-arrow'], schools: [] }, { kind: 'elementalDamage' }]);
    expect(abilitiesOfCard('neutral.phoenixes', 'neutral')).toEqual([{ kind: 'rebirth' }, { kind: 'immuneToSpellsOf', spells: [], schools: ['fire'] }]);
  });
});

describe('Sprites: "ignores Retaliation Attacks"', () => {
  it('Pack: the target does not retaliate; Few: it does', () => {
    const pack = attack(until(createCombat(fight([{ unit: 'conflux.sprites', side: 'pack', space: 9 }], [{ unit: 'castle.halberdiers', space: 13 }], [0, 0])), 'conflux.sprites'), 'castle.halberdiers');
    expect(events(pack, 'attackDeclared').map((e) => e.retaliation)).toEqual([false]);
    const few = attack(until(createCombat(fight([{ unit: 'conflux.sprites', space: 9 }], [{ unit: 'castle.halberdiers', space: 13 }], [0, 0])), 'conflux.sprites'), 'castle.halberdiers');
    expect(events(few, 'attackDeclared').map((e) => e.retaliation)).toEqual([false, true]);
  });
});

describe('Elemental damage (p. 41, ruling CF3)', () => {
  it('the neutral Magma Elementals\' attack ignores the target\'s Defense: 3 Attack + 0 against Defense 2 deals 3', () => {
    const s = attack(until(createCombat(fight([{ unit: 'neutral.magma-elementals', space: 9 }], [{ unit: 'castle.halberdiers', side: 'pack', space: 13 }], [0, 0])), 'neutral.magma-elementals#1'), 'castle.halberdiers');
    const hit = events(s, 'attackResolved')[0];
    expect(hit).toMatchObject({ attacker: 'neutral.magma-elementals#1', target: 'castle.halberdiers', defense: 0, damage: 3 });
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('their retaliation too (a Passive), and the faction\'s Magma Elementals deal ordinary damage', () => {
    let s = createCombat({ ...fight([{ unit: 'castle.griffins', space: 9 }], []), defender: { hero: 'catherine', units: [{ unit: 'neutral.magma-elementals', space: 13 }] }, dice: { attack: [0, 0] } });
    s = attack(until(s, 'castle.griffins'), 'neutral.magma-elementals#1');
    const back = events(s, 'attackResolved').find((e) => e.attacker === 'neutral.magma-elementals#1');
    expect(back).toMatchObject({ defense: 0, damage: 3 });
    const plain = attack(until(createCombat(fight([{ unit: 'conflux.magma-elementals', space: 9 }], [{ unit: 'castle.halberdiers', side: 'pack', space: 13 }], [0, 0])), 'conflux.magma-elementals'), 'castle.halberdiers');
    expect(events(plain, 'attackResolved')[0]).toMatchObject({ defense: 1, damage: 3 }); // Halberdiers Pack: Defense 1
  });

  it('is no Spell damage: the Black Dragons Few\'s Spell damage reduction does not lessen it', () => {
    const s = attack(until(createCombat(fight([{ unit: 'neutral.magic-elementals', space: 9 }], [{ unit: 'dungeon.black-dragons', space: 13 }], [1, 0])), 'neutral.magic-elementals#1'), 'dungeon.black-dragons');
    expect(events(s, 'attackResolved')[0]).toMatchObject({ attack: 4, defense: 0, damage: 4 });
  });
});

describe('Immunity to Spells of a School and to Magic Arrow (ruling CF4)', () => {
  const cfg = (hand: string[], units: CombatConfig['attacker']['units']): CombatConfig => ({
    expansions: ['conflux'],
    logLimit: 1000,
    attacker: { hero: 'alamar', hand, units: [{ unit: 'dungeon.troglodytes', space: 5 }] },
    defender: { hero: 'catherine', units },
  });

  it('the neutral Storm Elementals: neither Magic Arrow nor an Air Spell selects them; a Fire Spell does', () => {
    const s = until(createCombat(cfg(['spell.magic-arrow', 'spell.lightning-bolt', 'spell.blind'], [{ unit: 'neutral.storm-elementals', space: 13 }, { unit: 'castle.griffins', space: 14 }])), 'dungeon.troglodytes');
    expect(targets(s, 'spell.magic-arrow')).not.toContain('neutral.storm-elementals#1');
    expect(targets(s, 'spell.lightning-bolt')).not.toContain('neutral.storm-elementals#1');
    expect(targets(s, 'spell.lightning-bolt')).toContain('castle.griffins');
    expect(targets(s, 'spell.blind')).toContain('neutral.storm-elementals#1');
  });

  it('the Phoenixes: no Fire Spell selects them, and a Fireball\'s blast does not damage them', () => {
    let s = until(createCombat({ ...cfg(['spell.fireball', 'spell.blind', 'spell.lightning-bolt'], [{ unit: 'conflux.phoenixes', space: 13 }, { unit: 'conflux.sprites', space: 14 }]), defender: { hero: 'erdamon', units: [{ unit: 'conflux.phoenixes', space: 13 }, { unit: 'conflux.sprites', space: 14 }] } }), 'dungeon.troglodytes');
    expect(targets(s, 'spell.blind')).not.toContain('conflux.phoenixes');
    expect(targets(s, 'spell.lightning-bolt')).toContain('conflux.phoenixes');
    const ball = legalActions(s).find((a) => a.type === 'playCard' && a.card.startsWith('spell.fireball') && a.play === 'spell' && a.target === 'conflux.sprites') as Action | undefined;
    expect(ball).toBeDefined();
    s = passWindows(apply(s, ball as Action));
    expect(damageTo(s, 'conflux.sprites').length).toBeGreaterThan(0);
    expect(damageTo(s, 'conflux.phoenixes').every((n) => n === 0)).toBe(true);
  });
});

describe('The Elementals Pack: +1 Power to the first Spell of their School cast during their activation (ruling CF5)', () => {
  const cfg = (side: 'few' | 'pack'): CombatConfig => ({
    expansions: ['conflux'],
    logLimit: 1000,
    attacker: { hero: 'erdamon', hand: ['spell.lightning-bolt', 'spell.lightning-bolt', 'spell.blind'], units: [{ unit: 'conflux.storm-elementals', side, space: 1 }] },
    defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 13 }] },
  });
  const boltTiers = (s: GameState) => [...new Set(legalActions(s).flatMap((a) => (a.type === 'playCard' && a.play === 'spell' && a.card.startsWith('spell.lightning-bolt') ? [a.power] : [])))];
  const toStorm = (s: GameState) => {
    while (s.pending?.kind === 'activation' && s.pending.player === 'p2') s = apply(s, { type: 'endActivation' });
    return s;
  };

  it('Pack: as they activate, an Air Spell may be cast with 1 Power more than was played; a Fire Spell may not; Few: nothing', () => {
    const pack = toStorm(createCombat(cfg('pack')));
    expect(pack.pending).toMatchObject({ kind: 'activation', unit: 'conflux.storm-elementals' });
    expect(events(pack, 'abilityUsed')).toContainEqual(expect.objectContaining({ unit: 'conflux.storm-elementals', ability: 'schoolPowerOnActivation' }));
    expect(pack.combat?.activationSchoolPower).toEqual([{ player: 'p1', school: 'air', amount: 1 }]);
    expect(boltTiers(pack)).toEqual([0, 1]);
    expect(loadState(JSON.stringify(pack))).toEqual(pack);
    const few = toStorm(createCombat(cfg('few')));
    expect(few.combat?.activationSchoolPower).toBeUndefined();
    expect(boltTiers(few)).toEqual([0]);
  });

  it('the first Air Spell spends it; it is gone when the activation ends', () => {
    let s = toStorm(createCombat(cfg('pack')));
    const cast = legalActions(s).find((a) => a.type === 'playCard' && a.play === 'spell' && a.card.startsWith('spell.lightning-bolt') && a.power === 1 && a.target === 'castle.halberdiers') as Action;
    s = passWindows(apply(s, cast));
    expect(s.combat?.activationSchoolPower).toBeUndefined();
    expect(events(s, 'damageDealt')).toContainEqual(expect.objectContaining({ unit: 'castle.halberdiers', amount: 3 }));
    let t = toStorm(createCombat(cfg('pack')));
    t = apply(t, { type: 'endActivation' });
    expect(t.combat?.activationSchoolPower).toBeUndefined();
  });
});

describe('Magic Elementals: no retaliation, and an attack on every unit next to them (ruling CF6)', () => {
  it('Few: the target, then every other unit next to them — a friend too — in the order of their spaces; none retaliates', () => {
    let s = createCombat(fight(
      [{ unit: 'conflux.magic-elementals', space: 9 }, { unit: 'conflux.sprites', space: 8 }],
      [{ unit: 'castle.halberdiers', space: 13 }, { unit: 'castle.marksmen', space: 10 }],
      [0, 0, 0, 0, 0, 0],
    ));
    s = attack(until(s, 'conflux.magic-elementals'), 'castle.halberdiers');
    expect(events(s, 'attackDeclared').map((e) => [e.target, e.retaliation])).toEqual([
      ['castle.halberdiers', false], ['conflux.sprites', false], ['castle.marksmen', false],
    ]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('Pack: only the enemy units next to them; Spells cannot select the Pack', () => {
    let s = createCombat(fight(
      [{ unit: 'conflux.magic-elementals', side: 'pack', space: 9 }, { unit: 'conflux.sprites', space: 8 }],
      [{ unit: 'castle.halberdiers', space: 13 }, { unit: 'castle.marksmen', space: 10 }],
      [0, 0, 0, 0, 0, 0],
      ['spell.haste'],
    ));
    s = until(s, 'conflux.magic-elementals');
    expect(targets(s, 'spell.haste')).not.toContain('conflux.magic-elementals');
    expect(targets(s, 'spell.haste')).toContain('conflux.sprites');
    s = attack(s, 'castle.halberdiers');
    expect(events(s, 'attackDeclared').map((e) => [e.target, e.retaliation])).toEqual([['castle.halberdiers', false], ['castle.marksmen', false]]);
  });
});

describe('Phoenixes (ruling CF7)', () => {
  /** Dungeon Black Dragons Pack (8 Attack) against Conflux units, with scripted Attack dice. */
  const vs = (defenders: CombatConfig['attacker']['units'], dice: number[]): CombatConfig => ({
    expansions: ['conflux'],
    logLimit: 1000,
    dice: { attack: dice },
    attacker: { hero: 'alamar', units: [{ unit: 'dungeon.black-dragons', side: 'pack', space: 9 }] },
    defender: { hero: 'erdamon', units: defenders },
  });

  it('Few: once per combat, the damage that would defeat them leaves them with 1 HP; the second time they fall', () => {
    // 8 Attack + 1 − 2 Defense = 7 damage: the Few's HP.
    let s = attack(until(createCombat(vs([{ unit: 'conflux.phoenixes', space: 13 }], [1, 0, 1, 0])), 'dungeon.black-dragons'), 'conflux.phoenixes');
    const p = unit(s, 'conflux.phoenixes');
    expect([p.defeated, p.space, p.damage]).toEqual([false, 13, 6]);
    expect(events(s, 'abilityUsed')).toContainEqual(expect.objectContaining({ unit: 'conflux.phoenixes', ability: 'rebirth' }));
    expect(events(s, 'damageDealt').find((e) => e.unit === 'conflux.phoenixes')).toMatchObject({ amount: 7, defeated: false });
    expect(s.combat?.usedOnce).toContain('conflux.phoenixes');
    expect(loadState(JSON.stringify(s))).toEqual(s);
    // The next Combat Round the Dragons strike again: no second rebirth.
    s = attack(until(s, 'dungeon.black-dragons'), 'conflux.phoenixes');
    expect(s.log.some((e) => e.type === 'damageDealt' && e.unit === 'conflux.phoenixes' && e.defeated)).toBe(true);
  });

  it('a Pack turned to its Few side rises when the Few\'s HP drop to 0; the neutral Phoenixes rise too', () => {
    // A Pack with 7 of its 8 HP gone takes 7: 1 turns it, 6 stay on the Few; the next 7 would defeat it.
    let s = attack(until(createCombat(vs([{ unit: 'conflux.phoenixes', side: 'pack', space: 13, damage: 7 }], [1, 0, 1, 0])), 'dungeon.black-dragons'), 'conflux.phoenixes');
    expect(unit(s, 'conflux.phoenixes')).toMatchObject({ side: 'few', damage: 6, defeated: false });
    expect(s.combat?.usedOnce ?? []).toEqual([]);
    s = attack(until(s, 'dungeon.black-dragons'), 'conflux.phoenixes');
    expect(unit(s, 'conflux.phoenixes')).toMatchObject({ side: 'few', damage: 6, defeated: false });
    expect(s.combat?.usedOnce).toEqual(['conflux.phoenixes']);
    const neutral = attack(until(createCombat({ ...vs([], [1, 0]), defender: { neutrals: [{ unit: 'neutral.phoenixes', space: 13 }] } }), 'dungeon.black-dragons'), 'neutral.phoenixes#1');
    expect(unit(neutral, 'neutral.phoenixes#1')).toMatchObject({ defeated: false, damage: 6 });
  });

  it('an attack they rise from is no lethal one: no Resurrection window opens for it', () => {
    const s = createCombat({ ...vs([{ unit: 'conflux.phoenixes', space: 13 }], [1, 0]), defender: { hero: 'erdamon', units: [{ unit: 'conflux.phoenixes', space: 13 }], hand: ['spell.resurrection'] } });
    const after = passWindows(apply(until(s, 'dungeon.black-dragons'), { type: 'attack', target: 'conflux.phoenixes' }));
    expect(after.log.some((e) => e.type === 'abilityUsed' && e.ability === 'rebirth')).toBe(true);
  });

  it('Pack: the unit behind the target in a straight line is attacked with Attack 2', () => {
    const s = attack(until(createCombat(fight([{ unit: 'conflux.phoenixes', side: 'pack', space: 9 }], [{ unit: 'castle.halberdiers', space: 13 }, { unit: 'castle.marksmen', space: 17 }], [0, 0, 0, 0])), 'conflux.phoenixes'), 'castle.halberdiers');
    expect(events(s, 'attackDeclared').map((e) => [e.attacker, e.target])).toContainEqual(['conflux.phoenixes', 'castle.marksmen']);
    expect(events(s, 'attackResolved').find((e) => e.target === 'castle.marksmen')).toMatchObject({ attack: 2 });
  });
});
