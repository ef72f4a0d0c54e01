/**
 * The actions that answer decisions, checked by `apply`. Everything here is plain JSON data.
 */
import type { Resource, Tier, SpellSchool } from './content';
import type { HeroRole } from './map';
import type { PlayerId, CardId, SplitDeckName } from './state';
import type { PeekableDeck } from './decisions';

/** Every action a player can take. `player` is optional: it defaults to the deciding player, and is checked if given. */
export type Action = ActionBody & { player?: PlayerId };

/** An action's own fields, by its type (Action adds the optional `player`). */
export type ActionBody =
  // Setup
  | { type: 'chooseHero'; hero: string }
  // Generic answers
  | { type: 'choose'; option: string }
  | { type: 'decline' }
  // Turn start
  | { type: 'discard'; card: CardId }
  | { type: 'draw'; count: number }
  // Turn
  | { type: 'endTurn' }
  /** Alliance: names which ally of your team goes first (or last) this round. */
  | { type: 'choosePlayer'; who: PlayerId }
  /**
   * Alliance: offers an ally (`to`) a trade of resources, during your turn; each amount is 1 (you give 1 of it), -1
   * (you ask for 1) or 0, one given and one asked at most. The ally accepts or declines.
   */
  | { type: 'offerResources'; to: PlayerId; gold: number; buildingMaterials: number; valuables: number }
  /** Alliance: offers an ally (`to`) a Spell or Artifact card from your hand for one of theirs, heroes on adjacent fields. */
  | { type: 'offerCard'; to: PlayerId; card: CardId }
  /**
   * Cooperative: gives an ally (`to`) 1 of a resource you hold (that amount 1, the others 0) — at a Trading Post
   * visit (p. 52), or on your turn where the scenario allows (heroes next to each other, Sentinels).
   */
  | { type: 'giveResources'; to: PlayerId; gold: number; buildingMaterials: number; valuables: number }
  /** Accepts an ally's offer of resources. */
  | { type: 'acceptOffer' }
  /** Answers an ally's card offer: this Spell or Artifact card from your hand goes to them, theirs to you. */
  | { type: 'giveCard'; card: CardId }
  | { type: 'build'; building: string }
  /** `discount`: the gold amount of one of the player's waiting unit discounts to apply to this cost (Legion Artifacts). */
  | { type: 'recruit'; unit: string; discount?: number }
  | { type: 'reinforce'; unit: string; discount?: number }
  | { type: 'finishRecruiting' }
  /** Neutral Army (rule variant, p. 56): with the Population token, draws 2 Neutral Unit cards per Dwelling to recruit from. */
  | { type: 'drawNeutrals' }
  /** Gold Pool (rule variant, p. 57): with the Population token, sells a unit bought earlier, its costs back to the Unspent Pool. */
  | { type: 'sellUnit'; unit: string }
  | { type: 'hireSecondaryHero' }
  | { type: 'buySpells' }
  | { type: 'useBuilding'; building: string; option: string }
  | { type: 'useMorale'; use: 'draw' | 'cycle' }
  /** In combat: remove a faction cube from the town building that keeps them (Cage of Warlords): +1 Attack or Defense. */
  | { type: 'useTownCube'; stat: 'attack' | 'defense' | 'power' }
  /** In combat, with Crag Hack's Offense VI in force: plays a card of the hand for +1 Attack instead of its effect. */
  | { type: 'playForAttack'; card: string }
  // Search
  /** Reveal the top cards of the deck searched: `count` of them instead of the Search's own, as a card in force allows (Spells). */
  | { type: 'searchReveal'; count?: number }
  | { type: 'searchTakeDiscard' }
  /** Instead of the Search, take the Spell deck's first Spell of the school of your Basic … Magic card in play. */
  | { type: 'searchFindSchool' }
  /**
   * Instead of Searching the Spell deck, once per round, with a town building that allows it (Conflux's Magic
   * University): discard from its top until a Spell of the school, and take that Spell.
   */
  | { type: 'searchSchool'; school: SpellSchool }
  | { type: 'searchPick'; card: CardId }
  | { type: 'searchReplaceRevealed'; card: CardId }
  /** Split Artifact and Spell Decks (p. 57): take from this one of the open decks. */
  | { type: 'chooseDeck'; deck: SplitDeckName }
  // Dice
  /** Keep this die (of several, one to keep); `face`: with that earlier result of the Fortune die instead (Fortune). */
  | { type: 'keepDie'; index: number; face?: number }
  /** A secret bid of this much gold (A Shady Auction). */
  | { type: 'bid'; gold: number }
  /** Keep the dice as they show; `face`: the Fortune die with that earlier result of it instead (Fortune). */
  | { type: 'keepDice'; face?: number }
  /**
   * Reroll a die you threw: with positive morale, or (`using: 'luck'`) with a reroll Luck gives, or (`using:
   * 'astrologers'`) with the reroll the Astrologers Proclaim card in force gives (Swift Weasel), or (`using: 'fortune'`)
   * with a reroll Fortune gives. One form per reroll: a morale reroll names no `using`.
   */
  | { type: 'rerollDie'; index: number; using?: 'luck' | 'astrologers' | 'mirth' | 'fortune' | 'ammoCart' }
  // Cards chosen from a zone
  | { type: 'removeCard'; card: CardId }
  | { type: 'takeCard'; card: CardId }
  | { type: 'finishDiscarding' }
  /** Enchanters VI (ruling CF18): puts a Spell it cast on top of the Spell deck (`on: 'deck'`) or onto its discard pile. */
  | { type: 'placeSpell'; card: CardId; on: 'deck' | 'discard' }
  // Trading
  /** Sell `sell` for `buy` once, at the trade table's rate. */
  | { type: 'trade'; sell: Resource; buy: Resource }
  | { type: 'finishTrading' }
  // Units
  | { type: 'reinforceUnit'; unit: string }
  | { type: 'summonFrom'; tier: Tier }
  // Map: `field` is a field id (tile index × 7 + printed slot), `tile` a tile's index in state.map.tiles
  /** Moves a hero one field, spending 1 movement point. */
  | { type: 'moveHero'; hero: HeroRole; field: number }
  /** Visits the Revisitable field the hero stands on again, for 1 movement point. */
  | { type: 'revisit'; hero: HeroRole }
  /** Turns over a face-down tile next to the hero's field, for 1 movement point. */
  | { type: 'discoverTile'; hero: HeroRole; tile: number }
  /** Places a Far tile from the player's supply with its centre at (q, r), touching the hero's field, for 1 movement point. */
  | { type: 'placeTile'; hero: HeroRole; q: number; r: number }
  | { type: 'rotateTile'; rotation: number }
  /** Tournament Mode: places the revealed tile with its centre at (q, r), turned `rotation` sixths. */
  | { type: 'placeMapTile'; q: number; r: number; rotation: number }
  /** Tournament Mode: the player in `starter`'s seat starts. */
  | { type: 'chooseStarter'; starter: PlayerId }
  /** Tournament Mode's Round One Mulligan: the hand goes back into the deck, shuffled, and a new one is drawn. */
  | { type: 'mulligan' }
  /** Tournament Mode's morale action: the cards a Search revealed are discarded and the Search is made again. */
  | { type: 'searchAgain' }
  /** Turns the tile `tile` to `rotation` (a Redwood Observatory in Tournament Mode). */
  | { type: 'turnTile'; tile: number; rotation: number }
  | { type: 'chooseField'; field: number }
  /** Answers `secondaryHeroAttacked`: the Secondary Hero is defeated at once, without a combat. */
  | { type: 'instantDefeat' }
  /** Answers `secondaryHeroAttacked`: the Secondary Hero fights. */
  | { type: 'fight' }
  /** Answers `townAttacked`: pay 8 gold to defend the town or settlement with your units only. */
  | { type: 'payToDefend' }
  /** Looks at the top card of a deck (the Rogues' ability, once a turn). */
  | { type: 'peek'; deck: PeekableDeck }
  // Combat
  | { type: 'placeUnit'; unit: string; space: number }
  | { type: 'finishPlacement' }
  | { type: 'activateUnit'; unit: string }
  | { type: 'moveUnit'; space: number }
  | { type: 'attack'; target: string }
  | { type: 'defend' }
  | { type: 'endActivation' }
  | { type: 'surrender' }
  | { type: 'pass' }
  | { type: 'extendCombat' }
  | { type: 'retreat' }
  /** Uses a unit's optional ability (Harpies fly back, Archangels cancel the attack). */
  | { type: 'useAbility' }
  /** Picks the unit an ability acts on (the Liches' second target, the unit Enchanters heal). */
  | { type: 'chooseUnit'; unit: string }
  /** Plays a card: `play` is one of its plays (see cardPlays); `target` a unit id where the effect needs one; `power` the Power tier used by a Spell; `space` a board space where the effect needs one (Teleport). */
  | { type: 'playCard'; card: CardId; play: string; target?: string; power?: number; space?: number }
  /** Picks the School of Magic a Spell of any school just cast is cast as (Magic Arrow, Spell Cards p. 24). */
  | { type: 'chooseSchool'; school: SpellSchool }
  /** Places the next face-down card-effect token (Quicksand) on an empty space of the combat board. */
  | { type: 'placeToken'; space: number };

/** The types of action (`Action['type']`). */
export type ActionType = ActionBody['type'];
