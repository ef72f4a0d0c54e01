/**
 * Property: games with the Fortress box in play (`expansions: ['fortress']`) on a map that draws its tiles. Random
 * walks check every step: the invariants (conservation against the boxes in play), the JSON round trip through
 * `loadState`, and views that hide the other players' hands and decks. Whole games by random and builder bots end with
 * a result and sound states.
 */
import { describe, expect, it } from 'vitest';
import {
  apply, boxOf, contentInPlay, createGame, findInvariantViolations, HIDDEN, legalActions, loadState, playGame, randomBot,
  scenario, TILE_BY_ID, townBot, viewFor, type Bot, type GameState, type ScenarioDef,
} from '../src';
import { mulberry32, PROPERTY_SCALE } from './helpers';

const FX = contentInPlay(['core', 'fortress']);
const FORTRESS_TILES = FX.tiles.filter((t) => boxOf(t.id) === 'fortress' && t.kind !== 'starting');

/** A scenario whose tile pools also hold the Fortress box's tiles of their kind. */
function withFortressTiles(id: string): ScenarioDef {
  const base = scenario(id) as ScenarioDef;
  const pools: Record<string, string[]> = {};
  for (const [name, ids] of Object.entries(base.map.pools)) {
    const kind = TILE_BY_ID[ids[0] as string]?.kind;
    pools[name] = [...ids, ...FORTRESS_TILES.filter((t) => t.kind === kind).map((t) => t.id)];
  }
  return { ...base, id: `${base.id}-fortress`, map: { ...base.map, pools } };
}

const SCENARIOS = [withFortressTiles('border-war'), withFortressTiles('chain-link')];

/** Heroes of different factions of the boxes in play, drawn by `random`; some seats choose during setup. */
function seats(random: () => number, count: number): Array<{ hero?: string }> {
  const out: Array<{ hero?: string }> = [];
  const taken = new Set<string>();
  while (out.length < count) {
    const h = FX.heroes[Math.floor(random() * FX.heroes.length)]!;
    if (taken.has(h.faction)) continue;
    taken.add(h.faction);
    out.push(random() < 0.25 ? {} : { hero: h.id });
  }
  return out;
}

/** The other players' hands and decks are hidden from a viewer. */
function viewHides(s: GameState): void {
  for (const me of s.players) {
    const view = viewFor(s, me.id);
    for (const other of view.players) {
      if (other.id === me.id) continue;
      expect(other.hand.every((c) => c === HIDDEN)).toBe(true);
      expect(other.deck.every((c) => c === HIDDEN)).toBe(true);
    }
  }
}

describe('property: games with the Fortress box in play', () => {
  it('random walks keep every invariant, round-trip through loadState and hide what views must', () => {
    const walks = 10 * PROPERTY_SCALE;
    const drawn = new Set<string>();
    for (let w = 0; w < walks; w++) {
      const random = mulberry32(7000 + w);
      const sc = SCENARIOS[w % SCENARIOS.length]!;
      let s = createGame({ seed: `fx-walk-${w}`, scenario: sc, players: seats(random, 2), expansions: ['fortress'] });
      for (let step = 0; step < 400 && s.pending; step++) {
        const acts = legalActions(s);
        s = apply(s, acts[Math.floor(random() * acts.length)]!);
        const problems = findInvariantViolations(s);
        if (problems.length > 0) throw new Error(`walk ${w}, step ${step}: ${problems.join('; ')}`);
        if (step % 20 === 0) {
          expect(loadState(JSON.stringify(s))).toEqual(s);
          viewHides(s);
        }
      }
      for (const t of s.map?.tiles ?? []) if (boxOf(t.tile) === 'fortress') drawn.add(t.tile);
    }
    // The box's tiles are drawn: the walks cover its locations (the Scholar among them).
    expect(drawn.size).toBeGreaterThan(2);
  }, 600_000);

  it('whole games end with a result, the invariants kept', () => {
    const games = 3 * PROPERTY_SCALE;
    for (let g = 0; g < games; g++) {
      const random = mulberry32(9000 + g);
      const start = createGame({ seed: `fx-game-${g}`, scenario: SCENARIOS[g % SCENARIOS.length]!, players: seats(random, 2), expansions: ['fortress'] });
      const bots: Record<string, Bot> = {};
      start.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`); });
      const { state } = playGame(start, bots);
      expect(state.result, `game ${g} has no result`).not.toBeNull();
      expect(findInvariantViolations(state)).toEqual([]);
      expect(state.config.expansions).toEqual(['fortress']);
    }
  }, 600_000);
});
