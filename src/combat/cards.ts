/**
 * Playing cards in combat (Using Cards During Combat, p. 42; General Card Rules, p. 21; Spell Cards, p. 24):
 * Instant plays at any time except between the Attack die and damage; Activation and Ongoing plays only
 * while one of your units activates, before it attacks; one Spell per player per Combat Round; Expert plays
 * limited by level; Power builds up for the next Spell and dissipates when you do anything else.
 *
 * This module plays a card: it checks the playCard action (cardListing.ts asks the same questions to list them),
 * moves the card and the Power, and applies the play's effects (cardEffects.ts) or runs them as a frame. The combat
 * modules reach card plays through it.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CardId, Frame, GameState, PlayerId, PlayerState } from '../model';
import type { CardPlay } from '../model';
import type { CombatEffect, Effect } from '../model';
import type { CombatState, PlayContext, SpellCast } from '../model';
import type { SpellSchool } from '../model';
import { summonFits, summonOf, summonSpaces, summonedSide } from './summonSpaces';
import { isMapEffect, POWER_PAID } from '../cards/mapPlays';
import { pushFrame } from '../effects/run';
import type { CombatEffectsStep } from '../effects/registry';
import { cardOf, firstCopyIn } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import { illegal } from '../kernel/errors';
import { withEntry } from './common';
import { aiIgnoresSpell } from './aiHero';
import { factsOf, isSpellCard, type CardFacts, type PlayFacts } from './playFacts';
import { fits, hasPlays, isFreeCast, lenderFor, playsCards, powerFactor, powerTiers, quakeFits, schoolPowerBonus, scrollTier, spacesOf, targetsOf, whyNot } from './cardListing';
import { castWaiting, waitingSpells } from '../deck/foundSpells';
import { removeScrollSpell, scrollHolding } from '../deck/spellScrolls';
import { applyCombatEffects } from './cardEffects';
import { paySpellTax } from './spellTax';
import { clearCubePower } from './townCubes';
import { drawCards, toDiscardPile } from '../deck/playerDeck';
import { schoolPowerProclaimed, spellBackToHand, spellGoesBackToHand, spellPowerBonus, useBenefit } from '../deck/astrologers';
import { enemyTeam } from './opponents';
import { shakesOffCard, weakenedSpellPower } from './spellWards';
import { mirrorAnswers } from './magicMirror';
import { wardAnswers } from './coveMarks';
import { schoolMagicPower, takeSchoolMagic } from '../cards/schoolMagic';
import { spendActivationPower } from './confluxAbilities';

export { eachPlay, hasPlays, legalPlays, playsCards } from './cardListing';
export { controllerOf } from './opponents';
export { damageShieldAttacker } from './unitEffects';
export type { PlayContext } from '../model';

/** The Schools of Magic a Spell of any school (Magic Arrow) may be cast as. */
export const SCHOOLS: readonly SpellSchool[] = ['air', 'earth', 'fire', 'water'];

/**
 * A Spell just cast (for the windows that follow it): `picksSchool`, its caster is still to pick its School of Magic
 * (Magic Arrow); `answerer`, the enemy who may answer it first (Resistance). While either is pending its effect waits
 * in the cast; otherwise it has taken effect.
 */
export interface Played {
  cast: SpellCast;
  picksSchool: boolean;
  answerer: PlayerId | null;
}

/** Plays a card; returns the Spell cast (for the windows after a Spell), or null. */
export function playCard(d: Draft, player: PlayerId, a: Extract<Action, { type: 'playCard' }>, ctx: PlayContext): Played | null {
  const c = d.s.combat as CombatState;
  if (!playsCards(c, player)) illegal('OPTION_NOT_AVAILABLE', 'Only a player whose Main Hero is in this combat plays cards in it', 'general-card-rules');
  const p = d.peek(player);
  // Enchanters VI's window (CF16): a Spell is one it found (never one of the hand), cast from the found Spells.
  const found = ctx.window === 'castSpell' && ctx.found === true && isSpellCard(a.card);
  if (found) checkFound(p, a.card);
  // A Spell on one of the player's Spell Scrolls (Stronghold box) is cast from there; a Spell the Helm lends from its
  // discard pile (TW91); any other card is played from the hand.
  else if (!p.hand.includes(a.card) && scrollHolding(p, a.card) >= 0) return castFromScroll(d, player, a, ctx);
  const lender = found || p.hand.includes(a.card) ? null : lenderFor(d.s, p, a.card, ctx);
  if (!found && !p.hand.includes(a.card) && lender === null) illegal('CARD_NOT_IN_HAND', `${a.card} is not in your hand`, 'general-card-rules');
  if (!found && lender === null && firstCopyIn(p.hand, a.card) !== a.card) illegal('OPTION_NOT_AVAILABLE', `Copies of ${cardInfo(cardOf(a.card)).name} play the same way: play the first one in your hand`, 'general-card-rules');
  const cf = factsOf(a.card);
  const pf = cf.plays.find((x) => x.play.key === a.play);
  if (!pf) illegal('OPTION_NOT_AVAILABLE', `${cardInfo(cardOf(a.card)).name} has no "${a.play}" effect you can play`, 'general-card-rules');
  const play = pf.play;
  if (lender !== null && !pf.cast) illegal('OPTION_NOT_AVAILABLE', `The Helm casts ${cardInfo(cardOf(a.card)).name}: its alternative effect is not a cast`, 'spell-cards');
  if (found && !pf.cast) illegal('OPTION_NOT_AVAILABLE', `${cardInfo(cardOf(a.card)).name} found by Enchanters VI is cast: its alternative effect is not a cast`, 'spell-cards');
  const reason = whyNot(d.s, c, p, cf, pf, ctx, false, found);
  if (reason) illegal('OPTION_NOT_AVAILABLE', `${cardInfo(cardOf(a.card)).name} cannot be played: ${reason}`, 'combat-cards');
  checkTarget(c, player, cf, pf, a, ctx);
  // A Spell cast may get Power from the Astrologers Proclaim card in force (Grim Warlock: the first of the turn).
  const proclaimed = cf.isSpell && play.key !== 'alternative' ? spellPowerBonus(d.s, player) : 0;
  const casts = cf.isSpell && play.key !== 'alternative';
  const others = casts ? proclaimed + schoolPowerBonus(c, player, cf) + schoolPowerProclaimed(d.s, cf.info.school) : 0;
  // An Orb of the Spell's School doubles the Power it is cast with (CF53).
  const factor = casts ? powerFactor(c, player, cf) : 1;
  const tiers = powerTiers(c, player, pf, others + (casts ? schoolMagicPower(p, cf.info.school, true) : 0), factor);
  if (tiers[0] !== null && (a.power === undefined || !tiers.includes(a.power))) {
    illegal('OPTION_NOT_AVAILABLE', `Choose a Power tier from 0 to ${tiers.length - 1} (the Power you have played)`, 'spell-cards');
  }
  if (tiers[0] === null && a.power !== undefined) illegal('MALFORMED_ACTION', 'Only Spells that scale with Power take a power tier', 'spell-cards');
  checkFitAndSpace(d.s, c, pf, a);

  // Air / Earth / Fire / Water Magic (TW46): the card in play's +1, or the Expert's +3 for a tier only it reaches.
  const bonus = others + (casts ? takeSchoolMagic(d, player, cf.info.school, Math.ceil((a.power ?? 0) / factor) - (c.power[player] ?? 0) - others) : 0);

  // The card leaves the hand for the discard pile (a returned Spell comes back from there); a found Spell leaves the
  // found Spells for those cast, to be placed once the casting is over (CF18), unless Crazy Wizard sends it back (CF19).
  const w = d.player(player);
  if (found) castWaiting(d, player, a.card, !spellGoesBackToHand(d.s, player));
  else w.hand.splice(w.hand.indexOf(lender ?? a.card), 1);
  if (found) {
    if (spellGoesBackToHand(d.s, player)) spellBackToHand(d, player, a.card);
  } else if (lender !== null) {
    // The Helm is removed; the lent Spell stays on top of its pile, never the player's (TW92, TW94).
    w.removed.push(lender);
    d.emit({ type: 'cardRemoved', player, card: lender, seq: 0 });
  } else if (play.removesCard) {
    w.removed.push(a.card);
    d.emit({ type: 'cardRemoved', player, card: a.card, seq: 0 });
  } else if (cf.isSpell && spellGoesBackToHand(d.s, player)) {
    spellBackToHand(d, player, a.card); // Crazy Wizard: the first Spell card each player plays (ruling AP7)
  } else toDiscardPile(d, player, a.card, false);
  if (play.expert) w.expertUsed += 1;
  const cw = d.combat();
  const isSpell = isSpellCard(a.card);
  const cast = isSpell && play.key !== 'alternative';
  // Only a cast counts toward the one-Spell limit: a Spell's alternative effect is not a cast (ruling C3, p. 31's
  // example), nor is one cast in a window that frees it (Expert Intelligence).
  if (cast && !isFreeCast(ctx)) cw.spellsCast = withEntry(cw.spellsCast, player, (cw.spellsCast[player] ?? 0) + 1);
  d.emit({ type: 'cardPlayed', player, card: a.card, play: play.key, target: a.target ?? null, power: a.power ?? null, seq: 0 });

  // Casting a Spell's main effect (or a Specialty with a Power scale) consumes all Power played so far, and the cards
  // played for it count as played together with it; the alternative effect is not a cast.
  const paid = ((cw.power[player] ?? 0) + bonus) * factor;
  if (proclaimed > 0) useBenefit(d, player);
  const together = cw.powerCards?.[player] ?? [];
  if (cast || pf.maxTier !== null) {
    cw.power = withEntry(cw.power, player, 0);
    clearCubePower(cw, player);
    if (together.length > 0) cw.powerCards = withEntry<CardId[]>(cw.powerCards, player, []);
  } else if (pf.givesPower && !play.removesCard) {
    cw.powerCards = withEntry(cw.powerCards, player, [...together, a.card]);
  }
  // Enemy Pegasi Pack: the Spell takes effect with less Power than was paid (ruling RA1).
  const power = cast && a.power !== undefined ? weakenedSpellPower(d, enemyTeam(cw, player), a.power) : a.power ?? null;
  const chosen = { target: a.target ?? null, power, space: a.space ?? null };
  // Enemy Familiars: the cast costs a card from hand (ruling IN2); Zydar's Sorcery VI draws a card after it (IN22).
  if (cast) paySpellTax(d, player);
  if (cast && cw.drawOnCast?.includes(player)) drawCards(d, player, 1);
  if (cast && cw.drawOnCastThisCombat?.includes(player)) drawCards(d, player, 1); // Thunder Helmet (SH64)
  if (cast && cw.magiPower?.includes(player)) cw.magiPower = cw.magiPower.filter((p) => p !== player); // spent (TW4)
  if (cast && cw.activationSchoolPower !== undefined) spendActivationPower(d, player, cf.info.school); // spent (CF5)
  const spell: SpellCast | null = cast ? { player, spell: a.card, play: play.key, target: chosen.target, power: chosen.power, space: chosen.space, school: null, paid, ctx, together } : null;
  // A Spell of any school waits for its School of Magic (ruling S17), picked in a decision of its own.
  if (spell && pf.picksSchool) return { cast: spell, answerer: null, picksSchool: true };
  // The enemy may answer a Spell before it takes effect (Resistance, ruling A10): its effect then waits in the cast.
  // A Spell cast as an answer (Magic Mirror) is not answered in turn (ruling SH124).
  const answerer = spell && ctx.window !== 'spellAnswer' ? spellAnswerer(d.s, spell) : null;
  if (answerer === null && !(spell && cw.aiHero !== undefined && aiIgnoresSpell(d, a.card, paid))) applyPlay(d, player, a.card, pf.play, chosen, ctx);
  return spell ? { cast: spell, answerer, picksSchool: false } : null;
}

/** A playCard action. */
type PlayCardAction = Extract<Action, { type: 'playCard' }>;

/** Refuses a Spell that is not the first copy of its card Enchanters VI found (copies cast the same way). */
function checkFound(p: PlayerState, card: CardId): void {
  const waiting = waitingSpells(p);
  if (!waiting.includes(card)) illegal('CARD_NOT_AVAILABLE', `${card} is not a Spell your Enchanters VI found: only those are cast now`, 'spell-cards');
  if (firstCopyIn(waiting, card) !== card) illegal('OPTION_NOT_AVAILABLE', `Copies of ${cardInfo(cardOf(card)).name} play the same way: cast the first one found`, 'general-card-rules');
}

/** Refuses a playCard action whose target is not one the play may select now (or that names one it takes none). */
function checkTarget(c: CombatState, player: PlayerId, cf: CardFacts, pf: PlayFacts, a: PlayCardAction, ctx?: PlayContext): void {
  const targets = targetsOf(c, player, pf, cf, ctx);
  if (targets[0] !== null && (a.target === undefined || !targets.includes(a.target))) {
    illegal('OPTION_NOT_AVAILABLE', `${cardInfo(cardOf(a.card)).name} needs a target: a unit in this combat`, 'combat-cards');
  }
  if (targets[0] === null && a.target !== undefined) illegal('MALFORMED_ACTION', `${cardInfo(cardOf(a.card)).name} takes no target`, 'combat-cards');
}

/** Refuses a playCard action whose target does not suit its Power tier, or whose space is not one the play takes. */
function checkFitAndSpace(s: GameState, c: CombatState, pf: PlayFacts, a: PlayCardAction): void {
  const name = cardInfo(cardOf(a.card)).name;
  if (!fits(c, pf, a.target ?? null, a.power ?? null)) illegal('OPTION_NOT_AVAILABLE', `${name} cannot select that unit with ${a.power ?? 0} Power`, 'spell-cards');
  // A Summon Elemental: an empty space for a tier that summons, while its card is in the Summoned Unit Deck; none else.
  if (pf.summons && (!summonSpaces(c).includes(a.space ?? null) || !summonFits(s, pf, a.power ?? null, a.space ?? null))) {
    const none = summonedSide(summonOf(pf) as NonNullable<ReturnType<typeof summonOf>>, a.power ?? null) === null;
    illegal('OPTION_NOT_AVAILABLE', `${name} with ${a.power ?? 0} Power ${none ? 'summons nothing: it takes no space' : 'summons onto an empty space you choose, while its card is in the Summoned Unit Deck'}`, 'summoning');
  }
  if (pf.summons) return;
  const spaces = spacesOf(c, pf, a.target ?? null);
  // Earthquake takes a second Wall's space or none, by the Power paid (`quakeFits`).
  if (pf.walls && !spaces.includes(a.space ?? null)) illegal('OPTION_NOT_AVAILABLE', `${name} needs no space, or the space of another Wall or the Gate`, 'spell-cards');
  if (!pf.walls && spaces[0] === null && a.space !== undefined) illegal('MALFORMED_ACTION', `${name} takes no space`, 'combat-cards');
  if (!pf.walls && spaces[0] !== null && (a.space === undefined || !spaces.includes(a.space))) {
    const what = pf.clones ? 'an empty space adjacent to the selected unit' : pf.blast ? 'any space of the board' : pf.ring ? 'the space of another unit that shares an adjacent space with the selected unit' : pf.area ? 'a space adjacent to the selected unit' : pf.swaps ? 'the space of another of your units' : 'an empty space of the board';
    illegal('OPTION_NOT_AVAILABLE', `${name} needs a space: ${what}`, 'combat-cards');
  }
  if (!quakeFits(c, pf, a.target ?? null, a.power ?? null, a.space ?? null)) {
    illegal('OPTION_NOT_AVAILABLE', `${name} with ${a.power ?? 0} Power: select the first Wall or Gate standing to remove them all, else one, and a second one's space to remove two`, 'spell-cards');
  }
}

/**
 * Casts a Spell from a Spell Scroll (Stronghold box, p. 26; rulings SH49–SH51): outside the Spell limit, at its lowest
 * Power effect, paying no Power and taking none of any source (Power played stays for a later Spell); the card is
 * removed, not discarded. The enemy's answer, Familiars' tax and the windows after a Spell are as for any cast.
 */
function castFromScroll(d: Draft, player: PlayerId, a: PlayCardAction, ctx: PlayContext): Played {
  const c = d.s.combat as CombatState;
  const name = cardInfo(cardOf(a.card)).name;
  const cf = factsOf(a.card);
  const pf = cf.plays.find((x) => x.play.key === a.play && x.play.key !== 'alternative');
  if (!pf || !cf.isSpell) illegal('OPTION_NOT_AVAILABLE', `${name} on a Spell Scroll is cast for a Spell effect, never for Power`, 'spell-scroll');
  const reason = whyNot(d.s, c, d.peek(player), cf, pf, ctx, true);
  if (reason) illegal('OPTION_NOT_AVAILABLE', `${name} cannot be cast: ${reason}`, 'spell-scroll');
  checkTarget(c, player, cf, pf, a);
  const tier = scrollTier(pf);
  if (tier === null && a.power !== undefined) illegal('MALFORMED_ACTION', 'Only Spells that scale with Power take a power tier', 'spell-cards');
  if (tier !== null && a.power !== tier) illegal('OPTION_NOT_AVAILABLE', `A Spell on a Spell Scroll is cast with its lowest Power effect: power ${tier}`, 'spell-scroll');
  checkFitAndSpace(d.s, c, pf, a);

  d.emit({ type: 'cardPlayed', player, card: a.card, play: pf.play.key, target: a.target ?? null, power: tier, seq: 0 });
  removeScrollSpell(d, player, a.card);
  const cw = d.combat();
  // Enemy Pegasi Pack: the Spell takes effect with less Power than its tier (ruling RA1).
  const power = tier === null ? null : weakenedSpellPower(d, enemyTeam(cw, player), tier);
  const chosen = { target: a.target ?? null, power, space: a.space ?? null };
  paySpellTax(d, player);
  if (cw.drawOnCast?.includes(player)) drawCards(d, player, 1);
  const spell: SpellCast = { player, spell: a.card, play: pf.play.key, target: chosen.target, power: chosen.power, space: chosen.space, school: null, paid: 0, ctx, together: [] };
  if (pf.picksSchool) return { cast: spell, answerer: null, picksSchool: true };
  const answerer = spellAnswerer(d.s, spell);
  if (answerer === null && !(cw.aiHero !== undefined && aiIgnoresSpell(d, a.card, 0))) applyPlay(d, player, a.card, pf.play, chosen, ctx);
  return { cast: spell, answerer, picksSchool: false };
}

/**
 * The School of Magic its caster picked for a Spell of any school just cast (ruling S17): recorded on the cast and
 * the log, then the cast goes on as any other — the enemy's answer (Resistance), or its effect.
 */
export function castAs(d: Draft, cast: SpellCast, school: SpellSchool): Played {
  // A full literal, not a spread: every SpellCast keeps one shape (docs/protocol.md).
  const picked: SpellCast = { player: cast.player, spell: cast.spell, play: cast.play, target: cast.target, power: cast.power, space: cast.space, school, paid: cast.paid, ctx: cast.ctx, together: cast.together };
  d.emit({ type: 'schoolChosen', player: cast.player, card: cast.spell, school, seq: 0 });
  const answerer = spellAnswerer(d.s, picked);
  if (answerer === null && !(d.s.combat?.aiHero !== undefined && aiIgnoresSpell(d, cast.spell, cast.paid))) applyCast(d, picked);
  return { cast: picked, answerer, picksSchool: false };
}

/** A play's effects: applied at once when they are all combat effects, else run as a frame on the effect stack. */
function applyPlay(d: Draft, player: PlayerId, card: CardId, play: CardPlay, chosen: Pick<CombatEffectsStep, 'target' | 'power' | 'space'>, ctx: PlayContext): void {
  const cf = factsOf(card);
  const pf = cf.plays.find((x) => x.play === play);
  // Dwarves may shake off a Spell or Specialty card that selects them alone (rulings RA2–RA4).
  if (chosen.target !== null && pf !== undefined && selectsAlone(pf) && shakesOffCard(d, chosen.target, cf.info.category)) return;
  if (pf?.immediate) {
    // The choices as fields, not spread in (a spread inside a literal takes V8's slow path; the field order is the same).
    const step: CombatEffectsStep = { op: 'combatEffects', effects: play.effects as CombatEffectsStep['effects'], card, target: chosen.target, power: chosen.power, space: chosen.space, ctx };
    applyCombatEffects(d, player, step, {});
  } else {
    pushFrame(d, player, card, asFrame(play.effects, card, chosen, ctx));
    // A Spell of map effects only, cast with Power (Fortune): its frame keeps the tier, as one cast on the map does.
    if (chosen.power !== null && play.effects.every(isMapEffect)) d.topFrame().memory[POWER_PAID] = chosen.power;
  }
}

/** Does the play act on the selected unit alone (not Fireball's area, Frost Ring's pair, a swap, Chain Lightning's chain)? */
function selectsAlone(pf: PlayFacts): boolean {
  return pf.targeted && !pf.area && !pf.ring && !pf.swaps && !pf.mirrors && !pf.play.effects.some((e) => e.op === 'chainDamage');
}

/**
 * The programs a frame of a card played in combat (source: the card instance) could hold: a play's effects as
 * applyPlay pushes them, with the choices and window its frame names (read from its first combat step: a play makes
 * its choices once, so every step names the same).
 */
export function combatPlayPrograms(card: CardId, frame: Frame): Effect[][] {
  const step = frame.effects.find((e): e is CombatEffectsStep => e.op === 'combatEffects');
  const chosen = { target: step?.target ?? null, power: step?.power ?? null, space: step?.space ?? null };
  const ctx: PlayContext = step?.ctx ?? { window: 'combatStart' };
  const out: Effect[][] = [];
  for (const f of factsOf(card).plays) if (!f.immediate) out.push(asFrame(f.play.effects, card, chosen, ctx));
  return out;
}

/** A Spell whose answer window has closed unanswered takes effect now, as it was cast. */
export function applyCast(d: Draft, cast: SpellCast): void {
  const play = factsOf(cast.spell).plays.find((x) => x.play.key === cast.play) as PlayFacts;
  applyPlay(d, cast.player, cast.spell, play.play, { target: cast.target, power: cast.power, space: cast.space }, cast.ctx);
}

/**
 * The enemy of the caster who may answer this Spell (their Main Hero fights here, ruling A10), or null: with a card
 * that answers a Spell cast with its Power (Resistance), or a Magic Mirror for the unit it selects (ruling SH120).
 */
function spellAnswerer(s: GameState, cast: SpellCast): PlayerId | null {
  const c = s.combat as CombatState;
  const caster = cast.player;
  const enemy = c.attacker.player === caster ? c.defender.player : c.attacker.player;
  if (enemy === null || enemy === caster) return null;
  return hasPlays(s, enemy, { window: 'spellAnswer', paid: cast.paid }) || mirrorAnswers(s, enemy, cast) || wardAnswers(s, enemy, cast) ? enemy : null;
}

/**
 * A play mixing combat and map effects, as a frame: each run of consecutive combat effects becomes one
 * `combatEffects` step between the map effects, so the order on the card is kept — e.g. "discard 1 card, then +2
 * Attack": the discard decision first, then the statistic change. The game loop runs the stack before the combat
 * driver, so the play's decisions come in the middle of the combat, which then goes on from the same step.
 */
function asFrame(effects: readonly (Effect | CombatEffect)[], card: CardId, chosen: Pick<CombatEffectsStep, 'target' | 'power' | 'space'>, ctx: PlayContext): Effect[] {
  const out: Effect[] = [];
  for (const e of effects) {
    if (isMapEffect(e)) {
      out.push(e);
      continue;
    }
    const last = out[out.length - 1];
    if (last?.op === 'combatEffects') last.effects.push(e as CombatEffect);
    else out.push({ op: 'combatEffects', effects: [e as CombatEffect], card, target: chosen.target, power: chosen.power, space: chosen.space, ctx });
  }
  return out;
}

