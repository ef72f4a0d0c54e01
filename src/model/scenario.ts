/**
 * A scenario, as data users can write (Game Modes, p. 6; Scenario End, p. 53): its players, setup, map, how it is
 * won and lost, what happens on which round, and its special rules as effect programs. `loadScenario` checks one.
 */
import type { Resources } from './content';
import type { Effect } from './effects';
import type { MapLayout } from './map';
import type { AiDeckDef, AiHeroDef } from './aiHeroes';

/** What a scenario is played as (Game Modes, p. 6). */
export type GameMode =
  /** Every player for themselves; the other players control the neutral units in a player's combat. */
  | 'clash'
  /** Every player on one side: they win or lose together. */
  | 'cooperative'
  /**
   * 1 vs. 1 (Tournament Mode, p. 54): the players build the map, the scenario's end counts Victory Points, and the
   * mode's own rules apply (the scenario's `tournament` facts; docs/variants.md).
   */
  | 'tournament'
  /** Teams (`ScenarioDef.teams`) that take turns alternately, trade with each other and win together (p. 6, 15, 52). */
  | 'alliance'
  /**
   * A Solo Campaign's scenario (Game Modes, p. 7; Solo Campaigns, p. 74): one player against the scenario's AI
   * Heroes; neutral units follow the AI rules; a campaign (`Campaign`) chains such scenarios.
   */
  | 'campaign';

/**
 * A way to win a scenario, checked for each side (a player in Clash; all the players together in a Cooperative
 * scenario). Eliminating every enemy always wins (p. 53), and so does, in a Clash of three or more players, holding
 * a Faction Cube of every enemy.
 */
export type VictoryCondition =
  /** The side's Faction Cube is on every enemy's Town (Chain Link: "Take control of the enemy Town"). */
  | { kind: 'captureTowns' }
  /**
   * The side's Faction Cubes are on `count` fields of this location ("flag the Dragon Utopia"), or on every such
   * field on the map ('all': face-down tiles count, their fields are not flagged yet).
   */
  | { kind: 'flag'; location: string; count: number | 'all' }
  /** The side's Faction Cubes are on every Mine and Settlement on the map, face-down tiles included. */
  | { kind: 'flagAllMinesAndSettlements' }
  /** A player of the side beat the Main Hero of every enemy at least once. */
  | { kind: 'defeatMainHeroes' }
  /**
   * A hero of the side (its Main Hero when `mainHero`) won a combat on this field: printed slot `slot` (3 is the
   * centre) of the layout's tile at (`q`, `r`).
   */
  | { kind: 'winCombatAt'; field: { q: number; r: number; slot: number }; mainHero: boolean }
  /** A player of the side has this many Victory Points (p. 54). */
  | { kind: 'victoryPoints'; points: number }
  /**
   * Every AI Hero the scenario puts on the map in this game is beaten, those yet to appear included (Sentinels:
   * "Defeat all invading armies"; a scenario with AI Heroes).
   */
  | { kind: 'beatAiHeroes' };

/** A victory condition and when it is checked. */
export interface Victory {
  condition: VictoryCondition;
  /** 'immediately': the moment it holds; 'roundEnd': when a round ends with it holding. */
  when: 'immediately' | 'roundEnd';
}

/** A way for the players of a Cooperative scenario to lose together before the last round. */
export type DefeatCondition =
  /** A player's own Town has another player's Faction Cube on it, or an AI Hero flagged it. */
  | { kind: 'townLost' }
  /** A player's Main Hero lost a combat (a retreat or a surrender is no defeat). */
  | { kind: 'mainHeroDefeated' };

/** What the end of the last round means when nobody has won. */
export type Timeout =
  /** Nobody wins: a draw (Chain Link). */
  | 'draw'
  /** Every player loses (The Hunt: the Dragon still lives). */
  | 'allLose'
  /** The most Victory Points (p. 54) wins; equal scores share the win. */
  | 'victoryPoints';

/** Something the scenario makes happen at the start of given rounds (the round tracker's timed events, p. 15). */
export interface TimedEvent {
  /** The rounds it happens at the start of (after the Resource or Astrologers step). */
  rounds: number[];
  /** Who it happens to: every player, or the players in these seats (0 is the starting player). */
  seats: 'all' | number[];
  /** Fields of these locations lose their black cube: they can be visited again ("remove the Black Cubes from every Windmill"). */
  refresh: string[];
  /** What each of those players resolves, in seat order: a program of effect primitives. */
  effects: Effect[];
  /** The event as the scenario words it. */
  text: string;
  /** Only in games of these player counts (Force of Will's "2-player Scenario only"); left out, in every game. */
  playerCounts?: number[];
}

/** The scenario's own rules, as effect programs that replace or add to the standard ones. */
export interface ScenarioRules {
  /** Locations whose visit does something else in this scenario ("When visiting an Obelisk, choose one: …"). */
  visits: Record<string, Effect[]>;
  /** What each player resolves at the start of each Resource round, after income ("choose 1 Valuable or 2 Building Materials"). */
  resourceRound: Effect[];
  /** The rules in the scenario's words, for players to read. */
  text: string[];
  /**
   * Cooperative: a player may also give resources to an ally on their turn while a hero of theirs stands next to one
   * of the ally's (Sentinels), besides at a Trading Post (p. 52). Left out: only at a Trading Post.
   */
  giftsWhenAdjacent?: boolean;
}

/** A scenario's setup facts, victory and defeat, timed events and special rules. */
export interface ScenarioDef {
  id: string;
  name: string;
  /** Where the facts come from. */
  source: string;
  mode: GameMode;
  players: { min: number; max: number };
  /**
   * An Alliance scenario's teams: each team's seats (0 is the starting player), every seat in one team; only in an
   * Alliance scenario, which is for exactly as many players as its teams seat.
   */
  teams?: number[][];
  rounds: number;
  startingResources: Resources;
  startingIncome: Resources;
  /** Per faction the unit card ids and sides, or a rule resolved at setup. */
  startingUnits: StartingUnitRule[];
  /** Building roles pre-built at setup. */
  prebuilt: Array<'cityHall' | 'citadel' | 'mageGuild' | 'bronzeDwelling' | 'silverDwelling' | 'goldDwelling'>;
  /** The map: where the tiles lie, the pools of face-down tiles, each player's supply of Far tiles. */
  map: MapLayout;
  /** How the scenario is won, besides eliminating every enemy; any one of them wins. */
  victory: Victory[];
  /** How a Cooperative scenario is lost before its last round. */
  defeat: DefeatCondition[];
  /** What the end of the last round means when nobody has won. */
  timeout: Timeout;
  events: TimedEvent[];
  rules: ScenarioRules;
  /** The victory and defeat conditions in the scenario's words. */
  objectives: string;
  /** A Tournament scenario's own facts (mode 'tournament' only; src/tournament rules, docs/variants.md). */
  tournament?: TournamentRules;
  /** The AI Heroes on its map (AI Heroes, p. 48): where and when each appears, its army and whom it goes after. */
  aiHeroes?: AiHeroDef[];
  /** The AI Deck its AI Heroes share in combat (AI Decks, p. 49); left out, they fight without AI cards. */
  aiDeck?: AiDeckDef;
  /**
   * A campaign scenario's own starting bonus (Solo Campaigns, p. 74): it replaces the difficulty's (setup step 17);
   * left out, the difficulty's.
   */
  startingBonus?: Effect[];
}

/**
 * What a Tournament scenario (p. 54) adds. Its map layout's `tiles` are the Center tiles (placed and turned by the
 * starting player), its pools `near` and `far` the face-down Near and Far tiles the players place in turn; each
 * player's Starting tile is their faction's.
 */
export interface TournamentRules {
  /** What the second player gains at the start of the game (the book's icon is lost: ruling T2). */
  secondPlayerGains: Effect[];
  /** Victory Points beyond the table of p. 54 ("+5 for first flagging the Dragon Utopia"). */
  objectives: TournamentObjective[];
}

/** A Tournament scenario's additional objective: Victory Points for a location. */
export type TournamentObjective =
  /** The first player ever to flag a field of the location. */
  | { kind: 'firstFlag'; location: string; points: number }
  /** Each player holding a field of the location (counted when the game ends). */
  | { kind: 'holdAtEnd'; location: string; points: number };

/**
 * How a scenario picks a faction's starting units: the cheapest or most expensive unit of a tier, on a side.
 * Each rule picks among the units no earlier rule picked (a faction has one card of each unit).
 */
export type StartingUnitRule =
  | { pick: 'cheapest' | 'mostExpensive'; tier: 'bronze' | 'silver' | 'gold'; side: 'few' | 'pack' };
