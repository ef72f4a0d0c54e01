/**
 * The map's effect kinds: what a location's visit does to the visiting hero and the map (a movement point for the
 * visitor, the Grail token, a Redwood Observatory's discovery, the resource a settlement produces) — and the black
 * cubes an Astrologers Proclaim card takes off the map (Friendly Beaver).
 */
import type { Draft } from '../kernel/draft';
import type { EffectKind } from '../effects/registry';
import type { FieldState, HeroRole, MapState, PlayerId } from '../model';
import { signed } from '../effects/describe';
import { TILE_STEPS, tileOfField } from './geometry';
import { produceAt } from './flags';
import { fieldWith, setField } from './fields';
import { isTournament } from './tournamentMap';
import { askTurnNearTile } from './observatoryTurn';
import { GAIN_SECONDARY_HERO_EFFECT } from './secondaryHeroGained';

/** The hero whose visit runs (the Main Hero when no visit does: a card's effect). */
function visitor(d: Draft, player: PlayerId): { hero: HeroRole; field: number } | null {
  const v = d.s.map?.visitor;
  return v && v.player === player ? { hero: v.hero, field: v.field } : null;
}

/** Tiles next to the visited field's tile: face-down ones to discover, and free positions for a supply tile. */
export function observatoryChoices(m: MapState, player: PlayerId, field: number): { tiles: number[]; places: Array<{ q: number; r: number }> } {
  const own = m.tiles[tileOfField(field)] as { q: number; r: number };
  const tiles: number[] = [];
  const places: Array<{ q: number; r: number }> = [];
  for (const step of TILE_STEPS) {
    const q = own.q + step.q;
    const r = own.r + step.r;
    const at = m.tiles.findIndex((t) => t.q === q && t.r === r);
    if (at >= 0) {
      if (!(m.tiles[at] as { faceUp: boolean }).faceUp) tiles.push(at);
      continue;
    }
    // A new tile touches at least two tiles on the table (p. 31).
    let around = 0;
    for (const s of TILE_STEPS) if (m.tiles.some((t) => t.q === q + s.q && t.r === r + s.r)) around += 1;
    if (around >= 2 && (m.supply[player]?.length ?? 0) > 0) places.push({ q, r });
  }
  return { tiles, places };
}

/** The map's effect kinds, by op. */
export const MAP_EFFECTS: {
  visitorGainsMovement: EffectKind<'visitorGainsMovement'>;
  gainSecondaryHero: EffectKind<'gainSecondaryHero'>;
  takeGrail: EffectKind<'takeGrail'>;
  discoverNearTile: EffectKind<'discoverNearTile'>;
  settlementProduces: EffectKind<'settlementProduces'>;
  clearBlackCubes: EffectKind<'clearBlackCubes'>;
} = {
  gainSecondaryHero: GAIN_SECONDARY_HERO_EFFECT,
  visitorGainsMovement: {
    start(d, frame, e) {
      const p = d.player(frame.player);
      const hero = visitor(d, frame.player)?.hero ?? 'main';
      const m = hero === 'secondary' && p.secondaryHero ? p.secondaryHero : p.mainHero;
      m.extra += e.amount;
      d.emit({ type: 'movementGained', player: frame.player, amount: e.amount, seq: 0 });
      return 'done';
    },
    describe: (e) => `the visiting hero gets ${signed(e.amount)} movement point${e.amount === 1 ? '' : 's'} this turn`,
  },
  takeGrail: {
    start(d, frame) {
      if (d.s.map === null || d.s.map.grail !== null) return 'done';
      d.map().grail = frame.player;
      d.emit({ type: 'grailTaken', player: frame.player, seq: 0 });
      return 'done';
    },
    describe: () => 'take the Grail token, unless a player holds it',
  },
  discoverNearTile: {
    start(d, frame) {
      const v = visitor(d, frame.player);
      if (d.s.map === null || v === null) return 'done';
      if (isTournament(d.s)) return askTurnNearTile(d, frame.player, v.field) ? 'waiting' : 'done'; // p. 81's alternative
      const { tiles, places } = observatoryChoices(d.s.map, frame.player, v.field);
      if (tiles.length === 0 && places.length === 0) return 'done';
      d.s.pending = { kind: 'discoverNear', player: frame.player, hero: v.hero, tiles, places };
      return 'waiting';
    },
    describe: () => 'discover a tile next to this one: a face-down one, or one from your supply',
  },
  settlementProduces: {
    start(d, frame, e) {
      const v = visitor(d, frame.player);
      if (v !== null) produceAt(d, frame.player, v.field, e.resource, e.atOnce);
      return 'done';
    },
    describe: (e) => `the Settlement produces ${e.resource === 'buildingMaterials' ? 'Building Materials' : e.resource === 'gold' ? 'Gold' : 'Valuables'}${e.atOnce ? ', gained at once too' : ''}`,
  },
  clearBlackCubes: {
    start(d) {
      const m = d.s.map;
      if (m === null) return 'done';
      // Only the black cubes: faction cubes stay, and beaten guards stay beaten (ruling AP3).
      for (let field = 0; field < m.fields.length; field++) {
        const f = m.fields[field] as FieldState;
        if (f.visited) setField(d, field, fieldWith(f, { visited: false }));
      }
      return 'done';
    },
    describe: () => 'remove every black cube from the map',
  },
};
