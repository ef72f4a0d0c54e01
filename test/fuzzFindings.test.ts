/**
 * What the fuzzer (scripts/fuzz.mjs) found, each as the smallest failing case: views that showed a drawn neutral
 * unit or shared objects with the state, a card id that found a member of Object.prototype, and saves that
 * loadState let through (they then crashed or never ended) or crashed on.
 */
import { describe, expect, it } from 'vitest';
import { apply, cardPlays, createCombat, createGame, legalActions, loadState, validateAction, viewFor } from '../src';
import { HIDDEN, IllegalActionError, InvalidStateError, LOCATION_BY_ID, TILE_BY_ID, type Action, type GameState } from '../src';
import { addBuildings, applyAll, clone, modify, newGame, newTurnGame, setBuildings, setResources, withPlayer } from './helpers';

/** The path loadState names for `saved`, or "loaded"; any other error is thrown. */
function rejectedAt(saved: unknown): string {
  try {
    loadState(saved);
  } catch (e) {
    if (!(e instanceof InvalidStateError)) throw e;
    return e.path;
  }
  return 'loaded';
}

describe('views (fuzz: views mode)', () => {
  it('do not show the neutral unit another player draws with Portal of Summoning', () => {
    let s = addBuildings(newGame({ players: [{ hero: 'alamar' }, { hero: 'catherine' }], logLimit: 50 }), 'p1', ['special1']);
    s = applyAll(s, [{ type: 'draw', count: 0 }, { type: 'useBuilding', building: 'dungeon.special1', option: 'summon' }, { type: 'summonFrom', tier: 'bronze' }]);
    const drawn = s.revealed[0] as string;
    const event = (viewer: string) => viewFor(s, viewer).log.find((e) => e.type === 'neutralDrawn');
    expect(event('p1')).toMatchObject({ player: 'p1', unit: drawn });
    expect(event('p2')).toMatchObject({ player: 'p1', unit: HIDDEN });
    expect(JSON.stringify(viewFor(s, 'p2'))).not.toContain(drawn);
  });

  it('share no object with the state: changing a view does not change the game', () => {
    const s = newTurnGame();
    const before = JSON.stringify(s);
    const view = viewFor(s, 'p1');
    view.players[0]?.hand.push('stat.attack#1');
    view.players[1]?.discard.push('stat.attack#2');
    (view.map?.fields[0] as { visited: boolean }).visited = true;
    view.config.players.pop();
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('actions (fuzz: actions mode)', () => {
  it('a card named like a member of Object.prototype is an unknown card, not a TypeError (while recruiting)', () => {
    let s = setBuildings(setResources(newTurnGame(), 'p1', { gold: 30 }), 'p1', ['bronzeDwelling']);
    s = apply(withPlayer(s, 'p1', (p) => void (p.units = [])), { type: 'recruit', unit: 'castle.halberdiers' });
    expect(s.pending?.kind).toBe('recruiting');
    for (const card of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(cardPlays(card)).toEqual([]);
      expect(validateAction(s, { type: 'playCard', card, play: 'expert' })).toBeInstanceOf(IllegalActionError);
    }
    expect(TILE_BY_ID['constructor']).toBeUndefined();
    expect(LOCATION_BY_ID['toString']).toBeUndefined();
  });
});
