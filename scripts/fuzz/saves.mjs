// Corrupted saves. States of random play are mutated at random paths (a field deleted, a value of the wrong type, a
// number out of range, an array entry duplicated, two entries swapped, an unknown op or kind injected, an array grown
// to a bound, a value taken from elsewhere in the state), weighted towards the parts a hostile save would aim at:
// the decision, the effect stack, the combat, the phase and the map's tiles, heroes, supplies and fields. loadState
// either throws InvalidStateError or loads; a loaded save must play on: every action listed at once applies, and
// random play lists some action until the game ends, within a step cap (a hang inside one apply is caught by the
// time limit of the case, in fuzz.mjs).
import { CAP, Finding, chance, choose, int, lib, pick, shown, shownError, startCase } from './common.mjs';

const { loadState, legalActions, apply, InvalidStateError } = lib;

/** States kept from the random play of one case, to corrupt. */
const KEPT = 24;
/** Steps a loaded save may take to end: with the closing player below, a whole game takes at most about 550. */
const PLAY_ON_CAP = 4000;

/** The parts of a state a hostile save aims at, each drawn as often as the rest of the state together. */
const TARGETS = [['pending'], ['stack'], ['combat'], ['phase'], ['map', 'tiles'], ['map', 'heroes'], ['map', 'supply'], ['map', 'fields'], ['map'], ['players'], ['config'], ['scriptedDice']];
const BOUNDS = [8, 63, 64, 65, 999, 1000, 1001, 9999, 10_000];
const UNKNOWN = ['bogus', '', '?', '__proto__', 'constructor', 'toString'];
const KIND_KEYS = ['op', 'kind', 'type', 'step', 'reason', 'team', 'side', 'hero', 'unit', 'card', 'source', 'player', 'tile', 'key'];
const WRONG = [null, true, false, 0, -1, 1.5, 'x', '', [], {}, [0], { x: 1 }];
const NON_JSON = [NaN, Infinity, -Infinity, undefined, 1n, -0];

/** Every [container, key, path] under `root` (a JSON value), but the log's (it would outweigh the rest: see slotOf). */
function slotsOf(root, path, out) {
  if (typeof root !== 'object' || root === null) return out;
  for (const k of Object.keys(root)) {
    if (path === 'state' && k === 'log') continue;
    const p = Array.isArray(root) ? `${path}[${k}]` : `${path}.${k}`;
    out.push([root, k, p]);
    slotsOf(root[k], p, out);
  }
  return out;
}

/**
 * A random slot of `state`: half the time under one of the TARGETS (when it has any), else anywhere (a log entry now
 * and then). `root` names it in paths: 'state', or 'config' for the configs mode.
 */
function slotOf(state, random, root = 'state') {
  if (chance(random, 0.5)) {
    const keys = pick(TARGETS, random);
    let here = state;
    let path = root;
    for (const k of keys) {
      if (typeof here !== 'object' || here === null || !(k in here)) break;
      here = here[k];
      path += `.${k}`;
    }
    const slots = slotsOf(here, path, []);
    if (slots.length > 0) return pick(slots, random);
  }
  if (chance(random, 0.05) && Array.isArray(state.log) && state.log.length > 0) return pick(slotsOf(state.log, 'state.log', [[state, 'log', 'state.log']]), random);
  return pick(slotsOf(state, root, []), random);
}

/** The strings of a state (ids of every kind), to put where another belongs. */
function stringsOf(value, out) {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'object' && value !== null) for (const k in value) stringsOf(value[k], out);
  return out;
}

/** The nearest array at or above a slot's value: the value itself, or its container. */
const arrayAt = (container, key) => (Array.isArray(container[key]) ? container[key] : Array.isArray(container) ? container : null);

/** Corrupts `state` (a fresh copy; a config in the configs mode) once at a random slot; returns what it did, for a report. */
export function corrupt(state, random, root = 'state') {
  const [container, key, path] = slotOf(state, random, root);
  const value = container[key];
  const kind = int(random, 0, 9);
  switch (kind) {
    case 0:
      if (Array.isArray(container)) container.splice(Number(key), 1);
      else delete container[key];
      return `deleted ${path}`;
    case 1:
      // A copy: the lists and records of WRONG must not be shared between saves (a later change would change them all).
      container[key] = structuredClone(pick(WRONG.filter((w) => typeof w !== typeof value || Array.isArray(w) !== Array.isArray(value)), random));
      return `${path} = ${shown(container[key])} (a wrong type)`;
    case 2: {
      const n = typeof value === 'number' ? value : 0;
      container[key] = pick([-1, n + 1, n - 1, n + int(random, 2, 9), n * 1000, 0.5 + n, 1e9, 2 ** 31, 2 ** 53 + 2, 1e308], random);
      return `${path} = ${container[key]} (out of range)`;
    }
    case 3: {
      const list = arrayAt(container, key);
      if (list === null || list.length === 0) return corrupt(state, random, root);
      list.splice(int(random, 0, list.length), 0, structuredClone(pick(list, random)));
      return `duplicated an entry of the list at ${path}`;
    }
    case 4: {
      const list = arrayAt(container, key);
      if (list !== null && list.length >= 2) {
        const [i, j] = [int(random, 0, list.length - 1), int(random, 0, list.length - 1)];
        [list[i], list[j]] = [list[j], list[i]];
        return `swapped entries ${i} and ${j} of the list at ${path}`;
      }
      const keys = Object.keys(container);
      const other = pick(keys, random);
      [container[key], container[other]] = [container[other], container[key]];
      return `swapped ${path} with its sibling ${other}`;
    }
    case 5: {
      // An unknown op, kind, type or id where the state names one; or an unknown field.
      const target = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : container;
      const field = Object.keys(target).find((k) => KIND_KEYS.includes(k)) ?? pick(['op', 'kind', 'bogus'], random);
      target[field] = pick(UNKNOWN, random);
      return `${path}…${field} = ${shown(target[field])} (unknown)`;
    }
    case 6: {
      const list = arrayAt(container, key);
      if (list === null) return corrupt(state, random, root);
      const n = pick(BOUNDS, random);
      const entry = list.length > 0 ? pick(list, random) : 'x';
      while (list.length < n) list.push(typeof entry === 'object' ? structuredClone(entry) : entry);
      return `grew the list at ${path} to ${n} entries`;
    }
    case 7:
    case 8: {
      const strings = stringsOf(state, []);
      container[key] = typeof value === 'number' ? value + pick([-1, 1], random) : typeof value === 'boolean' ? !value : pick(strings, random);
      return `${path} = ${shown(container[key])} (from elsewhere)`;
    }
    case 9:
      // A whole record of the state in place of another: a frame, a unit, a decision from elsewhere.
      container[key] = structuredClone(pick(slotsOf(state, 'state', []), random)[0]);
      return `${path} replaced by another record of the state`;
  }
}

/** Puts a value JSON cannot hold at a random slot of `state`: NaN, Infinity, undefined, a BigInt, -0, or a cycle. */
export function notJson(state, random, root = 'state') {
  const [container, key, path] = slotOf(state, random, root);
  container[key] = chance(random, 0.8) ? pick(NON_JSON, random) : container;
  return `${path} = ${container[key] === container ? 'its own container (circular)' : shown(container[key])} (not JSON)`;
}

/** A loaded save plays on: every action listed at once applies; random play lists an action until the game ends. */
export function playOn(s, random, figures) {
  const first = legalActions(s);
  if (s.pending && first.length === 0) throw new Finding('the loaded save waits for a decision but lists no action');
  for (const a of first) {
    try {
      apply(s, a);
    } catch (e) {
      throw new Finding(`the loaded save lists ${shown(a)} but apply threw ${shownError(e)}`);
    }
  }
  let steps = 0;
  for (; s.pending && steps < PLAY_ON_CAP; steps++) {
    const acts = legalActions(s);
    if (acts.length === 0) throw new Finding(`after ${steps} steps the loaded save waits for ${s.pending.kind} of ${s.pending.player} but lists no action`);
    // Half the time end the turn, pass or leave a combat where one can: the game moves on to its end.
    const closing = acts.filter((a) => a.type === 'endTurn' || a.type === 'pass' || a.type === 'retreat' || a.type === 'surrender' || a.type === 'finishRecruiting');
    const a = closing.length > 0 && chance(random, 0.5) ? pick(closing, random) : choose(acts, random);
    try {
      s = apply(s, a);
    } catch (e) {
      throw new Finding(`after ${steps} steps the loaded save lists ${shown(a)} but apply threw ${shownError(e)}`);
    }
  }
  figures.playOnSteps += steps;
  if (s.pending) throw new Finding(`the loaded save had not ended after ${PLAY_ON_CAP} steps (a hang)`);
}

/** One case of the saves mode: random play of a game or combat, then `count` corruptions of its states. */
export function savesCase(kind, random, label, figures, count) {
  const c = startCase(kind, random, label);
  const kept = [];
  let s = c.state;
  for (let step = 0; s.pending && step < CAP[kind]; step++) {
    if (kept.length < KEPT) kept.push(JSON.stringify(s));
    else if (chance(random, KEPT / (step + 1))) kept[int(random, 0, KEPT - 1)] = JSON.stringify(s);
    s = apply(s, choose(legalActions(s), random));
  }
  kept.push(JSON.stringify(s)); // the last state too (a Quick Combat ends before any step)
  for (let i = 0; i < count; i++) {
    const json = pick(kept, random);
    const state = JSON.parse(json);
    const done = [];
    for (let k = chance(random, 0.7) ? 1 : int(random, 2, 4); k > 0; k--) done.push(corrupt(state, random));
    // Now and then an object handed over as it is, with a value JSON cannot hold (the last change: it may be a cycle).
    const objectInput = chance(random, 0.1);
    if (objectInput) done.push(notJson(state, random));
    const what = `save #${i} (${done.join('; ')})`;
    let loaded;
    try {
      loaded = loadState(objectInput ? state : JSON.stringify(state));
    } catch (e) {
      if (e instanceof InvalidStateError) {
        figures.rejected++;
        continue;
      }
      throw new Finding(`loadState threw ${shownError(e)}, not an InvalidStateError`, what, objectInput ? null : JSON.stringify(state));
    } finally {
      figures.saves++;
    }
    figures.loaded++;
    try {
      playOn(loaded, random, figures);
    } catch (e) {
      const save = objectInput ? null : JSON.stringify(state);
      throw new Finding(e instanceof Finding ? e.message : `playing on threw ${shownError(e)}`, what, save);
    }
  }
}
