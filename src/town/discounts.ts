/**
 * Unit discounts (Legion Artifacts) spent on a recruit or a reinforcement: with the Population token, a summoned
 * neutral unit or a Necromancy reinforcement alike. How much a discount lowers a cost is in town.ts.
 */
import type { Draft } from '../kernel/draft';
import type { Action, PlayerId } from '../model';
import { illegal } from '../kernel/errors';
import { whyCannotDiscount } from './town';

/** A recruit / reinforce action, with the discount field only when one is applied. */
export function withDiscount<A extends Extract<Action, { type: 'recruit' | 'reinforce' }>>(a: A, discount: number): A {
  return discount > 0 ? { ...a, discount } : a;
}

/** Refuses a discount the player has not waiting (0: none asked for). */
export function refuseDiscount(d: Draft, player: PlayerId, discount: number): void {
  const r = whyCannotDiscount(d.peek(player), discount);
  if (r) illegal(r.code, r.message, r.rule);
}

/** Spends one waiting discount of this amount (0: none). */
export function useDiscount(d: Draft, player: PlayerId, discount: number): void {
  if (discount === 0) return;
  const w = d.player(player);
  w.unitDiscounts.splice(w.unitDiscounts.indexOf(discount), 1);
}
