/**
 * The Treasure Die (All Map Locations, p. 75; faces in the rules digest §1.3): `rollTreasureDice` throws it, each face
 * resolves its bonus (1 experience, Search (2) the Artifact deck — optional, a Resource die, 2 Resource dice keeping
 * one), "2 → 1" (Pandora's Box) resolves the die the player picks, and a thrown die is rerolled with positive morale
 * or Luck as a Resource die is (rulings E1–E3).
 */
import { describe, expect, it } from 'vitest';
import { apply, describeAction, describeEffect, describeEvent, legalActions, loadState, TREASURE_DIE, type GameState } from '../src';
import type { Effect } from '../src/model';
import { TREASURE_FACE_EFFECTS } from '../src/data/dice';
import { expectDecision, expectIllegal, modify, newTurnGame, player, runEffects, setMorale, withLocation } from './helpers';

const EXPERIENCE = 1;
const ARTIFACT = 3;
const RESOURCE_DIE = 5;
const TWO_RESOURCE_DICE = 6;

const roll = (count: number, keep: 'one' | 'all'): Effect[] => [{ op: 'rollTreasureDice', count, keep }];

/** p1 on their turn, with scripted Treasure and Resource dice. */
const game = (treasure: number[], resource: number[] = []): GameState => newTurnGame({ dice: { treasure, resource } });

const withLuck = (s: GameState, luck: Partial<GameState['players'][number]['luck']>): GameState =>
  modify(s, (c) => void Object.assign((c.players[0] as GameState['players'][number]).luck, luck));

describe('the Treasure Die', () => {
  it('has two Experience, two Artifact, one Resource Die and one 2 Resource Dice faces (E1: the wiki\'s split)', () => {
    const counts: Record<string, number> = {};
    for (let face = 1; face <= 6; face++) counts[TREASURE_DIE[face] as string] = (counts[TREASURE_DIE[face] as string] ?? 0) + 1;
    expect(counts).toEqual({ experience: 2, artifact: 2, resourceDie: 1, twoResourceDice: 1 });
  });

  it('Experience: gain 1 experience, at once; the throw is a dieRolled event of the Treasure die', () => {
    const before = game([EXPERIENCE]);
    const s = runEffects(before, 'p1', roll(1, 'all'));
    expectDecision(s, 'turn', 'p1');
    expect(player(s).experience).toBe(player(before).experience + 1);
    const rolled = s.log.find((e) => e.type === 'dieRolled');
    expect(rolled).toMatchObject({ player: 'p1', die: 'treasure', faces: [EXPERIENCE] });
    expect(describeEvent(rolled!)).toBe('Player 1 rolls the Treasure die: Experience');
  });

  it('Artifact: Search (2) the Artifact deck, which the player may decline (Searching is always optional, p. 75)', () => {
    const s = runEffects(game([ARTIFACT]), 'p1', roll(1, 'all'));
    const dec = expectDecision(s, 'search', 'p1');
    expect(dec).toMatchObject({ deck: 'artifact', count: 2, optional: true });
    expect(legalActions(s)).toContainEqual({ type: 'decline' });
    expectDecision(apply(s, { type: 'decline' }), 'turn', 'p1');
    const picked = apply(s, { type: 'searchReveal' });
    expect(picked.revealed).toHaveLength(2);
  });

  it('Resource Die: roll a Resource die and gain it', () => {
    const before = game([RESOURCE_DIE], [1]);
    const s = runEffects(before, 'p1', roll(1, 'all'));
    expectDecision(s, 'turn', 'p1');
    expect(player(s).resources.gold).toBe(player(before).resources.gold + 3);
    expect(s.log.filter((e) => e.type === 'dieRolled').map((e) => e.type === 'dieRolled' && e.die)).toEqual(['treasure', 'resource']);
  });

  it('2 Resource Dice: roll two and gain the one the player keeps', () => {
    const before = game([TWO_RESOURCE_DICE], [2, 5]);
    let s = runEffects(before, 'p1', roll(1, 'all'));
    expect(expectDecision(s, 'keepResourceDie', 'p1')).toMatchObject({ faces: [2, 5], keep: 'one' });
    s = apply(s, { type: 'keepDie', index: 1 });
    expect(player(s).resources).toEqual({ ...player(before).resources, valuables: player(before).resources.valuables + 1 });
  });

  it('"2 → 1" (Pandora\'s Box): two dice are thrown and only the one the player picks resolves', () => {
    let s = runEffects(game([EXPERIENCE, ARTIFACT]), 'p1', roll(2, 'one'));
    const dec = expectDecision(s, 'keepTreasureDie', 'p1');
    expect(dec).toMatchObject({ faces: [EXPERIENCE, ARTIFACT], keep: 'one', luckRerolled: [] });
    expect(legalActions(s)).toEqual([{ type: 'keepDie', index: 0 }, { type: 'keepDie', index: 1 }]);
    expect(describeAction(s, { type: 'keepDie', index: 1 })).toBe('Catherine keeps the die showing Artifact');
    expectIllegal(s, { type: 'keepDice' }, 'WRONG_DECISION');
    expectIllegal(s, { type: 'keepDie', index: 2 }, 'MALFORMED_ACTION');

    const xp = player(s).experience;
    const search = apply(s, { type: 'keepDie', index: 1 });
    expectDecision(search, 'search', 'p1');
    expect(player(search).experience).toBe(xp);
    const experience = apply(s, { type: 'keepDie', index: 0 });
    expectDecision(experience, 'turn', 'p1');
    expect(player(experience).experience).toBe(xp + 1);
  });

  it('two dice kept: both resolve, the first die first', () => {
    const before = game([EXPERIENCE, ARTIFACT]);
    const s = runEffects(before, 'p1', roll(2, 'all'));
    // The experience is gained before the Search of the second die begins.
    expect(player(s).experience).toBe(player(before).experience + 1);
    expectDecision(s, 'search', 'p1');
  });

  it('a save taken while a die is to be kept loads and continues; a face that is no face is refused', () => {
    const s = runEffects(withLocation(game([EXPERIENCE, ARTIFACT]), 'pandoras-box'), 'p1', roll(2, 'one'), 'pandoras-box');
    const loaded = loadState(JSON.parse(JSON.stringify(s)));
    expect(player(apply(loaded, { type: 'keepDie', index: 0 })).experience).toBe(player(s).experience + 1);
    const broken = modify(s, (c) => void ((c.pending as { faces: number[] }).faces = [7, 1]));
    expect(() => loadState(broken)).toThrow(/pending\.faces/);
  });

  it('its card text', () => {
    expect(describeEffect({ op: 'rollTreasureDice', count: 1, keep: 'all' })).toBe('roll a Treasure die and resolve it');
    expect(describeEffect({ op: 'rollTreasureDice', count: 2, keep: 'one' })).toBe('roll 2 Treasure dice and resolve one of them');
    expect(describeEffect({ op: 'rollTreasureDice', count: 2, keep: 'all' })).toBe('roll 2 Treasure dice and resolve all of them');
  });

  it('each face is the effect the rule book gives it', () => {
    expect(TREASURE_FACE_EFFECTS).toEqual({
      experience: [{ op: 'gainExperience', amount: 1 }],
      artifact: [{ op: 'search', deck: 'artifact', count: 2, optional: true }],
      resourceDie: [{ op: 'rollResourceDice', count: 1, keep: 'all' }],
      twoResourceDice: [{ op: 'rollResourceDice', count: 2, keep: 'one' }],
    });
  });
});

describe('rerolling a Treasure die (E2)', () => {
  it('with positive morale: reroll it, spending the token, and the new face resolves', () => {
    const s0 = runEffects(setMorale(game([ARTIFACT, EXPERIENCE]), 'p1', { positive: true }), 'p1', roll(1, 'all'));
    expectDecision(s0, 'keepTreasureDie', 'p1');
    expect(legalActions(s0)).toEqual([{ type: 'keepDice' }, { type: 'rerollDie', index: 0 }]);
    const s = apply(s0, { type: 'rerollDie', index: 0 });
    expect(player(s).morale.positive).toBe(false);
    expect(player(s).experience).toBe(player(s0).experience + 1);
    expectDecision(s, 'turn', 'p1');
    // Or keep it, and the token.
    const kept = apply(s0, { type: 'keepDice' });
    expectDecision(kept, 'search', 'p1');
    expect(player(kept).morale.positive).toBe(true);
  });

  it('rerolling one of two dice before picking one', () => {
    let s = runEffects(setMorale(game([ARTIFACT, ARTIFACT, EXPERIENCE]), 'p1', { positive: true }), 'p1', roll(2, 'one'));
    expect(legalActions(s)).toEqual([
      { type: 'keepDie', index: 0 },
      { type: 'keepDie', index: 1 },
      { type: 'rerollDie', index: 0 },
      { type: 'rerollDie', index: 1 },
    ]);
    s = apply(s, { type: 'rerollDie', index: 1 });
    expect(expectDecision(s, 'keepTreasureDie', 'p1').faces).toEqual([ARTIFACT, EXPERIENCE]);
    expectIllegal(s, { type: 'rerollDie', index: 0 }, 'NO_MORALE');
  });

  it('Basic Luck: one reroll of a Treasure die this turn, apart from the Resource die reroll (A21)', () => {
    const lucky = withLuck(game([ARTIFACT, EXPERIENCE, ARTIFACT]), { resourceDie: true, treasureDie: true });
    let s = runEffects(lucky, 'p1', roll(1, 'all'));
    expect(legalActions(s)).toEqual([{ type: 'keepDice' }, { type: 'rerollDie', index: 0, using: 'luck' }]);
    s = apply(s, { type: 'rerollDie', index: 0, using: 'luck' });
    expect(player(s).luck).toEqual({ resourceDie: true, treasureDie: false, anyDie: false });
    expect(player(s).experience).toBe(player(lucky).experience + 1);
    // Spent: the next Treasure die is resolved at once.
    s = runEffects(s, 'p1', roll(1, 'all'));
    expectDecision(s, 'search', 'p1');
  });

  it('Expert Luck: each die once', () => {
    let s = runEffects(withLuck(game([ARTIFACT, ARTIFACT, EXPERIENCE]), { anyDie: true }), 'p1', roll(1, 'all'));
    s = apply(s, { type: 'rerollDie', index: 0, using: 'luck' });
    // Rerolled once with Expert Luck, the die (another Artifact) is resolved.
    expectDecision(s, 'search', 'p1');
    expect(player(s).luck.anyDie).toBe(true);
  });

  it('a Luck reroll is refused when Luck gives none', () => {
    const s = runEffects(setMorale(game([ARTIFACT]), 'p1', { positive: true }), 'p1', roll(1, 'all'));
    expectIllegal(s, { type: 'rerollDie', index: 0, using: 'luck' }, 'OPTION_NOT_AVAILABLE');
  });
});
