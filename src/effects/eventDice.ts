/**
 * The dice of the Event cards (Events, p. 62): Withered Hermit's guess against three Resource dice and its die thrown
 * for a price, and Mischievous Leprechaun's pool of dice with the throws that match it. A player's dice are thrown as
 * any die is (a reroll with positive morale, Luck or an Astrologers Proclaim card is offered first: the keep
 * decisions, answered in answers/dice.ts, hand them back here); then the guess is judged on the dice kept (ruling
 * FX81), the player chooses a die, or a thrown face is remembered to match the pool (FX82).
 */
import type { Draft } from '../kernel/draft';
import type { ChoiceOption, Effect, GameState, PlayerId, Resource } from '../model';
import { rollDie } from '../kernel/dice';
import { pushFrame } from './run';
import { canPay, describeResources, full } from '../kernel/resources';
import { RESOURCE_DIE, TREASURE_DIE, TREASURE_FACE_EFFECTS, TREASURE_FACE_NAMES, type TreasureFace } from '../data/dice';
import { gainDiceResult, throwDice } from './resourceEffects';
import { describeEffects } from './describe';
import type { EffectKinds } from './registry';

const FACES: readonly number[] = [1, 2, 3, 4, 5, 6];
const RESOURCE_NAMES: Readonly<Record<Resource, string>> = { gold: 'gold', buildingMaterials: 'building materials', valuables: 'valuables' };

/** What a Resource die face shows, in words ("3 gold"). */
const shows = (face: number): string => describeResources(RESOURCE_DIE[face] ?? {});

/** One option per distinct face thrown: gain its result (`gain`) or lose it. */
export function faceOptions(faces: readonly number[], gain: boolean): ChoiceOption[] {
  const out: ChoiceOption[] = [];
  for (const face of faces) {
    if (out.some((o) => o.key.endsWith(shows(face)))) continue;
    out.push({ key: `${gain ? 'gain' : 'lose'} ${shows(face)}`, effects: [gain ? { op: 'gainDieFace', face } : { op: 'loseDieFace', face }] });
  }
  return out;
}

/** The option of paying what a die shows, to run `then`. */
export function priceOption(face: number, then: Effect[]): ChoiceOption {
  return { key: `pay ${shows(face)}`, effects: [{ op: 'pay', resources: RESOURCE_DIE[face] ?? {} }, ...then] };
}

/** Every choice a `guessDice` or `rollPrice` step may offer, whatever the dice (the save schema's check). */
export function diceChoices(e: Effect): ChoiceOption[] {
  if (e.op === 'guessDice') return [...faceOptions(FACES, true), ...faceOptions(FACES, false)];
  if (e.op === 'rollPrice') return FACES.map((f) => priceOption(f, e.then));
  return [];
}

/**
 * The dice of a `guessDice` or `rollPrice` step are kept (thrown, or rerolled): the guess is judged and the player
 * chooses the die to gain or lose; or they may pay the price. 'done' when nothing is left to choose.
 */
export function diceKept(d: Draft, player: PlayerId, source: string, e: Effect, faces: readonly number[]): 'done' | 'waiting' {
  if (e.op === 'throwToMatch') {
    d.topFrame().memory[`match.${e.die}`] = faces[0] as number;
    return 'done';
  }
  let options: ChoiceOption[] = [];
  if (e.op === 'guessDice') {
    const right = faces.every((f) => ((RESOURCE_DIE[f] ?? {})[e.resource] ?? 0) === 0);
    options = faceOptions(faces, right);
  } else if (e.op === 'rollPrice' && canPay(d.peek(player).resources, RESOURCE_DIE[faces[0] as number] ?? {})) {
    options = [priceOption(faces[0] as number, e.then)]; // a price more than they have: nothing to choose
  }
  if (options.length === 0) return 'done';
  d.s.pending = { kind: 'choose', player, source, options, optional: e.op === 'rollPrice' };
  return 'waiting';
}

/** Whether a die throw is one of the Event dice's (the keep decision hands it to `diceKept`). */
export const isEventDice = (e: Effect | undefined): boolean => e !== undefined && (e.op === 'guessDice' || e.op === 'rollPrice' || e.op === 'throwToMatch');

/** Frame memory keys: the face of the die the player threw to match the pool, by kind. */
export const MATCH_KEYS: readonly string[] = ['match.treasure', 'match.resource'];

const DIE_NAMES = { treasure: 'Treasure', resource: 'Resource' } as const;

/** "the Treasure die showing an Artifact", "the Resource die showing 3 gold". */
function dieShowing(die: 'treasure' | 'resource', face: number): string {
  const shown = die === 'resource' ? shows(face) : (TREASURE_FACE_NAMES[TREASURE_DIE[face] as TreasureFace] ?? String(face));
  return `the ${DIE_NAMES[die]} die showing ${shown}`;
}

/** Is the option the taking of this die face? */
function sameFace(o: ChoiceOption, die: 'treasure' | 'resource', face: number): boolean {
  const e = o.effects[0];
  return e?.op === 'takePoolDie' && e.die === die && e.face === face;
}

/** The options of taking a die of the pool that matches one the player threw (`memory`: their faces; null: any die of the pool). */
export function poolOptions(s: GameState, memory: Readonly<Record<string, number>> | null): ChoiceOption[] {
  const out: ChoiceOption[] = [];
  for (const d of s.eventDeck?.dice ?? []) {
    if (memory !== null && memory[`match.${d.die}`] !== d.face) continue;
    const key = `take ${dieShowing(d.die, d.face)}`;
    // Two faces may show the same (the Treasure die's Artifacts): a decision offers one; with no memory (what a
    // save may hold) each face is known.
    const same = memory === null ? (o: ChoiceOption) => sameFace(o, d.die, d.face) : (o: ChoiceOption) => o.key === key;
    if (!out.some(same)) out.push({ key, effects: [{ op: 'takePoolDie', die: d.die, face: d.face }] });
  }
  return out;
}

/** The kinds of the Event cards' dice effects. */
export const EVENT_DICE_EFFECTS = {
  rollDicePool: {
    start(d, frame, e) {
      const pool = d.eventDeck().dice;
      for (const [die, n] of [['treasure', e.treasure], ['resource', e.resource]] as const) {
        const faces: number[] = [];
        for (let i = 0; i < n; i++) faces.push(rollDie(d, die));
        for (const face of faces) pool.push({ die, face });
        if (faces.length > 0) d.emit({ type: 'dieRolled', player: frame.player, die, faces, seq: 0 });
      }
      return 'done';
    },
    describe: (e) => `roll ${e.treasure} Treasure dice and ${e.resource} Resource dice and put them within all players' reach`,
  },
  throwToMatch: {
    start(d, frame, e) {
      const faces = throwDice(d, frame, e.die, 1, 'all');
      if (faces === null) return 'waiting'; // a reroll first
      return diceKept(d, frame.player, frame.source, e, faces);
    },
    describe: (e) => `roll a ${DIE_NAMES[e.die]} die`,
  },
  matchDicePool: {
    start(d, frame) {
      const options = poolOptions(d.s, frame.memory);
      if (options.length === 0) return 'done';
      d.s.pending = { kind: 'choose', player: frame.player, source: frame.source, options, optional: true };
      return 'waiting';
    },
    describe: () => "if one of them matches a die of the pool, you may take that die from the pool and resolve it",
  },
  takePoolDie: {
    start(d, frame, e) {
      const pool = d.eventDeck().dice;
      const at = pool.findIndex((x) => x.die === e.die && x.face === e.face);
      if (at < 0) return 'done';
      pool.splice(at, 1);
      if (e.die === 'resource') {
        gainDiceResult(d, frame.player, [e.face], frame.source);
        return 'done';
      }
      d.topFrame().pc += 1;
      pushFrame(d, frame.player, frame.source, TREASURE_FACE_EFFECTS[TREASURE_DIE[e.face] as TreasureFace]);
      return 'moved';
    },
    describe: (e) => `take ${dieShowing(e.die, e.face)} and resolve it`,
  },
  clearDicePool: {
    start(d) {
      if ((d.s.eventDeck?.dice.length ?? 0) > 0) d.eventDeck().dice = [];
      return 'done';
    },
    describe: () => 'the dice left are taken away',
  },
  guessDice: {
    start(d, frame, e) {
      const faces = throwDice(d, frame, 'resource', e.count, 'all');
      if (faces === null) return 'waiting'; // a reroll first
      return diceKept(d, frame.player, frame.source, e, faces);
    },
    describe: (e) =>
      `name ${RESOURCE_NAMES[e.resource]} as a resource no die will show, then roll ${e.count} Resource dice: right, gain one die's result; wrong, lose one die's result`,
  },
  gainDieFace: {
    start(d, frame, e) {
      gainDiceResult(d, frame.player, [e.face], frame.source);
      return 'done';
    },
    describe: (e) => `gain ${shows(e.face)}`,
  },
  loseDieFace: {
    start(d, frame, e) {
      const have = d.peek(frame.player).resources;
      const lost = full(RESOURCE_DIE[e.face] ?? {});
      for (const k of ['gold', 'buildingMaterials', 'valuables'] as const) lost[k] = Math.min(lost[k], have[k]);
      const w = d.player(frame.player).resources;
      for (const k of ['gold', 'buildingMaterials', 'valuables'] as const) w[k] -= lost[k];
      d.emit({ type: 'resourcesPaid', player: frame.player, resources: lost, reason: frame.source, seq: 0 });
      return 'done';
    },
    describe: (e) => `lose ${shows(e.face)} (down to none)`,
  },
  rollPrice: {
    start(d, frame, e) {
      const faces = throwDice(d, frame, 'resource', 1, 'all');
      if (faces === null) return 'waiting'; // a reroll first
      return diceKept(d, frame.player, frame.source, e, faces);
    },
    describe: (e) => `roll a Resource die; you may pay what it shows to ${describeEffects(e.then)}`,
  },
} satisfies Partial<EffectKinds>;
