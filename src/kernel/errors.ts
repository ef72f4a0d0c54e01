/**
 * Typed errors. Every rejection says what was wrong in game terms, carries a stable code for programs,
 * and names the rule it rests on (a section of the rewrite 2.0-rc4, resolvable with the rules lookup).
 */

/** Stable codes of IllegalActionError. */
export type IllegalActionCode =
  | 'MALFORMED_ACTION'
  | 'GAME_OVER'
  | 'NOT_YOUR_DECISION'
  | 'WRONG_DECISION'
  | 'UNKNOWN_CARD'
  | 'CARD_NOT_IN_HAND'
  | 'CARD_NOT_AVAILABLE'
  | 'OVER_HAND_LIMIT'
  | 'DRAW_COUNT'
  | 'TOKEN_USED'
  | 'NOT_ENOUGH_RESOURCES'
  | 'UNKNOWN_BUILDING'
  | 'ALREADY_BUILT'
  | 'BUILDING_ORDER'
  | 'BUILDING_MISSING'
  | 'MAGE_GUILD_NEW'
  | 'UNKNOWN_UNIT'
  | 'UNIT_NOT_AVAILABLE'
  | 'NEEDS_DWELLING'
  | 'NEEDS_CITADEL'
  | 'NOT_FEW'
  | 'SECONDARY_HERO'
  | 'NO_TOWN'
  | 'BUILDING_USED'
  | 'OPTION_NOT_AVAILABLE'
  | 'NO_MORALE'
  | 'HERO_TAKEN'
  | 'NOT_REVEALED'
  | 'CANNOT_DECLINE'
  | 'TOO_FEW_DISCARDED'
  | 'NOT_AN_ALLY'
  // The map
  | 'NO_MAP'
  | 'NO_HERO'
  | 'NO_MOVEMENT'
  | 'HEROES_STACKED'
  | 'CANNOT_MOVE_THERE'
  | 'NOT_REVISITABLE'
  | 'NOT_ADJACENT'
  | 'NO_TILE';

/**
 * An action the rules do not allow now, or a malformed one: `apply` throws it and leaves the state unchanged.
 * `code` is stable for programs, `message` in game terms for players, `rule` a key for `rule(key)`.
 */
export class IllegalActionError extends Error {
  override readonly name = 'IllegalActionError';
  constructor(
    readonly code: IllegalActionCode,
    message: string,
    /** Rule reference: a key of the rules lookup, e.g. "town-actions". */
    readonly rule: string,
  ) {
    super(message);
  }
}

/** A saved state that is not a valid game state. */
export class InvalidStateError extends Error {
  override readonly name = 'InvalidStateError';
  constructor(
    message: string,
    /** Where in the state the problem is, e.g. "players[1].hand". */
    readonly path: string,
  ) {
    super(`${path}: ${message}`);
  }
}

/** A game configuration that cannot start a game. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(`${field}: ${message}`);
  }
}

/**
 * A lookup query that is not one (from JavaScript, where the types do not guard it): a criterion the query does not
 * have, or a value of the wrong kind. `field` names it.
 */
export class QueryError extends Error {
  override readonly name = 'QueryError';
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(`${field}: ${message}`);
  }
}

/** Stable codes of CampaignError. */
export type CampaignErrorCode =
  /** The finished game is still being played. */
  | 'NOT_FINISHED'
  /** The finished game or the next scenario is not a campaign scenario for one player. */
  | 'NOT_A_CAMPAIGN'
  /** The next scenario is not a known one. */
  | 'UNKNOWN_SCENARIO'
  /** After a win, `keep` names the wrong number of cards; after a loss, it names any. */
  | 'KEEP_COUNT'
  /** A kept card is not in the deck (in as many copies), nor one a change of heroes allows. */
  | 'CARD_NOT_IN_DECK'
  /** A kept card is a Statistic or Specialty card: those are carried anyway, not chosen. */
  | 'NOT_CHOSEN_CARD'
  /** More than 4 Magic Arrows after a change of heroes. */
  | 'TOO_MANY_MAGIC_ARROWS'
  /** The new hero is unknown or of another faction. */
  | 'HERO_OF_ANOTHER_FACTION';

/**
 * Carrying a campaign's hero into the next scenario (Solo Campaigns, p. 74) is not possible as asked:
 * `nextCampaignScenario` throws it. `code` is stable for programs, `message` in game terms.
 */
export class CampaignError extends Error {
  override readonly name = 'CampaignError';
  constructor(
    readonly code: CampaignErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function illegal(code: IllegalActionCode, message: string, rule: string): never {
  throw new IllegalActionError(code, message, rule);
}
