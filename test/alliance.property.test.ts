/**
 * Property: random Alliance games (The Lone Crown) played to their end by random and builder bots, walked step by
 * step: every game ends with a result, the invariants hold after every step, every state reloads from its JSON
 * (loadState), and a view hides every other player's hand — an ally's too — and an ally's card offer from the enemy.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, legalActions, loadState, randomBot, townBot, viewFor, type Bot, type GameState } from '../src';
import { HIDDEN } from '../src/game/view';
import { PROPERTY_SCALE, seatRng } from './helpers';

const GAMES = 4 * PROPERTY_SCALE;
const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];

/** What a view must hide: every other player's hand, and a card offer from whoever is not one of the two allies. */
function hidesWhatItMust(s: GameState): void {
  for (const viewer of s.players) {
    const view = viewFor(s, viewer.id);
    for (const other of view.players) if (other.id !== viewer.id) expect(other.hand.every((c) => c === HIDDEN)).toBe(true);
    const dec = s.pending;
    if (dec?.kind === 'cardOffer' && viewer.id !== dec.player && viewer.id !== dec.from) expect(view.pending).toMatchObject({ card: HIDDEN });
  }
}

describe('property: random Alliance games', () => {
  it('end with a result; invariants, saves and views hold after every step', () => {
    const met = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      const seats = [0, 1, 2].map((i) => ({ hero: HEROES[(g + 2 * i) % HEROES.length] as string }));
      let s = createGame({ scenario: 'lone-crown', players: seats, seed: `alliance-${g}` });
      const bots: Record<string, Bot> = {};
      s.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`); });
      const kinds = new Set<string>();
      for (let step = 0; s.pending !== null && step < 100_000; step++) {
        const dec = s.pending;
        kinds.add(dec.kind);
        met.add(dec.kind);
        s = apply(s, (bots[dec.player] as Bot).decide(viewFor(s, dec.player), legalActions(s), seatRng));
        expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
        if (step % 20 === 0 || s.pending?.kind === 'allyOffer' || s.pending?.kind === 'cardOffer' || s.pending?.kind === 'teamOrder') {
          expect(loadState(JSON.stringify(s))).toEqual(s);
          hidesWhatItMust(s);
        }
      }
      expect(s.result, `game ${g} has no result`).not.toBeNull();
      expect(kinds.has('teamOrder')).toBe(true);
      // The allies' turns alternate with the lone player's: the team's decisions were met every round.
      if (s.result?.reason === 'roundLimit') expect(s.round).toBe(12);
    }
    expect(met.has('allyOffer'), 'the random bots offer resources to their allies').toBe(true);
  }, 600_000);
});
