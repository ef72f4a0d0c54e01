/**
 * The Stronghold box's Statistic cards: Attack copies added to the core box's supply. No source counts them (ruling
 * SH1): the box's Barbarians start with 4 Attack, so it adds the 5 that let one of them sit at a table of four heroes
 * with 2 Attack each (5 core + 5 = 4 + 3 × 2).
 */

/** The copies the box adds to the Statistic supply, by card id (ruling SH1): the one place to correct them. */
export const STRONGHOLD_STATISTIC_COPIES: Readonly<Record<string, number>> = {
  'stat.attack': 5,
};
