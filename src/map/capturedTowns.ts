/**
 * Captured Towns with the Optional Rules Table's first row (p. 59, ruling VT-1): a player whose faction cube is on
 * another player's Town may use that Town's Dwellings (and its Citadel, for reinforcing) to recruit and reinforce the
 * units of its faction. A unit card is in one unit deck at a time, so a unit another player holds cannot be recruited.
 */
import type { GameState, MapState, PlayerId, PlayerState } from '../model';
import { TILE_BY_ID } from '../content/registry';
import { FIELDS_PER_TILE } from './geometry';
import { locationOf } from './fields';

/** The players (still in the game) whose Towns carry this player's faction cube, when the row is on; else none. */
export function capturedTownOwners(s: GameState, player: PlayerId): PlayerState[] {
  const out: PlayerState[] = [];
  const m = s.map as MapState | null;
  if (!s.config.variants.capturedTownBuildings || m === null) return out;
  for (let t = 0; t < m.tiles.length; t++) {
    const tile = m.tiles[t] as MapState['tiles'][number];
    const faction = tile.faceUp ? TILE_BY_ID[tile.tile]?.town : undefined;
    if (faction === undefined) continue;
    for (let slot = 0; slot < FIELDS_PER_TILE; slot++) {
      const field = t * FIELDS_PER_TILE + slot;
      if (locationOf(m, field).flag?.kind !== 'town' || !m.fields[field]?.flags.includes(player)) continue;
      const owner = s.players.find((p) => p.faction === faction && p.id !== player && !p.eliminated);
      if (owner !== undefined) out.push(owner);
    }
  }
  return out;
}

/** The player, other than `player`, whose unit deck holds this faction unit card (one card per faction unit), or null. */
export function unitHolder(s: GameState, player: PlayerId, unit: string): PlayerState | null {
  for (const p of s.players) if (p.id !== player && p.units.some((u) => u.unit === unit)) return p;
  return null;
}
