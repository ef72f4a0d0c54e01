/**
 * The map's decisions: turning a tile, the field a hero goes to (a defeated Main Hero's town or settlement), and a
 * Redwood Observatory's discovery (or, in Tournament Mode, its turn of a tile), a Tournament map's placements.
 */
import type { Action } from '../model';
import type { DecisionKindHandlers, DecisionTable } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { finishEffect } from '../effects/run';
import { placeHero } from './fields';
import { discoverTileFree, placeTileFree, ROTATE_TILE } from './tiles';
import { PLACE_MAP_TILE } from './tournamentMap';
import { TURN_NEAR_TILE } from './observatoryTurn';
import { AI_HERO_STEP } from './aiTurns';
import { RANDOM_TOWN_DECISION } from './randomTown';

/** The `chooseField` decision: the hero goes to one of the fields offered. */
export const CHOOSE_FIELD: DecisionKindHandlers<'chooseField'> = {
  legal: (_d, dec) => dec.fields.map((field): Action => ({ type: 'chooseField', field })),
  apply(d, dec, a) {
    if (a.type !== 'chooseField') return wrongAnswer(CHOOSE_FIELD, dec, a);
    if (!dec.fields.includes(a.field)) illegal('OPTION_NOT_AVAILABLE', `Field ${String(a.field)} is not one of the fields offered`, 'end-of-combat');
    d.s.pending = null;
    placeHero(d, dec.player, dec.hero, a.field, true);
    if (dec.purpose === 'hired') d.emit({ type: 'heroPlaced', player: dec.player, hero: dec.hero, field: a.field, seq: 0 });
    else d.emit({ type: 'heroReturned', player: dec.player, hero: dec.hero, field: a.field, seq: 0 });
  },
  describe: (dec) => `${dec.player} chooses where their ${dec.hero === 'main' ? 'Main' : 'Secondary'} Hero goes`,
};

/** The `discoverNear` decision (Redwood Observatory): a face-down tile next to its tile, or a supply tile placed there. */
export const DISCOVER_NEAR: DecisionKindHandlers<'discoverNear'> = {
  legal(_d, dec) {
    const out: Action[] = [];
    for (const tile of dec.tiles) out.push({ type: 'discoverTile', hero: dec.hero, tile });
    for (const c of dec.places) out.push({ type: 'placeTile', hero: dec.hero, q: c.q, r: c.r });
    return out;
  },
  apply(d, dec, a) {
    if ((a.type === 'discoverTile' || a.type === 'placeTile') && a.hero !== dec.hero) {
      illegal('OPTION_NOT_AVAILABLE', 'The hero visiting the Redwood Observatory discovers the tile', 'map-locations');
    }
    if (a.type === 'discoverTile' && dec.tiles.includes(a.tile)) {
      finishEffect(d);
      discoverTileFree(d, dec.player, a.tile);
    } else if (a.type === 'placeTile' && dec.places.some((c) => c.q === a.q && c.r === a.r)) {
      finishEffect(d);
      placeTileFree(d, dec.player, a.q, a.r);
    } else if (a.type === 'discoverTile' || a.type === 'placeTile') {
      illegal('OPTION_NOT_AVAILABLE', 'That tile is not next to the Redwood Observatory\'s tile', 'map-locations');
    } else {
      wrongAnswer(DISCOVER_NEAR, dec, a);
    }
  },
  describe: (dec) => `${dec.player} discovers a tile from the Redwood Observatory`,
};

/** The kinds of the map's decisions. */
export type MapDecisionKind = 'aiHeroStep' | 'rotateTile' | 'chooseField' | 'discoverNear' | 'placeMapTile' | 'turnNearTile' | 'randomTown';

/** Each map decision's handlers. */
export const MAP_DECISIONS: DecisionTable<MapDecisionKind> = {
  rotateTile: ROTATE_TILE,
  chooseField: CHOOSE_FIELD,
  discoverNear: DISCOVER_NEAR,
  placeMapTile: PLACE_MAP_TILE,
  turnNearTile: TURN_NEAR_TILE,
  aiHeroStep: AI_HERO_STEP,
  randomTown: RANDOM_TOWN_DECISION,
};
