/**
 * The Stronghold box's Ability cards, all of other boxes (Offense and Wisdom of the core box, Scouting of the Inferno
 * box, played as there): the copies it adds to the Ability deck. No source counts them: one each, as a faction box
 * prints its Abilities (ruling SH1) — and Shiva's starting Scouting needs a card in the deck without the Inferno box.
 */

/** The copies the box adds to the Ability deck, by card id (ruling SH1): the one place to correct them. */
export const STRONGHOLD_ABILITY_COPIES: Readonly<Record<string, number>> = {
  'ability.offense': 1,
  'ability.scouting': 1,
  'ability.wisdom': 1,
};
