/**
 * Hex geometry of the map. Fields are pointy-top hexagons in axial coordinates: q grows to the east, r to the
 * south-east, so a field's six neighbours differ by (1,0) east, (1,−1) north-east, (0,−1) north-west, (−1,0) west,
 * (−1,1) south-west and (0,1) south-east. A tile is a centre field and its six neighbours; tiles fit together on a
 * lattice of centres, each tile's neighbours 3 fields away (the six TILE_STEPS). A field's id is its tile's index ×
 * 7 + its printed slot (0 NW, 1 NE, 2 W, 3 centre, 4 E, 5 SW, 6 SE), fixed once the tile lies on the table.
 */
import type { MapTile } from '../model';

/** Axial coordinates of a field. */
export interface Hex {
  q: number;
  r: number;
}

/** The six directions, clockwise from east. */
export const DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 }, { q: 0, r: 1 }, { q: -1, r: 1 }, { q: -1, r: 0 }, { q: 0, r: -1 }, { q: 1, r: -1 },
];

/** Each printed slot's place relative to the tile's centre, in the printed orientation. */
export const SLOT_OFFSETS: readonly Hex[] = [
  { q: 0, r: -1 }, { q: 1, r: -1 }, { q: -1, r: 0 }, { q: 0, r: 0 }, { q: 1, r: 0 }, { q: -1, r: 1 }, { q: 0, r: 1 },
];

/** From a tile's centre to the centres of the six tiles around it, clockwise. */
export const TILE_STEPS: readonly Hex[] = [
  { q: 3, r: -1 }, { q: 1, r: 2 }, { q: -2, r: 3 }, { q: -3, r: 1 }, { q: -1, r: -2 }, { q: 2, r: -3 },
];

/** The centre slot of a tile. */
export const CENTRE = 3;
/** Fields per tile. */
export const FIELDS_PER_TILE = 7;

/** Turns an offset a sixth clockwise `times` times. */
export function rotate(h: Hex, times: number): Hex {
  let q = h.q;
  let r = h.r;
  for (let i = 0; i < ((times % 6) + 6) % 6; i++) {
    const nq = 0 - r; // not -r: that would make -0
    r = q + r;
    q = nq;
  }
  return { q, r };
}

/** Whether a field can be the centre of a tile (the lattice the tiles fit on). */
export function isTileCentre(q: number, r: number): boolean {
  return (((q + 3 * r) % 7) + 7) % 7 === 0;
}

/** The distance between two fields, in steps. */
export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

const key = (q: number, r: number): number => (q + 512) * 1024 + (r + 512);

/** Where each field lies and who its neighbours are, for one list of tiles (face-down tiles included). */
export interface Geometry {
  /** Per field id, its coordinates. */
  positions: Hex[];
  /** Per field id, the ids of the fields next to it (on any tile on the table). */
  neighbours: number[][];
  /** The field id at a coordinate, or undefined. */
  at(q: number, r: number): number | undefined;
}

const cache = new WeakMap<readonly MapTile[], Geometry>();

/** The geometry of these tiles, computed once per tiles array (the Draft replaces the array when a tile changes). */
export function geometryOf(tiles: readonly MapTile[]): Geometry {
  const known = cache.get(tiles);
  if (known) return known;
  const built = buildGeometry(tiles);
  cache.set(tiles, built);
  return built;
}

function buildGeometry(tiles: readonly MapTile[]): Geometry {
  const positions: Hex[] = [];
  const index = new Map<number, number>();
  for (let t = 0; t < tiles.length; t++) {
    const tile = tiles[t] as MapTile;
    for (let slot = 0; slot < FIELDS_PER_TILE; slot++) {
      const o = rotate(SLOT_OFFSETS[slot] as Hex, tile.rotation);
      const h = { q: tile.q + o.q, r: tile.r + o.r };
      positions.push(h);
      index.set(key(h.q, h.r), t * FIELDS_PER_TILE + slot);
    }
  }
  const neighbours: number[][] = [];
  for (const h of positions) {
    const around: number[] = [];
    for (const dir of DIRECTIONS) {
      const id = index.get(key(h.q + dir.q, h.r + dir.r));
      if (id !== undefined) around.push(id);
    }
    neighbours.push(around);
  }
  return { positions, neighbours, at: (q, r) => index.get(key(q, r)) };
}

/** The tile a field id lies on. */
export const tileOfField = (field: number): number => Math.floor(field / FIELDS_PER_TILE);
/** A field id's printed slot. */
export const slotOfField = (field: number): number => field % FIELDS_PER_TILE;
