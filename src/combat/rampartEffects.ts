/**
 * The combat effects of the Rampart box's Spells (docs/cards.md): Precision's aimed shot, Forgetfulness and Sorrow's
 * marks on a unit's next activation, and Earthquake on a siege's Walls and Gate. Rulings RA60–RA63.
 */
import type { Draft } from '../kernel/draft';
import type { CombatState, CombatUnit } from '../model';
import type { CombatEffectKinds } from '../effects/registry';
import { boardOf } from './board';
import { isFighter } from './stats';
import { ALL_WALLS, isStandingWall, knockDown } from './obstacles';
import { spellDamage, target, tiers } from './unitEffects';

/** The list with `id` added once (a new list: the marks are replaced, never edited). */
const withUnit = (list: readonly string[] | undefined, id: string): string[] => (list?.includes(id) ? list.slice() : [...(list ?? []), id]);

/** The combat effects of the Rampart box's Spells. */
export const RAMPART_SPELL_EFFECTS = {
  preciseShot: {
    targeted: true,
    apply(d, _player, e, play) {
      // The selected unit is the attacker (the listing offers no other): no Combat Penalty, and more Attack.
      const at = d.combat().attack;
      if (!at) return;
      at.penaltyIgnored = true;
      d.unit(at.attacker).attackBonus += e.byPower[play.power ?? 0] ?? 0;
    },
    describe: (e, named) =>
      `while ${target(e.filter, named).replace('a selected', 'your')} attacks a non-adjacent unit, before the Attack die: it ignores the Combat Penalty and gets ${tiers(e.byPower, 'Attack', true)} for this attack`,
  },
  forbidAttack: {
    targeted: true,
    apply(d, _player, _e, play) {
      const c = d.combat();
      c.forgotten = withUnit(c.forgotten, play.target as string);
    },
    describe: (e, named) => `${target(e.filter, named)} cannot attack during its next activation`,
  },
  skipActivation: {
    targeted: true,
    apply(d, _player, _e, play) {
      const c = d.combat();
      c.sorrow = withUnit(c.sorrow, play.target as string);
    },
    describe: (e, named) => `${target(e.filter, named).replace('unit', 'unit still to activate this Combat Round')} skips its next activation`,
  },
  earthquake: {
    targeted: true,
    apply(d, player, e, play) {
      const power = play.power ?? 0;
      const damage = e.damageByPower[power] ?? 0;
      if (damage > 0) for (const id of nextToWalls(d.s.combat as CombatState)) spellDamage(d, player, id, damage, play.card);
      const c = d.s.combat as CombatState;
      const count = e.byPower[power] ?? 1;
      if (count >= ALL_WALLS) {
        for (const u of c.units) if (isStandingWall(u)) knockDown(d, u.id);
        return;
      }
      knockDown(d, play.target as string);
      const second = play.space === null ? undefined : (d.s.combat as CombatState).units.find((u) => isStandingWall(u) && u.space === play.space);
      if (count >= 2 && second) knockDown(d, second.id);
    },
    describe: (e) => {
      const shown = e.byPower.map((n, p) => {
        const walls = n >= ALL_WALLS ? 'every Wall and the Gate' : n === 1 ? '1 Wall or Gate of your choice' : `${n} Walls or Gate of your choice`;
        const hurt = (e.damageByPower[p] ?? 0) > 0 ? `every unit adjacent to a Wall or the Gate suffers ${e.damageByPower[p]} damage, then remove ` : 'remove ';
        // One effect whatever the Power (Ballistics, not a Spell): no Power to name.
        return e.byPower.length === 1 ? `${hurt}${walls}` : `${p} Power: ${hurt}${walls}`;
      });
      return `during a Town siege: ${shown.join('; ')}`;
    },
  },
} satisfies Partial<CombatEffectKinds>;

/** The fighting units on the board adjacent to a Wall or the Gate still standing, in board order. */
function nextToWalls(c: CombatState): string[] {
  const board = boardOf(c);
  const walls: number[] = [];
  for (const u of c.units) if (isStandingWall(u) && u.space !== null) walls.push(u.space);
  const out: CombatUnit[] = [];
  for (const u of c.units) {
    if (!isFighter(u) || u.defeated || u.space === null) continue;
    const at = u.space;
    if (walls.some((w) => board.adjacent(w, at))) out.push(u);
  }
  return out.sort((a, b) => (a.space as number) - (b.space as number)).map((u) => u.id);
}
