/**
 * Angel Wings (Artifact, top effect): the chosen hero gains 1 movement point and flies — it moves through any fields
 * without resolving them (no combat, no visit), and the field it lands on is resolved as if it had just stepped onto
 * it (ruling M43). The flight is a decision of its own, set when the card is played: `moveHero` steps of that hero,
 * one movement point each, or `decline` to land; it lands by itself when its movement points run out.
 */
import type { Draft } from '../kernel/draft';
import type { EffectKind, StateReader } from '../effects/registry';
import type { Action, ChoiceOption, GameState, HeroRole, MapHero, MapState, PlayerId } from '../model';
import { areAllies } from '../rules/teams';
import type { DecisionKindHandlers, DecisionOf } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { finishEffect } from '../effects/run';
import { heroOf, heroesOn, isFaceUp, locationOf, movementLeft, spendMovement } from './fields';
import { geometryOf } from './geometry';
import { carryHero } from './cardMoves';
import { enterField } from './enter';

/**
 * Whether the flying hero may land on the field: not a Blocked field, no allied hero there, not an enemy on a
 * Sanctuary (M8). Anything else is resolved once it lands: a guarded field's combat, an enemy hero or town, a visit.
 */
export function canLand(s: GameState, m: MapState, player: PlayerId, hero: MapHero, field: number): boolean {
  if (locationOf(m, field).category === 'blocked') return false;
  for (const o of heroesOn(m, field)) {
    if (o === hero) continue;
    if (areAllies(s, player, o.player) || locationOf(m, field).id === 'sanctuary') return false;
  }
  return true;
}

/** Why the flying hero may not step onto the field, or null: a field next to it on a face-up tile, and one to land on or to fly on from. */
function whyNotFly(s: GameState, m: MapState, player: PlayerId, h: MapHero, field: number, left: number): string | null {
  if (!(geometryOf(m.tiles).neighbours[h.field] ?? []).includes(field)) return 'a hero moves to a field next to its own';
  if (!isFaceUp(m, field)) return 'that field is on a face-down tile';
  if (left < 1) return 'the hero has no movement points left';
  if (left < 2 && !canLand(s, m, player, h, field)) return 'it could not land there, and would have no movement point left to fly on';
  return null;
}

/** The hero gains its movement point and takes off. */
function takeOff(d: Draft, player: PlayerId, source: string, hero: HeroRole): void {
  const p = d.player(player);
  const m = hero === 'secondary' && p.secondaryHero ? p.secondaryHero : p.mainHero;
  m.extra += 1;
  d.emit({ type: 'movementGained', player, amount: 1, seq: 0 });
  d.s.pending = { kind: 'flight', player, source, hero, moved: false };
}

/** The hero lands: the effect is over, and the field it flew to is resolved (nothing when it never moved). */
function land(d: Draft, dec: DecisionOf<'flight'>): void {
  finishEffect(d);
  const h = heroOf(d.s.map as MapState, dec.player, dec.hero);
  if (dec.moved && h) enterField(d, dec.player, dec.hero, h.field);
}

/**
 * Which hero flies, when the card leaves it to the player: each option names one (constants: read, never changed).
 * The save schema offers these, and only these, as the options of a flight's choice and the programs it pushes.
 */
export const FLY_OPTIONS: Readonly<Record<HeroRole, ChoiceOption>> = {
  main: { key: 'main', effects: [{ op: 'flyHero', hero: 'main' }] },
  secondary: { key: 'secondary', effects: [{ op: 'flyHero', hero: 'secondary' }] },
};

/** The player's heroes on the map that may fly: the one named, or either. */
function fliers(r: StateReader, player: PlayerId, hero: HeroRole | null): HeroRole[] {
  const m = r.s.map;
  const out: HeroRole[] = [];
  if (m === null || r.s.combat !== null) return out;
  if (hero !== 'secondary' && heroOf(m, player, 'main')) out.push('main');
  if (hero !== 'main' && heroOf(m, player, 'secondary')) out.push('secondary');
  return out;
}

/** The `flyHero` effect kind. */
export const FLY_HERO_EFFECT: EffectKind<'flyHero'> = {
  start(d, frame, e) {
    const heroes = fliers(d, frame.player, e.hero);
    if (heroes.length === 0) return 'done';
    if (heroes.length > 1) {
      d.s.pending = { kind: 'choose', player: frame.player, source: frame.source, options: heroes.map((h) => FLY_OPTIONS[h]), optional: false };
      return 'waiting';
    }
    takeOff(d, frame.player, frame.source, heroes[0] as HeroRole);
    return 'waiting';
  },
  canStart: (r, player, e) => fliers(r, player, e.hero).length > 0,
  describe: (e) =>
    `${e.hero === null ? 'a Hero of yours (Main or Secondary)' : e.hero === 'main' ? 'your Main Hero' : 'your Secondary Hero'} gains +1 movement point ` +
    'and flies: it moves through any fields without resolving them (no combat, no visit), and the field it lands on is resolved',
};

/** The `flight` decision: a step of the flying hero, or `decline` to land where it is. */
export const FLIGHT: DecisionKindHandlers<'flight'> = {
  legal(d, dec) {
    const m = d.s.map as MapState;
    const h = heroOf(m, dec.player, dec.hero);
    const out: Action[] = [];
    if (!h) return [{ type: 'decline' }];
    const left = movementLeft(d.peek(dec.player), dec.hero);
    for (const field of geometryOf(m.tiles).neighbours[h.field] ?? []) {
      if (whyNotFly(d.s, m, dec.player, h, field, left) === null) out.push({ type: 'moveHero', hero: dec.hero, field });
    }
    if (canLand(d.s, m, dec.player, h, h.field)) out.push({ type: 'decline' });
    return out;
  },
  apply(d, dec, a) {
    const m = d.s.map as MapState;
    const h = heroOf(m, dec.player, dec.hero);
    if (a.type === 'decline') {
      if (h && !canLand(d.s, m, dec.player, h, h.field)) illegal('CANNOT_MOVE_THERE', 'The hero cannot land here: fly on to another field', 'artifact-cards');
      return land(d, dec);
    }
    if (a.type !== 'moveHero') return wrongAnswer(FLIGHT, dec, a);
    if (a.hero !== dec.hero || !h) illegal('OPTION_NOT_AVAILABLE', `Only your ${dec.hero === 'main' ? 'Main' : 'Secondary'} Hero flies now`, 'artifact-cards');
    const left = movementLeft(d.peek(dec.player), dec.hero);
    if (!Number.isInteger(a.field) || a.field < 0 || a.field >= m.fields.length) illegal('MALFORMED_ACTION', `No field ${String(a.field)} on the map`, 'movement');
    const why = whyNotFly(d.s, m, dec.player, h, a.field, left);
    if (why !== null) illegal('CANNOT_MOVE_THERE', `You cannot fly there: ${why}`, 'artifact-cards');
    spendMovement(d, dec.player, dec.hero);
    carryHero(d, dec.player, dec.hero, a.field);
    const flying: DecisionOf<'flight'> = { kind: 'flight', player: dec.player, source: dec.source, hero: dec.hero, moved: true };
    if (left - 1 > 0) d.s.pending = flying;
    else land(d, flying); // no movement point left: it has stopped
  },
  describe: (dec) => `${dec.player}'s ${dec.hero === 'main' ? 'Main' : 'Secondary'} Hero flies (Angel Wings): step on, or land`,
};
