/**
 * Fly (Fortress box, Expert Air Spell, Ongoing; ruling FX140): for the rest of the turn the caster's Main Hero may move
 * through Blocked fields but never stop on one, and gains 1 / 2 movement points with 2 / 4 Power played on the map
 * before it. A step onto a Blocked field (map/movement.ts) leaves the hero there only until its next step: the
 * decision `flyOver` takes it off at once. The flag is cleared when the turn ends (turn/round.ts).
 */
import type { EffectKind } from '../effects/registry';
import type { Action, Frame, MapState } from '../model';
import type { DecisionKindHandlers } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { POWER_PAID } from '../cards/mapPlays';
import { heroOf, movementLeft } from './fields';
import { movementText } from './townPortal';
import { pushNextSteps, step, whyNotStep } from './movement';

/** The movement points the Power paid buys (its tier, at most the highest printed). */
function movementOf(frame: Frame, byPower: readonly number[]): number {
  const power = Math.min(frame.memory[POWER_PAID] ?? 0, byPower.length - 1);
  return byPower[power] ?? 0;
}

/** The `fly` effect kind: the Main Hero flies for the rest of the turn, with the movement points the Power buys. */
export const FLY_EFFECT: EffectKind<'fly'> = {
  start(d, frame, e) {
    const p = d.player(frame.player);
    p.flying = true;
    const movement = movementOf(frame, e.movementByPower);
    if (movement > 0) {
      p.mainHero.extra += movement;
      d.emit({ type: 'movementGained', player: frame.player, amount: movement, seq: 0 });
    }
    return 'done';
  },
  canStart: (r, player) => r.s.combat === null && r.s.map !== null && heroOf(r.s.map, player, 'main') !== undefined,
  describe: (e) =>
    `this turn, your Main Hero may move through Blocked fields (but cannot end its movement on one)${movementText(e.movementByPower)}`,
};

/** The `flyOver` decision: the hero standing on a Blocked field steps off it (`moveHero`), spending a point as ever. */
export const FLY_OVER: DecisionKindHandlers<'flyOver'> = {
  legal(d, dec) {
    const m = d.s.map as MapState;
    const h = heroOf(m, dec.player, dec.hero);
    const out: Action[] = [];
    if (h) pushNextSteps(d.s, m, dec.player, h, movementLeft(d.peek(dec.player), dec.hero), out);
    return out;
  },
  apply(d, dec, a) {
    if (a.type !== 'moveHero') return wrongAnswer(FLY_OVER, dec, a);
    const m = d.s.map as MapState;
    const h = heroOf(m, dec.player, dec.hero);
    if (a.hero !== dec.hero || !h) illegal('OPTION_NOT_AVAILABLE', 'Your Main Hero is flying over a Blocked field: it steps off it now', 'movement');
    if (!Number.isInteger(a.field) || a.field < 0 || a.field >= m.fields.length) illegal('MALFORMED_ACTION', `No field ${String(a.field)} on the map`, 'movement');
    const left = movementLeft(d.peek(dec.player), dec.hero);
    const why = whyNotStep(d.s, m, dec.player, h, a.field, left);
    if (why !== null) illegal('CANNOT_MOVE_THERE', `You cannot move there: ${why}`, 'movement');
    d.s.pending = null;
    step(d, dec.player, h, a.field, left);
  },
  describe: (dec) => `${dec.player}'s Main Hero flies over a Blocked field (Fly): it steps off it`,
};
