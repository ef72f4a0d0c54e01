/**
 * The combat sandbox: `createCombat(config)` starts a stand-alone combat that runs on the same
 * legalActions / apply as a whole game — for combat calculators, puzzles, tutorials and tests.
 * Player 1 ("p1") attacks; the defender is player 2 ("p2"), or neutrals that p2 places and controls.
 */
import type { Difficulty, GameState, OwnedUnit, ScriptedDice } from '../model';
import type { CombatState, CombatUnit, CombatSideInfo, Team } from '../model';
import { ConfigError } from '../kernel/errors';
import { Draft } from '../kernel/draft';
import { initialState, normalizeConfig } from '../game/setup';
import { FACTION_UNITS, NEUTRAL_UNITS } from '../data/units';
import { HEROES } from '../data/heroes';
import { BUILDINGS } from '../data/buildings';
import { CORE_CARDS } from '../data/cardList';
import { experienceForLevel, levelOf } from '../hero/levels';
import { ignoresMorale } from '../hero/morale';
import { advance } from '../game/flow';
import { SPACES } from './board';
import { cardOf, instanceId } from '../kernel/ids';
import { drawGuards, isQuickCombat } from './neutrals';
import { hpOf, tierOf } from './stats';
import { recordOf, withEntry } from './common';
import { cardPlays } from '../cards/plays';
import { fitsUnit } from '../cards/unitCovers';

/** The sandbox's two players: p1 attacks, p2 defends or controls the neutrals. */
const PLAYERS = ['p1', 'p2'];

/** Faction units by id (fixed data: a config names ten units per combat). */
const FACTION_UNIT_BY_ID = new Map(FACTION_UNITS.map((u) => [u.id, u]));

const rankOf = (card: string): number => cardPlays(cardOf(card)).find((x) => x.covers)?.covers?.rank ?? 0;

export interface CombatArmy {
  /** The side's Main Hero (its faction's units; may play cards). Omit for units fighting without a hero. */
  hero?: string;
  /** Hero level 1–7 (Expert uses, Hand Limit, experience). Default 1. */
  level?: number;
  /**
   * Units: faction unit ids with their side, or neutral ids ("neutral.boars"). `space` 0–19 (row × 4 + column;
   * rows 0–1 are the attacker's Back and Front lines, 3–4 the defender's) puts it there at once, anywhere on the
   * board, for puzzles; units without a space are placed by their player on their own lines. `covers`: cards put
   * on the unit card beforehand (Cloak of the Undead King: "specialty.sandro-1"), as on the map.
   */
  units: Array<{ unit: string; side?: 'few' | 'pack'; space?: number; damage?: number; covers?: string[] }>;
  /** Card ids in hand and deck (top last), e.g. "stat.attack", "spell.magic-arrow". */
  hand?: string[];
  deck?: string[];
  /** Movement points left (another round against neutrals costs 1). Default 3. */
  movementPoints?: number;
  gold?: number;
  morale?: 'positive' | 'negative';
  /** Built buildings (ids such as "necropolis.special2") whose abilities work in combat. */
  buildings?: string[];
  /** The army is led by the player's Secondary Hero (it plays no cards and gains no experience). */
  secondaryHero?: boolean;
  /** Defender only: an AI-controlled army (AI rules for targeting, the Gate and the Arrow Tower); it plays no cards. */
  ai?: boolean;
}

/** Neutral guards: named units, or drawn from the tier decks by the Field Difficulty table. */
export interface NeutralGuards {
  /** Neutral unit ids ("neutral.boars"), optionally placed. Omit them to draw the field's guards from the decks. */
  neutrals?: Array<{ unit: string; space?: number; damage?: number }>;
  /** The guarded field's level, 1–7 (experience, and the guards drawn when `neutrals` is omitted). Default 1. */
  fieldLevel?: number;
  /** For drawing guards. Default "normal". */
  difficulty?: Difficulty;
  /** "opponent": p2 places and controls them (Clash, Alliance); "ai": the AI rules do (Campaign, Cooperative). Default "opponent". */
  control?: 'opponent' | 'ai';
}

export interface CombatConfig {
  seed?: string;
  dice?: Partial<ScriptedDice>;
  /** As GameConfig.logLimit: default 0, state.log holds the last apply's events. */
  logLimit?: number;
  attacker: CombatArmy;
  /** A player's army, or neutral guards. */
  defender: CombatArmy | NeutralGuards;
  /** Fighting in the defender's town: no surrender for the defender. With `walls`, it has a Citadel. */
  town?: { walls: boolean };
  /** Default: true against neutrals without Azure units, false otherwise. */
  timeLimited?: boolean;
}

const isNeutralDefender = (d: CombatConfig['defender']): d is NeutralGuards => !('units' in d);

export function createCombat(config: CombatConfig): GameState {
  if (typeof config !== 'object' || config === null || !config.attacker || !config.defender) {
    throw new ConfigError('a combat needs an attacker and a defender', 'config');
  }
  const neutralDefender = isNeutralDefender(config.defender);
  const aiDefender = neutralDefender ? (config.defender as NeutralGuards).control === 'ai' : (config.defender as CombatArmy).ai === true;
  const heroOf = (army: CombatArmy, field: string) => {
    if (army.hero === undefined) return null;
    const h = HEROES.find((x) => x.id === army.hero);
    if (!h) throw new ConfigError(`unknown hero "${army.hero}"`, `${field}.hero`);
    return h;
  };
  const aHero = heroOf(config.attacker, 'attacker');
  const dHero = neutralDefender ? null : heroOf(config.defender as CombatArmy, 'defender');
  const { setup, dice } = normalizeConfig({ seed: config.seed ?? 'combat', players: 2, dice: config.dice, logLimit: config.logLimit });
  const state = initialState(
    { ...setup, scenario: { ...setup.scenario, id: 'combat-sandbox', name: 'Combat sandbox', startingUnits: [], prebuilt: [] }, players: setup.players.map((p) => ({ ...p, hero: null })) },
    dice,
  );
  // Only the cards the config names exist in a sandbox.
  state.decks = { ability: { deck: [], discard: [] }, artifact: { deck: [], discard: [] }, spell: { deck: [], discard: [] } };
  state.statisticSupply = { attack: [], defense: [], power: [], knowledge: [] };
  const d = new Draft(state);
  const units: CombatUnit[] = [];
  const neutralCopies = new Map<string, number>();
  const takeNeutral = (id: string, field: string): string => {
    const def = NEUTRAL_UNITS.find((n) => n.id === id);
    if (!def) throw new ConfigError(`unknown neutral unit "${id}"`, field);
    const n = (neutralCopies.get(id) ?? 0) + 1;
    neutralCopies.set(id, n);
    const instance = instanceId(id, n);
    const nd = d.neutralDecks()[def.tier];
    const at = nd.deck.indexOf(instance);
    if (at < 0) throw new ConfigError(`the core box has only ${def.copies} ${def.name}`, field);
    nd.deck.splice(at, 1);
    return instance;
  };
  const checkSpace = (space: number | undefined, team: Team, field: string) => {
    if (space === undefined) return null;
    // Any space may be given (puzzles start mid-combat); units left unplaced are placed by their player.
    if (!Number.isInteger(space) || space < 0 || space >= SPACES) throw new ConfigError('space must be 0–19 (row × 4 + column)', field);
    if (units.some((u) => u.space === space)) throw new ConfigError(`space ${space} is taken`, field);
    return space;
  };
  // Every unit is one full literal in copyUnit's key order (no spread to change a field): units then share one hidden
  // class with the copies every apply makes, and the code reading units stays monomorphic.
  const unit = (id: string, card: string, side: CombatUnit['side'], team: Team, owner: string | null, space: number | null, kind: CombatUnit['kind'] = 'unit', covers: string[] = []): CombatUnit => ({
    id, kind, card, side, team, owner, space, damage: 0, paralyzed: false, defending: false,
    attackBonus: 0, defenseBonus: 0, ignoresAttackDie: false, initiativeBonus: 0, abilitiesDisabled: false, spellProtected: false, damagesAttackers: 0, hpBonus: 0, covers, activated: false, retaliated: false, defeated: false,
  });
  /** Damage already on a unit just built here (puzzles start mid-combat): less than its HP. */
  const withDamage = (u: CombatUnit, damage: number | undefined, field: string): CombatUnit => {
    if (damage === undefined) return u;
    if (!Number.isInteger(damage) || damage < 0 || damage >= hpOf(u)) throw new ConfigError(`damage must be 0 to ${hpOf(u) - 1}`, `${field}.damage`);
    u.damage = damage;
    return u;
  };

  const armies: Array<[CombatArmy, Team, string]> = [[config.attacker, 'attacker', 'p1']];
  if (!neutralDefender) armies.push([config.defender as CombatArmy, 'defender', 'p2']);
  for (const [army, team, pid] of armies) {
    const hero = team === 'attacker' ? aHero : dHero;
    const p = d.player(pid);
    if (hero) {
      p.hero = hero.id;
      p.faction = hero.faction;
      p.heroType = hero.type;
    }
    const level = army.level ?? 1;
    if (!Number.isInteger(level) || level < 1 || level > 7) throw new ConfigError('level is 1–7', `${team}.level`);
    p.experience = experienceForLevel(level);
    p.resources = { gold: army.gold ?? 0, buildingMaterials: 0, valuables: 0 };
    p.mainHero = { base: army.movementPoints ?? 3, used: 0, extra: 0 };
    if (army.secondaryHero) {
      if (!hero) throw new ConfigError('a Secondary Hero fights for a player: name the Main Hero (for the faction)', `${team}.hero`);
      p.secondaryHero = { base: 2, used: 0, extra: 0 };
    }
    if (army.morale === 'positive' && !ignoresMorale(d, pid)) p.morale.positive = true;
    if (army.morale === 'negative' && !ignoresMorale(d, pid)) p.morale.negative = true;
    const cards = (ids: string[] | undefined, zone: string) =>
      (ids ?? []).map((id, i) => {
        if (!CORE_CARDS.some((c) => c.id === id)) throw new ConfigError(`unknown card "${id}"`, `${team}.${zone}[${i}]`);
        return instanceId(id, `${pid}-${zone}-${i + 1}`);
      });
    p.buildings = (army.buildings ?? []).map((b, i) => {
      const def = BUILDINGS.find((x) => x.id === b);
      if (!def || def.faction !== p.faction) throw new ConfigError(`"${b}" is not a building of the ${p.faction} town`, `${team}.buildings[${i}]`);
      return def.id;
    });
    p.hand = cards(army.hand, 'hand');
    p.deck = cards(army.deck, 'deck');
    if (!Array.isArray(army.units) || army.units.length === 0) throw new ConfigError('an army needs at least one unit', `${team}.units`);
    const owned: OwnedUnit[] = [];
    army.units.forEach((u, i) => {
      const field = `${team}.units[${i}]`;
      const space = checkSpace(u.space, team, `${field}.space`);
      if (u.unit.startsWith('neutral.')) {
        const instance = takeNeutral(u.unit, field);
        owned.push({ unit: instance, side: 'neutral' });
        units.push(withDamage(unit(instance, u.unit, 'neutral', team, pid, space), u.damage, field));
        return;
      }
      const def = FACTION_UNIT_BY_ID.get(u.unit);
      if (!def) throw new ConfigError(`unknown unit "${u.unit}"`, `${field}.unit`);
      if (owned.some((o) => o.unit === def.id)) throw new ConfigError(`each faction has one ${def.name} card`, `${field}.unit`);
      const side = u.side ?? 'few';
      let entry: OwnedUnit = { unit: def.id, side };
      (u.covers ?? []).forEach((c, j) => {
        const cover = cardPlays(c).find((x) => x.covers)?.covers;
        if (!cover || !fitsUnit(cover, entry)) throw new ConfigError(`"${c}" cannot be put on this unit card`, `${field}.covers[${j}]`);
        const card = instanceId(c, `${pid}-unit-${i + 1}-${j + 1}`);
        entry = { ...entry, covers: [...(entry.covers ?? []), card].sort((a, b) => rankOf(a) - rankOf(b)) };
      });
      owned.push(entry);
      // Both armies may hold the same faction's unit (a mirror match): the defender's copy gets its own id.
      const id = units.some((x) => x.id === def.id) ? `${def.id}@${pid}` : def.id;
      units.push(withDamage(unit(id, def.id, side, team, pid, space, 'unit', entry.covers ?? []), u.damage, field));
    });
    if (owned.length > 5 && army.units.some((u) => u.space !== undefined)) {
      throw new ConfigError('at most 5 units fight in a combat', `${team}.units`);
    }
    p.units = owned;
    // A neutral unit cannot come back with the starting units: once defeated it is in its tier's discard pile.
    p.startingUnits = owned.filter((o) => o.side !== 'neutral').map((o) => ({ ...o }));
  }
  let fieldLevel = 0;
  if (neutralDefender) {
    const def = config.defender as NeutralGuards;
    fieldLevel = def.fieldLevel ?? 1;
    if (!Number.isInteger(fieldLevel) || fieldLevel < 1 || fieldLevel > 7) throw new ConfigError('field levels are 1–7', 'defender.fieldLevel');
    if (def.neutrals === undefined) {
      for (const instance of drawGuards(d, fieldLevel, def.difficulty ?? 'normal')) units.push(unit(instance, cardOf(instance), 'neutral', 'defender', null, null));
    } else {
      if (!Array.isArray(def.neutrals) || def.neutrals.length === 0) throw new ConfigError('name at least one neutral unit, or none to draw them', 'defender.neutrals');
      def.neutrals.forEach((n, i) => {
        const instance = takeNeutral(n.unit, `defender.neutrals[${i}]`);
        const guard = unit(instance, n.unit, 'neutral', 'defender', null, checkSpace(n.space, 'defender', `defender.neutrals[${i}].space`));
        units.push(withDamage(guard, n.damage, `defender.neutrals[${i}]`));
      });
    }
  }
  const azure = units.some((u) => u.owner === null && NEUTRAL_UNITS.find((n) => n.id === u.card)?.tier === 'azure');
  if (config.town?.walls) {
    if (neutralDefender) throw new ConfigError('only a player defends a town', 'town');
    if (units.some((u) => u.space !== null && u.space >= 8 && u.space <= 11)) {
      throw new ConfigError('the Walls and the Gate fill the middle row (spaces 8–11): no unit may start there', 'town');
    }
    for (let i = 1; i <= 3; i++) units.push(unit(`wall#${i}`, '', 'few', 'defender', null, null, 'wall'));
    units.push(unit('gate', '', 'few', 'defender', null, null, 'gate'));
    units.push(unit('arrow-tower', '', 'neutral', 'defender', null, null, 'arrowTower'));
  }
  const leader = (army: CombatArmy, hero: unknown): CombatSideInfo['hero'] => (hero === null ? null : army.secondaryHero ? 'secondary' : 'main');
  const side = (player: string | null, hero: CombatSideInfo['hero'], cards: boolean, level: number, neutral: boolean): CombatSideInfo => ({
    player, hero, cards, heroLevel: level, neutral,
  });
  const aLead = leader(config.attacker, aHero);
  const dArmy = config.defender as CombatArmy;
  const dLead = neutralDefender || aiDefender ? null : leader(dArmy, dHero);
  const combat: CombatState = {
    attacker: side('p1', aLead, aLead === 'main', config.attacker.level ?? 1, false),
    defender: neutralDefender
      ? side(aiDefender ? null : 'p2', null, false, 0, true)
      : side(aiDefender ? null : 'p2', dLead, dLead === 'main', dArmy.level ?? 1, false),
    fieldLevel,
    timeLimited: config.timeLimited ?? (neutralDefender && !azure),
    ai: aiDefender ? 'defender' : null,
    defendingTown: config.town !== undefined,
    noEscape: [],
    round: 0,
    units,
    step: { step: 'placement', team: 'attacker', placed: units.filter((u) => u.team === 'attacker' && u.space !== null).length },
    resume: null,
    lastActivated: null,
    attack: null,
    sequence: null,
    activationStart: null,
    usedOnce: [],
    // The fields in the types' order and the per-player records built as the combat code rebuilds them, so that
    // every combat state shares one hidden class with its copies (reads stay monomorphic).
    spellsCast: recordOf(PLAYERS, 0),
    spellLimit: recordOf(PLAYERS, 1),
    power: recordOf(PLAYERS, 0),
    rangedBoosts: [],
    powerCards: withEntry<string[]>(withEntry<string[]>({}, 'p1', []), 'p2', []), // each player's own list
    outcome: null,
  };
  // Quick Combat (p. 39): a hero of a higher level than the field's beats its guards without a combat, and
  // without experience (a Secondary Hero counts as the Main Hero's level, given as the army's level).
  if (neutralDefender && aLead !== null && isQuickCombat(config.attacker.level ?? 1, fieldLevel)) {
    for (const u of units) if (u.owner === null && u.kind === 'unit') d.neutralDecks()[tierOf(u)].discard.push(u.id);
    d.emit({ type: 'quickCombat', player: 'p1', fieldLevel, seq: 0 });
    d.s.phase = { step: 'ended' };
    d.s.result = { reason: 'combatOver', winner: 'p1', summary: d.s.players.map((p) => ({ player: p.id, level: levelOf(p.experience), units: p.units.length, buildings: 0 })) };
    return d.finish();
  }
  d.s.combat = combat;
  d.s.phase = { step: 'combatSandbox' };
  d.emit({ type: 'combatStarted', attacker: 'p1', defender: neutralDefender ? null : 'p2', seq: 0 });
  advance(d);
  return d.finish();
}

