/**
 * Fortune (Fortress box, Basic Air Spell; rulings FX170–FX176): rerolls of one die of the player's next throw of its
 * kind, and the result of their choice among every result that die showed. Cast on the map, it waits for a Resource
 * or Treasure die this turn; cast in combat, for an Attack die this combat. The reroll is a player decision beside
 * morale's and Luck's (hero/rerolls.ts); keeping the throw ends it, used or not.
 */
import type { Draft } from '../kernel/draft';
import type { FortuneRerolls, PlayerId, PlayerState } from '../model';
import type { LuckDie } from './luck';

/** The player's Fortune rerolls that wait for this kind of die, or null. */
export function fortuneFor(p: PlayerState, die: LuckDie): FortuneRerolls | null {
  const f = p.fortune;
  if (f === undefined) return null;
  return (f.dice === 'attack') === (die === 'attack') ? f : null;
}

/** May the player reroll die `index` of the throw with Fortune now (a reroll left, and it is Fortune's die)? */
export function mayFortuneReroll(p: PlayerState, die: LuckDie, index: number): boolean {
  const f = fortuneFor(p, die);
  return f !== null && f.left > 0 && (f.index === null || f.index === index);
}

/** Does Fortune give the player anything on a throw of this kind: a reroll left, or an earlier result to choose? */
export function fortuneWaits(p: PlayerState, die: LuckDie): boolean {
  const f = fortuneFor(p, die);
  return f !== null && (f.left > 0 || f.thrown.length > 1 || f.anyFace === true);
}

/** May the player set a die of this throw on the side of their choice (Cards of Prophecy, ruling TW65)? */
export function setsDie(p: PlayerState, die: LuckDie): boolean {
  return die !== 'attack' && p.fortune?.dice === 'map' && p.fortune.anyFace === true;
}

/** Cards of Prophecy is played: one die of the next Resource or Treasure throw this turn is set (a Fortune waiting stays). */
export function grantDieSetting(d: Draft, player: PlayerId): void {
  const f = d.peek(player).fortune;
  d.player(player).fortune = f === undefined
    ? { dice: 'map', left: 0, index: null, thrown: [], anyFace: true }
    : { dice: f.dice, left: f.left, index: f.index, thrown: f.thrown.slice(), anyFace: true };
}

/** Uses a Fortune reroll of die `index`, which shows `face`: from now on Fortune remembers that die's results. */
export function useFortuneReroll(d: Draft, player: PlayerId, die: LuckDie, index: number, face: number): void {
  const f = fortuneFor(d.peek(player), die) as FortuneRerolls;
  d.player(player).fortune = { dice: f.dice, left: f.left - 1, index, thrown: f.index === null ? [face] : f.thrown.slice(), anyFace: f.anyFace };
}

/** A die of the throw was rerolled (with Fortune or otherwise): Fortune remembers the result if it is its die. */
export function noteRerolled(d: Draft, player: PlayerId, die: LuckDie, index: number, face: number): void {
  const f = fortuneFor(d.peek(player), die);
  if (f === null || f.index !== index) return;
  d.player(player).fortune = { dice: f.dice, left: f.left, index, thrown: [...f.thrown, face], anyFace: f.anyFace };
}

/**
 * The earlier results the player may keep die `index` with instead of `current` (Fortune's "the result of your
 * choice"): each distinct result Fortune's die showed, once; none for another die.
 */
export function fortuneChoices(p: PlayerState, die: LuckDie, index: number, current: number): number[] {
  const f = fortuneFor(p, die);
  const out: number[] = [];
  if (f === null || f.index !== index) return out;
  for (const face of f.thrown) if (face !== current && !out.includes(face)) out.push(face);
  return out;
}

/** The Fortune die's index in the throw, or null (no Fortune, or not used on this throw yet). */
export function fortuneDie(p: PlayerState, die: LuckDie): number | null {
  return fortuneFor(p, die)?.index ?? null;
}

/** The throw is kept: Fortune on it is over, used or not (it was for the first throw of its kind). */
export function endFortune(d: Draft, player: PlayerId, die: LuckDie): void {
  if (fortuneFor(d.peek(player), die) !== null) d.player(player).fortune = undefined;
}

/** Fortune is cast: `rerolls` rerolls wait for the next throw of its kind (a second Fortune adds its rerolls). */
export function grantFortune(d: Draft, player: PlayerId, dice: FortuneRerolls['dice'], rerolls: number): void {
  const f = d.peek(player).fortune;
  if (f !== undefined && f.dice === dice) d.player(player).fortune = { dice, left: f.left + rerolls, index: f.index, thrown: f.thrown.slice(), anyFace: f.anyFace };
  else d.player(player).fortune = { dice, left: rerolls, index: null, thrown: [] };
}
