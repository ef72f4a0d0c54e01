/** Tournament Mode's record of who first flagged each location a scenario's `firstFlag` objective names (p. 54). */
import type { Draft } from '../kernel/draft';
import type { PlayerId, TournamentState } from '../model';

/** Records the player as the first to flag the location, if an objective names it and nobody flagged it before. */
export function recordFirstFlag(d: Draft, location: string, player: PlayerId): void {
  const t = d.s.tournament;
  if (t === null || t.firstFlags.some((f) => f.location === location)) return;
  const objectives = d.s.config.scenario.tournament?.objectives ?? [];
  if (!objectives.some((o) => o.kind === 'firstFlag' && o.location === location)) return;
  const firstFlags: TournamentState['firstFlags'] = t.firstFlags.slice();
  firstFlags.push({ location, player });
  d.s.tournament = { firstFlags };
}
