/**
 * Crag Hack's Offense VI (ruling SH21): for the rest of the combat, its player may play any card of their hand for
 * +1 Attack instead of its regular effect — Instant, where a Statistic card's "+1 Attack" is played: as their unit
 * activates, and in the reaction window of an attack of or on their unit. The card goes to the discard pile as a played
 * card; none of its effects (nor a cast) follows. Action `playForAttack`, one per card of the hand (copies once).
 */
import type { Draft } from '../kernel/draft';
import type { Action, CombatState, PlayContext, PlayerId } from '../model';
import type { CombatEffectKinds } from '../effects/registry';
import { illegal } from '../kernel/errors';
import { firstCopyIn } from '../kernel/ids';
import { toDiscardPile } from '../deck/playerDeck';
import { statTarget } from './opponents';

/** The combat effect that puts Offense VI in force for its player. */
export const OFFENSE_EFFECTS = {
  cardsGrantAttack: {
    targeted: false,
    apply(d, player) {
      const cw = d.combat();
      if (!(cw.cardsForAttack ?? []).includes(player)) cw.cardsForAttack = [...(cw.cardsForAttack ?? []), player];
    },
    describe: () => 'for this combat, every card you play can give +1 Attack (Instant) instead of its regular effect',
  },
} satisfies Partial<CombatEffectKinds>;

/** Whether the player may play a card for +1 Attack now: Offense VI is in force, a card is in hand, a unit of theirs takes it. */
export function mayPlayForAttack(d: Draft, player: PlayerId, ctx: PlayContext): boolean {
  const c = d.s.combat as CombatState;
  if (c.cardsForAttack === undefined || !c.cardsForAttack.includes(player)) return false;
  return d.peek(player).hand.length > 0 && statTarget(c, player, ctx) !== undefined;
}

/** The `playForAttack` actions, appended to `actions` when the player may play a card so: the first copy of each card. */
export function addPlayForAttackActions(d: Draft, player: PlayerId, ctx: PlayContext, actions: Action[]): void {
  if (!mayPlayForAttack(d, player, ctx)) return;
  const hand = d.peek(player).hand;
  for (const card of hand) if (firstCopyIn(hand, card) === card) actions.push({ type: 'playForAttack', card });
}

/** Plays the card for +1 Attack of the player's unit in this context, ending as a Statistic card's change. */
export function playForAttack(d: Draft, player: PlayerId, a: Extract<Action, { type: 'playForAttack' }>, ctx: PlayContext): void {
  if (!mayPlayForAttack(d, player, ctx)) {
    illegal('OPTION_NOT_AVAILABLE', 'Only with Offense VI in force, a card can give +1 Attack to your unit activating or in the attack', 'combat-cards');
  }
  const hand = d.peek(player).hand;
  if (typeof a.card !== 'string' || !hand.includes(a.card)) illegal('CARD_NOT_IN_HAND', `${String(a.card)} is not in your hand`, 'general-card-rules');
  if (firstCopyIn(hand, a.card) !== a.card) illegal('OPTION_NOT_AVAILABLE', 'Copies of a card play the same way: play the first one in your hand', 'general-card-rules');
  const unit = statTarget(d.s.combat as CombatState, player, ctx) as NonNullable<ReturnType<typeof statTarget>>;
  const w = d.player(player);
  w.hand.splice(w.hand.indexOf(a.card), 1);
  toDiscardPile(d, player, a.card, false);
  d.unit(unit.id).attackBonus += 1;
  d.emit({ type: 'cardPlayed', player, card: a.card, play: 'offense', target: unit.id, power: null, seq: 0 });
}
