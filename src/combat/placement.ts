/** Combat Setup (p. 40): each team places its units, then in a siege the Gate and the Walls (Siege Combat, p. 44). */
import type { Draft } from '../kernel/draft';
import type { Action } from '../model';
import type { CombatState, CombatUnit, Difficulty, Team } from '../model';
import { illegal } from '../kernel/errors';
import { boardOf, lineSpan } from './board';
import { hpOf, typeOf } from './stats';
import { aiPlacementChoices } from './ai';
import { MAX_UNITS_IN_COMBAT, type Of, sideInfo, wrongCombat } from './common';
import type { DecisionTable } from '../kernel/decisions';
import { startRound } from './rounds';
import { drawGuards } from './neutrals';
import { guardCards, hasAzure } from './start';
import { offerGuardRedraw } from './astrologers';
import { offerAllGuardsRedraw } from './judgeDread';

/** After a team has placed its units: the defender's turn to place, the Gate in a siege, or the first round. */
export function finishPlacing(d: Draft, t: Team): void {
  const c = d.combat();
  if (t === 'attacker' && c.guardsToDraw !== null) drawGuardsNow(d, c);
  if (t === 'attacker') c.step = { step: 'placement', team: 'defender', placed: 0 };
  else if (c.units.some((u) => u.kind === 'gate' && u.space === null && !u.defeated)) c.step = { step: 'gate' };
  else startRound(d);
}

/**
 * The neutral guards are drawn once the attacker has placed its units (Combat Setup, p. 40): the player places not
 * knowing them. Against Azure units the combat has no time limit.
 */
function drawGuardsNow(d: Draft, c: CombatState): void {
  const guards = guardCards(drawGuards(d, c.fieldLevel, c.guardsToDraw as Difficulty));
  for (const g of guards) c.units.push(g);
  if (hasAzure(guards)) c.timeLimited = false;
  c.guardsToDraw = null;
  offerGuardRedraw(d, c); // Groovy Satyr (combat/astrologers.ts)
  offerAllGuardsRedraw(d, c); // Judge Dread (combat/judgeDread.ts)
}

const isPlaceable = (u: CombatUnit, t: Team): boolean => u.team === t && u.kind === 'unit' && u.space === null && !u.defeated;

export function placeableUnits(d: Draft, t: Team): CombatUnit[] {
  return (d.s.combat as CombatState).units.filter((u) => isPlaceable(u, t));
}

/** Whether `placeableUnits` lists any (asked after every placement: no list). */
export function hasPlaceable(c: CombatState, t: Team): boolean {
  for (const u of c.units) if (isPlaceable(u, t)) return true;
  return false;
}

/** Whether a card is on the space, defeated or not. */
function taken(c: CombatState, space: number): boolean {
  for (const u of c.units) if (u.space === space) return true;
  return false;
}

/** Whether the team's Backline or Frontline has a free space. */
export function hasFreeSetupSpace(c: CombatState, t: Team): boolean {
  for (const s of boardOf(c).setupSpaces(t)) if (!taken(c, s)) return true;
  return false;
}

/** The free spaces of the team's Backline and Frontline, ascending. */
export function freeSetupSpaces(c: CombatState, t: Team): number[] {
  const out: number[] = [];
  for (const s of boardOf(c).setupSpaces(t)) if (!taken(c, s)) out.push(s);
  return out;
}

export function legalPlacement(d: Draft, dec: Of<'placeUnits'>): Action[] {
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
  const board = boardOf(c);
  return (u) => {
    if (u.side !== 'neutral' || typeOf(u) !== 'ranged') return free;
    const back = free.filter((s) => board.isBackline(t, s));
    return back.length > 0 ? back : free;
  };
}

export function applyPlacement(d: Draft, dec: Of<'placeUnits'>, a: Action): void {
  const c = d.s.combat as CombatState;
  const step = c.step;
  if (step.step === 'gate') {
    if (a.type !== 'placeUnit' || a.unit !== 'gate' || !gateSpaces(c).includes(a.space)) {
      illegal(
        'OPTION_NOT_AVAILABLE',
        c.ai === 'defender'
          ? `The AI puts the Gate in front of its ground unit with the most HP: space ${gateSpaces(c).join(' or ')}`
          : `Place the Gate on a space of the middle row (${lineSpan(boardOf(c).middleLine)}); the Walls fill the others`,
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
  if (sideInfo(c, team).neutral) return own.every((u) => u.space !== null) || !hasFreeSetupSpace(c, team) || placed >= MAX_UNITS_IN_COMBAT;
  return placed > 0 || own.length === 0;
}

export function placeAt(d: Draft, team: Team, unit: string, space: number): void {
  const cw = d.combat();
  const step = cw.step;
  d.unit(unit).space = space;
  cw.step = { step: 'placement', team, placed: (step.step === 'placement' ? step.placed : 0) + 1 };
  d.emit({ type: 'unitPlaced', unit, space, seq: 0 });
}

/** The Gate goes in the middle row and the three Walls fill the rest (Siege Combat, p. 44). */
export function placeGate(d: Draft, space: number): void {
  const cw = d.combat();
  d.unit('gate').space = space;
  const walls = cw.units.filter((u) => u.kind === 'wall');
  boardOf(cw).middleLine.filter((s) => s !== space).forEach((s, i) => {
    d.unit((walls[i] as CombatUnit).id).space = s;
  });
  d.emit({ type: 'unitPlaced', unit: 'gate', space, seq: 0 });
  startRound(d);
}

/**
 * Where the Gate may go: anywhere in the middle row, or for an AI defender in front of its ground unit with the
 * most HP (AI Siege, p. 47; ties are the player's choice).
 */
export function gateSpaces(c: CombatState): readonly number[] {
  const board = boardOf(c);
  if (c.ai !== 'defender') return board.middleLine;
  const ground = c.units.filter((u) => u.team === 'defender' && u.kind === 'unit' && u.space !== null && typeOf(u) === 'ground');
  if (ground.length === 0) return board.middleLine;
  const most = Math.max(...ground.map(hpOf));
  const strongest = ground.filter((u) => hpOf(u) === most);
  return board.middleLine.filter((s) => strongest.some((u) => board.inFront(s, u.space as number)));
}

/** The `placeUnits` decision: a team's units, one at a time, then in a siege the Gate. */
export const PLACEMENT_DECISIONS: DecisionTable<'placeUnits'> = {
  placeUnits: { legal: legalPlacement, apply: applyPlacement, describe: (dec) => `${dec.player} places ${dec.team} units on the combat board` },
};
