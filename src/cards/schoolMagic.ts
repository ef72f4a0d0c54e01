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
import { discardFromHand, removeFromHand, toDiscardPile } from '../deck/playerDeck';
import { cardInfo } from '../data/cardList';
import { cardPlays } from './plays';
import { PLAYS } from '../content/registry';

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

/** The cards with a cast play (a `schoolPower` play that is not Permanent), by card id: built once, read per hand card. */
const CAST_CARDS: ReadonlySet<string> = new Set(
  Object.keys(PLAYS).filter((id) => (PLAYS[id] ?? []).some((play) => play.schoolPower !== undefined && play.timing !== 'permanent')),
);

/** Power a Spell of this school gets from the player's Magic school Ability card in play (Basic), or 0. */
function inPlayPower(p: PlayerState, school: PrintedSchool): number {
  if (p.permanent === null) return 0;
  return schoolPlay(p.permanent, false, school)?.schoolPower?.amount ?? 0;
}

/**
 * Whether the player may use this card's cast play now: an Expert effect (a Magic school Ability's) needs one of the
 * Main Hero's Expert effects left this round; an Artifact's (the Conflux box's Orbs and Tomes, CF51, CF55) does not.
 */
const usable = (p: PlayerState, play: CardPlay): boolean => !play.expert || p.expertUsed < expertUses(levelOf(p.experience));

/**
 * The Power the player's card would bring to a Spell of this school as it is cast (its cast play's), beyond the
 * Basic effect `basic` of the card in play — a card in play gives its Expert effect instead of its Basic one — or -1
 * when the card has no such play the player may use now.
 */
function castGain(p: PlayerState, card: CardId, school: PrintedSchool, basic: number): number {
  const play = schoolPlay(card, true, school);
  if (play === null || !usable(p, play)) return -1;
  const gain = play.schoolPower?.amount ?? 0;
  return card === p.permanent ? Math.max(0, gain - basic) : gain;
}

/**
 * The card the player gives up as a Spell of this school is cast for `wanted` Power beyond what they have (the Basic
 * effect `basic` counted): a card in hand before the card in play (which keeps its Basic effect), and of those the one
 * bringing the least Power that is enough — a Basic Magic card's +3 before an Orb's +5 before a Tome's every tier
 * (CF58) — or, with none enough, the one bringing the most; null when no card brings any.
 */
function castCard(p: PlayerState, school: PrintedSchool, basic: number, wanted: number): CardId | null {
  if (school === undefined) return null;
  let best: CardId | null = null;
  let bestGain = -1;
  for (const card of p.hand) {
    if (!CAST_CARDS.has(cardOf(card))) continue; // the usual case: a set lookup per card
    const gain = castGain(p, card, school, basic);
    if (gain < 0) continue;
    const enough = basic + gain >= wanted;
    const bestEnough = best !== null && basic + bestGain >= wanted;
    if (best === null || (enough && (!bestEnough || gain < bestGain)) || (!enough && !bestEnough && gain > bestGain)) {
      best = card;
      bestGain = gain;
    }
  }
  if (best !== null && basic + bestGain >= wanted) return best;
  const played = p.permanent === null || !CAST_CARDS.has(cardOf(p.permanent)) ? -1 : castGain(p, p.permanent, school, basic);
  return played > bestGain ? p.permanent : best;
}

/**
 * The card the player would discard for its Expert effect as a Spell of this school is cast — one in the hand first
 * (the card in play keeps its Basic effect), else the one in play — or null (none, or no Expert effect left). With
 * several, the one bringing the most Power.
 */
export function schoolMagicExpertCard(p: PlayerState, school: PrintedSchool): CardId | null {
  return castCard(p, school, inPlayPower(p, school), Infinity);
}

/**
 * Power a Spell of this school may get from the player's cards: the Basic effect of the Magic school Ability in play,
 * and with `expert` the most one more card's cast play can bring (a Magic school Ability's Expert effect — the card in
 * play's replaces its Basic — an Orb's +5, a Tome's every tier).
 */
export function schoolMagicPower(p: PlayerState, school: PrintedSchool, expert: boolean): number {
  const basic = inPlayPower(p, school);
  if (!expert) return basic;
  const card = castCard(p, school, basic, Infinity);
  return card === null ? basic : basic + castGain(p, card, school, basic);
}

/**
 * The Power a Spell of this school is cast with from the player's cards, when the tier chosen needs `wanted` beyond
 * the Power played and the other bonuses: the Basic effect's, or — when that falls short — one more card's cast play
 * too, its card given up (TW46, CF58).
 */
export function takeSchoolMagic(d: Draft, player: PlayerId, school: PrintedSchool, wanted: number): number {
  const p = d.peek(player);
  const basic = inPlayPower(p, school);
  if (wanted <= basic) return basic;
  const card = castCard(p, school, basic, wanted);
  if (card === null) return basic;
  const total = basic + castGain(p, card, school, basic);
  giveUpCastCard(d, player, card, schoolPlay(card, true, school) as CardPlay);
  return total;
}

/**
 * The card of a cast play is given up as the Spell is cast: discarded from the hand or from play — removed from the
 * game when its play says so (an Orb, CF55) — and an Expert effect spends one of the Main Hero's this round.
 */
function giveUpCastCard(d: Draft, player: PlayerId, card: CardId, play: CardPlay): void {
  const p = d.player(player);
  if (card === p.permanent) {
    p.permanent = null;
    toDiscardPile(d, player, card, true);
  } else if (play.removesCard) removeFromHand(d, player, card);
  else discardFromHand(d, player, card);
  if (play.expert) p.expertUsed += 1;
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
