/**
 * Answers about dice an effect threw: keep the Resource or Treasure dice result (or one die of it), or reroll a die
 * with positive morale or Luck; keep or reroll an Attack die a card threw (Hourglass of the Evil Hour).
 */
import type { Draft } from '../kernel/draft';
import type { Action, Effect } from '../model';
import { illegal } from '../kernel/errors';
import { rollDie } from '../kernel/dice';
import { wrongAnswer, type DecisionKindHandlers, type DecisionOf } from '../kernel/decisions';
import { finishEffect } from '../effects/run';
import { gainDiceResult, resolveAttackDie, resolveTreasureDice } from '../effects/resourceEffects';
import { diceKept, isEventDice } from '../effects/eventDice';
import { payForReroll, rerollActions } from '../hero/rerolls';
import { endFortune, fortuneChoices, fortuneDie, noteRerolled, setsDie } from '../hero/fortune';
import type { LuckDie } from '../hero/luck';

/** The decisions on dice an effect threw for their results: Resource dice and Treasure dice. */
type KeepDiceKind = 'keepResourceDie' | 'keepTreasureDie';

/**
 * Fortune's "the result of your choice" (ruling FX173): the keep actions with each earlier result of the die rerolled
 * with Fortune, once per distinct result — `keepDie` with a `face` when one die of several is kept, else `keepDice`.
 */
function fortuneKeeps(d: Draft, dec: DecisionOf<KeepDiceKind>, die: LuckDie, out: Action[]): void {
  const p = d.peek(dec.player);
  if (setsDie(p, die)) {
    // Cards of Prophecy (TW65): any die of the throw set on any other side, the throw kept.
    for (let index = 0; index < dec.faces.length; index++) {
      for (let face = 1; face <= 6; face++) if (face !== dec.faces[index]) out.push({ type: 'keepDie', index, face });
    }
    return;
  }
  const index = fortuneDie(p, die);
  if (index === null || index >= dec.faces.length) return;
  const one = dec.keep === 'one' && dec.faces.length > 1;
  for (const face of fortuneChoices(p, die, index, dec.faces[index] as number)) out.push(one ? { type: 'keepDie', index, face } : { type: 'keepDice', face });
}

/** The result a die is kept with: as it shows, or (`face`) an earlier result of the Fortune die, which must be one. */
function chosenFace(d: Draft, player: string, die: LuckDie, index: number, current: number, face: number | undefined): number {
  if (face === undefined || face === current) return current;
  if (!fortuneChoices(d.peek(player), die, index, current).includes(face)) {
    illegal('OPTION_NOT_AVAILABLE', `That die never showed ${String(face)} since it was rerolled with Fortune`, 'spell-cards');
  }
  return face;
}

/**
 * The dice kept with die `index` set on side `face` (Cards of Prophecy, TW65): that die alone when one die of several is
 * kept, else the whole throw with it.
 */
function setDie(faces: readonly number[], keep: 'one' | 'all', index: unknown, face: unknown): number[] {
  if (!Number.isInteger(index) || (index as number) < 0 || (index as number) >= faces.length) illegal('MALFORMED_ACTION', `There is no die ${String(index)}`, 'resources');
  if (!Number.isInteger(face) || (face as number) < 1 || (face as number) > 6) illegal('MALFORMED_ACTION', `A die has no side ${String(face)}`, 'resources');
  if (keep === 'one' && faces.length > 1) return [face as number];
  const out = faces.slice();
  out[index as number] = face as number;
  return out;
}

/** The throw is kept: Fortune on it is over (ruling FX174), then the dice kept take effect. */
function keepThrow<D>(d: Draft, dec: D & { player: string }, die: LuckDie, faces: number[], kept: (d: Draft, dec: D, faces: number[]) => void): void {
  endFortune(d, dec.player, die);
  kept(d, dec, faces);
}

/**
 * The handlers of a decision on thrown dice: keep the dice (or one die, when one is kept), or reroll a die first.
 * `kept` gains or resolves the dice kept and finishes the effect that threw them.
 */
function keepDice<K extends KeepDiceKind>(
  die: 'resource' | 'treasure',
  kept: (d: Draft, dec: DecisionOf<KeepDiceKind>, faces: number[]) => void,
  describe: (dec: DecisionOf<KeepDiceKind>) => string,
): DecisionKindHandlers<K> {
  const handlers: DecisionKindHandlers<KeepDiceKind> = {
    legal(d, dec) {
      const actions: Action[] =
        dec.keep === 'one' && dec.faces.length > 1 ? dec.faces.map((_, index) => ({ type: 'keepDie', index })) : [{ type: 'keepDice' }];
      fortuneKeeps(d, dec, die, actions);
      return [...actions, ...rerollActions(d, dec.player, dec.faces.length, die, (i) => dec.luckRerolled.includes(i))];
    },
    apply(d, dec, a) {
      const valid = (i: unknown): i is number => Number.isInteger(i) && (i as number) >= 0 && (i as number) < dec.faces.length;
      if (a.type === 'rerollDie') {
        const before = dec.luckRerolled.includes(a.index);
        payForReroll(d, dec.player, a, dec.faces.length, die, before, dec.faces[a.index] ?? 0);
        const faces = dec.faces.slice();
        faces[a.index] = rollDie(d, die);
        d.emit({ type: 'dieRolled', player: dec.player, die, faces: [faces[a.index] as number], seq: 0 });
        noteRerolled(d, dec.player, die, a.index, faces[a.index] as number);
        const luckRerolled = a.using === 'luck' && !before ? [...dec.luckRerolled, a.index] : dec.luckRerolled;
        const next = { ...dec, faces, luckRerolled };
        const stillChoosing = (dec.keep === 'one' && faces.length > 1) || fortuneChoices(d.peek(dec.player), die, a.index, faces[a.index] as number).length > 0 || setsDie(d.peek(dec.player), die);
        if (stillChoosing || rerollActions(d, dec.player, faces.length, die, (i) => luckRerolled.includes(i)).length > 0) d.s.pending = next;
        else keepThrow(d, dec, die, faces, kept);
        return;
      }
      if (a.type === 'keepDie' && a.face !== undefined && setsDie(d.peek(dec.player), die)) {
        keepThrow(d, dec, die, setDie(dec.faces, dec.keep, a.index, a.face), kept);
        return;
      }
      if (a.type === 'keepDie' && dec.keep === 'one' && dec.faces.length > 1) {
        if (!valid(a.index)) illegal('MALFORMED_ACTION', `There is no die ${String(a.index)}`, 'resources');
        keepThrow(d, dec, die, [chosenFace(d, dec.player, die, a.index, dec.faces[a.index] as number, a.face)], kept);
        return;
      }
      if (a.type === 'keepDice' && !(dec.keep === 'one' && dec.faces.length > 1)) {
        const faces = dec.faces.slice();
        const fi = fortuneDie(d.peek(dec.player), die);
        if (a.face !== undefined && fi === null) illegal('OPTION_NOT_AVAILABLE', 'Only a die rerolled with Fortune is kept with an earlier result', 'spell-cards');
        if (fi !== null && fi < faces.length) faces[fi] = chosenFace(d, dec.player, die, fi, faces[fi] as number, a.face);
        keepThrow(d, dec, die, faces, kept);
        return;
      }
      return wrongAnswer(handlers, dec, a);
    },
    describe,
  };
  // Both kinds have the same fields: the handlers of either answer the one asked for.
  return handlers as unknown as DecisionKindHandlers<K>;
}

/** The `keepResourceDie` decision: keep the dice (or one die, when one is kept), or reroll a die first. */
export const KEEP_RESOURCE_DIE: DecisionKindHandlers<'keepResourceDie'> = keepDice(
  'resource',
  (d, dec, faces) => {
    const frame = d.topFrame();
    const e = frame.effects[frame.pc];
    // Withered Hermit's dice: a guess to judge or a price to pay, not a result to gain (effects/eventDice.ts).
    if (isEventDice(e)) {
      if (diceKept(d, dec.player, dec.source, e as Effect, faces) === 'done') finishEffect(d);
      return;
    }
    gainDiceResult(d, dec.player, faces, dec.source);
    finishEffect(d);
  },
  (dec) => `${dec.player} keeps the Resource die result`,
);

/** The `keepTreasureDie` decision: keep the dice (or pick the one to resolve), or reroll a die first. */
export const KEEP_TREASURE_DIE: DecisionKindHandlers<'keepTreasureDie'> = keepDice(
  'treasure',
  // Every die thrown: the dice kept, when all are (a reroll's last result), else the decision's dice.
  (d, dec, faces) => {
    const frame = d.topFrame();
    const e = frame.effects[frame.pc];
    // Mischievous Leprechaun's die, thrown to match the pool (effects/eventDice.ts).
    if (isEventDice(e)) {
      if (diceKept(d, dec.player, dec.source, e as Effect, faces) === 'done') finishEffect(d);
      return;
    }
    resolveTreasureDice(d, dec.player, faces, dec.source, faces.length === dec.faces.length ? faces : dec.faces);
  },
  (dec) => `${dec.player} keeps the Treasure die result`,
);

/** The `keepAttackDie` decision: keep the Attack die (with an earlier result of it, Fortune), or reroll it while a reroll is left. */
export const KEEP_ATTACK_DIE: DecisionKindHandlers<'keepAttackDie'> = {
  legal(d, dec) {
    const out: Action[] = [{ type: 'keepDice' }];
    for (const face of fortuneChoices(d.peek(dec.player), 'attack', 0, dec.face)) out.push({ type: 'keepDice', face });
    return [...out, ...rerollActions(d, dec.player, 1, 'attack', () => dec.luckUsed)];
  },
  apply(d, dec, a) {
    if (a.type === 'keepDice') {
      const face = chosenFace(d, dec.player, 'attack', 0, dec.face, a.face);
      d.s.pending = null;
      endFortune(d, dec.player, 'attack');
      resolveAttackDie(d, dec.player, face);
      return;
    }
    if (a.type !== 'rerollDie') return wrongAnswer(KEEP_ATTACK_DIE, dec, a);
    payForReroll(d, dec.player, a, 1, 'attack', dec.luckUsed, dec.face);
    const face = rollDie(d, 'attack');
    d.emit({ type: 'dieRolled', player: dec.player, die: 'attack', faces: [face], seq: 0 });
    noteRerolled(d, dec.player, 'attack', 0, face);
    const next = { ...dec, face, luckUsed: dec.luckUsed || a.using === 'luck' };
    if (rerollActions(d, dec.player, 1, 'attack', () => next.luckUsed).length > 0 || fortuneChoices(d.peek(dec.player), 'attack', 0, face).length > 0) {
      d.s.pending = next;
      return;
    }
    d.s.pending = null;
    endFortune(d, dec.player, 'attack');
    resolveAttackDie(d, dec.player, face);
  },
  describe: (dec) => `${dec.player} keeps or rerolls the Attack die thrown for ${dec.source}`,
};
