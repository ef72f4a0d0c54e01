/**
 * The game state: players, decks, the map, the combat, the stack of effects, the pending decision and the log. The
 * protocol's vocabulary is in decisions.ts, actions.ts and events.ts. Everything here is plain JSON data.
 */
import type { Expansion, Faction, Resource, Resources, Tier, HeroType, SpellSchool, WarMachine } from './content';
import type { Effect } from './effects';
import type { CombatState, Team, UnitAbilityChoice } from './combat';
import type { HeroRole, MapState } from './map';
import type { ScenarioDef } from './scenario';
import type { RuleVariants } from './variants';
import type { Decision } from './decisions';
import type { Action } from './actions';
import type { GameEvent } from './events';
import type { CampaignCarry } from './campaign';

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
  /** Faction cubes on the town building that keeps them (Fortress: Cage of Warlords), spent in combat for +1 Attack or Defense each. */
  townCubes: number;
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
  /** Crest of Valor: for the rest of this turn a field's negative morale effect is ignored (absent: not played). */
  fieldMoraleIgnored?: boolean;
  /** Fly: for the rest of this turn the Main Hero may move through Blocked fields (absent: not cast). */
  flying?: boolean;
  /**
   * Pathfinding (Basic): for the rest of this turn the Main Hero may move through fields with neutral units and
   * enemy heroes, a combat beginning only where they stop (absent: not played).
   */
  pathfinding?: boolean;
  /** Scouting: the next Search of a shared deck this turn is Search (this) if that is more (absent: not played, or used). */
  scouting?: number;
  /** The round the player last took a Spell of a School instead of Searching (Conflux's Magic University; absent: never). */
  schoolSearchRound?: number;
  /**
   * The War Machines the player owns (War Machine Cards, p. 26), one of a kind at most, in the order bought: kept
   * face up beside the Hero Board, never in the deck. Absent without the Rampart box. Replaced, never edited.
   */
  warMachines?: WarMachine[];
  /** Fortune: rerolls of one die waiting for the next throw of their kind (absent: none cast, or used up or lapsed). */
  fortune?: FortuneRerolls;
  /**
   * The Spell Scrolls beside the Hero Board (Spell Scroll Cards, p. 26), in the order gained: 2 at most, a third only
   * while its owner decides which to keep. Absent without the Stronghold box. Replaced, never edited.
   */
  scrolls?: SpellScroll[];
  /**
   * The Spells two Searches found for Tarnum (Conflux)'s Enchanters VI (rulings CF16–CF19), held out of the hand until
   * the casting is over: `waiting`, not cast yet (seen by their owner only; into the hand when the casting ends),
   * `cast`, cast this way and waiting to be placed on top of the Spell deck or onto its discard pile (seen by all).
   * Absent while both are empty. Replaced, never edited.
   */
  foundSpells?: FoundSpells;
  /** The Gold Pool's Reserved Pool (rule variant, p. 57): empty without the variant. Visible to every player. */
  reserved: ReservedPool;
}

/** Enchanters VI's found Spells (`PlayerState.foundSpells`): those not cast yet, and those cast and waiting to be placed. */
export interface FoundSpells {
  waiting: CardId[];
  cast: CardId[];
}

/** A Spell Scroll card beside its owner's Hero Board and the Spells face down on it, seen by its owner only (p. 26). */
export interface SpellScroll {
  card: CardId;
  /** The Spells on it, cast from it as p. 26 says; the scroll goes back to its deck when the last one is used or sold. */
  spells: CardId[];
}

/**
 * Luck (Ongoing, until the end of the turn): Basic — one reroll of a Resource die and one of a Treasure die;
 * Expert — every die the player throws may be rerolled once.
 */
export interface LuckRerolls {
  resourceDie: boolean;
  treasureDie: boolean;
  anyDie: boolean;
  /** Ambassador's Sash: one die of any kind may be rerolled, once (absent: false). */
  oneDie?: boolean;
}

/**
 * Fortune (Fortress box, Basic Air Spell; rulings FX170–FX176): `left` rerolls of one die of the next throw of its kind
 * — a Resource or Treasure die (`dice: 'map'`, cast on the map, until the end of the turn) or an Attack die
 * (`'attack'`, cast in combat, until the end of the combat). The die is the one first rerolled with it (`index`, null
 * before); `thrown` holds every result that die has shown since (the face it showed then first). The player keeps the
 * die with the result of their choice among them.
 */
export interface FortuneRerolls {
  dice: 'map' | 'attack';
  left: number;
  index: number | null;
  thrown: number[];
  /** Cards of Prophecy (`dice: 'map'`): one die of the throw is set on the side of the player's choice (absent: false; TW65). */
  anyFace?: boolean;
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
  /** Every player has taken their turn: the AI Heroes take theirs (AI Hero Turns, p. 48), `hero` with `mp` left. */
  | { step: 'aiTurns'; hero: number; mp: number }
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
  /** The Event deck (Events, p. 62): only with the Fortress box in a game of two or more players; absent otherwise. */
  eventDeck?: EventDeckState;
  /**
   * The War Machine pile (setup step 32): one entry per card still to buy, face up, in printed order. Absent without
   * a box holding War Machines. Replaced, never edited.
   */
  warMachineSupply?: WarMachine[];
  /**
   * The Empowered Statistic cards (p. 23): a face-up pile of each kind beside the Statistic supply. Absent without a
   * box holding them (the Inferno box) and in a combat sandbox. Replaced, never edited.
   */
  empoweredSupply?: Record<StatisticKind, CardId[]>;
  /**
   * The Spell Scroll deck (setup step 27): the Spell Scroll cards set aside, gained at a Spell Scroll field; absent
   * without the Stronghold box and in a combat sandbox. Every card in it is alike: it is face up.
   */
  spellScrollDeck?: CardId[];
  /**
   * The Summoned Unit Deck (setup step 26): the Summoned Elemental Unit cards by unit id, face up, while no Summon
   * Elemental Spell has put them on a combat board; absent without a box holding them (the Conflux box). Replaced,
   * never edited.
   */
  summonedUnits?: string[];
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
  /**
   * The expansion boxes in play (Factions Expansions, p. 61–65), in the order the config named them; absent when only
   * the core box is (read it through `boxesInPlay` / `inPlay`, src/rules/boxes.ts).
   */
  expansions?: Expansion[];
  /** A campaign scenario after the first: the starting deck the player brings (Solo Campaigns, p. 74). */
  campaign?: CampaignCarry;
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

/**
 * The Event deck (Events, p. 62): shuffled at setup, an Event drawn at the start of each Resource round after the
 * first, by each player in turn clockwise from the starting player.
 */
export interface EventDeckState {
  /** Face down; the last element is the top card. */
  deck: CardId[];
  /** Face up; the last element is the top card. */
  discard: CardId[];
  /** The Event drawn last, face up while its effects resolve; it goes to the discard pile when the next is drawn. */
  active: CardId | null;
  /**
   * Cards and neutral unit cards an Event put face up "within all players' reach" while it resolves (Library of
   * Enlightenment's Spells); what is left goes back once every player has resolved it.
   */
  table: string[];
  /** Dice an Event rolled "within all players' reach" while it resolves (Mischievous Leprechaun's pool). */
  dice: EventDie[];
  /** Cards put face down into an Event's pool while it resolves (Magical Forest): no player sees them, nor their order. */
  pool: CardId[];
  /** Secret bids for the card up for auction (A Shady Auction): another player's bid shows `gold` −1 in a view. */
  bids: AuctionBid[];
  /** The seat of the player who draws the next Event. */
  drawer: number;
}

/** A die of an Event's pool: its kind and the face it shows (1–6). */
export interface EventDie {
  die: 'treasure' | 'resource';
  face: number;
}

/** A player's secret bid in gold for the card up for auction (A Shady Auction). */
export interface AuctionBid {
  player: PlayerId;
  gold: number;
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
  /**
   * Hero: the exchanges the player who made their first on this turn may still make on it (ruling IN76); absent when
   * none — cleared as the turn ends.
   */
  exchangesLeft?: { player: PlayerId; count: number };
  /** Crag Hack: the round whose first combat is still to start, its Ground units to gain Attack (ruling SH140); absent when none. */
  firstCombatRound?: number;
  /**
   * Elementals: the Neutral Unit cards it put face up, each on top of its tier's deck, or fighting as a guard drawn from
   * there (rulings CF92–CF97); absent when none. Each names a card of a neutral deck or of the combat board: this is no
   * zone of its own. Replaced, never edited.
   */
  faceUp?: string[];
}
