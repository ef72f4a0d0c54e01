/**
 * Speculum (Artifact, top effect): discover a face-down tile next to the tile the Main Hero stands on, for no
 * movement point — as a Redwood Observatory does, without placing a tile from the supply (ruling M44). The discoverer
 * then turns it (`rotateTile`).
 */
import type { EffectKind } from '../effects/registry';
import type { Action, MapState, PlayerId } from '../model';
import type { DecisionKindHandlers } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { finishEffect } from '../effects/run';
import { heroOf } from './fields';
import { observatoryChoices } from './effects';
import { discoverTileFree } from './tiles';

/** The face-down tiles next to the Main Hero's tile. */
export function tilesNextToMainHero(m: MapState, player: PlayerId): number[] {
  const h = heroOf(m, player, 'main');
  return h ? observatoryChoices(m, player, h.field).tiles : [];
}

/** The `discoverNextToHero` effect kind. */
export const DISCOVER_NEXT_TO_HERO_EFFECT: EffectKind<'discoverNextToHero'> = {
  start(d, frame) {
    const tiles = d.s.map === null ? [] : tilesNextToMainHero(d.s.map, frame.player);
    if (tiles.length === 0) return 'done';
    if (tiles.length > 1) {
      d.s.pending = { kind: 'discoverNearHero', player: frame.player, source: frame.source, tiles };
      return 'waiting';
    }
    discoverTileFree(d, frame.player, tiles[0] as number); // the tile is turned next (a rotateTile decision)
    return 'done';
  },
  canStart: (r, player) => r.s.combat === null && r.s.map !== null && tilesNextToMainHero(r.s.map, player).length > 0,
  describe: () => 'discover a face-down map tile next to the tile your Main Hero is on (no movement point), and turn it as you like',
};

/** The `discoverNearHero` decision: `discoverTile` one of the face-down tiles next to the Main Hero's tile. */
export const DISCOVER_NEAR_HERO: DecisionKindHandlers<'discoverNearHero'> = {
  legal(_d, dec) {
    const out: Action[] = [];
    for (const tile of dec.tiles) out.push({ type: 'discoverTile', hero: 'main', tile });
    return out;
  },
  apply(d, dec, a) {
    if (a.type !== 'discoverTile') return wrongAnswer(DISCOVER_NEAR_HERO, dec, a);
    if (a.hero !== 'main' || !dec.tiles.includes(a.tile)) illegal('OPTION_NOT_AVAILABLE', 'Speculum discovers a face-down tile next to your Main Hero\'s tile', 'placing-tiles');
    finishEffect(d);
    discoverTileFree(d, dec.player, a.tile);
  },
  describe: (dec) => `${dec.player} discovers a tile next to their Main Hero's tile (Speculum)`,
};
