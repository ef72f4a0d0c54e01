/**
 * Which units an AI Hero's cards pick (AI Decks, p. 49; Casting Complex Spells, p. 50). Each returns every unit
 * tied for the pick: where the rules give a tie-break it is applied, and what is left tied is the player's choice.
 */
import type { CardId, CombatEffect, CombatState, CombatUnit } from '../model';
import { cardOf } from '../kernel/ids';
import { cardPlays } from '../cards/plays';
import { cardInfo } from '../data/cardList';
import { cardCanTarget, ignoresLasting } from './spellAbilities';
import { boardOf } from './board';
import { defenseOf, hpOf, initiativeOf, tierOf, typeOf } from './stats';
import { TIER_RANK } from './ai';

/** The units of the AI Hero's army on the board. */
export function aiUnits(c: CombatState): CombatUnit[] {
  return c.units.filter((u) => u.team === c.ai && u.kind === 'unit' && !u.defeated && u.space !== null);
}

/** The units of the player's army on the board. */
export function playerUnits(c: CombatState): CombatUnit[] {
  return c.units.filter((u) => u.team !== c.ai && u.kind === 'unit' && !u.defeated && u.space !== null);
}

/** The units (or groups) with the highest value of `key` (all of them when tied). */
export function highest<T>(units: readonly T[], key: (u: T) => number): T[] {
  let best = -Infinity;
  let out: T[] = [];
  for (const u of units) {
    const v = key(u);
    if (v > best) {
      best = v;
      out = [u];
    } else if (v === best) out.push(u);
  }
  return out;
}

/** Remaining health: HP less the damage taken. */
export const healthLeft = (u: CombatUnit): number => hpOf(u) - u.damage;

/** Defense version 1: the AI units with the most HP (ruling AI3: ties are the player's). */
export function mostHealth(c: CombatState): CombatUnit[] {
  return highest(aiUnits(c), hpOf);
}

/**
 * Defense version 2: the AI units to activate next — of highest Initiative among those other than `current` not yet
 * activated this round; if none is left, among all of them, the first to activate next round (ruling AI4).
 */
export function nextToActivate(c: CombatState, current: string): CombatUnit[] {
  const units = aiUnits(c).filter((u) => u.id !== current);
  const waiting = units.filter((u) => !u.activated);
  return highest(waiting.length > 0 ? waiting : units, initiativeOf);
}

/** The Spell's main play's effects (the AI casts a Spell's main effect; Prayer's first, +Attack). */
export function spellEffects(spell: CardId): readonly CombatEffect[] {
  return (cardPlays(cardOf(spell))[0]?.effects ?? []) as readonly CombatEffect[];
}

/** Do the Spell's effects last until the end of the combat (Haste, Slow, Disrupting Ray, Anti-Magic, Fire Shield)? */
function lasting(effects: readonly CombatEffect[]): boolean {
  for (const e of effects) if (e.op === 'addCondition' || e.op === 'damageAttackers' || (e.op === 'modifyUnit' && e.duration === 'combat')) return true;
  return false;
}

/** Whether every effect of the Spell may select the unit at this Power (its types and tiers, not spell-immune). */
export function canSelect(c: CombatState, u: CombatUnit, spell: CardId, power: number): boolean {
  if (!cardCanTarget(c, u, 'spell', cardInfo(cardOf(spell)))) return false; // the Conflux units' immunities (CF4)
  const effects = spellEffects(spell);
  if (ignoresLasting(c, u, 'spell') && lasting(effects)) return false; // Gargoyles, Titans (TW2, TW3)
  for (const e of effects) {
    const f = 'filter' in e ? e.filter : undefined;
    if (!f) continue;
    if (f.types && !f.types.includes(typeOf(u))) return false;
    if (f.tiersByPower && !(f.tiersByPower[Math.min(power, f.tiersByPower.length - 1)] ?? []).includes(tierOf(u))) return false;
    if (f.leastPower !== undefined && power < f.leastPower) return false; // Implosion (FX91)
  }
  return true;
}

/** Cast a spell: the units with the highest Defense (ruling AI5: ties are the player's). */
export function highestDefense(units: readonly CombatUnit[]): CombatUnit[] {
  return highest(units, defenseOf);
}

/**
 * Instant Defense Spells (p. 50): the highest Defense, then the highest tier, then the most HP; what is still tied
 * is the player's.
 */
export function instantDefenseTargets(units: readonly CombatUnit[]): CombatUnit[] {
  return highest(highest(highestDefense(units), (u) => TIER_RANK[tierOf(u)]), hpOf);
}

/** Healing Spells (p. 50): among the damaged units, the highest tier, then the most damage taken. */
export function mostDamaged(units: readonly CombatUnit[]): CombatUnit[] {
  const damaged = units.filter((u) => u.damage > 0);
  return highest(highest(damaged, (u) => TIER_RANK[tierOf(u)]), (u) => u.damage);
}

/** A group of the player's units a multi-target Spell hits: its target and the adjacent units it reaches. */
export interface SpellGroup {
  target: CombatUnit;
  others: CombatUnit[];
}

/** A group's tiers, highest first, as a number that compares groups: more higher-tier units first. */
function tierScore(g: SpellGroup): number {
  const ranks = [g.target, ...g.others].map((u) => TIER_RANK[tierOf(u)]).sort((a, b) => b - a);
  let score = 0;
  for (let i = 0; i < 3; i++) score = score * 10 + (ranks[i] ?? 0);
  return score;
}

/**
 * Spells attacking multiple targets (p. 50): a player unit the Spell may select with one adjacent player unit
 * (Fireball) or one or two (Chain Lightning); the groups with more higher-tier units, then the least health left.
 * With no two player units adjacent: the units next to no AI unit, by the same order. Every group left tied.
 */
export function multiTargetGroups(c: CombatState, spell: CardId, power: number, most: 1 | 2): SpellGroup[] {
  const board = boardOf(c);
  const theirs = playerUnits(c);
  const groups: SpellGroup[] = [];
  for (const t of theirs) {
    if (!canSelect(c, t, spell, power)) continue;
    const near = theirs.filter((u) => u !== t && board.adjacent(t.space as number, u.space as number));
    if (most === 1) for (const n of near) groups.push({ target: t, others: [n] });
    else if (near.length > 0) groups.push({ target: t, others: near.slice(0, 2) });
  }
  if (groups.length === 0) {
    const mine = aiUnits(c);
    for (const t of theirs) {
      if (canSelect(c, t, spell, power) && !mine.some((m) => board.adjacent(t.space as number, m.space as number))) groups.push({ target: t, others: [] });
    }
  }
  const health = (g: SpellGroup) => [g.target, ...g.others].reduce((sum, u) => sum + healthLeft(u), 0);
  const best = highest(groups, tierScore);
  return highest(best, (g) => -health(g));
}

/**
 * Frost Ring as a Spell attacking multiple targets (p. 50, ruling FX151): a player unit the Spell may select and
 * another player unit sharing an adjacent space with it (FX90); the groups with more higher-tier units, then the
 * least health left, every group left tied. None: the Spell is of no use now (two units are always needed).
 */
export function ringGroups(c: CombatState, spell: CardId, power: number): SpellGroup[] {
  const board = boardOf(c);
  const theirs = playerUnits(c);
  const groups: SpellGroup[] = [];
  for (const t of theirs) {
    if (!canSelect(c, t, spell, power)) continue;
    const around = board.neighbours(t.space as number);
    for (const u of theirs) {
      if (u === t) continue;
      const near = board.neighbours(u.space as number);
      if (around.some((s) => near.includes(s))) groups.push({ target: t, others: [u] });
    }
  }
  const health = (g: SpellGroup) => [g.target, ...g.others].reduce((sum, u) => sum + healthLeft(u), 0);
  return highest(highest(groups, tierScore), (g) => -health(g));
}
