/**
 * The effect vocabulary: every card, building and bonus effect is a list of these primitives,
 * run in order by one interpreter (effects/run.ts). A primitive that needs a player's choice
 * sets the pending decision; the answer resumes it.
 */
import type { CardCategory, Faction, Resource, Resources, SpellSchool, Tier, UnitType, WarMachine } from './content';
import type { PlayerId, SharedDeckName } from './state';
import type { PlayContext } from './combat';
import type { HeroRole } from './map';
import type { CombatEffect, OngoingKind } from './combatEffects';

export type Effect =
  /** Gain resources. */
  | { op: 'gainResources'; resources: Partial<Resources> }
  /** Pay resources (an option that needs them is offered only when they can be paid). */
  | { op: 'pay'; resources: Partial<Resources> }
  /** Trade resources with the game by the trade table, any number of times (a Trading Post; offered when a trade can be paid). */
  | { op: 'trade' }
  /** Draw cards from the player's deck; `count: 'remembered'` draws as many as the last discard step discarded. */
  | { op: 'draw'; count: number | 'remembered' }
  /**
   * Search (X) a shared deck: look at the top X and keep 1, or take the top card of its discard pile. `orRemove`: the
   * card found may be removed from the game instead of taken into hand (Tarnum's Enchanters I, ruling CF14). `found`:
   * the card waits with the player's found Spells instead, to be cast at once (Tarnum's Enchanters VI, ruling CF16).
   */
  | { op: 'search'; deck: SharedDeckName; count: number; optional: boolean; orRemove?: true; found?: true }
  /** Reveal cards of a shared deck until one of the given artifact level appears; take it, discard the rest. */
  | { op: 'revealUntil'; deck: 'artifact'; artifactLevel: 'minor' | 'major' | 'relic' }
  /** Take a named card out of a shared deck into hand, then shuffle that deck. */
  | { op: 'takeFromSharedDeck'; deck: SharedDeckName; card: string }
  /** Shuffle a shared deck together with its discard pile and turn a new discard card up. */
  | { op: 'reshuffleSharedDeck'; deck: SharedDeckName }
  /** Draw the top card of a shared deck into hand (the Trading Post with the Optional Rules Table's trading row). */
  | { op: 'drawFromSharedDeck'; deck: SharedDeckName }
  /** Gain the Main Hero's Specialty card of this level (level-ups IV and VI). */
  | { op: 'gainSpecialty'; level: 4 | 6 }
  /** Gain positive morale (or lose morale). */
  | { op: 'gainMorale' }
  | { op: 'loseMorale' }
  /** Gain experience; level-ups resolve in order. */
  | { op: 'gainExperience'; amount: number }
  /**
   * Learning (ruling FX160): the Main Hero, about to level up, gains `amount` more experience with the gain that levels
   * them (1: half a level, 2: a level). Played only when the `aboutToLevelUp` decision offers it.
   */
  | { op: 'advanceLevel'; amount: number }
  /** Gain movement points for the Main Hero (this turn only). */
  | { op: 'gainMovement'; amount: number }
  /** The hero visiting a field gains movement points, this turn only (Stables, Fountain of Youth). */
  | { op: 'visitorGainsMovement'; amount: number }
  /**
   * The player pays `price` and gains a Secondary Hero, placed on the visited field (Prison, Tavern: Tower box). A
   * player who has one already gains `orGain` instead; with `orGain` null the effect cannot start for them, nor for a
   * player who cannot pay.
   */
  | { op: 'gainSecondaryHero'; price: Partial<Resources>; orGain: Partial<Resources> | null }
  /** Take the Grail token, unless a player holds it already: only one exists (Grail, p. 81). */
  | { op: 'takeGrail' }
  /** Discover a tile next to the visited field's tile: a face-down one, or one from the supply (Redwood Observatory, p. 81). */
  | { op: 'discoverNearTile' }
  /** The settlement being flagged produces this resource: income +1 step, gained at once too on its first flag (p. 79). */
  | { op: 'settlementProduces'; resource: Resource; atOnce: boolean }
  /**
   * Town Portal: move the Main Hero to a Town or Settlement its player holds (their choice when there are several),
   * then gain `movementByPower[p]` movement points this turn, p being the Power paid (kept in the frame's memory).
   */
  | { op: 'townPortal'; movementByPower: number[] }
  /**
   * View Earth: an enemy's Mine within `rangeByPower[p]` fields of the Main Hero (the player's choice when there are
   * several) gets the player's cube instead of its owner's, p being the Power paid (kept in the frame's memory).
   */
  | { op: 'takeMine'; rangeByPower: number[] }
  /**
   * Fly: for the rest of this turn the Main Hero may move through Blocked fields (never stopping on one), and gains
   * `movementByPower[p]` movement points, p being the Power paid (kept in the frame's memory).
   */
  | { op: 'fly'; movementByPower: number[] }
  /**
   * Water Walk (Cove box): one of the player's heroes on the map (their choice when both are there) gains
   * `movementByPower[p]` movement points this turn, p being the Power paid; its sea part ("continue the movement after
   * entering a sea field from a land field") has nothing to act on without Sea tiles (ruling CV44).
   */
  | { op: 'waterWalk'; movementByPower: number[] }
  /** The hero named gains `amount` movement points this turn (Water Walk's choice of hero, ruling CV44). */
  | { op: 'gainHeroMovement'; hero: HeroRole; amount: number }
  /**
   * A precondition: the rest of the program runs only while the player's Main Hero stands on a Sea tile (the Cove box's
   * Artifacts' "If this Hero is on a Sea tile"); no Sea tile is in this build, so it never holds (ruling CV50).
   */
  | { op: 'onlyIfOnSea' }
  /** Pathfinding: this turn the Main Hero moves through neutral units and enemy heroes ('guards'), or over Blocked fields ('blocked'). */
  | { op: 'pathfinding'; through: 'guards' | 'blocked' }
  /**
   * Castle Gate: pay `price`, then a random card of an opponent's hand (the player's pick when several hold cards) is
   * discarded; it can start only when the player can pay and an opponent holds a card.
   */
  | { op: 'opponentDiscardsRandom'; price: Partial<Resources> }
  /** Castle Gate: the Main Hero, standing in one of the player's Towns or Settlements, moves to another one they control. */
  | { op: 'castleGate' }
  /**
   * Dimension Door: the Main Hero moves to a field within `rangeByPower[p]` fields (the player's choice), ignoring
   * the fields in between, and that field is resolved; p being the Power paid (kept in the frame's memory).
   */
  | { op: 'dimensionDoor'; rangeByPower: number[] }
  /**
   * Fortune: `byPower[p]` rerolls of one die of the player's next throw of a Resource or Treasure die (cast on the map)
   * or of an Attack die (cast in combat), p being the Power paid (kept in the frame's memory); the player keeps the die
   * with the result of their choice.
   */
  | { op: 'fortune'; byPower: number[] }
  /**
   * Cards of Prophecy: one die of the player's next throw of Resource or Treasure dice this turn is set on the side of
   * their choice (`FortuneRerolls.anyFace`, ruling TW65).
   */
  | { op: 'setNextDie' }
  /** View Air (Map): gain `byPower[p]` for the Power p played on the map before it (its highest tier at most). */
  | { op: 'gainResourcesByPower'; byPower: Array<Partial<Resources>> }
  /**
   * Angel Wings: the hero (`null`: a hero the player chooses, Main or Secondary) gains 1 movement point and flies: it
   * steps through any fields without resolving them until it lands; the field it lands on is resolved.
   */
  | { op: 'flyHero'; hero: HeroRole | null }
  /** Speculum: discover a face-down tile next to the tile the Main Hero stands on, for no movement point. */
  | { op: 'discoverNextToHero' }
  /** Logistics (Ongoing): at the end of this turn, the Main Hero may move to an adjacent empty field. */
  | { op: 'moveAtTurnEnd' }
  /**
   * Diplomacy (Expert): the combat with the neutrals just declared does not take place; the hero visits the field,
   * gaining no experience (the field and hero are in the frame's memory; offered only by the `skipCombat` decision).
   */
  | { op: 'skipNeutralCombat' }
  /** Reinforce one Few unit of these tiers for half its Reinforcement cost, rounded up (a Settlement, p. 79). */
  | { op: 'reinforceHalfCost'; tiers: Tier[] }
  /** Reinforce one Few unit of these tiers for its Reinforcement cost with `gold` gold off, not below 0 (Hill Fort, Tower box). */
  | { op: 'reinforceForLess'; tiers: Tier[]; gold: number }
  /**
   * Look at the top `count` cards of a shared deck's discard pile and take one into hand (University, Black Market:
   * Tower box). `goldByLevel`: what an Artifact costs by its level, Minor, Major, Relic (null: free); `optional`: the
   * player may take none.
   */
  | { op: 'buyFromDiscardPile'; deck: SharedDeckName; count: number; goldByLevel: number[] | null; optional: boolean }
  /**
   * Up to `most` times, pay `gold` to remove a Statistic card of the hand or discard pile from the game and take one of
   * another kind from the supply in its place (Library of Enlightenment: Tower box).
   */
  | { op: 'replaceStatistic'; gold: number; most: number }
  /** Spell Scroll field (p. 26, 83): the player gains a Spell Scroll from the Spell Scroll deck, with 2 Spells on it. */
  | { op: 'gainSpellScroll' }
  /** Trading Post (p. 52): the player may sell the Spells on their Spell Scrolls, 2 gold each (decision `sellScrollSpells`). */
  | { op: 'sellScrollSpells' }
  /** Roll Resource Dice and gain all of them, or one of them (the player picks). */
  | { op: 'rollResourceDice'; count: number; keep: 'one' | 'all' }
  /**
   * Roll Treasure Dice and resolve all of them, or one of them (the player picks: Pandora's Box, "2 → 1"). Each face
   * resolves as TREASURE_FACE_EFFECTS says (1 experience, Search (2) the Artifact deck, Resource dice).
   * `unlessExperience`: if any die thrown shows experience, nothing is resolved (Crypt).
   */
  | { op: 'rollTreasureDice'; count: number; keep: 'one' | 'all'; unlessExperience?: boolean }
  /** The player picks one option. */
  | { op: 'choose'; options: Array<{ key: string; effects: Effect[] }>; optional: boolean }
  /** Discard between min and max cards from hand (remembered for a following 'draw remembered'). */
  | { op: 'discardCards'; min: number; max: number }
  /**
   * Remove a card from hand (of a category, if given) from the game. `tradable`: only a card a Trading Post takes —
   * not a Specialty, Statistic or Starting Ability card, nor Magic Arrow.
   */
  | { op: 'removeCard'; category: CardCategory | null; optional: boolean; tradable?: boolean }
  /**
   * Draw `count` cards if the frame's last discard step discarded a card of this category (Blackshard of the Dead
   * Knight: "if the discarded card was a Spell, draw 1 card").
   */
  | { op: 'drawIfDiscarded'; category: CardCategory; count: number }
  /**
   * Roll the Attack die (a throw the player may reroll with positive morale or Luck); on one of the `faces`
   * (−1, 0, +1), run `effects` (Hourglass of the Evil Hour: on a "0", gain positive morale).
   */
  | { op: 'rollAttackDie'; faces: number[]; effects: Effect[]; otherwise?: Array<{ faces: number[]; effects: Effect[] }> }
  /** Takes a Statistic card of this kind from the supply into the player's hand (gained); none left, nothing (Scholar). */
  | { op: 'takeStatistic'; stat: 'attack' | 'defense' | 'power' | 'knowledge' }
  /** Discards the player's whole hand, then draws as many cards as were discarded (Big Cleanup). */
  | { op: 'discardHandAndDraw' }
  /**
   * Luck (Ongoing, this turn): 'resourceAndTreasure' — one reroll of a Resource die and one of a Treasure die;
   * 'any' — every die the player throws may be rerolled once (player decisions where the dice are thrown);
   * 'one' — one die of any kind the player throws this turn may be rerolled (Ambassador's Sash, ruling RA81).
   */
  | { op: 'grantRerolls'; dice: 'resourceAndTreasure' | 'any' | 'one' }
  /**
   * Take a card of a category (null: any card, Scholar) from the player's discard pile into hand; with `top`, only
   * one of the pile's top `top` cards (those an effect discarded just before: the Genies, ruling TW5).
   */
  | { op: 'takeFromDiscard'; category: CardCategory | null; optional: boolean; top?: number }
  /** Shuffle the player's discard pile into their deck. */
  | { op: 'shuffleDiscardIntoDeck' }
  /** Shuffle every card of these categories in the player's hand into their deck, then draw as many (Annoying Lizard). */
  | { op: 'shuffleIntoDeckAndDraw'; categories: CardCategory[] }
  /**
   * Draw `count` cards, keep those of these categories in hand and discard the others (Jeddite's Mysterious Warlock:
   * Spell and Specialty cards kept; ruling TW105).
   */
  | { op: 'drawAndKeep'; count: number; categories: CardCategory[] }
  /** Remove every black cube from the map: its Visitable fields may be visited again (Friendly Beaver). */
  | { op: 'clearBlackCubes' }
  /**
   * Flip one of the player's Pack units to its Few side, if they have one: `unit`, or (null) the one they choose
   * (Terrible Plague).
   */
  | { op: 'flipToFew'; unit: string | null }
  /**
   * In the combat with neutral units the player just started, discard the guard `unit` and draw another card of its
   * tier in its place; null: the player may choose one guard or none (Groovy Satyr).
   */
  | { op: 'redrawGuard'; unit: string | null }
  /** In the combat with neutral units the player just started, discard every guard and draw one of its tier for each (Judge Dread). */
  | { op: 'redrawAllGuards' }
  /**
   * Look at the top X cards of the player's own deck, take 1 into hand, discard the rest. `drawn`: the cards are
   * drawn ("draw 2 cards, choose 1 and discard the other"), so an empty deck is refilled from the discard pile first.
   */
  | { op: 'searchOwnDeck'; count: number; drawn?: boolean }
  /**
   * Look at the top `count` cards of the player's own discard pile, return one of them to hand and put the others back
   * on top of the pile in the order the player chooses (Magic Spring); with fewer cards, at those there are.
   */
  | { op: 'lookAtDiscard'; count: number }
  /** Look at the top card of a shared deck and put it into hand or onto that deck's discard pile (Witch Hut). */
  | { op: 'lookAtTopCard'; deck: SharedDeckName }
  /** Put a faction cube on the town building that keeps them (Cage of Warlords), up to `max` there. */
  | { op: 'addTownCube'; max: number }
  /** Reinforce (flip Few → Pack) one unit of one of these tiers, free, with no token or building needed. */
  | { op: 'reinforceFree'; tiers: Tier[] }
  /**
   * Recruit the faction unit `unit` (its Few side, when the player has no card of it) or reinforce it (its Few side in
   * the unit deck turned to Pack), for free, with no token or building needed (Conflux's Garden of Life, ruling CF12).
   */
  | { op: 'freeUnit'; unit: string; mode: 'recruit' | 'reinforce' }
  /** Draw a neutral unit from a tier deck whose Dwelling is built; the player may pay its cost to recruit it. */
  | { op: 'summonNeutral' }
  /**
   * Search the Bronze, Silver and Gold Neutral Units decks whose Dwelling the player has built for the neutral cards of
   * their faction's units and recruit one for free (Unexpected Reinforcements, rulings TW83–TW85).
   */
  | { op: 'recruitFactionNeutral' }
  /**
   * Draw one neutral unit card per Dwelling built, of that Dwelling's tier (the Gold Dwelling also an Azure one);
   * the player may recruit one of them at its cost, the others are discarded.
   */
  | { op: 'drawNeutralsPerDwelling' }
  /**
   * Draw up to `most` neutral unit cards, one at a time, from any Bronze, Silver or Gold deck; the player may recruit
   * one of them whose Dwelling they have built, at its cost; the others are shuffled back into their decks (Charlie
   * and His Circus, ruling RA90).
   */
  | { op: 'drawNeutralsToRecruit'; most: number }
  /**
   * For every Dwelling the player has built, draw from that tier's Neutral Units deck (its discard pile shuffled in when
   * it runs out) until a unit whose name holds `named` appears; the player may recruit one of those found, at its cost;
   * every other card drawn is shuffled back into its deck (the Elemental Conflux, rulings CF84–CF87).
   */
  | { op: 'drawNeutralsUntil'; named: string }
  /**
   * Visions (Inferno box, ruling IN70): draw `byPower[p]` cards from one Neutral Unit deck the player names, p being the
   * Power paid (kept in the frame's memory); the player discards any of them and puts the others back on top of that
   * deck in the order they choose. Only they see the cards.
   */
  | { op: 'visions'; byPower: number[] }
  /** The Cove's Thieves' Guild: look at the top 2 cards of any deck, one onto its discard pile, the other back (ruling CV18). */
  | { op: 'thievesLook' }
  /**
   * Reinforce (flip Few → Pack) one unit of these tiers, paying half the gold of its Reinforcement cost (rounded
   * down) and its other resources; no token or building needed. Needs a combat won this turn (not a Quick Combat),
   * unless `anyTime` (Rampart's Saplings, at each Astrologers round).
   */
  | { op: 'reinforceHalfGold'; tiers: Tier[]; anyTime?: boolean }
  /**
   * Discard the player's Pack card of the faction unit `pack`, then take the `neutral` unit's card (a unit id) from its
   * Neutral Unit deck — its draw pile, else its discard pile — into their unit deck; only for a player who has that
   * Pack card and no such neutral unit yet (Gelu's Sharpshooters IV). `pack` null: no card is given for it, `gold`
   * paid first instead, offered only to a player who has it (Tarnum's Enchanters IV; ruling CF15).
   */
  | { op: 'trainUnit'; pack: string | null; neutral: string; gold?: number }
  /** Lower the Recruitment or Reinforcement cost of one unit, recruited or reinforced later this turn, by this much gold (not below 0). */
  | { op: 'discountUnitCost'; gold: number }
  /** The next Spell Book purchase this turn costs `gold` less and does Search (`search`) instead of Search (2). */
  | { op: 'improveSpellPurchase'; gold: number; search: number }
  /** Scouting: the player's next Search of a shared deck this turn is Search (`count`), if that is more (ruling IN52). */
  | { op: 'improveNextSearch'; count: number }
  /** Pay movement points of one of the player's heroes (The Villagers' Plea, Stables): offered when it has them left. */
  | { op: 'payHeroMovement'; hero: HeroRole; amount: number }
  /** Nothing happens; the effect list it begins is offered only to a player of this faction (Crypt: "only for Necropolis"). */
  | { op: 'onlyFaction'; faction: Faction }
  /**
   * Boots of Polarity: the player picks one Ongoing effect lying on a unit in the combat (a `choose` among them when
   * several), and it ends (`endOngoing`; ruling TW86).
   */
  | { op: 'removeOngoing' }
  /** One Ongoing effect of this kind on this combat unit ends (a lost HP bonus may defeat it; ruling TW86). */
  | { op: 'endOngoing'; unit: string; kind: OngoingKind }
  /** Nothing happens; the effect list it begins is offered only while the player's discard pile is empty (Mystic Orb of Mana, TW66). */
  | { op: 'onlyIfDiscardEmpty' }
  /**
   * Nothing happens; the effect list it begins is offered only while the player's hand holds a card of these categories
   * other than a copy of `besides`, the card being played (Spellbinder's Hat, TW69).
   */
  | { op: 'onlyIfHolding'; categories: CardCategory[]; besides: string }
  /** Remove any number (at least `min`) of cards of these categories from hand, from the game; the frame remembers how many. */
  | { op: 'removeCards'; categories: CardCategory[]; min: number }
  /** Remove up to `most` cards from the game, each from the hand or the discard pile as the player picks (Plane Between Planes). */
  | { op: 'removeFromHandOrDiscard'; most: number }
  /**
   * Up to `most` times, the player may remove one of their Statistic cards (not an Empowered one) from `from`, from the
   * game, and take the Empowered Statistic card of its kind from the pile into their hand (p. 23; with
   * `differentKinds`, each of another kind). The frame's memory `empowered` counts those taken (ruling IN37). With
   * `gold`, each replacement costs that much gold (Hero); with `perDiscarded`, `most` is at most one per that many cards
   * the frame's discard step discarded (Explorers: one per 3); `to` 'discard': the Empowered card goes on top of the
   * discard pile instead (Expert Scholar, ruling IN53).
   */
  | { op: 'empowerStatistic'; from: 'hand' | 'handOrDiscard'; most: number; differentKinds: boolean; gold?: number; perDiscarded?: number; to?: 'discard' }
  /** Forty Thieves: the player draws the top 2 Event cards to choose the one to resolve (one left: it is resolved). */
  | { op: 'chooseEvent' }
  /** Magical Forest: put a card of these categories from the hand face down into the Event's pool. */
  | { op: 'poolFromHand'; categories: CardCategory[] }
  /** Magical Forest: draw and view the top card of this shared deck and put it face down into the Event's pool. */
  | { op: 'poolFromDeck'; deck: SharedDeckName }
  /** Magical Forest: take a card of the shuffled, face-down pool into hand. */
  | { op: 'takeFromPool' }
  /** Magical Forest: the cards left in the pool are shuffled back into their decks. */
  | { op: 'clearPool' }
  /** A Shady Auction: `lots` times, the top Artifact card is put up for secret bids (`collectBids`, `settleAuction`). */
  | { op: 'auction'; lots: number }
  /** A Shady Auction: every player, clockwise from this one, bids in secret for the card on the Event table. */
  | { op: 'collectBids' }
  /** A Shady Auction: this player's secret bid. */
  | { op: 'placeBid' }
  /** A Shady Auction: the bids revealed, the single highest pays and takes the card; no bid or a tie, it is discarded. */
  | { op: 'settleAuction' }
  /**
   * For every `per` cards the frame's `removeCards` step removed, Search (`count`) one of these decks (the player picks
   * when there are several); at most `most` Searches (null: no limit).
   */
  | { op: 'searchPerRemoved'; per: number; most: number | null; decks: SharedDeckName[]; count: number }
  /** Draw cards until the hand holds the Hand Limit + `plus` cards. */
  | { op: 'drawUpToHandLimit'; plus: number }
  /** Take the top `count` cards of the player's own discard pile into hand (fewer if it holds fewer). */
  | { op: 'drawFromDiscardPile'; count: number }
  /** Discard every card in hand. */
  | { op: 'discardHand' }
  /** Discard the player's cheapest unit card (by Recruitment cost; their choice among equally cheap ones); needs two units. */
  | { op: 'discardCheapestUnit' }
  /** Discard a random card from hand (an enemy Magi's attack, ruling TW1). */
  | { op: 'discardRandomCard' }
  /** Discard a Power card (a Power Statistic card, plain or Empowered) from hand (an enemy Magi's attack, ruling TW1). */
  | { op: 'discardPowerCard' }
  /**
   * Discard `count` cards from the top of the player's deck; `after` cards discarded by the same effect before stay on
   * the discard pile should the deck be refilled from it (the Genies, Solmyr; rulings TW5, TW6).
   */
  | { op: 'discardFromDeck'; count: number; after: number }
  /** Take a copy of this card from the player's discard pile into hand (the Wall of Knowledge, ruling TW13). */
  | { op: 'takeCardFromDiscard'; card: string }
  /** Put cards of a shared deck face up on the Event table: `count`, or `count` per player in the game when `perPlayer`. */
  | { op: 'revealToTable'; deck: SharedDeckName; count: number; perPlayer: boolean }
  /**
   * Buy one card of the Event table at one of `prices` ('artifactLevel': 3, 5 or 7 gold for a Minor, Major or Relic
   * Artifact), into the hand or the deck (`takeFromTable`). `orElse`: the option instead of buying; null: the player
   * may buy nothing. `more`: after a card, the player may buy another, any number; `orDiscardTop`: instead of the
   * table's cards the player may buy the top card of that deck's discard pile, at its price (Artifact Merchant).
   */
  | { op: 'buyFromTable'; prices: Array<Partial<Resources>> | 'artifactLevel'; into: 'hand' | 'deck'; orElse: Effect[] | null; more?: boolean; orDiscardTop?: boolean }
  /**
   * Take a copy of this card (a card id: the frame outlives the copy's move into a hidden hand or deck) off the Event
   * table into hand, or into the deck shuffled with the discard pile (Mage Laboratory).
   */
  | { op: 'takeFromTable'; card: string; into: 'hand' | 'deck' }
  /** The cards left on the Event table go back: shuffled into their decks, or onto their discard piles. */
  | { op: 'clearTable'; to: 'deck' | 'discard' }
  /** Put the top `count` cards of this tier's neutral unit deck face up on the Event table. */
  | { op: 'neutralsToTable'; tier: Tier; count: number }
  /** The player may recruit one neutral unit card of the Event table at its printed cost (`unit` null: their choice of them). */
  | { op: 'recruitFromTable'; unit: string | null }
  /**
   * Put each neutral unit card left on the Event table on top of its deck or at its bottom, one at a time, as the
   * player chooses (`unit` null: the choice for the next card; else that card `where`).
   */
  | { op: 'placeTableNeutrals'; unit: string | null; where: 'top' | 'bottom' }
  /** Take one neutral unit card of the Event table: recruit it at its cost, or discard it to gain `orGain` (Prison). */
  | { op: 'pickFromTable'; orGain: Partial<Resources> }
  /** Take this card, the top card of one of that deck's discard piles, into hand (bought at an Event). */
  | { op: 'takeDiscardTop'; card: string }
  /**
   * Withered Hermit: the player has named `resource`; `count` Resource dice are thrown. None shows it: the player
   * gains one die's result of their choice (`gainDieFace`); else they lose one die's result of their choice
   * (`loseDieFace`).
   */
  | { op: 'guessDice'; resource: Resource; count: number }
  /** Gain the result of a Resource die face (the face 1–6). */
  | { op: 'gainDieFace'; face: number }
  /** Lose the result of a Resource die face, down to nothing of that resource (the face 1–6). */
  | { op: 'loseDieFace'; face: number }
  /** Roll Treasure and Resource dice into the Event's pool, within all players' reach (Mischievous Leprechaun). */
  | { op: 'rollDicePool'; treasure: number; resource: number }
  /** Throw one die of this kind to match the pool's (the frame remembers its face). */
  | { op: 'throwToMatch'; die: 'treasure' | 'resource' }
  /** The player may take one die of the pool that shows what one of their thrown dice shows, and resolve it. */
  | { op: 'matchDicePool' }
  /** Take a die of the pool showing this face and resolve it (a Treasure die's face, a Resource die's result). */
  | { op: 'takePoolDie'; die: 'treasure' | 'resource'; face: number }
  /** The dice left in the pool are taken away. */
  | { op: 'clearDicePool' }
  /** Marketplace: the player proposes a deal to the other players — some of one resource for some of another. */
  | { op: 'proposeDeal' }
  /** The deal proposed: every other player in turn, clockwise, may accept it, until one does. */
  | { op: 'offerDeal'; give: Partial<Resources>; get: Partial<Resources> }
  /** The player may accept `from`'s deal: they get `give` and pay `get`. */
  | { op: 'answerDeal'; from: PlayerId; give: Partial<Resources>; get: Partial<Resources> }
  /** The deal is made: the resources change hands, and no one else is asked. */
  | { op: 'acceptDeal'; from: PlayerId; give: Partial<Resources>; get: Partial<Resources> }
  /** Throw a Resource die: the player may pay what it shows to run `then` (Withered Hermit's Search). */
  | { op: 'rollPrice'; then: Effect[] }
  /** Discard this neutral unit card of the Event table to its tier's discard pile. */
  | { op: 'discardFromTable'; unit: string }
  /** Take back one Expert effect use spent this round (Helm of Heavenly Enlightenment, ruling FX110). */
  | { op: 'gainExpertUse' }
  /** For the rest of this turn, a field's negative morale effect is ignored (Crest of Valor, ruling FX116). */
  | { op: 'ignoreFieldMorale' }
  /**
   * Pay `gold` and take a War Machine of this kind from the pile (War Machine Cards, p. 26): it can start when the
   * player has the Gold, one is left, and they own none of it yet.
   */
  | { op: 'buyWarMachine'; machine: WarMachine; gold: number }
  /** If the player owns a War Machine of this kind, they draw `count` cards (Gem's First Aid I, ruling RA100). */
  | { op: 'drawWithWarMachine'; machine: WarMachine; count: number }
  /**
   * Reveal Spell deck cards until a Spell of this level appears; the player takes it into hand or discards it, and
   * the other revealed cards are shuffled back into the Spell deck (Eagle Eye, ruling FX112).
   */
  | { op: 'findSpell'; spellLevel: 'basic' | 'expert' }
  /**
   * Reveal Spell deck cards until a Spell of this School of Magic appears (Magic Arrow is of every School); the player
   * takes it into hand or discards it, and the other revealed cards are shuffled back into the deck (the Conflux box's
   * Tomes, ruling CF50).
   */
  | { op: 'findSchoolSpell'; school: SpellSchool }
  /**
   * Tarnum's Enchanters VI (rulings CF16, CF17): the player may cast the found Spells at once, outside the Spell limit,
   * those whose timing fits where the card is played and with the Power they have; on the map one at a time
   * (`castFoundSpell`), in combat in a castSpell window limited to them. Those not cast then go into the hand.
   */
  | { op: 'castFoundSpells' }
  /**
   * Enchanters VI (ruling CF18): each Spell cast that way goes on top of the Spell deck or onto its discard pile, the
   * player placing one at a time (`placeSpell`) in the order they like.
   */
  | { op: 'placeCastSpells' }
  /**
   * Apply combat effects of a card played in combat (combat/cardEffects.ts: combat registers this op), with the choices the
   * playCard action made (target, Power tier, space) and the window it was played in. Not a card effect: the combat
   * card module puts it into the frame of a play that mixes combat and map effects, so their order is kept (a fixed
   * draw among them only when the play is applied at once).
   */
  | { op: 'combatEffects'; effects: Array<CombatEffect | { op: 'draw'; count: number }>; card: string; target: string | null; power: number | null; space: number | null; ctx: PlayContext };

export type EffectOp = Effect['op'];

/** Any effect a card may carry. */
export type CardEffect = Effect | CombatEffect;
