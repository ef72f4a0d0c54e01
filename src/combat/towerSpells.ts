/**
 * The combat effects of the Tower box's Spells (docs/expansions.md "The Tower box"): Berserk's mark on a unit's next
 * activation (its activation: berserk.ts) and Dispel, which takes every lasting effect off a unit and its space, or
 * off an empty space. Shield is a `modifyUnit` with the filter `defendingAgainst`. Rulings TW71–TW79.
 */
import type { Draft } from '../kernel/draft';
import type { CardId, CombatState, CombatUnit } from '../model';
import type { CombatEffectKinds } from '../effects/registry';
import { dealDamage } from './damage';
import { onDefeated } from './abilities';
import { sideOf } from './stats';
import { target } from './unitEffects';
import { occupant } from './board';

/** Does the unit hold a lasting effect an Ongoing card put on it (what Dispel removes, ruling TW74)? */
export function hasLastingEffect(c: CombatState, u: CombatUnit): boolean {
  return u.initiativeBonus !== 0 || u.abilitiesDisabled || u.spellProtected || u.damagesAttackers > 0 || u.hpBonus > 0
    || (u.burnsAttackers ?? 0) > 0 || (u.defenseGain ?? 0) > 0 || (u.attackGain ?? 0) > 0
    || (c.forgotten?.includes(u.id) ?? false) || (c.berserk?.includes(u.id) ?? false);
}

/** The empty spaces holding a card-effect token (Fire Wall), ascending: Dispel's spaces alone (ruling TW75). */
export function dispellableSpaces(c: CombatState): number[] {
  const out: number[] = [];
  if (c.tokens === undefined) return out;
  for (const t of c.tokens) if (!out.includes(t.space) && occupant(c, t.space) === undefined) out.push(t.space);
  return out.sort((a, b) => a - b);
}

/** The card-effect tokens on a space go (a new list: tokens are replaced, never edited). */
function clearSpace(d: Draft, space: number): void {
  const c = d.s.combat as CombatState;
  if (c.tokens === undefined || !c.tokens.some((t) => t.space === space)) return;
  d.combat().tokens = c.tokens.filter((t) => t.space !== space);
}

/**
 * Dispel on a unit (ruling TW74): whatever its side's and the enemy's Ongoing cards left on it ends — the changed
 * Initiative (raised or lowered), Disrupting Ray, Anti-Magic, Fire Shield, the HP and Defense for the combat, Rashka's
 * burn, the marks of Forgetfulness and Berserk — and the tokens on its space. Damage beyond the HP left without the
 * bonus is dealt again, so the card may turn or fall (as FX35). Returns whether it fell.
 */
function dispelUnit(d: Draft, id: string, card: CardId): boolean {
  const c = d.combat();
  if (c.forgotten?.includes(id)) c.forgotten = c.forgotten.filter((x) => x !== id);
  if (c.berserk?.includes(id)) c.berserk = c.berserk.filter((x) => x !== id);
  const u = d.unit(id);
  if (u.space !== null) clearSpace(d, u.space);
  u.initiativeBonus = 0;
  u.abilitiesDisabled = false;
  u.spellProtected = false;
  u.damagesAttackers = 0;
  if (u.burnsAttackers !== undefined) u.burnsAttackers = undefined;
  if (u.defenseGain !== undefined) u.defenseGain = undefined;
  if (u.attackGain !== undefined) u.attackGain = undefined; // Quiet Eye of the Dragon
  if (u.hpBonus <= 0) return false;
  u.hpBonus = 0;
  const carried = u.damage;
  if (carried < sideOf(u).hp) return false;
  u.damage = 0;
  return dealDamage(d, id, carried, card).defeated;
}

/** The combat effects of the Tower box's Spells. */
export const TOWER_SPELL_EFFECTS = {
  berserk: {
    targeted: true,
    apply(d, _player, _e, play) {
      const c = d.combat();
      const id = play.target as string;
      c.berserk = c.berserk?.includes(id) ? c.berserk.slice() : [...(c.berserk ?? []), id];
    },
    describe: (e, named) =>
      `in its next activation, ${target(e.filter, named).replace('a selected unit', 'a selected unit other than the one activating')} must attack the nearest unit, friend or foe, moving next to it first if it must`,
  },
  dispel: {
    targeted: true,
    apply(d, player, _e, play) {
      const id = play.target as string;
      if (dispelUnit(d, id, play.card)) onDefeated(d, id, { player });
    },
    describe: (e, named) => `remove every Ongoing effect from ${target(e.filter, named)} and from the space it occupies`,
  },
  dispelSpace: {
    targeted: false,
    apply(d, _player, _e, play) {
      if (play.space !== null) clearSpace(d, play.space);
    },
    describe: () => 'remove every Ongoing effect (a Fire Wall) from an empty space of the combat board',
  },
} satisfies Partial<CombatEffectKinds>;
