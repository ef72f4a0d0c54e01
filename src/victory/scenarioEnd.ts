/**
 * Scenario End (p. 53): after every step of play the game checks whether it is over — a side met a victory
 * condition, every enemy is eliminated, a player of a Clash of three or more holds a Faction Cube of every enemy, a
 * Cooperative scenario is lost — and at the end of each round, the rounds without a Town and the last round.
 */
import type { Draft } from '../kernel/draft';
import type { GameState, PlayerId, Victory, VictoryCondition } from '../model';
import { hero } from '../data/heroes';
import { LOCATION_BY_ID, TILE_BY_ID } from '../content/registry';
import { eliminatePlayer } from '../map/elimination';
import { locationOf } from '../map/fields';
import { nextRound } from '../turn/round';
import { conditionMet, cubeCollector, sideVictoryPoints, sidesOf } from './conditions';
import { endGame } from './result';
import { isAlliance } from '../rules/teams';

/** The side's Main Heroes by name: "Catherine", "Catherine and Sandro". */
export function namesOf(s: GameState, side: readonly PlayerId[]): string {
  const names = side.map((id) => {
    const p = s.players.find((x) => x.id === id);
    return p && p.hero !== '' ? hero(p.hero).name : id;
  });
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** What meeting the condition reads like. */
function achievement(c: VictoryCondition): string {
  switch (c.kind) {
    case 'captureTowns': return 'took control of every enemy Town';
    case 'flag': return `flagged ${c.count === 'all' ? 'every' : c.count} ${LOCATION_BY_ID[c.location]?.name ?? c.location}`;
    case 'flagAllMinesAndSettlements': return 'flagged every Mine and Settlement';
    case 'defeatMainHeroes': return "beat every enemy's Main Hero";
    case 'winCombatAt': return `won the combat at the objective${c.mainHero ? ' with their Main Hero' : ''}`;
    case 'victoryPoints': return `reached ${c.points} Victory Points`;
    case 'beatAiHeroes': return 'beat every AI Hero';
  }
}

/** The player of the Cooperative game who lost their own Town (another's cube on it, or an AI Hero's flag), or null. */
function townLost(s: GameState): PlayerId | null {
  const m = s.map;
  if (m === null) return null;
  for (let t = 0; t < m.tiles.length; t++) {
    const faction = TILE_BY_ID[(m.tiles[t] as { tile: string }).tile]?.town;
    if (faction === undefined) continue;
    const owner = s.players.find((p) => p.faction === faction && !p.eliminated);
    if (owner === undefined) continue;
    for (let field = t * 7; field < t * 7 + 7; field++) {
      if (locationOf(m, field).flag?.kind !== 'town') continue; // the Town's field, not the tile's Mines
      const f = m.fields[field] as { flags: PlayerId[] };
      if ((f.flags.length > 0 && !f.flags.includes(owner.id)) || m.aiFlags.some((a) => a.field === field)) return owner.id; // ruling AH13
    }
  }
  return null;
}

/**
 * Ends the game if the scenario is over now; `roundEnd`: the round is ending, so the conditions checked then count
 * too. Returns whether it ended.
 */
export function checkScenarioEnd(d: Draft, roundEnd: boolean): boolean {
  const s = d.s;
  if (s.map === null || s.phase.step === 'ended' || s.combat !== null) return false;
  if (s.phase.step === 'tournamentStart' || s.phase.step === 'buildMap') return false; // the map is still being built
  const sides = sidesOf(s);
  const cooperative = s.config.scenario.mode === 'cooperative';
  if (sides.length === 0) {
    endGame(d, 'elimination', 'Every player is eliminated', []);
    return true;
  }
  if (!cooperative && s.players.length > 1 && sides.length === 1) {
    const side = sides[0] as PlayerId[];
    endGame(d, 'elimination', `${namesOf(s, side)} eliminated every enemy`, side);
    return true;
  }
  for (const side of sides) {
    for (const v of s.config.scenario.victory as Victory[]) {
      if ((v.when === 'immediately' || roundEnd) && conditionMet(s, side, v.condition)) {
        // Tournament Mode (p. 54): completing the condition ends the game; the most Victory Points win.
        if (s.config.scenario.mode === 'tournament') return endOnPoints(d, 'victory', `${namesOf(s, side)} ${achievement(v.condition)}`);
        endGame(d, 'victory', `${namesOf(s, side)} ${achievement(v.condition)}`, side);
        return true;
      }
    }
  }
  const collector = cubeCollector(s);
  if (collector !== null) {
    endGame(d, 'factionCubes', `${namesOf(s, [collector])} holds a Faction Cube of every enemy`, [collector]);
    return true;
  }
  if (cooperative && s.config.scenario.defeat.some((c) => c.kind === 'townLost')) {
    const lost = townLost(s);
    if (lost !== null) {
      endGame(d, 'defeat', `${namesOf(s, [lost])} lost their Town: every player loses`, []);
      return true;
    }
  }
  if (cooperative && s.config.scenario.defeat.some((c) => c.kind === 'mainHeroDefeated')) {
    const beaten = s.map.mainHeroesLost[0];
    if (beaten !== undefined) {
      endGame(d, 'defeat', `${namesOf(s, [beaten])} was defeated in combat: every player loses`, []);
      return true;
    }
  }
  return false;
}

/**
 * The end of a round: a player without a Town or Settlement counts the round, and is eliminated at the third full
 * one; the game may end (a condition checked at the end of a round, the last round); else the next round begins.
 */
export function endOfRound(d: Draft): void {
  for (const p of d.s.players) {
    if (p.eliminated || p.holdsTownOrSettlement) continue;
    const rounds = p.roundsWithoutTown + 1;
    d.player(p.id).roundsWithoutTown = rounds;
    if (rounds >= 4) eliminatePlayer(d, p.id, 'noTown'); // the round the last one was lost in is not a full round
  }
  if (checkScenarioEnd(d, true)) return;
  const scenario = d.s.config.scenario;
  if (d.s.round < scenario.rounds) {
    nextRound(d);
    return;
  }
  const last = `The last round (${scenario.rounds}) is over`;
  if (scenario.timeout === 'draw') endGame(d, 'roundLimit', `${last}: a draw`, [], true);
  else if (scenario.timeout === 'allLose') endGame(d, 'roundLimit', `${last}: every player loses`, []);
  else endOnPoints(d, 'roundLimit', last);
}

/**
 * Ends the game with the most Victory Points winning (equal scores share the win): every player still in the game, or
 * every Alliance team by its players' sum (ruling AL7); `lead` says what ended it.
 */
function endOnPoints(d: Draft, reason: 'victory' | 'roundLimit', lead: string): true {
  const sides = isAlliance(d.s) ? sidesOf(d.s) : d.s.players.filter((p) => !p.eliminated).map((p) => [p.id]);
  const best = Math.max(...sides.map((side) => sideVictoryPoints(d.s, side)));
  const winners = sides.filter((side) => sideVictoryPoints(d.s, side) === best).flat();
  endGame(d, reason, `${lead}: ${namesOf(d.s, winners)} ${winners.length > 1 ? 'have' : 'has'} the most Victory Points (${best})`, winners);
  return true;
}
