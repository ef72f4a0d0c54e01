/**
 * The Fortress box's cards for the shared decks and the Statistic supply, and how they are played: the copies it adds
 * to the core box's cards (Magic Arrow, Statistics) by the component counts.
 */

/** Copies the box adds to the core box's cards, by card id (the component counts, ruling FX1). */
export const FORTRESS_EXTRA_COPIES: Readonly<Record<string, number>> = {
  'spell.magic-arrow': 4,
  'stat.defense': 4,
  'stat.knowledge': 2,
  'stat.power': 2,
};
