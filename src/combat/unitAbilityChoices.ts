/**
 * The choices units' abilities give during an attack (decision `unitAbility`): a reroll of the Attack die, a card
 * discarded to ignore it, a lethal attack cancelled, a return, a splash or second target, a unit healed or damaged,
 * a target pushed away. The attack itself is attack.ts's.
 */
import type { Draft } from '../kernel/draft';
import type { Action, AttackInProgress, CombatState } from '../model';
import type { DecisionTable } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { unitName } from './stats';
import { discardFromHand } from '../deck/playerDeck';
import { noteRerolled } from '../hero/fortune';
import { healCandidates, healChosen, pushSpaces, secondTargets, unitsAround } from './abilities';
import { optionalRerolls, useOptionalReroll } from './attackDice';
import { type Of, unitOf, wrongCombat } from './common';
import { checkOver } from './steps';
import { spellDamageChosen, spellDamageTargets } from './activationSpell';
import { dealNearbyDamage, nearbyDamageTargets } from './nearbyDamage';
import { cancelAttack, declareAttack, moveTo, shiftFollowUp } from './attack';

/** The choices a unit's ability asks its player for (a reroll, a discard, a unit or a space to pick). */
export function legalUnitAbility(d: Draft, dec: Of<'unitAbility'>): Action[] {
  const c = d.s.combat as CombatState;
  const item = c.sequence?.queue[0];
  switch (dec.ability) {
    case 'rerollAttackDie':
      return [{ type: 'keepDice' }, ...optionalRerolls(c, c.attack as AttackInProgress).map((index): Action => ({ type: 'rerollDie', index }))];
    case 'ignoreAttackDie':
      return [{ type: 'decline' }, ...d.peek(dec.player).hand.map((card): Action => ({ type: 'discard', card }))];
    case 'cancelLethalAttack':
    case 'returnAfterAttack':
      return [{ type: 'useAbility' }, { type: 'decline' }];
    case 'splashTarget':
      return item?.do === 'splash' ? unitsAround(c, item.around).map((u): Action => ({ type: 'chooseUnit', unit: u.id })) : [];
    case 'healFriendly':
      return healCandidates(c, unitOf(c, dec.unit)).map((u): Action => ({ type: 'chooseUnit', unit: u.id }));
    case 'spellDamage':
      return spellDamageTargets(c, unitOf(c, dec.unit)).map((u): Action => ({ type: 'chooseUnit', unit: u.id }));
    case 'pushTarget':
      return pushSpaces(c, unitOf(c, dec.target as string), unitOf(c, dec.unit)).map((space): Action => ({ type: 'moveUnit', space }));
    case 'secondTarget': {
      if (item?.do !== 'secondTarget') return [];
      const out: Action[] = [{ type: 'decline' }];
      for (const u of secondTargets(c, item.attacker, item.first)) out.push({ type: 'chooseUnit', unit: u.id });
      return out;
    }
    case 'damageNearby':
      return item?.do === 'damageNearby' ? nearbyDamageTargets(c, item).map((u): Action => ({ type: 'chooseUnit', unit: u.id })) : [];
  }
}

/** Is `a` one of the listed actions (same type and fields)? */
function listed(actions: Action[], a: Action): boolean {
  return actions.some((x) => x.type === a.type && Object.entries(x).every(([k, v]) => (a as Record<string, unknown>)[k] === v));
}

/** Answers a unit's ability choice: the choice is checked against those listed, then carried out. */
export function applyUnitAbility(d: Draft, dec: Of<'unitAbility'>, a: Action): void {
  const legal = legalUnitAbility(d, dec);
  if (!legal.some((x) => x.type === a.type)) return wrongCombat(dec, a);
  if (!listed(legal, a)) illegal('OPTION_NOT_AVAILABLE', `${JSON.stringify(a)} is not one of the choices of ${unitName(unitOf(d.s.combat as CombatState, dec.unit))}'s ability`, 'units');
  d.s.pending = null;
  const c = d.combat();
  const at = c.attack as AttackInProgress;
  const item = c.sequence?.queue[0];
  switch (dec.ability) {
    case 'rerollAttackDie':
      if (a.type === 'rerollDie') {
        useOptionalReroll(d, a.index, dec.player);
        noteRerolled(d, dec.player, 'attack', a.index, at.attackDice[a.index] as number); // Fortune remembers it (FX175)
      }
      else at.rerollsKept = true;
      return;
    case 'ignoreAttackDie':
      at.ignoreAsked = true;
      if (a.type !== 'discard') return;
      discardFromHand(d, dec.player, a.card);
      at.dieIgnored = true;
      d.emit({ type: 'abilityUsed', unit: dec.unit, ability: 'discardToIgnoreAttackDie', target: at.attacker, seq: 0 });
      return;
    case 'cancelLethalAttack': {
      at.cancelAsked = true;
      if (a.type !== 'useAbility') return;
      c.usedOnce = [...c.usedOnce, dec.unit];
      d.emit({ type: 'abilityUsed', unit: dec.unit, ability: 'cancelLethalAttackOncePerCombat', target: at.target, seq: 0 });
      cancelAttack(d, at);
      return;
    }
    case 'returnAfterAttack':
      shiftFollowUp(d);
      if (a.type !== 'useAbility' || item?.do !== 'return') return;
      d.emit({ type: 'abilityUsed', unit: dec.unit, ability: 'returnAfterAttack', target: null, seq: 0 });
      moveTo(d, dec.unit, item.space);
      return;
    case 'splashTarget':
      shiftFollowUp(d);
      if (a.type !== 'chooseUnit' || item?.do !== 'splash') return;
      d.emit({ type: 'abilityUsed', unit: dec.unit, ability: 'splashAdjacentToTarget', target: a.unit, seq: 0 });
      declareAttack(d, dec.unit, a.unit, 'extra', item.attackValue);
      return;
    case 'healFriendly':
      if (a.type === 'chooseUnit') healChosen(d, dec.unit, a.unit);
      return;
    case 'spellDamage':
      if (a.type === 'chooseUnit') spellDamageChosen(d, dec.unit, a.unit);
      checkOver(d); // the Spell may defeat the last enemy unit
      return;
    case 'pushTarget':
      shiftFollowUp(d);
      if (a.type !== 'moveUnit') return;
      d.emit({ type: 'abilityUsed', unit: dec.unit, ability: 'pushTargetAway', target: dec.target, seq: 0 });
      moveTo(d, dec.target as string, a.space);
      return;
    case 'secondTarget':
      shiftFollowUp(d);
      if (a.type !== 'chooseUnit') return;
      d.emit({ type: 'abilityUsed', unit: dec.unit, ability: 'attackSecondAdjacentEnemy', target: a.unit, seq: 0 });
      declareAttack(d, dec.unit, a.unit, 'extra', null);
      return;
    case 'damageNearby':
      shiftFollowUp(d);
      if (a.type === 'chooseUnit' && item?.do === 'damageNearby') dealNearbyDamage(d, item, a.unit);
      return;
  }
}

/** The decision of units' ability choices in an attack. */
export const UNIT_ABILITY_DECISIONS: DecisionTable<'unitAbility'> = {
  unitAbility: {
    legal: legalUnitAbility,
    apply: applyUnitAbility,
    describe: (dec) => `${dec.player} decides on the ${dec.ability} ability of ${dec.unit}${dec.target ? ` (${dec.target})` : ''}`,
  },
};
