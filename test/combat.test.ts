import { describe, it, expect } from 'vitest';
import { createCombat, legalActions, apply, IllegalActionError, type GameState, type Action, type CombatConfig } from '../src';

const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const card = (s: GameState, player: string, prefix: string) => s.players.find((p) => p.id === player)!.hand.find((c) => c.startsWith(prefix))!;
const has = (s: GameState, a: Action) => legalActions(s).some((x) => JSON.stringify(x) === JSON.stringify(a));
/** Passes every reaction window and keeps every roll until a decision of another kind comes up. */
function passWindows(s: GameState): GameState {
  while (s.pending && (s.pending.kind === 'reaction' || s.pending.kind === 'attackRoll')) {
    s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
  }
  return s;
}

describe('combat board and activation', () => {
  const config = (): CombatConfig => ({
    attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 5 }, { unit: 'castle.griffins', space: 6 }] },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 13 }, { unit: 'necropolis.wraiths', space: 14 }] },
  });

  it('activates units in descending Initiative', () => {
    const s = createCombat(config());
    // Griffins (6) > Wraiths (5) > Halberdiers (4) > Zombies (3)
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins', player: 'p1' });
    const s2 = apply(s, { type: 'endActivation' });
    expect(s2.pending).toMatchObject({ kind: 'activation', unit: 'necropolis.wraiths', player: 'p2' });
  });

  it('alternates tied Initiative between the teams, starting with the attacker', () => {
    const s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 4 }, { unit: 'castle.marksmen', space: 1 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 15 }] },
    });
    // All three have Initiative 4: attacker first (p1 chooses which), then the defender, then the attacker's other unit.
    expect(s.pending).toMatchObject({ kind: 'chooseActivation', player: 'p1' });
    let t = apply(s, { type: 'activateUnit', unit: 'castle.marksmen' });
    t = apply(t, { type: 'endActivation' });
    expect(t.pending).toMatchObject({ kind: 'activation', unit: 'necropolis.skeletons' });
    t = apply(t, { type: 'endActivation' });
    expect(t.pending).toMatchObject({ kind: 'activation', unit: 'castle.halberdiers' });
  });

  it('ground units move up to 3 spaces around obstacles; flying units pass over them', () => {
    const s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 0 }, { unit: 'castle.griffins', side: 'pack', space: 1 }, { unit: 'castle.marksmen', space: 4 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 19 }] },
    });
    // Griffins (9) first: flying, may land anywhere within 3 that is empty.
    const griffinMoves = legalActions(s).filter((a) => a.type === 'moveUnit').map((a) => (a as { space: number }).space);
    expect(griffinMoves).toContain(13); // 1 → 13 is 3 rows down, straight
    expect(griffinMoves).not.toContain(0); // occupied
    let t = apply(s, { type: 'endActivation' });
    // Halberdiers and Marksmen tie at 4: p1 picks. Halberdiers at 0, boxed in by Griffins (1) and Marksmen (4): no move.
    expect(t.pending).toMatchObject({ kind: 'chooseActivation', units: ['castle.halberdiers', 'castle.marksmen'] });
    t = apply(t, { type: 'activateUnit', unit: 'castle.halberdiers' });
    expect(legalActions(t).filter((a) => a.type === 'moveUnit')).toEqual([]);
  });

  it('a unit cannot move onto or through an occupied space (ground)', () => {
    const s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 0 }, { unit: 'castle.marksmen', space: 1 }, { unit: 'castle.griffins', space: 4 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 19 }] },
    });
    // Griffins (6) activate first; end. Then tie at 4: halberdiers / marksmen chosen by p1.
    let t = apply(s, { type: 'endActivation' });
    t = apply(t, { type: 'activateUnit', unit: 'castle.halberdiers' });
    const moves = legalActions(t).filter((a) => a.type === 'moveUnit');
    expect(moves).toEqual([]);
  });
});

describe('Defend (Combat Terminology, p. 41)', () => {
  it('a unit that Defended discards its token as it next activates, and cannot Defend again in that activation', () => {
    let s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 0 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 19 }] },
      timeLimited: false,
    });
    const toHalberdiers = (x: GameState) => {
      for (let i = 0; i < 20 && !(x.pending?.kind === 'activation' && x.pending.unit === 'castle.halberdiers'); i++) {
        x = apply(x, x.pending?.kind === 'activation' ? { type: 'endActivation' } : x.pending?.kind === 'chooseActivation' ? { type: 'activateUnit', unit: x.pending.units[0] as string } : (legalActions(x)[0] as Action));
      }
      return x;
    };
    s = toHalberdiers(s);
    expect(has(s, { type: 'defend' })).toBe(true);
    s = apply(s, { type: 'defend' });
    expect(unit(s, 'castle.halberdiers').defending).toBe(true);
    s = toHalberdiers(s); // the next Combat Round
    expect(unit(s, 'castle.halberdiers').defending).toBe(false);
    expect(has(s, { type: 'defend' })).toBe(false);
    expect(() => apply(s, { type: 'defend' })).toThrow(IllegalActionError);
    s = apply(s, { type: 'endActivation' });
    s = toHalberdiers(s); // a round later, no token was discarded: Defend is offered again
    expect(has(s, { type: 'defend' })).toBe(true);
  });
});

describe('a server\'s cap on combats without a time limit (combatRoundLimit; issue #11)', () => {
  it('the rules set none; with a cap, the combat ends as the attacker\'s retreat after that many Combat Rounds', () => {
    const armies = {
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 0 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 19 }] },
    };
    const stall = (x: GameState) => {
      for (let i = 0; i < 200 && x.pending !== null; i++) {
        const acts = legalActions(x);
        x = apply(x, acts.find((a) => a.type === 'endActivation') ?? acts.find((a) => a.type === 'pass') ?? (acts.find((a) => a.type === 'activateUnit') as Action) ?? (acts[0] as Action));
      }
      return x;
    };
    const capped = stall(createCombat({ ...armies, combatRoundLimit: 3, logLimit: 1000 }));
    expect(capped.result).toMatchObject({ reason: 'combatOver', winner: null });
    expect(capped.log.filter((e) => e.type === 'combatRoundStarted').length).toBe(3);
    expect(capped.log.find((e) => e.type === 'combatEnded')).toMatchObject({ result: 'retreat', by: 'attacker' });
    const uncapped = stall(createCombat(armies));
    expect(uncapped.result).toBeNull(); // still fighting after 200 stalling actions
    expect(() => createCombat({ ...armies, combatRoundLimit: -1 })).toThrow(/combatRoundLimit/);
  });
});

describe('attacks', () => {
  it('the Pack and Few example: Magic Arrow empowered by 2 flips Skeletons and leaves 1 damage (Defense does not apply to spells)', () => {
    let s = createCombat({
      attacker: { hero: 'alamar', level: 2, units: [{ unit: 'dungeon.troglodytes', space: 5 }], hand: ['stat.power', 'spell.magic-arrow'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'pack', space: 14 }] },
    });
    s = apply(s, { type: 'endActivation' }); // Skeletons (Pack, Initiative 5) act first
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'stat.power'), play: 'expert' });
    s = apply(apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.magic-arrow'), play: 'spell', target: 'necropolis.skeletons', power: 2 }), { type: 'chooseSchool', school: 'fire' });
    const sk = unit(s, 'necropolis.skeletons');
    expect(sk.side).toBe('few');
    expect(sk.damage).toBe(1);
    expect(sk.defeated).toBe(false);
  });

  it('the Combat Example: Zombies with +1 Attack against Griffins with +1 Defense, die +1: 3 damage, no flip', () => {
    let s = createCombat({
      dice: { attack: [1, 0] },
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 6 }], hand: ['stat.attack'] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.griffins', side: 'pack', space: 14 }], hand: ['stat.defense'] },
    });
    s = apply(s, { type: 'endActivation' }); // Griffins (9) first
    s = apply(s, { type: 'moveUnit', space: 10 });
    s = apply(s, { type: 'attack', target: 'castle.griffins' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p1' });
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'stat.attack'), play: 'basic' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p2' });
    s = apply(s, { type: 'playCard', card: card(s, 'p2', 'stat.defense'), play: 'basic' });
    s = passWindows(s);
    const g = unit(s, 'castle.griffins');
    expect(g.damage).toBe(3); // 2 + 1 + 1 − (0 + 1)
    expect(g.side).toBe('pack');
    // The bonuses ended with the attack; the Griffins retaliated (die 0): 3 − 1 = 2 damage on the Zombies.
    expect(g.defenseBonus).toBe(0);
    expect(unit(s, 'necropolis.zombies').attackBonus).toBe(0);
    expect(unit(s, 'necropolis.zombies').damage).toBe(2);
  });

  it('the Harpies and Crusaders example: Magic Arrow +1 Power deals 2, then Harpies at attack 2 with a −1 die do nothing', () => {
    let s = createCombat({
      dice: { attack: [-1] },
      attacker: { hero: 'alamar', units: [{ unit: 'dungeon.harpies', space: 6 }], hand: ['stat.power', 'spell.magic-arrow'] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 14 }] },
    });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'dungeon.harpies' });
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'stat.power'), play: 'basic' });
    s = apply(apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.magic-arrow'), play: 'spell', target: 'castle.crusaders', power: 1 }), { type: 'chooseSchool', school: 'fire' });
    expect(unit(s, 'castle.crusaders').damage).toBe(2);
    s = apply(s, { type: 'moveUnit', space: 10 });
    s = apply(s, { type: 'attack', target: 'castle.crusaders' });
    s = passWindows(s);
    const hit = s.log.find((e) => e.type === 'attackResolved' && e.attacker === 'dungeon.harpies');
    expect(hit).toMatchObject({ attack: 1, defense: 2, damage: 0 }); // 2 − 1 against Defense 2
    // (the Crusaders' retaliation follows)
  });

  it('a Pack that takes damage beyond its HP flips to Few and keeps the excess; a Few at 0 HP is defeated', () => {
    let s = createCombat({
      dice: { attack: [1] },
      attacker: { hero: 'mutare', units: [{ unit: 'dungeon.minotaurs', side: 'pack', space: 6 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', side: 'pack', space: 10 }, { unit: 'castle.marksmen', space: 19 }] },
    });
    // Minotaurs Pack (Initiative 8) attack the adjacent Halberdiers Pack: 5 + 1 − 1 = 5 damage ≥ 2 (Pack) → Few with 3 ≥ 2 → defeated.
    s = apply(s, { type: 'attack', target: 'castle.halberdiers' });
    s = passWindows(s);
    const h = unit(s, 'castle.halberdiers');
    expect(h.defeated).toBe(true);
    expect(h.side).toBe('few');
  });

  it('ranged units next to an enemy must attack it, rolling two dice and keeping the lower', () => {
    let s = createCombat({
      dice: { attack: [1, -1] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.marksmen', side: 'pack', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', side: 'pack', space: 13 }, { unit: 'necropolis.skeletons', space: 19 }] },
    });
    const targets = legalActions(s).filter((a) => a.type === 'attack').map((a) => (a as { target: string }).target);
    expect(targets).toEqual(['necropolis.zombies']);
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    s = passWindows(s);
    expect(unit(s, 'necropolis.zombies').damage).toBe(0); // 2 + min(1, −1) − 1 = 0
  });

  it('ranged units shooting from their Backline into the enemy Backline take the penalty too; otherwise one die', () => {
    let s = createCombat({
      dice: { attack: [1, 0, 1, -1] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.marksmen', side: 'pack', space: 1 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 17 }] },
    });
    s = apply(s, { type: 'attack', target: 'necropolis.skeletons' });
    s = passWindows(s);
    // min(1, 0) = 0: 2 + 0 − 1 = 1 damage. Marksmen Pack shoot a non-adjacent target a second time, with the
    // penalty again: min(1, −1) = −1, 2 − 1 − 1 = 0.
    expect(unit(s, 'necropolis.skeletons').damage).toBe(1);
  });

  it('a unit retaliates once per Combat Round, and a retaliation is never retaliated', () => {
    let s = createCombat({
      dice: { attack: [0, 0, 0, 0] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 6 }, { unit: 'castle.halberdiers', space: 9 }] },
      defender: { hero: 'mutare', units: [{ unit: 'dungeon.minotaurs', side: 'pack', space: 10 }] },
    });
    // Minotaurs (8) attack the Crusaders: 5 − 2 = 3; Crusaders retaliate 3 − 2 = 1.
    s = apply(s, { type: 'attack', target: 'castle.crusaders' });
    s = passWindows(s);
    expect(unit(s, 'castle.crusaders').damage).toBe(3);
    expect(unit(s, 'dungeon.minotaurs').damage).toBe(1);
    expect(unit(s, 'dungeon.minotaurs').retaliated).toBe(false);
    // Crusaders (5) attack: 3 − 2 = 1, Minotaurs retaliate (their one retaliation this round).
    s = apply(s, { type: 'attack', target: 'dungeon.minotaurs' });
    s = passWindows(s);
    expect(unit(s, 'dungeon.minotaurs').retaliated).toBe(true);
    expect(unit(s, 'dungeon.minotaurs').damage).toBe(2);
    // Halberdiers (4) attack: no retaliation this time.
    const before = unit(s, 'castle.halberdiers').damage;
    s = apply(s, { type: 'attack', target: 'dungeon.minotaurs' });
    s = passWindows(s);
    expect(unit(s, 'castle.halberdiers').damage).toBe(before);
  });

  it('Defend: a Defense token adds a second die, +1 Defense on a +1, and is discarded at the next activation', () => {
    let s = createCombat({
      dice: { attack: [0, 1] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 5 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 13 }] },
    });
    s = apply(s, { type: 'endActivation' }); // Griffins (6)
    s = apply(s, { type: 'defend' }); // Skeletons (4)
    expect(unit(s, 'necropolis.skeletons').defending).toBe(true);
    // Round 2: the Griffins attack before the Skeletons activate again.
    expect(s.pending).toMatchObject({ unit: 'castle.griffins' });
    s = apply(s, { type: 'moveUnit', space: 9 });
    s = apply(s, { type: 'attack', target: 'necropolis.skeletons' });
    s = passWindows(s);
    // 2 + 0 − (1 + 1) = 0
    expect(unit(s, 'necropolis.skeletons').damage).toBe(0);
  });

  it('one Spell per player per Combat Round; an Expert effect needs a use left', () => {
    let s = createCombat({
      attacker: { hero: 'alamar', level: 1, units: [{ unit: 'dungeon.troglodytes', space: 5 }], hand: ['spell.magic-arrow', 'spell.magic-arrow', 'stat.power'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 17 }] },
    });
    // Level I: no Expert uses.
    expect(legalActions(s).some((a) => a.type === 'playCard' && a.play === 'expert')).toBe(false);
    s = apply(apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.magic-arrow'), play: 'spell', target: 'necropolis.zombies', power: 0 }), { type: 'chooseSchool', school: 'fire' });
    // Casting is over for this Combat Round; a Spell's alternative effect is no cast and stays playable (ruling C3).
    expect(legalActions(s).some((a) => a.type === 'playCard' && a.card.startsWith('spell.') && a.play === 'spell')).toBe(false);
    expect(legalActions(s).some((a) => a.type === 'playCard' && a.card.startsWith('spell.') && a.play === 'alternative')).toBe(true);
    const err = (() => {
      try {
        apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.magic-arrow'), play: 'spell', target: 'necropolis.zombies', power: 0 });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(IllegalActionError);
  });

  it('Power not spent on a Spell dissipates when its player does something else', () => {
    let s = createCombat({
      attacker: { hero: 'alamar', units: [{ unit: 'dungeon.troglodytes', space: 5 }], hand: ['stat.power', 'spell.magic-arrow'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 17 }] },
    });
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'stat.power'), play: 'basic' });
    expect(s.combat!.power['p1']).toBe(1);
    s = apply(s, { type: 'moveUnit', space: 9 });
    expect(s.combat!.power['p1']).toBe(0);
    expect(has(s, { type: 'playCard', card: card(s, 'p1', 'spell.magic-arrow'), play: 'spell', target: 'necropolis.zombies', power: 1 })).toBe(false);
  });
});

describe('neutral combat', () => {
  const neutral = (): CombatConfig => ({
    attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 5 }], movementPoints: 1 },
    defender: { neutrals: [{ unit: 'neutral.boars' }], fieldLevel: 1 },
  });

  it('the opponent places the neutrals; they must attack when they can and never Defend', () => {
    let s = createCombat(neutral());
    expect(s.pending).toMatchObject({ kind: 'placeUnits', player: 'p2', team: 'defender' });
    s = apply(s, { type: 'placeUnit', unit: 'neutral.boars#1', space: 13 });
    // Boars (6) first: they can reach the Halberdiers, so they may not end their activation or defend.
    const acts = legalActions(s);
    expect(acts.some((a) => a.type === 'endActivation' || a.type === 'defend')).toBe(false);
    expect(acts.some((a) => a.type === 'moveUnit')).toBe(true);
  });

  it('lasts one Combat Round: the attacker pays 1 movement point for another, or retreats', () => {
    let s = createCombat({ ...neutral(), defender: { neutrals: [{ unit: 'neutral.boars', space: 19 }], fieldLevel: 1 } });
    // Boars at 19 cannot reach the Halberdiers at 5 (distance 4): they may end the activation.
    s = apply(s, { type: 'endActivation' });
    s = apply(s, { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'combatRoundEnd', player: 'p1' });
    expect(legalActions(s).map((a) => a.type).sort()).toEqual(['extendCombat', 'retreat']);
    // Retreating ends the combat with nobody winning and no movement point paid.
    const gone = apply(s, { type: 'retreat' });
    expect(gone.log.find((e) => e.type === 'combatEnded')).toMatchObject({ result: 'retreat', by: 'attacker' });
    expect(gone.result).toMatchObject({ reason: 'combatOver', winner: null });
    expect(gone.players[0]!.mainHero.used).toBe(0);
    expect(gone.players[0]!.experience).toBe(0);
    s = apply(s, { type: 'extendCombat' });
    expect(s.players[0]!.mainHero.used).toBe(1);
    expect(s.combat!.round).toBe(2);
    s = apply(s, { type: 'moveUnit', space: 15 }); // the Halberdiers activate first in the new round
    expect(s.pending).toBeTruthy();
  });

  it('winning against a field of the hero\'s level gives 1 experience', () => {
    let s = createCombat({
      dice: { attack: [1, 1, 1, 1] },
      attacker: { hero: 'mutare', units: [{ unit: 'dungeon.minotaurs', side: 'pack', space: 9 }] },
      defender: { neutrals: [{ unit: 'neutral.boars', space: 13 }], fieldLevel: 1 },
    });
    s = apply(s, { type: 'attack', target: 'neutral.boars#1' });
    s = passWindows(s);
    expect(s.result).toMatchObject({ reason: 'combatOver', winner: 'p1' });
    expect(s.players[0]!.experience).toBe(1);
    expect(s.neutralDecks.bronze.discard).toContain('neutral.boars#1');
  });
});

describe('end of combat', () => {
  it('heals survivors, keeps a flipped Pack on its Few side, removes defeated units, and the loser pays 5 gold', () => {
    let s = createCombat({
      dice: { attack: [1, 1, 1] },
      attacker: { hero: 'mutare', level: 2, units: [{ unit: 'dungeon.minotaurs', side: 'pack', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 13 }], gold: 7 },
    });
    s = apply(s, { type: 'attack', target: 'castle.halberdiers' });
    s = passWindows(s);
    expect(s.result?.winner).toBe('p1');
    const p2 = s.players[1]!;
    // Its unit deck was emptied, so it is reset to the starting units.
    expect(p2.units).toEqual([{ unit: 'castle.halberdiers', side: 'few' }]);
    expect(p2.resources.gold).toBe(2);
    expect(s.players[0]!.resources.gold).toBe(5);
    expect(p2.morale.negative).toBe(true);
  });

  it('surrender: instead of activating, pay 10 gold; not when defending a town', () => {
    const cfg: CombatConfig = {
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 5 }], gold: 12 },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 17 }], gold: 12 },
    };
    let s = createCombat(cfg);
    expect(has(s, { type: 'surrender' })).toBe(true);
    s = apply(s, { type: 'surrender' });
    expect(s.result).toMatchObject({ reason: 'combatOver', winner: null });
    expect(s.players[0]!.resources.gold).toBe(2);
    expect(s.players[1]!.resources.gold).toBe(22);
    let t = createCombat({ ...cfg, town: { walls: false } });
    t = apply(t, { type: 'endActivation' });
    expect(t.pending).toMatchObject({ unit: 'necropolis.zombies' });
    expect(has(t, { type: 'surrender' })).toBe(false);
  });

  it('surrender comes before the activating unit\'s start-of-activation ability (Wraiths Pack, p. 43)', () => {
    let s = createCombat({
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.wraiths', side: 'pack', space: 5 }], gold: 12 },
      defender: { hero: 'catherine', units: [{ unit: 'castle.archangels', space: 19 }], hand: ['stat.attack', 'stat.defense'] },
    });
    s = apply(s, { type: 'endActivation' }); // Archangels (12) first
    // Instead of activating the Wraiths, Sandro's player may surrender: asked before the Wraiths make p2 discard.
    expect(s.pending).toMatchObject({ kind: 'chooseActivation', player: 'p1', units: ['necropolis.wraiths'] });
    expect(legalActions(s)).toEqual([{ type: 'activateUnit', unit: 'necropolis.wraiths' }, { type: 'surrender' }]);
    expect(s.players[1]!.hand).toHaveLength(2);
    const gaveUp = apply(s, { type: 'surrender' });
    expect(gaveUp.players[1]!.hand).toHaveLength(2);
    expect(gaveUp.players[0]!.resources.gold).toBe(2);
    const went = apply(s, { type: 'activateUnit', unit: 'necropolis.wraiths' });
    expect(went.pending).toMatchObject({ kind: 'activation', unit: 'necropolis.wraiths', stage: 'start' });
    expect(went.players[1]!.hand).toHaveLength(1);
    // Once the ability has acted, the unit is activating: surrender is no longer instead of activating it.
    expect(has(went, { type: 'surrender' })).toBe(false);
  });
});

describe('siege', () => {
  const siege = (): CombatConfig => ({
    attacker: { hero: 'catherine', units: [{ unit: 'castle.marksmen', side: 'pack', space: 1 }, { unit: 'castle.griffins', space: 5 }] },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 13 }, { unit: 'necropolis.zombies', space: 14 }] },
    town: { walls: true },
  });

  it('the defender places the Gate in the middle row and the Walls fill the rest', () => {
    let s = createCombat(siege());
    expect(s.pending).toMatchObject({ kind: 'placeUnits', player: 'p2' });
    s = apply(s, { type: 'placeUnit', unit: 'gate', space: 9 });
    const mid = s.combat!.units.filter((u) => u.kind === 'wall' || u.kind === 'gate').map((u) => [u.kind, u.space]);
    expect(mid).toEqual([['wall', 8], ['wall', 10], ['wall', 11], ['gate', 9]]);
  });

  it('an adjacent attack destroys a Wall with no die; with all Walls and the Gate down, the Arrow Tower falls', () => {
    let s = createCombat(siege());
    s = apply(s, { type: 'placeUnit', unit: 'gate', space: 9 });
    // Arrow Tower (9) and Griffins... order: Arrow Tower 9 (defender), Marksmen Pack 6, Griffins 6
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'arrow-tower', player: 'p2' });
    s = apply(s, { type: 'endActivation' });
    s = apply(s, { type: 'activateUnit', unit: 'castle.griffins' });
    s = apply(s, { type: 'attack', target: 'gate' }); // Griffins at 5 are next to the Gate at 9
    expect(unit(s, 'gate').defeated).toBe(true);
    expect(s.log.some((e) => e.type === 'dieRolled')).toBe(false);
  });

  it('a defender behind an intact Wall takes 1 less damage from ranged attacks', () => {
    let s = createCombat({ ...siege(), dice: { attack: [1, -1] } });
    s = apply(s, { type: 'placeUnit', unit: 'gate', space: 8 });
    s = apply(s, { type: 'endActivation' }); // tower
    s = apply(s, { type: 'activateUnit', unit: 'castle.marksmen' });
    // Skeletons at 13 (column 1, wall at 9). (Zombies would gain +1 Defense from the +1: their own ability.)
    s = apply(s, { type: 'attack', target: 'necropolis.skeletons' });
    s = passWindows(s);
    // 2 + 1 − 1 (Defense) − 1 (Wall) = 1; the Marksmen Pack's second shot: 2 − 1 − 1 − 1 → 0
    expect(unit(s, 'necropolis.skeletons').damage).toBe(1);
  });
});

describe('combat sandbox', () => {
  it('a mirror match gives the defender\'s copy of a unit its own id and returns both to their decks', () => {
    let s = createCombat({
      seed: 'mirror',
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 5 }] },
      defender: { hero: 'rion', units: [{ unit: 'castle.halberdiers', side: 'pack', space: 9 }] },
    });
    expect(s.combat!.units.map((u) => u.id)).toEqual(['castle.halberdiers', 'castle.halberdiers@p2']);
    let steps = 0;
    while (s.pending && steps++ < 500) s = apply(s, legalActions(s)[0]!);
    expect(s.result).not.toBeNull();
    expect(s.players[1]!.units.map((u) => u.unit)).toEqual(['castle.halberdiers']);
  });
});

describe('regressions found by the combat properties', () => {
  it('a neutral that must attack may only move where it can still attack', () => {
    const s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.marksmen', space: 9 }] },
      defender: { neutrals: [{ unit: 'neutral.crusaders', space: 13 }] },
    });
    const moves = legalActions(s).filter((a) => a.type === 'moveUnit').map((a) => (a as { space: number }).space);
    expect(moves).not.toContain(19);
    expect(() => apply(s, { type: 'moveUnit', space: 19 })).toThrow(/must attack/);
  });

  it('every neutral guard is placed while there is room, and leftovers go to their discard pile', () => {
    let s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers' }] },
      defender: { neutrals: [{ unit: 'neutral.boars' }, { unit: 'neutral.trolls' }] },
    });
    s = apply(s, { type: 'placeUnit', unit: 'castle.halberdiers', space: 5 }); // its only unit: the defender's turn
    s = apply(s, { type: 'placeUnit', unit: 'neutral.boars#1', space: 14 });
    expect(legalActions(s).some((a) => a.type === 'finishPlacement')).toBe(false);
    expect(() => apply(s, { type: 'finishPlacement' })).toThrow(IllegalActionError);
  });

  it('no unit may start in the middle row of a siege', () => {
    expect(() =>
      createCombat({
        town: { walls: true },
        attacker: { hero: 'catherine', units: [{ unit: 'castle.champions', space: 8 }] },
        defender: { hero: 'mutare', units: [{ unit: 'dungeon.troglodytes', space: 16 }] },
      }),
    ).toThrow(/middle row/);
  });
});

describe('the rule books\' worked examples', () => {
  it('Dread Knights against wounded Griffins: Expert Defense blocks the attack; the +2 retaliation with a −1 flips the Griffins, 1 HP left', () => {
    // Core rule book 1.0, "Combat example". The Ogre's Club of Havoc (+2 Attack) of the example is played here as
    // an Expert Attack card, which gives the same +2 Attack.
    let s = createCombat({
      dice: { attack: [1, -1] },
      attacker: { hero: 'mutare', units: [{ unit: 'castle.griffins', side: 'pack', space: 9, damage: 1 }] },
      defender: { hero: 'tamika', level: 4, units: [{ unit: 'necropolis.dread-knights', space: 13 }], hand: ['stat.defense', 'stat.attack'] },
    });
    s = apply(s, { type: 'attack', target: 'necropolis.dread-knights' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p2' });
    s = apply(s, { type: 'playCard', card: card(s, 'p2', 'stat.defense'), play: 'expert' });
    s = apply(s, { type: 'pass' }); // the window closes (Mutare has no cards), the die shows +1
    expect(unit(s, 'necropolis.dread-knights').damage).toBe(0); // 3 + 1 against 2 + 2
    // The retaliation's window: the Dread Knights' player adds +2 Attack.
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p2' });
    s = apply(s, { type: 'playCard', card: card(s, 'p2', 'stat.attack'), play: 'expert' });
    s = passWindows(s);
    const g = unit(s, 'castle.griffins');
    expect(g.side).toBe('few'); // 5 + 2 − 1 = 6 on a Pack with 1 damage and HP 4: flipped with 3 on the Few
    expect(g.damage).toBe(3);
    expect(4 - g.damage).toBe(1);
    expect(unit(s, 'necropolis.dread-knights').retaliated).toBe(true);
  });
});

describe('summoned units (Summoning, p. 90)', () => {
  it('activate this round only if their Initiative is not above the activating unit\'s', async () => {
    const { Draft } = await import('../src/kernel/draft');
    const { summonUnit } = await import('../src/combat/engine');
    const s = createCombat({
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 5 }] }, // Initiative 6, activating now
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 17 }] },
    });
    const base = { kind: 'unit' as const, side: 'neutral' as const, team: 'attacker' as const, owner: null, damage: 0, paralyzed: false, defending: false, attackBonus: 0, defenseBonus: 0, ignoresAttackDie: false, initiativeBonus: 0, abilitiesDisabled: false, spellProtected: false, damagesAttackers: 0, hpBonus: 0, covers: [], poison: 0, activated: false, retaliated: false, defeated: false };
    const d = new Draft(s);
    summonUnit(d, { ...base, id: 'neutral.boars#1', card: 'neutral.boars', space: 0 }); // Initiative 6: activates this round
    summonUnit(d, { ...base, id: 'neutral.griffins#1', card: 'neutral.griffins', space: 1 }); // Initiative 8: waits
    const units = d.s.combat!.units;
    expect(units.find((u) => u.id === 'neutral.boars#1')!.activated).toBe(false);
    expect(units.find((u) => u.id === 'neutral.griffins#1')!.activated).toBe(true);
  });
});

describe('heroes at the end of combat (End of Combat, p. 43)', () => {
  const win = (defender: CombatConfig['defender']) => {
    let s = createCombat({ dice: { attack: [1, 1, 1] }, attacker: { hero: 'mutare', level: 2, units: [{ unit: 'dungeon.minotaurs', side: 'pack', space: 9 }] }, defender });
    s = apply(s, { type: 'attack', target: s.combat!.units.find((u) => u.team === 'defender')!.id });
    return passWindows(s);
  };

  it('a defeated Main Hero gives the winner a Faction Cube; the winner gains experience', () => {
    const s = win({ hero: 'catherine', level: 2, units: [{ unit: 'castle.halberdiers', space: 13 }] });
    expect(s.players[0]!.factionCubes).toEqual(['p2']);
    expect(s.players[0]!.experience).toBe(2 + 1); // level II beat level II: +1
  });

  it('a defeated Secondary Hero is removed and gives a cube, but no experience', () => {
    const s = win({ hero: 'catherine', secondaryHero: true, units: [{ unit: 'castle.halberdiers', space: 13 }] });
    expect(s.players[1]!.secondaryHero).toBeNull();
    expect(s.players[0]!.factionCubes).toEqual(['p2']);
    expect(s.players[0]!.experience).toBe(2);
    expect(s.players[1]!.morale.negative).toBe(false); // only a Main Hero loses morale and pays
  });

  it('a Secondary Hero plays no cards', () => {
    const s = createCombat({
      attacker: { hero: 'catherine', secondaryHero: true, units: [{ unit: 'castle.griffins', space: 5 }], hand: ['stat.attack'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 17 }] },
    });
    expect(legalActions(s).some((a) => a.type === 'playCard')).toBe(false);
  });
});
