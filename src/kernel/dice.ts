/** Rolling dice: scripted results first (config.dice), then the seeded generator. */
import type { Draft } from './draft';
import type { ScriptedDice } from '../model';

export type DieKind = keyof ScriptedDice;

/** Rolls one die and returns its face 1–6 (attack dice: the result −1, 0 or +1). */
export function rollDie(d: Draft, kind: DieKind): number {
  const script = d.s.scriptedDice[kind];
  if (script.length > 0) {
    d.s.scriptedDice = { ...d.s.scriptedDice, [kind]: script.slice(1) };
    return script[0] as number;
  }
  const face = 1 + Math.floor(d.randomFloat() * 6);
  if (kind === 'attack') return face <= 2 ? -1 : face <= 4 ? 0 : 1;
  return face;
}
