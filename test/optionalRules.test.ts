/**
 * The Optional Rules Table (rewrite 2.0-rc4 p. 59): each row turned on by its key of `GameConfig.variants`, tested
 * against its text and, beside it, the standard rule it changes (unchanged with the row off). Rulings VT-1…VT-11.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, findInvariantViolations, legalActions, loadState, type Action, type CombatConfig, type GameState, type RuleVariants } from '../src';
import type { MapState } from '../src/model';
import { flagField } from '../src/map/flags';
import { Draft } from '../src/kernel/draft';
import { addBuildings, decision, expectDecision, expectIllegal, modify, newGame, newTurnGame, nextToLocation, orientStartingTiles, player, runEffects, setMorale, toRound } from './helpers';

const on = (...keys: Array<keyof RuleVariants>): Partial<RuleVariants> => Object.fromEntries(keys.map((k) => [k, true]));
const mapOf = (s: GameState) => s.map as MapState;

/** A game with these variants on p1's turn, p1's Main Hero next to a face-up `location` (helpers' nextToLocation). */
const nextTo = (variants: Partial<RuleVariants>, location: string): { s: GameState; field: number } => nextToLocation(newTurnGame({ variants }), location);

const step = (x: { s: GameState; field: number }) => apply(x.s, { type: 'moveHero', hero: 'main', field: x.field });

/** Every state is sound and loads from its JSON. */
function sound(s: GameState): GameState {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(s);
  return s;
}

describe('No starting bonus (p. 59; Difficulty, p. 51)', () => {
  const config = (variants: Partial<RuleVariants>) => ({ players: [{ hero: 'catherine' }, { hero: 'mutare' }], difficulty: 'normal' as const, seed: 'bonus', astrologers: 'none' as const, variants });

  it('standard: on Normal each player first chooses a starting bonus', () => {
    const s = createGame(config({}));
    expect(decision(s)).toMatchObject({ kind: 'choose', player: 'p1', source: 'starting-bonus' });
  });

  it('with the row: nobody is offered a starting bonus; setup goes on to turning the Starting tiles', () => {
    const s = sound(createGame(config(on('noStartingBonus'))));
    expectDecision(s, 'rotateTile', 'p1');
    expect(orientStartingTiles(s).log.some((e) => e.type === 'resourcesGained' || e.type === 'cardGained')).toBe(false);
  });
});

describe('Start with a Secondary Hero (p. 59; Secondary Hero, p. 16)', () => {
  it('standard: nobody has a Secondary Hero at the start', () => {
    const s = newGame();
    expect(s.players.map((p) => p.secondaryHero)).toEqual([null, null]);
    expect(mapOf(s).heroes.filter((h) => h.hero === 'secondary')).toEqual([]);
  });

  it('with the row: each player starts with one on their Town, beside the Main Hero, without paying (VT-4)', () => {
    const plain = newGame();
    const s = sound(newGame({ variants: on('startWithSecondaryHero') }));
    for (const p of s.players) {
      expect(p.secondaryHero).toEqual({ base: 2, used: 0, extra: 0 });
      const main = mapOf(s).heroes.find((h) => h.player === p.id && h.hero === 'main');
      expect(mapOf(s).heroes.find((h) => h.player === p.id && h.hero === 'secondary')?.field).toBe(main?.field);
      expect(p.resources).toEqual(player(plain, p.id).resources);
    }
    // Hiring another is refused: one Secondary Hero at a time.
    const t = newTurnGame({ variants: on('startWithSecondaryHero') });
    expect(legalActions(t).some((a) => a.type === 'hireSecondaryHero')).toBe(false);
    expect(legalActions(t).some((a) => a.type === 'moveHero' && a.hero === 'secondary')).toBe(true);
  });
});

describe('Double income from Mines and Settlements (p. 59; Mines and Settlements, p. 78–79)', () => {
  it('standard: a Gold Mine raises income by 5 and pays 5 at once to its first flagger', () => {
    const at = nextTo({}, 'gold-mine');
    const s = step(at);
    expect(player(s).income.gold - player(at.s).income.gold).toBe(5);
    expect(player(s).resources.gold - player(at.s).resources.gold).toBe(5);
  });

  it('with the row: a Gold Mine gives 10 income, and 10 at once to its first flagger (VT-6)', () => {
    const at = nextTo(on('doubleIncome'), 'gold-mine');
    const s = sound(step(at));
    expect(player(s).income.gold - player(at.s).income.gold).toBe(10);
    expect(player(s).resources.gold - player(at.s).resources.gold).toBe(10);
  });

  it('with the row: a Settlement producing Building Materials gives 4 a round, and 4 at once to its first flagger', () => {
    const at = nextTo(on('doubleIncome'), 'settlement');
    const s = sound(apply(step(at), { type: 'choose', option: 'buildingMaterials' }));
    expect(player(s).income.buildingMaterials - player(at.s).income.buildingMaterials).toBe(4);
    expect(player(s).resources.buildingMaterials - player(at.s).resources.buildingMaterials).toBe(4);
  });
});

describe('Treasure and Resource dice give 1 resource (p. 59; Resource Die, rules digest)', () => {
  const roll = (variants: Partial<RuleVariants>, resource: number[], treasure: number[] = []) =>
    runEffects(newTurnGame({ variants, dice: { resource, treasure } }), 'p1', [{ op: 'rollResourceDice', count: 1, keep: 'all' }, { op: 'rollTreasureDice', count: treasure.length, keep: 'all' }]);

  it('standard: a Resource die showing 6 Gold gives 6 Gold; a Treasure die on "Resource Die" rolls one for 4 Building Materials', () => {
    const before = player(newTurnGame()).resources;
    const s = roll({}, [2, 4], [5]);
    expect(player(s).resources.gold - before.gold).toBe(6);
    expect(player(s).resources.buildingMaterials - before.buildingMaterials).toBe(4);
  });

  it('with the row: each die gives 1 resource of its face\'s kind (VT-3)', () => {
    const before = player(newTurnGame()).resources;
    const s = sound(roll(on('oneResourcePerDie'), [2, 4], [5]));
    expect(player(s).resources.gold - before.gold).toBe(1);
    expect(player(s).resources.buildingMaterials - before.buildingMaterials).toBe(1);
    expect(player(s).resources.valuables).toBe(before.valuables);
  });
});

describe('No rerolls (p. 59; Morale, p. 20)', () => {
  const throwTwo = (variants: Partial<RuleVariants>) =>
    runEffects(setMorale(newTurnGame({ variants, dice: { resource: [1, 3] } }), 'p1', { positive: true }), 'p1', [{ op: 'rollResourceDice', count: 2, keep: 'one' }]);

  it('standard: with positive morale a thrown die may be rerolled', () => {
    const s = throwTwo({});
    expectDecision(s, 'keepResourceDie', 'p1');
    expect(legalActions(s).some((a) => a.type === 'rerollDie')).toBe(true);
  });

  it('with the row: no reroll is listed, and one asked for is refused (VT-2)', () => {
    const s = throwTwo(on('noRerolls'));
    expect(findInvariantViolations(s)).toEqual([]);
    expectDecision(s, 'keepResourceDie', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'keepDie', index: 0 }, { type: 'keepDie', index: 1 }]);
    expectIllegal(s, { type: 'rerollDie', index: 0 }, 'OPTION_NOT_AVAILABLE');
    expect(player(s).morale.positive).toBe(true);
  });

  it('with the row: a single die thrown with positive morale is kept at once', () => {
    const s = runEffects(setMorale(newTurnGame({ variants: on('noRerolls'), dice: { resource: [1] } }), 'p1', { positive: true }), 'p1', [{ op: 'rollResourceDice', count: 1, keep: 'all' }]);
    expectDecision(s, 'turn', 'p1');
  });

  it('with the row in a combat: no decision lists a reroll, whatever the morale (Crusaders Pack included)', () => {
    const config = (variants: Partial<RuleVariants>): CombatConfig => ({
      seed: 'rerolls', variants, dice: { attack: [0, 0, 0, 0] },
      attacker: { hero: 'catherine', morale: 'positive', units: [{ unit: 'castle.crusaders', side: 'pack', space: 9 }] },
      defender: { hero: 'sandro', morale: 'positive', units: [{ unit: 'necropolis.skeletons', space: 13 }] },
    });
    const offered = (variants: Partial<RuleVariants>): boolean => {
      let s = createCombat(config(variants));
      let seen = false;
      for (let i = 0; i < 200 && s.combat !== null && s.pending !== null; i++) {
        const acts = legalActions(s);
        if (acts.some((a) => a.type === 'rerollDie')) seen = true;
        const pick = acts.find((a) => a.type === 'attack') ?? acts.find((a) => a.type === 'keepDice' || a.type === 'pass') ?? (acts[0] as Action);
        s = apply(s, pick);
      }
      return seen;
    };
    expect(offered({})).toBe(true);
    expect(offered(on('noRerolls'))).toBe(false);
  });
});

describe('Every unit deals at least 1 damage during an attack (p. 59; Damage, p. 36)', () => {
  // The Harpies and Crusaders example (p. 38): Harpies at Attack 2 with a −1 die against Defense 2.
  const harpies = (variants: Partial<RuleVariants>) => {
    let s = createCombat({
      seed: 'minimum', variants, dice: { attack: [-1, -1] },
      attacker: { hero: 'alamar', units: [{ unit: 'dungeon.harpies', space: 6 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 14 }] },
    });
    s = apply(apply(s, { type: 'moveUnit', space: 10 }), { type: 'attack', target: 'castle.crusaders' });
    while (s.pending && (s.pending.kind === 'reaction' || s.pending.kind === 'attackRoll')) s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
    return s;
  };

  it('standard: 2 − 1 against Defense 2 deals no damage', () => {
    const hit = harpies({}).log.find((e) => e.type === 'attackResolved' && e.attacker === 'dungeon.harpies');
    expect(hit).toMatchObject({ attack: 1, defense: 2, damage: 0 });
  });

  it('with the row: the attack deals 1 (VT-5)', () => {
    const s = sound(harpies(on('minimumDamage')));
    const hits = s.log.filter((e) => e.type === 'attackResolved');
    expect(hits[0]).toMatchObject({ attacker: 'dungeon.harpies', attack: 1, defense: 2, damage: 1 });
    expect(s.combat?.units.find((u) => u.id === 'castle.crusaders')?.damage).toBe(1);
    // The Crusaders retaliate: 3 − 1 against the Harpies' Defense 0 is 2 (more than the minimum: unchanged).
    expect(hits[1]).toMatchObject({ attacker: 'castle.crusaders', damage: 2 });
  });
});

describe('The Attack die does not change damage (p. 59; Attack die, p. 38)', () => {
  // Zombies Few gain +1 Defense when the attacker's die shows +1 (an ability reading the face).
  const griffinsOnZombies = (variants: Partial<RuleVariants>) => {
    let s = createCombat({
      seed: 'attack-die', variants, dice: { attack: [1, 1] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', side: 'pack', space: 6 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 14 }] },
    });
    s = apply(apply(s, { type: 'moveUnit', space: 10 }), { type: 'attack', target: 'necropolis.zombies' });
    while (s.pending && (s.pending.kind === 'reaction' || s.pending.kind === 'attackRoll')) s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
    return s.log.find((e) => e.type === 'attackResolved' && e.attacker === 'castle.griffins');
  };

  it('standard: Griffins Pack (3) with a +1 die: 4 against Zombies Few (1 + 1 by their ability)', () => {
    expect(griffinsOnZombies({})).toMatchObject({ attack: 4, defense: 2, damage: 2 });
  });

  it('with the row: the +1 adds nothing, but the Zombies still read it for their Defense (VT-9)', () => {
    expect(griffinsOnZombies(on('attackDieNoDamage'))).toMatchObject({ attack: 3, defense: 2, damage: 1 });
  });
});

describe('Extending a combat costs no movement point (p. 59; Combat Time Limits, p. 42)', () => {
  const config = (variants: Partial<RuleVariants>, combatRoundLimit = 0): CombatConfig => ({
    seed: 'extend', variants, combatRoundLimit,
    attacker: { hero: 'catherine', movementPoints: 0, units: [{ unit: 'castle.halberdiers', space: 1 }] },
    defender: { neutrals: [{ unit: 'neutral.boars', space: 18 }], fieldLevel: 1 },
  });
  /** Ends every activation until the attacker decides on the round's end. */
  const toRoundEnd = (s: GameState): GameState => {
    for (let i = 0; i < 50 && s.pending?.kind !== 'combatRoundEnd'; i++) {
      const acts = legalActions(s);
      s = apply(s, acts.find((a) => a.type === 'endActivation' || a.type === 'pass' || a.type === 'keepDice') ?? (acts[0] as Action));
    }
    return s;
  };

  it('standard: with no movement point left the attacker can only retreat', () => {
    const s = toRoundEnd(createCombat(config({})));
    expect(legalActions(s)).toEqual([{ type: 'retreat' }]);
    expectIllegal(s, { type: 'extendCombat' }, 'OPTION_NOT_AVAILABLE');
  });

  it('with the row: another round is offered with no movement point, and costs none (VT-8)', () => {
    const s = toRoundEnd(createCombat(config(on('freeCombatExtension'))));
    expect(legalActions(s)).toEqual([{ type: 'extendCombat' }, { type: 'retreat' }]);
    const t = sound(apply(s, { type: 'extendCombat' }));
    expect(t.combat?.round).toBe(2);
    expect(player(t).mainHero.used).toBe(player(s).mainHero.used);
  });

  it('with the row, the server cap on Combat Rounds still ends it', () => {
    const s = toRoundEnd(createCombat(config(on('freeCombatExtension'), 1)));
    expect(legalActions(s)).toEqual([{ type: 'retreat' }]);
  });
});

describe('Black cubes removed in rounds 4, 8 and 12 (p. 59; Location Categories, p. 31)', () => {
  const visitedAtRound = (variants: Partial<RuleVariants>, round: number): boolean => {
    const at = nextTo(variants, 'water-wheel');
    const s = toRound(step(at), round);
    return mapOf(s).fields[at.field]?.visited === true;
  };

  it('standard: a Water Wheel keeps its black cube', () => {
    expect(visitedAtRound({}, 4)).toBe(true);
  });

  it('with the row: the black cube stays through round 3 and is gone at the start of round 4 (VT-11)', () => {
    expect(visitedAtRound(on('refreshVisitables'), 3)).toBe(true);
    expect(visitedAtRound(on('refreshVisitables'), 4)).toBe(false);
  });
});

describe('Trade at any time; the Trading Post is Visitable and draws 1 Artifact card (p. 59; Trading, p. 52)', () => {
  it('standard: the turn offers no trade, and one asked for is refused', () => {
    const s = newTurnGame();
    expect(legalActions(s).some((a) => a.type === 'trade')).toBe(false);
    expectIllegal(s, { type: 'trade', sell: 'gold', buy: 'buildingMaterials' }, 'OPTION_NOT_AVAILABLE');
  });

  it('with the row: the turn offers each trade of the trade table the player can pay; a trade keeps the turn (VT-7)', () => {
    const s = newTurnGame({ variants: on('tradeAnytime') });
    expect(legalActions(s)).toContainEqual({ type: 'trade', sell: 'gold', buy: 'buildingMaterials' });
    const t = sound(apply(s, { type: 'trade', sell: 'gold', buy: 'buildingMaterials' }));
    expect(player(t).resources.gold).toBe(player(s).resources.gold - 2);
    expect(player(t).resources.buildingMaterials).toBe(player(s).resources.buildingMaterials + 1);
    expectDecision(t, 'turn', 'p1');
    const poor = modify(s, (x) => void (player(x).resources = { gold: 1, buildingMaterials: 0, valuables: 0 }));
    expect(legalActions(poor).some((a) => a.type === 'trade')).toBe(false);
    expectIllegal(poor, { type: 'trade', sell: 'gold', buy: 'buildingMaterials' }, 'NOT_ENOUGH_RESOURCES');
  });

  it('standard: the Trading Post is Revisitable and draws no card', () => {
    const at = nextTo({}, 'trading-post');
    const s = step(at);
    expect(player(s).hand.length).toBe(player(at.s).hand.length);
    expect(decision(s)).toMatchObject({ kind: 'choose', source: 'trading-post' });
    const back = apply(s, { type: 'decline' });
    expect(mapOf(back).fields[at.field]?.visited).toBe(false);
    expect(legalActions(back)).toContainEqual({ type: 'revisit', hero: 'main' });
  });

  it('with the row: one visit draws the Artifact deck\'s top card, then its usual choice; then a black cube', () => {
    const at = nextTo(on('tradeAnytime'), 'trading-post');
    const top = at.s.decks.artifact.deck[at.s.decks.artifact.deck.length - 1];
    const s = sound(step(at));
    expect(player(s).hand).toEqual([...player(at.s).hand, top]);
    expect(decision(s)).toMatchObject({ kind: 'choose', source: 'trading-post' });
    const done = sound(apply(s, { type: 'decline' }));
    expect(mapOf(done).fields[at.field]?.visited).toBe(true);
    expect(legalActions(done).some((a) => a.type === 'revisit')).toBe(false);
  });
});

describe("Captured Towns: no resources, but their buildings may be used (p. 59; Towns, p. 78)", () => {
  /** p1's turn, p1's faction cube on p2's (Dungeon) Town, which has its Bronze Dwelling and Citadel; p1 is rich. */
  const captured = (variants: Partial<RuleVariants>): GameState => {
    const s = addBuildings(newTurnGame({ variants, scenario: 'the-hunt' }), 'p2', ['bronzeDwelling', 'citadel']);
    return modify(s, (x) => {
      const m = x.map as MapState;
      const town = m.heroes.find((h) => h.player === 'p2' && h.hero === 'main')?.field as number;
      (m.fields[town] as { flags: string[] }).flags = ['p1'];
      player(x, 'p1').factionCubes.push('p2');
      player(x, 'p2').holdsTownOrSettlement = false;
      player(x, 'p1').resources = { gold: 60, buildingMaterials: 20, valuables: 10 };
    });
  };
  const dungeonRecruits = (s: GameState) => legalActions(s).filter((a) => (a.type === 'recruit' || a.type === 'reinforce') && a.unit.startsWith('dungeon.'));

  it('standard: the captor may not recruit at the captured Town', () => {
    const s = captured({});
    expect(dungeonRecruits(s)).toEqual([]);
    expectIllegal(s, { type: 'recruit', unit: 'dungeon.evil-eyes' }, 'UNKNOWN_UNIT');
  });

  it('standard and with the row: flagging an enemy Town gives its captor no resources, and its owner keeps their income (VT-1)', () => {
    for (const variants of [{}, on('capturedTownBuildings')]) {
      const s = newTurnGame({ variants, scenario: 'the-hunt' });
      const d = new Draft(JSON.parse(JSON.stringify(s)) as GameState);
      flagField(d, 'p1', mapOf(s).heroes.find((h) => h.player === 'p2' && h.hero === 'main')?.field as number);
      for (const id of ['p1', 'p2']) {
        expect(player(d.s, id).income).toEqual(player(s, id).income);
        expect(player(d.s, id).resources).toEqual(player(s, id).resources);
      }
      expect(player(d.s, 'p1').factionCubes).toEqual(['p2']);
    }
  });

  it("with the row: the captor recruits the Town's faction units at its built Dwellings, but none another player holds (VT-1)", () => {
    const s = sound(captured(on('capturedTownBuildings')));
    const held = player(s, 'p2').units.map((u) => u.unit);
    const listed = dungeonRecruits(s).map((a) => (a as { unit: string }).unit);
    const bronze = ['dungeon.troglodytes', 'dungeon.harpies', 'dungeon.evil-eyes'].filter((u) => !held.includes(u));
    expect(listed.sort()).toEqual([...bronze].sort()); // Bronze only: the Silver Dwelling is not built
    for (const u of held) expectIllegal(s, { type: 'recruit', unit: u }, 'UNIT_NOT_AVAILABLE');
    expectIllegal(s, { type: 'recruit', unit: 'dungeon.medusas' }, 'NEEDS_DWELLING');
    const unit = bronze[0] as string;
    const t = sound(apply(s, { type: 'recruit', unit }));
    expect(player(t).units).toContainEqual({ unit, side: 'few' });
    expect(player(t).tokens.population).toBe(false);
    // The captured Town's Citadel lets the captor reinforce it in the same session.
    expect(legalActions(t)).toContainEqual({ type: 'reinforce', unit });
    const u = sound(apply(t, { type: 'reinforce', unit }));
    expect(player(u).units).toContainEqual({ unit, side: 'pack' });
  });

  it('with the row: once the Town is no longer flagged by the captor, its units cannot be recruited there', () => {
    const s = modify(captured(on('capturedTownBuildings')), (x) => {
      const m = x.map as MapState;
      const town = m.heroes.find((h) => h.player === 'p2' && h.hero === 'main')?.field as number;
      (m.fields[town] as { flags: string[] }).flags = ['p2'];
      player(x, 'p1').factionCubes = [];
      player(x, 'p2').holdsTownOrSettlement = true;
    });
    expect(dungeonRecruits(s)).toEqual([]);
  });
});
