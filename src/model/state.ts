/**
 * The game state and the protocol's vocabulary: decisions the game waits for, actions that answer them,
 * events it records. Everything here is plain JSON data.
 */
import type { Faction, Resource, Resources, Tier, HeroType, SpellSchool } from './content';
import type { Effect } from './effects';
import type { CombatState, Team, UnitAbilityChoice } from './combat';
import type { HeroRole, MapState } from './map';
import type { ScenarioDef } from './scenario';
import type { RuleVariants } from './variants';

/** A player's id: "p1", "p2", … in seat order. */
export type PlayerId = string;

/**
 * A card instance: its card id, "#", and a copy tag — "stat.attack#3", "spell.magic-arrow#1",
 * "specialty.rion-1#1" (a hero's own card). Each instance lives in exactly one zone.
 */
export type CardId = string;

/** The shared decks of Ability, Artifact and Spell cards. */
export type SharedDeckName = 'ability' | 'artifact' | 'spell';
/** The five decks the Artifact and Spell decks are split into (Split Artifact and Spell Decks, p. 57). */
export type SplitDeckName = 'minorArtifact' | 'majorArtifact' | 'relicArtifact' | 'basicSpell' | 'expertSpell';
/** A pile cards are taken from: a shared deck, or (Split Artifact and Spell Decks) one of the split decks. */
export type DeckPile = SharedDeckName | SplitDeckName;

/** The four Statistic supply piles. */
export type StatisticKind = 'attack' | 'defense' | 'power' | 'knowledge';

/** The game's difficulty (Difficulty, p. 51): the neutral guards and the starting bonuses. */
export type Difficulty = 'easy' | 'normal' | 'hard' | 'impossible';

/** A shared deck and its face-up discard pile (last element = top). */
export interface SharedDeck {
  /** Face down; the last element is the top card. */
  deck: CardId[];
  /** Face up; the last element is the top card. */
  discard: CardId[];
}

/** A unit card in a player's unit deck. Faction unit ids are unit ids ("castle.halberdiers"): one card each. */
export interface OwnedUnit {
  unit: string;
  side: 'few' | 'pack' | 'neutral';
  /** Cards put on the unit card (Cloak of the Undead King), bottom first; absent when there are none. */
  covers?: CardId[];
}

/**
 * The Gold Pool (rule variant, p. 57): what the player's units cost them, set aside from their resources (the Unspent
 * Pool) and returned when a unit is sold, perishes or is flipped to its Few side. Empty without the variant.
 */
export interface ReservedPool {
  /** The Reserved Pool: resources that cannot be spent, the sum of what the units below cost. */
  resources: Resources;
  /** What each unit bought while playing the Gold Pool cost, in the order they were bought. */
  units: ReservedUnit[];
}

/** What one unit of the unit deck cost its player (Gold Pool), and the discount cards kept with its card. */
export interface ReservedUnit {
  /** The unit card: a faction unit id, or a neutral unit instance. */
  unit: string;
  /** What recruiting it cost, as paid; nothing for a unit the player did not recruit (a starting unit). */
  recruit: Resources;
  /** What reinforcing it to its Pack side cost, as paid; nothing while it is a Few or was reinforced for free. */
  reinforce: Resources;
  /** The discount card that lowered its Recruitment cost, kept with the unit card; null when none did. */
  recruitCard: CardId | null;
  /** The discount card that lowered its Reinforcement cost; null when none did. */
  reinforceCard: CardId | null;
}

/** Morale, as tokens. Necropolis never holds any. */
export interface Morale {
  positive: boolean;
  negative: boolean;
  /** A second negative morale was gained: discard the whole hand when this player next ends a turn. */
  discardHandAtTurnEnd: boolean;
}

/** A Main or Secondary Hero's movement points this round. */
export interface Movement {
  /** Movement points per round (3 for a Main Hero, 2 for a Secondary Hero). */
  base: number;
  used: number;
  /** Extra MP gained; lasts only for the turn it was gained on. */
  extra: number;
}

/** Everything of one player's: hero, experience, resources, cards in each zone, town, units, heroes' movement, morale. */
export interface PlayerState {
  id: PlayerId;
  faction: Faction;
  /** Main Hero id; "" until chosen during setup. */
  hero: string;
  heroType: HeroType;
  /** Experience points, 0–12; the level is derived from it. */
  experience: number;
  resources: Resources;
  /** Income per Resource round, as on the production tracks. */
  income: Resources;
  /** Town Action tokens: true while active (unused this round). */
  tokens: { build: boolean; population: boolean; spellBook: boolean };
  /** Expert effects used this round. */
  expertUsed: number;
  /** Deck of Might & Magic: face down, last element is the top card. */
  deck: CardId[];
  hand: CardId[];
  /** Face up, last element is the top card. */
  discard: CardId[];
  /** Cards removed from the game. */
  removed: CardId[];
  /** Hero cards not gained yet: the Specialty cards of levels IV and VI. */
  setAside: CardId[];
  /** The one Permanent card in play, or null. */
  permanent: CardId | null;
  /** Building ids built in this player's town. */
  buildings: string[];
  /** Round in which the Mage Guild was built (its Spell Book token cannot be used that round); 0 if never. */
  mageGuildRound: number;
  /** Unit deck, in the order the cards were gained. */
  units: OwnedUnit[];
  /** The scenario's starting units: the unit deck is reset to these when every unit is lost. */
  startingUnits: OwnedUnit[];
  mainHero: Movement;
  /** The Secondary Hero's movement, or null when the player has none. */
  secondaryHero: Movement | null;
  morale: Morale;
  /** Town or Settlements held (the map keeps these current); a Secondary Hero needs one to be hired. */
  holdsTownOrSettlement: boolean;
  /** Faction Cubes of other players this player holds (one entry per cube, naming its owner). */
  factionCubes: PlayerId[];
  /**
   * Heroes of other players this player beat in combat (Scoring Victory Points, p. 54; scenarios that ask for every
   * enemy Main Hero): the players whose Main Hero they beat (each once), and how many Secondary Heroes.
   */
  defeated: { mainHeroes: PlayerId[]; secondaryHeroes: number };
  /** The fields where this player's heroes won a combat, each field and hero once (scenarios that ask for one). */
  wonAt: Array<{ field: number; hero: HeroRole }>;
  /**
   * Rounds ended in a row without a Town or Settlement (any held since resets it): the round the last one was lost
   * in is not a full round, so the fourth eliminates the player — three full rounds (Scenario End, p. 53).
   */
  roundsWithoutTown: number;
  /** Removed from the game (Scenario End, p. 53): takes no turns; still controls neutral units in others' combats. */
  eliminated: boolean;
  /** Once-per-turn building abilities already used this turn (building ids). */
  buildingsUsedThisTurn: string[];
  /**
   * Gold discounts played this turn (Head / Loins / Legs of Legion), each waiting to lower one unit's Recruitment or
   * Reinforcement cost; unused ones end with the turn.
   */
  unitDiscounts: number[];
  /** The next Spell Book purchase this turn is cheaper and searches more cards (Wisdom); null when none was played. */
  spellPurchase: { discount: number; search: number } | null;
  /** The player won a combat this turn that was fought (not a Quick Combat): Necromancy may be played. */
  wonCombatThisTurn: boolean;
  /** Rerolls Luck gives for the rest of this turn (player decisions where the dice are thrown). */
  luck: LuckRerolls;
  /** The Gold Pool's Reserved Pool (rule variant, p. 57): empty without the variant. Visible to every player. */
  reserved: ReservedPool;
}

/**
 * Luck (Ongoing, until the end of the turn): Basic — one reroll of a Resource die and one of a Treasure die;
 * Expert — every die the player throws may be rerolled once.
 */
export interface LuckRerolls {
  resourceDie: boolean;
  treasureDie: boolean;
  anyDie: boolean;
}

/** Where the game is in its round structure. */
export type Phase =
  | { step: 'chooseHero'; seat: number }
  | { step: 'startingBonus'; seat: number }
  /** Setup step 22: each player turns their Starting tile as they like. */
  | { step: 'orientStart'; seat: number }
  /** Tournament Mode (p. 54): both players roll for who starts, then the higher total chooses. */
  | { step: 'tournamentStart' }
  /** Tournament Mode: the players build the map, a tile at a time (`placeMapTile`). */
  | { step: 'buildMap' }
  | { step: 'roundStart' }
  | { step: 'turnStart'; seat: number }
  | { step: 'beginningOfTurn'; seat: number; used: string[] }
  | { step: 'turn'; seat: number }
  /** Alliance (Round Structure, p. 15): the team whose turn comes next chooses its order for the round (`teamTurns`). */
  | { step: 'teamOrder' }
  /** Every player has taken their turn: the end of the round's checks (Scenario End, p. 53) before the next one. */
  | { step: 'roundEnd' }
  /** Draft Start (p. 56): the starting decks are drafted; `seat` is the next player asked, seat by seat. */
  | { step: 'draftStart'; seat: number }
  /** A stand-alone combat (createCombat): the game is the combat. */
  | { step: 'combatSandbox' }
  | { step: 'ended' };

/** A card-effect program being run, with where it stands: the continuation that makes mid-effect saves work. */
export interface Frame {
  player: PlayerId;
  /** What started it: a card instance, a building id, "setup", … */
  source: string;
  effects: Effect[];
  /** Index of the next effect to run. */
  pc: number;
  /** Values remembered between steps (e.g. how many cards were discarded). */
  memory: Record<string, number>;
}

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
  | { kind: 'search'; player: PlayerId; deck: DeckPile; count: number; step: 'start' | 'pick'; optional: boolean }
  | { kind: 'searchOwnDeck'; player: PlayerId; count: number }
  | { kind: 'discardCards'; player: PlayerId; source: string; min: number; max: number; discarded: number; purpose: 'discard' | 'cycle' }
  /** `tradable`: only a card a Trading Post takes (not a Specialty, Statistic or Starting Ability card, nor Magic Arrow). */
  | { kind: 'removeCard'; player: PlayerId; source: string; category: string | null; optional: boolean; tradable: boolean }
  | { kind: 'takeFromDiscard'; player: PlayerId; source: string; category: string; optional: boolean }
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
  | { kind: 'lookAtTopCard'; player: PlayerId; source: string; deck: DeckPile }
  /** Split Artifact and Spell Decks (p. 57): the player picks which of the open decks the effect takes from. */
  | { kind: 'chooseDeck'; player: PlayerId; source: string; decks: SplitDeckName[] }
  | { kind: 'reinforceFree'; player: PlayerId; source: string; tiers: Tier[] }
  | { kind: 'summonNeutral'; player: PlayerId; source: string; step: 'tier' | 'recruit'; tiers: Tier[] }
  | { kind: 'reinforceHalfGold'; player: PlayerId; source: string; tiers: Tier[] }
  | { kind: 'reinforceHalfCost'; player: PlayerId; source: string; tiers: Tier[] }
  | { kind: 'spendMoraleFirst'; player: PlayerId; source: string }
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
  /** A combat was declared (Town Actions, p. 19): the player may take Town actions before it is set up, then passes. */
  | { kind: 'combatDeclared'; player: PlayerId }
  /** An enemy hero moved onto the player's Secondary Hero (p. 16): instant defeat, or a combat. */
  | { kind: 'secondaryHeroAttacked'; player: PlayerId; field: number }
  /** An enemy hero moved onto the player's town or settlement, none of their heroes there (p. 44): pay 8 gold to defend it with their units, or not. */
  | { kind: 'townAttacked'; player: PlayerId; field: number }
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
  /** The player may play a Spell now (Intelligence; `free`: outside the Spell limit), Empowering it first, or pass. */
  | { kind: 'castSpell'; player: PlayerId; free: boolean }
  | { kind: 'combatRoundEnd'; player: PlayerId }
  /**
   * A unit's ability offers its controller a choice (src/combat/abilities.ts): `unit` is the unit whose ability
   * it is, `target` the unit it acts on (the attacker whose die Halberdiers ignore, the unit Archangels save,
   * the unit Ghost Dragons push), or null.
   */
  | { kind: 'unitAbility'; player: PlayerId; unit: string; ability: UnitAbilityChoice; target: string | null };

/** A deck the Rogues may look at the top card of: a shared deck, a neutral unit deck by tier, or the player's own deck. */
export type PeekableDeck = SharedDeckName | Tier | 'own';

/** The kinds of decision (`Decision['kind']`). */
export type DecisionKind = Decision['kind'];

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
  // Search
  | { type: 'searchReveal' }
  | { type: 'searchTakeDiscard' }
  | { type: 'searchPick'; card: CardId }
  | { type: 'searchReplaceRevealed'; card: CardId }
  /** Split Artifact and Spell Decks (p. 57): take from this one of the open decks. */
  | { type: 'chooseDeck'; deck: SplitDeckName }
  // Dice
  | { type: 'keepDie'; index: number }
  | { type: 'keepDice' }
  /**
   * Reroll a die you threw: with positive morale, or (`using: 'luck'`) with a reroll Luck gives, or (`using:
   * 'astrologers'`) with the reroll the Astrologers Proclaim card in force gives (Swift Weasel). One form per reroll: a
   * morale reroll names no `using`.
   */
  | { type: 'rerollDie'; index: number; using?: 'luck' | 'astrologers' }
  // Cards chosen from a zone
  | { type: 'removeCard'; card: CardId }
  | { type: 'takeCard'; card: CardId }
  | { type: 'finishDiscarding' }
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
  | { type: 'chooseSchool'; school: SpellSchool };

/** The types of action (`Action['type']`). */
export type ActionType = ActionBody['type'];

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
  | { type: 'cardGained'; player: PlayerId; card: CardId; from: string }
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
  | { type: 'incomeChanged'; player: PlayerId; income: Resources; reason: string }
  | { type: 'grailTaken'; player: PlayerId }
  /** A hero went back to the field it last visited (a retreat), or to a town or settlement (defeated). */
  | { type: 'heroReturned'; player: PlayerId; hero: HeroRole; field: number }
  /** A hero was put on a town or settlement of its player (a Secondary Hero hired). */
  | { type: 'heroPlaced'; player: PlayerId; hero: HeroRole; field: number }
  /** The player's hero moved onto `field` and declared a combat against `defender` (null: the field's neutrals). */
  | { type: 'combatDeclared'; player: PlayerId; hero: HeroRole; field: number; defender: PlayerId | null }
  /** The player's Secondary Hero, attacked by `by`, chose to be defeated without a combat. */
  | { type: 'instantlyDefeated'; player: PlayerId; by: PlayerId }
  /** The player looked at the top card of `deck` (Rogues) and left it there or put it at the bottom (`toBottom`). */
  | { type: 'topCardPeeked'; player: PlayerId; deck: PeekableDeck; toBottom: boolean }
  // Combat
  | { type: 'combatStarted'; attacker: PlayerId | null; defender: PlayerId | null }
  | { type: 'unitPlaced'; unit: string; space: number }
  | { type: 'combatRoundStarted'; round: number }
  | { type: 'unitActivated'; unit: string }
  | { type: 'activationSkipped'; unit: string; reason: string }
  | { type: 'unitMoved'; unit: string; from: number; to: number }
  | { type: 'unitDefended'; unit: string }
  | { type: 'attackDeclared'; attacker: string; target: string; retaliation: boolean }
  | { type: 'attackResolved'; attacker: string; target: string; attack: number; defense: number; damage: number }
  | { type: 'damageDealt'; unit: string; amount: number; source: string; flipped: boolean; defeated: boolean }
  | { type: 'obstacleDestroyed'; unit: string }
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
  | { type: 'secondaryHeroRemoved'; player: PlayerId };

/** The types of event (`GameEvent['type']`). */
export type EventType = EventBody['type'];

/** Scripted dice for tutorials and tests: consumed in order, each kind on its own, before the generator. */
export interface ScriptedDice {
  /** Attack die results: -1, 0 or +1. */
  attack: number[];
  /** Resource die faces 1–6 (see RESOURCE_DIE). */
  resource: number[];
  /** Treasure die faces 1–6 (see TREASURE_DIE). */
  treasure: number[];
}

/** Why a game ended. */
export type GameEndReason =
  /** A scenario's victory condition was met (its `victory` list). */
  | 'victory'
  /** A Cooperative scenario's defeat condition was met: every player lost. */
  | 'defeat'
  /** Every enemy faction was eliminated (Scenario End, p. 53). */
  | 'elimination'
  /** In a Clash of three or more players, a player collected a Faction Cube from every enemy (Scenario End, p. 53). */
  | 'factionCubes'
  /** The scenario's last round is over: its `timeout` says who, if anyone, wins. */
  | 'roundLimit'
  /** A stand-alone combat (createCombat) is over. */
  | 'combatOver';

/** One player's place when the game ended. */
export interface Standing {
  player: PlayerId;
  /** 1 is the best; players the tiebreak cannot tell apart share a rank (a draw: every player is 1). */
  rank: number;
  /** The player won (alone or with their team). */
  won: boolean;
  /** Removed from the game (Scenario End, p. 53). */
  eliminated: boolean;
  /** Victory Points by the table of Scoring Victory Points (p. 54), counted for every game. */
  victoryPoints: number;
  /** The Main Hero's level. */
  level: number;
  /** Buildings in the player's town. */
  buildings: number;
  /** Unit cards in the player's unit deck. */
  units: number;
}

/**
 * How a game (or a stand-alone combat) ended: why, who won, and each player's standing, best first.
 */
export interface GameResult {
  reason: GameEndReason;
  /** What ended the game, as a player reads it ("Catherine's army took the enemy Town"). */
  why: string;
  /** The winners: one player, a team, or none (a draw, or every player lost). */
  winners: PlayerId[];
  /** The single winner, or null when nobody or a team won. */
  winner: PlayerId | null;
  /** Every player, best first, by the tiebreak the scenario or mode defines (never seat order). */
  standings: Standing[];
}

/** An Alliance round's turn order as the teams chose it (Round Structure, p. 15). */
export interface TeamTurns {
  /** Per team of the scenario's `teams`, the seats in the order it chose for this round, first to last; [] until it chooses. */
  orders: number[][];
  /** The seats whose turn has come this round (taken, or passed over when eliminated), in order. */
  played: number[];
}

/**
 * The whole game, as plain JSON: save it with `JSON.stringify`, load it with `loadState`. States are never changed:
 * `apply` returns a new one. Send players `viewFor(state, player)`, never the state (it holds every hidden card).
 */
export interface GameState {
  schema: 'homm3bg-engine/state@1';
  config: GameSetup;
  /** The seeded generator's state (seedrandom alea). */
  rng: [number, number, number, number];
  scriptedDice: ScriptedDice;
  round: number;
  phase: Phase;
  /** An Alliance game's turn order this round (Round Structure, p. 15); null in every other mode. */
  teamTurns: TeamTurns | null;
  players: PlayerState[];
  decks: Record<SharedDeckName, SharedDeck>;
  /**
   * Split Artifact and Spell Decks (p. 57): the five split decks, which then hold every Artifact and Spell card of the
   * shared decks (`decks.artifact` and `decks.spell` stay empty); absent without the variant.
   */
  splitDecks?: Record<SplitDeckName, SharedDeck>;
  statisticSupply: Record<StatisticKind, CardId[]>;
  neutralDecks: Record<Tier, { deck: string[]; discard: string[] }>;
  /** The Astrologers Proclaim deck; absent in a stand-alone combat (createCombat), which has none. */
  astrologers?: AstrologersState;
  /** Draft Start (p. 56) while the starting decks are drafted; absent otherwise. */
  draftStart?: DraftStartState;
  /** Cards a player is looking at during a Search, owned by the pending decision's player. */
  revealed: CardId[];
  /** The adventure map; null in a stand-alone combat (createCombat). */
  map: MapState | null;
  /** The combat being fought, or null. */
  combat: CombatState | null;
  stack: Frame[];
  pending: Decision | null;
  log: GameEvent[];
  /** Number of events ever recorded (the next event's seq). */
  eventCount: number;
  result: GameResult | null;
  /** What Tournament Mode (p. 54) keeps track of; null in every other game. */
  tournament: TournamentState | null;
}

/** The stages of building a Tournament map (p. 54), in order. */
export type MapStage = 'center' | 'near' | 'starting' | 'far';

/** What Tournament Mode keeps track of. */
export interface TournamentState {
  /** Per location of the scenario's `firstFlag` objectives, the first player to flag it. */
  firstFlags: Array<{ location: string; player: PlayerId }>;
}

/** The normalized setup the game was created from (kept in the state for replay and rules that read it). */
export interface GameSetup {
  seed: string;
  scenario: ScenarioDef;
  difficulty: Difficulty;
  players: Array<{ id: PlayerId; hero: string | null }>;
  /** Events state.log keeps in all, counting earlier applies' (the last apply's are always all kept). */
  logLimit: number;
  /**
   * Combat Rounds a combat with no time limit (against a player, an AI hero, Azure neutrals) may last before it ends
   * as the attacker's retreat; 0: no limit, as in the rules. A server's guard against a player who stalls.
   */
  combatRoundLimit: number;
  /**
   * When Astrologers Proclaim cards are drawn (Optional Rules Table, p. 56–59): 'standard' in Astrologers rounds,
   * 'everyRound' in Resource rounds too, 'none' never. Absent in a stand-alone combat (createCombat).
   */
  astrologers?: AstrologersMode;
  /** The rule variants in play (p. 56–59), every one named: see `GameConfig.variants`. */
  variants: RuleVariants;
}

/**
 * Draft Start (Rule Variants, p. 56): the players draft their starting decks from the Artifact, Ability and Spell
 * decks, keep 7 of them with their Statistic cards, and add the two cards they set aside. The cards each player keeps
 * go to their deck as they draft; `state.phase` says whose decision comes next.
 */
export interface DraftStartState {
  /** The first packets go to the left, the second to the right; then each player keeps 7 cards of their deck (`cut`). */
  round: 'left' | 'right' | 'cut';
  /** The packet each player holds, by player id: seen by that player only. */
  packets: Record<PlayerId, CardId[]>;
  /** Each player's Starting Ability and Level I Specialty cards, set aside until the deck is built: face up. */
  setAside: Record<PlayerId, CardId[]>;
  /** The cards each player keeps of their drafted deck, by player id: seen by that player only. */
  kept: Record<PlayerId, CardId[]>;
}

/** When Astrologers Proclaim cards are drawn: see `GameSetup.astrologers`. */
export type AstrologersMode = 'standard' | 'everyRound' | 'none';

/**
 * The Astrologers Proclaim deck next to the Round Tracker (Setup step 21, p. 12; Round Structure, p. 15), the card in
 * force and what it still owes.
 */
export interface AstrologersState {
  /** Face down; the last element is the top card. */
  deck: CardId[];
  /** Face up; the last element is the top card. */
  discard: CardId[];
  /** The card proclaimed last, face up: its rules hold until the next card is proclaimed; null before the first. */
  active: CardId | null;
  /**
   * Proclaimed cards whose change to the next Resource round's gain is still to come (Gold Dragon), in the order they
   * were proclaimed. They name cards of the deck, its discard pile or `active`: this is no zone of its own.
   */
  nextResourceRound: CardId[];
  /** Players who have had the benefit the card in force gives once per turn or once while it is in force. */
  used: PlayerId[];
}
