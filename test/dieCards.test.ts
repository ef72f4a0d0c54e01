/**
 * Cards acting on dice and on Ranged units (docs/cards.md, rulings R10–R16, A20–A22): Centaur's Axe, Shield of the
 * Dwarven Lords, Blackshard of the Dead Knight, Hourglass of the Evil Hour, Archery and Luck.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, legalActions, loadState, type Action, type CardId, type GameState } from '../src';
import type { CombatArmy } from '../src/game/sandbox';
import { allCards, expectDecision, expectIllegal, newTurnGame, player, putInHand, runEffects } from './helpers';

const cardIn = (s: GameState, prefix: string, id = 'p1') => player(s, id).hand.find((c) => c.startsWith(prefix)) as CardId;
const plays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const keys = (s: GameState, prefix: string) => plays(s, prefix).map((a) => a.play).sort();
const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const resolved = (s: GameState, attacker: string) =>
  s.log.find((e) => e.type === 'attackResolved' && e.attacker === attacker) as { attack: number; defense: number } | undefined;

/** p1's Griffins (Initiative 6) activate first, next to p2's Zombies (+1 Defense when the attacker's die shows +1). */
function griffinsVsZombies(attacker: Partial<CombatArmy>, defender: Partial<CombatArmy> = {}, attackDice: number[] = []): GameState {
  return createCombat({
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], deck: ['stat.power', 'stat.power'], ...attacker },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }], ...defender },
    dice: { attack: attackDice },
  });
}
const attackZombies = (s: GameState) => apply(s, { type: 'attack', target: 'necropolis.zombies' });

describe("Centaur's Axe", () => {
  it('top: played before the roll, the Attack die counts three times; die-face abilities still read the face (R10, R11)', () => {
    for (const face of [1, -1, 0]) {
      const s = attackZombies(griffinsVsZombies({ hand: ['artifact.centaurs-axe'] }, {}, [face]));
      expectDecision(s, 'reaction', 'p1');
      expect(keys(s, 'artifact.centaurs-axe')).toEqual(['bottom', 'top']);
      const passed = resolved(apply(s, { type: 'pass' }), 'castle.griffins')!;
      const tripled = resolved(apply(s, { type: 'playCard', card: cardIn(s, 'artifact.centaurs-axe'), play: 'top' }), 'castle.griffins')!;
      expect(tripled.attack).toBe(passed.attack + 2 * face);
      expect(tripled.defense).toBe(passed.defense); // the Zombies' +1 Defense on a "+1" face is not tripled
    }
  });

  it('copies played again (a sandbox hand may hold several) multiply again, and such a state saves and loads', () => {
    let s = attackZombies(griffinsVsZombies({ hand: ['artifact.centaurs-axe', 'artifact.centaurs-axe', 'artifact.centaurs-axe'] }, {}, [0]));
    s = apply(s, { type: 'playCard', card: cardIn(s, 'artifact.centaurs-axe'), play: 'top' });
    s = apply(s, { type: 'playCard', card: cardIn(s, 'artifact.centaurs-axe'), play: 'top' });
    expectDecision(s, 'reaction', 'p1'); // the third copy may still be played
    expect(s.combat!.attack!.dieFactor).toBe(9);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('top needs the player\'s unit about to roll: not in the activation window, not for the defender; bottom +1 Attack', () => {
    const s = griffinsVsZombies({ hand: ['artifact.centaurs-axe'] });
    expectDecision(s, 'activation', 'p1');
    expect(keys(s, 'artifact.centaurs-axe')).toEqual(['bottom']);
    expectIllegal(s, { type: 'playCard', card: cardIn(s, 'artifact.centaurs-axe'), play: 'top' }, 'OPTION_NOT_AVAILABLE');
    const b = apply(s, { type: 'playCard', card: cardIn(s, 'artifact.centaurs-axe'), play: 'bottom' });
    expect(unit(b, 'castle.griffins').attackBonus).toBe(1);

    const def = attackZombies(griffinsVsZombies({}, { hand: ['artifact.centaurs-axe'] }));
    expectDecision(def, 'reaction', 'p2');
    expect(keys(def, 'artifact.centaurs-axe')).toEqual(['bottom']);
  });
});

describe('Shield of the Dwarven Lords', () => {
  it('top: after the Attack die roll, the attack ignores the die and what its face set off (R13)', () => {
    let s = attackZombies(griffinsVsZombies({}, { hand: ['artifact.shield-of-the-dwarven-lords', 'stat.defense'] }, [1]));
    // Before the roll only the bottom effect is offered.
    expectDecision(s, 'reaction', 'p2');
    expect(keys(s, 'artifact.shield-of-the-dwarven-lords')).toEqual(['bottom']);
    s = apply(s, { type: 'pass' });
    // After the roll: the die window, where only the after-roll card is offered (no Defense card).
    expectDecision(s, 'attackRoll', 'p2');
    expect(legalActions(s)).toEqual([{ type: 'keepDice' }, { type: 'playCard', card: cardIn(s, 'artifact.shield-of-the-dwarven-lords', 'p2'), play: 'top' }]);
    const kept = resolved(apply(s, { type: 'keepDice' }), 'castle.griffins')!;
    const shielded = resolved(apply(s, { type: 'playCard', card: cardIn(s, 'artifact.shield-of-the-dwarven-lords', 'p2'), play: 'top' }), 'castle.griffins')!;
    expect(shielded.attack).toBe(kept.attack - 1); // the +1 face no longer counts
    expect(shielded.defense).toBe(kept.defense - 1); // nor the Zombies' +1 Defense it set off
  });

  it('the roller may use it too, after their rerolls; with no such card nobody is asked; bottom +1 Defense', () => {
    let s = attackZombies(griffinsVsZombies({ hand: ['artifact.shield-of-the-dwarven-lords'] }, {}, [-1]));
    s = apply(s, { type: 'pass' }); // p1's reaction window (p2 has nothing)
    expectDecision(s, 'attackRoll', 'p1');
    const kept = resolved(apply(s, { type: 'keepDice' }), 'castle.griffins')!;
    const shielded = resolved(apply(s, { type: 'playCard', card: cardIn(s, 'artifact.shield-of-the-dwarven-lords'), play: 'top' }), 'castle.griffins')!;
    expect(shielded.attack).toBe(kept.attack + 1);

    // Nobody holds the card: nobody is asked, the attack resolves at once with the die's face (+1 here, -1 above).
    const none = attackZombies(griffinsVsZombies({}, {}, [1]));
    expect(none.pending?.kind).not.toBe('attackRoll');
    expect(resolved(none, 'castle.griffins')!.attack).toBe(kept.attack + 2);

    let b = attackZombies(griffinsVsZombies({}, { hand: ['artifact.shield-of-the-dwarven-lords'] }, [0]));
    const passed = resolved(apply(apply(b, { type: 'pass' }), { type: 'keepDice' }), 'castle.griffins')!;
    b = apply(b, { type: 'playCard', card: cardIn(b, 'artifact.shield-of-the-dwarven-lords', 'p2'), play: 'bottom' });
    expect(resolved(b, 'castle.griffins')!.defense).toBe(passed.defense + 1);
  });
});

describe('Blackshard of the Dead Knight', () => {
  it('top: +2 Attack and discard 1 card; a discarded Spell draws 1 card (R12)', () => {
    for (const [discarded, draws] of [['spell.magic-arrow', 1], ['stat.defense', 0]] as const) {
      let s = griffinsVsZombies({ hand: ['artifact.blackshard-of-the-dead-knight', 'spell.magic-arrow', 'stat.defense'] });
      s = apply(s, { type: 'playCard', card: cardIn(s, 'artifact.blackshard-of-the-dead-knight'), play: 'top' });
      expectDecision(s, 'discardCards', 'p1');
      s = apply(s, { type: 'discard', card: cardIn(s, discarded) });
      expect(unit(s, 'castle.griffins').attackBonus).toBe(2);
      expect(player(s).hand.filter((c) => c.startsWith('stat.power'))).toHaveLength(draws);
      expect(player(s).hand).toHaveLength(1 + draws);
      expectDecision(s, 'activation', 'p1');
    }
  });

  it('top needs another card to discard; bottom +1 Attack', () => {
    const s = griffinsVsZombies({ hand: ['artifact.blackshard-of-the-dead-knight'] });
    expect(keys(s, 'artifact.blackshard-of-the-dead-knight')).toEqual(['bottom']);
    const b = apply(s, { type: 'playCard', card: cardIn(s, 'artifact.blackshard-of-the-dead-knight'), play: 'bottom' });
    expect(unit(b, 'castle.griffins').attackBonus).toBe(1);
  });
});

describe('Hourglass of the Evil Hour', () => {
  it('top: the enemy player\'s positive morale is cancelled; nothing when they have none (R14, R15)', () => {
    const s = griffinsVsZombies({ hand: ['artifact.hourglass-of-the-evil-hour'] }, { hero: 'mutare', units: [{ unit: 'dungeon.minotaurs', space: 10 }], morale: 'positive' });
    expect(keys(s, 'artifact.hourglass-of-the-evil-hour')).toEqual(['bottom', 'top']);
    const after = apply(s, { type: 'playCard', card: cardIn(s, 'artifact.hourglass-of-the-evil-hour'), play: 'top' });
    expect(player(after, 'p2').morale).toMatchObject({ positive: false, negative: false });
    expect(player(after).morale.positive).toBe(false);

    const calm = griffinsVsZombies({ hand: ['artifact.hourglass-of-the-evil-hour'] }, { hero: 'mutare', units: [{ unit: 'dungeon.minotaurs', space: 10 }] });
    const none = apply(calm, { type: 'playCard', card: cardIn(calm, 'artifact.hourglass-of-the-evil-hour'), play: 'top' });
    expect(player(none, 'p2').morale).toMatchObject({ positive: false, negative: false });
  });

  it('top is not offered against neutrals (no enemy player) nor on the map (R15)', () => {
    const s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand: ['artifact.hourglass-of-the-evil-hour'] },
      defender: { neutrals: [{ unit: 'neutral.boars', space: 10 }], fieldLevel: 1 },
    });
    expect(keys(s, 'artifact.hourglass-of-the-evil-hour')).toEqual(['bottom']);
    expect(keys(turnWith('artifact.hourglass-of-the-evil-hour'), 'artifact.hourglass-of-the-evil-hour')).toEqual(['bottom']);
  });

  it('bottom: roll the Attack die; a "0" gains positive morale (on the map and in combat) (R16)', () => {
    for (const [face, gains] of [[0, true], [1, false], [-1, false]] as const) {
      let s = turnWith('artifact.hourglass-of-the-evil-hour', [face]);
      s = apply(s, { type: 'playCard', card: cardIn(s, 'artifact.hourglass-of-the-evil-hour'), play: 'bottom' });
      expect(player(s).morale.positive).toBe(gains);
      expectDecision(s, 'turn', 'p1');
    }
    let c = griffinsVsZombies({ hand: ['artifact.hourglass-of-the-evil-hour'] }, {}, [0]);
    c = apply(c, { type: 'playCard', card: cardIn(c, 'artifact.hourglass-of-the-evil-hour'), play: 'bottom' });
    expect(player(c).morale.positive).toBe(true);
    expectDecision(c, 'activation', 'p1');
  });

  it('bottom: the thrown die may be rerolled with positive morale or Expert Luck', () => {
    let s = turnWith('artifact.hourglass-of-the-evil-hour', [1, 0]);
    s = modifyLuck(s, { anyDie: true });
    s = apply(s, { type: 'playCard', card: cardIn(s, 'artifact.hourglass-of-the-evil-hour'), play: 'bottom' });
    expectDecision(s, 'keepAttackDie', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'keepDice' }, { type: 'rerollDie', index: 0, using: 'luck' }]);
    s = apply(s, { type: 'rerollDie', index: 0, using: 'luck' });
    expect(player(s).morale.positive).toBe(true); // the reroll showed "0"
    expectDecision(s, 'turn', 'p1');
  });
});

describe('Archery', () => {
  /** p1's Marksmen (Few) in its Backline; p2's Zombies far away (row 3) or adjacent. */
  function archers(hand: string[], zombieSpace: number, attackDice: number[] = []): GameState {
    return createCombat({
      attacker: { hero: 'catherine', level: 3, units: [{ unit: 'castle.marksmen', side: 'few', space: 1 }], hand },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: zombieSpace }] },
      dice: { attack: attackDice },
    });
  }
  const shoot = (s: GameState) => apply(s, { type: 'attack', target: 'necropolis.zombies' });

  it('Basic: this Combat Round, +1 Attack for a Ranged unit against a non-adjacent target only (A20)', () => {
    const s = archers(['ability.archery'], 13, [0, 0]);
    expectDecision(s, 'activation', 'p1');
    expect(keys(s, 'ability.archery')).toEqual(['basic', 'expert']);
    const plain = resolved(shoot(s), 'castle.marksmen')!;
    const boosted = resolved(shoot(apply(s, { type: 'playCard', card: cardIn(s, 'ability.archery'), play: 'basic' })), 'castle.marksmen')!;
    expect(boosted.attack).toBe(plain.attack + 1);
    expect(unit(apply(s, { type: 'playCard', card: cardIn(s, 'ability.archery'), play: 'basic' }), 'castle.marksmen').initiativeBonus).toBe(0);

    const near = archers(['ability.archery'], 5, [0, 0]);
    const nearPlain = resolved(shoot(near), 'castle.marksmen')!;
    const nearBoosted = resolved(shoot(apply(near, { type: 'playCard', card: cardIn(near, 'ability.archery'), play: 'basic' })), 'castle.marksmen')!;
    expect(nearBoosted.attack).toBe(nearPlain.attack);
  });

  it('Expert: +1 Initiative and the Attack boost until the end of the next Combat Round (A20)', () => {
    let s = archers(['ability.archery'], 13);
    s = apply(s, { type: 'playCard', card: cardIn(s, 'ability.archery'), play: 'expert' });
    expect(unit(s, 'castle.marksmen').initiativeBonus).toBe(1);
    expect(s.combat!.rangedBoosts).toMatchObject([{ player: 'p1', units: ['castle.marksmen'], attack: 1, initiative: 1, lastRound: s.combat!.round + 1 }]);
    const played = s.combat!.round;
    const until = (x: GameState, round: number) => {
      let t = x;
      for (let i = 0; i < 200 && t.combat && t.combat.round < round && t.pending; i++) {
        const acts = legalActions(t);
        t = apply(t, acts.find((a) => a.type === 'endActivation' || a.type === 'pass' || a.type === 'keepDice' || a.type === 'extendCombat') ?? acts[0]!);
      }
      return t;
    };
    const next = until(s, played + 1);
    expect(next.combat!.round).toBe(played + 1);
    expect(unit(next, 'castle.marksmen').initiativeBonus).toBe(1);
    const after = until(next, played + 2);
    expect(after.combat!.round).toBe(played + 2);
    expect(unit(after, 'castle.marksmen').initiativeBonus).toBe(0);
    expect(after.combat!.rangedBoosts).toEqual([]);
  });

  it('is played in combat only', () => {
    expect(keys(turnWith('ability.archery'), 'ability.archery')).toEqual([]);
  });
});

describe('Luck', () => {
  it('Basic: on the map, one reroll of a Resource die this turn, offered where the die is thrown (A21)', () => {
    let s = turnWith('ability.luck', [], [1, 4, 6]);
    expect(keys(s, 'ability.luck')).toEqual(['basic']); // level I: no Expert use
    s = apply(s, { type: 'playCard', card: cardIn(s, 'ability.luck'), play: 'basic' });
    expect(player(s).luck).toEqual({ resourceDie: true, treasureDie: true, anyDie: false });
    s = runEffects(s, 'p1', [{ op: 'rollResourceDice', count: 1, keep: 'all' }]);
    expectDecision(s, 'keepResourceDie', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'keepDice' }, { type: 'rerollDie', index: 0, using: 'luck' }]);
    const gold = player(s).resources.gold;
    s = apply(s, { type: 'rerollDie', index: 0, using: 'luck' });
    // Face 4 (4 building materials) is gained at once: the reroll is spent.
    expect(player(s).resources.gold).toBe(gold);
    expect(player(s).luck.resourceDie).toBe(false);
    s = runEffects(s, 'p1', [{ op: 'rollResourceDice', count: 1, keep: 'all' }]);
    expect(s.pending?.kind).not.toBe('keepResourceDie');
  });

  it('lasts until the end of the turn', () => {
    let s = turnWith('ability.luck');
    s = apply(s, { type: 'playCard', card: cardIn(s, 'ability.luck'), play: 'basic' });
    s = apply(s, { type: 'endTurn' });
    expect(player(s).luck).toEqual({ resourceDie: false, treasureDie: false, anyDie: false });
  });

  it('Expert: in combat, the attack\'s Attack die may be rerolled once; Expert needs an Expert use (A21, A22)', () => {
    let s = griffinsVsZombies({ hand: ['ability.luck'], level: 3 }, {}, [-1, 1]);
    s = apply(s, { type: 'playCard', card: cardIn(s, 'ability.luck'), play: 'expert' });
    expect(player(s).luck.anyDie).toBe(true);
    s = attackZombies(s);
    expectDecision(s, 'attackRoll', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'keepDice' }, { type: 'rerollDie', index: 0, using: 'luck' }]);
    const kept = resolved(apply(s, { type: 'keepDice' }), 'castle.griffins')!;
    s = apply(s, { type: 'rerollDie', index: 0, using: 'luck' });
    // Rerolled once: no further Luck reroll of this die; the attack resolves with the new face.
    expect(resolved(s, 'castle.griffins')!.attack).toBe(kept.attack + 2);
    expectIllegal(griffinsVsZombies({ hand: ['ability.luck'] }, {}, []), { type: 'playCard', card: cardIn(griffinsVsZombies({ hand: ['ability.luck'] }), 'ability.luck'), play: 'expert' }, 'OPTION_NOT_AVAILABLE');
  });

  it('Basic Luck does not reroll an Attack die', () => {
    let s = griffinsVsZombies({ hand: ['ability.luck'] }, {}, [-1]);
    s = apply(s, { type: 'playCard', card: cardIn(s, 'ability.luck'), play: 'basic' });
    s = attackZombies(s);
    // No reroll is offered: the attack resolved with the -1 face, as it does with no Luck played.
    const rolls = (x: GameState) => x.log.filter((e) => e.type === 'dieRolled' && e.die === 'attack').length;
    const without = attackZombies(griffinsVsZombies({}, {}, [-1]));
    expect(rolls(s)).toBe(rolls(without));
    expect(resolved(s, 'castle.griffins')!.attack).toBe(resolved(without, 'castle.griffins')!.attack);
  });
});

/** p1 on their turn with this card in hand; scripted Attack and Resource dice. */
function turnWith(id: string, attack: number[] = [], resource: number[] = []): GameState {
  const s = newTurnGame({ dice: { attack, resource } });
  expectDecision(s, 'turn', 'p1');
  return putInHand(s, 'p1', [allCards(s).find((c) => c.startsWith(`${id}#`)) as CardId]);
}

function modifyLuck(s: GameState, luck: Partial<GameState['players'][number]['luck']>): GameState {
  const copy = JSON.parse(JSON.stringify(s)) as GameState;
  Object.assign(copy.players[0]!.luck, luck);
  return copy;
}
