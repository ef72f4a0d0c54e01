/**
 * Cards that act on units and their places (docs/cards.md): Tactics and the start-of-combat window (A30–A32),
 * Shackles of War, Dragon Wing Tabard, Vial of Lifeblood (R20–R23), the level IV health Specialties (H20) and
 * Cloak of the Undead King (H24–H27).
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, findInvariantViolations, legalActions, loadState, type Action, type CardId, type GameState } from '../src';
import { expectDecision, expectIllegal, newTurnGame, player, putInHand, allCards, withPlayer } from './helpers';

const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const card = (s: GameState, prefix: string, id = 'p1') => player(s, id).hand.find((c) => c.startsWith(prefix))!;
const plays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const play = (s: GameState, prefix: string, key: string, extra: { target?: string; space?: number; power?: number } = {}) =>
  apply(s, { type: 'playCard', card: card(s, prefix, s.pending!.player), play: key, ...extra } as Action);
/** Ends activations until `id` activates. */
function until(s: GameState, id: string): GameState {
  for (let i = 0; i < 30 && !(s.pending?.kind === 'activation' && s.pending.unit === id); i++) {
    const dec = s.pending;
    if (dec?.kind === 'chooseActivation') s = apply(s, { type: 'activateUnit', unit: dec.units.includes(id) ? id : (dec.units[0] as string) });
    else s = apply(s, dec?.kind === 'combatStart' || dec?.kind === 'reaction' ? { type: 'pass' } : { type: 'endActivation' });
  }
  expect(s.pending).toMatchObject({ kind: 'activation', unit: id });
  return s;
}

describe('Tactics and the start-of-combat window', () => {
  const setup = (attackerHand: string[], defenderHand: string[] = [], level = 1) =>
    createCombat({
      attacker: {
        hero: 'catherine', level,
        units: [{ unit: 'castle.halberdiers', space: 1 }, { unit: 'castle.marksmen', space: 2 }, { unit: 'castle.griffins', space: 5 }],
        hand: attackerHand,
      },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 17 }, { unit: 'necropolis.skeletons', space: 18 }], hand: defenderHand },
    });

  it('Basic: after both sides are placed, before the first activation, the attacker may switch 2 of its units', () => {
    let s = setup(['ability.tactics']);
    expectDecision(s, 'combatStart', 'p1');
    expect(s.combat!.round).toBe(0);
    const listed = plays(s, 'ability.tactics');
    // Each pair of the three units, named from either unit (both are accepted, so both are listed); no enemy unit.
    expect(listed.map((a) => [a.target, a.space]).sort()).toEqual([
      ['castle.griffins', 1], ['castle.griffins', 2], ['castle.halberdiers', 2], ['castle.halberdiers', 5], ['castle.marksmen', 1], ['castle.marksmen', 5],
    ].sort());
    expect(legalActions(s)).toContainEqual({ type: 'pass' });
    s = play(s, 'ability.tactics', 'basic', { target: 'castle.griffins', space: 1 }); // the pair named from its other unit
    expect(unit(s, 'castle.griffins').space).toBe(1);
    expect(unit(s, 'castle.halberdiers').space).toBe(5);
    // Nothing left to play, and the defender has no start-of-combat card: the first Combat Round begins.
    expect(s.combat!.round).toBe(1);
    expect(s.pending?.kind).toBe('activation');
  });

  it('Basic is played only in that window; Expert switches 2 units while one of yours activates', () => {
    let s = setup(['ability.tactics', 'ability.tactics'], [], 2);
    s = apply(s, { type: 'pass' });
    s = until(s, 'castle.griffins');
    expect(plays(s, 'ability.tactics').map((a) => a.play)).not.toContain('basic');
    expect(plays(s, 'ability.tactics').some((a) => a.play === 'expert')).toBe(true);
    s = play(s, 'ability.tactics', 'expert', { target: 'castle.marksmen', space: 5 });
    expect(unit(s, 'castle.marksmen').space).toBe(5);
    expect(unit(s, 'castle.griffins').space).toBe(2);
    expect(player(s).expertUsed).toBe(1);
    expectIllegal(s, { type: 'playCard', card: card(s, 'ability.tactics'), play: 'basic', target: 'castle.marksmen', space: 1 }, 'OPTION_NOT_AVAILABLE');
  });

  it('the attacker plays first, then the defender; a player with nothing to play there is not asked', () => {
    let s = setup(['ability.tactics'], ['ability.tactics']);
    expectDecision(s, 'combatStart', 'p1');
    s = apply(s, { type: 'pass' });
    expectDecision(s, 'combatStart', 'p2');
    s = play(s, 'ability.tactics', 'basic', { target: 'necropolis.zombies', space: 18 });
    expect(unit(s, 'necropolis.zombies').space).toBe(18);
    expect(unit(s, 'necropolis.skeletons').space).toBe(17);
    expect(s.combat!.round).toBe(1);
    // Only the defender holds Tactics: the attacker is skipped.
    s = setup([], ['ability.tactics']);
    expectDecision(s, 'combatStart', 'p2');
    // A single unit cannot switch with anything: no window at all.
    s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 5 }], hand: ['ability.tactics'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 17 }] },
    });
    expect(s.pending?.kind).toBe('activation');
  });

  it('in a siege the window comes after the Walls and the Gate are added', () => {
    let s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 5 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 17 }, { unit: 'necropolis.skeletons', space: 18 }], hand: ['ability.tactics'] },
      town: { walls: true },
    });
    expectDecision(s, 'placeUnits', 'p2');
    s = apply(s, { type: 'placeUnit', unit: 'gate', space: 9 });
    expectDecision(s, 'combatStart', 'p2');
    const walls = s.combat!.units.filter((u) => u.kind === 'wall');
    expect(walls.length).toBeGreaterThan(0);
    expect(walls.every((u) => u.space !== null)).toBe(true);
  });
});

describe('Shackles of War', () => {
  const vs = (hand: string[], defender: Record<string, unknown> = {}) =>
    createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 5 }], hand, deck: ['stat.attack', 'stat.defense'] },
      defender: { hero: 'sandro', gold: 10, units: [{ unit: 'necropolis.zombies', space: 17 }], ...defender },
    });

  it('top, at the start of combat: the enemy Hero cannot Surrender for the rest of the combat', () => {
    let s = vs([]);
    s = until(s, 'necropolis.zombies');
    expect(legalActions(s)).toContainEqual({ type: 'surrender' });
    s = vs(['artifact.shackles-of-war']);
    expectDecision(s, 'combatStart', 'p1');
    s = play(s, 'artifact.shackles-of-war', 'top');
    expect(s.combat!.noEscape).toEqual(['defender']);
    s = until(s, 'necropolis.zombies');
    expect(legalActions(s)).not.toContainEqual({ type: 'surrender' });
    expectIllegal(s, { type: 'surrender' }, 'OPTION_NOT_AVAILABLE');
  });

  it('top is offered only at the start of combat, and only against a Hero who could leave', () => {
    let s = vs(['artifact.shackles-of-war']);
    s = apply(s, { type: 'pass' });
    s = until(s, 'castle.griffins');
    expect(plays(s, 'artifact.shackles-of-war').map((a) => a.play)).toEqual(['bottom']);
    // Neutrals have no Hero; a town's defender cannot surrender anyway: no window.
    s = createCombat({ attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 5 }], hand: ['artifact.shackles-of-war'] }, defender: { neutrals: [{ unit: 'neutral.boars', space: 17 }] } });
    expect(s.pending?.kind).not.toBe('combatStart');
    s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 5 }], hand: ['artifact.shackles-of-war'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 17 }] },
      town: { walls: false },
    });
    expect(s.pending?.kind).not.toBe('combatStart');
  });

  it('bottom: draw 2, keep 1 of them and discard the other', () => {
    let s = vs(['artifact.shackles-of-war', 'stat.power']);
    s = apply(s, { type: 'pass' });
    s = until(s, 'castle.griffins');
    s = play(s, 'artifact.shackles-of-war', 'bottom');
    const dec = expectDecision(s, 'searchOwnDeck', 'p1');
    expect(dec.count).toBe(2);
    expect(s.revealed.map((c) => c.split('#')[0]).sort()).toEqual(['stat.attack', 'stat.defense']);
    // Only one of the two drawn cards may be kept; the card already in hand is not discarded.
    expect(legalActions(s).map((a) => (a as { card: string }).card.split('#')[0]).sort()).toEqual(['stat.attack', 'stat.defense']);
    const kept = s.revealed.find((c) => c.startsWith('stat.defense'))!;
    s = apply(s, { type: 'takeCard', card: kept });
    expect(player(s).hand.map((c) => c.split('#')[0]).sort()).toEqual(['stat.defense', 'stat.power']);
    expect(player(s).discard.map((c) => c.split('#')[0]).sort()).toEqual(['artifact.shackles-of-war', 'stat.attack']);
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins' });
  });

  it('bottom draws: an empty deck is refilled from the discard pile first', () => {
    let s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 5 }], hand: ['artifact.shackles-of-war', 'stat.power'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 17 }] },
    });
    s = until(s, 'castle.griffins');
    s = play(s, 'stat.power', 'basic');
    s = play(s, 'artifact.shackles-of-war', 'bottom');
    // The deck was empty: the discard pile (the Power card and the Shackles) became the deck.
    expect(s.revealed.map((c) => c.split('#')[0]).sort()).toEqual(['artifact.shackles-of-war', 'stat.power']);
  });
});

describe('Dragon Wing Tabard', () => {
  const vs = (defender: Record<string, unknown>) =>
    createCombat({
      seed: 'tabard',
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 5 }], hand: ['artifact.dragon-wing-tabard'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 17 }], ...defender },
    });

  it('top: the enemy player discards a random card (seeded)', () => {
    let s = until(vs({ hand: ['stat.attack', 'stat.defense', 'stat.power'] }), 'castle.griffins');
    const before = player(s, 'p2').hand;
    const a = play(s, 'artifact.dragon-wing-tabard', 'top');
    const b = play(s, 'artifact.dragon-wing-tabard', 'top');
    expect(player(a, 'p2').hand).toHaveLength(2);
    expect(player(a, 'p2').discard).toHaveLength(1);
    expect(before).toContain(player(a, 'p2').discard[0]);
    expect(player(b, 'p2')).toEqual(player(a, 'p2')); // the state's generator decides
    expect(player(a).discard[0]).toMatch(/^artifact\.dragon-wing-tabard/);
  });

  it('top needs an enemy hand with cards: not against an empty hand, neutrals or an AI army; bottom +1 Power', () => {
    let s = until(vs({ hand: [] }), 'castle.griffins');
    expect(plays(s, 'artifact.dragon-wing-tabard').map((a) => a.play)).toEqual(['bottom']);
    s = until(vs({ ai: true, hand: ['stat.attack'] }), 'castle.griffins');
    expect(plays(s, 'artifact.dragon-wing-tabard').map((a) => a.play)).toEqual(['bottom']);
    s = createCombat({ attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 5 }], hand: ['artifact.dragon-wing-tabard'] }, defender: { neutrals: [{ unit: 'neutral.boars', space: 17 }] } });
    s = until(s, 'castle.griffins');
    expect(plays(s, 'artifact.dragon-wing-tabard').map((a) => a.play)).toEqual(['bottom']);
    s = play(s, 'artifact.dragon-wing-tabard', 'bottom');
    expect(s.combat!.power.p1).toBe(1);
  });
});

describe('Vial of Lifeblood and the level IV health Specialties', () => {
  /** p1's Skeletons (Pack, HP 2) and Griffins; p1 casts Lightning Bolt (2 damage) on its own Skeletons. */
  const fight = (hand: string[], damage = 0, hero = 'sandro') =>
    createCombat({
      attacker: {
        hero, units: [{ unit: 'necropolis.skeletons', side: 'pack', space: 1, damage }, { unit: 'necropolis.zombies', side: 'pack', space: 2, damage: 2 }],
        hand,
      },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 17 }] },
    });
  const bolt = (s: GameState, target = 'necropolis.skeletons') => play(s, 'spell.lightning-bolt', 'spell', { target, power: 0 });

  it('top: removes up to 3 damage from one of your units', () => {
    let s = until(fight(['artifact.vial-of-lifeblood']), 'necropolis.skeletons');
    expect([...new Set(plays(s, 'artifact.vial-of-lifeblood').filter((a) => a.play === 'top').map((a) => a.target))].sort())
      .toEqual(['necropolis.skeletons', 'necropolis.zombies']);
    s = play(s, 'artifact.vial-of-lifeblood', 'top', { target: 'necropolis.zombies' });
    expect(unit(s, 'necropolis.zombies').damage).toBe(0);
  });

  it('bottom (Ongoing): +1 HP for the combat; a Pack of HP 2 survives 2 damage (H20)', () => {
    let s = until(fight(['artifact.vial-of-lifeblood', 'spell.lightning-bolt']), 'necropolis.skeletons');
    s = play(s, 'artifact.vial-of-lifeblood', 'bottom', { target: 'necropolis.skeletons' });
    expect(unit(s, 'necropolis.skeletons').hpBonus).toBe(1);
    s = bolt(s);
    expect(unit(s, 'necropolis.skeletons')).toMatchObject({ side: 'pack', damage: 2, defeated: false });
  });

  it('H20: the bonus counts on the Pack and again on the Few side after it flips (the excess goes on)', () => {
    // Pack HP 2+1 with 1 damage takes 2: it flips with 0 on the Few side (without the bonus: 1 on it).
    let s = until(fight(['artifact.vial-of-lifeblood', 'spell.lightning-bolt', 'spell.lightning-bolt'], 1), 'necropolis.skeletons');
    s = play(s, 'artifact.vial-of-lifeblood', 'bottom', { target: 'necropolis.skeletons' });
    s = bolt(s);
    expect(unit(s, 'necropolis.skeletons')).toMatchObject({ side: 'few', damage: 0, hpBonus: 1 });
    expect(player(s).units.find((u) => u.unit === 'necropolis.skeletons')!.side).toBe('few');
    // Next Combat Round: the Few side (HP 2+1) survives 2 damage.
    s = apply(s, { type: 'endActivation' });
    s = until(s, 'necropolis.skeletons');
    expect(s.combat!.round).toBe(2);
    s = bolt(s);
    expect(unit(s, 'necropolis.skeletons')).toMatchObject({ side: 'few', damage: 2, defeated: false });
  });

  it('is Ongoing: not offered in a reaction window; top (Instant) is', () => {
    let s = until(fight(['artifact.vial-of-lifeblood']), 'castle.halberdiers');
    s = apply(s, { type: 'moveUnit', space: 5 });
    s = apply(s, { type: 'attack', target: 'necropolis.skeletons' });
    expectDecision(s, 'reaction', 'p1');
    expect([...new Set(plays(s, 'artifact.vial-of-lifeblood').map((a) => a.play))]).toEqual(['top']);
  });

  it.each([
    ['specialty.catherine-4', 'catherine', 'castle.crusaders', 'castle.halberdiers'],
    ['specialty.mutare-4', 'mutare', 'dungeon.black-dragons', 'dungeon.troglodytes'],
    ['specialty.tamika-4', 'tamika', 'necropolis.dread-knights', 'necropolis.skeletons'],
  ])('%s: Ongoing +1 HP for the combat on a friendly unit, +2 for %s', (id, hero, named, other) => {
    let s = createCombat({
      attacker: { hero, units: [{ unit: named, space: 1 }, { unit: other, space: 2 }], hand: [id, id] },
      defender: { hero: 'rion', units: [{ unit: 'castle.griffins', space: 17 }] },
    });
    s = until(s, named);
    expect([...new Set(plays(s, id).map((a) => a.target))].sort()).toEqual([named, other].sort());
    s = play(s, id, 'basic', { target: named });
    s = play(s, id, 'basic', { target: other });
    expect(unit(s, named).hpBonus).toBe(2);
    expect(unit(s, other).hpBonus).toBe(1);
  });
});

describe('Cloak of the Undead King (Sandro)', () => {
  /** Sandro's turn with these Necropolis unit cards and the Cloak cards in hand. */
  function turn(units: Array<{ unit: string; side: 'few' | 'pack'; covers?: string[] }>, cloaks: string[]) {
    let s = newTurnGame({ players: [{ hero: 'sandro' }, { hero: 'mutare' }] });
    s = withPlayer(s, 'p1', (p) => {
      p.units = units;
    });
    return putInHand(s, 'p1', cloaks.map((id) => allCards(s).find((c) => c.startsWith(`${id}#`)) as CardId));
  }
  const targets = (s: GameState, id: string) => plays(s, id).map((a) => a.target);

  it('is played on the own turn onto a unit card of the unit deck: I on a Pack of Skeletons, IV on a Pack of Zombies, VI on Skeletons of any side', () => {
    let s = turn([{ unit: 'necropolis.skeletons', side: 'few' }, { unit: 'necropolis.zombies', side: 'pack' }], ['specialty.sandro-1', 'specialty.sandro-4', 'specialty.sandro-6']);
    expect(targets(s, 'specialty.sandro-1')).toEqual([]); // the Skeletons are a Few
    expect(targets(s, 'specialty.sandro-4')).toEqual(['necropolis.zombies']);
    expect(targets(s, 'specialty.sandro-6')).toEqual(['necropolis.skeletons']);
    const cloak = card(s, 'specialty.sandro-6');
    s = play(s, 'specialty.sandro-6', 'basic', { target: 'necropolis.skeletons' });
    expect(player(s).units[0]).toEqual({ unit: 'necropolis.skeletons', side: 'few', covers: [cloak] });
    expect(player(s).hand).not.toContain(cloak);
    expect(player(s).discard).not.toContain(cloak);
    expect(findInvariantViolations(s)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s); // a save keeps the card on the unit
    expectDecision(s, 'turn', 'p1');
    expectIllegal(s, { type: 'playCard', card: card(s, 'specialty.sandro-4'), play: 'basic' }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, { type: 'playCard', card: card(s, 'specialty.sandro-4'), play: 'basic', target: 'necropolis.skeletons' }, 'OPTION_NOT_AVAILABLE');
  });

  it('H24: a Legion stays on top — a Horde played later goes beneath it; reinforcing keeps the cards on the unit', () => {
    let s = turn([{ unit: 'necropolis.skeletons', side: 'pack' }], ['specialty.sandro-1', 'specialty.sandro-6']);
    const horde = card(s, 'specialty.sandro-1');
    const legion = card(s, 'specialty.sandro-6');
    s = play(s, 'specialty.sandro-6', 'basic', { target: 'necropolis.skeletons' });
    s = play(s, 'specialty.sandro-1', 'basic', { target: 'necropolis.skeletons' });
    expect(player(s).units[0]!.covers).toEqual([horde, legion]);
  });

  it('is not played in combat', () => {
    const s = until(createCombat({
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'pack', space: 1 }], hand: ['specialty.sandro-1'] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 17 }] },
    }), 'necropolis.skeletons');
    expect(plays(s, 'specialty.sandro-1')).toEqual([]);
  });

  const cloaked = (covers: string[], damage = 0, hand: string[] = [], defender = 'castle.halberdiers') =>
    createCombat({
      dice: { attack: [0, 0, 0, 0] },
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', side: 'pack', space: 13, covers, damage }], hand },
      defender: { hero: 'catherine', units: [{ unit: defender, space: 17 }] },
    });

  it('its statistics replace the unit\'s, and the unit\'s ability does not apply (H26)', () => {
    // Horde of Zombies: Attack 4 (the Pack has 2), Initiative 5 (the Pack has 4: it ties with the Crusaders and the
    // attacker goes first).
    let s = cloaked(['specialty.sandro-4'], 0, [], 'castle.crusaders');
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'necropolis.zombies' });
    s = apply(s, { type: 'attack', target: 'castle.crusaders' });
    while (s.pending?.kind === 'reaction') s = apply(s, { type: 'pass' });
    const hit = s.log.find((e) => e.type === 'attackResolved' && e.attacker === 'necropolis.zombies');
    expect(hit).toMatchObject({ attack: 4 });
    // The retaliation with an Attack die of 0: a Pack of Zombies would gain +1 Defense; the Horde does not.
    const back = s.log.find((e) => e.type === 'attackResolved' && e.attacker === 'castle.crusaders');
    expect(back).toMatchObject({ defense: 1 });
  });

  it('H25: damage goes to the Cloak first; at its HP it is discarded and the excess goes on to the card below', () => {
    // Horde of Zombies (HP 3) with 2 damage takes 2: the Cloak is discarded, 1 damage on the Pack (HP 3).
    let s = cloaked(['specialty.sandro-4'], 2, ['spell.lightning-bolt']);
    const cloak = player(s).units[0]!.covers![0]!;
    s = play(s, 'spell.lightning-bolt', 'spell', { target: 'necropolis.zombies', power: 0 });
    expect(unit(s, 'necropolis.zombies')).toMatchObject({ side: 'pack', damage: 1, covers: [] });
    expect(player(s).units[0]).toEqual({ unit: 'necropolis.zombies', side: 'pack' });
    expect(player(s).discard).toContain(cloak);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('H27: a Cloak left on the unit stays on its card after the combat, its damage healed', () => {
    const s0 = createCombat({
      dice: { attack: [1] },
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'pack', space: 13, covers: ['specialty.sandro-6', 'specialty.sandro-1'], damage: 1 }] },
      defender: { neutrals: [{ unit: 'neutral.boars', space: 17, damage: 3 }] },
    });
    const covers = player(s0).units[0]!.covers!;
    expect(covers.map((c) => c.split('#')[0])).toEqual(['specialty.sandro-1', 'specialty.sandro-6']); // the Legion on top
    let s = until(s0, 'necropolis.skeletons');
    s = apply(s, { type: 'attack', target: 'neutral.boars#1' });
    while (s.pending?.kind === 'reaction') s = apply(s, { type: 'pass' });
    expect(s.result?.winner).toBe('p1');
    expect(player(s).units[0]).toEqual({ unit: 'necropolis.skeletons', side: 'pack', covers });
  });
});
