/**
 * The protocol: createGame → legalActions → apply. Every apply works on a copy-on-write Draft, so the
 * input state is never changed, and a rejected action leaves nothing behind.
 */
import type { Action, Decision, GameState } from '../model';
import { Draft } from '../kernel/draft';
import { advance } from './flow';
import { checkShape } from './actionShape';
import { IllegalActionError, illegal } from '../kernel/errors';
import { initialState, normalizeConfig, type GameConfig } from './setup';
import * as turn from '../turn/turnActions';
import * as answers from '../effects/answers';
import { applyCombat, legalCombat } from '../combat/engine';

/** Starts a game: runs setup until the first decision. */
export function createGame(config: GameConfig): GameState {
  const { setup, dice } = normalizeConfig(config);
  const d = new Draft(initialState(setup, dice));
  // Heroes named in the config are chosen at once; the others are setup decisions.
  for (const seat of setup.players) {
    if (seat.hero) turn.applyChooseHero(d, { kind: 'chooseHero', player: seat.id }, { type: 'chooseHero', hero: seat.hero });
  }
  advance(d);
  return d.finish();
}

/** The decision the game waits for, or null when the game is over. */
export function currentDecision(state: GameState): Decision | null {
  return state.pending;
}

/** Every action the rules allow now, for the deciding player. */
export function legalActions(state: GameState): Action[] {
  const dec = state.pending;
  if (!dec) return [];
  const d = Draft.reading(state);
  switch (dec.kind) {
    case 'chooseHero': return turn.legalChooseHero(state);
    case 'refreshHand': return turn.legalRefreshHand(state, dec);
    case 'beginningOfTurn': return turn.legalBeginningOfTurn(d, dec);
    case 'turn': return turn.legalTurn(d, dec);
    case 'recruiting': return turn.legalRecruiting(d, dec);
    case 'search': return answers.legalSearch(d, dec);
    case 'searchOwnDeck': return answers.legalSearchOwnDeck(d);
    case 'choose': return answers.legalChoose(dec);
    case 'discardCards': return answers.legalDiscardCards(d, dec);
    case 'removeCard': return answers.legalRemoveCard(d, dec);
    case 'takeFromDiscard': return answers.legalTakeFromDiscard(d, dec);
    case 'keepResourceDie': return answers.legalKeepResourceDie(d, dec);
    case 'keepAttackDie': return answers.legalKeepAttackDie(d, dec);
    case 'reinforceFree': return answers.legalReinforceFree(d, dec);
    case 'summonNeutral': return answers.legalSummonNeutral(d, dec);
    case 'reinforceHalfGold': return answers.legalReinforceHalfGold(d, dec);
    case 'spendMoraleFirst': return answers.legalSpendMoraleFirst(d, dec);
    default: return legalCombat(d, dec) ?? [];
  }
}

/** Applies one action and runs the game forward to the next decision. Throws IllegalActionError. */
export function apply(state: GameState, action: Action): GameState {
  checkShape(action);
  const dec = state.pending;
  if (!dec) illegal('GAME_OVER', 'The game is over', 'scenario-end');
  if (action.player !== undefined && action.player !== dec.player) {
    illegal('NOT_YOUR_DECISION', `It is ${dec.player}'s decision, not ${action.player}'s`, 'protocol');
  }
  const d = new Draft(state);
  switch (dec.kind) {
    case 'chooseHero': turn.applyChooseHero(d, dec, action); break;
    case 'refreshHand': turn.applyRefreshHand(d, dec, action); break;
    case 'beginningOfTurn': turn.applyBeginningOfTurn(d, dec, action); break;
    case 'turn': turn.applyTurn(d, dec, action); break;
    case 'recruiting': turn.applyRecruiting(d, dec, action); break;
    case 'search': answers.applySearch(d, dec, action); break;
    case 'searchOwnDeck': answers.applySearchOwnDeck(d, dec, action); break;
    case 'choose': answers.applyChoose(d, dec, action); break;
    case 'discardCards': answers.applyDiscardCards(d, dec, action); break;
    case 'removeCard': answers.applyRemoveCard(d, dec, action); break;
    case 'takeFromDiscard': answers.applyTakeFromDiscard(d, dec, action); break;
    case 'keepResourceDie': answers.applyKeepResourceDie(d, dec, action); break;
    case 'keepAttackDie': answers.applyKeepAttackDie(d, dec, action); break;
    case 'reinforceFree': answers.applyReinforceFree(d, dec, action); break;
    case 'summonNeutral': answers.applySummonNeutral(d, dec, action); break;
    case 'reinforceHalfGold': answers.applyReinforceHalfGold(d, dec, action); break;
    case 'spendMoraleFirst': answers.applySpendMoraleFirst(d, dec, action); break;
    default: applyCombat(d, dec, action);
  }
  advance(d);
  return d.finish();
}

/** Why an action would be rejected now, or null if it is legal. Never throws for game reasons. */
export function validateAction(state: GameState, action: Action): IllegalActionError | null {
  try {
    apply(state, action);
    return null;
  } catch (e) {
    if (e instanceof IllegalActionError) return e;
    throw e;
  }
}

export type { GameConfig };
