/**
 * Heroes moved by cards and unit abilities rather than by a movement point: a hero carried to a field (Town Portal,
 * Angel Wings' steps), and the moves to an adjacent empty field at the end of a turn (Logistics' Basic effect, Nomads).
 */
import type { Draft } from '../kernel/draft';
import type { FieldState, HeroRole, MapState, PlayerId } from '../model';
import { turnEffectsOf } from '../cards/turnEffects';
import { abilitiesOfCard } from '../combat/abilities';
import { canEnter, heroOf, heroesOn, locationOf } from './fields';
import { geometryOf, tileOfField } from './geometry';
import { isGuarded } from './visit';

/** Puts a hero on a field (any field: a card carries it), keeping the field it last visited; nothing is resolved. */
export function carryHero(d: Draft, player: PlayerId, hero: HeroRole, field: number): void {
  const m = d.s.map as MapState;
  const i = m.heroes.findIndex((h) => h.player === player && h.hero === hero);
  const h = m.heroes[i];
  if (h === undefined) return;
  d.map().heroes[i] = { player, hero, field, lastVisited: h.lastVisited };
  const tile = (m.tiles[tileOfField(field)] as { tile: string }).tile;
  d.emit({ type: 'heroMoved', player, hero, from: h.field, to: field, location: locationOf(m, field).id, tile, seq: 0 });
}

/**
 * An empty field for a hero to move to (ruling M46): no hero on it, enterable (face up, not Blocked), and nothing to
 * resolve there — no guards left, and an Empty Field, a Visitable field with its black cube, or a Flaggable field
 * already carrying the player's cube.
 */
export function isEmptyField(m: MapState, player: PlayerId, field: number): boolean {
  if (!canEnter(m, field) || heroesOn(m, field).length > 0 || isGuarded(m, field)) return false;
  const f = m.fields[field] as FieldState;
  if (f.visited) return true; // a black cube: a Visitable field (the Trading Post too with the trading row, ruling VT-7)
  switch (locationOf(m, field).category) {
    case 'empty': return true;
    case 'visitable': return f.visited;
    case 'flaggable': return f.flags.includes(player);
    default: return false;
  }
}

/** The empty fields next to the player's Main Hero. */
export function emptyFieldsNextToMainHero(m: MapState, player: PlayerId): number[] {
  const h = heroOf(m, player, 'main');
  const out: number[] = [];
  if (!h) return out;
  for (const n of geometryOf(m.tiles).neighbours[h.field] ?? []) if (isEmptyField(m, player, n)) out.push(n);
  return out;
}

/** Nomads in the player's unit deck: each moves the Main Hero once at the end of the turn. */
function nomadsOf(d: Draft, player: PlayerId): number {
  let n = 0;
  for (const u of d.peek(player).units) {
    for (const a of abilitiesOfCard(u.unit, u.side)) if (a.kind === 'heroMovesAtTurnEnd') n += 1;
  }
  return n;
}

/**
 * The turn is ending: the Main Hero's moves to an adjacent empty field (one per Logistics played this turn and one
 * per Nomads in the unit deck, ruling M47) are asked for first, when one can be made. Whether the decision was set.
 */
export function askMovesAtTurnEnd(d: Draft, player: PlayerId): boolean {
  const m = d.s.map;
  if (m === null) return false;
  const moves = turnEffectsOf(d.s).movesAtTurnEnd + nomadsOf(d, player);
  if (moves === 0 || emptyFieldsNextToMainHero(m, player).length === 0) return false;
  d.s.pending = { kind: 'moveAtTurnEnd', player, moves };
  return true;
}
