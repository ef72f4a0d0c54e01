/**
 * The copies the Conflux box adds to other boxes' deck cards: Magic Arrow (the core box's Spell), as the Inferno and
 * Stronghold boxes add theirs. No source prints the count: chosen here, in this one table (ruling CF59).
 */

/** Copies the box adds to other boxes' cards, by card id (chosen: ruling CF59). */
export const CONFLUX_EXTRA_COPIES: Readonly<Record<string, number>> = {
  'spell.magic-arrow': 2,
};
