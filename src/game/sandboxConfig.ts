/**
 * The shape of a createCombat config, checked before anything is built: every field a config may hold, with a
 * ConfigError naming the field and the values it takes (issue #11: a config is untrusted input).
 */
import type { CombatArmy, CombatConfig } from './sandbox';
import { ConfigError } from '../kernel/errors';
import { checkAiHeroConfig } from './sandboxAiHero';
import { BOUNDS } from './schema/bounds';

/** The scenario id of every stand-alone combat's config (createCombat). */
export const SANDBOX_SCENARIO = 'combat-sandbox';

/** The most cards a sandbox army's hand may hold. */
const HAND_BOUND = 64;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// A field is named by the path to its record and its key (`at` "attacker.units[2]", `key` "space"), joined only when
// a fault is found: building every field's name up front was most of the check's work (bots create many combats).
const path = (at: string, key: string): string => (key === '' ? at : `${at}.${key}`);

function wholeNumber(v: unknown, at: string, key: string, min: number, max: number): void {
  if (v === undefined) return;
  if (!Number.isInteger(v) || (v as number) < min || (v as number) > max) throw new ConfigError(`must be a whole number from ${min} to ${max}`, path(at, key));
}

function oneOf(v: unknown, at: string, key: string, values: readonly unknown[]): void {
  if (v !== undefined && !values.includes(v)) throw new ConfigError(`must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}`, path(at, key));
}

/** A list of at most `max` ids (the bounds of a save's lists: a created combat must load again). */
function strings(v: unknown, at: string, key: string, max: number): void {
  if (v === undefined) return;
  if (!Array.isArray(v)) throw new ConfigError('must be a list of ids', path(at, key));
  if (v.length > max) throw new ConfigError(`holds at most ${max} ids`, path(at, key));
  for (let i = 0; i < v.length; i++) {
    if (typeof v[i] !== 'string') throw new ConfigError('must be an id (a string)', `${path(at, key)}[${i}]`);
  }
}

/** A player's army: hero, level, units with their side, space and damage, cards, movement, gold, morale, buildings. */
function checkArmy(army: unknown, team: string): asserts army is CombatArmy {
  if (!isObject(army)) throw new ConfigError('an army is an object', team);
  if (army['hero'] !== undefined && typeof army['hero'] !== 'string') throw new ConfigError('a hero is named by its id', `${team}.hero`);
  wholeNumber(army['level'], team, 'level', 1, 7);
  const units = army['units'];
  if (!Array.isArray(units)) throw new ConfigError('an army needs a list of units', `${team}.units`);
  for (let i = 0; i < units.length; i++) {
    const u: unknown = units[i];
    if (!isObject(u) || typeof u['unit'] !== 'string') throw new ConfigError('a unit is { unit: id, side?, space?, damage?, covers? }', `${team}.units[${i}]`);
    const at = `${team}.units[${i}]`;
    oneOf(u['side'], at, 'side', ['few', 'pack']);
    wholeNumber(u['space'], at, 'space', 0, 1000);
    wholeNumber(u['damage'], at, 'damage', 0, 1000);
    strings(u['covers'], at, 'covers', BOUNDS.short);
  }
  // A hand far above any the rules let a player hold; a deck as large as a save's zone may be.
  strings(army['hand'], team, 'hand', HAND_BOUND);
  strings(army['deck'], team, 'deck', BOUNDS.cards);
  strings(army['buildings'], team, 'buildings', BOUNDS.short);
  strings(army['warMachines'], team, 'warMachines', BOUNDS.short);
  wholeNumber(army['movementPoints'], team, 'movementPoints', 0, 100);
  wholeNumber(army['gold'], team, 'gold', 0, 1_000_000);
  oneOf(army['morale'], team, 'morale', ['positive', 'negative']);
  oneOf(army['secondaryHero'], team, 'secondaryHero', [true, false]);
  oneOf(army['ai'], team, 'ai', [true, false]);
  if (army['aiHero'] !== undefined) {
    if (team !== 'defender' || army['ai'] !== true) throw new ConfigError('an AI Hero leads an AI army: the defender, with ai: true', `${team}.aiHero`);
    checkAiHeroConfig(army['aiHero']);
  }
}

/** Neutral guards: named units, or a field level and difficulty to draw them; who controls them. */
function checkGuards(g: Record<string, unknown>): void {
  if (g['neutrals'] !== undefined) {
    if (!Array.isArray(g['neutrals'])) throw new ConfigError('must be a list of neutral units', 'defender.neutrals');
    g['neutrals'].forEach((n: unknown, i: number) => {
      const at = `defender.neutrals[${i}]`;
      if (!isObject(n) || typeof n['unit'] !== 'string') throw new ConfigError('a neutral is { unit: id, space?, damage? }', at);
      wholeNumber(n['space'], at, 'space', 0, 1000);
      wholeNumber(n['damage'], at, 'damage', 0, 1000);
    });
  }
  wholeNumber(g['fieldLevel'], 'defender', 'fieldLevel', 1, 7);
  oneOf(g['difficulty'], 'defender', 'difficulty', ['easy', 'normal', 'hard', 'impossible']);
  oneOf(g['control'], 'defender', 'control', ['opponent', 'ai']);
}

/** Checks a createCombat config's shape, field by field. */
export function checkCombatConfig(config: unknown): asserts config is CombatConfig {
  if (!isObject(config)) throw new ConfigError('a combat needs a configuration object', 'config');
  if (config['attacker'] === undefined || config['defender'] === undefined) throw new ConfigError('a combat needs an attacker and a defender', 'config');
  checkArmy(config['attacker'], 'attacker');
  const d = config['defender'];
  if (!isObject(d)) throw new ConfigError('the defender is an army or neutral guards', 'defender');
  if ('units' in d) checkArmy(d, 'defender');
  else checkGuards(d);
  if (config['town'] !== undefined && (!isObject(config['town']) || typeof config['town']['walls'] !== 'boolean')) {
    throw new ConfigError('a town is { walls: true or false }', 'town');
  }
  oneOf(config['timeLimited'], 'timeLimited', '', [true, false]);
}
