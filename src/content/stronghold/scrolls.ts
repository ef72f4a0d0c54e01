/**
 * The Stronghold box's Spell Scroll cards (Spell Scroll Cards, p. 26; setup step 27). No source prints how many the
 * box holds apart from setup step 27's split, so the count is the one table below (ruling SH41): 20 cards, 10 shuffled
 * into the Artifact deck, the other 10 the Spell Scroll deck. A Spell Scroll is never played: what gaining, casting
 * from and selling one do is src/deck/spellScrolls.ts.
 */
import type { CardInfo } from '../../model';

/** The Spell Scroll card's id. */
export const SPELL_SCROLL_CARD = 'artifact.spell-scroll';

/** How many Spell Scroll cards the box holds, and how many of them setup shuffles into the Artifact deck (ruling SH41). */
export const SPELL_SCROLL_COUNTS = { copies: 20, inArtifactDeck: 10 } as const;

/** The Spell Scroll card: in the Artifact deck's pile of cards (setup moves the rest aside), with no Artifact level. */
export const STRONGHOLD_SCROLL_CARDS: readonly CardInfo[] = [
  { id: SPELL_SCROLL_CARD, name: 'Spell Scroll', category: 'artifact', copies: SPELL_SCROLL_COUNTS.copies },
];
