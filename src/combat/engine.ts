/**
 * The combat driver (Combat Round Structure, p. 42): placement, activation in Initiative order (ties
 * alternate between the teams starting with the attacker), moving, attacking with a reaction window before
 * the Attack die, retaliation, Defend, the end of each Combat Round and of the combat.
 *
 * Units' special abilities live in abilities.ts; the driver calls it at its hook points (the start of the
 * combat, activation, the dice, the attack's values, after the damage, what follows the first attack,
 * retaliation) and turns the choices abilities leave to players into 'unitAbility' decisions.
 *
 * This file holds the driver and the table of the combat's decision kinds. placement.ts, activation.ts, attack.ts,
 * windows.ts and rounds.ts hold the steps and decisions of each part; they end on steps.ts, and share common.ts.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CombatState, CombatStep, Decision, PlayerId } from '../model';
import type { DecisionKindHandlers, DecisionTable } from '../kernel/decisions';
import { aiPlacementChoices } from './ai';
import { finishCombat } from './end';
import { endFoundCasting } from './foundSpells';
import { decider } from './abilities';
import { MAX_UNITS_IN_COMBAT, unitOf, withEntry } from './common';
import { checkOver, endActivation } from './steps';
import { endRound, ROUND_DECISIONS } from './rounds';
import { windowStep, WINDOW_DECISIONS } from './windows';
import {
  finishPlacing, gateSpaces, hasFreeSetupSpace, hasPlaceable, placeableUnits, placeAt, placeGate, PLACEMENT_DECISIONS,
} from './placement';
import { ACTIVATION_DECISIONS, aiOptions, applyActivation, isAiUnit, nextUnit } from './activation';
import { ATTACK_DECISIONS, continueSequence, runAttack } from './attack';
import { UNIT_ABILITY_DECISIONS } from './unitAbilityChoices';
import { AI_TIE_DECISIONS } from './aiHero';
import { clearCubePower } from './townCubes';
import { WAR_MACHINE_DECISIONS, warMachineStep } from './warMachines';
import { BOWSTRING_DECISIONS } from './bowstring';

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
        if (!checkOver(d)) nextUnit(d);
        break;
      case 'unit':
        activationStep(d, c, step);
        break;
      case 'attack':
        runAttack(d);
        break;
      case 'sequence':
        continueSequence(d);
        break;
      case 'placement':
      case 'gate':
        placementStep(d, c, step);
        break;
      case 'roundEnd':
        endRound(d, c);
        break;
      case 'warMachine':
        warMachineStep(d, c, step);
        break;
      case 'over':
        // A found Spell ended the combat while Enchanters VI's window was open: the casting ends with it (CF16).
        if (c.foundWindow !== undefined) endFoundCasting(d, c.foundWindow);
        finishCombat(d);
        return;
      default:
        windowStep(d, c, step);
    }
  }
}

/** A unit activates: its controller decides, unless the AI rules leave one thing to do (it is played out). */
function activationStep(d: Draft, c: CombatState, step: Extract<CombatStep, { step: 'unit' }>): void {
  const u = unitOf(c, step.unit);
  if (u.defeated) {
    endActivation(d);
    return;
  }
  const dec: Decision = { kind: 'activation', player: decider(c, u.team), unit: u.id, stage: step.stage };
  if (isAiUnit(c, u)) {
    const options = aiOptions(c, u, step.stage);
    if (options.length === 1) {
      // The AI rules leave nothing to choose: play it out.
      applyActivation(d, dec, options[0] as Action);
      return;
    }
  }
  d.s.pending = dec;
}

/** Combat Setup: a team places its units (the AI's when its rules leave one choice), then in a siege the Gate. */
function placementStep(d: Draft, c: CombatState, step: Extract<CombatStep, { step: 'placement' | 'gate' }>): void {
  if (step.step === 'gate') {
    const spaces = gateSpaces(c);
    if (spaces.length === 1) placeGate(d, spaces[0] as number);
    else d.s.pending = { kind: 'placeUnits', player: decider(c, 'defender'), team: 'defender' };
    return;
  }
  const t = step.team;
  if (step.placed < MAX_UNITS_IN_COMBAT && hasPlaceable(c, t) && hasFreeSetupSpace(c, t)) {
    const ai = c.ai === t ? aiPlacementChoices(c, placeableUnits(d, t)) : [];
    if (ai.length === 1) placeAt(d, t, (ai[0] as { unit: string }).unit, (ai[0] as { space: number }).space);
    else d.s.pending = { kind: 'placeUnits', player: decider(c, t), team: t };
    return;
  }
  finishPlacing(d, t);
}

// ---- The combat's decisions --------------------------------------------------------------------

/** The combat's decision kinds. */
export type CombatDecisionKind =
  | 'placeUnits'
  | 'chooseActivation'
  | 'activation'
  | 'reaction'
  | 'attackRoll'
  | 'attackOutcome'
  | 'unitAbility'
  | 'combatStart'
  | 'roundStart'
  | 'castSpell'
  | 'spellSchool'
  | 'answerSpell'
  | 'afterSpell'
  | 'combatRoundEnd'
  | 'aiTie'
  | 'warMachine'
  | 'beforeActivation';

/**
 * Power played towards a Spell dissipates when its player does anything but play another card: on any answer to a
 * combat decision, before the answer itself.
 */
function dissipatePower(d: Draft, player: PlayerId, a: Action): void {
  if (a.type !== 'playCard' && d.s.combat && (d.s.combat.power[player] ?? 0) > 0) {
    const c = d.combat();
    c.power = withEntry(c.power, player, 0);
    c.powerCards = withEntry<string[]>(c.powerCards, player, []);
    clearCubePower(c, player);
  }
}

/** The answers to the combat's decisions, from the parts that set them. */
const ANSWERS = { ...PLACEMENT_DECISIONS, ...ACTIVATION_DECISIONS, ...ATTACK_DECISIONS, ...UNIT_ABILITY_DECISIONS, ...WINDOW_DECISIONS, ...ROUND_DECISIONS, ...AI_TIE_DECISIONS, ...WAR_MACHINE_DECISIONS, ...BOWSTRING_DECISIONS };

/** A kind's handlers with `apply`, which lets Power dissipate before the answer. */
function dissipating<K extends CombatDecisionKind>(kind: DecisionKindHandlers<K>, apply: DecisionKindHandlers<K>['apply']): DecisionKindHandlers<K> {
  return { legal: kind.legal, apply, describe: kind.describe };
}

/**
 * Every combat decision kind's handlers, for the engine's table of decision kinds (game/decisionKinds.ts). Each kind
 * has its own small `apply` rather than one shared wrapper: the shared wrapper's call to the answer would see every
 * kind, and cost about half a percent of a combat's instructions.
 */
export const COMBAT_DECISIONS: DecisionTable<CombatDecisionKind> = {
  placeUnits: dissipating(ANSWERS.placeUnits, (d, dec, a) => { dissipatePower(d, dec.player, a); ANSWERS.placeUnits.apply(d, dec, a); }),
  chooseActivation: dissipating(ANSWERS.chooseActivation, (d, dec, a) => { dissipatePower(d, dec.player, a); ANSWERS.chooseActivation.apply(d, dec, a); }),
  activation: dissipating(ANSWERS.activation, (d, dec, a) => { dissipatePower(d, dec.player, a); ANSWERS.activation.apply(d, dec, a); }),
  reaction: dissipating(ANSWERS.reaction, (d, dec, a) => { dissipatePower(d, dec.player, a); ANSWERS.reaction.apply(d, dec, a); }),
  attackRoll: dissipating(ANSWERS.attackRoll, (d, dec, a) => { dissipatePower(d, dec.player, a); ANSWERS.attackRoll.apply(d, dec, a); }),
  attackOutcome: dissipating(ANSWERS.attackOutcome, (d, dec, a) => { dissipatePower(d, dec.player, a); ANSWERS.attackOutcome.apply(d, dec, a); }),
  unitAbility: dissipating(ANSWERS.unitAbility, (d, dec, a) => { dissipatePower(d, dec.player, a); ANSWERS.unitAbility.apply(d, dec, a); }),
  combatStart: dissipating(ANSWERS.combatStart, (d, dec, a) => { dissipatePower(d, dec.player, a); ANSWERS.combatStart.apply(d, dec, a); }),
  roundStart: dissipating(ANSWERS.roundStart, (d, dec, a) => { dissipatePower(d, dec.player, a); ANSWERS.roundStart.apply(d, dec, a); }),
  castSpell: dissipating(ANSWERS.castSpell, (d, dec, a) => { dissipatePower(d, dec.player, a); ANSWERS.castSpell.apply(d, dec, a); }),
  spellSchool: dissipating(ANSWERS.spellSchool, (d, dec, a) => { dissipatePower(d, dec.player, a); ANSWERS.spellSchool.apply(d, dec, a); }),
  answerSpell: dissipating(ANSWERS.answerSpell, (d, dec, a) => { dissipatePower(d, dec.player, a); ANSWERS.answerSpell.apply(d, dec, a); }),
  afterSpell: dissipating(ANSWERS.afterSpell, (d, dec, a) => { dissipatePower(d, dec.player, a); ANSWERS.afterSpell.apply(d, dec, a); }),
  combatRoundEnd: dissipating(ANSWERS.combatRoundEnd, (d, dec, a) => { dissipatePower(d, dec.player, a); ANSWERS.combatRoundEnd.apply(d, dec, a); }),
  aiTie: dissipating(ANSWERS.aiTie, (d, dec, a) => { dissipatePower(d, dec.player, a); ANSWERS.aiTie.apply(d, dec, a); }),
  warMachine: dissipating(ANSWERS.warMachine, (d, dec, a) => { dissipatePower(d, dec.player, a); ANSWERS.warMachine.apply(d, dec, a); }),
  beforeActivation: dissipating(ANSWERS.beforeActivation, (d, dec, a) => { dissipatePower(d, dec.player, a); ANSWERS.beforeActivation.apply(d, dec, a); }),
};

export { MAX_UNITS_IN_COMBAT } from './common';
export { freeSetupSpaces } from './placement';
export { activationCandidates, attackTargets, summonUnit } from './activation';
export { declareAttack } from './attack';
export type { PlayContext } from './cards';
