/**
 * `homm3bg`: plays games of a scenario between bots and prints who won and why (src/cli/report.ts), the first game
 * move by move with --transcript, or one JSON object with --json. Bad flags get a one-line message and exit code 2.
 * The same file runs the worker threads a run spreads its games over.
 */
import { parseArgs, UsageError, type CampaignOptions, type Options } from './options';
import { campaignLines, campaignTally, playCampaign, type CampaignRecord } from './campaign';
import { playTranscript, type GameRecord, type RunSpec } from './games';
import { summarise } from './stats';
import { helpText, jsonReport, listText, summaryText, type Timing } from './report';
import { isGameWorker, playGames, serveGames, type Progress } from './workers';
import { cores, now, proc, scriptOf } from './node';

/** This program's file: its worker threads run it too (typed here: the library's settings know no `import.meta.url`). */
const THIS_FILE = (import.meta as unknown as { url: string }).url;

/** A seed for a run that names none: 8 hex digits from the platform's cryptographic generator. */
function freshSeed(): string {
  const bytes = new Uint8Array(4);
  (globalThis as unknown as { crypto: { getRandomValues(b: Uint8Array): Uint8Array } }).crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** A progress bar on stderr, redrawn at most ten times a second; nothing when stderr is not a terminal. */
function progressBar(): Progress {
  if (!proc.stderr.isTTY) return () => {};
  let last = 0;
  const started = now();
  return (done, total) => {
    const at = now();
    if (done < total && at - last < 100) return;
    last = at;
    const width = 30;
    const filled = Math.round((width * done) / total);
    const rate = done / Math.max(0.001, (at - started) / 1000);
    proc.stderr.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} games, ${rate.toFixed(1)} games/s`);
    if (done === total) proc.stderr.write('\n');
  };
}

/** Plays the run: the first game move by move when asked, the others (or all) spread over the workers. */
async function run(options: Options): Promise<void> {
  const spec: RunSpec = { seed: options.seed, scenario: options.scenario, players: options.players, bots: options.bots, variants: options.variants, expansions: options.expansions, rotate: options.rotate === true };
  const started = now();
  const records: GameRecord[] = [];
  let transcript: string[] | null = null;
  if (options.transcript) {
    transcript = [];
    const lines = transcript;
    records.push(playTranscript(spec, 0, (line) => (options.json ? lines.push(line) : proc.stdout.write(`${line}\n`))));
    if (!options.json) proc.stdout.write('\n');
  }
  const show = options.games > 1 ? progressBar() : () => {};
  records.push(...(await playGames(spec, records.length, options.games, options.workers, scriptOf(THIS_FILE), show)));
  const seconds = (now() - started) / 1000;
  const summary = summarise(records);
  const timing: Timing = {
    seconds,
    gamesPerSecond: records.length / Math.max(seconds, 1e-9),
    stepsPerSecond: summary.steps.total / Math.max(seconds, 1e-9),
    workers: Math.min(options.workers, options.games),
  };
  if (options.json) proc.stdout.write(`${JSON.stringify(jsonReport(options, records, summary, timing, transcript))}\n`);
  else proc.stdout.write(`${summaryText(options, records, summary, timing)}\n`);
}

/** The command line's work. */
async function main(argv: readonly string[]): Promise<void> {
  let command;
  try {
    command = parseArgs(argv, { cores: await cores(), freshSeed });
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    proc.stderr.write(`homm3bg: ${e.message} (homm3bg --help)\n`);
    proc.exitCode = 2;
    return;
  }
  if (command.kind === 'help') proc.stdout.write(`${helpText()}\n`);
  else if (command.kind === 'list') proc.stdout.write(`${listText()}\n`);
  else if (command.kind === 'campaign') runCampaigns(command.options);
  else await run(command.options);
}

/** Plays `--campaign`: each run in turn, printed as it ends (or one JSON object at the end). */
function runCampaigns(options: CampaignOptions): void {
  const records: CampaignRecord[] = [];
  for (let i = 0; i < options.games; i++) {
    const r = playCampaign(options, i);
    records.push(r);
    if (!options.json) proc.stdout.write(`${campaignLines(options, r).join('\n')}\n\n`);
  }
  if (options.json) proc.stdout.write(`${JSON.stringify({ campaign: options, runs: records, won: records.filter((r) => r.won).length })}\n`);
  else proc.stdout.write(`${campaignTally(records)}\n`);
}

if (isGameWorker()) serveGames();
else {
  // A reader that stops reading (`homm3bg --transcript | head`) ends the program quietly.
  proc.stdout.on('error', (e) => {
    if (e.code === 'EPIPE') proc.exit(0);
    throw e;
  });
  await main(proc.argv.slice(2));
}
