/**
 * Property: random Tournament games (p. 54) — random and builder bots, the map built by their decisions — end with a
 * result whose Victory Points the state confirms; the invariants hold after every step, every state round-trips
 * through loadState, and a player's view shows the placed tiles and the one drawn tile, never the generator that
 * draws the next one, nor the other player's hand.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, legalActions, loadState, randomBot, townBot, viewFor, victoryPoints, type Bot, type GameState } from '../src';
import { PROPERTY_SCALE, seatRng } from './helpers';

const GAMES = 4 * PROPERTY_SCALE;
const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];

/** The tile ids a state shows on the table or as the tile to place. */
function shownTiles(s: { map: GameState['map']; pending: GameState['pending'] }): string[] {
  const out = (s.map?.tiles ?? []).map((t) => t.tile);
  if (s.pending?.kind === 'placeMapTile') out.push(s.pending.tile);
  return out.sort();
}

describe('property: random Tournament games', () => {
  it('Dragon Duel: a result with Victory Points recomputed, invariants and saves after every step, views that hide', () => {
    for (let g = 0; g < GAMES; g++) {
      const seats = [{ hero: HEROES[g % HEROES.length] as string }, { hero: HEROES[(g + 1) % HEROES.length] as string }];
      let s = createGame({ scenario: 'dragon-duel', players: seats, seed: `tournament-${g}` });
      const bots: Record<string, Bot> = {};
      s.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`); });
      for (let step = 0; s.pending !== null && step < 100_000; step++) {
        const dec = s.pending;
        const view = viewFor(s, dec.player);
        const other = s.players.find((p) => p.id !== dec.player) as GameState['players'][number];
        const seen = view.players.find((p) => p.id === other.id) as GameState['players'][number];
        expect(seen.hand.every((c) => !other.hand.includes(c))).toBe(true);
        expect(view.rng).toEqual([0, 0, 0, 0]);
        expect(shownTiles(view)).toEqual(shownTiles(s));
        s = apply(s, bots[dec.player]?.decide(view, legalActions(s), seatRng) as never);
        const problems = findInvariantViolations(s);
        if (problems.length > 0) throw new Error(`game ${g}, step ${step}: ${problems.join('; ')}`);
        if (step % 25 === 0 || s.phase.step === 'buildMap' || s.phase.step === 'tournamentStart') expect(loadState(JSON.stringify(s))).toEqual(s);
      }
      const r = s.result;
      expect(r, `game ${g} has no result`).not.toBeNull();
      if (!r) continue;
      expect(['victory', 'roundLimit', 'elimination']).toContain(r.reason);
      expect(r.standings.map((x) => x.victoryPoints)).toEqual(r.standings.map((x) => victoryPoints(s, x.player)));
      if (r.reason !== 'elimination') {
        const best = Math.max(...r.standings.map((x) => x.victoryPoints));
        expect(r.winners.sort()).toEqual(r.standings.filter((x) => x.victoryPoints === best).map((x) => x.player).sort());
      }
      expect(s.map?.tiles).toHaveLength(11);
    }
  }, 600_000);
});
