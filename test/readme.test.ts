// The README's examples, run as written, so the documentation stays true.
import { describe, it, expect } from 'vitest';
import { createGame, createCombat, legalActions, apply, currentDecision, viewFor, IllegalActionError } from '../src';

describe('README examples', () => {
  it('plays the first steps of a game', () => {
    let state = createGame({ players: [{ hero: 'catherine' }, { hero: 'sandro' }], difficulty: 'hard', seed: 'demo' });
    expect(currentDecision(state)).toMatchObject({ kind: 'choose', player: 'p1', source: 'starting-bonus' });
    state = apply(state, { type: 'choose', option: 'resources' });
    state = apply(state, { type: 'choose', option: 'artifacts', player: 'p2' });
    state = apply(state, { type: 'rotateTile', rotation: 0 });
    state = apply(state, { type: 'rotateTile', rotation: 2, player: 'p2' });
    expect(currentDecision(state)).toEqual({ kind: 'refreshHand', player: 'p1' });
    state = apply(state, { type: 'draw', count: 4 });
    expect(legalActions(state)[0]).toEqual({ type: 'endTurn' });
    expect(legalActions(state)).toContainEqual({ type: 'build', building: 'castle.citadel' });
    expect(legalActions(state).some((a) => a.type === 'moveHero')).toBe(true);
    let error: unknown;
    try {
      apply(state, { type: 'build', building: 'castle.goldDwelling' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(IllegalActionError);
    expect((error as IllegalActionError).code).toBe('BUILDING_ORDER');
    expect((error as IllegalActionError).rule).toBe('town');
    const before = state.players[0]!.resources;
    state = apply(state, { type: 'build', building: 'castle.citadel' });
    expect(state.players[0]!.resources).toEqual({ gold: before.gold - 8, buildingMaterials: before.buildingMaterials - 5, valuables: before.valuables - 1 });
    const aliceSees = viewFor(state, 'p1');
    // Sandro's hand holds the Minor artifact of his bonus, hidden from Alice.
    expect(aliceSees.players[1]!.hand).toEqual(['?']);
  });

  it('starts a stand-alone combat', () => {
    const fight = createCombat({
      attacker: { hero: 'alamar', level: 2, units: [{ unit: 'dungeon.troglodytes', space: 5 }], hand: ['stat.power', 'spell.magic-arrow'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'pack', space: 14 }] },
    });
    expect(currentDecision(fight)).toEqual({ kind: 'activation', player: 'p2', unit: 'necropolis.skeletons', stage: 'start' });
  });
});
