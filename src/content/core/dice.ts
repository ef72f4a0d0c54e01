/** The game's dice, face by face (rules digest §1.2–1.4). */
import type { Effect, Resources } from '../../model';

/** Resource Die faces 1–6. */
export const RESOURCE_DIE: Readonly<Record<number, Partial<Resources>>> = {
  1: { gold: 3 },
  2: { gold: 6 },
  3: { buildingMaterials: 2 },
  4: { buildingMaterials: 4 },
  5: { valuables: 1 },
  6: { valuables: 2 },
};

/** Attack Die faces 1–6 give −1, −1, 0, 0, +1, +1. */
export const ATTACK_DIE_FACES: readonly number[] = [-1, -1, 0, 0, 1, 1];

/** What a Treasure Die face gives. */
export type TreasureFace = 'experience' | 'artifact' | 'resourceDie' | 'twoResourceDice';
/** Treasure Die faces 1–6: two experience, two artifact, one resource die, one two-resource-dice. */
export const TREASURE_DIE: Readonly<Record<number, TreasureFace>> = {
  1: 'experience',
  2: 'experience',
  3: 'artifact',
  4: 'artifact',
  5: 'resourceDie',
  6: 'twoResourceDice',
};

/**
 * What resolving a Treasure Die face does (All Map Locations, p. 75): 1 experience; Search (2) the Artifact deck,
 * optional as every Search a location gives; roll a Resource Die and gain it; roll 2 Resource Dice and gain one.
 */
export const TREASURE_FACE_EFFECTS: Readonly<Record<TreasureFace, Effect[]>> = {
  experience: [{ op: 'gainExperience', amount: 1 }],
  artifact: [{ op: 'search', deck: 'artifact', count: 2, optional: true }],
  resourceDie: [{ op: 'rollResourceDice', count: 1, keep: 'all' }],
  twoResourceDice: [{ op: 'rollResourceDice', count: 2, keep: 'one' }],
};

/** The Treasure Die's faces as players name them. */
export const TREASURE_FACE_NAMES: Readonly<Record<TreasureFace, string>> = {
  experience: 'Experience',
  artifact: 'Artifact',
  resourceDie: 'Resource Die',
  twoResourceDice: '2 Resource Dice',
};
