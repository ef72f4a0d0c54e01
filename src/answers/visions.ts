/**
 * Visions (Inferno box, Basic Fire Spell; rulings IN70–IN73): the caster draws 1 / 2 / 3 cards (0 / 1 / 2 Power) from
 * one Neutral Unit deck they name, Azure too; each card drawn is then discarded face up or put back on top of its
 * deck, the first put back lowest, so every order is one sequence of answers. The cards lie in `revealed` while the
 * caster looks: only they see them, and only they see which card each put-back names (the log's `neutralPutBack`).
 */
import type { Action, Tier } from '../model';
import type { EffectKind, StateReader } from '../effects/registry';
import { illegal } from '../kernel/errors';
import { cardOf } from '../kernel/ids';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { finishEffect } from '../effects/run';
import { drawNeutral } from '../effects/townEffects';
import { neutralUnit } from '../data/units';
import { POWER_PAID } from '../cards/mapPlays';

/** The Neutral Unit decks Visions may draw from, in the order they are listed. */
const VISION_TIERS: readonly Tier[] = ['bronze', 'silver', 'gold', 'azure'];

/** The decks with a card to draw (in the deck or its discard pile, which is shuffled into it when it runs out). */
function visionTiers(r: StateReader): Tier[] {
  const out: Tier[] = [];
  for (const tier of VISION_TIERS) {
    const pile = r.s.neutralDecks[tier];
    if (pile.deck.length + pile.discard.length > 0) out.push(tier);
  }
  return out;
}

/** "1 card", "2 cards". */
const cards = (n: number): string => (n === 1 ? '1 card' : `${n} cards`);

/** The `visions` effect kind: as many cards as the Power paid buys, from the deck the caster names next. */
export const VISIONS_EFFECT: EffectKind<'visions'> = {
  start(d, frame, e) {
    const power = Math.min(frame.memory[POWER_PAID] ?? 0, e.byPower.length - 1);
    const count = e.byPower[power] ?? 0;
    if (count <= 0 || visionTiers(d).length === 0) return 'done';
    d.s.pending = { kind: 'visions', player: frame.player, source: frame.source, count, deck: null };
    return 'waiting';
  },
  canStart: (r) => visionTiers(r).length > 0,
  describe: (e) => {
    const more: string[] = [];
    for (let p = 1; p < e.byPower.length; p++) more.push(`${cards(e.byPower[p] ?? 0)} with ${p} Power`);
    return `draw ${cards(e.byPower[0] ?? 0)}${more.length > 0 ? ` (${more.join(', ')})` : ''} from any Neutral Unit deck; discard any of them and put the others back on top of that deck in any order`;
  },
};

/** The effect kinds this module owns. */
export const VISIONS_EFFECTS = { visions: VISIONS_EFFECT };

/** The `visions` decision's handlers: the deck to draw from, then each card drawn discarded or put back. */
export const VISIONS: DecisionKindHandlers<'visions'> = {
  legal(d, dec) {
    const actions: Action[] = [];
    if (dec.deck === null) {
      for (const tier of visionTiers(d)) actions.push({ type: 'summonFrom', tier });
      return actions;
    }
    for (const card of d.s.revealed) actions.push({ type: 'discard', card }, { type: 'takeCard', card });
    return actions;
  },
  apply(d, dec, a) {
    if (dec.deck === null) {
      if (a.type !== 'summonFrom') return wrongAnswer(VISIONS, dec, a);
      if (!visionTiers(d).includes(a.tier)) illegal('OPTION_NOT_AVAILABLE', `Draw from a Neutral Unit deck that has cards: ${visionTiers(d).join(', ')}`, 'spell-cards');
      const pile = d.s.neutralDecks[a.tier];
      const count = Math.min(dec.count, pile.deck.length + pile.discard.length);
      const drawn: string[] = [];
      for (let i = 0; i < count; i++) drawn.push(drawNeutral(d, dec.player, a.tier));
      d.s.revealed = drawn;
      d.s.pending = { kind: 'visions', player: dec.player, source: dec.source, count: dec.count, deck: a.tier };
      return;
    }
    if (a.type !== 'discard' && a.type !== 'takeCard') return wrongAnswer(VISIONS, dec, a);
    if (!d.s.revealed.includes(a.card)) illegal('NOT_REVEALED', 'That card is not among the cards Visions drew', 'spell-cards');
    d.s.revealed = d.s.revealed.filter((c) => c !== a.card);
    // Each card goes back to its own tier's piles (the deck named), whichever way it goes.
    const tier = neutralUnit(cardOf(a.card)).tier;
    const pile = d.neutralDecks()[tier];
    if (a.type === 'discard') {
      pile.discard.push(a.card);
      d.emit({ type: 'neutralDiscarded', unit: a.card, seq: 0 });
    } else {
      pile.deck.push(a.card);
      d.emit({ type: 'neutralPutBack', player: dec.player, tier, unit: a.card, seq: 0 });
    }
    if (d.s.revealed.length === 0) finishEffect(d);
  },
  describe: (dec) =>
    dec.deck === null
      ? `${dec.player} names the Neutral Unit deck Visions draws ${cards(dec.count)} from`
      : `${dec.player} discards each card Visions drew or puts it back on top of its deck`,
};
