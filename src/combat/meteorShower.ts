/**
 * Deemer's Meteor Shower I and VI (Tower box; rulings TW115–TW117): "select a unit and 1 (2) units adjacent to it;
 * deal 1 / 2 / 3 damage (0 / 2 / 4 Power) to all selected units", friend or foe. The units next to the selected one
 * are all hit when there are no more of them than the card names; else the player picks them one at a time (decision
 * `meteorShower`, a `chooseUnit` each). The damage is dealt once all are picked, as Spell damage of a Specialty card.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CardId, CombatState, CombatUnit, PlayerId } from '../model';
import type { CombatEffectKinds } from '../effects/registry';
import { wrongAnswer, type DecisionKindHandlers, type DecisionTable } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { unitsAround } from './abilities';
import { spellDamage } from './unitEffects';
import { unitById } from './opponents';

/** The units next to the selected one that are not picked yet. */
function showerCandidates(c: CombatState, target: string, chosen: readonly string[]): CombatUnit[] {
  const center = unitById(c, target);
  if (center === undefined || center.space === null) return [];
  return unitsAround(c, center.space).filter((u) => !u.defeated && !chosen.includes(u.id));
}

/** Deals the damage to the selected unit and the units picked next to it, in that order. */
function strike(d: Draft, player: PlayerId, card: CardId, target: string, chosen: readonly string[], amount: number): void {
  spellDamage(d, player, target, amount, card);
  for (const id of chosen) spellDamage(d, player, id, amount, card);
}

/** Goes on after a pick: all the units left are hit when there are no more than `left`, else the player picks again. */
function pickOrStrike(d: Draft, player: PlayerId, card: CardId, target: string, chosen: string[], left: number, amount: number): void {
  const candidates = showerCandidates(d.s.combat as CombatState, target, chosen);
  if (left > 0 && candidates.length > left) {
    d.s.pending = { kind: 'meteorShower', player, card, target, chosen, left, amount };
    return;
  }
  if (left > 0) for (const u of candidates) chosen.push(u.id);
  strike(d, player, card, target, chosen, amount);
}

/** The combat effect kind `meteorShower`. */
export const METEOR_SHOWER_EFFECTS = {
  meteorShower: {
    targeted: true,
    apply(d, player, e, play) {
      const amount = e.byPower[Math.min(play.power ?? 0, e.byPower.length - 1)] ?? 0;
      pickOrStrike(d, player, play.card, play.target as string, [], e.adjacent, amount);
    },
    describe: (e) => {
      const shown: string[] = [];
      const powers: number[] = [];
      e.byPower.forEach((v, p) => {
        if (p === 0 || v !== e.byPower[p - 1]) {
          shown.push(String(v));
          powers.push(p);
        }
      });
      const n = e.adjacent === 1 ? '1 unit' : `${e.adjacent} units`;
      return `select a unit and ${n} adjacent to it (friend or foe); each suffers ${shown.join(' / ')} damage with ${powers.join(' / ')} Power (Defense does not apply)`;
    },
  },
} satisfies Partial<CombatEffectKinds>;

/** The `meteorShower` decision: `chooseUnit` one of the units next to the selected one. */
export const METEOR_SHOWER: DecisionKindHandlers<'meteorShower'> = {
  legal(d, dec) {
    const out: Action[] = [];
    if (d.s.combat === null) return out;
    for (const u of showerCandidates(d.s.combat, dec.target, dec.chosen)) out.push({ type: 'chooseUnit', unit: u.id });
    return out;
  },
  apply(d, dec, a) {
    if (a.type !== 'chooseUnit') return wrongAnswer(METEOR_SHOWER, dec, a);
    const candidates = d.s.combat === null ? [] : showerCandidates(d.s.combat, dec.target, dec.chosen);
    if (!candidates.some((u) => u.id === a.unit)) {
      illegal('OPTION_NOT_AVAILABLE', `Meteor Shower picks a unit next to the selected one: ${candidates.map((u) => u.id).join(' or ')}`, 'combat-cards');
    }
    d.s.pending = null;
    const chosen: string[] = [];
    for (const id of dec.chosen) chosen.push(id);
    chosen.push(a.unit);
    pickOrStrike(d, dec.player, dec.card, dec.target, chosen, dec.left - 1, dec.amount);
  },
  describe: (dec) => `${dec.player} picks a unit next to ${dec.target} for Meteor Shower (${dec.left} to go)`,
};

/** Meteor Shower's decisions. */
export const METEOR_SHOWER_DECISIONS: DecisionTable<'meteorShower'> = { meteorShower: METEOR_SHOWER };
