/**
 * homm3bg-engine: the rules engine for Heroes of Might and Magic III: The Board Game.
 *
 * The heart is three functions over plain JSON state:
 * {@link createGame}, {@link legalActions} and {@link apply}.
 *
 * The card catalog ({@link cards}) and the rules lookup ({@link rule}, {@link allRules}) have a guide of their own.
 * @document ../docs/catalog.md
 * @packageDocumentation
 */
export { createGame, legalActions, apply, validateAction, currentDecision } from './game/game';
export type { GameConfig } from './game/setup';
export { replay } from './game/replay';
export { loadState } from './game/load';
export { viewFor, HIDDEN, type PlayerView } from './game/view';
export { findInvariantViolations } from './game/invariants';
export { describeDecision } from './game/decisionKinds';
export { describeAction, describeEvent, cardName, unitLabel } from './text/describe';
export type * from './model';
export { IllegalActionError, InvalidStateError, ConfigError, type IllegalActionCode } from './kernel/errors';

// Levels and the game's data.
export { levelOf, handLimit, expertUses, MAX_LEVEL } from './hero/levels';
export { HEROES, hero } from './data/heroes';
export { FACTION_UNITS, NEUTRAL_UNITS, FACTION_UNITS_BY_FACTION, factionUnit, neutralUnit } from './data/units';
export { BUILDINGS, building, buildingOf } from './data/buildings';
export { CORE_CARDS, CORE_CARDS_BY_CATEGORY, cardInfo } from './data/cardList';
export { SCENARIOS, scenario } from './data/scenarios';
export { RESOURCE_DIE, ATTACK_DIE_FACES, TREASURE_DIE, type TreasureFace } from './data/dice';
export { buildingAbility, SPELL_BOOK_COST, SECONDARY_HERO_COST } from './town/abilities';
export { cardPlays, playsWaitingForMap } from './cards/plays';
export { cards, type CatalogCard, type CardQuery } from './cards/catalog';
export { describePlay, describeWaitingPlay, describeEffect, describeEffects } from './cards/describe';
export { cardOf } from './kernel/ids';

// Bots.
export { randomBot, townBot, playGame, type Bot, type PlayedGame } from './ai/bots';
export { RULES, rule, allRules, type RuleEntry } from './rules/glossary';
// Combat.
export { createCombat, type CombatConfig, type CombatArmy, type NeutralGuards } from './combat/sandbox';
export { UNIT_ABILITIES, abilitiesOfCard, type Side as UnitCardSide } from './combat/abilities';
export { FIELD_DIFFICULTY, guardsOf, isQuickCombat, type Guard } from './combat/neutrals';
export { boardOf, type Board } from './combat/board';
