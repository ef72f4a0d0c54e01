/**
 * The Conflux box's copies of other boxes' Ability cards: Estates, Logistics and Wisdom (the core box's), played as
 * theirs — the starting Abilities of the box's Erdamon, Monere and Tarnum. No source prints the counts: chosen here, in
 * this one table (ruling CF45). Their Empowered versions come with Naval Battles, out of scope.
 */

/** The copies the box adds to the Ability deck, by card id (chosen: ruling CF45). */
export const CONFLUX_ABILITY_COPIES: Readonly<Record<string, number>> = {
  'ability.estates': 2,
  'ability.logistics': 2,
  'ability.wisdom': 2,
};
