/**
 * Text for people: what an action does and what an event says, in game terms, built on request (legalActions
 * never builds text). For logs, tooltips and bots' explanations.
 */
import type { Action, GameEvent, GameState, HeroRole, PlayerId } from '../model';
import { LOCATION_BY_ID, TILE_BY_ID } from '../content/registry';
import { building } from '../data/buildings';
import { cardInfo } from '../data/cardList';
import { TREASURE_DIE, TREASURE_FACE_NAMES } from '../data/dice';
import { tradeRate } from '../data/trading';
import { hero } from '../data/heroes';
import { FACTION_UNITS, NEUTRAL_UNITS } from '../data/units';
import type { SpellSchool } from '../model';
import { cardOf } from '../kernel/ids';
import { describeResources } from '../kernel/resources';
import { HIDDEN } from '../game/view';
import { deckName as peekableDeckName } from '../map/unitAbilities';
import { findAstrologersCard } from '../data/astrologers';
import { describeAstrologersCard } from '../cards/astrologersText';

/** A card instance's name ("Magic Arrow", "Gold Dragon"), or "a hidden card". */
export function cardName(card: string): string {
  if (card === HIDDEN) return 'a hidden card';
  const astrologers = findAstrologersCard(card);
  if (astrologers) return astrologers.name;
  try {
    return cardInfo(cardOf(card)).name;
  } catch {
    return card;
  }
}

/** A unit's name, from a faction unit id, a neutral instance id, a combat id, or a Wall, Gate or the Arrow Tower. */
export function unitLabel(id: string): string {
  if (id.startsWith('wall#')) return 'a Wall';
  if (id === 'gate') return 'the Gate';
  if (id === 'arrow-tower') return 'the Arrow Tower';
  const base = cardOf(id.split('@')[0] as string);
  return FACTION_UNITS.find((u) => u.id === base)?.name ?? NEUTRAL_UNITS.find((u) => u.id === base)?.name ?? id;
}

function buildingName(id: string): string {
  try {
    return building(id).name;
  } catch {
    return id;
  }
}

const list = (cards: readonly string[]) => (cards.length === 0 ? 'nothing' : cards.map(cardName).join(', '));

/** The Legion discount a recruit / reinforce action applies, as a phrase. */
const withDiscount = (gold: number | undefined) => (gold ? ` with a ${gold}-gold discount` : '');

/** What an action does, in a sentence (the state gives context, e.g. names of options and units). */
export function describeAction(state: GameState, action: Action): string {
  const who = action.player ?? state.pending?.player ?? 'the player';
  switch (action.type) {
    case 'chooseHero': return `${who} chooses ${hero(action.hero).name} as Main Hero`;
    case 'choose':
      if (state.pending?.kind === 'peekedCard') return `${who} ${action.option === 'bottom' ? 'puts the card at the bottom of' : 'leaves the card on top of'} ${peekableDeckName(state.pending.deck)}`;
      // A unit to choose (Terrible Plague's, Groovy Satyr's) is named.
      if (unitLabel(action.option) !== action.option) return `${who} chooses ${unitLabel(action.option)}`;
      return `${who} chooses "${action.option}"`;
    case 'decline': return declineText(state, who);
    case 'discard':
      if (state.pending?.kind === 'lookAtTopCard') return `${who} puts ${cardName(action.card)} onto the ${deckName(state.pending.deck)} discard pile`;
      return `${who} discards ${cardName(action.card)}`;
    case 'draw': return `${who} draws ${action.count} card${action.count === 1 ? '' : 's'}`;
    case 'endTurn': return `${who} ends the turn`;
    case 'build': return `${who} builds the ${buildingName(action.building)} (${describeResources(building(action.building).cost)})`;
    case 'recruit': return `${who} recruits ${unitLabel(action.unit)}${withDiscount(action.discount)}`;
    case 'reinforce': return `${who} reinforces ${unitLabel(action.unit)} to a Pack${withDiscount(action.discount)}`;
    case 'finishRecruiting': return `${who} finishes recruiting`;
    case 'hireSecondaryHero': return `${who} hires a Secondary Hero`;
    case 'buySpells': return `${who} uses the Spell Book token to Search the Spell deck`;
    case 'useBuilding': return `${who} uses the ${buildingName(action.building)} ("${action.option}")`;
    case 'useMorale': return `${who} spends positive morale to ${action.use === 'draw' ? 'draw a card' : 'discard and draw again'}`;
    case 'searchReveal': return `${who} looks at the top cards of the deck`;
    case 'searchTakeDiscard': return `${who} takes the top card of the discard pile`;
    case 'searchPick': return `${who} keeps ${cardName(action.card)}`;
    case 'searchReplaceRevealed': return `${who} replaces ${cardName(action.card)} with the next card`;
    case 'keepDie': return `${who} keeps die ${action.index + 1}${keptTreasure(state, action.index)}`;
    case 'keepDice': return `${who} keeps the dice`;
    case 'rerollDie': return `${who} rerolls die ${action.index + 1}${rerollWith(state, action.using)}`;
    case 'removeCard': return `${who} removes ${cardName(action.card)} from the game`;
    case 'takeCard':
      if (state.pending?.kind === 'lookAtDiscard' && state.pending.step === 'order') return `${who} puts ${cardName(action.card)} back on their discard pile`;
      return `${who} takes ${cardName(action.card)}`;
    case 'finishDiscarding': return `${who} stops discarding`;
    case 'trade': {
      const rate = tradeRate(action.sell, action.buy);
      return rate ? `${who} trades ${describeResources({ [action.sell]: rate.pay })} for ${describeResources({ [action.buy]: rate.gain })}` : `${who} offers a trade the trade table does not have`;
    }
    case 'finishTrading': return `${who} finishes trading`;
    case 'reinforceUnit': return `${who} reinforces ${unitLabel(action.unit)} for free`;
    case 'summonFrom': return `${who} draws a ${action.tier} neutral unit`;
    case 'placeUnit': return `${who} places ${unitLabel(action.unit)} on space ${action.space}`;
    case 'finishPlacement': return `${who} finishes placing units`;
    case 'activateUnit': return `${who} activates ${unitLabel(action.unit)}`;
    case 'moveUnit': return `${who} moves ${activeUnit(state)} to space ${action.space}`;
    case 'attack': return `${who}'s ${activeUnit(state)} attacks ${unitLabel(action.target)}`;
    case 'defend': return `${who}'s ${activeUnit(state)} defends`;
    case 'endActivation': return `${who} ends ${activeUnit(state)}'s activation`;
    case 'surrender': return `${who} surrenders, paying 10 gold`;
    case 'pass': return `${who} passes`;
    case 'extendCombat': return `${who} pays 1 movement point to fight another Combat Round`;
    case 'retreat': return `${who} retreats`;
    case 'playCard': {
      const target = action.target ? ` on ${unitLabel(action.target)}` : '';
      const power = action.power !== undefined ? ` with ${action.power} Power` : '';
      return `${who} plays ${cardName(action.card)} (${action.play})${target}${power}`;
    }
    case 'chooseSchool': {
      const spell = state.pending?.kind === 'spellSchool' ? cardName(state.pending.spell) : 'the Spell';
      return `${who} casts ${spell} as ${schoolName(action.school)} Spell`;
    }
    case 'useAbility': return `${who} uses the unit's ability`;
    case 'chooseUnit': return `${who} chooses ${unitLabel(action.unit)}`;
    case 'moveHero': return `${who}'s ${heroName(action.hero)} ${state.pending?.kind === 'flight' ? 'flies' : 'moves'} to ${fieldLabel(state, action.field)}`;
    case 'revisit': return `${who}'s ${heroName(action.hero)} visits ${fieldLabel(state, heroField(state, who, action.hero))} again`;
    case 'discoverTile': return `${who}'s ${heroName(action.hero)} discovers a face-down tile`;
    case 'placeTile': return `${who}'s ${heroName(action.hero)} places a Far tile from the supply`;
    case 'rotateTile': return `${who} turns the tile ${plural(action.rotation, 'sixth')} clockwise`;
    case 'chooseField': return `${who}'s hero goes to ${fieldLabel(state, action.field)}`;
    case 'instantDefeat': return `${who}'s Secondary Hero is defeated at once, without a combat`;
    case 'fight': return `${who}'s Secondary Hero fights`;
    case 'payToDefend': return `${who} pays 8 gold to defend ${state.pending?.kind === 'townAttacked' ? fieldLabel(state, state.pending.field) : 'their town or settlement'} with their units`;
    case 'peek': return `${who} looks at the top card of ${peekableDeckName(action.deck)} (Rogues)`;
  }
}

/** What declining means in the decision it answers. */
function declineText(state: GameState, who: string): string {
  switch (state.pending?.kind) {
    case 'flight': return `${who}'s flying hero lands`;
    case 'moveAtTurnEnd': return `${who} ends the turn without moving the Main Hero`;
    case 'skipCombat': return `${who} fights the neutrals`;
    default: return `${who} declines`;
  }
}

const heroName = (hero: HeroRole) => (hero === 'main' ? 'Main Hero' : 'Secondary Hero');

/** Where a player's hero stands, or -1. */
const heroField = (state: GameState, player: PlayerId, hero: HeroRole): number =>
  state.map?.heroes.find((h) => h.player === player && h.hero === hero)?.field ?? -1;

/** "the Gold Mine (F4)": a field's location and tile, as a player reads them. */
export function fieldLabel(state: GameState, field: number): string {
  const tile = state.map?.tiles[Math.floor(field / 7)];
  if (!tile || !tile.faceUp) return 'a field';
  return `${locationLabel(TILE_BY_ID[tile.tile]?.fields[field % 7]?.location ?? '')} (${tile.tile})`;
}

/** "the Gold Mine", "an Empty Field": a location id as a player reads it. */
export function locationLabel(id: string): string {
  const name = LOCATION_BY_ID[id]?.name ?? id;
  return `${/^[AEIOU]/.test(name) ? 'an' : 'the'} ${name}`;
}

/** A shared deck's name ("Ability"). */
const deckName = (deck: string) => `${deck.charAt(0).toUpperCase()}${deck.slice(1)}`;

/** A Treasure Die face by its name ("Artifact"). */
function treasureFace(face: number): string {
  const named = TREASURE_DIE[face];
  return named === undefined ? String(face) : TREASURE_FACE_NAMES[named];
}

/** " (Artifact)": the face of the Treasure die kept, when Treasure dice are being kept. */
function keptTreasure(state: GameState, index: number): string {
  const dec = state.pending;
  const face = dec?.kind === 'keepTreasureDie' ? dec.faces[index] : undefined;
  return face === undefined ? '' : ` (${treasureFace(face)})`;
}

function activeUnit(state: GameState): string {
  const dec = state.pending;
  return dec && 'unit' in dec && typeof dec.unit === 'string' ? unitLabel(dec.unit) : 'the unit';
}

/** "an Air", "a Fire" (School of Magic names as the cards print them). */
const schoolName = (school: SpellSchool) => `${school === 'air' || school === 'earth' ? 'an' : 'a'} ${school[0]?.toUpperCase()}${school.slice(1)}`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Why resources changed hands: a card's name for a card instance ("Gold Dragon"), else the reason as given ("income"). */
function reasonName(reason: string): string {
  return findAstrologersCard(reason)?.name ?? (reason.includes('#') ? cardName(reason) : reason);
}

/** " with Luck", " (Swift Weasel)": what pays for a reroll other than positive morale. */
function rerollWith(state: GameState, using: 'luck' | 'astrologers' | undefined): string {
  if (using === 'luck') return ' with Luck';
  if (using !== 'astrologers') return '';
  const card = state.astrologers?.active;
  return card ? ` (${cardName(card)})` : '';
}

/** An Astrologers Proclaim card turned face up: its name and what it does, or that it is drawn again. */
function proclaimedText(card: string, redrawn: boolean): string {
  const def = findAstrologersCard(card);
  if (!def) return `Astrologers proclaim a card (${card})`;
  if (redrawn) return `Astrologers proclaim the week of the ${def.name}: in the first Astrologers round it is discarded, and another card is drawn`;
  return `Astrologers proclaim the week of the ${def.name}: ${describeAstrologersCard(def)}`;
}

/** An event as a log line. */
export function describeEvent(e: GameEvent): string {
  const p = (id: PlayerId | null) => id ?? 'the neutrals';
  switch (e.type) {
    case 'gameStarted': return `The game starts: ${e.players.join(', ')}`;
    case 'heroChosen': return `${e.player} plays ${hero(e.hero).name} (${e.faction})`;
    case 'roundStarted': return `Round ${e.round} begins${e.kind === 'resource' ? ' (Resource round)' : e.kind === 'astrologers' ? " (Astrologers' round)" : ''}`;
    case 'astrologersProclaimed': return proclaimedText(e.card, e.redrawn);
    case 'turnStarted': return `${e.player}'s turn`;
    case 'turnEnded': return `${e.player} ends the turn`;
    case 'cardsDrawn': return `${e.player} draws ${list(e.cards)}`;
    case 'cardDiscarded': return `${e.player} discards ${cardName(e.card)}`;
    case 'cardRemoved': return `${e.player} removes ${cardName(e.card)} from the game`;
    case 'cardGained': return `${e.player} gains ${cardName(e.card)}`;
    case 'deckReshuffled': return e.player ? `${e.player} reshuffles their discard pile into a new deck` : `The ${e.deck} deck is reshuffled`;
    case 'cardsRevealed': return `${e.player} reveals ${list(e.cards)}`;
    case 'dieRolled':
      if (e.die === 'treasure') return `${e.player} rolls the Treasure die: ${e.faces.map(treasureFace).join(', ')}`;
      return `${e.player} rolls the ${e.die} die: ${e.faces.map((f) => (e.die === 'attack' && f > 0 ? `+${f}` : String(f))).join(', ')}`;
    case 'resourcesGained': return `${e.player} gains ${describeResources(e.resources)} (${reasonName(e.reason)})`;
    case 'resourcesPaid': return `${e.player} pays ${describeResources(e.resources)} (${reasonName(e.reason)})`;
    case 'built': return `${e.player} builds the ${buildingName(e.building)}`;
    case 'unitRecruited': return `${e.player} recruits ${unitLabel(e.unit)}`;
    case 'unitReinforced': return `${e.player} reinforces ${unitLabel(e.unit)}`;
    case 'unitFlippedToFew': return `${e.player}'s ${unitLabel(e.unit)} turn to their Few side (${reasonName(e.reason)})`;
    case 'neutralDrawn': return `${e.player} draws ${unitLabel(e.unit)} from a neutral deck`;
    case 'neutralDiscarded': return `${unitLabel(e.unit)} goes to its discard pile`;
    case 'tokenUsed': return `${e.player} uses the ${e.token === 'spellBook' ? 'Spell Book' : e.token === 'build' ? 'Build' : 'Population'} token`;
    case 'secondaryHeroHired': return `${e.player} hires a Secondary Hero`;
    case 'moraleChanged': return `${e.player}'s morale is now ${e.morale} (${e.reason})`;
    case 'moraleSpent': return `${e.player} spends positive morale (${e.use})`;
    case 'experienceGained': return `${e.player} gains ${e.amount} experience (${e.experience} in all)`;
    case 'levelUp': return `${e.player}'s hero reaches level ${e.level}`;
    case 'movementGained': return `${e.player} gains ${plural(e.amount, 'movement point')}`;
    case 'handDiscarded': return `${e.player} discards their whole hand`;
    case 'gameEnded': return `The game ends: ${e.reason}`;
    case 'timedEvent': return `Round ${e.round}'s event: ${e.text}`;
    case 'playerEliminated': return `${e.player} is eliminated: ${e.why === 'noTown' ? 'three full rounds without a Town or Settlement' : 'their Main Hero lost a combat with no Town or Settlement left'}`;
    case 'combatStarted': return `Combat: ${p(e.attacker)} attacks ${p(e.defender)}`;
    case 'unitPlaced': return `${unitLabel(e.unit)} is placed on space ${e.space}`;
    case 'combatRoundStarted': return `Combat Round ${e.round}`;
    case 'unitActivated': return `${unitLabel(e.unit)} activates`;
    case 'activationSkipped': return `${unitLabel(e.unit)} skips its activation (${e.reason})`;
    case 'unitMoved': return `${unitLabel(e.unit)} moves from space ${e.from} to ${e.to}`;
    case 'unitDefended': return `${unitLabel(e.unit)} defends`;
    case 'attackDeclared': return `${unitLabel(e.attacker)} ${e.retaliation ? 'retaliates against' : 'attacks'} ${unitLabel(e.target)}`;
    case 'attackResolved': return `${unitLabel(e.attacker)}: attack ${e.attack} against defense ${e.defense}, ${plural(e.damage, 'damage')}`;
    case 'damageDealt': return `${unitLabel(e.unit)} takes ${e.amount} damage${e.defeated ? ' and is defeated' : e.flipped ? ' and turns to its Few side' : ''}`;
    case 'obstacleDestroyed': return `${unitLabel(e.unit)} is destroyed`;
    case 'schoolChosen': return `${e.player} casts ${cardName(e.card)} as ${schoolName(e.school)} Spell`;
    case 'spellIgnored': return `${e.player} makes ${cardName(e.card)} take no effect`;
    case 'attackCancelled': return `the attack of ${unitLabel(e.attacker)} on ${unitLabel(e.target)} is cancelled`;
    case 'cardPlayed': return `${e.player} plays ${cardName(e.card)} (${e.play})${e.target ? ` on ${unitLabel(e.target)}` : ''}`;
    case 'unitCovered': return `${e.player} puts ${cardName(e.card)} on their ${unitLabel(e.unit)} card`;
    case 'unitsSwitched': return `${unitLabel(e.units[0])} and ${unitLabel(e.units[1])} switch places`;
    case 'combatEnded': return `The combat ends: ${e.result}`;
    case 'quickCombat': return `${e.player}'s hero outranks the level ${e.fieldLevel} guards: Quick Combat, no fight`;
    case 'factionCubeTaken': return `${e.player} takes a Faction Cube from ${e.from}`;
    case 'secondaryHeroRemoved': return `${e.player}'s Secondary Hero leaves the map`;
    case 'abilityUsed': return `${unitLabel(e.unit)} uses its ability (${e.ability})${e.target ? ` on ${unitLabel(e.target)}` : ''}`;
    case 'unitHealed': return `${unitLabel(e.unit)} heals ${e.amount} damage`;
    case 'unitParalyzed': return `${unitLabel(e.unit)} is paralysed`;
    case 'heroMoved': return `${e.player}'s ${heroName(e.hero)} moves to ${locationLabel(e.location)} (${e.tile})`;
    case 'tileRevealed': return `${e.player} ${e.by === 'placed' ? 'places' : 'discovers'} tile ${e.id}`;
    case 'tileRotated': return `${e.player} turns the tile ${plural(e.rotation, 'sixth')} clockwise`;
    case 'fieldVisited': return `${e.player}'s ${heroName(e.hero)} visits ${locationLabel(e.location)}`;
    case 'fieldFlagged': return `${e.player} flags the field${e.from ? `, taking it from ${e.from}` : ''}`;
    case 'incomeChanged': return `${e.player}'s income changes by ${describeResources(e.income)} (${e.reason})`;
    case 'grailTaken': return `${e.player} takes the Grail token`;
    case 'heroReturned': return `${e.player}'s ${heroName(e.hero)} goes back to another field`;
    case 'heroPlaced': return `${e.player}'s ${heroName(e.hero)} appears on a town or settlement of theirs`;
    case 'combatDeclared': return `${e.player}'s ${heroName(e.hero)} declares a combat against ${p(e.defender)}`;
    case 'instantlyDefeated': return `${e.player}'s Secondary Hero is defeated by ${e.by} without a combat`;
    case 'topCardPeeked': return `${e.player} looks at the top card of ${peekableDeckName(e.deck).replace('their own', `${e.player}'s`)} and ${e.toBottom ? 'puts it at the bottom' : 'leaves it on top'}`;
  }
}
