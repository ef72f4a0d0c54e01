/**
 * Hero levels (rulebook "Heroes", digest §3.1): 2 experience per level, levels I–VII.
 * Hand Limit 4/4/5/5/6/6/7; Expert effects per round 0/1/1/2/2/3/3;
 * reaching II, III, V or VII: Search (2) the Ability deck; reaching IV or VI: the next Specialty card.
 */
import type { Effect } from '../model';

/** The highest hero level, VII. */
export const MAX_LEVEL = 7;
/** Experience points a hero needs for each level past I. */
export const EXPERIENCE_PER_LEVEL = 2;
/** Experience at Level VII: more is not gained. */
export const MAX_EXPERIENCE = (MAX_LEVEL - 1) * EXPERIENCE_PER_LEVEL;

const HAND_LIMIT = [4, 4, 5, 5, 6, 6, 7] as const;
const EXPERT_USES = [0, 1, 1, 2, 2, 3, 3] as const;

/**
 * The level (1–7) a hero with this much experience has.
 *
 * @example
 * ```ts
 * import { levelOf } from 'homm3bg-engine';
 *
 * levelOf(0); // → 1
 * levelOf(5); // → 3
 * levelOf(12); // → 7
 * ```
 */
export function levelOf(experience: number): number {
  return Math.min(MAX_LEVEL, 1 + Math.floor(experience / EXPERIENCE_PER_LEVEL));
}

/**
 * The Hand Limit at a level: the cards a player may hold at the start of their turn.
 *
 * @example
 * ```ts
 * import { handLimit } from 'homm3bg-engine';
 *
 * handLimit(1); // → 4
 * handLimit(7); // → 7
 * ```
 */
export function handLimit(level: number): number {
  return HAND_LIMIT[level - 1] as number;
}

/**
 * How many Expert effects a Main Hero of this level may use each round.
 *
 * @example
 * ```ts
 * import { expertUses } from 'homm3bg-engine';
 *
 * expertUses(1); // → 0
 * expertUses(4); // → 2
 * ```
 */
export function expertUses(level: number): number {
  return EXPERT_USES[level - 1] as number;
}

/** Experience at which a level is reached. */
export function experienceForLevel(level: number): number {
  return (level - 1) * EXPERIENCE_PER_LEVEL;
}

/** What reaching a level gives. */
export function levelUpEffects(level: number): Effect[] {
  if (level === 4 || level === 6) return [{ op: 'gainSpecialty', level }];
  if (level === 2 || level === 3 || level === 5 || level === 7) {
    return [{ op: 'search', deck: 'ability', count: 2, optional: false }];
  }
  return [];
}
