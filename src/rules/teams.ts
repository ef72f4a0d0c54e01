/**
 * Teams (Game Modes: Alliance, Cooperative, p. 6): who is whose ally. In an Alliance scenario each seat belongs to one
 * of the scenario's teams; in a Cooperative one every player is every other's ally; in Clash a player's only ally is
 * themselves (the map's and the combat's rules about allied heroes then concern a player's Main and Secondary Hero).
 */
import type { GameState, PlayerId } from '../model';

/** What the team rules read of a game: its scenario and its players in seat order. */
type Table = Pick<GameState, 'config' | 'players'>;

/** The seat of a player, or -1 (a loop: read on every listing of moves). */
function seatOf(s: Table, player: PlayerId): number {
  const players = s.players;
  for (let i = 0; i < players.length; i++) if ((players[i] as { id: PlayerId }).id === player) return i;
  return -1;
}

/** Whether the game is an Alliance game (teams). */
export function isAlliance(s: Table): boolean {
  return s.config.scenario.mode === 'alliance' && s.config.scenario.teams !== undefined;
}

/** The index of the team the seat belongs to in the scenario's `teams`, or -1 outside an Alliance game. */
export function teamOfSeat(s: Table, seat: number): number {
  const teams = s.config.scenario.teams;
  if (teams === undefined) return -1;
  for (let t = 0; t < teams.length; t++) if ((teams[t] as number[]).includes(seat)) return t;
  return -1;
}

/**
 * Whether two players are allies: the same player, two players of one team in an Alliance game, or any two players
 * of a Cooperative game (everyone shares the same goal, p. 6).
 *
 * @example
 * ```ts
 * import { areAllies, createGame } from 'homm3bg-engine';
 *
 * const game = createGame({ scenario: 'lone-crown', players: 3, seed: 'doc' });
 * areAllies(game, 'p1', 'p3'); // → true
 * areAllies(game, 'p1', 'p2'); // → false
 * ```
 */
export function areAllies(s: Table, a: PlayerId, b: PlayerId): boolean {
  if (a === b) return true;
  if (s.config.scenario.mode === 'cooperative') return true;
  if (s.config.scenario.teams === undefined) return false;
  const team = teamOfSeat(s, seatOf(s, a));
  return team >= 0 && team === teamOfSeat(s, seatOf(s, b));
}

/** The player's allies still in the game, themselves left out, in seat order. */
export function alliesOf(s: Table, player: PlayerId): PlayerId[] {
  const out: PlayerId[] = [];
  for (const p of s.players) if (p.id !== player && !p.eliminated && areAllies(s, player, p.id)) out.push(p.id);
  return out;
}

/**
 * The teams of players, each in seat order: the scenario's teams in an Alliance game, else every player alone.
 * Eliminated players stay in their team.
 */
export function teamsOf(s: Table): PlayerId[][] {
  const teams = s.config.scenario.teams;
  const out: PlayerId[][] = [];
  if (teams === undefined) {
    for (const p of s.players) out.push([p.id]);
    return out;
  }
  for (const seats of teams) {
    const team: PlayerId[] = [];
    for (let seat = 0; seat < s.players.length; seat++) if (seats.includes(seat)) team.push((s.players[seat] as { id: PlayerId }).id);
    out.push(team);
  }
  return out;
}
