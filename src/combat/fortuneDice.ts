/**
 * Fortune on the dice of an attack (ruling FX173): the roller keeps the Attack or Defense die they rerolled with
 * Fortune with any result it showed, listed once per distinct earlier result.
 */
import type { Draft } from '../kernel/draft';
import type { Action, AttackInProgress } from '../model';
import type { Of } from './common';
import { illegal } from '../kernel/errors';
import { fortuneChoices, fortuneDie } from '../hero/fortune';

/** Adds the `keepDice` actions with an earlier result of the Fortune die to `out`. */
export function fortuneKeeps(d: Draft, dec: Of<'attackRoll'>, out: Action[]): void {
  const p = d.peek(dec.player);
  const index = fortuneDie(p, 'attack');
  const current = index === null ? undefined : dec.faces[index];
  if (index === null || current === undefined) return;
  for (const face of fortuneChoices(p, 'attack', index, current)) out.push({ type: 'keepDice', face });
}

/** The roller keeps the Fortune die with the earlier result `face`, which it must have shown since Fortune's reroll. */
export function keepFortuneFace(d: Draft, dec: Of<'attackRoll'>, face: number): void {
  const index = fortuneDie(d.peek(dec.player), 'attack');
  const current = index === null ? undefined : dec.faces[index];
  if (current === face) return;
  if (index === null || current === undefined || !fortuneChoices(d.peek(dec.player), 'attack', index, current).includes(face)) {
    illegal('OPTION_NOT_AVAILABLE', `That die never showed ${String(face)} since it was rerolled with Fortune`, 'spell-cards');
  }
  const at = d.combat().attack as AttackInProgress;
  if (dec.die === 'defense') at.defenseDie = face;
  else at.attackDice[index] = face;
}
