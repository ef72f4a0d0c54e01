/**
 * Morale (rulebook "Morale Actions"): at most one positive token; gaining a second lets the first be spent
 * at once; losing morale discards a positive token or gives a negative one; a second negative means the
 * whole hand is discarded at the end of the next turn. A faction whose pack says so ignores morale entirely
 * (Necropolis).
 */
import type { Draft } from '../kernel/draft';
import type { Effect, Frame, PlayerId, PlayerState } from '../model';
import { factionRules } from '../content/registry';

/** Cycling with positive morale: discard 1 to `hand` cards (the hand when the token is spent), then draw as many. */
export function cycleProgram(hand: number): Effect[] {
  return [{ op: 'discardCards', min: 1, max: hand }, { op: 'draw', count: 'remembered' }];
}

/**
 * The programs a frame of a morale cycle (source "morale") could hold: the cycle of its own size, when the player has
 * that many cards in hand, deck and discard pile (the hand it was spent with is now in the hand and the discard pile).
 */
export function cyclePrograms(p: PlayerState, frame: Frame): Effect[][] {
  const first = frame.effects[0];
  const hand = first?.op === 'discardCards' ? first.max : 0;
  return hand >= 1 && hand <= p.hand.length + p.discard.length + p.deck.length ? [cycleProgram(hand)] : [];
}

/** Does the player's faction ignore morale (its pack's `rules.ignoresMorale`)? */
export function ignoresMorale(d: Draft, player: PlayerId): boolean {
  return factionRules(d.peek(player).faction).ignoresMorale;
}

/** Gains positive morale. Returns false when the player already holds one (the caller offers to spend it first). */
export function gainMorale(d: Draft, player: PlayerId, reason: string): boolean {
  if (ignoresMorale(d, player)) return true;
  const m = d.peek(player).morale;
  if (m.negative) {
    d.player(player).morale.negative = false;
    d.emit({ type: 'moraleChanged', player, morale: 'none', reason, seq: 0 });
    return true;
  }
  if (m.positive) return false;
  d.player(player).morale.positive = true;
  d.emit({ type: 'moraleChanged', player, morale: 'positive', reason, seq: 0 });
  return true;
}

export function loseMorale(d: Draft, player: PlayerId, reason: string): void {
  if (ignoresMorale(d, player)) return;
  const p = d.player(player);
  if (p.morale.positive) {
    p.morale.positive = false;
    d.emit({ type: 'moraleChanged', player, morale: 'none', reason, seq: 0 });
  } else if (p.morale.negative) {
    p.morale.discardHandAtTurnEnd = true;
    d.emit({ type: 'moraleChanged', player, morale: 'negative', reason: `${reason} (second negative morale: the hand is discarded at the end of the next turn)`, seq: 0 });
  } else {
    p.morale.negative = true;
    d.emit({ type: 'moraleChanged', player, morale: 'negative', reason, seq: 0 });
  }
}

/** Spends the positive token (the caller applies its use). */
export function spendMorale(d: Draft, player: PlayerId, use: string): void {
  d.player(player).morale.positive = false;
  d.emit({ type: 'moraleSpent', player, use, seq: 0 });
}
