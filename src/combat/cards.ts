/**
 * Playing cards in combat (Using Cards During Combat, p. 42; General Card Rules, p. 21; Spell Cards, p. 24):
 * Instant plays at any time except between the Attack die and damage; Activation and Ongoing plays only
 * while one of your units activates, before it attacks; one Spell per player per Combat Round; Expert plays
 * limited by level; Power builds up for the next Spell and dissipates when you do anything else.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CardId, GameState, PlayerId, PlayerState } from '../model';
import type { CardPlay } from '../model';
import type { CombatEffect, Effect, UnitFilter } from '../model';
import type { CombatState, CombatUnit, PlayContext, SpellCast, Team } from '../model';
import type { SpellSchool } from '../model';
import { cardPlays } from '../cards/plays';
import { isMapEffect } from '../cards/mapPlays';
import { canStart, pushFrame, type StateReader } from '../effects/run';
import { discardFromHand, drawCards } from '../deck/playerDeck';
import { cardOf } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import { expertUses, levelOf } from '../hero/levels';
import { illegal } from '../kernel/errors';
import { dealDamage } from './damage';
import { baseNameOf, isFighter, tierOf, typeOf } from './stats';
import { boardOf, occupant } from './board';
import { openWindow, withEntry } from './common';
import { indexOfUnit } from '../kernel/units';
import { cardCanParalyse, cardCanTarget, cardDamageTaken, heal, onDefeated, paralyse } from './abilities';
import { boostRangedUnits } from './boosts';
import { loseMorale } from '../hero/morale';

export type { PlayContext } from '../model';

/** The unit with this id, if it is in the combat (a loop: read on every listing of card plays). */
function unitById(c: CombatState, id: string | null | undefined): CombatUnit | undefined {
  const i = indexOfUnit(c.units, id);
  return i < 0 ? undefined : c.units[i];
}

/** Can this player play cards in this combat (their Main Hero fights in it)? */
export function playsCards(c: CombatState, player: PlayerId): boolean {
  return (c.attacker.player === player && c.attacker.cards) || (c.defender.player === player && c.defender.cards);
}

/** The player's own unit a stat change applies to in this context, if any. */
function statTarget(c: CombatState, player: PlayerId, ctx: PlayContext): CombatUnit | undefined {
  if (ctx.window === 'activation') return unitById(c, ctx.unit);
  if (ctx.window !== 'reaction' || !c.attack) return undefined;
  const mine = (id: string) => {
    const u = unitById(c, id);
    return u && u.kind === 'unit' && controllerOf(c, u) === player ? u : undefined;
  };
  return mine(c.attack.attacker) ?? mine(c.attack.target);
}

export function controllerOf(c: CombatState, u: CombatUnit): PlayerId | null {
  return u.team === 'attacker' ? c.attacker.player : c.defender.player;
}

/** "The enemy" of a player in this combat: the player fighting on the other side, if it is not a neutral army (R16). */
export function enemyOf(c: CombatState, player: PlayerId): PlayerId | null {
  const other = c.attacker.player === player ? c.defender : c.attacker;
  return other.neutral || other.player === player ? null : other.player;
}

/** The player's unit whose Attack die is about to be rolled: the attacker of an attack in its reaction window. */
function rollingUnit(c: CombatState, player: PlayerId, ctx: PlayContext): CombatUnit | undefined {
  if (ctx.window !== 'reaction' || !c.attack || c.attack.stage !== 'window') return undefined;
  const u = unitById(c, c.attack?.attacker);
  return u && u.kind === 'unit' && controllerOf(c, u) === player ? u : undefined;
}

/** What the checks need to know about a play, worked out once: plays are fixed data, looked up on every listing. */
interface PlayFacts {
  play: CardPlay;
  /** A Spell of any school cast by this play (Magic Arrow): the player picks its School of Magic (p. 24). */
  picksSchool: boolean;
  returnsSpell: boolean;
  modifiesStat: boolean;
  /** Its effects act on a unit the player selects (`playCard.target`). */
  targeted: boolean;
  /** What the selected unit must be, per targeted effect. */
  filters: UnitFilter[];
  /** Some filter limits the selected unit's tier by the Power paid (`fits` has something to check). */
  byTier: boolean;
  /** The filters that limit the selected unit's type; whether one asks for the player's own unit. */
  typeFilters: UnitFilter[];
  allied: boolean;
  /** It places Paralysis: units that cannot be paralysed are not selectable. */
  paralyses: boolean;
  /** It removes a retaliation mark: only units that have one are selectable. */
  resetsRetaliation: boolean;
  /** It moves the selected unit to a space (`playCard.space`): only units on the board are selectable. */
  moves: boolean;
  /** It hits the selected unit's space and an adjacent space (`playCard.space`): Fireball. */
  area: boolean;
  /** It switches the selected unit with the unit on `playCard.space` (Tactics). */
  swaps: boolean;
  /** It stops the enemy from leaving the combat (Shackles of War): only when the enemy could. */
  preventsEscape: boolean;
  /** The enemy player discards a random card (Dragon Wing Tabard): only when the enemy has a hand with cards. */
  hitsEnemyHand: boolean;
  /** Only units on a board space are selectable (it moves the unit, or measures from its space). */
  onBoard: boolean;
  /** The highest Power tier its effects scale to, or null when it takes no Power tier. */
  maxTier: number | null;
  /**
   * Its effects are all combat effects (or a fixed draw), applied at once when it is played; otherwise its effects
   * run as a frame on the effect stack (`playCard`).
   */
  immediate: boolean;
  /** It starts with a discard cost: that many other cards must be in hand (ruling R2). */
  discardCost: number;
  /** It acts on an Attack die already rolled: played only in the window after the roll (Shield of the Dwarven Lords). */
  afterRoll: boolean;
  /** It changes the Attack die about to be rolled by the player's attacking unit (Centaur's Axe). */
  beforeRoll: boolean;
  /** It acts on the enemy player (Hourglass of the Evil Hour): there must be one. */
  needsEnemy: boolean;
  /** It gives Power towards the next Spell (the card counts as played together with that Spell). */
  givesPower: boolean;
  /** Its only combat effect is Power (with draws or discards at most): it may Empower a card in any window. */
  powerOnly: boolean;
  /** It cancels an attack that would defeat the selected unit: played in the attack-outcome window only. */
  cancels: boolean;
  /** It answers the enemy's Spell (ignores it): played right after an enemy Spell only; the most Power it answers. */
  answersSpell: boolean;
  answerMaxPower: number;
  /** It lets its player play a Spell at the start of a Combat Round; `castFree`: outside the Spell limit. */
  castsSpell: boolean;
  castFree: boolean;
  /** The windows whose timing takes this play (`timingAllowed`), as bits of `windowBit`. */
  windows: number;
}

/** Combat effects that act on the selected unit. */
const TARGETED: ReadonlySet<CombatEffect['op']> = new Set([
  'damage', 'chainDamage', 'areaDamage', 'modifyUnit', 'ignoreAttackDie', 'paralyse', 'heal', 'removeEffects', 'resetRetaliation', 'addCondition', 'damageAttackers', 'teleport', 'cancelAttack',
  'swapUnits',
]);

/** The highest Power tier a play's effects scale to (`byPower`, `filter.tiersByPower`), or null. */
function maxTierOf(effects: readonly CombatEffect[]): number | null {
  let most: number | null = null;
  for (const e of effects) {
    const lengths: number[] = [];
    if ('byPower' in e) lengths.push(e.byPower.length);
    if ('filter' in e && e.filter?.tiersByPower) lengths.push(e.filter.tiersByPower.length);
    for (const n of lengths) most = Math.max(most ?? 0, n - 1);
  }
  return most;
}
/** A card's facts for combat plays, by card id (not instance). */
interface CardFacts {
  info: ReturnType<typeof cardInfo>;
  isSpell: boolean;
  plays: PlayFacts[];
  /** The windows some play of the card is made in (bits of `windowBit`): a listing skips the card in the others. */
  windows: number;
}

/**
 * One bit per play window: the windows a play's timing allows depend on nothing else, so they are worked out once.
 * A switch rather than a table: reading a table by a varying key is a slow (megamorphic) load, and every listing asks.
 */
function windowBit(window: PlayContext['window']): number {
  switch (window) {
    case 'combatStart': return 1;
    case 'activation': return 2;
    case 'reaction': return 4;
    case 'attackRoll': return 8;
    case 'attackOutcome': return 16;
    case 'afterSpell': return 32;
    case 'spellAnswer': return 64;
    case 'roundStart': return 128;
    case 'castSpell': return 256;
  }
}
const WINDOW_CONTEXTS: readonly PlayContext[] = [
  { window: 'combatStart' }, { window: 'activation', unit: '' }, { window: 'reaction' }, { window: 'attackRoll' }, { window: 'attackOutcome' },
  { window: 'afterSpell', spell: '', together: [] }, { window: 'spellAnswer', paid: 0 }, { window: 'roundStart' }, { window: 'castSpell', free: false },
];
const cardFactsById = new Map<string, CardFacts>();
/** The same by card instance ("stat.attack#2"): a hand is read on every listing, one lookup per card. */
const cardFactsByInstance = new Map<CardId, CardFacts>();

function factsOf(card: CardId): CardFacts {
  let f = cardFactsByInstance.get(card);
  if (f === undefined) {
    if (cardFactsByInstance.size >= 100_000) cardFactsByInstance.clear(); // a bound, as for cardOf's ids
    f = cardFacts(cardOf(card));
    cardFactsByInstance.set(card, f);
  }
  return f;
}

function cardFacts(id: string): CardFacts {
  let f = cardFactsById.get(id);
  if (f === undefined) {
    const info = cardInfo(id);
    f = {
      info,
      isSpell: info.category === 'spell',
      windows: 0,
      plays: cardPlays(id).map((play): PlayFacts => {
        const combat = play.effects.filter((e): e is CombatEffect => TARGETED.has(e.op as CombatEffect['op']) || 'byPower' in e);
        const targeted = combat.filter((e) => TARGETED.has(e.op));
        const ignore = play.effects.find((e) => e.op === 'ignoreSpell');
        const castSpell = play.effects.find((e) => e.op === 'castSpell');
        const givesPower = play.effects.some((e) => e.op === 'gainPower');
        // A Power scale on a selectable tier (`tiersByPower`) makes a non-Spell play take Power too (Alamar).
        const scaled = targeted.some((e) => 'filter' in e && e.filter?.tiersByPower !== undefined);
        return {
          picksSchool: info.category === 'spell' && info.school === 'any' && play.key !== 'alternative',
          play,
          returnsSpell: play.effects.some((e) => e.op === 'returnSpellToHand'),
          modifiesStat: play.effects.some((e) => e.op === 'modifyStat'),
          targeted: targeted.length > 0,
          filters: targeted.flatMap((e) => ('filter' in e && e.filter ? [e.filter] : [])),
          byTier: scaled,
          typeFilters: targeted.flatMap((e) => ('filter' in e && e.filter?.types ? [e.filter] : [])),
          allied: targeted.some((e) => 'filter' in e && e.filter?.allied === true),
          paralyses: targeted.some((e) => e.op === 'paralyse'),
          resetsRetaliation: targeted.some((e) => e.op === 'resetRetaliation'),
          moves: targeted.some((e) => e.op === 'teleport'),
          area: targeted.some((e) => e.op === 'areaDamage'),
          swaps: targeted.some((e) => e.op === 'swapUnits'),
          preventsEscape: play.effects.some((e) => e.op === 'preventEscape'),
          hitsEnemyHand: play.effects.some((e) => e.op === 'enemyDiscardsRandom'),
          afterRoll: play.effects.some((e) => e.op === 'ignoreRolledAttackDie'),
          beforeRoll: play.effects.some((e) => e.op === 'multiplyAttackDie'),
          needsEnemy: play.effects.some((e) => e.op === 'enemyLosesPositiveMorale'),
          onBoard: targeted.some((e) => e.op === 'teleport' || e.op === 'areaDamage' || e.op === 'chainDamage' || e.op === 'swapUnits'),
          // A Spell is Empowered; another card takes a Power tier only for a Power scale of the unit's tier (Alamar's
          // Specialty cards), else it reads `byPower[0]`.
          maxTier: info.category === 'spell' || scaled ? maxTierOf(combat) : null,
          immediate: play.effects.every((e) => !isMapEffect(e) || (e.op === 'draw' && typeof e.count === 'number')),
          discardCost: play.effects[0]?.op === 'discardCards' ? play.effects[0].min : 0,
          givesPower,
          powerOnly: givesPower && play.effects.every((e) => e.op === 'gainPower' || isMapEffect(e)),
          cancels: targeted.some((e) => e.op === 'cancelAttack'),
          answersSpell: ignore !== undefined,
          answerMaxPower: ignore?.op === 'ignoreSpell' ? (ignore.maxPower ?? Infinity) : 0,
          castsSpell: castSpell !== undefined,
          castFree: castSpell?.op === 'castSpell' && castSpell.free,
          windows: 0,
        };
      }),
    };
    for (const pf of f.plays) {
      for (const ctx of WINDOW_CONTEXTS) if (timingAllowed(f, pf, ctx)) pf.windows |= windowBit(ctx.window);
      f.windows |= pf.windows;
    }
    cardFactsById.set(id, f);
  }
  return f;
}

/**
 * The windows that follow or answer a play take only the cards made for them (and Power towards a card that takes
 * it); those cards are played in no other window.
 */
function timingAllowed(cf: CardFacts, pf: PlayFacts, ctx: PlayContext): boolean {
  // "At the start of Combat" is its own window, and that window offers nothing else (ruling A30).
  if (ctx.window === 'combatStart' || pf.play.startOfCombat) return ctx.window === 'combatStart' && pf.play.startOfCombat === true;
  const timing = pf.play.timing;
  const inCombat = timing === 'instant' || timing === 'activation' || timing === 'ongoing';
  switch (ctx.window) {
    // Between the Attack die and damage, only a card that says it is used after the roll (p. 42, ruling R13).
    case 'attackRoll': return pf.afterRoll;
    case 'afterSpell': return pf.returnsSpell;
    case 'spellAnswer': return pf.answersSpell;
    case 'roundStart': return pf.castsSpell;
    case 'attackOutcome': return pf.cancels || pf.powerOnly;
    // A Spell's main play of any combat timing (no unit needs to be activating), or Power for it from other cards.
    case 'castSpell': return cf.isSpell ? pf.play.key !== 'alternative' && inCombat : pf.powerOnly;
  }
  if (pf.returnsSpell || pf.answersSpell || pf.castsSpell || pf.cancels || pf.afterRoll) return false;
  if (ctx.window === 'reaction') return timing === 'instant';
  return inCombat;
}

const isSpellCard = (card: CardId) => factsOf(card).isSpell;

/** The Schools of Magic a Spell of any school (Magic Arrow) may be cast as. */
export const SCHOOLS: readonly SpellSchool[] = ['air', 'earth', 'fire', 'water'];

/**
 * Targets a play needs: fighting units its card can affect (not Spell-immune units for a Spell, not units that
 * cannot be paralysed for Paralysis); [null] when it needs none. Power-dependent filters are checked by `fits`.
 */
function targetsOf(c: CombatState, player: PlayerId, pf: PlayFacts, cf: CardFacts): Array<string | null> {
  if (!pf.targeted) return [null];
  const category = cf.info.category;
  const out: Array<string | null> = [];
  for (const u of c.units) {
    if (!isFighter(u) || u.defeated || !cardCanTarget(u, category)) continue;
    if (pf.paralyses && !cardCanParalyse(u)) continue;
    if (pf.typeFilters.length > 0 && pf.typeFilters.some((f) => !(f.types as string[]).includes(typeOf(u)))) continue;
    if (pf.allied && controllerOf(c, u) !== player) continue;
    if (pf.resetsRetaliation && !u.retaliated) continue;
    if ((pf.moves || pf.swaps) && u.kind !== 'unit') continue;
    if (pf.onBoard && u.space === null) continue;
    if (pf.cancels && u.id !== c.attack?.target) continue; // only the unit the attack would defeat
    out.push(u.id);
  }
  return out;
}

/**
 * The spaces a play takes: for a move, every empty board space; for an area (Fireball), the spaces adjacent to the
 * selected unit's, empty or not; [null] for a play that takes none.
 */
function spacesOf(c: CombatState, pf: PlayFacts, target: string | null): ReadonlyArray<number | null> {
  if (pf.swaps) {
    // The space of another unit of the same team on the board (both are "your units").
    const u = unitById(c, target) as CombatUnit;
    const out: number[] = [];
    for (const x of c.units) if (x !== u && x.kind === 'unit' && x.team === u.team && !x.defeated && x.space !== null) out.push(x.space);
    return out.sort((a, b) => a - b);
  }
  if (pf.area) {
    const u = unitById(c, target);
    return u?.space == null ? [] : [...boardOf(c).neighbours(u.space)];
  }
  if (!pf.moves) return NO_CHOICE;
  const out: number[] = [];
  for (let i = 0; i < boardOf(c).size; i++) if (occupant(c, i) === undefined) out.push(i);
  return out;
}

/** Does the target suit the play at this Power tier (tiers allowed by the Power paid)? */
function fits(c: CombatState, pf: PlayFacts, target: string | null, power: number | null): boolean {
  if (target === null || !pf.byTier) return true;
  const u = unitById(c, target) as CombatUnit;
  return pf.filters.every((f) => !f.tiersByPower || (f.tiersByPower[power ?? 0] ?? []).includes(tierOf(u)));
}

function powerTiers(c: CombatState, player: PlayerId, pf: PlayFacts): ReadonlyArray<number | null> {
  if (pf.maxTier === null) return NO_CHOICE;
  const most = Math.min(c.power[player] ?? 0, pf.maxTier);
  return TIERS_UP_TO[most] ?? Array.from({ length: most + 1 }, (_, i) => i);
}

/** The one "choice" of a play that takes no space or no Power tier (shared: read, never changed). */
const NO_CHOICE: ReadonlyArray<null> = [null];
/** Power tiers 0..n, by n (shared: read, never changed). */
const TIERS_UP_TO: ReadonlyArray<readonly number[]> = [[0], [0, 1], [0, 1, 2], [0, 1, 2, 3]];

/** Reads a state for `canStart` (a Draft reads the same way). */
function readerOf(s: GameState): StateReader {
  return { s, peek: (id) => s.players.find((x) => x.id === id) as PlayerState };
}

/**
 * Why a play cannot be made now, or null. Map (and Permanent) plays never pass the timing check; an Instant play is
 * played in combat whatever its effects (General Card Rules p. 21, ruling A1), when its first effect can start.
 */
function whyNot(s: GameState, c: CombatState, p: PlayerState, cf: CardFacts, pf: PlayFacts, ctx: PlayContext): string | null {
  if ((pf.windows & windowBit(ctx.window)) === 0) return `its ${pf.play.timing} effect cannot be played now`;
  // The card has left the hand when its effects start: a discard it asks for comes from the other cards (R2).
  if (pf.discardCost > 0 && p.hand.length - 1 < pf.discardCost) return `it needs ${pf.discardCost} other card(s) in hand to discard`;
  const first = pf.play.effects[0];
  if (!pf.immediate && first && isMapEffect(first) && !canStart(readerOf(s), p.id, first)) return 'its effect cannot start now';
  const info = cf.info;
  const player = p.id;
  if (info.faction && info.faction !== p.faction) return `${info.name} can only be used by ${info.faction}`;
  if (pf.play.expert && p.expertUsed >= expertUses(levelOf(p.experience))) return 'no Expert effect uses are left this round';
  if (cf.isSpell && !isFreeCast(ctx) && (c.spellsCast[player] ?? 0) >= (c.spellLimit[player] ?? 1)) return 'you already played a Spell this Combat Round';
  if (pf.modifiesStat && !statTarget(c, player, ctx)) return 'none of your units is attacking or defending';
  if (pf.preventsEscape && !enemyMayLeave(c, player)) return 'the enemy Hero could not Retreat or Surrender anyway';
  if (pf.hitsEnemyHand && !enemyHandOf(s, c, player)) return 'the enemy has no cards in hand';
  if (pf.beforeRoll && !rollingUnit(c, player, ctx)) return 'none of your units is about to roll the Attack die';
  if (pf.needsEnemy && enemyOf(c, player) === null) return 'there is no enemy player in this combat';
  if (ctx.window === 'spellAnswer' && ctx.paid > pf.answerMaxPower) return `it answers only a Spell cast with ${pf.answerMaxPower} Power or less`;
  if (ctx.window === 'attackOutcome' && pf.powerOnly && !cancelInReach(s, c, p, cf.isSpell)) return 'no card of yours could cancel this attack';
  if (pf.castsSpell && !eachPlay(s, player, { window: 'castSpell', free: pf.castFree }, null, (x) => x.isSpell)) return 'no Spell of yours can be cast now';
  return null;
}

/** A Spell's main play in a window that lets it be cast outside the Spell limit (Expert Intelligence). */
const isFreeCast = (ctx: PlayContext) => ctx.window === 'castSpell' && ctx.free;

/**
 * Could a card in hand cancel the attack in the attack-outcome window at some Power tier (ruling S15)? Then Power
 * may be played in that window to Empower it. Power from a Spell (its alternative, the Spell of the round) leaves
 * only the cancels that are not Spells.
 */
function cancelInReach(s: GameState, c: CombatState, p: PlayerState, bySpell: boolean): boolean {
  for (const card of p.hand) {
    const cf = factsOf(card);
    if (bySpell && cf.isSpell) continue;
    for (const pf of cf.plays) {
      if (!pf.cancels || whyNot(s, c, p, cf, pf, { window: 'attackOutcome' }) !== null) continue;
      for (const target of targetsOf(c, p.id, pf, cf)) {
        for (let power = 0; power <= (pf.maxTier ?? 0); power++) if (fits(c, pf, target, power)) return true;
      }
    }
  }
  return false;
}

const teamOf = (c: CombatState, player: PlayerId): Team => (c.attacker.player === player ? 'attacker' : 'defender');
const enemyTeam = (c: CombatState, player: PlayerId): Team => (teamOf(c, player) === 'attacker' ? 'defender' : 'attacker');

/**
 * Could the enemy leave this combat (ruling R20)? Only a Hero surrenders, to another player's Hero, and not when
 * defending its town; Retreat is only from neutral combats, whose neutrals have no Hero.
 */
function enemyMayLeave(c: CombatState, player: PlayerId): boolean {
  const team = enemyTeam(c, player);
  const them = team === 'attacker' ? c.attacker : c.defender;
  if (them.neutral || them.player === null || them.hero === null || c.noEscape.includes(team)) return false;
  return !(team === 'defender' && c.defendingTown);
}

/** The enemy player whose hand a card may hit (ruling R21): the opposing side's player, not neutrals nor an AI army. */
function enemyHandOf(s: GameState, c: CombatState, player: PlayerId): PlayerId | null {
  const enemy = enemyOf(c, player);
  return enemy !== null && (s.players.find((x) => x.id === enemy) as PlayerState).hand.length > 0 ? enemy : null;
}

/** Every playCard action this player may take now. */
export function legalPlays(s: GameState, player: PlayerId, ctx: PlayContext): Action[] {
  const actions: Action[] = [];
  eachPlay(s, player, ctx, actions);
  return actions;
}

export function hasPlays(s: GameState, player: PlayerId, ctx: PlayContext): boolean {
  return eachPlay(s, player, ctx, null);
}

/** Adds the legal playCard actions to `out`; with no `out`, only tells whether there is one. */
export function eachPlay(s: GameState, player: PlayerId, ctx: PlayContext, out: Action[] | null, only?: (cf: CardFacts) => boolean): boolean {
  const c = s.combat;
  if (!c || !playsCards(c, player)) return false;
  let p: PlayerState | undefined;
  for (const x of s.players) {
    if (x.id !== player) continue;
    p = x;
    break;
  }
  if (!p) return false;
  let found = false;
  const hand = p.hand;
  const bit = windowBit(ctx.window);
  // The cards of this window met so far: copies of a card play the same way, so only the first is listed.
  let seen: CardFacts[] | null = null;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h] as CardId;
    const cf = factsOf(card);
    if ((cf.windows & bit) === 0) continue; // no play of it is made in this window: the usual case, kept cheap
    if (seen === null) seen = [cf];
    else if (seen.includes(cf)) continue;
    else seen.push(cf);
    if (only && !only(cf)) continue;
    for (const pf of cf.plays) {
      if ((pf.windows & bit) === 0 || whyNot(s, c, p, cf, pf, ctx) !== null) continue;
      const targets = targetsOf(c, player, pf, cf);
      const tiers = powerTiers(c, player, pf); // the same for every target
      for (const target of targets) {
        const spaces = spacesOf(c, pf, target);
        if (spaces.length === 0) continue;
        for (const power of tiers) {
          if (!fits(c, pf, target, power)) continue;
          if (out === null) return true;
          found = true;
          for (const space of spaces) {
            if (pf.area && sameArea(c, targets, target as string, space as number)) continue;
            if (pf.swaps && space !== null && space < (unitSpace(c, target) as number)) continue; // each pair once
            out.push(playAction(card, pf, target, power, space));
          }
        }
      }
    }
  }
  return found;
}

/** A playCard action, its fields in the order the listing has always given them (built field by field, no spread). */
function playAction(card: CardId, pf: PlayFacts, target: string | null, power: number | null, space: number | null): Extract<Action, { type: 'playCard' }> {
  const a: Extract<Action, { type: 'playCard' }> = { type: 'playCard', card, play: pf.play.key };
  if (target !== null) a.target = target;
  if (power !== null) a.power = power;
  if (space !== null) a.space = space;
  return a;
}

/**
 * Fireball's two spaces, listed once: when the other space holds a unit that may be selected too, the pair is listed
 * from the unit on the lower space only (both actions are accepted).
 */
function sameArea(c: CombatState, targets: ReadonlyArray<string | null>, target: string, space: number): boolean {
  const other = occupant(c, space);
  const own = unitById(c, target) as CombatUnit;
  return other !== undefined && targets.includes(other.id) && space < (own.space as number);
}

const unitSpace = (c: CombatState, id: string | null): number | null => unitById(c, id)?.space ?? null;

/**
 * Fire Shield (`damageAttackers`): once an attack on a shielded unit has resolved, an attacker that stood next to
 * it takes the Spell damage (also when the shielded unit was defeated by the attack).
 */
export function damageShieldAttacker(d: Draft, attackerId: string, targetId: string, targetSpace: number | null): void {
  const c = d.s.combat as CombatState;
  const attacker = unitById(c, attackerId) as CombatUnit;
  const target = unitById(c, targetId) as CombatUnit;
  if (target.damagesAttackers === 0 || attacker.defeated || attacker.space === null || targetSpace === null) return;
  if (!boardOf(c).adjacent(attacker.space, targetSpace)) return;
  const taken = cardDamageTaken(attacker, target.damagesAttackers, 'spell');
  if (dealDamage(d, attacker.id, taken, 'spell.fire-shield').defeated) onDefeated(d, attacker.id, { team: target.team });
}

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
  if (!p.hand.includes(a.card)) illegal('CARD_NOT_IN_HAND', `${a.card} is not in your hand`, 'general-card-rules');
  const cf = factsOf(a.card);
  const pf = cf.plays.find((x) => x.play.key === a.play);
  if (!pf) illegal('OPTION_NOT_AVAILABLE', `${cardInfo(cardOf(a.card)).name} has no "${a.play}" effect you can play`, 'general-card-rules');
  const play = pf.play;
  const reason = whyNot(d.s, c, p, cf, pf, ctx);
  if (reason) illegal('OPTION_NOT_AVAILABLE', `${cardInfo(cardOf(a.card)).name} cannot be played: ${reason}`, 'combat-cards');
  const targets = targetsOf(c, player, pf, cf);
  if (targets[0] !== null && (a.target === undefined || !targets.includes(a.target))) {
    illegal('OPTION_NOT_AVAILABLE', `${cardInfo(cardOf(a.card)).name} needs a target: a unit in this combat`, 'combat-cards');
  }
  if (targets[0] === null && a.target !== undefined) illegal('MALFORMED_ACTION', `${cardInfo(cardOf(a.card)).name} takes no target`, 'combat-cards');
  const tiers = powerTiers(c, player, pf);
  if (tiers[0] !== null && (a.power === undefined || !tiers.includes(a.power))) {
    illegal('OPTION_NOT_AVAILABLE', `Choose a Power tier from 0 to ${tiers.length - 1} (the Power you have played)`, 'spell-cards');
  }
  if (tiers[0] === null && a.power !== undefined) illegal('MALFORMED_ACTION', 'Only Spells that scale with Power take a power tier', 'spell-cards');
  if (!fits(c, pf, a.target ?? null, a.power ?? null)) {
    illegal('OPTION_NOT_AVAILABLE', `${cardInfo(cardOf(a.card)).name} cannot select that unit with ${a.power ?? 0} Power`, 'spell-cards');
  }
  const spaces = spacesOf(c, pf, a.target ?? null);
  if (spaces[0] === null && a.space !== undefined) illegal('MALFORMED_ACTION', `${cardInfo(cardOf(a.card)).name} takes no space`, 'combat-cards');
  if (spaces[0] !== null && (a.space === undefined || !spaces.includes(a.space))) {
    const what = pf.area ? 'a space adjacent to the selected unit' : pf.swaps ? 'the space of another of your units' : 'an empty space of the board';
    illegal('OPTION_NOT_AVAILABLE', `${cardInfo(cardOf(a.card)).name} needs a space: ${what}`, 'combat-cards');
  }

  // The card leaves the hand for the discard pile (a returned Spell comes back from there).
  const w = d.player(player);
  w.hand.splice(w.hand.indexOf(a.card), 1);
  if (play.removesCard) {
    w.removed.push(a.card);
    d.emit({ type: 'cardRemoved', player, card: a.card, seq: 0 });
  } else w.discard.push(a.card);
  if (play.expert) w.expertUsed += 1;
  const cw = d.combat();
  const isSpell = isSpellCard(a.card);
  const cast = isSpell && play.key !== 'alternative';
  // A Spell cast in a window that frees it (Expert Intelligence) does not count toward the limit.
  if (isSpell && !(cast && isFreeCast(ctx))) cw.spellsCast = withEntry(cw.spellsCast, player, (cw.spellsCast[player] ?? 0) + 1);
  d.emit({ type: 'cardPlayed', player, card: a.card, play: play.key, target: a.target ?? null, power: a.power ?? null, seq: 0 });

  // Casting a Spell's main effect (or a Specialty with a Power scale) consumes all Power played so far, and the cards
  // played for it count as played together with it; the alternative effect is not a cast.
  const paid = cw.power[player] ?? 0;
  const together = cw.powerCards?.[player] ?? [];
  if (cast || pf.maxTier !== null) {
    cw.power = withEntry(cw.power, player, 0);
    if (together.length > 0) cw.powerCards = withEntry<CardId[]>(cw.powerCards, player, []);
  } else if (pf.givesPower && !play.removesCard) {
    cw.powerCards = withEntry(cw.powerCards, player, [...together, a.card]);
  }
  const chosen = { target: a.target ?? null, power: a.power ?? null, space: a.space ?? null };
  const spell: SpellCast | null = cast ? { player, spell: a.card, play: play.key, target: chosen.target, power: chosen.power, space: chosen.space, school: null, paid, ctx, together } : null;
  // A Spell of any school waits for its School of Magic (ruling S17), picked in a decision of its own.
  if (spell && pf.picksSchool) return { cast: spell, answerer: null, picksSchool: true };
  // The enemy may answer a Spell before it takes effect (Resistance, ruling A10): its effect then waits in the cast.
  const answerer = spell ? spellAnswerer(d.s, player, paid) : null;
  if (answerer === null) applyPlay(d, player, a.card, pf.play, chosen, ctx);
  return spell ? { cast: spell, answerer, picksSchool: false } : null;
}

/**
 * The School of Magic its caster picked for a Spell of any school just cast (ruling S17): recorded on the cast and
 * the log, then the cast goes on as any other — the enemy's answer (Resistance), or its effect.
 */
export function castAs(d: Draft, cast: SpellCast, school: SpellSchool): Played {
  // A full literal, not a spread: every SpellCast keeps one shape (docs/protocol.md).
  const picked: SpellCast = { player: cast.player, spell: cast.spell, play: cast.play, target: cast.target, power: cast.power, space: cast.space, school, paid: cast.paid, ctx: cast.ctx, together: cast.together };
  d.emit({ type: 'schoolChosen', player: cast.player, card: cast.spell, school, seq: 0 });
  const answerer = spellAnswerer(d.s, cast.player, cast.paid);
  if (answerer === null) applyCast(d, picked);
  return { cast: picked, answerer, picksSchool: false };
}

/** A play's effects: applied at once when they are all combat effects, else run as a frame on the effect stack. */
function applyPlay(d: Draft, player: PlayerId, card: CardId, play: CardPlay, chosen: Pick<CombatStep, 'target' | 'power' | 'space'>, ctx: PlayContext): void {
  if (factsOf(card).plays.find((x) => x.play === play)?.immediate) {
    // The choices as fields, not spread in (a spread inside a literal takes V8's slow path; the field order is the same).
    const step: CombatStep = { op: 'combatEffects', effects: play.effects as CombatStep['effects'], card, target: chosen.target, power: chosen.power, space: chosen.space, ctx };
    applyCombatEffects(d, player, step, {});
  } else pushFrame(d, player, card, asFrame(play.effects, card, chosen, ctx));
}

/** A Spell whose answer window has closed unanswered takes effect now, as it was cast. */
export function applyCast(d: Draft, cast: SpellCast): void {
  const play = factsOf(cast.spell).plays.find((x) => x.play.key === cast.play) as PlayFacts;
  applyPlay(d, cast.player, cast.spell, play.play, { target: cast.target, power: cast.power, space: cast.space }, cast.ctx);
}

/** The enemy of the caster who may answer a Spell cast with `paid` Power (their Main Hero fights here, ruling A10), or null. */
function spellAnswerer(s: GameState, caster: PlayerId, paid: number): PlayerId | null {
  const c = s.combat as CombatState;
  const enemy = c.attacker.player === caster ? c.defender.player : c.attacker.player;
  if (enemy === null || enemy === caster) return null;
  return hasPlays(s, enemy, { window: 'spellAnswer', paid }) ? enemy : null;
}

type CombatStep = Extract<Effect, { op: 'combatEffects' }>;

/**
 * Chain Lightning's further units (ruling S13): the units on the board Spells may select, other than `first`, the
 * closest to it first; equally close ones in the order of their space numbers.
 */
function chainOf(c: CombatState, first: CombatUnit): CombatUnit[] {
  const from = first.space as number;
  const board = boardOf(c);
  return c.units
    .filter((u) => u !== first && isFighter(u) && !u.defeated && u.space !== null && cardCanTarget(u, 'spell'))
    .sort((a, b) => board.distance(from, a.space as number) - board.distance(from, b.space as number) || (a.space as number) - (b.space as number));
}

/** Damage from a card's effect to one unit (reductions and immunity applied), the unit defeated at 0 Health. */
/** Card damage to one unit (reduced or ignored by its abilities), and what its defeat sets off. */
function spellDamage(d: Draft, player: PlayerId, id: string, amount: number, card: CardId, category: ReturnType<typeof cardInfo>['category']): void {
  const u = unitById(d.s.combat as CombatState, id) as CombatUnit;
  if (u.defeated) return;
  if (dealDamage(d, id, cardDamageTaken(u, amount, category), card).defeated) onDefeated(d, id, { player });
}

/** Is the unit's card name this name, or does it end with it ("Black Dragons" for "Dragons")? */
function namedAs(u: CombatUnit, name: string): boolean {
  const own = baseNameOf(u);
  return own === name || own.endsWith(` ${name}`);
}

/**
 * A play mixing combat and map effects, as a frame: each run of consecutive combat effects becomes one
 * `combatEffects` step between the map effects, so the order on the card is kept — e.g. "discard 1 card, then +2
 * Attack": the discard decision first, then the statistic change. The game loop runs the stack before the combat
 * driver, so the play's decisions come in the middle of the combat, which then goes on from the same step.
 */
function asFrame(effects: readonly (Effect | CombatEffect)[], card: CardId, chosen: Pick<CombatStep, 'target' | 'power' | 'space'>, ctx: PlayContext): Effect[] {
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

/**
 * Applies a play's combat effects (and, for an immediate play, its fixed draws), with the target, Power tier and
 * space the playCard action chose. `memory` is the frame's (how many cards its discard step discarded).
 */
export function applyCombatEffects(d: Draft, player: PlayerId, e0: CombatStep, memory: Record<string, number>): void {
  const tier = e0.power ?? 0;
  const cw = d.combat();
  const category = cardInfo(cardOf(e0.card)).category;
  for (const e of e0.effects) {
    switch (e.op) {
      case 'modifyStat': {
        const target = statTarget(d.s.combat as CombatState, player, e0.ctx) as CombatUnit;
        const u = d.unit(target.id);
        const amount = e.amount === 'discarded' ? (memory['discarded'] ?? 0) : e.amount;
        if (e.stat === 'attack') u.attackBonus += amount;
        else u.defenseBonus += amount;
        break;
      }
      case 'gainPower':
        cw.power = withEntry(cw.power, player, (cw.power[player] ?? 0) + e.amount);
        break;
      case 'damage':
        spellDamage(d, player, e0.target as string, e.byPower[tier] ?? 0, e0.card, category);
        break;
      case 'chainDamage': {
        const c = d.s.combat as CombatState;
        const first = unitById(c, e0.target) as CombatUnit;
        const amounts = e.byPower[tier] ?? [];
        const hit = [first, ...chainOf(c, first)].slice(0, amounts.length);
        hit.forEach((u, i) => spellDamage(d, player, u.id, amounts[i] ?? 0, e0.card, category));
        break;
      }
      case 'areaDamage': {
        const c = d.s.combat as CombatState;
        const first = unitById(c, e0.target) as CombatUnit;
        const second = e0.space === null ? undefined : occupant(c, e0.space);
        const amount = e.byPower[tier] ?? 0;
        for (const u of second ? [first, second] : [first]) spellDamage(d, player, u.id, amount, e0.card, category);
        break;
      }
      case 'modifyUnit': {
        const u = d.unit(e0.target as string);
        const amount = (e.byPower[tier] ?? 0) * (e.doubledFor !== undefined && namedAs(u, e.doubledFor) ? 2 : 1);
        if (e.stat === 'attack') u.attackBonus += amount;
        else if (e.stat === 'defense') u.defenseBonus += amount;
        else if (e.stat === 'health') u.hpBonus += amount;
        else u.initiativeBonus += amount;
        break;
      }
      case 'swapUnits': {
        const c = d.s.combat as CombatState;
        const a = d.unit(e0.target as string);
        const b = d.unit((occupant(c, e0.space as number) as CombatUnit).id);
        const from = a.space as number;
        a.space = b.space;
        b.space = from;
        d.emit({ type: 'unitsSwitched', units: [a.id, b.id], seq: 0 });
        break;
      }
      case 'preventEscape': {
        const team = enemyTeam(d.s.combat as CombatState, player);
        if (!cw.noEscape.includes(team)) cw.noEscape = [...cw.noEscape, team];
        break;
      }
      case 'enemyDiscardsRandom': {
        const enemy = enemyHandOf(d.s, d.s.combat as CombatState, player);
        if (enemy === null) break;
        const hand = d.peek(enemy).hand;
        let pick = 0;
        d.random((r) => {
          pick = Math.floor(r() * hand.length);
        });
        discardFromHand(d, enemy, hand[pick] as CardId);
        break;
      }
      case 'ignoreAttackDie':
        d.unit(e0.target as string).ignoresAttackDie = true;
        break;
      case 'paralyse':
        paralyse(d, e0.target as string, e0.card);
        break;
      case 'heal':
        heal(d, e0.target as string, e.byPower[tier] ?? 0, e0.card);
        break;
      case 'removeEffects': {
        const u = d.unit(e0.target as string);
        u.paralyzed = false;
        if (e.only === 'paralysis') break;
        u.attackBonus = Math.max(0, u.attackBonus);
        u.defenseBonus = Math.max(0, u.defenseBonus);
        u.initiativeBonus = Math.max(0, u.initiativeBonus);
        break;
      }
      case 'resetRetaliation':
        d.unit(e0.target as string).retaliated = false;
        break;
      case 'addCondition':
        d.unit(e0.target as string)[e.condition] = true;
        break;
      case 'damageAttackers': {
        const u = d.unit(e0.target as string);
        u.damagesAttackers = Math.max(u.damagesAttackers, e.byPower[tier] ?? 0);
        break;
      }
      case 'teleport': {
        const u = d.unit(e0.target as string);
        const from = u.space as number;
        u.space = e0.space as number;
        d.emit({ type: 'unitMoved', unit: u.id, from, to: u.space, seq: 0 });
        break;
      }
      case 'returnSpellToHand': {
        if (e0.ctx.window !== 'afterSpell') break;
        for (const back of e.together ? [e0.ctx.spell, ...(e0.ctx.together ?? [])] : [e0.ctx.spell]) {
          const pw = d.player(player);
          const i = pw.discard.indexOf(back);
          if (i < 0) continue;
          pw.discard.splice(i, 1);
          pw.hand.push(back);
          d.emit({ type: 'cardGained', player, card: back, from: 'discard', seq: 0 });
        }
        break;
      }
      case 'cancelAttack': // the attack ends, dealing nothing, when its resolution goes on (combat/attack.ts)
        if (cw.attack) cw.attack.cancelled = true;
        break;
      case 'ignoreSpell': // the Spell waiting for this answer will not take effect (combat/engine.ts)
        if (cw.step.step === 'spellAnswer') cw.step = { ...cw.step, ignored: true };
        break;
      case 'castSpell':
        openWindow(cw, { step: 'castSpell', player, free: e.free });
        break;
      case 'raiseSpellLimit':
        cw.spellLimit = withEntry(cw.spellLimit, player, (cw.spellLimit[player] ?? 1) + e.amount);
        break;
      case 'returnCardToHand': {
        const pw = d.player(player);
        const i = pw.discard.indexOf(e0.card as CardId);
        if (i >= 0) {
          pw.discard.splice(i, 1);
          pw.hand.push(e0.card as CardId);
          d.emit({ type: 'cardGained', player, card: e0.card as CardId, from: 'discard', seq: 0 });
        }
        break;
      }
      case 'multiplyAttackDie': {
        const at = cw.attack;
        if (at) at.dieFactor *= e.factor;
        break;
      }
      case 'ignoreRolledAttackDie': {
        const at = cw.attack;
        if (!at) break;
        at.dieIgnored = true;
        at.dieCancelled = true;
        break;
      }
      case 'enemyLosesPositiveMorale': {
        const enemy = enemyOf(cw, player);
        if (enemy !== null && d.peek(enemy).morale.positive) loseMorale(d, enemy, e0.card);
        break;
      }
      case 'boostRanged':
        boostRangedUnits(d, player, e);
        break;
      case 'draw': // a fixed draw among the combat effects of an immediate play (PlayFacts.immediate)
        drawCards(d, player, e.count);
        break;
    }
  }
}
