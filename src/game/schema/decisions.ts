/** The schema of the pending decision (src/model/decisions.ts): the fields of each kind of decision. */
import type { Decision, UnitAbilityChoice } from '../../model';
import { BOUNDS } from './bounds';
import { anyInt, bool, count, int, list, nullable, oneOf, playerRef, record, same, str, unitRef, variants, word } from './checks';
import type { Check, Variants } from './checks';
import { ATTACK_FACE, BUILDING_LIST, CARD, CATEGORY, EVENT_CARD, DECK_PILE, PEEKABLE_DECK, RESOURCES, SHARED_DECK, SPACE, SPLIT_DECK, TEAM, TIERS, WAR_MACHINE } from './common';
import { CHOICE_OPTION } from './effects';
import { TILE_BY_ID } from '../../content/registry';

const RESOURCE_FACES = list(oneOf([1, 2, 3, 4, 5, 6]), BOUNDS.dice);
const TREASURE_FACES = list(oneOf([1, 2, 3, 4, 5, 6]), BOUNDS.dice);
const DIE_INDEXES = list(oneOf([...Array(BOUNDS.dice).keys()]), BOUNDS.dice, same);

const DECISIONS: Variants<Decision, 'kind', 'player'> = {
  chooseHero: {},
  choose: { source: str, options: list(CHOICE_OPTION, BOUNDS.choiceOptions), optional: bool },
  refreshHand: {},
  beginningOfTurn: { buildings: BUILDING_LIST },
  turn: {},
  teamOrder: { step: oneOf(['first', 'last']), choices: list(playerRef, BOUNDS.players, same, 1) },
  allyOffer: { from: playerRef, resources: RESOURCES },
  cardOffer: { from: playerRef, card: CARD },
  recruiting: {},
  neutralArmy: {},
  search: { deck: DECK_PILE, count, step: oneOf(['start', 'pick']), optional: bool },
  searchOwnDeck: { count },
  discardCards: { source: str, min: count, max: count, discarded: count, purpose: oneOf(['discard', 'cycle']) },
  removeCard: { source: str, category: nullable(CATEGORY), optional: bool, tradable: bool },
  removeCards: { source: str, categories: list(CATEGORY, 5, same), min: count, removed: count },
  removeFromHandOrDiscard: { source: str, most: count, removed: count },
  chooseEvent: { cards: list(EVENT_CARD, 2, same, 2) },
  placeBid: { source: str, card: CARD, most: count },
  putInPool: { source: str, categories: list(CATEGORY, 5, same) },
  discardUnit: { source: str, units: list(str, BOUNDS.short, same, 1) },
  takeFromDiscard: { source: str, category: CATEGORY, optional: bool },
  keepResourceDie: { source: str, faces: RESOURCE_FACES, keep: oneOf(['one', 'all']), luckRerolled: DIE_INDEXES },
  keepTreasureDie: { source: str, faces: TREASURE_FACES, keep: oneOf(['one', 'all']), luckRerolled: DIE_INDEXES },
  keepAttackDie: { source: str, face: ATTACK_FACE, luckUsed: bool },
  lookAtDiscard: { source: str, step: oneOf(['pick', 'order']) },
  lookAtTopCard: { source: str, deck: DECK_PILE },
  chooseDeck: { source: str, decks: list(SPLIT_DECK, 5, same) },
  reinforceFree: { source: str, tiers: TIERS },
  summonNeutral: { source: str, step: oneOf(['tier', 'recruit']), tiers: TIERS },
  reinforceHalfGold: { source: str, tiers: TIERS },
  reinforceHalfCost: { source: str, tiers: TIERS },
  spendMoraleFirst: { source: str },
  draftPick: {},
  draftKeep: {},
  rotateTile: { tile: count, rotations: list(oneOf([0, 1, 2, 3, 4, 5]), 6, same, 1) },
  aiHeroStep: { hero: str, fields: list(count, BOUNDS.short, same, 1) },
  chooseField: { hero: oneOf(['main', 'secondary']), purpose: oneOf(['defeated', 'hired']), fields: list(count, BOUNDS.short, same, 1) },
  combatDeclared: {},
  secondaryHeroAttacked: { field: count },
  townAttacked: { field: count },
  discoverNear: {
    hero: oneOf(['main', 'secondary']),
    tiles: list(count, 6, same),
    places: list(record<{ q: number; r: number }>({ q: anyInt, r: anyInt }), 6),
  },
  trading: { source: str },
  chooseStarter: { totals: list(int(-2, 2), BOUNDS.players) },
  placeMapTile: { tile: oneOf(Object.keys(TILE_BY_ID)), stage: oneOf(['center', 'near', 'starting', 'far']) },
  mulligan: {},
  turnNearTile: { tiles: list(count, 6, same, 1) },
  townPortal: { source: str, fields: list(count, BOUNDS.short, same, 1) },
  takeMine: { source: str, fields: list(count, BOUNDS.short, same, 1) },
  flight: { source: str, hero: oneOf(['main', 'secondary']), moved: bool },
  discoverNearHero: { source: str, tiles: list(count, 6, same, 1) },
  skipCombat: { hero: oneOf(['main', 'secondary']), field: count },
  moveAtTurnEnd: { moves: int(1, BOUNDS.short) },
  peekedCard: { deck: PEEKABLE_DECK },
  placeUnits: { team: TEAM },
  chooseActivation: { units: list(unitRef, BOUNDS.board, same) },
  activation: { unit: unitRef, stage: oneOf(['start', 'moved', 'attacked']) },
  reaction: { attacker: unitRef, target: unitRef },
  attackRoll: { die: oneOf(['attack', 'defense']), faces: list(ATTACK_FACE, BOUNDS.dice) },
  afterSpell: { spell: CARD },
  combatStart: {},
  attackOutcome: { attacker: unitRef, target: unitRef },
  spellSchool: { spell: CARD },
  answerSpell: { caster: playerRef, spell: CARD, paid: count },
  roundStart: {},
  castSpell: { free: bool },
  combatRoundEnd: {},
  unitAbility: {
    unit: unitRef,
    ability: word<UnitAbilityChoice>({
      rerollAttackDie: true,
      ignoreAttackDie: true,
      cancelLethalAttack: true,
      splashTarget: true,
      healFriendly: true,
      pushTarget: true,
      returnAfterAttack: true,
      secondTarget: true,
    }),
    target: nullable(unitRef),
  },
  aiTie: {
    unit: unitRef,
    purpose: oneOf(['defense', 'spell', 'fireballSpace', 'teleportSpace', 'tactics', 'artillery', 'firstAid']),
    card: nullable(CARD),
    spell: nullable(CARD),
    amount: int(0, BOUNDS.bonus),
    target: nullable(unitRef),
    units: list(unitRef, BOUNDS.board, same),
    spaces: list(SPACE, BOUNDS.board, same),
  },
  warMachine: { machine: WAR_MACHINE, units: list(unitRef, BOUNDS.board, same, 2) },
};

/** The decision the game waits for. */
export const DECISION: Check = variants('kind', 'decision kind', DECISIONS, { player: playerRef });
