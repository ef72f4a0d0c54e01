/**
 * Lord Haart's (Necropolis) Dread Knights cards (Tower box; rulings TW119–TW121): enemy retaliations against the
 * selected unit of the player's deal less damage this Combat Round (I, VI: 1 / 2 less, doubled for the Dread Knights),
 * or, for the whole combat, roll 2 Attack dice and resolve the lower (IV, as the Dread Knights Few's own attacks make
 * their targets retaliate). Both are kept on the combat: `retaliationCuts` and `retaliationTwoDice`, replaced, never
 * edited; the attack reads them (combat/retaliationCuts.ts).
 */
import type { RetaliationCut } from '../model';
import type { CombatEffectKinds } from '../effects/registry';
import { doubles, doubledText } from './unitEffects';

/** The combat effect kinds of the Dread Knights cards. */
export const DREAD_KNIGHTS_EFFECTS = {
  cutRetaliationDamage: {
    targeted: true,
    apply(d, _player, e, play) {
      const c = d.combat();
      const u = d.unit(play.target as string);
      const amount = e.amount * (doubles(u, e.doubledFor) ? 2 : 1);
      // Cuts of earlier Combat Rounds are over: they are dropped as the list is replaced.
      const cuts: RetaliationCut[] = [];
      for (const x of c.retaliationCuts ?? []) if (x.round === c.round) cuts.push(x);
      cuts.push({ unit: u.id, amount, round: c.round });
      c.retaliationCuts = cuts;
    },
    describe: (e) =>
      `this Combat Round, enemy retaliations against your selected unit deal ${e.amount} less damage (doubled for ${doubledText(e.doubledFor)} unit; not below 0)`,
  },
  retaliationTwoDice: {
    targeted: true,
    apply(d, _player, _e, play) {
      const c = d.combat();
      const before = c.retaliationTwoDice ?? [];
      if (!before.includes(play.target as string)) c.retaliationTwoDice = [...before, play.target as string];
    },
    describe: () => 'for this combat, when an enemy unit retaliates against your selected unit, it rolls 2 Attack dice and resolves the lower',
  },
} satisfies Partial<CombatEffectKinds>;
