/**
 * The map's invariants, for property tests and loaded saves: heroes stand on fields they may stand on, cubes are
 * where the rules put them and no more than the box holds, income is what the scenario and the flags give, and every
 * tile of the box is on the table or in a supply at most once.
 */
import type { FieldState, GameState, MapState, PlayerState, Resources } from '../model';
import { LOCATION_BY_ID, TILE_BY_ID, TILES } from '../content/registry';
import { FIELDS_PER_TILE } from '../map/geometry';
import { incomeOfField } from '../map/flags';
import { locationInGame } from '../map/tradingPost';

/** Black cubes in the core box (one marks the round). */
const BLACK_CUBES = 40 - 1;
/** Faction cubes per faction; one marks the level, three the production tracks. */
const FACTION_CUBES = 20 - 4;

const RESOURCES: ReadonlyArray<keyof Resources> = ['gold', 'buildingMaterials', 'valuables'];

/** What is wrong with the state's map (nothing when it has none). */
export function mapViolations(state: GameState): string[] {
  const m = state.map;
  if (m === null) return [];
  const problems: string[] = [];
  checkTiles(m, problems);
  checkHeroes(state, m, problems);
  checkFields(state, m, problems);
  checkIncome(state, m, problems);
  return problems;
}

function locationAt(m: MapState, field: number): string | null {
  const t = m.tiles[Math.floor(field / FIELDS_PER_TILE)];
  if (!t || !t.faceUp) return null;
  return TILE_BY_ID[t.tile]?.fields[field % FIELDS_PER_TILE]?.location ?? null;
}

function checkTiles(m: MapState, problems: string[]): void {
  const seen = new Set<string>();
  const all = [...m.tiles.map((t) => t.tile), ...Object.values(m.supply).flat()];
  for (const id of all) {
    if (seen.has(id)) problems.push(`map: tile ${id} is in two places`);
    seen.add(id);
  }
  if (all.length > TILES.length) problems.push(`map: ${all.length} tiles, the box has ${TILES.length}`);
}

function checkHeroes(state: GameState, m: MapState, problems: string[]): void {
  for (const h of m.heroes) {
    const at = `map.heroes[${h.player}/${h.hero}]`;
    const location = locationAt(m, h.field);
    if (location === null) problems.push(`${at}: stands on a face-down tile or off the map`);
    // A flying hero (Angel Wings) passes over Blocked fields; it never lands on one.
    const flying = (state.pending?.kind === 'flight' || state.pending?.kind === 'flyOver') && state.pending.player === h.player && state.pending.hero === h.hero;
    if (location === 'blocked' && !flying) problems.push(`${at}: stands on a Blocked field`);
    const p = state.players.find((x) => x.id === h.player) as PlayerState;
    if (h.hero === 'secondary' && p.secondaryHero === null) problems.push(`${at}: its player has no Secondary Hero`);
    const mp = h.hero === 'main' ? p.mainHero : p.secondaryHero;
    if (mp && mp.used > mp.base + mp.extra) problems.push(`${at}: spent ${mp.used} movement points of ${mp.base + mp.extra}`);
  }
  // A hired Secondary Hero stands on the map (once a combat's consequences are resolved).
  if (state.combat !== null || m.encounter !== null) return;
  for (const p of state.players) {
    const choosing = state.pending?.kind === 'chooseField' && state.pending.player === p.id && state.pending.purpose === 'hired';
    if (p.secondaryHero !== null && !choosing && !m.heroes.some((h) => h.player === p.id && h.hero === 'secondary')) problems.push(`map: ${p.id}'s Secondary Hero is not on the map`);
  }
}

function checkFields(state: GameState, m: MapState, problems: string[]): void {
  let black = 0;
  const flagsOf = new Map<string, number>();
  m.fields.forEach((f: FieldState, id) => {
    const loc = LOCATION_BY_ID[locationAt(m, id) ?? 'empty'];
    if (f.visited) {
      black += 1;
      if ((loc && locationInGame(state, loc))?.category !== 'visitable') problems.push(`map.fields[${id}]: a black cube on a field that is not Visitable`);
    }
    if (f.flags.length > 0 && loc?.category !== 'flaggable') problems.push(`map.fields[${id}]: a faction cube on a field that is not Flaggable`);
    const shared = loc?.flag?.kind === 'shared' || (loc?.flag?.kind === 'scenario' && loc.flag.shared);
    if (f.flags.length > 1 && !shared) problems.push(`map.fields[${id}]: ${f.flags.length} owners`);
    for (const p of f.flags) flagsOf.set(p, (flagsOf.get(p) ?? 0) + 1);
    if (f.produces !== null && loc?.flag?.kind !== 'settlement') problems.push(`map.fields[${id}]: produces a resource but is no Settlement`);
  });
  if (black > BLACK_CUBES) problems.push(`map: ${black} black cubes, the box has ${BLACK_CUBES} for the map`);
  for (const p of state.players) {
    const given = state.players.reduce((n, q) => n + q.factionCubes.filter((x) => x === p.id).length, 0);
    const used = (flagsOf.get(p.id) ?? 0) + given;
    if (used > FACTION_CUBES) problems.push(`map: ${used} of ${p.id}'s faction cubes in play, the box has ${FACTION_CUBES} to spare`);
  }
}

/** Income is the scenario's starting income and what the player's mines and settlements produce. */
function checkIncome(state: GameState, m: MapState, problems: string[]): void {
  const derived = new Map<string, Resources>();
  for (const p of state.players) derived.set(p.id, { ...state.config.scenario.startingIncome });
  m.fields.forEach((f, id) => {
    const owner = f.flags[0];
    const loc = LOCATION_BY_ID[locationAt(m, id) ?? 'empty'];
    const income = owner === undefined ? null : incomeOfField(loc?.flag, f, state.config.variants.doubleIncome);
    if (owner === undefined || income === null) return;
    const r = derived.get(owner) as Resources;
    for (const k of RESOURCES) r[k] += income[k] ?? 0;
  });
  for (const p of state.players) {
    const r = derived.get(p.id) as Resources;
    if (RESOURCES.some((k) => r[k] !== p.income[k])) problems.push(`players.${p.id}.income: ${JSON.stringify(p.income)}, the flags give ${JSON.stringify(r)}`);
  }
}
