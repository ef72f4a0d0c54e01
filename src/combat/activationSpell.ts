/**
 * A unit's Spell as it activates (Faerie Dragons, ruling RA93): its controller selects a unit on the board that a
 * Spell may select, and that unit suffers the Spell's damage. It comes right after the unit's other activation
 * abilities (abilities.ts `onActivation`), and asks the 'unitAbility' decision's 'spellDamage' choice.
 */
import type { Draft } from '../kernel/draft';
import type { CombatState, CombatUnit } from '../model';
import { abilitiesOf, decider, hasAbility, onDefeated } from './abilities';
import { cardCanTarget, cardDamageTaken } from './spellAbilities';
import { dealDamage } from './damage';
import { unitOf } from './common';
import { preferredTargets } from './ai';
import { boardOf } from './board';

/** The Spell's damage, from the unit's ability (0: it has none). */
function spellDamageOf(u: CombatUnit): number {
  for (const a of abilitiesOf(u)) if (a.kind === 'spellDamageOnActivation') return a.amount;
  return 0;
}

/**
 * The units the Spell may select: any unit on the board a Spell may select, but the caster; an AI unit's, the enemy
 * units the AI rules prefer (p. 47). None while Orb of Vulnerability negates abilities about Spells (ruling RA84).
 */
export function spellDamageTargets(c: CombatState, caster: CombatUnit): CombatUnit[] {
  if (c.spellAbilitiesNegated === true) return [];
  const out: CombatUnit[] = [];
  for (const x of c.units) if (x.kind === 'unit' && x.id !== caster.id && !x.defeated && x.space !== null && cardCanTarget(c, x, 'spell')) out.push(x);
  if (c.ai !== caster.team) return out;
  return preferredTargets(caster, out.filter((x) => x.team !== caster.team), null, boardOf(c));
}

/** As the unit activates (after its other activation abilities): its controller is asked where the Spell goes. */
export function castOnActivation(d: Draft, unitId: string): void {
  if (d.s.pending !== null) return; // another activation ability asks first (none does, with this one)
  const c = d.s.combat as CombatState;
  const u = unitOf(c, unitId);
  if (!hasAbility(u, 'spellDamageOnActivation') || spellDamageTargets(c, u).length === 0) return;
  d.s.pending = { kind: 'unitAbility', player: decider(c, u.team), unit: u.id, ability: 'spellDamage', target: null };
}

/** The answer: the chosen unit suffers the Spell's damage, its Spell protection applying. */
export function spellDamageChosen(d: Draft, caster: string, target: string): void {
  const c = d.s.combat as CombatState;
  const u = unitOf(c, caster);
  d.emit({ type: 'abilityUsed', unit: caster, ability: 'spellDamageOnActivation', target, seq: 0 });
  if (dealDamage(d, target, cardDamageTaken(c, unitOf(c, target), spellDamageOf(u), 'spell'), caster).defeated) onDefeated(d, target, { team: u.team });
}
