/**
 * Combat property tests: random stand-alone combats (createCombat) played by random legal play, checked
 * after every step against the combat rules of the rewrite 2.0-rc4 (Combat, p. 39–46).
 *
 * A combat is a `CombatCase`: a sandbox config and the seed of the walk that picks among the listed actions.
 * Each step's new log events are replayed over a model of the board taken from the state before the step,
 * so that every move, damage, retaliation, activation and card play is checked where it happened.
 *
 * A failure prints the case (fast-check's counterexample) and the step, action and events that broke the
 * property; `playCase(case)` replays it. PROPERTY_SCALE=10 multiplies the run counts for a longer hunt.
 */
import { boxOf } from '../src/content/boxes';
import { describe, expect, it } from 'vitest';
import fc from './fc';
import {
  apply,
  cardOf,
  cardPlays,
  createCombat,
  FACTION_UNITS,
  FACTION_UNITS_BY_FACTION,
  legalActions,
  NEUTRAL_UNITS,
  type Action,
  type CombatArmy,
  type CombatConfig,
  type CombatUnit,
  type GameEvent,
  type GameState,
  type Team,
} from '../src';
import { findInvariantViolations } from '../src/game/invariants';
import { applyDamage } from '../src/combat/damage';
import { ARROW_TOWER } from '../src/combat/stats';
import { abilitiesOfCard } from '../src/combat/abilities';
import type { UnitAbility } from '../src/model';
import type { Faction, UnitSide } from '../src/model';
import { mulberry32, PROPERTY_SCALE } from './helpers';

const SCALE = PROPERTY_SCALE;
const runs = (n: number) => Math.round(n * SCALE);
const TIMEOUT = 60_000 * SCALE;
/** COMBAT_STATS=1 prints what the random combats reached (results, steps, events, decisions). */
declare const process: { env: Record<string, string | undefined> } | undefined;
declare const console: { log: (...args: unknown[]) => void };
const STATS = typeof process !== 'undefined' && process.env['COMBAT_STATS'] !== undefined;
const tally = new Map<string, number>();
const count = (key: string, n = 1) => {
  if (STATS) tally.set(key, (tally.get(key) ?? 0) + n);
};

/** Steps a combat may take before "every combat ends" fails. */
const STEP_CAP = 2_000;
/**
 * Uniform random play may never finish a combat between two players (no time limit; e.g. Zombies Few, Attack 2,
 * cannot hurt Black Dragons, Defense 3, without cards). After this many steps the walk turns purposeful —
 * still only listed actions: it attacks when it can, moves towards the enemy, surrenders when offered, and
 * retreats at a time limit — so that a combat that can end does end.
 */
const PURPOSEFUL_AFTER = 1_200;


// ---- Data ---------------------------------------------------------------------------------------

const HERO_FACTION: Record<string, Faction> = {
  catherine: 'castle',
  rion: 'castle',
  mutare: 'dungeon',
  alamar: 'dungeon',
  tamika: 'necropolis',
  sandro: 'necropolis',
};
const HERO_IDS = Object.keys(HERO_FACTION);
const HAND_CARDS = ['stat.attack', 'stat.defense', 'stat.power', 'stat.knowledge', 'spell.magic-arrow',
  // Plays that mix a discard (or map effects) with combat effects run on the effect stack mid-combat.
  'artifact.ogres-club-of-havoc', 'artifact.targ-of-the-rampaging-ogre', 'artifact.sword-of-judgement', 'ability.leadership',
  // Windows around an attack's outcome and a Spell: Resurrection, Resistance, Mysticism, Intelligence.
  'spell.resurrection', 'specialty.alamar-4', 'ability.resistance', 'ability.mysticism', 'ability.intelligence',
] as const;
/** One entry per neutral card in the core box (ids repeat for `copies` > 1). */
/** The core box's neutral units: these are core combats (the registered expansion boxes' units stay out). */
const CORE_NEUTRALS = NEUTRAL_UNITS.filter((n) => boxOf(n.id) === 'core');
const NEUTRAL_POOL: readonly string[] = CORE_NEUTRALS.flatMap((n) => Array.from({ length: n.copies }, () => n.id));

const factionById = new Map(FACTION_UNITS.map((u) => [u.id, u]));
const neutralById = new Map(NEUTRAL_UNITS.map((u) => [u.id, u]));

/** The printed side of a card on the board, straight from the unit data (an oracle independent of src/combat/stats). */
function printed(kind: CombatUnit['kind'], card: string, side: CombatUnit['side']): UnitSide {
  if (kind === 'arrowTower') return ARROW_TOWER;
  if (side === 'neutral') {
    const n = neutralById.get(cardOf(card));
    if (!n) throw new Error(`no neutral ${card}`);
    return n.side;
  }
  const f = factionById.get(card);
  if (!f) throw new Error(`no faction unit ${card}`);
  return f[side];
}

/** Units that may retaliate any number of times per Combat Round: a 'retaliateUnlimited' ability (Griffins). */
function retaliatesUnlimited(card: string, side: CombatUnit['side']): boolean {
  return abilitiesOfCard(card, side).some((a) => a.kind === 'retaliateUnlimited');
}

/**
 * Abilities of an attacker that leave its targets' retaliation as the basic rule has it (anything else — "the
 * target cannot retaliate", flying back after the attack, or an ability this list does not know — skips the
 * "retaliation is due" check). Extra attacks (Marksmen, Liches, Black Dragons) give more targets, each of which
 * retaliates if it stands next to the attacker.
 */
const RETALIATION_NEUTRAL_ABILITIES = new Set<UnitAbility['kind']>([
  'retaliateUnlimited', 'retaliationRollsTwoKeepsLower', 'defenseAgainstRetaliation', 'ignoreRangedPenalty', 'attackDice',
  'rerollAttackDie', 'dieBonus', 'ignoreOwnAttackDie', 'setAttackersDie', 'discardToIgnoreAttackDie', 'drawOnAttackDie',
  'ignorePrintedDefense', 'attackBonusAgainst', 'defenseWhenAttackerRolls', 'adjacentAlliesCountAsDefending',
  'secondAttackIfNotAdjacent', 'splashAdjacentToTarget', 'lineAttack', 'paralyseTarget', 'pushTargetAway', 'healSelf',
  'healFriendly', 'enemyDiscardsRandomCard', 'enemyLosesPositiveMorale', 'spellDamageReduction', 'immuneToSpells',
  'immuneToParalysis', 'cancelLethalAttackOncePerCombat', 'drawAtCombatStart', 'defeaterReinforces', 'resourceRoundIncome',
]);

function raisesSpellLimit(card: string, play: string): boolean {
  // Expert Intelligence's Spell does not count toward the limit: the same as one more Spell this Combat Round.
  return cardPlays(cardOf(card)).find((p) => p.key === play)?.effects.some((e) => e.op === 'raiseSpellLimit' || (e.op === 'castSpell' && e.free)) ?? false;
}

// ---- Board geometry (an independent model of the 4 × 5 board, p. 39) ---------------------------------

const rowOf = (s: number) => Math.floor(s / 4);
const colOf = (s: number) => s % 4;
const dist = (a: number, b: number) => Math.abs(rowOf(a) - rowOf(b)) + Math.abs(colOf(a) - colOf(b));
function neighbours(s: number): number[] {
  const out: number[] = [];
  if (rowOf(s) > 0) out.push(s - 4);
  if (rowOf(s) < 4) out.push(s + 4);
  if (colOf(s) > 0) out.push(s - 1);
  if (colOf(s) < 3) out.push(s + 1);
  return out;
}

// ---- Generating combats ---------------------------------------------------------------------------

export interface CombatCase {
  config: CombatConfig;
  /** Seed of the generator that picks among the listed actions. */
  walkSeed: number;
}

type Placement = 'free' | 'own' | 'mixed' | 'anywhere';

/** Raw choices for one army; turned into units once the faction is known. */
const armyChoices = fc.record({
  picks: fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1, maxLength: 5 }),
  packs: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  neutral: fc.option(fc.nat({ max: NEUTRAL_POOL.length - 1 }), { freq: 4 }),
  placement: fc.constantFrom<Placement>('free', 'free', 'own', 'own', 'mixed', 'anywhere'),
  spaces: fc.array(fc.nat({ max: 19 }), { minLength: 6, maxLength: 6 }),
  mask: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  level: fc.integer({ min: 1, max: 7 }),
  hand: fc.array(fc.constantFrom(...HAND_CARDS), { maxLength: 5 }),
  deck: fc.array(fc.constantFrom(...HAND_CARDS), { maxLength: 3 }),
  morale: fc.constantFrom<'positive' | undefined>(undefined, undefined, 'positive'),
  gold: fc.constantFrom(0, 0, 0, 0, 0, 12),
  movementPoints: fc.integer({ min: 0, max: 3 }),
});
type ArmyChoices = typeof armyChoices extends fc.Arbitrary<infer T> ? T : never;

const caseArb: fc.Arbitrary<CombatCase> = fc
  .record({
    neutralDefender: fc.boolean(),
    attackerHero: fc.nat({ max: 5 }),
    defenderHero: fc.nat({ max: 3 }), // among the 4 heroes of the other two factions
    attacker: armyChoices,
    defender: armyChoices,
    neutrals: fc.shuffledSubarray(
      NEUTRAL_POOL.map((_, i) => i),
      { minLength: 1, maxLength: 5 },
    ),
    walls: fc.constantFrom(false, false, true),
    fieldLevel: fc.integer({ min: 1, max: 7 }),
    seed: fc.string({ maxLength: 6 }),
    walkSeed: fc.integer(),
  })
  .map((r) => {
    const aHero = HERO_IDS[r.attackerHero] as string;
    const aFaction = HERO_FACTION[aHero] as Faction;
    const others = HERO_IDS.filter((h) => HERO_FACTION[h] !== aFaction);
    const dHero = others[r.defenderHero] as string;
    const taken = new Set<number>(); // spaces given so far
    const usedNeutrals = new Set<number>(); // indices into NEUTRAL_POOL
    const takeNeutral = (i: number): string | null => {
      for (let k = 0; k < NEUTRAL_POOL.length; k++) {
        const j = (i + k) % NEUTRAL_POOL.length;
        if (!usedNeutrals.has(j)) {
          usedNeutrals.add(j);
          return NEUTRAL_POOL[j] as string;
        }
      }
      return null;
    };
    const spaceFor = (c: ArmyChoices, i: number, team: Team): number | undefined => {
      const raw = c.spaces[i] as number;
      let space: number | undefined;
      if (c.placement === 'anywhere') space = raw; // puzzles may put a unit anywhere (ruling C14)
      else if (c.placement === 'own' || (c.placement === 'mixed' && c.mask[i])) space = team === 'attacker' ? raw % 8 : 12 + (raw % 8);
      // A siege fills the middle row with the Walls and the Gate: the sandbox rejects units starting there.
      if (r.walls && !r.neutralDefender && space !== undefined && rowOf(space) === 2) space = undefined;
      if (space === undefined || taken.has(space)) return undefined;
      taken.add(space);
      return space;
    };
    const army = (c: ArmyChoices, hero: string, team: Team): CombatArmy => {
      const faction = HERO_FACTION[hero] as Faction;
      const roster = FACTION_UNITS_BY_FACTION[faction]!;
      const units: CombatArmy['units'] = c.picks.map((p, i) => ({ unit: (roster[p] as { id: string }).id, side: c.packs[i] ? 'pack' : 'few' }));
      if (c.neutral !== null) {
        const n = takeNeutral(c.neutral);
        if (n !== null) {
          if (units.length >= 5) units.pop();
          units.push({ unit: n });
        }
      }
      units.forEach((u, i) => {
        const space = spaceFor(c, i, team);
        if (space !== undefined) u.space = space;
      });
      const out: CombatArmy = { hero, level: c.level, units, hand: [...c.hand], deck: [...c.deck], movementPoints: c.movementPoints };
      if (c.morale) out.morale = c.morale;
      if (c.gold > 0) out.gold = c.gold;
      return out;
    };
    // Neutral defenders take their cards first so that the attacker's optional neutral never runs the box out.
    const neutrals: Array<{ unit: string; space?: number }> = [];
    if (r.neutralDefender) {
      r.neutrals.forEach((i, k) => {
        usedNeutrals.add(i);
        const n: { unit: string; space?: number } = { unit: NEUTRAL_POOL[i] as string };
        const space = spaceFor(r.defender, k, 'defender');
        if (space !== undefined) n.space = space;
        neutrals.push(n);
      });
    }
    const attacker = army(r.attacker, aHero, 'attacker');
    const config: CombatConfig = r.neutralDefender
      ? { seed: r.seed, logLimit: 1_000, attacker, defender: { neutrals, fieldLevel: r.fieldLevel } }
      : { seed: r.seed, logLimit: 1_000, attacker, defender: army(r.defender, dHero, 'defender') };
    if (!r.neutralDefender && r.walls) config.town = { walls: true };
    return { config, walkSeed: r.walkSeed };
  });

// ---- Walking --------------------------------------------------------------------------------------


const pick = <T>(xs: readonly T[], random: () => number): T => xs[Math.floor(random() * xs.length)] as T;

/**
 * A neutral unit of a neutral side controlled by an opponent, which "must attack if possible" (p. 42) — not one
 * following the AI rules (`CombatState.ai` names the team that does).
 */
function isGuard(c: NonNullable<GameState['combat']>, u: CombatUnit): boolean {
  return u.kind === 'unit' && u.side === 'neutral' && (u.team === 'attacker' ? c.attacker : c.defender).neutral && c.ai !== u.team;
}


/** After PURPOSEFUL_AFTER steps: attack, surrender or retreat when listed; else move closer to an enemy; else anything. */
function purposeful(s: GameState, actions: Action[], random: () => number): Action {
  const of = (t: Action['type']) => actions.filter((a) => a.type === t);
  for (const t of ['attack', 'surrender', 'retreat', 'pass', 'keepDice', 'decline'] as const) {
    const xs = of(t);
    if (xs.length > 0) return pick(xs, random);
  }
  const c = s.combat;
  const dec = s.pending;
  const moves = of('moveUnit') as Array<Extract<Action, { type: 'moveUnit' }>>;
  if (c && dec?.kind === 'activation' && moves.length > 0) {
    const me = c.units.find((u) => u.id === dec.unit);
    const enemies = c.units.filter((u) => me && u.team !== me.team && !u.defeated && u.space !== null && u.kind === 'unit');
    const gap = (space: number) => Math.min(99, ...enemies.map((e) => dist(space, e.space as number)));
    if (me?.space != null) {
      const best = Math.min(...moves.map((m) => gap(m.space)));
      if (best < gap(me.space)) return pick(moves.filter((m) => gap(m.space) === best), random);
    }
  }
  const rest = actions.filter((a) => a.type !== 'defend' && a.type !== 'endActivation');
  return pick(rest.length > 0 ? rest : actions, random);
}

interface Played {
  states: GameState[];
  actions: Action[];
}

/** Plays a case to its end (or the step cap), calling `onStep` after every applied action. */
function playCase(
  k: CombatCase,
  onStep: (before: GameState, action: Action, after: GameState, legal: Action[], index: number) => void = () => {},
): Played {
  const random = mulberry32(k.walkSeed);
  let s = createCombat(k.config);
  const states = [s];
  const actions: Action[] = [];
  for (let index = 0; index < STEP_CAP && s.pending !== null; index++) {
    const legal = legalActions(s);
    if (legal.length === 0) throw new Error(`step ${index}: ${s.pending.kind} decision for ${s.pending.player} with no legal action`);
    const choices = legal;
    const action = index < PURPOSEFUL_AFTER ? pick(choices, random) : purposeful(s, choices, random);
    let after: GameState;
    try {
      after = apply(s, action);
    } catch (e) {
      throw new Error(`step ${index}: listed action ${JSON.stringify(action)} threw: ${(e as Error).message}\n${trail(actions, action)}`);
    }
    onStep(s, action, after, legal, index);
    actions.push(action);
    states.push(after);
    s = after;
  }
  return { states, actions };
}

function trail(actions: Action[], last?: Action): string {
  const all = last ? [...actions, last] : actions;
  return `actions (${all.length}): ${JSON.stringify(all)}`;
}

// ---- The checker: a model of the board replayed from each step's events --------------------------------

interface Tracked {
  id: string;
  kind: CombatUnit['kind'];
  card: string;
  team: Team;
  owner: string | null;
  side: CombatUnit['side'];
  space: number | null;
  damage: number;
  defeated: boolean;
}

/** The id of a unit's card in its unit deck: a neutral's instance id, a faction unit's card id. */
const deckId = (t: Pick<Tracked, 'id' | 'card' | 'side'>): string => (t.side === 'neutral' ? t.id : t.card);

const track = (u: CombatUnit): Tracked => ({
  id: u.id,
  kind: u.kind,
  card: u.card,
  team: u.team,
  owner: u.owner,
  side: u.side,
  space: u.space,
  damage: u.damage,
  defeated: u.defeated,
});

/**
 * The damage rule as a model (Units, p. 36; Example "Pack and Few", p. 38): a Pack whose total damage
 * reaches its Pack HP flips to Few with the excess on the Few side, and is defeated if the excess reaches the
 * Few HP; a Few, a neutral (or the Arrow Tower) is defeated at its HP.
 */
function modelDamage(u: Pick<Tracked, 'kind' | 'card' | 'side' | 'damage'>, amount: number): { side: Tracked['side']; damage: number; defeated: boolean; flipped: boolean } {
  if (amount <= 0) return { side: u.side, damage: u.damage, defeated: false, flipped: false };
  let total = u.damage + amount;
  let side = u.side;
  let flipped = false;
  if (side === 'pack') {
    const packHp = printed(u.kind, u.card, 'pack').hp;
    if (total < packHp) return { side, damage: total, defeated: false, flipped };
    side = 'few';
    total -= packHp;
    flipped = true;
  }
  const hp = printed(u.kind, u.card, side).hp;
  if (total >= hp) return { side, damage: hp, defeated: true, flipped };
  return { side, damage: total, defeated: false, flipped };
}

class CombatChecker {
  board = new Map<string, Tracked>();
  round = 0;
  /** Per Combat Round: activations (and skips), retaliations, Spells cast and Spell-limit raises. */
  activations = new Map<string, number>();
  retaliations = new Map<string, number>();
  spells = new Map<string, number>();
  raises = new Map<string, number>();
  lastInitiative = Infinity;
  reinforcedThisRound = false;
  /** Units that retaliated since the last attack that was not a retaliation. */
  retaliatedSinceAttack = new Set<string>();
  /** Unit-deck ids of units reinforced during the combat (their card turned to Pack). */
  reinforced = new Set<string>();
  where = '';

  constructor(initial: GameState) {
    this.resetBoard(initial);
    this.where = 'createCombat';
    this.events(initial.log, initial);
  }

  fail(msg: string): never {
    throw new Error(`${this.where}: ${msg}`);
  }

  resetBoard(s: GameState): void {
    this.board = new Map((s.combat?.units ?? []).map((u) => [u.id, track(u)]));
  }

  unit(id: string): Tracked {
    const u = this.board.get(id);
    if (!u) this.fail(`event names ${id}, not a card of this combat`);
    return u;
  }

  /** Spaces taken before a move, by cards other than the mover. */
  passable(mover: Tracked, space: number): boolean {
    for (const u of this.board.values()) {
      if (u.id === mover.id || u.defeated || u.space !== space) continue;
      if (u.kind === 'gate' && mover.team === 'defender') continue;
      return false;
    }
    return true;
  }

  /** Shortest path from `from` to `to` through passable spaces (Infinity if none within `max`). */
  pathLength(mover: Tracked, from: number, to: number, max: number): number {
    const seen = new Map<number, number>([[from, 0]]);
    const queue = [from];
    while (queue.length > 0) {
      const s = queue.shift() as number;
      const d = seen.get(s) as number;
      if (s === to) return d;
      if (d === max) continue;
      for (const n of neighbours(s)) {
        if (seen.has(n) || !this.passable(mover, n)) continue;
        seen.set(n, d + 1);
        queue.push(n);
      }
    }
    return Infinity;
  }

  events(events: readonly GameEvent[], after: GameState): void {
    for (const e of events) this.event(e, after);
  }

  event(e: GameEvent, after: GameState): void {
    switch (e.type) {
      case 'combatEnded':
        if (this.guard !== null && !this.board.get(this.guard)?.defeated) this.guardDone();
        break;
      case 'combatRoundStarted': {
        this.guardDone();
        // Combat Round Structure (p. 42): rounds count up by one; every unit may activate once per round.
        if (e.round !== this.round + 1) this.fail(`round ${e.round} started after round ${this.round}`);
        this.round = e.round;
        this.activations.clear();
        this.retaliations.clear();
        this.spells.clear();
        this.raises.clear();
        this.lastInitiative = Infinity;
        this.reinforcedThisRound = false;
        break;
      }
      case 'unitActivated':
      case 'activationSkipped': {
        this.guardDone();
        this.activation = { unit: e.unit, attacked: [], retaliations: [], cancelled: [], retaliatedBefore: new Map(this.retaliations), checked: false };
        // Property 2 — Combat Round Structure (p. 42): each unit activates at most once per Combat Round,
        // in descending Initiative.
        const u = this.unit(e.unit);
        const n = (this.activations.get(e.unit) ?? 0) + 1;
        this.activations.set(e.unit, n);
        if (n > 1) this.fail(`${e.unit} activated ${n} times in Combat Round ${this.round}`);
        if (u.defeated) this.fail(`${e.unit} activated while defeated`);
        if (u.kind !== 'unit' && u.kind !== 'arrowTower') this.fail(`${e.unit} (${u.kind}) activated`);
        const init = printed(u.kind, u.card, u.side).initiative;
        if (init > this.lastInitiative && !this.reinforcedThisRound) {
          this.fail(`${e.unit} (Initiative ${init}) activated after a unit of Initiative ${this.lastInitiative} in the same round`);
        }
        this.lastInitiative = init;
        break;
      }
      case 'unitPlaced': {
        const u = this.unit(e.unit);
        u.space = e.space;
        if (u.kind === 'gate') {
          // The Walls fill the rest of the middle row silently (Siege Combat, p. 44).
          for (const w of after.combat?.units ?? []) {
            const t = this.board.get(w.id);
            if (t && w.kind === 'wall') t.space = w.space;
          }
        }
        break;
      }
      case 'unitMoved': {
        // Property 5 — Unit Types (p. 37), Combat Obstacles (p. 41): a ground unit moves up to 3 spaces and a
        // ranged unit 1, never through or onto another card (a defender may pass and stop on its own Gate);
        // a flying unit lands on an empty space within 3.
        const u = this.unit(e.unit);
        if (u.space !== e.from) this.fail(`${e.unit} moved from ${e.from} but stood on ${u.space}`);
        if (u.defeated) this.fail(`${e.unit} moved while defeated`);
        if (!Number.isInteger(e.to) || e.to < 0 || e.to > 19) this.fail(`${e.unit} moved off the board to ${e.to}`);
        const type = printed(u.kind, u.card, u.side).type;
        if (type === 'flying') {
          if (!this.passable(u, e.to)) this.fail(`flying ${e.unit} landed on the taken space ${e.to}`);
          if (dist(e.from, e.to) > 3) this.fail(`flying ${e.unit} flew ${dist(e.from, e.to)} spaces`);
        } else {
          const max = type === 'ranged' ? 1 : 3;
          const len = this.pathLength(u, e.from, e.to, max);
          if (len > max) this.fail(`${type} ${e.unit} moved ${e.from} → ${e.to} with no free path of at most ${max} spaces`);
        }
        u.space = e.to;
        break;
      }
      case 'attackDeclared': {
        // Property 3 — Retaliation (p. 41): a unit retaliates at most once per Combat Round (unless its ability
        // says otherwise), only against an adjacent attacker, and a retaliation is never itself retaliated.
        if (!e.retaliation) {
          if (this.guard === e.attacker) this.guard = null;
          if (this.activation?.unit === e.attacker) this.activation.attacked.push(e.target);
          this.retaliatedSinceAttack.clear();
          break;
        }
        const by = this.unit(e.attacker);
        const against = this.unit(e.target);
        if (this.retaliatedSinceAttack.has(e.target)) this.fail(`${e.attacker} retaliated against ${e.target}'s retaliation`);
        this.retaliatedSinceAttack.add(e.attacker);
        this.activation?.retaliations.push(e.attacker);
        const n = (this.retaliations.get(e.attacker) ?? 0) + 1;
        this.retaliations.set(e.attacker, n);
        if (n > 1 && !retaliatesUnlimited(by.card, by.side)) this.fail(`${e.attacker} retaliated ${n} times in Combat Round ${this.round}`);
        if (by.defeated || against.defeated || by.space === null || against.space === null || dist(by.space, against.space) !== 1) {
          this.fail(`${e.attacker} (space ${by.space}) retaliated against ${e.target} (space ${against.space}), not an adjacent living enemy`);
        }
        if (by.team === against.team) this.fail(`${e.attacker} retaliated against its own team`);
        break;
      }
      case 'attackResolved': {
        // Damage (p. 42): Attack + die − Defense, never below 0; 1 less for a ranged attack into Wall protection (p. 45).
        const plain = Math.max(0, e.attack - e.defense);
        const walls = [...this.board.values()].some((u) => (u.kind === 'wall' || u.kind === 'gate') && !u.defeated);
        if (e.damage !== plain && !(walls && e.damage === Math.max(0, plain - 1))) {
          this.fail(`attack ${e.attack} against defense ${e.defense} resolved to ${e.damage} damage`);
        }
        this.resolved = { target: e.target, damage: e.damage };
        break;
      }
      case 'damageDealt': {
        // Property 1 (in play) — Units, p. 36; "Pack and Few", p. 38.
        if (this.resolved) {
          if (this.resolved.target !== e.unit || this.resolved.damage !== e.amount) {
            this.fail(`an attack on ${this.resolved.target} resolved to ${this.resolved.damage} damage, then ${e.amount} was dealt to ${e.unit}`);
          }
          this.resolved = null;
        }
        const u = this.unit(e.unit);
        if (u.defeated) this.fail(`damage dealt to the defeated ${e.unit}`);
        if (!Number.isInteger(e.amount) || e.amount < 0) this.fail(`damage ${e.amount} dealt to ${e.unit}`);
        const m = modelDamage(u, e.amount);
        if (m.flipped !== e.flipped || m.defeated !== e.defeated) {
          this.fail(`${e.unit} (${u.side}, damage ${u.damage}) took ${e.amount}: expected flipped=${m.flipped} defeated=${m.defeated}, event says flipped=${e.flipped} defeated=${e.defeated}`);
        }
        u.side = m.side;
        u.damage = m.damage;
        if (m.defeated) {
          u.defeated = true;
          u.space = null;
        }
        break;
      }
      case 'unitHealed': {
        const u = this.unit(e.unit);
        if (u.defeated || e.amount <= 0 || e.amount > u.damage) this.fail(`${e.unit} (damage ${u.damage}, defeated ${u.defeated}) healed ${e.amount}`);
        u.damage -= e.amount;
        break;
      }
      case 'obstacleDestroyed': {
        const u = this.unit(e.unit);
        if (u.kind === 'unit') this.fail(`obstacleDestroyed names the unit ${e.unit}`);
        u.defeated = true;
        u.space = null;
        break;
      }
      case 'abilityUsed':
        if (e.ability === 'cancelLethalAttackOncePerCombat' && e.target !== null) {
          this.activation?.cancelled.push(e.target);
          this.resolved = null;
        }
        break;
      case 'attackCancelled': // by a card (Resurrection): as the Archangels' cancel
        this.activation?.cancelled.push(e.target);
        this.resolved = null;
        break;
      case 'unitReinforced':
        this.reinforced.add(e.unit);
        this.reinforcedThisRound = true;
        break;
      case 'cardPlayed': {
        // Property 6 — Spell Cards (p. 24): one Spell per player per Combat Round, unless Expert Knowledge raised it.
        if (raisesSpellLimit(e.card, e.play)) this.raises.set(e.player, (this.raises.get(e.player) ?? 0) + 1);
        // Only a cast counts: a Spell's alternative effect is not one (ruling C3).
        if (!cardOf(e.card).startsWith('spell.') || e.play === 'alternative') break;
        const n = (this.spells.get(e.player) ?? 0) + 1;
        this.spells.set(e.player, n);
        const limit = 1 + (this.raises.get(e.player) ?? 0);
        if (n > limit) this.fail(`${e.player} played ${n} Spells in Combat Round ${this.round} (limit ${limit})`);
        count(`check: Spell #${n} of a player's Combat Round (limit ${limit})`);
        break;
      }
      default:
        break;
    }
  }

  /**
   * Neutral units controlled by an opponent must attack if possible (Combat Round Structure, p. 42; ruling C6):
   * at the start of such a unit's activation, if it could attack — where it stands or after one of its listed
   * moves — it must have attacked by the time the next unit activates.
   */
  guard: string | null = null;
  guardChecked = '';
  guardMayAttack(before: GameState, legal: Action[]): void {
    const dec = before.pending;
    const c = before.combat;
    if (dec?.kind !== 'activation' || dec.stage !== 'start' || !c || this.guard === dec.unit) return;
    const u = c.units.find((x) => x.id === dec.unit);
    if (!u || !isGuard(c, u)) return;
    if (this.guardChecked === `${this.round}:${dec.unit}`) return;
    this.guardChecked = `${this.round}:${dec.unit}`;
    const could =
      legal.some((a) => a.type === 'attack') ||
      legal.some((a) => a.type === 'moveUnit' && legalActions(apply(before, a)).some((b) => b.type === 'attack'));
    if (could) this.guard = dec.unit;
    count(`check: neutral activation ${could ? 'must attack' : 'cannot attack'}`);
  }
  /** The current activation: whom its unit attacked, who retaliated, attacks cancelled; retaliations before it. */
  activation: { unit: string; attacked: string[]; retaliations: string[]; cancelled: string[]; retaliatedBefore: Map<string, number>; checked: boolean } | null = null;
  /** The last attackResolved, waiting for its damage. */
  resolved: { target: string; damage: number } | null = null;

  /**
   * Retaliation (p. 41): when an activation's attacks are over, every enemy unit it attacked that survived,
   * stands next to the attacker and has not retaliated this Combat Round has retaliated — checked when the
   * attacker's abilities leave retaliation alone (see RETALIATION_NEUTRAL_ABILITIES).
   */
  retaliationsDue(after: GameState): void {
    const a = this.activation;
    if (!a || !after.combat) return count('check: retaliation skip: no activation');
    const active = this.board.get(a.unit);
    if (!active || active.kind !== 'unit' || active.defeated || active.space === null) return count('check: retaliation skip: attacker gone');
    if (abilitiesOfCard(active.card, active.side).some((x) => !RETALIATION_NEUTRAL_ABILITIES.has(x.kind))) return;
    for (const id of new Set(a.attacked)) {
      const t = this.board.get(id);
      if (!t || t.kind !== 'unit' || t.team === active.team || t.defeated || t.space === null || dist(t.space, active.space) !== 1) {
        count('check: retaliation skip: target gone or not adjacent');
        continue;
      }
      if (a.cancelled.includes(id)) continue;
      if (a.retaliations.includes(id)) {
        count('check: due retaliation made');
        continue;
      }
      if ((a.retaliatedBefore.get(id) ?? 0) > 0 && !retaliatesUnlimited(t.card, t.side)) continue;
      this.fail(`${id} was attacked by the adjacent ${a.unit}, survived, and did not retaliate`);
    }
  }
  guardDone(): void {
    if (this.guard !== null) this.fail(`the neutral ${this.guard} could attack this activation but ended it without attacking`);
  }

  /** One applied step: replays its events over the model, then compares the model with the new state. */
  step(before: GameState, action: Action, after: GameState, legal: Action[], index: number): void {
    this.where = `step ${index} (${JSON.stringify(action)}, ${before.pending?.kind} for ${before.pending?.player})`;
    this.guardMayAttack(before, legal);
    const fresh = after.log.filter((e) => e.seq >= before.eventCount);
    if (STATS) for (const e of fresh) count(`event: ${e.type}${e.type === 'abilityUsed' ? `:${e.ability}` : ''}`);
    if (fresh.length !== after.eventCount - before.eventCount) this.fail('events of this step were trimmed from the log');
    this.events(fresh, after);
    const c = after.combat;
    if (!c) return;
    if (!c.sequence && this.activation && this.activation.attacked.length > 0 && !this.activation.checked) {
      this.activation.checked = true;
      this.retaliationsDue(after);
    }
    // Property 4 — the board (p. 39): every card stands on a space 0–19 and no two share one (a defender may
    // stand on its own Gate); defeated cards and the Arrow Tower are off the board.
    const at = new Map<number, CombatUnit>();
    for (const u of c.units) {
      if (u.space === null) continue;
      if (!Number.isInteger(u.space) || u.space < 0 || u.space > 19) this.fail(`${u.id} stands on space ${u.space}`);
      if (u.defeated) this.fail(`the defeated ${u.id} still stands on space ${u.space}`);
      if (u.kind === 'arrowTower') this.fail(`the Arrow Tower stands on space ${u.space}`);
      const other = at.get(u.space);
      if (other) {
        const gate = other.kind === 'gate' ? other : u.kind === 'gate' ? u : null;
        const unit = gate === other ? u : other;
        if (!(gate && unit.kind === 'unit' && unit.team === 'defender')) this.fail(`${other.id} and ${u.id} share space ${u.space}`);
      }
      if (!other || u.kind !== 'gate') at.set(u.space, u);
    }
    // The model (moves, damage, healing, defeats replayed from the events) matches the state.
    for (const u of c.units) {
      const t = this.board.get(u.id);
      if (!t) this.fail(`${u.id} appeared on the combat board`);
      if (t.side === 'few' && u.side === 'pack' && this.reinforced.has(deckId(t))) t.side = 'pack';
      const diff = (['space', 'side', 'damage', 'defeated'] as const).filter((f) => t[f] !== u[f]);
      if (diff.length > 0) {
        this.fail(`${u.id}: the events leave ${diff.map((f) => `${f}=${String(t[f])}`).join(', ')} but the state has ${diff.map((f) => `${f}=${String(u[f])}`).join(', ')}`);
      }
    }
    for (const t of this.board.values()) {
      if (!c.units.some((u) => u.id === t.id) && (t.kind !== 'unit' || t.space !== null)) this.fail(`${t.id} left the combat board`);
    }
    const problems = findInvariantViolations(after);
    if (problems.length > 0) this.fail(`invariants: ${problems.join('; ')}`);
    this.resetBoard(after);
  }
}

/** Property 8 — End of Combat (p. 43): what the state looks like once the combat is over. */
function checkEnded(k: CombatCase, last: GameState, checker: CombatChecker): void {
  expect(last.pending).toBeNull();
  expect(last.result).not.toBeNull();
  expect(last.combat).toBeNull();
  for (const p of last.players) {
    for (const u of p.units) {
      // Damage heals: a unit deck holds only cards and the side that is up.
      expect(Object.keys(u).sort(), `${p.id}'s unit ${JSON.stringify(u)}`).toEqual(['side', 'unit']);
      expect(['few', 'pack', 'neutral']).toContain(u.side);
    }
    const reset = JSON.stringify(p.units) === JSON.stringify(p.startingUnits) && p.startingUnits.length > 0;
    for (const t of checker.board.values()) {
      if (t.kind !== 'unit' || t.owner !== p.id) continue;
      const inDeck = p.units.find((x) => x.unit === deckId(t));
      if (t.defeated) {
        if (!reset) expect(inDeck, `${t.id} was defeated but is still in ${p.id}'s unit deck`).toBeUndefined();
      } else if (!reset || inDeck) {
        expect(inDeck, `${t.id} survived but left ${p.id}'s unit deck`).toBeDefined();
        if (!checker.reinforced.has(deckId(t))) expect(inDeck?.side, `${t.id} came back on another side`).toBe(t.side);
      }
    }
  }
  expect(findInvariantViolations(last).join('\n'), JSON.stringify(k.config)).toBe('');
}

/** Plays a case with every per-step check; returns the played walk. */
function checkedPlay(k: CombatCase): Played {
  let checker: CombatChecker | null = null;
  const first = createCombat(k.config);
  checker = new CombatChecker(first);
  const c = checker;
  let played: Played;
  try {
    played = playCase(k, (before, action, after, legal, index) => c.step(before, action, after, legal, index));
  } catch (e) {
    const err = e as Error;
    throw new Error(`${err.message}\nconfig: ${JSON.stringify(k.config)}\nwalkSeed: ${k.walkSeed}`);
  }
  const last = played.states[played.states.length - 1] as GameState;
  if (STATS) {
    count('combats');
    count(`result: ${last.result ? (last.log.find((e) => e.type === 'combatEnded') as { result?: string } | undefined)?.result : 'none'}`);
    count(`kind: ${'neutrals' in k.config.defender ? 'neutrals' : k.config.town ? 'siege' : 'heroes'}`);
    count('steps', played.actions.length);
    if (played.actions.length > PURPOSEFUL_AFTER) count('purposeful walks');
    count(`rounds>=3`, c.round >= 3 ? 1 : 0);
    for (const st of played.states.slice(0, -1)) if (st.pending) count(`decision: ${st.pending.kind}${st.pending.kind === 'unitAbility' ? `:${st.pending.ability}` : ''}`);
  }
  // Property 7 — every combat ends within the step cap (Combat Time Limits, p. 42, and End of Combat, p. 43).
  expect(last.pending, `the combat did not end within ${STEP_CAP} steps; ${trail(played.actions.slice(-40))}`).toBeNull();
  checkEnded(k, last, c);
  return played;
}

// ---- The properties -----------------------------------------------------------------------------------

describe('combat properties: damage', () => {
  // Property 1 (pure) — Units, p. 36; Example "Pack and Few", p. 38: applyDamage flips a Pack at its Pack HP
  // with the excess on its Few side (Defense is not applied again) and defeats a Few, a neutral or the Arrow
  // Tower at its HP; below the Pack HP a Pack stays a Pack.
  const unitArb = fc.oneof(
    fc.record({ def: fc.constantFrom(...FACTION_UNITS.filter((u) => boxOf(u.id) === 'core')), side: fc.constantFrom<'few' | 'pack'>('few', 'pack') }).map(({ def, side }) => ({
      kind: 'unit' as const, card: def.id, side,
    })),
    fc.constantFrom(...CORE_NEUTRALS).map((n) => ({ kind: 'unit' as const, card: n.id, side: 'neutral' as const })),
    fc.constant({ kind: 'arrowTower' as const, card: '', side: 'neutral' as const }),
  );
  it('applyDamage follows the Pack → Few overflow rule for any amount and starting damage', () => {
    fc.assert(
      fc.property(unitArb, fc.nat({ max: 100 }), fc.integer({ min: -3, max: 30 }), fc.nat({ max: 19 }), (base, frac, amount, space) => {
        const hp = printed(base.kind, base.card, base.side).hp;
        const damage = Math.floor((frac / 101) * hp); // 0 … hp − 1
        const u: CombatUnit = {
          id: 'u', kind: base.kind, card: base.card, side: base.side, team: 'defender', owner: null,
          space: base.kind === 'arrowTower' ? null : space, damage, paralyzed: true, defending: false,
          attackBonus: 0, defenseBonus: 0, ignoresAttackDie: false, initiativeBonus: 0, abilitiesDisabled: false, spellProtected: false, damagesAttackers: 0, hpBonus: 0, covers: [], poison: 0, activated: false, retaliated: false, defeated: false,
        };
        const before = { ...u };
        const r = applyDamage(u, amount);
        if (amount <= 0) {
          expect(u).toEqual(before);
          expect(r).toEqual({ flipped: false, defeated: false });
          return;
        }
        const total = damage + amount;
        expect(u.paralyzed).toBe(false); // damage removes Paralysis
        if (base.side === 'pack') {
          const packHp = printed('unit', base.card, 'pack').hp;
          const fewHp = printed('unit', base.card, 'few').hp;
          if (total < packHp) {
            expect(r).toEqual({ flipped: false, defeated: false });
            expect(u).toMatchObject({ side: 'pack', damage: total, defeated: false, space });
          } else {
            const excess = total - packHp;
            const defeated = excess >= fewHp;
            expect(r).toEqual({ flipped: true, defeated });
            expect(u).toMatchObject({ side: 'few', damage: defeated ? fewHp : excess, defeated, space: defeated ? null : space });
          }
        } else {
          const defeated = total >= hp;
          expect(r).toEqual({ flipped: false, defeated });
          expect(u).toMatchObject({ side: base.side, damage: defeated ? hp : total, defeated, space: defeated ? null : before.space });
        }
        expect(r).toEqual({ flipped: modelDamage(before, amount).flipped, defeated: modelDamage(before, amount).defeated });
      }),
      { numRuns: runs(2_000) },
    );
  });
});

describe('combat properties: random legal play', () => {
  // Properties 1 (in play) to 8, checked after every step: see CombatChecker and checkEnded.
  it('random sandbox combats keep the combat rules at every step and end cleanly', () => {
    fc.assert(
      fc.property(caseArb, (k) => {
        checkedPlay(k);
      }),
      { numRuns: runs(150) },
    );
    if (STATS) console.log([...tally.entries()].sort().map(([k, v]) => `${k}: ${v}`).join('\n'));
  }, TIMEOUT);

  // Property 9 — determinism: the same config and actions give the same state, and the state is plain JSON;
  // `apply` never changes a state it was given (nor one before it: states share their untouched parts).
  it('replaying the same config and actions gives the same JSON, and no earlier state changes', () => {
    fc.assert(
      fc.property(caseArb, (k) => {
        const snapshots: string[] = [];
        const { states, actions } = playCase(k, (before, _action, after, _legal, index) => {
          if (index === 0) snapshots.push(JSON.stringify(before));
          snapshots.push(JSON.stringify(after));
        });
        states.forEach((st, i) => {
          if (snapshots[i] !== undefined && JSON.stringify(st) !== snapshots[i]) {
            throw new Error(`state ${i} changed after it was returned (a later apply mutated it)\nconfig: ${JSON.stringify(k.config)}\nwalkSeed: ${k.walkSeed}\n${trail(actions)}`);
          }
        });
        let s = createCombat(JSON.parse(JSON.stringify(k.config)) as CombatConfig);
        expect(JSON.stringify(s)).toBe(JSON.stringify(states[0]));
        actions.forEach((a, i) => {
          // Every other step, continue from a JSON copy: nothing depends on object identity.
          const from = i % 2 === 0 ? (JSON.parse(JSON.stringify(s)) as GameState) : s;
          s = apply(from, JSON.parse(JSON.stringify(a)) as Action);
        });
        expect(JSON.stringify(s)).toBe(JSON.stringify(states[states.length - 1]));
      }),
      { numRuns: runs(25) },
    );
  }, TIMEOUT);

  // Property 9 — every action legalActions lists is accepted by apply (not only the one the walk picks).
  it('every listed action applies without throwing', () => {
    fc.assert(
      fc.property(caseArb, (k) => {
        playCase(k, (before, _action, _after, legal, index) => {
          for (const a of legal) {
            try {
              apply(before, a);
            } catch (e) {
              throw new Error(`step ${index}: listed action ${JSON.stringify(a)} threw: ${(e as Error).message}\nconfig: ${JSON.stringify(k.config)}\nwalkSeed: ${k.walkSeed}`);
            }
          }
        });
      }),
      { numRuns: runs(20) },
    );
  }, TIMEOUT);
});
