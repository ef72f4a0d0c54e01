/**
 * The map under random legal play (issue #10's properties): no view ever shows a face-down tile or a supply tile —
 * neither on the map nor in the events — and every game of random play reaches its end with the map's invariants
 * holding (the invariants run after every step in test/properties.test.ts too).
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, viewFor, type GameState } from '../src';
import { findInvariantViolations } from '../src/game/invariants';
import { mulberry32, PROPERTY_SCALE } from './helpers';
import type { MapState } from '../src/model';

/** The printed names no player may see: face-down tiles and every supply's. */
function hiddenTiles(s: GameState): string[] {
  const m = s.map as MapState | null;
  if (m === null) return []; // heroes not chosen yet: no map
  return [...m.tiles.filter((t) => !t.faceUp).map((t) => t.tile), ...Object.values(m.supply).flat()];
}

describe('the map under random play', () => {
  it('never shows a hidden tile in any view, and keeps its invariants to the end of the game', () => {
    const games = Math.max(2, Math.round(6 * PROPERTY_SCALE));
    for (let g = 0; g < games; g++) {
      const random = mulberry32(g + 1);
      const scenario = g % 2 === 0 ? 'chain-link' : 'the-hunt';
      let s = createGame({ players: g % 3 === 2 && scenario === 'the-hunt' ? 3 : 2, scenario, seed: `map-${g}`, difficulty: 'easy' });
      for (let step = 0; s.pending !== null && step < 3000; step++) {
        const acts = legalActions(s);
        // Prefer doing something to ending the turn, so heroes walk, discover and fight.
        const busy = acts.length > 1 && acts[0]?.type === 'endTurn' && random() < 0.85;
        s = apply(s, acts[busy ? 1 + Math.floor(random() * (acts.length - 1)) : Math.floor(random() * acts.length)] as never);
        if (step % 5 === 0) expect(findInvariantViolations(s)).toEqual([]);
        const hidden = hiddenTiles(s);
        for (const p of s.players) {
          // The scenario's pools are public (which tiles may be drawn); which were drawn is not.
          const v = viewFor(s, p.id);
          const seen = JSON.stringify({ map: v.map, log: v.log, pending: v.pending, stack: v.stack, revealed: v.revealed });
          for (const id of hidden) expect(seen.includes(`"${id}"`), `${id} seen by ${p.id} at step ${step}`).toBe(false);
        }
      }
      expect(s.result?.reason).toBe('roundLimit');
    }
  }, 120_000);
});
