/**
 * The Tower box's Ability cards of other boxes: 2 more copies of Scouting (the Inferno box's card, played as there:
 * src/content/inferno/skills.ts), by the component counts (ruling TW40).
 */

/** The copies the box adds to the Ability deck, by card id. */
export const TOWER_ABILITY_COPIES: Readonly<Record<string, number>> = {
  'ability.scouting': 2,
};
