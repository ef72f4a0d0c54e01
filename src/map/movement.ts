/**
 * Movement actions (p. 17): for 1 movement point a hero moves one field, revisits the Revisitable field it stands
 * on, discovers a face-down tile next to it, or places a Far tile from its player's supply. One action per step, so
 * bots and UIs see every choice (`pathTo` plans a route for a UI). Main and Secondary Heroes spend their own points.
 * Allied heroes pass through each other but never stop together: a hero steps onto an ally only with a point left to
 * step off, and two allies forced onto one field must spend their next point moving one of them away.
 */
import type { Draft } from '../kernel/draft';
import type { Action, GameState, HeroRole, MapHero, MapState, PlayerId } from '../model';
import type { TurnProvider } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { canEnter, heroOf, isFaceUp, locationOf, movementLeft, spendMovement } from './fields';
import { geometryOf, tileOfField } from './geometry';
import { discoverTile, faceDownTilesNextTo, placementsFrom, placeTile } from './tiles';
import { enterField } from './enter';
import { visitField } from './visit';
import { locationInGame } from './tradingPost';
import { areAllies } from '../rules/teams';
import { passesThrough } from './passThrough';

const ROLES: readonly HeroRole[] = ['main', 'secondary'];

/**
 * The player's heroes standing on a field with another allied hero (theirs, or a teammate's in an Alliance): only
 * moving one of them off is allowed.
 */
function stacked(s: GameState, m: MapState, player: PlayerId): MapHero[] {
  const out: MapHero[] = [];
  for (const h of m.heroes) {
    if (h.player !== player) continue;
    for (const o of m.heroes) {
      if (o === h || o.field !== h.field || !areAllies(s, player, o.player)) continue;
      out.push(h);
      break;
    }
  }
  return out;
}

/** Why the hero may not step onto the field now, or null. */
export function whyNotStep(s: GameState, m: MapState, player: PlayerId, h: MapHero, field: number, left: number): string | null {
  if (!(geometryOf(m.tiles).neighbours[h.field] ?? []).includes(field)) return 'a hero moves to a field next to its own';
  if (!canEnter(m, field)) return mayFlyOver(s, m, player, h, field, left) ? null : 'that field is Blocked or on a face-down tile';
  if (left >= 2) return null;
  // Passing through an ally, or through an enemy on a Sanctuary, needs a point to step off again (a scan: this runs
  // for every field next to every hero on every listing).
  let ally = false;
  let enemy = false;
  for (const o of m.heroes) {
    if (o.field !== field) continue;
    if (areAllies(s, player, o.player)) ally = true;
    else enemy = true;
  }
  const passing = ally || (enemy && locationOf(m, field).id === 'sanctuary');
  if (passing) return 'a hero cannot stop on a field with an allied hero, nor next to an enemy on a Sanctuary';
  return null;
}

/**
 * Adds a `moveHero` for each field next to the hero that it may step onto with `left` points: the steps a decision in
 * mid-move offers (Fly's, Pathfinding's).
 */
export function pushNextSteps(s: GameState, m: MapState, player: PlayerId, h: MapHero, left: number, out: Action[]): void {
  for (const field of geometryOf(m.tiles).neighbours[h.field] ?? []) {
    if (whyNotStep(s, m, player, h, field, left) === null) out.push({ type: 'moveHero', hero: h.hero, field });
  }
}

/**
 * Fly (ruling FX140): the Main Hero of a player who cast it this turn may step onto a Blocked field of a face-up tile
 * when it can step off again at once — a point left after this step, and a field next to it to stop on or pass.
 */
function mayFlyOver(s: GameState, m: MapState, player: PlayerId, h: MapHero, field: number, left: number): boolean {
  if (h.hero !== 'main' || left < 2 || !isFaceUp(m, field) || locationOf(m, field).category !== 'blocked') return false;
  let flying = false;
  for (const p of s.players) if (p.id === player) flying = p.flying === true;
  if (!flying) return false;
  const over: MapHero = { player, hero: h.hero, field, lastVisited: h.lastVisited };
  for (const next of geometryOf(m.tiles).neighbours[field] ?? []) {
    if (next !== h.field && whyNotStep(s, m, player, over, next, left - 1) === null) return true;
  }
  return false;
}

/** The movement actions of one hero. */
function listHero(s: GameState, m: MapState, player: PlayerId, h: MapHero, left: number, onlyMoves: boolean, out: Action[]): void {
  for (const field of geometryOf(m.tiles).neighbours[h.field] ?? []) {
    if (whyNotStep(s, m, player, h, field, left) === null) out.push({ type: 'moveHero', hero: h.hero, field });
  }
  if (onlyMoves) return;
  if (locationInGame(s, locationOf(m, h.field)).category === 'revisitable') out.push({ type: 'revisit', hero: h.hero });
  for (const tile of faceDownTilesNextTo(m, h.field)) out.push({ type: 'discoverTile', hero: h.hero, tile });
  if ((m.supply[player]?.length ?? 0) > 0) {
    for (const c of placementsFrom(m, h.field)) out.push({ type: 'placeTile', hero: h.hero, q: c.q, r: c.r });
  }
}

/** The movement actions: each hero's steps, revisits, discoveries and placements. */
export const MOVEMENT: TurnProvider<'moveHero' | 'revisit' | 'discoverTile' | 'placeTile'> = {
  answers: ['moveHero', 'revisit', 'discoverTile', 'placeTile'],
  list(d, player, out) {
    const m = d.s.map;
    if (m === null) return;
    const p = d.peek(player);
    const forced = stacked(d.s, m, player);
    for (const role of ROLES) {
      const h = heroOf(m, player, role);
      const left = movementLeft(p, role);
      if (!h || left < 1) continue;
      if (forced.length > 0 && !forced.includes(h)) continue;
      listHero(d.s, m, player, h, left, forced.length > 0, out);
    }
  },
  apply(d, player, a) {
    const m = d.s.map;
    if (m === null) illegal('NO_MAP', 'This game has no map', 'movement');
    const h = ROLES.includes(a.hero) ? heroOf(m, player, a.hero) : undefined;
    if (!h) illegal('NO_HERO', `You have no ${a.hero === 'secondary' ? 'Secondary' : 'Main'} Hero on the map`, 'movement');
    const left = movementLeft(d.peek(player), a.hero);
    if (left < 1) illegal('NO_MOVEMENT', 'That hero has no movement points left this turn', 'movement');
    const forced = stacked(d.s, m, player);
    if (forced.length > 0 && (a.type !== 'moveHero' || !forced.includes(h))) {
      illegal('HEROES_STACKED', 'Two of your heroes share a field: your next movement point must move one of them away', 'movement');
    }
    switch (a.type) {
      case 'moveHero':
        step(d, player, h, a.field, left);
        return;
      case 'revisit':
        if (locationInGame(d.s, locationOf(m, h.field)).category !== 'revisitable') illegal('NOT_REVISITABLE', 'Only a Revisitable field can be visited again', 'location-categories');
        spendMovement(d, player, a.hero);
        visitField(d, player, a.hero, h.field);
        return;
      case 'discoverTile':
        discoverTile(d, player, a.hero, a.tile);
        return;
      case 'placeTile':
        placeTile(d, player, a.hero, a.q, a.r);
        return;
    }
  },
};

/** One step: spend the point, move, then pass through, fight or visit; a Blocked field is flown over (Fly). */
export function step(d: Draft, player: PlayerId, h: MapHero, field: number, left: number): void {
  const m = d.s.map as MapState;
  if (!Number.isInteger(field) || field < 0 || field >= m.fields.length) illegal('MALFORMED_ACTION', `No field ${String(field)} on the map`, 'movement');
  const why = whyNotStep(d.s, m, player, h, field, left);
  if (why !== null) illegal('CANNOT_MOVE_THERE', `You cannot move there: ${why}`, 'movement');
  spendMovement(d, player, h.hero);
  d.map().heroes[m.heroes.indexOf(h)] = { player, hero: h.hero, field, lastVisited: h.lastVisited };
  const tile = (m.tiles[tileOfField(field)] as { tile: string }).tile;
  d.emit({ type: 'heroMoved', player, hero: h.hero, from: h.field, to: field, location: locationOf(m, field).id, tile, seq: 0 });
  if (locationOf(m, field).category === 'blocked') d.s.pending = { kind: 'flyOver', player, hero: h.hero };
  else if (passesThrough(d.s, d.peek(player), h.hero, field, left - 1)) d.s.pending = { kind: 'passThrough', player, hero: h.hero };
  else enterField(d, player, h.hero, field);
}
