/**
 * A Shady Auction (an Event card of the Fortress box), three times over: the top Artifact card is put face up on the
 * Event table, every player bids gold for it in secret (a bid lies in `eventDeck.bids`, which another player's view
 * masks), then the bids are shown together: the single highest bidder pays and takes the card; with no bid above
 * nothing, or a tie for the highest, the card is discarded (ruling FX133).
 */
import type { Draft } from '../kernel/draft';
import type { Action, AuctionBid, CardId, Effect, PlayerId } from '../model';
import { illegal } from '../kernel/errors';
import { wrongAnswer, type DecisionKindHandlers } from '../kernel/decisions';
import { gainToHand } from '../deck/playerDeck';
import { discardToShared } from '../deck/sharedDeck';
import { homeOf } from './eventTable';
import { finishEffect, pushFrame } from './run';
import type { EffectKinds } from './registry';

/** The program of each player's bidding frame. */
export const BID_PROGRAM: Effect[] = [{ op: 'placeBid' }];

/** One lot: the top Artifact face up, every player's secret bid, the bids shown together. */
export const AUCTION_LOT: Effect[] = [
  { op: 'revealToTable', deck: 'artifact', count: 1, perPlayer: false },
  { op: 'collectBids' },
  { op: 'settleAuction' },
];

/** The player who wins the bids: the single highest above nothing; null with no such bid or a tie. */
export function auctionWinner(bids: readonly AuctionBid[]): PlayerId | null {
  let best: AuctionBid | null = null;
  let tied = false;
  for (const b of bids) {
    if (best === null || b.gold > best.gold) {
      best = b;
      tied = false;
    } else if (b.gold === best.gold) tied = true;
  }
  return best === null || best.gold <= 0 || tied ? null : best.player;
}

/** The card up for auction: the Event table's (null when its deck had none). */
const lot = (d: Draft): CardId | null => (d.s.eventDeck?.table[0] as CardId | undefined) ?? null;

/** The kinds of the auction's effects. */
export const EVENT_AUCTION_EFFECTS = {
  auction: {
    start(d, frame, e) {
      d.topFrame().pc += 1;
      for (let i = 0; i < e.lots; i++) pushFrame(d, frame.player, frame.source, AUCTION_LOT);
      return 'moved';
    },
    describe: (e) =>
      `repeat ${e.lots} times: put the top Artifact card face up within all players' reach; every player bids gold for it in secret; ` +
      'the bids are shown together, and the single highest bidder pays their bid and takes the card — with no bid or a tie for the highest, the card is discarded',
  },
  collectBids: {
    start(d, frame) {
      d.topFrame().pc += 1;
      if (lot(d) === null) return 'moved';
      // Frames run last pushed first: the seat before this player's first, this player's own on top.
      const players = d.s.players;
      const seat = players.findIndex((p) => p.id === frame.player);
      for (let i = players.length - 1; i >= 0; i--) {
        const p = players[(seat + i) % players.length] as { id: PlayerId; eliminated: boolean };
        if (!p.eliminated) pushFrame(d, p.id, frame.source, BID_PROGRAM);
      }
      return 'moved';
    },
    describe: () => 'every player bids gold for it in secret',
  },
  placeBid: {
    start(d, frame) {
      const card = lot(d);
      if (card === null) return 'done';
      d.s.pending = { kind: 'placeBid', player: frame.player, source: frame.source, card, most: d.peek(frame.player).resources.gold };
      return 'waiting';
    },
    describe: () => 'bid gold in secret',
  },
  settleAuction: {
    start(d, frame) {
      const card = lot(d);
      if (card === null) return 'done';
      const e = d.eventDeck();
      const bids = e.bids;
      const winner = auctionWinner(bids);
      e.bids = [];
      e.table = e.table.filter((c) => c !== card);
      d.emit({ type: 'bidsRevealed', card, bids, winner, seq: 0 });
      if (winner === null) {
        discardToShared(d, homeOf(d.s, card), [card]);
        return 'done';
      }
      const gold = (bids.find((b) => b.player === winner) as AuctionBid).gold;
      d.player(winner).resources.gold -= gold;
      d.emit({ type: 'resourcesPaid', player: winner, resources: { gold, buildingMaterials: 0, valuables: 0 }, reason: frame.source, seq: 0 });
      gainToHand(d, winner, card, 'artifact');
      return 'done';
    },
    describe: () => 'the bids are shown together: the single highest bidder pays their bid and takes the card; with no bid or a tie, the card is discarded',
  },
} satisfies Partial<EffectKinds>;

/** The `placeBid` decision: `bid` 0 to all of the player's gold. */
export const PLACE_BID: DecisionKindHandlers<'placeBid'> = {
  legal(_d, dec) {
    const actions: Action[] = [];
    for (let gold = 0; gold <= dec.most; gold++) actions.push({ type: 'bid', gold });
    return actions;
  },
  apply(d, dec, a) {
    if (a.type !== 'bid') return wrongAnswer(PLACE_BID, dec, a);
    if (a.gold < 0 || a.gold > d.peek(dec.player).resources.gold) illegal('NOT_ENOUGH_RESOURCES', `Bid 0 to ${dec.most} gold`, 'events');
    d.eventDeck().bids.push({ player: dec.player, gold: a.gold });
    finishEffect(d);
  },
  describe: (dec) => `${dec.player} bids in secret for ${dec.card}`,
};
