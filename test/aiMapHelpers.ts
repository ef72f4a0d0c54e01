/** Helpers shared by the tests of map combats against AI Heroes. */
import type { GameState, MapState } from '../src/model';
import { Draft } from '../src/kernel/draft';
import { advance } from '../src/game/flow';
import { clone, modify } from './helpers';

/** The combat with an AI Hero over with `result`: its units on their discard piles, as the end of a combat leaves them. */
export function aiCombatEndedAs(s: GameState, result: 'attackerWon' | 'defenderWon' | 'retreat'): GameState {
  const t = modify(s, (x) => {
    const enc = (x.map as MapState).encounter as NonNullable<MapState['encounter']>;
    for (const u of enc.aiHero?.units ?? []) x.neutralDecks.bronze.discard.push(u);
    enc.outcome = { result, by: result === 'retreat' ? 'attacker' : null };
    x.combat = null;
    x.pending = null;
  });
  const d = new Draft(clone(t));
  advance(d);
  return d.s;
}
