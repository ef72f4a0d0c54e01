// The seams that keep core combats fast as boxes add abilities and lasting effects: the actions a listing shares, the
// abilities a core game's listings skip, and the lasting-effect fields a core combat's records leave out.
import { describe, it, expect } from 'vitest';
import { createCombat, legalActions, apply, FACTION_UNITS_BY_FACTION, type Action, type GameState, type UnitAbility } from '../src';
import { listingAbilities } from '../src/combat/listingAbilities';
import { COMMON_PACKS, FACTION_PACKS } from '../src/content/packs';
import { IllegalActionError } from '../src/kernel/errors';

const army = (hero: string, faction: 'castle' | 'dungeon') => ({
  hero,
  units: FACTION_UNITS_BY_FACTION[faction]!.slice(0, 4).map((u) => ({ unit: u.id, side: 'few' as const })),
  hand: ['stat.attack'],
});

/** A core combat placed and waiting on its first activation. */
function firstActivation(): GameState {
  let s = createCombat({ seed: 'listings', attacker: army('catherine', 'castle'), defender: army('mutare', 'dungeon') });
  while (s.pending && s.pending.kind !== 'activation') s = apply(s, legalActions(s)[0]!);
  return s;
}

describe('an activation\'s listing', () => {
  it('shares its move, attack, Defend and end actions among lists: frozen, the same object each time', () => {
    const s = firstActivation();
    const a = legalActions(s);
    const b = legalActions(s);
    const moves = a.filter((x) => x.type === 'moveUnit');
    expect(moves.length).toBeGreaterThan(0);
    for (const x of a.filter((y) => ['moveUnit', 'attack', 'defend', 'endActivation'].includes(y.type))) {
      expect(Object.isFrozen(x)).toBe(true);
      expect(b).toContain(x);
    }
    expect(() => {
      (moves[0] as { space: number }).space = 99;
    }).toThrow(TypeError);
  });

  it('a shared action and a copy of it made by the caller apply alike; a malformed copy is still refused', () => {
    const s = firstActivation();
    const move = legalActions(s).find((x) => x.type === 'moveUnit')!;
    expect(apply(s, move)).toEqual(apply(s, { ...move }));
    expect(apply(s, { ...move, player: s.pending!.player })).toEqual(apply(s, move));
    expect(() => apply(s, { ...move, space: 'far' } as unknown as Action)).toThrow(IllegalActionError);
    expect(() => apply(s, { ...move, extra: 1 } as unknown as Action)).toThrow(/has no field "extra"/);
  });
});

describe('listingAbilities', () => {
  it('a core game can field no unit that roots, moves anywhere or has another choice for its activation', () => {
    const kinds = new Set(['rootAdjacentEnemies', 'moveToAnyEmptySpace', 'summonOrReinforce', 'takeSpellFromDeck', 'placeAttackToken', 'destroyObstacle']);
    const core = [...COMMON_PACKS, ...FACTION_PACKS].filter((p) => p.box === 'core').flatMap((p) => Object.values(p.unitAbilities));
    expect(core.length).toBeGreaterThan(20);
    const coreHas = core.some((sides) => Object.values(sides).some((list) => (list ?? []).some((a: UnitAbility) => kinds.has(a.kind))));
    expect(coreHas).toBe(false);
    expect(listingAbilities({})).toEqual({ roots: false, movesAnywhere: false, activationChoice: false });
  });

  it('with any box in play, every listing asks about them all', () => {
    expect(listingAbilities({ expansions: ['rampart'] })).toEqual({ roots: true, movesAnywhere: true, activationChoice: true });
    expect(listingAbilities({ expansions: ['fortress'] })).toEqual({ roots: true, movesAnywhere: true, activationChoice: true });
  });
});

describe('the lasting-effect fields of a combat and its units', () => {
  it('are left out of a core combat\'s records until an effect sets one, and a JSON round trip plays on alike', () => {
    let s = firstActivation();
    const optional = ['berserk', 'tokens', 'warMachines', 'cubePower', 'cardsForAttack', 'retaliationCuts', 'spellBan'];
    for (let i = 0; i < 40 && s.pending; i++) {
      for (const key of optional) expect(key in s.combat!).toBe(false);
      for (const u of s.combat!.units) for (const key of ['attackToken', 'corroded', 'attackGain', 'spellWard']) expect(key in u).toBe(false);
      const again = JSON.parse(JSON.stringify(s)) as GameState;
      const a = legalActions(s)[i % legalActions(s).length]!;
      const next = apply(s, a);
      expect(apply(again, a)).toEqual(next);
      s = next;
    }
  });
});
