/**
 * The map for user interfaces: every field with where it lies and what is on it, and a route for a hero. Moving is
 * one `moveHero` action per step (bots and players decide at every field); `pathTo` plans the steps a UI then
 * applies one by one, stopping when a decision comes up.
 */
import type { Action, GameState, HeroRole, MapState, PlayerId } from '../model';
import { LOCATION_BY_ID, TILE_BY_ID } from '../content/registry';
import { FIELDS_PER_TILE, geometryOf } from './geometry';
import { canEnter, heroOf, isFaceUp } from './fields';
import { isGuarded } from './visit';
import { enemyHolds } from './enter';
import { areAllies } from '../rules/teams';

/** A field as a UI draws it. */
export interface MapField {
  /** The field id (`moveHero`'s `field`). */
  id: number;
  /** Axial coordinates: q to the east, r to the south-east (docs/map.md). */
  q: number;
  r: number;
  /** The index of its tile in `state.map.tiles`. */
  tile: number;
  /** Its tile's printed name ("F3"), or null while the tile is face down. */
  tileName: string | null;
  /** Its location id ("gold-mine") and rule-book name ("Gold Mine"), or null on a face-down tile. */
  location: string | null;
  name: string | null;
  /** Its Field Difficulty (1–7), 0 when unguarded or face down. */
  guard: number;
  /** Its neutral guards are still there (not beaten). */
  guarded: boolean;
  /** A black cube (a Visitable field already visited). */
  visited: boolean;
  /** The faction cubes on it. */
  flags: readonly PlayerId[];
  /** The heroes standing on it. */
  heroes: ReadonlyArray<{ player: PlayerId; hero: HeroRole }>;
}

/** Every field of the map, face-down tiles' too (their contents unknown), in field-id order; [] without a map. */
export function mapFields(state: GameState): MapField[] {
  const m = state.map;
  if (m === null) return [];
  const geo = geometryOf(m.tiles);
  const out: MapField[] = [];
  for (let id = 0; id < m.fields.length; id++) {
    const tile = Math.floor(id / FIELDS_PER_TILE);
    const t = m.tiles[tile] as MapState['tiles'][number];
    const def = t.faceUp ? TILE_BY_ID[t.tile]?.fields[id % FIELDS_PER_TILE] : undefined;
    const f = m.fields[id] as MapState['fields'][number];
    const pos = geo.positions[id] as { q: number; r: number };
    out.push({
      id, q: pos.q, r: pos.r, tile,
      tileName: t.faceUp ? t.tile : null,
      location: def?.location ?? null,
      name: def ? (LOCATION_BY_ID[def.location]?.name ?? def.location) : null,
      guard: def?.guard ?? 0,
      guarded: def !== undefined && isGuarded(m, id),
      visited: f.visited,
      flags: f.flags,
      heroes: m.heroes.filter((h) => h.field === id).map((h) => ({ player: h.player, hero: h.hero })),
    });
  }
  return out;
}

/**
 * The shortest route of single steps for a player's hero to a field, as the `moveHero` actions to apply in turn, or
 * null when no route exists. The route passes only through fields where the hero would not stop for a fight (no
 * neutral guards left, no enemy hero, town or settlement); the last field may be any field it can enter. Every field
 * passed is visited, as a step always does. It does not count movement points: compare its length with the hero's.
 */
export function pathTo(state: GameState, player: PlayerId, hero: HeroRole, field: number): Action[] | null {
  const m = state.map;
  const h = m === null ? undefined : heroOf(m, player, hero);
  if (m === null || !h || !Number.isInteger(field) || field < 0 || field >= m.fields.length || !canEnter(m, field)) return null;
  const geo = geometryOf(m.tiles);
  const from = new Map<number, number>([[h.field, -1]]);
  const queue = [h.field];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as number;
    if (at === field) break;
    // Only the start and fields a hero walks through freely lead further.
    if (at !== h.field && !passable(state, m, player, at)) continue;
    for (const n of geo.neighbours[at] as number[]) {
      if (from.has(n) || !isFaceUp(m, n) || !canEnter(m, n)) continue;
      from.set(n, at);
      queue.push(n);
    }
  }
  if (!from.has(field) || field === h.field) return field === h.field ? [] : null;
  const steps: Action[] = [];
  for (let at = field; at !== h.field; at = from.get(at) as number) steps.push({ type: 'moveHero', hero, field: at });
  return steps.reverse();
}

/** A field the player's hero walks through without a fight: no guards left, no enemy hero, no enemy town or settlement. */
function passable(s: GameState, m: MapState, player: PlayerId, field: number): boolean {
  if (isGuarded(m, field)) return false;
  for (const o of m.heroes) if (o.field === field && !areAllies(s, player, o.player)) return false;
  return enemyHolds(s, m, player, field) === null;
}
