/**
 * Familiars (Inferno, ability kind `enemyDiscardsOnSpell`): while they are on the board, an enemy who casts a Spell
 * from hand discards 1 other card from hand, a cost of the cast — with no other card in hand, the Spell cannot be cast
 * (ruling IN2); not while Orb of Vulnerability negates it (IN35). The discard runs as a frame whose source is the Familiars' unit card.
 */
import type { Draft } from '../kernel/draft';
import type { CombatState, CombatUnit, Effect, PlayerId } from '../model';
import { cardOf } from '../kernel/ids';
import { pushFrame } from '../effects/run';
import { abilitiesOfCard } from './abilities';
import { spellAbility } from './spellAbilities';
import { enemyTeam } from './opponents';

/** The discard the Familiars ask for (shared: read, never changed). */
const DISCARD_ONE: Effect[] = [{ op: 'discardCards', min: 1, max: 1 }];

/** The enemy unit on the board that makes this player pay for their Spells, if any. */
export function spellTaxer(c: CombatState, caster: PlayerId): CombatUnit | undefined {
  const team = enemyTeam(c, caster);
  for (const u of c.units) if (u.team === team && !u.defeated && u.space !== null && spellAbility(c, u, 'enemyDiscardsOnSpell')) return u;
  return undefined;
}

/** The caster pays the Spell's cost: a frame asking them to discard 1 card from hand. */
export function paySpellTax(d: Draft, caster: PlayerId): void {
  const taxer = spellTaxer(d.s.combat as CombatState, caster);
  if (taxer === undefined || d.peek(caster).hand.length === 0) return;
  d.emit({ type: 'abilityUsed', unit: taxer.id, ability: 'enemyDiscardsOnSpell', target: null, seq: 0 });
  pushFrame(d, caster, cardOf(taxer.card), DISCARD_ONE);
}

/** The programs a frame of this unit card could hold for its tax: the one discard, if one of its sides asks for it. */
export function spellTaxPrograms(unit: string): Effect[][] {
  for (const side of ['few', 'pack', 'neutral'] as const) {
    if (abilitiesOfCard(unit, side).some((a) => a.kind === 'enemyDiscardsOnSpell')) return [DISCARD_ONE];
  }
  return [];
}
