import { describe, it, expect } from 'vitest';
import { createGame, createCombat, legalActions, apply, describeAction, describeEvent, describeDecision, type GameState } from '../src';

describe('text for people', () => {
  it('describes every legal action and every event of a game and a combat', () => {
    let s: GameState = createGame({ players: 2, seed: 'words' });
    const lines: string[] = [];
    for (let i = 0; i < 400 && s.pending; i++) {
      const actions = legalActions(s);
      for (const a of actions) expect(describeAction(s, a)).toMatch(/\w/);
      expect(describeDecision(s.pending)).toMatch(/\w/);
      s = apply(s, actions[i % actions.length]!);
    }
    for (const e of s.log) lines.push(describeEvent(e));
    let c = createCombat({
      seed: 'words',
      attacker: { hero: 'catherine', units: [{ unit: 'castle.marksmen' }, { unit: 'castle.griffins' }], hand: ['stat.attack', 'spell.magic-arrow'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.wraiths' }, { unit: 'necropolis.zombies' }], hand: ['stat.defense'] },
    });
    for (let i = 0; i < 500 && c.pending; i++) {
      const actions = legalActions(c);
      for (const a of actions) expect(describeAction(c, a)).toMatch(/\w/);
      c = apply(c, actions[(i * 7) % actions.length]!);
    }
    for (const e of c.log) lines.push(describeEvent(e));
    expect(lines.every((l) => !l.includes('undefined'))).toBe(true);
  });

  it('speaks in game terms', () => {
    const s = createGame({ players: [{ hero: 'catherine' }, { hero: 'sandro' }], seed: 'terms', difficulty: 'impossible' });
    expect(describeAction(s, { type: 'build', building: 'castle.citadel' })).toBe('Catherine builds the Citadel (8 gold, 5 building materials, 1 valuable)');
    expect(describeEvent({ seq: 0, type: 'damageDealt', unit: 'necropolis.skeletons', amount: 3, source: 'x', flipped: true, defeated: false })).toBe(
      'Skeletons take 3 damage and turn to the Few side',
    );
  });

  it('names the School of Magic a Magic Arrow is cast as', () => {
    let c = createCombat({
      attacker: { hero: 'alamar', units: [{ unit: 'dungeon.harpies', space: 5 }], hand: ['spell.magic-arrow'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'pack', space: 14 }] },
    });
    const arrow = c.players[0]!.hand[0]!;
    c = apply(c, { type: 'playCard', card: arrow, play: 'spell', target: 'necropolis.skeletons', power: 0 });
    expect(describeDecision(c.pending!, c)).toBe('Alamar picks the School of Magic Magic Arrow is cast as');
    expect(describeAction(c, { type: 'chooseSchool', school: 'air' })).toBe('Alamar casts Magic Arrow as an Air Spell');
    c = apply(c, { type: 'chooseSchool', school: 'fire' });
    expect(describeEvent(c.log.find((e) => e.type === 'schoolChosen')!, c)).toBe('Alamar casts Magic Arrow as a Fire Spell');
  });
});
