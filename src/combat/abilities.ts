/**
 * Units' special abilities (Unit Card Anatomy, p. 36): every unit's abilities, written as data over a small set
 * of primitives in its pack (src/content), and the functions the combat engine calls at its hook points — the start of
 * combat, a unit's activation, an attack's values (its Attack dice are in attackDice.ts), the moment it deals damage,
 * what follows the first attack, retaliation, spell damage and the start of a Resource round.
 *
 * The icon printed before an ability says when it applies:
 * - Activation: when the unit activates;
 * - Attack: the unit's first attack of its activation only (not a retaliation, not an attack an ability adds);
 * - Passive: whenever its condition holds (also on retaliations);
 * - Retaliate: when the unit retaliates.
 * Primitives whose icon differs from unit to unit carry it in `on`.
 *
 * Abilities read on the adventure map (Champions Few's Stables discount, Nomads) or as a turn action (Rogues) are
 * read where those happen (docs/unit-abilities.md); the abilities about Spells are in combat/spellAbilities.ts.
 */
import { type Draft, copyUnit } from '../kernel/draft';
import type { Effect, OwnedUnit, PlayerId } from '../model';
import type { CardCategory, Faction, Resources, Tier } from '../model';
import type { AttackScope, UnitAbility, UnitAbilityKind } from '../model';
import type { AttackInProgress, AttackSequence, CombatSideInfo, CombatState, CombatUnit, FollowUp, Team } from '../model';
import { cardOf } from '../kernel/ids';
import { UNIT_ABILITIES } from '../content/registry';
import { rollDie } from '../kernel/dice';
import { drawCards, discardFromHand } from '../deck/playerDeck';
import { pushFrame } from '../effects/run';
import { boardOf, occupant } from './board';
import { unitOf } from './common';
import { attackOf, sideOf } from './stats';
import { applyDamage, rebirthReady } from './damage';
import { rangedBoostAttack } from './boosts';
import { damageRoll, poison, slayRoll } from './afflictions';
import { magiPower } from './magi';
import { activationSchoolPower, attacksOnAdjacent } from './confluxAbilities';

// ---- The primitives -----------------------------------------------------------------------------

type Ability<K extends UnitAbilityKind> = Extract<UnitAbility, { kind: K }>;

// ---- The units' abilities: each pack's table (src/content), merged by the registry ------------------------

export { UNIT_ABILITIES };

/** The printed side of a unit card. */
export type Side = 'few' | 'pack' | 'neutral';
const SIDES: readonly Side[] = ['few', 'pack', 'neutral'];
/** Every ability kind, once (the record below has a field for each, in this order). */
const ABILITY_KINDS = Object.keys({
  retaliateUnlimited: 1, targetCannotRetaliate: 1, retaliationRollsTwoKeepsLower: 1, defenseAgainstRetaliation: 1, ignoreRangedPenalty: 1,
  attackDice: 1, rerollAttackDie: 1, dieBonus: 1, ignoreOwnAttackDie: 1, setAttackersDie: 1, discardToIgnoreAttackDie: 1, drawOnAttackDie: 1,
  ignorePrintedDefense: 1, attackBonusAgainst: 1, defenseWhenAttackerRolls: 1, adjacentAlliesCountAsDefending: 1, secondAttackIfNotAdjacent: 1,
  splashAdjacentToTarget: 1, lineAttack: 1, paralyseTarget: 1, pushTargetAway: 1, healSelf: 1, returnAfterAttack: 1, healFriendly: 1,
  enemyDiscardsRandomCard: 1, enemyLosesPositiveMorale: 1, spellDamageReduction: 1, immuneToSpells: 1, immuneToParalysis: 1,
  cancelLethalAttackOncePerCombat: 1, drawAtCombatStart: 1, defeaterReinforces: 1, resourceRoundIncome: 1, reinforceDiscountOn: 1,
  heroMovesAtTurnEnd: 1, peekAtDeck: 1, slayOnRoll: 1, poisonTarget: 1, removeTargetsOngoingEffects: 1, attackSecondAdjacentEnemy: 1,
  targetDefenseOnAttackDie: 1, damageNearby: 1, enemyDiscardsOnSpell: 1, ignoresSpellDamage: 1, moveToAnyEmptySpace: 1, summonOrReinforce: 1,
  spellDamageOnActivation: 1, secondAttackOnAttackDie: 1, resistCardOnAttackDie: 1, weakenEnemySpells: 1, rootAdjacentEnemies: 1,
  adjacentAlliesSpellDamageReduction: 1, enemyDiscardsAfterAttack: 1, damageOnRoll: 1,
  ignoresLastingEffects: 1, spellPowerOnActivation: 1, takeSpellFromDeck: 1, enemyDiscardsPowerOnSpell: 1,
  attackAgainAfterRetaliation: 1, placeAttackToken: 1, destroyObstacle: 1, lowerTargetDefense: 1,
  elementalDamage: 1, immuneToSpellsOf: 1, schoolPowerOnActivation: 1, attackAllAdjacent: 1, rebirth: 1,
  goldOnDefeat: 1, placeWeakness: 1, damageCapPerAttack: 1, attackBonusIfFlipped: 1,
} satisfies Record<UnitAbilityKind, 1>) as UnitAbilityKind[];

/**
 * A side's abilities, and the same by kind: a field for every kind (an empty list for the kinds it lacks), so that
 * every record has one shape and reading a kind is a field load (abilities are looked up on every attack).
 */
interface SideAbilities {
  list: UnitAbility[];
  byKind: { readonly [K in UnitAbilityKind]: ReadonlyArray<Ability<K>> };
  /** `actsAsActivationStarts` for this side (asked as every unit activates and on every listing of its start). */
  startsActivation: boolean;
  /** Whether it has a `rootAdjacentEnemies` ability (Dendroids Pack), resp. `moveToAnyEmptySpace` (Arch Devils Pack): a field read on every listing of moves. */
  roots: boolean;
  movesAnywhere: boolean;
  /** Whether it may do something else as its whole activation (`ACTIVATION_CHOICE_KINDS`): asked on every listing of an activation's start. */
  activationChoice: boolean;
}
const NO_ABILITIES: UnitAbility[] = [];
/** The kinds that may be a unit's whole activation: Pit Lords Pack's summoning, Genies Few's Spell, the Ogres' Attack token, the Cyclopes' knock-down. */
export const ACTIVATION_CHOICE_KINDS: readonly UnitAbilityKind[] = ['summonOrReinforce', 'takeSpellFromDeck', 'placeAttackToken', 'destroyObstacle', 'placeWeakness'];
// Per side, by card (unit id or neutral instance id): the table is fixed data, so this is computed once per card.
const fewCache = new Map<string, SideAbilities>();
const packCache = new Map<string, SideAbilities>();
const neutralCache = new Map<string, SideAbilities>();

// The last two sides looked up: a unit's abilities are often asked about several times in a row (its activation's
// checks), and an attack asks by turns about its attacker and its target.
let lastCard = '';
let lastSide: Side = 'few';
let lastEntry: SideAbilities | null = null;
let earlierCard = '';
let earlierSide: Side = 'few';
let earlierEntry: SideAbilities | null = null;

function sideAbilities(card: string, side: Side): SideAbilities {
  if (card === lastCard && side === lastSide) return lastEntry as SideAbilities;
  if (card === earlierCard && side === earlierSide) return earlierEntry as SideAbilities;
  const entry = cachedSide(card, side);
  earlierCard = lastCard;
  earlierSide = lastSide;
  earlierEntry = lastEntry;
  lastCard = card;
  lastSide = side;
  lastEntry = entry;
  return entry;
}

function cachedSide(card: string, side: Side): SideAbilities {
  const cache = side === 'few' ? fewCache : side === 'pack' ? packCache : neutralCache;
  let entry = cache.get(card);
  if (entry === undefined) {
    const list = UNIT_ABILITIES[cardOf(card)]?.[side] ?? NO_ABILITIES;
    // Built in one go: a record filled by keyed stores falls into V8's dictionary mode, and every read of a kind
    // would then be a hash lookup.
    const byKind: Record<string, UnitAbility[]> = Object.fromEntries(
      ABILITY_KINDS.map((kind) => {
        const same = list.filter((a) => a.kind === kind);
        return [kind, same.length === 0 ? NO_ABILITIES : same];
      }),
    );
    entry = {
      list,
      byKind: byKind as unknown as SideAbilities['byKind'],
      startsActivation: list.some(startsActivation),
      roots: byKind['rootAdjacentEnemies'] !== NO_ABILITIES,
      movesAnywhere: byKind['moveToAnyEmptySpace'] !== NO_ABILITIES,
      activationChoice: ACTIVATION_CHOICE_KINDS.some((kind) => byKind[kind] !== NO_ABILITIES),
    };
    cache.set(card, entry);
  }
  return entry;
}

/** The abilities printed on a unit card's side (by unit id or neutral instance id). */
export function abilitiesOfCard(card: string, side: Side): UnitAbility[] {
  return sideAbilities(card, side).list;
}

/**
 * Does the unit use its printed abilities? Not Walls, the Gate and the Arrow Tower, nor a unit hit by Disrupting
 * Ray (`abilitiesDisabled`), nor one with a card put on it (a Horde has none: H26): every ability lookup below goes
 * through this.
 */
const usesAbilities = (u: CombatUnit): boolean => u.kind === 'unit' && !u.abilitiesDisabled && u.covers.length === 0;

/** The abilities of a card on the combat board (none for Walls, the Gate, the Arrow Tower and disabled units). */
export function abilitiesOf(unit: CombatUnit): UnitAbility[] {
  return usesAbilities(unit) ? sideAbilities(unit.card, unit.side).list : NO_ABILITIES;
}

/** The unit's abilities of one kind (a shared array: read it, never change it). */
export function all<K extends UnitAbilityKind>(u: CombatUnit, kind: K): ReadonlyArray<Ability<K>> {
  if (!usesAbilities(u)) return NO_ABILITIES as Array<Ability<K>>;
  return sideAbilities(u.card, u.side).byKind[kind] as ReadonlyArray<Ability<K>>;
}
const has = (u: CombatUnit, kind: UnitAbilityKind): boolean => usesAbilities(u) && sideAbilities(u.card, u.side).byKind[kind].length > 0;
/** No ability of any kind: the by-kind record of a unit that uses none. */
const NO_KINDS = Object.fromEntries(ABILITY_KINDS.map((kind) => [kind, NO_ABILITIES])) as unknown as SideAbilities['byKind'];
/** The unit's abilities by kind (none for Walls, the Gate, the Arrow Tower and disabled units): one lookup for several kinds. */
export const abilityKinds = (u: CombatUnit): SideAbilities['byKind'] => (usesAbilities(u) ? sideAbilities(u.card, u.side).byKind : NO_KINDS);
/** Does the unit use an ability of this kind (one field read: asked on every attack)? */
export const hasAbility = has;
/** `hasAbility(u, 'rootAdjacentEnemies')` (Dendroids Pack), a named field: asked of the units next to every unit about to move. */
export const rootsNeighbours = (u: CombatUnit): boolean => usesAbilities(u) && sideAbilities(u.card, u.side).roots;
/** `hasAbility(u, 'moveToAnyEmptySpace')` (Arch Devils Pack), a named field: asked on every listing of a unit's moves. */
export const movesAnywhere = (u: CombatUnit): boolean => usesAbilities(u) && sideAbilities(u.card, u.side).movesAnywhere;
/** Whether the unit has an ability that may be its whole activation (Pit Lords, Genies, Ogres, Cyclopes): one field read. */
export const hasActivationChoice = (u: CombatUnit): boolean => usesAbilities(u) && sideAbilities(u.card, u.side).activationChoice;

/** Does an ability of this scope apply to the attack? Attack abilities: the activation's first attack only. */
export const inScope = (on: AttackScope, at: Pick<AttackInProgress, 'kind'>): boolean => on === 'always' || at.kind === 'first';
/** Is the attack the activation's first (not a retaliation nor a second attack)? */
export const first = (at: Pick<AttackInProgress, 'kind'>): boolean => at.kind === 'first';

// ---- Sides and players ------------------------------------------------------------------------------

const other = (t: Team): Team => (t === 'attacker' ? 'defender' : 'attacker');
const sideInfo = (c: CombatState, t: Team): CombatSideInfo => (t === 'attacker' ? c.attacker : c.defender);
const onBoard = (u: CombatUnit): boolean => !u.defeated && u.space !== null;

/** Who decides for a team: its player, or (AI neutrals) the attacking player, for the choices left to players. */
export function decider(c: CombatState, t: Team): PlayerId {
  return (sideInfo(c, t).player ?? c.attacker.player) as PlayerId;
}

/** The player whose hand and deck a team uses: its player when their Main Hero fights in this combat. */
export function handOf(c: CombatState, t: Team): PlayerId | null {
  const s = sideInfo(c, t);
  return s.cards && !s.neutral ? s.player : null;
}

/** The enemy player of a team: the opposing side's player, unless that side is neutral units. */
function enemyOf(c: CombatState, t: Team): PlayerId | null {
  const s = sideInfo(c, other(t));
  return s.neutral ? null : s.player;
}

/** Logs that a unit's ability acted (event `abilityUsed`). */
export function used(d: Draft, unit: string, ability: UnitAbilityKind, target: string | null = null): void {
  d.emit({ type: 'abilityUsed', unit, ability, target, seq: 0 });
}

// ---- Start of combat ----------------------------------------------------------------------------------

/** When the combat begins (its units are set up): draws. */
export function onCombatStart(d: Draft): void {
  const c = d.s.combat as CombatState;
  for (const u of c.units) {
    for (const a of all(u, 'drawAtCombatStart')) {
      const p = handOf(c, u.team);
      if (!p || u.defeated) continue;
      used(d, u.id, a.kind);
      drawCards(d, p, a.count);
    }
  }
}

// ---- Activation -----------------------------------------------------------------------------------------

/** Removes up to `amount` damage from a unit. */
export function heal(d: Draft, unitId: string, amount: number, source: string): void {
  const u = unitOf(d.s.combat as CombatState, unitId);
  const healed = Math.min(amount, u.damage);
  if (healed <= 0 || u.defeated) return;
  d.unit(unitId).damage -= healed;
  d.emit({ type: 'unitHealed', unit: unitId, amount: healed, source, seq: 0 });
}

/** Friendly units an activating unit may heal: damaged, on the board, not itself. */
export function healCandidates(c: CombatState, unit: CombatUnit): CombatUnit[] {
  return c.units.filter((x) => x.kind === 'unit' && x.team === unit.team && x.id !== unit.id && onBoard(x) && x.damage > 0);
}

/**
 * Activation abilities, right after the unit activates: healing itself, the enemy's random discard and lost
 * morale, and healing a friendly unit (the controller picks which when several could be healed).
 */
/**
 * Whether the unit's abilities do something as it starts activating (`onActivation`'s kinds): a player who may
 * surrender is asked before they fire, since surrendering is instead of activating (p. 43).
 */
export function actsAsActivationStarts(u: CombatUnit): boolean {
  return usesAbilities(u) && sideAbilities(u.card, u.side).startsActivation;
}

/** Whether this ability does something as its unit starts activating (kept per side in `SideAbilities`). */
function startsActivation(a: UnitAbility): boolean {
  if (a.kind === 'enemyDiscardsRandomCard' || a.kind === 'enemyLosesPositiveMorale' || a.kind === 'healFriendly' || a.kind === 'spellDamageOnActivation') return true;
  if (a.kind === 'spellPowerOnActivation' || a.kind === 'schoolPowerOnActivation') return true;
  return a.kind === 'healSelf' && a.when === 'activation';
}

export function onActivation(d: Draft, unitId: string): void {
  const c = d.s.combat as CombatState;
  const u = unitOf(c, unitId);
  for (const a of abilitiesOf(u)) {
    switch (a.kind) {
      case 'healSelf':
        if (a.when === 'activation') heal(d, u.id, a.amount, u.id);
        break;
      case 'enemyDiscardsRandomCard': {
        const enemy = handOf(c, other(u.team));
        const hand = enemy ? d.peek(enemy).hand : [];
        if (!enemy || hand.length === 0) break;
        let i = 0;
        d.random((r) => {
          i = Math.floor(r() * hand.length);
        });
        used(d, u.id, a.kind);
        discardFromHand(d, enemy, hand[i] as string);
        break;
      }
      case 'enemyLosesPositiveMorale': {
        const enemy = enemyOf(c, u.team);
        if (!enemy || !d.peek(enemy).morale.positive) break;
        used(d, u.id, a.kind);
        d.player(enemy).morale.positive = false;
        d.emit({ type: 'moraleChanged', player: enemy, morale: 'none', reason: u.id, seq: 0 });
        break;
      }
      case 'spellPowerOnActivation':
        magiPower(d, u);
        break;
      case 'schoolPowerOnActivation': // the Elementals Pack (CF5)
        activationSchoolPower(d, u, a.school);
        break;
      case 'healFriendly': {
        const candidates = healCandidates(d.s.combat as CombatState, u);
        if (candidates.length === 0) {
          d.unit(u.id).attackBonus += a.otherwiseAttack;
          used(d, u.id, a.kind);
        } else if (candidates.length === 1) {
          used(d, u.id, a.kind, (candidates[0] as CombatUnit).id);
          heal(d, (candidates[0] as CombatUnit).id, a.amount, u.id);
        } else {
          d.s.pending = { kind: 'unitAbility', player: decider(c, u.team), unit: u.id, ability: 'healFriendly', target: null };
        }
        break;
      }
      default:
        break;
    }
  }
}

/** Enchanters' answer: heals the chosen friendly unit. */
export function healChosen(d: Draft, healer: string, target: string): void {
  const c = d.s.combat as CombatState;
  const a = all(unitOf(c, healer), 'healFriendly')[0];
  if (!a) throw new Error(`${healer} heals no one`);
  used(d, healer, a.kind, target);
  heal(d, target, a.amount, healer);
}

// ---- The Attack dice -----------------------------------------------------------------------------------

/** The faces an attack applies: one die, the lower or higher of two, or both. */
export function appliedFaces(at: Pick<AttackInProgress, 'attackDice' | 'dice' | 'dieCancelled'>): number[] {
  if (at.dieCancelled) return [];
  const dice = at.attackDice;
  switch (at.dice) {
    case 'lower': return [Math.min(...dice)];
    case 'higher': return [Math.max(...dice)];
    case 'both': return dice.slice();
    case 'slayer': return dice.filter((f) => f !== -1);
    default: return dice.slice(0, 1);
  }
}

/** Does a unit count as holding a Defense token (its own, or a neutral Halberdiers next to it)? */
export function countsAsDefending(c: CombatState, u: CombatUnit): boolean {
  if (u.defending) return true;
  if (u.kind !== 'unit' || u.space === null) return false;
  const space = u.space;
  const board = boardOf(c);
  for (const x of c.units) {
    if (x.id !== u.id && x.team === u.team && onBoard(x) && board.adjacent(x.space as number, space) && has(x, 'adjacentAlliesCountAsDefending')) return true;
  }
  return false;
}

// ---- Attack and Defense ----------------------------------------------------------------------------------

/**
 * The attack's total: Attack (or the value an ability sets), bonuses, and the applied die with its bonuses;
 * `dieCounts` false: the die's faces add nothing (only the abilities that read them do).
 */
export function attackTotal(c: CombatState, at: AttackInProgress, dieCounts = true): number {
  const attacker = unitOf(c, at.attacker);
  const target = unitOf(c, at.target);
  let total = at.attackValue ?? attackOf(attacker);
  // Misfortune (ruling FX92): Attack the unit's changes gained after it was played is negated.
  if (at.attackValue === null && at.attackCap !== undefined && attacker.attackBonus > at.attackCap) total = Math.max(0, sideOf(attacker).attack + (attacker.attackGain ?? 0) + at.attackCap - (attacker.attackLoss ?? 0) - (attacker.weakness ?? 0));
  if (first(at)) {
    for (const a of all(attacker, 'attackBonusAgainst')) if (a.units.includes(cardOf(target.card))) total += a.amount;
    // Haspids Few (ruling CV9): a field no core combat sets, read first.
    if (c.flippedUnits !== undefined && c.flippedUnits.includes(attacker.id)) for (const a of all(attacker, 'attackBonusIfFlipped')) total += a.amount;
  }
  total += rangedBoostAttack(c, attacker, target);
  if (at.dieIgnored) return total;
  const faces = appliedFaces(at);
  // The Optional Rules Table's "the Attack die no longer affects damage" (p. 59, ruling VT-9): its faces add
  // nothing, but abilities still read them.
  if (dieCounts) total += faces.reduce((s, f) => s + f, 0) * at.dieFactor;
  if (first(at)) {
    for (const a of all(attacker, 'dieBonus')) if (!a.faces || faces.some((f) => a.faces?.includes(f))) total += a.amount;
  }
  return total;
}

/** The target's Defense against the attack: printed (unless ignored), bonuses, the Defense die and its passives. */
export function defenseTotal(c: CombatState, at: AttackInProgress): number {
  const attacker = unitOf(c, at.attacker);
  const target = unitOf(c, at.target);
  if (at.defenseIgnored === true) return 0; // Frenzy (ruling FX93)
  const own = abilityKinds(attacker); // one lookup for the attacker's four kinds read here
  // Elemental damage (p. 41, ruling CF3): a Passive, on every attack and retaliation; no Defense counts.
  if (own.elementalDamage.length > 0) return 0;
  const printed = first(at) && own.ignorePrintedDefense.length > 0 ? 0 : sideOf(target).defense;
  let total = Math.max(0, printed + target.defenseBonus + (target.defenseGain ?? 0) - (target.defenseLoss ?? 0)) + (at.defenseDie === 1 ? 1 : 0);
  const faces = appliedFaces(at);
  for (const a of all(target, 'defenseWhenAttackerRolls')) total += a.amount * faces.filter((f) => a.faces.includes(f)).length;
  // Rust Dragons (ruling FX2): an Attack ability, not a retaliation's; the acid takes Defense away, never below 0.
  if (at.kind !== 'retaliation') for (const a of own.targetDefenseOnAttackDie) total = Math.max(0, total - a.amount * faces.filter((f) => a.faces.includes(f)).length);
  if (at.kind === 'retaliation') for (const a of all(target, 'defenseAgainstRetaliation')) total += a.amount;
  // Behemoths (ruling SH7): an Attack ability; the Defense the target ends with is lowered, never below 0.
  if (first(at)) for (const a of own.lowerTargetDefense) total = Math.max(0, total - a.amount);
  return total;
}

/**
 * A friendly Archangels Pack that may cancel this attack: the attack would defeat its target, another unit of
 * the Archangels' team, and their once-per-combat use is unspent.
 */
export function lethalCanceller(c: CombatState, at: AttackInProgress, damage: number): CombatUnit | null {
  if (at.cancelAsked) return null;
  const target = unitOf(c, at.target);
  if (target.kind !== 'unit') return null;
  // The rare Archangels first: the damage is only tried out (on a copy) when one could cancel it.
  // A loop: asked on every attack.
  for (const u of c.units) {
    if (u.id === target.id || u.team !== target.team || !onBoard(u) || !has(u, 'cancelLethalAttackOncePerCombat') || c.usedOnce.includes(u.id)) continue;
    return applyDamage(copyUnit(target), damage).defeated && !rebirthReady(c, target) ? u : null; // a Phoenix's rebirth saves it (CF7)
  }
  return null;
}

// ---- After the damage ---------------------------------------------------------------------------------------

/** Paralyses a unit, unless it cannot be paralysed. */
export function paralyse(d: Draft, unitId: string, source: string): void {
  const u = unitOf(d.s.combat as CombatState, unitId);
  if (!onBoard(u) || u.kind !== 'unit' || u.paralysisWarded === true) return; // Pendant of Second Sight (TW68)
  if (has(u, 'immuneToParalysis')) {
    used(d, u.id, 'immuneToParalysis', source);
    return;
  }
  d.unit(unitId).paralyzed = true;
  d.emit({ type: 'unitParalyzed', unit: unitId, source, seq: 0 });
}

/**
 * What an attack does once its damage is dealt: draws on a die face, paralysis, the push roll. Returns the
 * follow-ups to run before anything else (a push, whose space the pushed unit's controller picks).
 */
export function afterHit(d: Draft, at: AttackInProgress, player: string): FollowUp[] {
  const c = d.s.combat as CombatState;
  const attacker = unitOf(c, at.attacker);
  const target = unitOf(c, at.target);
  const faces = appliedFaces(at);
  const out: FollowUp[] = [];
  for (const a of abilitiesOf(attacker)) {
    switch (a.kind) {
      case 'drawOnAttackDie': {
        const p = handOf(c, attacker.team);
        if (first(at) && p && faces.includes(a.face)) {
          used(d, attacker.id, a.kind);
          drawCards(d, p, 1);
        }
        break;
      }
      case 'paralyseTarget': {
        if (!(a.on === 'attack' ? first(at) : at.kind === 'retaliation') || !onBoard(target)) break;
        if (a.resolved && !faces.some((f) => a.resolved?.includes(f))) break;
        if (a.roll) {
          const face = rollDie(d, 'attack');
          d.emit({ type: 'dieRolled', player, die: 'attack', faces: [face], seq: 0 });
          if (!a.roll.includes(face)) break;
        }
        used(d, attacker.id, a.kind, target.id);
        paralyse(d, target.id, attacker.id);
        break;
      }
      case 'poisonTarget':
        if (first(at)) poison(d, attacker.id, target.id, a.cubes);
        break;
      case 'placeWeakness': // Sorceresses Pack and neutral (ruling CV6)
        if (a.on === 'attack' && first(at) && onBoard(target) && target.kind === 'unit') placeWeakness(d, attacker.id, target.id, a.amount);
        break;
      case 'enemyDiscardsAfterAttack':
        if (first(at)) forceDiscard(d, attacker);
        break;
      case 'slayOnRoll':
        if (first(at) && onBoard(target) && slayRoll(d, attacker, target.id, a.dice, a.face, player)) onDefeated(d, target.id, { team: attacker.team });
        break;
      case 'damageOnRoll':
        if (first(at) && onBoard(target) && damageRoll(d, attacker, target.id, a.amount, a.roll, player)) onDefeated(d, target.id, { team: attacker.team });
        break;
      case 'lowerTargetDefense':
        if (a.corrosion && first(at) && onBoard(target) && target.kind === 'unit') corrode(d, attacker.id, target.id);
        break;
      case 'pushTargetAway': {
        if (!first(at) || !onBoard(target) || target.kind !== 'unit') break;
        const face = rollDie(d, 'attack');
        d.emit({ type: 'dieRolled', player, die: 'attack', faces: [face], seq: 0 });
        if (a.roll.includes(face)) out.push({ do: 'push', unit: attacker.id, target: target.id });
        break;
      }
      default:
        break;
    }
  }
  return out;
}

/**
 * A Weakness token of −`amount` Attack goes on the unit, for this Combat Round and the next (Weakness Token, p. 91;
 * ruling CV6). A unit holds one at most: of two, its controller keeps the one that weakens it less — the smaller
 * penalty; of equal ones, the one it had (ruling CV7).
 */
export function placeWeakness(d: Draft, by: string | null, targetId: string, amount: number): void {
  const c = d.s.combat as CombatState;
  const t = unitOf(c, targetId);
  if (by !== null) used(d, by, 'placeWeakness', targetId); // a unit's ability (a card's play is its own event)
  if (t.weakness !== undefined && t.weakness <= amount) return;
  const w = d.unit(targetId);
  w.weakness = amount;
  w.weaknessUntil = c.round + 1;
}

/**
 * A Behemoths' Corrosion token goes on the unit it attacked (p. 91, ruling SH7): 1 Defense less until the end of the
 * combat, kept with the other Defense a unit lost (`defenseLoss`); a unit holds one token at most.
 */
function corrode(d: Draft, attackerId: string, targetId: string): void {
  const t = unitOf(d.s.combat as CombatState, targetId);
  if (t.corroded === true) return;
  const w = d.unit(targetId);
  w.corroded = true;
  w.defenseLoss = (w.defenseLoss ?? 0) + 1;
  used(d, attackerId, 'lowerTargetDefense', targetId);
}

/** The Magi's forced discard: the enemy picks a random card or a Power card, as they can (shared: read, never changed). */
const FORCED_DISCARD: Effect[] = [{
  op: 'choose',
  options: [{ key: 'random card', effects: [{ op: 'discardRandomCard' }] }, { key: 'Power card', effects: [{ op: 'discardPowerCard' }] }],
  optional: false,
}];

/** After a Magi's attack the enemy player, holding any card, discards one (a frame for them, source the Magi's card; ruling TW1). */
function forceDiscard(d: Draft, attacker: CombatUnit): void {
  const enemy = handOf(d.s.combat as CombatState, other(attacker.team));
  if (enemy === null || d.peek(enemy).hand.length === 0) return;
  used(d, attacker.id, 'enemyDiscardsAfterAttack');
  pushFrame(d, enemy, cardOf(attacker.card), FORCED_DISCARD);
}

/** The programs a frame of this unit card could hold for a forced discard (the save schema's check). */
export function forcedDiscardPrograms(unit: string): Effect[][] {
  return abilitiesOfCard(unit, 'neutral').some((a) => a.kind === 'enemyDiscardsAfterAttack') ? [FORCED_DISCARD] : [];
}

/**
 * Hydras Pack's second target: an enemy unit next to the attacker, other than the one it attacked first (not a Wall
 * nor the Gate); none once the attacker has fallen.
 */
export function secondTargets(c: CombatState, attackerId: string, firstId: string): CombatUnit[] {
  const a = unitOf(c, attackerId);
  if (!onBoard(a)) return [];
  return unitsAround(c, a.space as number).filter((u) => u.team !== a.team && u.id !== firstId && !u.defeated);
}

/** Units that stand next to a space (the Liches' choice). */
export function unitsAround(c: CombatState, space: number): CombatUnit[] {
  return boardOf(c)
    .neighbours(space)
    .map((s) => occupant(c, s))
    .filter((u): u is CombatUnit => u !== undefined && u.kind === 'unit');
}

/**
 * What the first attack of an activation adds, in order: a second attack (Marksmen, Elves Pack), a splash (Liches), the
 * second space of a line (Black Dragons), another enemy next to it (Hydras Pack); then the retaliations; then healing (Vampires) and flying back
 * (Harpies). Also what the attack means for the retaliations.
 */
export function firstAttackFollowUps(c: CombatState, at: AttackInProgress): Pick<AttackSequence, 'queue' | 'noRetaliation' | 'retaliationPenalty'> {
  const attacker = unitOf(c, at.attacker);
  const target = unitOf(c, at.target);
  const queue: FollowUp[] = [];
  const board = boardOf(c);
  const wasAdjacent = attacker.space !== null && at.targetSpace !== null && board.adjacent(attacker.space, at.targetSpace);
  const after: FollowUp[] = [];
  for (const a of abilitiesOf(attacker)) {
    switch (a.kind) {
      case 'secondAttackIfNotAdjacent':
        if (!wasAdjacent && !target.defeated) queue.push({ do: 'attack', attacker: attacker.id, target: target.id, attackValue: null });
        break;
      case 'secondAttackOnAttackDie': // Elves Pack (ruling RA7)
        if (!wasAdjacent && !target.defeated && appliedFaces(at).some((f) => a.faces.includes(f))) queue.push({ do: 'attack', attacker: attacker.id, target: target.id, attackValue: null });
        break;
      case 'splashAdjacentToTarget':
        if (at.targetSpace !== null) queue.push({ do: 'splash', attacker: attacker.id, around: at.targetSpace, attackValue: a.attack });
        break;
      case 'lineAttack': {
        const space = attacker.space !== null && at.targetSpace !== null ? board.behind(attacker.space, at.targetSpace) : null;
        const next = space === null ? undefined : occupant(c, space);
        if (next && next.kind === 'unit') queue.push({ do: 'attack', attacker: attacker.id, target: next.id, attackValue: a.secondAttack });
        break;
      }
      case 'attackSecondAdjacentEnemy':
        // Ayssids (ruling CV5): only once the target's card dropped to 0 HP, after the retaliations.
        if (a.ifTargetDropped !== true) queue.push({ do: 'secondTarget', attacker: attacker.id, first: target.id });
        else if (at.targetDropped === true) after.push({ do: 'secondTarget', attacker: attacker.id, first: target.id });
        break;
      case 'attackAllAdjacent': // Magic Elementals (CF6)
        for (const f of attacksOnAdjacent(c, attacker, target.id, a.enemiesOnly)) queue.push(f);
        break;
      case 'damageNearby': {
        // Magogs: next to the target, only when it was not adjacent; Cerberi: next to the attacker (nearbyDamage.ts).
        const around = a.around === 'target' ? at.targetSpace : attacker.space;
        if (around !== null && !(a.onlyIfNotAdjacent && wasAdjacent)) {
          queue.push({ do: 'damageNearby', attacker: attacker.id, around, exclude: target.id, amount: a.amount, enemiesOnly: a.enemiesOnly });
        }
        break;
      }
      case 'attackAgainAfterRetaliation': // Wolf Raiders (ruling SH2): first of what follows the retaliations
        after.unshift({ do: 'attack', attacker: attacker.id, target: target.id, attackValue: null });
        break;
      case 'healSelf':
        if (a.when === 'afterAttack') after.push({ do: 'heal', unit: attacker.id, amount: a.amount });
        break;
      case 'returnAfterAttack':
        if (c.activationStart !== null && attacker.space !== null && attacker.space !== c.activationStart) {
          after.push({ do: 'return', unit: attacker.id, space: c.activationStart });
        }
        break;
      default:
        break;
    }
  }
  queue.push({ do: 'retaliations' });
  for (const f of after) queue.push(f);
  return {
    queue,
    noRetaliation: has(attacker, 'targetCannotRetaliate'),
    retaliationPenalty: has(attacker, 'retaliationRollsTwoKeepsLower'),
  };
}

/**
 * May `by` retaliate against `against` now? It survived, stands next to it, is its enemy, the attack allowed
 * retaliation, and it has not retaliated this Combat Round (or may retaliate any number of times).
 */
export function mayRetaliate(c: CombatState, by: CombatUnit, against: CombatUnit, seq: AttackSequence): boolean {
  // A friend retaliates only against a unit under Berserk, whose attack on it is no mistake of its own (ruling TW72).
  if (by.kind !== 'unit' || !onBoard(by) || !onBoard(against) || (by.team === against.team && !(c.berserk?.includes(against.id) ?? false))) return false;
  if (!boardOf(c).adjacent(by.space as number, against.space as number) || seq.noRetaliation) return false;
  return !by.retaliated || has(by, 'retaliateUnlimited');
}

/** Whether the unit's attacks forbid retaliation (Harpies Pack, Vampires): an AI Hero's Weakness waits for one that does not. */
export const preventsRetaliation = (u: CombatUnit): boolean => has(u, 'targetCannotRetaliate');

/** Whether retaliating marks the unit (the black cube): not for units that retaliate any number of times. */
export const retaliationMarks = (u: CombatUnit): boolean => !has(u, 'retaliateUnlimited');

/** Spaces a pushed unit may move to: next to it, empty, and not next to the unit that pushed it. */
export function pushSpaces(c: CombatState, target: CombatUnit, pusher: CombatUnit): number[] {
  if (target.space === null) return [];
  const board = boardOf(c);
  return board.neighbours(target.space).filter((s) => !occupant(c, s) && (pusher.space === null || (s !== pusher.space && !board.adjacent(s, pusher.space))));
}

/** Can the unit fly back now (Harpies)? It is alive and its starting space is empty. */
export function canReturn(c: CombatState, unitId: string, space: number): boolean {
  const u = unitOf(c, unitId);
  return onBoard(u) && u.space !== space && !occupant(c, space);
}

// ---- Defeat -------------------------------------------------------------------------------------------------

/** A unit was defeated by `byTeam`'s attack or by `byPlayer`'s card: Skeletons (neutral) reward a Necropolis player. */
export function onDefeated(d: Draft, unitId: string, by: { team: Team } | { player: PlayerId }): void {
  const c = d.s.combat as CombatState;
  const u = unitOf(c, unitId);
  for (const a of all(u, 'defeaterReinforces')) {
    let player: PlayerId | null;
    if ('player' in by) player = by.player;
    else {
      const s = sideInfo(c, by.team);
      player = s.neutral ? null : s.player;
    }
    if (!player) continue;
    const p = d.peek(player);
    if (p.faction !== a.faction || p.hero === '') continue;
    used(d, u.id, a.kind, player);
    pushFrame(d, player, cardOf(u.card), [{ op: 'reinforceFree', tiers: a.tiers }]);
  }
}

/**
 * The programs a frame of a defeated unit's ability (source: its unit card) could hold for a defeater of this
 * faction: the free reinforcement its printed sides give (Skeletons, for Necropolis).
 */
export function defeatedUnitPrograms(unit: string, faction: Faction): Effect[][] {
  const out: Effect[][] = [];
  for (const side of SIDES) {
    for (const a of sideAbilities(unit, side).byKind.defeaterReinforces) if (a.faction === faction) out.push([{ op: 'reinforceFree', tiers: a.tiers }]);
  }
  return out;
}

// ---- Outside combat ---------------------------------------------------------------------------------------------

/** Resources a unit deck brings at the start of a Resource round (Peasants, Crystal Dragons). */
export function resourceRoundIncome(units: readonly OwnedUnit[]): Resources {
  const total: Resources = { gold: 0, buildingMaterials: 0, valuables: 0 };
  for (const u of units) {
    for (const a of abilitiesOfCard(u.unit, u.side)) {
      if (a.kind !== 'resourceRoundIncome') continue;
      total.gold += a.resources.gold ?? 0;
      total.buildingMaterials += a.resources.buildingMaterials ?? 0;
      total.valuables += a.resources.valuables ?? 0;
    }
  }
  return total;
}
