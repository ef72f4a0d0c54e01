/**
 * The rule variants a config may turn on (Rule Variants, p. 56–57; Optional Rules Table, p. 59), with their rule-book
 * names: for a table's options screen, the CLI's `--variant`, and the messages of a config at fault.
 */
import type { RuleVariant, RuleVariants } from '../model';

export interface RuleVariantInfo {
  key: RuleVariant;
  /** The rule book's name, or the table row's words. */
  name: string;
  /** Where it stands: a Rule Variant, or a row of the Optional Rules Table by its difficulty column. */
  group: 'variant' | 'increase' | 'decrease' | 'table';
  page: number;
}

/** Every rule variant, in the rule book's order. */
export const RULE_VARIANTS: readonly RuleVariantInfo[] = [
  { key: 'chaosCards', name: 'Chaos Cards', group: 'variant', page: 56 },
  { key: 'neutralArmy', name: 'Neutral Army', group: 'variant', page: 56 },
  { key: 'draftStart', name: 'Draft Start', group: 'variant', page: 56 },
  { key: 'splitDecks', name: 'Split Artifact and Spell Decks', group: 'variant', page: 57 },
  { key: 'goldPool', name: 'Gold Pool', group: 'variant', page: 57 },
  { key: 'capturedTownBuildings', name: 'Towns produce no resources when flagged; captured Towns\' buildings may be used', group: 'increase', page: 59 },
  { key: 'noRerolls', name: 'No rerolls', group: 'increase', page: 59 },
  { key: 'oneResourcePerDie', name: 'Treasure and Resource dice give 1 resource', group: 'increase', page: 59 },
  { key: 'noStartingBonus', name: 'No starting bonus', group: 'increase', page: 59 },
  { key: 'startWithSecondaryHero', name: 'Start with a Secondary Hero', group: 'decrease', page: 59 },
  { key: 'minimumDamage', name: 'Every unit deals at least 1 damage', group: 'decrease', page: 59 },
  { key: 'doubleIncome', name: 'Mines and Settlements give double income', group: 'decrease', page: 59 },
  { key: 'tradeAnytime', name: 'Trade at any time; the Trading Post is Visitable and draws 1 Artifact', group: 'decrease', page: 59 },
  { key: 'freeCombatExtension', name: 'Extending combat costs no movement point', group: 'decrease', page: 59 },
  { key: 'attackDieNoDamage', name: 'The Attack die does not change damage', group: 'table', page: 59 },
  { key: 'refreshVisitables', name: 'Black cubes on Visitable fields removed in rounds 4, 8 and 12', group: 'table', page: 59 },
  { key: 'cardsToDiscard', name: 'Cards that would go to your hand go to your discard pile', group: 'table', page: 59 },
];

/** Every variant off, as a new record: the rules as written (a literal: one shape for every game's record). */
export function standardRules(): RuleVariants {
  return {
    chaosCards: false, neutralArmy: false, draftStart: false, splitDecks: false, goldPool: false,
    capturedTownBuildings: false, noRerolls: false, oneResourcePerDie: false, noStartingBonus: false,
    startWithSecondaryHero: false, minimumDamage: false, doubleIncome: false, tradeAnytime: false,
    freeCombatExtension: false, attackDieNoDamage: false, refreshVisitables: false, cardsToDiscard: false,
  };
}

/** Every variant off: the rules as written. */
export const STANDARD_RULES: Readonly<RuleVariants> = Object.freeze(standardRules());

/**
 * Draft Start's numbers (p. 56): each player draws 2 cards of each of the Artifact, Ability and Spell decks for a
 * packet, and keeps 7 cards of their drafted deck beside the two set aside.
 */
export const DRAFT_START_RULES = { perDeck: 2, packet: 6, keep: 7 } as const;
