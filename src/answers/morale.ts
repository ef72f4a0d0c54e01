/** The answer when a player gains a second positive morale token: spend the one held first, or not (Morale). */
import type { Action } from '../model';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { drawCards } from '../deck/playerDeck';
import { finishEffect, pushFrame } from '../effects/run';
import { cycleProgram, spendMorale } from '../hero/morale';

/** The `spendMoraleFirst` decision: spend the held token to draw or to cycle cards (then gain the new one), or decline. */
export const SPEND_MORALE_FIRST: DecisionKindHandlers<'spendMoraleFirst'> = {
  legal(d, dec) {
    const actions: Action[] = [{ type: 'useMorale', use: 'draw' }];
    if (d.peek(dec.player).hand.length > 0) actions.push({ type: 'useMorale', use: 'cycle' });
    actions.push({ type: 'decline' });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type === 'decline') return finishEffect(d);
    if (a.type !== 'useMorale') return wrongAnswer(SPEND_MORALE_FIRST, dec, a);
    const hand = d.peek(dec.player).hand.length;
    if (a.use !== 'draw' && a.use !== 'cycle') illegal('MALFORMED_ACTION', `Morale can be spent to "draw" or "cycle"`, 'morale');
    if (a.use === 'cycle' && hand === 0) illegal('OPTION_NOT_AVAILABLE', 'You have no cards to discard', 'morale');
    // Spend the held token, then gain the new one: the player still holds one positive token.
    spendMorale(d, dec.player, a.use);
    d.player(dec.player).morale.positive = true;
    d.emit({ type: 'moraleChanged', player: dec.player, morale: 'positive', reason: dec.source, seq: 0 });
    finishEffect(d);
    if (a.use === 'draw') drawCards(d, dec.player, 1);
    else pushFrame(d, dec.player, 'morale', cycleProgram(hand));
  },
  describe: (dec) => `${dec.player} may spend their positive morale before gaining another`,
};
