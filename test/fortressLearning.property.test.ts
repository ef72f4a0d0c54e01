/**
 * Property: random whole games with the Fortress box, both copies of Learning dealt at the start (rulings FX160–FX166).
 * After every step every invariant holds; states round-trip through loadState (always at the `aboutToLevelUp`
 * decision); a view hides the other players' hands, Learning among them; every game ends with a result; Learning is
 * offered and played, after combats too.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, HIDDEN, legalActions, loadState, randomBot, townBot, viewFor, type Bot, type GameConfig, type GameState } from '../src';
import { randomSource } from '../src/kernel/rng';
import { PROPERTY_SCALE } from './helpers';

const GAMES = 4 * PROPERTY_SCALE;
const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];
const LEARNING = 'ability.learning#';

/** The game with one Learning card in each of the first two players' hands (a draw could have dealt them). */
function dealLearning(s: GameState): GameState {
  const copies = s.decks.ability.deck.filter((c) => c.startsWith(LEARNING));
  return {
    ...s,
    decks: { ...s.decks, ability: { ...s.decks.ability, deck: s.decks.ability.deck.filter((c) => !copies.includes(c)) } },
    players: s.players.map((p, i) => (copies[i] === undefined ? p : { ...p, hand: [...p.hand, copies[i] as string] })),
  };
}

/** What a view must hide of this state from this viewer: every other player's hand. */
function checkView(s: GameState, viewer: string): void {
  const v = viewFor(s, viewer);
  for (const p of v.players) if (p.id !== viewer) expect(p.hand.every((c) => c === HIDDEN)).toBe(true);
}

/** Where the gains Learning was offered for came from, and the plays made. */
interface Seen {
  sources: Set<string>;
  played: number;
}

function walk(g: number, seen: Seen): GameState {
  const config: GameConfig = {
    scenario: 'the-hunt',
    players: Array.from({ length: 2 + (g % 2) }, (_, i) => ({ hero: HEROES[(g + 2 * i) % HEROES.length] as string })),
    seed: `fortress-learning-${g}`,
    expansions: ['fortress'],
  };
  let s = createGame(config);
  const bots: Record<string, Bot> = {};
  s.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`); });
  const rng = randomSource(`fortress-learning-walk-${g}`);
  let dealt = false;
  for (let step = 1; s.pending !== null && step < 20_000; step++) {
    if (!dealt && s.pending.kind === 'turn') {
      s = dealLearning(s);
      dealt = true;
    }
    const who = (s.pending as { player: string }).player;
    const legal = legalActions(s);
    const learning = s.pending?.kind === 'aboutToLevelUp';
    if (learning) {
      seen.sources.add((s.stack[s.stack.length - 1] as { source: string }).source.split('#')[0] as string);
      expect(loadState(JSON.stringify(s))).toEqual(s);
    }
    const action = (bots[who] as Bot).decide(viewFor(s, who), legal, rng);
    if (learning && action.type === 'playCard') seen.played += 1;
    s = apply(s, action);
    expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
    for (const p of s.players) checkView(s, p.id);
    if (step % 25 === 0) expect(loadState(JSON.stringify(s))).toEqual(s);
  }
  expect(s.result, `game ${g} has no result`).not.toBeNull();
  return s;
}

describe('property: games with Learning in hand', () => {
  it('keep every invariant, load, hide the hands, end with a result; Learning is offered and played', () => {
    const seen: Seen = { sources: new Set(), played: 0 };
    for (let g = 0; g < GAMES; g++) walk(g, seen);
    expect(seen.played).toBeGreaterThan(0);
    expect([...seen.sources]).toContain('combat');
  }, 300_000);
});
