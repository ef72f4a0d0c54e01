/** The Rampart units' abilities (Rampart town board and unit cards; rulings RA1–RA9), one test each from the card's text. */
import { describe, it, expect } from 'vitest';
import { createCombat, apply, legalActions, loadState, FACTION_UNITS_BY_FACTION, type Action, type GameEvent, type GameState } from '../src';
import type { CombatConfig } from '../src';
import { Draft } from '../src/kernel/draft';
import { aiHeroActivates } from '../src/combat/aiHero';
import { modify } from './helpers';

type Play = Extract<Action, { type: 'playCard' }>;
type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
const events = <T extends GameEvent['type']>(s: GameState, type: T): Array<Ev<T>> => s.log.filter((e): e is Ev<T> => e.type === type);
const unit = (s: GameState, id: string) => {
  const u = s.combat?.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id} in the combat`);
  return u;
};
const used = (s: GameState, ability: string) => events(s, 'abilityUsed').filter((e) => e.ability === ability);
/** Passes reaction windows, keeps rolls and picks a Spell's school (Fire); stops at any other decision. */
function settle(s: GameState): GameState {
  for (;;) {
    const k = s.pending?.kind;
    if (k === 'reaction') s = apply(s, { type: 'pass' });
    else if (k === 'attackRoll') s = apply(s, { type: 'keepDice' });
    else if (k === 'spellSchool') s = apply(s, { type: 'chooseSchool', school: 'fire' });
    else return s;
  }
}
/** Plays the first copy of the card in hand with this play, target and Power, then settles. */
function cast(s: GameState, card: string, play: string, target?: string, power?: number, space?: number): GameState {
  const a = legalActions(s).find(
    (x): x is Play => x.type === 'playCard' && x.card.startsWith(`${card}#`) && x.play === play && x.target === target && x.power === power && x.space === space,
  );
  if (!a) throw new Error(`${card} ${play} on ${target} with ${power} Power is not listed: ${JSON.stringify(legalActions(s))}`);
  return settle(apply(s, a));
}
const attack = (s: GameState, target: string) => settle(apply(s, { type: 'attack', target }));
const combat = (config: Omit<CombatConfig, 'expansions'>) => createCombat({ expansions: ['rampart'], logLimit: 1000, ...config });

describe('the units', () => {
  it('are the 7 of the town board with their printed Few and Pack values and costs', () => {
    const rows = (FACTION_UNITS_BY_FACTION['rampart'] ?? []).map((u) => [
      u.name, u.tier, u.few.type, u.few.attack, u.few.defense, u.few.hp, u.few.initiative, u.pack.attack, u.pack.defense, u.pack.hp, u.pack.initiative,
      u.recruitCost.gold, u.recruitCost.valuables, u.reinforceCost.gold, u.reinforceCost.valuables,
    ]);
    expect(rows).toEqual([
      ['Centaurs', 'bronze', 'ground', 2, 0, 3, 6, 3, 0, 3, 8, 2, 0, 3, 0],
      ['Dwarves', 'bronze', 'ground', 2, 1, 3, 3, 3, 1, 3, 5, 3, 0, 4, 0],
      ['Elves', 'bronze', 'ranged', 2, 1, 3, 6, 3, 1, 3, 7, 4, 0, 7, 0],
      ['Pegasi', 'silver', 'flying', 3, 0, 5, 8, 4, 0, 6, 12, 6, 0, 10, 0],
      ['Dendroids', 'silver', 'ground', 4, 2, 5, 3, 4, 2, 6, 4, 8, 0, 15, 0],
      ['Unicorns', 'gold', 'ground', 5, 1, 8, 7, 6, 1, 8, 9, 11, 0, 18, 1],
      ['Gold Dragons', 'gold', 'flying', 5, 3, 9, 10, 6, 3, 10, 16, 22, 1, 30, 2],
    ]);
  });
});

describe('Dwarves: a Spell or Specialty card that selects them alone is ignored on a "+1" (RA2–RA4)', () => {
  // Elves Pack (Initiative 7) activate first: p1 casts on their own Dwarves, as the card's note says they roll too.
  const duel = (dice: number[], side: 'few' | 'pack' = 'few', hand = ['spell.magic-arrow']) =>
    combat({
      dice: { attack: dice },
      attacker: { hero: 'gelu', level: 7, units: [{ unit: 'rampart.elves', side: 'pack', space: 4 }, { unit: 'rampart.dwarves', side, space: 9 }], hand },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 17 }] },
    });

  it('on +1 the Magic Arrow does nothing to them; on 0 or -1 it deals its damage', () => {
    for (const side of ['few', 'pack'] as const) {
      const s = cast(duel([1], side), 'spell.magic-arrow', 'spell', 'rampart.dwarves', 0);
      expect(used(s, 'resistCardOnAttackDie')).toHaveLength(1);
      expect(unit(s, 'rampart.dwarves').damage).toBe(0);
      expect(s.players[0]?.hand.some((c) => c.startsWith('spell.magic-arrow'))).toBe(false); // the card is spent all the same
    }
    for (const face of [0, -1]) {
      const s = cast(duel([face]), 'spell.magic-arrow', 'spell', 'rampart.dwarves', 0);
      expect(used(s, 'resistCardOnAttackDie')).toEqual([]);
      expect(unit(s, 'rampart.dwarves').damage).toBe(1);
    }
  });

  it('a Specialty card rolls too: Sharpshooters I gives no Attack on +1', () => {
    const s = cast(duel([1], 'few', ['specialty.gelu-1']), 'specialty.gelu-1', 'top', 'rampart.dwarves');
    expect(unit(s, 'rampart.dwarves').attackBonus).toBe(0);
    const t = cast(duel([0], 'few', ['specialty.gelu-1']), 'specialty.gelu-1', 'top', 'rampart.dwarves');
    expect(unit(t, 'rampart.dwarves').attackBonus).toBe(1);
  });

  it('no die for a card that selects another unit, nor for a Spell that hits others too (Fireball, RA3)', () => {
    const s = cast(duel([1]), 'spell.magic-arrow', 'spell', 'castle.crusaders', 0);
    expect(events(s, 'dieRolled')).toEqual([]);
    const fire = combat({
      dice: { attack: [1] },
      attacker: { hero: 'gelu', level: 7, units: [{ unit: 'rampart.elves', side: 'pack', space: 4 }, { unit: 'rampart.dwarves', space: 13 }], hand: ['spell.fireball'] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 17 }] },
    });
    const burnt = cast(fire, 'spell.fireball', 'spell', 'rampart.dwarves', 0, 17);
    expect(events(burnt, 'dieRolled')).toEqual([]);
    expect(unit(burnt, 'rampart.dwarves').damage).toBe(1);
    expect(unit(burnt, 'castle.crusaders').damage).toBe(1);
  });
});

/** Ends activations until `id` activates (the units before it do nothing). */
function toActivation(s: GameState, id: string): GameState {
  for (let i = 0; i < 20 && !(s.pending?.kind === 'activation' && s.pending.unit === id); i++) {
    s = settle(apply(s, s.pending?.kind === 'activation' ? { type: 'endActivation' } : (legalActions(s)[0] as Action)));
  }
  if (s.pending?.kind !== 'activation') throw new Error(`${id} never activates`);
  return s;
}
const shots = (s: GameState, by: string) => events(s, 'attackDeclared').filter((e) => e.attacker === by && !e.retaliation);

describe('Elves Pack: against a target that is not adjacent, a "-1" or "0" shoots it again, once (RA7)', () => {
  const duel = (dice: number[], space: number, side: 'few' | 'pack' = 'pack') =>
    combat({
      dice: { attack: dice },
      attacker: { hero: 'gelu', units: [{ unit: 'rampart.elves', side, space: 4 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.champions', space }] },
    });

  it('on -1 or 0 a second attack, never a third; on +1 one attack', () => {
    for (const face of [-1, 0]) expect(shots(attack(toActivation(duel([face, face], 17), 'rampart.elves'), 'castle.champions'), 'rampart.elves')).toHaveLength(2);
    expect(shots(attack(toActivation(duel([1], 17), 'rampart.elves'), 'castle.champions'), 'rampart.elves')).toHaveLength(1);
  });

  it('not against an adjacent target, and not for the Elves Few', () => {
    expect(shots(attack(toActivation(duel([-1, -1], 8), 'rampart.elves'), 'castle.champions'), 'rampart.elves')).toHaveLength(1);
    expect(shots(attack(toActivation(duel([-1, -1], 17, 'few'), 'rampart.elves'), 'castle.champions'), 'rampart.elves')).toHaveLength(1);
  });
});

describe('Pegasi Pack: the Power of enemy Spells is 1 less, to no less than 0 (RA1)', () => {
  // p1's Crusaders cast on p2's Angels while p2's Pegasi stand on the board.
  const duel = (side: 'few' | 'pack', mine = false) =>
    combat({
      attacker: {
        hero: 'catherine', level: 7, hand: ['stat.power', 'spell.magic-arrow'],
        units: [{ unit: 'castle.crusaders', space: 4 }, ...(mine ? [{ unit: 'castle.pikemen', space: 0 }] : [])],
      },
      defender: { hero: 'gelu', units: [{ unit: 'rampart.pegasi', side, space: 19 }, { unit: 'rampart.unicorns', space: 16 }] },
    });
  const arrow = (s: GameState, power: number) => {
    s = toActivation(s, 'castle.crusaders');
    if (power > 0) s = cast(s, 'stat.power', 'basic');
    return cast(s, 'spell.magic-arrow', 'spell', 'rampart.pegasi', power);
  };

  it('Magic Arrow paid with 1 Power deals the damage of 0 Power (1, not 2) with the Pack on the board', () => {
    const s = arrow(duel('pack'), 1);
    expect(unit(s, 'rampart.pegasi').damage).toBe(1);
    expect(used(s, 'weakenEnemySpells')).toHaveLength(1);
    expect(s.combat?.power['p1'] ?? 0).toBe(0); // the Power paid is spent all the same
    expect(unit(arrow(duel('pack'), 0), 'rampart.pegasi').damage).toBe(1); // 0 stays 0
  });

  it('the Few side does nothing', () => {
    expect(unit(arrow(duel('few'), 1), 'rampart.pegasi').damage).toBe(2);
  });
});

describe('Dendroids Pack: an enemy unit that starts its activation adjacent to them cannot move (RA6)', () => {
  const duel = (side: 'few' | 'pack', space: number) =>
    combat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space }] },
      defender: { hero: 'gelu', units: [{ unit: 'rampart.dendroids', side, space: 13 }] },
    });
  const moves = (s: GameState) => legalActions(toActivation(s, 'castle.crusaders')).filter((a) => a.type === 'moveUnit');

  it('next to the Pack: no move, but it may still attack them', () => {
    const s = toActivation(duel('pack', 9), 'castle.crusaders');
    expect(moves(s)).toEqual([]);
    expect(legalActions(s)).toContainEqual({ type: 'attack', target: 'rampart.dendroids' });
  });

  it('away from them, or next to the Few side, it moves as usual', () => {
    expect(moves(duel('pack', 1)).length).toBeGreaterThan(0);
    expect(moves(duel('few', 9)).length).toBeGreaterThan(0);
  });

  it('an illegal move is refused with a typed error', () => {
    const s = toActivation(duel('pack', 9), 'castle.crusaders');
    expect(() => apply(s, { type: 'moveUnit', space: 5 })).toThrow(expect.objectContaining({ code: 'OPTION_NOT_AVAILABLE' }));
  });
});

describe('Unicorns: Spell damage to them is 1 less; the Pack shields adjacent friendly units too (RA5)', () => {
  const duel = (side: 'few' | 'pack') =>
    combat({
      attacker: { hero: 'catherine', level: 7, hand: ['stat.power', 'spell.magic-arrow'], units: [{ unit: 'castle.crusaders', space: 4 }] },
      defender: { hero: 'gelu', units: [{ unit: 'rampart.unicorns', side, space: 17 }, { unit: 'rampart.centaurs', space: 16 }, { unit: 'rampart.elves', space: 12 }] },
    });
  const arrow = (s: GameState, target: string, power: number) => {
    s = toActivation(s, 'castle.crusaders');
    if (power > 0) s = cast(s, 'stat.power', 'basic');
    return cast(s, 'spell.magic-arrow', 'spell', target, power);
  };

  it('Few: 1 damage becomes 0, 2 becomes 1; a friendly unit next to them takes it all', () => {
    expect(unit(arrow(duel('few'), 'rampart.unicorns', 0), 'rampart.unicorns').damage).toBe(0);
    expect(unit(arrow(duel('few'), 'rampart.unicorns', 1), 'rampart.unicorns').damage).toBe(1);
    expect(unit(arrow(duel('few'), 'rampart.centaurs', 0), 'rampart.centaurs').damage).toBe(1);
  });

  it('Pack: the adjacent Centaurs take 1 less; the Elves, not adjacent, do not', () => {
    expect(unit(arrow(duel('pack'), 'rampart.unicorns', 0), 'rampart.unicorns').damage).toBe(0);
    expect(unit(arrow(duel('pack'), 'rampart.centaurs', 1), 'rampart.centaurs').damage).toBe(1);
    expect(unit(arrow(duel('pack'), 'rampart.elves', 0), 'rampart.elves').damage).toBe(1);
  });

  it("Orb of Vulnerability negates both: an ability about Spells (ruling RA84)", () => {
    const negated = (s: GameState): GameState => ({ ...s, combat: { ...s.combat!, spellAbilitiesNegated: true } });
    expect(unit(arrow(negated(duel('few')), 'rampart.unicorns', 0), 'rampart.unicorns').damage).toBe(1);
    expect(unit(arrow(negated(duel('pack')), 'rampart.centaurs', 1), 'rampart.centaurs').damage).toBe(2);
  });
});

describe('Gold Dragons: they attack 2 spaces in a line, the second with Attack 2 (Few) or 3 (Pack)', () => {
  const duel = (side: 'few' | 'pack') =>
    combat({
      logLimit: 1000,
      dice: { attack: [0, 0, 0] },
      attacker: { hero: 'gelu', units: [{ unit: 'rampart.gold-dragons', side, space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.champions', space: 13 }, { unit: 'castle.crusaders', space: 17 }] },
    });

  it('the unit behind the target is attacked next, with the printed Attack', () => {
    for (const [side, value] of [['few', 2], ['pack', 3]] as const) {
      const s = attack(toActivation(duel(side), 'rampart.gold-dragons'), 'castle.champions');
      expect(shots(s, 'rampart.gold-dragons').map((e) => e.target)).toEqual(['castle.champions', 'castle.crusaders']);
      expect(events(s, 'attackResolved').find((e) => e.target === 'castle.crusaders')?.attack).toBe(value);
    }
  });
});

describe('a combat with the Rampart abilities reloads from its JSON', () => {
  it('after a shot', () => {
    const s = cast(
      combat({
        dice: { attack: [1] },
        attacker: { hero: 'gelu', level: 7, units: [{ unit: 'rampart.elves', side: 'pack', space: 4 }, { unit: 'rampart.dwarves', space: 9 }], hand: ['spell.magic-arrow'] },
        defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 17 }] },
      }),
      'spell.magic-arrow', 'spell', 'rampart.dwarves', 0,
    );
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });
});

describe("an AI Hero's Spells against the Rampart wards (RA1, RA4)", () => {
  /** Gelu's army against an AI Hero whose next AI card casts its Magic Arrow (with 1 Power), the Zombies activating. */
  const aiFight = (units: Array<{ unit: string; side?: 'few' | 'pack'; space: number }>, dice: number[]) => {
    const s = createCombat({
      expansions: ['rampart'],
      seed: 'ai-spells',
      logLimit: 1000,
      dice: { attack: dice },
      attacker: { hero: 'gelu', units },
      defender: { ai: true, units: [{ unit: 'necropolis.zombies', space: 17 }], aiHero: { difficulty: 'normal', spells: ['spell.magic-arrow'] } },
    });
    return modify(s, (x) => {
      const h = x.combat!.aiHero!;
      Object.assign(h, { deck: ['ai.cast-a-spell-1#1'], spellDeck: ['spell.magic-arrow#ai-1'], discard: [], spellDiscard: [], onUnits: [], waiting: [], resolving: [], held: [], next: [] });
      for (const u of x.combat!.units) Object.assign(u, { activated: false, damage: 0 });
    });
  };
  const activateZombies = (s: GameState) => {
    const d = new Draft(s);
    d.s.pending = null;
    d.unit('necropolis.zombies').activated = true;
    d.combat().step = { step: 'unit', unit: 'necropolis.zombies', stage: 'start' };
    if (!aiHeroActivates(d, 'necropolis.zombies')) d.s.pending = { kind: 'activation', player: 'p2', unit: 'necropolis.zombies', stage: 'start' };
    return d.finish();
  };

  it('the Dwarves, its only target, shake it off on +1', () => {
    const s = activateZombies(aiFight([{ unit: 'rampart.dwarves', space: 4 }], [1]));
    expect(events(s, 'aiSpellCast')).toHaveLength(1);
    expect(used(s, 'resistCardOnAttackDie')).toHaveLength(1);
    expect(unit(s, 'rampart.dwarves').damage).toBe(0);
    const hit = activateZombies(aiFight([{ unit: 'rampart.dwarves', space: 4 }], [0]));
    expect(unit(hit, 'rampart.dwarves').damage).toBe(2);
  });

  it('Pegasi Pack: its Magic Arrow deals the damage of 1 Power less', () => {
    const s = activateZombies(aiFight([{ unit: 'rampart.pegasi', side: 'pack', space: 4 }], []));
    expect(events(s, 'aiSpellCast')[0]?.power).toBe(0);
    expect(unit(s, 'rampart.pegasi').damage).toBe(1);
  });
});
