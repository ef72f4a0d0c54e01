/**
 * The pending decision in words, as the players read it: who decides (by their Main Hero's name) and what, naming
 * cards, units, fields and causes. One text per decision kind: the table's type demands a new kind's text.
 */
import type { Decision, DecisionKind, GameState } from '../model';
import type { DecisionOf } from '../kernel/decisions';
import { deckName as peekableDeckName } from '../map/unitAbilities';
import { HIDDEN } from '../game/view';
import { DRAFT_KEEP } from '../game/draftStart';
import {
  aiHeroLabel, capitalised, factionName, pileName, cardName, causeName, combatUnitLabel, fieldLabel, heroLabel, joined, playerName, plural, possessive, unitLabel, unitVerb, warMachineName, words,
} from './names';

/** A decision's text, given the state it is pending in (null: players are named by seat). */
type DecisionText<K extends DecisionKind> = (dec: DecisionOf<K>, s: GameState | null) => string;

/** "Catherine": the deciding player. */
const who = (dec: Decision, s: GameState | null): string => playerName(s, dec.player);

/** "bronze or silver": the tiers a unit may be chosen from. */
const tiers = (ts: readonly string[]): string => joined(ts.map(words), 'no', 'or');

/** " (Brotherhood of the Sword)": what asks for the decision. */
const from = (source: string): string => ` (${causeName(source)})`;

/** The text of every decision kind. */
const DECISION_TEXTS: { readonly [K in DecisionKind]: DecisionText<K> } = {
  chooseHero: (dec, s) => `${who(dec, s)} chooses a Main Hero`,
  refreshHand: (dec, s) => `${who(dec, s)} refreshes their hand: discard, then draw`,
  beginningOfTurn: (dec, s) => `${who(dec, s)} may use beginning-of-turn buildings`,
  turn: (dec, s) => `${possessive(who(dec, s))} turn`,
  teamOrder: (dec, s) => `${who(dec, s)} chooses who of ${joined(dec.choices.map((id) => playerName(s, id)), 'nobody', 'and')} goes ${dec.step} for the team this round`,
  allyOffer: (dec, s) => `${who(dec, s)} accepts or declines ${possessive(playerName(s, dec.from))} offer of resources`,
  cardOffer: (dec, s) => `${who(dec, s)} may give a Spell or Artifact card for ${possessive(playerName(s, dec.from))} ${cardName(dec.card)}`,
  recruiting: (dec, s) => `${who(dec, s)} is recruiting with the Population token`,
  neutralArmy: (dec, s) => `${who(dec, s)} may recruit the Neutral Unit cards drawn`,
  search: (dec, s) => `${who(dec, s)} searches the ${pileName(dec.deck)} deck (${plural(dec.count, 'card')})`,
  searchOwnDeck: (dec, s) => `${who(dec, s)} takes a card from the top ${plural(dec.count, 'card')} of their deck`,
  choose: (dec, s) => `${who(dec, s)} chooses an option of ${causeName(dec.source)}`,
  discardCards: (dec, s) => `${who(dec, s)} ${dec.purpose === 'cycle' ? 'discards cards to draw again' : 'discards cards'}${from(dec.source)}`,
  removeCard: (dec, s) => `${who(dec, s)} removes a card from the game${from(dec.source)}`,
  placeBid: (dec, s) => `${who(dec, s)} bids gold in secret for ${cardName(dec.card)} (up to ${dec.most})${from(dec.source)}`,
  putInPool: (dec, s) => `${who(dec, s)} puts a ${joined(dec.categories.map(capitalised), 'no', 'or')} card from their hand face down into the pool${from(dec.source)}`,
  chooseEvent: (dec, s) => `${who(dec, s)} draws 2 Event cards and chooses the one to resolve${from('astrologers.forty-thieves#1')}`,
  removeFromHandOrDiscard: (dec, s) => `${who(dec, s)} removes up to ${dec.most - dec.removed} more card${dec.most - dec.removed === 1 ? '' : 's'} from their hand or discard pile, from the game${from(dec.source)}`,
  empowerStatistic: (dec, s) => `${who(dec, s)} may replace ${dec.most - dec.taken.length === 1 ? 'a Statistic card' : `up to ${dec.most - dec.taken.length} more Statistic cards`} from their ${dec.from === 'hand' ? 'hand' : 'hand or discard pile'} with Empowered ones${from(dec.source)}`,
  removeCards: (dec, s) => `${who(dec, s)} removes ${joined(dec.categories.map(capitalised), 'no', 'or')} cards from the game (${dec.removed} so far)${from(dec.source)}`,
  discardUnit: (dec, s) => `${who(dec, s)} discards their cheapest unit card, ${joined(dec.units.map(unitLabel), 'none', 'or')}${from(dec.source)}`,
  takeFromDiscard: (dec, s) => `${who(dec, s)} takes a card from their discard pile${from(dec.source)}`,
  keepResourceDie: (dec, s) => `${who(dec, s)} keeps the Resource ${dec.faces.length === 1 ? 'die' : 'dice'}${from(dec.source)}`,
  keepTreasureDie: (dec, s) => `${who(dec, s)} keeps the Treasure ${dec.faces.length === 1 ? 'die' : 'dice'}${from(dec.source)}`,
  keepAttackDie: (dec, s) => `${who(dec, s)} keeps or rerolls the Attack die thrown for ${causeName(dec.source)}`,
  lookAtDiscard: (dec, s) =>
    dec.step === 'pick'
      ? `${who(dec, s)} returns one of the top cards of their discard pile to their hand`
      : `${who(dec, s)} puts the cards back on top of their discard pile, one at a time`,
  lookAtTopCard: (dec, s) => (dec.orRemove === true ? `${who(dec, s)} takes the card found in the ${pileName(dec.deck)} deck into their hand or removes it from the game` : `${who(dec, s)} keeps the top card of the ${pileName(dec.deck)} deck or discards it`),
  chooseDeck: (dec, s) => `${who(dec, s)} chooses the deck to take from: ${dec.decks.map((deck) => `the ${pileName(deck)} deck`).join(' or ')}`,
  reinforceFree: (dec, s) => `${who(dec, s)} reinforces a ${tiers(dec.tiers)} unit for free${from(dec.source)}`,
  summonNeutral: (dec, s) => (dec.step === 'tier' ? `${who(dec, s)} summons a neutral unit` : `${who(dec, s)} may recruit one of the neutral units drawn`),
  drawNeutrals: (dec, s) => (dec.step === 'draw' ? `${who(dec, s)} may draw up to ${dec.left} neutral unit card(s)` : `${who(dec, s)} may recruit one of the neutral units drawn`),
  visions: (dec, s) =>
    dec.deck === null
      ? `${who(dec, s)} names the Neutral Unit deck Visions draws ${plural(dec.count, 'card')} from`
      : `${who(dec, s)} discards each card Visions drew or puts it back on top of the ${capitalised(dec.deck)} deck`,
  thievesGuild: (dec, s) =>
    dec.deck === null
      ? `${who(dec, s)} names the deck whose top 2 cards the Thieves' Guild looks at`
      : `${who(dec, s)} puts one of the cards the Thieves' Guild looked at onto the discard pile of ${dec.deck === 'own' ? `${dec.owner === dec.player || dec.owner === null ? 'their own' : possessive(playerName(s, dec.owner))} deck` : peekableDeckName(dec.deck)} and the other back on top`,
  reinforceHalfGold: (dec, s) => `${who(dec, s)} may reinforce a ${tiers(dec.tiers)} unit for half its gold cost`,
  reinforceHalfCost: (dec, s) => `${who(dec, s)} may reinforce a ${tiers(dec.tiers)} unit for half its cost`,
  recruitFactionNeutral: (dec, s) => `${who(dec, s)} may recruit one unit of their faction from the Neutral Units decks, for free`,
  reinforceForLess: (dec, s) => `${who(dec, s)} may reinforce a ${tiers(dec.tiers)} unit for ${dec.gold} gold less`,
  buyFromDiscardPile: (dec, s) =>
    `${who(dec, s)} ${dec.optional ? 'may take' : 'takes'} one of the top ${plural(dec.count, 'card')} of the ${joined(dec.decks.map(pileName), 'no', 'or')} discard pile${dec.goldByLevel === null ? '' : ', paying for it by its level'}${from(dec.source)}`,
  replaceStatistic: (dec, s) =>
    dec.removed === null
      ? `${who(dec, s)} may pay ${dec.gold} gold to replace a Statistic card of their hand or discard pile${from(dec.source)}`
      : `${who(dec, s)} takes a Statistic card of another kind in place of ${cardName(dec.removed)}${from(dec.source)}`,
  spendMoraleFirst: (dec, s) => `${who(dec, s)} may spend their positive morale before gaining another`,
  thirdSpellScroll: (dec, s) => `${who(dec, s)} discards the new Spell Scroll or one they hold, with its Spells`,
  castFoundSpell: (dec, s) => `${who(dec, s)} may cast the Spells Enchanters VI found, outside the Spell limit${from(dec.source)}`,
  placeSpell: (dec, s) => `${who(dec, s)} puts each Spell Enchanters VI cast on top of the Spell deck or onto its discard pile, one at a time`,
  sellScrollSpells: (dec, s) => `${who(dec, s)} may sell the Spells on their Spell Scrolls for 2 gold each${from(dec.source)}`,
  trading: (dec, s) => `${who(dec, s)} trades resources with the game${from(dec.source)}`,
  draftPick: (dec, s) => `${who(dec, s)} drafts one of ${draftCards(s?.draftStart?.packets[dec.player], 'the cards of their packet')}${draftDirection(s)}`,
  draftKeep: (dec, s) =>
    `${who(dec, s)} keeps ${DRAFT_KEEP} cards of their drafted deck for their starting deck (${s?.draftStart?.kept[dec.player]?.length ?? 0} kept)`,
  rotateTile: (dec, s) => `${who(dec, s)} turns ${tileName(s, dec.tile)}`,
  aiHeroStep: (dec, s) => `${who(dec, s)} chooses where ${aiHeroLabel(s, dec.hero)} steps: ${joined(dec.fields.map((f) => fieldLabel(s, f)), 'nowhere', 'or')}`,
  chooseField: (dec, s) => `${who(dec, s)} chooses the field their ${dec.hero === 'main' ? 'Main' : 'Secondary'} Hero goes to`,
  combatDeclared: (dec, s) => `${who(dec, s)} may take Town actions before the declared combat is set up`,
  secondaryHeroAttacked: (dec, s) => `${heroLabel(s, dec.player, 'secondary')} is attacked on ${fieldLabel(s, dec.field)}: defeated at once, or a combat`,
  randomTown: (dec, s) => (dec.purpose === 'faction'
    ? `${who(dec, s)} rolled highest and chooses the Faction defending the Random Town on ${fieldLabel(s, dec.field)}: ${joined(dec.options.map(factionName), 'none', 'or')}`
    : `${who(dec, s)} chooses the Bronze unit whose Pack defends the Random Town on ${fieldLabel(s, dec.field)}: ${joined(dec.options.map(unitLabel), 'none', 'or')}`),
  townAttacked: (dec, s) => `${who(dec, s)} may pay 8 gold to defend ${fieldLabel(s, dec.field)} with their units only`,
  chooseStarter: (dec, s) => `${who(dec, s)} rolled higher (${dec.totals.join(' against ')}) and chooses who starts`,
  placeMapTile: (dec, s) => `${who(dec, s)} places ${STAGE_NAMES[dec.stage]} tile ${dec.tile}`,
  mulligan: (dec, s) => `${who(dec, s)} may shuffle their hand back into their deck and draw a new one (Round One Mulligan)`,
  turnNearTile: (dec, s) => `${who(dec, s)} may turn a tile next to the Redwood Observatory`,
  discoverNear: (dec, s) => `${who(dec, s)} discovers a tile from the Redwood Observatory`,
  townPortal: (dec, s) => `${who(dec, s)} picks the Town or Settlement ${dec.source.endsWith('.special1') ? 'the Castle Gate' : 'Town Portal'} takes them to`,
  pickOpponent: (dec, s) => `${who(dec, s)} picks the opponent who discards a random card`,
  takeMine: (dec, s) => `${who(dec, s)} picks the enemy Mine View Earth takes`,
  meteorShower: (dec, s) => `${who(dec, s)} picks a unit next to ${combatUnitLabel(s, dec.target)} that Meteor Shower hits (${plural(dec.left, 'unit')} to go)`,
  placeTokens: (dec, s) => `${who(dec, s)} places a Quicksand token face down on an empty space, or stops (${plural(dec.empty + dec.marked, 'token')} left)`,
  removeObstacle: (dec, s) => `${who(dec, s)} picks a Wall or the Gate Remove Obstacle destroys (${plural(dec.left + 1, 'obstacle')} to go)`,
  passThrough: (dec, s) => `${heroLabel(s, dec.player, dec.hero)} passes through a field with a fight waiting (Pathfinding): it moves on, or stops and fights`,
  flyOver: (dec, s) => `${heroLabel(s, dec.player, dec.hero)} flies over a Blocked field (Fly): it steps off it`,
  dimensionDoor: (dec, s) => `${who(dec, s)} picks the field Dimension Door takes their Main Hero to`,
  flight: (dec, s) => `${heroLabel(s, dec.player, dec.hero)} flies (Angel Wings): step on, or land`,
  discoverNearHero: (dec, s) => `${who(dec, s)} discovers a tile next to their Main Hero's tile (Speculum)`,
  skipCombat: (dec, s) => `${who(dec, s)} may skip the combat with the neutrals guarding ${fieldLabel(s, dec.field)} (Diplomacy)`,
  aboutToLevelUp: (dec, s) => `${who(dec, s)} is about to reach level ${dec.level}: they may play Learning first`,
  moveAtTurnEnd: (dec, s) => `${possessive(who(dec, s))} turn is ending: they may move to an adjacent empty field (${plural(dec.moves, 'move')} left)`,
  peekedCard: (dec, s) => `${who(dec, s)} leaves the card they looked at on top of ${peekableDeckName(dec.deck)}, or puts it at the bottom`,
  placeUnits: (dec, s) => `${who(dec, s)} places the ${dec.team}'s units on the combat board`,
  beforeActivation: (dec, s) => `${who(dec, s)} may activate one of their Ranged units before ${combatUnitLabel(s, dec.unit)} activates (Bowstring of the Unicorn's Mane)`,
  chooseActivation: (dec, s) =>
    dec.units.length === 1
      ? `${who(dec, s)} activates ${combatUnitLabel(s, dec.units[0] as string)} or surrenders`
      : `${who(dec, s)} chooses which of ${joined(dec.units.map((u) => combatUnitLabel(s, u)), 'the tied units')} activates first`,
  activation: (dec, s) => `${who(dec, s)} activates ${combatUnitLabel(s, dec.unit)}`,
  reaction: (dec, s) => `${who(dec, s)} may play cards before ${combatUnitLabel(s, dec.attacker)} ${unitVerb(dec.attacker, 'attack')} ${combatUnitLabel(s, dec.target)}`,
  attackRoll: (dec, s) => `${who(dec, s)} may reroll the ${capitalised(dec.die)} die with positive morale`,
  afterSpell: (dec, s) => `${who(dec, s)} may take back ${cardName(dec.spell)}, the Spell just cast`,
  combatStart: (dec, s) => `${who(dec, s)} may play start-of-combat cards`,
  attackOutcome: (dec, s) => `${who(dec, s)} may cancel the attack of ${combatUnitLabel(s, dec.attacker)} that would defeat ${combatUnitLabel(s, dec.target)}`,
  spellSchool: (dec, s) => `${who(dec, s)} picks the School of Magic ${cardName(dec.spell)} is cast as`,
  answerSpell: (dec, s) => `${who(dec, s)} may answer ${cardName(dec.spell)}, cast by ${playerName(s, dec.caster)}, before it takes effect`,
  roundStart: (dec, s) => `${who(dec, s)} may play a Spell before any unit activates this Combat Round`,
  castSpell: (dec, s) => (dec.found === true ? `${who(dec, s)} may cast the Spells Enchanters VI found, outside the Spell limit` : `${who(dec, s)} may play a Spell now${dec.free ? ', outside the Spell limit' : ''}`),
  combatRoundEnd: (dec, s) => `${who(dec, s)} fights another Combat Round or retreats`,
  unitAbility: (dec, s) =>
    `${who(dec, s)} decides on the ability of ${combatUnitLabel(s, dec.unit)} (${words(dec.ability)})${dec.target ? ` on ${combatUnitLabel(s, dec.target)}` : ''}`,
  aiTie: (dec, s) => `${who(dec, s)} breaks the AI's tie: ${aiTieText(dec, s)}`,
  warMachine: (dec, s) => `${who(dec, s)} chooses the unit their ${warMachineName(dec.machine)} ${dec.machine === 'ballista' ? 'deals 1 damage to' : dec.machine === 'cannon' ? 'deals 2 damage to, spending an Expert effect use, or none' : 'removes 1 damage from'}`,
};

/** What the player picks for the AI: "which of the Griffins or the Halberdiers Lightning Bolt is cast on". */
function aiTieText(dec: DecisionOf<'aiTie'>, s: GameState | null): string {
  const units = joined(dec.units.map((u) => combatUnitLabel(s, u)), 'the tied units', 'or');
  const spaces = `space ${dec.spaces.join(' or ')}`;
  const spell = dec.spell === null ? '' : cardName(dec.spell);
  switch (dec.purpose) {
    case 'defense':
      return `which of ${units} gets the +${dec.amount} Defense card`;
    case 'tactics':
      return `which of ${units} switches places with ${combatUnitLabel(s, dec.unit)} (Tactics)`;
    case 'artillery':
      return `which of ${units} suffers ${dec.amount} damage (Artillery)`;
    case 'firstAid':
      return `which of ${units} has ${dec.amount} damage removed (First Aid)`;
    case 'fireballSpace':
      return `${spell} on ${combatUnitLabel(s, dec.target as string)} also hits ${spaces}`;
    case 'teleportSpace':
      return `${spell} moves ${combatUnitLabel(s, dec.unit)} to ${spaces}`;
    case 'spell':
      return dec.spell !== null && dec.spell.startsWith('spell.teleport')
        ? `${combatUnitLabel(s, dec.unit)} is teleported next to ${units}`
        : `${spell} with ${dec.amount} Power is cast on ${units}`;
  }
}

/** "Fireball, Luck or Angel Wings": the cards of a Draft Start packet by name, or `hidden` when the viewer may not see them. */
function draftCards(cards: readonly string[] | undefined, hidden: string): string {
  if (cards === undefined || cards.length === 0 || cards.includes(HIDDEN)) return hidden;
  return joined(cards.map(cardName), hidden, 'or');
}

/** ", passing the rest to the left": where a Draft Start packet goes next. */
function draftDirection(s: GameState | null): string {
  const round = s?.draftStart?.round;
  return round === 'left' || round === 'right' ? `, passing the rest to the ${round}` : '';
}

/** "tile F3", or "a tile": a tile by its index on the map. */
/** A Tournament map's stages as the rule book names the tiles. */
const STAGE_NAMES = { center: 'Center', near: 'Near', starting: 'their Starting', far: 'Far' } as const;

function tileName(s: GameState | null, tile: number): string {
  const t = s?.map?.tiles[tile];
  return t && t.faceUp ? `tile ${t.tile}` : 'a tile';
}

/**
 * The decision in words, naming the player by their Main Hero, and the cards, units and fields by their names.
 * Give the state the decision is pending in (or a player's view of it); without one, players are named by seat.
 *
 * @example
 * ```ts
 * import { createGame, currentDecision, describeDecision } from 'homm3bg-engine';
 *
 * const s = createGame({ players: [{ hero: 'catherine' }, { hero: 'sandro' }], seed: 'doc' });
 * describeDecision(currentDecision(s), s); // → 'Catherine chooses an option of the starting bonus'
 * ```
 */
export function describeDecision(dec: Decision, state: GameState | null = null): string {
  const text = DECISION_TEXTS[dec.kind] as DecisionText<DecisionKind> | undefined;
  return text === undefined ? `${playerName(state, dec.player)} decides` : text(dec as never, state);
}
