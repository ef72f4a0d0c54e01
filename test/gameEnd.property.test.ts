/**
 * Property: every game ends. Random and builder bots play whole games of every shipped scenario at every player count
 * it allows; each ends with a result whose standings the state confirms (Victory Points recomputed, ranks in order),
 * eliminated players are gone from the map, and the invariants hold at the end.
 */
import { describe, expect, it } from 'vitest';
import { createGame, findInvariantViolations, playGame, randomBot, SCENARIOS, townBot, victoryPoints, type Bot } from '../src';
import { PROPERTY_SCALE } from './helpers';

const GAMES_PER_COUNT = 6 * PROPERTY_SCALE;
const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];

describe('property: every game ends', () => {
  for (const sc of SCENARIOS) {
    for (let players = sc.players.min; players <= sc.players.max; players++) {
      it(`${sc.name}, ${players} player(s): a result, standings the state confirms, invariants kept`, () => {
        for (let g = 0; g < GAMES_PER_COUNT; g++) {
          const seats = Array.from({ length: players }, (_, i) => ({ hero: HEROES[(g + 2 * i) % HEROES.length] as string }));
          const start = createGame({ scenario: sc.id, players: seats, seed: `end-${sc.id}-${players}-${g}` });
          const bots: Record<string, Bot> = {};
          start.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`); });
          const { state } = playGame(start, bots);
          const r = state.result;
          expect(r, `game ${g} has no result`).not.toBeNull();
          expect(findInvariantViolations(state)).toEqual([]);
          if (!r) continue;
          expect(['victory', 'defeat', 'elimination', 'factionCubes', 'roundLimit']).toContain(r.reason);
          expect(r.standings.map((s) => s.victoryPoints)).toEqual(r.standings.map((s) => victoryPoints(state, s.player)));
          if (r.reason === 'roundLimit') expect(state.round).toBe(sc.rounds);
          if (r.reason === 'elimination') expect(state.players.filter((p) => !p.eliminated).map((p) => p.id)).toEqual(r.winners);
        }
      });
    }
  }
});
