/**
 * The end of a game: its `GameResult` — why it ended, who won, every player's standing best first — and the
 * `gameEnded` event.
 */
import type { Draft } from '../kernel/draft';
import type { GameEndReason, GameResult, PlayerId, Standing } from '../model';
import { levelOf } from '../hero/levels';
import { victoryPoints } from './points';
import { isAlliance, teamsOf } from '../rules/teams';

/**
 * Every player's standing: the winners first (rank 1), then the players still in the game before the eliminated
 * ones, each group by Victory Points, then level; players equal on all of these share a rank. `tied`: nobody won and
 * the scenario calls it a draw — every player still in the game shares rank 1. In an Alliance the teams are ranked
 * first; a team's players still in the game share its rank, its eliminated ones come after them (ruling AL8).
 */
export function standingsOf(d: Draft, winners: readonly PlayerId[], tied: boolean): Standing[] {
  const rows: Standing[] = [];
  for (const p of d.s.players) {
    rows.push({
      player: p.id,
      rank: 0,
      won: winners.includes(p.id),
      eliminated: p.eliminated,
      victoryPoints: victoryPoints(d.s, p.id),
      level: levelOf(p.experience),
      buildings: p.buildings.length,
      units: p.units.length,
    });
  }
  const key = (s: Standing): number[] => (tied ? [s.eliminated ? 1 : 0] : [s.won ? 0 : 1, s.eliminated ? 1 : 0, -s.victoryPoints, -s.level]);
  const team = isAlliance(d.s) ? teamKeys(d, rows, tied) : null;
  const teamKey = (s: Standing): number[] => (team === null ? key(s) : [...(team.get(s.player) as number[]), s.eliminated ? 1 : 0]);
  const compare = (a: Standing, b: Standing, by: (s: Standing) => number[]): number => {
    const ka = by(a);
    const kb = by(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (ka[i] as number) - (kb[i] as number);
    return 0;
  };
  rows.sort((a, b) => compare(a, b, teamKey) || compare(a, b, key)); // stable: seat order among equals
  rows.forEach((s, i) => {
    const before = rows[i - 1];
    s.rank = before !== undefined && compare(before, s, teamKey) === 0 ? before.rank : i + 1;
  });
  return rows;
}

/**
 * An Alliance team's place as each of its players' key: the winning team first, then the teams with a player still
 * in the game, then by the team's Victory Points and its players' levels, summed (a draw: by being in the game only).
 */
function teamKeys(d: Draft, rows: readonly Standing[], tied: boolean): Map<PlayerId, number[]> {
  const out = new Map<PlayerId, number[]>();
  for (const team of teamsOf(d.s)) {
    const mine = rows.filter((r) => team.includes(r.player));
    const won = mine.some((r) => r.won);
    const beaten = mine.every((r) => r.eliminated);
    let points = 0;
    let levels = 0;
    for (const r of mine) {
      points += r.victoryPoints;
      levels += r.level;
    }
    const k = tied ? [beaten ? 1 : 0] : [won ? 0 : 1, beaten ? 1 : 0, -points, -levels];
    for (const r of mine) out.set(r.player, k);
  }
  return out;
}

/** Ends the game: no decision waits any more; the result and the `gameEnded` event say why and who won. */
export function endGame(d: Draft, reason: GameEndReason, why: string, winners: readonly PlayerId[], tied = false): void {
  d.s.phase = { step: 'ended' };
  d.s.pending = null;
  d.s.stack = [];
  const result: GameResult = {
    reason,
    why,
    winners: winners.slice(),
    winner: winners.length === 1 ? (winners[0] as PlayerId) : null,
    standings: standingsOf(d, winners, tied),
  };
  d.s.result = result;
  d.emit({ type: 'gameEnded', reason: why, seq: 0 });
}
