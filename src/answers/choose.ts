/** Answers to an effect's options (a starting bonus, City Hall, a card's "or"): choose one, or decline when optional. */
import type { Action } from '../model';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { finishEffect, pushFrame } from '../effects/run';

/** The `choose` decision: the chosen option's effects run next. */
export const CHOOSE: DecisionKindHandlers<'choose'> = {
  legal(_d, dec) {
    const actions: Action[] = dec.options.map((o) => ({ type: 'choose', option: o.key }));
    if (dec.optional) actions.push({ type: 'decline' });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type === 'decline') {
      if (!dec.optional) illegal('CANNOT_DECLINE', `You must choose an option of ${dec.source}`, 'protocol');
      finishEffect(d);
      return;
    }
    if (a.type !== 'choose') return wrongAnswer(CHOOSE, dec, a);
    const option = dec.options.find((o) => o.key === a.option);
    if (!option) {
      illegal('OPTION_NOT_AVAILABLE', `"${a.option}" is not an option; choose ${dec.options.map((o) => `"${o.key}"`).join(' or ')}`, 'protocol');
    }
    finishEffect(d);
    pushFrame(d, dec.player, dec.source, option.effects);
  },
  describe: (dec) => `${dec.player} chooses an option of ${dec.source}`,
};
