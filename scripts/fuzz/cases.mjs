// One case of a mode, by number: everything it does is drawn from (seed, mode, case number), so a case runs the same
// alone (--case) as in a whole run, on any worker.
import { Finding, caseRandom, shownError } from './common.mjs';
import { playCase } from './games.mjs';
import { actionsCase } from './actions.mjs';
import { viewsCase } from './views.mjs';
import { savesCase } from './saves.mjs';
import { configsCase } from './configs.mjs';

/** The modes, in the order a run takes them. */
export const MODES = ['games', 'combats', 'actions', 'views', 'saves', 'configs'];

/** Corrupted saves per case of the saves mode (its random play is shared by them). */
export const SAVES_PER_CASE = 200;

/** Corrupted configs per case of the configs mode (all of one random config). */
export const CONFIGS_PER_CASE = 100;

/** Figures a case adds to its mode's. */
export const newFigures = () => ({ cases: 0, steps: 0, checkpoints: 0, replays: 0, actions: 0, accepted: 0, views: 0, saves: 0, rejected: 0, loaded: 0, playOnSteps: 0, rejectedConfigs: 0, configs: 0 });

/** Runs case `index` of `mode`; returns its figures and its finding (a message) with the state it was found in, if any. */
export function runCase(seed, mode, index) {
  const random = caseRandom(seed, mode, index);
  const figures = newFigures();
  figures.cases = 1;
  const label = `fz${seed}-${mode}-${index}`;
  // Games are longer than combats: the mixed modes play one of each in turn.
  const kind = mode === 'games' ? 'game' : mode === 'combats' ? 'combat' : index % 2 === 0 ? 'game' : 'combat';
  let finding = null;
  let state = null;
  try {
    if (mode === 'games' || mode === 'combats') playCase(kind, random, label, figures);
    else if (mode === 'actions') actionsCase(kind, random, label, figures);
    else if (mode === 'views') viewsCase(kind, random, label, figures);
    else if (mode === 'saves') savesCase(kind, random, label, figures, SAVES_PER_CASE);
    else configsCase(kind, random, label, figures, CONFIGS_PER_CASE);
  } catch (e) {
    finding = e instanceof Finding ? e.message : `the fuzzer itself threw ${shownError(e)}`;
    state = e instanceof Finding ? e.state : null;
  }
  return { figures, finding, state };
}
