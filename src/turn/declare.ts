/**
 * The Town-action window of a declared combat (Town Actions, p. 19): once a hero announces a combat, the players may
 * answer with Town actions before any step of Combat Setup. The attacker answers first, then the defending player;
 * each may build, recruit and reinforce, or buy Spells (each token once per round, as on a turn), then passes. A
 * player with no Town action to take is not asked. Once everyone has passed, the combat is set up
 * (map/encounter.ts): units recruited in the window fight.
 */
import type { Draft } from '../kernel/draft';
import type { Action, ActionType, Encounter, MapState, PlayerId } from '../model';
import { wrongAnswer, type DecisionKindHandlers, type DecisionTable } from '../kernel/decisions';
import { setUpEncounterCombat, withTownActions } from '../map/encounter';
import { BUILD, BUY_SPELLS } from './town';
import { RECRUIT } from './recruiting';
import { providersByType, type AnyTurnProvider } from './turn';

/** The Town actions the window offers: those that change the coming combat (ruling M21). */
const WINDOW_PROVIDERS: readonly AnyTurnProvider[] = [BUILD, RECRUIT, BUY_SPELLS];

/** The provider of each action type the window answers. */
const WINDOW_PROVIDER_OF: Readonly<Partial<Record<ActionType, AnyTurnProvider>>> = providersByType(WINDOW_PROVIDERS);

/** The Town actions the player may take now, appended to `out`. */
function townActions(d: Draft, player: PlayerId, out: Action[]): void {
  for (const provider of WINDOW_PROVIDERS) provider.list(d, player, out);
}

/** The declared combat's encounter, with the first player of its window done. */
function nextInWindow(d: Draft, enc: Encounter): Encounter {
  const next = withTownActions(enc, enc.townActions.slice(1));
  d.map().encounter = next;
  return next;
}

/**
 * A combat was declared and is not set up yet: asks the next player of its window who has a Town action to take, or,
 * when nobody is left, sets the combat up. The game loop (game/flow.ts) calls it until the combat begins.
 */
export function continueDeclaredCombat(d: Draft): void {
  let enc = (d.s.map as MapState).encounter as Encounter;
  const scratch: Action[] = [];
  while (enc.townActions.length > 0) {
    const player = enc.townActions[0] as PlayerId;
    scratch.length = 0;
    townActions(d, player, scratch);
    if (scratch.length > 0) {
      d.s.pending = { kind: 'combatDeclared', player };
      return;
    }
    enc = nextInWindow(d, enc);
  }
  setUpEncounterCombat(d);
}

/** The `combatDeclared` decision: the player's Town actions, then `pass`. */
export const COMBAT_DECLARED: DecisionKindHandlers<'combatDeclared'> = {
  legal(d, dec) {
    const out: Action[] = [];
    townActions(d, dec.player, out);
    out.push({ type: 'pass' });
    return out;
  },
  apply(d, dec, a) {
    if (a.type === 'pass') {
      d.s.pending = null;
      const enc = d.s.map?.encounter;
      if (enc) nextInWindow(d, enc);
      return;
    }
    const provider = WINDOW_PROVIDER_OF[a.type];
    if (provider === undefined) return wrongAnswer(COMBAT_DECLARED, dec, a);
    d.s.pending = null;
    provider.apply(d, dec.player, a as never); // an action of a type it answers
  },
  describe: (dec) => `${dec.player} may take Town actions before the declared combat is set up`,
};

/** The window's decision kind, for the engine's table of decision kinds. */
export const DECLARE_DECISIONS: DecisionTable<'combatDeclared'> = {
  combatDeclared: COMBAT_DECLARED,
};
