/**
 * Property: random whole games with the Fortress box's Event deck in play (Events, p. 62). After every step every
 * invariant holds; states round-trip through loadState; a view hides the deck's order and contents; a game replays
 * to the same state; and over the walks every Event card is drawn.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, HIDDEN, legalActions, loadState, randomBot, replay, townBot, viewFor, type Action, type Bot, type GameConfig, type GameState } from '../src';
import { randomSource } from '../src/kernel/rng';
import { FORTRESS_EVENTS } from '../src/content/fortress/events';
import { PROPERTY_SCALE } from './helpers';

const GAMES = 3 * PROPERTY_SCALE;
const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];

/** Walks a game with bots from `config`, checking every step; `reorder` may stack the Event deck once round 2 begins. */
function walk(config: GameConfig, g: number, seen: Set<string>, reorder: ((deck: string[]) => string[]) | null): { state: GameState; actions: Action[] } {
  let s = createGame(config);
  const bots: Record<string, Bot> = {};
  s.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`); });
  const rng = randomSource(`events-walk-${g}`);
  const actions: Action[] = [];
  let stacked = reorder === null;
  while (s.pending !== null && actions.length < 20_000) {
    if (!stacked && s.round === 2 && s.eventDeck !== undefined) {
      // A shuffle could have dealt this order: the Events not yet drawn on top.
      s = { ...s, eventDeck: { ...s.eventDeck, deck: (reorder as (deck: string[]) => string[])(s.eventDeck.deck.slice()) } };
      stacked = true;
    }
    const who = (s.pending as { player: string }).player;
    const a = (bots[who] as Bot).decide(viewFor(s, who), legalActions(s), rng);
    s = apply(s, a);
    actions.push(a);
    expect(findInvariantViolations(s), `game ${g}, step ${actions.length}`).toEqual([]);
    for (const e of s.log) if (e.type === 'eventDrawn') seen.add(e.card);
    if (actions.length % 25 === 0) {
      expect(loadState(JSON.stringify(s))).toEqual(s);
      const v = viewFor(s, who);
      expect(v.eventDeck?.deck.every((c) => c === HIDDEN)).toBe(true);
      expect(v.eventDeck?.deck.length).toBe(s.eventDeck?.deck.length);
    }
  }
  expect(s.result, `game ${g} has no result`).not.toBeNull();
  return { state: s, actions };
}

const configOf = (g: number): GameConfig => ({
  scenario: 'the-hunt',
  players: Array.from({ length: 2 + (g % 2) }, (_, i) => ({ hero: HEROES[(g + 2 * i) % HEROES.length] as string })),
  seed: `events-${g}`,
  expansions: ['fortress'],
});

describe('property: games with the Event deck', () => {
  it('keep every invariant after every step, load, hide the deck, replay, and draw every Event card', () => {
    const seen = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      const { state, actions } = walk(configOf(g), g, seen, null);
      expect(replay(configOf(g), actions)).toEqual(state);
    }
    // The Events no walk drew yet, stacked on top of the deck of further games, until every card is drawn.
    for (let g = GAMES; g < GAMES + 4 && seen.size < FORTRESS_EVENTS.length; g++) {
      walk(configOf(g), g, seen, (deck) => [...deck.filter((c) => seen.has(c)), ...deck.filter((c) => !seen.has(c))]);
    }
    expect([...seen].sort()).toEqual(FORTRESS_EVENTS.map((c) => `${c.id}#1`).sort());
  }, 300_000);
});
