/**
 * What a combat's end gives and takes (End of Combat, p. 43; Paralysis, p. 41): experience by the enemy's level,
 * an Azure field's maximum experience, a retreat that nobody wins, and Paralysis removed by any attack. Each test
 * fails if its rule is changed by one number or one branch.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, legalActions, NEUTRAL_UNITS, MAX_LEVEL, type CombatConfig, type GameState } from '../src';
import { experienceForLevel } from '../src/hero/levels';
import { clone } from './helpers';

/** Passes every window a player may pass (reaction, attack roll, …) until a unit activates or the combat ends. */
function passWindows(s: GameState): GameState {
  for (let i = 0; i < 20 && s.pending; i++) {
    const acts = legalActions(s);
    const pass = acts.find((a) => a.type === 'pass');
    if (!pass || s.pending.kind === 'activation') return s;
    s = apply(s, pass);
  }
  return s;
}

/**
 * The attacker's unit (Mutare's Minotaurs, Pack, Attack 5, by default) attacks the one defending unit with the Attack
 * die on +1, and every window is passed.
 */
function attackOnce(config: Pick<CombatConfig, 'defender'>, level = 1, attacker: CombatConfig['attacker'] | null = null): GameState {
  let s = createCombat({
    dice: { attack: [1, 1, 1] },
    attacker: attacker ?? { hero: 'mutare', level, units: [{ unit: 'dungeon.minotaurs', side: 'pack', space: 9 }] },
    defender: config.defender,
  });
  const target = s.combat!.units.find((u) => u.team === 'defender' && u.kind === 'unit')!;
  s = apply(s, { type: 'attack', target: target.id });
  return passWindows(s);
}

describe('experience for a won combat (End of Combat, p. 43)', () => {
  it('a field of a higher level gives 2 experience', () => {
    const s = attackOnce({ defender: { neutrals: [{ unit: 'neutral.boars', space: 13 }], fieldLevel: 2 } });
    expect(s.result).toMatchObject({ winner: 'p1' });
    expect(s.players[0]!.experience).toBe(2);
  });

  it('a field of the same level gives 1', () => {
    const same = attackOnce({ defender: { neutrals: [{ unit: 'neutral.boars', space: 13 }], fieldLevel: 2 } }, 2);
    expect(same.players[0]!.experience).toBe(experienceForLevel(2) + 1);
  });

  it("beating a Main Hero of a higher level gives 2 experience", () => {
    const s = attackOnce({ defender: { hero: 'catherine', level: 3, units: [{ unit: 'castle.halberdiers', space: 13 }] } });
    expect(s.result).toMatchObject({ winner: 'p1' });
    expect(s.players[0]!.experience).toBe(2);
  });

  it('a field guarded by an Azure unit raises the hero to the maximum experience', () => {
    // Archangels (Pack, Initiative 18) strike before the Crystal Dragons (16), which have 1 HP left.
    const azure = NEUTRAL_UNITS.find((u) => u.id === 'neutral.crystal-dragons')!;
    expect(azure.tier).toBe('azure');
    const archangels = { hero: 'catherine', units: [{ unit: 'castle.archangels', side: 'pack' as const, space: 9 }] };
    const s = attackOnce({ defender: { neutrals: [{ unit: azure.id, space: 13, damage: azure.side.hp - 1 }], fieldLevel: 7 } }, 1, archangels);
    expect(s.result).toMatchObject({ winner: 'p1' });
    expect(s.players[0]!.experience).toBe(experienceForLevel(MAX_LEVEL));
  });
});

describe('a retreat (End of Combat, p. 43)', () => {
  it('is nobody\'s win: no winner, no experience, no Faction Cube, no morale lost', () => {
    let s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 5 }], movementPoints: 1 },
      defender: { neutrals: [{ unit: 'neutral.boars', space: 19 }], fieldLevel: 1 },
    });
    s = apply(s, { type: 'endActivation' }); // the Boars cannot reach the Halberdiers
    s = apply(s, { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'combatRoundEnd', player: 'p1' });
    s = apply(s, { type: 'retreat' });
    expect(s.log.find((e) => e.type === 'combatEnded')).toMatchObject({ result: 'retreat', by: 'attacker' });
    expect(s.result).toMatchObject({ reason: 'combatOver', winner: null });
    expect(s.players[0]!.experience).toBe(0);
    expect(s.players.flatMap((p) => p.factionCubes)).toEqual([]);
    expect(s.players[0]!.morale.negative).toBe(false);
  });
});

describe('Paralysis (p. 41)', () => {
  it('is removed when the unit is attacked, even by an attack that deals no damage', () => {
    // Halberdiers (Few: Attack 2, Initiative 4) attack Zombies (slower, Defense 2) with the Attack die on -1: 0 damage.
    let s = createCombat({
      dice: { attack: [-1, -1, -1] },
      logLimit: 1000,
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 13 }] },
    });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.halberdiers' });
    s = clone(s);
    const zombies = s.combat!.units.find((u) => u.id === 'necropolis.zombies')!;
    zombies.paralyzed = true;
    zombies.activated = true; // they do not activate this round (a paralysed unit's skipped activation removes the token too)
    s = passWindows(apply(s, { type: 'attack', target: 'necropolis.zombies' }));
    expect(s.log.some((e) => e.type === 'attackResolved' && e.target === 'necropolis.zombies' && e.damage === 0)).toBe(true);
    expect(s.combat!.units.find((u) => u.id === 'necropolis.zombies')!.paralyzed).toBe(false);
  });
});

describe('Fireball next to the Walls (Siege Combat, p. 44)', () => {
  it('damages the selected unit and no Wall segment on the adjacent space', () => {
    // The walkthrough a random walk found: the Fireball's second space held a Wall segment, and the cast threw.
    let s = createCombat({
      seed: 'fpc-627',
      attacker: { hero: 'rion', level: 6, units: [{ unit: 'castle.crusaders', side: 'pack' }, { unit: 'neutral.minotaurs', side: 'pack' }, { unit: 'castle.halberdiers', side: 'pack' }, { unit: 'castle.griffins', side: 'pack' }], hand: ['spell.fireball'] },
      defender: { hero: 'alamar', level: 2, units: [{ unit: 'dungeon.medusas', side: 'pack' }, { unit: 'dungeon.minotaurs', side: 'few' }] },
      town: { walls: true },
    });
    for (let i = 0; i < 200 && s.pending; i++) {
      const acts = legalActions(s);
      const fireball = acts.find((a) => a.type === 'playCard' && a.space !== undefined && s.combat!.units.some((u) => u.space === a.space && u.kind !== 'unit'));
      if (fireball && fireball.type === 'playCard') {
        const walls = s.combat!.units.filter((u) => u.kind !== 'unit').map((u) => JSON.stringify(u));
        s = apply(s, fireball);
        expect(s.combat!.units.filter((u) => u.kind !== 'unit').map((u) => JSON.stringify(u))).toEqual(walls);
        return;
      }
      s = apply(s, acts.find((a) => a.type === 'placeUnit' || a.type === 'finishPlacement' || a.type === 'moveUnit' || a.type === 'pass') ?? (acts[0] as (typeof acts)[number]));
    }
    throw new Error('no Fireball next to a Wall was offered');
  });
});
