/**
 * The Stronghold box's new map location (All Map Locations, p. 83): the Spell Scroll field on F21 and N13 (ruling
 * SH42). What gaining a Spell Scroll does is src/deck/spellScrolls.ts.
 */
import type { LocationDef } from '../../model';

/** The Spell Scroll field (Visitable): take a Spell Scroll card from its deck, with the 2 top Spells on it. */
export const SPELL_SCROLL_FIELD: LocationDef = {
  id: 'spell-scroll',
  name: 'Spell Scroll',
  category: 'visitable',
  effects: [{ op: 'gainSpellScroll' }],
};
