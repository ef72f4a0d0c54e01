/**
 * View Earth (Spell, Fortress box; ruling FX94): an enemy's Mine within 1 / 2 / 3 fields of the caster's Main Hero
 * (0 / 1 / 2 Power played on the map before it) becomes the caster's — its owner's cube replaced by theirs, with the
 * income that goes with it. Their choice when there are several.
 */
import type { Draft } from '../kernel/draft';
import type { EffectKind } from '../effects/registry';
import type { Frame, GameState, MapState, PlayerId } from '../model';
import type { DecisionKindHandlers } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { finishEffect } from '../effects/run';
import { POWER_PAID } from '../cards/mapPlays';
import { areAllies } from '../rules/teams';
import { heroOf, locationOf } from './fields';
import { distance, geometryOf } from './geometry';
import { flagField } from './flags';

/** The enemy Mines within `range` fields of the player's Main Hero, by field. */
export function minesInReach(s: GameState, m: MapState, player: PlayerId, range: number): number[] {
  const main = heroOf(m, player, 'main');
  const out: number[] = [];
  if (!main) return out;
  const at = geometryOf(m.tiles).positions;
  const from = at[main.field];
  if (!from) return out;
  for (let field = 0; field < m.fields.length; field++) {
    const owner = m.fields[field]?.flags[0];
    if (owner === undefined || areAllies(s, owner, player) || locationOf(m, field).flag?.kind !== 'mine') continue;
    const there = at[field];
    if (there && distance(from, there) <= range) out.push(field);
  }
  return out;
}

/** The range the Power paid buys (its tier, at most the highest printed). */
function rangeOf(frame: Frame, byPower: readonly number[]): number {
  const power = Math.min(frame.memory[POWER_PAID] ?? 0, byPower.length - 1);
  return byPower[power] ?? 0;
}

/** The `takeMine` effect kind. */
export const TAKE_MINE_EFFECT: EffectKind<'takeMine'> = {
  start(d, frame, e) {
    const fields = d.s.map === null ? [] : minesInReach(d.s, d.s.map, frame.player, rangeOf(frame, e.rangeByPower));
    if (fields.length === 0) return 'done';
    if (fields.length > 1) {
      d.s.pending = { kind: 'takeMine', player: frame.player, source: frame.source, fields };
      return 'waiting';
    }
    flagField(d, frame.player, fields[0] as number);
    return 'done';
  },
  // An enemy Mine within the widest range the card prints (the Power is paid before it is cast).
  canStart: (r, player, e) =>
    r.s.combat === null && r.s.map !== null && minesInReach(r.s, r.s.map, player, e.rangeByPower[e.rangeByPower.length - 1] ?? 0).length > 0,
  describe: (e) => `replace the cube on an enemy Mine within ${rangeText(e.rangeByPower)} of your Main Hero with yours`,
};

/** "1 / 2 / 3 fields with 0 / 1 / 2 Power (played before it)". */
function rangeText(byPower: readonly number[]): string {
  if (byPower.length === 1) return `${byPower[0]} field${byPower[0] === 1 ? '' : 's'}`;
  return `${byPower.join(' / ')} fields with ${byPower.map((_, p) => p).join(' / ')} Power (played before it)`;
}

/** The `takeMine` decision: `chooseField` the enemy Mine. */
export const TAKE_MINE: DecisionKindHandlers<'takeMine'> = {
  legal: (_d, dec) => dec.fields.map((field) => ({ type: 'chooseField', field })),
  apply(d, dec, a) {
    if (a.type !== 'chooseField') return wrongAnswer(TAKE_MINE, dec, a);
    if (!dec.fields.includes(a.field)) illegal('OPTION_NOT_AVAILABLE', `View Earth takes an enemy Mine in reach: field ${dec.fields.join(' or ')}`, 'spell-cards');
    finishEffect(d);
    flagField(d, dec.player, a.field);
  },
  describe: (dec) => `${dec.player} picks the enemy Mine View Earth takes`,
};
