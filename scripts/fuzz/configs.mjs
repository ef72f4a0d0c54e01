// Corrupted configs. Random valid configs of games and combats are mutated at random paths, as saves are (a field
// deleted, a value of the wrong type or out of range, an entry duplicated, two swapped, an unknown id injected, a list
// grown to a bound, a value from elsewhere; a game's scenario now and then handed over whole, as a custom one is), now
// and then with a value JSON cannot hold. createGame and createCombat either throw ConfigError or return a state that
// keeps every invariant, loads again from its JSON and plays on as a loaded save must (every action listed at once
// applies; random play ends within a step cap).
import { Finding, chance, gameConfig, combatConfig, int, lib, shownError } from './common.mjs';
import { corrupt, notJson, playOn } from './saves.mjs';

const { createGame, createCombat, findInvariantViolations, loadState, ConfigError, SCENARIOS } = lib;

/** The config as JSON text, for --case to write to a file (null when it holds what JSON cannot: a BigInt, a cycle). */
function jsonOf(config) {
  try {
    return JSON.stringify(config);
  } catch {
    return null;
  }
}

/** One case of the configs mode: `count` corruptions of one random config of a game or a combat. */
export function configsCase(kind, random, label, figures, count) {
  const drawn = kind === 'game' ? gameConfig(random, label) : combatConfig(random, label);
  // Now and then a game's scenario handed over whole, as a custom one is: its corruptions reach the scenario's fields.
  if (kind === 'game' && chance(random, 0.4)) drawn.scenario = structuredClone(SCENARIOS.find((sc) => sc.id === drawn.scenario));
  const valid = JSON.stringify(drawn);
  const create = kind === 'game' ? createGame : createCombat;
  const name = kind === 'game' ? 'createGame' : 'createCombat';
  for (let i = 0; i < count; i++) {
    const config = JSON.parse(valid);
    const done = [];
    for (let k = chance(random, 0.7) ? 1 : int(random, 2, 4); k > 0; k--) done.push(corrupt(config, random, 'config'));
    if (chance(random, 0.1)) done.push(notJson(config, random, 'config'));
    const what = `config #${i} (${done.join('; ')})`;
    let state;
    figures.configs++;
    try {
      state = create(config);
    } catch (e) {
      if (e instanceof ConfigError) {
        figures.rejected++;
        continue;
      }
      throw new Finding(`${name} threw ${shownError(e)}, not a ConfigError`, what, jsonOf(config));
    }
    figures.loaded++;
    const problems = findInvariantViolations(state);
    if (problems.length > 0) throw new Finding(`${name} returned a state that breaks invariants: ${problems.slice(0, 3).join('; ')}`, what, jsonOf(config));
    try {
      loadState(JSON.stringify(state));
    } catch (e) {
      throw new Finding(`${name} returned a state that does not load again: ${shownError(e)}`, what, jsonOf(config));
    }
    try {
      playOn(state, random, figures);
    } catch (e) {
      throw new Finding(e instanceof Finding ? e.message.replace('the loaded save', 'the created state') : `playing on threw ${shownError(e)}`, what, jsonOf(config));
    }
  }
}
