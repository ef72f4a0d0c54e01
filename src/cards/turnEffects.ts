/**
 * What the player whose turn it is has left waiting on the map (`MapState.turnEffects`): Power played towards a
 * Spell cast on the map, Logistics' moves at the end of the turn, whether the Rogues' look was used. The record is
 * replaced whole when it changes (the Draft shares it with the input state), and cleared when the turn ends.
 */
import type { Draft } from '../kernel/draft';
import type { GameState, TurnEffects } from '../model';

/** Nothing waiting: a turn's start (shared: read, never changed). */
export const NO_TURN_EFFECTS: TurnEffects = { power: 0, movesAtTurnEnd: 0, peeked: false };

/** What the turn has left waiting (nothing in a game without a map). */
export function turnEffectsOf(s: GameState): TurnEffects {
  return s.map === null ? NO_TURN_EFFECTS : s.map.turnEffects;
}

/** Replaces some of the turn's waiting effects, as a full literal. */
export function setTurnEffects(d: Draft, change: Partial<TurnEffects>): void {
  const t = turnEffectsOf(d.s);
  d.map().turnEffects = {
    power: change.power ?? t.power,
    movesAtTurnEnd: change.movesAtTurnEnd ?? t.movesAtTurnEnd,
    peeked: change.peeked ?? t.peeked,
  };
}

/** The turn is over: whatever it left waiting ends with it. */
export function clearTurnEffects(d: Draft): void {
  const t = turnEffectsOf(d.s);
  if (t.power > 0 || t.movesAtTurnEnd > 0 || t.peeked) d.map().turnEffects = NO_TURN_EFFECTS;
}

/** Power played on the map dissipates once the player stops playing cards (Spell Cards, p. 24). */
export function dropMapPower(d: Draft): void {
  if (turnEffectsOf(d.s).power > 0) setTurnEffects(d, { power: 0 });
}
