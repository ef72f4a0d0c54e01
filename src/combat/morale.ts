/** Spending positive morale during a combat: by a player who plays cards in it, on their own decisions. */
import type { Draft } from '../kernel/draft';
import type { Action, CombatState, PlayerId } from '../model';
import { illegal } from '../kernel/errors';
import { playsCards } from './cards';
import { cycleProgram, spendMorale } from '../hero/morale';
import { drawCards } from '../deck/playerDeck';
import { pushFrame } from '../effects/run';

/** The ways the player may spend positive morale now. */
export function moraleActions(d: Draft, player: PlayerId): Action[] {
  const actions: Action[] = [];
  addMoraleActions(d, player, actions);
  return actions;
}

/** `moraleActions`, appended to `actions`. */
export function addMoraleActions(d: Draft, player: PlayerId, actions: Action[]): void {
  const c = d.s.combat as CombatState;
  if (!playsCards(c, player)) return;
  const p = d.peek(player);
  if (!p.morale.positive || c.oppressed === true) return; // Spirit of Oppression (FX115)
  actions.push({ type: 'useMorale', use: 'draw' });
  if (p.hand.length > 0) actions.push({ type: 'useMorale', use: 'cycle' });
}

/** Spends the positive morale token: draw a card, or discard any number and draw as many. */
export function applyMorale(d: Draft, player: PlayerId, a: Extract<Action, { type: 'useMorale' }>): void {
  if (!moraleActions(d, player).some((x) => x.type === 'useMorale' && x.use === a.use)) {
    illegal('NO_MORALE', 'You cannot spend positive morale that way now', 'morale');
  }
  const hand = d.peek(player).hand.length;
  spendMorale(d, player, a.use);
  if (a.use === 'draw') drawCards(d, player, 1);
  else pushFrame(d, player, 'morale', cycleProgram(hand));
}
