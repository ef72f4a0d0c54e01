/**
 * Property: the Inferno box's Visions and its Astrologers Proclaim cards (Dancing Imp, Explorers, Hero) in random whole
 * games with the box in play. The Astrologers deck draws every round, the box's three cards first (Hero, Dancing Imp, Explorers), and each player
 * starts with a Visions in hand. Played by random and builder bots and walked step by step: each game ends with a
 * result, the invariants hold after every step, states reload from their JSON, and views hide the other hands and the
 * neutral unit cards Visions drew from everyone but the caster.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, legalActions, loadState, randomBot, townBot, viewFor, type Bot, type GameState } from '../src';
import { HIDDEN } from '../src/game/view';
import { expectHandsHidden, modify, PROPERTY_SCALE, seatRng } from './helpers';

const GAMES = 4 * PROPERTY_SCALE;
const HEROES = [['xyron', 'catherine'], ['sandro', 'zydar'], ['rion', 'mutare']];
const FIRST = ['astrologers.hero#1', 'astrologers.dancing-imp#1', 'astrologers.explorers#1'];

/** A game with the box in play, the Astrologers deck drawing every round. */
const start = (g: number): GameState =>
  createGame({
    expansions: ['inferno'], astrologers: 'everyRound', scenario: 'chain-link', seed: `inferno-visions-${g}`,
    players: (HEROES[g % HEROES.length] as string[]).map((hero) => ({ hero })),
  });

/** Once set up (the Astrologers deck shuffled): the box's three cards on top of it, a Visions in each hand. */
function rigged(s: GameState): GameState {
  return loadState(modify(s, (x) => {
    const a = x.astrologers!;
    a.deck = [...a.deck.filter((c) => !FIRST.includes(c)), ...[...FIRST].reverse()];
    for (const p of x.players) {
      const pile = x.decks.spell.deck;
      const at = pile.findIndex((c) => c.startsWith('spell.visions#'));
      if (at >= 0) p.hand.push(...pile.splice(at, 1));
    }
  }));
}

/** While Visions' cards are looked at, only the caster sees them. */
function hidesVisions(s: GameState): void {
  const dec = s.pending;
  if (dec?.kind !== 'visions' || s.revealed.length === 0) return;
  for (const p of s.players) {
    const seen = viewFor(s, p.id).revealed;
    expect(seen).toEqual(p.id === dec.player ? s.revealed : s.revealed.map(() => HIDDEN));
  }
}

describe("property: random games with the Inferno box's Visions and Astrologers Proclaim cards", () => {
  it('end with a result; invariants, saves and views hold after every step', () => {
    const seen = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      let s = start(g);
      const bots: Record<string, Bot> = {};
      s.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`visions-${g}-${i}`) : townBot(`visions-${g}-${i}`); });
      for (let step = 0; s.pending !== null && step < 100_000; step++) {
        if (s.round === 1 && s.pending.kind === 'refreshHand' && !s.astrologers!.deck.slice(-3).every((c) => FIRST.includes(c))) s = rigged(s);
        const dec = s.pending!;
        const legal = legalActions(s);
        // Explorers' discard: 3 cards where the hand has them, for the replacement to come up; Hero's exchange, when offered.
        const explorers = dec.kind === 'discardCards' && dec.source.startsWith('astrologers.explorers') && dec.discarded < 3;
        const discard = legal.find((a) => a.type === 'discard' && !a.card.startsWith('stat.')) ?? legal.find((a) => a.type === 'discard');
        const nudged = explorers ? discard : dec.kind === 'turn' ? legal.find((a) => a.type === 'removeCard') : undefined;
        const action = nudged ?? (bots[dec.player] as Bot).decide(viewFor(s, dec.player), legal, seatRng);
        if (dec.kind === 'visions' || dec.kind === 'empowerStatistic') seen.add(`${dec.kind} ${dec.source.replace(/#.*/, '')}`);
        if (dec.kind === 'turn' && action.type === 'removeCard') seen.add('hero exchange');
        s = apply(s, action);
        expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
        const looked = s.pending?.kind === 'visions' || s.pending?.kind === 'empowerStatistic';
        if (looked || step % 25 === 0) {
          expect(loadState(JSON.stringify(s))).toEqual(s);
          expectHandsHidden(s);
          hidesVisions(s);
        }
      }
      expect(s.result, `game ${g} has no result`).not.toBeNull();
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['empowerStatistic astrologers.dancing-imp', 'empowerStatistic astrologers.explorers', 'hero exchange', 'visions spell.visions']));
  }, 600_000);
});
