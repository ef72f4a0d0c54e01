/**
 * Playing cards on the map (General Card Rules 1, 7, p. 21; Statistic and Ability Cards, p. 23): on the owner's own
 * turn, outside combat, a card in hand may be played for a play whose effects are all map / deck effects — a Map
 * play, or an Instant one that is not limited to combat. Expert plays use one of the Main Hero's Expert effects this
 * round; faction cards (Necromancy) are usable only by their faction. The card goes to the discard pile (a Permanent
 * play puts it into play, replacing the one there; a "Remove this card" play removes it from the game) and its effects
 * run as a frame, so their choices become decisions.
 *
 * Power on the map (Spell Cards, p. 24; the example on p. 31; ruling M40): while the hand holds a Spell whose map
 * effect takes Power (Town Portal) and can be cast now, a card may be played for its Power (the Power card, a
 * Spell's "+1 Power", Sorcery, …): the Power waits in `MapState.turnEffects`, the Spell is listed once per Power
 * tier up to what was played, casting it uses all of it, and it is gone once the player does anything but play a card.
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
import { setTurnEffects, turnEffectsOf } from './turnEffects';
import { schoolMagicPower, takeSchoolMagic } from './schoolMagic';
import { removeScrollSpell, scrollHolding, scrollSpells } from '../deck/spellScrolls';
import { schoolPowerProclaimed, spellBackToHand, spellGoesBackToHand, spellPowerBonus, useBenefit } from '../deck/astrologers';
import { lenderIn, lenderOf, lentSpells } from './lentSpell';
import { castWaiting, waitingSpells } from '../deck/foundSpells';

/** What a map play's frame remembers of its choices: the Power paid (Town Portal). */
export const POWER_PAID = 'power';
/** The field of the combat a play skips (Diplomacy), in its frame's memory. */
export const SKIPPED_FIELD = 'field';
/** The hero whose combat a play skips, 0 Main or 1 Secondary (Diplomacy), in its frame's memory. */
export const SKIPPING_HERO = 'hero';
/** Every key a map play's frame remembers (the save schema accepts these in a frame's memory). */
export const PLAY_MEMORY_KEYS: readonly string[] = [POWER_PAID, SKIPPED_FIELD, SKIPPING_HERO];

/**
 * Is this a map / deck effect: an effect op with a kind (effects/registry.ts), other than the combat card module's own
 * step? Combat effects have kinds of their own.
 */
export function isMapEffect(e: CardEffect): e is Effect {
  return e.op !== 'combatEffects' && isEffectOp(e.op);
}

/**
 * A play made on the map: Map timing, or Instant and not limited to combat; every effect a map effect. Not a play
 * made only when a combat is declared (Diplomacy's Expert effect).
 */
export function isMapPlay(play: CardPlay): boolean {
  // An Ongoing play of map effects only (Luck's rerolls for the turn) is played on the map too.
  const timed = play.timing === 'map' || play.timing === 'permanent' || ((play.timing === 'instant' || play.timing === 'ongoing') && !play.combatOnly);
  // A Magic school Ability's Expert play is made only as a Spell of its school is cast (cards/schoolMagic.ts).
  const byItself = play.schoolPower === undefined || play.timing === 'permanent';
  // The Helm's cast of a lent Spell is listed as that Spell's own plays (cards/lentSpell.ts).
  return timed && byItself && play.castsFromSpellDiscard !== true && !play.combatOnly && play.onCombatDeclared !== true && play.onLevelUp !== true && play.withWarMachine === undefined && play.effects.every(isMapEffect);
}

/** How a play is made on the map, worked out once per play (plays are fixed data, looked up on every listing). */
interface MapPlay {
  /** It can be played on the map at all. */
  playable: boolean;
  /** The effects its frame runs: all of them, or a Power play's map effects (its Power goes to the turn's Power). */
  effects: Effect[];
  /** The Power it gives towards a Spell cast on the map (0: none). */
  power: number;
  /** The highest Power tier it takes (a Spell cast on the map: Town Portal), or null. */
  maxTier: number | null;
}
const NOT_ON_MAP: MapPlay = { playable: false, effects: [], power: 0, maxTier: null };
const mapPlays = new WeakMap<CardPlay, MapPlay>();

function mapPlayOf(play: CardPlay): MapPlay {
  let f = mapPlays.get(play);
  if (f === undefined) {
    f = mapPlayFacts(play);
    mapPlays.set(play, f);
  }
  return f;
}

function mapPlayFacts(play: CardPlay): MapPlay {
  if (isMapPlay(play)) {
    let maxTier: number | null = null;
    for (const e of play.effects) if (e.op === 'townPortal') maxTier = Math.max(maxTier ?? 0, e.movementByPower.length - 1);
    for (const e of play.effects) if (e.op === 'takeMine') maxTier = Math.max(maxTier ?? 0, e.rangeByPower.length - 1);
    for (const e of play.effects) if (e.op === 'gainResourcesByPower') maxTier = Math.max(maxTier ?? 0, e.byPower.length - 1);
    for (const e of play.effects) if (e.op === 'fly') maxTier = Math.max(maxTier ?? 0, e.movementByPower.length - 1);
    for (const e of play.effects) if (e.op === 'waterWalk') maxTier = Math.max(maxTier ?? 0, e.movementByPower.length - 1);
    for (const e of play.effects) if (e.op === 'dimensionDoor') maxTier = Math.max(maxTier ?? 0, e.rangeByPower.length - 1);
    for (const e of play.effects) if (e.op === 'fortune') maxTier = Math.max(maxTier ?? 0, e.byPower.length - 1);
    for (const e of play.effects) if (e.op === 'visions') maxTier = Math.max(maxTier ?? 0, e.byPower.length - 1);
    return { playable: true, effects: play.effects as Effect[], power: 0, maxTier };
  }
  // "+N Power" (with draws or a discard) played towards a Spell cast on the map.
  let power = 0;
  for (const e of play.effects) if (e.op === 'gainPower') power += e.amount;
  const powerOnly = play.effects.every((e) => e.op === 'gainPower' || isMapEffect(e));
  if (power === 0 || !powerOnly || play.timing !== 'instant' || play.startOfCombat || play.covers || play.onCombatDeclared || play.onLevelUp) return NOT_ON_MAP;
  return { playable: true, effects: play.effects.filter(isMapEffect), power, maxTier: null };
}

/** The programs a frame of a card played on the map (source: the card's id) could hold: each map play's effects. */
export function mapPlayPrograms(card: string): Effect[][] {
  const out: Effect[][] = [];
  for (const play of cardPlays(card)) {
    const mp = mapPlayOf(play);
    if (mp.playable) out.push(mp.effects);
  }
  return out;
}

/** Why this player cannot use this card's play on the map now, or null. */
export function whyNotMapPlay(d: Draft, p: PlayerState, card: CardId, play: CardPlay): string | null {
  const info = cardInfo(cardOf(card));
  const mp = mapPlayOf(play);
  if (!mp.playable) return `its ${play.key} effect is not played on the map`;
  if (info.faction && info.faction !== p.faction) return `${info.name} can only be used by ${info.faction}`;
  if (play.expert && p.expertUsed >= expertUses(levelOf(p.experience))) return 'no Expert effect uses are left this round';
  // The card has left the hand when its effects start: a discard it asks for comes from the other cards.
  const first = mp.effects[0];
  if (first?.op === 'discardCards' && p.hand.length - 1 < first.min) return `it needs ${first.min} other card(s) in hand to discard`;
  if (!canStartAll(d, p.id, mp.effects)) return 'its effect cannot start now';
  if (play.covers && coverTargets(p, play.covers).length === 0) return 'no unit card of your unit deck can take it';
  if (mp.power > 0 && !powerWanted(d, p, card)) return 'no Spell in your hand can be cast with Power on the map now';
  return null;
}

/**
 * Could Power go towards a Spell in hand (another card than the one giving it) cast on the map now, or towards a Spell
 * the Helm lends (TW91)?
 */
function powerWanted(d: Draft, p: PlayerState, giver: CardId): boolean {
  for (const card of p.hand) if (card !== giver && takesPower(d, p, card)) return true;
  const lender = lenderIn(p);
  if (lender !== null && lender !== giver) for (const card of lentSpells(d.s)) if (takesPower(d, p, card)) return true;
  return false;
}

/** Could this card be cast on the map now with Power? */
function takesPower(d: Draft, p: PlayerState, card: CardId): boolean {
  for (const play of cardPlays(cardOf(card))) {
    if (mapPlayOf(play).maxTier !== null && whyNotMapPlay(d, p, card, play) === null) return true;
  }
  return false;
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
    listMapPlays(d, p, card, false, out);
  }
  // Helm of the Alabaster Unicorn: the Spell on top of the Spell discard pile, cast as from the hand (TW91).
  if (lenderIn(p) !== null) for (const card of lentSpells(d.s)) listMapPlays(d, p, card, true, out);
  if (p.scrolls !== undefined && p.scrolls.length > 0) listScrollCasts(d, p, out);
  return out;
}

/** Adds the card's map plays to `out` (`castOnly`: a lent Spell's casts, never its alternative effect). */
function listMapPlays(d: Draft, p: PlayerState, card: CardId, castOnly: boolean, out: Action[]): void {
  const id = cardOf(card);
  for (const play of cardPlays(id)) {
    if ((castOnly && play.key === 'alternative') || whyNotMapPlay(d, p, card, play) !== null) continue;
    const maxTier = mapPlayOf(play).maxTier;
    // A card put on a unit card names it as its target (Cloak of the Undead King); a Spell, the Power tier it is cast with.
    if (play.covers) for (const target of coverTargets(p, play.covers)) out.push({ type: 'playCard', card, play: play.key, target });
    else if (maxTier !== null) {
      const school = cardInfo(id).school;
      // Grim Warlock's, Blue Sky's Power too, and Air / Earth / Fire / Water Magic's (TW46)
      const most = Math.min(turnEffectsOf(d.s).power + spellPowerBonus(d.s, p.id) + schoolPowerProclaimed(d.s, school) + schoolMagicPower(p, school, true), maxTier);
      for (let tier = 0; tier <= most; tier++) out.push({ type: 'playCard', card, play: play.key, power: tier });
    }
    else out.push({ type: 'playCard', card, play: play.key });
  }
}

/**
 * The map casts of the Spells on the player's Spell Scrolls (Stronghold box, p. 26; ruling SH49): each main play made on
 * the map, at its lowest Power effect (tier 0), whatever Power was played.
 */
function listScrollCasts(d: Draft, p: PlayerState, out: Action[]): void {
  for (const card of scrollSpells(p)) {
    for (const play of cardPlays(cardOf(card))) {
      if (play.key === 'alternative' || whyNotMapPlay(d, p, card, play) !== null) continue;
      if (mapPlayOf(play).maxTier !== null) out.push({ type: 'playCard', card, play: play.key, power: 0 });
      else out.push({ type: 'playCard', card, play: play.key });
    }
  }
}

/**
 * Casts a Spell from a Spell Scroll on the map (p. 26): its lowest Power effect, no Power used (what was played waits
 * on) and none taken from any source; the card is removed, not discarded. Its effects run as a frame.
 */
function applyScrollMapPlay(d: Draft, player: PlayerId, a: Extract<Action, { type: 'playCard' }>): void {
  const p = d.peek(player);
  const name = cardInfo(cardOf(a.card)).name;
  const play = cardPlays(cardOf(a.card)).find((x) => x.key === a.play && x.key !== 'alternative');
  if (!play || cardInfo(cardOf(a.card)).category !== 'spell') illegal('OPTION_NOT_AVAILABLE', `${name} on a Spell Scroll is cast for a Spell effect, never for Power`, 'spell-scroll');
  const mp = mapPlayOf(play);
  if (a.target !== undefined || a.space !== undefined || (mp.maxTier === null && a.power !== undefined)) {
    illegal('MALFORMED_ACTION', 'A Spell cast on the map takes no target or space, and only one that scales with Power its tier', 'general-card-rules');
  }
  if (mp.maxTier !== null && a.power !== 0) illegal('OPTION_NOT_AVAILABLE', 'A Spell on a Spell Scroll is cast with its lowest Power effect: power 0', 'spell-scroll');
  const reason = whyNotMapPlay(d, p, a.card, play);
  if (reason) illegal('OPTION_NOT_AVAILABLE', `${name} cannot be cast: ${reason}`, 'spell-scroll');
  d.emit({ type: 'cardPlayed', player, card: a.card, play: play.key, target: null, power: a.power ?? null, seq: 0 });
  removeScrollSpell(d, player, a.card);
  pushFrame(d, player, cardOf(a.card), mp.effects);
  if (mp.maxTier !== null && mp.effects.length > 0) d.topFrame().memory[POWER_PAID] = 0;
}

/** Plays a card on the map: the card leaves the hand, then its effects run as a frame. */
export function applyMapPlay(d: Draft, player: PlayerId, a: Extract<Action, { type: 'playCard' }>): void {
  const p = d.peek(player);
  // A Spell on one of the player's Spell Scrolls (Stronghold box) is cast from there; a Spell the Helm lends from its
  // discard pile (TW91); any other card is played from the hand.
  if (!p.hand.includes(a.card) && scrollHolding(p, a.card) >= 0) return applyScrollMapPlay(d, player, a);
  const lender = p.hand.includes(a.card) ? null : lenderOf(d.s, p, a.card);
  if (!p.hand.includes(a.card) && lender === null) illegal('CARD_NOT_IN_HAND', `${a.card} is not in your hand`, 'general-card-rules');
  if (lender === null && firstCopyIn(p.hand, a.card) !== a.card) illegal('OPTION_NOT_AVAILABLE', `Copies of ${cardInfo(cardOf(a.card)).name} play the same way: play the first one in your hand`, 'general-card-rules');
  const name = cardInfo(cardOf(a.card)).name;
  const play = cardPlays(cardOf(a.card)).find((x) => x.key === a.play);
  if (!play) illegal('OPTION_NOT_AVAILABLE', `${name} has no "${a.play}" effect`, 'general-card-rules');
  if (lender !== null && play.key === 'alternative') illegal('OPTION_NOT_AVAILABLE', `The Helm casts ${name}: its alternative effect is not a cast`, 'spell-cards');
  const mp = mapPlayOf(play);
  if ((a.target !== undefined && !play.covers) || (a.power !== undefined && mp.maxTier === null) || a.space !== undefined) {
    illegal('MALFORMED_ACTION', 'A card played on the map takes no target, power or space (only a card put on a unit card names that unit, and a Spell cast on the map its Power)', 'general-card-rules');
  }
  const reason = whyNotMapPlay(d, p, a.card, play);
  if (reason) illegal('OPTION_NOT_AVAILABLE', `${name} cannot be played: ${reason}`, 'statistic-and-ability-cards');
  if (play.covers && (a.target === undefined || !coverTargets(p, play.covers).includes(a.target))) {
    illegal('OPTION_NOT_AVAILABLE', `${name} goes on a unit card of your unit deck: ${coverTargets(p, play.covers).join(' or ')}`, 'specialty');
  }
  const played = turnEffectsOf(d.s).power;
  const { power, bonus } = castTier(d, p, a, mp);

  d.emit({ type: 'cardPlayed', player, card: a.card, play: play.key, target: a.target ?? null, power, seq: 0 });
  if (lender !== null) removeFromHand(d, player, lender); // the Helm is removed; the Spell stays on its pile (TW92, TW94)
  else if (play.covers) putCover(d, player, a.card, a.target as string);
  else if (play.removesCard) removeFromHand(d, player, a.card);
  else if (play.timing === 'permanent') putPermanentInPlay(d, player, a.card);
  else if (cardInfo(cardOf(a.card)).category === 'spell' && spellGoesBackToHand(d.s, player)) spellBackToHand(d, player, a.card); // Crazy Wizard
  else discardFromHand(d, player, a.card);
  if (bonus > 0) useBenefit(d, player);
  if (play.expert) d.player(player).expertUsed += 1;
  // Power played waits for the Spell; casting the Spell uses all of it (Spell Cards, p. 24).
  if (mp.power > 0) setTurnEffects(d, { power: played + mp.power });
  else if (power !== null) setTurnEffects(d, { power: 0 });
  pushFrame(d, player, cardOf(a.card), mp.effects);
  if (power !== null && mp.effects.length > 0) d.topFrame().memory[POWER_PAID] = power;
}

/**
 * The Power tier a map play is made with (null: it takes none), checked, and the Power the Astrologers Proclaim card in
 * force adds to it: a Spell that takes Power names its tier, 0 up to the Power played for it (as in combat).
 */
function castTier(d: Draft, p: PlayerState, a: Extract<Action, { type: 'playCard' }>, mp: MapPlay): { power: number | null; bonus: number } {
  const power = mp.maxTier === null ? null : (a.power ?? -1);
  if (power === null) return { power, bonus: 0 };
  // A Spell cast may get Power from the Astrologers Proclaim card in force (Grim Warlock: the first of the turn).
  const bonus = spellPowerBonus(d.s, p.id);
  const school = cardInfo(cardOf(a.card)).school;
  const before = turnEffectsOf(d.s).power + bonus + schoolPowerProclaimed(d.s, school); // Blue Sky, Scorched Ground
  const most = before + schoolMagicPower(p, school, true); // Air / Earth / Fire / Water Magic (TW46)
  if (power < 0 || power > Math.min(most, mp.maxTier ?? 0)) {
    illegal('OPTION_NOT_AVAILABLE', `Choose a Power tier from 0 to ${Math.min(most, mp.maxTier ?? 0)} (the Power you have played)`, 'spell-cards');
  }
  // A tier only a Magic school Ability's Expert effect reaches discards that card for it.
  takeSchoolMagic(d, p.id, school, power - before);
  return { power, bonus };
}

/**
 * The map casts of the Spells Enchanters VI found (ruling CF16): each Spell's main plays made on the map (never its
 * alternative "+1 Power"), at the Power tiers of a cast from the hand; copies cast the same way, so the first only.
 */
export function foundMapCasts(d: Draft, player: PlayerId): Action[] {
  const p = d.peek(player);
  const out: Action[] = [];
  const waiting = waitingSpells(p);
  for (const card of waiting) if (firstCopyIn(waiting, card) === card) listMapPlays(d, p, card, true, out);
  return out;
}

/**
 * Casts a Spell Enchanters VI found on the map (rulings CF16, CF17): as from the hand — its Power tier, the Power
 * played this turn used up — but the card leaves the found Spells for those cast, to be placed once the casting is
 * over (CF18), unless another rule sends it elsewhere (Crazy Wizard: back to the hand, CF19). Its effects run as a frame.
 */
export function castFoundOnMap(d: Draft, player: PlayerId, a: Extract<Action, { type: 'playCard' }>): void {
  const p = d.peek(player);
  const waiting = waitingSpells(p);
  const name = waiting.includes(a.card) ? cardInfo(cardOf(a.card)).name : a.card;
  if (!waiting.includes(a.card)) illegal('CARD_NOT_AVAILABLE', `${name} is not a Spell your Enchanters VI found`, 'spell-cards');
  if (firstCopyIn(waiting, a.card) !== a.card) illegal('OPTION_NOT_AVAILABLE', `Copies of ${name} play the same way: cast the first one found`, 'general-card-rules');
  const play = cardPlays(cardOf(a.card)).find((x) => x.key === a.play && x.key !== 'alternative');
  if (!play) illegal('OPTION_NOT_AVAILABLE', `${name} is cast for a Spell effect, never for its alternative one`, 'spell-cards');
  const mp = mapPlayOf(play);
  if (a.target !== undefined || a.space !== undefined || (mp.maxTier === null && a.power !== undefined)) {
    illegal('MALFORMED_ACTION', 'A Spell cast on the map takes no target or space, and only one that scales with Power its tier', 'general-card-rules');
  }
  const reason = whyNotMapPlay(d, p, a.card, play);
  if (reason) illegal('OPTION_NOT_AVAILABLE', `${name} cannot be cast: ${reason}`, 'spell-cards');
  const { power, bonus } = castTier(d, p, a, mp);
  d.emit({ type: 'cardPlayed', player, card: a.card, play: play.key, target: null, power, seq: 0 });
  const crazy = spellGoesBackToHand(d.s, player);
  castWaiting(d, player, a.card, !crazy);
  if (crazy) spellBackToHand(d, player, a.card); // Crazy Wizard (ruling AP7): never placed, CF19
  if (bonus > 0) useBenefit(d, player);
  if (power !== null) setTurnEffects(d, { power: 0 });
  pushFrame(d, player, cardOf(a.card), mp.effects);
  if (power !== null && mp.effects.length > 0) d.topFrame().memory[POWER_PAID] = power;
}
