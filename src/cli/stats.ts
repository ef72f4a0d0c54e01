/**
 * What a run's games add up to: how they ended, how long they lasted, and each faction's and bot's wins with a 95%
 * confidence interval (Wilson's score interval, sound for few games and for rates near 0 or 1).
 */
import type { GameRecord } from './games';

/** The 95% two-sided normal quantile. */
const Z95 = 1.959963984540054;

/**
 * Wilson's score interval for `wins` successes in `n` trials: [low, high], both within [0, 1]; [0, 1] for no trials.
 * (center ± half) / (1 + z²/n), center = p + z²/2n, half = z·√(p(1−p)/n + z²/4n²).
 */
export function wilson(wins: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const center = p + z2 / (2 * n);
  const half = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, (center - half) / denominator), Math.min(1, (center + half) / denominator)];
}

/** One faction's or bot's results over the run. */
export interface Tally {
  /** The faction or bot id. */
  key: string;
  /** Seats it played (a game with two greedy bots counts twice for the greedy bot). */
  seats: number;
  wins: number;
  /** wins / seats. */
  rate: number;
  /** The 95% confidence interval of the rate (Wilson). */
  low: number;
  high: number;
  /** Seats that finished with more Victory Points than any other player (won or not: most scenarios end in a draw). */
  ahead: number;
  /** Victory Points at the game's end, on average (finished games). */
  victoryPoints: number;
  /** Of its wins, those shared with another player (equal Victory Points at the end): a draw the scenario counts as a win for each. */
  shared: number;
}

/** How many games ended one way. */
export interface Ending {
  reason: string;
  games: number;
  /** The texts of `why`, most frequent first, with their counts. */
  why: Array<{ text: string; games: number }>;
}

/**
 * Two bots against each other, game by game (a run of two-player games, one seat each): the games one of them won
 * alone, and the share of those `first` won with its 95% Wilson interval. Both bots play every game, so their win
 * rates are not independent samples: whether `first` is the better is read from this interval (a sign test over the
 * decided games, shared wins and games nobody won left out) — above 50%, `first` wins more than it loses.
 */
export interface HeadToHead {
  first: string;
  second: string;
  /** Games `first` won alone. */
  wins: number;
  /** Games `second` won alone. */
  losses: number;
  /** Games both won (equal Victory Points) or neither did. */
  drawn: number;
  /** wins / (wins + losses). */
  rate: number;
  low: number;
  high: number;
}

/** What a run's games add up to. */
export interface Summary {
  games: number;
  /** Games nobody won (draws, every player lost, unfinished). */
  noWinner: number;
  endings: Ending[];
  rounds: { min: number; mean: number; max: number };
  steps: { total: number; mean: number };
  factions: Tally[];
  bots: Tally[];
  /** Two different bots in every game, one seat each: how they fared against each other; else null. */
  headToHead: HeadToHead | null;
}

/** Counts toward a tally. */
interface Counts {
  seats: number;
  wins: number;
  ahead: number;
  points: number;
  finished: number;
  shared: number;
}

function tallies(counts: Map<string, Counts>): Tally[] {
  const out: Tally[] = [];
  for (const [key, c] of counts) {
    const [low, high] = wilson(c.wins, c.seats);
    const rate = c.seats === 0 ? 0 : c.wins / c.seats;
    out.push({ key, seats: c.seats, wins: c.wins, rate, low, high, ahead: c.ahead, victoryPoints: c.finished === 0 ? 0 : c.points / c.finished, shared: c.shared });
  }
  return out.sort((a, b) => b.rate - a.rate || a.key.localeCompare(b.key));
}

/** What one seat of a game counts. */
interface SeatResult {
  won: boolean;
  /** Won together with another player. */
  shared: boolean;
  /** More Victory Points than any other player. */
  ahead: boolean;
  /** Victory Points at the end; undefined when the game did not finish. */
  points: number | undefined;
}

function count(into: Map<string, Counts>, key: string, { won, shared, ahead, points }: SeatResult): void {
  const c = into.get(key) ?? { seats: 0, wins: 0, ahead: 0, points: 0, finished: 0, shared: 0 };
  c.seats++;
  if (won) c.wins++;
  if (won && shared) c.shared++;
  if (ahead) c.ahead++;
  if (points !== undefined) {
    c.points += points;
    c.finished++;
  }
  into.set(key, c);
}

/** The endings, most frequent first, each with its texts. */
function endingsOf(records: readonly GameRecord[]): Ending[] {
  const byReason = new Map<string, Map<string, number>>();
  for (const r of records) {
    const texts = byReason.get(r.reason) ?? new Map<string, number>();
    texts.set(r.why, (texts.get(r.why) ?? 0) + 1);
    byReason.set(r.reason, texts);
  }
  const out: Ending[] = [];
  for (const [reason, texts] of byReason) {
    const why = [...texts].map(([text, games]) => ({ text, games })).sort((a, b) => b.games - a.games || a.text.localeCompare(b.text));
    out.push({ reason, games: why.reduce((n, w) => n + w.games, 0), why });
  }
  return out.sort((a, b) => b.games - a.games || a.reason.localeCompare(b.reason));
}

/** Adds up a run's records (in any order: the result depends only on the set of games). */
export function summarise(records: readonly GameRecord[]): Summary {
  const factions = new Map<string, Counts>();
  const bots = new Map<string, Counts>();
  let min = Infinity;
  let max = 0;
  let rounds = 0;
  let steps = 0;
  let noWinner = 0;
  for (const r of records) {
    min = Math.min(min, r.rounds);
    max = Math.max(max, r.rounds);
    rounds += r.rounds;
    steps += r.steps;
    if (r.winners.length === 0) noWinner++;
    for (const seat of r.seats) {
      const points = r.standings.find((s) => s.player === seat.player)?.victoryPoints;
      const ahead = points !== undefined && r.standings.every((s) => s.player === seat.player || s.victoryPoints < points);
      const result: SeatResult = { won: r.winners.includes(seat.player), shared: r.winners.length > 1, ahead, points };
      count(factions, seat.faction, result);
      count(bots, seat.bot, result);
    }
  }
  const n = records.length;
  return {
    games: n,
    noWinner,
    endings: endingsOf(records),
    rounds: { min: n === 0 ? 0 : min, mean: n === 0 ? 0 : rounds / n, max },
    steps: { total: steps, mean: n === 0 ? 0 : steps / n },
    factions: tallies(factions),
    bots: tallies(bots),
    headToHead: headToHead(records),
  };
}

/** Two different bots in every game, one seat each (the same two throughout): their games against each other; else null. */
export function headToHead(records: readonly GameRecord[]): HeadToHead | null {
  // In the order of the first game's seats: the order the run named the bots in.
  const pair = records[0]?.seats.map((s) => s.bot) ?? [];
  const [first, second] = pair as [string, string];
  if (pair.length !== 2 || first === second) return null;
  let wins = 0;
  let losses = 0;
  for (const r of records) {
    const bots = r.seats.map((s) => s.bot);
    if (bots.length !== 2 || !bots.includes(first) || !bots.includes(second)) return null;
    if (r.winners.length !== 1) continue;
    const winner = r.seats.find((s) => s.player === r.winners[0])?.bot;
    if (winner === first) wins++;
    else if (winner === second) losses++;
  }
  const decided = wins + losses;
  const [low, high] = wilson(wins, decided);
  return { first, second, wins, losses, drawn: records.length - decided, rate: decided === 0 ? 0 : wins / decided, low, high };
}
