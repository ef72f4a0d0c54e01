/** The shape of every action type, to reject malformed input before any rule is consulted. */
import type { ActionType } from '../model';
import { illegal } from '../kernel/errors';
import { isSharedAction } from '../kernel/sharedActions';

/** A field's kind: a string, a whole number (optional with "?"), or one of a list of words. */
type FieldKind = 'string' | 'integer' | 'string?' | 'integer?' | readonly string[];

const FIELDS: Record<ActionType, Record<string, FieldKind>> = {
  chooseHero: { hero: 'string' },
  choose: { option: 'string' },
  decline: {},
  discard: { card: 'string' },
  draw: { count: 'integer' },
  endTurn: {},
  choosePlayer: { who: 'string' },
  offerResources: { to: 'string', gold: 'integer', buildingMaterials: 'integer', valuables: 'integer' },
  offerCard: { to: 'string', card: 'string' },
  giveResources: { to: 'string', gold: 'integer', buildingMaterials: 'integer', valuables: 'integer' },
  acceptOffer: {},
  giveCard: { card: 'string' },
  build: { building: 'string' },
  recruit: { unit: 'string', discount: 'integer?' },
  reinforce: { unit: 'string', discount: 'integer?' },
  finishRecruiting: {},
  drawNeutrals: {},
  sellUnit: { unit: 'string' },
  hireSecondaryHero: {},
  buySpells: {},
  useBuilding: { building: 'string', option: 'string' },
  useMorale: { use: ['draw', 'cycle'] },
  useTownCube: { stat: ['attack', 'defense', 'power'] },
  playForAttack: { card: 'string' },
  searchReveal: { count: 'integer?' },
  searchTakeDiscard: {},
  searchFindSchool: {},
  searchSchool: { school: ['air', 'earth', 'fire', 'water'] },
  searchPick: { card: 'string' },
  searchReplaceRevealed: { card: 'string' },
  chooseDeck: { deck: ['minorArtifact', 'majorArtifact', 'relicArtifact', 'basicSpell', 'expertSpell'] },
  keepDie: { index: 'integer', face: 'integer?' },
  bid: { gold: 'integer' },
  keepDice: { face: 'integer?' },
  rerollDie: { index: 'integer', using: 'string?' },
  removeCard: { card: 'string' },
  takeCard: { card: 'string' },
  finishDiscarding: {},
  placeSpell: { card: 'string', on: ['deck', 'discard'] },
  trade: { sell: ['gold', 'buildingMaterials', 'valuables'], buy: ['gold', 'buildingMaterials', 'valuables'] },
  finishTrading: {},
  reinforceUnit: { unit: 'string' },
  summonFrom: { tier: ['bronze', 'silver', 'gold', 'azure'] },
  moveHero: { hero: ['main', 'secondary'], field: 'integer' },
  revisit: { hero: ['main', 'secondary'] },
  discoverTile: { hero: ['main', 'secondary'], tile: 'integer' },
  placeTile: { hero: ['main', 'secondary'], q: 'integer', r: 'integer' },
  rotateTile: { rotation: 'integer' },
  placeMapTile: { q: 'integer', r: 'integer', rotation: 'integer' },
  chooseStarter: { starter: 'string' },
  mulligan: {},
  searchAgain: {},
  turnTile: { tile: 'integer', rotation: 'integer' },
  chooseField: { field: 'integer' },
  instantDefeat: {},
  fight: {},
  payToDefend: {},
  peek: { deck: ['ability', 'artifact', 'spell', 'bronze', 'silver', 'gold', 'azure', 'own'] },
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
  playCard: { card: 'string', play: 'string', target: 'string?', power: 'integer?', space: 'integer?' },
  chooseSchool: { school: ['air', 'earth', 'fire', 'water'] },
  placeToken: { space: 'integer' },
};

export const ACTION_TYPES = Object.keys(FIELDS) as ActionType[];

/** Per action type, the fields that must be present (computed once: checkShape runs on every apply). */
const REQUIRED: Record<string, string[]> = Object.fromEntries(
  Object.entries(FIELDS).map(([type, fields]) => [
    type,
    Object.entries(fields).filter(([, kind]) => !(typeof kind === 'string' && kind.endsWith('?'))).map(([key]) => key),
  ]),
);
/**
 * The same table by type, as parallel lists (an action has at most a few fields: a scan beats a lookup), in a Map,
 * so that "toString", "constructor", … are not mistaken for types.
 */
interface Shape {
  names: string[];
  kinds: FieldKind[];
  optional: boolean[];
  /** How many of the fields are required. */
  required: number;
}
const SHAPES = new Map<string, Shape>(
  Object.entries(FIELDS).map(([type, fields]) => [
    type,
    {
      names: Object.keys(fields),
      kinds: Object.values(fields),
      optional: Object.values(fields).map((kind) => typeof kind === 'string' && kind.endsWith('?')),
      required: (REQUIRED[type] as string[]).length,
    },
  ]),
);

/** A value from an untrusted action, for an error message: strings quoted, anything else by its kind (a BigInt or a circular object cannot be written as JSON). */
function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  return `(a ${Array.isArray(value) ? 'list' : typeof value})`;
}

/** Throws MALFORMED_ACTION unless `action` is an object of a known type with exactly the right fields. */
export function checkShape(action: unknown): void {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) {
    illegal('MALFORMED_ACTION', 'An action is an object with a "type"', 'protocol');
  }
  if (isSharedAction(action)) return; // made by the engine, right by construction
  const a = action as Record<string, unknown>;
  const type = a['type'];
  const shape = typeof type === 'string' ? SHAPES.get(type) : undefined;
  if (shape === undefined) {
    illegal('MALFORMED_ACTION', `Unknown action type ${shown(type)}`, 'protocol');
  }
  // The own enumerable keys, in the same order as Object.entries (for-in with an own-key check: no key array made).
  let required = 0;
  for (const key in a) {
    if (key === 'type' || !Object.prototype.hasOwnProperty.call(a, key)) continue;
    const value = a[key];
    if (key === 'player') {
      if (typeof value !== 'string') illegal('MALFORMED_ACTION', '"player" must be a player id string', 'protocol');
      continue;
    }
    const at = shape.names.indexOf(key);
    if (at < 0) illegal('MALFORMED_ACTION', `"${type}" has no field "${key}"`, 'protocol');
    const kind = shape.kinds[at] as FieldKind;
    if (!shape.optional[at]) required += 1;
    if (typeof kind !== 'string') {
      if (!kind.includes(value as string)) illegal('MALFORMED_ACTION', `"${type}.${key}" must be one of ${kind.map((k) => `"${k}"`).join(', ')}`, 'protocol');
      continue;
    }
    const isString = kind === 'string' || kind === 'string?';
    const ok = isString ? typeof value === 'string' : Number.isInteger(value);
    if (!ok) illegal('MALFORMED_ACTION', `"${type}.${key}" must be ${isString ? 'a string' : 'a whole number'}`, 'protocol');
  }
  if (required === shape.required) return; // every required field is an own field
  for (const key of REQUIRED[type as string] as string[]) {
    if (!(key in a)) illegal('MALFORMED_ACTION', `"${type}" needs "${key}"`, 'protocol');
  }
}
