/**
 * Hero levels (rulebook "Heroes", digest §3.1): 2 experience per level, levels I–VII.
 * Hand Limit 4/4/5/5/6/6/7; Expert effects per round 0/1/1/2/2/3/3;
 * reaching II, III, V or VII: Search (2) the Ability deck; reaching IV or VI: the next Specialty card.
 */
import type { Effect } from '../model';

export const MAX_LEVEL = 7;
export const EXPERIENCE_PER_LEVEL = 2;
export const MAX_EXPERIENCE = (MAX_LEVEL - 1) * EXPERIENCE_PER_LEVEL;

const HAND_LIMIT = [4, 4, 5, 5, 6, 6, 7] as const;
const EXPERT_USES = [0, 1, 1, 2, 2, 3, 3] as const;

export function levelOf(experience: number): number {
  return Math.min(MAX_LEVEL, 1 + Math.floor(experience / EXPERIENCE_PER_LEVEL));
}

export function handLimit(level: number): number {
  return HAND_LIMIT[level - 1] as number;
}

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
