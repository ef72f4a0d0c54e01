/** The shape of every action type, to reject malformed input before any rule is consulted. */
import type { ActionType } from './types';
import { illegal } from './errors';

/** A field's kind: a string, a whole number (optional with "?"), or one of a list of words. */
type FieldKind = 'string' | 'integer' | 'string?' | 'integer?' | readonly string[];

const FIELDS: Record<ActionType, Record<string, FieldKind>> = {
  chooseHero: { hero: 'string' },
  choose: { option: 'string' },
  decline: {},
  discard: { card: 'string' },
  draw: { count: 'integer' },
  endTurn: {},
  build: { building: 'string' },
  recruit: { unit: 'string' },
  reinforce: { unit: 'string' },
  finishRecruiting: {},
  hireSecondaryHero: {},
  buySpells: {},
  useBuilding: { building: 'string', option: 'string' },
  useMorale: { use: ['draw', 'cycle'] },
  searchReveal: {},
  searchTakeDiscard: {},
  searchPick: { card: 'string' },
  searchReplaceRevealed: { card: 'string' },
  keepDie: { index: 'integer' },
  keepDice: {},
  rerollDie: { index: 'integer' },
  removeCard: { card: 'string' },
  takeCard: { card: 'string' },
  finishDiscarding: {},
  reinforceUnit: { unit: 'string' },
  summonFrom: { tier: ['bronze', 'silver', 'gold', 'azure'] },
  placeUnit: { unit: 'string', space: 'integer' },
  finishPlacement: {},
  activateUnit: { unit: 'string' },
  moveUnit: { space: 'integer' },
  attack: { target: 'string' },
  defend: {},
  endActivation: {},
  surrender: {},
  pass: {},
  extendCombat: {},
  retreat: {},
  useAbility: {},
  chooseUnit: { unit: 'string' },
  playCard: { card: 'string', play: 'string', target: 'string?', power: 'integer?' },
};

export const ACTION_TYPES = Object.keys(FIELDS) as ActionType[];

/** Throws MALFORMED_ACTION unless `action` is an object of a known type with exactly the right fields. */
export function checkShape(action: unknown): void {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) {
    illegal('MALFORMED_ACTION', 'An action is an object with a "type"', 'protocol');
  }
  const a = action as Record<string, unknown>;
  const fields = typeof a['type'] === 'string' ? FIELDS[a['type'] as ActionType] : undefined;
  if (!fields || !Object.prototype.hasOwnProperty.call(FIELDS, a['type'] as string)) {
    illegal('MALFORMED_ACTION', `Unknown action type ${JSON.stringify(a['type'])}`, 'protocol');
  }
  for (const [key, value] of Object.entries(a)) {
    if (key === 'type') continue;
    if (key === 'player') {
      if (typeof value !== 'string') illegal('MALFORMED_ACTION', '"player" must be a player id string', 'protocol');
      continue;
    }
    // Own fields only: "toString", "constructor", … are not fields of any action.
    const kind = Object.prototype.hasOwnProperty.call(fields, key) ? fields[key] : undefined;
    if (!kind) illegal('MALFORMED_ACTION', `"${a['type']}" has no field "${key}"`, 'protocol');
    if (typeof kind !== 'string') {
      if (!kind.includes(value as string)) illegal('MALFORMED_ACTION', `"${a['type']}.${key}" must be one of ${kind.map((k) => `"${k}"`).join(', ')}`, 'protocol');
      continue;
    }
    const ok = kind.startsWith('string') ? typeof value === 'string' : Number.isInteger(value);
    if (!ok) illegal('MALFORMED_ACTION', `"${a['type']}.${key}" must be ${kind.startsWith('string') ? 'a string' : 'a whole number'}`, 'protocol');
  }
  for (const [key, kind] of Object.entries(fields)) {
    const optional = typeof kind === 'string' && kind.endsWith('?');
    if (!optional && !(key in a)) illegal('MALFORMED_ACTION', `"${a['type']}" needs "${key}"`, 'protocol');
  }
}
