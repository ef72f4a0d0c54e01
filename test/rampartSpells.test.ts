/**
 * The Rampart box's Spells (docs/cards.md): each cast at its Power tiers, its targets and spaces, and its alternative
 * "+1 Power" play; the cards are in the box's Spell deck by the component counts, with its 4 more Magic Arrows.
 */
import { describe, it, expect } from 'vitest';
import { createCombat, legalActions, apply, IllegalActionError, loadState, viewFor, describeEvent, type GameState, type Action, type CombatConfig } from '../src';
import { cards } from '../src';
import { RAMPART_SPELL_CARDS } from '../src/content/rampart/spells';
import { activateAi, fight } from './aiHeroHelpers';
import { Draft } from '../src/kernel/draft';
import { drawCards, onTheBoard } from '../src/deck/playerDeck';
import { TAKE_FROM_DISCARD } from '../src/answers/cards';

const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const card = (s: GameState, player: string, prefix: string) => s.players.find((p) => p.id === player)!.hand.find((c) => c.startsWith(prefix))!;
const plays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const spellPlays = (s: GameState, prefix: string) => plays(s, prefix).filter((a) => a.play === 'spell');
const power = (n: number) => Array.from({ length: n }, () => 'stat.power');
function empower(s: GameState, n: number, player = 'p1'): GameState {
  for (let i = 0; i < n; i++) s = apply(s, { type: 'playCard', card: card(s, player, 'stat.power'), play: 'basic' });
  return s;
}
/** Passes the attack's windows until it resolves. */
function resolve(s: GameState): GameState {
  while (s.pending && (s.pending.kind === 'reaction' || s.pending.kind === 'attackRoll')) {
    s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
  }
  return s;
}
const resolved = (s: GameState, attacker: string) => s.log.filter((e) => e.type === 'attackResolved' && e.attacker === attacker).at(-1);
const skipped = (s: GameState) => s.log.filter((e) => e.type === 'activationSkipped').map((e) => e.type === 'activationSkipped' && `${e.unit} ${e.reason}`);

describe("the Rampart box's Spells", () => {
  it('are in the Spell deck with the box, 2 copies each (component counts), and the box adds 4 Magic Arrows', () => {
    for (const info of RAMPART_SPELL_CARDS) {
      expect(info.copies).toBe(2);
      expect(cards.list({ expansion: 'rampart' }).some((c) => c.id === info.id)).toBe(true);
      expect(cards.list({ expansion: 'core' }).some((c) => c.id === info.id)).toBe(false);
    }
    const arrows = (expansions: Array<'rampart'>) =>
      createCombat({ expansions, attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }] }, defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] } });
    expect(arrows(['rampart']).config.expansions).toEqual(['rampart']);
  });

  it('every Spell has its alternative "+1 Power"', () => {
    for (const info of RAMPART_SPELL_CARDS) {
      const s = createCombat({
        expansions: ['rampart'],
        attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand: [info.id] },
        defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
      });
      const t = apply(s, { type: 'playCard', card: card(s, 'p1', info.id), play: 'alternative' });
      expect(t.combat!.power.p1).toBe(1);
    }
  });
});

describe('Precision', () => {
  /**
   * Marksmen (Ranged, Attack 2, Initiative 4) in p1's Backline at 1; Zombies (Defense 1) in p2's Backline at 17: the
   * Backline penalty. Skeletons at 19 keep the combat going once the Zombies fall.
   */
  const shot = (hand: string[], dice: number[], zombies = 17): CombatConfig => ({
    expansions: ['rampart'],
    logLimit: 1000,
    dice: { attack: dice },
    attacker: { hero: 'catherine', units: [{ unit: 'castle.marksmen', space: 1 }], hand },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: zombies }, { unit: 'necropolis.skeletons', space: 19 }] },
  });
  it('without it, the Backline shot throws two Attack dice and keeps the lower (the Combat Penalty)', () => {
    const s = resolve(apply(createCombat(shot([], [1, -1])), { type: 'attack', target: 'necropolis.zombies' }));
    expect(resolved(s, 'castle.marksmen')).toMatchObject({ attack: 1 });
  });

  it.each([[0, 1], [1, 2], [2, 3]])('with %i Power: one die (the penalty ignored) and +%i Attack', (p, plus) => {
    // Power played before the attack would dissipate when the unit attacks: it is played in the reaction window.
    let s = apply(createCombat(shot([...power(p), 'spell.precision'], [1, -1])), { type: 'attack', target: 'necropolis.zombies' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p1' });
    s = empower(s, p);
    expect(spellPlays(s, 'spell.precision').map((a) => `${a.target} ${a.power}`)).toContain(`castle.marksmen ${p}`);
    s = resolve(apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.precision'), play: 'spell', target: 'castle.marksmen', power: p }));
    expect(resolved(s, 'castle.marksmen')).toMatchObject({ attack: 2 + 1 + plus });
    expect(unit(s, 'castle.marksmen').attackBonus).toBe(0); // for this attack only
  });

  it('is not offered before an attack, nor for a shot at an adjacent unit, nor for a unit that is not Ranged', () => {
    expect(spellPlays(createCombat(shot(['spell.precision'], [0])), 'spell.precision')).toEqual([]);
    const near = apply(createCombat(shot(['spell.precision'], [0, 0], 5)), { type: 'attack', target: 'necropolis.zombies' });
    expect(near.pending).toMatchObject({ kind: 'reaction', player: 'p1' });
    expect(spellPlays(near, 'spell.precision')).toEqual([]);
    const griffins: CombatConfig = {
      expansions: ['rampart'],
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand: ['spell.precision'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
    };
    const melee = apply(createCombat(griffins), { type: 'attack', target: 'necropolis.zombies' });
    expect(spellPlays(melee, 'spell.precision')).toEqual([]);
  });
});

/** Griffins (Initiative 6) at 6 and Marksmen (4) at 1 for p1; Liches (Ranged, Silver, 6) at 14 and Zombies (3) at 18 for p2. */
const armies = (hand: string[], enemyHand: string[] = []): CombatConfig => ({
  expansions: ['rampart'],
  logLimit: 1000,
  attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.marksmen', space: 1 }], hand },
  defender: { hero: 'sandro', units: [{ unit: 'necropolis.liches', space: 14 }, { unit: 'necropolis.zombies', space: 18 }], hand: enemyHand },
});
/** Every unit ends its activation (the units' decisions only) until `unit` activates, or the Combat Round ends. */
function until(s: GameState, id: string): GameState {
  const round = s.combat!.round;
  for (let i = 0; i < 20 && s.pending && s.combat?.round === round; i++) {
    if (s.pending.kind === 'activation' && s.pending.unit === id) return s;
    if (s.pending.kind === 'chooseActivation') s = apply(s, { type: 'activateUnit', unit: s.pending.units.includes(id) ? id : s.pending.units[0]! });
    else if (s.pending.kind === 'activation') s = apply(s, { type: 'endActivation' });
    else s = apply(s, { type: 'pass' });
  }
  return s;
}

describe('Forgetfulness', () => {
  it.each([[1, 'necropolis.liches'], [0, 'castle.marksmen']])('with %i Power: %s cannot attack during its next activation, then can again', (p, id) => {
    let s = empower(createCombat(armies([...power(p), 'spell.forgetfulness'])), p);
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins' });
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.forgetfulness'), play: 'spell', target: id, power: p });
    expect(s.combat!.forgotten).toEqual([id]);
    s = until(s, id);
    expect(s.pending).toMatchObject({ kind: 'activation', unit: id });
    expect(legalActions(s).some((a) => a.type === 'attack')).toBe(false);
    expect(() => apply(s, { type: 'attack', target: id === 'castle.marksmen' ? 'necropolis.liches' : 'castle.marksmen' })).toThrow(IllegalActionError);
    s = apply(s, { type: 'endActivation' });
    expect(s.combat!.forgotten).toEqual([]);
  });

  it('selects only Ranged units of a tier the Power allows: Bronze with 0, Silver from 1 (Basic Spell)', () => {
    let s = createCombat(armies([...power(1), 'spell.forgetfulness']));
    expect(spellPlays(s, 'spell.forgetfulness').map((a) => `${a.target} ${a.power}`)).toEqual(['castle.marksmen 0']);
    s = empower(s, 1);
    expect(spellPlays(s, 'spell.forgetfulness').map((a) => `${a.target} ${a.power}`).sort()).toEqual(['castle.marksmen 0', 'castle.marksmen 1', 'necropolis.liches 1']);
  });

  it('is Ongoing: played during the caster\'s unit activation only, not in an enemy attack\'s reaction window', () => {
    let s = until(createCombat(armies([], ['spell.forgetfulness'])), 'necropolis.liches');
    expect(spellPlays(s, 'spell.forgetfulness').map((a) => a.target)).toEqual(['castle.marksmen']);
    s = apply(s, { type: 'attack', target: 'castle.marksmen' });
    expect(s.pending?.kind === 'reaction' ? spellPlays(s, 'spell.forgetfulness') : []).toEqual([]);
  });
});

describe('Sorrow', () => {
  it.each([[0, 'necropolis.zombies'], [2, 'necropolis.liches']])('with %i Power: %s, still to activate, skips its activation', (p, id) => {
    let s = empower(createCombat(armies([...power(p), 'spell.sorrow'])), p);
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.sorrow'), play: 'spell', target: id, power: p });
    expect(s.combat!.sorrow).toEqual([id]);
    s = until(s, 'no unit');
    expect(skipped(s)).toEqual([`${id} spell.sorrow`]);
    expect(s.combat!.sorrow).toEqual([]);
    expect(s.log.some((e) => e.type === 'unitActivated' && e.unit === id)).toBe(false);
  });

  it('reaches Bronze with 0 Power, Silver with 2, Gold with 4 (Expert Spell); never a unit that has activated or is activating', () => {
    let s = createCombat(armies([...power(4), 'spell.sorrow']));
    const offered = () => [...new Set(spellPlays(s, 'spell.sorrow').map((a) => `${a.target} ${a.power}`))].sort();
    expect(offered()).toEqual(['castle.marksmen 0', 'necropolis.zombies 0']);
    s = empower(s, 2);
    expect(offered()).toEqual(['castle.marksmen 0', 'castle.marksmen 1', 'castle.marksmen 2', 'necropolis.liches 2', 'necropolis.zombies 0', 'necropolis.zombies 1', 'necropolis.zombies 2']);
    s = apply(s, { type: 'endActivation' }); // the Power dissipates
    s = until(s, 'castle.marksmen'); // the Griffins and the Liches have activated, the Marksmen are activating
    expect(offered()).toEqual(['necropolis.zombies 0']);
  });

  it('is Instant: the enemy casts it in their unit\'s activation on a unit still to activate', () => {
    let s = until(createCombat(armies([], ['spell.sorrow'])), 'necropolis.liches');
    expect(spellPlays(s, 'spell.sorrow').map((a) => a.target)).toEqual(['castle.marksmen', 'necropolis.zombies']);
    s = apply(s, { type: 'playCard', card: card(s, 'p2', 'spell.sorrow'), play: 'spell', target: 'castle.marksmen', power: 0 });
    s = until(s, 'no unit');
    expect(skipped(s)).toEqual(['castle.marksmen spell.sorrow']);
  });
});

describe('Earthquake', () => {
  /** A siege: p2 defends a Town with a Citadel, the Gate at 9; Griffins at 4 and Liches at 14, Zombies at 13. */
  function siege(hand: string[]): GameState {
    let s = createCombat({
      expansions: ['rampart'],
      logLimit: 1000,
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 4 }, { unit: 'castle.marksmen', space: 1 }], hand },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.liches', space: 14 }, { unit: 'necropolis.zombies', space: 13 }] },
      town: { walls: true },
    });
    s = apply(s, { type: 'placeUnit', unit: 'gate', space: 9 });
    return until(s, 'castle.griffins');
  }
  const standing = (s: GameState) => s.combat!.units.filter((u) => (u.kind === 'wall' || u.kind === 'gate') && !u.defeated).map((u) => u.id).sort();
  const wallAt = (s: GameState, space: number) => s.combat!.units.find((u) => u.space === space)!.id;

  it('with 0 Power removes the Wall or Gate selected', () => {
    let s = siege(['spell.earthquake']);
    expect(standing(s)).toHaveLength(4);
    expect(spellPlays(s, 'spell.earthquake').map((a) => a.target).sort()).toEqual(standing(s));
    expect(spellPlays(s, 'spell.earthquake').every((a) => a.space === undefined)).toBe(true);
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.earthquake'), play: 'spell', target: 'gate', power: 0 });
    expect(standing(s)).toHaveLength(3);
    expect(standing(s)).not.toContain('gate');
  });

  it('with 1 Power removes two: the selected one and the one on the space chosen', () => {
    let s = empower(siege([...power(1), 'spell.earthquake']), 1);
    const two = spellPlays(s, 'spell.earthquake').filter((a) => a.power === 1);
    expect(two.every((a) => a.space !== undefined)).toBe(true);
    expect(two).toHaveLength(4 * 3);
    const second = wallAt(s, 10);
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.earthquake'), play: 'spell', target: 'gate', power: 1, space: 10 });
    expect(standing(s)).not.toContain('gate');
    expect(standing(s)).not.toContain(second);
    expect(standing(s)).toHaveLength(2);
  });

  it('with 2 Power: every unit adjacent to a Wall or the Gate suffers 1 damage, then all of them and the Arrow Tower fall', () => {
    let s = empower(siege([...power(2), 'spell.earthquake']), 2);
    const all = spellPlays(s, 'spell.earthquake').filter((a) => a.power === 2);
    expect(all).toHaveLength(1); // one choice: the first standing, no space
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.earthquake'), play: 'spell', target: all[0]!.target!, power: 2 });
    expect(standing(s)).toEqual([]);
    expect(s.combat!.units.find((u) => u.kind === 'arrowTower')!.defeated).toBe(true);
    // Griffins at 4 (next to 8), Liches at 14 (next to 10), Zombies at 13 (next to 9); the Marksmen at 1 are not.
    expect([unit(s, 'castle.griffins').damage, unit(s, 'necropolis.liches').damage, unit(s, 'necropolis.zombies').damage, unit(s, 'castle.marksmen').damage]).toEqual([1, 1, 1, 0]);
  });

  it('is refused with a choice its Power does not take, and is not offered outside a siege', () => {
    const s = empower(siege([...power(1), 'spell.earthquake']), 1);
    const base = { type: 'playCard', card: card(s, 'p1', 'spell.earthquake'), play: 'spell', target: 'gate' } as const;
    expect(() => apply(s, { ...base, power: 1 })).toThrow(IllegalActionError); // two to remove: the second's space
    expect(() => apply(s, { ...base, power: 0, space: 10 })).toThrow(IllegalActionError); // one to remove: no space
    expect(spellPlays(createCombat(armies(['spell.earthquake'])), 'spell.earthquake')).toEqual([]);
  });
});

describe('Fire Wall', () => {
  /**
   * Griffins (flying, Initiative 6) at 6, Halberdiers (ground) in the corner at 0 with the Marksmen beside them at 1:
   * a Fire Wall at 4 is the Halberdiers' only way out. Zombies and Skeletons far off at 18 and 19.
   */
  const walled = (hand: string[]): CombatConfig => ({
    expansions: ['rampart'],
    logLimit: 1000,
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.halberdiers', space: 0 }, { unit: 'castle.marksmen', space: 1 }], hand },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 18 }, { unit: 'necropolis.skeletons', space: 19 }] },
  });
  function cast(p: number, space = 4): GameState {
    let s = empower(createCombat(walled([...power(p), 'spell.fire-wall'])), p);
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins' });
    return apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.fire-wall'), play: 'spell', power: p, space });
  }

  it('is placed on an empty space only: no unit stands there', () => {
    const s = createCombat(walled(['spell.fire-wall']));
    const spaces = spellPlays(s, 'spell.fire-wall').map((a) => a.space);
    expect(spaces).not.toContain(0);
    expect(spaces).not.toContain(6);
    expect(spaces).toContain(4);
    expect(spaces).toHaveLength(20 - 5);
    const t = cast(0);
    expect(t.combat!.tokens).toEqual([{ kind: 'firewall', space: 4, player: 'p1', card: card(s, 'p1', 'spell.fire-wall'), damage: 1, face: null, faceUp: true }]);
    expect(spellPlays(apply(t, { type: 'endActivation' }), 'spell.fire-wall')).toEqual([]); // the card is gone
  });

  it.each([[0, 1], [2, 2], [4, 3]])('with %i Power: a Ground unit passing through suffers %i damage', (p, dmg) => {
    let s = until(apply(cast(p), { type: 'endActivation' }), 'castle.halberdiers');
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.halberdiers' });
    s = apply(s, { type: 'moveUnit', space: 8 });
    const burnt = s.log.filter((e) => e.type === 'damageDealt' && e.unit === 'castle.halberdiers');
    expect(burnt.map((e) => e.type === 'damageDealt' && e.source.split('#')[0])).toEqual(['spell.fire-wall']);
    expect(burnt[0]).toMatchObject({ amount: dmg });
  });

  it('hurts a unit stopping on it once, and a flying unit only when it stops there', () => {
    let s = cast(0);
    const over = apply(s, { type: 'moveUnit', space: 2 }); // the Griffins fly over nothing: 6 to 2
    expect(unit(over, 'castle.griffins').damage).toBe(0);
    s = apply(s, { type: 'moveUnit', space: 4 });
    expect(unit(s, 'castle.griffins').damage).toBe(1);
  });

  it('spares a Ground unit that can go around it', () => {
    let s = cast(0, 5); // beside the Griffins' column: the Halberdiers may still go 0 → 4 → 8
    s = until(apply(s, { type: 'endActivation' }), 'castle.halberdiers');
    s = apply(s, { type: 'moveUnit', space: 8 });
    expect(unit(s, 'castle.halberdiers').damage).toBe(0);
  });

  it('defeats a unit it deals enough damage: that unit\'s activation ends', () => {
    let s = cast(0);
    s = { ...s, combat: { ...s.combat!, units: s.combat!.units.map((u) => (u.id === 'castle.halberdiers' ? { ...u, damage: 1 } : u)) } };
    s = until(apply(s, { type: 'endActivation' }), 'castle.halberdiers');
    s = apply(s, { type: 'moveUnit', space: 8 });
    expect(unit(s, 'castle.halberdiers').defeated).toBe(true);
    expect(s.pending?.kind === 'activation' && s.pending.unit).not.toBe('castle.halberdiers');
  });

  it('lies on the board for the combat: a reshuffle of the discard pile leaves it there, and Scholar cannot take it (RA64)', () => {
    const s = cast(0);
    const wall = s.combat!.tokens![0]!.card;
    expect(s.players[0]!.discard).toContain(wall);
    expect(onTheBoard(s, wall)).toBe(true);
    // An empty deck and a discard pile holding the Fire Wall and one more card: a draw shuffles only the other.
    const other = 'stat.power#p1-hand-9';
    const t = JSON.parse(JSON.stringify(s)) as GameState;
    t.players[0]!.deck = [];
    t.players[0]!.discard = [wall, other];
    const d = new Draft(t);
    expect(drawCards(d, 'p1', 2)).toEqual([other]);
    expect(d.s.players[0]!.discard).toEqual([wall]);
    const taking = { kind: 'takeFromDiscard' as const, player: 'p1', source: 'ability.scholar#1', category: null, optional: true, except: undefined };
    expect(TAKE_FROM_DISCARD.legal(new Draft(t), taking)).toEqual([{ type: 'takeCard', card: other }, { type: 'decline' }]);
    // Once the combat is over, the card is an ordinary card of the discard pile.
    expect(onTheBoard({ ...t, combat: null }, wall)).toBe(false);
  });

  it('is in the saved state, seen by both players, and told in the log', () => {
    const s = cast(2);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    expect(viewFor(s, 'p2').combat!.tokens).toEqual(s.combat!.tokens);
    const placed = s.log.find((e) => e.type === 'tokenPlaced')!;
    expect(describeEvent(placed, s)).toBe('Catherine places Fire Wall on space 4 of the combat board');
  });
});

describe('Mirth', () => {
  /** Griffins (Initiative 6) at 6 and Marksmen (4) at 1 for p1, Zombies at 10 and Skeletons at 19 for p2; scripted dice. */
  const merry = (hand: string[], dice: number[]): CombatConfig => ({
    expansions: ['rampart'],
    logLimit: 1000,
    dice: { attack: dice },
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.marksmen', space: 1 }], hand },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }, { unit: 'necropolis.skeletons', space: 19 }] },
  });
  const mirthRerolls = (s: GameState) => legalActions(s).filter((a) => a.type === 'rerollDie' && a.using === 'mirth');
  function merryAttack(p: number, dice: number[], more: string[] = []): GameState {
    let s = empower(createCombat(merry([...power(p), 'spell.mirth', ...more], dice)), p);
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.mirth'), play: 'spell', power: p });
    return apply(s, { type: 'attack', target: 'necropolis.zombies' });
  }
  /** The Marksmen's attack on the Skeletons, later in the round or (`nextRound`) in the next one. */
  function marksmenRoll(s: GameState, nextRound: boolean): GameState {
    s = resolve(s);
    if (nextRound) {
      s = until(s, 'no unit');
      s = until(s, 'castle.marksmen');
    } else s = until(s, 'castle.marksmen');
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.marksmen' });
    s = apply(s, { type: 'attack', target: 'necropolis.skeletons' });
    while (s.pending?.kind === 'reaction') s = apply(s, { type: 'pass' });
    return s;
  }

  it('with 0 Power: each Attack die of this activation may be rerolled once, with no morale spent', () => {
    let s = merryAttack(0, [-1, 1, 0, 0]);
    while (s.pending?.kind === 'reaction') s = apply(s, { type: 'pass' });
    expect(s.pending).toMatchObject({ kind: 'attackRoll', player: 'p1', faces: [-1] });
    expect(mirthRerolls(s)).toEqual([{ type: 'rerollDie', index: 0, using: 'mirth' }]);
    s = apply(s, { type: 'rerollDie', index: 0, using: 'mirth' });
    expect(s.log.filter((e) => e.type === 'dieRolled' && e.player === 'p1').at(-1)).toMatchObject({ faces: [1] });
    expect(mirthRerolls(s)).toEqual([]); // once per die: the attack went on
    s = resolve(s);
    expect(resolved(s, 'castle.griffins')).toMatchObject({ attack: 3 });
    expect(mirthRerolls(marksmenRoll(s, false))).toEqual([]); // another activation
  });

  it('with 2 Power: every activation of this Combat Round, not the next', () => {
    const s = marksmenRoll(merryAttack(2, [0, 0, 0, 0, 0, 0]), false);
    expect(mirthRerolls(s)).toHaveLength(2); // the Backline shot's two dice
    const later = marksmenRoll(merryAttack(2, [0, 0, 0, 0, 0, 0, 0, 0]), true);
    expect(later.combat!.round).toBe(2);
    expect(mirthRerolls(later)).toEqual([]);
  });

  it('with 4 Power: for the rest of the combat', () => {
    const later = marksmenRoll(merryAttack(4, [0, 0, 0, 0, 0, 0, 0, 0]), true);
    expect(later.combat!.round).toBe(2);
    expect(mirthRerolls(later)).toHaveLength(2);
  });

  it('is Ongoing: cast during the caster\'s unit activation, not in a reaction window', () => {
    let s = createCombat(merry(['spell.mirth'], [0]));
    expect(spellPlays(s, 'spell.mirth')).toHaveLength(1);
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    expect(s.pending?.kind).toBe('reaction');
    expect(spellPlays(s, 'spell.mirth')).toEqual([]);
  });
});

describe('Slayer', () => {
  /** Archangels (Few) at 6 for p1 attack Dread Knights (Gold) at 10; Skeletons (Bronze) at 19; a card in p1's deck. */
  const slaying = (hand: string[], dice: number[]): CombatConfig => ({
    expansions: ['rampart'],
    logLimit: 1000,
    dice: { attack: dice },
    attacker: { hero: 'catherine', units: [{ unit: 'castle.archangels', space: 6 }], hand, deck: ['stat.attack'] },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 10 }, { unit: 'necropolis.skeletons', space: 19 }] },
  });
  const hand = (s: GameState) => s.players.find((p) => p.id === 'p1')!.hand;

  it.each([[0, [1, 1], 2], [2, [1, 1, -1, 1], 3], [4, [1, 1, 1, 1, -1, 0], 4]])(
    'with %i Power: throws %j, applies every result but a "-1", then its player draws 1 card', (p, dice, plus) => {
      const plain = resolve(apply(createCombat(slaying([], [0])), { type: 'attack', target: 'necropolis.dread-knights' }));
      const base = (resolved(plain, 'castle.archangels') as { attack: number }).attack;
      let s = apply(createCombat(slaying([...power(p), 'spell.slayer'], dice)), { type: 'attack', target: 'necropolis.dread-knights' });
      s = empower(s, p);
      expect(spellPlays(s, 'spell.slayer').map((a) => `${a.target} ${a.power}`)).toContain(`necropolis.dread-knights ${p}`);
      s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.slayer'), play: 'spell', target: 'necropolis.dread-knights', power: p });
      const before = hand(s).length;
      s = resolve(s);
      expect(s.log.filter((e) => e.type === 'dieRolled' && e.player === 'p1').at(-1)).toMatchObject({ faces: dice });
      expect(resolved(s, 'castle.archangels')).toMatchObject({ attack: base + plus });
      expect(hand(s)).toHaveLength(before + 1);
      expect(hand(s).some((c) => c.startsWith('stat.attack'))).toBe(true);
    });

  it('is offered only against a Gold unit, once the attack is declared', () => {
    expect(spellPlays(createCombat(slaying(['spell.slayer'], [0])), 'spell.slayer')).toEqual([]);
    const bronze: CombatConfig = { ...slaying(['spell.slayer', ...power(4)], [0]), defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] } };
    let s = apply(createCombat(bronze), { type: 'attack', target: 'necropolis.zombies' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p1' });
    s = empower(s, 4);
    expect(spellPlays(s, 'spell.slayer')).toEqual([]);
  });
});

describe("an AI Hero's Rampart Spells (ruling RA70)", () => {
  const HALBERDIERS = { unit: 'castle.halberdiers', space: 4 };
  const MARKSMEN = { unit: 'castle.marksmen', space: 1 };
  const ZOMBIES = { unit: 'necropolis.zombies', space: 17 };
  const cast = (spell: string) => activateAi(fight([HALBERDIERS, MARKSMEN], [ZOMBIES], ['ai.cast-a-spell-1#1'], [`${spell}#ai-1`]), 'necropolis.zombies');

  it('Sorrow goes on the player\'s unit with the highest Defense it may select', () => {
    const s = cast('spell.sorrow');
    expect(s.combat!.sorrow).toEqual(['castle.halberdiers']);
    expect(s.combat!.aiHero!.spellDiscard).toEqual(['spell.sorrow#ai-1']);
  });

  it('Forgetfulness goes on the player\'s Ranged unit with the highest Defense', () => {
    expect(cast('spell.forgetfulness').combat!.forgotten).toEqual(['castle.marksmen']);
  });

  it.each(['spell.precision', 'spell.slayer', 'spell.earthquake', 'spell.fire-wall', 'spell.mirth', 'spell.dimension-door'])('%s is of no use: discarded unused with its AI card', (spell) => {
    const s = cast(spell);
    expect(s.log.filter((e) => e.type === 'aiSpellCast').at(-1)).toMatchObject({ target: null });
    expect(s.combat!.aiHero!.spellDiscard).toEqual([`${spell}#ai-1`]);
    expect(s.combat!.tokens ?? []).toEqual([]);
  });
});
