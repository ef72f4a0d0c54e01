/**
 * The end of a game: its `GameResult` — why it ended, who won, every player's standing best first — and the
 * `gameEnded` event.
 */
import type { Draft } from '../kernel/draft';
import type { GameEndReason, GameResult, PlayerId, Standing } from '../model';
import { levelOf } from '../hero/levels';
import { victoryPoints } from './points';

/**
 * Every player's standing: the winners first (rank 1), then the players still in the game before the eliminated
 * ones, each group by Victory Points, then level; players equal on all of these share a rank. `tied`: nobody won and
 * the scenario calls it a draw — every player still in the game shares rank 1.
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
  const compare = (a: Standing, b: Standing): number => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (ka[i] as number) - (kb[i] as number);
    return 0;
  };
  rows.sort(compare); // stable: seat order among equals
  rows.forEach((s, i) => {
    const before = rows[i - 1];
    s.rank = before !== undefined && compare(before, s) === 0 ? before.rank : i + 1;
  });
  return rows;
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
