/**
 * Units' abilities about Spells and the cards that reach a unit (Spell Cards, p. 24): Spell immunity, Spell damage
 * reduction, the Rampart units' Spell abilities — all negated while Orb of Vulnerability is in force (ruling RA84) —
 * and what a card may do to a unit (target it, damage it, paralyse it).
 */
import type { CardCategory, CardInfo, CombatState, CombatUnit } from '../model';
import { abilitiesOf, abilityKinds, hasAbility } from './abilities';

/** The unit abilities about Spells, which Orb of Vulnerability negates (ruling RA84). */
export type SpellAbilityKind = 'immuneToSpells' | 'spellDamageReduction' | 'weakenEnemySpells' | 'resistCardOnAttackDie' | 'adjacentAlliesSpellDamageReduction'
  | 'ignoresSpellDamage' | 'enemyDiscardsOnSpell'
  | 'enemyDiscardsPowerOnSpell' | 'immuneToSpellsOf';

/** Does the unit's ability about Spells apply: not while Orb of Vulnerability negates them (ruling RA84)? */
export const spellAbility = (c: CombatState, u: CombatUnit, kind: SpellAbilityKind): boolean =>
  c.spellAbilitiesNegated !== true && hasAbility(u, kind);

/**
 * Can a card of this category target the unit (Black Dragons Pack and Azure Dragons ignore Spells)? Given the card,
 * a Spell the unit is immune to by its name or School of Magic cannot either (the Conflux units, ruling CF4).
 */
export function cardCanTarget(c: CombatState, u: CombatUnit, category: CardCategory, card?: CardInfo): boolean {
  if (category !== 'spell') return true;
  if (u.spellProtected) return false;
  if (c.spellAbilitiesNegated === true) return true; // Orb of Vulnerability (RA84)
  // One lookup for both immunities: asked of every unit on every listing of a Spell's targets.
  const kinds = abilityKinds(u);
  if (kinds.immuneToSpells.length > 0) return false;
  return card === undefined || kinds.immuneToSpellsOf.length === 0 || !immuneToSpell(c, u, card);
}

/**
 * Is the unit immune to this Spell (ability kind `immuneToSpellsOf`, ruling CF4): named (Magic Arrow), or of a School
 * of Magic it is immune to — the School printed on the card (Magic Arrow, of any School, is named where it counts)?
 * An ability about Spells: Orb of Vulnerability negates it.
 */
export function immuneToSpell(c: CombatState, u: CombatUnit, card: CardInfo): boolean {
  if (card.category !== 'spell' || !spellAbility(c, u, 'immuneToSpellsOf')) return false; // the usual case: two reads
  for (const a of abilitiesOf(u)) {
    if (a.kind !== 'immuneToSpellsOf') continue;
    if (a.spells.includes(card.id) || (card.school !== undefined && card.school !== 'any' && a.schools.includes(card.school))) return true;
  }
  return false;
}

/**
 * Does the unit ignore a lasting (ongoing) effect of a card of this category: Titans any card's, Gargoyles a Spell's
 * (while Orb of Vulnerability does not negate it, RA84)? Such a play cannot select it (rulings TW2, TW3).
 */
export function ignoresLasting(c: CombatState, u: CombatUnit, category: CardCategory): boolean {
  if (!hasAbility(u, 'ignoresLastingEffects')) return false; // the usual case, one field read
  for (const a of abilitiesOf(u)) {
    if (a.kind !== 'ignoresLastingEffects') continue;
    if (!a.spellsOnly) return true;
    if (category === 'spell' && c.spellAbilitiesNegated !== true) return true;
  }
  return false;
}

/** Are all of the unit's Spell immunities the Oceanids' kind, which Specialty cards' damage still reaches (ruling CV3)? */
function spellsOnlyImmunity(u: CombatUnit): boolean {
  return abilitiesOf(u).every((a) => a.kind !== 'immuneToSpells' || a.spellsOnly === true);
}

/** Damage a unit takes from a card's effect: Spells reduced by the unit's protection, Specialty damage ignored by the immune. */
export function cardDamageTaken(c: CombatState, u: CombatUnit, amount: number, category: CardCategory): number {
  if (c.cardDamageNullified === true && (category === 'spell' || category === 'specialty')) return 0; // Orb of Inhibition (TW63)
  if (spellAbility(c, u, 'immuneToSpells') && (category === 'spell' || (category === 'specialty' && !spellsOnlyImmunity(u)))) return 0;
  if (u.spellProtected && category === 'spell') return 0;
  // Clancy's Unicorns VI (TW112): a card's gain, not a unit ability — Orb of Vulnerability leaves it.
  const ward = category === 'spell' ? (u.spellWard ?? 0) : 0;
  if (category !== 'spell' || !spellAbility(c, u, 'spellDamageReduction')) return ward === 0 ? amount : Math.max(0, amount - ward);
  let reduction = ward;
  for (const a of abilitiesOf(u)) if (a.kind === 'spellDamageReduction') reduction += a.amount;
  return Math.max(0, amount - reduction);
}

/**
 * Can a card's paralysis (Blind) be placed on the unit? Not on the Arrow Tower, nor on units that cannot be paralysed
 * (an ability, or Pendant of Second Sight: TW68).
 */
export function cardCanParalyse(u: CombatUnit): boolean {
  return u.kind === 'unit' && u.paralysisWarded !== true && !hasAbility(u, 'immuneToParalysis');
}
