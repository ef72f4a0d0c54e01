/**
 * The `recruitFactionNeutral` decision (Unexpected Reinforcements, ruling TW84): one of the neutral cards of the
 * player's faction found in the decks searched goes into their unit deck for free, or none; then those decks are
 * shuffled.
 */
import { illegal } from '../kernel/errors';
import { cardOf } from '../kernel/ids';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { finishEffect } from '../effects/run';
import { shuffleSearched } from '../effects/factionNeutrals';
import { neutralUnit } from '../data/units';
import type { Action } from '../model';

/** The `recruitFactionNeutral` decision: recruit one of the cards found, free, or decline. */
export const RECRUIT_FACTION_NEUTRAL: DecisionKindHandlers<'recruitFactionNeutral'> = {
  legal(_d, dec) {
    const actions: Action[] = dec.units.map((unit) => ({ type: 'recruit', unit }));
    actions.push({ type: 'decline' });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type === 'recruit') {
      if (!dec.units.includes(a.unit)) illegal('OPTION_NOT_AVAILABLE', `${a.unit} is not one of your faction's neutral units found`, 'units');
      if (a.discount !== undefined) illegal('MALFORMED_ACTION', 'This recruit is free: no discount applies', 'units');
      const tier = neutralUnit(cardOf(a.unit)).tier;
      const at = d.s.neutralDecks[tier].deck.indexOf(a.unit);
      if (at < 0) illegal('OPTION_NOT_AVAILABLE', `${a.unit} is no longer in its Neutral Units deck`, 'units');
      d.neutralDecks()[tier].deck.splice(at, 1);
      d.player(dec.player).units.push({ unit: a.unit, side: 'neutral' });
      d.emit({ type: 'unitRecruited', player: dec.player, unit: a.unit, seq: 0 });
    } else if (a.type !== 'decline') {
      return wrongAnswer(RECRUIT_FACTION_NEUTRAL, dec, a);
    }
    d.s.pending = null;
    shuffleSearched(d, dec.player);
    finishEffect(d);
  },
  describe: (dec) => `${dec.player} may recruit one unit of their faction from the Neutral Units decks, for free`,
};
