/**
 * What `homm3bg` prints: its help, the list of scenarios and bots, a run's summary in words (one game's standing,
 * or many games' endings and win rates), and the JSON object `--json` prints instead.
 */
import { BOTS, BOX_NAMES, CAMPAIGNS, factionName, hero, REGISTERED_EXPANSIONS, RULE_VARIANTS, SCENARIOS, scenario as findScenario } from '../index';
import type { GameRecord } from './games';
import { DEFAULT_SCENARIO, type Options } from './options';
import type { HeadToHead, Summary, Tally } from './stats';

/** How long a run took. */
export interface Timing {
  seconds: number;
  gamesPerSecond: number;
  stepsPerSecond: number;
  workers: number;
}

/** The help text. */
export function helpText(): string {
  return `homm3bg: plays Heroes of Might and Magic III: The Board Game between bots, to the end, and says who won and why.

Usage: homm3bg [flags]

  --games N        games to play (default 1)
  --seed S         the run's seed (default: a fresh one, printed); game i is seeded "S-i"
  --scenario ID    the scenario (default ${DEFAULT_SCENARIO}; --list shows them)
  --campaign ID    play a Solo Campaign's scenarios in turn, one bot choosing the cards carried on (with --games,
                   --seed, --bots, --json only; --list shows them)
  --players N      players (default: the fewest the scenario takes)
  --bots a,b,...   a bot per seat, the last one for the seats left (default greedy); bots: ${Object.keys(BOTS).join(', ')}
  --variants a,... rule variants to play with (p. 56–59; default none; --list shows them)
  --expansions a,... expansion boxes in play (default none: the core box only); this engine has: ${REGISTERED_EXPANSIONS.join(', ') || 'none'}
  --rotate         the bots take the seats in turn: game i seats them shifted by i (each plays each seat as often)
  --workers N      worker threads the games are spread over (default: this machine's cores)
  --json           print one JSON object (every game's record and the totals), nothing else
  --transcript     print the first game move by move
  --list           list the scenarios and the bots
  --help, -h       this text

Reproducible: game i of a run is seeded "S-i". Its seats' factions are the factions shuffled by a generator seeded
"S-i/seats" (seat 1 takes the first), each seat's Main Hero is drawn from its faction's heroes by the same generator,
and each seat's bot is seeded "S-i/p1", "S-i/p2", ... The same flags give the same games, on any number of workers.`;
}

/** The scenarios, with their player counts, and the bots. */
export function listText(): string {
  const lines = ['Scenarios:'];
  for (const sc of SCENARIOS) {
    const players = sc.players.min === sc.players.max ? `${sc.players.min}` : `${sc.players.min}–${sc.players.max}`;
    lines.push(`  ${sc.id.padEnd(16)} ${sc.name}: ${players} players, ${sc.rounds} rounds, ${sc.mode} (${sc.source})`);
  }
  lines.push('', 'Campaigns (--campaign):');
  for (const c of CAMPAIGNS) lines.push(`  ${c.id.padEnd(16)} ${c.name}: ${c.scenarios.join(', ')} (${c.source})`);
  lines.push('', 'Bots:');
  for (const [name, entry] of Object.entries(BOTS)) lines.push(`  ${name.padEnd(16)} ${entry.about}`);
  lines.push('', 'Rule variants (--variants):');
  for (const v of RULE_VARIANTS) lines.push(`  ${v.key.padEnd(22)} ${v.name} (p. ${v.page})`);
  return lines.join('\n');
}

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;
const heroName = (id: string): string => hero(id).name;

/** "Catherine (Castle, greedy bot)". */
function seatName(r: GameRecord, player: string): string {
  const s = r.seats.find((x) => x.player === player);
  return s === undefined ? player : `${heroName(s.hero)} (${factionName(s.faction)}, ${s.bot} bot)`;
}

/** One game's end and standing, as lines. */
function gameLines(r: GameRecord): string[] {
  const winners = r.winners.length === 0 ? 'Nobody won' : `${r.winners.map((w) => heroName(r.seats.find((s) => s.player === w)?.hero ?? w)).join(' and ')} won`;
  const lines = [`${r.why}. ${winners}, after ${r.rounds} rounds and ${r.steps} actions (seed "${r.seed}").`];
  for (const s of r.standings) {
    const marks = `${s.won ? ', won' : ''}${s.eliminated ? ', eliminated' : ''}`;
    lines.push(`  ${s.rank}. ${seatName(r, s.player)}: ${s.victoryPoints} Victory Points, level ${s.level}, ${s.buildings} buildings, ${s.units} units${marks}`);
  }
  return lines;
}

/** A tally as a row: "Castle   12/40 won  30.0% (95% CI 18.1%–45.4%), first on Victory Points 20/40, 9.2 on average". */
function tallyLine(t: Tally, name: string): string {
  const won = `${`${t.wins}/${t.seats}`.padStart(9)} won ${percent(t.rate).padStart(6)} (95% CI ${percent(t.low)}–${percent(t.high)})`;
  const shared = t.shared === 0 ? '' : `; ${t.shared} of the wins shared`;
  return `  ${name.padEnd(12)} ${won}, first on Victory Points ${t.ahead}/${t.seats}, ${t.victoryPoints.toFixed(1)} on average${shared}`;
}

/** "ismcts against greedy: 110 won alone, 70 lost, 20 drawn (shared or nobody won); ismcts won 61.1% of the decided games (95% CI 53.8%–67.9%)". */
function headToHeadLine(h: HeadToHead): string {
  const decided = `${h.first} won ${percent(h.rate)} of the ${h.wins + h.losses} decided games (95% CI ${percent(h.low)}–${percent(h.high)})`;
  return `  ${h.first} against ${h.second}: ${h.wins} won alone, ${h.losses} lost, ${h.drawn} drawn (shared or nobody won); ${decided}`;
}

/** One line per game: "w-3: Rion (Castle, greedy bot) 10, Mutare (Dungeon, random bot) 8 — The last round (12) is over: a draw". */
function gameLine(r: GameRecord): string {
  const points = r.standings.map((s) => `${seatName(r, s.player)} ${s.victoryPoints}`).join(', ');
  return `  ${r.seed}: ${points === '' ? 'unfinished' : points} — ${r.why}`;
}

/** A run's summary in words. */
export function summaryText(options: Options, records: readonly GameRecord[], summary: Summary, timing: Timing): string {
  const sc = findScenario(options.scenario);
  const games = `${summary.games} game${summary.games === 1 ? '' : 's'}`;
  const variants = options.variants.length === 0 ? '' : `, with ${options.variants.map((v) => RULE_VARIANTS.find((x) => x.key === v)?.name ?? v).join('; ')}`;
  const boxes = (options.expansions ?? []).length === 0 ? '' : `, with the ${(options.expansions ?? []).map((e) => BOX_NAMES[e]).join(', ')}`;
  const lines = [`${sc?.name ?? options.scenario} (${sc?.source ?? 'scenario'}), ${options.players} players, bots ${options.bots.join(' vs ')}${variants}${boxes}: ${games}, seed "${options.seed}".`, ''];
  if (records.length === 1) lines.push(...gameLines(records[0] as GameRecord), '');
  else {
    if (records.length <= 10) lines.push('Games (Victory Points at the end):', ...records.map(gameLine), '');
    lines.push('How the games ended:');
    for (const e of summary.endings) {
      lines.push(`  ${e.reason}: ${e.games}`);
      for (const w of e.why.slice(0, 5)) lines.push(`    ${String(w.games).padStart(5)}  ${w.text}`);
      if (e.why.length > 5) lines.push(`    … and ${e.why.length - 5} other texts`);
    }
    lines.push(`  nobody won: ${summary.noWinner}`, '');
    lines.push(`Rounds: ${summary.rounds.min} to ${summary.rounds.max}, ${summary.rounds.mean.toFixed(1)} on average.`, '');
    lines.push('Wins by faction:', ...summary.factions.map((t) => tallyLine(t, factionName(t.key))), '');
    lines.push('Wins by bot:', ...summary.bots.map((t) => tallyLine(t, t.key)), '');
    if (summary.headToHead !== null) lines.push('Head to head:', headToHeadLine(summary.headToHead), '');
  }
  const workers = `${timing.workers} worker${timing.workers === 1 ? '' : 's'}`;
  lines.push(`${timing.seconds.toFixed(2)} s on ${workers}: ${timing.gamesPerSecond.toFixed(1)} games/s, ${Math.round(timing.stepsPerSecond)} steps/s.`);
  return lines.join('\n');
}

/** The object `--json` prints: the run's flags, every game's record in seed order, the totals, and the timing. */
export function jsonReport(options: Options, records: readonly GameRecord[], summary: Summary, timing: Timing, transcript: readonly string[] | null): object {
  const seats = (r: GameRecord) => r.seats.map((s) => ({ ...s, heroName: heroName(s.hero), factionName: factionName(s.faction) }));
  return {
    run: { seed: options.seed, scenario: options.scenario, players: options.players, bots: options.bots, variants: options.variants, expansions: options.expansions ?? [], games: options.games },
    games: records.map((r) => ({ ...r, seats: seats(r) })),
    summary,
    ...(transcript === null ? {} : { transcript }),
    timing,
  };
}
