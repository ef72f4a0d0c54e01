/**
 * Judge Dread (the Stronghold box's Astrologers Proclaim card): while it is in force, once the guards of a combat with
 * neutral units are drawn, the player who started it may discard all of them and draw new ones — a card of the same
 * tier for each (rulings SH70, SH71). The offer is a `choose` frame of the card, so a save taken meanwhile continues.
 */
import type { Draft } from '../kernel/draft';
import type { CombatState, CombatUnit, Effect, GameState } from '../model';
import type { EffectKinds } from '../effects/registry';
import { pushFrame } from '../effects/run';
import { drawNeutral } from '../effects/townEffects';
import { proclaimed } from '../deck/astrologers';
import { tierOf } from './stats';
import { guardCards } from './start';

/** The offer pushed as the guards are drawn: redraw them all, or decline. */
export const ALL_GUARDS_REDRAW: Effect[] = [{ op: 'choose', optional: true, options: [{ key: 'redraw', effects: [{ op: 'redrawAllGuards' }] }] }];

/** Whether a player who starts a combat with neutral units may redraw all of them (Judge Dread). */
export function redrawsAllGuards(s: GameState): boolean {
  return proclaimed(s, 'redrawAllGuards') !== undefined;
}

/** The guards of the combat: neutral unit cards fighting for no player. */
const isGuard = (u: CombatUnit): boolean => u.kind === 'unit' && u.owner === null && u.side === 'neutral' && !u.defeated;

/** The guards were just drawn: with Judge Dread in force, the attacking player may redraw them all. */
export function offerAllGuardsRedraw(d: Draft, c: CombatState): void {
  const player = c.attacker.player;
  const card = d.s.astrologers?.active ?? null;
  if (player === null || card === null || !redrawsAllGuards(d.s) || !c.units.some(isGuard)) return;
  pushFrame(d, player, card, ALL_GUARDS_REDRAW);
}

/** The kind of the `redrawAllGuards` effect. */
export const JUDGE_DREAD_EFFECTS = {
  redrawAllGuards: {
    start(d, frame) {
      const c = d.s.combat;
      if (c === null) return 'done';
      const cw = d.combat();
      const at: number[] = [];
      for (let i = 0; i < c.units.length; i++) if (isGuard(c.units[i] as CombatUnit)) at.push(i);
      // All of them discarded first, then one drawn per card discarded, of its tier (SH71).
      for (const i of at) {
        const old = c.units[i] as CombatUnit;
        d.neutralDecks()[tierOf(old)].discard.push(old.id);
        d.emit({ type: 'neutralDiscarded', unit: old.id, seq: 0 });
      }
      for (const i of at) cw.units[i] = guardCards([drawNeutral(d, frame.player, tierOf(c.units[i] as CombatUnit))])[0] as CombatUnit;
      return 'done';
    },
    describe: () => 'discard all the neutral units you fight and draw, for each, another card of its tier in its place',
  },
} satisfies Partial<EffectKinds>;
