/**
 * Visiting fields (Location Categories, p. 31): a Visitable field takes a black cube and runs its effect once (an
 * empty field from then on); a Revisitable one runs its effect on each visit; a Flaggable one takes the visitor's
 * faction cube unless it is theirs already (and a Star Axis then runs its effect).
 */
import type { Draft } from '../kernel/draft';
import type { Effect, FieldState, GameState, HeroRole, LocationDef, MapState, PlayerId } from '../model';
import { LOCATION_BY_ID, TILE_BY_ID } from '../content/registry';
import { pushFrame } from '../effects/run';
import { fieldDefOf, fieldWith, locationOf, placeHero, setField } from './fields';
import { flagField, settlementChoice } from './flags';
import { locationInGame } from './tradingPost';
import { areAllies } from '../rules/teams';

/**
 * The programs a frame of a location (source: its id) could hold: its visit's effects, or a Settlement's choice when
 * it is flagged (the first flag's or a later one's); null when no face-up field of the map holds that location.
 */
export function locationPrograms(s: GameState, m: MapState, location: string, visits: Readonly<Record<string, Effect[]>>): Effect[][] | null {
  if (!m.tiles.some((t) => t.faceUp && TILE_BY_ID[t.tile]?.fields.some((f) => f.location === location))) return null;
  const loc = locationInGame(s, LOCATION_BY_ID[location] as LocationDef);
  const out: Effect[][] = [];
  if (loc.effects.length > 0) out.push(loc.effects as Effect[]);
  if (Object.hasOwn(visits, location)) out.push(visits[location] as Effect[]); // the scenario's own visit
  if (loc.flag?.kind === 'settlement' && loc.flag.randomTown === undefined) out.push(settlementChoice(true), settlementChoice(false));
  return out;
}

/** Whether the field's neutrals still guard it: a Field Difficulty numeral, and nobody has beaten them. */
export function isGuarded(m: MapState, field: number): boolean {
  return fieldDefOf(m, field).guard > 0 && !(m.fields[field] as FieldState).cleared;
}

/** The hero visits the field it stands on. */
export function visitField(d: Draft, player: PlayerId, hero: HeroRole, field: number): void {
  const m = d.s.map as MapState;
  const loc = locationInGame(d.s, locationOf(m, field));
  const f = m.fields[field] as FieldState;
  placeHero(d, player, hero, field, true);
  d.map().visitor = { player, hero, field }; // a location's "gain 1 MP" or a settlement's resource goes here
  d.emit({ type: 'fieldVisited', player, hero, field, location: loc.id, seq: 0 });
  switch (loc.category) {
    case 'visitable':
      if (f.visited) return; // a black cube: an empty field from now on
      setField(d, field, fieldWith(f, { cleared: true, visited: true }));
      runVisit(d, player, field, scenarioVisit(d, loc.id) ?? loc.effects);
      return;
    case 'revisitable':
      if (!f.cleared) setField(d, field, fieldWith(f, { cleared: true }));
      runVisit(d, player, field, scenarioVisit(d, loc.id) ?? loc.effects);
      return;
    case 'flaggable': {
      // Your own (or an ally's) cube: the field is as if empty (p. 31); on a Star Axis only your own (ruling IN67).
      const ownOnly = loc.flag?.kind === 'shared';
      for (const owner of f.flags) if (ownOnly ? owner === player : areAllies(d.s, player, owner)) return;
      flagField(d, player, field);
      // A scenario's Obelisk: what flagging it gives; a Star Axis: its own effect.
      const own = scenarioVisit(d, loc.id) ?? (loc.effects.length > 0 ? loc.effects : undefined);
      if (own) runVisit(d, player, field, own);
      return;
    }
    case 'empty':
    case 'blocked':
      if (!f.cleared) setField(d, field, fieldWith(f, { cleared: true }));
      return;
  }
}

/** What a visit to this location does in the scenario being played, when its rules say (`ScenarioDef.rules.visits`). */
export function scenarioVisit(d: Draft, location: string): Effect[] | undefined {
  const visits = d.s.config.scenario.rules.visits;
  return Object.hasOwn(visits, location) ? visits[location] : undefined;
}

/** Runs a location's effect for the visiting hero. */
function runVisit(d: Draft, player: PlayerId, field: number, effects: readonly Effect[]): void {
  pushFrame(d, player, locationOf(d.s.map as MapState, field).id, effects as Effect[]);
}
