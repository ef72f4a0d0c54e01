/**
 * The four Statistic cards (Statistic and Ability Cards, p. 23; Using Cards During Combat, p. 42), Basic and Expert,
 * each through the public API: the value it changes and when the change ends.
 */
import { describe, it, expect } from 'vitest';
import { createCombat, legalActions, apply, type Action, type CombatConfig, type GameState } from '../src';

const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const player = (s: GameState, id: string) => s.players.find((p) => p.id === id)!;
const card = (s: GameState, id: string, prefix: string) => player(s, id).hand.find((c) => c.startsWith(prefix))!;
const play = (s: GameState, id: string, prefix: string, key: string, extra: Partial<Extract<Action, { type: 'playCard' }>> = {}) =>
  apply(s, { type: 'playCard', card: card(s, id, prefix), play: key, ...extra } as Action);
const inHand = (s: GameState, id: string, prefix: string) => player(s, id).hand.filter((c) => c.startsWith(prefix)).length;
/** Passes every window (reaction, dice, after a Spell) until a unit's activation or the end. */
function settle(s: GameState): GameState {
  while (s.pending && s.pending.kind !== 'activation' && s.pending.kind !== 'chooseActivation') {
    s = apply(s, legalActions(s).find((a) => a.type === 'pass' || a.type === 'keepDice')!);
  }
  return s;
}

/**
 * p1's Pack of Skeletons (Attack 3, Initiative 5, no ability) at 9 and p2's Few Crusaders (Defense 2, HP 4,
 * Initiative 5) at 13, adjacent: the tie goes to the attacker, so the Skeletons activate first. Every Attack die
 * shows 0. Both heroes are level II (one Expert effect per round).
 */
const duel = (p1Hand: string[], p2Hand: string[]): CombatConfig => ({
  dice: { attack: Array.from({ length: 12 }, () => 0) },
  attacker: { hero: 'sandro', level: 2, units: [{ unit: 'necropolis.skeletons', side: 'pack', space: 9 }], hand: p1Hand },
  defender: { hero: 'catherine', level: 2, units: [{ unit: 'castle.crusaders', side: 'few', space: 13 }], hand: p2Hand },
});

describe('Attack card', () => {
  it('Basic: +1 Attack for the activating unit, until its attack resolves (3 + 1 − 2 = 2 damage)', () => {
    let s = createCombat(duel(['stat.attack'], []));
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'necropolis.skeletons' });
    s = play(s, 'p1', 'stat.attack', 'basic');
    expect(unit(s, 'necropolis.skeletons').attackBonus).toBe(1);
    s = settle(apply(s, { type: 'attack', target: 'castle.crusaders' }));
    expect(unit(s, 'castle.crusaders').damage).toBe(2);
    expect(unit(s, 'necropolis.skeletons').attackBonus).toBe(0);
  });

  it('Expert: +2 Attack, using the round\'s Expert effect (3 + 2 − 2 = 3 damage)', () => {
    let s = play(createCombat(duel(['stat.attack'], [])), 'p1', 'stat.attack', 'expert');
    expect(player(s, 'p1').expertUsed).toBe(1);
    s = settle(apply(s, { type: 'attack', target: 'castle.crusaders' }));
    expect(unit(s, 'castle.crusaders').damage).toBe(3);
  });
});

describe('Defense card', () => {
  it('Basic: +1 Defense for the attacked unit, played in the reaction window (3 − (2 + 1) = 0 damage)', () => {
    let s = apply(createCombat(duel([], ['stat.defense'])), { type: 'attack', target: 'castle.crusaders' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p2' });
    s = settle(play(s, 'p2', 'stat.defense', 'basic'));
    expect(unit(s, 'castle.crusaders').damage).toBe(0);
  });

  it('Expert: +2 Defense against an Attack card: 3 + 1 − (2 + 2) = 0 damage', () => {
    let s = play(createCombat(duel(['stat.attack'], ['stat.defense'])), 'p1', 'stat.attack', 'basic');
    s = apply(s, { type: 'attack', target: 'castle.crusaders' });
    expect(legalActions(s).filter((a) => a.type === 'playCard').map((a) => (a as { play: string }).play)).toEqual(['basic', 'expert']);
    s = settle(play(s, 'p2', 'stat.defense', 'expert'));
    expect(player(s, 'p2').expertUsed).toBe(1);
    expect(unit(s, 'castle.crusaders').damage).toBe(0);
  });
});

describe('Power card', () => {
  it('Basic: +1 Power, so Magic Arrow takes its 1-Power tier (2 damage); the Power is spent by the cast', () => {
    let s = play(createCombat(duel(['stat.power', 'spell.magic-arrow'], [])), 'p1', 'stat.power', 'basic');
    expect(s.combat!.power.p1).toBe(1);
    s = apply(play(s, 'p1', 'spell.magic-arrow', 'spell', { target: 'castle.crusaders', power: 1 }), { type: 'chooseSchool', school: 'fire' });
    expect(unit(s, 'castle.crusaders').damage).toBe(2);
    expect(s.combat!.power.p1).toBe(0);
  });

  it('Expert: +2 Power (Magic Arrow at 2 Power: 3 damage)', () => {
    let s = play(createCombat(duel(['stat.power', 'spell.magic-arrow'], [])), 'p1', 'stat.power', 'expert');
    expect(s.combat!.power.p1).toBe(2);
    s = apply(play(s, 'p1', 'spell.magic-arrow', 'spell', { target: 'castle.crusaders', power: 2 }), { type: 'chooseSchool', school: 'fire' });
    expect(unit(s, 'castle.crusaders').damage).toBe(3);
  });
});

describe('Knowledge card', () => {
  it('Basic: right after a Spell is cast, the Spell goes back to hand; the Spell limit still holds', () => {
    let s = apply(play(createCombat(duel(['spell.magic-arrow', 'stat.knowledge'], [])), 'p1', 'spell.magic-arrow', 'spell', { target: 'castle.crusaders', power: 0 }), { type: 'chooseSchool', school: 'air' });
    expect(s.pending).toMatchObject({ kind: 'afterSpell', player: 'p1' });
    s = play(s, 'p1', 'stat.knowledge', 'basic');
    expect(inHand(s, 'p1', 'spell.magic-arrow')).toBe(1);
    s = settle(s);
    expect(legalActions(s).some((a) => a.type === 'playCard' && a.card.startsWith('spell.magic-arrow') && a.play === 'spell')).toBe(false);
  });

  it('Expert: the Spell back to hand and one more Spell this Combat Round', () => {
    let s = apply(play(createCombat(duel(['spell.magic-arrow', 'stat.knowledge'], [])), 'p1', 'spell.magic-arrow', 'spell', { target: 'castle.crusaders', power: 0 }), { type: 'chooseSchool', school: 'air' });
    s = settle(play(s, 'p1', 'stat.knowledge', 'expert'));
    expect(s.combat!.spellLimit.p1).toBe(2);
    s = settle(apply(play(s, 'p1', 'spell.magic-arrow', 'spell', { target: 'castle.crusaders', power: 0 }), { type: 'chooseSchool', school: 'fire' }));
    expect(unit(s, 'castle.crusaders').damage).toBe(2);
  });

  it('is not offered before a Spell is cast', () => {
    const s = createCombat(duel(['stat.knowledge', 'spell.magic-arrow'], []));
    expect(legalActions(s).some((a) => a.type === 'playCard' && a.card.startsWith('stat.knowledge'))).toBe(false);
  });
});
