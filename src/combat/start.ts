/**
 * Building a combat (Combat Setup, p. 40): the units of both sides as combat cards, the two sides, and the combat
 * state about to be placed. The map starts combats from a player's unit deck; the sandbox (createCombat) from a
 * config. Every record is one full literal in the types' key order, so every combat shares one hidden class.
 */
import type { Draft } from '../kernel/draft';
import type { AiHeroCombat, CombatSideInfo, CombatState, CombatUnit, Difficulty, OwnedUnit, PlayerId, Team } from '../model';
import { recordOf, withEntry } from './common';
import { tierOf } from './stats';
import { cardOf } from '../kernel/ids';
import { warMachinesInCombat } from './machinesOwned';

/** A combat card: a unit, a Wall segment, the Gate or the Arrow Tower, not yet placed unless `space` says. */
export function combatUnit(
  id: string, card: string, side: CombatUnit['side'], team: Team, owner: string | null, space: number | null,
  kind: CombatUnit['kind'] = 'unit', covers: string[] = [],
): CombatUnit {
  return {
    id, kind, card, side, team, owner, space, damage: 0, paralyzed: false, defending: false,
    attackBonus: 0, defenseBonus: 0, ignoresAttackDie: false, initiativeBonus: 0, abilitiesDisabled: false, spellProtected: false, damagesAttackers: 0, hpBonus: 0, covers, poison: 0, attackLoss: undefined, defenseLoss: undefined, burnsAttackers: undefined, defenseGain: undefined, spellWard: undefined, paralysisWarded: undefined, attackToken: undefined, attackTokenUntil: undefined, corroded: undefined, attackGain: undefined, activated: false, retaliated: false, defeated: false,
  };
}

/** One side of a combat, in the type's key order. */
export function combatSide(player: string | null, hero: CombatSideInfo['hero'], cards: boolean, level: number, neutral: boolean): CombatSideInfo {
  return { player, hero, cards, heroLevel: level, neutral };
}

/** What a new combat needs besides its units. */
export interface CombatSetup {
  attacker: CombatSideInfo;
  defender: CombatSideInfo;
  fieldLevel: number;
  timeLimited: boolean;
  /** Neutral guards drawn once the attacker has placed (by this difficulty), or null when they are among the units. */
  guardsToDraw?: Difficulty | null;
  ai: Team | null;
  /** The AI Hero leading the `ai` team, with its decks (combat/aiHero.ts `aiHeroForCombat`); left out for any other side. */
  aiHero?: AiHeroCombat;
  defendingTown: boolean;
  /** The players the per-player records (Spells cast, Power) start with. */
  players: readonly PlayerId[];
}

/** A combat about to be placed: `placed` attacker units already stand on the board (a sandbox puzzle). */
export function newCombat(setup: CombatSetup, units: CombatUnit[]): CombatState {
  let powerCards: Record<PlayerId, string[]> = {};
  for (const p of setup.players) powerCards = withEntry<string[]>(powerCards, p, []); // each player's own list
  return {
    attacker: setup.attacker,
    defender: setup.defender,
    fieldLevel: setup.fieldLevel,
    timeLimited: setup.timeLimited,
    guardsToDraw: setup.guardsToDraw ?? null,
    ai: setup.ai,
    aiHero: setup.aiHero,
    defendingTown: setup.defendingTown,
    noEscape: [],
    round: 0,
    units,
    step: { step: 'placement', team: 'attacker', placed: units.filter((u) => u.team === 'attacker' && u.space !== null).length },
    resume: null,
    lastActivated: null,
    attack: null,
    sequence: null,
    activationStart: null,
    defenseDiscarded: false,
    usedOnce: [],
    spellsCast: recordOf(setup.players, 0),
    spellLimit: recordOf(setup.players, 1),
    power: recordOf(setup.players, 0),
    rangedBoosts: [],
    schoolPower: [],
    spellBan: undefined,
    oppressed: undefined,
    cubePower: undefined,
    cardsForAttack: undefined,
    drawOnCast: undefined,
    drawOnCastThisCombat: undefined,
    rangedPenaltyIgnored: undefined,
    spellAbilitiesNegated: undefined,
    cardDamageNullified: undefined,
    abilitiesSuspended: undefined,
    forgotten: undefined,
    sorrow: undefined,
    berserk: undefined,
    mirth: undefined,
    tokens: undefined,
    warMachines: undefined,
    firstAidTentDoubled: undefined,
    magiPower: undefined,
    activationSchoolPower: undefined,
    retaliationCuts: undefined,
    retaliationTwoDice: undefined,
    powerCards,
    outcome: null,
  };
}

/**
 * A player's unit deck as combat cards of `team`: faction units by their unit id (a second copy of a unit id in the
 * combat, a mirror match, gets the player's id after "@"), neutral units by their instance id.
 */
export function armyOf(player: PlayerId, units: readonly OwnedUnit[], team: Team, taken: readonly CombatUnit[]): CombatUnit[] {
  const out: CombatUnit[] = [];
  for (const o of units) {
    if (o.side === 'neutral') {
      out.push(combatUnit(o.unit, cardOf(o.unit), 'neutral', team, player, null));
      continue;
    }
    const clash = taken.some((x) => x.id === o.unit);
    out.push(combatUnit(clash ? `${o.unit}@${player}` : o.unit, o.unit, o.side, team, player, null, 'unit', o.covers ?? []));
  }
  return out;
}

/** Neutral guard cards (instance ids) as the defender's combat cards. */
export function guardCards(instances: readonly string[]): CombatUnit[] {
  const out: CombatUnit[] = [];
  for (const id of instances) out.push(combatUnit(id, cardOf(id), 'neutral', 'defender', null, null));
  return out;
}

/** Whether any of these combat cards is an Azure neutral (no time limit, Experience to level VII). */
export function hasAzure(units: readonly CombatUnit[]): boolean {
  for (const u of units) if (u.owner === null && u.kind === 'unit' && tierOf(u) === 'azure') return true;
  return false;
}

/** The Walls, the Gate and the Arrow Tower of a town with a Citadel (Siege Combat, p. 44). */
export function citadelCards(): CombatUnit[] {
  const out: CombatUnit[] = [];
  for (let i = 1; i <= 3; i++) out.push(combatUnit(`wall#${i}`, '', 'few', 'defender', null, null, 'wall'));
  out.push(combatUnit('gate', '', 'few', 'defender', null, null, 'gate'));
  out.push(combatUnit('arrow-tower', '', 'neutral', 'defender', null, null, 'arrowTower'));
  return out;
}

/** Starts a combat in a game: it is fought before anything else happens (the game loop runs it). */
export function beginCombat(d: Draft, combat: CombatState): void {
  combat.warMachines = warMachinesInCombat(d.s, combat);
  d.s.combat = combat;
  d.emit({ type: 'combatStarted', attacker: combat.attacker.player, defender: combat.defender.neutral ? null : combat.defender.player, seq: 0 });
}
