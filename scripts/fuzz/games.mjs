// Random legal play in full games and in stand-alone combats. After every step every invariant holds; at random
// checkpoints the state was deep-frozen before apply (apply must neither throw on it nor change it) and a JSON round
// trip through loadState continues identically (the same listing, the same next state after the same action); at
// the end, replay (or createCombat and the same actions) rebuilds the last state exactly.
import { CAP, Finding, chance, deepFreeze, lib, shown, shownError, startCase, walk, whereIs } from './common.mjs';

const { loadState, legalActions, apply, replay } = lib;

/** A checkpoint comes on average once in this many steps (and at the first step). */
const CHECKPOINT_EVERY = 40;

/** The state `json` loaded from its JSON text lists what `s` listed and takes `action` to the same next state. */
function roundTrip(json, listing, action, next, step, s) {
  let loaded;
  try {
    loaded = loadState(json);
  } catch (e) {
    throw new Finding(`a state of random play does not load: ${shownError(e)}`, whereIs(s, step), JSON.stringify(s));
  }
  if (JSON.stringify(legalActions(loaded)) !== JSON.stringify(listing)) {
    throw new Finding('the loaded state lists other actions than the state it was saved from', whereIs(s, step), JSON.stringify(s));
  }
  let after;
  try {
    after = apply(loaded, action);
  } catch (e) {
    throw new Finding(`the loaded state rejects the listed ${shown(action)}: ${shownError(e)}`, whereIs(s, step), JSON.stringify(s));
  }
  if (JSON.stringify(after) !== JSON.stringify(next)) {
    throw new Finding(`the loaded state goes elsewhere after ${shown(action)} than the state it was saved from`, whereIs(s, step), JSON.stringify(s));
  }
}

/** The last state rebuilt from the config and the actions: replay for a game, createCombat and apply for a combat. */
function rebuilt(c, actions) {
  if (c.kind === 'game') return replay(c.config, actions);
  let s = c.create(c.config);
  for (const a of actions) s = apply(s, a);
  return s;
}

/**
 * One case of the games or combats mode: a random game (or combat) played to its end, checked as above. Adds to
 * `figures` its steps, checkpoints and replays.
 */
export function playCase(kind, random, label, figures) {
  const c = startCase(kind, random, label);
  figures.rejectedConfigs += c.rejectedConfigs;
  let checkpoint = null;
  const hooks = {
    before(s, step) {
      checkpoint = step === 0 || chance(random, 1 / CHECKPOINT_EVERY) ? JSON.stringify(s) : null;
      if (checkpoint !== null) deepFreeze(s);
      return checkpoint !== null;
    },
    after(s, listing, action, next, step) {
      if (checkpoint === null) return;
      if (JSON.stringify(s) !== checkpoint) throw new Finding(`apply(state, ${shown(action)}) changed its input state`, whereIs(s, step), JSON.stringify(s));
      roundTrip(checkpoint, listing, action, next, step, s);
      figures.checkpoints++;
    },
  };
  const end = walk(c.state, random, CAP[kind], figures, hooks);
  if (kind === 'game' && end.state.pending) throw new Finding(`the game has not ended after ${CAP.game} steps`, whereIs(end.state, end.steps), JSON.stringify(end.state));
  let again;
  try {
    again = rebuilt(c, end.actions);
  } catch (e) {
    throw new Finding(`replaying the ${end.steps} actions threw ${shownError(e)}`);
  }
  if (JSON.stringify(again) !== JSON.stringify(end.state)) throw new Finding(`replaying the ${end.steps} actions from the config makes another state`);
  figures.replays++;
}
