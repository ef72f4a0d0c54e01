/**
 * A working copy for one `apply`: copy-on-write over the input state. Only what is touched is copied
 * (a player, a shared deck, the stack, the log), so the input is never mutated and untouched parts are shared.
 */
import type { AstrologersState, EventDeckState, EventBody, Frame, GameEvent, GameState, Movement, PlayerId, PlayerState, SharedDeck, SharedDeckName, SplitDeckName } from '../model';
import type { Resources } from '../model';
import { shuffleInPlace, stepRng, withRng } from './rng';
import type { AttackInProgress, AttackSequence, CombatState, CombatUnit, MapState } from '../model';
import { indexOfUnit } from './units';

// Copies are written as full object literals rather than spreads. A spread clones the source's hidden class,
// and states reach `apply` with many (from JSON.parse, from literals, from earlier spreads with fields that
// changed representation): the clone then goes megamorphic and takes V8's slow path on every apply. A literal
// always produces the same shape. The key order is the types' order, so the JSON of a state is unchanged.

function copyState(s: GameState): GameState {
  const w: GameState = {
    schema: s.schema,
    config: s.config,
    rng: s.rng,
    scriptedDice: s.scriptedDice,
    round: s.round,
    phase: s.phase,
    teamTurns: s.teamTurns,
    players: s.players,
    decks: s.decks,
    statisticSupply: s.statisticSupply,
    neutralDecks: s.neutralDecks,
    astrologers: s.astrologers,
    revealed: s.revealed,
    map: s.map,
    combat: s.combat,
    stack: s.stack,
    pending: s.pending,
    log: s.log,
    eventCount: s.eventCount,
    result: s.result,
    tournament: s.tournament,
  };
  // The parts only some setups have (the boxes' decks and supplies, a Draft Start): copied only when there.
  if (s.eventDeck !== undefined) w.eventDeck = s.eventDeck;
  if (s.warMachineSupply !== undefined) w.warMachineSupply = s.warMachineSupply;
  if (s.empoweredSupply !== undefined) w.empoweredSupply = s.empoweredSupply;
  if (s.spellScrollDeck !== undefined) w.spellScrollDeck = s.spellScrollDeck;
  if (s.summonedUnits !== undefined) w.summonedUnits = s.summonedUnits;
  if (s.splitDecks !== undefined) w.splitDecks = s.splitDecks;
  if (s.draftStart !== undefined) w.draftStart = s.draftStart;
  return w;
}

function copyPlayer(p: PlayerState): PlayerState {
  const w: PlayerState = {
    id: p.id,
    faction: p.faction,
    hero: p.hero,
    heroType: p.heroType,
    experience: p.experience,
    resources: copyResources(p.resources),
    income: copyResources(p.income),
    tokens: { build: p.tokens.build, population: p.tokens.population, spellBook: p.tokens.spellBook },
    expertUsed: p.expertUsed,
    deck: p.deck.slice(),
    hand: p.hand.slice(),
    discard: p.discard.slice(),
    removed: p.removed.slice(),
    setAside: p.setAside.slice(),
    permanent: p.permanent,
    buildings: p.buildings.slice(),
    mageGuildRound: p.mageGuildRound,
    townCubes: p.townCubes,
    units: p.units.slice(), // entries are replaced, never edited
    startingUnits: p.startingUnits,
    mainHero: copyMovement(p.mainHero),
    secondaryHero: p.secondaryHero ? copyMovement(p.secondaryHero) : null,
    morale: { positive: p.morale.positive, negative: p.morale.negative, discardHandAtTurnEnd: p.morale.discardHandAtTurnEnd },
    holdsTownOrSettlement: p.holdsTownOrSettlement,
    factionCubes: p.factionCubes.slice(),
    defeated: { mainHeroes: p.defeated.mainHeroes.slice(), secondaryHeroes: p.defeated.secondaryHeroes },
    wonAt: p.wonAt, // replaced, never edited
    roundsWithoutTown: p.roundsWithoutTown,
    eliminated: p.eliminated,
    buildingsUsedThisTurn: p.buildingsUsedThisTurn.slice(),
    unitDiscounts: p.unitDiscounts.slice(),
    spellPurchase: p.spellPurchase ? { discount: p.spellPurchase.discount, search: p.spellPurchase.search } : null,
    wonCombatThisTurn: p.wonCombatThisTurn,
    luck: { resourceDie: p.luck.resourceDie, treasureDie: p.luck.treasureDie, anyDie: p.luck.anyDie, oneDie: p.luck.oneDie },
    reserved: p.reserved, // replaced, never edited (town/goldPool.ts)
  };
  // What only some cards and boxes give a player (replaced when they change, never edited): copied only when there.
  if (p.fieldMoraleIgnored !== undefined) w.fieldMoraleIgnored = p.fieldMoraleIgnored;
  if (p.flying !== undefined) w.flying = p.flying;
  if (p.pathfinding !== undefined) w.pathfinding = p.pathfinding;
  if (p.scouting !== undefined) w.scouting = p.scouting;
  if (p.schoolSearchRound !== undefined) w.schoolSearchRound = p.schoolSearchRound;
  if (p.warMachines !== undefined) w.warMachines = p.warMachines;
  if (p.fortune !== undefined) w.fortune = p.fortune;
  if (p.scrolls !== undefined) w.scrolls = p.scrolls;
  if (p.foundSpells !== undefined) w.foundSpells = p.foundSpells;
  return w;
}

const copyResources = (r: Resources): Resources => ({ gold: r.gold, buildingMaterials: r.buildingMaterials, valuables: r.valuables });
const copyMovement = (m: Movement): Movement => ({ base: m.base, used: m.used, extra: m.extra });

function copyAttack(a: AttackInProgress): AttackInProgress {
  return {
    attacker: a.attacker,
    target: a.target,
    kind: a.kind,
    retaliation: a.retaliation,
    ranged: a.ranged,
    attackValue: a.attackValue,
    targetSpace: a.targetSpace,
    priority: a.priority,
    passes: a.passes,
    attackDice: a.attackDice.slice(),
    dice: a.dice,
    dieIgnored: a.dieIgnored,
    dieFactor: a.dieFactor,
    dieCancelled: a.dieCancelled,
    luckRerolled: a.luckRerolled.slice(),
    defenseLuckUsed: a.defenseLuckUsed,
    opponentDieDone: a.opponentDieDone,
    defenseDie: a.defenseDie,
    stage: a.stage,
    rerollsKept: a.rerollsKept,
    onceRerollUsed: a.onceRerollUsed,
    moraleDone: a.moraleDone,
    ignoreAsked: a.ignoreAsked,
    defenseMoraleDone: a.defenseMoraleDone,
    cancelAsked: a.cancelAsked,
    outcomeAsked: a.outcomeAsked,
    cancelled: a.cancelled,
    // Frenzy's and Misfortune's marks: undefined (left out of JSON) unless a card set them.
    defenseIgnored: a.defenseIgnored,
    attackCap: a.attackCap,
    targetDropped: a.targetDropped, // the Ayssids' mark (ruling CV5), as those
    // The Rampart box's Spells' marks (Precision, Mirth, Slayer), as those.
    penaltyIgnored: a.penaltyIgnored,
    mirthRerolled: a.mirthRerolled === undefined ? undefined : a.mirthRerolled.slice(),
    ammoCartRerolled: a.ammoCartRerolled,
    slayerDice: a.slayerDice,
  };
}

function copySequence(q: AttackSequence): AttackSequence {
  return {
    active: q.active,
    attacked: q.attacked.slice(),
    queue: q.queue.slice(),
    noRetaliation: q.noRetaliation,
    retaliationPenalty: q.retaliationPenalty,
  };
}

function copyCombat(c: CombatState): CombatState {
  const w: CombatState = {
    // attacker, defender, usedOnce, spellsCast, spellLimit, power and powerCards are replaced when they change, never edited
    attacker: c.attacker,
    defender: c.defender,
    fieldLevel: c.fieldLevel,
    timeLimited: c.timeLimited,
    guardsToDraw: c.guardsToDraw,
    ai: c.ai,
    aiHero: c.aiHero, // replaced, never edited
    defendingTown: c.defendingTown,
    noEscape: c.noEscape, // replaced, never edited
    round: c.round,
    units: c.units.slice(),
    step: c.step,
    resume: c.resume,
    lastActivated: c.lastActivated,
    attack: c.attack ? copyAttack(c.attack) : null,
    sequence: c.sequence ? copySequence(c.sequence) : null,
    activationStart: c.activationStart,
    defenseDiscarded: c.defenseDiscarded,
    usedOnce: c.usedOnce,
    spellsCast: c.spellsCast,
    spellLimit: c.spellLimit,
    power: c.power,
    rangedBoosts: c.rangedBoosts, // replaced when it changes, never edited
    schoolPower: c.schoolPower, // replaced when it changes, never edited
    powerCards: c.powerCards,
    outcome: c.outcome,
  };
  // The lasting effects the boxes' cards and units add (replaced when they change, never edited): absent from most
  // combats, so copied only when there — every step of a core combat copies a smaller record.
  if (c.schoolDoubled !== undefined) w.schoolDoubled = c.schoolDoubled;
  if (c.spellBan !== undefined) w.spellBan = c.spellBan;
  if (c.oppressed !== undefined) w.oppressed = c.oppressed;
  if (c.cubePower !== undefined) w.cubePower = c.cubePower;
  if (c.cardsForAttack !== undefined) w.cardsForAttack = c.cardsForAttack;
  if (c.drawOnCast !== undefined) w.drawOnCast = c.drawOnCast;
  if (c.drawOnCastThisCombat !== undefined) w.drawOnCastThisCombat = c.drawOnCastThisCombat;
  if (c.rangedPenaltyIgnored !== undefined) w.rangedPenaltyIgnored = c.rangedPenaltyIgnored;
  if (c.spellAbilitiesNegated !== undefined) w.spellAbilitiesNegated = c.spellAbilitiesNegated;
  if (c.cardDamageNullified !== undefined) w.cardDamageNullified = c.cardDamageNullified;
  if (c.abilitiesSuspended !== undefined) w.abilitiesSuspended = c.abilitiesSuspended;
  if (c.forgotten !== undefined) w.forgotten = c.forgotten;
  if (c.sorrow !== undefined) w.sorrow = c.sorrow;
  if (c.berserk !== undefined) w.berserk = c.berserk;
  if (c.mirth !== undefined) w.mirth = c.mirth;
  if (c.tokens !== undefined) w.tokens = c.tokens;
  if (c.warMachines !== undefined) w.warMachines = c.warMachines;
  if (c.firstAidTentDoubled !== undefined) w.firstAidTentDoubled = c.firstAidTentDoubled;
  if (c.magiPower !== undefined) w.magiPower = c.magiPower;
  if (c.activationSchoolPower !== undefined) w.activationSchoolPower = c.activationSchoolPower;
  if (c.retaliationCuts !== undefined) w.retaliationCuts = c.retaliationCuts;
  if (c.retaliationTwoDice !== undefined) w.retaliationTwoDice = c.retaliationTwoDice;
  if (c.puppets !== undefined) w.puppets = c.puppets;
  if (c.clones !== undefined) w.clones = c.clones;
  if (c.flippedUnits !== undefined) w.flippedUnits = c.flippedUnits;
  if (c.foundWindow !== undefined) w.foundWindow = c.foundWindow;
  return w;
}

/** Exported for the combat code that builds a unit from another (summoning). */
export function copyUnit(u: CombatUnit): CombatUnit {
  const w: CombatUnit = {
    id: u.id,
    kind: u.kind,
    card: u.card,
    side: u.side,
    team: u.team,
    owner: u.owner,
    space: u.space,
    damage: u.damage,
    paralyzed: u.paralyzed,
    defending: u.defending,
    attackBonus: u.attackBonus,
    defenseBonus: u.defenseBonus,
    ignoresAttackDie: u.ignoresAttackDie,
    initiativeBonus: u.initiativeBonus,
    abilitiesDisabled: u.abilitiesDisabled,
    spellProtected: u.spellProtected,
    damagesAttackers: u.damagesAttackers,
    hpBonus: u.hpBonus,
    covers: u.covers, // replaced, never edited
    poison: u.poison,
    activated: u.activated,
    retaliated: u.retaliated,
    defeated: u.defeated,
  };
  // The lasting effects some boxes' cards and units leave on a unit: absent from most units, copied only when there.
  if (u.attackLoss !== undefined) w.attackLoss = u.attackLoss;
  if (u.defenseLoss !== undefined) w.defenseLoss = u.defenseLoss;
  if (u.burnsAttackers !== undefined) w.burnsAttackers = u.burnsAttackers;
  if (u.defenseGain !== undefined) w.defenseGain = u.defenseGain;
  if (u.spellWard !== undefined) w.spellWard = u.spellWard;
  if (u.paralysisWarded !== undefined) w.paralysisWarded = u.paralysisWarded;
  if (u.attackToken !== undefined) w.attackToken = u.attackToken;
  if (u.attackTokenUntil !== undefined) w.attackTokenUntil = u.attackTokenUntil;
  if (u.corroded !== undefined) w.corroded = u.corroded;
  if (u.attackGain !== undefined) w.attackGain = u.attackGain;
  if (u.spellDefense !== undefined) w.spellDefense = u.spellDefense;
  if (u.cloneOf !== undefined) w.cloneOf = u.cloneOf;
  if (u.weakness !== undefined) w.weakness = u.weakness;
  if (u.weaknessUntil !== undefined) w.weaknessUntil = u.weaknessUntil;
  return w;
}

export class Draft {
  readonly s: GameState;
  /** The seats whose players are copied in this apply, a bit each (0: none, nor the players array yet). */
  private copiedPlayers = 0;
  private copiedDecks: SharedDeckName[] | null = null;
  private copiedSplitDecks: SplitDeckName[] | null = null;
  private copiedNeutrals = false;
  private copiedSupply = false;
  private copiedLog = false;
  /** Events emitted in this apply: the log keeps them all, whatever config.logLimit says. */
  private emitted = 0;
  private copiedStack = false;
  private copiedCombat = false;
  private copiedMap = false;
  private copiedAstrologers = false;
  private copiedEventDeck = false;
  /** Units copied in this apply (by identity): only these may be written. */
  private copiedUnits: CombatUnit[] | null = null;

  constructor(
    base: GameState,
    /** For reading only (legalActions): no copy is made, and any attempt to write throws. */
    private readonly readOnly = false,
  ) {
    this.s = readOnly ? base : copyState(base);
  }

  /** A Draft that only reads the state. */
  static reading(state: GameState): Draft {
    return new Draft(state, true);
  }

  private writable(): void {
    if (this.readOnly) throw new Error('A read-only Draft cannot change the state');
  }

  /**
   * The state at the end of the apply. Its log: every event of this apply, after earlier ones up to
   * config.logLimit events in all (with the default 0, none: an apply that emits nothing leaves an empty log).
   */
  finish(): GameState {
    const over = this.s.log.length - Math.max(this.s.config.logLimit, this.emitted);
    if (over > 0) this.s.log = this.s.log.slice(over);
    return this.s;
  }

  seatOf(id: PlayerId): number {
    const players = this.s.players;
    for (let i = 0; i < players.length; i++) if ((players[i] as PlayerState).id === id) return i;
    throw new Error(`Unknown player ${id}`);
  }

  /** Read a player without copying. */
  peek(id: PlayerId): PlayerState {
    return this.s.players[this.seatOf(id)] as PlayerState;
  }

  /** A writable copy of a player (copied on first use in this apply). */
  player(id: PlayerId): PlayerState {
    this.writable();
    const i = this.seatOf(id);
    if (this.copiedPlayers === 0) this.s.players = this.s.players.slice();
    const bit = 1 << i;
    if ((this.copiedPlayers & bit) === 0) {
      this.s.players[i] = copyPlayer(this.s.players[i] as PlayerState);
      this.copiedPlayers |= bit;
    }
    return this.s.players[i] as PlayerState;
  }

  sharedDeck(name: SharedDeckName): SharedDeck {
    this.writable();
    if (this.copiedDecks === null) {
      this.s.decks = { ...this.s.decks };
      this.copiedDecks = [];
    }
    if (!this.copiedDecks.includes(name)) {
      const d = this.s.decks[name];
      this.s.decks[name] = { deck: d.deck.slice(), discard: d.discard.slice() };
      this.copiedDecks.push(name);
    }
    return this.s.decks[name];
  }

  /** A writable copy of one of the split decks (Split Artifact and Spell Decks), which the game must have. */
  splitDeck(name: SplitDeckName): SharedDeck {
    this.writable();
    const split = this.s.splitDecks;
    if (split === undefined) throw new Error('This game plays without split Artifact and Spell decks');
    if (this.copiedSplitDecks === null) {
      this.s.splitDecks = {
        minorArtifact: split.minorArtifact,
        majorArtifact: split.majorArtifact,
        relicArtifact: split.relicArtifact,
        basicSpell: split.basicSpell,
        expertSpell: split.expertSpell,
      };
      this.copiedSplitDecks = [];
    }
    const all = this.s.splitDecks as Record<SplitDeckName, SharedDeck>;
    if (!this.copiedSplitDecks.includes(name)) {
      all[name] = { deck: all[name].deck.slice(), discard: all[name].discard.slice() };
      this.copiedSplitDecks.push(name);
    }
    return all[name];
  }

  neutralDecks(): GameState['neutralDecks'] {
    this.writable();
    if (!this.copiedNeutrals) {
      const n = this.s.neutralDecks;
      this.s.neutralDecks = {
        bronze: { deck: n.bronze.deck.slice(), discard: n.bronze.discard.slice() },
        silver: { deck: n.silver.deck.slice(), discard: n.silver.discard.slice() },
        gold: { deck: n.gold.deck.slice(), discard: n.gold.discard.slice() },
        azure: { deck: n.azure.deck.slice(), discard: n.azure.discard.slice() },
      };
      this.copiedNeutrals = true;
    }
    return this.s.neutralDecks;
  }

  statisticSupply(): GameState['statisticSupply'] {
    this.writable();
    if (!this.copiedSupply) {
      const s = this.s.statisticSupply;
      this.s.statisticSupply = {
        attack: s.attack.slice(),
        defense: s.defense.slice(),
        power: s.power.slice(),
        knowledge: s.knowledge.slice(),
      };
      this.copiedSupply = true;
    }
    return this.s.statisticSupply;
  }

  /**
   * The combat in progress, writable — except its units: they are shared with the input state until
   * `unit(id)` copies one for writing.
   */
  combat(): CombatState {
    this.writable();
    const c = this.s.combat;
    if (!c) throw new Error('No combat is in progress');
    if (!this.copiedCombat) {
      this.s.combat = copyCombat(c);
      this.copiedCombat = true;
    }
    return this.s.combat as CombatState;
  }

  /** A combat unit, as a writable copy (copied on first use in this apply). */
  unit(id: string): CombatUnit {
    this.writable();
    const c = this.combat();
    const units = c.units;
    const i = indexOfUnit(units, id);
    if (i < 0) throw new Error(`No unit ${id} in this combat`);
    const u = units[i] as CombatUnit;
    if (this.copiedUnits === null) this.copiedUnits = [];
    else if (this.copiedUnits.includes(u)) return u;
    const w = copyUnit(u);
    units[i] = w;
    this.copiedUnits.push(w);
    return w;
  }

  /**
   * The map, writable: its lists are copied on first use in this apply; their entries (tiles, fields, heroes) are
   * shared with the input state, so they are replaced, never edited.
   */
  map(): MapState {
    this.writable();
    const m = this.s.map;
    if (!m) throw new Error('This game has no map');
    if (!this.copiedMap) {
      this.s.map = {
        tiles: m.tiles, // replaced when a tile changes, never edited: the map's geometry is cached per tiles list
        fields: m.fields.slice(),
        heroes: m.heroes.slice(),
        supply: m.supply, // replaced when it changes, never edited
        visitor: m.visitor,
        encounter: m.encounter,
        grail: m.grail,
        turnEffects: m.turnEffects, // replaced when it changes, never edited
        aiHeroes: m.aiHeroes.slice(), // each AI Hero replaced when it changes, never edited
        aiFlags: m.aiFlags, // replaced when it changes, never edited
        aiBeaten: m.aiBeaten, // replaced when it changes, never edited
        aiDeck: m.aiDeck, // replaced when it changes, never edited
        mainHeroesLost: m.mainHeroesLost, // replaced when it changes, never edited
        randomTowns: m.randomTowns, // replaced when it changes, never edited
      };
      this.copiedMap = true;
    }
    return this.s.map as MapState;
  }

  /** The Astrologers Proclaim deck and the card in force, writable (its lists copied on first use in this apply). */
  astrologers(): AstrologersState {
    this.writable();
    const a = this.s.astrologers;
    if (!a) throw new Error('This game has no Astrologers Proclaim deck');
    if (!this.copiedAstrologers) {
      this.s.astrologers = { deck: a.deck.slice(), discard: a.discard.slice(), active: a.active, nextResourceRound: a.nextResourceRound.slice(), used: a.used.slice(), exchangesLeft: a.exchangesLeft, firstCombatRound: a.firstCombatRound, faceUp: a.faceUp };
      this.copiedAstrologers = true;
    }
    return this.s.astrologers as AstrologersState;
  }

  /** The Event deck (the Fortress box), writable (its lists copied on first use in this apply). */
  eventDeck(): EventDeckState {
    this.writable();
    const e = this.s.eventDeck;
    if (!e) throw new Error('This game has no Event deck');
    if (!this.copiedEventDeck) {
      this.s.eventDeck = { deck: e.deck.slice(), discard: e.discard.slice(), active: e.active, table: e.table.slice(), dice: e.dice.slice(), pool: e.pool.slice(), bids: e.bids.slice(), drawer: e.drawer };
      this.copiedEventDeck = true;
    }
    return this.s.eventDeck as EventDeckState;
  }

  /** The effect stack, writable (frames are replaced, never edited in place). */
  stack(): Frame[] {
    this.writable();
    if (!this.copiedStack) {
      this.s.stack = this.s.stack.slice();
      this.copiedStack = true;
    }
    return this.s.stack;
  }

  /** The frame on top of the stack, as a writable copy. */
  topFrame(): Frame {
    const stack = this.stack();
    if (stack.length === 0) throw new Error('No effect is running');
    const top = stack[stack.length - 1] as Frame;
    const copy = { ...top, memory: { ...top.memory } };
    stack[stack.length - 1] = copy;
    return copy;
  }

  /**
   * Records an event, numbering it. Callers pass a fresh literal ending with `seq: 0`, for emit to overwrite: a field
   * added to a finished literal would give every event a new hidden class and an extra store (a few % of a combat).
   */
  emit(event: EventBody & { seq?: number }): void {
    this.writable();
    const limit = this.s.config.logLimit;
    if (!this.copiedLog) {
      // A new log for this apply: with a history kept (logLimit above 0), the earlier events that still fit once
      // this one is in, in an array with room for a few events (growing it on the first push would copy it again).
      const log = this.s.log;
      const n = Math.max(0, Math.min(log.length, limit - 1));
      const copy: GameEvent[] = n === 0 ? [] : new Array(n + 4);
      for (let i = 0; i < n; i++) copy[i] = log[log.length - n + i] as GameEvent;
      if (n > 0) copy.length = n; // the capacity stays
      this.s.log = copy;
      this.copiedLog = true;
    }
    // Every caller passes a fresh object literal, so it becomes the event itself (its last field, `seq`, set here).
    const e = event as GameEvent;
    e.seq = this.s.eventCount;
    this.s.eventCount += 1;
    this.emitted += 1;
    const log = this.s.log;
    log.push(e);
    // Earlier events are dropped as this apply's come (dropping the oldest is cheap in V8); this apply's stay.
    if (log.length > limit && log.length > this.emitted) log.shift();
  }

  /** Uses the seeded generator. */
  random(use: (random: () => number) => void): void {
    this.writable();
    this.s.rng = withRng(this.s.rng, use);
  }

  /** One number in [0, 1) from the seeded generator (as `random` with one call, for a single die). */
  randomFloat(): number {
    this.writable();
    const next = stepRng(this.s.rng);
    this.s.rng = next;
    return next[3];
  }

  shuffle<T>(items: T[]): void {
    this.random((r) => shuffleInPlace(items, r));
  }
}
