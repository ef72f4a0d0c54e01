/**
 * Property: random whole games with the Fortress box's Event deck in play (Events, p. 62). After every step every
 * invariant holds; states round-trip through loadState; a view hides the deck's order and contents; a game replays
 * to the same state; and over the walks every Event card is drawn.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, HIDDEN, legalActions, loadState, randomBot, replay, townBot, viewFor, type Action, type Bot, type GameConfig } from '../src';
import { randomSource } from '../src/kernel/rng';
import { FORTRESS_EVENTS } from '../src/content/fortress/events';
import { PROPERTY_SCALE } from './helpers';

const GAMES = 4 * PROPERTY_SCALE;
const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];

describe('property: games with the Event deck', () => {
  it('keep every invariant after every step, load, hide the deck, replay, and draw every Event card', () => {
    const seen = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      const players = 2 + (g % 2);
      const config: GameConfig = {
        scenario: 'the-hunt',
        players: Array.from({ length: players }, (_, i) => ({ hero: HEROES[(g + 2 * i) % HEROES.length] as string })),
        seed: `events-${g}`,
        expansions: ['fortress'],
      };
      let s = createGame(config);
      const bots: Record<string, Bot> = {};
      s.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`); });
      const rng = randomSource(`events-walk-${g}`);
      const actions: Action[] = [];
      while (s.pending !== null && actions.length < 20_000) {
        const who = s.pending.player;
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
      expect(replay(config, actions)).toEqual(s);
    }
    expect([...seen].sort()).toEqual(FORTRESS_EVENTS.map((c) => `${c.id}#1`).sort());
  }, 120_000);
});
