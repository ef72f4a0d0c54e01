/**
 * The decisions the game waits for: each names the player who answers it. Everything here is plain JSON data.
 */
import type { CardCategory, Resources, Tier, WarMachine } from './content';
import type { Effect } from './effects';
import type { Team, UnitAbilityChoice } from './combat';
import type { HeroRole } from './map';
import type { AiTiePurpose } from './aiDeck';
import type { PlayerId, CardId, SharedDeckName, SplitDeckName, DeckPile, MapStage, StatisticKind } from './state';

/** One option of a choice offered to a player (effects of a card, a building, a bonus). */
export interface ChoiceOption {
  /** Stable key for the option, e.g. "gold", "morale". */
  key: string;
  effects: Effect[];
}

/** The decision the game waits for. */
export type Decision =
  | { kind: 'chooseHero'; player: PlayerId }
  | { kind: 'choose'; player: PlayerId; source: string; options: ChoiceOption[]; optional: boolean }
  | { kind: 'refreshHand'; player: PlayerId }
  | { kind: 'beginningOfTurn'; player: PlayerId; buildings: string[] }
  | { kind: 'turn'; player: PlayerId }
  /**
   * Alliance (Round Structure, p. 15): the player chooses, for their team, which of `choices` takes the team's first
   * turn this round (`step: 'first'`), or its last (`'last'`, a team of three or more).
   */
  | { kind: 'teamOrder'; player: PlayerId; step: 'first' | 'last'; choices: PlayerId[] }
  /**
   * Alliance trading (p. 52): the ally `from` offers a trade of resources; `resources` are signed from `from`'s side
   * (positive: `from` gives them to the player, negative: `from` asks the player for them). `acceptOffer` or `decline`.
   */
  | { kind: 'allyOffer'; player: PlayerId; from: PlayerId; resources: Resources }
  /** Alliance trading (p. 52): the ally `from` offers `card` from their hand for one of the player's: `giveCard`, or `decline`. */
  | { kind: 'cardOffer'; player: PlayerId; from: PlayerId; card: CardId }
  | { kind: 'recruiting'; player: PlayerId }
  /** Neutral Army (rule variant, p. 56): the Neutral Unit cards drawn are in `revealed`; recruit any, then finish. */
  | { kind: 'neutralArmy'; player: PlayerId }
  /** `orRemove`, `found`: as the `search` effect's (the card may be Removed instead; it waits with the found Spells). */
  | { kind: 'search'; player: PlayerId; deck: DeckPile; count: number; step: 'start' | 'pick'; optional: boolean; orRemove?: true; found?: true }
  | { kind: 'searchOwnDeck'; player: PlayerId; count: number }
  | { kind: 'discardCards'; player: PlayerId; source: string; min: number; max: number; discarded: number; purpose: 'discard' | 'cycle' }
  /** `tradable`: only a card a Trading Post takes (not a Specialty, Statistic or Starting Ability card, nor Magic Arrow). */
  | { kind: 'removeCard'; player: PlayerId; source: string; category: string | null; optional: boolean; tradable: boolean }
  /** Remove cards of these categories from hand one at a time (`removeCard`), at least `min`, then `decline` to stop. */
  | { kind: 'removeCards'; player: PlayerId; source: string; categories: CardCategory[]; min: number; removed: number }
  /** Remove a card from the hand or the discard pile (`removeCard`), up to `most` in all, or `decline` to stop. */
  | { kind: 'removeFromHandOrDiscard'; player: PlayerId; source: string; most: number; removed: number }
  /**
   * Replace a Statistic card of `from` with the Empowered card of its kind (`removeCard` it; the Empowered card comes to
   * hand, or with `to` 'discard' on top of the discard pile), up to `most` in all, or `decline` to stop; `taken`: the
   * kinds replaced so far (with `differentKinds`, not again); `gold`: what each replacement costs (0: nothing).
   */
  | { kind: 'empowerStatistic'; player: PlayerId; source: string; from: 'hand' | 'handOrDiscard'; most: number; differentKinds: boolean; taken: StatisticKind[]; gold: number; to?: 'discard' }
  /** Forty Thieves: of the two Event cards on top of the Event deck, `takeCard` the one to resolve; the other goes to its bottom. */
  | { kind: 'chooseEvent'; player: PlayerId; cards: CardId[] }
  /** Magical Forest: `takeCard` a card of these categories from the hand to put face down into the pool. */
  | { kind: 'putInPool'; player: PlayerId; source: string; categories: CardCategory[] }
  /** A Shady Auction: `bid` 0 to `most` gold (the player's gold), in secret, for `card`. */
  | { kind: 'placeBid'; player: PlayerId; source: string; card: CardId; most: number }
  /** Discard one of `units` (the player's cheapest unit cards): `chooseUnit`. */
  | { kind: 'discardUnit'; player: PlayerId; source: string; units: string[] }
  /** `takeCard` a card of the category (null: any) from the discard pile; never `except`, the card being played (IN53). */
  | { kind: 'takeFromDiscard'; player: PlayerId; source: string; category: string | null; optional: boolean; except?: CardId; top?: number }
  | { kind: 'keepResourceDie'; player: PlayerId; source: string; faces: number[]; keep: 'one' | 'all'; luckRerolled: number[] }
  /** Treasure Dice an effect threw: keep them (or pick the one to resolve), or reroll one first (morale, Luck). */
  | { kind: 'keepTreasureDie'; player: PlayerId; source: string; faces: number[]; keep: 'one' | 'all'; luckRerolled: number[] }
  /** An Attack die a card effect threw (Hourglass of the Evil Hour): keep it, or reroll it (morale, Luck). */
  | { kind: 'keepAttackDie'; player: PlayerId; source: string; face: number; luckUsed: boolean }
  /**
   * The player looks at the top cards of their discard pile (in `revealed`): the one returned to hand (`pick`), then
   * the others put back on the pile one at a time, the first lowest (`order`).
   */
  | { kind: 'lookAtDiscard'; player: PlayerId; source: string; step: 'pick' | 'order' }
  /** The player looks at the top card of a shared deck (in `revealed`): into hand, or onto that deck's discard pile. */
  | { kind: 'lookAtTopCard'; player: PlayerId; source: string; deck: DeckPile; orRemove?: true }
  /** Split Artifact and Spell Decks (p. 57): the player picks which of the open decks the effect takes from. */
  | { kind: 'chooseDeck'; player: PlayerId; source: string; decks: SplitDeckName[] }
  | { kind: 'reinforceFree'; player: PlayerId; source: string; tiers: Tier[] }
  | { kind: 'summonNeutral'; player: PlayerId; source: string; step: 'tier' | 'recruit'; tiers: Tier[] }
  /** `drawNeutralsToRecruit`: the deck of the next card (`draw`, `left` more at most), then the unit to recruit (`recruit`). */
  | { kind: 'drawNeutrals'; player: PlayerId; source: string; step: 'draw' | 'recruit'; left: number }
  /**
   * Visions: the Neutral Unit deck to draw `count` cards from (`deck` null: `summonFrom`), then each card drawn (in
   * `revealed`) discarded (`discard`) or put back on top of its deck (`takeCard`), the first put back lowest.
   */
  | { kind: 'visions'; player: PlayerId; source: string; count: number; deck: Tier | null }
  /** The Thieves' Guild (ruling CV18): the deck to look at (null: not named yet; 'own' with `owner`: that player's deck), then the card to discard. */
  | { kind: 'thievesGuild'; player: PlayerId; source: string; deck: PeekableDeck | null; owner: PlayerId | null }
  | { kind: 'reinforceHalfGold'; player: PlayerId; source: string; tiers: Tier[] }
  | { kind: 'reinforceHalfCost'; player: PlayerId; source: string; tiers: Tier[] }
  /** Reinforce a Few unit of the tiers for its Reinforcement cost with `gold` gold off, not below 0 (Hill Fort), or decline. */
  | { kind: 'reinforceForLess'; player: PlayerId; source: string; tiers: Tier[]; gold: number }
  /** Unexpected Reinforcements: recruit one of these neutral cards of the player's faction (instances) for free, or none. */
  | { kind: 'recruitFactionNeutral'; player: PlayerId; source: string; units: string[] }
  /** Take one of the top `count` cards of these discard piles into hand (`takeCard`), paying by `goldByLevel`; `decline` when optional. */
  | { kind: 'buyFromDiscardPile'; player: PlayerId; source: string; decks: DeckPile[]; count: number; goldByLevel: number[] | null; optional: boolean }
  /**
   * Library of Enlightenment: `removeCard` a Statistic card of the hand or discard pile, paying `gold` (`decline` to
   * stop), then, with `removed` set, `takeCard` the supply card replacing it, into `into`; `left` replacements remain.
   */
  | { kind: 'replaceStatistic'; player: PlayerId; source: string; gold: number; left: number; removed: CardId | null; into: 'hand' | 'discard' }
  | { kind: 'spendMoraleFirst'; player: PlayerId; source: string }
  /**
   * A third Spell Scroll was gained (p. 26): `choose` 'new' discards it with its Spells, 'scroll1' or 'scroll2' the one
   * held in that place (the new one takes its place).
   */
  | { kind: 'thirdSpellScroll'; player: PlayerId }
  /** At a Trading Post (p. 52): `removeCard` sells a Spell on one of the player's Spell Scrolls for 2 gold; `decline` stops. */
  | { kind: 'sellScrollSpells'; player: PlayerId; source: string }
  /**
   * Enchanters VI on the map (ruling CF16): `playCard` one of the found Spells (a map cast, at a Power tier up to the
   * Power played), or `pass` — the Spells not cast go into the hand.
   */
  | { kind: 'castFoundSpell'; player: PlayerId; source: string }
  /** Enchanters VI (ruling CF18): `placeSpell {card, on}` a cast Spell on top of the Spell deck or onto its discard pile. */
  | { kind: 'placeSpell'; player: PlayerId }
  /**
   * The player's Main Hero is about to reach `level` (a gain of experience): they may play a card that advances it
   * further first (Learning, `playCard`), or `decline`; then the level-ups resolve.
   */
  | { kind: 'aboutToLevelUp'; player: PlayerId; level: number }
  // Map
  // Draft Start (p. 56)
  /** The player keeps one card of the packet they hold (`takeCard`); the rest go on to the next player. */
  | { kind: 'draftPick'; player: PlayerId }
  /** The player keeps a card of their drafted deck (`takeCard`), 7 in all, for their starting deck. */
  | { kind: 'draftKeep'; player: PlayerId }
  /** The player turns the tile they placed or discovered (or their Starting tile): one of `rotations`. */
  | { kind: 'rotateTile'; player: PlayerId; tile: number; rotations: number[] }
  /** The player picks a field for their hero: where a defeated Main Hero goes, where a Secondary Hero is hired. */
  | { kind: 'chooseField'; player: PlayerId; hero: HeroRole; purpose: 'defeated' | 'hired'; fields: number[] }
  /** An AI Hero's move is tied (AI Hero Turns, p. 48): the player picks the field it steps to (`chooseField`; ruling AH3). */
  | { kind: 'aiHeroStep'; player: PlayerId; hero: string; fields: number[] }
  /** A combat was declared (Town Actions, p. 19): the player may take Town actions before it is set up, then passes. */
  | { kind: 'combatDeclared'; player: PlayerId }
  /** An enemy hero moved onto the player's Secondary Hero (p. 16): instant defeat, or a combat. */
  | { kind: 'secondaryHeroAttacked'; player: PlayerId; field: number }
  /** An enemy hero moved onto the player's town or settlement, none of their heroes there (p. 44): pay 8 gold to defend it with their units, or not. */
  | { kind: 'townAttacked'; player: PlayerId; field: number }
  /**
   * A Random Town (Inferno expansion): the highest roller names the Faction not in play that defends it (`purpose`
   * 'faction', options: faction ids), or the player controlling its defense names its Bronze unit ('bronze', options:
   * unit ids). Answered by `choose {option}`.
   */
  | { kind: 'randomTown'; player: PlayerId; field: number; purpose: 'faction' | 'bronze'; options: string[] }
  /** A Redwood Observatory: the player discovers a face-down tile next to its tile, or places one from their supply there. */
  | { kind: 'discoverNear'; player: PlayerId; hero: HeroRole; tiles: number[]; places: Array<{ q: number; r: number }> }
  /** Tournament Mode: the player who rolled higher chooses who starts (`chooseStarter`). */
  | { kind: 'chooseStarter'; player: PlayerId; totals: number[] }
  /** Tournament Mode: the player places the revealed tile `tile` (a printed name) of the `stage` (`placeMapTile`). */
  | { kind: 'placeMapTile'; player: PlayerId; tile: string; stage: MapStage }
  /** Tournament Mode, round 1: the player may shuffle their hand into their deck and draw a new one (`mulligan`) or keep it (`decline`). */
  | { kind: 'mulligan'; player: PlayerId }
  /** A Redwood Observatory in Tournament Mode: the player turns one of these tiles next to it (`turnTile`), or `decline`s. */
  | { kind: 'turnNearTile'; player: PlayerId; tiles: number[] }
  /** The player trades resources with the game by the trade table, one trade at a time, until they finish. */
  | { kind: 'trading'; player: PlayerId; source: string }
  // Cards and unit abilities on the map
  /** Town Portal: the player picks the Town or Settlement their Main Hero moves to (`chooseField`). */
  | { kind: 'townPortal'; player: PlayerId; source: string; fields: number[] }
  /** Castle Gate: the opponent whose hand loses a random card. */
  | { kind: 'pickOpponent'; player: PlayerId; source: string; choices: PlayerId[] }
  /** View Earth: the player picks the enemy Mine (`chooseField`) whose cube becomes theirs. */
  | { kind: 'takeMine'; player: PlayerId; source: string; fields: number[] }
  /** Fly: the Main Hero stands on a Blocked field it is passing over, and takes its next step (`moveHero`) off it. */
  | { kind: 'flyOver'; player: PlayerId; hero: HeroRole }
  /** Pathfinding: the hero passing through neutral units or an enemy hero moves on (`moveHero`), or stops there for a combat (`decline`). */
  | { kind: 'passThrough'; player: PlayerId; hero: HeroRole }
  /** Remove Obstacle: the caster picks a Wall or the Gate to destroy (`chooseUnit`), `left` more to go after it. */
  | { kind: 'removeObstacle'; player: PlayerId; left: number }
  /**
   * Meteor Shower: the player picks (`chooseUnit`) a unit next to `target`, `left` more to pick; the units `chosen` so
   * far and the target then suffer `amount` damage from `card`.
   */
  | { kind: 'meteorShower'; player: PlayerId; card: CardId; target: string; chosen: string[]; left: number; amount: number }
  /**
   * Quicksand: the caster places its face-down tokens one at a time (`placeToken {space}`) or stops (`decline`); `empty`
   * and `marked` tokens are still to place (each placed token's face is drawn from them), for the card `card`.
   */
  | { kind: 'placeTokens'; player: PlayerId; card: CardId; token: 'quicksand'; empty: number; marked: number }
  /** Dimension Door: the player picks the field (`chooseField`) their Main Hero moves to. */
  | { kind: 'dimensionDoor'; player: PlayerId; source: string; fields: number[] }
  /**
   * A hero flies (Angel Wings): `moveHero` steps of that hero through any fields without resolving them, or `decline`
   * to land, resolving the field it stands on once it `moved`.
   */
  | { kind: 'flight'; player: PlayerId; source: string; hero: HeroRole; moved: boolean }
  /** Speculum: the player discovers one of these face-down tiles next to their Main Hero's tile (`discoverTile`). */
  | { kind: 'discoverNearHero'; player: PlayerId; source: string; tiles: number[] }
  /**
   * A combat with the neutrals guarding `field` was declared, and the player may skip it with Diplomacy's Expert
   * effect (`playCard`), visiting the field instead, or fight (`decline`).
   */
  | { kind: 'skipCombat'; player: PlayerId; hero: HeroRole; field: number }
  /**
   * The turn is ending and the Main Hero may move to an adjacent empty field `moves` more times (Logistics, Nomads):
   * `moveHero`, or `decline` to end the turn.
   */
  | { kind: 'moveAtTurnEnd'; player: PlayerId; moves: number }
  /** The Rogues' look: the top card of `deck` is in `revealed`; `choose` 'top' leaves it there, 'bottom' moves it under the deck. */
  | { kind: 'peekedCard'; player: PlayerId; deck: PeekableDeck }
  // Combat
  | { kind: 'placeUnits'; player: PlayerId; team: Team }
  | { kind: 'chooseActivation'; player: PlayerId; units: string[] }
  /** Before `unit` activates, the player may activate one of their Ranged units instead (Bowstring of the Unicorn's Mane). */
  | { kind: 'beforeActivation'; player: PlayerId; unit: string }
  | { kind: 'activation'; player: PlayerId; unit: string; stage: 'start' | 'moved' | 'attacked' }
  | { kind: 'reaction'; player: PlayerId; attacker: string; target: string }
  | { kind: 'attackRoll'; player: PlayerId; die: 'attack' | 'defense'; faces: number[] }
  | { kind: 'afterSpell'; player: PlayerId; spell: CardId }
  /** The start-of-combat window: the player may play start-of-combat cards (Tactics, Shackles of War), then passes. */
  | { kind: 'combatStart'; player: PlayerId }
  /** The attack would defeat the player's unit `target`: they may cancel it with a card (Resurrection), or pass. */
  | { kind: 'attackOutcome'; player: PlayerId; attacker: string; target: string }
  /** The player just cast `spell`, a Spell of any school (Magic Arrow): they pick the School of Magic it is cast as. */
  | { kind: 'spellSchool'; player: PlayerId; spell: CardId }
  /** The enemy just cast `spell` with `paid` Power: the player may answer it (Resistance) before it takes effect, or pass. */
  | { kind: 'answerSpell'; player: PlayerId; caster: PlayerId; spell: CardId; paid: number }
  /** A Combat Round starts: the player may play a card that lets them cast a Spell now (Intelligence), or pass. */
  | { kind: 'roundStart'; player: PlayerId }
  /**
   * The player may play a Spell now (Intelligence; `free`: outside the Spell limit), Empowering it first, or pass;
   * `found`: only a Spell Enchanters VI found (ruling CF16).
   */
  | { kind: 'castSpell'; player: PlayerId; free: boolean; found?: true }
  | { kind: 'combatRoundEnd'; player: PlayerId }
  /**
   * The player's War Machine acts at the start of a Combat Round and `units` are its equal choices (War Machine
   * Cards, p. 26): the enemy units tied for the lowest Initiative (Ballista), or their own damaged units (First Aid
   * Tent). A `chooseUnit` picks one.
   */
  | { kind: 'warMachine'; player: PlayerId; machine: WarMachine; units: string[] }
  /**
   * A unit's ability offers its controller a choice (src/combat/abilities.ts): `unit` is the unit whose ability
   * it is, `target` the unit it acts on (the attacker whose die Halberdiers ignore, the unit Archangels save,
   * the unit Ghost Dragons push), or null.
   */
  | { kind: 'unitAbility'; player: PlayerId; unit: string; ability: UnitAbilityChoice; target: string | null }
  /**
   * The AI rules leave an AI Hero's choice tied (AI Decks, p. 49; Casting Complex Spells, p. 50): the player it fights
   * picks one of `units` (a `chooseUnit`) or `spaces` (a `moveUnit`). `unit` is the AI unit activating, `card` the AI
   * card resolved, `spell` the Spell cast (both in `aiHero.resolving`), `amount` the Defense or Power, `target` the
   * Spell's target already chosen (Fireball's second space, Teleport's enemy).
   */
  | {
      kind: 'aiTie';
      player: PlayerId;
      unit: string;
      purpose: AiTiePurpose;
      card: CardId | null;
      spell: CardId | null;
      amount: number;
      target: string | null;
      units: string[];
      spaces: number[];
    };

/** A deck the Rogues may look at the top card of: a shared deck, a neutral unit deck by tier, or the player's own deck. */
export type PeekableDeck = SharedDeckName | Tier | 'own';

/** The kinds of decision (`Decision['kind']`). */
export type DecisionKind = Decision['kind'];
