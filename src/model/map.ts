/**
 * The adventure map (Map Elements, p. 31–33; All Map Locations, p. 75–83): tiles of seven hexagonal fields laid side
 * by side, heroes standing on fields, cubes on fields. Geometry: fields are pointy-top hexagons in axial coordinates
 * (q to the east, r to the south-east); a tile is its centre field and the six around it. docs/map.md has the picture.
 */
import type { Effect } from './effects';
import type { Faction, Resource, Resources } from './content';
import type { PlayerId } from './state';
import type { AiDeckPiles, AiFlag, AiHero } from './aiHeroes';

/** A tile's class, by the Roman numeral on its back: Starting (I), Far (II–III), Near (IV–V), Center (VI–VII). */
export type TileKind = 'starting' | 'far' | 'near' | 'center';

/** What a field of a printed tile holds. */
export interface FieldDef {
  /** A location id of the registry (`location(id)`): "gold-mine", "trading-post", "empty", "blocked", … */
  location: string;
  /** The Field Difficulty numeral (I–VII as 1–7): neutrals guard it until beaten; 0 when unguarded. */
  guard: number;
}

/** A printed map tile. */
export interface TileDef {
  /** The name printed on it: "S1", "F7", "N3", "C2". */
  id: string;
  kind: TileKind;
  terrain: string;
  /** The faction whose town stands on it (Starting tiles only). */
  town?: Faction;
  /**
   * Its 7 fields in reading order of the printed tile: 0 north-west, 1 north-east, 2 west, 3 centre, 4 east,
   * 5 south-west, 6 south-east.
   */
  fields: readonly FieldDef[];
  /**
   * The yellow border lines that cannot be crossed, as pairs of field slots of this tile, or [slot, side] for a
   * line on the tile's edge. No public source records them (docs/rulings.md M1): empty for every tile today.
   */
  borders: readonly (readonly [number, number])[];
}

/** How a location is used (Location Categories, p. 31). */
export type LocationCategory = 'visitable' | 'flaggable' | 'revisitable' | 'empty' | 'blocked';

/** What holding the flag of a flaggable location means. */
export type FlagRule =
  /** Raises the owner's income; the first player ever to flag it also gains that amount at once. */
  | { kind: 'mine'; income: Partial<Resources> }
  /**
   * A settlement: income of a chosen resource, or a unit reinforced; a spawn point (Settlements, p. 79). A Random Town
   * (Inferno expansion, `randomTown`) is one while flagged, but flagging it raises income by `income` instead.
   */
  | { kind: 'settlement'; randomTown?: { income: Partial<Resources> } }
  /** A faction's town (Towns, p. 78). */
  | { kind: 'town' }
  /** Several players may flag it; its effect comes from the scenario (Obelisk, Dragon Utopia). */
  | { kind: 'scenario'; shared: boolean }
  /** Several players may flag it, none removing another's cube; flagging it runs its `effects` (Star Axis, Inferno expansion). */
  | { kind: 'shared' };

/** A kind of map location: its name, category and what a visit does. */
export interface LocationDef {
  id: string;
  /** Its name in the rule book. */
  name: string;
  category: LocationCategory;
  /** What a visit does, as an effect program (visitable and revisitable locations; empty for the others). */
  effects: readonly Effect[];
  /** Flaggable locations: what the flag gives. */
  flag?: FlagRule;
}

/** A tile on the table. */
export interface MapTile {
  /** The axial coordinates of its centre field. */
  q: number;
  r: number;
  kind: TileKind;
  /** The printed tile ("F3"); "" in a player's view while the tile is face down. */
  tile: string;
  /** Sixth turns clockwise from the printed orientation, 0–5. */
  rotation: number;
  faceUp: boolean;
}

/** What lies on a field: cubes, and whether its guards are beaten. */
export interface FieldState {
  /** Its neutral guards were beaten (or it was visited or flagged): no combat to enter it again. */
  cleared: boolean;
  /** A black cube: a visitable field that was visited, empty from now on. */
  visited: boolean;
  /** The faction cubes on it (one owner; several on an Obelisk). */
  flags: PlayerId[];
  /** Some player has flagged it before (a mine or settlement pays at once only to the first). */
  everFlagged: boolean;
  /** A settlement's chosen resource, while it produces one. */
  produces: Resource | null;
}

/** Which of a player's heroes. */
export type HeroRole = 'main' | 'secondary';

/** A hero standing on the map. */
export interface MapHero {
  player: PlayerId;
  hero: HeroRole;
  /** The field it stands on (a field id: tile index × 7 + printed slot). */
  field: number;
  /** The field it last visited: a retreat from neutrals returns it there. */
  lastVisited: number;
}

/** A combat started from the map, until its consequences on the map are resolved. */
export interface Encounter {
  player: PlayerId;
  hero: HeroRole;
  /** The field the combat is fought for. */
  field: number;
  /** Whom the hero fights: the field's neutral guards, a hero, a town or settlement, or an AI Hero (`aiHero`). */
  against: 'neutral' | 'hero' | 'town' | 'aiHero';
  /** The defending player, or null against neutrals. */
  defender: PlayerId | null;
  /**
   * The players still to answer the Town-action window of the declared combat (the attacker first, then the defender),
   * before the combat is set up; empty once it is set up.
   */
  townActions: PlayerId[];
  /** How it ended, once it has: the combat's result and the team that retreated or surrendered. */
  outcome: { result: 'attackerWon' | 'defenderWon' | 'retreat' | 'surrender'; by: 'attacker' | 'defender' | null } | null;
  /**
   * Against an AI Hero: its id, and its army's cards in the combat with the AI Hero each came from (its own, or one
   * it shares); null otherwise. The seam of the AI Deck: a combat whose encounter names an AI Hero is that hero's.
   */
  aiHero: { id: string; units: string[]; from: string[] } | null;
}

/** The adventure map's state. */
export interface MapState {
  /** Every tile on the table, face up or face down; a field id is the tile's index × 7 + the printed slot. */
  tiles: MapTile[];
  /** Per field id, what lies on it. */
  fields: FieldState[];
  /** The heroes on the map. */
  heroes: MapHero[];
  /** Each player's own supply of Far tiles, face down (last = top); hidden from every player. */
  supply: Record<PlayerId, string[]>;
  /** The hero whose visit is being resolved (a location's "gain 1 MP" goes to it), or null. */
  visitor: { player: PlayerId; hero: HeroRole; field: number } | null;
  /** The combat started from the map, or null. */
  encounter: Encounter | null;
  /** Who holds the Grail token (only one exists), or null. */
  grail: PlayerId | null;
  /** What cards played and unit abilities used this turn left waiting, for the player whose turn it is. */
  turnEffects: TurnEffects;
  /** The AI Heroes on the map (AI Heroes, p. 48), in the scenario's order: the order of their turns. */
  aiHeroes: AiHero[];
  /** The fields AI Heroes flagged. */
  aiFlags: AiFlag[];
  /** The AI Heroes a player's hero beat (their ids). */
  aiBeaten: string[];
  /** The AI Heroes' shared AI Deck between combats (the scenario's `aiDeck`), or null. */
  aiDeck: AiDeckPiles | null;
  /** The players whose Main Hero lost a combat on the map (not a retreat or surrender), once each, in that order. */
  mainHeroesLost: PlayerId[];
  /** The Random Towns revealed (Inferno expansion), each with the Faction defending it; absent until one is. */
  randomTowns?: RandomTown[];
}

/** A Random Town on a face-up field: the Faction not in play that defends it, null until chosen (map/randomTown.ts). */
export interface RandomTown {
  field: number;
  faction: Faction | null;
}

/** What the player whose turn it is has left waiting from cards and unit abilities; it all ends with the turn. */
export interface TurnEffects {
  /** Power played on the map towards a Spell cast there (Town Portal); gone once the player does anything but play a card. */
  power: number;
  /** Moves of the Main Hero to an adjacent empty field waiting for the end of the turn (Logistics' Basic effect). */
  movesAtTurnEnd: number;
  /** The Rogues' look at the top card of a deck was used this turn. */
  peeked: boolean;
}

/** A tile position of a scenario's map layout. */
export type LayoutTile = (
  /** The seat's Starting tile (its faction's), the seat's hero on its town; `start` is the seat, 0 first. */
  | { q: number; r: number; start: number }
  /** A printed tile, face up. */
  | { q: number; r: number; tile: string; rotation: number }
  /** A face-down tile drawn at setup from one of the layout's pools. */
  | { q: number; r: number; pool: string }
) & {
  /** Only in games of at least this many players (a scenario for 2–3 players lays a third arm for 3). */
  players?: number;
};

/** A scenario's map: where the tiles lie, the pools face-down tiles come from, each player's Far-tile supply. */
export interface MapLayout {
  tiles: LayoutTile[];
  /** Named pools of tile ids; each face-down position draws one tile from its pool, without replacement. */
  pools: Record<string, string[]>;
  /** Each player's own supply: this many tiles drawn from the named pool. */
  supply: { pool: string; count: number } | null;
}
