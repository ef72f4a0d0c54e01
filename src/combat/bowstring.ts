/**
 * Bowstring of the Unicorn's Mane (Stronghold box, Minor Artifact; rulings SH127–SH131): top, before a unit activates,
 * one of the player's Ranged units that has not activated this Combat Round activates instead (the window before an
 * activation, offered by `nextUnit` only to a player with such a card); bottom, after a Ranged unit's Attack die roll,
 * 1 Attack die is ignored (the window after the roll, as Shield of the Dwarven Lords).
 */
import type { Draft } from '../kernel/draft';
import type { Action, AttackInProgress, CombatState, PlayerId } from '../model';
import type { CombatEffectKinds } from '../effects/registry';
import type { DecisionTable } from '../kernel/decisions';
import { activate, nextUnit } from './activation';
import { legalPlays, playCard } from './cards';
import { type Of, unitOf, wrongCombat } from './common';
import { controllerOf } from './opponents';
import { checkOver } from './steps';
import { target } from './unitEffects';

/**
 * The index of the Attack die `player` ignores (ruling SH129): of two or more, the one they would least keep — the
 * lowest face on their own unit's roll, the highest on an enemy's; a single die is the only one.
 */
function dieToIgnore(c: CombatState, at: AttackInProgress, player: PlayerId): number {
  const dice = at.attackDice;
  const mine = controllerOf(c, unitOf(c, at.attacker)) === player;
  let pick = 0;
  for (let i = 1; i < dice.length; i++) {
    const face = dice[i] as number;
    if (mine ? face < (dice[pick] as number) : face > (dice[pick] as number)) pick = i;
  }
  return pick;
}

/** The Bowstring's effects. */
export const BOWSTRING_EFFECTS = {
  activateRangedUnit: {
    targeted: true,
    apply(d, _player, _e, play) {
      // The unit about to activate has not: it activates in its turn, once this one is done (SH128).
      if (play.target !== null) activate(d, play.target);
    },
    describe: (e, named) => `before a unit activates: ${target(e.filter, named)} that has not activated this Combat Round activates instead`,
  },
  ignoreOneAttackDie: {
    targeted: false,
    apply(d, player) {
      const c = d.combat();
      const at = c.attack;
      if (at === null || at.attackDice.length === 0) return;
      if (at.attackDice.length === 1) {
        at.dieIgnored = true; // its result does not count; what its face set off stands (SH130)
        return;
      }
      const dice = at.attackDice.slice();
      dice.splice(dieToIgnore(c, at, player), 1);
      at.attackDice = dice;
      if (at.dice !== 'slayer' && dice.length === 1) at.dice = 'single';
    },
    describe: () => "after a Ranged unit's Attack die roll: ignore 1 Attack die (of several, the one worst for you)",
  },
} satisfies Partial<CombatEffectKinds>;

/** The window before a unit activates: the Bowstring played (its unit activates now), or pass to the next player. */
function applyBeforeActivation(d: Draft, dec: Of<'beforeActivation'>, a: Action): void {
  d.s.pending = null;
  if (a.type === 'pass') {
    const c = d.s.combat as CombatState;
    return nextUnit(d, c.attacker.player === dec.player ? 1 : 2);
  }
  if (a.type !== 'playCard') return wrongCombat(dec, a);
  playCard(d, dec.player, a, { window: 'beforeActivation', unit: dec.unit });
  checkOver(d);
}

/** The decision of the window before an activation. */
export const BOWSTRING_DECISIONS: DecisionTable<'beforeActivation'> = {
  beforeActivation: {
    legal: (d, dec) => [...legalPlays(d.s, dec.player, { window: 'beforeActivation', unit: dec.unit }), { type: 'pass' }],
    apply: applyBeforeActivation,
    describe: (dec) => `${dec.player} may activate one of their Ranged units before ${dec.unit} activates`,
  },
};
