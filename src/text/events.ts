/**
 * An event as a log line a player reads: one text per event type (the table's type demands a new type's text),
 * naming players by their Main Heroes and the cards, units and fields by their names.
 */
import { findAstrologersCard } from '../data/astrologers';
import { aiCard } from '../data/aiCards';
import { describeAstrologersCard } from '../cards/astrologersText';
import { findEventCard } from '../data/events';
import { describeEventCard } from '../cards/eventText';
import type { DeckPile, EventType, GameEvent, GameState, PlayerId } from '../model';
import { DECK_NAMES } from '../deck/splitDecks';
import { hero } from '../data/heroes';
import { describeResources } from '../kernel/resources';
import { deckName as peekableDeckName } from '../map/unitAbilities';
import { tileDistance } from '../map/tournamentMap';
import {
  attackFace, buildingName, turned, capitalised, joined, cardList, cardName, causeName, combatUnitLabel, factionName, fieldLabel, heroLabel,
  aiHeroLabel, locationLabel, playName, playerName, plural, possessive, resourceFace, schoolName, treasureFace, unitLabel, unitVerb, warMachineName, words,
} from './names';

/** An event's text, given the state it was logged in (null: players are named by seat). */
type EventText<T extends EventType> = (e: Extract<GameEvent, { type: T }>, s: GameState | null) => string;

/** A player by name. */
const p = (s: GameState | null, id: PlayerId | null): string => playerName(s, id);

/** A unit of the combat being fought, with its side. */
const unit = (s: GameState | null, id: string): string => combatUnitLabel(s, id);

/** "Griffins (Pack) take": a unit and a verb agreeing with it. */
const unitDoes = (s: GameState | null, id: string, verb: string): string => `${unit(s, id)} ${unitVerb(id, verb)}`;

/** Why a player whose Main Hero lost is out of the game (Scenario End, p. 53). */
const NO_TOWN_LEFT = 'their Main Hero lost a combat with no Town or Settlement left';

/** A Tournament map's stages as the rule book names the tiles. */
const STAGE_NAMES = { center: 'Center', near: 'Near', starting: 'their Starting', far: 'Far' } as const;

/** " next to the Center tile C1 and Near tile N2": the tiles a placed tile touches (nothing when the state is unknown). */
function placedNextTo(s: GameState | null, tile: number, q: number, r: number): string {
  const names: string[] = [];
  (s?.map?.tiles ?? []).forEach((t, i) => {
    if (i !== tile && i < tile && tileDistance(t, { q, r }) === 1) names.push(`${t.kind === 'center' ? 'the Center' : capitalised(t.kind)} tile ${t.tile}`);
  });
  return names.length === 0 ? '' : ` next to ${joined(names, '')}`;
}

/** An Astrologers Proclaim card turned face up: its name and what it does, or that it is drawn again. */
function proclaimed(card: string, redrawn: boolean): string {
  const def = findAstrologersCard(card);
  if (!def) return 'Astrologers proclaim a card';
  if (redrawn) return `Astrologers proclaim the week of the ${def.name}: in the first Astrologers round it is discarded, and another card is drawn`;
  return `Astrologers proclaim the week of the ${def.name}: ${describeAstrologersCard(def)}`;
}

/** An Event card drawn and read: who drew it, its name and what it does. */
function eventRead(card: string, drawer: string): string {
  const def = findEventCard(card);
  if (!def) return `${drawer} draws an Event`;
  return `${drawer} draws the Event ${def.name}: ${describeEventCard(def)}`;
}

/** The text of every event type. */
/** Why a unit's costs came back from the Reserved Pool (Gold Pool). */
const RETURNED_WHY: Readonly<Record<'sold' | 'perished' | 'flipped', string>> = { sold: 'sold', perished: 'perished', flipped: 'turned to their Few side' };

const EVENT_TEXTS: { readonly [T in EventType]: EventText<T> } = {
  gameStarted: (e) => `The game starts: ${e.players.map((_id, i) => `Player ${i + 1}`).join(', ')}`,
  heroChosen: (e, s) => `Player ${seatOf(s, e.player)} chooses ${hero(e.hero).name} (${factionName(e.faction)})`,
  roundStarted: (e) => `Round ${e.round} begins${e.kind === 'resource' ? ' (Resource round)' : e.kind === 'astrologers' ? " (Astrologers' round)" : ''}`,
  turnStarted: (e, s) => `${possessive(p(s, e.player))} turn`,
  turnEnded: (e, s) => `${p(s, e.player)} ends the turn`,
  teamOrderChosen: (e, s) => `The team plays in this order this round: ${e.players.map((id) => p(s, id)).join(', then ')}`,
  resourcesGiven: (e, s) => `${p(s, e.player)} gives ${p(s, e.to)} ${describeResources(e.resources)}`,
  offerDeclined: (e, s) => `${p(s, e.player)} declines ${possessive(p(s, e.from))} offer`,
  cardsSwapped: (e, s) => `${p(s, e.player)} gives ${p(s, e.ally)} ${cardName(e.gave)} for ${cardName(e.got)}`,
  cardsDrawn: (e, s) => `${p(s, e.player)} draws ${cardList(e.cards)}`,
  cardDiscarded: (e, s) => `${p(s, e.player)} discards ${cardName(e.card)}`,
  cardRemoved: (e, s) => `${p(s, e.player)} removes ${cardName(e.card)} from the game`,
  spellScrollGained: (e, s) => `${p(s, e.player)} gains a Spell Scroll with ${cardList(e.spells)} on it`,
  spellScrollReturned: (e, s) => `${possessive(p(s, e.player))} Spell Scroll goes back to its deck${e.spells.length > 0 ? ` (${cardList(e.spells)} onto the discard pile)` : ''}`,
  cardGained: (e, s) => `${p(s, e.player)} gains ${cardName(e.card)}`,
  spellFound: (e, s) => `${p(s, e.player)} finds ${cardName(e.card)} ${foundIn(e.from)}, to cast at once`,
  spellPlaced: (e, s) => `${p(s, e.player)} puts ${cardName(e.card)} ${e.on === 'deck' ? 'on top of' : 'onto the discard pile of'} ${deckOf(null, e.deck)}`,
  warMachineGained: (e, s) => `${p(s, e.player)} buys the War Machine ${warMachineName(e.machine)}`,
  cardToDiscard: (e, s) => `${p(s, e.player)} puts ${cardName(e.card)} from ${deckOf(e.player, e.from)} onto their discard pile`,
  deckReshuffled: (e, s) => (e.player ? `${p(s, e.player)} reshuffles their discard pile into a new deck` : `${capitalised(deckOf(null, e.deck))} is reshuffled`),
  cardsRevealed: (e, s) => `${p(s, e.player)} reveals ${cardList(e.cards)} from ${deckOf(e.player, e.deck)}`,
  dieRolled: (e, s) => `${p(s, e.player)} ${e.player === 'neutral' ? 'roll' : 'rolls'} the ${capitalised(e.die)} die: ${rolled(e.die, e.faces)}`,
  resourcesGained: (e, s) => `${p(s, e.player)} gains ${describeResources(e.resources)} (${causeName(e.reason)})`,
  resourcesPaid: (e, s) => `${p(s, e.player)} pays ${describeResources(e.resources)} (${causeName(e.reason)})`,
  built: (e, s) => `${p(s, e.player)} builds the ${buildingName(e.building)}`,
  unitRecruited: (e, s) => `${p(s, e.player)} recruits ${unitLabel(e.unit)}`,
  unitReinforced: (e, s) => `${p(s, e.player)} reinforces ${unitLabel(e.unit)}`,
  neutralDrawn: (e, s) => `${p(s, e.player)} draws ${unitLabel(e.unit)} from a neutral unit deck`,
  neutralDiscarded: (e) => `${unitLabel(e.unit)} ${unitVerb(e.unit, 'go')} to the discard pile of their deck`,
  neutralFaceUp: (e) => `${unitLabel(e.unit)} lies face up on top of the ${capitalised(e.tier)} Neutral Unit deck`,
  neutralPutBack: (e, s) => `${p(s, e.player)} puts ${unitLabel(e.unit)} back on top of the ${capitalised(e.tier)} Neutral Unit deck`,
  unitSold: (e, s) => `${p(s, e.player)} sells ${unitLabel(e.unit)}`,
  resourcesReserved: (e, s) => `${p(s, e.player)} puts ${describeResources(e.resources)} into the Reserved Pool (${unitLabel(e.unit)})`,
  reserveReturned: (e, s) => `${p(s, e.player)} takes ${describeResources(e.resources)} back from the Reserved Pool: ${unitLabel(e.unit)} ${RETURNED_WHY[e.why]}`,
  discountCardKept: (e, s) => `${p(s, e.player)} keeps ${cardName(e.card)} with ${unitLabel(e.unit)}`,
  tokenUsed: (e, s) => `${p(s, e.player)} uses the ${e.token === 'spellBook' ? 'Spell Book' : e.token === 'build' ? 'Build' : 'Population'} token`,
  secondaryHeroHired: (e, s) => `${p(s, e.player)} hires a Secondary Hero`,
  moraleChanged: (e, s) => `${possessive(p(s, e.player))} morale is now ${e.morale} (${causeName(e.reason)})`,
  townCubeAdded: (e, s) => `${p(s, e.player)} places a faction cube on their Cage of Warlords (${e.cubes} there)`,
  townCubeUsed: (e, s) => (e.unit === null
    ? `${p(s, e.player)} takes a faction cube from their Brimstone Stormclouds: +1 Power`
    : `${p(s, e.player)} takes a faction cube from their Cage of Warlords: +1 ${e.stat === 'attack' ? 'Attack' : 'Defense'} for ${combatUnitLabel(s, e.unit)}`),
  moraleSpent: (e, s) => `${p(s, e.player)} spends positive morale (${words(e.use)})`,
  experienceGained: (e, s) => `${p(s, e.player)} gains ${e.amount} experience (${e.experience} in all)`,
  levelUp: (e, s) => `${p(s, e.player)} reaches level ${e.level}`,
  movementGained: (e, s) => `${p(s, e.player)} gains ${plural(e.amount, 'movement point')}`,
  handDiscarded: (e, s) => `${p(s, e.player)} discards their whole hand`,
  gameEnded: (e) => `The game ends: ${e.reason}`,
  timedEvent: (e) => `Round ${e.round}'s event: ${e.text}`,
  astrologersProclaimed: (e) => proclaimed(e.card, e.redrawn),
  eventDrawn: (e, s) => eventRead(e.card, p(s, e.player)),
  bidsRevealed: (e, s) =>
    `The bids for ${cardName(e.card)}: ${e.bids.length === 0 ? 'none' : e.bids.map((b) => `${p(s, b.player)} ${b.gold} gold`).join(', ')} — ${e.winner === null ? 'the card is discarded' : `${p(s, e.winner)} takes it`}`,
  unitDiscarded: (e, s) => `${p(s, e.player)} discards ${unitLabel(e.unit)} from their unit deck`,
  unitFlippedToFew: (e, s) => `${possessive(p(s, e.player))} ${unitLabel(e.unit)} turn to their Few side (${causeName(e.reason)})`,
  playerEliminated: (e, s) =>
    `${p(s, e.player)} is eliminated: ${e.why === 'noTown' ? 'three full rounds without a Town or Settlement' : NO_TOWN_LEFT}`,
  // The map
  heroMoved: (e, s) => `${heroLabel(s, e.player, e.hero)} moves to ${locationLabel(e.location)} (${e.tile})`,
  tileRevealed: (e, s) => `${p(s, e.player)} ${e.by === 'placed' ? 'places' : 'discovers'} tile ${e.id}`,
  tileRotated: (e, s) => `${p(s, e.player)} ${turned(e.rotation)}`,
  starterChosen: (e, s) => (e.player === e.starter ? `${p(s, e.player)} chooses to start` : `${p(s, e.player)} chooses ${p(s, e.starter)} to start`),
  mapTilePlaced: (e, s) => `${p(s, e.player)} places ${STAGE_NAMES[e.stage]} tile ${e.id}${placedNextTo(s, e.tile, e.q, e.r)}`,
  mulliganTaken: (e, s) => `${p(s, e.player)} shuffles their hand of ${e.count} back into their deck and draws a new one (Round One Mulligan)`,
  fieldVisited: (e, s) => `${heroLabel(s, e.player, e.hero)} visits ${locationLabel(e.location)}`,
  randomTownFaction: (e, s) => `${p(s, e.player)} chooses ${factionName(e.faction)} to defend the Random Town on ${fieldLabel(s, e.field)}`,
  fieldFlagged: (e, s) => `${p(s, e.player)} flags ${fieldLabel(s, e.field)}${e.from ? `, taking it from ${p(s, e.from)}` : ''}`,
  incomeChanged: (e, s) => `${possessive(p(s, e.player))} income changes by ${describeResources(e.income)} (${causeName(e.reason)})`,
  grailTaken: (e, s) => `${p(s, e.player)} takes the Grail token`,
  aiHeroAppeared: (e, s) => `${capitalised(aiHeroLabel(s, e.hero))} appears on ${fieldLabel(s, e.field)} with ${joined(e.units.map(unitLabel), 'no units')}${e.missing.length > 0 ? ` (sharing ${joined(e.missing.map(unitLabel), '')})` : ''}`,
  aiHeroMoved: (e, s) => `${capitalised(aiHeroLabel(s, e.hero))} moves to ${fieldLabel(s, e.to)}`,
  aiHeroFlagged: (e, s) => `${capitalised(aiHeroLabel(s, e.hero))} flags ${fieldLabel(s, e.field)}${e.from === null ? '' : `, taking ${possessive(playerName(s, e.from))} cube off`}`,
  aiHeroClearedGuards: (e, s) => `${capitalised(aiHeroLabel(s, e.hero))} beats the neutral units guarding ${fieldLabel(s, e.field)}`,
  aiHeroBeaten: (e, s) => `${playerName(s, e.player)} beats ${aiHeroLabel(s, e.hero)}`,
  aiHeroCombat: (e, s) => `${heroLabel(s, e.player, e.playerHero)} fights ${aiHeroLabel(s, e.hero)} on ${fieldLabel(s, e.field)}`,
  heroReturned: (e, s) => `${heroLabel(s, e.player, e.hero)} goes back to ${fieldLabel(s, e.field)}`,
  heroPlaced: (e, s) => `${heroLabel(s, e.player, e.hero)} appears on ${fieldLabel(s, e.field)}`,
  combatDeclared: (e, s) => `${heroLabel(s, e.player, e.hero)} declares a combat against ${p(s, e.defender)} on ${fieldLabel(s, e.field)}`,
  instantlyDefeated: (e, s) => `${heroLabel(s, e.player, 'secondary')} is defeated by ${p(s, e.by)} without a combat`,
  topCardPeeked: (e, s) => {
    const deck = e.deck === 'own' ? 'their own deck' : peekableDeckName(e.deck);
    return `${p(s, e.player)} looks at the top card of ${deck} and ${e.toBottom ? 'puts it at the bottom' : 'leaves it on top'}`;
  },
  thievesGuildLooked: (e, s) => {
    const deck = e.deck === 'own' ? (e.owner === e.player || e.owner === null ? 'their own deck' : `${possessive(p(s, e.owner))} deck`) : peekableDeckName(e.deck);
    return e.discarded === null
      ? `${p(s, e.player)} looks at the top card of ${deck} (Thieves' Guild) and puts it back`
      : `${p(s, e.player)} looks at the top 2 cards of ${deck} (Thieves' Guild) and discards ${e.deck === 'bronze' || e.deck === 'silver' || e.deck === 'gold' || e.deck === 'azure' ? unitLabel(e.discarded) : cardName(e.discarded)}`;
  },
  factionCubeTaken: (e, s) => `${p(s, e.player)} takes a Faction Cube from ${p(s, e.from)}`,
  secondaryHeroRemoved: (e, s) => `${heroLabel(s, e.player, 'secondary')} leaves the map`,
  aiCardDrawn: (e, s) => `The AI draws ${aiCard(e.card).name} as ${unit(s, e.unit)} activates`,
  aiSpellCast: (e, s) =>
    e.target === null
      ? `The AI draws ${cardName(e.spell)} but has nothing to cast it on`
      : `The AI casts ${cardName(e.spell)} with ${e.power} Power on ${unit(s, e.target)}`,
  aiSpellHeld: (e) =>
    e.until === 'attack'
      ? `The AI holds ${cardName(e.spell)} for the unit its activated unit is about to attack`
      : e.until === 'attacked'
        ? `The AI holds ${cardName(e.spell)} for the next enemy unit to attack one of its units`
        : `The AI sets ${cardName(e.spell)} aside until the next Combat Round`,
  aiSkillUsed: (e) => (e.skill === null ? 'The AI has no skill to use' : `The AI uses ${cardName(e.skill)}${e.times > 1 ? ' twice' : ''}`),
  aiSpellIgnored: (e) => `The AI's Resistance ignores ${cardName(e.spell)}`,
  quickCombat: (e, s) => `${p(s, e.player)} outranks the level ${e.fieldLevel} guards: Quick Combat, no fight`,
  // Combat
  combatStarted: (e, s) => `Combat: ${p(s, e.attacker)} ${e.attacker === null ? 'attack' : 'attacks'} ${p(s, e.defender)}`,
  unitPlaced: (e, s) => `${unitDoes(s, e.unit, 'are')} placed on space ${e.space}`,
  combatRoundStarted: (e) => `Combat Round ${e.round}`,
  groundUnitsGainAttack: (e) => `Crag Hack: in this first combat of the round, every Ground unit gets +${e.amount} Attack until the end of the combat`,
  unitActivated: (e, s) => unitDoes(s, e.unit, 'activate'),
  activationSkipped: (e, s) => `${unitDoes(s, e.unit, 'skip')} their activation (${causeName(e.reason)})`,
  unitMoved: (e, s) => `${unitDoes(s, e.unit, 'move')} from space ${e.from} to ${e.to}`,
  unitDefended: (e, s) => unitDoes(s, e.unit, 'defend'),
  attackDeclared: (e, s) => `${e.retaliation ? `${unitDoes(s, e.attacker, 'retaliate')} against` : unitDoes(s, e.attacker, 'attack')} ${unit(s, e.target)}`,
  attackResolved: (e, s) => `${unit(s, e.attacker)}: attack ${e.attack} against defense ${e.defense}, ${e.damage} damage`,
  damageDealt: (e, s) => {
    const after = e.defeated ? ` and ${unitVerb(e.unit, 'are')} defeated` : e.flipped ? ` and ${unitVerb(e.unit, 'turn')} to the Few side` : '';
    return `${unitDoes(s, e.unit, 'take')} ${e.amount} damage${after}`;
  },
  obstacleDestroyed: (e) => `${capitalised(unitLabel(e.unit))} is destroyed`,
  tokenPlaced: (e, s) => (e.token === 'quicksand' ? `${p(s, e.player)} places a Quicksand token face down on space ${e.space} of the combat board` : `${p(s, e.player)} places ${cardName(e.card)} on space ${e.space} of the combat board`),
  tokenRevealed: (e, s) => `${unitDoes(s, e.unit, 'enter')} space ${e.space}: ${p(s, e.player)}'s Quicksand token is ${e.face === 'quicksand' ? 'Quicksand, and their movement and activation end' : 'empty'}`,
  abilityUsed: (e, s) => `${unitDoes(s, e.unit, 'use')} their ability (${words(e.ability)})${e.target ? ` on ${unit(s, e.target)}` : ''}`,
  unitHealed: (e, s) => `${unitDoes(s, e.unit, 'heal')} ${e.amount} damage`,
  unitParalyzed: (e, s) => `${unitDoes(s, e.unit, 'are')} paralysed`,
  cardPlayed: (e, s) => `${p(s, e.player)} plays ${cardName(e.card)} (${playName(e.play)})${e.target ? ` on ${unit(s, e.target)}` : ''}`,
  schoolChosen: (e, s) => `${p(s, e.player)} casts ${cardName(e.card)} as ${schoolName(e.school)} Spell`,
  unitCovered: (e, s) => `${p(s, e.player)} puts ${cardName(e.card)} on their ${unitLabel(e.unit)} card`,
  unitsSwitched: (e, s) => `${unit(s, e.units[0])} and ${unit(s, e.units[1])} switch places`,
  spellIgnored: (e, s) => `${p(s, e.player)} makes ${cardName(e.card)} take no effect`,
  attackCancelled: (e, s) => `The attack of ${unit(s, e.attacker)} on ${unit(s, e.target)} is cancelled`,
  combatEnded: (e) => `The combat ends: ${combatEnd(e.result, e.by)}`,
};

/**
 * An event as a log line, naming players by their Main Heroes. Give the state (or the player's view) the event was
 * logged in, for names and map fields; without one, players are named by seat.
 *
 * @example
 * ```ts
 * import { createGame, describeEvent } from 'homm3bg-engine';
 *
 * const s = createGame({ players: [{ hero: 'catherine' }, { hero: 'sandro' }], seed: 'doc' });
 * describeEvent({ seq: 0, type: 'levelUp', player: 'p1', level: 2 }, s); // → 'Catherine reaches level 2'
 * ```
 */
export function describeEvent(e: GameEvent, state: GameState | null = null): string {
  const text = EVENT_TEXTS[e.type] as EventText<EventType> | undefined;
  return text === undefined ? 'Something the game does not know happens' : text(e as never, state);
}

/** The seat number (from 1) of a player. */
function seatOf(s: GameState | null, player: PlayerId): string {
  const seat = s?.players.findIndex((x) => x.id === player) ?? -1;
  return seat >= 0 ? String(seat + 1) : (/\d+$/.exec(player)?.[0] ?? '?');
}

/** Dice faces as read: Resource die faces by what they give, Treasure die faces by name, Attack die results signed. */
function rolled(die: 'resource' | 'attack' | 'treasure', faces: readonly number[]): string {
  if (die === 'treasure') return faces.map(treasureFace).join(', ');
  if (die === 'resource') return faces.map(resourceFace).join(', ');
  return faces.map(attackFace).join(', ');
}

/** "the Spell deck", "their deck", "the Bronze neutral unit deck": a deck named in an event about `player`. */
function deckOf(player: PlayerId | null, deck: string): string {
  if (deck === 'might-and-magic') return player === null ? 'a deck' : 'their deck';
  if (deck === 'discard') return player === null ? 'a discard pile' : 'their discard pile';
  if (Object.hasOwn(DECK_NAMES, deck)) return `the ${DECK_NAMES[deck as DeckPile]} deck`;
  if (deck.startsWith('neutral-')) return `the ${capitalised(deck.slice('neutral-'.length))} neutral unit deck`;
  return `the ${capitalised(words(deck))} deck`;
}

/** Where a Search found its card: a deck ("spell"), or the top of its discard pile ("spell-discard"). */
function foundIn(from: string): string {
  return from.endsWith('-discard') ? `on the discard pile of ${deckOf(null, from.slice(0, -'-discard'.length))}` : `in ${deckOf(null, from)}`;
}

/** A combat's end: "the attacker wins", "the defender retreats". */
function combatEnd(result: string, by: string | null): string {
  if (result === 'attackerWon') return 'the attacker wins';
  if (result === 'defenderWon') return 'the defender wins';
  return `the ${by ?? 'attacker'} ${result === 'surrender' ? 'surrenders' : 'retreats'}`;
}
