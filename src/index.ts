/**
 * homm3bg-engine: the rules engine for Heroes of Might and Magic III: The Board Game.
 *
 * The heart is three functions over plain JSON state:
 * {@link createGame}, {@link legalActions} and {@link apply}.
 *
 * The exports are grouped: **Game** (the protocol, views, saves, texts, errors), **Map** (its fields and tiles, a
 * route for a hero), **Combat** (the stand-alone combat
 * and its board), **Cards & rules** (the catalog, the game's data, the rules lookup), **Bots**, and **Types** (the
 * state and its vocabulary). Internal records of the state (an attack in progress, an effect frame, …) are typed in
 * the state but not exported by name: they change as the engine grows.
 *
 * The catalog of everything the engine knows ({@link catalog}), the card catalog ({@link cards}) and the rules lookup
 * ({@link rule}, {@link allRules}) have a guide of their own.
 * @document ../docs/catalog.md
 * @packageDocumentation
 */

/** @group Game */
export { createGame, legalActions, apply, validateAction, currentDecision } from './game/game';
/** @group Game */
export { viewFor, HIDDEN } from './game/view';
export { HIDDEN_BID } from './game/view';
/** @group Game */
export { loadState } from './game/load';
/** @group Game */
export { loadScenario } from './game/loadScenario';
/** @group Game */
export { MAX_SEED_LENGTH, MAX_LOG_LIMIT } from './game/setup';
/** @group Game */
export { replay } from './game/replay';
/** @group Game */
export { isGameOver, outcome } from './victory/outcome';
/** @group Game */
export { objectivePoints, victoryPoints } from './victory/points';
/** @group Game */
export { findInvariantViolations } from './game/invariants';
/** @group Game */
export { describeAction, describeEvent, cardName, unitLabel } from './text/describe';
/** @group Game */
export { describeDecision, playerName, factionName } from './text/describe';
/** @group Game */
export { IllegalActionError, InvalidStateError, ConfigError, QueryError } from './kernel/errors';
/** @group Game */
export { CampaignError } from './kernel/errors';
/** @group Game */
export { nextCampaignScenario, startCampaign, campaignScenarioAfter, campaignKeepOptions } from './game/campaign';
/** @group Game */
export { levelOf, handLimit, expertUses, MAX_LEVEL } from './hero/levels';

/** @group Map */
export { mapFields, pathTo, type MapField } from './map/paths';
/** @group Map */
export { TILES, TILE_BY_ID, LOCATION_BY_ID } from './content/registry';
/** @group Cards */
export { WAR_MACHINE_BY_ID } from './content/registry';
/** @group Map */
export { fieldLabel, locationLabel } from './text/describe';

/** @group Combat */
export { createCombat } from './game/sandbox';
/** @group Combat */
export { FIELD_DIFFICULTY, guardsOf, isQuickCombat } from './combat/neutrals';
/** @group Combat */
export { UNIT_ABILITIES, abilitiesOfCard } from './combat/abilities';
/** @group Combat */
export { boardOf } from './combat/board';

/** @group Cards & rules */
export { cards } from './cards/catalog';
/** @group Cards & rules */
export { catalog } from './lookup/catalog';
/** @group Cards & rules */
export { describeUnitAbility } from './lookup/unitAbilityText';
/** @group Cards & rules */
export { cardPlays } from './cards/plays';
/** @group Cards & rules */
export { describePlay, describeEffect, describeEffects } from './cards/describe';
/** @group Cards & rules */
export { cardOf } from './kernel/ids';
/** @group Cards & rules */
export { CORE_CARDS, CORE_CARDS_BY_CATEGORY, cardInfo } from './data/cardList';
/** @group Cards & rules */
export { HEROES, hero } from './data/heroes';
/** @group Cards & rules */
export { FACTION_UNITS, NEUTRAL_UNITS, SUMMONED_UNITS, FACTION_UNITS_BY_FACTION, factionUnit, neutralUnit, summonedUnit } from './data/units';
/** @group Cards & rules */
export { BUILDINGS, building, buildingOf } from './data/buildings';
/** @group Cards & rules */
export { buildingAbility, SPELL_BOOK_COST, SECONDARY_HERO_COST } from './town/abilities';
/** @group Cards & rules */
export { SCENARIOS, scenario } from './data/scenarios';
/** @group Cards & rules */
export { CAMPAIGNS, campaign } from './data/campaigns';
/** @group Cards & rules */
export { FOUR_BANNERS } from './content/core/allianceScenarios';
/** @group Cards & rules */
export { areAllies, alliesOf, teamsOf } from './rules/teams';
export { boxesInPlay, expansionsOf, inPlay } from './rules/boxes';
export { BOX_NAMES, EXPANSIONS, REGISTERED_EXPANSIONS, boxOf, contentInPlay } from './content/boxes';
export type { BoxContent, InPlay } from './content/boxes';
/** @group Cards & rules */
export { RESOURCE_DIE, ATTACK_DIE_FACES, TREASURE_DIE } from './data/dice';
/** @group Cards & rules */
export { TREASURE_FACE_NAMES } from './data/dice';
/** @group Cards & rules */
export { TRADE_TABLE, tradeRate } from './data/trading';
/** @group Cards & rules */
export { RULES, rule, allRules } from './rules/glossary';
/** @group Cards & rules */
export { RULE_VARIANTS, STANDARD_RULES } from './rules/variants';
/** @group Cards & rules */
export type { RuleVariantInfo } from './rules/variants';
/** @group Cards & rules */
export { ASTROLOGERS_CARDS, astrologersCard } from './data/astrologers';
/** @group Cards & rules */
export { describeAstrologersCard } from './cards/astrologersText';
/** @group Cards & rules */
export { EVENT_CARDS, eventCard } from './data/events';
/** @group Cards & rules */
export { describeEventCard } from './cards/eventText';
export { AI_CARDS, AI_CARD_INSTANCES, aiCard, findAiCard } from './data/aiCards';
export { describeAiCard } from './cards/aiCardText';

/** @group Bots */
export { randomBot, townBot, playGame } from './ai/bots';
/** @group Bots */
export { greedyBot, BOTS } from './ai/bots';
/** @group Bots */
export { determinize, determinizer } from './ai/determinize';
/** @group Bots */
export { ismctsBot, ismctsSearch } from './ai/ismcts';
/** @group Bots */
export { botCampaignKeep } from './ai/campaignKeep';
/** @group Bots */
export { evaluate } from './ai/evaluation';
/** @group Bots */
export { searchEvaluate } from './ai/endgame';

/** @group Types */
export type {
  // The game state and its parts.
  GameState, GameSetup, PlayerState, PlayerId, CardId, SharedDeck, SharedDeckName, StatisticKind, Difficulty, OwnedUnit,
  Morale, Movement, LuckRerolls, Phase, ScriptedDice, GameResult, GameEndReason, Standing, ScenarioDef, StartingUnitRule,
  GameMode, Victory, VictoryCondition, DefeatCondition, Timeout, TimedEvent, ScenarioRules, AstrologersState, AstrologersMode,
  RuleVariants, RuleVariant,
  ReservedPool, ReservedUnit,
  FortuneRerolls,
  SpellScroll,
  DraftStartState,
  Campaign, CampaignCarry, CampaignChoices,
  // Decisions, actions, events.
  Decision, DecisionKind, ChoiceOption, Action, ActionType, GameEvent, EventType,
  // The map.
  MapState, MapTile, FieldState, MapHero, HeroRole, Encounter, MapLayout, LayoutTile, TileDef, TileKind, FieldDef,
  LocationDef, LocationCategory, FlagRule, RandomTown,
  // Combat.
  CombatState, CombatUnit, CombatSideInfo, CombatOutcome, Team, UnitAbilityChoice,
  // Effects and card plays.
  Effect, CombatEffect, CardEffect, EffectOp, CombatEffectOp, UnitFilter, CardPlay, CardTiming, UnitCover,
  // The game's printed components.
  Resource, Resources, Faction, Tier, UnitType, UnitSide, UnitAbilityTiming, FactionUnitDef, NeutralUnitDef, HeroType, HeroDef,
  BuildingRole, BuildingDef, BuildingAbility, BuildingTiming, CardCategory, SpellSchool, CardInfo, UnitAbility, UnitAbilityKind,
  AttackScope, AstrologersCardDef, ProclaimedRule,
  // The Fortress box's Event deck.
  EventCardDef, EventDeckState,
  // The Rampart box's War Machines.
  WarMachine, WarMachineDef,
} from './model';
/** @group Types */
export type { Box, Expansion } from './model';
/** @group Types */
export type { GameConfig } from './game/setup';
/** @group Types */
export type { PlayerView } from './game/view';
/** @group Types */
export type { IllegalActionCode, CampaignErrorCode } from './kernel/errors';
/** @group Types */
export type { CombatConfig, CombatArmy, NeutralGuards } from './game/sandbox';
/** @group Types */
export type { AiHeroConfig } from './game/sandboxAiHero';
/** @group Types */
export type { Side as UnitCardSide } from './combat/abilities';
/** @group Types */
export type { Guard } from './combat/neutrals';
/** @group Types */
export type { Board } from './combat/board';
/** @group Types */
export type { TreasureFace } from './data/dice';
/** @group Types */
export type { TradeRate } from './data/trading';
/** @group Types */
export type { CatalogCard, CardQuery, CatalogCategory } from './cards/catalog';
/** @group Types */
export type { CatalogEntry, CatalogEntryOf, CatalogKind, CatalogData } from './lookup/entry';
/** @group Types */
export type { CatalogQuery } from './lookup/catalog';
/** @group Types */
export type { Bot, BotEntry, PlayedGame, Random } from './ai/bots';
export type { IsmctsOptions } from './ai/ismcts';
/** @group Types */
export type { Evaluation } from './ai/outcome';
/** @group Types */
export type { RuleEntry } from './rules/glossary';
