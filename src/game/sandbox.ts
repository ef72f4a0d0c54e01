/**
 * The combat sandbox: `createCombat(config)` starts a stand-alone combat that runs on the same
 * legalActions / apply as a whole game — for combat calculators, puzzles, tutorials and tests.
 * Player 1 ("p1") attacks; the defender is player 2 ("p2"), or neutrals that p2 places and controls.
 */
import type { Difficulty, GameSetup, GameState, HeroDef, OwnedUnit, RuleVariants, ScriptedDice } from '../model';
import type { CombatState, CombatUnit, CombatSideInfo, Team } from '../model';
import { ConfigError } from '../kernel/errors';
import { Draft } from '../kernel/draft';
import { expansionsOfConfig, heroInPlay, initialState, normalizeConfig } from './setup';
import type { Expansion, WarMachine } from '../model';
import { BOX_NAMES, boxOf, contentInPlay, type BoxContent } from '../content/boxes';
import { boxesInPlay } from '../rules/boxes';
import { checkCombatConfig, SANDBOX_SCENARIO } from './sandboxConfig';
import { FACTION_UNITS, NEUTRAL_UNITS } from '../data/units';
import { BUILDINGS } from '../data/buildings';
import { isCardId } from '../data/cardList';
import { experienceForLevel, levelOf } from '../hero/levels';
import { ignoresMorale } from '../hero/morale';
import { advance } from './flow';
import { CORE_BOARD, lineSpan } from '../combat/board';
import { cardOf, instanceId } from '../kernel/ids';
import { isQuickCombat } from '../combat/neutrals';
import { hpOf, tierOf } from '../combat/stats';
import { citadelCards, combatSide, combatUnit, newCombat } from '../combat/start';
import { combatOverResult } from '../combat/end';
import { cardPlays } from '../cards/plays';
import { fitsUnit } from '../cards/unitCovers';
import { type AiHeroConfig, buildAiHero } from './sandboxAiHero';
import { takeSandboxWarMachines } from './sandboxWarMachines';
import { warMachinesInCombat } from '../combat/machinesOwned';

/** A sandbox combat is fought on the core game's board (as `boardOf` says of every combat today). */
const SANDBOX_BOARD = CORE_BOARD;

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
   * on the unit card beforehand (Cloak of the Undead King: "specialty.sandro-1"), as on the map. Any faction's
   * units may fight under any hero (a what-if the map never makes).
   */
  units: Array<{ unit: string; side?: 'few' | 'pack'; space?: number; damage?: number; covers?: string[] }>;
  /** Card ids in hand and deck (top last), e.g. "stat.attack", "spell.magic-arrow": at most 64 in hand, 1,000 in the deck. */
  hand?: string[];
  deck?: string[];
  /** Movement points left of the hero leading the army (another round against neutrals costs 1). Default 3 (a Secondary Hero: 2). */
  movementPoints?: number;
  gold?: number;
  morale?: 'positive' | 'negative';
  /** Built buildings (ids such as "necropolis.special2"), each once, whose abilities work in combat. */
  buildings?: string[];
  /** The army is led by the player's Secondary Hero (it plays no cards and gains no experience). */
  secondaryHero?: boolean;
  /** War Machines the player owns (War Machine Cards, p. 26; the Rampart box in play): "ammo-cart", "ballista", "first-aid-tent". */
  warMachines?: WarMachine[];
  /** Defender only: an AI-controlled army (AI rules for targeting, the Gate and the Arrow Tower); it plays no cards. */
  ai?: boolean;
  /** Defender only, with `ai`: an AI Hero leads the army, drawing from its AI Deck as its units activate (AI Decks, p. 49). */
  aiHero?: AiHeroConfig;
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
  /** As GameConfig.seed: left out, a fresh random seed. */
  seed?: string;
  dice?: Partial<ScriptedDice>;
  /** As GameConfig.logLimit: default 0, state.log holds the last apply's events. */
  logLimit?: number;
  /** As GameConfig.combatRoundLimit: Combat Rounds a combat with no time limit may last (default 0: no limit). */
  combatRoundLimit?: number;
  /**
   * As GameConfig.variants: the rule variants that act in a combat (`minimumDamage`, `attackDieNoDamage`,
   * `noRerolls`, `chaosCards`, …); every one left out is off.
   */
  variants?: Partial<RuleVariants>;
  /** As GameConfig.expansions: the boxes whose heroes, units and cards the armies may name (default: the core box only). */
  expansions?: readonly Expansion[];
  attacker: CombatArmy;
  /** A player's army, or neutral guards. */
  defender: CombatArmy | NeutralGuards;
  /** Fighting in the defender's town: no surrender for the defender. With `walls`, it has a Citadel. */
  town?: { walls: boolean };
  /** Default: true against neutrals without Azure units, false otherwise. */
  timeLimited?: boolean;
}

const isNeutralDefender = (d: CombatConfig['defender']): d is NeutralGuards => !('units' in d);

/** A sandbox being built: the draft of its state, the combat's units so far, and the neutral copies taken. */
interface Build {
  d: Draft;
  units: CombatUnit[];
  /** Per neutral unit id, how many of its cards were taken from the decks. */
  neutralCopies: Map<string, number>;
  /** Guards to draw by the Field Difficulty table once the attacker has placed, by this difficulty, or null. */
  guardsToDraw: Difficulty | null;
}

/** A stand-alone combat, started and run to its first decision; a config at fault throws a ConfigError naming the field. */
export function createCombat(config: CombatConfig): GameState {
  checkCombatConfig(config);
  const inPlay = contentInPlay(boxesInPlay({ expansions: expansionsOfConfig(config.expansions) }));
  const neutralDefender = isNeutralDefender(config.defender);
  const aiDefender = neutralDefender ? (config.defender as NeutralGuards).control === 'ai' : (config.defender as CombatArmy).ai === true;
  const aHero = heroOf(inPlay, config.attacker, 'attacker');
  const dHero = neutralDefender ? null : heroOf(inPlay, config.defender as CombatArmy, 'defender');
  const { setup, dice } = normalizeConfig({ seed: config.seed, players: 2, dice: config.dice, logLimit: config.logLimit, combatRoundLimit: config.combatRoundLimit, variants: config.variants, expansions: config.expansions });
  // Written out, not spread from the setup, so that every sandbox's config has one shape (a spread record whose
  // fields are then overwritten gets a new hidden class, and code optimized for the old one deoptimizes).
  const sandbox: GameSetup = {
    seed: setup.seed,
    scenario: { ...setup.scenario, id: SANDBOX_SCENARIO, name: 'Combat sandbox', startingUnits: [], prebuilt: [] },
    difficulty: setup.difficulty,
    players: [{ id: 'p1', hero: null }, { id: 'p2', hero: null }],
    logLimit: setup.logLimit,
    combatRoundLimit: setup.combatRoundLimit,
    // No Astrologers Proclaim setting: undefined, not left out, for the same shape (JSON leaves it out).
    astrologers: undefined,
    variants: setup.variants,
  };
  if (setup.expansions !== undefined) sandbox.expansions = setup.expansions;
  // Only the cards the config names exist in a sandbox: no shared decks (a combat has no rounds of the game to draw
  // them in).
  const state = initialState(sandbox, dice, false);
  const b: Build = { d: new Draft(state), units: [], neutralCopies: new Map(), guardsToDraw: null };
  setUpArmy(b, config.attacker, 'attacker', 'p1', aHero);
  if (!neutralDefender) setUpArmy(b, config.defender as CombatArmy, 'defender', 'p2', dHero);
  const fieldLevel = neutralDefender ? addGuards(b, config.defender as NeutralGuards) : 0;
  const azure = b.units.some((u) => u.owner === null && NEUTRAL_UNITS.find((n) => n.id === u.card)?.tier === 'azure');
  if (config.town?.walls) addCitadel(b, neutralDefender);
  const aLead = leaderOf(config.attacker, aHero);
  const d = b.d;
  // Quick Combat (p. 39): a hero of a higher level than the field's beats its guards without a combat, and
  // without experience (a Secondary Hero counts as the Main Hero's level, given as the army's level).
  if (neutralDefender && aLead !== null && isQuickCombat(config.attacker.level ?? 1, fieldLevel)) {
    for (const u of b.units) if (u.owner === null && u.kind === 'unit') d.neutralDecks()[tierOf(u)].discard.push(u.id);
    d.emit({ type: 'quickCombat', player: 'p1', fieldLevel, seq: 0 });
    d.s.phase = { step: 'ended' };
    d.s.result = combatOverResult(d, 'p1', 'A Quick Combat: the attacker beat the guards without a fight');
    return d.finish();
  }
  const dLead = neutralDefender || aiDefender ? null : leaderOf(config.defender as CombatArmy, dHero);
  d.s.combat = combatState(config, b.units, { aLead, dLead, aiDefender, fieldLevel, azure, guardsToDraw: b.guardsToDraw });
  d.combat().warMachines = warMachinesInCombat(d.s, d.s.combat);
  const aiHero = neutralDefender ? undefined : (config.defender as CombatArmy).aiHero;
  if (aiHero !== undefined) d.combat().aiHero = buildAiHero(d, aiHero, [...d.s.players[0]!.hand, ...d.s.players[0]!.deck]);
  d.s.phase = { step: 'combatSandbox' };
  d.emit({ type: 'combatStarted', attacker: 'p1', defender: neutralDefender ? null : 'p2', seq: 0 });
  advance(d);
  return d.finish();
}

/** The army's hero, if it names one. */
function heroOf(inPlay: BoxContent, army: CombatArmy, field: string): HeroDef | null {
  if (army.hero === undefined) return null;
  if (typeof army.hero !== 'string') throw new ConfigError(`unknown hero "${String(army.hero)}"`, `${field}.hero`);
  return heroInPlay(inPlay, army.hero, `${field}.hero`);
}

/** Takes the next copy of a neutral unit out of its tier's deck. */
function takeNeutral(b: Build, id: string, field: string): string {
  const def = NEUTRAL_UNITS.find((n) => n.id === id);
  if (!def) throw new ConfigError(`unknown neutral unit "${id}"`, field);
  const n = (b.neutralCopies.get(id) ?? 0) + 1;
  b.neutralCopies.set(id, n);
  const instance = instanceId(id, n);
  const nd = b.d.neutralDecks()[def.tier];
  const at = nd.deck.indexOf(instance);
  if (at < 0) {
    const boxes = b.d.s.config.expansions === undefined ? 'the core box has' : 'the boxes in play have';
    throw new ConfigError(`${boxes} only ${n - 1} ${def.name}`, field);
  }
  nd.deck.splice(at, 1);
  return instance;
}

/** A unit's starting space, if the config gives one: any free space of the board (puzzles start mid-combat). */
function checkSpace(b: Build, space: number | undefined, field: string): number | null {
  if (space === undefined) return null;
  // Units left unplaced are placed by their player.
  if (!Number.isInteger(space) || space < 0 || space >= SANDBOX_BOARD.size) throw new ConfigError(`space must be ${SANDBOX_BOARD.numbering}`, field);
  if (b.units.some((u) => u.space === space)) throw new ConfigError(`space ${space} is taken`, field);
  return space;
}

/** Damage already on a unit just built here (puzzles start mid-combat): less than its HP. */
function withDamage(u: CombatUnit, damage: number | undefined, field: string): CombatUnit {
  if (damage === undefined) return u;
  if (!Number.isInteger(damage) || damage < 0 || damage >= hpOf(u)) throw new ConfigError(`damage must be 0 to ${hpOf(u) - 1}`, `${field}.damage`);
  u.damage = damage;
  return u;
}

/** A player's army: the player's hero, level, gold, morale, cards and buildings, then its units. */
function setUpArmy(b: Build, army: CombatArmy, team: Team, pid: string, hero: HeroDef | null): void {
  const p = b.d.player(pid);
  if (hero) {
    p.hero = hero.id;
    p.faction = hero.faction;
    p.heroType = hero.type;
  }
  const level = army.level ?? 1;
  if (!Number.isInteger(level) || level < 1 || level > 7) throw new ConfigError('level is 1–7', `${team}.level`);
  p.experience = experienceForLevel(level);
  p.resources = { gold: army.gold ?? 0, buildingMaterials: 0, valuables: 0 };
  p.mainHero = { base: army.secondaryHero ? 3 : (army.movementPoints ?? 3), used: 0, extra: 0 };
  if (army.secondaryHero) {
    if (!hero) throw new ConfigError('a Secondary Hero fights for a player: name the Main Hero (for the faction)', `${team}.hero`);
    // The hero leading the army pays for another Combat Round (p. 42).
    p.secondaryHero = { base: army.movementPoints ?? 2, used: 0, extra: 0 };
  }
  if (army.morale === 'positive' && !ignoresMorale(b.d, pid)) p.morale.positive = true;
  if (army.morale === 'negative' && !ignoresMorale(b.d, pid)) p.morale.negative = true;
  const cards = (ids: string[] | undefined, zone: string) =>
    packed(ids ?? [], (id, i) => {
      if (!isCardId(id)) throw new ConfigError(`unknown card "${id}"`, `${team}.${zone}[${i}]`);
      if (!b.d.s.config.expansions?.includes(boxOf(id) as Expansion) && boxOf(id) !== 'core') {
        throw new ConfigError(`${id} comes in the ${BOX_NAMES[boxOf(id)]}, which is not in play`, `${team}.${zone}[${i}]`);
      }
      return instanceId(id, `${pid}-${zone}-${i + 1}`);
    });
  p.buildings = packed(army.buildings ?? [], (id, i) => {
    const def = BUILDINGS.find((x) => x.id === id);
    if (!def || def.faction !== p.faction) throw new ConfigError(`"${id}" is not a building of the ${p.faction} town`, `${team}.buildings[${i}]`);
    if ((army.buildings as string[]).indexOf(id) < i) throw new ConfigError(`a town has one ${def.name}: it is named twice`, `${team}.buildings[${i}]`);
    return def.id;
  });
  p.hand = cards(army.hand, 'hand');
  p.deck = cards(army.deck, 'deck');
  takeSandboxWarMachines(b.d, pid, army.warMachines, `${team}.warMachines`);
  const owned = armyUnits(b, army, team, pid);
  p.units = owned;
  // A neutral unit cannot come back with the starting units: once defeated it is in its tier's discard pile.
  // Without the cards put on them: those go to the discard pile as the units lose their HP, and a player who loses every
  // unit gets the starting units back bare (a game's starting units come from the scenario: bare too).
  p.startingUnits = packed(owned.filter((o) => o.side !== 'neutral'), (o) => ownedUnit(o.unit, o.side, undefined));
}

/** The army's units, added to the combat; returns the player's unit cards. */
function armyUnits(b: Build, army: CombatArmy, team: Team, pid: string): OwnedUnit[] {
  if (!Array.isArray(army.units) || army.units.length === 0) throw new ConfigError('an army needs at least one unit', `${team}.units`);
  const owned: OwnedUnit[] = [];
  army.units.forEach((u, i) => {
    const field = `${team}.units[${i}]`;
    const space = checkSpace(b, u.space, `${field}.space`);
    if (u.unit.startsWith('neutral.')) {
      const instance = takeNeutral(b, u.unit, field);
      owned.push(ownedUnit(instance, 'neutral', undefined));
      b.units.push(withDamage(combatUnit(instance, u.unit, 'neutral', team, pid, space), u.damage, field));
      return;
    }
    const def = FACTION_UNIT_BY_ID.get(u.unit);
    if (!def) throw new ConfigError(`unknown unit "${u.unit}"`, `${field}.unit`);
    // A box's units fight only with the box in play, as its cards do (above) and its heroes.
    const box = boxOf(def.id);
    if (box !== 'core' && !b.d.s.config.expansions?.includes(box)) throw new ConfigError(`${u.unit} comes in the ${BOX_NAMES[box]}, which is not in play`, `${field}.unit`);
    if (owned.some((o) => o.unit === def.id)) throw new ConfigError(`each faction has one ${def.name} card`, `${field}.unit`);
    const side = u.side ?? 'few';
    let entry = ownedUnit(def.id, side, undefined);
    (u.covers ?? []).forEach((c, j) => {
      const cover = cardPlays(c).find((x) => x.covers)?.covers;
      if (!cover || !fitsUnit(cover, entry)) throw new ConfigError(`"${c}" cannot be put on this unit card`, `${field}.covers[${j}]`);
      const card = instanceId(c, `${pid}-unit-${i + 1}-${j + 1}`);
      entry = ownedUnit(def.id, side, [...(entry.covers ?? []), card].sort((a, b) => rankOf(a) - rankOf(b)));
    });
    owned.push(entry);
    // Both armies may hold the same faction's unit (a mirror match): the defender's copy gets its own id.
    const id = b.units.some((x) => x.id === def.id) ? `${def.id}@${pid}` : def.id;
    b.units.push(withDamage(combatUnit(id, def.id, side, team, pid, space, 'unit', entry.covers ?? []), u.damage, field));
  });
  if (owned.length > 5 && army.units.some((u) => u.space !== undefined)) {
    throw new ConfigError('at most 5 units fight in a combat', `${team}.units`);
  }
  return owned;
}

/** The neutral guards, named or drawn for the field's level; returns that level. */
function addGuards(b: Build, def: NeutralGuards): number {
  const fieldLevel = def.fieldLevel ?? 1;
  if (!Number.isInteger(fieldLevel) || fieldLevel < 1 || fieldLevel > 7) throw new ConfigError('field levels are 1–7', 'defender.fieldLevel');
  if (def.neutrals === undefined) {
    b.guardsToDraw = def.difficulty ?? 'normal'; // drawn once the attacker has placed (Combat Setup, p. 40)
    return fieldLevel;
  }
  if (!Array.isArray(def.neutrals) || def.neutrals.length === 0) throw new ConfigError('name at least one neutral unit, or none to draw them', 'defender.neutrals');
  def.neutrals.forEach((n, i) => {
    const instance = takeNeutral(b, n.unit, `defender.neutrals[${i}]`);
    const guard = combatUnit(instance, n.unit, 'neutral', 'defender', null, checkSpace(b, n.space, `defender.neutrals[${i}].space`));
    b.units.push(withDamage(guard, n.damage, `defender.neutrals[${i}]`));
  });
  return fieldLevel;
}

/** A Citadel (Siege Combat, p. 44): three Walls and the Gate for the middle line, and the Arrow Tower. */
function addCitadel(b: Build, neutralDefender: boolean): void {
  if (neutralDefender) throw new ConfigError('only a player defends a town', 'town');
  const middle = SANDBOX_BOARD.middleLine;
  if (b.units.some((u) => u.space !== null && middle.includes(u.space))) {
    throw new ConfigError(`the Walls and the Gate fill the middle row (spaces ${lineSpan(middle)}): no unit may start there`, 'town');
  }
  for (const u of citadelCards()) b.units.push(u);
}

/** A unit card of a player's, as one literal (the key `covers` only when cards cover it). */
function ownedUnit(unit: string, side: OwnedUnit['side'], covers: string[] | undefined): OwnedUnit {
  return covers === undefined ? { unit, side } : { unit, side, covers };
}

/**
 * `xs.map(f)` as a packed array. Once its caller is optimized, `Array.prototype.map` makes holey arrays: a second
 * array shape in the players' fields sends every combat step's code back to be compiled again (docs/protocol.md).
 */
function packed<T, U>(xs: readonly T[], f: (x: T, i: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < xs.length; i++) out.push(f(xs[i] as T, i));
  return out;
}

/** Who leads an army with this hero: its player's Main or Secondary Hero, or nobody. */
const leaderOf = (army: CombatArmy, hero: HeroDef | null): CombatSideInfo['hero'] => (hero === null ? null : army.secondaryHero ? 'secondary' : 'main');

/** The combat about to start, its units placed where the config says. */
function combatState(
  config: CombatConfig,
  units: CombatUnit[],
  sides: { aLead: CombatSideInfo['hero']; dLead: CombatSideInfo['hero']; aiDefender: boolean; fieldLevel: number; azure: boolean; guardsToDraw: Difficulty | null },
): CombatState {
  const { aLead, dLead, aiDefender, fieldLevel, azure, guardsToDraw } = sides;
  const neutralDefender = isNeutralDefender(config.defender);
  return newCombat({
    attacker: combatSide('p1', aLead, aLead === 'main', config.attacker.level ?? 1, false),
    defender: neutralDefender
      ? combatSide(aiDefender ? null : 'p2', null, false, 0, true)
      : combatSide(aiDefender ? null : 'p2', dLead, dLead === 'main', (config.defender as CombatArmy).level ?? 1, false),
    fieldLevel,
    timeLimited: config.timeLimited ?? (neutralDefender && !azure),
    guardsToDraw,
    ai: aiDefender ? 'defender' : null,
    defendingTown: config.town !== undefined,
    players: PLAYERS,
  }, units);
}
