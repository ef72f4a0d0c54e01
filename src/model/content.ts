/**
 * Types of the game's printed components, as the library's own typed data.
 * Numbers come from the cards; texts are the library's own words.
 */
import type { Effect } from './effects';
import type { UnitAbility } from './abilities';
import type { CardPlay } from './cards';
import type { ScenarioDef } from './scenario';
import type { LocationDef, TileDef } from './map';
import type { AiCardDef } from './aiDeck';
import type { Campaign } from './campaign';

/** The three resources. */
export type Resource = 'gold' | 'buildingMaterials' | 'valuables';

/** An amount of each resource; a missing resource counts as 0 in costs. */
export interface Resources {
  gold: number;
  buildingMaterials: number;
  valuables: number;
}

/**
 * A faction's id, e.g. "castle", "dungeon", "necropolis": the id of a registered faction pack (src/content/packs.ts). A plain string,
 * so that a pack adds a faction without touching this type; configs and saved states are checked against the
 * registry (src/content/registry.ts `isFaction`), and unit, building and card ids start with it ("castle.griffins").
 */
export type Faction = string;

/**
 * The expansion boxes (Factions Expansions, p. 61–65): each adds a faction and its cards. A game names those in play
 * (`GameConfig.expansions`); the core box is always in play.
 */
export type Expansion = 'fortress' | 'rampart' | 'inferno' | 'conflux' | 'stronghold' | 'cove' | 'tower';

/** A box of the game: the core box or an expansion. Every pack says which box its content comes in. */
export type Box = 'core' | Expansion;

/** Unit tiers. Azure exists only among neutral units. */
export type Tier = 'bronze' | 'silver' | 'gold' | 'azure';

/** How a unit moves and attacks. */
export type UnitType = 'ground' | 'flying' | 'ranged';

/** When a unit's special ability applies (the icon printed before it). */
export type UnitAbilityTiming = 'activation' | 'attack' | 'other' | 'passive' | 'retaliate' | 'map';

/** One printed side of a unit card. */
export interface UnitSide {
  type: UnitType;
  attack: number;
  defense: number;
  hp: number;
  initiative: number;
  /** The special ability printed on this side, in the library's own words; null when the side has none. */
  ability: { timing: UnitAbilityTiming; text: string } | null;
}

/** A double-sided faction unit card: a weaker Few side and a stronger Pack side. */
export interface FactionUnitDef {
  id: string; // e.g. "castle.halberdiers"
  name: string;
  faction: Faction;
  tier: Exclude<Tier, 'azure'>;
  few: UnitSide;
  pack: UnitSide;
  /** Printed on the Few side: the cost to recruit it (Few side up). */
  recruitCost: Resources;
  /** Printed on the Few side: the cost to flip it to its Pack side. */
  reinforceCost: Resources;
}

/**
 * A Summoned Elemental Unit card (Summoning, p. 90; the Conflux box): double-sided like a faction unit — a Few and a
 * Pack side — but of no faction and never recruited nor reinforced (it prints no cost, ruling CF61). It waits, face up,
 * in the Summoned Unit Deck, comes onto the combat board only by a Summon Elemental Spell, and goes back there when
 * the combat ends; never into a unit deck.
 */
export interface SummonedUnitDef {
  id: string; // e.g. "summoned.air-elementals"
  name: string;
  tier: Exclude<Tier, 'azure'>;
  few: UnitSide;
  pack: UnitSide;
}

/** A single-sided neutral unit card. */
export interface NeutralUnitDef {
  id: string; // e.g. "neutral.boars"
  name: string;
  tier: Tier;
  side: UnitSide;
  /** Recruitment cost printed on the card (used by effects that recruit neutrals). */
  recruitCost: Resources;
  /** Copies in its pack's box's neutral decks; other boxes may add some (`CommonPack.extraCopies`). */
  copies: number;
}

export type HeroType = 'might' | 'magic';

/** A Main Hero's board. */
export interface HeroDef {
  id: string; // e.g. "catherine"
  name: string;
  faction: Faction;
  heroClass: string;
  type: HeroType;
  /** Statistic cards in the starting deck. */
  statistics: { attack: number; defense: number; power: number; knowledge: number };
  /** Card id of the hero's Starting Ability, e.g. "ability.leadership": a copy is taken out of the Ability deck at setup. */
  startingAbility: string;
  /** Card ids of the Specialty cards gained at levels I, IV and VI, in that order. */
  specialties: [string, string, string];
}

/** Buildings every faction has, by role. */
export type BuildingRole =
  | 'cityHall'
  | 'citadel'
  | 'mageGuild'
  | 'bronzeDwelling'
  | 'silverDwelling'
  | 'goldDwelling'
  | 'special1'
  | 'special2';

export interface BuildingDef {
  id: string; // e.g. "castle.cityHall"
  name: string;
  faction: Faction;
  role: BuildingRole;
  cost: Resources;
  /** Roles that must already be built (dwellings are built bronze → silver → gold). */
  requires: BuildingRole[];
}

/** The kinds of cards in a Deck of Might & Magic. */
export type CardCategory = 'statistic' | 'ability' | 'spell' | 'artifact' | 'specialty';

export type SpellSchool = 'air' | 'earth' | 'fire' | 'water';

/** The printed identity of a card (its effects live with the card's effect data). */
export interface CardInfo {
  id: string; // e.g. "spell.magic-arrow", "stat.attack", "specialty.catherine-1"
  name: string;
  category: CardCategory;
  /** Copies in its pack's box (shared decks and supplies; hero-specific cards: 1); other boxes may add some (`CommonPack.extraCopies`). */
  copies: number;
  /** Spells: school of magic; 'any' for Magic Arrow (chosen when cast). */
  school?: SpellSchool | 'any';
  /** Spells: Basic (one school symbol) or Expert (four). */
  spellLevel?: 'basic' | 'expert';
  /** Artifacts: Minor, Major or Relic. */
  artifactLevel?: 'minor' | 'major' | 'relic';
  /** A card of one faction (Necromancy): another faction's player may replace it when a Search reveals it. */
  faction?: Faction;
  /** Hero-specific cards (starting Ability copies and Specialties): the hero id. */
  hero?: string;
  /** Specialty cards: the hero level that grants it (1, 4 or 6). */
  specialtyLevel?: 1 | 4 | 6;
}

/** When a building's ability applies. */
export type BuildingTiming = 'whenBuilt' | 'resourceRound' | 'beginningOfTurn' | 'duringTurn' | 'astrologersRound';

export interface BuildingAbility {
  when: BuildingTiming;
  /** One option: applied as is. Several: the owner chooses one. */
  options: Array<{ key: string; effects: Effect[] }>;
  /** Beginning-of-turn and during-turn abilities may be skipped. */
  optional: boolean;
  /** It also applies at the start of each Resource round (Cage of Warlords: when built, then every Resource round). */
  alsoAtResourceRound?: true;
  /** It also applies at the start of each Astrologers round (Brimstone Stormclouds: when built, then every Astrologers round). */
  alsoAtAstrologersRound?: true;
}

/** A unit card's abilities by printed side: Few and Pack for faction units, the one side of a neutral unit. */
export interface UnitAbilitiesBySide {
  few?: UnitAbility[];
  pack?: UnitAbility[];
  neutral?: UnitAbility[];
}

/** Where a faction's rules differ from everyone's: read by the rules code, never written there as `faction === …`. */
export interface FactionRules {
  /** Gold paid to use the Spell Book token (printed on the town board's Mage Guild). */
  spellBookCost: number;
  /** Its players neither gain nor lose morale (Necropolis). */
  ignoresMorale: boolean;
  /**
   * The town building whose owner's enemy Main Hero discards a random card at the start of a combat, unless the
   * building was used this turn (Necropolis: Cover of Darkness); null when the town has none.
   */
  enemyDiscardsAtCombatStart: BuildingRole | null;
  /**
   * The town building whose owner may also use its ability right after a Siege of their Town, whatever its outcome
   * (Fortress: Blood Obelisk); null when the town has none.
   */
  afterSiege: BuildingRole | null;
  /**
   * What a faction cube of the town's cube building gives when spent in combat: +1 Attack or Defense of a unit (left
   * out: Fortress' Cage of Warlords), or +1 Power towards the next Spell, one cube per Spell (Inferno's Brimstone Stormclouds),
   * or +1 Attack of a unit only (Stronghold's Hall of Valhalla).
   */
  townCubes?: 'power' | 'attack';
  /**
   * The town building whose owner gains 1 gold for each win against Neutral Units and pays recruits and reinforcements
   * with building materials and valuables like gold (Stronghold: Freelancer's Guild); absent: none.
   */
  freelancers?: BuildingRole;
  /**
   * The town building whose owner may, once per round, instead of Searching the Spell deck, name a School of Magic,
   * discard from the deck's top until a Spell of it and take that Spell (Conflux: Magic University); absent: none.
   */
  schoolSearch?: BuildingRole;
}

/** A faction's content: its units, town, heroes and their Specialty cards, and its rule quirks (docs/content.md). */
export interface FactionPack {
  id: Faction;
  name: string;
  /** The box the faction comes in. */
  box: Box;
  /** The 7 units, bronze → silver → gold (FACTION_UNITS lists them in this order). */
  units: readonly FactionUnitDef[];
  /** The units' abilities by unit id; units without any have no entry. */
  unitAbilities: Readonly<Record<string, UnitAbilitiesBySide>>;
  /** The town's 8 buildings, one per role. */
  buildings: readonly BuildingDef[];
  /** What the buildings do, by role; dwellings and the Citadel have no ability of their own. */
  buildingAbilities: Readonly<Partial<Record<BuildingRole, BuildingAbility>>>;
  /** The Main Heroes (both sides of each hero board). */
  heroes: readonly HeroDef[];
  /** The heroes' Specialty cards. */
  cards: readonly CardInfo[];
  /** How those cards are played, by card id. */
  plays: Readonly<Record<string, CardPlay[]>>;
  rules: FactionRules;
}

/** Content every faction shares: cards of the shared decks and supplies, neutral units, scenarios. */
export interface CommonPack {
  id: string;
  /** The box this content comes in. */
  box: Box;
  cards: readonly CardInfo[];
  /** How the cards are played, by card id; a card with no entry cannot be played yet. */
  plays: Readonly<Record<string, CardPlay[]>>;
  neutralUnits: readonly NeutralUnitDef[];
  /** The neutral units' abilities by unit id. */
  unitAbilities: Readonly<Record<string, UnitAbilitiesBySide>>;
  scenarios: readonly ScenarioDef[];
  /** The map tiles of the box, in printed order. */
  tiles: readonly TileDef[];
  /** The map locations on its tiles. */
  locations: readonly LocationDef[];
  /** The box's Astrologers Proclaim cards, in printed order (one of each). */
  astrologers: readonly AstrologersCardDef[];
  /** The box's AI cards (AI Decks, p. 49), each version once with its number of copies. */
  aiCards: readonly AiCardDef[];
  /**
   * Copies this box adds to cards and neutral units another pack prints, by id (the Fortress box's 4 Magic Arrows
   * and extra Statistic cards); they are in a game when this box is (src/content/boxes.ts).
   */
  extraCopies: Readonly<Record<string, number>>;
  /** The box's Event cards (Events, p. 62), in printed order (one of each); none in the core box. */
  events: readonly EventCardDef[];
  /** The box's Solo Campaigns (p. 74), their scenarios among `scenarios`. */
  campaigns?: readonly Campaign[];
  /** The box's War Machine cards (War Machine Cards, p. 26), each kind once with its number of copies; none when absent. */
  warMachines?: readonly WarMachineDef[];
  /**
   * Main Heroes this box adds to another box's factions (the Tower box's Tazar, Adelaide, …), offered when their
   * faction is in play too; their Specialty cards are `heroSpecialties`, their plays in `plays`. None when absent.
   */
  heroes?: readonly HeroDef[];
  /** The Specialty cards of `heroes` (in no shared deck). */
  heroSpecialties?: readonly CardInfo[];
  /** The box's Summoned Elemental Unit cards (Summoning, p. 90), one of each, in printed order; none when absent. */
  summonedUnits?: readonly SummonedUnitDef[];
}

/** A kind of War Machine card (War Machine Cards, p. 26). */
export type WarMachine = 'ammo-cart' | 'ballista' | 'first-aid-tent' | 'cannon';

/**
 * A War Machine card: a permanent card bought at a War Machine Factory or, dearer, at a Trading Post (p. 26, 80).
 * What it does in combat is the engine's (src/combat/warMachines.ts); its text is the card's effect in our words.
 */
export interface WarMachineDef {
  id: WarMachine;
  /** The printed name. */
  name: string;
  /** The card's effect, as the catalog shows it. */
  text: string;
  /** Its price in Gold at a War Machine Factory. */
  factoryCost: number;
  /** Its price in Gold at a Trading Post. */
  tradingPostCost: number;
  /** The copies the box holds. */
  copies: number;
}

/**
 * An Event card of the Fortress box (Events, p. 62): drawn at the start of a Resource round and read at once. Its
 * effects are programs over the usual primitives; its text is generated from them (the card catalog).
 */
export interface EventCardDef {
  id: string; // e.g. "event.stables"
  /** The printed name. */
  name: string;
  /** Effects only the player who drew the card runs, before anyone's `eachPlayer`. */
  drawer: Effect[];
  /** Effects every player runs, in clockwise order from the player who drew the card. */
  eachPlayer: Effect[];
  /** Effects every player runs once every player has run `eachPlayer`, again clockwise from the drawer (a second pass). */
  thenEachPlayer: Effect[];
  /** Effects the player who drew the card runs once every player has run the passes (what is left on the table goes back). */
  after: Effect[];
}

/**
 * A rule an Astrologers Proclaim card sets while it is in force: from the round it is proclaimed until the next
 * Astrologers Proclaim card is (Round Structure, p. 15). `once` says how often each player has its benefit: once per
 * turn, or once while the card is in force.
 */
export type ProclaimedRule =
  /** Every hero's movement points per round change by `amount` (Battalion's Stallion, Magic Tortoise). */
  | { rule: 'heroMovement'; amount: number }
  /** Every player's Hand Limit changes by `amount` (Profuse Growth). */
  | { rule: 'handLimit'; amount: number }
  /** The first Spell card each player plays goes back to their hand instead of their discard pile (Crazy Wizard). */
  | { rule: 'spellBackToHand'; once: 'card' }
  /** The first Spell each player casts in a turn is cast with `amount` more Power (Grim Warlock). */
  | { rule: 'spellPower'; amount: number; once: 'turn' }
  /** A player who starts a combat with neutral units may discard one of them and draw another of its tier (Groovy Satyr). */
  | { rule: 'redrawGuard' }
  /** A player who starts a combat with neutral units may discard all of them and draw new ones (Judge Dread, ruling SH70). */
  | { rule: 'redrawAllGuards' }
  /** Each player may reroll one Resource or Treasure die they throw (Swift Weasel). */
  | { rule: 'rerollDie'; once: 'turn' }
  /**
   * A player about to draw an Event card draws 2 instead, resolves one of them and puts the other at the bottom of the
   * Event deck (Forty Thieves). A card with it is discarded and another drawn in a game without the Event deck.
   */
  | { rule: 'drawTwoEvents' }
  /** What every player runs as the card is proclaimed, they run again at the start of the next round (Charlie and His Circus). */
  | { rule: 'repeatNextRound' }
  /** What every player runs is run at the start of the next round instead of as the card is proclaimed (McGiver). */
  | { rule: 'atNextRound' }
  /** Each Ballista deals 1 more damage, each First Aid Tent removes 1 more, each Ammo Cart lets its Ranged units reroll 1 Attack die (Ammo Cart, ruling RA104). */
  | { rule: 'warMachinesBoosted' }
  /** Players do not draw at the start of their turns in the round the card is proclaimed (Explorers, ruling IN75). */
  | { rule: 'noTurnStartDraw' }
  /**
   * Each player may, once while the card is in force, pay `gold` to replace a Statistic card in hand with an Empowered
   * one, and then again, up to `most` in all, on that turn (Hero, ruling IN76).
   */
  | { rule: 'empowerForGold'; gold: number; most: number }
  /** Every Spell of these schools is cast with `amount` more Power (Blue Sky, Scorched Ground; ruling TW82). */
  | { rule: 'schoolPower'; schools: SpellSchool[]; amount: number }
  /** In the first combat started in the round the card is proclaimed, every Ground unit has `amount` more Attack (Crag Hack, SH140). */
  | { rule: 'firstCombatGroundAttack'; amount: number }
  /** The player whose hero this is may, once while the card is in force, reinforce this unit of theirs for free (Crag Hack, SH142). */
  | { rule: 'freeReinforce'; hero: string; unit: string }
  /** Every card that gives a unit Defense gives it as much Attack instead (Offense, SH145). */
  | { rule: 'defenseAsAttack' }
  /** In the round the card is proclaimed, the Spell Book token costs nothing and needs no Mage Guild (Mages, CF90). */
  | { rule: 'freeSpellBook' }
  /** A player about to Search the Spell deck may Search (`count`) instead (Spells, CF91). */
  | { rule: 'largerSpellSearch'; count: number }
  /**
   * Each Neutral Units deck but the Azure one is discarded from until a unit whose name holds `named` appears, put face
   * up on its top; defeated in combat it goes back there; those still there are discarded as the card is replaced
   * (Elementals, CF92–CF97).
   */
  | { rule: 'neutralsFaceUp'; named: string }
  /**
   * Every time a player wins a combat that is fought — not a Quick Combat —, they run `effects` (Pirates: a Resource
   * die; rulings CV90–CV93).
   */
  | { rule: 'combatWonEffects'; effects: Effect[] };

/**
 * An Astrologers Proclaim card (Round Structure, p. 15): drawn at the start of an Astrologers round and resolved at
 * once; some of it lasts until the next Astrologers round, or waits for the next Resource round. Its text is
 * generated from this data (the card catalog).
 */
export interface AstrologersCardDef {
  id: string; // e.g. "astrologers.gold-dragon"
  /** The name printed after "Astrologers proclaim week of the". */
  name: string;
  /** Effects run once for the whole table as the card is proclaimed (Friendly Beaver's black cubes). */
  table: Effect[];
  /** Effects every player runs as the card is proclaimed, in turn order from the starting player. */
  eachPlayer: Effect[];
  /** Rules in force until the next Astrologers round. */
  rules: ProclaimedRule[];
  /**
   * What every player gains at the start of the next Resource round on top of their income (Gold Dragon); a negative
   * amount is gained less, never below nothing gained (Greedy Dragon, Wild Debauchery). Null: no change.
   */
  nextResourceRound: Partial<Resources> | null;
  /** Drawn in the game's first Astrologers round, it is discarded and another card is drawn in its place (Friendly Beaver). */
  redrawInFirstRound: boolean;
}
