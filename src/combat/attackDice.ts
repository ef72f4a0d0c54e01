/**
 * An attack's Attack dice and what units' abilities do to them (Attack and Defense, p. 37; the Unit Ability Keywords):
 * how many are thrown and which are kept, the automatic and optional rerolls, Slayer's dice, and the Halberdiers'
 * discard that ignores the attacker's die. The attack itself is in attack.ts; the abilities' table in abilities.ts.
 */
import type { Draft } from '../kernel/draft';
import type { AttackInProgress, CombatState, CombatUnit, DiceMode, PlayerId } from '../model';
import { rollDie } from '../kernel/dice';
import { boardOf } from './board';
import { unitOf } from './common';
import { fightsWith } from './machinesOwned';
import { all, first, handOf, hasAbility, inScope, used } from './abilities';
import { retaliatesAtTwoDice } from './retaliationCuts';
import { puppeted } from './coveMarks';

/**
 * How many Attack dice an attack rolls and how they combine: the ranged penalty (p. 37: next to the target,
 * or Backline into Backline; the Arrow Tower never has it) and Dread Knights' retaliation penalty keep the
 * lower of two; abilities keep the higher, or apply both. A penalty and "keep the higher" cancel out into
 * a single die.
 */
export function diceModeFor(c: CombatState, at: AttackInProgress): DiceMode {
  const attacker = unitOf(c, at.attacker);
  const target = unitOf(c, at.target);
  let lower = false;
  if (at.ranged && attacker.kind === 'unit' && target.kind === 'unit' && attacker.space !== null && target.space !== null) {
    const board = boardOf(c);
    let near = board.adjacent(attacker.space, target.space);
    let back = board.isBackline(attacker.team, attacker.space) && board.isBackline(target.team, target.space);
    for (const a of all(attacker, 'ignoreRangedPenalty')) {
      if (!inScope(a.on, at)) continue;
      near = false;
      if (!a.adjacentOnly) back = false;
    }
    // Golden Bow (ruling RA83): the player's Ranged units have no penalty for the rest of the combat.
    if (c.rangedPenaltyIgnored !== undefined && attacker.owner !== null && c.rangedPenaltyIgnored.includes(attacker.owner)) near = back = false;
    // Precision (ruling RA60); the Ammo Cart: the team's Ranged units ignore the combat penalty (War Machine Cards, p. 26).
    lower = (near || back) && at.penaltyIgnored !== true && !fightsWith(c, attacker.team, 'ammo-cart');
  }
  if (at.kind === 'retaliation' && c.sequence?.retaliationPenalty && at.target === c.sequence.active) lower = true;
  // Lord Haart's Dread Knights IV (ruling TW120).
  if (at.kind === 'retaliation' && retaliatesAtTwoDice(c, at.target)) lower = true;
  // Shaman's Puppet (ruling CV64).
  if (c.puppets !== undefined && puppeted(c, at.attacker)) lower = true;
  const keep = all(attacker, 'attackDice').find((a) => inScope(a.on, at))?.keep ?? null;
  if (lower && keep) return 'single';
  if (lower) return 'lower';
  return keep ?? 'single';
}


function rerollOne(d: Draft, at: AttackInProgress, i: number, player: string): void {
  const face = rollDie(d, 'attack');
  at.attackDice[i] = face;
  d.emit({ type: 'dieRolled', player, die: 'attack', faces: [face], seq: 0 });
}

/** Automatic rerolls (Champions and Minotaurs neutral): all of them after the first throw, the repeating ones after any reroll. */
function autoRerolls(d: Draft, at: AttackInProgress, attacker: CombatUnit, indices: readonly number[], initial: boolean, player: string): void {
  for (const a of all(attacker, 'rerollAttackDie')) {
    if (a.optional || !inScope(a.on, at) || (!initial && !a.repeat)) continue;
    for (const i of indices) {
      if (!a.faces.includes(at.attackDice[i] as number)) continue;
      used(d, attacker.id, a.kind);
      if (a.repeat) while (a.faces.includes(at.attackDice[i] as number)) rerollOne(d, at, i, player);
      else rerollOne(d, at, i, player);
    }
  }
}

const ONE_DIE: readonly number[] = [0];
const TWO_DICE: readonly number[] = [0, 1];

/**
 * Throws the Attack dice once the reaction window has closed: as many as the attack's mode needs, or set by
 * the target (Mummies), then the automatic rerolls.
 */
export function rollAttackDice(d: Draft, player: string): void {
  const c = d.combat();
  const at = c.attack as AttackInProgress;
  const attacker = unitOf(c, at.attacker);
  const target = unitOf(c, at.target);
  if (at.slayerDice !== undefined) return rollSlayerDice(d, at, attacker, target, player);
  at.dice = diceModeFor(c, at);
  const count = at.dice === 'single' ? 1 : 2;
  const set = all(target, 'setAttackersDie')[0];
  if (set) {
    at.attackDice = count === 1 ? [set.face] : [set.face, set.face];
    used(d, target.id, set.kind, attacker.id);
  } else {
    const face = rollDie(d, 'attack');
    at.attackDice = count === 1 ? [face] : [face, rollDie(d, 'attack')];
    d.emit({ type: 'dieRolled', player, die: 'attack', faces: at.attackDice.slice(), seq: 0 });
  }
  autoRerolls(d, at, attacker, count === 1 ? ONE_DIE : TWO_DICE, true, player);
  at.dieIgnored = (all(attacker, 'ignoreOwnAttackDie').length > 0 && first(at)) || attacker.ignoresAttackDie;
  at.stage = 'attackRoll';
}

/** Slayer (ruling RA66): its dice instead of the attack's own, every one thrown (or set by the target, Mummies). */
function rollSlayerDice(d: Draft, at: AttackInProgress, attacker: CombatUnit, target: CombatUnit, player: string): void {
  const count = at.slayerDice as number;
  at.dice = 'slayer';
  const set = all(target, 'setAttackersDie')[0];
  const faces: number[] = [];
  const indices: number[] = [];
  for (let i = 0; i < count; i++) {
    faces.push(set ? set.face : rollDie(d, 'attack'));
    indices.push(i);
  }
  at.attackDice = faces;
  if (set) used(d, target.id, set.kind, attacker.id);
  else d.emit({ type: 'dieRolled', player, die: 'attack', faces: faces.slice(), seq: 0 });
  autoRerolls(d, at, attacker, indices, true, player);
  at.dieIgnored = (all(attacker, 'ignoreOwnAttackDie').length > 0 && first(at)) || attacker.ignoresAttackDie;
  at.stage = 'attackRoll';
}

/** A die rerolled by a choice (morale or an ability): the repeating automatic rerolls apply to it again. */
export function rerollChosen(d: Draft, i: number, player: string): void {
  const c = d.combat();
  const at = c.attack as AttackInProgress;
  rerollOne(d, at, i, player);
  autoRerolls(d, at, unitOf(c, at.attacker), [i], false, player);
}

/** Dice the attacker's controller may reroll with an ability now (Crusaders and Champions Pack). */
export function optionalRerolls(c: CombatState, at: AttackInProgress): number[] {
  if (at.rerollsKept || c.oppressed === true) return []; // Spirit of Oppression: no player's reroll (FX115)
  const attacker = unitOf(c, at.attacker);
  const rerolls = all(attacker, 'rerollAttackDie');
  if (rerolls.length === 0) return []; // asked after every throw: most units have no reroll
  const out = new Set<number>();
  for (const a of rerolls) {
    if (!a.optional || !inScope(a.on, at)) continue;
    if (!a.repeat && at.onceRerollUsed) continue;
    if (a.afterMoving && (c.activationStart === null || attacker.space === c.activationStart)) continue;
    at.attackDice.forEach((f, i) => {
      if (a.faces.includes(f)) out.add(i);
    });
  }
  return [...out].sort((a, b) => a - b);
}

/** Answers the optional reroll: rerolls die `i` (marking a once-only reroll used). */
export function useOptionalReroll(d: Draft, i: number, player: string): void {
  const c = d.combat();
  const at = c.attack as AttackInProgress;
  const attacker = unitOf(c, at.attacker);
  if (all(attacker, 'rerollAttackDie').some((a) => a.optional && !a.repeat && inScope(a.on, at))) at.onceRerollUsed = true;
  used(d, attacker.id, 'rerollAttackDie');
  rerollChosen(d, i, player);
}

/** The player who may discard a card to ignore the attacker's die (Halberdiers Pack), if it may be offered now. */
export function ignoreDieOffer(d: Draft): PlayerId | null {
  const c = d.s.combat as CombatState;
  const at = c.attack as AttackInProgress;
  const target = unitOf(c, at.target);
  if (at.ignoreAsked || at.dieIgnored || !hasAbility(target, 'discardToIgnoreAttackDie')) return null;
  const p = handOf(c, target.team);
  return p && d.peek(p).hand.length > 0 ? p : null;
}
