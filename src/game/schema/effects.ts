/**
 * The schema of effect programs (src/model/effects.ts): every effect is checked by its op, with the fields of
 * that op. Programs are in the state's frames and in its pending choices.
 */
import type { ChoiceOption, CombatEffect, Effect, Resources, UnitFilter, UnitType } from '../../model';
import { MAX_EXPERIENCE } from '../../hero/levels';
import { ANY_NUMBER } from '../../cards/plays';
import { BOUNDS } from './bounds';
import { NEUTRAL_UNITS } from '../../data/units';
import { anyInt, bool, count, either, int, lazy, list, literal, nested, nullable, oneOf, optional, playerRef, record, same, str, variants, word } from './checks';
import type { Check, Spec, Variants } from './checks';
import { ATTACK_FACE, CARD, CATEGORY, FACTION, FACTION_UNIT, PLAY_CONTEXT, SHARED_DECK, SPACE, TIER, TIERS, WAR_MACHINE } from './common';

const PARTIAL_RESOURCES = record<Partial<Resources>>({ gold: optional(anyInt), buildingMaterials: optional(anyInt), valuables: optional(anyInt) });
/** How many cards, dice or points an effect deals with (ANY_NUMBER: as many as the player likes). */
const AMOUNT = int(0, ANY_NUMBER);
const FACES = list(ATTACK_FACE, 3, same);

const FILTER = optional(
  record<UnitFilter>({
    types: optional(list(word<UnitType>({ ground: true, flying: true, ranged: true }), 3, same)),
    tiersByPower: optional(list(list(TIER, 4, same), BOUNDS.dice)),
    allied: optional(bool),
    leastPower: optional(int(0, BOUNDS.dice)),
    lowestInitiative: optional(bool),
  }),
);
/** A value per Power tier. */
const BY_POWER = list(anyInt, BOUNDS.dice);

/** An effect list inside an effect: nested, so bounded in depth. */
export const EFFECT_LIST: Check = nested(
  lazy(() => EFFECTS),
  BOUNDS.effectDepth,
);

/** One option of a choice (an effect's, a building's, a bonus's). */
export const CHOICE_OPTION = record<ChoiceOption>({ key: str, effects: EFFECT_LIST });

const EFFECT_SPECS: Variants<Effect, 'op'> = {
  gainResources: { resources: PARTIAL_RESOURCES },
  pay: { resources: PARTIAL_RESOURCES },
  trade: {},
  draw: { count: either(AMOUNT, literal('remembered', 'expected a number of cards or "remembered"')) },
  search: { deck: SHARED_DECK, count: AMOUNT, optional: bool },
  revealUntil: { deck: oneOf(['artifact']), artifactLevel: oneOf(['minor', 'major', 'relic']) },
  takeFromSharedDeck: { deck: SHARED_DECK, card: CARD },
  reshuffleSharedDeck: { deck: SHARED_DECK },
  drawFromSharedDeck: { deck: SHARED_DECK },
  gainSpecialty: { level: oneOf([4, 6]) },
  gainMorale: {},
  loseMorale: {},
  gainExperience: { amount: int(0, MAX_EXPERIENCE) },
  advanceLevel: { amount: int(1, 2) },
  gainMovement: { amount: AMOUNT },
  visitorGainsMovement: { amount: AMOUNT },
  takeGrail: {},
  discoverNearTile: {},
  settlementProduces: { resource: oneOf(['gold', 'buildingMaterials', 'valuables']), atOnce: bool },
  reinforceHalfCost: { tiers: TIERS },
  townPortal: { movementByPower: list(AMOUNT, BOUNDS.dice) },
  takeMine: { rangeByPower: list(AMOUNT, BOUNDS.dice) },
  fly: { movementByPower: list(AMOUNT, BOUNDS.dice) },
  opponentDiscardsRandom: { price: PARTIAL_RESOURCES },
  castleGate: {},
  dimensionDoor: { rangeByPower: list(AMOUNT, BOUNDS.dice) },
  fortune: { byPower: list(AMOUNT, BOUNDS.dice) },
  flyHero: { hero: nullable(oneOf(['main', 'secondary'])) },
  discoverNextToHero: {},
  moveAtTurnEnd: {},
  skipNeutralCombat: {},
  rollResourceDice: { count: AMOUNT, keep: oneOf(['one', 'all']) },
  rollTreasureDice: { count: AMOUNT, keep: oneOf(['one', 'all']), unlessExperience: optional(bool) },
  choose: { options: list(CHOICE_OPTION, BOUNDS.effects), optional: bool },
  discardCards: { min: AMOUNT, max: AMOUNT },
  removeCard: { category: nullable(CATEGORY), optional: bool, tradable: optional(bool) },
  drawIfDiscarded: { category: CATEGORY, count: AMOUNT },
  rollAttackDie: { faces: FACES, effects: EFFECT_LIST, otherwise: optional(list(record<{ faces: number[]; effects: Effect[] }>({ faces: FACES, effects: EFFECT_LIST }), 2)) },
  takeStatistic: { stat: oneOf(['attack', 'defense', 'power', 'knowledge']) },
  discardHandAndDraw: {},
  grantRerolls: { dice: oneOf(['resourceAndTreasure', 'any', 'one']) },
  takeFromDiscard: { category: nullable(CATEGORY), optional: bool },
  shuffleDiscardIntoDeck: {},
  shuffleIntoDeckAndDraw: { categories: list(CATEGORY, 5, same) },
  clearBlackCubes: {},
  flipToFew: { unit: nullable(FACTION_UNIT) },
  redrawGuard: { unit: nullable(str) },
  searchOwnDeck: { count: AMOUNT, drawn: optional(bool) },
  lookAtDiscard: { count: AMOUNT },
  lookAtTopCard: { deck: SHARED_DECK },
  reinforceFree: { tiers: TIERS },
  addTownCube: { max: AMOUNT },
  summonNeutral: {},
  drawNeutralsPerDwelling: {},
  drawNeutralsToRecruit: { most: AMOUNT },
  reinforceHalfGold: { tiers: TIERS, anyTime: optional(bool) },
  trainUnit: { pack: FACTION_UNIT, neutral: oneOf(NEUTRAL_UNITS.map((u) => u.id)) },
  discountUnitCost: { gold: count },
  improveSpellPurchase: { gold: count, search: AMOUNT },
  improveNextSearch: { count: AMOUNT },
  payHeroMovement: { hero: oneOf(['main', 'secondary']), amount: AMOUNT },
  onlyFaction: { faction: FACTION },
  removeCards: { categories: list(CATEGORY, 5, same), min: AMOUNT },
  removeFromHandOrDiscard: { most: AMOUNT },
  empowerStatistic: { from: oneOf(['hand', 'handOrDiscard']), most: AMOUNT, differentKinds: bool, to: optional(oneOf(['discard'])) },
  chooseEvent: {},
  poolFromHand: { categories: list(CATEGORY, 5, same) },
  poolFromDeck: { deck: SHARED_DECK },
  takeFromPool: {},
  clearPool: {},
  auction: { lots: AMOUNT },
  collectBids: {},
  placeBid: {},
  settleAuction: {},
  searchPerRemoved: { per: int(1, ANY_NUMBER), most: nullable(AMOUNT), decks: list(SHARED_DECK, 3, same), count: AMOUNT },
  drawUpToHandLimit: { plus: AMOUNT },
  drawFromDiscardPile: { count: AMOUNT },
  discardHand: {},
  discardCheapestUnit: {},
  revealToTable: { deck: SHARED_DECK, count: AMOUNT, perPlayer: bool },
  buyFromTable: { prices: either(list(PARTIAL_RESOURCES, 3), literal('artifactLevel', 'expected prices or "artifactLevel"')), into: oneOf(['hand', 'deck']), orElse: nullable(EFFECT_LIST), more: optional(bool), orDiscardTop: optional(bool) },
  takeFromTable: { card: CARD, into: oneOf(['hand', 'deck']) },
  clearTable: { to: oneOf(['deck', 'discard']) },
  neutralsToTable: { tier: TIER, count: AMOUNT },
  recruitFromTable: { unit: nullable(str) },
  placeTableNeutrals: { unit: nullable(str), where: oneOf(['top', 'bottom']) },
  pickFromTable: { orGain: PARTIAL_RESOURCES },
  discardFromTable: { unit: str },
  takeDiscardTop: { card: CARD },
  guessDice: { resource: oneOf(['gold', 'buildingMaterials', 'valuables']), count: int(1, BOUNDS.dice) },
  gainDieFace: { face: int(1, 6) },
  loseDieFace: { face: int(1, 6) },
  rollPrice: { then: EFFECT_LIST },
  rollDicePool: { treasure: int(0, BOUNDS.dice), resource: int(0, BOUNDS.dice) },
  throwToMatch: { die: oneOf(['treasure', 'resource']) },
  matchDicePool: {},
  takePoolDie: { die: oneOf(['treasure', 'resource']), face: int(1, 6) },
  clearDicePool: {},
  proposeDeal: {},
  offerDeal: { give: PARTIAL_RESOURCES, get: PARTIAL_RESOURCES },
  answerDeal: { from: playerRef, give: PARTIAL_RESOURCES, get: PARTIAL_RESOURCES },
  acceptDeal: { from: playerRef, give: PARTIAL_RESOURCES, get: PARTIAL_RESOURCES },
  gainExpertUse: {},
  ignoreFieldMorale: {},
  buyWarMachine: { machine: WAR_MACHINE, gold: count },
  drawWithWarMachine: { machine: WAR_MACHINE, count: AMOUNT },
  findSpell: { spellLevel: oneOf(['basic', 'expert']) },
  combatEffects: {
    effects: lazy(() => COMBAT_EFFECTS_OF_PLAY),
    card: CARD,
    target: nullable(str),
    power: nullable(AMOUNT),
    space: nullable(SPACE),
    ctx: PLAY_CONTEXT,
  },
};

const COMBAT_EFFECT_SPECS: Variants<CombatEffect, 'op'> = {
  modifyStat: { stat: oneOf(['attack', 'defense']), amount: either(anyInt, literal('discarded', 'expected a number or "discarded"')) },
  gainPower: { amount: AMOUNT },
  damage: { byPower: BY_POWER, filter: FILTER },
  modifyUnit: {
    stat: oneOf(['attack', 'defense', 'initiative', 'health']),
    byPower: BY_POWER,
    duration: oneOf(['attack', 'combat']),
    filter: FILTER,
    doubledFor: optional(either(str, list(str, 4, same, 1))),
  },
  swapUnits: { filter: FILTER },
  preventEscape: {},
  enemyDiscardsRandom: {},
  ignoreAttackDie: { filter: FILTER },
  paralyse: { filter: FILTER },
  heal: { byPower: BY_POWER, filter: FILTER },
  removeEffects: { filter: FILTER, only: optional(oneOf(['paralysis'])) },
  resetRetaliation: { filter: FILTER },
  addCondition: { condition: oneOf(['abilitiesDisabled', 'spellProtected']), filter: FILTER },
  damageAttackers: { byPower: BY_POWER, filter: FILTER },
  burnAttackers: { byPower: BY_POWER, filter: FILTER, doubledFor: optional(str) },
  destroyArrowTower: {},
  chainDamage: { byPower: list(BY_POWER, BOUNDS.dice), filter: FILTER },
  areaDamage: { byPower: BY_POWER, filter: FILTER },
  blastDamage: { byPower: BY_POWER },
  blastPerAttackDie: { byPower: BY_POWER },
  ringDamage: { byPower: BY_POWER, filter: FILTER },
  ignoreDefense: { filter: FILTER },
  negateAttackGains: { filter: FILTER },
  removeObstacles: { byPower: BY_POWER },
  preciseShot: { byPower: BY_POWER, filter: FILTER },
  forbidAttack: { filter: FILTER },
  skipActivation: { filter: FILTER },
  earthquake: { byPower: BY_POWER, damageByPower: BY_POWER },
  placeToken: { token: oneOf(['firewall']), byPower: BY_POWER },
  allowAttackRerolls: { durationByPower: list(oneOf(['activation', 'round', 'combat']), BOUNDS.dice) },
  slay: { byPower: BY_POWER, filter: FILTER },
  teleport: { filter: FILTER },
  returnCardToHand: {},
  returnSpellToHand: { together: optional(bool) },
  cancelAttack: { filter: FILTER },
  ignoreSpell: { maxPower: optional(AMOUNT) },
  castSpell: { free: bool },
  drawAfterEachSpell: {},
  raiseSpellLimit: { amount: AMOUNT },
  multiplyAttackDie: { factor: AMOUNT },
  ignoreRolledAttackDie: {},
  enemyLosesPositiveMorale: {},
  damageOwnUnit: { amount: AMOUNT },
  banSpells: { which: oneOf(['unempowered', 'all']) },
  oppress: {},
  gainPowerPerDiscarded: {},
  loseStatForCombat: { stat: oneOf(['attack', 'defense']), amount: AMOUNT },
  ignoreRangedPenalty: {},
  negateSpellAbilities: {},
  boostRanged: { attack: anyInt, initiative: anyInt, extraRounds: AMOUNT },
  boostSchool: { school: oneOf(['air', 'earth', 'fire', 'water']), amount: AMOUNT },
  repeatWarMachine: { machine: WAR_MACHINE, times: AMOUNT },
  doubleFirstAidTent: {},
};

/** A fixed draw among a play's combat effects (effects/run.ts keeps their order). */
const PLAY_DRAW: Spec<{ count: number }> = { count: AMOUNT };

const EFFECTS: Check = list(variants('op', 'effect op', EFFECT_SPECS), BOUNDS.effects);
const COMBAT_EFFECTS_OF_PLAY: Check = list(variants('op', 'combat effect op', { ...COMBAT_EFFECT_SPECS, draw: PLAY_DRAW }), BOUNDS.effects);
