/** Spending positive morale during the turn (Morale): draw a card, or discard any number of cards and draw as many. */
import type { PlayerState } from '../model';
import { drawCards } from '../deck/playerDeck';
import { pushFrame } from '../effects/run';
import { cycleProgram, spendMorale } from '../hero/morale';
import type { Refusal } from '../town/town';
import { refuse } from './town';
import type { TurnProvider } from './turn';

const USES = ['draw', 'cycle'] as const;

function whyCannotUseMorale(p: PlayerState, use: string): Refusal {
  if (use !== 'draw' && use !== 'cycle') return { code: 'MALFORMED_ACTION', message: `Morale can be spent to "draw" or "cycle", not "${use}"`, rule: 'morale' };
  if (!p.morale.positive) return { code: 'NO_MORALE', message: 'You have no positive morale token to spend', rule: 'morale' };
  if (use === 'cycle' && p.hand.length === 0) return { code: 'OPTION_NOT_AVAILABLE', message: 'You have no cards to discard', rule: 'morale' };
  return null;
}

/** The positive morale token, spent to draw or to cycle cards. */
export const USE_MORALE: TurnProvider<'useMorale'> = {
  answers: ['useMorale'],
  list(d, player, out) {
    const p = d.peek(player);
    for (const use of USES) if (whyCannotUseMorale(p, use) === null) out.push({ type: 'useMorale', use });
  },
  apply(d, player, a) {
    const p = d.peek(player);
    refuse(whyCannotUseMorale(p, a.use));
    spendMorale(d, player, a.use);
    if (a.use === 'draw') drawCards(d, player, 1);
    else pushFrame(d, player, 'morale', cycleProgram(p.hand.length));
  },
};
