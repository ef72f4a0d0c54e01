/**
 * An Astrologers Proclaim card in a combat with neutral units (Groovy Satyr): once the guards are drawn, the player who
 * started the combat may discard one of them and draw another card of its tier in its place (ruling AP11). The
 * choice is an effect frame (a `choose` among the guards, or none), so a save taken meanwhile continues.
 */
import type { Draft } from '../kernel/draft';
import type { CombatState, CombatUnit, Effect, GameState, PlayerState } from '../model';
import { astrologersCard } from '../data/astrologers';
import type { EffectKinds } from '../effects/registry';
import { pushFrame } from '../effects/run';
import { drawNeutral, packChoice } from '../effects/townEffects';
import { redrawsGuards } from '../deck/astrologers';
import { ALL_GUARDS_REDRAW, redrawsAllGuards } from './judgeDread';
import { tierOf } from './stats';
import { guardCards } from './start';

/** The guards of the combat: neutral unit cards fighting for no player. */
const isGuard = (u: CombatUnit): boolean => u.kind === 'unit' && u.owner === null && u.side === 'neutral' && !u.defeated;

/** The guards were just drawn: with Groovy Satyr in force, the attacking player may redraw one of them. */
export function offerGuardRedraw(d: Draft, c: CombatState): void {
  const player = c.attacker.player;
  const card = d.s.astrologers?.active ?? null;
  if (player === null || card === null || !redrawsGuards(d.s)) return;
  pushFrame(d, player, card, [{ op: 'redrawGuard', unit: null }]);
}

/**
 * The programs a frame whose source is this Astrologers Proclaim card can hold (loadState's frame check): the card's
 * own for the table and for each player (turn/astrologers.ts), and the guard redraw — only while it is the card in
 * force; null for any other card.
 */
export function proclaimedPrograms(s: GameState, source: string, p: PlayerState): Effect[][] | null {
  const a = s.astrologers;
  if (a === undefined) return null;
  const def = astrologersCard(source);
  // With 'everyRound', a card whose effects run at the next round (Charlie and His Circus, McGiver) has just been
  // replaced by the next card as they run: it is the top of the discard pile.
  const carried = a.discard[a.discard.length - 1] === source && def.rules.some((r) => r.rule === 'repeatNextRound' || r.rule === 'atNextRound');
  if (a.active !== source && !carried) return null;
  const out: Effect[][] = [def.table, def.eachPlayer];
  const flip = packChoice(p.units); // Terrible Plague's choice of a Pack unit (effects/townEffects.ts)
  if (flip !== null && def.eachPlayer.some((e) => e.op === 'flipToFew')) out.push(flip);
  for (const r of def.rules) if (r.rule === 'combatWonEffects') out.push(r.effects); // Pirates: a combat's winner (combat/end.ts)
  if (redrawsGuards(s)) out.push([{ op: 'redrawGuard', unit: null }]);
  if (redrawsAllGuards(s)) out.push(ALL_GUARDS_REDRAW); // Judge Dread (combat/judgeDread.ts)
  return out;
}

/** The choice `redrawGuard` with no unit named offers: each guard still fighting. */
export function guardRedrawOptions(c: CombatState): Array<{ key: string; effects: Effect[] }> {
  const options: Array<{ key: string; effects: Effect[] }> = [];
  for (const u of c.units) if (isGuard(u)) options.push({ key: u.id, effects: [{ op: 'redrawGuard', unit: u.id }] });
  return options;
}

/** The kind of the `redrawGuard` effect. */
export const ASTROLOGERS_COMBAT_EFFECTS = {
  redrawGuard: {
    start(d, frame, e) {
      const c = d.s.combat;
      if (c === null) return 'done';
      if (e.unit === null) {
        const options = guardRedrawOptions(c);
        if (options.length === 0) return 'done';
        d.s.pending = { kind: 'choose', player: frame.player, source: frame.source, options, optional: true };
        return 'waiting';
      }
      const at = c.units.findIndex((u) => u.id === e.unit && isGuard(u));
      if (at < 0) return 'done';
      const old = c.units[at] as CombatUnit;
      const tier = tierOf(old);
      const cw = d.combat();
      d.neutralDecks()[tier].discard.push(old.id);
      d.emit({ type: 'neutralDiscarded', unit: old.id, seq: 0 });
      cw.units[at] = guardCards([drawNeutral(d, frame.player, tier)])[0] as CombatUnit;
      return 'done';
    },
    describe: (e) =>
      e.unit === null
        ? 'you may discard one of the neutral units you fight and draw another card of its tier in its place'
        : 'discard that neutral unit and draw another card of its tier in its place',
  },
} satisfies Partial<EffectKinds>;
