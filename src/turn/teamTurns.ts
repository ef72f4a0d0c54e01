/**
 * The turn order of an Alliance round (Round Structure, p. 15): teams take turns alternately, and at the start of its
 * first turn of the round a team chooses which of its players goes first and which last. The team of the starting
 * player begins every round, the others follow in the order of their first seats (ruling AL2); a team with no player
 * left to play is passed over, so the other team's players then play in a row (ruling AL4).
 */
import type { GameState, PlayerId, TeamTurns } from '../model';

/** What the order rules read of a game. */
type Table = Pick<GameState, 'config' | 'players' | 'teamTurns'>;

/** The scenario's teams (seats), [] outside an Alliance. */
const teamsOf = (s: Table): number[][] => s.config.scenario.teams ?? [];

/** The order of a new round: no team has chosen, nobody has played. */
export function freshTeamTurns(s: Table): TeamTurns {
  const orders: number[][] = [];
  for (let t = 0; t < teamsOf(s).length; t++) orders.push([]);
  return { orders, played: [] };
}

/** The team's seats whose turn has not come this round, of players still in the game, in seat order. */
export function waitingSeats(s: Table, team: number): number[] {
  const played = s.teamTurns?.played ?? [];
  const out: number[] = [];
  for (const seat of [...(teamsOf(s)[team] ?? [])].sort((a, b) => a - b)) {
    if (!played.includes(seat) && !(s.players[seat] as { eliminated: boolean }).eliminated) out.push(seat);
  }
  return out;
}

/** The teams in the order they start from: the team of the lowest seat first (ruling AL2). */
function teamsInSeatOrder(s: Table): number[] {
  const teams = teamsOf(s);
  const firstSeat = (t: number): number => Math.min(...(teams[t] as number[]));
  return teams.map((_, t) => t).sort((a, b) => firstSeat(a) - firstSeat(b));
}

/**
 * The team whose turn comes next: the one after the team that played last (the first team at the start of the
 * round) that still has a player waiting; -1 when every player has had their turn.
 */
export function teamToMove(s: Table): number {
  const order = teamsInSeatOrder(s);
  const played = s.teamTurns?.played ?? [];
  const last = played.length === 0 ? -1 : teamOfSeat(s, played[played.length - 1] as number);
  const from = last < 0 ? 0 : order.indexOf(last) + 1;
  for (let k = 0; k < order.length; k++) {
    const team = order[(from + k) % order.length] as number;
    if (waitingSeats(s, team).length > 0) return team;
  }
  return -1;
}

/** The team of a seat, or -1. */
function teamOfSeat(s: Table, seat: number): number {
  const teams = teamsOf(s);
  for (let t = 0; t < teams.length; t++) if ((teams[t] as number[]).includes(seat)) return t;
  return -1;
}

/**
 * What the team still has to choose before its next turn: who goes first (two or more players waiting and no order
 * yet), who goes last (three or more, only the first chosen), or nothing. A team of one has no choice.
 */
export function choiceDue(s: Table, team: number): 'first' | 'last' | null {
  const chosen = s.teamTurns?.orders[team] ?? [];
  const waiting = waitingSeats(s, team);
  if (chosen.length === 0) return waiting.length >= 2 ? 'first' : null;
  if (chosen.length === 1 && waiting.length >= 3 && waiting.includes(chosen[0] as number)) return 'last';
  return null;
}

/** The team's player who makes its choices: its first seat still in the game (ruling AL3). */
export function teamSpeaker(s: Table, team: number): PlayerId {
  for (const seat of [...(teamsOf(s)[team] ?? [])].sort((a, b) => a - b)) {
    const p = s.players[seat] as { id: PlayerId; eliminated: boolean };
    if (!p.eliminated) return p.id;
  }
  return (s.players[(teamsOf(s)[team] as number[])[0] as number] as { id: PlayerId }).id;
}

/**
 * The team's order once `seat` is named for `step`: the first player (with two waiting, the other follows), or the
 * last (the rest in seat order between them).
 */
export function orderWith(s: Table, team: number, step: 'first' | 'last', seat: number): number[] {
  const waiting = waitingSeats(s, team);
  if (step === 'first') {
    const rest = waiting.filter((x) => x !== seat);
    return rest.length === 1 ? [seat, rest[0] as number] : [seat];
  }
  const first = (s.teamTurns?.orders[team] ?? [])[0] as number;
  const middle = waiting.filter((x) => x !== first && x !== seat);
  return [first, ...middle, seat];
}

/** The seat whose turn comes next in the team: the first of its order (or of its seats) still waiting. */
export function nextSeatOf(s: Table, team: number): number {
  const waiting = waitingSeats(s, team);
  for (const seat of s.teamTurns?.orders[team] ?? []) if (waiting.includes(seat)) return seat;
  return waiting[0] as number;
}
