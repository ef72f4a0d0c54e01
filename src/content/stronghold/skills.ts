/**
 * The Stronghold box's Ability copies: more copies of the core box's Offense and Wisdom and of the Inferno box's
 * Scouting, played as theirs (src/content/core/cards/plays.ts, src/content/inferno/skills.ts). No source prints the
 * counts: chosen here, in this one table (ruling SH60). Their Empowered versions come with Naval Battles, out of scope.
 */

/** The copies the box adds to the Ability deck, by card id (chosen: ruling SH60). */
export const STRONGHOLD_ABILITY_COPIES: Readonly<Record<string, number>> = {
  'ability.offense': 2,
  'ability.scouting': 1,
  'ability.wisdom': 2,
};
