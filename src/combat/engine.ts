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
import type { Draft } from '../core/draft';
import type { Action, Decision, PlayerId } from '../core/types';
import type { CombatState } from './types';
import { illegal } from '../core/errors';
import { tierOf } from './stats';
import { aiPlacementChoices } from './ai';
import { hasPlays, legalPlays, playCard } from './cards';
import { discardFromHand } from '../deck/playerDeck';
import { finishCombat } from './end';
import { decider, onCombatStart } from './abilities';
import { MAX_UNITS_IN_COMBAT, type Of, unitOf, wrongCombat } from './common';
import {
  applyPlacement, finishPlacing, freeSetupSpaces, gateSpaces, legalPlacement, placeableUnits, placeAt, placeGate,
} from './placement';
import { aiOptions, applyActivation, applyChooseActivation, endActivation, isAiUnit, legalActivation, nextUnit } from './activation';
import { expireRangedBoosts } from './boosts';
import {
  applyAttackRoll, applyReaction, applyUnitAbility, continueSequence, legalAttackRoll, legalReaction, legalUnitAbility, runAttack,
} from './attack';

// ---- Driver -----------------------------------------------------------------------------------

/** Runs the combat until a player must decide, or it is over. */
export function advanceCombat(d: Draft): void {
  // An effect a unit's ability started (a free reinforcement) runs first: the game loop runs the stack.
  while (d.s.pending === null && d.s.combat && d.s.stack.length === 0) {
    const c = d.s.combat;
    const step = c.step;
    switch (step.step) {
      case 'placement': {
        const t = step.team;
        const placeable = placeableUnits(d, t);
        if (step.placed < MAX_UNITS_IN_COMBAT && placeable.length > 0 && freeSetupSpaces(c, t).length > 0) {
          const ai = c.ai === t ? aiPlacementChoices(c, placeable) : [];
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
      case 'afterSpell':
        if (hasPlays(d.s, step.player, { window: 'afterSpell', spell: step.spell })) {
          d.s.pending = { kind: 'afterSpell', player: step.player, spell: step.spell };
          return;
        }
        resumeAfterSpell(d);
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
        d.emit({ type: 'neutralDiscarded', unit: u.id });
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
  c.step = { step: 'nextUnit' };
  d.emit({ type: 'combatRoundStarted', round: c.round });
}

/** The same players' keys, each set to `value`. */
function perPlayer(keys: Record<PlayerId, number>, value: number): Record<PlayerId, number> {
  const out: Record<PlayerId, number> = {};
  for (const p of Object.keys(keys)) out[p] = value;
  return out;
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
  }
  if (a > 0 && b > 0) return false;
  const cw = d.combat();
  cw.outcome = { result: a > 0 ? 'attackerWon' : 'defenderWon', by: null };
  cw.step = { step: 'over' };
  cw.attack = null;
  cw.sequence = null;
  return true;
}

// ---- The after-spell window, the end of a Combat Round -----------------------------------------

/** After a Spell is cast, its caster may play a card that returns it (Knowledge). */
export function afterPlay(d: Draft, player: PlayerId, spell: string | null): void {
  if (checkOver(d)) return;
  if (spell === null) return;
  const c = d.combat();
  c.resume = c.step;
  c.step = { step: 'afterSpell', player, spell };
}

function resumeAfterSpell(d: Draft): void {
  const c = d.combat();
  c.step = c.resume ?? { step: 'nextUnit' };
  c.resume = null;
}

function applyAfterSpell(d: Draft, dec: Of<'afterSpell'>, a: Action): void {
  d.s.pending = null;
  if (a.type === 'pass') return resumeAfterSpell(d);
  if (a.type !== 'playCard') return wrongCombat(dec, a);
  playCard(d, dec.player, a, { window: 'afterSpell', spell: dec.spell });
  resumeAfterSpell(d);
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
    case 'afterSpell': return [...legalPlays(d.s, dec.player, { window: 'afterSpell', spell: dec.spell }), { type: 'pass' }];
    case 'combatStart': return [...legalPlays(d.s, dec.player, { window: 'combatStart' }), { type: 'pass' }];
    case 'combatRoundEnd': return legalRoundEnd(d, dec);
    case 'unitAbility': return legalUnitAbility(d, dec);
    default: return null;
  }
}

export function applyCombat(d: Draft, dec: Decision, a: Action): boolean {
  // Power played towards a Spell dissipates when its player does anything but play another card.
  if (a.type !== 'playCard' && d.s.combat && (d.s.combat.power[dec.player] ?? 0) > 0) {
    const c = d.combat();
    c.power = { ...c.power, [dec.player]: 0 };
  }
  switch (dec.kind) {
    case 'placeUnits': applyPlacement(d, dec, a); return true;
    case 'chooseActivation': applyChooseActivation(d, dec, a); return true;
    case 'activation': applyActivation(d, dec, a); return true;
    case 'reaction': applyReaction(d, dec, a); return true;
    case 'attackRoll': applyAttackRoll(d, dec, a); return true;
    case 'afterSpell': applyAfterSpell(d, dec, a); return true;
    case 'combatStart': applyCombatStart(d, dec, a); return true;
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
