/**
 * Bounds on every collection of a saved state. The rules keep each collection far below its bound; the bounds are
 * there so that a corrupted or hostile save is rejected before the engine could loop on it or grow it without end.
 */
export const BOUNDS = {
  /** Seats at the table and entries of the per-player records (the core box seats 2–3, expansions up to 6). */
  players: 6,
  /** Cards in one zone or list of cards. The core box holds 150 card instances; a combat sandbox those its config names. */
  cards: 1000,
  /** Entries of a unit deck: the 7 faction units and the neutrals a player recruits. */
  unitDeck: 64,
  /** Neutral unit cards in one tier's deck or discard pile (the core box holds 41 in all). */
  neutralPile: 64,
  /** Units on a combat board (20 spaces, the Walls, the Gate and the Arrow Tower), and lists of them. */
  board: 64,
  /** Frames on the effect stack (a program starts another only through a choice or a level-up). */
  frames: 64,
  /** Effects in one program, options of one choice, follow-ups of one attack sequence. */
  effects: 64,
  /** Options of a pending choice: Marketplace offers every deal of 1–6 of one resource for 1–6 of another (216). */
  choiceOptions: 256,
  /** How deeply effect lists nest in effects (a Choose's options, a die's effects, a play's combat effects). */
  effectDepth: 6,
  /** Events the log holds above config.logLimit: those of one apply. */
  events: 10_000,
  /** Scripted results of one die kind. */
  scriptedDice: 10_000,
  /** Dice of one throw; values per Power tier. */
  dice: 8,
  /** Fields on the map (the core box's 20 tiles hold 140; expansions more) and lists of them. */
  fields: 1000,
  /** Short lists: buildings, tiers, faction cubes, unit discounts, Spell boosts, starting units. */
  short: 64,
  /**
   * A player's stock or income of one resource. A game gains a few dozen per round over at most 100 rounds; the bound
   * keeps listings that run over a player's gold (A Shady Auction's bids) small.
   */
  resource: 99_999,
  /** A scenario's rounds (the core ones last 12 to 16): a save cannot make a game last for ever. */
  rounds: 100,
  /** A unit's change of Attack, Defense, Initiative or HP from cards, either way (each card gives a few points). */
  bonus: 64,
  /**
   * What an attack's Attack die counts times its result: Centaur's Axe triples it, and each copy played again (a
   * sandbox hand may hold several) triples it again — 3 to the power of a full hand of 8.
   */
  dieFactor: 3 ** 8,
} as const;
