/**
 * The Conflux box's Statistic cards: copies added to the core box's supply. No source counts them (ruling CF2): the
 * box's heroes start with up to 3 Attack (Erdamon, Monere) and 2 Power and 3 Knowledge (Luna), so it adds the copies
 * that let any of them sit at a table of four with a hero of each core faction — Attack 2 + 2 + 1 + 3 = 5 core + 4,
 * Defense 2 + 2 + 2 + 1 = 6 + 1, Power 2 + 3 + 2 + 2 = 7 + 2, Knowledge 2 + 2 + 2 + 3 = 6 + 3.
 */

/** The copies the box adds to the Statistic supply, by card id (ruling CF2): the one place to correct them. */
export const CONFLUX_STATISTIC_COPIES: Readonly<Record<string, number>> = {
  'stat.attack': 4,
  'stat.defense': 1,
  'stat.power': 2,
  'stat.knowledge': 3,
};
