/**
 * Property: Quicksand (Stronghold box) in random combats and random whole games — its tokens placed and revealed; the
 * invariants hold after every step, states reload from their JSON, and each view shows every token's space but hides
 * another player's face-down faces (ruling SH106).
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, determinize, findInvariantViolations, legalActions, loadState, viewFor, type GameState } from '../src';
import { HIDDEN } from '../src/game/view';
import { modify, mulberry32, PROPERTY_SCALE, walkCheckedGame } from './helpers';

const COMBATS = 12 * PROPERTY_SCALE;
const GAMES = 3 * PROPERTY_SCALE;
const HEROES = [['catherine', 'sandro'], ['mutare', 'rion'], ['alamar', 'tamika']];

/** Each player's view: every token where it lies; another player's face-down token's face hidden, their own seen. */
function expectTokensSeen(s: GameState): void {
  const tokens = s.combat?.tokens ?? [];
  for (const p of s.players) {
    const seen = viewFor(s, p.id).combat?.tokens ?? [];
    expect(seen.map((t) => t.space)).toEqual(tokens.map((t) => t.space));
    tokens.forEach((t, i) => {
      const hidden = t.face !== null && !t.faceUp && t.player !== p.id;
      expect(seen[i]!.face).toBe(hidden ? HIDDEN : t.face);
    });
  }
}

describe('property: random combats with Quicksand', () => {
  it('keep the invariants, saves and views after every step; tokens placed and revealed', () => {
    const met = new Set<string>();
    for (let g = 0; g < COMBATS; g++) {
      const rng = mulberry32(g + 1);
      let s = createCombat({
        seed: `stronghold-quicksand-${g}`,
        expansions: ['stronghold'],
        attacker: { hero: 'mutare', hand: ['spell.quicksand', 'stat.power', 'spell.quicksand'], deck: ['stat.power', 'spell.magic-arrow'], units: [{ unit: 'dungeon.minotaurs', space: 1 }, { unit: 'dungeon.harpies', space: 2 }, { unit: 'dungeon.troglodytes', space: 3 }] },
        defender: { hero: 'catherine', hand: ['spell.quicksand', 'stat.power'], deck: ['spell.magic-arrow'], units: [{ unit: 'castle.halberdiers', space: 18 }, { unit: 'castle.marksmen', space: 17 }, { unit: 'castle.crusaders', space: 14 }] },
      });
      for (let step = 0; s.pending !== null && step < 400; step++) {
        const legal = legalActions(s);
        // Place the tokens rather than stop early, and move rather than wait, most of the time: more tokens met.
        const preferred = legal.filter((a) => a.type === 'placeToken' || a.type === 'moveUnit' || (a.type === 'playCard' && a.card.startsWith('spell.quicksand#') && a.play === 'spell'));
        const pool = preferred.length > 0 && rng() < 0.8 ? preferred : legal;
        const action = pool[Math.floor(rng() * pool.length)]!;
        s = apply(s, action);
        for (const e of s.log) if (e.type === 'tokenPlaced' || e.type === 'tokenRevealed') met.add(e.type === 'tokenRevealed' ? `revealed ${e.face}` : 'placed');
        expect(findInvariantViolations(s), `combat ${g}, step ${step}`).toEqual([]);
        expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
        expectTokensSeen(s);
      }
    }
    expect([...met].sort()).toEqual(['placed', 'revealed empty', 'revealed quicksand']);
  }, 180_000);
});

describe('property: random games with Quicksand dealt', () => {
  /** A game with the box in play, each player's deck holding a Quicksand. */
  const start = (g: number) => {
    const s = createGame({ expansions: ['stronghold'], scenario: 'chain-link', seed: `stronghold-quicksand-${g}`, players: (HEROES[g % HEROES.length] as string[]).map((hero) => ({ hero })) });
    return loadState(modify(s, (x) => {
      const spells = x.decks.spell;
      for (const p of x.players) {
        const at = spells.deck.findIndex((c) => c.startsWith('spell.quicksand#'));
        if (at >= 0) p.deck.push(spells.deck.splice(at, 1)[0] as string);
      }
    }));
  };

  it('end with a result; invariants, saves and views hold after every step; a determinized view guesses the hidden faces', () => {
    let guessed = 0;
    for (let g = 0; g < GAMES; g++) {
      const last = walkCheckedGame(start(g), g, (s, step) => {
        if (s.combat?.tokens === undefined) return;
        expectTokensSeen(s);
        if (!s.combat.tokens.some((t) => !t.faceUp && t.face !== null) || guessed >= 20) return;
        for (const p of s.players) {
          const sample = determinize(viewFor(s, p.id), `quicksand-${g}-${step}`);
          expect(sample.combat!.tokens!.map((t) => t.space)).toEqual(s.combat.tokens.map((t) => t.space));
          expect(sample.combat!.tokens!.every((t) => t.face !== HIDDEN)).toBe(true);
          expect(findInvariantViolations(sample)).toEqual([]);
          expect(loadState(JSON.stringify(sample)).combat!.tokens).toEqual(sample.combat!.tokens);
          guessed += 1;
        }
      });
      expect(last.config.expansions).toEqual(['stronghold']);
    }
    expect(guessed).toBeGreaterThan(0);
  }, 600_000);
});
