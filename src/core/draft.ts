/**
 * A working copy for one `apply`: copy-on-write over the input state. Only what is touched is copied
 * (a player, a shared deck, the stack, the log), so the input is never mutated and untouched parts are shared.
 */
import type { EventBody, Frame, GameEvent, GameState, PlayerId, PlayerState, SharedDeck, SharedDeckName } from './types';
import { shuffleInPlace, withRng } from './rng';
import type { CombatState, CombatUnit } from '../combat/types';

export class Draft {
  readonly s: GameState;
  private copiedPlayers: boolean[] | null = null;
  private copiedDecks: SharedDeckName[] | null = null;
  private copiedNeutrals = false;
  private copiedSupply = false;
  private copiedLog = false;
  private copiedStack = false;
  private copiedCombat = false;
  private copiedUnits: string[] = [];

  constructor(
    base: GameState,
    /** For reading only (legalActions): no copy is made, and any attempt to write throws. */
    private readonly readOnly = false,
  ) {
    this.s = readOnly ? base : { ...base };
  }

  /** A Draft that only reads the state. */
  static reading(state: GameState): Draft {
    return new Draft(state, true);
  }

  private writable(): void {
    if (this.readOnly) throw new Error('A read-only Draft cannot change the state');
  }

  /** The state at the end of the apply, with the log trimmed to its limit. */
  finish(): GameState {
    const over = this.s.log.length - this.s.config.logLimit;
    if (over > 0) this.s.log = this.s.log.slice(over);
    return this.s;
  }

  seatOf(id: PlayerId): number {
    const i = this.s.players.findIndex((p) => p.id === id);
    if (i < 0) throw new Error(`Unknown player ${id}`);
    return i;
  }

  /** Read a player without copying. */
  peek(id: PlayerId): PlayerState {
    return this.s.players[this.seatOf(id)] as PlayerState;
  }

  /** A writable copy of a player (copied on first use in this apply). */
  player(id: PlayerId): PlayerState {
    this.writable();
    const i = this.seatOf(id);
    if (this.copiedPlayers === null) {
      this.s.players = this.s.players.slice();
      this.copiedPlayers = this.s.players.map(() => false);
    }
    if (!this.copiedPlayers[i]) {
      const p = this.s.players[i] as PlayerState;
      this.s.players[i] = {
        ...p,
        resources: { ...p.resources },
        income: { ...p.income },
        tokens: { ...p.tokens },
        deck: p.deck.slice(),
        hand: p.hand.slice(),
        discard: p.discard.slice(),
        removed: p.removed.slice(),
        setAside: p.setAside.slice(),
        buildings: p.buildings.slice(),
        units: p.units.slice(), // entries are replaced, never edited
        mainHero: { ...p.mainHero },
        secondaryHero: p.secondaryHero ? { ...p.secondaryHero } : null,
        morale: { ...p.morale },
        buildingsUsedThisTurn: p.buildingsUsedThisTurn.slice(),
        factionCubes: p.factionCubes.slice(),
      };
      this.copiedPlayers[i] = true;
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
      this.s.combat = {
        ...c,
        // attacker, defender, spellsCast, spellLimit and power are replaced when they change, never edited
        units: c.units.slice(),
        attack: c.attack ? { ...c.attack, attackDice: c.attack.attackDice.slice() } : null,
        sequence: c.sequence ? { ...c.sequence, attacked: c.sequence.attacked.slice(), queue: c.sequence.queue.slice() } : null,
        usedOnce: c.usedOnce.slice(),
      };
      this.copiedCombat = true;
    }
    return this.s.combat as CombatState;
  }

  /** A combat unit, as a writable copy (copied on first use in this apply). */
  unit(id: string): CombatUnit {
    this.writable();
    const c = this.combat();
    const i = c.units.findIndex((u) => u.id === id);
    if (i < 0) throw new Error(`No unit ${id} in this combat`);
    if (!this.copiedUnits.includes(id)) {
      c.units[i] = { ...(c.units[i] as CombatUnit) };
      this.copiedUnits.push(id);
    }
    return c.units[i] as CombatUnit;
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
    const top = stack[stack.length - 1];
    if (!top) throw new Error('No effect is running');
    const copy = { ...top, memory: { ...top.memory } };
    stack[stack.length - 1] = copy;
    return copy;
  }

  emit(event: EventBody): void {
    this.writable();
    if (!this.copiedLog) {
      this.s.log = this.s.log.slice();
      this.copiedLog = true;
    }
    // Every caller passes a fresh object literal, so it becomes the event itself.
    const e = event as GameEvent;
    e.seq = this.s.eventCount;
    this.s.eventCount += 1;
    this.s.log.push(e); // trimmed to config.logLimit once, in finish()
  }

  /** Uses the seeded generator. */
  random(use: (random: () => number) => void): void {
    this.writable();
    this.s.rng = withRng(this.s.rng, use);
  }

  shuffle<T>(items: T[]): void {
    this.random((r) => shuffleInPlace(items, r));
  }
}
