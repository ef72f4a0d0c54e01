/**
 * What an action does, in a sentence a player reads: one text per action type (the table's type demands a new
 * type's text), naming the player by their Main Hero and the cards, units, fields and dice by their names.
 */
import type { Action, ActionType, ChoiceOption, Decision, GameState, HeroRole, PlayerId, Resources } from '../model';
import { building } from '../data/buildings';
import { factionRules } from '../content/registry';
import { tradeRate } from '../data/trading';
import { hero } from '../data/heroes';
import { describeResources } from '../kernel/resources';
import { describeEffects } from '../effects/describe';
import { buildingAbility } from '../town/abilities';
import { deckName as peekableDeckName } from '../map/unitAbilities';
import { lenderOf } from '../cards/lentSpell';
import { findsSchoolOf } from '../cards/schoolMagic';
import {
  attackFace, factionName, pileName, buildingName, turned, capitalised, cardName, causeName, combatUnitLabel, fieldLabel, heroLabel, playName, playerName,
  plural, possessive, resourceFace, schoolName, treasureFace, unitLabel, unitVerb, words,
} from './names';

/** What an action's text is built from: the state it would be applied to, and who takes it. */
interface Context {
  state: GameState;
  /** The acting player, or null when neither the action nor the pending decision names one. */
  player: PlayerId | null;
  /** The acting player's name ("Catherine"). */
  who: string;
}

/** An action's text. */
type ActionText<T extends ActionType> = (a: Extract<Action, { type: T }>, c: Context) => string;

/** The Legion discount a recruit / reinforce action applies, as a phrase. */
const withDiscount = (gold: number | undefined) => (gold ? ` with a ${gold}-gold discount` : '');

/** A unit card of the acting player's unit deck with its side: "Griffins (Pack)", or a neutral unit's name. */
function ownedUnitLabel(c: Context, unit: string): string {
  const owned = c.state.players.find((p) => p.id === c.player)?.units.find((u) => u.unit === unit);
  return owned === undefined || owned.side === 'neutral' ? unitLabel(unit) : `${unitLabel(unit)} (${owned.side === 'few' ? 'Few' : 'Pack'})`;
}

/** The acting player's hero: "Catherine" (the Main Hero), "Catherine's Secondary Hero". */
const heroOf = (c: Context, role: HeroRole): string => heroLabel(c.state, c.player ?? '', role);

/** An offer of resources to an ally: what is given and what is asked for ("3 gold for 1 valuable"). */
function offerText(c: Context, to: PlayerId, signed: Resources): string {
  const give: Resources = { gold: Math.max(0, signed.gold), buildingMaterials: Math.max(0, signed.buildingMaterials), valuables: Math.max(0, signed.valuables) };
  const ask: Resources = { gold: Math.max(0, -signed.gold), buildingMaterials: Math.max(0, -signed.buildingMaterials), valuables: Math.max(0, -signed.valuables) };
  const ally = playerName(c.state, to);
  const giving = describeResources(give) !== 'nothing';
  const asking = describeResources(ask) !== 'nothing';
  if (giving && asking) return `${c.who} offers ${ally} ${describeResources(give)} for ${describeResources(ask)}`;
  if (giving) return `${c.who} offers ${ally} ${describeResources(give)} as a gift`;
  return `${c.who} asks ${ally} for ${describeResources(ask)}`;
}

/** A card the Thieves' Guild looks at: a neutral unit's name for a Neutral Unit deck, else the card's. */
function thievesCard(dec: Extract<Decision, { kind: 'thievesGuild' }>, card: string): string {
  return dec.deck === 'bronze' || dec.deck === 'silver' || dec.deck === 'gold' || dec.deck === 'azure' ? unitLabel(card) : cardName(card);
}

/** The text of every action type. */
const ACTION_TEXTS: { readonly [T in ActionType]: ActionText<T> } = {
  chooseHero: (a, c) => `${c.who} chooses ${hero(a.hero).name} as Main Hero`,
  choose: (a, c) => chooseText(c, a.option),
  decline: (_a, c) => declineText(c),
  discard: (a, c) =>
    c.state.pending?.kind === 'thievesGuild'
      ? `${c.who} puts ${thievesCard(c.state.pending, a.card)} onto its deck's discard pile and the other back on top (Thieves' Guild)`
      : c.state.pending?.kind === 'visions'
      ? `${c.who} discards ${unitLabel(a.card)} onto the discard pile of its Neutral Unit deck`
      : c.state.pending?.kind === 'lookAtTopCard'
      ? `${c.who} puts ${cardName(a.card)} onto the ${pileName(c.state.pending.deck)} discard pile`
      : `${c.who} discards ${cardName(a.card)}`,
  draw: (a, c) => `${c.who} draws ${plural(a.count, 'card')}`,
  endTurn: (_a, c) => `${c.who} ends the turn`,
  choosePlayer: (a, c) => c.state.pending?.kind === 'thievesGuild' ? `${c.who} looks at the top 2 cards of ${a.who === c.state.pending.player ? 'their own' : possessive(playerName(c.state, a.who))} deck (Thieves' Guild)` : `${c.who} chooses ${playerName(c.state, a.who)} to go ${c.state.pending?.kind === 'teamOrder' ? c.state.pending.step : 'first'} for the team this round`,
  offerResources: (a, c) => offerText(c, a.to, { gold: a.gold, buildingMaterials: a.buildingMaterials, valuables: a.valuables }),
  offerCard: (a, c) => `${c.who} offers ${cardName(a.card)} to ${playerName(c.state, a.to)} for a Spell or Artifact card of theirs`,
  giveResources: (a, c) => `${c.who} gives ${playerName(c.state, a.to)} ${describeResources({ gold: a.gold, buildingMaterials: a.buildingMaterials, valuables: a.valuables })}`,
  acceptOffer: (_a, c) => `${c.who} accepts ${c.state.pending?.kind === 'allyOffer' ? `${possessive(playerName(c.state, c.state.pending.from))} ` : 'the '}offer`,
  giveCard: (a, c) => `${c.who} gives ${cardName(a.card)} in exchange${c.state.pending?.kind === 'cardOffer' ? ` for ${cardName(c.state.pending.card)}` : ''}`,
  build: (a, c) => `${c.who} builds the ${buildingName(a.building)} (${describeResources(building(a.building).cost)})`,
  recruit: (a, c) => `${c.who} recruits ${unitLabel(a.unit)}${withDiscount(a.discount)}`,
  reinforce: (a, c) => `${c.who} reinforces ${unitLabel(a.unit)} to a Pack${withDiscount(a.discount)}`,
  finishRecruiting: (_a, c) => `${c.who} finishes recruiting`,
  drawNeutrals: (_a, c) => `${c.who} draws 2 Neutral Unit cards for each Dwelling to recruit from`,
  sellUnit: (a, c) => `${c.who} sells the ${ownedUnitLabel(c, a.unit)}`,
  hireSecondaryHero: (_a, c) => `${c.who} hires a Secondary Hero`,
  buySpells: (_a, c) => `${c.who} uses the Spell Book token to Search the Spell deck`,
  useBuilding: (a, c) => `${c.who} uses the ${buildingName(a.building)} to ${buildingOption(a.building, a.option)}`,
  playForAttack: (a, c) => `${c.who} plays ${cardName(a.card)} for +1 Attack instead of its effect (Offense VI)`,
  useTownCube: (a, c) => `${c.who} removes a faction cube from their town for +1 ${a.stat === 'attack' ? 'Attack' : a.stat === 'power' ? 'Power' : 'Defense'}`,
  useMorale: (a, c) => `${c.who} spends positive morale to ${a.use === 'draw' ? 'draw a card' : 'discard and draw again'}`,
  searchReveal: (a, c) => `${c.who} looks at the top ${a.count === undefined ? 'cards' : `${a.count} cards`} of the ${searchedDeck(c.state)} deck${a.count === undefined ? '' : `, Searching (${a.count}) it instead`}`,
  searchTakeDiscard: (_a, c) => `${c.who} takes the top card of the ${searchedDeck(c.state)} discard pile`,
  searchSchool: (a, c) => `${c.who} discards from the top of the ${searchedDeck(c.state)} deck until a Spell of the School of ${a.school.charAt(0).toUpperCase()}${a.school.slice(1)} Magic and takes it, instead of Searching (${schoolSearchBuilding(c)})`,
  searchFindSchool: (_a, c) => `${c.who} takes the first ${schoolOfFinder(c)} Spell of the ${searchedDeck(c.state)} deck instead of Searching it, then shuffles the deck`,
  searchPick: (a, c) => `${c.who} keeps ${cardName(a.card)}`,
  searchReplaceRevealed: (a, c) => `${c.who} replaces ${cardName(a.card)} with the next card`,
  chooseDeck: (a, c) => `${c.who} takes from the ${pileName(a.deck)} deck`,
  bid: (a, c) => `${c.who} bids ${a.gold} gold in secret`,
  keepDie: (a, c) =>
    a.face === undefined ? `${c.who} keeps the die showing ${dieFace(c.state, a.index)}`
    : settingDie(c.state) ? `${c.who} sets the die showing ${dieFace(c.state, a.index)} on ${earlierFace(c.state, a.face)} with Cards of Prophecy`
    : `${c.who} keeps the die rerolled with Fortune with its earlier result ${earlierFace(c.state, a.face)}`,
  keepDice: (a, c) => (a.face === undefined ? `${c.who} keeps the ${diceKept(c.state)}` : `${c.who} keeps the die rerolled with Fortune with its earlier result ${earlierFace(c.state, a.face)}`),
  rerollDie: (a, c) => `${c.who} rerolls the die showing ${dieFace(c.state, a.index)} ${a.using === 'luck' ? 'with Luck' : a.using === 'astrologers' ? `with ${cardName(c.state.astrologers?.active ?? '')}` : a.using === 'mirth' ? 'with Mirth' : a.using === 'fortune' ? 'with Fortune' : a.using === 'ammoCart' ? 'with the Ammo Cart' : 'with positive morale'}`,
  removeCard: (a, c) => {
    const dec = c.state.pending;
    if (dec?.kind === 'empowerStatistic') return `${c.who} ${dec.gold > 0 ? `pays ${dec.gold} gold and ` : ''}replaces ${cardName(a.card)} with an Empowered ${cardName(a.card)} card`;
    // Hero, in force: the exchange for gold is a turn action (ruling IN76).
    if (dec?.kind === 'turn') return `${c.who} pays gold to replace ${cardName(a.card)} with an Empowered ${cardName(a.card)} card (${cardName(c.state.astrologers?.active ?? '')})`;
    return `${c.who} removes ${cardName(a.card)} from the game`;
  },
  takeCard: (a, c) => {
    const dec = c.state.pending;
    if (dec?.kind === 'visions') return `${c.who} puts ${unitLabel(a.card)} back on top of its Neutral Unit deck`;
    if (dec?.kind === 'thievesGuild') return `${c.who} puts ${thievesCard(dec, a.card)} back on top of its deck (Thieves' Guild)`;
    if (dec?.kind === 'lookAtDiscard' && dec.step === 'order') return `${c.who} puts ${cardName(a.card)} back on their discard pile`;
    if (dec?.kind === 'draftPick') return `${c.who} drafts ${cardName(a.card)}`;
    if (dec?.kind === 'putInPool') return `${c.who} puts a card face down into the pool`; // face down: not named
    if (dec?.kind === 'chooseEvent') return `${c.who} resolves ${cardName(a.card)}`;
    if (dec?.kind === 'draftKeep') return `${c.who} keeps ${cardName(a.card)} for their starting deck`;
    return `${c.who} takes ${cardName(a.card)}`;
  },
  finishDiscarding: (_a, c) => `${c.who} stops discarding`,
  placeSpell: (a, c) => `${c.who} puts ${cardName(a.card)} ${a.on === 'deck' ? 'on top of the Spell deck' : 'onto the Spell discard pile'}`,
  trade: (a, c) => {
    const rate = tradeRate(a.sell, a.buy);
    if (!rate) return `${c.who} offers a trade the trade table does not have`;
    return `${c.who} trades ${describeResources({ [a.sell]: rate.pay })} for ${describeResources({ [a.buy]: rate.gain })}`;
  },
  finishTrading: (_a, c) => `${c.who} finishes trading`,
  reinforceUnit: (a, c) => `${c.who} reinforces ${unitLabel(a.unit)} for free`,
  summonFrom: (a, c) =>
    c.state.pending?.kind === 'visions'
      ? `${c.who} draws ${plural(c.state.pending.count, 'card')} from the ${capitalised(a.tier)} Neutral Unit deck (Visions)`
      : `${c.who} draws a ${words(a.tier)} neutral unit`,
  moveHero: (a, c) => `${heroOf(c, a.hero)} ${c.state.pending?.kind === 'flight' ? 'flies' : 'moves'} to ${fieldLabel(c.state, a.field)}`,
  revisit: (a, c) => `${heroOf(c, a.hero)} visits ${fieldLabel(c.state, heroField(c, a.hero))} again`,
  discoverTile: (a, c) => `${heroOf(c, a.hero)} discovers a face-down ${tileKind(c.state, a.tile)} tile`,
  placeTile: (a, c) => `${heroOf(c, a.hero)} places a Far tile from the supply`,
  rotateTile: (a, c) => `${c.who} ${turned(a.rotation)}`,
  placeMapTile: (a, c) => `${c.who} places ${c.state.pending?.kind === 'placeMapTile' ? `tile ${c.state.pending.tile}` : 'the tile'} at (${a.q}, ${a.r}) and ${turned(a.rotation).replace('the tile ', 'it ')}`,
  chooseStarter: (a, c) => `${c.who} chooses ${a.starter === c.player ? 'to start' : `${playerName(c.state, a.starter)} to start`}`,
  mulligan: (_a, c) => `${c.who} shuffles their hand back into their deck and draws a new one (Round One Mulligan)`,
  searchAgain: (_a, c) => `${c.who} spends their positive morale to discard the revealed cards and Search again`,
  turnTile: (a, c) => `${c.who} turns tile ${c.state.map?.tiles[a.tile]?.tile ?? a.tile} ${plural(a.rotation, 'sixth')} from its printed side (Redwood Observatory)`,
  chooseField: (a, c) => `${heroOf(c, c.state.pending?.kind === 'chooseField' ? c.state.pending.hero : 'main')} goes to ${fieldLabel(c.state, a.field)}`,
  instantDefeat: (_a, c) => `${heroOf(c, 'secondary')} is defeated at once, without a combat`,
  fight: (_a, c) => `${heroOf(c, 'secondary')} fights`,
  payToDefend: (_a, c) =>
    `${c.who} pays 8 gold to defend ${c.state.pending?.kind === 'townAttacked' ? fieldLabel(c.state, c.state.pending.field) : 'their town or settlement'} with their units`,
  peek: (a, c) => (c.state.pending?.kind === 'thievesGuild' ? `${c.who} looks at the top 2 cards of ${peekableDeckName(a.deck)} (Thieves' Guild)` : `${c.who} looks at the top card of ${peekableDeckName(a.deck)} (Rogues)`),
  placeUnit: (a, c) => `${c.who} places ${combatUnitLabel(c.state, a.unit)} on space ${a.space}`,
  finishPlacement: (_a, c) => `${c.who} finishes placing units`,
  activateUnit: (a, c) => `${c.who} activates ${combatUnitLabel(c.state, a.unit)}`,
  moveUnit: (a, c) => {
    const dec = c.state.pending;
    if (dec?.kind === 'aiTie') return `${c.who} picks space ${a.space} for ${dec.spell === null ? 'the AI' : cardName(dec.spell)}`;
    if (dec?.kind === 'unitAbility' && dec.target !== null) {
      return `${combatUnitLabel(c.state, dec.unit)} ${unitVerb(dec.unit, 'push')} ${combatUnitLabel(c.state, dec.target)} to space ${a.space}`;
    }
    return `${activeUnit(c.state, 'move')} to space ${a.space}`;
  },
  attack: (a, c) => `${activeUnit(c.state, 'attack')} ${combatUnitLabel(c.state, a.target)}`,
  defend: (_a, c) => activeUnit(c.state, 'defend'),
  endActivation: (_a, c) => `${c.who} ends the activation of ${activeUnit(c.state, null)}`,
  surrender: (_a, c) => `${c.who} surrenders, paying 10 gold`,
  pass: (_a, c) => `${c.who} passes`,
  extendCombat: (_a, c) => `${c.who} ${c.state.config.variants.freeCombatExtension ? 'fights another Combat Round' : 'pays 1 movement point to fight another Combat Round'}`,
  retreat: (_a, c) => `${c.who} retreats`,
  useAbility: (_a, c) => {
    const dec = c.state.pending;
    if (dec?.kind !== 'unitAbility') return `${c.who} uses the unit's ability`;
    return `${combatUnitLabel(c.state, dec.unit)} ${unitVerb(dec.unit, 'use')} their ability (${words(dec.ability)})`;
  },
  chooseUnit: (a, c) => `${c.who} chooses ${combatUnitLabel(c.state, a.unit)}`,
  playCard: (a, c) => {
    const target = a.target ? ` on ${combatUnitLabel(c.state, a.target)}` : '';
    const space = a.space !== undefined ? ` to space ${a.space}` : '';
    const power = a.power !== undefined ? ` with ${a.power} Power` : '';
    // A Spell the Helm lends lies on a Spell discard pile, not in the hand (TW91).
    const p = c.state.players.find((x) => x.id === c.player);
    const lender = p === undefined || p.hand.includes(a.card) ? null : lenderOf(c.state, p, a.card);
    const lent = lender === null ? '' : ` from the Spell discard pile, with ${cardName(lender)}`;
    return `${c.who} plays ${cardName(a.card)} (${playName(a.play)})${lent}${target}${space}${power}`;
  },
  chooseSchool: (a, c) => {
    const spell = c.state.pending?.kind === 'spellSchool' ? cardName(c.state.pending.spell) : 'the Spell';
    return `${c.who} casts ${spell} as ${schoolName(a.school)} Spell`;
  },
  placeToken: (a, c) => `${c.who} places a Quicksand token face down on space ${a.space}`,
};

/**
 * What an action does, in a sentence, naming the player by their Main Hero ("Catherine moves to the Sawmill (F3)").
 * The state (or a player's view) is the one the action would be applied to: it gives the names of options, units,
 * fields and dice.
 *
 * @example
 * ```ts
 * import { createGame, describeAction } from 'homm3bg-engine';
 *
 * const s = createGame({ players: [{ hero: 'catherine' }, { hero: 'sandro' }], seed: 'doc' });
 * describeAction(s, { type: 'build', building: 'castle.citadel' }); // → 'Catherine builds the Citadel (8 gold, 5 building materials, 1 valuable)'
 * ```
 */
export function describeAction(state: GameState, action: Action): string {
  const player = action.player ?? state.pending?.player ?? null;
  const text = ACTION_TEXTS[action.type] as ActionText<ActionType> | undefined;
  const who = player === null ? 'the player' : playerName(state, player);
  return text === undefined ? `${who} does something the game does not know` : text(action as never, { state, player, who });
}

/** A choice of an option: "Sandro chooses the Resources starting bonus: …", "Catherine chooses to gain 2 gold (the Settlement)". */
function chooseText(c: Context, key: string): string {
  const dec = c.state.pending;
  if (dec?.kind === 'randomTown') {
    return dec.purpose === 'faction' ? `${c.who} chooses ${factionName(key)} to defend the Random Town` : `${c.who} chooses ${unitLabel(key)} (Pack) to defend the Random Town`;
  }
  if (dec?.kind === 'peekedCard') {
    return `${c.who} ${key === 'bottom' ? 'puts the card at the bottom of' : 'leaves the card on top of'} ${peekableDeckName(dec.deck)}`;
  }
  const option: ChoiceOption | undefined = dec?.kind === 'choose' ? dec.options.find((o) => o.key === key) : undefined;
  if (dec?.kind !== 'choose' || option === undefined) return `${c.who} chooses ${words(key)}`;
  const effects = describeEffects(option.effects);
  if (dec.source === 'starting-bonus') return `${c.who} chooses the ${capitalised(words(key))} starting bonus: ${effects}`;
  return `${c.who} chooses to ${effects} (${causeName(dec.source)})`;
}

/** What declining means in the decision it answers. */
function declineText(c: Context): string {
  const dec = c.state.pending;
  switch (dec?.kind) {
    case 'flight': return `${heroOf(c, dec.hero)} lands`;
    case 'moveAtTurnEnd': return `${c.who} ends the turn without moving the Main Hero`;
    case 'skipCombat': return `${c.who} fights the neutrals`;
    case 'aboutToLevelUp': return `${c.who} levels up without playing Learning`;
    case 'removeCards': return `${c.who} removes no more cards`;
    case 'removeFromHandOrDiscard': return `${c.who} removes no more cards`;
    case 'empowerStatistic': return `${c.who} replaces no more Statistic cards`;
    default: return `${c.who} declines`;
  }
}

/** What using a building's option does: "gain 4 gold". */
function buildingOption(id: string, key: string): string {
  const def = building(id);
  const option = buildingAbility(def.faction, def.role)?.options.find((o) => o.key === key);
  return option === undefined ? words(key) : describeEffects(option.effects);
}

/** The building that lets the acting player take a Spell of a School instead of Searching ("Magic University"). */
function schoolSearchBuilding(c: Context): string {
  const p = c.state.players.find((x) => x.id === c.player);
  const role = p === undefined ? undefined : factionRules(p.faction).schoolSearch;
  return p === undefined || role === undefined ? 'a town building' : building(`${p.faction}.${role}`).name;
}

/** The shared deck of the Search under way: "Spell". */
const searchedDeck = (state: GameState): string => (state.pending?.kind === 'search' ? pileName(state.pending.deck) : 'shared');

/** "Air Magic": the school of the acting player's Basic … Magic card in play. */
function schoolOfFinder(c: Context): string {
  const p = c.state.players.find((x) => x.id === c.player);
  const school = p === undefined ? null : findsSchoolOf(p);
  return school === null ? 'School' : `${school[0]?.toUpperCase()}${school.slice(1)} Magic`;
}

/** Where the acting player's hero stands, or -1. */
const heroField = (c: Context, role: HeroRole): number => c.state.map?.heroes.find((h) => h.player === c.player && h.hero === role)?.field ?? -1;

/** "Near", "Far": the kind printed on a tile's back. */
function tileKind(state: GameState, tile: number): string {
  const kind = state.map?.tiles[tile]?.kind;
  return kind === undefined ? 'map' : capitalised(words(kind));
}

/** What the die `index` of the pending dice decision shows: "+1", "2 gold", "Artifact". */
function dieFace(state: GameState, index: number): string {
  const dec = state.pending;
  if (dec?.kind === 'keepResourceDie') return resourceFace(dec.faces[index]);
  if (dec?.kind === 'keepTreasureDie') return treasureFace(dec.faces[index]);
  if (dec?.kind === 'keepAttackDie') return attackFace(dec.face);
  if (dec?.kind === 'attackRoll') return attackFace(dec.faces[index]);
  const attack = state.combat?.attack;
  if (dec?.kind === 'unitAbility' && attack) return attackFace(attack.attackDice[index]);
  return `number ${index + 1}`;
}

/** Does the player deciding on thrown dice set one on the side of their choice (Cards of Prophecy, ruling TW65)? */
function settingDie(state: GameState): boolean {
  const who = state.pending?.player;
  return state.players.some((p) => p.id === who && p.fortune?.anyFace === true);
}

/** An earlier result of the die rerolled with Fortune (or a side set), read as a face of the kind of die pending. */
function earlierFace(state: GameState, face: number): string {
  const kind = state.pending?.kind;
  return kind === 'keepResourceDie' ? resourceFace(face) : kind === 'keepTreasureDie' ? treasureFace(face) : attackFace(face);
}

/** "Attack die showing +1", "dice: 3 gold, 1 valuable": what `keepDice` keeps. */
function diceKept(state: GameState): string {
  const dec = state.pending;
  if (dec?.kind === 'keepAttackDie') return `Attack die showing ${attackFace(dec.face)}`;
  if (dec?.kind === 'keepResourceDie') return `dice: ${dec.faces.map(resourceFace).join(', ')}`;
  if (dec?.kind === 'keepTreasureDie') return `dice: ${dec.faces.map(treasureFace).join(', ')}`;
  return 'dice';
}

/** The unit whose activation is pending, with `verb` agreeing with it: "Griffins (Pack) attack". */
function activeUnit(state: GameState, verb: string | null): string {
  const dec = state.pending;
  if (dec?.kind !== 'activation') return verb === null ? 'the unit' : `the unit ${verb}s`;
  const label = combatUnitLabel(state, dec.unit);
  return verb === null ? label : `${label} ${unitVerb(dec.unit, verb)}`;
}
