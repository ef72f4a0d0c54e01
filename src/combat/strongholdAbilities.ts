/**
 * The Stronghold units' "Other" abilities (Unit Card Anatomy, p. 36: used instead of the unit's normal activation,
 * replacing all its moving and attacking), each offered as a `chooseUnit` at the start of its activation: the Ogres'
 * Attack token on another friendly Ground or Flying unit (Attack Token, p. 91; rulings SH3, SH4), and the Cyclopes
 * knocking down a Wall or the Gate of the enemy's town — or, Pack and neutral, its Arrow Tower (ruling SH6). Also the
 * end of the Attack tokens, as a Combat Round starts.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CombatState, CombatUnit, UnitAbility } from '../model';
import { illegal } from '../kernel/errors';
import { abilitiesOf, hasAbility, placeWeakness, used } from './abilities';
import { typeOf } from './stats';
import { isStandingWall, knockDown } from './obstacles';
import { standingArrowTower } from './infernoCards';

const NO_ACTIONS: readonly Action[] = Object.freeze([]);

/** The unit's "Other" ability of the Stronghold units, if it has one. */
function otherAbility(u: CombatUnit): UnitAbility | undefined {
  if (!hasAbility(u, 'placeAttackToken') && !hasAbility(u, 'destroyObstacle') && !hasAbility(u, 'placeWeakness')) return undefined;
  for (const a of abilitiesOf(u)) if (a.kind === 'placeAttackToken' || a.kind === 'destroyObstacle' || (a.kind === 'placeWeakness' && a.on === 'other')) return a;
  return undefined;
}

/** The units the ability may choose: friendly Ground or Flying units but itself; or the enemy's Walls, Gate (and Arrow Tower). */
function choices(c: CombatState, u: CombatUnit, a: UnitAbility): CombatUnit[] {
  const out: CombatUnit[] = [];
  if (a.kind === 'placeAttackToken') {
    for (const x of c.units) if (x.kind === 'unit' && x.team === u.team && x.id !== u.id && !x.defeated && x.space !== null && typeOf(x) !== 'ranged') out.push(x);
    return out;
  }
  if (a.kind === 'placeWeakness') {
    // Sorceresses Few (ruling CV6): any one unit on the board, friend or foe.
    for (const x of c.units) if (x.kind === 'unit' && !x.defeated && x.space !== null) out.push(x);
    return out;
  }
  if (a.kind !== 'destroyObstacle') return out;
  for (const x of c.units) if (x.team !== u.team && isStandingWall(x) && x.space !== null) out.push(x);
  const tower = a.arrowTower ? standingArrowTower(c) : undefined;
  if (tower !== undefined && tower.team !== u.team) out.push(tower);
  return out;
}

/** The `chooseUnit` actions the unit's "Other" ability offers at the start of its activation (none for most units). */
export function otherAbilityActions(c: CombatState, u: CombatUnit): readonly Action[] {
  const a = otherAbility(u);
  if (a === undefined) return NO_ACTIONS;
  const out: Action[] = [];
  for (const x of choices(c, u, a)) out.push({ type: 'chooseUnit', unit: x.id });
  return out;
}

/** Uses the unit's "Other" ability on the chosen unit; the caller ends the activation. */
export function useOtherAbility(d: Draft, u: CombatUnit, chosen: string): void {
  const c = d.s.combat as CombatState;
  const a = otherAbility(u);
  if (a === undefined || !choices(c, u, a).some((x) => x.id === chosen)) {
    illegal('OPTION_NOT_AVAILABLE', 'Instead of moving and attacking, the Ogres put an Attack token on another friendly Ground or Flying unit, and the Cyclopes knock down a Wall, the Gate or (Pack) the Arrow Tower of the enemy, and the Sorceresses (Few) put a Weakness token on a unit on the board', 'units-and-pack');
  }
  if (a.kind === 'placeAttackToken') {
    // The token counts in this Combat Round and the next (ruling SH3); placing one replaces the unit's token (SH4).
    const w = d.unit(chosen);
    w.attackToken = a.amount;
    w.attackTokenUntil = c.round + 1;
    used(d, u.id, 'placeAttackToken', chosen);
    return;
  }
  if (a.kind === 'placeWeakness') return placeWeakness(d, u.id, chosen, a.amount);
  used(d, u.id, 'destroyObstacle', chosen);
  const target = d.unit(chosen);
  if (target.kind !== 'arrowTower') return knockDown(d, chosen);
  target.defeated = true;
  d.emit({ type: 'obstacleDestroyed', unit: chosen, seq: 0 });
}

/** As a Combat Round starts, the Attack tokens (ruling SH3) and Weakness tokens (ruling CV6) placed two rounds ago come off. */
export function expireAttackTokens(d: Draft): void {
  const c = d.s.combat as CombatState;
  for (const u of c.units) {
    if (u.attackTokenUntil !== undefined && u.attackTokenUntil < c.round) {
      const w = d.unit(u.id);
      w.attackToken = undefined;
      w.attackTokenUntil = undefined;
    }
    if (u.weaknessUntil !== undefined && u.weaknessUntil < c.round) {
      const w = d.unit(u.id);
      w.weakness = undefined;
      w.weaknessUntil = undefined;
    }
  }
}
