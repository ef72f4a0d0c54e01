/** A scenario users write themselves, checked before a game is made of it. */
import type { ScenarioDef } from '../model';
import { ConfigError } from '../kernel/errors';
import { checkScenarioMap } from '../map/tournamentMap';
import { ownScenario } from './setup';

/**
 * Checks a scenario given as JSON text or as parsed data — every field against `ScenarioDef`, and its map layout
 * for every player count it allows — and returns it, ready for `createGame({ scenario })`. A fault is a
 * `ConfigError` naming the field (`scenario.victory[0].condition.kind`) and what is wrong.
 *
 * @example
 * ```ts
 * import { createGame, loadScenario, scenario } from 'homm3bg-engine';
 *
 * const mine = loadScenario(JSON.stringify({ ...scenario('chain-link'), id: 'short-link', rounds: 6 }));
 * createGame({ scenario: mine, players: 2, seed: 'doc' }).config.scenario.rounds; // → 6
 * ```
 */
export function loadScenario(json: string | object): ScenarioDef {
  let v: unknown = json;
  if (typeof json === 'string') {
    try {
      v = JSON.parse(json);
    } catch {
      throw new ConfigError('is not valid JSON', 'scenario');
    }
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ConfigError('expected a scenario object', 'scenario');
  const sc = ownScenario(v);
  for (let players = sc.players.min; players <= sc.players.max; players++) {
    try {
      checkScenarioMap(sc, players);
    } catch (e) {
      if (e instanceof ConfigError) throw new ConfigError(`for ${players} players: ${e.message}`, 'scenario.map');
      throw e;
    }
  }
  return sc;
}
