/**
 * The Magic school Abilities (Tower box: Air, Earth, Fire and Water Magic; rulings TW45–TW48). Basic, Permanent: while
 * the card is in play, every Spell of its school is cast with +1 Power. Expert: as a Spell of its school is cast, the
 * card is discarded — from the hand or from play — for +3 Power, one of the Main Hero's Expert effects. The two never
 * add up for one card: discarding the card in play ends its Basic effect. Magic Arrow is of every school (TW47).
 *
 * The Expert effect is taken as the Spell's Power tier is chosen: a tier only it reaches uses it (TW46). Every reader
 * answers at once for a player with no Permanent card and no such card in hand, the usual case.
 */
import type { Draft } from '../kernel/draft';
import type { CardId, CardPlay, PlayerId, PlayerState, SpellSchool } from '../model';
import { cardOf } from '../kernel/ids';
import { expertUses, levelOf } from '../hero/levels';
import { discardFromHand, toDiscardPile } from '../deck/playerDeck';
import { cardInfo } from '../data/cardList';
import { cardPlays } from './plays';

/** A Spell's school as its card prints it: one school, every school (Magic Arrow), or none (not a Spell). */
type PrintedSchool = SpellSchool | 'any' | undefined;

/** The card's play of this timing that powers Spells of the school, or null. */
function schoolPlay(card: CardId, expert: boolean, school: PrintedSchool): CardPlay | null {
  if (school === undefined) return null;
  for (const play of cardPlays(cardOf(card))) {
    const sp = play.schoolPower;
    if (sp === undefined || (play.timing === 'permanent') === expert) continue;
    if (school === 'any' || sp.school === school) return play;
  }
  return null;
}

/** Power a Spell of this school gets from the player's Magic school Ability card in play (Basic), or 0. */
function inPlayPower(p: PlayerState, school: PrintedSchool): number {
  if (p.permanent === null) return 0;
  return schoolPlay(p.permanent, false, school)?.schoolPower?.amount ?? 0;
}

/**
 * The card the player would discard for its Expert effect as a Spell of this school is cast — one in the hand first
 * (the card in play keeps its Basic effect), else the one in play — or null (none, or no Expert effect left).
 */
export function schoolMagicExpertCard(p: PlayerState, school: PrintedSchool): CardId | null {
  if (school === undefined || p.expertUsed >= expertUses(levelOf(p.experience))) return null;
  for (const card of p.hand) if (schoolPlay(card, true, school) !== null) return card;
  if (p.permanent !== null && schoolPlay(p.permanent, true, school) !== null) return p.permanent;
  return null;
}

/**
 * Power a Spell of this school may get from the player's Magic school Ability cards: the Basic effect of the card in
 * play, and with `expert` the most the Expert effect of one more card can bring (the card in play's replaces its Basic).
 */
export function schoolMagicPower(p: PlayerState, school: PrintedSchool, expert: boolean): number {
  const basic = inPlayPower(p, school);
  if (!expert) return basic;
  const card = schoolMagicExpertCard(p, school);
  if (card === null) return basic;
  const gain = schoolPlay(card, true, school)?.schoolPower?.amount ?? 0;
  return card === p.permanent ? Math.max(basic, gain) : basic + gain;
}

/**
 * The Power a Spell of this school is cast with from the player's Magic school Abilities, when the tier chosen needs
 * `wanted` beyond the Power played and the other bonuses: the Basic effect's, or — when that falls short — the
 * Expert effect's, its card discarded (TW46).
 */
export function takeSchoolMagic(d: Draft, player: PlayerId, school: PrintedSchool, wanted: number): number {
  const p = d.peek(player);
  const basic = schoolMagicPower(p, school, false);
  if (wanted <= basic) return basic;
  const expert = schoolMagicPower(p, school, true);
  useSchoolMagicExpert(d, player, school);
  return expert;
}

/**
 * The Expert effect is used as a Spell of this school is cast: its card is discarded from the hand or from play, and
 * one of the Main Hero's Expert effects this round is spent.
 */
function useSchoolMagicExpert(d: Draft, player: PlayerId, school: PrintedSchool): void {
  const card = schoolMagicExpertCard(d.peek(player), school);
  if (card === null) return;
  const p = d.player(player);
  if (card === p.permanent) {
    p.permanent = null;
    toDiscardPile(d, player, card, true);
  } else discardFromHand(d, player, card);
  p.expertUsed += 1;
}

/**
 * Power an AI Hero's Spell gets from its Skill card when that is a Magic school Ability (ruling TW48): the card is
 * set aside and never discarded (AI Skill cards, p. 49), so its effect is always in force for the Spells of its school
 * — the Basic +1, or the Expert +3 for an Expert AI Hero; 0 for any other Skill card or Spell.
 */
export function aiSkillSchoolPower(skill: CardId | null, expert: boolean, spell: CardId): number {
  if (skill === null) return 0; // the usual case, kept cheap
  return schoolPlay(skill, expert, cardInfo(cardOf(spell)).school)?.schoolPower?.amount ?? 0;
}

/**
 * The school whose first Spell the player may take instead of Searching the Spell deck: their Permanent card in
 * play's (Basic Air, Earth, Fire or Water Magic), or null.
 */
export function findsSchoolOf(p: PlayerState): SpellSchool | null {
  if (p.permanent === null) return null; // the usual case, kept cheap
  for (const play of cardPlays(cardOf(p.permanent))) {
    if (play.timing === 'permanent' && play.findsSchoolSpell !== undefined) return play.findsSchoolSpell;
  }
  return null;
}

/** Whether a Spell card is of the school: Magic Arrow is of every school (TW47, CF41). */
export function isOfSchool(spell: CardId, school: SpellSchool): boolean {
  const printed = cardInfo(cardOf(spell)).school;
  return printed === school || printed === 'any';
}
