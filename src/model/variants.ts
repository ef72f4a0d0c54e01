/**
 * The rule variants a game is played with (Rule Variants and the Optional Rules Table, rewrite 2.0-rc4 p. 56–59).
 * Every one is off unless the config turns it on; the rules code reads them from `state.config.variants`. When
 * Astrologers Proclaim cards are drawn (two rows of the table) is `GameSetup.astrologers`.
 */
export interface RuleVariants {
  // ── Rule Variants (p. 56–57) ──
  /** Chaos Cards: a card about to be discarded is removed instead, and the top card of its deck goes to the discard pile. */
  chaosCards: boolean;
  /** Neutral Army: recruiting draws 2 Neutral Unit cards per Dwelling, to recruit from instead of the Faction's units. */
  neutralArmy: boolean;
  /** Draft Start: the starting decks are drafted from the Artifact, Ability and Spell decks (setup decisions). */
  draftStart: boolean;
  /** Split Artifact and Spell Decks: Minor/Major/Relic and Basic/Expert decks, open by the hero's tile. */
  splitDecks: boolean;
  /** Gold Pool: recruitment costs go to a Reserved Pool, returned when a unit is sold, perishes or is flipped to Few. */
  goldPool: boolean;
  // ── Optional Rules Table (p. 59) ──
  /** Increase: Towns produce no resources when flagged, but players may use the buildings of a captured Town. */
  capturedTownBuildings: boolean;
  /** Increase: you may not reroll your dice. */
  noRerolls: boolean;
  /** Increase: every Treasure and Resource die gives only 1 resource. */
  oneResourcePerDie: boolean;
  /** Increase: no starting bonus. */
  noStartingBonus: boolean;
  /** Decrease: you start the game with a Secondary Hero. */
  startWithSecondaryHero: boolean;
  /** Decrease: every unit deals at least 1 damage during an attack. */
  minimumDamage: boolean;
  /** Decrease: every Mine and Settlement gives double income. */
  doubleIncome: boolean;
  /** Decrease: you may exchange resources at any time; the Trading Post becomes Visitable and draws 1 Artifact card. */
  tradeAnytime: boolean;
  /** Decrease: extending a combat costs no movement point. */
  freeCombatExtension: boolean;
  /** Variant: the Attack die no longer changes damage (abilities still read it). */
  attackDieNoDamage: boolean;
  /** Variant: the black cubes on every Visitable field are removed in rounds 4, 8 and 12. */
  refreshVisitables: boolean;
  /** Variant: the cards that would go to your hand go to your discard pile instead. */
  cardsToDiscard: boolean;
}

/** The name of a rule variant (a key of `RuleVariants`). */
export type RuleVariant = keyof RuleVariants;
