/**
 * Permanent cards in play (General Card Rules 7, p. 21): a card played for its Permanent effect stays in the
 * player's play area (`PlayerState.permanent`) until another replaces it. One that gives resources does so at the
 * beginning of each Resource round, beside the income (Inexhaustible Cart of Ore, ruling RA85).
 */
import type { PlayerState, Resources } from '../model';
import { cardOf } from '../kernel/ids';
import { full } from '../kernel/resources';
import { cardPlays } from './plays';

/** What the player's Permanent card in play gives at the beginning of a Resource round, or null. */
export function permanentIncome(p: PlayerState): Resources | null {
  if (p.permanent === null) return null;
  for (const play of cardPlays(cardOf(p.permanent))) {
    if (play.timing === 'permanent' && play.eachResourceRound !== undefined) return full(play.eachResourceRound);
  }
  return null;
}
