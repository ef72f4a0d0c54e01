/**
 * What the Cove box's combat cards leave on a combat, and the questions the combat asks of it (rulings CV40–CV43,
 * CV60, CV64): a unit's Clone (`CombatUnit.cloneOf`, `CombatState.clones`), the Defense played against an enemy Spell
 * (`CombatUnit.spellDefense`), Shaman's Puppet's hold (`CombatState.puppets`). The effects are coveCards.ts.
 */
import type { Draft } from '../kernel/draft';
import type { CombatState, CombatUnit, GameState, PlayerId, PlayerState, SpellCast } from '../model';
import { boardOf, occupant } from './board';
import { factsOf, windowBit } from './playFacts';
import { expertUses, levelOf } from '../hero/levels';

/** The answer window's bit of `CardFacts.windows`. */
const ANSWER_BIT = windowBit('spellAnswer');

/** The id a unit's Clone fights under (one Clone per unit at a time, ruling CV41). */
export const cloneIdOf = (original: string): string => `${original}~clone`;

/** Is the unit a Clone, or does it have one on the board (ruling CV41: neither is selected by Clone)? */
export function cloneBound(c: CombatState, u: CombatUnit): boolean {
  if (u.cloneOf !== undefined) return true;
  if (c.clones === undefined) return false;
  const id = cloneIdOf(u.id);
  return c.units.some((x) => x.id === id && !x.defeated);
}

/** The empty spaces next to the unit where its Clone may stand: no unit and no card-effect token there. */
export function cloneSpaces(c: CombatState, u: CombatUnit | undefined): number[] {
  if (u === undefined || u.space === null || cloneBound(c, u)) return [];
  const out: number[] = [];
  for (const space of boardOf(c).neighbours(u.space)) if (occupant(c, space) === undefined && !c.tokens?.some((t) => t.space === space)) out.push(space);
  return out.sort((a, b) => a - b);
}

/** A Clone's original left the board: the Clone leaves it too (p. 88). */
export function removeClonesOf(d: Draft, original: string): void {
  const c = d.s.combat as CombatState;
  const id = cloneIdOf(original);
  const clone = c.units.find((x) => x.id === id && !x.defeated);
  if (clone === undefined) return;
  const w = d.unit(id);
  w.defeated = true;
  w.space = null;
  d.emit({ type: 'damageDealt', unit: id, amount: 0, source: original, flipped: false, defeated: true, seq: 0 });
}

/** Ends the Puppet's hold on the unit whose activation ends (CV64). */
export function endPuppet(c: CombatState, unit: string): void {
  if (c.puppets !== undefined && c.puppets.includes(unit)) c.puppets = c.puppets.filter((x) => x !== unit);
}

/** Does the unit attack at two dice, the lower kept (Shaman's Puppet)? */
export const puppeted = (c: CombatState, unit: string): boolean => c.puppets !== undefined && c.puppets.includes(unit);

/** The player's unit the Spell waiting for its answer selects, or null (Interference's play needs one, CV60). */
export function wardedUnit(c: CombatState, player: PlayerId, cast: SpellCast): CombatUnit | null {
  if (cast.target === null) return null;
  const u = c.units.find((x) => x.id === cast.target);
  return u !== undefined && u.kind === 'unit' && !u.defeated && u.owner === player ? u : null;
}

/**
 * Could `player` answer this Spell with a play of `wardSpellDamage` from their hand (asked as the Spell is cast, before
 * its answer window opens, as `mirrorAnswers` is)? Only for a Spell selecting one of their units, with an Expert use
 * left for an Expert play.
 */
export function wardAnswers(s: GameState, player: PlayerId, cast: SpellCast): boolean {
  if (cast.target === null) return false; // a Spell that selects no unit: the usual case, kept cheap
  const p = s.players.find((x) => x.id === player) as PlayerState;
  for (const card of p.hand) {
    const cf = factsOf(card);
    if ((cf.windows & ANSWER_BIT) === 0) continue; // no answer to a Spell: most cards, one bit test
    for (const pf of cf.plays) {
      if (!pf.wardsSpell) continue;
      if (pf.play.expert && p.expertUsed >= expertUses(levelOf(p.experience))) continue;
      return wardedUnit(s.combat as CombatState, player, cast) !== null;
    }
  }
  return false;
}

/** Once the answered Spell has resolved, the Defense played against it is spent (CV60). */
export function spendSpellDefense(d: Draft): void {
  const c = d.s.combat as CombatState;
  for (const u of c.units) if (u.spellDefense !== undefined) delete d.unit(u.id).spellDefense;
}
