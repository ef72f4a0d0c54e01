/**
 * What the checks of a combat play need to know about it, worked out once per card from its effect data: what it
 * selects (a unit, a space, a Power tier), which windows its timing takes, what it needs to be played (an enemy, a
 * discard, a unit about to roll). Plays are fixed data, looked up on every listing of card plays.
 */
import type { CardId } from '../model';
import type { CardPlay } from '../model';
import type { CardEffect, CombatEffect, Tier, UnitFilter, UnitType } from '../model';
import type { PlayContext } from '../model';
import { cardPlays } from '../cards/plays';
import { isMapEffect } from '../cards/mapPlays';
import { cardOf } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import { combatEffectKind, isCombatEffectOp } from '../effects/registry';

/** What the checks need to know about a play, worked out once: plays are fixed data, looked up on every listing. */
export interface PlayFacts {
  play: CardPlay;
  /** A Spell of any school cast by this play (Magic Arrow): the player picks its School of Magic (p. 24). */
  picksSchool: boolean;
  /** It is played in the window right after its player's Spell (Mysticism's return, `CardPlay.afterSpell`), and only there. */
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
  /** The tiers the selected unit must be of, whatever the Power (Ring of the Wayfarer), or null for any. */
  tiers: readonly Tier[] | null;
  /** It is played only against neutral units (`CardPlay.againstNeutrals`: Ring of the Wayfarer). */
  againstNeutrals: boolean;
  /** It selects an enemy unit with the lowest Initiative (Basic Artillery). */
  lowestEnemy: boolean;
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
  /** It hits the selected unit and the unit on `playCard.space`, both adjacent to one space (Frost Ring). */
  ring: boolean;
  /** It hits a space the player selects (`playCard.space`) and every space next to it, selecting no unit (Xyron's Inferno). */
  blast: boolean;
  /**
   * It selects a unit of the attack in progress: 'target', the unit the player's unit attacks (Frenzy); 'attacker',
   * the enemy unit attacking (Misfortune); 'shooter', the player's Ranged unit attacking a non-adjacent unit
   * (Precision); null otherwise.
   */
  inAttack: 'target' | 'attacker' | 'shooter' | null;
  /** It places a card-effect token on an empty space (`playCard.space`): Fire Wall. */
  placesToken: boolean;
  /** It summons an Elemental onto an empty space (`playCard.space`) at a tier with an effect (summonSpaces.ts). */
  summons: boolean;
  /** It selects a Wall or the Gate of a siege (Earthquake): those are its targets, and `quakeFits` its choices. */
  walls: boolean;
  /**
   * It marks the selected unit's next activation: 'thisRound', a unit still to activate this Combat Round (Sorrow);
   * 'later', any unit but the one activating (Forgetfulness); 'berserk', the same for Berserk (ruling TW71); null otherwise.
   */
  nextActivation: 'thisRound' | 'later' | 'berserk' | null;
  /** It selects the player's unit an attack by a unit of these types targets (Shield, ruling TW77); null otherwise. */
  defendingAgainst: UnitType[] | null;
  /** It clears an empty space of its card-effect tokens (Dispel on a space, `playCard.space`, ruling TW75). */
  clearsSpace: boolean;
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
  /** Its player's Cannon must fight in this combat (Jeremy's Cannon IV / VI, ruling CV22). */
  needsCannon: boolean;
  /** It selects only an enemy unit (`UnitFilter.enemy`, ruling CV23). */
  enemy: boolean;
  /** It destroys Walls and the Gate (Remove Obstacle): one must stand on the board (ruling FX150). */
  removesObstacles: boolean;
  /** It destroys the Arrow Tower (Expert Ballistics): the Arrow Tower must stand (ruling IN51). */
  destroysTower: boolean;
  /** The damage it deals to the player's own unit in the attack (Sword of Hellfire): the unit must survive it (FX113). */
  selfDamage: number;
  /** It casts a Spell card (a Spell's main play, not its alternative effect): Recanter's Cloak may forbid it (FX114). */
  cast: boolean;
  /** It gives Power towards the next Spell (the card counts as played together with that Spell). */
  givesPower: boolean;
  /** Its only combat effect is Power (with draws or discards at most): it may Empower a card in any window. */
  powerOnly: boolean;
  /** It cancels an attack that would defeat the selected unit: played in the attack-outcome window only. */
  cancels: boolean;
  /** It answers the enemy's Spell (ignores it): played right after an enemy Spell only; the most Power it answers. */
  answersSpell: boolean;
  answerMaxPower: number;
  /** It turns the enemy's Spell to another unit (Magic Mirror): its target is the Spell's new one (ruling SH121). */
  mirrors: boolean;
  /** Its Defense reduces the damage of the enemy's Spell selecting the player's unit (Interference, ruling CV60). */
  wardsSpell: boolean;
  /** It places a Clone of the selected unit on an empty space next to it (`playCard.space`, ruling CV40). */
  clones: boolean;
  /** It activates one of the player's Ranged units before a unit activates (Bowstring of the Unicorn's Mane, SH127). */
  activatesRanged: boolean;
  /** It acts on a Ranged unit's Attack dice just rolled: only after such a roll (Bowstring's bottom, SH129). */
  rangedRoll: boolean;
  /** It lets its player play a Spell at the start of a Combat Round; `castFree`: outside the Spell limit. */
  castsSpell: boolean;
  castFree: boolean;
  /** The windows whose timing takes this play (`timingAllowed`), as bits of `windowBit`. */
  windows: number;
}

/** Does the effect act on the selected unit (its combat kind says so)? */
const isTargeted = (e: CardEffect): boolean => isCombatEffectOp(e.op) && combatEffectKind(e.op).targeted;

/** The highest Power tier a play's effects scale to (`byPower`, `filter.tiersByPower`), or null. */
function maxTierOf(effects: readonly CombatEffect[]): number | null {
  let most: number | null = null;
  for (const e of effects) {
    const lengths: number[] = [];
    if ('byPower' in e) lengths.push(e.byPower.length);
    if ('durationByPower' in e) lengths.push(e.durationByPower.length); // Mirth
    if ('sideByPower' in e) lengths.push(e.sideByPower.length); // Summon Elemental
    if ('filter' in e && e.filter?.tiersByPower) lengths.push(e.filter.tiersByPower.length);
    for (const n of lengths) most = Math.max(most ?? 0, n - 1);
  }
  return most;
}
/** Which unit of the attack in progress a play selects (`PlayFacts.inAttack`). */
function inAttackOf(targeted: readonly CombatEffect[]): PlayFacts['inAttack'] {
  for (const e of targeted) {
    if (e.op === 'ignoreDefense') return 'target';
    if (e.op === 'negateAttackGains') return 'attacker';
    if (e.op === 'preciseShot') return 'shooter';
    if (e.op === 'slay') return 'target';
  }
  return null;
}

/** The attacker types a play's selected defending unit must be attacked by (`PlayFacts.defendingAgainst`), or null. */
function defendingAgainstOf(targeted: readonly CombatEffect[]): UnitType[] | null {
  for (const e of targeted) if ('filter' in e && e.filter?.defendingAgainst !== undefined) return e.filter.defendingAgainst;
  return null;
}

/** A card's facts for combat plays, by card id (not instance). */
export interface CardFacts {
  info: ReturnType<typeof cardInfo>;
  isSpell: boolean;
  plays: PlayFacts[];
  /** The windows some play of the card is made in (bits of `windowBit`): a listing skips the card in the others. */
  windows: number;
  /**
   * The windows in which the card lends the Spell on top of the Spell discard pile (Helm of the Alabaster Unicorn,
   * TW91): its lending play's own windows, listed as the Spell's plays (cards/lentSpell.ts); 0 for every other card.
   */
  lends: number;
}

/**
 * One bit per play window: the windows a play's timing allows depend on nothing else, so they are worked out once.
 * A switch rather than a table: reading a table by a varying key is a slow (megamorphic) load, and every listing asks.
 */
export function windowBit(window: PlayContext['window']): number {
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
    case 'beforeActivation': return 512;
  }
}
const WINDOW_CONTEXTS: readonly PlayContext[] = [
  { window: 'combatStart' }, { window: 'activation', unit: '' }, { window: 'reaction' }, { window: 'attackRoll' }, { window: 'attackOutcome' },
  { window: 'afterSpell', spell: '', together: [] }, { window: 'spellAnswer', paid: 0 }, { window: 'roundStart' }, { window: 'castSpell', free: false },
  { window: 'beforeActivation', unit: '' },
];
const cardFactsById = new Map<string, CardFacts>();
/** The same by card instance ("stat.attack#2"): a hand is read on every listing, one lookup per card. */
const cardFactsByInstance = new Map<CardId, CardFacts>();

/** A card's facts for combat plays, by card instance. */
export function factsOf(card: CardId): CardFacts {
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
      lends: 0,
      plays: cardPlays(id).map((play): PlayFacts => {
        const combat = play.effects.filter((e): e is CombatEffect => isTargeted(e) || 'byPower' in e || 'durationByPower' in e || 'sideByPower' in e);
        const targeted = combat.filter(isTargeted);
        const ignore = play.effects.find((e) => e.op === 'ignoreSpell');
        const castSpell = play.effects.find((e) => e.op === 'castSpell');
        const mirrors = play.effects.some((e) => e.op === 'redirectSpell');
        const wardsSpell = play.effects.some((e) => e.op === 'wardSpellDamage');
        const activatesRanged = play.effects.some((e) => e.op === 'activateRangedUnit');
        const rangedRoll = play.effects.some((e) => e.op === 'ignoreOneAttackDie');
        const givesPower = play.effects.some((e) => e.op === 'gainPower');
        // A Power scale on a selectable tier (`tiersByPower`) makes a non-Spell play take Power too (Alamar).
        const scaled = targeted.some((e) => ('filter' in e && (e.filter?.tiersByPower !== undefined || e.filter?.leastPower !== undefined)) || e.op === 'meteorShower');
        return {
          picksSchool: info.category === 'spell' && info.school === 'any' && play.key !== 'alternative',
          play,
          returnsSpell: play.afterSpell === true || play.effects.some((e) => e.op === 'returnSpellToHand'),
          modifiesStat: play.effects.some((e) => e.op === 'modifyStat'),
          targeted: targeted.length > 0,
          filters: targeted.flatMap((e) => ('filter' in e && e.filter ? [e.filter] : [])),
          byTier: scaled,
          typeFilters: targeted.flatMap((e) => ('filter' in e && e.filter?.types ? [e.filter] : [])),
          allied: targeted.some((e) => 'filter' in e && e.filter?.allied === true),
          tiers: targeted.reduce<readonly Tier[] | null>((t, e) => ('filter' in e && e.filter?.tiers ? e.filter.tiers : t), null),
          againstNeutrals: play.againstNeutrals === true,
          lowestEnemy: targeted.some((e) => 'filter' in e && e.filter?.lowestInitiative === true),
          paralyses: targeted.some((e) => e.op === 'paralyse'),
          resetsRetaliation: targeted.some((e) => e.op === 'resetRetaliation'),
          moves: targeted.some((e) => e.op === 'teleport'),
          area: targeted.some((e) => e.op === 'areaDamage'),
          swaps: targeted.some((e) => e.op === 'swapUnits'),
          ring: targeted.some((e) => e.op === 'ringDamage'),
          blast: play.effects.some((e) => e.op === 'blastDamage' || e.op === 'blastPerAttackDie'),
          inAttack: inAttackOf(targeted),
          walls: targeted.some((e) => e.op === 'earthquake'),
          placesToken: play.effects.some((e) => e.op === 'placeToken'),
          summons: play.effects.some((e) => e.op === 'summonElemental'),
          nextActivation: targeted.some((e) => e.op === 'skipActivation' || e.op === 'activateRangedUnit') ? 'thisRound' : targeted.some((e) => e.op === 'forbidAttack') ? 'later' : targeted.some((e) => e.op === 'berserk') ? 'berserk' : null,
          defendingAgainst: defendingAgainstOf(targeted),
          clearsSpace: play.effects.some((e) => e.op === 'dispelSpace'),
          preventsEscape: play.effects.some((e) => e.op === 'preventEscape'),
          hitsEnemyHand: play.effects.some((e) => e.op === 'enemyDiscardsRandom'),
          afterRoll: rangedRoll || play.effects.some((e) => e.op === 'ignoreRolledAttackDie'),
          beforeRoll: play.effects.some((e) => e.op === 'multiplyAttackDie'),
          needsEnemy: play.effects.some((e) => e.op === 'enemyLosesPositiveMorale'),
          needsCannon: play.effects.some((e) => e.op === 'fireCannon'),
          enemy: targeted.some((e) => 'filter' in e && e.filter?.enemy === true),
          removesObstacles: play.effects.some((e) => e.op === 'removeObstacles'),
          destroysTower: play.effects.some((e) => e.op === 'destroyArrowTower'),
          selfDamage: play.effects.reduce((n, e) => n + (e.op === 'damageOwnUnit' ? e.amount : 0), 0),
          cast: info.category === 'spell' && play.key !== 'alternative',
          onBoard: targeted.some((e) => e.op === 'cloneUnit' || e.op === 'activateRangedUnit' || e.op === 'teleport' || e.op === 'areaDamage' || e.op === 'chainDamage' || e.op === 'swapUnits' || e.op === 'ringDamage'),
          // A Spell is Empowered; another card takes a Power tier only for a Power scale of the unit's tier (Alamar's
          // Specialty cards), else it reads `byPower[0]`.
          maxTier: info.category === 'spell' || scaled ? maxTierOf(combat) : null,
          immediate: play.effects.every((e) => !isMapEffect(e) || (e.op === 'draw' && typeof e.count === 'number')),
          discardCost: play.effects[0]?.op === 'discardCards' ? play.effects[0].min : 0,
          givesPower,
          powerOnly: givesPower && play.effects.every((e) => e.op === 'gainPower' || isMapEffect(e)),
          cancels: targeted.some((e) => e.op === 'cancelAttack'),
          answersSpell: ignore !== undefined || mirrors || wardsSpell,
          answerMaxPower: ignore?.op === 'ignoreSpell' ? (ignore.maxPower ?? Infinity) : mirrors || wardsSpell ? Infinity : 0,
          mirrors,
          wardsSpell,
          clones: targeted.some((e) => e.op === 'cloneUnit'),
          activatesRanged,
          rangedRoll,
          castsSpell: castSpell !== undefined,
          castFree: castSpell?.op === 'castSpell' && castSpell.free,
          windows: 0,
        };
      }),
    };
    for (const pf of f.plays) {
      for (const ctx of WINDOW_CONTEXTS) if (timingAllowed(f, pf, ctx)) pf.windows |= windowBit(ctx.window);
      // The Helm's cast of a lent Spell is never listed by itself: the Spell's own plays are (TW91).
      if (pf.play.castsFromSpellDiscard === true) {
        f.lends |= pf.windows;
        pf.windows = 0;
      }
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
  // A play made as a War Machine acts is offered by its decision, in no window (Expert Artillery).
  if (pf.play.withWarMachine !== undefined) return false;
  // A Magic school Ability's Expert play is made as a Spell of its school is cast (src/cards/schoolMagic.ts).
  if (pf.play.schoolPower !== undefined) return false;
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
    case 'beforeActivation': return pf.activatesRanged;
    case 'attackOutcome': return pf.cancels || pf.powerOnly;
    // A Spell's main play of any combat timing (no unit needs to be activating), or Power for it from other cards.
    case 'castSpell': return cf.isSpell ? pf.play.key !== 'alternative' && inCombat : pf.powerOnly;
  }
  if (pf.returnsSpell || pf.answersSpell || pf.castsSpell || pf.cancels || pf.afterRoll || pf.activatesRanged) return false;
  if (ctx.window === 'reaction') return timing === 'instant';
  return inCombat;
}

/** Is the card a Spell? */
export const isSpellCard = (card: CardId): boolean => factsOf(card).isSpell;
