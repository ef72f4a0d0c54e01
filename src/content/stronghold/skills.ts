/**
 * The Stronghold box's Ability copies: more copies of the core box's Offense and Wisdom and of the Inferno box's
 * Scouting, played as theirs (src/content/core/cards/plays.ts, src/content/inferno/skills.ts). No source prints the
 * counts: chosen here, in this one table (rulings SH1, SH60) — Shiva's starting Scouting needs a card in the deck
 * without the Inferno box. Their Empowered versions come with Naval Battles, out of scope.
 */

/** The copies the box adds to the Ability deck, by card id (chosen: rulings SH1, SH60). */
export const STRONGHOLD_ABILITY_COPIES: Readonly<Record<string, number>> = {
  'ability.offense': 2,
  'ability.scouting': 1,
  'ability.wisdom': 2,
};
