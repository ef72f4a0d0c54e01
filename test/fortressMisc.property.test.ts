/**
 * Property: random whole games with the Fortress box in which Forty Thieves and Plane Between Planes are proclaimed
 * first and A Shady Auction and Magical Forest are the first Events (rulings FX130–FX133). After every step every
 * invariant holds; states round-trip through loadState; a view hides the two Events Forty Thieves draws, the pool and
 * another player's bids; every game ends with a result.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, HIDDEN, HIDDEN_BID, legalActions, loadState, randomBot, townBot, viewFor, type Bot, type GameConfig, type GameState } from '../src';
import { randomSource } from '../src/kernel/rng';
import { PROPERTY_SCALE } from './helpers';

const GAMES = 2 * PROPERTY_SCALE;
const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];
const ASTROLOGERS = ['astrologers.forty-thieves#1', 'astrologers.plane-between-planes#1']; // one on top per game, in turn
const ON_TOP_EVENTS = ['event.magical-forest#1', 'event.a-shady-auction#1'];

/** The deck with these cards put on top (the last given on top). */
const onTop = (deck: readonly string[], cards: readonly string[]): string[] => [...deck.filter((c) => !cards.includes(c)), ...cards.filter((c) => deck.includes(c))];

/** What a view must hide of this state from this viewer. */
function checkView(s: GameState, viewer: string): void {
  const v = viewFor(s, viewer);
  expect(v.eventDeck?.pool.every((c) => c === HIDDEN)).toBe(true);
  for (const b of v.eventDeck?.bids ?? []) if (b.player !== viewer) expect(b.gold).toBe(HIDDEN_BID);
  if (s.pending?.kind === 'chooseEvent' && s.pending.player !== viewer) expect(v.pending).toEqual({ kind: 'chooseEvent', player: s.pending.player, cards: [HIDDEN, HIDDEN] });
}

function walk(g: number, drawn: Set<string>): GameState {
  const config: GameConfig = {
    scenario: 'the-hunt',
    players: Array.from({ length: 2 + (g % 2) }, (_, i) => ({ hero: HEROES[(g + 2 * i) % HEROES.length] as string })),
    seed: `fortress-misc-${g}`,
    expansions: ['fortress'],
  };
  let s = createGame(config);
  const bots: Record<string, Bot> = {};
  s.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`); });
  const rng = randomSource(`fortress-misc-walk-${g}`);
  let stacked = false;
  for (let step = 1; s.pending !== null && step < 20_000; step++) {
    if (!stacked && s.round === 1 && s.pending.kind === 'turn' && s.astrologers !== undefined && s.eventDeck !== undefined) {
      // A shuffle could have dealt this order.
      s = {
        ...s,
        astrologers: { ...s.astrologers, deck: onTop(s.astrologers.deck, [ASTROLOGERS[g % 2] as string]) },
        eventDeck: { ...s.eventDeck, deck: onTop(s.eventDeck.deck, ON_TOP_EVENTS) },
      };
      stacked = true;
    }
    const who = (s.pending as { player: string }).player;
    s = apply(s, (bots[who] as Bot).decide(viewFor(s, who), legalActions(s), rng));
    expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
    for (const p of s.players) checkView(s, p.id);
    if (s.astrologers?.active) drawn.add(s.astrologers.active);
    if (s.eventDeck?.active) drawn.add(s.eventDeck.active);
    if (step % 20 === 0 || s.pending?.kind === 'chooseEvent' || s.pending?.kind === 'placeBid' || s.pending?.kind === 'putInPool') {
      expect(loadState(JSON.stringify(s))).toEqual(s);
    }
  }
  expect(s.result, `game ${g} has no result`).not.toBeNull();
  return s;
}

describe('property: games with the Fortress box\'s last cards', () => {
  it('keep every invariant, load, hide the secret cards and bids, and end with a result', () => {
    const drawn = new Set<string>();
    for (let g = 0; g < GAMES; g++) walk(g, drawn);
    for (const c of [...ASTROLOGERS, ...ON_TOP_EVENTS]) expect(drawn.has(c), c).toBe(true);
  }, 300_000);
});
