/**
 * Whether a scenario's victory condition holds for a side — one player in Clash, a team in an Alliance, every player
 * together in a Cooperative scenario (Game Modes, p. 6; Scenario End, p. 53).
 */
import type { GameState, MapState, PlayerId, PlayerState, VictoryCondition } from '../model';
import { TILE_BY_ID } from '../content/registry';
import { locationOf } from '../map/fields';
import { layoutField } from '../map/aiHeroes';
import { FIELDS_PER_TILE } from '../map/geometry';
import { victoryPoints } from './points';
import { isAlliance, teamsOf } from '../rules/teams';

/**
 * The sides of the game: who wins together — a player in Clash, a team in an Alliance, everyone in a Cooperative
 * game. Eliminated players are on no side: removed from the game, they do not share their team's win (ruling AL6).
 */
export function sidesOf(s: GameState): PlayerId[][] {
  const inGame = s.players.filter((p) => !p.eliminated).map((p) => p.id);
  if (isAlliance(s)) {
    const sides: PlayerId[][] = [];
    for (const team of teamsOf(s)) {
      const side = team.filter((id) => inGame.includes(id));
      if (side.length > 0) sides.push(side);
    }
    return sides;
  }
  return s.config.scenario.mode === 'cooperative' ? (inGame.length > 0 ? [inGame] : []) : inGame.map((p) => [p]);
}

/** A side's Victory Points: the sum of its players' (an Alliance team's, ruling AL7; a Clash player's own). */
export function sideVictoryPoints(s: GameState, side: readonly PlayerId[]): number {
  let sum = 0;
  for (const id of side) sum += victoryPoints(s, id);
  return sum;
}

/** The players still in the game who are not on the side. */
function enemiesOf(s: GameState, side: readonly PlayerId[]): PlayerState[] {
  return s.players.filter((p) => !p.eliminated && !side.includes(p.id));
}

/** Whether one of the side's cubes is on the field. */
const sideHolds = (m: MapState, field: number, side: readonly PlayerId[]): boolean => side.some((p) => (m.fields[field]?.flags ?? []).includes(p));

/** Each table's town fields: a tiles array is replaced, never edited, when a tile is laid or turned. */
const TOWN_FIELDS = new WeakMap<MapState['tiles'], Map<string, number>>();

/** The field of each faction's town on the table. */
function townFields(m: MapState): Map<string, number> {
  const known = TOWN_FIELDS.get(m.tiles);
  if (known) return known;
  const out = new Map<string, number>();
  m.tiles.forEach((t, i) => {
    const town = TILE_BY_ID[t.tile]?.town;
    if (town === undefined) return;
    for (let slot = 0; slot < FIELDS_PER_TILE; slot++) {
      const field = i * FIELDS_PER_TILE + slot;
      if (locationOf(m, field).flag?.kind === 'town') out.set(town, field);
    }
  });
  TOWN_FIELDS.set(m.tiles, out);
  return out;
}

/** Fields held by the side among those on the table that satisfy `which`, and how many there are. */
function heldAmong(m: MapState, side: readonly PlayerId[], which: (field: number) => boolean): { held: number; all: number } {
  let held = 0;
  let all = 0;
  for (let field = 0; field < m.fields.length; field++) {
    if (!which(field)) continue;
    all++;
    if (sideHolds(m, field, side)) held++;
  }
  return { held, all };
}

/** Whether the condition holds for the side now. */
export function conditionMet(s: GameState, side: readonly PlayerId[], c: VictoryCondition): boolean {
  const m = s.map;
  if (m === null) return false;
  switch (c.kind) {
    case 'captureTowns': {
      const enemies = enemiesOf(s, side);
      if (enemies.length === 0) return false;
      const towns = townFields(m);
      return enemies.every((e) => {
        const field = towns.get(e.faction);
        return field !== undefined && sideHolds(m, field, side);
      });
    }
    case 'flag': {
      const { held, all } = heldAmong(m, side, (field) => locationOf(m, field).id === c.location);
      return c.count === 'all' ? all > 0 && held === all : held >= c.count;
    }
    case 'flagAllMinesAndSettlements': {
      const { held, all } = heldAmong(m, side, (field) => {
        const kind = locationOf(m, field).flag?.kind;
        return kind === 'mine' || kind === 'settlement';
      });
      return all > 0 && held === all;
    }
    case 'defeatMainHeroes': {
      const enemies = enemiesOf(s, side);
      return enemies.length > 0 && side.some((id) => {
        const beaten = (s.players.find((p) => p.id === id) as PlayerState).defeated.mainHeroes;
        return enemies.every((e) => beaten.includes(e.id));
      });
    }
    case 'winCombatAt': {
      const tile = m.tiles.findIndex((t) => t.q === c.field.q && t.r === c.field.r);
      if (tile < 0) return false;
      const field = tile * FIELDS_PER_TILE + c.field.slot;
      return side.some((id) => (s.players.find((p) => p.id === id) as PlayerState).wonAt.some((w) => w.field === field && (!c.mainHero || w.hero === 'main')));
    }
    case 'victoryPoints':
      return side.some((id) => victoryPoints(s, id) >= c.points);
    case 'beatAiHeroes':
      return allAiHeroesBeaten(s, m);
  }
}

/**
 * Whether every AI Hero of the scenario in this game is beaten: those of this player count whose start tile is laid
 * (the others never appear, ruling AH1), the ones yet to appear counted as standing (rulings AH12, CA6).
 */
function allAiHeroesBeaten(s: GameState, m: MapState): boolean {
  let any = false;
  for (const def of s.config.scenario.aiHeroes ?? []) {
    if ((def.players ?? 0) > s.players.length || layoutField(m, def.start.q, def.start.r, def.start.slot) < 0) continue;
    if (!m.aiBeaten.includes(def.id)) return false;
    any = true;
  }
  return any;
}

/** In a Clash of three or more players: the player holding a Faction Cube of every enemy still in the game (p. 53). */
export function cubeCollector(s: GameState): PlayerId | null {
  if (s.config.scenario.mode !== 'clash' || s.players.length < 3) return null;
  for (const p of s.players) {
    if (p.eliminated) continue;
    const enemies = enemiesOf(s, [p.id]);
    if (enemies.length > 0 && enemies.every((e) => p.factionCubes.includes(e.id))) return p.id;
  }
  return null;
}
