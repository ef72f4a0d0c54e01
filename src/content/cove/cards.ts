/**
 * The copies the Cove box adds to other boxes' deck cards: Magic Arrow (the core box's Spell, as every box adds), and
 * the core box's Offense, Tactics and Wisdom Abilities (the wiki's pages name the Cove box among theirs), played as
 * theirs. No source prints the counts: chosen here, in this one table (ruling CV70). Their Empowered versions come with
 * Naval Battles, out of scope.
 */

/** Copies the box adds to other boxes' cards, by card id (chosen: ruling CV70). */
export const COVE_EXTRA_COPIES: Readonly<Record<string, number>> = {
  'spell.magic-arrow': 2,
  'ability.offense': 2,
  'ability.tactics': 2,
  'ability.wisdom': 2,
};
