/**
 * Summon Air / Earth / Fire / Water Elemental (Summoning, p. 90; rulings CF60–CF68): the Spell takes the Elemental's
 * card from the face-up Summoned Unit Deck (`GameState.summonedUnits`) and puts its Few or Pack side, by the Power
 * tier, on the empty space the caster chose. The unit fights under the caster's control — activating this Combat
 * Round only if its Initiative is not above that of the unit activating (`summonUnit`) — until it perishes or the
 * combat ends; then its card goes back to the Summoned Unit Deck, never into a unit deck (`returnSummoned`).
 */
import type { Draft } from '../kernel/draft';
import type { CombatState, Team } from '../model';
import type { CombatEffectKinds } from '../effects/registry';
import { isSummonedUnit, summonedUnit } from '../data/units';
import { occupant } from './board';
import { combatUnit } from './start';
import { summonUnit } from './activation';
import { summonedSide } from './summonSpaces';

/** The combat effect that summons. */
export const SUMMON_EFFECTS = {
  summonElemental: {
    targeted: false,
    apply(d, player, e, play) {
      const side = summonedSide(e, play.power);
      const space = play.space;
      const c = d.s.combat as CombatState;
      // The space was chosen as the Spell was cast: should it be taken or the card gone by now, the summoning fizzles.
      if (side === null || space === null || occupant(c, space) !== undefined || !(d.s.summonedUnits ?? []).includes(e.unit)) return;
      d.s.summonedUnits = (d.s.summonedUnits ?? []).filter((u) => u !== e.unit);
      const team: Team = c.attacker.player === player ? 'attacker' : 'defender';
      summonUnit(d, combatUnit(e.unit, e.unit, side, team, player, space));
    },
    describe(e) {
      const name = summonedUnit(e.unit).name;
      const tiers: string[] = [];
      e.sideByPower.forEach((side, power) => {
        if (side === null || e.sideByPower[power - 1] === side) return;
        tiers.push(`with ${power} Power, ${side === 'few' ? `a Few ${name}` : `a Pack of ${name}`}`);
      });
      return `on an empty space of the combat board you choose, Summon from the Summoned Unit Deck ${tiers.join('; ')} (with less Power, no effect): the unit fights for you until it perishes or the combat ends, then goes back to the Summoned Unit Deck`;
    },
  },
} satisfies Partial<CombatEffectKinds>;

/** At the end of a combat, the Summoned Elementals' cards go back to the Summoned Unit Deck, perished or not (CF65). */
export function returnSummoned(d: Draft, c: CombatState): void {
  let back: string[] | null = null;
  for (const u of c.units) if (u.kind === 'unit' && u.cloneOf === undefined && isSummonedUnit(u.card)) (back ??= []).push(u.card);
  if (back !== null) d.s.summonedUnits = [...(d.s.summonedUnits ?? []), ...back];
}
