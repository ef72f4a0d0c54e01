/**
 * An Alliance team chooses its order for the round (Round Structure, p. 15): at the start of its first turn of the
 * round, its speaker (ruling AL3) names the player who goes first, and in a team of three or more the one who goes
 * last; the team's turns then follow that order (turn/teamTurns.ts).
 */
import type { Draft } from '../kernel/draft';
import type { Action, Decision, PlayerId } from '../model';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { nextTeamTurn } from './round';
import { choiceDue, orderWith, teamSpeaker, teamToMove, waitingSeats } from './teamTurns';

/** The choice the team whose turn comes next makes now (the phase is 'teamOrder'). */
export function teamOrderDecision(d: Draft): Decision {
  const team = teamToMove(d.s);
  const step = choiceDue(d.s, team) ?? 'first';
  const first = d.s.teamTurns?.orders[team]?.[0];
  const choices: PlayerId[] = [];
  for (const seat of waitingSeats(d.s, team)) if (step === 'first' || seat !== first) choices.push((d.s.players[seat] as { id: PlayerId }).id);
  return { kind: 'teamOrder', player: teamSpeaker(d.s, team), step, choices };
}

/** The `teamOrder` decision: `choosePlayer {who}` for each player of the team who may go first (or last). */
export const TEAM_ORDER: DecisionKindHandlers<'teamOrder'> = {
  legal(_d, dec) {
    const out: Action[] = [];
    for (const who of dec.choices) out.push({ type: 'choosePlayer', who });
    return out;
  },
  apply(d, dec, a) {
    if (a.type !== 'choosePlayer') return wrongAnswer(TEAM_ORDER, dec, a);
    if (!dec.choices.includes(a.who)) illegal('OPTION_NOT_AVAILABLE', `${String(a.who)} cannot go ${dec.step} for the team now`, 'round-structure');
    const team = teamToMove(d.s);
    const turns = d.s.teamTurns as NonNullable<typeof d.s.teamTurns>;
    const orders = turns.orders.slice();
    orders[team] = orderWith(d.s, team, dec.step, d.seatOf(a.who));
    d.s.teamTurns = { orders, played: turns.played };
    d.s.pending = null;
    if (choiceDue(d.s, team) !== null) return; // the last player next: the phase asks again
    const players: PlayerId[] = [];
    for (const seat of orders[team] as number[]) players.push((d.s.players[seat] as { id: PlayerId }).id);
    d.emit({ type: 'teamOrderChosen', players, seq: 0 });
    nextTeamTurn(d);
  },
  describe: (dec) => `${dec.player} chooses which player of the team goes ${dec.step} this round`,
};
