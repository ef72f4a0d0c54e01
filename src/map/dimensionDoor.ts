/**
 * Dimension Door (Spell, Rampart box; ruling RA67): the caster's Main Hero moves to a field within 1 / 2 / 3 fields
 * (0 / 2 / 4 Power played on the map before it), ignoring the fields and obstacles in between, and that field is
 * resolved as if the hero had stepped onto it. No movement point is spent. Their choice of field.
 */
import type { Draft } from '../kernel/draft';
import type { EffectKind } from '../effects/registry';
import type { Frame, GameState, MapState, PlayerId } from '../model';
import type { DecisionKindHandlers } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { finishEffect } from '../effects/run';
import { POWER_PAID } from '../cards/mapPlays';
import { heroOf, isFaceUp } from './fields';
import { distance, geometryOf } from './geometry';
import { carryHero } from './cardMoves';
import { enterField } from './enter';
import { canLand } from './flight';

/**
 * The fields within `range` of the player's Main Hero it may land on: on a face-up tile, not Blocked, no allied hero
 * there, not an enemy hero's Sanctuary (as a flying hero lands, ruling M43).
 */
export function doorFields(s: GameState, m: MapState, player: PlayerId, range: number): number[] {
  const main = heroOf(m, player, 'main');
  const out: number[] = [];
  if (!main) return out;
  const at = geometryOf(m.tiles).positions;
  const from = at[main.field];
  if (!from) return out;
  for (let field = 0; field < m.fields.length; field++) {
    const there = at[field];
    if (field === main.field || !there || distance(from, there) > range || !isFaceUp(m, field)) continue;
    if (canLand(s, m, player, main, field)) out.push(field);
  }
  return out;
}

/** The range the Power paid buys (its tier, at most the highest printed). */
function rangeOf(frame: Frame, byPower: readonly number[]): number {
  const power = Math.min(frame.memory[POWER_PAID] ?? 0, byPower.length - 1);
  return byPower[power] ?? 0;
}

/** The Main Hero goes through the door and the field is resolved (a combat, a visit). */
function step(d: Draft, player: PlayerId, field: number): void {
  carryHero(d, player, 'main', field);
  enterField(d, player, 'main', field);
}

/** The `dimensionDoor` effect kind. */
export const DIMENSION_DOOR_EFFECT: EffectKind<'dimensionDoor'> = {
  start(d, frame, e) {
    const fields = d.s.map === null ? [] : doorFields(d.s, d.s.map, frame.player, rangeOf(frame, e.rangeByPower));
    if (fields.length === 0) return 'done';
    d.s.pending = { kind: 'dimensionDoor', player: frame.player, source: frame.source, fields };
    return 'waiting';
  },
  // A field within the widest range the card prints (the Power is paid before it is cast).
  canStart: (r, player, e) => r.s.combat === null && r.s.map !== null && doorFields(r.s, r.s.map, player, e.rangeByPower[e.rangeByPower.length - 1] ?? 0).length > 0,
  describe: (e) => `move your Main Hero to a field within ${rangeText(e.rangeByPower)}, ignoring the fields and obstacles in between; the field it moves to is resolved as usual`,
};

/** "1 / 2 / 3 fields with 0 / 2 / 4 Power (played before it)", skipping Power values that buy nothing new. */
function rangeText(byPower: readonly number[]): string {
  const ranges: number[] = [];
  const powers: number[] = [];
  byPower.forEach((n, p) => {
    if (p === 0 || n !== byPower[p - 1]) {
      ranges.push(n);
      powers.push(p);
    }
  });
  if (ranges.length === 1) return `${ranges[0]} field${ranges[0] === 1 ? '' : 's'}`;
  return `${ranges.join(' / ')} fields with ${powers.join(' / ')} Power (played before it)`;
}

/** The `dimensionDoor` decision: `chooseField` where the Main Hero goes. */
export const DIMENSION_DOOR: DecisionKindHandlers<'dimensionDoor'> = {
  legal: (_d, dec) => dec.fields.map((field) => ({ type: 'chooseField', field })),
  apply(d, dec, a) {
    if (a.type !== 'chooseField') return wrongAnswer(DIMENSION_DOOR, dec, a);
    if (!dec.fields.includes(a.field)) illegal('OPTION_NOT_AVAILABLE', `Dimension Door takes your Main Hero to a field in reach: field ${dec.fields.join(' or ')}`, 'spell-cards');
    finishEffect(d);
    step(d, dec.player, a.field);
  },
  describe: (dec) => `${dec.player} picks the field Dimension Door takes their Main Hero to`,
};
