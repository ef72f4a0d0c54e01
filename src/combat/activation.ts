/**
 * Activation (Combat Round Structure, p. 42): the order units activate in, and what a unit may do when it
 * activates — move, attack, Defend, end its activation, surrender, spend positive morale (morale.ts) — including
 * the AI and neutral-guard rules, and the Pit Lords' summoning (summonDemons.ts).
 */
import { copyUnit, type Draft } from '../kernel/draft';
import type { Action, PlayContext, PlayerId } from '../model';
import type { CombatState, CombatUnit, Team } from '../model';
import type { UnitType } from '../model';
import { illegal } from '../kernel/errors';
import { SpaceList, boardOf, reachInto } from './board';
import { initiativeOf, isFighter, typeOf, unitName } from './stats';
import { aiActions } from './ai';
import { aiHeroActivates, aiUnitAboutToAttack, isAiHeroUnit } from './aiHero';
import { eachPlay, playCard } from './cards';
import { actsAsActivationStarts, decider, hasAbility, hasActivationChoice, movesAnywhere, onActivation, onDefeated } from './abilities';
import { summonActions, summonOrReinforce } from './summonDemons';
import { otherAbilityActions, useOtherAbility } from './strongholdAbilities';
import { takeSpellAsActivation, takesSpellAsActivation } from './genies';
import { castOnActivation } from './activationSpell';
import { poisonAtActivation } from './afflictions';
import { type Of, other, sideInfo, unitOf, wrongCombat } from './common';
import { afterPlay, checkOver, endActivation } from './steps';
import { addMoraleActions, applyMorale } from './morale';
import { addTownCubeActions, useTownCube } from './townCubes';
import { addPlayForAttackActions, playForAttack } from './offense';
import { startAttack } from './attack';
import { isRooted } from './rooted';
import { sharedAction } from '../kernel/sharedActions';
import { type ListingAbilities, listingAbilities } from './listingAbilities';
import { onActivationStart, onMove } from './tokens';
import { quicksandStop } from './quicksand';
import { berserkActions, isBerserk } from './berserk';
import { endActivationPower } from './confluxAbilities';
import type { DecisionTable } from '../kernel/decisions';

const SURRENDER_GOLD = 10;

/**
 * A unit summoned during a combat (Summoning, p. 90): it activates this Combat Round only if its Initiative is
 * not above that of the unit activating now; otherwise it counts as already activated.
 */
export function summonUnit(d: Draft, unit: CombatUnit): void {
  const c = d.combat();
  const step = c.step;
  const current = step.step === 'unit' ? initiativeOf(unitOf(c, step.unit)) : c.lastActivated?.initiative ?? Infinity;
  const summoned = copyUnit(unit); // copyUnit's literal, not a spread: every unit keeps one hidden class
  summoned.activated = initiativeOf(unit) > current;
  c.units = [...c.units, summoned];
  if (unit.space !== null) d.emit({ type: 'unitPlaced', unit: unit.id, space: unit.space, seq: 0 });
}

/** Units still to activate this round, highest Initiative first; ties alternate teams starting with the attacker. */
export function activationCandidates(c: CombatState): CombatUnit[] {
  const out: CombatUnit[] = [];
  candidatesInto(c, out);
  return out;
}

/**
 * `activationCandidates` into `out`; returns their Initiative, which the activation records (worked out
 * once per unit here: the next step needs no second look-up).
 */
function candidatesInto(c: CombatState, out: CombatUnit[]): number {
  // The highest Initiative among the units waiting, and how many of each team have it (loops: no array per unit).
  const units = c.units;
  const inits = INITIATIVES;
  let top = -Infinity;
  let attackers = 0;
  let defenders = 0;
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as CombatUnit;
    inits[i] = -Infinity;
    if (u.activated || u.defeated || !isFighter(u)) continue;
    const init = initiativeOf(u);
    inits[i] = init;
    if (init > top) {
      top = init;
      attackers = 0;
      defenders = 0;
    }
    if (init === top) {
      if (u.team === 'attacker') attackers++;
      else defenders++;
    }
  }
  if (attackers + defenders === 0) return top;
  const team: Team | null =
    attackers === 0 || defenders === 0 ? null : c.lastActivated && c.lastActivated.initiative === top ? other(c.lastActivated.team) : 'attacker';
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as CombatUnit;
    if (inits[i] === top && (team === null || u.team === team)) out.push(u);
  }
  return top;
}
/** Scratch space for `candidatesInto`: each unit's Initiative (-Infinity: not waiting), reused between calls. */
const INITIATIVES: number[] = [];

/**
 * The next unit activates (by Initiative; tied units, their player's choice). Before it does, the players from the
 * `asking`-th team on (0: the attacker's first; 2: none) may play a card that activates another unit instead — asked
 * only with an expansion in play: core combats pay one field test (Bowstring of the Unicorn's Mane, SH127).
 */
export function nextUnit(d: Draft, asking = 0): void {
  const c = d.s.combat as CombatState;
  const candidates: CombatUnit[] = [];
  const initiative = candidatesInto(c, candidates);
  if (candidates.length === 0) {
    d.combat().step = { step: 'roundEnd' };
    return;
  }
  const first = candidates[0] as CombatUnit;
  if (d.s.config.expansions !== undefined && asking < 2 && offerBeforeActivation(d, first.id, asking)) return;
  // Tied units: their player chooses. A lone unit whose abilities act as it starts: its player may first surrender
  // instead of activating it (p. 43), before they act.
  if (candidates.length > 1 || (actsAsActivationStarts(first) && canSurrender(d, first))) {
    d.s.pending = { kind: 'chooseActivation', player: decider(c, first.team), units: candidates.map((u) => u.id) };
    return;
  }
  activate(d, first.id, initiative);
}

/** Offers the window before `unit` activates to the first player, from the `asking`-th team on, with a card for it. */
function offerBeforeActivation(d: Draft, unit: string, asking: number): boolean {
  const c = d.s.combat as CombatState;
  for (let i = asking; i < 2; i++) {
    const player = (i === 0 ? c.attacker : c.defender).player;
    if (player === null || !eachPlay(d.s, player, { window: 'beforeActivation', unit }, null)) continue;
    d.s.pending = { kind: 'beforeActivation', player, unit };
    return true;
  }
  return false;
}

/** Activates a unit; `initiative` is its Initiative, when the caller has it already. */
export function activate(d: Draft, id: string, initiative?: number): void {
  const c = d.combat();
  const u = d.unit(id);
  u.activated = true;
  c.lastActivated = { initiative: initiative ?? initiativeOf(u), team: u.team };
  if (u.paralyzed) {
    u.paralyzed = false;
    d.emit({ type: 'activationSkipped', unit: id, reason: 'paralysed', seq: 0 });
    c.step = { step: 'nextUnit' };
    return;
  }
  if (c.sorrow !== undefined && c.sorrow.includes(id)) return sorrowSkips(d, id);
  // A Defense token is discarded when its unit next activates, and that unit cannot Defend again this activation.
  c.defenseDiscarded = u.defending;
  u.defending = false;
  c.activationStart = u.space;
  if (c.activationSchoolPower !== undefined) endActivationPower(c); // the Elementals' bonus lasts one activation (CF5)
  d.emit({ type: 'unitActivated', unit: id, seq: 0 });
  // Luna's Firewall burns a unit starting its activation on it (CF25); a unit it defeats does nothing more.
  if (c.tokens !== undefined && u.space !== null && onActivationStart(d, id)) {
    c.step = { step: 'nextUnit' };
    checkOver(d);
    return;
  }
  // Wyverns' cubes hurt as the activation begins; a unit they defeat does nothing more (FX32).
  if (u.poison > 0 && poisonAtActivation(d, id)) {
    onDefeated(d, id, { team: other(u.team) });
    c.step = { step: 'nextUnit' };
    checkOver(d);
    return;
  }
  c.step = { step: 'unit', unit: id, stage: 'start' };
  // An AI Hero's unit: its AI card first, before the unit moves or attacks (AI Decks, p. 49).
  // A tie in its choice waits for the player; the activation goes on once they have broken it (aiHero.ts).
  if (c.aiHero !== undefined && isAiHeroUnit(c, u) && aiHeroActivates(d, id)) return;
  // Most units' abilities do nothing as they start activating: one look-up tells, and spares the calls below theirs.
  if (!actsAsActivationStarts(u)) return;
  onActivation(d, id);
  if (hasAbility(u, 'spellDamageOnActivation')) castOnActivation(d, id); // Faerie Dragons
}

/** Sorrow (ruling RA62): the unit skips this activation, and the mark is gone. */
function sorrowSkips(d: Draft, id: string): void {
  const c = d.combat();
  c.sorrow = (c.sorrow ?? []).filter((x) => x !== id);
  d.emit({ type: 'activationSkipped', unit: id, reason: 'spell.sorrow', seq: 0 });
  c.step = { step: 'nextUnit' };
}

export const isAiUnit = (c: CombatState, u: CombatUnit) => c.ai === u.team && (u.kind === 'unit' || u.kind === 'arrowTower');

/** What the AI rules (or Berserk) let an AI unit do now; in a siege, a unit that can get nowhere Defends (AI Siege, p. 47). */
export function aiOptions(c: CombatState, u: CombatUnit, stage: 'start' | 'moved' | 'attacked'): Action[] {
  // Berserk drives an AI unit too (ruling TW72); without a unit under it, no call (every activation asks).
  const berserk = c.berserk === undefined ? null : berserkActions(c, u, stage);
  if (berserk !== null) return berserk;
  const options = aiActions(c, u, stage, (x) => attackTargets(c, x));
  const walls = c.units.some((x) => (x.kind === 'wall' || x.kind === 'gate') && !x.defeated);
  if (walls && stage === 'start' && u.kind === 'unit' && !c.defenseDiscarded && options.length === 1 && options[0]?.type === 'endActivation') return [{ type: 'defend' }];
  return options;
}

/** Enemies a unit may attack from where it stands (a ranged unit next to an enemy must attack it). */
export function attackTargets(c: CombatState, u: CombatUnit): CombatUnit[] {
  return attackTargetsFrom(c, u, u.space, typeOf(u));
}

const isEnemy = (x: CombatUnit, team: Team) => x.team !== team && !x.defeated && isFighter(x);

/**
 * `attackTargets` for the unit as if it stood on `from` (no copy of the unit per space tried); `type` is the unit's
 * (`typeOf`), worked out once by the caller.
 */
function attackTargetsFrom(c: CombatState, u: CombatUnit, from: number | null, type: UnitType): CombatUnit[] {
  if (from === null && u.kind !== 'arrowTower') return [];
  if (c.forgotten !== undefined && c.forgotten.includes(u.id)) return []; // Forgetfulness (ruling RA61)
  // Loops rather than filters: this runs for every legal-move listing and every validation.
  const units = c.units;
  const team = u.team;
  if (u.kind === 'arrowTower') {
    const out: CombatUnit[] = [];
    for (const x of units) if (isEnemy(x, team) && x.kind === 'unit') out.push(x);
    return out;
  }
  const around = boardOf(c).nextTo(from as number);
  const near: CombatUnit[] = [];
  if (type === 'ranged') {
    for (const x of units) if (isEnemy(x, team) && x.space !== null && around.has(x.space)) near.push(x);
    if (near.length > 0) return near;
    for (const x of units) if (isEnemy(x, team)) near.push(x);
    return near;
  }
  let obstacles = false;
  for (const x of units) {
    if (x.kind !== 'unit') obstacles ||= x.kind === 'wall' || x.kind === 'gate';
    else if (x.team !== team && !x.defeated && x.space !== null && around.has(x.space)) near.push(x);
  }
  if (!obstacles) return near;
  // Walls and the Gate (after the units): any adjacent ground or flying unit may hit them, from either team.
  for (const x of units) {
    if ((x.kind === 'wall' || x.kind === 'gate') && !x.defeated && x.space !== null && around.has(x.space)) near.push(x);
  }
  return near;
}

// Scratch lists: where a unit can move, and where it may (each read before the next listing or move is worked out).
const MOVES = new SpaceList();
const ALLOWED = new SpaceList();

/**
 * Where the unit may end a move, ascending (in MOVES): a ranged unit moves 1 space, others 3; none when rooted
 * (Dendroids). `kinds`: the abilities the game's units can have (listingAbilities).
 */
function moveSpaces(c: CombatState, u: CombatUnit, type: UnitType, kinds: ListingAbilities): SpaceList {
  if (kinds.roots && isRooted(c, u)) MOVES.clear(boardOf(c).size);
  else if (type === 'ranged') reachInto(c, u, 1, false, MOVES);
  else if (kinds.movesAnywhere && movesAnywhere(u)) reachInto(c, u, boardOf(c).size, true, MOVES); // Arch Devils Pack
  else reachInto(c, u, 3, type === 'flying', MOVES);
  return MOVES;
}

/** Could the unit attack this activation (now, or after a move)? Neutrals an opponent controls must. */
function canAttackThisActivation(c: CombatState, u: CombatUnit, stage: 'start' | 'moved' | 'attacked', type: UnitType, kinds: ListingAbilities): boolean {
  // A ranged unit that moved may not attack any more (p. 37).
  if (stage === 'attacked' || (stage === 'moved' && type === 'ranged')) return false;
  if (attackTargetsFrom(c, u, u.space, type).length > 0) return true;
  if (stage === 'moved' || type === 'ranged') return false;
  const moves = moveSpaces(c, u, type, kinds);
  for (let i = 0; i < moves.count; i++) if (attackTargetsFrom(c, u, moves.at(i), type).length > 0) return true;
  return false;
}

/**
 * Where a unit may move now, ascending (in MOVES or ALLOWED). A neutral that must attack may only move where it can
 * still attack (a ranged one attacks before it may move).
 */
function movesAllowed(c: CombatState, u: CombatUnit, type: UnitType, forced: boolean, kinds: ListingAbilities): SpaceList {
  const range = moveSpaces(c, u, type, kinds);
  if (!forced) return range;
  ALLOWED.clear(boardOf(c).size);
  if (type === 'ranged') return ALLOWED;
  for (let i = 0; i < range.count; i++) if (attackTargetsFrom(c, u, range.at(i), type).length > 0) ALLOWED.push(range.at(i));
  return ALLOWED;
}

/** Neutral units of a neutral side: they never Defend, and must attack when they can (p. 42). */
const isGuardNeutral = (c: CombatState, u: CombatUnit) => u.kind === 'unit' && u.side === 'neutral' && sideInfo(c, u.team).neutral;

/** `type` is the unit's (`typeOf`) when the caller has it: most units are no guards, and need none. */
function mustAttack(c: CombatState, u: CombatUnit, stage: 'start' | 'moved' | 'attacked', kinds: ListingAbilities, type?: UnitType): boolean {
  return isGuardNeutral(c, u) && !isBerserk(c, u.id) && canAttackThisActivation(c, u, stage, type ?? typeOf(u), kinds);
}

function canSurrender(d: Draft, u: CombatUnit): boolean {
  const c = d.s.combat as CombatState;
  const mine = sideInfo(c, u.team);
  const theirs = sideInfo(c, other(u.team));
  if (mine.neutral || theirs.neutral || !mine.player || !theirs.player) return false;
  if (mine.hero === null || theirs.hero === null) return false; // a Hero surrenders to the other player's Hero (ruling M25)
  if (u.team === 'defender' && c.defendingTown) return false;
  if (c.noEscape.includes(u.team)) return false; // Shackles of War
  return d.peek(mine.player).resources.gold >= SURRENDER_GOLD;
}

// The actions every listing of an activation may hold, made once and shared by every list (kernel/sharedActions.ts):
// the listings are the busiest code of a combat.
const DEFEND: Action = sharedAction({ type: 'defend' });
const END_ACTIVATION: Action = sharedAction({ type: 'endActivation' });
const SURRENDER: Action = sharedAction({ type: 'surrender' });
const MOVE_ACTIONS: Action[] = [];
/** The shared `moveUnit` action to a space. */
const moveAction = (space: number): Action => (MOVE_ACTIONS[space] ??= sharedAction({ type: 'moveUnit', space }));
const ATTACK_ACTIONS = new Map<string, Action>();
/** The shared `attack` action on a unit (by its combat id: a few dozen in all). */
function attackAction(target: string): Action {
  let a = ATTACK_ACTIONS.get(target);
  if (a === undefined) {
    if (ATTACK_ACTIONS.size >= 10_000) ATTACK_ACTIONS.clear(); // a bound, as for the card facts
    ATTACK_ACTIONS.set(target, (a = sharedAction({ type: 'attack', target })));
  }
  return a;
}

export function legalActivation(d: Draft, dec: Of<'activation'>): Action[] {
  const c = d.s.combat as CombatState;
  const u = unitOf(c, dec.unit);
  const berserk = c.berserk === undefined ? null : berserkActions(c, u, dec.stage);
  if (berserk !== null) return withPlays(d, dec, u, berserk);
  if (isAiUnit(c, u)) return aiOptions(c, u, dec.stage);
  const actions: Action[] = [];
  const type = typeOf(u);
  const ranged = type === 'ranged';
  const guard = isGuardNeutral(c, u);
  const kinds = listingAbilities(d.s.config);
  const forced = guard && canAttackThisActivation(c, u, dec.stage, type, kinds); // mustAttack, worked out once
  if (dec.stage === 'start' || (dec.stage === 'attacked' && ranged)) {
    const moves = movesAllowed(c, u, type, forced, kinds);
    for (let i = 0; i < moves.count; i++) actions.push(moveAction(moves.at(i)));
  }
  if (dec.stage !== 'attacked' && !(dec.stage === 'moved' && ranged)) {
    for (const t of attackTargetsFrom(c, u, u.space, type)) actions.push(attackAction(t.id));
  }
  if (dec.stage !== 'attacked' && !guard && !c.defenseDiscarded) actions.push(DEFEND);
  if (!forced) actions.push(END_ACTIVATION);
  // Surrender is instead of activating: not once the unit's abilities have acted (it was offered before them).
  if (dec.stage === 'start' && !actsAsActivationStarts(u) && canSurrender(d, u)) actions.push(SURRENDER);
  // Pit Lords Pack: asked here, next to the other look-ups of the unit's abilities (the last one is kept: abilities.ts).
  const choices = dec.stage === 'start' && kinds.activationChoice && hasActivationChoice(u);
  const summons = choices && hasAbility(u, 'summonOrReinforce');
  if (dec.stage !== 'attacked') {
    const ctx: PlayContext = { window: 'activation', unit: u.id };
    eachPlay(d.s, dec.player, ctx, actions);
    addTownCubeActions(d, dec.player, ctx, actions);
    addPlayForAttackActions(d, dec.player, ctx, actions); // Offense VI (SH21)
  }
  if (summons) for (const x of summonActions(d, u)) actions.push(x);
  if (choices && takesSpellAsActivation(d, u)) actions.push({ type: 'useAbility' }); // Genies Few (TW5)
  if (choices) for (const x of otherAbilityActions(c, u)) actions.push(x); // Ogres, Cyclopes (SH3, SH6)
  addMoraleActions(d, dec.player, actions);
  return actions;
}

/** Berserk's choices (berserk.ts), and the cards, faction cubes and morale its player may use meanwhile (not an AI army's). */
function withPlays(d: Draft, dec: Of<'activation'>, u: CombatUnit, actions: Action[]): Action[] {
  if (isAiUnit(d.s.combat as CombatState, u)) return actions;
  const ctx: PlayContext = { window: 'activation', unit: u.id };
  eachPlay(d.s, dec.player, ctx, actions);
  addTownCubeActions(d, dec.player, ctx, actions);
  addMoraleActions(d, dec.player, actions);
  return actions;
}

/** Berserk (ruling TW71): a move or an attack must be one of its choices; its attack may be on a friendly unit. Returns whether it attacked. */
function berserkAct(d: Draft, dec: Of<'activation'>, u: CombatUnit, a: Action): boolean {
  const options = berserkActions(d.s.combat as CombatState, u, dec.stage);
  if (options === null || (a.type === 'playCard' || a.type === 'useMorale' || a.type === 'useTownCube')) return false;
  if (!options.some((o) => sameAction(o, a))) {
    illegal('OPTION_NOT_AVAILABLE', `${unitName(u)} is under Berserk: ${options.map((o) => JSON.stringify(o)).join(' or ')}`, 'spell-cards');
  }
  if (a.type !== 'attack') return false;
  d.s.pending = null;
  if (d.s.combat?.aiHero !== undefined && isAiHeroUnit(d.s.combat, u)) aiUnitAboutToAttack(d, u.id, a.target);
  startAttack(d, u.id, a.target);
  return true;
}

export function applyActivation(d: Draft, dec: Of<'activation'>, a: Action): void {
  const c = d.s.combat as CombatState;
  const u = unitOf(c, dec.unit);
  if (c.berserk !== undefined && berserkAct(d, dec, u, a)) return;
  if (isAiUnit(c, u) && (c.berserk === undefined || berserkActions(c, u, dec.stage) === null) && !aiOptions(c, u, dec.stage).some((o) => sameAction(o, a))) {
    illegal('OPTION_NOT_AVAILABLE', `${unitName(u)} follows the AI rules: ${aiOptions(c, u, dec.stage).map((o) => JSON.stringify(o)).join(' or ')}`, 'combat-against-ai');
  }
  d.s.pending = null;
  switch (a.type) {
    case 'moveUnit': {
      const type = typeOf(u);
      const ranged = type === 'ranged';
      const allowed = dec.stage === 'start' || (dec.stage === 'attacked' && ranged);
      const kinds = listingAbilities(d.s.config);
      const forced = mustAttack(c, u, dec.stage, kinds, type);
      if (!allowed || !movesAllowed(c, u, type, forced, kinds).has(a.space)) {
        illegal(
          'OPTION_NOT_AVAILABLE',
          forced && moveSpaces(c, u, type, kinds).has(a.space)
            ? `${unitName(u)} must attack this activation: it may not move where it could not`
            : `${unitName(u)} cannot move to space ${a.space} now`,
          'unit-types',
        );
      }
      const cw = d.combat();
      const from = u.space as number;
      // A Quicksand token on its way stops it there and ends its activation (ruling SH103).
      const stuck = cw.tokens === undefined ? -1 : quicksandStop(d, u.id, from, a.space, ranged ? 1 : 3);
      const to = stuck < 0 ? a.space : stuck;
      d.unit(u.id).space = to;
      d.emit({ type: 'unitMoved', unit: u.id, from, to, seq: 0 });
      // Card-effect tokens on its way (Fire Wall, ruling RA64) may defeat it: its activation is over.
      if (cw.tokens !== undefined && onMove(d, u.id, from, to, ranged ? 1 : 3)) {
        cw.step = { step: 'nextUnit' };
        checkOver(d);
        return;
      }
      if (stuck >= 0) {
        endActivation(d);
        return;
      }
      if (dec.stage === 'attacked') endActivation(d);
      else cw.step = { step: 'unit', unit: u.id, stage: 'moved' };
      return;
    }
    case 'attack': {
      const type = typeOf(u);
      const ranged = type === 'ranged';
      const allowed = dec.stage !== 'attacked' && !(dec.stage === 'moved' && ranged);
      const target = allowed ? attackTargetsFrom(c, u, u.space, type).find((t) => t.id === a.target) : undefined;
      if (!target) illegal('OPTION_NOT_AVAILABLE', `${unitName(u)} cannot attack ${a.target} now`, 'unit-types');
      if (c.aiHero !== undefined && isAiHeroUnit(c, u)) aiUnitAboutToAttack(d, u.id, target.id);
      startAttack(d, u.id, target.id);
      return;
    }
    case 'defend': {
      if (dec.stage === 'attacked' || isGuardNeutral(c, u)) illegal('OPTION_NOT_AVAILABLE', 'Neutral units never Defend, and a unit that attacked cannot', 'combat-terminology');
      if (c.defenseDiscarded) illegal('OPTION_NOT_AVAILABLE', `${unitName(u)} discarded its Defense token as it activated: it cannot Defend again this activation`, 'combat-terminology');
      d.unit(u.id).defending = true;
      d.emit({ type: 'unitDefended', unit: u.id, seq: 0 });
      endActivation(d);
      return;
    }
    case 'endActivation':
      if (mustAttack(c, u, dec.stage, listingAbilities(d.s.config))) illegal('OPTION_NOT_AVAILABLE', 'Neutral units controlled by an opponent must attack when they can', 'combat-round');
      endActivation(d);
      return;
    case 'surrender':
      if (dec.stage !== 'start' || actsAsActivationStarts(u) || !canSurrender(d, u)) refuseSurrender();
      surrender(d, dec.player, u.team);
      return;
    case 'playCard': {
      if (dec.stage === 'attacked') illegal('OPTION_NOT_AVAILABLE', 'Cards are played before the unit attacks', 'combat-cards');
      const spell = playCard(d, dec.player, a, { window: 'activation', unit: u.id });
      afterPlay(d, dec.player, spell);
      return;
    }
    case 'useMorale':
      applyMorale(d, dec.player, a);
      return;
    case 'placeUnit':
    case 'reinforceUnit':
      return summonAsActivation(d, dec, u, a);
    case 'useAbility':
      return takeSpellAsUnitActivation(d, dec, u);
    case 'chooseUnit':
      if (dec.stage !== 'start') illegal('OPTION_NOT_AVAILABLE', 'An "Other" ability is used instead of moving, attacking or Defending', 'units-and-pack');
      useOtherAbility(d, u, a.unit);
      if (!checkOver(d)) endActivation(d);
      return;
    case 'playForAttack':
      if (dec.stage === 'attacked') illegal('OPTION_NOT_AVAILABLE', 'Cards are played before the unit attacks', 'combat-cards');
      playForAttack(d, dec.player, a, { window: 'activation', unit: u.id });
      return;
    case 'useTownCube':
      if (dec.stage === 'attacked') illegal('OPTION_NOT_AVAILABLE', 'Faction cubes are spent before the unit attacks', 'faction-buildings');
      useTownCube(d, dec.player, a, { window: 'activation', unit: u.id });
      return;
    default:
      return wrongCombat(dec, a);
  }
}

/** Pit Lords Pack: the summoning is the whole activation (Summoning, p. 90). */
function summonAsActivation(d: Draft, dec: Of<'activation'>, u: CombatUnit, a: Action): void {
  if (dec.stage !== 'start') illegal('OPTION_NOT_AVAILABLE', 'The Pit Lords summon instead of moving, attacking or Defending', 'summoning');
  const demons = summonOrReinforce(d, u, a);
  if (demons !== null) summonUnit(d, demons);
  if (!checkOver(d)) endActivation(d);
}

/** Genies Few: discarding from the deck for a Spell is the whole activation (ruling TW5). */
function takeSpellAsUnitActivation(d: Draft, dec: Of<'activation'>, u: CombatUnit): void {
  if (dec.stage !== 'start') illegal('OPTION_NOT_AVAILABLE', 'The Genies use their ability instead of moving, attacking or Defending', 'units-and-pack');
  takeSpellAsActivation(d, u);
  endActivation(d);
}

function refuseSurrender(): never {
  illegal('OPTION_NOT_AVAILABLE', 'You can surrender instead of activating a unit (before it does anything), paying 10 gold, except when defending your town or bound by Shackles of War', 'end-of-combat');
}

/** The side of `team` surrenders: pays 10 gold to the other Hero's player, and the combat is over (p. 43). */
function surrender(d: Draft, player: PlayerId, team: Team): void {
  const c = d.s.combat as CombatState;
  const winner = sideInfo(c, other(team)).player as PlayerId;
  d.player(player).resources.gold -= SURRENDER_GOLD;
  d.player(winner).resources.gold += SURRENDER_GOLD;
  d.emit({ type: 'resourcesPaid', player, resources: { gold: SURRENDER_GOLD, buildingMaterials: 0, valuables: 0 }, reason: 'surrender', seq: 0 });
  d.emit({ type: 'resourcesGained', player: winner, resources: { gold: SURRENDER_GOLD, buildingMaterials: 0, valuables: 0 }, reason: 'surrender', seq: 0 });
  const cw = d.combat();
  cw.outcome = { result: 'surrender', by: team };
  cw.step = { step: 'over' };
}

/** Which of the tied units activates — or, instead of activating any, surrender. */
function legalChooseActivation(d: Draft, dec: Of<'chooseActivation'>): Action[] {
  const actions: Action[] = dec.units.map((unit) => ({ type: 'activateUnit', unit }));
  const first = unitOf(d.s.combat as CombatState, dec.units[0] as string);
  if (canSurrender(d, first)) actions.push({ type: 'surrender' });
  return actions;
}

export function applyChooseActivation(d: Draft, dec: Of<'chooseActivation'>, a: Action): void {
  if (a.type === 'surrender') {
    const first = unitOf(d.s.combat as CombatState, dec.units[0] as string);
    if (!canSurrender(d, first)) refuseSurrender();
    d.s.pending = null;
    surrender(d, dec.player, first.team);
    return;
  }
  if (a.type !== 'activateUnit') return wrongCombat(dec, a);
  if (!dec.units.includes(a.unit)) illegal('OPTION_NOT_AVAILABLE', `${a.unit} is not one of the tied units to activate`, 'combat-round');
  d.s.pending = null;
  activate(d, a.unit);
}

/** The same action, field by field (the `player` field aside). */
function sameAction(a: Action, b: Action): boolean {
  const fields = (x: Action) => Object.entries(x).filter(([k]) => k !== 'player');
  const fa = fields(a);
  const fb = fields(b);
  return fa.length === fb.length && fa.every(([k, v]) => (b as Record<string, unknown>)[k] === v);
}

/** The decisions of a unit's activation: which of the tied units activates, and what the activating unit does. */
export const ACTIVATION_DECISIONS: DecisionTable<'chooseActivation' | 'activation'> = {
  chooseActivation: {
    legal: legalChooseActivation,
    apply: applyChooseActivation,
    describe: (dec) => `${dec.player} chooses which of the tied units activates`,
  },
  activation: { legal: legalActivation, apply: applyActivation, describe: (dec) => `${dec.player} activates ${dec.unit}` },
};
