/**
 * Diplomacy's Expert effect (Ability, Instant): "skip Combat with Neutral Units on a field whose Field Difficulty is
 * equal to your Hero's level; visit the field; this Hero gains no Experience". It is offered when such a combat is
 * declared (map/encounter.ts asks here first), as a `skipCombat` decision: play the card, or fight (ruling M45).
 */
import type { Draft } from '../kernel/draft';
import type { CardId, CardPlay, HeroRole, MapState, PlayerId, PlayerState } from '../model';
import { cardOf } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import { cardPlays } from '../cards/plays';
import { expertUses, levelOf } from '../hero/levels';
import { fieldDefOf } from './fields';

/** Does this play skip a declared combat with neutrals (Diplomacy's Expert effect)? */
export const skipsCombat = (play: CardPlay): boolean => play.onCombatDeclared === true;

/** Whether the player may use this play of a card in hand to skip a combat now: its faction and Expert uses allow it. */
export function maySkipWith(p: PlayerState, card: CardId, play: CardPlay): boolean {
  if (!skipsCombat(play) || !p.hand.includes(card)) return false;
  const faction = cardInfo(cardOf(card)).faction;
  if (faction && faction !== p.faction) return false;
  return !play.expert || p.expertUsed < expertUses(levelOf(p.experience));
}

/** The cards in hand (one per card id) and plays that may skip the combat now. */
export function combatSkips(p: PlayerState): Array<{ card: CardId; play: CardPlay }> {
  const out: Array<{ card: CardId; play: CardPlay }> = [];
  for (const card of p.hand) {
    if (out.some((x) => cardOf(x.card) === cardOf(card))) continue;
    for (const play of cardPlays(cardOf(card))) if (maySkipWith(p, card, play)) out.push({ card, play });
  }
  return out;
}

/**
 * A combat with the field's neutrals is about to be fought: when its Field Difficulty equals the level of the
 * player's Main Hero (the Secondary Hero counts as its level, as for Quick Combat) and a card in hand may skip it, the
 * player is asked first. Whether the decision was set.
 */
export function offerCombatSkip(d: Draft, player: PlayerId, hero: HeroRole, field: number): boolean {
  const p = d.peek(player);
  if (fieldDefOf(d.s.map as MapState, field).guard !== levelOf(p.experience)) return false;
  if (combatSkips(p).length === 0) return false;
  d.s.pending = { kind: 'skipCombat', player, hero, field };
  return true;
}
