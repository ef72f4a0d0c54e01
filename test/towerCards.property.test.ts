/**
 * Property: the Tower box's cards built on this branch — its Artifacts (Equestrian's Gloves, Glyph of Gallantry,
 * Surcoat of Counterpoise), View Air and its Astrologers Proclaim cards Society, Blue Sky and Scorched Ground — in random combats and random whole games with
 * the box in play. Walked step by step: each game ends with a result, the invariants hold after every step, states
 * reload from their JSON and views hide the other hands.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, findInvariantViolations, legalActions, loadState, randomBot, townBot, viewFor, type Bot, type GameState } from '../src';
import { HIDDEN } from '../src/game/view';
import { expectHandsHidden, modify, mulberry32, PROPERTY_SCALE, seatRng } from './helpers';

const COMBATS = 12 * PROPERTY_SCALE;
const GAMES = 3 * PROPERTY_SCALE;
const BOX_CARDS = ['artifact.equestrians-gloves', 'artifact.glyph-of-gallantry', 'artifact.surcoat-of-counterpoise'];
const HEROES = [['catherine', 'sandro'], ['mutare', 'rion'], ['alamar', 'tamika']];
/** The box's Astrologers Proclaim cards, drawn first in this order. */
const FIRST = ['astrologers.society#1', 'astrologers.blue-sky#1', 'astrologers.scorched-ground#1'];

describe("property: random combats with the Tower box's Artifacts", () => {
  it('keep the invariants, saves and views after every step', () => {
    const played = new Set<string>();
    for (let g = 0; g < COMBATS; g++) {
      const rng = mulberry32(g + 1);
      let s = createCombat({
        seed: `tower-cards-${g}`,
        expansions: ['tower'],
        attacker: { hero: 'mutare', hand: [...BOX_CARDS, 'stat.power', 'spell.magic-arrow'], deck: ['stat.attack', 'spell.magic-arrow'], units: [{ unit: 'dungeon.manticores', space: 1 }, { unit: 'dungeon.harpies', space: 2 }] },
        defender: { hero: 'catherine', hand: [...BOX_CARDS, 'spell.magic-arrow'], units: [{ unit: 'castle.halberdiers', space: 18 }, { unit: 'castle.crusaders', space: 14 }] },
      });
      for (let step = 0; s.pending !== null && step < 400; step++) {
        const legal = legalActions(s);
        const action = legal[Math.floor(rng() * legal.length)]!;
        if (action.type === 'playCard' && action.card.startsWith('artifact.')) played.add(`${action.card.replace(/#.*/, '')} ${action.play}`);
        s = apply(s, action);
        expect(findInvariantViolations(s), `combat ${g}, step ${step}`).toEqual([]);
        expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
        expect(viewFor(s, 'p1').players[1]!.hand.every((c) => c === HIDDEN)).toBe(true);
      }
    }
    expect([...played].sort()).toEqual(expect.arrayContaining(['artifact.equestrians-gloves top', 'artifact.glyph-of-gallantry bottom']));
  }, 180_000);
});

describe("property: random games with the Tower box's cards and Astrologers Proclaim cards", () => {
  /** A game with the box in play, the Astrologers deck drawing every round, the box's cards on top once it is shuffled. */
  const start = (g: number): GameState =>
    createGame({
      expansions: ['tower'], astrologers: 'everyRound', scenario: 'chain-link', seed: `tower-cards-${g}`,
      players: (HEROES[g % HEROES.length] as string[]).map((hero) => ({ hero })),
    });
  const rigged = (s: GameState): GameState =>
    loadState(modify(s, (x) => {
      const a = x.astrologers!;
      a.deck = [...a.deck.filter((c) => !FIRST.includes(c)), ...[...FIRST].reverse()];
    }));

  it('end with a result; invariants, saves and views hold after every step', () => {
    const proclaimed = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      let s = start(g);
      const bots: Record<string, Bot> = {};
      s.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`tower-${g}-${i}`) : townBot(`tower-${g}-${i}`); });
      for (let step = 0; s.pending !== null && step < 100_000; step++) {
        if (s.round === 1 && s.pending.kind === 'refreshHand' && !s.astrologers!.deck.slice(-3).every((c) => FIRST.includes(c))) s = rigged(s);
        const dec = s.pending!;
        const action = (bots[dec.player] as Bot).decide(viewFor(s, dec.player), legalActions(s), seatRng);
        const before = s.astrologers?.active;
        s = apply(s, action);
        if (s.astrologers?.active && before !== s.astrologers.active) proclaimed.add(s.astrologers.active);
        expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
        if (step % 25 === 0) {
          expect(loadState(JSON.stringify(s))).toEqual(s);
          expectHandsHidden(s);
        }
      }
      expect(s.result, `game ${g} has no result`).not.toBeNull();
    }
    expect([...proclaimed]).toEqual(expect.arrayContaining(FIRST));
  }, 600_000);
});
