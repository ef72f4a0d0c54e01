/**
 * The answer to which open deck an effect takes from (Split Artifact and Spell Decks, p. 57: "If several Decks are
 * available, choose one"): the waiting effect goes on with the chosen deck.
 */
import type { Action, Effect, Frame } from '../model';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { finishEffect } from '../effects/run';
import { FROM_OPEN_DECK } from '../effects/sharedDeckEffects';

/** The `chooseDeck` decision: `chooseDeck` one of the open decks. */
export const CHOOSE_DECK: DecisionKindHandlers<'chooseDeck'> = {
  legal(_d, dec) {
    const actions: Action[] = [];
    for (const deck of dec.decks) actions.push({ type: 'chooseDeck', deck });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type !== 'chooseDeck') return wrongAnswer(CHOOSE_DECK, dec, a);
    if (!dec.decks.includes(a.deck)) illegal('OPTION_NOT_AVAILABLE', 'That deck is not open at your hero\'s position', 'general-card-rules');
    const frame = d.topFrame() as Frame;
    const e = frame.effects[frame.pc] as Effect;
    d.s.pending = null;
    const outcome =
      e.op === 'search' ? FROM_OPEN_DECK.search(d, frame, e, a.deck)
      : e.op === 'lookAtTopCard' ? FROM_OPEN_DECK.lookAtTopCard(d, frame, e, a.deck)
      : e.op === 'findSchoolSpell' ? FROM_OPEN_DECK.findSchoolSpell(d, frame, e, a.deck)
      : 'done';
    if (outcome === 'done') finishEffect(d);
  },
  describe: (dec) => `${dec.player} chooses the deck to take from for ${dec.source}`,
};
