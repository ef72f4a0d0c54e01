/**
 * Placing and discovering tiles (p. 31): for 1 movement point a hero turns over a face-down tile next to its field,
 * or places the top Far tile of its player's supply so that it touches the hero's field and at least two tiles on the
 * table, and every tile can still be reached. Whoever reveals or places a tile turns it as they like (a `rotateTile`
 * decision); a placed tile's turns are limited to those that keep every tile reachable.
 */
import type { Draft } from '../kernel/draft';
import type { Action, HeroRole, MapState, MapTile, PlayerId } from '../model';
import type { DecisionKindHandlers } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { TILE_BY_ID } from '../content/registry';
import { DIRECTIONS, FIELDS_PER_TILE, geometryOf, type Hex, isTileCentre, TILE_STEPS, tileOfField } from './geometry';
import { heroOf, spendMovement } from './fields';
import { mapTile } from './setup';
import { noteRandomTowns } from './randomTown';

const ALL_ROTATIONS: readonly number[] = [0, 1, 2, 3, 4, 5];

/** The face-down tiles next to a field. */
export function faceDownTilesNextTo(m: MapState, field: number): number[] {
  const out: number[] = [];
  for (const n of geometryOf(m.tiles).neighbours[field] ?? []) {
    const t = tileOfField(n);
    if (!(m.tiles[t] as MapTile).faceUp && !out.includes(t)) out.push(t);
  }
  return out;
}

/** How many tiles lie next to a tile position. */
function tilesAround(m: MapState, c: Hex): number {
  let n = 0;
  for (const step of TILE_STEPS) if (m.tiles.some((t) => t.q === c.q + step.q && t.r === c.r + step.r)) n += 1;
  return n;
}

/** The centre of the tile position a hex belongs to (the lattice point at most one step away). */
function centreOf(h: Hex): Hex {
  if (isTileCentre(h.q, h.r)) return h;
  for (const step of DIRECTIONS) {
    if (isTileCentre(h.q + step.q, h.r + step.r)) return { q: h.q + step.q, r: h.r + step.r };
  }
  throw new Error(`No tile position around (${h.q}, ${h.r})`);
}

/** Where the player's next supply tile may go from the hero's field: empty positions touching it and 2+ tiles. */
export function placementsFrom(m: MapState, field: number): Hex[] {
  const geo = geometryOf(m.tiles);
  const here = geo.positions[field] as Hex;
  const out: Hex[] = [];
  for (const dir of DIRECTIONS) {
    const h = { q: here.q + dir.q, r: here.r + dir.r };
    if (geo.at(h.q, h.r) !== undefined) continue;
    const c = centreOf(h);
    if (out.some((x) => x.q === c.q && x.r === c.r)) continue;
    if (tilesAround(m, c) >= 2) out.push(c);
  }
  return out;
}

/**
 * Whether every tile can be reached from every other over fields a hero may stand on (face-down tiles count as
 * passable: what they hold is unknown). Yellow border lines are in no source (ruling M1): only Blocked fields stop.
 */
export function allTilesReachable(tiles: readonly MapTile[]): boolean {
  const geo = geometryOf(tiles);
  const open = (f: number): boolean => {
    const t = tiles[tileOfField(f)] as MapTile;
    return !t.faceUp || TILE_BY_ID[t.tile]?.fields[f % FIELDS_PER_TILE]?.location !== 'blocked';
  };
  const start = geo.positions.findIndex((_, f) => open(f));
  if (start < 0) return false;
  const seen = new Set<number>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const f = queue.pop() as number;
    for (const n of geo.neighbours[f] as number[]) if (!seen.has(n) && open(n)) { seen.add(n); queue.push(n); }
  }
  for (let t = 0; t < tiles.length; t++) {
    let reached = false;
    for (let slot = 0; slot < FIELDS_PER_TILE; slot++) if (seen.has(t * FIELDS_PER_TILE + slot)) reached = true;
    if (!reached) return false;
  }
  return true;
}

/** The turns of a just-placed tile that keep every tile reachable (all six if none would: the tile must go somewhere). */
function rotationsKeepingPaths(tiles: readonly MapTile[], tile: number): number[] {
  const ok: number[] = [];
  for (const rotation of ALL_ROTATIONS) {
    const t = tiles[tile] as MapTile;
    const turned = tiles.slice();
    turned[tile] = mapTile(t.q, t.r, t.kind, t.tile, rotation, true);
    if (allTilesReachable(turned)) ok.push(rotation);
  }
  return ok.length > 0 ? ok : ALL_ROTATIONS.slice();
}

/** Replaces a tile (the tiles list is replaced too: the geometry is cached per list). */
function setTile(d: Draft, tile: number, t: MapTile): void {
  const m = d.map();
  const tiles = m.tiles.slice();
  tiles[tile] = t;
  m.tiles = tiles;
}

/** Turns over a face-down tile next to the hero (1 MP); its discoverer then turns it. */
export function discoverTile(d: Draft, player: PlayerId, hero: HeroRole, tile: number): void {
  const m = d.s.map as MapState;
  const h = heroOf(m, player, hero);
  if (!h || !faceDownTilesNextTo(m, h.field).includes(tile)) illegal('NOT_ADJACENT', 'Only a face-down tile next to your hero can be discovered', 'placing-tiles');
  spendMovement(d, player, hero);
  discoverTileFree(d, player, tile);
}

/** Turns over a face-down tile, and its discoverer turns it (a Redwood Observatory's discovery costs no point). */
export function discoverTileFree(d: Draft, player: PlayerId, tile: number): void {
  revealTile(d, player, tile, 'discovered');
  d.s.pending = { kind: 'rotateTile', player, tile, rotations: ALL_ROTATIONS.slice() };
}

/** Turns a face-down tile face up (its printed name is public from now on). */
export function revealTile(d: Draft, player: PlayerId, tile: number, by: 'discovered' | 'placed'): void {
  const t = (d.s.map as MapState).tiles[tile] as MapTile;
  setTile(d, tile, mapTile(t.q, t.r, t.kind, t.tile, 0, true));
  d.emit({ type: 'tileRevealed', player, tile, id: t.tile, by, seq: 0 });
  noteRandomTowns(d, tile);
}

/** Places the top tile of the player's supply with its centre at (q, r) (1 MP); the player then turns it. */
export function placeTile(d: Draft, player: PlayerId, hero: HeroRole, q: number, r: number): void {
  const m = d.s.map as MapState;
  const h = heroOf(m, player, hero);
  const own = m.supply[player] ?? [];
  if (own.length === 0) illegal('NO_TILE', 'Your supply of Far tiles is empty', 'placing-tiles');
  if (!h || !placementsFrom(m, h.field).some((c) => c.q === q && c.r === r)) {
    illegal('OPTION_NOT_AVAILABLE', 'A new tile must touch your hero\'s field and at least two tiles on the table', 'placing-tiles');
  }
  spendMovement(d, player, hero);
  placeTileFree(d, player, q, r);
}

/** Places the top tile of the player's supply at (q, r); the player then turns it. */
export function placeTileFree(d: Draft, player: PlayerId, q: number, r: number): void {
  const own = (d.s.map as MapState).supply[player] ?? [];
  const id = own[own.length - 1] as string;
  const w = d.map();
  const supply: Record<PlayerId, string[]> = {};
  for (const k in w.supply) supply[k] = k === player ? own.slice(0, -1) : (w.supply[k] as string[]);
  w.supply = supply;
  const tiles = w.tiles.slice();
  tiles.push(mapTile(q, r, (TILE_BY_ID[id] as { kind: MapTile['kind'] }).kind, id, 0, false));
  w.tiles = tiles;
  for (let i = 0; i < FIELDS_PER_TILE; i++) w.fields.push({ cleared: false, visited: false, flags: [], everFlagged: false, produces: null });
  const tile = tiles.length - 1;
  revealTile(d, player, tile, 'placed');
  d.s.pending = { kind: 'rotateTile', player, tile, rotations: rotationsKeepingPaths((d.s.map as MapState).tiles, tile) };
}

/** The `rotateTile` decision: the tile is turned a number of sixths clockwise. */
export const ROTATE_TILE: DecisionKindHandlers<'rotateTile'> = {
  legal: (_d, dec) => dec.rotations.map((rotation): Action => ({ type: 'rotateTile', rotation })),
  apply(d, dec, a) {
    if (a.type !== 'rotateTile') return wrongAnswer(ROTATE_TILE, dec, a);
    if (!dec.rotations.includes(a.rotation)) illegal('OPTION_NOT_AVAILABLE', `The tile can be turned ${dec.rotations.join(', ')} sixths only`, 'placing-tiles');
    const t = (d.s.map as MapState).tiles[dec.tile] as MapTile;
    d.s.pending = null;
    setTile(d, dec.tile, mapTile(t.q, t.r, t.kind, t.tile, a.rotation, true));
    d.emit({ type: 'tileRotated', player: dec.player, tile: dec.tile, rotation: a.rotation, seq: 0 });
  },
  describe: (dec) => `${dec.player} turns a tile`,
};
