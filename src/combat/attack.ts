/**
 * Attacks: declaring one (or destroying a Wall or the Gate), the reaction window before the Attack die, the dice
 * and their rerolls, damage, then the follow-ups of the activation's first attack and the retaliations, with the
 * choices units' abilities give to players.
 */
import { aiLuckRerolls, aiSavesFromDefeat, aiUnitAttacked } from './aiHero';
import type { Draft } from '../kernel/draft';
import type { Action, PlayerId } from '../model';
import type { AttackInProgress, AttackSequence, CombatState, CombatUnit, FollowUp, PlayContext } from '../model';
import { illegal } from '../kernel/errors';
import { rollDie } from '../kernel/dice';
import { boardOf } from './board';
import { typeOf } from './stats';
import { dealDamage, wouldFall } from './damage';
import { controllerOf, damageShieldAttacker, hasPlays, legalPlays, playCard, playsCards } from './cards';
import { burnAttacker } from './infernoCards';
import { payForReroll, rerollActions } from '../hero/rerolls';
import { mayLuckReroll } from '../hero/luck';
import { endFortune, fortuneWaits, noteRerolled } from '../hero/fortune';
import { fortuneKeeps, keepFortuneFace } from './fortuneDice';
import {
  afterHit, attackTotal, canReturn, countsAsDefending, decider, defenseTotal, firstAttackFollowUps, heal,
  hasAbility, lethalCanceller, mayRetaliate, onDefeated, pushSpaces, retaliationMarks, secondTargets, unitsAround,
} from './abilities';
import { ignoreDieOffer, optionalRerolls, rerollChosen, rollAttackDice } from './attackDice';
import { removeGains } from './afflictions';
import { type Of, unitOf, wrongCombat } from './common';
import { mirthRerolls, slayerDraws, useMirth } from './spellDice';
import { mayAmmoCartReroll } from './machinesOwned';
import { afterPlay, checkOver, endActivation } from './steps';
import { applyMorale, moraleActions } from './morale';
import { addTownCubeActions, mayUseTownCube, useTownCube } from './townCubes';
import { addPlayForAttackActions, mayPlayForAttack, playForAttack } from './offense';
import { continueNearbyDamage } from './nearbyDamage';
import type { DecisionTable } from '../kernel/decisions';
import { knockDown } from './obstacles';
import { takeSpellAfterAttack } from './genies';
import { retaliationCut } from './retaliationCuts';
import { cappedDamage, dropsMatter, goldOnDefeat } from './coveAbilities';

/** A Wall or the Gate is hit (Siege Combat, p. 44): it always falls, with no die, no cards and no abilities. */
function destroyObstacle(d: Draft, attackerId: string, targetId: string): void {
  const c = d.combat();
  const attacker = unitOf(c, attackerId);
  d.emit({ type: 'attackDeclared', attacker: attackerId, target: targetId, retaliation: false, seq: 0 });
  knockDown(d, targetId);
  c.step = { step: 'unit', unit: attackerId, stage: 'attacked' };
  if (typeOf(attacker) !== 'ranged') endActivation(d);
}

/**
 * The activation's attack: the first of its sequence (then what its abilities add, then the retaliations). Dragon
 * Flies first strip their target's lasting gains, which may defeat it (FX35): then there is nothing left to attack.
 */
export function startAttack(d: Draft, attackerId: string, targetId: string): void {
  const c = d.combat();
  const target = unitOf(c, targetId);
  if (target.kind === 'wall' || target.kind === 'gate') return destroyObstacle(d, attackerId, targetId);
  const attacker = unitOf(c, attackerId);
  if (hasAbility(attacker, 'removeTargetsOngoingEffects') && removeGains(d, attacker, targetId)) {
    onDefeated(d, targetId, { team: attacker.team });
    d.combat().step = { step: 'unit', unit: attackerId, stage: 'attacked' };
    if (!checkOver(d) && typeOf(attacker) !== 'ranged') endActivation(d);
    return;
  }
  c.sequence = { active: attackerId, attacked: [], queue: [], noRetaliation: false, retaliationPenalty: false };
  declareAttack(d, attackerId, targetId, 'first', null);
}

export function declareAttack(d: Draft, attackerId: string, targetId: string, kind: AttackInProgress['kind'], attackValue: number | null): void {
  const c = d.combat();
  const attacker = unitOf(c, attackerId);
  const target = unitOf(c, targetId);
  d.emit({ type: 'attackDeclared', attacker: attackerId, target: targetId, retaliation: kind === 'retaliation', seq: 0 });
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
    dieFactor: 1,
    dieCancelled: false,
    luckRerolled: [],
    defenseLuckUsed: false,
    opponentDieDone: false,
    defenseDie: null,
    stage: 'window',
    rerollsKept: false,
    onceRerollUsed: false,
    moraleDone: false,
    ignoreAsked: false,
    defenseMoraleDone: false,
    cancelAsked: false,
    outcomeAsked: false,
    cancelled: false,
    defenseIgnored: undefined,
    attackCap: undefined,
    penaltyIgnored: undefined,
    mirthRerolled: undefined,
    ammoCartRerolled: undefined,
    slayerDice: undefined,
  };
  // The cards an AI Hero put on the target give it their Defense now (AI cards timing, p. 49).
  if (c.aiHero !== undefined) aiUnitAttacked(d, targetId);
  c.step = { step: 'attack' };
}

/** Who may still play in the reaction window, in priority order (no array: asked on every attack). */
function windowPlayers(c: CombatState, at: AttackInProgress): PlayerId[] {
  const a = controllerOf(c, unitOf(c, at.attacker));
  const t = controllerOf(c, unitOf(c, at.target));
  const first = a !== null && playsCards(c, a) ? a : null;
  const second = t !== null && t !== first && playsCards(c, t) ? t : null;
  if (first === null) return second === null ? NOBODY : [second];
  return second === null ? [first] : [first, second];
}
/** No player (shared: read, never changed). */
const NOBODY: PlayerId[] = [];

/**
 * An attack goes through its stages: the reaction window, the Attack dice (with ability and morale rerolls),
 * Halberdiers' discard, the Defense die, then damage. Each stage either asks a player or moves on.
 */
export function runAttack(d: Draft): void {
  const at = (d.s.combat as CombatState).attack as AttackInProgress;
  switch (at.stage) {
    case 'window': return reactionWindow(d);
    case 'attackRoll': return settleAttackDice(d);
    case 'ignoreDie': return offerIgnoreDie(d);
    case 'defenseRoll': return defenseRoll(d);
    case 'resolve': return resolveAttack(d);
  }
}

/** The reaction window's play context (shared: read, never changed). */
const REACTION: PlayContext = { window: 'reaction' };

function reactionWindow(d: Draft): void {
  const c = d.s.combat as CombatState;
  const at = c.attack as AttackInProgress;
  // Priority goes to the attacking unit's side, then the other; the window closes when both pass in a row.
  // A player with nothing to play (no card, no morale) passes without being asked.
  const players = windowPlayers(c, at);
  let priority = at.priority && players.includes(at.priority) ? at.priority : players[0];
  let passes = at.passes;
  while (priority !== undefined && passes < players.length) {
    if ((d.peek(priority).morale.positive && c.oppressed !== true) || hasPlays(d.s, priority, REACTION) || mayUseTownCube(d, priority, REACTION) || mayPlayForAttack(d, priority, REACTION)) {
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
  if (c.aiHero !== undefined) aiLuckRerolls(d, controllerOf(c, unitOf(c, at.attacker)) ?? 'neutral');
}

/**
 * After the throw: the attacker's ability rerolls (Crusaders, Champions); then the roller's rerolls (positive
 * morale, Luck) and cards played after the roll; then the target's controller may play such a card (ruling R13).
 */
function settleAttackDice(d: Draft): void {
  const c = d.s.combat as CombatState;
  const at = c.attack as AttackInProgress;
  const attacker = unitOf(c, at.attacker);
  if (!d.s.config.variants.noRerolls && optionalRerolls(c, at).length > 0) {
    d.s.pending = { kind: 'unitAbility', player: decider(c, attacker.team), unit: attacker.id, ability: 'rerollAttackDie', target: null };
    return;
  }
  const roller = controllerOf(c, attacker);
  if (!at.moraleDone && !at.dieCancelled && roller && hasAttackRollChoice(d, roller, 'attack')) {
    d.s.pending = { kind: 'attackRoll', player: roller, die: 'attack', faces: at.attackDice.slice() };
    return;
  }
  const opponent = controllerOf(c, unitOf(c, at.target));
  if (!at.opponentDieDone && !at.dieCancelled && opponent && opponent !== roller && hasPlays(d.s, opponent, { window: 'attackRoll' })) {
    d.s.pending = { kind: 'attackRoll', player: opponent, die: 'attack', faces: at.attackDice.slice() };
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
    d.emit({ type: 'dieRolled', player: roller ?? 'neutral', die: 'attack', faces: [face], seq: 0 });
  }
  const now = (d.s.combat as CombatState).attack as AttackInProgress;
  if (now.defenseDie !== null && !now.defenseMoraleDone && roller && hasAttackRollChoice(d, roller, 'defense')) {
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
  const board = boardOf(c);
  if (target.team !== 'defender' || target.kind !== 'unit' || target.space === null || !board.isOwnSide('defender', target.space)) return false;
  if (attacker.space === null || !board.isOwnSide('attacker', attacker.space)) return false;
  const space = target.space;
  return c.units.some((u) => (u.kind === 'wall' || u.kind === 'gate') && !u.defeated && u.space !== null && board.inFront(u.space, space));
}

/**
 * Damage: Attack + die − Defense (p. 42). An attack that would defeat a unit may first be cancelled: by a friendly
 * Archangels Pack, then by a card of the unit's player (Resurrection, ruling S15) in the attack-outcome window.
 */
function resolveAttack(d: Draft): void {
  const c = d.s.combat as CombatState;
  const at = c.attack as AttackInProgress;
  if (at.cancelled) {
    d.emit({ type: 'attackCancelled', attacker: at.attacker, target: at.target, seq: 0 });
    return cancelAttack(d, at);
  }
  const attacker = unitOf(c, at.attacker);
  const target = unitOf(c, at.target);
  const variants = d.s.config.variants;
  const attack = attackTotal(c, at, !variants.attackDieNoDamage);
  const defense = defenseTotal(c, at);
  let damage = Math.max(0, attack - defense);
  if (at.ranged && wallProtects(c, attacker, target)) damage = Math.max(0, damage - 1);
  // Lord Haart's Dread Knights I / VI (ruling TW119).
  if (at.retaliation && c.retaliationCuts !== undefined) damage = Math.max(0, damage - retaliationCut(c, target.id));
  // The Optional Rules Table's "every unit deals at least 1 damage during an attack" (p. 59, ruling VT-5).
  if (variants.minimumDamage && damage < 1) damage = 1;
  // A Clone attacked is defeated, even by an attack dealing 0 damage (p. 88, ruling CV42).
  if (target.cloneOf !== undefined && damage < 1) damage = 1;
  // Nix (ruling CV8): no more damage than its cap from a single attack — asked only with a box in play (no core unit has it).
  if (d.s.config.expansions !== undefined && hasAbility(target, 'damageCapPerAttack')) damage = cappedDamage(target, damage);
  // An AI Hero's Resurrection on the target: the attack that would defeat it is cancelled (ruling AI12).
  if (c.aiHero !== undefined && aiSavesFromDefeat(d, at.attacker, target.id, target.kind === 'unit' && wouldFall(c, target, damage))) return cancelAttack(d, at);
  const saver = lethalCanceller(c, at, damage);
  if (saver) {
    d.s.pending = { kind: 'unitAbility', player: decider(c, saver.team), unit: saver.id, ability: 'cancelLethalAttack', target: target.id };
    return;
  }
  const owner = controllerOf(c, target);
  if (!at.outcomeAsked && owner && target.kind === 'unit' && wouldFall(c, target, damage) && hasPlays(d.s, owner, { window: 'attackOutcome' })) {
    d.s.pending = { kind: 'attackOutcome', player: owner, attacker: attacker.id, target: target.id };
    return;
  }
  if (target.paralyzed) d.unit(target.id).paralyzed = false; // being attacked removes Paralysis
  d.emit({ type: 'attackResolved', attacker: attacker.id, target: target.id, attack, defense, damage, seq: 0 });
  const result = dealDamage(d, target.id, damage, attacker.id);
  if (result.defeated) {
    onDefeated(d, target.id, { team: attacker.team });
    if (d.s.config.expansions !== undefined && hasAbility(attacker, 'goldOnDefeat')) goldOnDefeat(d, attacker.id); // Seamen Pack (CV4)
  }
  // Ayssids (ruling CV5): the target's card dropped to 0 HP; their second attack follows the retaliations.
  const dropped = (result.flipped || result.defeated) && at.kind === 'first' && d.s.config.expansions !== undefined && dropsMatter(attacker);
  damageShieldAttacker(d, attacker.id, target.id, at.targetSpace);
  if (target.burnsAttackers) burnAttacker(d, attacker.id, target.id); // Rashka's Efreet IV / VI
  if (at.slayerDice !== undefined) slayerDraws(d, at, controllerOf(c, attacker));
  if (at.kind === 'first') takeSpellAfterAttack(d, unitOf(d.s.combat as CombatState, at.attacker)); // Genies Pack (TW5)
  const follow = afterHit(d, at, controllerOf(c, attacker) ?? 'neutral');
  endAttack(d, dropped ? { ...at, targetDropped: true } : at, follow);
}

/** A cancelled attack deals nothing, and its target does not retaliate against it. */
export function cancelAttack(d: Draft, at: AttackInProgress): void {
  const seq = d.combat().sequence as AttackSequence;
  if (!at.retaliation) seq.attacked = seq.attacked.filter((id) => id !== at.target);
  endAttack(d, at, []);
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
    seq.queue = first.length === 0 ? follow.queue : [...first, ...follow.queue];
    seq.noRetaliation = follow.noRetaliation;
    seq.retaliationPenalty = follow.retaliationPenalty;
  } else {
    if (first.length > 0) seq.queue = [...first, ...seq.queue];
  }
  c.step = { step: 'sequence' };
}

/** Takes the next follow-up off the queue. */
export function shiftFollowUp(d: Draft): void {
  const seq = d.combat().sequence as AttackSequence;
  seq.queue = seq.queue.slice(1);
}

/** Moves a unit to a space of the board (a unit's return after its attack, a target pushed away). */
export function moveTo(d: Draft, unitId: string, space: number): void {
  const u = d.unit(unitId);
  const from = u.space as number;
  u.space = space;
  d.emit({ type: 'unitMoved', unit: unitId, from, to: space, seq: 0 });
}

/** Runs the next follow-up of the activation's attacks, asking the player where an ability leaves a choice. */
export function continueSequence(d: Draft): void {
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
        d.emit({ type: 'abilityUsed', unit: pusher.id, ability: 'pushTargetAway', target: t.id, seq: 0 });
        moveTo(d, t.id, only);
      }
      return;
    }
    case 'retaliations': {
      const w = d.combat().sequence as AttackSequence;
      const queue: FollowUp[] = [];
      for (const by of w.attacked) queue.push({ do: 'retaliate', by });
      for (let i = 1; i < w.queue.length; i++) queue.push(w.queue[i] as FollowUp);
      w.queue = queue;
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
    case 'secondTarget':
      if (secondTargets(c, item.attacker, item.first).length > 0) {
        d.s.pending = { kind: 'unitAbility', player: decider(c, unitOf(c, item.attacker).team), unit: item.attacker, ability: 'secondTarget', target: null };
        return;
      }
      shiftFollowUp(d);
      return;
    case 'damageNearby':
      return continueNearbyDamage(d, item, shiftFollowUp);
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

export function legalReaction(d: Draft, dec: Of<'reaction'>): Action[] {
  const out = [...legalPlays(d.s, dec.player, REACTION), ...moraleActions(d, dec.player)];
  addTownCubeActions(d, dec.player, REACTION, out);
  addPlayForAttackActions(d, dec.player, REACTION, out); // Offense VI (SH21)
  out.push({ type: 'pass' });
  return out;
}

export function applyReaction(d: Draft, dec: Of<'reaction'>, a: Action): void {
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
  if (a.type === 'useTownCube') {
    useTownCube(d, dec.player, a, REACTION);
    return;
  }
  if (a.type === 'playForAttack') {
    playForAttack(d, dec.player, a, REACTION);
    return;
  }
  if (a.type !== 'playCard') return wrongCombat(dec, a);
  const played = playCard(d, dec.player, a, { window: 'reaction' });
  const cw = d.combat();
  if (cw.attack) {
    cw.attack.passes = 0;
    cw.attack.priority = next;
  }
  afterPlay(d, dec.player, played);
}

/**
 * The attack-outcome window (ruling S15): the player whose unit the attack would defeat may play a card that
 * cancels it, Empowering it first; passing lets the damage be dealt.
 */
export function legalAttackOutcome(d: Draft, dec: Of<'attackOutcome'>): Action[] {
  return [...legalPlays(d.s, dec.player, { window: 'attackOutcome' }), { type: 'pass' }];
}

export function applyAttackOutcome(d: Draft, dec: Of<'attackOutcome'>, a: Action): void {
  d.s.pending = null;
  if (a.type === 'pass') {
    (d.combat().attack as AttackInProgress).outcomeAsked = true;
    return;
  }
  if (a.type !== 'playCard') return wrongCombat(dec, a);
  afterPlay(d, dec.player, playCard(d, dec.player, a, { window: 'attackOutcome' }));
}

/**
 * What a player may do once a die of the attack is thrown (the decision 'attackRoll'): the player who threw it
 * may reroll it (positive morale, Luck, ruling A21); after the Attack die, either player may play a card that is
 * used after the roll (Shield of the Dwarven Lords, ruling R13). Empty: nothing to offer.
 */
function attackRollChoices(d: Draft, player: PlayerId, die: 'attack' | 'defense'): Action[] {
  const c = d.s.combat as CombatState;
  const at = c.attack as AttackInProgress;
  if (!playsCards(c, player)) return [];
  const roller = controllerOf(c, unitOf(c, die === 'attack' ? at.attacker : at.target));
  const out: Action[] = [];
  if (roller === player) {
    if (die === 'attack') out.push(...rerollActions(d, player, at.attackDice.length, 'attack', (i) => at.luckRerolled.includes(i)));
    else out.push(...rerollActions(d, player, 1, 'attack', () => at.defenseLuckUsed));
    // Mirth (ruling RA65): each Attack die once more, unless no die may be rerolled.
    if (die === 'attack' && c.mirth !== undefined && !d.s.config.variants.noRerolls && c.oppressed !== true) {
      for (const index of mirthRerolls(c, player, at)) out.push({ type: 'rerollDie', index, using: 'mirth' });
    }
    // Ammo Cart week (ruling RA104): 1 Attack die of a Ranged attack, once.
    if (die === 'attack' && !d.s.config.variants.noRerolls && c.oppressed !== true && mayAmmoCartReroll(d.s, c, at)) {
      for (let index = 0; index < at.attackDice.length; index++) out.push({ type: 'rerollDie', index, using: 'ammoCart' });
    }
  }
  if (die === 'attack') out.push(...legalPlays(d.s, player, { window: 'attackRoll' }));
  return out;
}

/** Whether `attackRollChoices` offers anything (asked after every throw: it builds no action). */
function hasAttackRollChoice(d: Draft, player: PlayerId, die: 'attack' | 'defense'): boolean {
  const c = d.s.combat as CombatState;
  const at = c.attack as AttackInProgress;
  if (!playsCards(c, player)) return false;
  const roller = controllerOf(c, unitOf(c, die === 'attack' ? at.attacker : at.target));
  if (roller === player && !d.s.config.variants.noRerolls && c.oppressed !== true) {
    // `rerollActions`: per die, a morale reroll and a Luck reroll.
    const p = d.peek(player);
    if (die === 'attack') {
      for (let i = 0; i < at.attackDice.length; i++) if (p.morale.positive || mayLuckReroll(p, 'attack', at.luckRerolled.includes(i))) return true;
      if (c.mirth !== undefined && mirthRerolls(c, player, at).length > 0) return true;
      if (mayAmmoCartReroll(d.s, c, at)) return true;
    } else if (p.morale.positive || mayLuckReroll(p, 'attack', at.defenseLuckUsed)) return true;
    if (fortuneWaits(p, 'attack')) return true; // Fortune's rerolls, or the earlier results of its die to choose

  }
  return die === 'attack' && hasPlays(d.s, player, { window: 'attackRoll' });
}

export function legalAttackRoll(d: Draft, dec: Of<'attackRoll'>): Action[] {
  const out: Action[] = [{ type: 'keepDice' }];
  fortuneKeeps(d, dec, out);
  return [...out, ...attackRollChoices(d, dec.player, dec.die)];
}

/** The decision's player is done with this die (kept it, or played a card on it): Fortune on it is over too. */
function attackRollDone(d: Draft, dec: Of<'attackRoll'>): void {
  const at = d.combat().attack as AttackInProgress;
  if (dec.die === 'defense') at.defenseMoraleDone = true;
  else if (dec.player === controllerOf(d.s.combat as CombatState, unitOf(d.s.combat as CombatState, at.attacker))) at.moraleDone = true;
  else {
    at.opponentDieDone = true;
    return; // not their die: their own Fortune waits for their own
  }
  endFortune(d, dec.player, 'attack');
}

export function applyAttackRoll(d: Draft, dec: Of<'attackRoll'>, a: Action): void {
  if (a.type === 'keepDice') {
    if (a.face !== undefined) keepFortuneFace(d, dec, a.face);
    attackRollDone(d, dec);
    d.s.pending = null;
    return;
  }
  if (a.type === 'playCard') {
    d.s.pending = null;
    playCard(d, dec.player, a, { window: 'attackRoll' });
    attackRollDone(d, dec);
    afterPlay(d, dec.player, null);
    return;
  }
  if (a.type !== 'rerollDie') return wrongCombat(dec, a);
  if (!attackRollChoices(d, dec.player, dec.die).some((x) => x.type === 'rerollDie')) {
    illegal('OPTION_NOT_AVAILABLE', 'Only the player who threw the die may reroll it', 'morale');
  }
  const at = d.combat().attack as AttackInProgress;
  if (dec.die === 'attack') {
    const before = at.luckRerolled.includes(a.index);
    if (a.using === 'mirth') {
      if (!attackRollChoices(d, dec.player, dec.die).some((x) => x.type === 'rerollDie' && x.using === 'mirth' && x.index === a.index)) illegal('OPTION_NOT_AVAILABLE', 'Mirth rerolls each of your Attack dice once, while it holds', 'spell-cards');
      useMirth(d, a.index);
    } else if (a.using === 'ammoCart') {
      if (!attackRollChoices(d, dec.player, dec.die).some((x) => x.type === 'rerollDie' && x.using === 'ammoCart' && x.index === a.index)) illegal('OPTION_NOT_AVAILABLE', 'The Ammo Cart rerolls 1 Attack die of a Ranged attack, once', 'astrologers');
      at.ammoCartRerolled = true;
    } else payForReroll(d, dec.player, a, dec.faces.length, 'attack', before, dec.faces[a.index] ?? 0);
    if (a.using === 'luck' && !before) at.luckRerolled.push(a.index);
    rerollChosen(d, a.index, dec.player);
    noteRerolled(d, dec.player, 'attack', a.index, at.attackDice[a.index] as number);
    at.rerollsKept = false; // an ability may reroll the new face again
  } else {
    payForReroll(d, dec.player, a, 1, 'attack', at.defenseLuckUsed, at.defenseDie ?? 0);
    if (a.using === 'luck') at.defenseLuckUsed = true;
    const face = rollDie(d, 'attack');
    d.emit({ type: 'dieRolled', player: dec.player, die: 'attack', faces: [face], seq: 0 });
    noteRerolled(d, dec.player, 'attack', 0, face);
    at.defenseDie = face;
  }
  // The roller is asked again while a reroll or a card is left to them.
  d.s.pending = null;
}

/** The decisions of an attack: the reaction window, the dice, a lethal attack's cancelling (units' ability choices: unitAbilityChoices.ts). */
export const ATTACK_DECISIONS: DecisionTable<'reaction' | 'attackRoll' | 'attackOutcome'> = {
  reaction: { legal: legalReaction, apply: applyReaction, describe: (dec) => `${dec.player} may play cards before ${dec.attacker} attacks ${dec.target}` },
  attackRoll: { legal: legalAttackRoll, apply: applyAttackRoll, describe: (dec) => `${dec.player} may reroll the ${dec.die} die with positive morale` },
  attackOutcome: { legal: legalAttackOutcome, apply: applyAttackOutcome, describe: (dec) => `${dec.player} may cancel the attack of ${dec.attacker} that would defeat ${dec.target}` },
};
