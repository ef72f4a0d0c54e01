/**
 * Resource and dice effects: gaining, paying and trading resources, and the Resource, Treasure and Attack dice a card,
 * building or location throws (the throw may wait for a reroll with positive morale or Luck; src/answers/dice.ts keeps
 * the dice; src/answers/trading.ts makes the trades).
 */
import type { Draft } from '../kernel/draft';
import type { Effect, Frame, PlayerId } from '../model';
import { addInto, canPay, describeResources, full } from '../kernel/resources';
import { rollDie } from '../kernel/dice';
import { RESOURCE_DIE, TREASURE_DIE, TREASURE_FACE_EFFECTS, type TreasureFace } from '../data/dice';
import { canTrade } from '../data/trading';
import { holdsResources, mayGiveAtTradingPost } from './gifts';
import { mayLuckReroll } from '../hero/luck';
import { mayRerollProclaimed } from '../deck/astrologers';
import { fortuneWaits, setsDie } from '../hero/fortune';
import { finishEffect, pushFrame } from './run';
import { describeEffects, signed } from './describe';
import type { EffectKinds, StateReader } from './registry';

/**
 * Whether a trade can begin: a trade of the table can be paid, or (at a Trading Post of a Cooperative game) there is
 * something to give an ally (ruling AH9).
 */
function canTradeOrGive(r: StateReader, player: PlayerId): boolean {
  const have = r.peek(player).resources;
  return canTrade(have) || (holdsResources(have) && mayGiveAtTradingPost(r.s, player));
}

/**
 * Throws `count` Resource or Treasure dice for the frame's player: their faces, or null when the player decides first
 * (which die to keep, or a reroll with positive morale, Luck or Swift Weasel): the pending keep decision is set.
 */
export function throwDice(d: Draft, frame: Frame, die: 'resource' | 'treasure', count: number, keep: 'one' | 'all'): number[] | null {
  const player = frame.player;
  const p = d.peek(player);
  const faces: number[] = [];
  for (let i = 0; i < count; i++) faces.push(rollDie(d, die));
  d.emit({ type: 'dieRolled', player, die, faces, seq: 0 });
  const rerolls = (!d.s.config.variants.noRerolls && (p.morale.positive || mayLuckReroll(p, die, false) || mayRerollProclaimed(d.s, player, die) || fortuneWaits(p, die))) || setsDie(p, die);
  if (!((keep === 'one' && faces.length > 1) || rerolls)) return faces;
  const kind = die === 'resource' ? 'keepResourceDie' : 'keepTreasureDie';
  d.s.pending = { kind, player, source: frame.source, faces, keep, luckRerolled: [] };
  return null;
}

/** The kinds of the resource and dice effects. */
export const RESOURCE_EFFECTS = {
  gainResources: {
    start(d, frame, e) {
      addInto(d.player(frame.player).resources, e.resources);
      d.emit({ type: 'resourcesGained', player: frame.player, resources: full(e.resources), reason: frame.source, seq: 0 });
      return 'done';
    },
    describe: (e) => `gain ${describeResources(e.resources)}`,
  },
  pay: {
    start(d, frame, e) {
      const player = frame.player;
      if (!canPay(d.peek(player).resources, e.resources)) throw new Error(`${player} cannot pay for ${frame.source}`);
      addInto(d.player(player).resources, e.resources, -1);
      d.emit({ type: 'resourcesPaid', player, resources: full(e.resources), reason: frame.source, seq: 0 });
      return 'done';
    },
    canStart: (r, player, e) => canPay(r.peek(player).resources, e.resources),
    describe: (e) => `pay ${describeResources(e.resources)}`,
  },
  trade: {
    start(d, frame) {
      if (!canTradeOrGive(d, frame.player)) return 'done';
      d.s.pending = { kind: 'trading', player: frame.player, source: frame.source };
      return 'waiting';
    },
    canStart: (r, player) => canTradeOrGive(r, player),
    describe: () => 'trade resources by the trade table, as many times as you like',
  },
  rollResourceDice: {
    start(d, frame, e) {
      const faces = throwDice(d, frame, 'resource', e.count, e.keep);
      if (faces === null) return 'waiting';
      gainDiceResult(d, frame.player, faces, frame.source);
      return 'done';
    },
    describe: (e) =>
      e.count === 1 ? 'roll a Resource die and gain its result' : `roll ${e.count} Resource dice and gain ${e.keep === 'all' ? 'all of them' : 'one of them'}`,
  },
  rollTreasureDice: {
    start(d, frame, e) {
      if (e.count === 0) return 'done';
      const faces = throwDice(d, frame, 'treasure', e.count, e.keep);
      if (faces === null) return 'waiting';
      resolveTreasureDice(d, frame.player, faces, frame.source);
      return 'moved';
    },
    describe: (e) =>
      (e.count === 1 ? 'roll a Treasure die and resolve it' : `roll ${e.count} Treasure dice and resolve ${e.keep === 'all' ? 'all of them' : 'one of them'}`) +
      (e.unlessExperience === true ? ', unless any of them shows experience' : ''),
  },
  rollAttackDie: {
    start(d, frame, e) {
      const player = frame.player;
      const p = d.peek(player);
      const face = rollDie(d, 'attack');
      d.emit({ type: 'dieRolled', player, die: 'attack', faces: [face], seq: 0 });
      if (!d.s.config.variants.noRerolls && (p.morale.positive || mayLuckReroll(p, 'attack', false) || fortuneWaits(p, 'attack'))) {
        d.s.pending = { kind: 'keepAttackDie', player, source: frame.source, face, luckUsed: false };
        return 'waiting';
      }
      resolveAttackDie(d, player, face);
      return 'moved';
    },
    describe: (e) => {
      const on = (faces: number[], effects: Effect[]) => `on ${faces.map((f) => `"${signed(f).replace('+0', '0')}"`).join(' or ')}: ${describeEffects(effects)}`;
      return `roll the Attack die; ${[on(e.faces, e.effects), ...(e.otherwise ?? []).map((o) => on(o.faces, o.effects))].join('; ')}`;
    },
  },
} satisfies Partial<EffectKinds>;

/**
 * The player gains the resources of these Resource die faces; with the Optional Rules Table's "all Treasure and
 * Resource dice only give 1 resource" (p. 59, ruling VT-3), each face gives 1 of its kind.
 */
export function gainDiceResult(d: Draft, player: PlayerId, faces: number[], reason: string): void {
  const gained = { gold: 0, buildingMaterials: 0, valuables: 0 };
  const one = d.s.config.variants.oneResourcePerDie;
  for (const f of faces) {
    const face = RESOURCE_DIE[f] ?? {};
    if (!one) addInto(gained, face);
    else {
      if ((face.gold ?? 0) > 0) gained.gold += 1;
      if ((face.buildingMaterials ?? 0) > 0) gained.buildingMaterials += 1;
      if ((face.valuables ?? 0) > 0) gained.valuables += 1;
    }
  }
  addInto(d.player(player).resources, gained);
  d.emit({ type: 'resourcesGained', player, resources: gained, reason, seq: 0 });
}

/**
 * The Treasure dice kept resolve: the top frame's `rollTreasureDice` is done, and each face's effects run next, in the
 * order the dice lie (the first die's first). `thrown`: every die thrown, the kept ones among them.
 */
export function resolveTreasureDice(d: Draft, player: PlayerId, faces: number[], source: string, thrown: readonly number[] = faces): void {
  const frame = d.topFrame();
  const e = frame.effects[frame.pc];
  finishEffect(d);
  // Crypt: any die thrown showing experience, and nothing is resolved.
  if (e !== undefined && e.op === 'rollTreasureDice' && e.unlessExperience === true && thrown.some((f) => TREASURE_DIE[f] === 'experience')) return;
  for (let i = faces.length - 1; i >= 0; i--) {
    pushFrame(d, player, source, TREASURE_FACE_EFFECTS[TREASURE_DIE[faces[i] as number] as TreasureFace]);
  }
}

/**
 * The Attack die the top frame's `rollAttackDie` threw is kept: that effect is done, and on one of its faces its
 * effects run next.
 */
export function resolveAttackDie(d: Draft, player: PlayerId, face: number): void {
  const frame = d.topFrame();
  const e = frame.effects[frame.pc] as Extract<Effect, { op: 'rollAttackDie' }>;
  frame.pc += 1;
  if (e.faces.includes(face)) pushFrame(d, player, frame.source, e.effects);
  else {
    // Another outcome's effects, when the die has several (Scholar).
    const other = e.otherwise?.find((o) => o.faces.includes(face));
    if (other !== undefined) pushFrame(d, player, frame.source, other.effects);
  }
}
