/**
 * Building the map in Tournament Mode (p. 54): every tile face up, placed by the players one at a time — the starting
 * player's Center tiles at their layout positions, then Near tiles in turn from the second player (next to a Center
 * tile if possible), the two Starting tiles (the first next to a Near tile, the other as far from it as the map
 * allows), then Far tiles in turn from the first player (each player's first next to their Starting tile, the rest
 * by the standard placement rules, p. 31). Which placement comes next follows from the tiles on the table.
 */
import type { Draft } from '../kernel/draft';
import type { Action, GameState, MapLayout, MapStage, MapState, MapTile, PlayerId, ScenarioDef } from '../model';
import type { DecisionKindHandlers } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { ConfigError, illegal } from '../kernel/errors';
import { TILE_BY_ID, TILES } from '../content/registry';
import { CENTRE, distance, FIELDS_PER_TILE, type Hex, isTileCentre, TILE_STEPS } from './geometry';
import { freshField } from './fields';
import { noteRandomTowns } from './randomTown';
import { allTilesReachable } from './tiles';
import { checkLayout, mapTile } from './setup';
import { NO_TURN_EFFECTS } from '../cards/turnEffects';

const ROTATIONS: readonly number[] = [0, 1, 2, 3, 4, 5];

/** Whether the game is played in Tournament Mode. */
export const isTournament = (s: GameState): boolean => s.config.scenario.mode === 'tournament';

/** The tile positions a tile-lattice step apart counted in tiles (the lattice's own hex distance). */
export function tileDistance(a: Hex, b: Hex): number {
  // Tile centres in lattice coordinates: TILE_STEPS[0] is (1, 0), TILE_STEPS[1] is (0, 1).
  const la = { q: (2 * a.q - a.r) / 7, r: (a.q + 3 * a.r) / 7 };
  const lb = { q: (2 * b.q - b.r) / 7, r: (b.q + 3 * b.r) / 7 };
  return distance(la, lb);
}

/** The layout's Center tiles: the positions it names a printed tile for. */
function centreTiles(layout: MapLayout): Array<{ q: number; r: number; tile: string }> {
  const out: Array<{ q: number; r: number; tile: string }> = [];
  for (const t of layout.tiles) if ('tile' in t) out.push({ q: t.q, r: t.r, tile: t.tile });
  return out;
}

/** The pool a Tournament layout names for a stage. */
const poolOf = (layout: MapLayout, stage: 'near' | 'far'): readonly string[] => layout.pools[stage] ?? [];

/** What a Tournament layout must hold (p. 54): Center tiles, Near and Far pools, 2+ Near tiles with an Obelisk. */
export function checkTournamentLayout(layout: MapLayout): void {
  if (typeof layout !== 'object' || layout === null || !Array.isArray(layout.tiles) || typeof layout.pools !== 'object' || layout.pools === null) {
    throw new ConfigError('a Tournament map is { tiles: the Center tiles, pools: { near, far }, supply: null } (docs/variants.md)', 'scenario.map');
  }
  const centre = centreTiles(layout);
  if (centre.length === 0 || centre.length !== layout.tiles.length) throw new ConfigError('a Tournament layout places only its Center tiles, printed tiles at fixed positions', 'scenario.map.tiles');
  const seen = new Set<string>();
  centre.forEach((t, i) => {
    if (!isTileCentre(t.q, t.r)) throw new ConfigError(`(${t.q}, ${t.r}) is not a tile position`, `scenario.map.tiles[${i}]`);
    if (!TILE_BY_ID[t.tile]) throw new ConfigError(`unknown tile "${t.tile}"`, `scenario.map.tiles[${i}].tile`);
    if (i > 0 && !centre.slice(0, i).some((o) => tileDistance(o, t) === 1)) throw new ConfigError('each Center tile touches an earlier one', `scenario.map.tiles[${i}]`);
    seen.add(t.tile);
  });
  for (const stage of ['near', 'far'] as const) {
    const pool = layout.pools[stage];
    if (!Array.isArray(pool) || pool.length === 0) throw new ConfigError(`a Tournament layout needs a ${stage} pool`, `scenario.map.pools.${stage}`);
    for (const id of pool) {
      const kind = TILE_BY_ID[id]?.kind;
      if (kind !== stage) throw new ConfigError(`"${id}" is not a ${stage === 'near' ? 'Near' : 'Far'} tile`, `scenario.map.pools.${stage}`);
      if (seen.has(id)) throw new ConfigError(`tile "${id}" is used twice`, `scenario.map.pools.${stage}`);
      seen.add(id);
    }
  }
  if (Object.keys(layout.pools).some((k) => k !== 'near' && k !== 'far')) throw new ConfigError('a Tournament layout has the pools near and far only', 'scenario.map.pools');
  if (layout.supply !== null) throw new ConfigError('a Tournament layout has no supply: every tile is placed while the map is built', 'scenario.map.supply');
  const obelisks = poolOf(layout, 'near').filter((id) => TILE_BY_ID[id]?.fields.some((f) => f.location === 'obelisk')).length;
  if (obelisks < 2) throw new ConfigError(`every Tournament scenario has at least 2 Near tiles with an Obelisk (this one ${obelisks})`, 'scenario.map.pools.near');
}

/** Checks a scenario's map for a number of players: a Tournament layout (the same for any), or a standard one. */
export function checkScenarioMap(sc: ScenarioDef, players: number): void {
  if (sc.mode === 'tournament') checkTournamentLayout(sc.map);
  else checkLayout(sc.map, players);
}

/** The table before the map is built: no tile yet, no hero yet. */
export function setUpTournamentMap(d: Draft): void {
  const supply: Record<PlayerId, string[]> = {};
  for (const p of d.s.players) supply[p.id] = [];
  d.s.map = { tiles: [], fields: [], heroes: [], supply, visitor: null, encounter: null, grail: null, turnEffects: NO_TURN_EFFECTS, aiHeroes: [], aiFlags: [], aiBeaten: [], aiDeck: null, mainHeroesLost: [], randomTowns: undefined };
}

/** The next placement: its stage and the seat placing; null once the map is built. */
export function nextPlacement(s: GameState): { stage: MapStage; seat: number } | null {
  const layout = s.config.scenario.map;
  const tiles = (s.map as MapState).tiles;
  const placed = (id: string): boolean => tiles.some((t) => t.tile === id);
  if (centreTiles(layout).some((t) => !placed(t.tile))) return { stage: 'center', seat: 0 };
  const near = poolOf(layout, 'near').filter(placed).length;
  if (near < poolOf(layout, 'near').length) return { stage: 'near', seat: (1 + near) % 2 };
  const starting = tiles.filter((t) => t.kind === 'starting').length;
  if (starting < 2) return { stage: 'starting', seat: starting };
  const far = poolOf(layout, 'far').filter(placed).length;
  if (far < poolOf(layout, 'far').length) return { stage: 'far', seat: far % 2 };
  return null;
}

/** The tile to place next: the layout's Center tile, the seat's Starting tile, or one drawn at random from the pool. */
function tileToPlace(d: Draft, stage: MapStage, seat: number): string {
  const layout = d.s.config.scenario.map;
  const tiles = (d.s.map as MapState).tiles;
  if (stage === 'center') return (centreTiles(layout).find((t) => !tiles.some((x) => x.tile === t.tile)) as { tile: string }).tile;
  if (stage === 'starting') return startingTileOf((d.s.players[seat] as { faction: string }).faction);
  const left = poolOf(layout, stage).filter((id) => !tiles.some((t) => t.tile === id));
  let at = 0;
  d.random((r) => {
    at = Math.floor(r() * left.length);
  });
  return left[at] as string;
}

/** A faction's Starting tile. */
function startingTileOf(faction: string): string {
  const def = TILES.find((t) => t.town === faction);
  if (!def) throw new ConfigError(`no Starting tile for ${faction}`, 'scenario.map');
  return def.id;
}

/**
 * What is wrong with a pending Tournament decision of a loaded save: the mode's own, in its phase, and a `placeMapTile`
 * the placement the table calls for.
 */
export function placementFault(s: GameState): string | null {
  const dec = s.pending;
  if (dec !== null && (dec.kind === 'chooseStarter' || dec.kind === 'mulligan') && !isTournament(s)) return `a ${dec.kind} decision is Tournament Mode's`;
  if (dec !== null && dec.kind === 'chooseStarter' && s.phase.step !== 'tournamentStart') return 'who starts is chosen before the map is built';
  if (dec === null || dec.kind !== 'placeMapTile') return null;
  if (s.map === null || s.phase.step !== 'buildMap') return 'a tile is placed only while a Tournament map is built';
  const next = nextPlacement(s);
  if (next === null || next.stage !== dec.stage || s.players[next.seat]?.id !== dec.player) return `it is not ${dec.player}'s ${dec.stage} tile to place now`;
  const layout = s.config.scenario.map;
  const placed = s.map.tiles.some((t) => t.tile === dec.tile);
  if (next.stage === 'center' || next.stage === 'starting') {
    const expected = next.stage === 'center' ? centreTiles(layout).find((t) => !s.map?.tiles.some((x) => x.tile === t.tile))?.tile : startingTileOf((s.players[next.seat] as { faction: string }).faction);
    return dec.tile === expected ? null : `the tile to place is ${String(expected)}`;
  }
  return !placed && poolOf(layout, next.stage).includes(dec.tile) ? null : `${dec.tile} is no tile left in the ${next.stage} pool`;
}

/** Asks the next placement, or returns false once the map is built. */
export function askNextPlacement(d: Draft): boolean {
  const next = nextPlacement(d.s);
  if (next === null) return false;
  const player = (d.s.players[next.seat] as { id: PlayerId }).id;
  d.s.pending = { kind: 'placeMapTile', player, tile: tileToPlace(d, next.stage, next.seat), stage: next.stage };
  return true;
}

/** The empty tile positions next to a tile on the table. */
function frontier(tiles: readonly MapTile[]): Hex[] {
  const out: Hex[] = [];
  for (const t of tiles) {
    for (const step of TILE_STEPS) {
      const c = { q: t.q + step.q, r: t.r + step.r };
      if (tiles.some((x) => x.q === c.q && x.r === c.r) || out.some((x) => x.q === c.q && x.r === c.r)) continue;
      out.push(c);
    }
  }
  return out;
}

/** Positions next to a tile the test picks. */
const touching = (tiles: readonly MapTile[], c: Hex, pick: (t: MapTile) => boolean): number => tiles.filter((t) => pick(t) && tileDistance(t, c) === 1).length;

/** Where the tile of this stage may go (the rule's "if possible" falls back to any position next to the map). */
export function placementPositions(s: GameState, stage: MapStage, seat: number): Hex[] {
  const layout = s.config.scenario.map;
  const tiles = (s.map as MapState).tiles;
  if (stage === 'center') {
    const t = centreTiles(layout).find((x) => !tiles.some((y) => y.tile === x.tile)) as Hex;
    return [{ q: t.q, r: t.r }];
  }
  const open = frontier(tiles);
  const or = (narrowed: Hex[]): Hex[] => (narrowed.length > 0 ? narrowed : open);
  const centre = centreTiles(layout);
  if (stage === 'near') return or(open.filter((c) => touching(tiles, c, (t) => centre.some((x) => x.tile === t.tile)) > 0));
  const starts = tiles.filter((t) => t.kind === 'starting');
  if (stage === 'starting') {
    const first = starts[0];
    if (first === undefined) return or(open.filter((c) => touching(tiles, c, (t) => poolOf(layout, 'near').includes(t.tile)) > 0));
    const far = Math.max(...open.map((c) => tileDistance(c, first)));
    return open.filter((c) => tileDistance(c, first) === far);
  }
  const farPlaced = poolOf(layout, 'far').filter((id) => tiles.some((t) => t.tile === id)).length;
  const own = tiles.find((t) => t.kind === 'starting' && t.tile === startingTileOf((s.players[seat] as { faction: string }).faction));
  if (farPlaced < 2 && own !== undefined) {
    const next = open.filter((c) => tileDistance(c, own) === 1);
    if (next.length > 0) return next;
  }
  return or(open.filter((c) => touching(tiles, c, () => true) >= 2));
}

/** Every legal (position, rotation) of the placement: the turns that keep every tile reachable (all, if none do). */
export function placementOptions(s: GameState, stage: MapStage, seat: number, tile: string): Action[] {
  const tiles = (s.map as MapState).tiles;
  const kind = (TILE_BY_ID[tile] as { kind: MapTile['kind'] }).kind;
  const all: Action[] = [];
  const keeping: Action[] = [];
  for (const c of placementPositions(s, stage, seat)) {
    for (const rotation of ROTATIONS) {
      const a: Action = { type: 'placeMapTile', q: c.q, r: c.r, rotation };
      all.push(a);
      const next = tiles.slice();
      next.push(mapTile(c.q, c.r, kind, tile, rotation, true));
      if (allTilesReachable(next)) keeping.push(a);
    }
  }
  return keeping.length > 0 ? keeping : all;
}

/** Lays the tile face up; a Starting tile gets its Main Hero on its town, the town flagged by its owner. */
function layTile(d: Draft, player: PlayerId, tile: string, stage: MapStage, q: number, r: number, rotation: number): void {
  const w = d.map();
  const tiles = w.tiles.slice();
  tiles.push(mapTile(q, r, (TILE_BY_ID[tile] as { kind: MapTile['kind'] }).kind, tile, rotation, true));
  w.tiles = tiles;
  const index = tiles.length - 1;
  for (let i = 0; i < FIELDS_PER_TILE; i++) w.fields.push(freshField());
  d.emit({ type: 'mapTilePlaced', player, tile: index, id: tile, stage, q, r, rotation, seq: 0 });
  noteRandomTowns(d, index);
  if (stage !== 'starting') return;
  const town = index * FIELDS_PER_TILE + CENTRE;
  w.fields[town] = { cleared: true, visited: false, flags: [player], everFlagged: true, produces: null };
  w.heroes.push({ player, hero: 'main', field: town, lastVisited: town });
}

/** The `placeMapTile` decision: the revealed tile goes to one of the legal positions, turned one of the legal ways. */
export const PLACE_MAP_TILE: DecisionKindHandlers<'placeMapTile'> = {
  legal(d, dec) {
    return placementOptions(d.s, dec.stage, d.seatOf(dec.player), dec.tile);
  },
  apply(d, dec, a) {
    if (a.type !== 'placeMapTile') return wrongAnswer(PLACE_MAP_TILE, dec, a);
    const options = placementOptions(d.s, dec.stage, d.seatOf(dec.player), dec.tile);
    if (!options.some((o) => o.type === 'placeMapTile' && o.q === a.q && o.r === a.r && o.rotation === a.rotation)) {
      illegal('OPTION_NOT_AVAILABLE', `Tile ${dec.tile} cannot go at (${a.q}, ${a.r}) turned ${a.rotation} sixths`, 'tournament');
    }
    d.s.pending = null;
    layTile(d, dec.player, dec.tile, dec.stage, a.q, a.r, a.rotation);
  },
  describe: (dec) => `${dec.player} places tile ${dec.tile}`,
};

/** A Redwood Observatory's alternative effect (p. 81): the tiles next to its tile that no hero stands on. */
export function turnableTilesNextTo(m: MapState, tile: number): number[] {
  const here = m.tiles[tile] as MapTile;
  const out: number[] = [];
  m.tiles.forEach((t, i) => {
    if (i === tile || tileDistance(t, here) !== 1 || !t.faceUp) return;
    if (m.heroes.some((h) => Math.floor(h.field / FIELDS_PER_TILE) === i)) return;
    if (turnsOf(m.tiles, i).length > 0) out.push(i);
  });
  return out;
}

/** The other turns of a tile that keep every tile reachable (the standard placement rules, p. 31). */
export function turnsOf(tiles: readonly MapTile[], tile: number): number[] {
  const t = tiles[tile] as MapTile;
  const out: number[] = [];
  for (const rotation of ROTATIONS) {
    if (rotation === t.rotation) continue;
    const next = tiles.slice();
    next[tile] = mapTile(t.q, t.r, t.kind, t.tile, rotation, t.faceUp);
    if (allTilesReachable(next)) out.push(rotation);
  }
  return out;
}
