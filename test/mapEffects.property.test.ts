/**
 * The effect primitives the map's locations use (Treasure dice, looking at cards, trading, the Trading Post's card
 * removal), run from random turns of random games: the random bot answers every decision they set, every listed
 * action applies, the invariants (card conservation, `revealed` owned by a looking decision) hold after each step,
 * and no other player's view shows the cards being looked at.
 */
import { describe, expect, it } from 'vitest';
import fc from './fc';
import { apply, createGame, findInvariantViolations, HIDDEN, legalActions, randomBot, viewFor, type GameState } from '../src';
import type { Effect } from '../src/model';
import { PROPERTY_SCALE, runEffects, seatRng } from './helpers';

const PROGRAMS: Effect[][] = [
  [{ op: 'rollTreasureDice', count: 1, keep: 'all' }],
  [{ op: 'rollTreasureDice', count: 2, keep: 'one' }],
  [{ op: 'rollTreasureDice', count: 2, keep: 'all' }],
  [{ op: 'lookAtDiscard', count: 3 }],
  [{ op: 'lookAtTopCard', deck: 'ability' }],
  [{ op: 'lookAtTopCard', deck: 'spell' }],
  [{ op: 'trade' }],
  [{ op: 'removeCard', category: null, optional: false, tradable: true }, { op: 'gainResources', resources: { gold: 1 } }],
];

/** A turn decision of a random game played by random bots: the last one met within `steps` actions (or the game's end). */
function randomTurn(seed: number, steps: number): GameState {
  let s = createGame({ players: 2, seed: `map-effects-${seed}` });
  const bot = randomBot(`walk-${seed}`);
  let turn: GameState | null = null;
  for (let i = 0; s.pending && (i < steps || turn === null); i++) {
    if (s.pending.kind === 'turn' && s.stack.length === 0) turn = s;
    s = apply(s, bot.decide(viewFor(s, s.pending.player), legalActions(s), seatRng));
  }
  if (turn === null) throw new Error('no turn decision reached');
  return turn;
}

describe('the map effect primitives under random play', () => {
  it('are answered by the random bot, keep the invariants and keep looked-at cards private', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(120), fc.nat(PROGRAMS.length - 1), fc.nat(1000), (seed, steps, which, botSeed) => {
        const start = randomTurn(seed, steps);
        const player = start.pending!.player;
        let s = runEffects(start, player, PROGRAMS[which] as Effect[]);
        const bot = randomBot(`answer-${botSeed}`);
        for (let i = 0; i < 300 && s.pending && (s.pending.kind !== 'turn' || s.stack.length > 0); i++) {
          expect(findInvariantViolations(s)).toEqual([]);
          for (const other of s.players) {
            if (other.id !== s.pending.player) expect(viewFor(s, other.id).revealed.every((c) => c === HIDDEN)).toBe(true);
          }
          const actions = legalActions(s);
          expect(actions.length).toBeGreaterThan(0);
          s = apply(s, bot.decide(viewFor(s, s.pending.player), actions, seatRng));
        }
        expect(findInvariantViolations(s)).toEqual([]);
      }),
      { numRuns: 60 * PROPERTY_SCALE },
    );
  });
});
