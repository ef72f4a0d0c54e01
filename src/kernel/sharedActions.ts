/**
 * Actions the engine makes once and shares among the lists `legalActions` returns — the moves, attacks, Defend and
 * the end of an activation, which every listing of a combat holds. They are frozen (a caller cannot change one for
 * every later list), and right by construction, so `apply`'s shape check passes them at a glance.
 */
import type { Action } from '../model';

const SHARED = new WeakSet<object>();

/** The action, frozen and known as the engine's own. */
export function sharedAction<A extends Action>(a: A): A {
  SHARED.add(a);
  return Object.freeze(a);
}

/** Whether an action is one of the engine's shared ones (an object made elsewhere never is). */
export const isSharedAction = (a: object): boolean => SHARED.has(a);
