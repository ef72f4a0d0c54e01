/**
 * The combat driver (Combat Round Structure, p. 42): placement, activation in Initiative order (ties
 * alternate between the teams starting with the attacker), moving, attacking with a reaction window before
 * the Attack die, retaliation, Defend, the end of each Combat Round and of the combat.
 *
 * Units' special abilities live in abilities.ts; the driver calls it at its hook points (the start of the
 * combat, activation, the dice, the attack's values, after the damage, what follows the first attack,
 * retaliation) and turns the choices abilities leave to players into 'unitAbility' decisions.
 */
import type { Draft } from '../core/draft';
import type { Action, Decision, PlayerId } from '../core/types';
import type { AttackInProgress, AttackSequence, CombatState, CombatUnit, FollowUp, Team } from './types';
import { illegal } from '../core/errors';
import { rollDie } from '../core/dice';
import { adjacent, canReach, colOf, isBackline, isOwnSide, ownRows, reachable, rowOf, SPACES } from './board';
import { deckIdOf, hpOf, initiativeOf, isFighter, tierOf, typeOf, unitName } from './stats';
import { aiActions, aiPlacementChoices } from './ai';
import { dealDamage } from './damage';
import { controllerOf, damageShieldAttacker, eachPlay, hasPlays, legalPlays, playCard, playsCards, type PlayContext } from './cards';
import { spendMorale } from '../turn/morale';
import { discardFromHand, drawCards } from '../deck/playerDeck';
import { pushFrame } from '../effects/run';
import { finishCombat } from './end';
import {
  afterHit, attackTotal, canReturn, countsAsDefending, decider, defenseTotal, firstAttackFollowUps, healCandidates, healChosen,
  heal, ignoreDieOffer, lethalCanceller, mayRetaliate, onActivation, onCombatStart, onDefeated, optionalRerolls, pushSpaces,
  rerollChosen, retaliationMarks, rollAttackDice, unitsAround, useOptionalReroll,
} from './abilities';

type Of<K extends Decision['kind']> = Extract<Decision, { kind: K }>;

export const MAX_UNITS_IN_COMBAT = 5;
const SURRENDER_GOLD = 10;

const unitOf = (c: CombatState, id: string): CombatUnit => {
  const u = c.units.find((x) => x.id === id);
  if (!u) throw new Error(`No unit ${id} in this combat`);
  return u;
};
const other = (t: Team): Team => (t === 'attacker' ? 'defender' : 'attacker');
const sideInfo = (c: CombatState, t: Team) => (t === 'attacker' ? c.attacker : c.defender);

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

/** After a team has placed its units: the defender's turn to place, the Gate in a siege, or the first round. */
function finishPlacing(d: Draft, t: Team): void {
  const c = d.combat();
  if (t === 'attacker') c.step = { step: 'placement', team: 'defender', placed: 0 };
  else if (c.units.some((u) => u.kind === 'gate' && u.space === null && !u.defeated)) c.step = { step: 'gate' };
  else startRound(d);
}

function startRound(d: Draft): void {
  const c = d.combat();
  if (c.round === 0) {
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
  }
  c.round += 1;
  c.lastActivated = null;
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
function checkOver(d: Draft): boolean {
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

/**
 * A unit summoned during a combat (Summoning, p. 90): it activates this Combat Round only if its Initiative is
 * not above that of the unit activating now; otherwise it counts as already activated.
 */
export function summonUnit(d: Draft, unit: CombatUnit): void {
  const c = d.combat();
  const step = c.step;
  const current = step.step === 'unit' ? initiativeOf(unitOf(c, step.unit)) : c.lastActivated?.initiative ?? Infinity;
  c.units = [...c.units, { ...unit, activated: initiativeOf(unit) > current }];
  if (unit.space !== null) d.emit({ type: 'unitPlaced', unit: unit.id, space: unit.space });
}

/** Units still to activate this round, highest Initiative first; ties alternate teams starting with the attacker. */
export function activationCandidates(c: CombatState): CombatUnit[] {
  // The units waiting with the highest Initiative, and which teams they belong to.
  let top = -Infinity;
  let tied: CombatUnit[] = [];
  for (const u of c.units) {
    if (u.activated || u.defeated || !isFighter(u)) continue;
    const init = initiativeOf(u);
    if (init > top) {
      top = init;
      tied = [u];
    } else if (init === top) tied.push(u);
  }
  if (tied.length === 0) return [];
  const both = tied.some((u) => u.team === 'attacker') && tied.some((u) => u.team === 'defender');
  if (!both) return tied;
  const team: Team = c.lastActivated && c.lastActivated.initiative === top ? other(c.lastActivated.team) : 'attacker';
  return tied.filter((u) => u.team === team);
}

function nextUnit(d: Draft): void {
  const c = d.s.combat as CombatState;
  const candidates = activationCandidates(c);
  if (candidates.length === 0) {
    d.combat().step = { step: 'roundEnd' };
    return;
  }
  if (candidates.length > 1) {
    d.s.pending = { kind: 'chooseActivation', player: decider(c, (candidates[0] as CombatUnit).team), units: candidates.map((u) => u.id) };
    return;
  }
  activate(d, (candidates[0] as CombatUnit).id);
}

function activate(d: Draft, id: string): void {
  const c = d.combat();
  const u = d.unit(id);
  u.activated = true;
  c.lastActivated = { initiative: initiativeOf(u), team: u.team };
  if (u.paralyzed) {
    u.paralyzed = false;
    d.emit({ type: 'activationSkipped', unit: id, reason: 'paralysed' });
    c.step = { step: 'nextUnit' };
    return;
  }
  u.defending = false; // a Defense token is discarded when its unit next activates
  c.activationStart = u.space;
  d.emit({ type: 'unitActivated', unit: id });
  c.step = { step: 'unit', unit: id, stage: 'start' };
  onActivation(d, id);
}

function endActivation(d: Draft): void {
  const c = d.combat();
  const step = c.step;
  if (step.step === 'unit') {
    const u = d.unit(step.unit);
    u.attackBonus = 0;
    u.defenseBonus = 0;
    u.ignoresAttackDie = false;
  }
  c.step = { step: 'nextUnit' };
}

// ---- Placement --------------------------------------------------------------------------------

function placeableUnits(d: Draft, t: Team): CombatUnit[] {
  return (d.s.combat as CombatState).units.filter((u) => u.team === t && u.kind === 'unit' && u.space === null && !u.defeated);
}

export function freeSetupSpaces(c: CombatState, t: Team): number[] {
  // Taken spaces as a bit mask (any unit on a space, defeated or not), then the team's two rows in order.
  let taken = 0;
  for (const u of c.units) if (u.space !== null) taken |= 1 << u.space;
  const [back, front] = ownRows(t);
  const out: number[] = [];
  for (let s = 0; s < SPACES; s++) {
    const row = rowOf(s);
    if ((row === back || row === front) && !(taken & (1 << s))) out.push(s);
  }
  return out;
}

const MIDDLE_ROW = [8, 9, 10, 11];

function legalPlacement(d: Draft, dec: Of<'placeUnits'>): Action[] {
  const c = d.s.combat as CombatState;
  if (c.step.step === 'gate') return gateSpaces(c).map((space) => ({ type: 'placeUnit', unit: 'gate', space }));
  if (c.ai === dec.team) return aiPlacementChoices(c, placeableUnits(d, dec.team)).map((x) => ({ type: 'placeUnit', ...x }));
  const spaces = placementSpaces(c, dec.team);
  const actions: Action[] = [];
  for (const u of placeableUnits(d, dec.team)) for (const space of spaces(u)) actions.push({ type: 'placeUnit', unit: u.id, space });
  const step = c.step;
  const placed = step.step === 'placement' ? step.placed : 0;
  if (mayFinishPlacing(c, dec.team, placed)) actions.push({ type: 'finishPlacement' });
  return actions;
}

/** Neutrals placed by an opponent go in the Backline if they are ranged and it has room (Combat Setup, p. 40). */
function placementSpaces(c: CombatState, t: Team): (u: CombatUnit) => number[] {
  const free = freeSetupSpaces(c, t);
  return (u) => {
    if (u.side !== 'neutral' || typeOf(u) !== 'ranged') return free;
    const back = free.filter((s) => isBackline(t, s));
    return back.length > 0 ? back : free;
  };
}

function applyPlacement(d: Draft, dec: Of<'placeUnits'>, a: Action): void {
  const c = d.s.combat as CombatState;
  const step = c.step;
  if (step.step === 'gate') {
    if (a.type !== 'placeUnit' || a.unit !== 'gate' || !gateSpaces(c).includes(a.space)) {
      illegal(
        'OPTION_NOT_AVAILABLE',
        c.ai === 'defender'
          ? `The AI puts the Gate in front of its ground unit with the most HP: space ${gateSpaces(c).join(' or ')}`
          : 'Place the Gate on a space of the middle row (8–11); the Walls fill the others',
        'siege-combat',
      );
    }
    d.s.pending = null;
    placeGate(d, a.space);
    return;
  }
  if (step.step !== 'placement') throw new Error('placement outside its step');
  if (a.type === 'finishPlacement') {
    if (!mayFinishPlacing(c, dec.team, step.placed)) {
      illegal('OPTION_NOT_AVAILABLE', sideInfo(c, dec.team).neutral ? 'Every neutral guard is placed while there is room' : 'Place at least one unit', 'combat-setup');
    }
    finishPlacing(d, dec.team);
    d.s.pending = null;
    return;
  }
  if (a.type !== 'placeUnit') return wrongCombat(dec, a);
  const u = c.units.find((x) => x.id === a.unit && x.team === dec.team && x.kind === 'unit' && x.space === null);
  if (!u) illegal('UNIT_NOT_AVAILABLE', `${a.unit} is not a unit of yours waiting to be placed`, 'combat-setup');
  if (c.ai === dec.team) {
    const choices = aiPlacementChoices(c, placeableUnits(d, dec.team));
    if (!choices.some((x) => x.unit === a.unit && x.space === a.space)) {
      illegal('OPTION_NOT_AVAILABLE', `The AI rules place ${choices.map((x) => `${x.unit} on ${x.space}`).join(' or ')} next`, 'combat-setup');
    }
  } else if (!placementSpaces(c, dec.team)(u).includes(a.space)) {
    illegal('OPTION_NOT_AVAILABLE', `Space ${a.space} is not a free space of your Back or Front line${u.side === 'neutral' && typeOf(u) === 'ranged' ? ' (ranged neutrals go in the Backline while it has room)' : ''}`, 'combat-setup');
  }
  d.s.pending = null;
  placeAt(d, dec.team, u.id, a.space);
}

/** A player places 1–5 units; all of a field's neutral guards are placed while there is room. */
function mayFinishPlacing(c: CombatState, team: Team, placed: number): boolean {
  const own = c.units.filter((u) => u.team === team && u.kind === 'unit');
  if (sideInfo(c, team).neutral) return own.every((u) => u.space !== null) || freeSetupSpaces(c, team).length === 0 || placed >= MAX_UNITS_IN_COMBAT;
  return placed > 0 || own.length === 0;
}

function placeAt(d: Draft, team: Team, unit: string, space: number): void {
  const cw = d.combat();
  const step = cw.step;
  d.unit(unit).space = space;
  cw.step = { step: 'placement', team, placed: (step.step === 'placement' ? step.placed : 0) + 1 };
  d.emit({ type: 'unitPlaced', unit, space });
}

/** The Gate goes in the middle row and the three Walls fill the rest (Siege Combat, p. 44). */
function placeGate(d: Draft, space: number): void {
  const cw = d.combat();
  d.unit('gate').space = space;
  const walls = cw.units.filter((u) => u.kind === 'wall');
  MIDDLE_ROW.filter((s) => s !== space).forEach((s, i) => {
    d.unit((walls[i] as CombatUnit).id).space = s;
  });
  d.emit({ type: 'unitPlaced', unit: 'gate', space });
  startRound(d);
}

/**
 * Where the Gate may go: anywhere in the middle row, or for an AI defender in front of its ground unit with the
 * most HP (AI Siege, p. 47; ties are the player's choice).
 */
function gateSpaces(c: CombatState): number[] {
  if (c.ai !== 'defender') return MIDDLE_ROW;
  const ground = c.units.filter((u) => u.team === 'defender' && u.kind === 'unit' && u.space !== null && typeOf(u) === 'ground');
  if (ground.length === 0) return MIDDLE_ROW;
  const most = Math.max(...ground.map(hpOf));
  const cols = new Set(ground.filter((u) => hpOf(u) === most).map((u) => colOf(u.space as number)));
  return MIDDLE_ROW.filter((s) => cols.has(colOf(s)));
}

const isAiUnit = (c: CombatState, u: CombatUnit) => c.ai === u.team && (u.kind === 'unit' || u.kind === 'arrowTower');

/** What the AI rules let an AI unit do now; in a siege, a unit that can get nowhere Defends (AI Siege, p. 47). */
function aiOptions(c: CombatState, u: CombatUnit, stage: 'start' | 'moved' | 'attacked'): Action[] {
  const options = aiActions(c, u, stage, (x) => attackTargets(c, x));
  const walls = c.units.some((x) => (x.kind === 'wall' || x.kind === 'gate') && !x.defeated);
  if (walls && stage === 'start' && u.kind === 'unit' && options.length === 1 && options[0]?.type === 'endActivation') return [{ type: 'defend' }];
  return options;
}

// ---- Activation -------------------------------------------------------------------------------

/** Enemies a unit may attack from where it stands (a ranged unit next to an enemy must attack it). */
export function attackTargets(c: CombatState, u: CombatUnit): CombatUnit[] {
  return attackTargetsFrom(c, u, u.space);
}

const isEnemy = (x: CombatUnit, team: Team) => x.team !== team && !x.defeated && isFighter(x);

/** `attackTargets` for the unit as if it stood on `from` (no copy of the unit per space tried). */
function attackTargetsFrom(c: CombatState, u: CombatUnit, from: number | null): CombatUnit[] {
  if (from === null && u.kind !== 'arrowTower') return [];
  // Loops rather than filters: this runs for every legal-move listing and every validation.
  const units = c.units;
  const team = u.team;
  if (u.kind === 'arrowTower') {
    const out: CombatUnit[] = [];
    for (const x of units) if (isEnemy(x, team) && x.kind === 'unit') out.push(x);
    return out;
  }
  const space = from as number;
  const near: CombatUnit[] = [];
  if (typeOf(u) === 'ranged') {
    for (const x of units) if (isEnemy(x, team) && x.space !== null && adjacent(space, x.space)) near.push(x);
    if (near.length > 0) return near;
    for (const x of units) if (isEnemy(x, team)) near.push(x);
    return near;
  }
  for (const x of units) if (isEnemy(x, team) && x.kind === 'unit' && x.space !== null && adjacent(space, x.space)) near.push(x);
  // Walls and the Gate: any adjacent ground or flying unit may hit them, from either team.
  for (const x of units) {
    if ((x.kind === 'wall' || x.kind === 'gate') && !x.defeated && x.space !== null && adjacent(space, x.space)) near.push(x);
  }
  return near;
}

function moveRange(c: CombatState, u: CombatUnit): number[] {
  const type = typeOf(u);
  if (type === 'ranged') return reachable(c, u, 1, false);
  return reachable(c, u, 3, type === 'flying');
}

/** Whether `moveRange` lists `space` (apply checks one space; listing them all is for legalActions). */
function inMoveRange(c: CombatState, u: CombatUnit, space: number): boolean {
  const type = typeOf(u);
  return type === 'ranged' ? canReach(c, u, 1, false, space) : canReach(c, u, 3, type === 'flying', space);
}

/** Could the unit attack this activation (now, or after a move)? Neutrals an opponent controls must. */
function canAttackThisActivation(c: CombatState, u: CombatUnit, stage: 'start' | 'moved' | 'attacked'): boolean {
  // A ranged unit that moved may not attack any more (p. 37).
  if (stage === 'attacked' || (stage === 'moved' && typeOf(u) === 'ranged')) return false;
  if (attackTargets(c, u).length > 0) return true;
  if (stage === 'moved' || typeOf(u) === 'ranged') return false;
  return moveRange(c, u).some((s) => attackTargetsFrom(c, u, s).length > 0);
}

/**
 * Where a unit may move now. A neutral that must attack may only move where it can still attack (a ranged one
 * attacks before it may move).
 */
function movesAllowed(c: CombatState, u: CombatUnit, stage: 'start' | 'moved' | 'attacked'): number[] {
  const range = moveRange(c, u);
  if (!mustAttack(c, u, stage)) return range;
  if (typeOf(u) === 'ranged') return [];
  return range.filter((s) => attackTargetsFrom(c, u, s).length > 0);
}

/** Whether `movesAllowed` lists `space`. */
function mayMoveTo(c: CombatState, u: CombatUnit, stage: 'start' | 'moved' | 'attacked', space: number): boolean {
  if (mustAttack(c, u, stage)) return movesAllowed(c, u, stage).includes(space);
  return inMoveRange(c, u, space);
}

/** Neutral units of a neutral side: they never Defend, and must attack when they can (p. 42). */
const isGuardNeutral = (c: CombatState, u: CombatUnit) => u.kind === 'unit' && u.side === 'neutral' && sideInfo(c, u.team).neutral;

function mustAttack(c: CombatState, u: CombatUnit, stage: 'start' | 'moved' | 'attacked'): boolean {
  return isGuardNeutral(c, u) && canAttackThisActivation(c, u, stage);
}

function canSurrender(d: Draft, u: CombatUnit): boolean {
  const c = d.s.combat as CombatState;
  const mine = sideInfo(c, u.team);
  const theirs = sideInfo(c, other(u.team));
  if (mine.neutral || theirs.neutral || !mine.player || !theirs.player) return false;
  if (u.team === 'defender' && c.defendingTown) return false;
  return d.peek(mine.player).resources.gold >= SURRENDER_GOLD;
}

function legalActivation(d: Draft, dec: Of<'activation'>): Action[] {
  const c = d.s.combat as CombatState;
  const u = unitOf(c, dec.unit);
  if (isAiUnit(c, u)) return aiOptions(c, u, dec.stage);
  const actions: Action[] = [];
  const ranged = typeOf(u) === 'ranged';
  if (dec.stage === 'start' || (dec.stage === 'attacked' && ranged)) {
    for (const space of movesAllowed(c, u, dec.stage)) actions.push({ type: 'moveUnit', space });
  }
  if (dec.stage !== 'attacked' && !(dec.stage === 'moved' && ranged)) {
    for (const t of attackTargets(c, u)) actions.push({ type: 'attack', target: t.id });
  }
  const forced = mustAttack(c, u, dec.stage);
  if (dec.stage !== 'attacked' && !isGuardNeutral(c, u)) actions.push({ type: 'defend' });
  if (!forced) actions.push({ type: 'endActivation' });
  if (dec.stage === 'start' && canSurrender(d, u)) actions.push({ type: 'surrender' });
  if (dec.stage !== 'attacked') eachPlay(d.s, dec.player, { window: 'activation', unit: u.id }, actions);
  addMoraleActions(d, dec.player, actions);
  return actions;
}

function moraleActions(d: Draft, player: PlayerId): Action[] {
  const actions: Action[] = [];
  addMoraleActions(d, player, actions);
  return actions;
}

function addMoraleActions(d: Draft, player: PlayerId, actions: Action[]): void {
  const c = d.s.combat as CombatState;
  if (!playsCards(c, player)) return;
  const p = d.peek(player);
  if (!p.morale.positive) return;
  actions.push({ type: 'useMorale', use: 'draw' });
  if (p.hand.length > 0) actions.push({ type: 'useMorale', use: 'cycle' });
}

function applyMorale(d: Draft, player: PlayerId, a: Extract<Action, { type: 'useMorale' }>): void {
  if (!moraleActions(d, player).some((x) => x.type === 'useMorale' && x.use === a.use)) {
    illegal('NO_MORALE', 'You cannot spend positive morale that way now', 'morale');
  }
  const hand = d.peek(player).hand.length;
  spendMorale(d, player, a.use);
  if (a.use === 'draw') drawCards(d, player, 1);
  else pushFrame(d, player, 'morale', [{ op: 'discardCards', min: 1, max: hand }, { op: 'draw', count: 'remembered' }]);
}

function applyActivation(d: Draft, dec: Of<'activation'>, a: Action): void {
  const c = d.s.combat as CombatState;
  const u = unitOf(c, dec.unit);
  const ranged = typeOf(u) === 'ranged';
  if (isAiUnit(c, u) && !aiOptions(c, u, dec.stage).some((o) => sameAction(o, a))) {
    illegal('OPTION_NOT_AVAILABLE', `${unitName(u)} follows the AI rules: ${aiOptions(c, u, dec.stage).map((o) => JSON.stringify(o)).join(' or ')}`, 'combat-against-ai');
  }
  d.s.pending = null;
  switch (a.type) {
    case 'moveUnit': {
      const allowed = dec.stage === 'start' || (dec.stage === 'attacked' && ranged);
      if (!allowed || !mayMoveTo(c, u, dec.stage, a.space)) {
        illegal(
          'OPTION_NOT_AVAILABLE',
          mustAttack(c, u, dec.stage) && moveRange(c, u).includes(a.space)
            ? `${unitName(u)} must attack this activation: it may not move where it could not`
            : `${unitName(u)} cannot move to space ${a.space} now`,
          'unit-types',
        );
      }
      const cw = d.combat();
      const from = u.space as number;
      d.unit(u.id).space = a.space;
      d.emit({ type: 'unitMoved', unit: u.id, from, to: a.space });
      if (dec.stage === 'attacked') endActivation(d);
      else cw.step = { step: 'unit', unit: u.id, stage: 'moved' };
      return;
    }
    case 'attack': {
      const allowed = dec.stage !== 'attacked' && !(dec.stage === 'moved' && ranged);
      const target = attackTargets(c, u).find((t) => t.id === a.target);
      if (!allowed || !target) illegal('OPTION_NOT_AVAILABLE', `${unitName(u)} cannot attack ${a.target} now`, 'unit-types');
      startAttack(d, u.id, target.id);
      return;
    }
    case 'defend': {
      if (dec.stage === 'attacked' || isGuardNeutral(c, u)) illegal('OPTION_NOT_AVAILABLE', 'Neutral units never Defend, and a unit that attacked cannot', 'combat-terminology');
      d.unit(u.id).defending = true;
      d.emit({ type: 'unitDefended', unit: u.id });
      endActivation(d);
      return;
    }
    case 'endActivation':
      if (mustAttack(c, u, dec.stage)) illegal('OPTION_NOT_AVAILABLE', 'Neutral units controlled by an opponent must attack when they can', 'combat-round');
      endActivation(d);
      return;
    case 'surrender': {
      if (dec.stage !== 'start' || !canSurrender(d, u)) {
        illegal('OPTION_NOT_AVAILABLE', 'You can surrender instead of activating a unit, paying 10 gold, except when defending your town', 'end-of-combat');
      }
      const winner = sideInfo(c, other(u.team)).player as PlayerId;
      d.player(dec.player).resources.gold -= SURRENDER_GOLD;
      d.player(winner).resources.gold += SURRENDER_GOLD;
      d.emit({ type: 'resourcesPaid', player: dec.player, resources: { gold: SURRENDER_GOLD, buildingMaterials: 0, valuables: 0 }, reason: 'surrender' });
      d.emit({ type: 'resourcesGained', player: winner, resources: { gold: SURRENDER_GOLD, buildingMaterials: 0, valuables: 0 }, reason: 'surrender' });
      const cw = d.combat();
      cw.outcome = { result: 'surrender', by: u.team };
      cw.step = { step: 'over' };
      return;
    }
    case 'playCard': {
      if (dec.stage === 'attacked') illegal('OPTION_NOT_AVAILABLE', 'Cards are played before the unit attacks', 'combat-cards');
      const spell = playCard(d, dec.player, a, { window: 'activation', unit: u.id });
      afterPlay(d, dec.player, spell);
      return;
    }
    case 'useMorale':
      applyMorale(d, dec.player, a);
      return;
    default:
      return wrongCombat(dec, a);
  }
}

/** After a Spell is cast, its caster may play a card that returns it (Knowledge). */
function afterPlay(d: Draft, player: PlayerId, spell: string | null): void {
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

// ---- Attacks ----------------------------------------------------------------------------------

/** A Wall or the Gate is hit (Siege Combat, p. 44): it always falls, with no die, no cards and no abilities. */
function destroyObstacle(d: Draft, attackerId: string, targetId: string): void {
  const c = d.combat();
  const attacker = unitOf(c, attackerId);
  const target = d.unit(targetId);
  d.emit({ type: 'attackDeclared', attacker: attackerId, target: targetId, retaliation: false });
  target.defeated = true;
  target.space = null;
  d.emit({ type: 'obstacleDestroyed', unit: target.id });
  if (!c.units.some((u) => (u.kind === 'wall' || u.kind === 'gate') && !u.defeated)) {
    const tower = c.units.find((u) => u.kind === 'arrowTower' && !u.defeated);
    if (tower) {
      d.unit(tower.id).defeated = true;
      d.emit({ type: 'obstacleDestroyed', unit: tower.id });
    }
  }
  c.step = { step: 'unit', unit: attackerId, stage: 'attacked' };
  if (typeOf(attacker) !== 'ranged') endActivation(d);
}

/** The activation's attack: the first of its sequence (then what its abilities add, then the retaliations). */
function startAttack(d: Draft, attackerId: string, targetId: string): void {
  const c = d.combat();
  const target = unitOf(c, targetId);
  if (target.kind === 'wall' || target.kind === 'gate') return destroyObstacle(d, attackerId, targetId);
  c.sequence = { active: attackerId, attacked: [], queue: [], noRetaliation: false, retaliationPenalty: false };
  declareAttack(d, attackerId, targetId, 'first', null);
}

export function declareAttack(d: Draft, attackerId: string, targetId: string, kind: AttackInProgress['kind'], attackValue: number | null): void {
  const c = d.combat();
  const attacker = unitOf(c, attackerId);
  const target = unitOf(c, targetId);
  d.emit({ type: 'attackDeclared', attacker: attackerId, target: targetId, retaliation: kind === 'retaliation' });
  if (kind !== 'retaliation' && c.sequence && !c.sequence.attacked.includes(targetId)) c.sequence.attacked.push(targetId);
  c.attack = {
    attacker: attackerId,
    target: targetId,
    kind,
    retaliation: kind === 'retaliation',
    ranged: attacker.kind === 'arrowTower' || typeOf(attacker) === 'ranged',
    attackValue,
    targetSpace: target.space,
    priority: controllerOf(c, attacker),
    passes: 0,
    attackDice: [],
    dice: 'single',
    dieIgnored: false,
    defenseDie: null,
    stage: 'window',
    rerollsKept: false,
    onceRerollUsed: false,
    moraleDone: false,
    ignoreAsked: false,
    defenseMoraleDone: false,
    cancelAsked: false,
  };
  c.step = { step: 'attack' };
}

/** Who may still play in the reaction window, in priority order. */
function windowPlayers(c: CombatState, at: AttackInProgress): PlayerId[] {
  const a = controllerOf(c, unitOf(c, at.attacker));
  const t = controllerOf(c, unitOf(c, at.target));
  const out: PlayerId[] = [];
  for (const p of [a, t]) if (p && !out.includes(p) && playsCards(c, p)) out.push(p);
  return out;
}

/**
 * An attack goes through its stages: the reaction window, the Attack dice (with ability and morale rerolls),
 * Halberdiers' discard, the Defense die, then damage. Each stage either asks a player or moves on.
 */
function runAttack(d: Draft): void {
  const at = (d.s.combat as CombatState).attack as AttackInProgress;
  switch (at.stage) {
    case 'window': return reactionWindow(d);
    case 'attackRoll': return settleAttackDice(d);
    case 'ignoreDie': return offerIgnoreDie(d);
    case 'defenseRoll': return defenseRoll(d);
    case 'resolve': return resolveAttack(d);
  }
}

function reactionWindow(d: Draft): void {
  const c = d.s.combat as CombatState;
  const at = c.attack as AttackInProgress;
  // Priority goes to the attacking unit's side, then the other; the window closes when both pass in a row.
  // A player with nothing to play (no card, no morale) passes without being asked.
  const players = windowPlayers(c, at);
  let priority = at.priority && players.includes(at.priority) ? at.priority : players[0];
  let passes = at.passes;
  while (priority !== undefined && passes < players.length) {
    if (hasPlays(d.s, priority, { window: 'reaction' }) || d.peek(priority).morale.positive) {
      if (priority !== at.priority || passes !== at.passes) {
        const w = d.combat().attack as AttackInProgress;
        w.priority = priority;
        w.passes = passes;
      }
      d.s.pending = { kind: 'reaction', player: priority, attacker: at.attacker, target: at.target };
      return;
    }
    passes += 1;
    priority = players.find((p) => p !== priority) ?? priority;
  }
  rollAttackDice(d, controllerOf(c, unitOf(c, at.attacker)) ?? 'neutral');
}

/** After the throw: the attacker's ability rerolls (Crusaders, Champions), then a reroll with positive morale. */
function settleAttackDice(d: Draft): void {
  const c = d.s.combat as CombatState;
  const at = c.attack as AttackInProgress;
  const attacker = unitOf(c, at.attacker);
  if (optionalRerolls(c, at).length > 0) {
    d.s.pending = { kind: 'unitAbility', player: decider(c, attacker.team), unit: attacker.id, ability: 'rerollAttackDie', target: null };
    return;
  }
  const roller = controllerOf(c, attacker);
  if (!at.moraleDone && roller && playsCards(c, roller) && d.peek(roller).morale.positive) {
    d.s.pending = { kind: 'attackRoll', player: roller, die: 'attack', faces: at.attackDice.slice() };
    return;
  }
  (d.combat().attack as AttackInProgress).stage = 'ignoreDie';
}

/** Halberdiers Pack: their controller may discard a card so that the attacker's die does not count. */
function offerIgnoreDie(d: Draft): void {
  const player = ignoreDieOffer(d);
  const at = (d.s.combat as CombatState).attack as AttackInProgress;
  if (player) {
    d.s.pending = { kind: 'unitAbility', player, unit: at.target, ability: 'ignoreAttackDie', target: at.attacker };
    return;
  }
  (d.combat().attack as AttackInProgress).stage = 'defenseRoll';
}

/** A unit holding a Defense token (or counting as holding one) rolls the Defense die; a +1 gives +1 Defense. */
function defenseRoll(d: Draft): void {
  const c = d.s.combat as CombatState;
  const at = c.attack as AttackInProgress;
  const target = unitOf(c, at.target);
  const roller = controllerOf(c, target);
  if (at.defenseDie === null && countsAsDefending(c, target)) {
    const face = rollDie(d, 'attack');
    (d.combat().attack as AttackInProgress).defenseDie = face;
    d.emit({ type: 'dieRolled', player: roller ?? 'neutral', die: 'attack', faces: [face] });
  }
  const now = (d.s.combat as CombatState).attack as AttackInProgress;
  if (now.defenseDie !== null && !now.defenseMoraleDone && roller && playsCards(c, roller) && d.peek(roller).morale.positive) {
    d.s.pending = { kind: 'attackRoll', player: roller, die: 'defense', faces: [now.defenseDie] };
    return;
  }
  (d.combat().attack as AttackInProgress).stage = 'resolve';
}

/**
 * Ranged protection (p. 45): a defending unit on its own side, in the column of an intact Wall or Gate,
 * takes 1 less damage from a ranged attack made from the attacker's side of the board.
 */
function wallProtects(c: CombatState, attacker: CombatUnit, target: CombatUnit): boolean {
  if (target.team !== 'defender' || target.kind !== 'unit' || target.space === null || !isOwnSide('defender', target.space)) return false;
  if (attacker.space === null || !isOwnSide('attacker', attacker.space)) return false;
  const col = colOf(target.space);
  return c.units.some((u) => (u.kind === 'wall' || u.kind === 'gate') && !u.defeated && u.space !== null && colOf(u.space) === col);
}

/** Damage: Attack + die − Defense (p. 42). A friendly Archangels Pack may first cancel an attack that would defeat. */
function resolveAttack(d: Draft): void {
  const c = d.s.combat as CombatState;
  const at = c.attack as AttackInProgress;
  const attacker = unitOf(c, at.attacker);
  const target = unitOf(c, at.target);
  const attack = attackTotal(c, at);
  const defense = defenseTotal(c, at);
  let damage = Math.max(0, attack - defense);
  if (at.ranged && wallProtects(c, attacker, target)) damage = Math.max(0, damage - 1);
  const saver = lethalCanceller(c, at, damage);
  if (saver) {
    d.s.pending = { kind: 'unitAbility', player: decider(c, saver.team), unit: saver.id, ability: 'cancelLethalAttack', target: target.id };
    return;
  }
  d.unit(target.id).paralyzed = false; // being attacked removes Paralysis
  d.emit({ type: 'attackResolved', attacker: attacker.id, target: target.id, attack, defense, damage });
  const result = dealDamage(d, target.id, damage, attacker.id);
  if (result.defeated) onDefeated(d, target.id, { team: attacker.team });
  damageShieldAttacker(d, attacker.id, target.id, at.targetSpace);
  endAttack(d, at, afterHit(d, at, controllerOf(c, attacker) ?? 'neutral'));
}

/**
 * The attack is over (resolved or cancelled): temporary Attack and Defense changes end (Using Cards During
 * Combat, p. 42); after the first attack, what its abilities add is queued; then the sequence goes on.
 */
function endAttack(d: Draft, at: AttackInProgress, first: FollowUp[]): void {
  const c = d.combat();
  for (const id of [at.attacker, at.target]) {
    const u = unitOf(c, id);
    if (u.attackBonus === 0 && u.defenseBonus === 0 && !u.ignoresAttackDie) continue;
    const w = d.unit(id);
    w.attackBonus = 0;
    w.defenseBonus = 0;
    w.ignoresAttackDie = false;
  }
  c.attack = null;
  if (checkOver(d)) return;
  const seq = c.sequence as AttackSequence;
  if (at.kind === 'first') {
    const follow = firstAttackFollowUps(c, at);
    seq.queue = [...first, ...follow.queue];
    seq.noRetaliation = follow.noRetaliation;
    seq.retaliationPenalty = follow.retaliationPenalty;
  } else {
    seq.queue = [...first, ...seq.queue];
  }
  c.step = { step: 'sequence' };
}

/** Takes the next follow-up off the queue. */
function shiftFollowUp(d: Draft): void {
  const seq = d.combat().sequence as AttackSequence;
  seq.queue = seq.queue.slice(1);
}

function moveTo(d: Draft, unitId: string, space: number): void {
  const u = d.unit(unitId);
  const from = u.space as number;
  u.space = space;
  d.emit({ type: 'unitMoved', unit: unitId, from, to: space });
}

/** Runs the next follow-up of the activation's attacks, asking the player where an ability leaves a choice. */
function continueSequence(d: Draft): void {
  const c = d.s.combat as CombatState;
  const seq = c.sequence as AttackSequence;
  const item = seq.queue[0];
  if (!item) return finishSequence(d);
  switch (item.do) {
    case 'attack': {
      shiftFollowUp(d);
      const a = unitOf(c, item.attacker);
      const t = unitOf(c, item.target);
      if (!a.defeated && !t.defeated) declareAttack(d, a.id, t.id, 'extra', item.attackValue);
      return;
    }
    case 'splash': {
      const a = unitOf(c, item.attacker);
      const options = a.defeated ? [] : unitsAround(c, item.around);
      if (options.length > 1) {
        d.s.pending = { kind: 'unitAbility', player: decider(c, a.team), unit: a.id, ability: 'splashTarget', target: null };
        return;
      }
      shiftFollowUp(d);
      const only = options[0];
      if (only) declareAttack(d, a.id, only.id, 'extra', item.attackValue);
      return;
    }
    case 'push': {
      const pusher = unitOf(c, item.unit);
      const t = unitOf(c, item.target);
      const spaces = t.defeated ? [] : pushSpaces(c, t, pusher);
      if (spaces.length > 1) {
        d.s.pending = { kind: 'unitAbility', player: decider(c, t.team), unit: pusher.id, ability: 'pushTarget', target: t.id };
        return;
      }
      shiftFollowUp(d);
      const only = spaces[0];
      if (only !== undefined) {
        d.emit({ type: 'abilityUsed', unit: pusher.id, ability: 'pushTargetAway', target: t.id });
        moveTo(d, t.id, only);
      }
      return;
    }
    case 'retaliations': {
      const w = d.combat().sequence as AttackSequence;
      w.queue = [...w.attacked.map((by): FollowUp => ({ do: 'retaliate', by })), ...w.queue.slice(1)];
      return;
    }
    case 'retaliate': {
      shiftFollowUp(d);
      const by = unitOf(c, item.by);
      const against = unitOf(c, seq.active);
      // A surviving unit attacked by an adjacent unit strikes back once per Combat Round (p. 41).
      if (!mayRetaliate(c, by, against, seq)) return;
      if (retaliationMarks(by)) d.unit(by.id).retaliated = true;
      declareAttack(d, by.id, against.id, 'retaliation', null);
      return;
    }
    case 'heal':
      shiftFollowUp(d);
      heal(d, item.unit, item.amount, item.unit);
      return;
    case 'return':
      if (canReturn(c, item.unit, item.space)) {
        d.s.pending = { kind: 'unitAbility', player: decider(c, unitOf(c, item.unit).team), unit: item.unit, ability: 'returnAfterAttack', target: null };
        return;
      }
      shiftFollowUp(d);
      return;
  }
}

/** The activation's attacks are over: a ranged unit may still move 1 space; any other unit's activation ends. */
function finishSequence(d: Draft): void {
  const c = d.combat();
  const active = (c.sequence as AttackSequence).active;
  c.sequence = null;
  const u = unitOf(c, active);
  c.step = { step: 'unit', unit: active, stage: 'attacked' };
  if (u.kind === 'arrowTower' || u.defeated || typeOf(u) !== 'ranged') endActivation(d);
}

function legalReaction(d: Draft, dec: Of<'reaction'>): Action[] {
  return [...legalPlays(d.s, dec.player, { window: 'reaction' }), ...moraleActions(d, dec.player), { type: 'pass' }];
}

function applyReaction(d: Draft, dec: Of<'reaction'>, a: Action): void {
  const c = d.combat();
  const at = c.attack as AttackInProgress;
  const players = windowPlayers(c, at);
  const next = players.find((p) => p !== dec.player) ?? dec.player;
  d.s.pending = null;
  if (a.type === 'pass') {
    at.passes += 1;
    at.priority = next;
    return;
  }
  if (a.type === 'useMorale') {
    applyMorale(d, dec.player, a);
    return;
  }
  if (a.type !== 'playCard') return wrongCombat(dec, a);
  const spell = playCard(d, dec.player, a, { window: 'reaction' });
  const cw = d.combat();
  if (cw.attack) {
    cw.attack.passes = 0;
    cw.attack.priority = next;
  }
  afterPlay(d, dec.player, spell);
}

function legalAttackRoll(dec: Of<'attackRoll'>): Action[] {
  return [{ type: 'keepDice' }, ...dec.faces.map((_, index) => ({ type: 'rerollDie', index }) as Action)];
}

function applyAttackRoll(d: Draft, dec: Of<'attackRoll'>, a: Action): void {
  const at = d.combat().attack as AttackInProgress;
  if (a.type === 'rerollDie') {
    if (!Number.isInteger(a.index) || a.index < 0 || a.index >= dec.faces.length) illegal('MALFORMED_ACTION', `There is no die ${a.index}`, 'morale');
    if (!d.peek(dec.player).morale.positive) illegal('NO_MORALE', 'Rerolling a die costs a positive morale token', 'morale');
    spendMorale(d, dec.player, 'reroll');
    if (dec.die === 'attack') {
      rerollChosen(d, a.index, dec.player);
      at.rerollsKept = false; // an ability may reroll the new face again
    } else {
      const face = rollDie(d, 'attack');
      d.emit({ type: 'dieRolled', player: dec.player, die: 'attack', faces: [face] });
      at.defenseDie = face;
    }
  } else if (a.type !== 'keepDice') {
    return wrongCombat(dec, a);
  }
  if (dec.die === 'attack') at.moraleDone = true;
  else at.defenseMoraleDone = true;
  d.s.pending = null;
}

// ---- Choices unit abilities give ---------------------------------------------------------------------

function legalUnitAbility(d: Draft, dec: Of<'unitAbility'>): Action[] {
  const c = d.s.combat as CombatState;
  const item = c.sequence?.queue[0];
  switch (dec.ability) {
    case 'rerollAttackDie':
      return [{ type: 'keepDice' }, ...optionalRerolls(c, c.attack as AttackInProgress).map((index): Action => ({ type: 'rerollDie', index }))];
    case 'ignoreAttackDie':
      return [{ type: 'decline' }, ...d.peek(dec.player).hand.map((card): Action => ({ type: 'discard', card }))];
    case 'cancelLethalAttack':
    case 'returnAfterAttack':
      return [{ type: 'useAbility' }, { type: 'decline' }];
    case 'splashTarget':
      return item?.do === 'splash' ? unitsAround(c, item.around).map((u): Action => ({ type: 'chooseUnit', unit: u.id })) : [];
    case 'healFriendly':
      return healCandidates(c, unitOf(c, dec.unit)).map((u): Action => ({ type: 'chooseUnit', unit: u.id }));
    case 'pushTarget':
      return pushSpaces(c, unitOf(c, dec.target as string), unitOf(c, dec.unit)).map((space): Action => ({ type: 'moveUnit', space }));
  }
}

/** Is `a` one of the listed actions (same type and fields)? */
function listed(actions: Action[], a: Action): boolean {
  return actions.some((x) => x.type === a.type && Object.entries(x).every(([k, v]) => (a as Record<string, unknown>)[k] === v));
}

function applyUnitAbility(d: Draft, dec: Of<'unitAbility'>, a: Action): void {
  const legal = legalUnitAbility(d, dec);
  if (!legal.some((x) => x.type === a.type)) return wrongCombat(dec, a);
  if (!listed(legal, a)) illegal('OPTION_NOT_AVAILABLE', `${JSON.stringify(a)} is not one of the choices of ${unitName(unitOf(d.s.combat as CombatState, dec.unit))}'s ability`, 'units');
  d.s.pending = null;
  const c = d.combat();
  const at = c.attack as AttackInProgress;
  const item = c.sequence?.queue[0];
  switch (dec.ability) {
    case 'rerollAttackDie':
      if (a.type === 'rerollDie') useOptionalReroll(d, a.index, dec.player);
      else at.rerollsKept = true;
      return;
    case 'ignoreAttackDie':
      at.ignoreAsked = true;
      if (a.type !== 'discard') return;
      discardFromHand(d, dec.player, a.card);
      at.dieIgnored = true;
      d.emit({ type: 'abilityUsed', unit: dec.unit, ability: 'discardToIgnoreAttackDie', target: at.attacker });
      return;
    case 'cancelLethalAttack': {
      at.cancelAsked = true;
      if (a.type !== 'useAbility') return;
      c.usedOnce.push(dec.unit);
      d.emit({ type: 'abilityUsed', unit: dec.unit, ability: 'cancelLethalAttackOncePerCombat', target: at.target });
      // The cancelled attack deals nothing and its target does not retaliate against it.
      const seq = c.sequence as AttackSequence;
      if (!at.retaliation) seq.attacked = seq.attacked.filter((id) => id !== at.target);
      endAttack(d, at, []);
      return;
    }
    case 'returnAfterAttack':
      shiftFollowUp(d);
      if (a.type !== 'useAbility' || item?.do !== 'return') return;
      d.emit({ type: 'abilityUsed', unit: dec.unit, ability: 'returnAfterAttack', target: null });
      moveTo(d, dec.unit, item.space);
      return;
    case 'splashTarget':
      shiftFollowUp(d);
      if (a.type !== 'chooseUnit' || item?.do !== 'splash') return;
      d.emit({ type: 'abilityUsed', unit: dec.unit, ability: 'splashAdjacentToTarget', target: a.unit });
      declareAttack(d, dec.unit, a.unit, 'extra', item.attackValue);
      return;
    case 'healFriendly':
      if (a.type === 'chooseUnit') healChosen(d, dec.unit, a.unit);
      return;
    case 'pushTarget':
      shiftFollowUp(d);
      if (a.type !== 'moveUnit') return;
      d.emit({ type: 'abilityUsed', unit: dec.unit, ability: 'pushTargetAway', target: dec.target });
      moveTo(d, dec.target as string, a.space);
      return;
  }
}

// ---- Choosing among tied units, the after-spell window, the end of a Combat Round ---------------

function applyChooseActivation(d: Draft, dec: Of<'chooseActivation'>, a: Action): void {
  if (a.type !== 'activateUnit') return wrongCombat(dec, a);
  if (!dec.units.includes(a.unit)) illegal('OPTION_NOT_AVAILABLE', `${a.unit} is not one of the tied units to activate`, 'combat-round');
  d.s.pending = null;
  activate(d, a.unit);
}

function applyAfterSpell(d: Draft, dec: Of<'afterSpell'>, a: Action): void {
  d.s.pending = null;
  if (a.type === 'pass') return resumeAfterSpell(d);
  if (a.type !== 'playCard') return wrongCombat(dec, a);
  playCard(d, dec.player, a, { window: 'afterSpell', spell: dec.spell });
  resumeAfterSpell(d);
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
    case 'attackRoll': return legalAttackRoll(dec);
    case 'afterSpell': return [...legalPlays(d.s, dec.player, { window: 'afterSpell', spell: dec.spell }), { type: 'pass' }];
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
    case 'combatRoundEnd': applyRoundEnd(d, dec, a); return true;
    case 'unitAbility': applyUnitAbility(d, dec, a); return true;
    default: return false;
  }
}

/** The same action, field by field (the `player` field aside). */
function sameAction(a: Action, b: Action): boolean {
  const fields = (x: Action) => Object.entries(x).filter(([k]) => k !== 'player');
  const fa = fields(a);
  const fb = fields(b);
  return fa.length === fb.length && fa.every(([k, v]) => (b as Record<string, unknown>)[k] === v);
}

function wrongCombat(dec: Decision, a: Action): never {
  illegal('WRONG_DECISION', `"${a.type}" does not answer the current decision (${dec.kind} for ${dec.player})`, 'protocol');
}

export type { PlayContext };
