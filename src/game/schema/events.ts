/**
 * The schema of the log's events (src/model/events.ts): the fields of each type of event. Events may
 * tell of units of an earlier combat (a log kept with config.logLimit), so their unit ids are not looked up.
 */
import type { EventBody, GameEvent } from '../../model';
import { BOUNDS } from './bounds';
import { anyInt, bool, count, either, list, literal, nullable, oneOf, playerRef, same, str, tuple, variants } from './checks';
import type { Check, Spec, Variants } from './checks';
import { ASTROLOGERS_CARD, CARD, CARD_LIST, FACTION, HERO_ID, LEVEL, PEEKABLE_DECK, RESOURCES, SPACE, TEAM } from './common';

const FACES = list(anyInt, BOUNDS.dice);
const HERO_ROLE = oneOf(['main', 'secondary']);

const EVENTS: Variants<EventBody, 'type'> = {
  gameStarted: { players: list(playerRef, BOUNDS.players, same) },
  heroChosen: { player: playerRef, hero: HERO_ID, faction: FACTION },
  roundStarted: { round: count, kind: oneOf(['first', 'resource', 'astrologers']) },
  astrologersProclaimed: { card: ASTROLOGERS_CARD, round: count, redrawn: bool },
  turnStarted: { player: playerRef, round: count },
  turnEnded: { player: playerRef },
  teamOrderChosen: { players: list(playerRef, BOUNDS.players, same, 1) },
  resourcesGiven: { player: playerRef, to: playerRef, resources: RESOURCES },
  offerDeclined: { player: playerRef, from: playerRef },
  cardsSwapped: { player: playerRef, ally: playerRef, gave: CARD, got: CARD },
  cardsDrawn: { player: playerRef, cards: CARD_LIST },
  cardDiscarded: { player: playerRef, card: CARD },
  cardRemoved: { player: playerRef, card: CARD },
  cardGained: { player: playerRef, card: CARD, from: str },
  cardToDiscard: { player: playerRef, card: CARD, from: str },
  deckReshuffled: { player: nullable(playerRef), deck: str },
  cardsRevealed: { player: playerRef, deck: str, cards: CARD_LIST },
  dieRolled: { player: either(playerRef, literal('neutral', 'expected a player, or "neutral" for a neutral unit\'s die')), die: oneOf(['resource', 'attack', 'treasure']), faces: FACES },
  resourcesGained: { player: playerRef, resources: RESOURCES, reason: str },
  resourcesPaid: { player: playerRef, resources: RESOURCES, reason: str },
  built: { player: playerRef, building: str },
  unitRecruited: { player: playerRef, unit: str },
  unitReinforced: { player: playerRef, unit: str },
  unitFlippedToFew: { player: playerRef, unit: str, reason: str },
  neutralDrawn: { player: playerRef, unit: str },
  neutralDiscarded: { unit: str },
  unitSold: { player: playerRef, unit: str },
  resourcesReserved: { player: playerRef, unit: str, resources: RESOURCES },
  reserveReturned: { player: playerRef, unit: str, resources: RESOURCES, why: oneOf(['sold', 'perished', 'flipped']) },
  discountCardKept: { player: playerRef, card: CARD, unit: str },
  tokenUsed: { player: playerRef, token: oneOf(['build', 'population', 'spellBook']) },
  secondaryHeroHired: { player: playerRef },
  moraleChanged: { player: playerRef, morale: oneOf(['positive', 'negative', 'none']), reason: str },
  moraleSpent: { player: playerRef, use: str },
  experienceGained: { player: playerRef, amount: anyInt, experience: count },
  levelUp: { player: playerRef, level: LEVEL },
  movementGained: { player: playerRef, amount: anyInt },
  handDiscarded: { player: playerRef, cards: CARD_LIST },
  heroMoved: { player: playerRef, hero: HERO_ROLE, from: count, to: count, location: str, tile: str },
  tileRevealed: { player: playerRef, tile: count, id: str, by: oneOf(['discovered', 'placed']) },
  tileRotated: { player: playerRef, tile: count, rotation: oneOf([0, 1, 2, 3, 4, 5]) },
  starterChosen: { player: playerRef, starter: playerRef },
  mapTilePlaced: { player: playerRef, tile: count, id: str, stage: oneOf(['center', 'near', 'starting', 'far']), q: anyInt, r: anyInt, rotation: oneOf([0, 1, 2, 3, 4, 5]) },
  mulliganTaken: { player: playerRef, count },
  fieldVisited: { player: playerRef, hero: HERO_ROLE, field: count, location: str },
  fieldFlagged: { player: playerRef, field: count, from: nullable(playerRef) },
  incomeChanged: { player: playerRef, income: RESOURCES, reason: str },
  grailTaken: { player: playerRef },
  heroReturned: { player: playerRef, hero: HERO_ROLE, field: count },
  heroPlaced: { player: playerRef, hero: HERO_ROLE, field: count },
  combatDeclared: { player: playerRef, hero: HERO_ROLE, field: count, defender: nullable(playerRef) },
  instantlyDefeated: { player: playerRef, by: playerRef },
  topCardPeeked: { player: playerRef, deck: PEEKABLE_DECK, toBottom: bool },
  gameEnded: { reason: str },
  timedEvent: { round: count, text: str },
  playerEliminated: { player: playerRef, why: oneOf(['noTown', 'mainHeroDefeated']) },
  combatStarted: { attacker: nullable(playerRef), defender: nullable(playerRef) },
  unitPlaced: { unit: str, space: SPACE },
  combatRoundStarted: { round: count },
  unitActivated: { unit: str },
  activationSkipped: { unit: str, reason: str },
  unitMoved: { unit: str, from: SPACE, to: SPACE },
  unitDefended: { unit: str },
  attackDeclared: { attacker: str, target: str, retaliation: bool },
  attackResolved: { attacker: str, target: str, attack: anyInt, defense: anyInt, damage: anyInt },
  damageDealt: { unit: str, amount: anyInt, source: str, flipped: bool, defeated: bool },
  obstacleDestroyed: { unit: str },
  abilityUsed: { unit: str, ability: str, target: nullable(str) },
  unitHealed: { unit: str, amount: anyInt, source: str },
  unitParalyzed: { unit: str, source: str },
  cardPlayed: { player: playerRef, card: CARD, play: str, target: nullable(str), power: nullable(count) },
  schoolChosen: { player: playerRef, card: CARD, school: oneOf(['air', 'earth', 'fire', 'water']) },
  unitCovered: { player: playerRef, card: CARD, unit: str },
  unitsSwitched: { units: tuple([str, str], 'expected the two units switched') },
  spellIgnored: { player: playerRef, card: CARD },
  attackCancelled: { attacker: str, target: str },
  combatEnded: { result: str, by: nullable(TEAM) },
  factionCubeTaken: { player: playerRef, from: playerRef },
  quickCombat: { player: playerRef, fieldLevel: LEVEL },
  aiCardDrawn: { card: str, unit: str },
  aiSpellCast: { spell: str, power: count, target: nullable(str) },
  secondaryHeroRemoved: { player: playerRef },
};

const SEQ: Spec<Pick<GameEvent, 'seq'>> = { seq: count };

/** One event of the log. */
export const EVENT: Check = variants('type', 'event type', EVENTS, SEQ);
