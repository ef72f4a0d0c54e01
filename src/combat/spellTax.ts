/**
 * Familiars (Inferno, ability kind `enemyDiscardsOnSpell`): while they are on the board, an enemy who casts a Spell
 * from hand discards 1 other card from hand, a cost of the cast — with no other card in hand, the Spell cannot be cast
 * (ruling IN2); not while Orb of Vulnerability negates it (IN35). The discard runs as a frame whose source is the Familiars' unit card.
 * The neutral Pegasi (Tower box, `enemyDiscardsPowerOnSpell`) ask for a Power card the same way, on top of any other
 * cost: discarded first, so the Familiars' card is another one (rulings TW37, TW38).
 */
import type { Draft } from '../kernel/draft';
import type { CardId, CombatState, CombatUnit, Effect, PlayerId } from '../model';
import { cardOf } from '../kernel/ids';
import { pushFrame } from '../effects/run';
import { isPowerCard } from '../effects/forcedDiscards';
import { abilitiesOfCard } from './abilities';
import { spellAbility, type SpellAbilityKind } from './spellAbilities';
import { enemyTeam } from './opponents';

/** The discard the Familiars ask for (shared: read, never changed). */
const DISCARD_ONE: Effect[] = [{ op: 'discardCards', min: 1, max: 1 }];

/** The Power card the Pegasi ask for (shared: read, never changed). */
const DISCARD_POWER: Effect[] = [{ op: 'discardPowerCard' }];

/** The enemy unit on the board with this tax on the player's Spells, if any. */
function taxerOf(c: CombatState, caster: PlayerId, kind: SpellAbilityKind): CombatUnit | undefined {
  const team = enemyTeam(c, caster);
  for (const u of c.units) if (u.team === team && !u.defeated && u.space !== null && spellAbility(c, u, kind)) return u;
  return undefined;
}

/** The enemy unit on the board that makes this player pay for their Spells with a card, if any (Familiars). */
export function spellTaxer(c: CombatState, caster: PlayerId): CombatUnit | undefined {
  return taxerOf(c, caster, 'enemyDiscardsOnSpell');
}

/**
 * Whether enemy neutral Pegasi are on the board and the player cannot pay their Power card for a Spell whose card is in
 * `hand` and whose own cost discards `discardCost` other cards: no Power card, or no card left for the Familiars'
 * discard too (ruling TW38).
 */
export function powerTaxUnpaid(c: CombatState, caster: PlayerId, hand: readonly CardId[], discardCost: number): boolean {
  if (taxerOf(c, caster, 'enemyDiscardsPowerOnSpell') === undefined) return false;
  const familiars = spellTaxer(c, caster) === undefined ? 0 : 1;
  return !hand.some(isPowerCard) || hand.length - 1 - discardCost < 1 + familiars;
}

/** The caster pays the Spell's costs: a frame per enemy tax; the Pegasi's Power card, pushed last, goes first. */
export function paySpellTax(d: Draft, caster: PlayerId): void {
  const c = d.s.combat as CombatState;
  const taxer = spellTaxer(c, caster);
  if (taxer !== undefined && d.peek(caster).hand.length > 0) {
    d.emit({ type: 'abilityUsed', unit: taxer.id, ability: 'enemyDiscardsOnSpell', target: null, seq: 0 });
    pushFrame(d, caster, cardOf(taxer.card), DISCARD_ONE);
  }
  const pegasi = taxerOf(c, caster, 'enemyDiscardsPowerOnSpell');
  if (pegasi !== undefined && d.peek(caster).hand.some(isPowerCard)) {
    d.emit({ type: 'abilityUsed', unit: pegasi.id, ability: 'enemyDiscardsPowerOnSpell', target: null, seq: 0 });
    pushFrame(d, caster, cardOf(pegasi.card), DISCARD_POWER);
  }
}

/** The programs a frame of this unit card could hold for its tax: the one discard or the Power card, as its sides ask. */
export function spellTaxPrograms(unit: string): Effect[][] {
  const out: Effect[][] = [];
  for (const side of ['few', 'pack', 'neutral'] as const) {
    for (const a of abilitiesOfCard(unit, side)) {
      if (a.kind === 'enemyDiscardsOnSpell' && !out.includes(DISCARD_ONE)) out.push(DISCARD_ONE);
      if (a.kind === 'enemyDiscardsPowerOnSpell' && !out.includes(DISCARD_POWER)) out.push(DISCARD_POWER);
    }
  }
  return out;
}
