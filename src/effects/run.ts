/**
 * The effect interpreter. Effects run from the stack of frames in GameState; a primitive that needs a
 * player's choice sets `pending` and stops. The action that answers it (src/answers/) finishes the
 * primitive and the interpreter goes on. Because frames are data, a game saved mid-effect continues.
 * What each op does is its kind's (registry.ts): the interpreter looks the op up and knows none.
 */
import type { Draft } from '../kernel/draft';
import type { Effect, Frame, PlayerId } from '../model';
import { effectKind, type StateReader } from './registry';

/** Pushes a new effect program for a player. */
export function pushFrame(d: Draft, player: PlayerId, source: string, effects: Effect[]): void {
  if (effects.length === 0) return;
  d.stack().push({ player, source, effects, pc: 0, memory: {} });
}

/** Finishes the effect the top frame is waiting on, and clears the pending decision. */
export function finishEffect(d: Draft): void {
  d.topFrame().pc += 1;
  d.s.pending = null;
}

/** Runs frames until a decision is needed or the stack is empty. */
export function runStack(d: Draft): void {
  while (d.s.pending === null) {
    const stack = d.s.stack;
    if (stack.length === 0) return; // (reading stack[-1] would be a slow property lookup)
    const top = stack[stack.length - 1] as Frame;
    if (top.pc >= top.effects.length) {
      d.stack().pop();
      continue;
    }
    const e = top.effects[top.pc] as Effect;
    const outcome = effectKind(e.op).start(d, top, e);
    if (outcome === 'done') d.topFrame().pc += 1;
  }
}

/** Whether an effect list can begin now (its first step's requirement), e.g. an option that costs gold. */
export function canStartAll(d: StateReader, player: PlayerId, effects: readonly Effect[]): boolean {
  const first = effects[0];
  return first === undefined || canStart(d, player, first);
}

/** Whether one effect can begin now. */
export function canStart(d: StateReader, player: PlayerId, e: Effect): boolean {
  return effectKind(e.op).canStart(d, player, e);
}
