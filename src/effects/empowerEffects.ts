/**
 * Empowered Statistic cards (p. 23): effects that replace one of the player's Statistic cards with the Empowered card
 * of its kind (the Inferno box's Scholar, Star Axis and Astrologers Proclaim cards). The replaced card is removed from
 * the game; the Empowered one comes from its face-up pile into the hand.
 */
import type { CardId, Decision, GameState, PlayerState, StatisticKind } from '../model';
import { cardOf } from '../kernel/ids';
import type { EffectKinds } from './registry';

/** The kind of a plain Statistic card (`stat.attack#…` → 'attack'); null for any other card, an Empowered one too. */
export function plainStatisticKind(card: CardId): StatisticKind | null {
  const id = cardOf(card);
  return id === 'stat.attack' || id === 'stat.defense' || id === 'stat.power' || id === 'stat.knowledge' ? (id.slice(5) as StatisticKind) : null;
}

type Empowering = Extract<Decision, { kind: 'empowerStatistic' }>;

/** The cards the player may replace now: plain Statistic cards of `from` whose Empowered kind is in the pile and allowed. */
export function replaceableStatistics(s: GameState, p: PlayerState, dec: Pick<Empowering, 'from' | 'differentKinds' | 'taken' | 'gold'>): CardId[] {
  const pile = s.empoweredSupply;
  const out: CardId[] = [];
  if (pile === undefined || p.resources.gold < dec.gold) return out; // Hero: each replacement paid for
  const add = (cards: readonly CardId[]): void => {
    for (const card of cards) {
      const kind = plainStatisticKind(card);
      if (kind === null || pile[kind].length === 0 || (dec.differentKinds && dec.taken.includes(kind))) continue;
      out.push(card);
    }
  };
  add(p.hand);
  if (dec.from === 'handOrDiscard') add(p.discard);
  return out;
}

/** The kind of the `empowerStatistic` effect. */
export const EMPOWER_EFFECTS = {
  empowerStatistic: {
    start(d, frame, e) {
      d.topFrame().memory['empowered'] = 0;
      // Explorers: one per `perDiscarded` cards the frame's discard step discarded (ruling IN75).
      const most = e.perDiscarded === undefined ? e.most : Math.min(e.most, Math.floor((frame.memory['discarded'] ?? 0) / e.perDiscarded));
      const dec: Empowering = { kind: 'empowerStatistic', player: frame.player, source: frame.source, from: e.from, most, differentKinds: e.differentKinds, taken: [], gold: e.gold ?? 0, to: e.to };
      if (most <= 0 || replaceableStatistics(d.s, d.peek(frame.player), dec).length === 0) return 'done';
      d.s.pending = dec;
      return 'waiting';
    },
    canStart: () => true,
    describe: (e) => {
      const where = e.from === 'hand' ? 'your hand' : 'your hand or discard pile';
      if (e.perDiscarded !== undefined) {
        return `for every ${e.perDiscarded} cards discarded this way, you may replace a Statistic card from ${where} with the Empowered Statistic card of the same type`;
      }
      const n = e.most === 1 ? 'a Statistic card' : `up to ${e.most} Statistic cards${e.differentKinds ? ' of different types' : ''}`;
      const paying = e.gold === undefined ? '' : `, paying ${e.gold} gold for each`;
      const put = e.to === 'discard' ? ', put on top of your discard pile' : '';
      return `you may replace ${n} from ${where} with the Empowered Statistic card${e.most === 1 ? '' : 's'} of the same type${paying}${put}`;
    },
  },
} satisfies Partial<EffectKinds>;
