/**
 * The Redwood Observatory in Tournament Mode (p. 54, its alternative effect p. 81): the visitor turns a tile next to
 * the Observatory's tile that no hero stands on, as the standard placement rules allow (p. 31: every tile stays
 * reachable) — or leaves every tile as it lies.
 */
import type { Draft } from '../kernel/draft';
import type { Action, MapState, MapTile } from '../model';
import type { DecisionKindHandlers } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { finishEffect } from '../effects/run';
import { tileOfField } from './geometry';
import { mapTile } from './setup';
import { turnableTilesNextTo, turnsOf } from './tournamentMap';

/** Asks the visitor of the Observatory on `field` which tile to turn; false when no tile next to it can turn. */
export function askTurnNearTile(d: Draft, player: string, field: number): boolean {
  const tiles = turnableTilesNextTo(d.s.map as MapState, tileOfField(field));
  if (tiles.length === 0) return false;
  d.s.pending = { kind: 'turnNearTile', player, tiles };
  return true;
}

/** The `turnNearTile` decision: `turnTile` one of the tiles to one of its legal turns, or `decline`. */
export const TURN_NEAR_TILE: DecisionKindHandlers<'turnNearTile'> = {
  legal(d, dec) {
    const tiles = (d.s.map as MapState).tiles;
    const out: Action[] = [];
    for (const tile of dec.tiles) for (const rotation of turnsOf(tiles, tile)) out.push({ type: 'turnTile', tile, rotation });
    out.push({ type: 'decline' });
    return out;
  },
  apply(d, dec, a) {
    if (a.type === 'decline') {
      finishEffect(d);
      return;
    }
    if (a.type !== 'turnTile') return wrongAnswer(TURN_NEAR_TILE, dec, a);
    const m = d.s.map as MapState;
    if (!dec.tiles.includes(a.tile) || !turnsOf(m.tiles, a.tile).includes(a.rotation)) {
      illegal('OPTION_NOT_AVAILABLE', 'That tile cannot be turned so: next to the Observatory, no hero on it, every tile still reachable', 'map-locations');
    }
    const t = m.tiles[a.tile] as MapTile;
    const w = d.map();
    const tiles = w.tiles.slice();
    tiles[a.tile] = mapTile(t.q, t.r, t.kind, t.tile, a.rotation, t.faceUp);
    w.tiles = tiles;
    d.emit({ type: 'tileRotated', player: dec.player, tile: a.tile, rotation: a.rotation, seq: 0 });
    finishEffect(d);
  },
  describe: (dec) => `${dec.player} turns a tile next to the Redwood Observatory`,
};
