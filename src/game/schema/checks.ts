/**
 * The building blocks of the save schema: checks of one value at a path of the state, each throwing
 * InvalidStateError that names the path, and the types that tie a record's checks to its model type, so that a
 * field added to a state type without a check does not compile.
 */
import { InvalidStateError } from '../../kernel/errors';

/** What checks of references need to know of the state being loaded, read from it before the checks run. */
export interface LoadContext {
  /** The players' ids: a decision's player, a unit's owner, a key of a per-player record must be one of them. */
  readonly players: ReadonlySet<string>;
  /** How many seats the state has (a phase's seat). */
  readonly seats: number;
  /** The ids of the units on the combat board: an attack's target, a decision's unit must be one of them. */
  readonly units: ReadonlySet<string>;
  /** config.logLimit: the log may keep that many events. */
  readonly logLimit: number;
  /** How deeply the effect lists being checked are nested (a Choose's options, a die's effects). */
  depth: number;
}

/** Checks the value at `path`; throws InvalidStateError naming the path when it is wrong. */
export type Check = (v: unknown, path: string, ctx: LoadContext) => void;

/** A record's check, with the checks of its fields in the types' order (tests read the schema's shape from them). */
export interface RecordCheck extends Check {
  readonly fields: Readonly<Record<string, Check>>;
}

/** The field checks of a record check, also through `nullable` and `optional`; undefined for other checks. */
export const fieldsOf = (c: Check): Readonly<Record<string, Check>> | undefined => (c as Partial<RecordCheck>).fields;

/** `wrapper`, a check around `inner`, keeps inner's fields readable. */
const around = (inner: Check, wrapper: Check): Check => {
  const fields = fieldsOf(inner);
  return fields ? Object.assign(wrapper, { fields }) : wrapper;
};

/** Every key of every member of a union. */
type AllKeys<T> = T extends unknown ? keyof T : never;

/** A check for every field of T (of every member, for a union): leaving a field out does not compile. */
export type Spec<T> = { readonly [K in AllKeys<T>]-?: Check };

/**
 * Per value of the union's tag (`kind`, `op`, `step`, …), a check for every field of that member, the tag and the
 * `Common` fields (checked for every member) aside: a member or a field without a check does not compile.
 */
export type Variants<U, Tag extends keyof U, Common extends PropertyKey = never> = {
  readonly [V in U[Tag] & string]: { readonly [K in Exclude<AllKeys<Extract<U, Record<Tag, V>>>, Tag | Common>]-?: Check };
};

/** Rejects the save: `path` is where, `message` what is wrong. */
export function fail(path: string, message: string): never {
  throw new InvalidStateError(message, path);
}

/**
 * A value of a save, for a message: strings quoted, numbers and words as they are, anything else by its kind (a save
 * handed over as an object may hold a BigInt or a cycle, which JSON cannot write).
 */
export function shown(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'object' && v !== null) return Array.isArray(v) ? '(a list)' : '(an object)';
  return typeof v === 'bigint' ? `${v}n` : String(v);
}

/** A record (not a list, not null). */
export const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const has = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** A whole number from `min` to `max`. */
export const int = (min: number, max: number): Check => (v, p) => {
  if (!Number.isInteger(v)) fail(p, 'expected a whole number');
  if ((v as number) < min || (v as number) > max) fail(p, `${String(v)} is not from ${min} to ${max}`);
};
/** Any whole number (bonuses and changes may be negative). */
export const anyInt = int(-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
/** A whole number, 0 or more. */
export const count = int(0, Number.MAX_SAFE_INTEGER);
/** A finite number. */
export const num: Check = (v, p) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(p, 'expected a number');
};
/** A number from 0 up to, not including, 1. */
export const fraction: Check = (v, p) => {
  if (typeof v !== 'number' || !(v >= 0 && v < 1)) fail(p, `${shown(v)} is not a number from 0 up to 1`);
};
/** A string. */
export const str: Check = (v, p) => {
  if (typeof v !== 'string') fail(p, 'expected a string');
};
/** true or false. */
export const bool: Check = (v, p) => {
  if (typeof v !== 'boolean') fail(p, 'expected true or false');
};

/** One of `values`. */
export function oneOf(values: ReadonlyArray<string | number>): Check {
  const known = new Set(values);
  const list = values.length > 12 ? `${values.slice(0, 12).join(', ')}, …` : values.join(', ');
  return (v, p) => {
    if (!known.has(v as string | number)) fail(p, `${shown(v)} is not one of ${list}`);
  };
}

/** One of the words of a string type: `all` names each of them, so a word added to the type must be added here. */
export const word = <T extends string>(all: Record<T, true>): Check => oneOf(Object.keys(all));

/** Exactly `value` (the state's schema tag, a word that stands in for a number). */
export const literal = (value: string, message: string): Check => (v, p) => {
  if (v !== value) fail(p, message);
};

/** Checks that say `v` is absent: an optional field may be left out of its record. */
const OPTIONAL = new WeakSet<Check>();

/** A field that may be absent (`covers?`, `filter?`). */
export function optional(c: Check): Check {
  const check = around(c, (v, p, ctx) => c(v, p, ctx));
  OPTIONAL.add(check);
  return check;
}

/** A field that may be absent or undefined (a Draft copies it as it is: `spellBan`, `fieldMoraleIgnored`). */
export const unset = (c: Check): Check =>
  optional((v, p, ctx) => {
    if (v !== undefined) c(v, p, ctx);
  });

/** null, or what `c` accepts. */
export const nullable = (c: Check): Check =>
  around(c, (v, p, ctx) => {
    if (v !== null) c(v, p, ctx);
  });

/** Passes when one of the checks does (`3` or `'remembered'`); the last one's complaint is reported. */
export const either = (...checks: Check[]): Check => (v, p, ctx) => {
  for (let i = 0; i < checks.length - 1; i++) {
    try {
      return (checks[i] as Check)(v, p, ctx);
    } catch {
      // try the next one
    }
  }
  (checks[checks.length - 1] as Check)(v, p, ctx);
};

/** A check built later (recursive programs: a Choose's options hold effects). */
export const lazy = (get: () => Check): Check => (v, p, ctx) => get()(v, p, ctx);

/** The entries' identity, for lists that hold each at most once. */
export const same = (x: unknown): unknown => x;
/** A record's id, for lists of records that hold each id once (players, combat units). */
export const byId = (x: unknown): unknown => (isObj(x) ? x['id'] : undefined);

/** A list of at most `max` entries (at least `min`), each checked; with `unique`, no two entries share its key. */
export function list(each: Check, max: number, unique?: (x: unknown) => unknown, min = 0): Check {
  return (v, p, ctx) => {
    if (!Array.isArray(v)) return fail(p, 'expected a list');
    if (v.length > max) fail(p, `holds ${v.length} entries; at most ${max} are allowed`);
    if (v.length < min) fail(p, `holds ${v.length} entries; at least ${min} are needed`);
    const seen = unique ? new Map<unknown, number>() : null;
    for (let i = 0; i < v.length; i++) {
      each(v[i], `${p}[${i}]`, ctx);
      if (!seen || !unique) continue;
      const key = unique(v[i]);
      const first = seen.get(key);
      if (first !== undefined) fail(`${p}[${i}]`, `${shown(key)} is already at [${first}] (each may be listed once)`);
      seen.set(key, i);
    }
  };
}

/** A list of exactly these entries. */
export const tuple = (checks: readonly Check[], message: string): Check => (v, p, ctx) => {
  if (!Array.isArray(v) || v.length !== checks.length) return fail(p, message);
  checks.forEach((c, i) => c(v[i], `${p}[${i}]`, ctx));
};

/**
 * A record with exactly the fields of `spec` (optional ones may be absent), each checked in order; `also` checks
 * what spans fields (a frame's next effect is one of its effects).
 */
export function record<T>(spec: Spec<T>, also?: (v: Record<string, unknown>, path: string, ctx: LoadContext) => void): RecordCheck {
  const fields = Object.keys(spec);
  const checks = Object.values(spec) as Check[];
  const known = new Set(fields);
  const check: Check = (v, p, ctx) => {
    if (!isObj(v)) return fail(p, 'expected an object');
    for (let i = 0; i < fields.length; i++) {
      const k = fields[i] as string;
      const c = checks[i] as Check;
      if (has(v, k)) c(v[k], `${p}.${k}`, ctx);
      else if (!OPTIONAL.has(c)) fail(`${p}.${k}`, 'is missing');
    }
    for (const k of Object.keys(v)) if (!known.has(k)) fail(`${p}.${k}`, 'is not a field of this record');
    also?.(v, p, ctx);
  };
  return Object.assign(check, { fields: spec as Readonly<Record<string, Check>> });
}

/**
 * A member of a tagged union: `tag` names it (`what` says what the tag is, for messages), `specs` checks each
 * member's fields, `common` those every member has.
 */
export function variants(tag: string, what: string, specs: Record<string, Record<string, Check>>, common: Record<string, Check> = {}): Check {
  const members = new Map<string, Check>();
  for (const [name, spec] of Object.entries(specs)) members.set(name, record({ [tag]: str, ...common, ...spec } as Spec<unknown>));
  const names = [...members.keys()];
  return (v, p, ctx) => {
    if (!isObj(v)) return fail(p, 'expected an object');
    const member = typeof v[tag] === 'string' ? members.get(v[tag]) : undefined;
    if (!member) return fail(`${p}.${tag}`, `${shown(v[tag])} is not a known ${what} (${names.slice(0, 8).join(', ')}, …)`);
    member(v, p, ctx);
  };
}

/** One of the state's players. */
export const playerRef: Check = (v, p, ctx) => {
  if (typeof v !== 'string' || !ctx.players.has(v)) fail(p, `${shown(v)} is not a player of this game`);
};

/** A unit on the combat board. */
export const unitRef: Check = (v, p, ctx) => {
  if (typeof v !== 'string' || !ctx.units.has(v)) fail(p, `${shown(v)} is not a unit in this combat`);
};

/** A record with one entry per player (some of them): Power, Spells cast, … */
export const byPlayer = (each: Check): Check => (v, p, ctx) => {
  if (!isObj(v)) return fail(p, 'expected an object');
  for (const k of Object.keys(v)) {
    playerRef(k, `${p}.${k}`, ctx);
    each(v[k], `${p}.${k}`, ctx);
  }
};

/** Effect lists within effects nest at most `max` deep (a corrupted save could nest them without end). */
export const nested = (c: Check, max: number): Check => (v, p, ctx) => {
  if (ctx.depth >= max) fail(p, `effects nest more than ${max} deep`);
  ctx.depth += 1;
  try {
    c(v, p, ctx);
  } finally {
    ctx.depth -= 1;
  }
};
