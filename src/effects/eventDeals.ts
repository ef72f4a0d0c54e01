/**
 * Marketplace's deals (Events, p. 62): a player proposes to the other players some of one resource for some of
 * another; each other player in turn, clockwise from the proposer, may accept it, until one does (ruling FX83).
 */
import type { ChoiceOption, Effect, Frame, GameState, PlayerId, Resource, Resources } from '../model';
import type { Draft } from '../kernel/draft';
import { addInto, canPay, describeResources, full } from '../kernel/resources';
import { pushFrame } from './run';
import type { EffectKinds } from './registry';

const RESOURCES: readonly Resource[] = ['gold', 'buildingMaterials', 'valuables'];

/** The most of one resource a deal names (ruling FX83). */
export const MOST_IN_A_DEAL = 6;

const amount = (r: Resource, n: number): Partial<Resources> => ({ [r]: n });

/** Every deal there is: some of one resource for some of another (`have`: only those the proposer can give). */
export function dealOptions(have: Resources | null): ChoiceOption[] {
  const out: ChoiceOption[] = [];
  for (const give of RESOURCES) {
    for (const get of RESOURCES) {
      if (give === get) continue;
      for (let n = 1; n <= MOST_IN_A_DEAL && (have === null || have[give] >= n); n++) {
        for (let m = 1; m <= MOST_IN_A_DEAL; m++) {
          const g = amount(give, n);
          const t = amount(get, m);
          out.push({ key: `give ${describeResources(g)} for ${describeResources(t)}`, effects: [{ op: 'offerDeal', give: g, get: t }] });
        }
      }
    }
  }
  return out;
}

/** The programs of every deal answered by a player (the save schema's check: `from` is any player of the game). */
export function answerPrograms(s: GameState): Effect[][] {
  const out: Effect[][] = [];
  for (const { id } of s.players) {
    for (const o of dealOptions(null)) {
      const e = o.effects[0] as Extract<Effect, { op: 'offerDeal' }>;
      out.push([{ op: 'answerDeal', from: id, give: e.give, get: e.get }]);
    }
  }
  return out;
}

/** The option of accepting a deal. */
export const acceptOption = (e: Extract<Effect, { op: 'answerDeal' }>): ChoiceOption => ({
  key: 'accept',
  effects: [{ op: 'acceptDeal', from: e.from, give: e.give, get: e.get }],
});

/** The other players still in the game, clockwise after `player`. */
function othersAfter(s: GameState, player: PlayerId): PlayerId[] {
  const n = s.players.length;
  const seat = s.players.findIndex((p) => p.id === player);
  const out: PlayerId[] = [];
  for (let i = 1; i < n; i++) {
    const p = s.players[(seat + i) % n] as { id: PlayerId; eliminated: boolean };
    if (!p.eliminated) out.push(p.id);
  }
  return out;
}

/** Whether this frame asks another player to answer the same deal of `from`. */
const asksTheSameDeal = (f: Frame, from: PlayerId, source: string): boolean =>
  f.source === source && f.pc === 0 && f.effects.length === 1 && f.effects[0]?.op === 'answerDeal' && f.effects[0].from === from;

/** The kinds of Marketplace's deal effects. */
export const EVENT_DEAL_EFFECTS = {
  proposeDeal: {
    start(d, frame) {
      const options = dealOptions(d.peek(frame.player).resources);
      if (options.length === 0) return 'done';
      d.s.pending = { kind: 'choose', player: frame.player, source: frame.source, options, optional: false };
      return 'waiting';
    },
    canStart: (r, player) => RESOURCES.some((k) => r.peek(player).resources[k] > 0),
    describe: () => 'propose an exchange to the other players: some of one resource for some of another',
  },
  offerDeal: {
    start(d, frame, e) {
      const others = othersAfter(d.s, frame.player);
      d.topFrame().pc += 1;
      // Pushed last first: the next player clockwise answers first.
      for (let i = others.length - 1; i >= 0; i--) pushFrame(d, others[i] as PlayerId, frame.source, [{ op: 'answerDeal', from: frame.player, give: e.give, get: e.get }]);
      return 'moved';
    },
    describe: (e) => `offer ${describeResources(e.give)} for ${describeResources(e.get)}`,
  },
  answerDeal: {
    start(d, frame, e) {
      if (!canPay(d.peek(frame.player).resources, e.get) || !canPay(d.peek(e.from).resources, e.give)) return 'done';
      d.s.pending = { kind: 'choose', player: frame.player, source: frame.source, options: [acceptOption(e)], optional: true };
      return 'waiting';
    },
    describe: (e) => `you may take ${describeResources(e.give)} for ${describeResources(e.get)}`,
  },
  acceptDeal: {
    start(d, frame, e) {
      const player = frame.player;
      if (!canPay(d.peek(player).resources, e.get) || !canPay(d.peek(e.from).resources, e.give)) return 'done';
      swap(d, e.from, player, e.give);
      swap(d, player, e.from, e.get);
      // The deal is made: no one else is asked.
      const stack = d.stack();
      for (let i = stack.length - 1; i >= 0; i--) if (asksTheSameDeal(stack[i] as Frame, e.from, frame.source)) stack.splice(i, 1);
      return 'done';
    },
    describe: (e) => `take ${describeResources(e.give)} for ${describeResources(e.get)}`,
  },
} satisfies Partial<EffectKinds>;

/** `giver` gives `taker` these resources. */
function swap(d: Draft, giver: PlayerId, taker: PlayerId, resources: Partial<Resources>): void {
  addInto(d.player(giver).resources, resources, -1);
  addInto(d.player(taker).resources, resources);
  d.emit({ type: 'resourcesGiven', player: giver, to: taker, resources: full(resources), seq: 0 });
}
