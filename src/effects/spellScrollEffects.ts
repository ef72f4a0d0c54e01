/**
 * The Spell Scroll effects (Stronghold box; Spell Scroll Cards, p. 26; Trading Post, p. 52): the Spell Scroll field's
 * gain of a scroll from the Spell Scroll deck, and a Trading Post's sale of the Spells on the visitor's scrolls (the
 * decision `sellScrollSpells`, answers/scrollAnswers.ts). The scrolls themselves are deck/spellScrolls.ts's.
 */
import type { EffectKinds } from './registry';
import { gainSpellScroll, GOLD_PER_SCROLL_SPELL, scrollSpells, takeFromScrollDeck } from '../deck/spellScrolls';

/** The kinds of the `gainSpellScroll` and `sellScrollSpells` effects. */
export const SPELL_SCROLL_EFFECTS = {
  gainSpellScroll: {
    start(d, frame) {
      const card = takeFromScrollDeck(d);
      if (card !== null) gainSpellScroll(d, frame.player, card);
      return 'done';
    },
    // With the Spell Scroll deck empty there is nothing to take (ruling SH42).
    canStart: (r) => (r.s.spellScrollDeck?.length ?? 0) > 0,
    describe: () => 'take a Spell Scroll card and put the 2 top Spell cards of the Spell deck face down on it',
  },
  sellScrollSpells: {
    start(d, frame) {
      if (scrollSpells(d.peek(frame.player)).length === 0) return 'done';
      d.s.pending = { kind: 'sellScrollSpells', player: frame.player, source: frame.source };
      return 'waiting';
    },
    canStart: (r, player) => scrollSpells(r.peek(player)).length > 0,
    describe: () => `you may sell Spells on your Spell Scrolls for ${GOLD_PER_SCROLL_SPELL} gold each (removed from the game)`,
  },
} satisfies Partial<EffectKinds>;
