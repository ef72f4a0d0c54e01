/**
 * A scenario's timed events (Round Structure, p. 15: "If the Scenario has timed Events marked on the Round Tracker
 * that have now been reached, resolve them"): at the start of their rounds, after income or the Astrologers card.
 * The Optional Rules Table's refresh of every Visitable field in rounds 4, 8 and 12 is resolved the same way, first.
 */
import type { Draft } from '../kernel/draft';
import type { FieldState, MapState, TimedEvent } from '../model';
import { pushFrame } from '../effects/run';
import { fieldWith, locationOf, setField } from '../map/fields';

/** The black cubes come off every field of these locations (`'all'`: of every location): they can be visited again. */
function refreshLocations(d: Draft, locations: readonly string[] | 'all'): void {
  const m = d.s.map as MapState | null;
  if (m === null || locations.length === 0) return;
  for (let field = 0; field < m.fields.length; field++) {
    const f = m.fields[field] as FieldState;
    if (f.visited && (locations === 'all' || locations.includes(locationOf(m, field).id))) setField(d, field, fieldWith(f, { visited: false }));
  }
}

/** The rounds whose start removes every black cube, with the Optional Rules Table's row (p. 59, ruling VT-11). */
export const REFRESH_ROUNDS: readonly number[] = [4, 8, 12];

/** The Optional Rules Table's refresh, as the round tracker shows it to players. */
const REFRESH_TEXT = 'the Black Cubes on every Visitable field are removed (Optional Rules Table)';

/**
 * Resolves the events of this round: the fields are refreshed, then each player the event names resolves its
 * effects, the starting player first (frames are pushed in reverse: the top one runs first).
 */
export function resolveTimedEvents(d: Draft, round: number): void {
  if (d.s.config.variants.refreshVisitables && REFRESH_ROUNDS.includes(round)) {
    d.emit({ type: 'timedEvent', round, text: REFRESH_TEXT, seq: 0 });
    refreshLocations(d, 'all');
  }
  const events = d.s.config.scenario.events;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as TimedEvent;
    if (!e.rounds.includes(round)) continue;
    if (e.playerCounts !== undefined && !e.playerCounts.includes(d.s.players.length)) continue; // an event of another table size
    d.emit({ type: 'timedEvent', round, text: e.text, seq: 0 });
    refreshLocations(d, e.refresh);
    if (e.effects.length === 0) continue;
    const players = d.s.players;
    for (let seat = players.length - 1; seat >= 0; seat--) {
      const p = players[seat] as { id: string; eliminated: boolean };
      if (p.eliminated || (e.seats !== 'all' && !e.seats.includes(seat))) continue;
      pushFrame(d, p.id, 'timed-event', e.effects);
    }
  }
}
