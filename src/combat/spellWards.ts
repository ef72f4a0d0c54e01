/**
 * How units ward off cards (the Rampart units' Passive abilities): Pegasi Pack weaken the Spells their enemies cast,
 * Dwarves may shake off a Spell or Specialty card that selects them alone, and Unicorns Pack shield the friendly
 * units next to them from Spell damage (rulings RA1–RA9); Inferno's Efreet ignore the damage of some Spells (IN6).
 */
import type { Draft } from '../kernel/draft';
import type { CardCategory, CombatState, CombatUnit, Team } from '../model';
import { rollDie } from '../kernel/dice';
import { cardOf } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import { abilitiesOf, abilityKinds } from './abilities';
import { cardDamageTaken, immuneToSpell, spellAbility } from './spellAbilities';
import { boardOf } from './board';
import { controllerOf } from './opponents';

const onBoard = (u: CombatUnit): boolean => !u.defeated && u.space !== null;

/**
 * The Power a Spell takes effect with when the units of the `enemy` team are the caster's enemies: what was paid, less
 * `amount` for each of them on the board that weakens Spells (Pegasi Pack), not below 0 (ruling RA1). The Power paid
 * is spent all the same.
 */
export function weakenedSpellPower(d: Draft, enemy: Team, power: number): number {
  const c = d.s.combat as CombatState;
  let left = power;
  for (const u of c.units) {
    if (u.team !== enemy || !onBoard(u) || !spellAbility(c, u, 'weakenEnemySpells')) continue;
    for (const a of abilitiesOf(u)) if (a.kind === 'weakenEnemySpells') left -= a.amount;
    d.emit({ type: 'abilityUsed', unit: u.id, ability: 'weakenEnemySpells', target: null, seq: 0 });
  }
  return Math.max(0, left);
}

/**
 * A Spell or Specialty card selects the unit as the only unit its effect acts on: a Dwarves unit rolls the Attack
 * die, and on its `face` the card's effect is ignored (rulings RA2–RA4). Returns whether it is ignored.
 */
export function shakesOffCard(d: Draft, unitId: string, category: CardCategory): boolean {
  if (category !== 'spell' && category !== 'specialty') return false;
  const c = d.s.combat as CombatState;
  const u = c.units.find((x) => x.id === unitId);
  if (u === undefined || !onBoard(u) || !spellAbility(c, u, 'resistCardOnAttackDie')) return false;
  const face = rollDie(d, 'attack');
  d.emit({ type: 'dieRolled', player: controllerOf(c, u) ?? 'neutral', die: 'attack', faces: [face], seq: 0 });
  for (const a of abilitiesOf(u)) {
    if (a.kind !== 'resistCardOnAttackDie' || a.face !== face) continue;
    d.emit({ type: 'abilityUsed', unit: u.id, ability: 'resistCardOnAttackDie', target: null, seq: 0 });
    return true;
  }
  return false;
}

/**
 * Damage a unit takes from a card: as `cardDamageTaken` says, and a Spell's less what friendly units next to it
 * shield (Unicorns Pack), to no less than 0 (ruling RA5).
 */
export function wardedCardDamage(c: CombatState, u: CombatUnit, amount: number, category: CardCategory): number {
  let taken = cardDamageTaken(c, u, amount, category);
  if (category !== 'spell' || taken === 0 || u.space === null) return taken;
  // Interference, Plate of the Dying Light: Defense played against this Spell (ruling CV60).
  if (u.spellDefense !== undefined) taken = Math.max(0, taken - u.spellDefense);
  let shield = 0;
  const board = boardOf(c);
  for (const x of c.units) {
    if (x === u || x.team !== u.team || !onBoard(x) || !spellAbility(c, x, 'adjacentAlliesSpellDamageReduction')) continue;
    if (!board.adjacent(x.space as number, u.space)) continue;
    for (const a of abilitiesOf(x)) if (a.kind === 'adjacentAlliesSpellDamageReduction') shield += a.amount;
  }
  return Math.max(0, taken - shield);
}
/**
 * Does the unit ignore the damage of this card, a Spell given by its instance or card id (the Efreet, ability kind
 * `ignoresSpellDamage`, ruling IN6): by the Spell's name (Magic Arrow, whatever School it was cast as) or by its School
 * of Magic (Fire)? Spells may still select such units; only the damage is ignored. An ability about Spells: Orb of
 * Vulnerability negates it (ruling IN35).
 */
export function wardedFrom(c: CombatState, u: CombatUnit, card: string): boolean {
  if (c.spellAbilitiesNegated === true) return false; // Orb of Vulnerability (IN35)
  // One lookup for both wards, asked on every card damage; the Conflux units' immunity keeps the damage off too (CF66).
  const kinds = abilityKinds(u);
  const immune = kinds.immuneToSpellsOf.length > 0;
  if (!immune && kinds.ignoresSpellDamage.length === 0) return false;
  const id = cardOf(card);
  const info = cardInfo(id);
  if (info.category !== 'spell') return false;
  if (immune && immuneToSpell(c, u, info)) return true;
  for (const a of abilitiesOf(u)) {
    if (a.kind !== 'ignoresSpellDamage') continue;
    if (a.spells.includes(id) || (info.school !== undefined && info.school !== 'any' && a.schools.includes(info.school))) return true;
  }
  return false;
}
