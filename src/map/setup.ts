/**
 * Setting up the map (Setup steps 6 and 22, p. 12–13; Map Elements, p. 31): the scenario's layout with each
 * player's Starting tile, the face-down tiles drawn at random from their pools and shuffled, each player's supply of
 * Far tiles, every hero on the centre of its Starting tile — its town, flagged by its owner.
 */
import { setUpAiDeck } from './aiDeck';
import type { Draft } from '../kernel/draft';
import type { FieldState, MapLayout, MapState, MapTile, PlayerId } from '../model';
import { ConfigError } from '../kernel/errors';
import { TILE_BY_ID, TILES } from '../content/registry';
import { CENTRE, FIELDS_PER_TILE, isTileCentre } from './geometry';
import { freshField } from './fields';
import { noteRandomTowns } from './randomTown';
import { NO_TURN_EFFECTS } from '../cards/turnEffects';

/** A tile as one literal in the type's key order. */
export function mapTile(q: number, r: number, kind: MapTile['kind'], tile: string, rotation: number, faceUp: boolean): MapTile {
  return { q, r, kind, tile, rotation, faceUp };
}

/** What is wrong with a layout, checked before a game starts (a scenario written by a user names its own faults). */
export function checkLayout(layout: MapLayout, players: number): void {
  if (typeof layout !== 'object' || layout === null || !Array.isArray(layout.tiles) || typeof layout.pools !== 'object' || layout.pools === null) {
    throw new ConfigError('a scenario needs a map: { tiles, pools, supply } (docs/map.md)', 'scenario.map');
  }
  const seen = new Set<string>();
  const seats = new Set<number>();
  layout.tiles.forEach((t, i) => {
    const path = `scenario.map.tiles[${i}]`;
    if (typeof t !== 'object' || t === null) throw new ConfigError('expected a tile position', path);
    if (!Number.isInteger(t.q) || !Number.isInteger(t.r) || !isTileCentre(t.q, t.r)) {
      throw new ConfigError(`(${t.q}, ${t.r}) is not a tile position: tile centres have q + 3r divisible by 7 (docs/map.md)`, path);
    }
    if (seen.has(`${t.q},${t.r}`)) throw new ConfigError(`two tiles at (${t.q}, ${t.r})`, path);
    seen.add(`${t.q},${t.r}`);
    if ('start' in t) {
      if (!Number.isInteger(t.start) || t.start < 0 || seats.has(t.start)) throw new ConfigError('each seat has one Starting tile', `${path}.start`);
      // A Starting tile laid only in games of more players is no seat's in this one.
      if ((t.players ?? 0) <= players) seats.add(t.start);
    } else if ('tile' in t) {
      if (!TILE_BY_ID[t.tile]) throw new ConfigError(`unknown tile "${t.tile}"`, `${path}.tile`);
      if (!Number.isInteger(t.rotation) || t.rotation < 0 || t.rotation > 5) throw new ConfigError('rotation is 0–5', `${path}.rotation`);
    } else if (!Object.hasOwn(layout.pools, t.pool)) { // own pools only: not "toString"
      throw new ConfigError(`no pool "${t.pool}"`, `${path}.pool`);
    }
  });
  for (let seat = 0; seat < players; seat++) if (!seats.has(seat)) throw new ConfigError(`seat ${seat + 1} has no Starting tile`, 'scenario.map.tiles');
  for (const [name, ids] of Object.entries(layout.pools)) {
    if (!Array.isArray(ids)) throw new ConfigError('a pool is a list of tile names', `scenario.map.pools.${name}`);
    for (const id of ids) if (!TILE_BY_ID[id]) throw new ConfigError(`unknown tile "${id}"`, `scenario.map.pools.${name}`);
  }
  if (layout.supply && !Object.hasOwn(layout.pools, layout.supply.pool)) throw new ConfigError(`no pool "${layout.supply.pool}"`, 'scenario.map.supply.pool');
  if (!canFill(drawSlots(layout, players), layout.pools)) {
    throw new ConfigError('the pools hold too few tiles for the face-down positions and the supplies, no tile drawn twice', 'scenario.map.pools');
  }
}

/** The pool of each tile drawn at setup, in drawing order: the face-down positions, then each player's supply. */
function drawSlots(layout: MapLayout, players: number): string[] {
  const slots: string[] = [];
  for (const t of layout.tiles) if ('pool' in t && (t.players ?? 0) <= players) slots.push(t.pool);
  for (let p = 0; p < players; p++) for (let i = 0; i < (layout.supply?.count ?? 0); i++) slots.push((layout.supply as { pool: string }).pool);
  return slots;
}

/**
 * Whether each slot can get a tile of its pool, no tile twice (pools may share tiles): a matching of slots to tiles,
 * found by augmenting paths.
 */
export function canFill(slots: readonly string[], pools: Readonly<Record<string, readonly string[]>>): boolean {
  const holder = new Map<string, number>(); // tile → the slot it is given to
  const give = (slot: number, seen: Set<string>): boolean => {
    for (const tile of pools[slots[slot] as string] ?? []) {
      if (seen.has(tile)) continue;
      seen.add(tile);
      const other = holder.get(tile);
      if (other === undefined || give(other, seen)) {
        holder.set(tile, slot);
        return true;
      }
    }
    return false;
  };
  for (let slot = 0; slot < slots.length; slot++) if (!give(slot, new Set())) return false;
  return true;
}

/**
 * Draws one tile id from a pool (without replacement), at random among those that leave every slot still to draw
 * (`rest`) a tile: with disjoint pools, any tile of the pool.
 */
function drawFrom(d: Draft, pools: Record<string, string[]>, pool: string, rest: readonly string[]): string {
  const all = pools[pool] as string[];
  const without = (id: string) => Object.fromEntries(Object.entries(pools).map(([k, v]) => [k, v.filter((x) => x !== id)]));
  const left = rest.length === 0 ? all : all.filter((id) => canFill(rest, without(id)));
  if (left.length === 0) throw new ConfigError(`pool "${pool}" has too few tiles`, 'scenario.map.pools');
  let at = 0;
  d.random((r) => {
    at = Math.floor(r() * left.length);
  });
  const id = left[at] as string;
  all.splice(all.indexOf(id), 1);
  // A tile on the table is in no other pool.
  for (const other of Object.values(pools)) {
    const i = other.indexOf(id as string);
    if (i >= 0) other.splice(i, 1);
  }
  return id as string;
}

/** The map at the start of the game, the players' factions being known. */
export function setUpMap(d: Draft): void {
  const layout = d.s.config.scenario.map;
  const players = d.s.players;
  const pools: Record<string, string[]> = {};
  for (const [name, ids] of Object.entries(layout.pools)) pools[name] = ids.slice();
  const tiles: MapTile[] = [];
  const slots = drawSlots(layout, players.length);
  let drawn = 0;
  const draw = (pool: string): string => drawFrom(d, pools, pool, slots.slice(++drawn));
  for (const t of layout.tiles) {
    if ((t.players ?? 0) > players.length) continue; // a tile of a larger table
    if ('start' in t) {
      const p = players[t.start];
      if (!p) continue;
      const def = TILES.find((x) => x.town === p.faction);
      if (!def) throw new ConfigError(`no Starting tile for ${p.faction}`, 'scenario.map');
      tiles.push(mapTile(t.q, t.r, 'starting', def.id, 0, true));
    } else if ('tile' in t) {
      tiles.push(mapTile(t.q, t.r, (TILE_BY_ID[t.tile] as { kind: MapTile['kind'] }).kind, t.tile, t.rotation, true));
    } else {
      const id = draw(t.pool);
      tiles.push(mapTile(t.q, t.r, (TILE_BY_ID[id] as { kind: MapTile['kind'] }).kind, id, 0, false));
    }
  }
  const supply: Record<PlayerId, string[]> = {};
  for (const p of players) {
    const own: string[] = [];
    for (let i = 0; i < (layout.supply?.count ?? 0); i++) own.push(draw((layout.supply as { pool: string }).pool));
    supply[p.id] = own;
  }
  const fields: FieldState[] = [];
  for (let i = 0; i < tiles.length * FIELDS_PER_TILE; i++) fields.push(freshField());
  d.s.map = { tiles, fields, heroes: [], supply, visitor: null, encounter: null, grail: null, turnEffects: NO_TURN_EFFECTS, aiHeroes: [], aiFlags: [], aiBeaten: [], aiDeck: null, mainHeroesLost: [], randomTowns: undefined };
  for (let t = 0; t < tiles.length; t++) if ((tiles[t] as MapTile).faceUp) noteRandomTowns(d, t); // laid face up: revealed
  // Each Main Hero on its town, the town flagged by its owner.
  for (const p of players) {
    const t = tiles.findIndex((x) => x.kind === 'starting' && TILE_BY_ID[x.tile]?.town === p.faction);
    const town = t * FIELDS_PER_TILE + CENTRE;
    const m = d.map();
    m.fields[town] = { cleared: true, visited: false, flags: [p.id], everFlagged: true, produces: null };
    m.heroes.push({ player: p.id, hero: 'main', field: town, lastVisited: town });
  }
  setUpAiDeck(d); // the AI Heroes' AI Deck (AI Decks, p. 49)
}
