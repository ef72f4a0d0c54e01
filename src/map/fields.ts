/**
 * Reading the map: what a field holds, who stands where, how many movement points a hero has left, and writing a
 * field or a hero (entries are replaced, never edited: the Draft shares them with the input state).
 */
import type { Draft } from '../kernel/draft';
import type { FieldDef, FieldState, GameState, HeroRole, LocationDef, MapHero, MapState, Movement, PlayerId, PlayerState, TileDef } from '../model';
import { LOCATION_BY_ID, TILE_BY_ID } from '../content/registry';
import { FIELDS_PER_TILE, slotOfField, tileOfField } from './geometry';

/** The map of a game (every game has one; a stand-alone combat has none). */
export function mapOf(s: GameState): MapState {
  if (!s.map) throw new Error('This game has no map');
  return s.map;
}

/** The printed tile a face-up tile shows. */
export function tileDefOf(m: MapState, tile: number): TileDef {
  const t = m.tiles[tile];
  const def = t ? TILE_BY_ID[t.tile] : undefined;
  if (!def) throw new Error(`No printed tile at position ${tile}`);
  return def;
}

/** What is printed on a field of a face-up tile. */
export function fieldDefOf(m: MapState, field: number): FieldDef {
  return tileDefOf(m, tileOfField(field)).fields[slotOfField(field)] as FieldDef;
}

/** The location on a field of a face-up tile. */
export function locationOf(m: MapState, field: number): LocationDef {
  return LOCATION_BY_ID[fieldDefOf(m, field).location] as LocationDef;
}

/** Whether the field lies on a face-up tile. */
export function isFaceUp(m: MapState, field: number): boolean {
  return m.tiles[tileOfField(field)]?.faceUp === true;
}

/** Whether a hero may step onto the field: on a face-up tile and not a Blocked field (which can only be left). */
export function canEnter(m: MapState, field: number): boolean {
  return isFaceUp(m, field) && fieldDefOf(m, field).location !== 'blocked';
}

/** A player's hero on the map, or undefined (a Secondary Hero not hired). */
export function heroOf(m: MapState, player: PlayerId, hero: HeroRole): MapHero | undefined {
  for (const h of m.heroes) if (h.player === player && h.hero === hero) return h;
  return undefined;
}

/** The heroes standing on a field. */
export function heroesOn(m: MapState, field: number): MapHero[] {
  const out: MapHero[] = [];
  for (const h of m.heroes) if (h.field === field) out.push(h);
  return out;
}

/** A hero's movement tokens. */
export function movementOf(p: PlayerState, hero: HeroRole): Movement | null {
  return hero === 'main' ? p.mainHero : p.secondaryHero;
}

/** Movement points a hero has left this turn (gained ones count only for this turn). */
export function movementLeft(p: PlayerState, hero: HeroRole): number {
  const m = movementOf(p, hero);
  return m === null ? 0 : Math.max(0, m.base + m.extra - m.used);
}

/** Spends one of the hero's movement points. */
export function spendMovement(d: Draft, player: PlayerId, hero: HeroRole): void {
  const p = d.player(player);
  const m = hero === 'main' ? p.mainHero : p.secondaryHero;
  if (m) m.used += 1;
}

/** A field as it is at the start of the game. */
export function freshField(): FieldState {
  return { cleared: false, visited: false, flags: [], everFlagged: false, produces: null };
}

/** Replaces a field's state. */
export function setField(d: Draft, field: number, f: FieldState): void {
  d.map().fields[field] = f;
}

/** A field's state with some values changed, as a full literal. */
export function fieldWith(f: FieldState, change: Partial<FieldState>): FieldState {
  return {
    cleared: change.cleared ?? f.cleared,
    visited: change.visited ?? f.visited,
    flags: change.flags ?? f.flags,
    everFlagged: change.everFlagged ?? f.everFlagged,
    produces: change.produces === undefined ? f.produces : change.produces,
  };
}

/** Moves a hero to a field (replacing its entry); `visited`: the field counts as the last one it visited. */
export function placeHero(d: Draft, player: PlayerId, hero: HeroRole, field: number, visited: boolean): void {
  const m = d.map();
  const i = m.heroes.findIndex((h) => h.player === player && h.hero === hero);
  const before = m.heroes[i];
  const entry: MapHero = { player, hero, field, lastVisited: visited ? field : before ? before.lastVisited : field };
  if (i < 0) m.heroes.push(entry);
  else m.heroes[i] = entry;
}

/** Takes a hero off the map (a Secondary Hero defeated). */
export function removeHero(d: Draft, player: PlayerId, hero: HeroRole): void {
  const m = d.map();
  const i = m.heroes.findIndex((h) => h.player === player && h.hero === hero);
  if (i >= 0) m.heroes.splice(i, 1);
}

/** The fields of towns and settlements a player holds (their cube is on it). */
export function ownedSpawnFields(m: MapState, player: PlayerId): number[] {
  const out: number[] = [];
  for (let t = 0; t < m.tiles.length; t++) {
    if (!(m.tiles[t] as { faceUp: boolean }).faceUp) continue;
    for (let slot = 0; slot < FIELDS_PER_TILE; slot++) {
      const field = t * FIELDS_PER_TILE + slot;
      const kind = locationOf(m, field).flag?.kind;
      if ((kind === 'town' || kind === 'settlement') && (m.fields[field] as FieldState).flags.includes(player)) out.push(field);
    }
  }
  return out;
}
