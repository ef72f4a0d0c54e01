/**
 * Whether a Main Hero under Pathfinding's Basic effect passes through the field it has just stepped onto (ruling TW51):
 * a field with neutral units nobody has beaten, an enemy hero or an AI Hero, with a movement point left to step off
 * again. The step then waits for the player's `passThrough` answer (map/pathfinding.ts).
 */
import type { GameState, HeroRole, MapState, PlayerId, PlayerState } from '../model';
import { isGuarded } from './visit';
import { aiHeroAt } from './aiHeroes';
import { areAllies } from '../rules/teams';

/** Does a fight wait on the field for this player's hero: neutral guards, an enemy hero, an AI Hero? */
export function fightAt(s: GameState, m: MapState, player: PlayerId, field: number): boolean {
  if (isGuarded(m, field) || aiHeroAt(m, field) !== undefined) return true;
  for (const o of m.heroes) if (o.field === field && !areAllies(s, player, o.player)) return true;
  return false;
}

/** Does the hero, just stepped onto the field with `left` points still to spend, pass through it (Pathfinding)? */
export function passesThrough(s: GameState, p: PlayerState, hero: HeroRole, field: number, left: number): boolean {
  if (p.pathfinding !== true || hero !== 'main' || left < 1) return false; // the usual case, kept cheap
  return fightAt(s, s.map as MapState, p.id, field);
}
