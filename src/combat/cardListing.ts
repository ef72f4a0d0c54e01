/**
 * Which cards a player may play in combat now, and with what (Using Cards During Combat, p. 42; General Card Rules,
 * p. 21; Spell Cards, p. 24): each play's timing and requirements, the units it may select, its Power tiers and
 * spaces. The listing (`eachPlay`) and the checks of a playCard action (combat/cards.ts) ask the same questions.
 */
import type { Action, CardId, GameState, PlayerId, PlayerState } from '../model';
import type { CombatState, CombatUnit, PlayContext, SpellCast, SpellScroll } from '../model';
import { isMapEffect } from '../cards/mapPlays';
import { canStart } from '../effects/run';
import type { StateReader } from '../effects/registry';
import { expertUses, levelOf } from '../hero/levels';
import { initiativeOf, isFighter, tierOf, typeOf } from './stats';
import { boardOf, occupant } from './board';
import { cardCanParalyse, cardCanTarget, ignoresLasting } from './spellAbilities';
import { controllerOf, enemyHandOf, enemyOf, enemyTeam, rollingUnit, statTarget, unitById } from './opponents';
import { factsOf, windowBit, type CardFacts, type PlayFacts } from './playFacts';
import { schoolPowerProclaimed, spellPowerBonus } from '../deck/astrologers';
import { wouldDefeat } from './damage';
import { ALL_WALLS, isStandingWall, standingObstacles } from './obstacles';
import { standingArrowTower } from './infernoCards';
import { powerTaxUnpaid, spellTaxer } from './spellTax';
import { activeUnit } from './common';
import { tokenSpaces } from './tokens';
import { schoolMagicPower } from '../cards/schoolMagic';
import { dispellableSpaces } from './towerSpells';
import { summonFits, summonSpaces } from './summonSpaces';
import { cloneSpaces, wardedUnit } from './coveMarks';
import { lenderOf, lentSpells } from '../cards/lentSpell';
import { activationPowerFor } from './confluxAbilities';
import { fightsWith } from './machinesOwned';

/**
 * Power a Spell of this card's School of Magic gets from what the player played earlier in this combat (Adrienne's
 * Fire Magic, ruling FX50): only a Spell printed with that School (not one of any school, whose School is picked
 * once it is cast).
 */
export function schoolPowerBonus(c: CombatState, player: PlayerId, cf: CardFacts): number {
  // Magi Pack (ruling TW4): +1 to the player's first Spell of the Combat Round, cast once the Magi have activated.
  let magi = c.magiPower !== undefined && c.magiPower.includes(player) ? 1 : 0;
  // The Elementals Pack (CF5): +1 to the first Spell of their School cast during their activation.
  if (c.activationSchoolPower !== undefined) magi += activationPowerFor(c, player, cf.info.school);
  if (c.schoolPower.length === 0) return magi; // the usual case, kept cheap
  let total = magi;
  for (const b of c.schoolPower) if (b.player === player && b.school === cf.info.school) total += b.amount;
  return total;
}

/**
 * What the Power a Spell of this card's School is cast with is multiplied by: 2 while the player's Orb of that School
 * is in force (CF53; Magic Arrow is of every School), else 1 — the usual case, one field read.
 */
export function powerFactor(c: CombatState, player: PlayerId, cf: CardFacts): number {
  const doubled = c.schoolDoubled;
  if (doubled === undefined) return 1;
  const school = cf.info.school;
  for (const x of doubled) if (x.player === player && (x.school === school || school === 'any')) return 2;
  return 1;
}

/** Can this player play cards in this combat (their Main Hero fights in it)? */
export function playsCards(c: CombatState, player: PlayerId): boolean {
  return (c.attacker.player === player && c.attacker.cards) || (c.defender.player === player && c.defender.cards);
}

/**
 * Targets a play needs: fighting units its card can affect (not Spell-immune units for a Spell, not units that
 * cannot be paralysed for Paralysis); [null] when it needs none. Power-dependent filters are checked by `fits`.
 */
export function targetsOf(c: CombatState, player: PlayerId, pf: PlayFacts, cf: CardFacts, ctx?: PlayContext): Array<string | null> {
  if (!pf.targeted) return [null];
  if (pf.walls) return standingWalls(c);
  if (pf.mirrors) return mirrorTargets(c, player); // Magic Mirror: the answered Spell's other targets (SH121)
  const category = cf.info.category;
  const out: Array<string | null> = [];
  for (const u of c.units) {
    if (!isFighter(u) || u.defeated || !cardCanTarget(c, u, category, cf.info)) continue;
    if (pf.play.timing === 'ongoing' && ignoresLasting(c, u, category)) continue; // Gargoyles, Titans (TW2, TW3)
    if (pf.paralyses && !cardCanParalyse(u)) continue;
    if (pf.typeFilters.length > 0 && pf.typeFilters.some((f) => !(f.types as string[]).includes(typeOf(u)))) continue;
    if (pf.allied && controllerOf(c, u) !== player) continue;
    if (pf.enemy && u.team !== enemyTeam(c, player)) continue;
    if (pf.tiers !== null && !pf.tiers.includes(tierOf(u))) continue;
    if (pf.lowestEnemy && !lowestEnemy(c, player, u)) continue;
    if (pf.resetsRetaliation && !u.retaliated) continue;
    if ((pf.moves || pf.swaps) && u.kind !== 'unit') continue;
    if (pf.onBoard && u.space === null) continue;
    if (pf.clones && cloneSpaces(c, u).length === 0) continue; // Clone: a unit with room beside it, not a Clone nor cloned (CV41)
    if (pf.cancels && u.id !== c.attack?.target) continue; // only the unit the attack would defeat
    if (pf.inAttack !== null && !inTheAttack(c, player, pf.inAttack, u)) continue;
    if (pf.nextActivation !== null && !markable(c, pf.nextActivation, u, ctx)) continue;
    if (pf.defendingAgainst !== null && !defendsAgainst(c, player, pf.defendingAgainst, u)) continue;
    out.push(u.id);
  }
  return out;
}

/** Magic Mirror's new targets while its player may answer a Spell (the answer window's cast), else none. */
function mirrorTargets(c: CombatState, player: PlayerId): string[] {
  const step = c.step;
  return step.step === 'spellAnswer' && step.player === player ? redirectTargets(c, step.cast) : [];
}

/**
 * The units a Spell just cast could take effect on instead of the unit it selected (Magic Mirror, ruling SH121): the
 * units its caster could have selected with it, at the Power it takes effect with, but that one. None for a Spell
 * that selects no unit alone, or a space besides (Fireball, Frost Ring, Teleport, Chain Lightning: ruling SH122).
 */
export function redirectTargets(c: CombatState, cast: SpellCast): string[] {
  const out: string[] = [];
  if (cast.target === null || cast.space !== null) return out;
  const cf = factsOf(cast.spell);
  const pf = cf.plays.find((x) => x.play.key === cast.play);
  if (pf === undefined || !redirectable(pf)) return out;
  for (const t of targetsOf(c, cast.player, pf, cf)) if (t !== null && t !== cast.target && fits(c, pf, t, cast.power)) out.push(t);
  return out;
}

/** Does the Spell's play select one unit alone, and nothing else (what Magic Mirror can turn to another unit)? */
function redirectable(pf: PlayFacts): boolean {
  return pf.targeted && !pf.mirrors && !pf.area && !pf.ring && !pf.swaps && !pf.moves && !pf.walls && !pf.blast && !pf.onBoard && pf.inAttack === null && !pf.cancels;
}

/**
 * Does Magic Mirror, cast by `player` with this Power, protect the unit the Spell selected (ruling SH120): the
 * player's own unit, of a tier the Power reaches?
 */
export function mirrorProtects(c: CombatState, pf: PlayFacts, player: PlayerId, cast: SpellCast, power: number | null): boolean {
  if (cast.target === null) return false;
  const u = unitById(c, cast.target);
  if (u === undefined || controllerOf(c, u) !== player) return false;
  return pf.filters.every((f) => (f.tiersByPower?.[power ?? 0] ?? []).includes(tierOf(u)));
}

/** Is the unit an enemy unit on the board with the lowest Initiative of the enemy's units there (Basic Artillery)? */
function lowestEnemy(c: CombatState, player: PlayerId, u: CombatUnit): boolean {
  if (u.kind !== 'unit' || u.space === null || controllerOf(c, u) === player) return false;
  const mine = initiativeOf(u);
  for (const x of c.units) {
    if (x.kind === 'unit' && !x.defeated && x.space !== null && x.team === u.team && initiativeOf(x) < mine) return false;
  }
  return true;
}

/**
 * Is the unit the one of the attack in progress the play selects, before the Attack die? 'target': the unit the
 * player's unit attacks (Frenzy); 'attacker': the enemy unit attacking (Misfortune).
 */
function inTheAttack(c: CombatState, player: PlayerId, which: 'target' | 'attacker' | 'shooter', u: CombatUnit): boolean {
  const at = c.attack;
  if (at === null || at.stage !== 'window') return false;
  const attacker = unitById(c, at.attacker) as CombatUnit;
  const mine = controllerOf(c, attacker) === player;
  if (which === 'shooter') return mine && u.id === at.attacker && at.ranged && u.kind === 'unit' && !nextToTarget(c, u, at.target);
  return which === 'target' ? mine && u.id === at.target : !mine && u.id === at.attacker;
}

/**
 * Is the unit the player's, the target of an attack in progress before the Attack die by a unit of one of `types`
 * (Shield: a Ground or Flying unit, ruling TW77)?
 */
function defendsAgainst(c: CombatState, player: PlayerId, types: readonly string[], u: CombatUnit): boolean {
  const at = c.attack;
  if (at === null || at.stage !== 'window' || at.target !== u.id || controllerOf(c, u) !== player) return false;
  const attacker = unitById(c, at.attacker) as CombatUnit;
  return attacker.kind === 'unit' && types.includes(typeOf(attacker));
}

/** Is the attacker next to the unit it attacks (Precision wants a non-adjacent one, ruling RA60)? */
function nextToTarget(c: CombatState, attacker: CombatUnit, targetId: string): boolean {
  const target = unitById(c, targetId) as CombatUnit;
  return attacker.space === null || target.space === null || boardOf(c).adjacent(attacker.space, target.space);
}

/**
 * May the play mark the unit's next activation? Sorrow ('thisRound'): a unit still to activate this Combat Round, not
 * marked yet (ruling RA62); Forgetfulness ('later'): any unit but the one activating, not marked yet (RA61); Berserk
 * ('berserk'): the same, a unit not under Berserk yet (TW71).
 */
function markable(c: CombatState, which: 'thisRound' | 'later' | 'berserk', u: CombatUnit, ctx?: PlayContext): boolean {
  if (u.id === activeUnit(c)) return false;
  // Bowstring (SH128): another unit than the one about to activate, which activates anyway.
  if (ctx !== undefined && ctx.window === 'beforeActivation' && u.id === ctx.unit) return false;
  if (which === 'thisRound') return !u.activated && !(c.sorrow?.includes(u.id) ?? false);
  if (which === 'berserk') return u.kind === 'unit' && !(c.berserk?.includes(u.id) ?? false);
  return !(c.forgotten?.includes(u.id) ?? false);
}

/** Earthquake's targets: the Walls and the Gate still standing (none outside a siege). */
function standingWalls(c: CombatState): string[] {
  const out: string[] = [];
  for (const u of c.units) if (isStandingWall(u)) out.push(u.id);
  return out;
}

/**
 * Earthquake's choices by the Power paid (ruling RA63): removing 1, the selected Wall or Gate and no space; removing 2,
 * the selected one and the one on `space` (none when it stands alone); removing all, the first standing one selected
 * (every choice is the same) and no space. Any other play fits.
 */
export function quakeFits(c: CombatState, pf: PlayFacts, target: string | null, power: number | null, space: number | null): boolean {
  if (!pf.walls) return true;
  const e = pf.play.effects.find((x) => x.op === 'earthquake');
  const count = e?.op === 'earthquake' ? (e.byPower[power ?? 0] ?? 1) : 1;
  const walls = standingWalls(c);
  if (count >= ALL_WALLS) return target === walls[0] && space === null;
  if (count === 1 || walls.length < 2) return space === null;
  return space !== null;
}

/**
 * The spaces a play takes: for a move, every empty board space; for an area (Fireball), the spaces adjacent to the
 * selected unit's, empty or not; [null] for a play that takes none.
 */
export function spacesOf(c: CombatState, pf: PlayFacts, target: string | null): ReadonlyArray<number | null> {
  if (pf.swaps) {
    // The space of another unit of the same team on the board (both are "your units").
    const u = unitById(c, target) as CombatUnit;
    const out: number[] = [];
    for (const x of c.units) if (x !== u && x.kind === 'unit' && x.team === u.team && !x.defeated && x.space !== null) out.push(x.space);
    return out.sort((a, b) => a - b);
  }
  if (pf.ring) return ringPartners(c, unitById(c, target) as CombatUnit);
  if (pf.blast) return boardSpaces(c);
  if (pf.walls) return otherWallSpaces(c, target);
  if (pf.placesToken) return tokenSpaces(c);
  if (pf.summons) return summonSpaces(c);
  if (pf.clearsSpace) return dispellableSpaces(c);
  if (pf.clones) return cloneSpaces(c, unitById(c, target));
  if (pf.area) {
    const u = unitById(c, target);
    return u?.space == null ? [] : [...boardOf(c).neighbours(u.space)];
  }
  if (!pf.moves) return NO_CHOICE;
  const out: number[] = [];
  for (let i = 0; i < boardOf(c).size; i++) if (occupant(c, i) === undefined) out.push(i);
  return out;
}

/** Every space of the board, ascending (kept per board size: a listing reads it, never changes it). */
function boardSpaces(c: CombatState): number[] {
  const size = boardOf(c).size;
  let out = ALL_SPACES.get(size);
  if (out === undefined) {
    out = Array.from({ length: size }, (_, i) => i);
    ALL_SPACES.set(size, out);
  }
  return out;
}
const ALL_SPACES = new Map<number, number[]>();

/** Earthquake's spaces: none, or the space of another Wall or the Gate still standing (`quakeFits` picks by Power). */
function otherWallSpaces(c: CombatState, target: string | null): Array<number | null> {
  const out: Array<number | null> = [null];
  for (const u of c.units) if (isStandingWall(u) && u.id !== target && u.space !== null) out.push(u.space);
  return out;
}

/** Does the target suit the play at this Power tier (tiers allowed by the Power paid)? */
export function fits(c: CombatState, pf: PlayFacts, target: string | null, power: number | null): boolean {
  if (target === null || !pf.byTier) return true;
  if (pf.mirrors) return c.step.step === 'spellAnswer' && mirrorProtects(c, pf, c.step.player, c.step.cast, power);
  const u = unitById(c, target) as CombatUnit;
  return pf.filters.every((f) => (!f.tiersByPower || (f.tiersByPower[power ?? 0] ?? []).includes(tierOf(u))) && (power ?? 0) >= (f.leastPower ?? 0));
}

/**
 * Frost Ring's second unit (ruling FX90): the spaces of the other fighting units on the board that share an adjacent
 * space with the selected unit — the two are "2 units adjacent to" that space.
 */
function ringPartners(c: CombatState, u: CombatUnit): number[] {
  const out: number[] = [];
  if (u.space === null) return out;
  const board = boardOf(c);
  const around = board.neighbours(u.space);
  for (const x of c.units) {
    if (x === u || !isFighter(x) || x.defeated || x.space === null || x.space === u.space) continue;
    const theirs = board.neighbours(x.space);
    if (around.some((n) => theirs.includes(n))) out.push(x.space);
  }
  return out.sort((a, b) => a - b);
}

/**
 * The Power tiers the player may pay for the play now: up to the Power played (and `bonus`, Power a Spell cast gets
 * from an Astrologers Proclaim card: Grim Warlock) and the play's highest tier.
 */
export function powerTiers(c: CombatState, player: PlayerId, pf: PlayFacts, bonus = 0, factor = 1): ReadonlyArray<number | null> {
  if (pf.maxTier === null) return NO_CHOICE;
  const most = Math.min(((c.power[player] ?? 0) + bonus) * factor, pf.maxTier);
  const tiers = TIERS_UP_TO[most] ?? Array.from({ length: most + 1 }, (_, i) => i);
  // Recanter's Cloak (FX114): a Spell's effect with 0 Power is not cast.
  return c.spellBan === 'unempowered' && pf.cast ? tiers.slice(1) : tiers;
}

/** Whether Recanter's Cloak forbids this Spell now: every Spell, or one the player has no Power to Empower (FX114). */
function spellBanned(s: GameState, c: CombatState, p: PlayerState, cf: CardFacts): boolean {
  const player = p.id;
  const magic = schoolMagicPower(p, cf.info.school, true); // Air / Earth / Fire / Water Magic (TW46)
  return c.spellBan === 'all' || (c.power[player] ?? 0) + spellPowerBonus(s, player) + schoolPowerBonus(c, player, cf) + schoolPowerProclaimed(s, cf.info.school) + magic < 1;
}

/** Whether the unit is there and would not be defeated by this damage (Sword of Hellfire, ruling FX113). */
const survives = (u: CombatUnit | undefined, amount: number): boolean => u !== undefined && !wouldDefeat(u, amount);

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
 * `scroll`: a Spell on a Spell Scroll; `found`: a Spell Enchanters VI found — neither is in the hand.
 */
export function whyNot(s: GameState, c: CombatState, p: PlayerState, cf: CardFacts, pf: PlayFacts, ctx: PlayContext, scroll = false, found = false): string | null {
  if ((pf.windows & windowBit(ctx.window)) === 0) return `its ${pf.play.timing} effect cannot be played now`;
  // The card has left the hand when its effects start: a discard it asks for comes from the other cards (R2). A Spell
  // on a Spell Scroll, or one Enchanters VI found, was never in the hand.
  const leaving = scroll || found ? 0 : 1;
  if (pf.discardCost > 0 && p.hand.length - leaving < pf.discardCost) return `it needs ${pf.discardCost} other card(s) in hand to discard`;
  const first = pf.play.effects[0];
  if (!pf.immediate && first && isMapEffect(first) && !canStart(readerOf(s), p.id, first)) return 'its effect cannot start now';
  const info = cf.info;
  const player = p.id;
  if (info.faction && info.faction !== p.faction) return `${info.name} can only be used by ${info.faction}`;
  if (pf.play.expert && p.expertUsed >= expertUses(levelOf(p.experience))) return 'no Expert effect uses are left this round';
  // A Spell Scroll's Spell does not count toward the Spell limit (p. 26).
  if (cf.isSpell && pf.play.key !== 'alternative' && !scroll && !isFreeCast(ctx) && (c.spellsCast[player] ?? 0) >= (c.spellLimit[player] ?? 1)) return 'you already cast a Spell this Combat Round';
  if (pf.cast && p.hand.length - leaving - pf.discardCost < 1 && spellTaxer(c, player) !== undefined) return 'enemy Familiars make you discard another card from hand to cast a Spell';
  if (pf.cast && powerTaxUnpaid(c, player, p.hand, pf.discardCost)) return 'enemy Pegasi make you discard a Power card to cast a Spell';
  // A Spell Scroll's Spell is never Empowered: Recanter's Cloak's ban of Spells with 0 Power holds it too (ruling SH50).
  if (pf.cast && c.spellBan !== undefined && (scroll || spellBanned(s, c, p, cf))) return c.spellBan === 'all' ? 'no Hero can cast Spells in this combat' : 'no Hero can cast a Spell with 0 Power in this combat';
  if (pf.modifiesStat && !statTarget(c, player, ctx)) return 'none of your units is attacking or defending';
  if (pf.selfDamage > 0 && !survives(statTarget(c, player, ctx), pf.selfDamage)) return 'your unit would not survive the damage it suffers';
  if (pf.preventsEscape && !enemyMayLeave(c, player)) return 'the enemy Hero could not Retreat or Surrender anyway';
  if (pf.hitsEnemyHand && !enemyHandOf(s, c, player)) return 'the enemy has no cards in hand';
  if (pf.beforeRoll && !rollingUnit(c, player, ctx)) return 'none of your units is about to roll the Attack die';
  if (pf.rangedRoll && !rangedDiceRolled(c)) return "no Ranged unit's Attack die was just rolled";
  if (pf.needsEnemy && enemyOf(c, player) === null) return 'there is no enemy player in this combat';
  if (pf.needsCannon && !fightsWith(c, enemyTeam(c, player) === 'attacker' ? 'defender' : 'attacker', 'cannon')) return 'your Cannon does not fight in this combat';
  if (pf.againstNeutrals && !againstNeutrals(c, player)) return 'it is played only in a combat against neutral units';
  if (pf.removesObstacles && standingObstacles(c).length === 0) return 'no Wall or Gate stands on the Combat board';
  if (pf.destroysTower && standingArrowTower(c) === undefined) return 'no Arrow Tower stands in this combat';
  if (ctx.window === 'spellAnswer' && ctx.paid > pf.answerMaxPower) return `it answers only a Spell cast with ${pf.answerMaxPower} Power or less`;
  if (pf.wardsSpell && (c.step.step !== 'spellAnswer' || wardedUnit(c, player, c.step.cast) === null)) return 'it answers only an enemy Spell that selects one of your units';
  if (ctx.window === 'attackOutcome' && pf.powerOnly && !cancelInReach(s, c, p, cf.isSpell)) return 'no card of yours could cancel this attack';
  if (pf.castsSpell && !eachPlay(s, player, { window: 'castSpell', free: pf.castFree }, null, (x) => x.isSpell)) return 'no Spell of yours can be cast now';
  return null;
}

/**
 * Has a Ranged unit just rolled Attack dice that still count (Bowstring of the Unicorn's Mane, ruling SH129): its
 * attack, or retaliation, in the window after the roll?
 */
function rangedDiceRolled(c: CombatState): boolean {
  const at = c.attack;
  if (at === null || at.stage !== 'attackRoll' || at.dieIgnored || at.dieCancelled || at.attackDice.length === 0) return false;
  const u = unitById(c, at.attacker);
  return u !== undefined && u.kind === 'unit' && typeOf(u) === 'ranged';
}

/** A Spell's main play in a window that lets it be cast outside the Spell limit (Expert Intelligence). */
export const isFreeCast = (ctx: PlayContext): boolean => ctx.window === 'castSpell' && ctx.free;

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

/** Is the player fighting neutral units (the other side's units are neutrals)? */
function againstNeutrals(c: CombatState, player: PlayerId): boolean {
  const team = enemyTeam(c, player);
  return (team === 'attacker' ? c.attacker : c.defender).neutral;
}

/** Every playCard action this player may take now. */
export function legalPlays(s: GameState, player: PlayerId, ctx: PlayContext): Action[] {
  const actions: Action[] = [];
  eachPlay(s, player, ctx, actions);
  return actions;
}

/** Whether this player has some playCard action now. */
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
  // Enchanters VI's window (CF16): its found Spells, and Power for them (never a Spell from the hand). The player's
  // field is read first: a core combat's listing pays one field check (windows.ts closes the window without it).
  if (p.foundSpells !== undefined && ctx.window === 'castSpell' && ctx.found === true) return eachFoundPlay(s, c, p, ctx, out, only);
  let found = false;
  const hand = p.hand;
  const bit = windowBit(ctx.window);
  // The cards of this window met so far: copies of a card play the same way, so only the first is listed.
  let seen: CardFacts[] | null = null;
  let lends = false;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h] as CardId;
    const cf = factsOf(card);
    if ((cf.lends & bit) !== 0) lends = true; // the Helm (TW91): the lent Spell is listed after the hand
    if ((cf.windows & bit) === 0) continue; // no play of it is made in this window: the usual case, kept cheap
    if (seen === null) seen = [cf];
    else if (seen.includes(cf)) continue;
    else seen.push(cf);
    if (only && !only(cf)) continue;
    if (eachPlayOf(s, c, p, card, cf, ctx, out, false)) {
      if (out === null) return true;
      found = true;
    }
  }
  if (lends) {
    for (const card of lentSpells(s)) {
      const cf = factsOf(card);
      if ((cf.windows & bit) === 0 || (only && !only(cf)) || !eachPlayOf(s, c, p, card, cf, ctx, out, true)) continue;
      if (out === null) return true;
      found = true;
    }
  }
  // The Spells on Spell Scrolls (Stronghold box), cast as p. 26 says beside the cards in hand.
  if (p.scrolls !== undefined && p.scrolls.length > 0 && eachScrollCast(s, c, p, ctx, out, only)) {
    if (out === null) return true;
    found = true;
  }
  return found;
}

/**
 * The plays of Enchanters VI's window (rulings CF16, CF17): the casts of the found Spells whose timing fits a combat
 * (never their alternative "+1 Power"), and the hand's Power for them — no Spell of the hand, nor of a Spell Scroll.
 */
function eachFoundPlay(s: GameState, c: CombatState, p: PlayerState, ctx: PlayContext, out: Action[] | null, only?: (cf: CardFacts) => boolean): boolean {
  const bit = windowBit(ctx.window);
  const waiting = p.foundSpells?.waiting ?? [];
  // Power is played only towards a found Spell that can be cast here (the window closes once none can).
  if (!waiting.some((card) => factsOf(card).plays.some((pf) => pf.cast && whyNot(s, c, p, factsOf(card), pf, ctx, false, true) === null))) return false;
  let found = false;
  const seen: CardFacts[] = [];
  for (const card of p.hand) {
    const cf = factsOf(card);
    if ((cf.windows & bit) === 0 || cf.isSpell || seen.includes(cf) || (only && !only(cf))) continue;
    seen.push(cf);
    if (!eachPlayOf(s, c, p, card, cf, ctx, out, false)) continue;
    if (out === null) return true;
    found = true;
  }
  for (const card of waiting) {
    const cf = factsOf(card);
    if ((cf.windows & bit) === 0 || seen.includes(cf) || (only && !only(cf))) continue;
    seen.push(cf);
    if (!eachPlayOf(s, c, p, card, cf, ctx, out, true, true)) continue;
    if (out === null) return true;
    found = true;
  }
  return found;
}

/**
 * Adds one card's legal playCard actions to `out` (`castOnly`: a lent or found Spell's casts, never its alternative
 * effect; `fromFound`: a Spell Enchanters VI found, not in the hand).
 */
function eachPlayOf(s: GameState, c: CombatState, p: PlayerState, card: CardId, cf: CardFacts, ctx: PlayContext, out: Action[] | null, castOnly: boolean, fromFound = false): boolean {
  const player = p.id;
  const bit = windowBit(ctx.window);
  let found = false;
  for (const pf of cf.plays) {
    if ((pf.windows & bit) === 0 || (castOnly && !pf.cast) || whyNot(s, c, p, cf, pf, ctx, false, fromFound) !== null) continue;
    const targets = targetsOf(c, player, pf, cf, ctx);
    const casts = cf.isSpell && pf.play.key !== 'alternative';
    const bonus = casts ? spellPowerBonus(s, player) + schoolPowerBonus(c, player, cf) + schoolPowerProclaimed(s, cf.info.school) + schoolMagicPower(p, cf.info.school, true) : 0;
    const tiers = powerTiers(c, player, pf, bonus, casts ? powerFactor(c, player, cf) : 1); // the same for every target
    for (const target of targets) {
      const spaces = spacesOf(c, pf, target);
      if (spaces.length === 0) continue;
      for (const power of tiers) {
        if (!fits(c, pf, target, power)) continue;
        if (out === null) return true;
        found = true;
        for (const space of spaces) {
          if (pf.walls && !quakeFits(c, pf, target, power, space)) continue;
          if (pf.summons && !summonFits(s, pf, power, space)) continue;
          out.push(playAction(card, pf, target, power, space));
        }
      }
    }
  }
  return found;
}

/**
 * The Power tier a Spell on a Spell Scroll is cast with (p. 26): its lowest Power effect, paid by no Power — the least
 * Power its filters ask (Implosion's 1), else 0; null for a play with no Power tiers (ruling SH49).
 */
export function scrollTier(pf: PlayFacts): number | null {
  if (pf.maxTier === null) return null;
  let least = 0;
  for (const f of pf.filters) least = Math.max(least, f.leastPower ?? 0);
  return least;
}

/**
 * Adds the casts of the Spells on the player's Spell Scrolls (p. 26; rulings SH49, SH50) to `out`: each main play (not
 * the alternative "+1 Power") at its lowest Power effect, outside the Spell limit; with no `out`, only tells whether
 * there is one.
 */
function eachScrollCast(s: GameState, c: CombatState, p: PlayerState, ctx: PlayContext, out: Action[] | null, only?: (cf: CardFacts) => boolean): boolean {
  const bit = windowBit(ctx.window);
  let found = false;
  for (const scroll of p.scrolls as SpellScroll[]) {
    for (const card of scroll.spells) {
      const cf = factsOf(card);
      if ((cf.windows & bit) === 0 || !cf.isSpell || (only && !only(cf))) continue;
      for (const pf of cf.plays) {
        if (pf.play.key === 'alternative' || (pf.windows & bit) === 0 || whyNot(s, c, p, cf, pf, ctx, true) !== null) continue;
        const power = scrollTier(pf);
        for (const target of targetsOf(c, p.id, pf, cf)) {
          if (!fits(c, pf, target, power)) continue;
          for (const space of spacesOf(c, pf, target)) {
            if (pf.walls && !quakeFits(c, pf, target, power, space)) continue;
            if (pf.summons && !summonFits(s, pf, power, space)) continue;
            if (out === null) return true;
            found = true;
            out.push(playAction(card, pf, target, power, space));
          }
        }
      }
    }
  }
  return found;
}

/**
 * The card lending `card` to the player in this window (their Helm, TW91), when `card` is a Spell on top of a Spell
 * discard pile and the Helm's own timing takes the window; else null.
 */
export function lenderFor(s: GameState, p: PlayerState, card: CardId, ctx: PlayContext): CardId | null {
  const lender = lenderOf(s, p, card);
  return lender !== null && (factsOf(lender).lends & windowBit(ctx.window)) !== 0 ? lender : null;
}

/** A playCard action, its fields in the order the listing has always given them (built field by field, no spread). */
function playAction(card: CardId, pf: PlayFacts, target: string | null, power: number | null, space: number | null): Extract<Action, { type: 'playCard' }> {
  const a: Extract<Action, { type: 'playCard' }> = { type: 'playCard', card, play: pf.play.key };
  if (target !== null) a.target = target;
  if (power !== null) a.power = power;
  if (space !== null) a.space = space;
  return a;
}


