/**
 * The combat effects of the Inferno box's Ability and Specialty cards (docs/expansions.md): Expert Ballistics destroys
 * the Arrow Tower (ruling IN51); Rashka's Efreet IV and VI make the selected unit burn every Ground or Flying unit that
 * attacks it, until the end of the combat (`CombatUnit.burnsAttackers`, ruling IN55).
 */
import type { Draft } from '../kernel/draft';
import type { CombatState, CombatUnit } from '../model';
import type { CombatEffectKinds } from '../effects/registry';
import { dealDamage } from './damage';
import { onDefeated } from './abilities';
import { typeOf } from './stats';
import { wardedCardDamage } from './spellWards';
import { unitById } from './opponents';
import { doubledText, doubles, target, tiers } from './unitEffects';

/** The Arrow Tower of a siege while it stands, or undefined. */
export function standingArrowTower(c: CombatState): CombatUnit | undefined {
  for (const u of c.units) if (u.kind === 'arrowTower' && !u.defeated) return u;
  return undefined;
}

/** The combat effects of the Inferno box's cards. */
export const INFERNO_CARD_EFFECTS = {
  destroyArrowTower: {
    targeted: false,
    apply(d) {
      const tower = standingArrowTower(d.s.combat as CombatState);
      if (tower === undefined) return;
      d.unit(tower.id).defeated = true;
      d.emit({ type: 'obstacleDestroyed', unit: tower.id, seq: 0 });
    },
    describe: () => 'during a Town siege: destroy the Arrow Tower',
  },
  burnAttackers: {
    targeted: true,
    apply(d, _player, e, play) {
      const u = d.unit(play.target as string);
      const amount = (e.byPower[play.power ?? 0] ?? 0) * (e.doubledFor !== undefined && doubles(u, e.doubledFor) ? 2 : 1);
      u.burnsAttackers = Math.max(u.burnsAttackers ?? 0, amount);
    },
    describe: (e, named) => {
      const doubled = e.doubledFor ? ` (doubled for ${doubledText(e.doubledFor)} unit)` : '';
      return `until the end of the combat, when ${target(e.filter, named)} is attacked by a Ground or Flying unit, the attacker suffers ${tiers(e.byPower, 'damage')}${doubled} once the attack resolves`;
    },
  },
} satisfies Partial<CombatEffectKinds>;

/**
 * Once an attack on a burning unit has resolved (also when it defeated the unit, and for a retaliation), a Ground or
 * Flying attacker takes the damage — a Specialty card's, not a Spell's (ruling IN55).
 */
export function burnAttacker(d: Draft, attackerId: string, targetId: string): void {
  const c = d.s.combat as CombatState;
  const burn = (unitById(c, targetId) as CombatUnit).burnsAttackers;
  if (burn === undefined || burn === 0) return;
  const attacker = unitById(c, attackerId) as CombatUnit;
  if (attacker.kind !== 'unit' || attacker.defeated || attacker.space === null || typeOf(attacker) === 'ranged') return;
  const target = unitById(c, targetId) as CombatUnit;
  if (dealDamage(d, attacker.id, wardedCardDamage(c, attacker, burn, 'specialty'), targetId).defeated) onDefeated(d, attacker.id, { team: target.team });
}
