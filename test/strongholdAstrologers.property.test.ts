/**
 * Property: the Stronghold box's Astrologers Proclaim cards Crag Hack and Offense in random whole games with the box in
 * play, Crag Hack a player's Main Hero, the Astrologers deck drawing every round with the two cards proclaimed in
 * turn. Walked step by step: each game ends with a result, the invariants hold after every step, states reload from
 * their JSON and views hide the other hands; the round's first combat, the free Goblins and Offense's combats are met.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, legalActions, loadState, randomBot, townBot, viewFor, type Bot, type GameState } from '../src';
import { expectHandsHidden, modify, PROPERTY_SCALE, seatRng } from './helpers';

const GAMES = 4 * PROPERTY_SCALE;
const CRAG = 'astrologers.crag-hack#1';
const OFFENSE = 'astrologers.offense#1';
const RIVALS = ['catherine', 'sandro', 'mutare', 'rion'];

/** A game with the box in play, Crag Hack p1's hero, the Astrologers deck drawing every round. */
const start = (g: number): GameState =>
  createGame({
    expansions: ['stronghold'], astrologers: 'everyRound', scenario: 'chain-link', seed: `stronghold-astro-${g}`,
    players: [{ hero: 'crag-hack' }, { hero: RIVALS[g % RIVALS.length] as string }],
  });

/** At a round's start: the card not in force goes on top of the Astrologers deck, so the two take turns. */
function rigged(s: GameState): GameState {
  const a = s.astrologers!;
  const next = a.active === CRAG ? OFFENSE : CRAG;
  if (a.deck.at(-1) === next) return s;
  return loadState(modify(s, (x) => {
    const w = x.astrologers!;
    w.deck = w.deck.filter((c) => c !== next);
    w.discard = w.discard.filter((c) => c !== next);
    w.deck.push(next);
  }));
}

describe('property: random games with Crag Hack and Offense proclaimed in turn', () => {
  it('end with a result; invariants, saves and views hold after every step; both cards met in play', () => {
    const seen = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      let s = start(g);
      const bots: Record<string, Bot> = {};
      s.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`astro-${g}-${i}`) : townBot(`astro-${g}-${i}`); });
      let round = 0;
      for (let step = 0; s.pending !== null && step < 100_000; step++) {
        if (s.round !== round && s.pending.kind === 'refreshHand') {
          round = s.round;
          s = rigged(s);
        }
        const dec = s.pending!;
        const since = s.eventCount;
        s = apply(s, (bots[dec.player] as Bot).decide(viewFor(s, dec.player), legalActions(s), seatRng));
        expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
        const fresh = s.log.filter((e) => e.seq >= since);
        if (fresh.some((e) => e.type === 'groundUnitsGainAttack')) seen.add('first combat');
        if (s.astrologers?.active === CRAG && fresh.some((e) => e.type === 'unitReinforced' && e.unit === 'stronghold.goblins')) seen.add('goblins');
        if (s.astrologers?.active === OFFENSE && s.combat !== null) seen.add('offense combat');
        if (step % 25 === 0) {
          expect(loadState(JSON.stringify(s))).toEqual(s);
          expectHandsHidden(s);
        }
      }
      expect(s.result, `game ${g} has no result`).not.toBeNull();
    }
    expect([...seen].sort()).toEqual(['first combat', 'goblins', 'offense combat']);
  }, 600_000);
});
