/**
 * The events the game records in `state.log`: what happened, in order. Everything here is plain JSON data.
 */
import type { Faction, Resources, SpellSchool, Tier, WarMachine } from './content';
import type { Team } from './combat';
import type { HeroRole } from './map';
import type { AuctionBid, PlayerId, CardId, MapStage } from './state';
import type { PeekableDeck } from './decisions';

/** Typed events: what happened, for animation and logs. Hidden details are filtered by viewFor. */
export type GameEvent = { seq: number } & EventBody;

/** An event's own fields, by its type (GameEvent adds its number, `seq`). */
export type EventBody =
  | { type: 'gameStarted'; players: PlayerId[] }
  | { type: 'heroChosen'; player: PlayerId; hero: string; faction: Faction }
  | { type: 'roundStarted'; round: number; kind: 'first' | 'resource' | 'astrologers' }
  /**
   * An Astrologers Proclaim card was drawn and turned face up. `redrawn`: it is discarded unresolved and another card is
   * drawn in its place (Friendly Beaver in the first Astrologers round).
   */
  | { type: 'astrologersProclaimed'; card: CardId; round: number; redrawn: boolean }
  /** An Event card was drawn by `player` and read (Events, p. 62): its effects resolve clockwise from that player. */
  | { type: 'eventDrawn'; card: CardId; player: PlayerId; round: number }
  /** A Shady Auction's bids for `card` shown together; `winner` took the card (null: discarded). */
  | { type: 'bidsRevealed'; card: CardId; bids: AuctionBid[]; winner: PlayerId | null }
  /** The player discarded a unit card of their unit deck (Cursed Swamp). */
  | { type: 'unitDiscarded'; player: PlayerId; unit: string }
  | { type: 'turnStarted'; player: PlayerId; round: number }
  | { type: 'turnEnded'; player: PlayerId }
  /** Alliance: the team of `players` takes its turns in this order this round (first to last). */
  | { type: 'teamOrderChosen'; players: PlayerId[] }
  /** Alliance: `player` gave `to` these resources (an accepted trade gives one event each way). */
  | { type: 'resourcesGiven'; player: PlayerId; to: PlayerId; resources: Resources }
  /** Alliance: `player` declined `from`'s offer. */
  | { type: 'offerDeclined'; player: PlayerId; from: PlayerId }
  /** Alliance: `player` and `ally` swapped a card from their hands: `gave` went to the ally, `got` came back. */
  | { type: 'cardsSwapped'; player: PlayerId; ally: PlayerId; gave: CardId; got: CardId }
  | { type: 'cardsDrawn'; player: PlayerId; cards: CardId[] }
  | { type: 'cardDiscarded'; player: PlayerId; card: CardId }
  | { type: 'cardRemoved'; player: PlayerId; card: CardId }
  /** A Spell Scroll gained (p. 26), with the Spells put on it: seen by its owner only. */
  | { type: 'spellScrollGained'; player: PlayerId; card: CardId; spells: CardId[] }
  /** A Spell Scroll and the Spells still on it left the player (a third one discarded or replaced, its last Spell used or sold). */
  | { type: 'spellScrollReturned'; player: PlayerId; card: CardId; spells: CardId[] }
  | { type: 'cardGained'; player: PlayerId; card: CardId; from: string }
  /**
   * A Search of Enchanters VI found `card` (from `from`, a deck or "…-discard"): it waits beside the hand to be cast at
   * once (CF16); seen by its finder only, unless it came from a face-up discard pile.
   */
  | { type: 'spellFound'; player: PlayerId; card: CardId; from: string }
  /** A Spell cast by Enchanters VI was put on top of `deck` (`on: 'deck'`) or onto its discard pile (CF18). */
  | { type: 'spellPlaced'; player: PlayerId; card: CardId; deck: string; on: 'deck' | 'discard' }
  /** The player bought a War Machine and took it from the pile (War Machine Cards, p. 26). */
  | { type: 'warMachineGained'; player: PlayerId; machine: WarMachine }
  /**
   * A card went face up onto the player's discard pile from `from` (a deck's name): the top card of a deck that replaces
   * a removed one (Chaos Cards), or a gained card (Cards to the discard pile).
   */
  | { type: 'cardToDiscard'; player: PlayerId; card: CardId; from: string }
  | { type: 'deckReshuffled'; player: PlayerId | null; deck: string }
  | { type: 'cardsRevealed'; player: PlayerId; deck: string; cards: CardId[] }
  | { type: 'dieRolled'; player: PlayerId; die: 'resource' | 'attack' | 'treasure'; faces: number[] }
  | { type: 'resourcesGained'; player: PlayerId; resources: Resources; reason: string }
  | { type: 'resourcesPaid'; player: PlayerId; resources: Resources; reason: string }
  | { type: 'built'; player: PlayerId; building: string }
  | { type: 'unitRecruited'; player: PlayerId; unit: string }
  | { type: 'unitReinforced'; player: PlayerId; unit: string }
  /** A Pack unit of the player's unit deck turned to its Few side, outside a combat (Terrible Plague). */
  | { type: 'unitFlippedToFew'; player: PlayerId; unit: string; reason: string }
  | { type: 'neutralDrawn'; player: PlayerId; unit: string }
  | { type: 'neutralDiscarded'; unit: string }
  /** The player put a neutral unit card they looked at back on top of its deck (Visions); only they see which. */
  | { type: 'neutralPutBack'; player: PlayerId; tier: Tier; unit: string }
  /** A Neutral Unit card put face up on top of its tier's deck (Elementals, CF92, CF94). */
  | { type: 'neutralFaceUp'; tier: Tier; unit: string }
  /** Gold Pool: the player sold a unit of their unit deck (its card leaves it). */
  | { type: 'unitSold'; player: PlayerId; unit: string }
  /** Gold Pool: what recruiting or reinforcing a unit cost went into the Reserved Pool. */
  | { type: 'resourcesReserved'; player: PlayerId; unit: string; resources: Resources }
  /** Gold Pool: a unit's costs went back from the Reserved Pool to the Unspent Pool, as it was sold, perished or flipped to Few. */
  | { type: 'reserveReturned'; player: PlayerId; unit: string; resources: Resources; why: 'sold' | 'perished' | 'flipped' }
  /** Gold Pool: the discount card that lowered a unit's cost is kept with the unit card. */
  | { type: 'discountCardKept'; player: PlayerId; card: CardId; unit: string }
  | { type: 'tokenUsed'; player: PlayerId; token: 'build' | 'population' | 'spellBook' }
  | { type: 'secondaryHeroHired'; player: PlayerId }
  | { type: 'moraleChanged'; player: PlayerId; morale: 'positive' | 'negative' | 'none'; reason: string }
  | { type: 'moraleSpent'; player: PlayerId; use: string }
  /** A faction cube went onto the town building that keeps them (Cage of Warlords); `cubes`: how many are there now. */
  | { type: 'townCubeAdded'; player: PlayerId; cubes: number }
  /** A faction cube was taken from that building in combat for +1 Attack or Defense of `unit`. */
  | { type: 'townCubeUsed'; player: PlayerId; stat: 'attack' | 'defense' | 'power'; unit: string | null }
  | { type: 'experienceGained'; player: PlayerId; amount: number; experience: number }
  | { type: 'levelUp'; player: PlayerId; level: number }
  | { type: 'movementGained'; player: PlayerId; amount: number }
  | { type: 'handDiscarded'; player: PlayerId; cards: CardId[] }
  | { type: 'gameEnded'; reason: string }
  /** A scenario's timed event happens (its text as the scenario words it). */
  | { type: 'timedEvent'; round: number; text: string }
  /** A player is eliminated (Scenario End, p. 53): their cubes and heroes leave the map, their deck the game. */
  | { type: 'playerEliminated'; player: PlayerId; why: 'noTown' | 'mainHeroDefeated' }
  // Map
  /** `location` and `tile`: the location id and printed tile name of the field it moved to. */
  | { type: 'heroMoved'; player: PlayerId; hero: HeroRole; from: number; to: number; location: string; tile: string }
  /** A tile was turned face up (`by: 'discovered'`) or placed from the player's supply (`'placed'`): `id` is its printed name. */
  | { type: 'tileRevealed'; player: PlayerId; tile: number; id: string; by: 'discovered' | 'placed' }
  | { type: 'tileRotated'; player: PlayerId; tile: number; rotation: number }
  /** Tournament Mode: the player chose who starts. */
  | { type: 'starterChosen'; player: PlayerId; starter: PlayerId }
  /** Tournament Mode: the player laid the tile `id` face up as tile `tile` at (q, r), turned `rotation` sixths. */
  | { type: 'mapTilePlaced'; player: PlayerId; tile: number; id: string; stage: MapStage; q: number; r: number; rotation: number }
  /** Tournament Mode: the player shuffled their hand of `count` cards back into their deck to draw a new one. */
  | { type: 'mulliganTaken'; player: PlayerId; count: number }
  | { type: 'fieldVisited'; player: PlayerId; hero: HeroRole; field: number; location: string }
  /** The player put their faction cube on the field, replacing `from`'s (or nobody's). */
  | { type: 'fieldFlagged'; player: PlayerId; field: number; from: PlayerId | null }
  /** The player chose the Faction not in play whose units defend the Random Town on the field (Inferno expansion). */
  | { type: 'randomTownFaction'; player: PlayerId; field: number; faction: Faction }
  | { type: 'incomeChanged'; player: PlayerId; income: Resources; reason: string }
  | { type: 'grailTaken'; player: PlayerId }
  /** A hero went back to the field it last visited (a retreat), or to a town or settlement (defeated). */
  | { type: 'heroReturned'; player: PlayerId; hero: HeroRole; field: number }
  /** An AI Hero appeared on the map, its army's cards located (`missing`: cards no copy of which could be found). */
  | { type: 'aiHeroAppeared'; hero: string; field: number; units: string[]; missing: string[] }
  /** An AI Hero stepped to the next field (1 MP). */
  | { type: 'aiHeroMoved'; hero: string; from: number; to: number }
  /** An AI Hero flagged a field, taking `from`'s cube off it. */
  | { type: 'aiHeroFlagged'; hero: string; field: number; from: PlayerId | null }
  /** An AI Hero beat a field's neutral guards without a combat (it always wins against them). */
  | { type: 'aiHeroClearedGuards'; hero: string; field: number }
  /** The player's hero won the combat against the AI Hero: it leaves the map. */
  | { type: 'aiHeroBeaten'; hero: string; player: PlayerId }
  /** A player's hero and an AI Hero meet on the field (either moved onto the other): a combat with its army. */
  | { type: 'aiHeroCombat'; hero: string; player: PlayerId; playerHero: HeroRole; field: number }
  /** A hero was put on a town or settlement of its player (a Secondary Hero hired). */
  | { type: 'heroPlaced'; player: PlayerId; hero: HeroRole; field: number }
  /** The player's hero moved onto `field` and declared a combat against `defender` (null: the field's neutrals). */
  | { type: 'combatDeclared'; player: PlayerId; hero: HeroRole; field: number; defender: PlayerId | null }
  /** The player's Secondary Hero, attacked by `by`, chose to be defeated without a combat. */
  | { type: 'instantlyDefeated'; player: PlayerId; by: PlayerId }
  /** The player looked at the top card of `deck` (Rogues) and left it there or put it at the bottom (`toBottom`). */
  | { type: 'topCardPeeked'; player: PlayerId; deck: PeekableDeck; toBottom: boolean }
  /** The Thieves' Guild looked at a deck's top 2 cards ('own': `owner`'s deck) and discarded one (null: a lone card put back). */
  | { type: 'thievesGuildLooked'; player: PlayerId; deck: PeekableDeck; owner: PlayerId | null; discarded: string | null }
  // Combat
  | { type: 'combatStarted'; attacker: PlayerId | null; defender: PlayerId | null }
  | { type: 'unitPlaced'; unit: string; space: number }
  | { type: 'combatRoundStarted'; round: number }
  /** Crag Hack's first combat of the round: every Ground unit on the board gains this much Attack for the combat (SH140). */
  | { type: 'groundUnitsGainAttack'; amount: number }
  | { type: 'unitActivated'; unit: string }
  | { type: 'activationSkipped'; unit: string; reason: string }
  | { type: 'unitMoved'; unit: string; from: number; to: number }
  | { type: 'unitDefended'; unit: string }
  | { type: 'attackDeclared'; attacker: string; target: string; retaliation: boolean }
  | { type: 'attackResolved'; attacker: string; target: string; attack: number; defense: number; damage: number }
  | { type: 'damageDealt'; unit: string; amount: number; source: string; flipped: boolean; defeated: boolean }
  | { type: 'obstacleDestroyed'; unit: string }
  /** A card-effect token (Fire Wall) is placed on a space of the combat board by `player`'s card. */
  | { type: 'tokenPlaced'; player: PlayerId; token: 'firewall' | 'lunaFirewall' | 'quicksand'; space: number; card: CardId }
  /** A face-down token (Quicksand) on `space` turns face up as `unit` enters the space: its `face` ('empty' or 'quicksand'). */
  | { type: 'tokenRevealed'; player: PlayerId; token: 'quicksand'; space: number; face: 'empty' | 'quicksand'; unit: string }
  | { type: 'abilityUsed'; unit: string; ability: string; target: string | null }
  | { type: 'unitHealed'; unit: string; amount: number; source: string }
  | { type: 'unitParalyzed'; unit: string; source: string }
  | { type: 'cardPlayed'; player: PlayerId; card: CardId; play: string; target: string | null; power: number | null }
  /** The Spell of any school `card` (Magic Arrow) is cast as a Spell of `school`. */
  | { type: 'schoolChosen'; player: PlayerId; card: CardId; school: SpellSchool }
  /** A card was put on a unit card of the player's unit deck (Cloak of the Undead King). */
  | { type: 'unitCovered'; player: PlayerId; card: CardId; unit: string }
  | { type: 'unitsSwitched'; units: [string, string] }
  /** `player` answered the enemy's Spell `card` (Resistance): it is cast, but its effect is ignored. */
  | { type: 'spellIgnored'; player: PlayerId; card: CardId }
  /** A card (Resurrection) cancelled the attack on `target`: it deals nothing. */
  | { type: 'attackCancelled'; attacker: string; target: string }
  | { type: 'combatEnded'; result: string; by: Team | null }
  | { type: 'factionCubeTaken'; player: PlayerId; from: PlayerId }
  | { type: 'quickCombat'; player: PlayerId; fieldLevel: number }
  /** An AI Hero draws an AI card as its unit activates (AI Decks, p. 49). */
  | { type: 'aiCardDrawn'; card: CardId; unit: string }
  /** An AI Hero casts a Spell of its AI Spell Deck (null target: it could not, and the Spell went back or was discarded). */
  | { type: 'aiSpellCast'; spell: CardId; power: number; target: string | null }
  /** An AI Hero holds a Spell: until its unit's attack (Weakness), or until next Combat Round (a single-round buff). */
  | { type: 'aiSpellHeld'; spell: CardId; until: 'attack' | 'nextRound' | 'attacked' }
  /** An AI Hero uses the Skill card set aside for it (null: it has none), once or twice. */
  | { type: 'aiSkillUsed'; skill: CardId | null; times: number }
  /** An AI Hero's Resistance ignores the player's Spell. */
  | { type: 'aiSpellIgnored'; spell: CardId }
  | { type: 'secondaryHeroRemoved'; player: PlayerId };

/** The types of event (`GameEvent['type']`). */
export type EventType = EventBody['type'];
