/**
 * Playing cards on the map (General Card Rules 1, 7, p. 21; Statistic and Ability Cards, p. 23): on the owner's own
 * turn, outside combat, a card in hand may be played for a play whose effects are all map / deck effects — a Map
 * play, or an Instant one that is not limited to combat. Expert plays use one of the Main Hero's Expert effects this
 * round; faction cards (Necromancy) are usable only by their faction. The card goes to the discard pile (a Permanent
 * play puts it into play, replacing the one there; a "Remove this card" play removes it from the game) and its effects
 * run as a frame, so their choices become decisions.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CardId, PlayerId, PlayerState } from '../model';
import type { CardEffect, Effect } from '../model';
import type { CardPlay } from '../model';
import { cardPlays } from './plays';
import { cardOf, firstCopyIn } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import { expertUses, levelOf } from '../hero/levels';
import { canStartAll, pushFrame } from '../effects/run';
import { isEffectOp } from '../effects/registry';
import { discardFromHand, putPermanentInPlay, removeFromHand } from '../deck/playerDeck';
import { illegal } from '../kernel/errors';
import { coverTargets, putCover } from './unitCovers';

/**
 * Is this a map / deck effect: an effect op with a kind (effects/registry.ts), other than the combat card module's own
 * step? Combat effects have kinds of their own.
 */
export function isMapEffect(e: CardEffect): e is Effect {
  return e.op !== 'combatEffects' && isEffectOp(e.op);
}

/** A play made on the map: Map timing, or Instant and not limited to combat; every effect a map effect. */
export function isMapPlay(play: CardPlay): boolean {
  // An Ongoing play of map effects only (Luck's rerolls for the turn) is played on the map too.
  const timed = play.timing === 'map' || play.timing === 'permanent' || ((play.timing === 'instant' || play.timing === 'ongoing') && !play.combatOnly);
  return timed && !play.combatOnly && play.effects.every(isMapEffect);
}

/** Why this player cannot use this card's play on the map now, or null. */
export function whyNotMapPlay(d: Draft, p: PlayerState, card: CardId, play: CardPlay): string | null {
  const info = cardInfo(cardOf(card));
  if (!isMapPlay(play)) return `its ${play.key} effect is not played on the map`;
  if (info.faction && info.faction !== p.faction) return `${info.name} can only be used by ${info.faction}`;
  if (play.expert && p.expertUsed >= expertUses(levelOf(p.experience))) return 'no Expert effect uses are left this round';
  // The card has left the hand when its effects start: a discard it asks for comes from the other cards.
  const first = play.effects[0];
  if (first?.op === 'discardCards' && p.hand.length - 1 < first.min) return `it needs ${first.min} other card(s) in hand to discard`;
  if (!canStartAll(d, p.id, play.effects as Effect[])) return 'its effect cannot start now';
  if (play.covers && coverTargets(p, play.covers).length === 0) return 'no unit card of your unit deck can take it';
  return null;
}

/** Every map playCard action of the player (one per card id: copies play the same way). */
export function legalMapPlays(d: Draft, player: PlayerId): Action[] {
  const p = d.peek(player);
  const seen = new Set<string>();
  const out: Action[] = [];
  for (const card of p.hand) {
    const id = cardOf(card);
    if (seen.has(id)) continue;
    seen.add(id);
    for (const play of cardPlays(id)) {
      if (whyNotMapPlay(d, p, card, play) !== null) continue;
      // A card put on a unit card names it as its target (Cloak of the Undead King).
      if (play.covers) for (const target of coverTargets(p, play.covers)) out.push({ type: 'playCard', card, play: play.key, target });
      else out.push({ type: 'playCard', card, play: play.key });
    }
  }
  return out;
}

/** Plays a card on the map: the card leaves the hand, then its effects run as a frame. */
export function applyMapPlay(d: Draft, player: PlayerId, a: Extract<Action, { type: 'playCard' }>): void {
  const p = d.peek(player);
  if (!p.hand.includes(a.card)) illegal('CARD_NOT_IN_HAND', `${a.card} is not in your hand`, 'general-card-rules');
  if (firstCopyIn(p.hand, a.card) !== a.card) illegal('OPTION_NOT_AVAILABLE', `Copies of ${cardInfo(cardOf(a.card)).name} play the same way: play the first one in your hand`, 'general-card-rules');
  const name = cardInfo(cardOf(a.card)).name;
  const play = cardPlays(cardOf(a.card)).find((x) => x.key === a.play);
  if (!play) illegal('OPTION_NOT_AVAILABLE', `${name} has no "${a.play}" effect`, 'general-card-rules');
  if ((a.target !== undefined && !play.covers) || a.power !== undefined || a.space !== undefined) {
    illegal('MALFORMED_ACTION', 'A card played on the map takes no target, power or space (only a card put on a unit card names that unit)', 'general-card-rules');
  }
  const reason = whyNotMapPlay(d, p, a.card, play);
  if (reason) illegal('OPTION_NOT_AVAILABLE', `${name} cannot be played: ${reason}`, 'statistic-and-ability-cards');
  if (play.covers && (a.target === undefined || !coverTargets(p, play.covers).includes(a.target))) {
    illegal('OPTION_NOT_AVAILABLE', `${name} goes on a unit card of your unit deck: ${coverTargets(p, play.covers).join(' or ')}`, 'specialty');
  }

  d.emit({ type: 'cardPlayed', player, card: a.card, play: play.key, target: a.target ?? null, power: null, seq: 0 });
  if (play.covers) putCover(d, player, a.card, a.target as string);
  else if (play.removesCard) removeFromHand(d, player, a.card);
  else if (play.timing === 'permanent') putPermanentInPlay(d, player, a.card);
  else discardFromHand(d, player, a.card);
  if (play.expert) d.player(player).expertUsed += 1;
  pushFrame(d, player, cardOf(a.card), play.effects as Effect[]);
}
