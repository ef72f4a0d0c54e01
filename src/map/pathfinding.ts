/**
 * Pathfinding (Tower box Ability; rulings TW51, TW52). Basic, a Map effect: for the rest of the turn the Main Hero may
 * move through fields with neutral units and enemy heroes; where it stops, the combat begins. A step onto such a field
 * with a movement point left asks the player (decision `passThrough`): step on (`moveHero`, nothing there resolved),
 * or stop (`decline`) and the field is entered as ever. Expert: the Main Hero moves over Blocked fields without
 * stopping on them, as Fly's (map/fly.ts); the yellow borders are in no source (ruling M1).
 */
import type { EffectKind } from '../effects/registry';
import type { Action, MapState } from '../model';
import type { DecisionKindHandlers } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { heroOf, movementLeft } from './fields';
import { pushNextSteps, step, whyNotStep } from './movement';
import { enterField } from './enter';

/** The `pathfinding` effect kind: this turn the Main Hero passes through guards and enemy heroes, or over Blocked fields. */
export const PATHFINDING_EFFECT: EffectKind<'pathfinding'> = {
  start(d, frame, e) {
    if (e.through === 'blocked') d.player(frame.player).flying = true;
    else d.player(frame.player).pathfinding = true;
    return 'done';
  },
  canStart: (r, player) => r.s.combat === null && r.s.map !== null && heroOf(r.s.map, player, 'main') !== undefined,
  describe: (e) =>
    e.through === 'blocked'
      ? 'this turn, your Main Hero may move over Blocked fields (but cannot end its movement on one)'
      : 'this turn, your Main Hero may move through fields with neutral units and enemy heroes; if it ends its movement on one, the combat begins',
};

/** The `passThrough` decision: the hero on a field with a fight waiting moves on, or stops there and fights. */
export const PASS_THROUGH: DecisionKindHandlers<'passThrough'> = {
  legal(d, dec) {
    const m = d.s.map as MapState;
    const h = heroOf(m, dec.player, dec.hero);
    const out: Action[] = [{ type: 'decline' }];
    if (h) pushNextSteps(d.s, m, dec.player, h, movementLeft(d.peek(dec.player), dec.hero), out);
    return out;
  },
  apply(d, dec, a) {
    const m = d.s.map as MapState;
    const h = heroOf(m, dec.player, dec.hero);
    if (!h) illegal('NO_HERO', 'Your hero is no longer on the map', 'movement');
    if (a.type === 'decline') {
      d.s.pending = null;
      enterField(d, dec.player, dec.hero, h.field); // it stops here: the combat begins
      return;
    }
    if (a.type !== 'moveHero') return wrongAnswer(PASS_THROUGH, dec, a);
    if (a.hero !== dec.hero) illegal('OPTION_NOT_AVAILABLE', 'Your hero passing through (Pathfinding) moves on, or stops here', 'movement');
    if (!Number.isInteger(a.field) || a.field < 0 || a.field >= m.fields.length) illegal('MALFORMED_ACTION', `No field ${String(a.field)} on the map`, 'movement');
    const left = movementLeft(d.peek(dec.player), dec.hero);
    const why = whyNotStep(d.s, m, dec.player, h, a.field, left);
    if (why !== null) illegal('CANNOT_MOVE_THERE', `You cannot move there: ${why}`, 'movement');
    d.s.pending = null;
    step(d, dec.player, h, a.field, left);
  },
  describe: (dec) => `${dec.player}'s Main Hero passes through a field with a fight waiting (Pathfinding): it moves on, or stops and fights`,
};
