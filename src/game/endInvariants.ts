/**
 * Invariants of Scenario End (p. 53) and the result: an eliminated player has left the map and the game, a player
 * still in it is counting rounds without a Town as the rules say, and a result's standings are what the state gives
 * (Victory Points recomputed, ranks in order, the winners first).
 */
import type { GameState } from '../model';
import { victoryPoints } from '../victory/points';

/** Every broken end-of-game invariant, as "path: problem". */
export function endViolations(state: GameState): string[] {
  const problems: string[] = [];
  state.players.forEach((p, i) => {
    const at = `players[${i}]`;
    if (p.eliminated) {
      if (state.map?.heroes.some((h) => h.player === p.id)) problems.push(`${at}: eliminated, but a hero of theirs is on the map`);
      if (state.map?.fields.some((f) => f.flags.includes(p.id))) problems.push(`${at}: eliminated, but a cube of theirs is on the map`);
      if (p.deck.length + p.hand.length + p.discard.length > 0 || p.permanent !== null) problems.push(`${at}: eliminated, but their Deck's cards are still in play`);
    } else {
      if (p.roundsWithoutTown > 3) problems.push(`${at}.roundsWithoutTown: ${p.roundsWithoutTown} rounds without a Town, and still in the game`);
      if (p.holdsTownOrSettlement && p.roundsWithoutTown > 0) problems.push(`${at}.roundsWithoutTown: counts rounds while they hold a Town or Settlement`);
    }
  });
  const r = state.result;
  if (r === null) return problems;
  if (r.standings.length !== state.players.length) problems.push(`result.standings: ${r.standings.length} for ${state.players.length} players`);
  r.standings.forEach((s, i) => {
    const at = `result.standings[${i}]`;
    if (r.reason !== 'combatOver' && s.victoryPoints !== victoryPoints(state, s.player)) problems.push(`${at}.victoryPoints: ${s.victoryPoints}, the state gives ${victoryPoints(state, s.player)}`);
    if (s.won !== r.winners.includes(s.player)) problems.push(`${at}.won: disagrees with result.winners`);
    const before = r.standings[i - 1];
    if (before && (s.rank < before.rank || (before.won === false && s.won))) problems.push(`${at}: ranked above the standing before it`);
  });
  if (r.standings[0] && r.standings[0].rank !== 1) problems.push('result.standings[0].rank: the first is not rank 1');
  if (r.winner !== (r.winners.length === 1 ? r.winners[0] : null)) problems.push('result.winner: disagrees with result.winners');
  return problems;
}
