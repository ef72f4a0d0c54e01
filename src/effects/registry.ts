/**
 * The effect registry: for every effect op, what it does, whether it can start and how its card text reads. The
 * interpreter (run.ts) and the card texts (describe.ts) look an op up here and know no op themselves.
 *
 * Each module that owns ops exports a table of their kinds (effects/*Effects.ts for map and deck effects, combat for
 * its combat effects and its `combatEffects` step). One assembly above them all (game/effectKinds.ts) joins the
 * tables into complete ones — typed `EffectKinds` and `CombatEffectKinds`, so the compiler asks for every op — and
 * installs them here once, when the engine is loaded.
 */
import type { Draft } from '../kernel/draft';
import type { CombatEffect, CombatEffectOp, Effect, EffectOp, Frame, GameState, PlayerId, PlayerState } from '../model';
import { InvalidStateError } from '../kernel/errors';

/** 'done': the effect is complete. 'waiting': a decision is pending. 'moved': the effect advanced the frame itself. */
export type Outcome = 'done' | 'waiting' | 'moved';

/** What `canStart` reads: a Draft, or a state being listed from (combat/cards.ts). */
export interface StateReader {
  s: GameState;
  peek(id: PlayerId): PlayerState;
}

/** The effect of one op. */
export type EffectOf<K extends EffectOp> = Extract<Effect, { op: K }>;
/** The combat effect of one op. */
export type CombatEffectOf<K extends CombatEffectOp> = Extract<CombatEffect, { op: K }>;

/**
 * The frame step that applies a combat play's effects with the choices its playCard action made (target, Power tier,
 * space) and the window it was played in; `apply` of a combat effect reads them from it.
 */
export type CombatEffectsStep = EffectOf<'combatEffects'>;

/** What an effect op does, as its owner writes it. */
export interface EffectKind<K extends EffectOp> {
  /** Starts the effect at the top frame's `pc`: done, waiting for a decision it set, or it moved the frame itself. */
  start(d: Draft, frame: Frame, e: EffectOf<K>): Outcome;
  /** Whether it can begin now (an option that costs gold, a card to remove); left out, it always can. */
  canStart?(r: StateReader, player: PlayerId, e: EffectOf<K>): boolean;
  /** Its card text: a clause in the catalog's words ("draw 2 cards"). */
  describe(e: EffectOf<K>): string;
}

/** What a combat effect op does (combat registers these). */
export interface CombatEffectKind<K extends CombatEffectOp> {
  /** It acts on the unit the play selects (`playCard.target`): a listing offers the units it may select. */
  targeted: boolean;
  /** Applies it for the player, with the play's choices; `memory` is the frame's (what its discard step discarded). */
  apply(d: Draft, player: PlayerId, e: CombatEffectOf<K>, play: CombatEffectsStep, memory: Record<string, number>): void;
  /** Its card text; `named`: an earlier effect of the same play selected the unit ("that unit"). */
  describe(e: CombatEffectOf<K>, named: boolean): string;
}

/** Every effect op's kind: the assembly's table. */
export type EffectKinds = { [K in EffectOp]: EffectKind<K> };
/** Every combat effect op's kind. */
export type CombatEffectKinds = { [K in CombatEffectOp]: CombatEffectKind<K> };

/** An effect kind as installed: every field present (one shape for all), and its op (a key check, see `effectKind`). */
export interface InstalledEffectKind {
  op: EffectOp;
  start(d: Draft, frame: Frame, e: Effect): Outcome;
  canStart(r: StateReader, player: PlayerId, e: Effect): boolean;
  describe(e: Effect): string;
}

/** A combat effect kind as installed. */
export interface InstalledCombatEffectKind {
  op: CombatEffectOp;
  targeted: boolean;
  apply(d: Draft, player: PlayerId, e: CombatEffect, play: CombatEffectsStep, memory: Record<string, number>): void;
  describe(e: CombatEffect, named: boolean): string;
}

const canAlwaysStart = (): boolean => true;

let effectKinds: Record<string, InstalledEffectKind | undefined> = {};
let combatEffectKinds: Record<string, InstalledCombatEffectKind | undefined> = {};
let installed = false;

/** Installs the complete tables (game/effectKinds.ts does, once, at load). */
export function installEffectKinds(effects: EffectKinds, combat: CombatEffectKinds): void {
  const table: Record<string, InstalledEffectKind> = {};
  for (const op of Object.keys(effects) as EffectOp[]) {
    const k = effects[op] as EffectKind<EffectOp>;
    table[op] = { op, start: k.start, canStart: k.canStart ?? canAlwaysStart, describe: k.describe };
  }
  const combatTable: Record<string, InstalledCombatEffectKind> = {};
  for (const op of Object.keys(combat) as CombatEffectOp[]) {
    const k = combat[op] as CombatEffectKind<CombatEffectOp>;
    combatTable[op] = { op, targeted: k.targeted, apply: k.apply, describe: k.describe };
  }
  effectKinds = table;
  combatEffectKinds = combatTable;
  installed = true;
}

/**
 * The kind of an effect op. An op with none (a corrupted save) is an InvalidStateError; the `op` check keeps names
 * an object has from its prototype ("constructor") out.
 */
export function effectKind(op: string): InstalledEffectKind {
  const kind = effectKinds[op];
  if (kind === undefined || kind.op !== op) throw unknownOp('effect', op);
  return kind;
}

/** The kind of a combat effect op; an op with none is an InvalidStateError. */
export function combatEffectKind(op: string): InstalledCombatEffectKind {
  const kind = combatEffectKinds[op];
  if (kind === undefined || kind.op !== op) throw unknownOp('combat effect', op);
  return kind;
}

/** Is this a combat effect op (registered by combat), rather than a map or deck effect? */
export function isCombatEffectOp(op: string): op is CombatEffectOp {
  return combatEffectKinds[op]?.op === op;
}

/** Is this an effect op with a kind (a map or deck effect, or combat's own step)? */
export function isEffectOp(op: string): op is EffectOp {
  return effectKinds[op]?.op === op;
}

function unknownOp(what: string, op: string): InvalidStateError {
  const hint = installed ? '' : ' (no effect kinds are installed: the engine is loaded through src/index.ts)';
  return new InvalidStateError(`no ${what} has the op "${op}"${hint}`, 'stack');
}
