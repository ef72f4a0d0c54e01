/**
 * Where a Summon Elemental Spell may put its unit (Summoning, p. 90; rulings CF60–CF62): the Power tier picks the side —
 * none (no effect, no space), a Few or a Pack — and a side goes on a chosen empty space (no unit, Wall, Gate nor
 * card-effect token on it), while its card waits in the Summoned Unit Deck. Read by the listing and the check of a
 * play (cardListing.ts, cards.ts); the effect itself is summonElementals.ts.
 */
import type { CombatEffect, CombatState, GameState } from '../model';
import type { PlayFacts } from './playFacts';
import { tokenSpaces } from './tokens';

type Summon = Extract<CombatEffect, { op: 'summonElemental' }>;

/** The play's summoning effect, if it has one. */
export function summonOf(pf: PlayFacts): Summon | undefined {
  for (const e of pf.play.effects) if (e.op === 'summonElemental') return e;
  return undefined;
}

/** The side a Summon with this Power puts on the board, or null (no effect). */
export const summonedSide = (e: Summon, power: number | null): 'few' | 'pack' | null => e.sideByPower[power ?? 0] ?? null;

/** The choices of space of a summoning play: none (a tier with no effect), or an empty space. */
export function summonSpaces(c: CombatState): Array<number | null> {
  return [null, ...tokenSpaces(c)];
}

/**
 * Does the space suit the summoning play at this Power tier: none for a tier with no effect; an empty space for a
 * Few or a Pack, while its card is in the Summoned Unit Deck (CF62: the card on a board is in no deck to take).
 */
export function summonFits(s: GameState, pf: PlayFacts, power: number | null, space: number | null): boolean {
  const e = summonOf(pf);
  if (e === undefined) return true;
  if (summonedSide(e, power) === null) return space === null;
  return space !== null && (s.summonedUnits?.includes(e.unit) ?? false);
}
