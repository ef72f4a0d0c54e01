/**
 * Property: whole games with the army rule variants on (Neutral Army, Gold Pool, both). Random and builder bots play
 * shipped scenarios to a result; after every step the invariants hold — among them the conservation of every card
 * (the discount cards kept with units are a zone) and every Neutral Unit card, and the Gold Pool's Reserved Pool
 * equal to what the living units cost —, sampled states load back unchanged, and no other player sees the Neutral
 * Unit cards drawn.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, HIDDEN, legalActions, loadState, randomBot, townBot, viewFor, type Bot, type GameState, type RuleVariants } from '../src';
import { findInvariantViolations } from '../src/game/invariants';
import { mulberry32, PROPERTY_SCALE, seatRng } from './helpers';
import { armyTurn } from './armyHelpers';

const GAMES = 3 * PROPERTY_SCALE;
const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];
const MAX_STEPS = 60_000;

/** What a game of the walk saw of the variants at work. */
interface Seen {
  drawn: number;
  sold: number;
  returned: number;
  kept: number;
}

/** Plays one game step by step with the bots, checking every state; returns the end state. */
function walk(start: GameState, bots: Record<string, Bot>, seen: Seen): GameState {
  return walkSteps(start, bots, seen, MAX_STEPS);
}

/** As walk, for at most `steps` steps. */
function walkSteps(start: GameState, bots: Record<string, Bot>, seen: Seen, steps: number): GameState {
  let s = start;
  for (let step = 0; s.pending !== null && step < steps; step++) {
    const player = s.pending.player;
    const action = (bots[player] as Bot).decide(viewFor(s, player), legalActions(s), seatRng);
    const logged = s.eventCount;
    s = apply(s, action);
    const problems = findInvariantViolations(s);
    if (problems.length > 0) throw new Error(`step ${step} ${JSON.stringify(action)}: ${problems.join('; ')}`);
    for (const e of s.log) {
      if (e.seq < logged) continue;
      if (e.type === 'unitSold') seen.sold++;
      else if (e.type === 'reserveReturned') seen.returned++;
      else if (e.type === 'discountCardKept') seen.kept++;
    }
    if (s.pending?.kind === 'neutralArmy') {
      seen.drawn++;
      for (const p of s.players) {
        if (p.id !== s.pending.player) expect(viewFor(s, p.id).revealed.every((c) => c === HIDDEN)).toBe(true);
      }
    }
    if (step % 97 === 0) expect(loadState(JSON.stringify(s))).toEqual(s);
  }
  return s;
}

const CASES: Array<[string, Partial<RuleVariants>]> = [
  ['Neutral Army', { neutralArmy: true }],
  ['Gold Pool', { goldPool: true }],
  ['Neutral Army and Gold Pool', { neutralArmy: true, goldPool: true }],
];

describe('property: whole games with the army variants', () => {
  for (const [name, variants] of CASES) {
    it(`${name}: every game ends with a result, every state sound`, () => {
      const seen: Seen = { drawn: 0, sold: 0, returned: 0, kept: 0 };
      for (let g = 0; g < GAMES; g++) {
        const seats = [0, 1].map((i) => ({ hero: HEROES[(g + 2 * i) % HEROES.length] as string }));
        const start = createGame({ players: seats, seed: `army-${name}-${g}`, variants });
        const bots: Record<string, Bot> = {};
        start.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`); });
        const end = walk(start, bots, seen);
        expect(end.result, `game ${g} has no result`).not.toBeNull();
      }
      if (variants.neutralArmy) expect(seen.drawn).toBeGreaterThan(0);
      if (variants.goldPool) expect(seen.returned).toBeGreaterThan(0);
    }, 600_000);
  }
});

describe('property: the Gold Pool with discount cards', () => {
  it('random play from a turn holding the Legion Artifacts keeps every card in one zone and the Reserved Pool whole', () => {
    const seen: Seen = { drawn: 0, sold: 0, returned: 0, kept: 0 };
    const legion = ['artifact.head-of-legion', 'artifact.loins-of-legion', 'artifact.legs-of-legion'];
    for (let w = 0; w < 8 * PROPERTY_SCALE; w++) {
      const random = mulberry32(w + 1);
      // Mostly the army's actions and card plays, so that discounts are applied, units sold, and combats lose units.
      const pick: Bot = {
        name: 'army-walk',
        decide(_view, actions) {
          const army = actions.filter((a) => ['recruit', 'reinforce', 'sellUnit', 'drawNeutrals', 'playCard'].includes(a.type));
          const from = army.length > 0 && random() < 0.7 ? army : actions;
          return from[Math.floor(random() * from.length)] as (typeof actions)[number];
        },
      };
      const start = armyTurn({ goldPool: true, neutralArmy: w % 2 === 1 }, { hand: legion });
      walkSteps(start, { p1: pick, p2: pick }, seen, 600);
    }
    expect(seen.kept).toBeGreaterThan(0);
    expect(seen.returned).toBeGreaterThan(0);
  }, 600_000);
});
