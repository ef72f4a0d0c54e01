/**
 * The combat driver (Combat Round Structure, p. 42): placement, activation in Initiative order (ties
 * alternate between the teams starting with the attacker), moving, attacking with a reaction window before
 * the Attack die, retaliation, Defend, the end of each Combat Round and of the combat.
 *
 * Units' special abilities live in abilities.ts; the driver calls it at its hook points (the start of the
 * combat, activation, the dice, the attack's values, after the damage, what follows the first attack,
 * retaliation) and turns the choices abilities leave to players into 'unitAbility' decisions.
 *
 * This file holds the driver, the Combat Rounds and the dispatch of decisions; placement.ts, activation.ts
 * and attack.ts hold the rest, and common.ts the helpers they share.
 */
import type { Draft } from '../kernel/draft';
import type { Action, Decision, PlayerId } from '../model';
import type { CombatState, CombatStep, PlayContext } from '../model';
import { illegal } from '../kernel/errors';
import { tierOf } from './stats';
import { aiPlacementChoices } from './ai';
import { SCHOOLS, applyCast, castAs, hasPlays, legalPlays, playCard, playsCards, type Played } from './cards';
import { discardFromHand } from '../deck/playerDeck';
import { finishCombat } from './end';
import { decider, onCombatStart } from './abilities';
import { MAX_UNITS_IN_COMBAT, type Of, closeWindow, openWindow, recordOf, unitOf, withEntry, wrongCombat } from './common';
import {
  applyPlacement, finishPlacing, gateSpaces, hasFreeSetupSpace, hasPlaceable, legalPlacement, placeableUnits, placeAt, placeGate,
} from './placement';
import { aiOptions, applyActivation, applyChooseActivation, endActivation, isAiUnit, legalActivation, nextUnit } from './activation';
import { expireRangedBoosts } from './boosts';
import {
  applyAttackOutcome, applyAttackRoll, applyReaction, applyUnitAbility, continueSequence, legalAttackOutcome, legalAttackRoll, legalReaction,
  legalUnitAbility, runAttack,
} from './attack';

// ---- Driver -----------------------------------------------------------------------------------

/** Runs the combat until a player must decide, or it is over. */
export function advanceCombat(d: Draft): void {
  // An effect a unit's ability started (a free reinforcement) runs first: the game loop runs the stack.
  while (d.s.pending === null && d.s.combat && d.s.stack.length === 0) {
    const c = d.s.combat;
    const step = c.step;
    // The steps of most of a combat's applies first: a switch on strings tests its cases in order.
    switch (step.step) {
      case 'nextUnit':
        if (checkOver(d)) break;
        nextUnit(d);
        break;
      case 'unit': {
        const u = unitOf(c, step.unit);
        if (u.defeated) {
          endActivation(d);
          break;
        }
        const dec: Decision = { kind: 'activation', player: decider(c, u.team), unit: u.id, stage: step.stage };
        if (isAiUnit(c, u)) {
          const options = aiOptions(c, u, step.stage);
          if (options.length === 1) {
            // The AI rules leave nothing to choose: play it out.
            applyActivation(d, dec, options[0] as Action);
            break;
          }
        }
        d.s.pending = dec;
        return;
      }
      case 'attack':
        runAttack(d);
        break;
      case 'sequence':
        continueSequence(d);
        break;
      case 'placement': {
        const t = step.team;
        if (step.placed < MAX_UNITS_IN_COMBAT && hasPlaceable(c, t) && hasFreeSetupSpace(c, t)) {
          const ai = c.ai === t ? aiPlacementChoices(c, placeableUnits(d, t)) : [];
          if (ai.length === 1) {
            placeAt(d, t, (ai[0] as { unit: string }).unit, (ai[0] as { space: number }).space);
            break;
          }
          d.s.pending = { kind: 'placeUnits', player: decider(c, t), team: t };
          return;
        }
        finishPlacing(d, t);
        break;
      }
      case 'gate': {
        const spaces = gateSpaces(c);
        if (spaces.length === 1) {
          placeGate(d, spaces[0] as number);
          break;
        }
        d.s.pending = { kind: 'placeUnits', player: decider(c, 'defender'), team: 'defender' };
        return;
      }
      case 'combatStart': {
        // Each team's player in turn, the attacker first, when they hold a start-of-combat play (ruling A30).
        const player = (step.team === 'attacker' ? c.attacker : c.defender).player;
        if (player !== null && hasPlays(d.s, player, { window: 'combatStart' })) {
          d.s.pending = { kind: 'combatStart', player };
          return;
        }
        if (step.team === 'attacker') d.combat().step = { step: 'combatStart', team: 'defender' };
        else startRound(d);
        break;
      }
      case 'afterSpell':
        if (hasPlays(d.s, step.player, afterSpellWindow(step))) {
          d.s.pending = { kind: 'afterSpell', player: step.player, spell: step.spell };
          return;
        }
        closeWindow(d.combat());
        break;
      case 'spellSchool':
        d.s.pending = { kind: 'spellSchool', player: step.player, spell: step.cast.spell };
        return;
      case 'spellAnswer':
        if (!step.ignored && hasPlays(d.s, step.player, { window: 'spellAnswer', paid: step.cast.paid })) {
          d.s.pending = { kind: 'answerSpell', player: step.player, caster: step.cast.player, spell: step.cast.spell, paid: step.cast.paid };
          return;
        }
        answered(d);
        break;
      case 'roundStart': {
        const first = step.players[0];
        if (first === undefined) {
          c.step = { step: 'nextUnit' };
          break;
        }
        if (hasPlays(d.s, first, { window: 'roundStart' })) {
          d.s.pending = { kind: 'roundStart', player: first };
          return;
        }
        d.combat().step = { step: 'roundStart', players: step.players.slice(1) };
        break;
      }
      case 'castSpell':
        if (hasPlays(d.s, step.player, { window: 'castSpell', free: step.free })) {
          d.s.pending = { kind: 'castSpell', player: step.player, free: step.free };
          return;
        }
        closeWindow(d.combat());
        break;
      case 'roundEnd':
        if (c.timeLimited) {
          d.s.pending = { kind: 'combatRoundEnd', player: c.attacker.player as PlayerId };
          return;
        }
        startRound(d);
        break;
      case 'over':
        finishCombat(d);
        return;
    }
  }
}

export function startRound(d: Draft): void {
  const c = d.combat();
  if (c.round === 0 && c.step.step !== 'combatStart') {
    // Units not placed on the board do not fight: a player's stay in their unit deck as they are; neutral
    // guards left over go to their tier's discard pile.
    for (const u of c.units) {
      if (u.kind === 'unit' && u.space === null && u.owner === null) {
        d.neutralDecks()[tierOf(u)].discard.push(u.id);
        d.emit({ type: 'neutralDiscarded', unit: u.id, seq: 0 });
      }
    }
    c.units = c.units.filter((u) => u.kind !== 'unit' || u.space !== null);
    onCombatStart(d);
    coverOfDarkness(d);
    // The start-of-combat window comes before the first Combat Round (Tactics, Shackles of War).
    c.step = { step: 'combatStart', team: 'attacker' };
    return;
  }
  c.round += 1;
  c.lastActivated = null;
  expireRangedBoosts(d);
  for (const u of c.units) {
    if (!u.activated && !u.retaliated && u.damagesAttackers === 0) continue;
    const w = d.unit(u.id);
    w.activated = false;
    w.retaliated = false;
    w.damagesAttackers = 0; // Fire Shield lasts one Combat Round
  }
  c.spellsCast = perPlayer(c.spellsCast, 0);
  c.spellLimit = perPlayer(c.spellLimit, 1);
  // Before any unit activates, each player (the attacker first) may play a Spell with a card that allows it
  // (Intelligence, ruling A13); the window is offered only to a player who can.
  c.step = { step: 'roundStart', players: [c.attacker.player, c.defender.player].filter((p): p is PlayerId => p !== null && playsCards(c, p)) };
  d.emit({ type: 'combatRoundStarted', round: c.round, seq: 0 });
}

/** The same players' keys, each set to `value` (the record itself when it already says so: it is replaced, never edited). */
function perPlayer(keys: Record<PlayerId, number>, value: number): Record<PlayerId, number> {
  let same = true;
  for (const p in keys) if (keys[p] !== value) same = false;
  if (same) return keys;
  return recordOf(Object.keys(keys), value);
}

/**
 * Cover of Darkness (Necropolis): at the start of a combat against an enemy Main Hero, that hero's player
 * discards a random card — unless the building's other option was used during this turn (docs/rulings.md).
 */
function coverOfDarkness(d: Draft): void {
  const c = d.s.combat as CombatState;
  for (const [mine, theirs] of [[c.attacker, c.defender], [c.defender, c.attacker]] as const) {
    if (!mine.player || !theirs.player || !theirs.cards || mine.neutral) continue;
    const owner = d.peek(mine.player);
    const cover = 'necropolis.special2';
    if (!owner.buildings.includes(cover) || owner.buildingsUsedThisTurn.includes(cover)) continue;
    const hand = d.peek(theirs.player).hand;
    if (hand.length === 0) continue;
    let pick = 0;
    d.random((r) => {
      pick = Math.floor(r() * hand.length);
    });
    discardFromHand(d, theirs.player, hand[pick] as string);
  }
}

/** Ends the combat when one team has no units left. */
export function checkOver(d: Draft): boolean {
  const c = d.s.combat as CombatState;
  if (c.step.step === 'over') return true;
  let a = 0;
  let b = 0;
  for (const u of c.units) {
    if (u.kind !== 'unit' || u.defeated) continue;
    if (u.team === 'attacker') a++;
    else b++;
    if (a > 0 && b > 0) return false; // both teams still fight: no need to count further
  }
  const cw = d.combat();
  cw.outcome = { result: a > 0 ? 'attackerWon' : 'defenderWon', by: null };
  cw.step = { step: 'over' };
  cw.attack = null;
  cw.sequence = null;
  return true;
}

// ---- The after-spell window, the end of a Combat Round -----------------------------------------

/**
 * After a Spell is cast: its caster picks the School of Magic of a Spell of any school (Magic Arrow), then the enemy
 * may answer it (Resistance), then its caster may play a card that returns it (Knowledge, Mysticism). The answer and
 * return windows are offered only to a player with a card for them.
 */
export function afterPlay(d: Draft, player: PlayerId, played: Played | null): void {
  if (checkOver(d)) return;
  if (played === null) return;
  const { cast, answerer } = played;
  if (played.picksSchool) openWindow(d.combat(), { step: 'spellSchool', player, cast });
  else if (answerer !== null) openWindow(d.combat(), { step: 'spellAnswer', player: answerer, cast, ignored: false });
  else openWindow(d.combat(), { step: 'afterSpell', player, spell: cast.spell, together: cast.together });
}

function applySpellSchool(d: Draft, dec: Of<'spellSchool'>, a: Action): void {
  if (a.type !== 'chooseSchool') return wrongCombat(dec, a);
  const step = (d.s.combat as CombatState).step;
  if (step.step !== 'spellSchool') throw new Error('No Spell waits for its School of Magic');
  d.s.pending = null;
  afterPlay(d, dec.player, castAs(d, step.cast, a.school));
}

const afterSpellWindow = (step: Extract<CombatStep, { step: 'afterSpell' }>): PlayContext =>
  ({ window: 'afterSpell', spell: step.spell, together: step.together });

function afterSpellStep(d: Draft): Extract<CombatStep, { step: 'afterSpell' }> {
  const step = (d.s.combat as CombatState).step;
  if (step.step !== 'afterSpell') throw new Error('No Spell was just cast');
  return step;
}

function applyAfterSpell(d: Draft, dec: Of<'afterSpell'>, a: Action): void {
  d.s.pending = null;
  if (a.type === 'pass') return closeWindow(d.combat());
  if (a.type !== 'playCard') return wrongCombat(dec, a);
  playCard(d, dec.player, a, afterSpellWindow(afterSpellStep(d)));
  closeWindow(d.combat());
}

/**
 * The enemy has answered the Spell (or passed): unless a card made it ignored, it takes effect now, as cast; then
 * its caster's after-Spell window.
 */
function answered(d: Draft): void {
  const step = (d.s.combat as CombatState).step;
  if (step.step !== 'spellAnswer') throw new Error('No Spell waits for an answer');
  const cast = step.cast;
  if (step.ignored) d.emit({ type: 'spellIgnored', player: step.player, card: cast.spell, seq: 0 });
  else applyCast(d, cast);
  d.combat().step = { step: 'afterSpell', player: cast.player, spell: cast.spell, together: cast.together };
  checkOver(d);
}

function applyAnswerSpell(d: Draft, dec: Of<'answerSpell'>, a: Action): void {
  d.s.pending = null;
  if (a.type === 'playCard') playCard(d, dec.player, a, { window: 'spellAnswer', paid: dec.paid });
  else if (a.type !== 'pass') return wrongCombat(dec, a);
  answered(d);
}

function applyRoundStart(d: Draft, dec: Of<'roundStart'>, a: Action): void {
  d.s.pending = null;
  if (a.type === 'playCard') return afterPlay(d, dec.player, playCard(d, dec.player, a, { window: 'roundStart' }));
  if (a.type !== 'pass') return wrongCombat(dec, a);
  const c = d.combat();
  if (c.step.step === 'roundStart') c.step = { step: 'roundStart', players: c.step.players.filter((p) => p !== dec.player) };
}

function applyCastSpell(d: Draft, dec: Of<'castSpell'>, a: Action): void {
  d.s.pending = null;
  if (a.type === 'pass') return closeWindow(d.combat());
  if (a.type !== 'playCard') return wrongCombat(dec, a);
  afterPlay(d, dec.player, playCard(d, dec.player, a, { window: 'castSpell', free: dec.free }));
}

/** The start-of-combat window: play a start-of-combat card (and be asked again), or pass to the next team. */
function applyCombatStart(d: Draft, dec: Of<'combatStart'>, a: Action): void {
  d.s.pending = null;
  const c = d.combat();
  if (a.type === 'pass') {
    const step = c.step as Extract<CombatState['step'], { step: 'combatStart' }>;
    if (step.team === 'attacker') c.step = { step: 'combatStart', team: 'defender' };
    else startRound(d);
    return;
  }
  if (a.type !== 'playCard') return wrongCombat(dec, a);
  playCard(d, dec.player, a, { window: 'combatStart' });
  checkOver(d);
}

function applyRoundEnd(d: Draft, dec: Of<'combatRoundEnd'>, a: Action): void {
  d.s.pending = null;
  if (a.type === 'retreat') {
    const c = d.combat();
    c.outcome = { result: 'retreat', by: 'attacker' };
    c.step = { step: 'over' };
    return;
  }
  if (a.type !== 'extendCombat') return wrongCombat(dec, a);
  const p = d.peek(dec.player);
  if (p.mainHero.base + p.mainHero.extra - p.mainHero.used < 1) {
    illegal('OPTION_NOT_AVAILABLE', 'Another Combat Round costs 1 movement point, and you have none left', 'combat-time-limits');
  }
  d.player(dec.player).mainHero.used += 1;
  startRound(d);
}

function legalRoundEnd(d: Draft, dec: Of<'combatRoundEnd'>): Action[] {
  const p = d.peek(dec.player);
  const actions: Action[] = [{ type: 'retreat' }];
  if (p.mainHero.base + p.mainHero.extra - p.mainHero.used >= 1) actions.unshift({ type: 'extendCombat' });
  return actions;
}

// ---- Dispatch ---------------------------------------------------------------------------------

export function legalCombat(d: Draft, dec: Decision): Action[] | null {
  switch (dec.kind) {
    case 'placeUnits': return legalPlacement(d, dec);
    case 'chooseActivation': return dec.units.map((unit) => ({ type: 'activateUnit', unit }));
    case 'activation': return legalActivation(d, dec);
    case 'reaction': return legalReaction(d, dec);
    case 'attackRoll': return legalAttackRoll(d, dec);
    case 'afterSpell': return [...legalPlays(d.s, dec.player, afterSpellWindow(afterSpellStep(d))), { type: 'pass' }];
    case 'combatStart': return [...legalPlays(d.s, dec.player, { window: 'combatStart' }), { type: 'pass' }];
    case 'spellSchool': return SCHOOLS.map((school) => ({ type: 'chooseSchool', school }));
    case 'answerSpell': return [...legalPlays(d.s, dec.player, { window: 'spellAnswer', paid: dec.paid }), { type: 'pass' }];
    case 'roundStart': return [...legalPlays(d.s, dec.player, { window: 'roundStart' }), { type: 'pass' }];
    case 'castSpell': return [...legalPlays(d.s, dec.player, { window: 'castSpell', free: dec.free }), { type: 'pass' }];
    case 'attackOutcome': return legalAttackOutcome(d, dec);
    case 'combatRoundEnd': return legalRoundEnd(d, dec);
    case 'unitAbility': return legalUnitAbility(d, dec);
    default: return null;
  }
}

export function applyCombat(d: Draft, dec: Decision, a: Action): boolean {
  // Power played towards a Spell dissipates when its player does anything but play another card.
  if (a.type !== 'playCard' && d.s.combat && (d.s.combat.power[dec.player] ?? 0) > 0) {
    const c = d.combat();
    c.power = withEntry(c.power, dec.player, 0);
    c.powerCards = withEntry<string[]>(c.powerCards, dec.player, []);
  }
  switch (dec.kind) {
    case 'placeUnits': applyPlacement(d, dec, a); return true;
    case 'chooseActivation': applyChooseActivation(d, dec, a); return true;
    case 'activation': applyActivation(d, dec, a); return true;
    case 'reaction': applyReaction(d, dec, a); return true;
    case 'attackRoll': applyAttackRoll(d, dec, a); return true;
    case 'afterSpell': applyAfterSpell(d, dec, a); return true;
    case 'combatStart': applyCombatStart(d, dec, a); return true;
    case 'spellSchool': applySpellSchool(d, dec, a); return true;
    case 'answerSpell': applyAnswerSpell(d, dec, a); return true;
    case 'roundStart': applyRoundStart(d, dec, a); return true;
    case 'castSpell': applyCastSpell(d, dec, a); return true;
    case 'attackOutcome': applyAttackOutcome(d, dec, a); return true;
    case 'combatRoundEnd': applyRoundEnd(d, dec, a); return true;
    case 'unitAbility': applyUnitAbility(d, dec, a); return true;
    default: return false;
  }
}

export { MAX_UNITS_IN_COMBAT } from './common';
export { freeSetupSpaces } from './placement';
export { activationCandidates, attackTargets, summonUnit } from './activation';
export { declareAttack } from './attack';
export type { PlayContext } from './cards';
