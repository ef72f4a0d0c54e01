/**
 * Victory Points (Scoring Victory Points, p. 54): the Tournament's score, counted for every game as the library's
 * measure of a player's position — scenarios that end in a ranking use it, and `GameResult.standings` reports it.
 */
import type { GameState, MapState, PlayerState } from '../model';
import { CORE_CARDS } from '../data/cardList';
import { cardOf } from '../kernel/ids';
import { levelOf } from '../hero/levels';
import { locationOf } from '../map/fields';
import { FIELDS_PER_TILE } from '../map/geometry';

/** Mines and Settlements with the player's Faction Cube on them. */
export function minesAndSettlementsHeld(m: MapState, player: string): number {
  let n = 0;
  for (let t = 0; t < m.tiles.length; t++) {
    if (!(m.tiles[t] as { faceUp: boolean }).faceUp) continue;
    for (let slot = 0; slot < FIELDS_PER_TILE; slot++) {
      const field = t * FIELDS_PER_TILE + slot;
      const kind = locationOf(m, field).flag?.kind;
      if ((kind === 'mine' || kind === 'settlement') && m.fields[field]?.flags.includes(player)) n++;
    }
  }
  return n;
}

/** The Artifact cards' ids. */
const ARTIFACTS: ReadonlySet<string> = new Set(CORE_CARDS.filter((c) => c.category === 'artifact').map((c) => c.id));

/** Artifact cards the player owns: in the Deck of Might & Magic (hand, discard, Permanent, on unit cards) or removed. */
export function artifactsOwned(p: PlayerState): number {
  let n = 0;
  const count = (cards: readonly string[]): void => {
    for (const c of cards) if (ARTIFACTS.has(cardOf(c))) n++;
  };
  count(p.deck);
  count(p.hand);
  count(p.discard);
  count(p.removed);
  if (p.permanent !== null) count([p.permanent]);
  for (const u of p.units) if (u.covers) count(u.covers);
  return n;
}

/**
 * A player's Victory Points by the table (p. 54): 1 per Mine or Settlement held, 1 per building in the town, 1 per
 * two Artifact cards owned (removed ones too), 1 per level of the Main Hero, 2 per Secondary Hero beaten, 4 for
 * beating an enemy's Main Hero (once per enemy). A scenario's own objectives come on top (its `victoryPoints`; a
 * Tournament scenario's `objectives`: `objectivePoints`).
 *
 * @example
 * ```ts
 * import { createGame, victoryPoints } from 'homm3bg-engine';
 *
 * // No hero chosen and nothing built yet:
 * victoryPoints(createGame({ players: 2, seed: 'doc' }), 'p1'); // → 0
 * ```
 */
export function victoryPoints(state: GameState, player: string): number {
  const p = state.players.find((x) => x.id === player);
  if (!p || p.hero === '') return 0;
  const held = state.map === null ? 0 : minesAndSettlementsHeld(state.map, player);
  return held + p.buildings.length + Math.floor(artifactsOwned(p) / 2) + levelOf(p.experience) + 2 * p.defeated.secondaryHeroes + 4 * p.defeated.mainHeroes.length + objectivePoints(state, player);
}

/**
 * The Victory Points of a Tournament scenario's additional objectives the player meets (p. 54): the first flag of a
 * location, a location held (at the end: counted whenever asked, so the end's count is the final one).
 */
export function objectivePoints(state: GameState, player: string): number {
  const objectives = state.config.scenario.tournament?.objectives ?? [];
  let n = 0;
  for (const o of objectives) {
    if (o.kind === 'firstFlag' && state.tournament?.firstFlags.some((f) => f.location === o.location && f.player === player)) n += o.points;
    if (o.kind === 'holdAtEnd' && state.map !== null && holdsLocation(state.map, player, o.location)) n += o.points;
  }
  return n;
}

/** Whether the player's cube is on a field of the location. */
function holdsLocation(m: MapState, player: string, location: string): boolean {
  for (let field = 0; field < m.fields.length; field++) {
    if ((m.fields[field] as { flags: string[] }).flags.includes(player) && locationOf(m, field).id === location) return true;
  }
  return false;
}
