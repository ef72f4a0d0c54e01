/**
 * The Spell Scroll decisions (Stronghold box; Spell Scroll Cards, p. 26; Trading Post, p. 52): which 2 scrolls a
 * player with a third keeps, and the Spells a Trading Post's visitor sells from their scrolls.
 */
import type { Action, SpellScroll } from '../model';
import { type DecisionKindHandlers, wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { addInto } from '../kernel/resources';
import { finishEffect } from '../effects/run';
import { GOLD_PER_SCROLL_SPELL, MOST_SCROLLS, removeScrollSpell, returnScroll, scrollHolding, scrollSpells } from '../deck/spellScrolls';

/** The answers to a third scroll, in order: discard the new one, or replace the first or the second held. */
const THIRD_SCROLL_OPTIONS: readonly Action[] = [
  { type: 'choose', option: 'new' },
  { type: 'choose', option: 'scroll1' },
  { type: 'choose', option: 'scroll2' },
];

/**
 * The `thirdSpellScroll` decision (p. 26): `choose` 'new' discards the scroll just gained with its Spells; 'scroll1'
 * or 'scroll2' discards that one held instead, the new one taking its place (ruling SH45).
 */
export const THIRD_SPELL_SCROLL: DecisionKindHandlers<'thirdSpellScroll'> = {
  legal: () => THIRD_SCROLL_OPTIONS.slice(),
  apply(d, dec, a) {
    if (a.type !== 'choose') return wrongAnswer(THIRD_SPELL_SCROLL, dec, a);
    const held = (d.peek(dec.player).scrolls as SpellScroll[]).length;
    const replaced = a.option === 'new' ? held - 1 : a.option === 'scroll1' ? 0 : a.option === 'scroll2' ? 1 : -1;
    if (replaced < 0) illegal('OPTION_NOT_AVAILABLE', 'Discard the "new" Spell Scroll, or the one you hold as "scroll1" or "scroll2"', 'spell-scroll');
    if (replaced < MOST_SCROLLS) {
      // The new scroll takes the place of the one it replaces.
      const w = d.player(dec.player);
      const scrolls = (w.scrolls as SpellScroll[]).slice();
      const fresh = scrolls.pop() as SpellScroll;
      scrolls.splice(replaced + 1, 0, fresh);
      w.scrolls = scrolls;
    }
    returnScroll(d, dec.player, replaced);
    d.s.pending = null;
  },
  describe: (dec) => `${dec.player} keeps 2 of their 3 Spell Scrolls`,
};

/**
 * The `sellScrollSpells` decision (Trading Post, p. 52): `removeCard` sells one Spell on the player's scrolls for 2
 * gold, removed from the game (a scroll emptied goes back to its deck); `decline` ends the sale. Asked again while
 * Spells are left.
 */
export const SELL_SCROLL_SPELLS: DecisionKindHandlers<'sellScrollSpells'> = {
  legal(d, dec) {
    const actions: Action[] = [];
    for (const card of scrollSpells(d.peek(dec.player))) actions.push({ type: 'removeCard', card });
    actions.push({ type: 'decline' });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type === 'decline') return finishEffect(d);
    if (a.type !== 'removeCard') return wrongAnswer(SELL_SCROLL_SPELLS, dec, a);
    if (scrollHolding(d.peek(dec.player), a.card) < 0) illegal('CARD_NOT_AVAILABLE', `${a.card} is no Spell on your Spell Scrolls`, 'spell-scroll');
    removeScrollSpell(d, dec.player, a.card);
    const gold = { gold: GOLD_PER_SCROLL_SPELL, buildingMaterials: 0, valuables: 0 };
    addInto(d.player(dec.player).resources, gold);
    d.emit({ type: 'resourcesGained', player: dec.player, resources: gold, reason: dec.source, seq: 0 });
    if (scrollSpells(d.peek(dec.player)).length === 0) finishEffect(d);
  },
  describe: (dec) => `${dec.player} may sell the Spells on their Spell Scrolls`,
};
