// The fuzzer (npm run fuzz): random legal play in games and combats with every invariant, JSON round trips through
// loadState, replays and deep-frozen inputs; malformed and stale actions; corrupted saves and configs; views checked
// for leaks.
// Seeded and reproducible: every case is drawn from (seed, mode, case number), and each failure prints the one line
// that runs its case again. Exit code 1 on any failure.
//
//   npm run fuzz                       the CI budget: 1,000,000 random steps, 100,000 corrupted saves, 20,000 configs
//   node scripts/fuzz.mjs --quick      a small budget for a local check (after npm run build)
//   node scripts/fuzz.mjs --seed 7 --steps 200000 --saves 20000 --configs 5000 --only games,saves,configs --workers 2
//   node scripts/fuzz.mjs --seed 7 --only saves --case 12      one case again, as a failure's report says; it
//                                                              writes the state (or save) of its failure to a file
//
// Cases run on worker threads (one per core by default); a case that does not finish within --timeout seconds
// (a hang inside one apply) is reported as a failure and its worker replaced.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { writeFileSync } from 'node:fs';
import { CONFIGS_PER_CASE, MODES, SAVES_PER_CASE, newFigures } from './fuzz/cases.mjs';

/** Shares of the steps budget per mode (the saves and configs modes have budgets of their own). */
const STEP_SHARES = { games: 0.45, combats: 0.35, actions: 0.1, views: 0.1 };
/** Failures printed in full (the rest are counted). */
const SHOWN_FAILURES = 40;
/** A mode stops after this many failing cases: they are likely one bug met again and again. */
const FAILING_CASES_PER_MODE = 25;

function parseArgs(argv) {
  const opts = { seed: '1', steps: 1_000_000, saves: 100_000, configs: 20_000, only: MODES, caseIndex: null, workers: Math.min(availableParallelism(), 8), timeout: 120 };
  const value = (i) => {
    if (argv[i + 1] === undefined) throw new Error(`${argv[i]} needs a value`);
    return argv[i + 1];
  };
  const count = (i) => {
    const n = Number(value(i));
    if (!Number.isInteger(n) || n < 0) throw new Error(`${argv[i]} takes a whole number`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--quick') Object.assign(opts, { steps: 20_000, saves: 2_000, configs: 500 });
    else if (arg === '--seed') opts.seed = value(i++);
    else if (arg === '--steps') opts.steps = count(i++);
    else if (arg === '--saves') opts.saves = count(i++);
    else if (arg === '--configs') opts.configs = count(i++);
    else if (arg === '--workers') opts.workers = Math.max(1, count(i++));
    else if (arg === '--timeout') opts.timeout = count(i++);
    else if (arg === '--case') opts.caseIndex = count(i++);
    else if (arg === '--only') {
      opts.only = value(i++).split(',');
      for (const m of opts.only) if (!MODES.includes(m)) throw new Error(`--only takes ${MODES.join(', ')} (comma-separated)`);
    } else throw new Error(`unknown argument ${arg}; see the top of scripts/fuzz.mjs`);
  }
  if (opts.caseIndex !== null && opts.only.length !== 1) throw new Error('--case needs one mode: --only <mode> --case <n>');
  return opts;
}

/** What each mode must reach: steps (saves or configs for those modes), the step budget shared by the modes chosen. */
function budgets(opts) {
  const share = opts.only.filter((m) => m !== 'saves' && m !== 'configs').reduce((sum, m) => sum + STEP_SHARES[m], 0);
  const out = {};
  for (const m of opts.only) out[m] = m === 'saves' ? opts.saves : m === 'configs' ? opts.configs : Math.round((opts.steps * STEP_SHARES[m]) / share);
  return out;
}

/** How far a mode has come towards its budget. */
const progress = (mode, f) => (mode === 'saves' ? f.saves : mode === 'configs' ? f.configs : f.steps);

function add(into, f) {
  for (const k in f) into[k] += f[k];
}

const n = (x) => x.toLocaleString('en-US');

function report(mode, f, seconds, failing) {
  const parts = [`${n(f.cases)} cases`];
  if (mode === 'saves') parts.push(`${n(f.saves)} saves (${n(f.rejected)} rejected, ${n(f.loaded)} loaded and played on for ${n(f.playOnSteps)} steps)`);
  else if (mode === 'configs') parts.push(`${n(f.configs)} configs (${n(f.rejected)} rejected, ${n(f.loaded)} accepted and played on for ${n(f.playOnSteps)} steps)`);
  else parts.push(`${n(f.steps)} steps`);
  if (f.checkpoints > 0) parts.push(`${n(f.checkpoints)} checkpoints (frozen input, JSON round trip)`, `${n(f.replays)} replays`);
  if (f.actions > 0) parts.push(`${n(f.actions)} actions tried (${n(f.accepted)} listed, and applied)`);
  if (f.views > 0) parts.push(`${n(f.views)} views checked`);
  const failed = failing === 0 ? '' : failing >= FAILING_CASES_PER_MODE ? `, stopped after ${failing} failing cases` : `, ${failing} failing cases`;
  console.log(`${mode.padEnd(8)} ${parts.join(', ')} — ${seconds.toFixed(1)} s${failed}`);
}

/** Runs the cases on worker threads until every mode has reached its budget (or the one case of --case has run). */
function run(opts) {
  const goal = budgets(opts);
  const modes = opts.only;
  const state = Object.fromEntries(modes.map((m) => [m, { next: opts.caseIndex ?? 0, running: 0, failing: 0, figures: newFigures(), started: null }]));
  const failures = [];
  const start = performance.now();

  /** Whether a mode is done, or will be once its running cases end (counting each as an average one). */
  const done = (mode, counting = true) => {
    const m = state[mode];
    if (opts.caseIndex !== null) return m.next !== opts.caseIndex;
    if (m.failing >= FAILING_CASES_PER_MODE) return true;
    const f = m.figures;
    const perCase = f.cases > 0 ? progress(mode, f) / f.cases : mode === 'saves' ? SAVES_PER_CASE : mode === 'configs' ? CONFIGS_PER_CASE : 1;
    return progress(mode, f) + (counting ? m.running * perCase : 0) >= goal[mode];
  };
  /** The next case to run: of the first mode not done. */
  const nextCase = () => {
    for (const mode of modes) if (!done(mode)) return { mode, index: state[mode].next++ };
    return null;
  };

  return new Promise((resolve) => {
    const workers = new Set();
    const finish = (task, figures, finding, found = null) => {
      const m = state[task.mode];
      m.running--;
      add(m.figures, figures);
      if (finding !== null) {
        failures.push({ ...task, finding, state: opts.caseIndex === null ? null : found });
        m.failing++;
      }
      if (m.running === 0 && done(task.mode, false)) report(task.mode, m.figures, (performance.now() - m.started) / 1000, m.failing);
    };
    const feed = (w) => {
      const task = nextCase();
      if (task === null) {
        w.worker.terminate();
        workers.delete(w);
        if (workers.size === 0) resolve({ state, failures, seconds: (performance.now() - start) / 1000 });
        return;
      }
      const m = state[task.mode];
      m.running++;
      m.started ??= performance.now();
      w.task = task;
      w.since = performance.now();
      w.worker.postMessage(task);
    };
    const spawn = () => {
      const w = { worker: new Worker(new URL('./fuzz/worker.mjs', import.meta.url), { workerData: { seed: opts.seed } }), task: null, since: 0 };
      w.worker.on('message', ({ figures, finding, state: found }) => {
        const task = w.task;
        w.task = null;
        finish(task, figures, finding, found);
        feed(w);
      });
      w.worker.on('error', (e) => {
        const task = w.task;
        if (task === null) {
          console.error(`a worker failed to start: ${e?.stack ?? e}`);
          process.exit(2);
        }
        workers.delete(w);
        finish(task, { ...newFigures(), cases: 1 }, `the case crashed its worker: ${e?.stack?.split('\n').slice(0, 2).join(' ') ?? e}`);
        feed(spawn());
      });
      workers.add(w);
      return w;
    };
    for (let i = 0; i < opts.workers; i++) feed(spawn());
    // A case that runs past the time limit hangs (a loop inside one apply, or a save that never ends): replace its worker.
    const watch = setInterval(() => {
      for (const w of workers) {
        if (w.task === null || performance.now() - w.since < opts.timeout * 1000) continue;
        const task = w.task;
        w.task = null;
        workers.delete(w);
        w.worker.removeAllListeners('message');
        w.worker.terminate();
        finish(task, { ...newFigures(), cases: 1 }, `did not finish within ${opts.timeout} s (a hang)`);
        feed(spawn());
      }
      if (workers.size === 0) clearInterval(watch);
    }, 1000);
    watch.unref();
  });
}

let opts;
try {
  opts = parseArgs(process.argv.slice(2));
} catch (e) {
  console.error(e.message);
  process.exit(2);
}
console.log(`fuzz: seed ${opts.seed}, ${opts.caseIndex !== null ? `case ${opts.caseIndex} of ${opts.only[0]}` : `${n(opts.steps)} steps, ${n(opts.saves)} saves, ${n(opts.configs)} configs`} (${opts.only.join(', ')}), ${opts.workers} workers`);
const { state, failures, seconds } = await run(opts);
const total = newFigures();
for (const mode of opts.only) add(total, state[mode].figures);
failures.sort((a, b) => MODES.indexOf(a.mode) - MODES.indexOf(b.mode) || a.index - b.index);
for (const f of failures.slice(0, SHOWN_FAILURES)) {
  console.log(`\nFAIL ${f.mode} case ${f.index}: ${f.finding}`);
  console.log(`  reproduce: node scripts/fuzz.mjs --seed ${opts.seed} --only ${f.mode} --case ${f.index}`);
  if (f.state !== null) {
    const file = `fuzz-${f.mode}-${f.index}.json`;
    writeFileSync(file, f.state);
    console.log(`  the state (or save) it was found in: ${file}`);
  }
}
if (failures.length > SHOWN_FAILURES) console.log(`\n… and ${failures.length - SHOWN_FAILURES} more failures`);
console.log(
  `\nfuzz: ${n(total.steps)} steps, ${n(total.saves)} saves and ${n(total.configs)} configs (${n(total.loaded)} loaded or accepted), ${n(total.actions)} actions tried, ` +
    `${n(total.views)} views checked, ${n(total.checkpoints)} checkpoints, ${n(total.replays)} replays, in ${seconds.toFixed(1)} s: ` +
    `${failures.length === 0 ? 'no failures' : `${failures.length} FAILED cases`}`,
);
process.exit(failures.length === 0 ? 0 : 1);
