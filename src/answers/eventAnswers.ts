/**
 * Answers to the Event cards' decisions (Events, p. 62): removing any number of cards of some categories from the
 * hand, and discarding the cheapest unit card.
 */
import type { Action, OwnedUnit } from '../model';
import { illegal } from '../kernel/errors';
import { cardOf } from '../kernel/ids';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { removeFromHand } from '../deck/playerDeck';
import { finishEffect } from '../effects/run';
import { REMOVED, cheapestUnits, ofCategories } from '../effects/eventEffects';
import { neutralUnit } from '../data/units';
import { settleReservedPool } from '../town/goldPool';

/** The `removeCards` decision: `removeCard` one card at a time (the frame remembers how many), `decline` to stop. */
export const REMOVE_CARDS: DecisionKindHandlers<'removeCards'> = {
  legal(d, dec) {
    const actions: Action[] = [];
    for (const card of d.peek(dec.player).hand) if (ofCategories(card, dec.categories)) actions.push({ type: 'removeCard', card });
    if (dec.removed >= dec.min) actions.push({ type: 'decline' });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type === 'decline') {
      if (dec.removed < dec.min) illegal('TOO_FEW_DISCARDED', `Remove at least ${dec.min} card(s) for ${dec.source}`, 'events');
      return finishEffect(d);
    }
    if (a.type !== 'removeCard') return wrongAnswer(REMOVE_CARDS, dec, a);
    const hand = d.peek(dec.player).hand;
    if (!hand.includes(a.card)) illegal('CARD_NOT_IN_HAND', `${a.card} is not in your hand`, 'events');
    if (!ofCategories(a.card, dec.categories)) illegal('OPTION_NOT_AVAILABLE', `${dec.source} removes ${dec.categories.join(' or ')} cards`, 'events');
    removeFromHand(d, dec.player, a.card);
    const removed = dec.removed + 1;
    d.topFrame().memory[REMOVED] = removed;
    if (d.peek(dec.player).hand.some((c) => ofCategories(c, dec.categories))) {
      d.s.pending = { kind: 'removeCards', player: dec.player, source: dec.source, categories: dec.categories, min: dec.min, removed };
    } else finishEffect(d);
  },
  describe: (dec) => `${dec.player} removes cards for ${dec.source}`,
};

/** The `discardUnit` decision: `chooseUnit` one of the cheapest unit cards; it leaves the unit deck. */
export const DISCARD_UNIT: DecisionKindHandlers<'discardUnit'> = {
  legal: (_d, dec) => dec.units.map((unit) => ({ type: 'chooseUnit', unit })),
  apply(d, dec, a) {
    if (a.type !== 'chooseUnit') return wrongAnswer(DISCARD_UNIT, dec, a);
    const p = d.peek(dec.player);
    if (!dec.units.includes(a.unit) || !cheapestUnits(p.units).includes(a.unit)) {
      illegal('UNIT_NOT_AVAILABLE', `${a.unit} is not one of your cheapest units`, 'events');
    }
    const w = d.player(dec.player);
    const at = w.units.findIndex((u) => u.unit === a.unit);
    const owned = w.units[at] as OwnedUnit;
    w.units.splice(at, 1);
    d.emit({ type: 'unitDiscarded', player: dec.player, unit: a.unit, seq: 0 });
    for (const card of owned.covers ?? []) {
      w.discard.push(card);
      d.emit({ type: 'cardDiscarded', player: dec.player, card, seq: 0 });
    }
    if (owned.side === 'neutral') {
      d.neutralDecks()[neutralUnit(cardOf(a.unit)).tier].discard.push(a.unit);
      d.emit({ type: 'neutralDiscarded', unit: a.unit, seq: 0 });
    }
    settleReservedPool(d, dec.player); // Gold Pool: what the unit cost comes back, as for a unit that perished
    finishEffect(d);
  },
  describe: (dec) => `${dec.player} discards their cheapest unit for ${dec.source}`,
};
