/** Steps a test takes through a combat: passing its windows, reaching a unit's activation, attacking, reading events. */
import { expect } from 'vitest';
import { apply, type GameEvent, type GameState } from '../src';

/** Passes reaction windows and keeps rolls; stops at any other decision. */
export function passWindows(s: GameState): GameState {
  while (s.pending && (s.pending.kind === 'reaction' || s.pending.kind === 'attackRoll' || s.pending.kind === 'afterSpell')) {
    s = apply(s, s.pending.kind === 'attackRoll' ? { type: 'keepDice' } : { type: 'pass' });
  }
  return s;
}

export type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

/** The log's events of one type (the combat's config keeps them with a logLimit). */
export const events = <T extends GameEvent['type']>(s: GameState, type: T): Array<Ev<T>> => s.log.filter((e): e is Ev<T> => e.type === type);

/** A unit on the combat board, by id. */
export const unit = (s: GameState, id: string) => {
  const u = s.combat?.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
};

/** One step towards `id`'s activation: it is chosen among tied units, any other unit's activation ends. */
export function next(s: GameState, id: string): GameState {
  if (s.pending?.kind !== 'chooseActivation') return apply(s, { type: 'endActivation' });
  return apply(s, { type: 'activateUnit', unit: s.pending.units.includes(id) ? id : (s.pending.units[0] as string) });
}

/** Ends the activations of other units until `id` is to act. */
export function until(s: GameState, id: string): GameState {
  for (let i = 0; i < 40 && !(s.pending?.kind === 'activation' && s.pending.unit === id); i++) s = next(s, id);
  expect(s.pending).toMatchObject({ kind: 'activation', unit: id });
  return s;
}

/** The activating unit attacks `target`; every window after it is passed. */
export const attack = (s: GameState, target: string) => passWindows(apply(s, { type: 'attack', target }));
