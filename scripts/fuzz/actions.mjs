// Malformed and stale actions. At random states of random play, listed actions are mutated (a wrong type, a field
// missing or added, a number out of range, an unknown id, an id from elsewhere in the state, another player's
// `player`, NaN, a huge string, a BigInt, a circular object, not an object at all) and actions listed in earlier
// states are tried again. Each must either be listed now — then it applies — or be rejected with an
// IllegalActionError, the state unchanged (it is deep-frozen, and compared as JSON after the tries).
import { CAP, Finding, chance, deepFreeze, int, lib, pick, shown, shownError, startCase, walk, whereIs } from './common.mjs';

const { apply, legalActions, IllegalActionError } = lib;

/** Tries per sampled state, and how often a state is sampled. */
const MUTATIONS = 12;
const STALE = 4;
const SAMPLE_EVERY = 6;

const HUGE = 'x'.repeat(1 << 20);
const circular = () => {
  const o = { type: 'endTurn' };
  o.self = o;
  return o;
};
const ODD_VALUES = [null, undefined, true, false, 0, -1, 1.5, -0, NaN, Infinity, -Infinity, 2 ** 53, 1e308, '', 'x', '0', '?', HUGE, [], {}, [1], { a: 1 }, 1n, 10n ** 30n];
const ODD_NUMBERS = [-1, -2, 7, 19, 20, 99, 1e9, -(2 ** 31), 2 ** 31, 2 ** 53 + 2, 0.5, 1e-9];
const ODD_STRINGS = ['', 'nope', '?', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'stat.attack#999', 'neutral.boars#9', 'castle.nope', 'p9', 'main ', 'MAIN', HUGE];
const ODD_KEYS = ['foo', 'card', 'unit', 'space', 'hero', 'field', 'tile', 'option', 'count', 'index', 'target', 'power', '__proto__', 'constructor', 'toString'];
const ODD_TYPES = ['hack', '', 'toString', 'constructor', '__proto__', 'hasOwnProperty', 'ENDTURN', 'endturn'];
const NOT_OBJECTS = [null, undefined, 5, 'endTurn', [], [{ type: 'endTurn' }], () => ({ type: 'endTurn' }), true, 1n];

/** A value of the lists above, a list or record copied: one tried action must not share it with the next. */
const fresh = (v) => (typeof v === 'object' && v !== null ? structuredClone(v) : v);

/** A shallow copy with own keys only (an action is a flat record). */
const copy = (a) => Object.assign({}, a);

/** The engine's identity of an action: its fields sorted; `player` dropped when it names the decider. Null if it has none. */
export function identity(action, decider) {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return null;
  const keys = Object.keys(action).sort();
  const parts = [];
  for (const k of keys) {
    const v = action[k];
    if (k === 'player' && v === decider) continue;
    if (typeof v === 'string') parts.push(`${JSON.stringify(k)}:${JSON.stringify(v)}`);
    else if (typeof v === 'number' && Number.isFinite(v)) parts.push(`${JSON.stringify(k)}:${v === 0 ? 0 : v}`);
    else return null; // every listed action's fields are strings and finite numbers
  }
  return parts.join(',');
}

/** Every string of the state (ids of cards, units, buildings, players, tiles) to try as field values. */
function stringsOf(value, out) {
  if (typeof value === 'string') out.add(value);
  else if (typeof value === 'object' && value !== null) for (const k in value) if (k !== 'log') stringsOf(value[k], out);
  return out;
}

/** One mutation of a listed action, described for a report. */
function mutate(a, listing, ids, players, random) {
  const m = copy(a);
  const keys = Object.keys(m);
  const field = pick(keys.filter((k) => k !== 'type').length > 0 ? keys.filter((k) => k !== 'type') : keys, random);
  switch (int(random, 0, 11)) {
    case 0:
      delete m[pick(keys, random)];
      return m;
    case 1:
      m[pick(ODD_KEYS, random)] = fresh(pick(ODD_VALUES, random));
      return m;
    case 2:
      m[field] = fresh(pick(ODD_VALUES, random));
      return m;
    case 3:
      m[field] = typeof m[field] === 'number' ? (chance(random, 0.5) ? m[field] + int(random, -3, 3) : pick(ODD_NUMBERS, random)) : pick(ODD_NUMBERS, random);
      return m;
    case 4:
      m[field] = pick(ODD_STRINGS, random);
      return m;
    case 5:
      m[field] = pick(ids, random);
      return m;
    case 6:
      m.player = chance(random, 0.8) ? pick(players, random) : fresh(pick(ODD_VALUES, random));
      return m;
    case 7:
      m.type = chance(random, 0.7) ? pick(listing, random).type : pick(ODD_TYPES, random);
      return m;
    case 8: {
      // The fields of one listed action with the values of another of the same type: a combination nobody listed.
      const other = pick(listing.filter((x) => x.type === a.type), random);
      m[field] = other[field];
      return mutate(m, listing, ids, players, random);
    }
    case 9:
      return chance(random, 0.5) ? circular() : Object.assign(m, { [field]: circular() });
    case 10:
      return fresh(pick(NOT_OBJECTS, random));
    default:
      // Equivalent forms of a listed action: frozen, without a prototype, with the decider named.
      return pick([Object.freeze(copy(a)), Object.assign(Object.create(null), a), Object.assign(copy(a), { player: players[0] })], random);
  }
}

/**
 * Tries `action` on the frozen state `s`: listed now, it applies; otherwise apply throws IllegalActionError. Returns
 * nothing; a finding is thrown. Counts the actions that applied in `figures.accepted`.
 */
function tryAction(s, action, listed, where, what, figures) {
  const key = identity(action, s.pending.player);
  const isListed = key !== null && listed.has(key);
  try {
    apply(s, action);
  } catch (e) {
    if (isListed) throw new Finding(`the ${what} ${shown(action)} is listed but apply threw ${shownError(e)}`, where, JSON.stringify(s));
    if (!(e instanceof IllegalActionError)) throw new Finding(`the ${what} ${shown(action)} threw ${shownError(e)}, not an IllegalActionError`, where, JSON.stringify(s));
    return;
  }
  if (!isListed) throw new Finding(`the ${what} ${shown(action)} is not listed, yet apply took it`, where, JSON.stringify(s));
  figures.accepted++;
}

/** One case of the actions mode: random play, with malformed and stale actions tried at random states. */
export function actionsCase(kind, random, label, figures) {
  const c = startCase(kind, random, label);
  const stale = [];
  const sample = (s, listing, step) => {
    const where = whereIs(s, step);
    const before = JSON.stringify(s);
    deepFreeze(s);
    const listed = new Set(listing.map((a) => identity(a, s.pending.player)));
    const ids = [...stringsOf(s, new Set())];
    const players = s.players.map((p) => p.id);
    for (let i = 0; i < MUTATIONS; i++) tryAction(s, mutate(pick(listing, random), listing, ids, players, random), listed, where, 'malformed action', figures);
    for (let i = 0; i < STALE && stale.length > 0; i++) tryAction(s, pick(stale, random), listed, where, 'earlier listed action', figures);
    figures.actions += MUTATIONS + Math.min(STALE, stale.length);
    if (JSON.stringify(s) !== before) throw new Finding('a rejected action changed the state', where, before);
  };
  const hooks = {
    before(s, step) {
      if (chance(random, 1 / SAMPLE_EVERY)) sample(s, legalActions(s), step);
      return false;
    },
    after(_s, listing) {
      // Keep some listed actions for later, when they may no longer be legal.
      const a = pick(listing, random);
      if (stale.length < 64) stale.push(a);
      else stale[int(random, 0, 63)] = a;
    },
  };
  walk(c.state, random, CAP[kind], figures, hooks);
}

