/**
 * Town Portal (Spell, Map; the example on p. 31): the Main Hero moves to a Town or Settlement its player holds —
 * their choice when there are several — and, Empowered with 2 / 4 Power played on the map before it, gains 1 / 2
 * movement points this turn. The Power paid is in the frame's memory (cards/mapPlays.ts puts it there).
 */
import type { Draft } from '../kernel/draft';
import type { EffectKind } from '../effects/registry';
import type { Frame, MapState, PlayerId } from '../model';
import type { DecisionKindHandlers } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { finishEffect } from '../effects/run';
import { POWER_PAID } from '../cards/mapPlays';
import { heroOf, heroesOn, ownedSpawnFields } from './fields';
import { carryHero } from './cardMoves';
import { enterField } from './enter';

/**
 * Where Town Portal may take the player's Main Hero: their towns and settlements, but not the field it stands on nor
 * one where a hero stands (allied heroes never stop together, ruling M42).
 */
export function portalFields(m: MapState, player: PlayerId): number[] {
  const main = heroOf(m, player, 'main');
  const out: number[] = [];
  if (!main) return out;
  for (const field of ownedSpawnFields(m, player)) if (field !== main.field && heroesOn(m, field).length === 0) out.push(field);
  return out;
}

/** The movement points the Power paid buys (its tier, at most the highest printed). */
function movementOf(frame: Frame, byPower: readonly number[]): number {
  const power = Math.min(frame.memory[POWER_PAID] ?? 0, byPower.length - 1);
  return byPower[power] ?? 0;
}

/** The Main Hero goes to the field, enters it (its own town or settlement: nothing to resolve), then gains the points. */
export function portal(d: Draft, player: PlayerId, field: number, movement: number): void {
  carryHero(d, player, 'main', field);
  enterField(d, player, 'main', field);
  if (movement <= 0) return;
  d.player(player).mainHero.extra += movement;
  d.emit({ type: 'movementGained', player, amount: movement, seq: 0 });
}

/** The `townPortal` effect kind. */
export const TOWN_PORTAL_EFFECT: EffectKind<'townPortal'> = {
  start(d, frame, e) {
    const fields = d.s.map === null ? [] : portalFields(d.s.map, frame.player);
    if (fields.length === 0) return 'done';
    if (fields.length > 1) {
      d.s.pending = { kind: 'townPortal', player: frame.player, source: frame.source, fields };
      return 'waiting';
    }
    d.topFrame().pc += 1; // before the field is entered: a visit's effects would run on a frame of their own
    portal(d, frame.player, fields[0] as number, movementOf(frame, e.movementByPower));
    return 'moved';
  },
  canStart: (r, player) => r.s.combat === null && r.s.map !== null && portalFields(r.s.map, player).length > 0,
  describe: (e) => `move your Main Hero to a Town or Settlement you control${movementText(e.movementByPower)}`,
};

/** "; with 2 / 4 Power (played before), it also gains +1 / +2 movement points this turn", skipping tiers that add nothing. */
export function movementText(byPower: readonly number[]): string {
  const powers: number[] = [];
  const points: string[] = [];
  byPower.forEach((n, p) => {
    if (n > 0 && n !== byPower[p - 1]) {
      powers.push(p);
      points.push(`+${n}`);
    }
  });
  if (powers.length === 0) return '';
  return `; with ${powers.join(' / ')} Power (played before it), it also gains ${points.join(' / ')} movement points this turn`;
}

/** The `townPortal` decision: `chooseField` the town or settlement the Main Hero goes to. */
export const TOWN_PORTAL: DecisionKindHandlers<'townPortal'> = {
  legal: (_d, dec) => dec.fields.map((field) => ({ type: 'chooseField', field })),
  apply(d, dec, a) {
    if (a.type !== 'chooseField') return wrongAnswer(TOWN_PORTAL, dec, a);
    if (!dec.fields.includes(a.field)) illegal('OPTION_NOT_AVAILABLE', `Town Portal goes to a Town or Settlement you control: field ${dec.fields.join(' or ')}`, 'spell-cards');
    const frame = d.s.stack[d.s.stack.length - 1] as Frame;
    const e = frame.effects[frame.pc];
    const movement = e?.op === 'townPortal' ? movementOf(frame, e.movementByPower) : 0;
    finishEffect(d);
    portal(d, dec.player, a.field, movement);
  },
  describe: (dec) => `${dec.player} picks the Town or Settlement Town Portal takes their Main Hero to`,
};
