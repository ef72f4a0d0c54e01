/**
 * Saves of combats (found by the fuzzer): a thrown die's decision must show the dice of the attack under way; one
 * whose faces were cut or changed is refused, as its rerolls would name dice the attack does not have. A stand-alone
 * combat whose hero leads another faction's units keeps the invariants and loads again.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, findInvariantViolations, legalActions, loadState, type GameState } from '../src';

/** A combat at a thrown die (Attack or Defense) of a player with a positive morale token to reroll it. */
function atAttackRoll(): GameState {
  let s = createCombat({
    seed: 'combat-saves',
    dice: { attack: [0, 0, 0, 0] },
    attacker: { hero: 'catherine', morale: 'positive', units: [{ unit: 'castle.crusaders', side: 'pack', space: 7 }] },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'few', space: 12 }] },
  });
  for (let i = 0; i < 60 && s.pending !== null && s.pending.kind !== 'attackRoll'; i++) {
    const acts = legalActions(s);
    s = apply(s, acts.find((a) => a.type === 'attack') ?? acts.find((a) => a.type === 'moveUnit') ?? acts.find((a) => a.type === 'pass') ?? acts[0]!);
  }
  expect(s.pending?.kind).toBe('attackRoll');
  return s;
}

describe('saves of combats', () => {
  it('refuses a thrown die decision whose faces are not the attack\'s dice', () => {
    const s = atAttackRoll();
    expect(loadState(JSON.stringify(s))).toEqual(s);
    const cut = JSON.parse(JSON.stringify(s)) as GameState;
    (cut.pending as { faces: number[] }).faces = [];
    const dice = (s.pending as { die: string }).die === 'attack' ? 'Attack dice' : 'Defense die';
    expect(() => loadState(JSON.stringify(cut))).toThrow(new RegExp(`pending\\.faces: are not the ${dice} of the attack under way`));
    const changed = JSON.parse(JSON.stringify(s)) as GameState;
    const faces = (changed.pending as { faces: number[] }).faces;
    faces[0] = faces[0] === 1 ? -1 : 1;
    expect(() => loadState(JSON.stringify(changed))).toThrow(new RegExp(`are not the ${dice}`));
  });

  it('keeps a hero leading another faction\'s units within the invariants, in a save that loads again', () => {
    let s = createCombat({
      seed: 'combat-saves-mixed',
      attacker: { hero: 'mutare', units: [{ unit: 'dungeon.troglodytes' }, { unit: 'castle.halberdiers', side: 'pack' }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers' }, { unit: 'necropolis.skeletons' }] },
    });
    for (let i = 0; i < 40 && s.pending !== null; i++) {
      expect(findInvariantViolations(s)).toEqual([]);
      expect(loadState(JSON.stringify(s))).toEqual(s);
      s = apply(s, legalActions(s)[0]!);
    }
  });
});
