/**
 * The Cove box's Statistic cards: copies added to the core box's supply. No source counts them (ruling CV2): the box's
 * heroes start with up to 3 Attack (Cassiopeia, Jeremy), 2 Power (the same) and 2 Knowledge (Casmetra, Zilare), so it
 * adds the copies that let any of them sit at a table of four with a hero of each core faction — Attack 2 + 2 + 1 + 3
 * = 5 core + 3, Power 2 + 3 + 2 + 2 = 7 + 2, Knowledge 2 + 2 + 2 + 2 = 6 + 2; Defense 0 needs none.
 */

/** The copies the box adds to the Statistic supply, by card id (ruling CV2): the one place to correct them. */
export const COVE_STATISTIC_COPIES: Readonly<Record<string, number>> = {
  'stat.attack': 3,
  'stat.power': 2,
  'stat.knowledge': 2,
};
